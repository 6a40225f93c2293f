// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/engine/runner.h"
#include "bench/results/result.h"
#include "gui/pages/benchmark/fiohosts.h"
#include "gui/pages/page.h"

#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QSpinBox;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QToolBar;

namespace fragscope {

class HistoryPicker;

class BenchCompareChart;
class BenchMatrixView;
class BenchResultModel;
class BenchSession;
class JobEditor;
class RateByBytesPlot;
class ThroughputPlot;

// The benchmark page: pick what to run (fio jobs, a cold read of a file, or a command), where,
// press Run, watch the live plot, read the results as a table or a matrix, and compare any number
// of the session's runs and imported results against one of them.
class BenchmarkPage : public Page
{
    Q_OBJECT
public:
    enum class Mode { Jobs, ColdRead, Command };
    Q_ENUM(Mode)

    explicit BenchmarkPage(QWidget* parent = nullptr);
    ~BenchmarkPage() override;

    JobEditor* editor() const { return m_editor; }
    ThroughputPlot* plot() const { return m_plot; }
    BenchResultModel* results() const { return m_model; }
    BenchMatrixView* matrix() const { return m_matrix; }
    BenchCompareChart* compare() const { return m_compare; }
    BenchSession* session() const { return m_session; }
    bool isRunning() const;
    int historySize() const { return int(m_history.size()); }
    const std::vector<BenchResult>& history() const { return m_history; }

    void setMode(Mode mode);
    void setDirectory(const QString& directory);
    void setColdReadFile(const QString& path);
    void setCommand(const QString& command, int instances);
    void loadPreset(const QString& id);
    bool loadJobFile(const QString& path);
    // Reads the result on a worker thread; importFinished says how it went.
    void importResult(const QString& path);
    void addToHistory(const BenchResult& result);
    void compareHistory(int a, int b); // b against a
    void compareHistory(const QList<int>& entries, int baseline);
    HistoryPicker* historyPicker() const { return m_historyPicker; }
    // Shows a result of the history: its tables, and its plot again from the samples it kept.
    void showHistory(int index);
    void showResultsTab(int index);
    // fio as the engine (when installed), and the hosts its client runs the jobs on.
    void setFioEngine(bool fio);
    bool fioEngine() const;
    void setFioHosts(const std::vector<SavedFioHost>& hosts, bool useHosts);
    QString fioVersionText() const { return m_fioVersion; }
    void editFioHosts();
    // The shown result on the clipboard in CrystalDiskMark's text layout.
    void copyDiskMarkText();

    QString title() const override;
    QString purpose() const override;
    void saveSession(SessionContent& c) const override;
    QStringList restoreSession(const SessionContent& c, const QString& origin) override;
    QList<SavedKind> savedKinds() const override { return {SavedKind::BenchResult, SavedKind::JobFile}; }
    void openSaved(const QString& path, SavedKind kind) override;
    // A running benchmark removes its files first: stopped, it says readyToClose when they are gone.
    bool stopForClose() override;

public Q_SLOTS:
    void run();
    void stop();

Q_SIGNALS:
    void importFinished(bool ok);
    void runningChanged(bool running);

private:
    QToolBar* createToolBar();
    QWidget* createTargetPanel();
    void onTick(const BenchTick& tick);
    void onFinished(const BenchResult& result);
    void showResult(const BenchResult& result);
    void replot(const BenchResult& result);
    void showLatency(const BenchResult& result); // the latency lines and heat map from its histograms
    void showSteadyState(const BenchResult& result);
    static double steadyWindowOf(const std::vector<JobSpec>& jobs);
    void refreshFioRow();
    void saveJobFile();
    void saveResult();
    void error(const QString& text);
    // Run's three modes.
    void runJobs();
    void runColdRead();
    void runCommand();
    // Whether fio (if it runs them) and the hosts ticked can run the jobs; then whether each job can.
    Result<void> canRunOn(bool fio, bool onHosts) const;
    Result<void> checkJobs(bool fio) const;

    BenchSession* m_session;
    JobEditor* m_editor;
    QComboBox* m_mode;
    QStackedWidget* m_modePages;
    QLineEdit* m_directory;
    QComboBox* m_engine;
    QSpinBox* m_jobRepeat;
    QCheckBox* m_onHosts;
    QLabel* m_hostsSummary;
    QString m_fioVersion; // "fio-3.33"; empty while unknown or when fio is missing
    bool m_fioChecked = false;
    std::vector<SavedFioHost> m_hosts;
    QLineEdit* m_readFile;
    QSpinBox* m_readRepeat;
    QComboBox* m_cacheMethod;
    QLineEdit* m_command;
    QSpinBox* m_instances;
    QLineEdit* m_commandDir;
    QAction* m_runAction = nullptr;
    QAction* m_stopAction = nullptr;
    QProgressBar* m_progress;
    QLabel* m_phase;
    ThroughputPlot* m_plot;
    QTabWidget* m_resultTabs;
    RateByBytesPlot* m_rateByBytes;
    double m_steadyWindow = 0; // of the jobs being started
    QLabel* m_suspects;        // the badges: when to doubt the result shown
    BenchResultModel* m_model;
    QTableView* m_table;
    BenchMatrixView* m_matrix;
    QPlainTextEdit* m_details;
    HistoryPicker* m_historyPicker;
    BenchCompareChart* m_compare;
    std::vector<BenchResult> m_history;
    QString m_title;
};

} // namespace fragscope
