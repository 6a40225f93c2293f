// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/demofiles.h"
#include "shortcuts.h"
#include "util/error.h"

#include <QMainWindow>

class QActionGroup;
class QFrame;
class QMenu;
class QStackedWidget;
class QToolBar;

namespace fragscope {

class BackgroundJob;
class BenchmarkPage;
class DefragPage;
class LabPage;
class InspectorPage;
class SurveyPage;

// The window: menus, one page per activity (inspector, benchmark, defrag, lab, survey), drag and
// drop, recent files.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    InspectorPage* inspector() const { return m_inspector; }
    BenchmarkPage* benchmark() const { return m_benchmark; }
    DefragPage* defrag() const { return m_defrag; }
    LabPage* lab() const { return m_lab; }
    SurveyPage* surveyPage() const { return m_survey; }
    QWidget* firstRunHint() const;
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

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void showDemoFiles(const Result<DemoFiles>& files, std::uint64_t fragments);
    QWidget* createHintBar();
    void openAs(const QString& path, int kind); // a SavedKind
    void addPage(QWidget* page, const QString& title, const QString& toolTip);
    void showPage(QWidget* page);
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();

    QStackedWidget* m_pages;
    QToolBar* m_pageBar;
    QActionGroup* m_pageActions;
    InspectorPage* m_inspector;
    BenchmarkPage* m_benchmark;
    DefragPage* m_defrag;
    LabPage* m_lab;
    SurveyPage* m_survey;
    QMenu* m_recentMenu = nullptr;
    QFrame* m_hint = nullptr; // the first run's pointer to the lab and the survey
    BackgroundJob* m_demoJob = nullptr;
    int m_pendingOpens = 0;
};

} // namespace fragscope
