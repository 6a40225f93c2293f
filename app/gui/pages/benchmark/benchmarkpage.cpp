// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/pages/benchmark/benchmarkpage.h"

#include "benchcomparechart.h"

#include "bench/results/suspects.h"
#include "benchmatrixview.h"
#include "benchresultmodel.h"
#include "common/backgroundjob.h"
#include "gui/pages/benchmark/benchsession.h"
#include "gui/pages/benchmark/fiohosts.h"
#include "gui/pages/benchmark/jobeditor.h"
#include "historypicker.h"
#include "ratebybytesplot.h"
#include "throughputplot.h"

#include "bench/import/importers.h"
#include "bench/jobs/jobfile.h"
#include "bench/jobs/presets.h"
#include "bench/results/resultjson.h"
#include "headerfit.h"
#include "remembered.h"
#include "report/benchtext.h"
#include "util/path.h"
#include "viewexport.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScopeGuard>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace fragscope {
BenchmarkPage::BenchmarkPage(QWidget* parent)
    : Page(parent)
    , m_session(new BenchSession(this))
    , m_editor(new JobEditor)
    , m_mode(new QComboBox)
    , m_modePages(new QStackedWidget)
    , m_directory(new QLineEdit)
    , m_engine(new QComboBox)
    , m_jobRepeat(new QSpinBox)
    , m_onHosts(new QCheckBox(tr("On fio hosts")))
    , m_hostsSummary(new QLabel)
    , m_readFile(new QLineEdit)
    , m_readRepeat(new QSpinBox)
    , m_cacheMethod(new QComboBox)
    , m_command(new QLineEdit)
    , m_instances(new QSpinBox)
    , m_commandDir(new QLineEdit)
    , m_progress(new QProgressBar)
    , m_phase(new QLabel)
    , m_plot(new ThroughputPlot)
    , m_resultTabs(new QTabWidget)
    , m_rateByBytes(new RateByBytesPlot)
    , m_suspects(new QLabel)
    , m_model(new BenchResultModel(this))
    , m_table(new QTableView)
    , m_matrix(new BenchMatrixView)
    , m_details(new QPlainTextEdit)
    , m_historyPicker(new HistoryPicker(tr("This session"), HistoryPicker::Choice::Many))
    , m_compare(new BenchCompareChart)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(createToolBar());

    auto* splitter = new QSplitter(Qt::Horizontal);
    layout->addWidget(splitter, 1);
    splitter->addWidget(createTargetPanel());

    auto* right = new QSplitter(Qt::Vertical);
    auto* live = new QWidget;
    auto* liveLayout = new QVBoxLayout(live);
    liveLayout->setContentsMargins(4, 4, 4, 0);
    auto* progressRow = new QHBoxLayout;
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(14);
    progressRow->addWidget(m_phase, 1);
    progressRow->addWidget(m_progress, 2);
    liveLayout->addLayout(progressRow);
    liveLayout->addWidget(m_plot, 1);
    right->addWidget(live);

    auto* sorter = new QSortFilterProxyModel(this);
    sorter->setSourceModel(m_model);
    sorter->setSortRole(BenchResultModel::SortRole);
    m_table->setModel(sorter);
    m_table->setAccessibleName(tr("Results"));
    m_details->setAccessibleName(tr("Report"));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    // Narrow columns wrap their headers ("Mean latency" on two lines), never cut them inside a word.
    m_table->horizontalHeader()->setDefaultAlignment(Qt::Alignment::fromInt(Qt::AlignCenter | Qt::TextWordWrap));
    fitColumnsToHeaders(m_table);
    m_table->verticalHeader()->hide();
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    addTableExportActions(m_table, QStringLiteral("benchmark-results"));
    // The layout people paste from CrystalDiskMark and KDiskMark, on both views of the figures.
    auto* copyDiskMark = new QAction(tr("Copy as CrystalDiskMark Text"), this);
    copyDiskMark->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    copyDiskMark->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copyDiskMark, &QAction::triggered, this, &BenchmarkPage::copyDiskMarkText);
    m_table->addAction(copyDiskMark);
    m_matrix->addAction(copyDiskMark);
    m_resultTabs->addTab(m_table, tr("Results"));
    m_resultTabs->addTab(m_matrix, tr("Matrix"));
    m_details->setReadOnly(true);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_details->setPlaceholderText(tr("The full report of the selected run, with its warnings and where it ran."));
    m_resultTabs->addTab(m_details, tr("Report"));

    auto* history = new QWidget;
    auto* historyLayout = new QHBoxLayout(history);
    m_historyPicker->list()->setToolTip(tr("Runs and imported results of this session; double-click one to show it"));
    historyLayout->addWidget(m_historyPicker, 2);
    historyLayout->addWidget(m_compare, 5);
    m_resultTabs->addTab(history, tr("Compare"));
    m_resultTabs->addTab(m_rateByBytes, tr("Rate by bytes"));
    // When to doubt the result shown: a badge a flag, its reasons on hover (and in the Report).
    m_suspects->setAccessibleName(tr("When to doubt this result"));
    m_suspects->setTextFormat(Qt::RichText);
    m_suspects->setWordWrap(true);
    m_suspects->hide();
    auto* results = new QWidget;
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_suspects);
    resultsLayout->addWidget(m_resultTabs, 1);
    right->addWidget(results);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({460, 900});
    rememberSplitter(splitter, QStringLiteral("benchmark"));
    rememberSplitter(right, QStringLiteral("benchmark.right"));

    connect(m_session, &BenchSession::started, this, [this](const QStringList& names) {
        m_plot->start(names);
        m_plot->setSteadyWindow(m_steadyWindow);
        m_progress->setValue(0);
        m_progress->setRange(0, 0); // busy until the first figure arrives
        m_phase->setText(tr("Starting…"));
        m_runAction->setEnabled(false);
        m_stopAction->setEnabled(true);
        Q_EMIT runningChanged(true);
    });
    connect(m_session, &BenchSession::tick, this, &BenchmarkPage::onTick);
    connect(m_session, &BenchSession::finished, this, &BenchmarkPage::onFinished);
    connect(m_historyPicker, &HistoryPicker::activated, this, &BenchmarkPage::showHistory);

    // Which fio is installed, asked once off the GUI thread.
    auto* version = new BackgroundJob(this);
    version->start([this](const JobContext& job) {
        const auto v = fragscope::fioVersion();
        const QString text = v ? *v : QString();
        const QString why = v ? QString() : v.error().reason;
        job.post([this, text, why] {
            m_fioVersion = text;
            m_fioChecked = true;
            m_engine->setItemText(1, text.isEmpty() ? tr("fio (not installed)") : tr("fio (%1)").arg(text));
            m_engine->setItemData(
                1, text.isEmpty() ? why : tr("Run the jobs through the installed fio"), Qt::ToolTipRole);
            refreshFioRow();
        });
    });
    m_hosts = savedFioHosts();
    refreshFioRow();
    connect(
        m_historyPicker, &HistoryPicker::compareManyRequested, this, [this](const QList<int>& entries, int baseline) {
            std::vector<const BenchResult*> results;
            QStringList names;
            std::size_t base = 0;
            for (int i : entries) {
                if (i == baseline)
                    base = results.size();
                results.push_back(&m_history[std::size_t(i)]);
                names << QStringLiteral("%1. %2").arg(i + 1).arg(m_history[std::size_t(i)].title);
            }
            m_compare->setResults(results, names, base);
        });
}

