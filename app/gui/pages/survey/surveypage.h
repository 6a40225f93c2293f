// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diskmapgeometry.h"
#include "fs/freespace.h"
#include "gui/pages/page.h"
#include "report/session.h"
#include "survey/occupancy.h"
#include "survey/survey.h"

#include <QWidget>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;
class QTabWidget;
class QTimer;

namespace fragscope {

class BackgroundJob;
struct ScanProgress;
struct FolderReads;
class DiskMapView;
class SurveyTableModel;
class TreemapView;

// A whole tree or file system at once: the scan fills a disk map, a treemap, a ranked table and the
// summary while it runs; a file opens in the inspector or goes to the defrag page.
class SurveyPage : public Page
{
    Q_OBJECT
public:
    explicit SurveyPage(QWidget* parent = nullptr);
    ~SurveyPage() override;

    void setPath(const QString& path);
    void setMapLayout(DiskMapGeometry::Layout layout);
    QString path() const;
    bool isRunning() const;
    const Survey* survey() const { return m_survey.get(); }
    SurveyTableModel* model() const { return m_model; }
    DiskMapView* diskMap() const { return m_diskMap; }
    TreemapView* treemap() const { return m_treemap; }
    QTableView* table() const { return m_table; }
    QTabWidget* views() const { return m_views; }

public Q_SLOTS:
    void start();
    void stop();
    void browse();
    bool exportCsv(const QString& file);
    bool exportJson(const QString& file);
    // Shows a survey saved earlier (Save Survey, or fragscope scan --format json) instead of a scan.
    void openSurvey(const QString& file);
    // What the session keeps: the survey shown, once its scan has ended (none while one runs).
    std::optional<SessionSurvey> sessionSurvey() const;
    // Shows a survey a session kept; `origin` names it in the status line.
    void showSessionSurvey(const SessionSurvey& saved, const QString& origin);

    QString title() const override;
    QString purpose() const override;
    void saveSession(SessionContent& c) const override;
    QStringList restoreSession(const SessionContent& c, const QString& origin) override;
    QList<SavedKind> savedKinds() const override { return {SavedKind::Survey}; }
    void openSaved(const QString& path, SavedKind kind) override;
    // A running scan is stopped; its threads end on their own.
    bool stopForClose() override;
    void askOpen();

Q_SIGNALS:
    void openFileRequested(const QString& path);
    void defragRequested(const QStringList& paths);
    void finished();
    void opened(bool ok); // openSurvey's end

private:
    void refresh();        // the merged redraw of everything that grew
    void refreshSummary(); // surveysummary.cpp
    void selectFile(std::uint32_t fileIndex);
    void locateSelected(); // reads the selected file's extents (on a worker) to outline them
    QStringList selectedPaths() const;
    void applyFilter();
    void setRunning(bool running);
    Survey* beginSurvey(const QString& root);
    void showProgress(const ScanProgress& p);
    void takeDescription(Survey& survey, const Survey& description, const Result<FreeSpace>& free);
    void takeFolderReads(const Survey& survey, const FolderReads& reads);
    void surveyEnded();
    void askExport(bool json);
    void showWhole(); // a scan ended or a survey was opened: every view drawn from all of it

    // Shared with the session's autosave, which writes it out on a worker; a scan fills a new one
    // (through its own pointer), so a survey shown and saved is never changed.
    std::shared_ptr<const Survey> m_survey;
    std::optional<FreeSpace> m_free;
    QString m_freeUnavailable;
    SpaceCells m_spaceCells; // the free space spread over the disk map's cells
    bool m_dirty = false;
    bool m_treemapDirty = false;
    qint64 m_treemapAt = 0;

    BackgroundJob* m_scan;
    BackgroundJob* m_locate;
    BackgroundJob* m_open;
    QTimer* m_refresh;
    QLineEdit* m_pathEdit;
    QCheckBox* m_crossMounts;
    QPushButton* m_startButton;
    QPushButton* m_stopButton;
    QProgressBar* m_progress;
    QLabel* m_progressText;
    QTabWidget* m_views;
    DiskMapView* m_diskMap;
    QComboBox* m_layout;
    QComboBox* m_colouring;
    QLabel* m_legend;
    TreemapView* m_treemap;
    QLabel* m_summary;
    QLineEdit* m_nameFilter;
    QLineEdit* m_minSize;
    QSpinBox* m_minRuns;
    QTableView* m_table;
    SurveyTableModel* m_model;
    QPushButton* m_openButton;
    QPushButton* m_defragButton;
};

} // namespace fragscope
