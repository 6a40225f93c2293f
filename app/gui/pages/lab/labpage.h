// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/pages/lab/labcontroller.h"
#include "gui/pages/page.h"

#include "lab/experiment.h"
#include "sidebysidemaps.h"

#include <QWidget>

#include <array>
#include <atomic>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableWidget;

namespace fragscope {

class BackgroundJob;
class ExtentMapView;
class WriteRatePlot;
class LabSetup;

// The copy-on-write against in-place experiment, live: two directories (one on btrfs, one on ext4
// or XFS) or two throwaway file systems made for it, one button; both maps redraw side by side
// during the random writes, and each side ends with its summary — extents, the measured cold read
// and the HDD model at every stage. Steps can also run one at a time, be paused, cancelled and run
// again. The test files (and throwaway file systems) stay while the experiment is open, for
// re-runs, and go when it ends: End experiment, a new experiment, or closing. The whole run can be
// exported as an HTML report or copied as text. Work runs on a worker thread.
class LabPage : public Page
{
    Q_OBJECT
public:
    explicit LabPage(QWidget* parent = nullptr);
    ~LabPage() override;

    void setDirectories(const QString& a, const QString& b);
    void setSettings(const LabSettings& settings);
    LabSettings settings() const;
    bool isBusy() const;
    const std::optional<LabResult>& result() const;
    QTableWidget* summary(SideBySideMaps::Side side) const { return m_sides[side].summary; }
    ExtentMapView* map(SideBySideMaps::Side side) const { return m_sides[side].map; }
    int mapUpdates() const { return m_mapUpdates; }
    WriteRatePlot* writePlot() const { return m_writePlot; }
    QString statusText() const;

    using StepState = LabController::StepState;
    const std::vector<StepState>& stepStates() const { return m_stepStates; }
    bool isOpen() const; // an experiment whose files are still there
    // Runs a step of the open experiment again (see LabSession::canRun).
    void rerun(LabStep step);
    void setThrowaway(bool on, const QString& typeA = {}, const QString& typeB = {}, const QString& folder = {});
    // A saved run (JSON), read off the GUI thread, shown as the last result; opened(false) with the
    // reason in the status when it cannot be.
    void openRun(const QString& path);
    // A run (saved, or from a session) shown as the last result; false, with the reason in the
    // status, when it cannot be (an experiment is open). `origin` names it in the status line.
    bool showRun(LabResult run, const QString& origin);
    // What the session keeps: every experiment of the session, oldest first (the one shown once no
    // step runs); and back: all of them kept, the last shown.
    std::vector<LabResult> sessionRuns() const;
    void addSessionRuns(const std::vector<LabResult>& runs, const QString& origin);

    QString title() const override;
    QString purpose() const override;
    void saveSession(SessionContent& c) const override;
    QStringList restoreSession(const SessionContent& c, const QString& origin) override;
    QList<SavedKind> savedKinds() const override { return {SavedKind::LabRun}; }
    void openSaved(const QString& path, SavedKind kind) override;
    int earlierRunCount() const { return int(m_earlier.size()); }
    // Shows the session's earlier run `index` (of earlierRunCount()), keeping the one shown.
    bool showEarlierRun(int index);

public Q_SLOTS:
    void run();      // every step left (a new experiment when none is open or the last one ran)
    void nextStep(); // only the next one
    void setPaused(bool paused);
    void cancel();
    void endExperiment(); // removes the files on the worker, then experimentEnded()
    void exportReport();
    void copyAsText();
    void editHddModel();

Q_SIGNALS:
    void finished(bool ok);
    void opened(bool ok);   // openRun's end
    void experimentEnded(); // its files (and file systems) are gone
    void hddModelChanged();

private:
    struct Side
    {
        QLabel* title = nullptr;
        ExtentMapView* map = nullptr;
        QTableWidget* summary = nullptr;
    };
    void start(LabController::Plan plan, LabStep only = LabStep::Done);
    void setBusy(bool busy);
    void updateControls();
    void showSteps();
    // The intro and the write-rate plot of the experiment chosen.
    void showExperimentKind(LabExperiment experiment);
    void showPatterns(const LabResult& result);
    void showSharing(const LabResult& result);
    void showCopies(const LabResult& result);
    static QStringList copyCells(const ToolCopy& copy, std::uint64_t treeBytes, bool after);
    void startWritePlot();
    void startCopyPlot(); // one line a tool
    void showProgress(const LabProgress& p);
    void showResult(const LabResult& r);
    void showStage(SideBySideMaps::Side side, int row);
    void keepShownRun(); // the result shown joins the earlier runs before something replaces it
    void refreshEarlierRuns();

    std::array<Side, 2> m_sides;
    LabController* m_lab;  // runs the experiment; the page shows it
    BackgroundJob* m_open; // reads saved runs
    LabSetup* m_setup;
    QListWidget* m_steps;
    QPushButton* m_run;
    QPushButton* m_next;
    QPushButton* m_pause;
    QPushButton* m_cancel;
    QPushButton* m_end;
    QPushButton* m_rerun;
    QPushButton* m_export;
    QPushButton* m_copy;
    QProgressBar* m_progress;
    QLabel* m_intro;
    WriteRatePlot* m_writePlot;
    QWidget* m_rateBox; // the write-rate plot (random writes) or the patterns' bars (Discard), and a title
    QLabel* m_rateTitle;
    QSplitter* m_split; // the two sides above, the rate (or bars) below
    class PatternBars* m_patternBars;
    QLabel* m_status;
    int m_mapUpdates = 0;
    std::vector<StepState> m_stepStates; // as shown: the open experiment's, or the next one's plan
    std::vector<LabResult> m_earlier;    // this session's runs not shown now, oldest first
    QComboBox* m_earlierRuns;
};

} // namespace fragscope