BenchmarkPage::~BenchmarkPage() = default;

QToolBar* BenchmarkPage::createToolBar()
{
    auto* bar = new QToolBar;
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* presets = new QMenu(tr("Presets"), this);
    for (const Preset& p : builtinPresets())
        presets->addAction(p.title, this, [this, id = p.id] { loadPreset(id); });
    auto* presetButton = new QToolButton;
    presetButton->setText(tr("Presets"));
    presetButton->setMenu(presets);
    presetButton->setPopupMode(QToolButton::InstantPopup);
    bar->addWidget(presetButton);
    bar->addAction(tr("Open job file…"), this, [this] {
        const QString path = pathFromQt(QFileDialog::getOpenFileName(this, tr("Open a fio job file"),
            dialogFolder(QStringLiteral("jobs")), tr("fio job files (*.fio);;All files (*)")));
        rememberDialogChoice(QStringLiteral("jobs"), path);
        if (!path.isEmpty())
            loadJobFile(path);
    });
    auto* save = bar->addAction(tr("Save job file…"), this, &BenchmarkPage::saveJobFile);
    save->setShortcut(QKeySequence::Save);
    save->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(save);
    bar->addSeparator();
    m_runAction = bar->addAction(tr("Run"), this, &BenchmarkPage::run);
    m_runAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_runAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_runAction->setToolTip(tr("Run (Ctrl+R)"));
    addAction(m_runAction);
    m_stopAction = bar->addAction(tr("Stop"), this, &BenchmarkPage::stop);
    m_stopAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_stopAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_stopAction->setToolTip(tr("Stop (Esc): the workers finish within a second, the partial result is kept"));
    m_stopAction->setEnabled(false);
    addAction(m_stopAction);
    bar->addSeparator();
    bar->addAction(tr("Import result…"), this, [this] {
        const QString path = pathFromQt(QFileDialog::getOpenFileName(this, tr("Import a result"),
            dialogFolder(QStringLiteral("results")), tr("Results (*.json *.txt *.csv *.log);;All files (*)")));
        rememberDialogChoice(QStringLiteral("results"), path);
        if (!path.isEmpty())
            importResult(path);
    });
    bar->addAction(tr("Save result…"), this, &BenchmarkPage::saveResult);
    return bar;
}

