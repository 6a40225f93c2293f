// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/shortcuts.h"
#include "lab/demofiles.h"
#include "report/session.h"
#include "util/error.h"

#include <QMainWindow>

#include <memory>

class QActionGroup;
class QMenu;
class QStackedWidget;
class QTimer;
class QToolBar;

namespace fragscope {

class BackgroundJob;
class BenchmarkPage;
class DefragPage;
class LabPage;
class InspectorPage;
class NoticeBar;
class Page;
class SurveyPage;

// The window: menus, one page per activity (inspector, benchmark, defrag, lab, survey), drag and
// drop, recent files.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    InspectorPage* inspector() const { return m_inspector; }
    BenchmarkPage* benchmark() const { return m_benchmark; }
    DefragPage* defrag() const { return m_defrag; }
    LabPage* lab() const { return m_lab; }
    SurveyPage* surveyPage() const { return m_survey; }
    NoticeBar* firstRunHint() const { return m_hint; }
    NoticeBar* restoreOffer() const { return m_restore; }

    // Sessions (mainwindowsession.cpp). What every page holds, to save; and a saved one given back
    // to the pages: the inspector's files opened again, results and snapshots added to the
    // histories, the lab run and the survey shown (when neither runs).
    SessionContent sessionContent() const;
    void restoreSession(const SessionContent& content, const QString& origin);
    // Writes the session a moment after each change to its own file in the data folder, and offers
    // to restore one left by a Fragscope that did not close properly. Off for screenshots and tests.
    void setAutosave(bool on);
    QString autosavePath() const;
    void autosaveNow();
    void showSurvey(const QString& folder = {});
    void showLab();
    void showDefrag(const QString& file = {});
    void showBenchmark();
    // Size, position, tool bars and page as the window was last closed (splitters and the folders
    // of file dialogs restore themselves: remembered.h).
    void restoreWindowState();
    // Every keyboard shortcut: of the menus, the page bar and each page (Help ▸ Keyboard Shortcuts).
    std::vector<ShortcutEntry> shortcuts() const;

public Q_SLOTS:
    // Opens each where it belongs (see SavedKind): a snapshot or defrag result in the defrag page, a
    // benchmark result in the benchmark history, a job file in the job editor, a lab run in the lab,
    // a survey or a folder in the survey, any other file in the inspector. Saved kinds are told apart
    // off the GUI thread; other files open at once, in order.
    void openFiles(const QStringList& paths);
    void openFile(const QString& path) { openFiles({path}); }
    void inspectFile(const QString& path);              // the layout of any file, saved kinds too
    int pendingOpens() const { return m_pendingOpens; } // files openFiles still tells apart
    void openDemoFiles();
    // The copy-on-write experiment as recorded on btrfs and ext4 (shipped with the app), in the inspector.
    void openRecordedLayouts();
    void showOpenDialog();
    void showInspectDialog();
    void showCalibrateDialog(); // File > Measure This Disk…, on the disk under the page's path
    QString currentDiskPath() const;
    void setCostDiskChoice(const QString& presetKey); // View > Read Times On
    void openSession(const QString& path);            // read off the GUI thread, all of it or nothing
    void saveSessionAs(const QString& path);
    void showSaveSessionDialog();

Q_SIGNALS:
    void sessionOpened(bool ok);
    void sessionSaved(bool ok);
    void autosaved(bool ok);
    void restoreOffered(); // an unfinished session was found and is offered in the restore bar

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void showDemoFiles(const Result<DemoFiles>& files, std::uint64_t fragments);
    QWidget* createHintBar();
    QWidget* createRestoreBar();
    void warn(const QString& title, const QString& text);
    void offerUnfinishedSession();
    void openAs(const QString& path, int kind); // a SavedKind
    void addPage(Page* page);
    void showPage(QWidget* page);
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();

    QStackedWidget* m_pages;
    QToolBar* m_pageBar;
    QActionGroup* m_pageActions;
    QList<Page*> m_pageList; // in the page bar's order; the window talks to them through Page
    InspectorPage* m_inspector;
    BenchmarkPage* m_benchmark;
    DefragPage* m_defrag;
    LabPage* m_lab;
    SurveyPage* m_survey;
    QMenu* m_recentMenu = nullptr;
    NoticeBar* m_hint = nullptr;    // the first run's pointer to the lab and the survey
    NoticeBar* m_restore = nullptr; // a session that did not end properly, to restore
    // The session's autosave (mainwindowsession.cpp): this process's own file, written durably on a
    // worker a moment after anything changed, removed when the window goes.
    struct Autosave;
    std::shared_ptr<Autosave> m_autosave;
    BackgroundJob* m_sessionJob = nullptr;
    QTimer* m_autosaveTimer = nullptr;
    QString m_orphan; // the unfinished session restored, removed once our own autosave holds it
    BackgroundJob* m_demoJob = nullptr;
    int m_pendingOpens = 0;
};

} // namespace fragscope