bool BenchmarkPage::isRunning() const
{
    return m_session->isRunning();
}

void BenchmarkPage::setMode(Mode mode)
{
    m_mode->setCurrentIndex(int(mode));
}

void BenchmarkPage::setDirectory(const QString& directory)
{
    m_directory->setText(directory);
    m_editor->setDirectory(directory);
}

void BenchmarkPage::setColdReadFile(const QString& path)
{
    m_readFile->setText(path);
    setMode(Mode::ColdRead);
}

void BenchmarkPage::setCommand(const QString& command, int instances)
{
    m_command->setText(command);
    m_instances->setValue(instances);
    setMode(Mode::Command);
}

void BenchmarkPage::loadPreset(const QString& id)
{
    auto jobs = fragscope::loadPreset(id, m_directory->text());
    if (!jobs) {
        error(jobs.error().message());
        return;
    }
    m_editor->setJobs(*jobs);
    m_jobRepeat->setValue(findPreset(id)->repetitions);
    m_title = id;
    setMode(Mode::Jobs);
    Q_EMIT statusMessage(tr("Preset %1 loaded: choose the directory and press Run").arg(id));
}

bool BenchmarkPage::loadJobFile(const QString& path)
{
    // Options only fio implements are kept; such a file then runs on fio (when it is installed).
    auto jobs = fragscope::loadJobFile(path, true);
    if (!jobs) {
        error(tr("%1 cannot be used:\n%2").arg(QFileInfo(path).fileName(), jobs.error().message()));
        return false;
    }
    if (!checkOurEngineRuns(*jobs) && !fioEngine()) {
        setFioEngine(true);
        Q_EMIT statusMessage(
            tr("%1 has options only fio implements: the engine is now fio").arg(QFileInfo(path).fileName()));
    }
    if (!jobs->front().directory.isEmpty())
        m_directory->setText(jobs->front().directory);
    else
        for (JobSpec& j : *jobs)
            j.directory = m_directory->text();
    m_editor->setJobs(*jobs);
    m_title = QFileInfo(path).fileName();
    setMode(Mode::Jobs);
    return true;
}

void BenchmarkPage::run()
{
    if (isRunning())
        return;
    switch (Mode(m_mode->currentIndex())) {
    case Mode::Jobs:
        runJobs();
        break;
    case Mode::ColdRead:
        runColdRead();
        break;
    case Mode::Command:
        runCommand();
        break;
    }
}

Result<void> BenchmarkPage::canRunOn(bool fio, bool onHosts) const
{
    if (fio && m_fioVersion.isEmpty())
        return failure(tr("fio is not installed here (Debian package fio); it runs the jobs, also on other hosts"));
    if (onHosts && fioHostsInUse(m_hosts).empty())
        return failure(tr("No fio host is ticked: open Hosts… and add the machines that run fio --server"));
    return {};
}

Result<void> BenchmarkPage::checkJobs(bool fio) const
{
    for (const JobSpec& job : m_editor->jobs()) {
        if (fio && !job.fioOnly.isEmpty())
            continue; // fio judges its own options
        if (auto runnable = checkJob(job); !runnable)
            return runnable;
    }
    return fio ? Result<void>{} : checkOurEngineRuns(m_editor->jobs());
}

void BenchmarkPage::runJobs()
{
    if (!m_editor->commitText()) {
        error(tr("The job file has problems:\n%1").arg(m_editor->problemText()));
        return;
    }
    const bool onHosts = m_onHosts->isChecked();
    const bool fio = fioEngine();
    if (fio && !m_fioChecked) { // the version check is still under way: in a moment
        QTimer::singleShot(100, this, &BenchmarkPage::run);
        return;
    }
    if (auto ok = canRunOn(fio, onHosts); !ok) {
        error(ok.error().message());
        return;
    }
    if (m_directory->text().trimmed().isEmpty() && !onHosts) {
        const QString dir = pathFromQt(QFileDialog::getExistingDirectory(this, tr("Where should the jobs' files go?")));
        if (dir.isEmpty())
            return;
        setDirectory(dir);
    }
    m_editor->setDirectory(m_directory->text());
    if (auto ok = checkJobs(fio); !ok) {
        error(ok.error().message());
        return;
    }
    std::optional<FioRunOptions> fioOptions;
    if (fio) {
        fioOptions = FioRunOptions{};
        if (onHosts)
            fioOptions->hosts = fioHostsInUse(m_hosts);
    }
    const QString where = onHosts ? m_hostsSummary->text() : m_directory->text();
    m_steadyWindow = steadyWindowOf(m_editor->jobs());
    m_session->runJobs(
        m_editor->jobs(), m_title.isEmpty() ? tr("Jobs in %1").arg(where) : m_title, fioOptions, m_jobRepeat->value());
}

void BenchmarkPage::runColdRead()
{
    if (!QFileInfo(m_readFile->text()).isFile()) {
        error(tr("%1: not a regular file").arg(m_readFile->text()));
        return;
    }
    m_steadyWindow = 0;
    m_session->runColdRead(m_readFile->text(), CacheDrop(m_cacheMethod->currentData().toInt()), m_readRepeat->value());
}

void BenchmarkPage::runCommand()
{
    if (m_command->text().trimmed().isEmpty()) {
        error(tr("Type the command to measure"));
        return;
    }
    CommandJob job;
    job.command = m_command->text();
    job.instances = m_instances->value();
    job.workingDirectory = m_commandDir->text();
    m_steadyWindow = 0;
    m_session->runCommand(job);
}

void BenchmarkPage::stop()
{
    if (!isRunning())
        return;
    m_session->stop();
    m_phase->setText(tr("Stopping…"));
}

void BenchmarkPage::onTick(const BenchTick& tick)
{
    m_plot->addTick(tick);
    if (m_progress->maximum() == 0)
        m_progress->setRange(0, 1000);
    m_progress->setValue(int(tick.progress.fraction * 1000));
    const QString elapsed = QString::number(tick.progress.elapsedSeconds, 'f', 0);
    const QString text = tick.progress.remainingSeconds >= 0
        ? tr("%1 — %2 s, about %3 s left", "phase, seconds so far, seconds to go")
              .arg(tick.progress.phase, elapsed, QString::number(tick.progress.remainingSeconds, 'f', 0))
        : tr("%1 — %2 s", "phase, seconds so far").arg(tick.progress.phase, elapsed);
    m_phase->setText(text);
}

void BenchmarkPage::onFinished(const BenchResult& result)
{
    m_runAction->setEnabled(true);
    m_stopAction->setEnabled(false);
    m_progress->setRange(0, 1000);
    m_progress->setValue(result.error.isEmpty() && !result.cancelled ? 1000 : m_progress->value());
    // Said once the result is shown, so that whoever waits for the end sees it.
    const auto done = qScopeGuard([this] { Q_EMIT runningChanged(false); });
    if (!result.error.isEmpty())
        m_phase->setText(tr("Stopped: %1").arg(result.error));
    else if (result.cancelled)
        m_phase->setText(tr("Cancelled; the partial result is kept"));
    else
        m_phase->setText(tr("Done in %1 s")
                             .arg(QString::number(result.context.time.isValid()
                                     ? double(result.context.time.msecsTo(QDateTime::currentDateTime())) / 1000
                                     : 0,
                                 'f', 1)));
    if (!result.error.isEmpty() && result.runs.empty() && result.hosts.empty()) {
        error(result.error);
        return;
    }
    addToHistory(result);
    showResult(result);
    showLatency(result);
    showSteadyState(result);
    if (!result.warnings.empty() || !m_suspects->isHidden()) // showResult raised a flag
        m_resultTabs->setCurrentIndex(2);                    // the report says what to distrust
}

void BenchmarkPage::showResult(const BenchResult& result)
{
    m_model->setResult(result);
    m_matrix->setResult(result);
    m_rateByBytes->setResult(result);
    m_details->setPlainText(benchText(result));
    const std::vector<Suspect> doubts = suspects(result);
    QStringList badges, reasons, seen;
    for (const Suspect& d : doubts) {
        reasons << (d.job.isEmpty() ? d.reason : d.job + QStringLiteral(": ") + d.reason).toHtmlEscaped();
        if (seen.contains(d.id))
            continue;
        seen << d.id;
        badges << QStringLiteral("<span style=\"background-color:#f2c94c; color:#1a1a1a;\">&nbsp;%1&nbsp;</span>")
                      .arg(suspectTitle(d.id).toHtmlEscaped());
    }
    m_suspects->setText(tr("To doubt: %1").arg(badges.join(QStringLiteral(" "))));
    m_suspects->setToolTip(reasons.join(QStringLiteral("<br>")));
    m_suspects->setVisible(!doubts.empty());
}

// The longest steady-state window (ss_dur) of the jobs, in seconds; 0 when none asks for one.
double BenchmarkPage::steadyWindowOf(const std::vector<JobSpec>& jobs)
{
    double window = 0;
    for (const JobSpec& j : jobs) {
        if (j.steadyState.criterion != SteadyState::Criterion::None)
            window = std::max(window, double(j.steadyState.durationUs) / 1e6);
    }
    return window;
}

// A result's time series drawn again (a run from the history, an import that kept one).
void BenchmarkPage::replot(const BenchResult& result)
{
    if (isRunning())
        return;
    QStringList names;
    if (!result.hosts.empty()) {
        for (const HostResult& h : result.hosts)
            names << h.label();
    } else {
        for (const JobSpec& j : result.jobs)
            names << j.name;
    }
    m_plot->start(names);
    BenchTick all;
    all.samples = result.series;
    m_plot->addTick(all);
    showLatency(result);
    showSteadyState(result);
}

// The steady-state window of the first job that asks for one (ss=), where it ended and whether the
// criterion held there.
void BenchmarkPage::showSteadyState(const BenchResult& result)
{
    m_plot->setSteadyWindow(steadyWindowOf(result.jobs));
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        if (result.jobs[j].steadyState.criterion == SteadyState::Criterion::None)
            continue;
        const auto runs = result.runsOf(int(j));
        double end = 0;
        for (const BenchSample& s : result.series) {
            if (s.jobIndex == int(j) && s.host < 0 && s.readBandwidth + s.writeBandwidth > 0)
                end = s.seconds;
        }
        if (runs.empty() || end <= 0)
            return;
        const JobRun& run = *runs.back();
        const QString seconds = QString::number(double(run.runtimeUs) / 1e6, 'f', 0);
        m_plot->markSteadyState(end,
            run.steadyState > 0       ? tr("%1: steady state reached after %2 s").arg(result.jobs[j].name, seconds)
                : run.steadyState < 0 ? tr("%1: steady state not reached in %2 s").arg(result.jobs[j].name, seconds)
                                      : tr("%1: steady state not judged").arg(result.jobs[j].name));
        return;
    }
}

void BenchmarkPage::showLatency(const BenchResult& result)
{
    const bool hosts = !result.hosts.empty();
    m_plot->showLatency(latencyTimeline(result), hosts,
        hosts ? tr("No latency over time: fio's client brought back no latency logs that add up (see the report)")
              : QString());
}

void BenchmarkPage::showResultsTab(int index)
{
    m_resultTabs->setCurrentIndex(index);
}

void BenchmarkPage::error(const QString& text)
{
    Q_EMIT statusMessage(text.section(QLatin1Char('\n'), 0, 0));
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Benchmark"), text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("benchError"));
    box->open(); // not exec(): no nested event loop while a run may be finishing
}

} // namespace fragscope
