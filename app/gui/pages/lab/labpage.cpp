// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/pages/lab/labpage.h"

#include "common/backgroundjob.h"
#include "common/hddsettings.h"
#include "extentmapview.h"
#include "gui/dialogs/hddmodeldialog.h"
#include "gui/pages/lab/labcontroller.h"
#include "gui/pages/lab/labsetup.h"
#include "gui/pages/pageshortcut.h"
#include "patternbars.h"
#include "sidebysidemaps.h"
#include "writerateplot.h"

#include "model/hddmodel.h"
#include "remembered.h"
#include "viewexport.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fragscope {
namespace {

QString modelHeader(const HddParams& p)
{
    return LabPage::tr("%1\n(model)").arg(diskName(p));
}

} // namespace

LabPage::LabPage(QWidget* parent)
    : Page(parent)
    , m_lab(new LabController(this))
    , m_open(new BackgroundJob(this))
    , m_setup(new LabSetup)
    , m_steps(new QListWidget)
    , m_run(new QPushButton(tr("Run the experiment")))
    , m_next(new QPushButton(tr("Next step")))
    , m_pause(new QPushButton(tr("Pause")))
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_end(new QPushButton(tr("End experiment")))
    , m_rerun(new QPushButton(tr("Run step again")))
    , m_export(new QPushButton(tr("Export report…")))
    , m_copy(new QPushButton(tr("Copy as text")))
    , m_progress(new QProgressBar)
    , m_intro(new QLabel)
    , m_writePlot(new WriteRatePlot)
    , m_rateBox(new QWidget)
    , m_rateTitle(new QLabel)
    , m_split(new QSplitter(Qt::Vertical))
    , m_patternBars(new PatternBars)
    , m_status(new QLabel)
    , m_earlierRuns(new QComboBox)
{
    auto* layout = new QVBoxLayout(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    layout->addWidget(m_setup);
    connect(m_setup, &LabSetup::hddModelRequested, this, &LabPage::editHddModel);
    connect(m_setup, &LabSetup::stepsChanged, this, [this] {
        showSteps();
        showExperimentKind(m_setup->settings().experiment);
    });
    // What the controller says, shown.
    connect(m_lab, &LabController::busyChanged, this, &LabPage::setBusy);
    connect(m_lab, &LabController::experimentStarted, this, &LabPage::keepShownRun);
    connect(m_lab, &LabController::experimentStarted, this, [this] {
        m_mapUpdates = 0;
        for (Side& side : m_sides) {
            side.summary->setRowCount(0);
            side.map->setMap(nullptr);
            side.title->setText(&side == &m_sides[0] ? tr("<b>A</b>") : tr("<b>B</b>"));
        }
    });
    connect(m_lab, &LabController::status, this, [this](const QString& text, bool announce) {
        m_status->setText(text);
        if (announce)
            Q_EMIT statusMessage(text);
    });
    connect(m_lab, &LabController::notice, this, &LabPage::statusMessage);
    connect(m_lab, &LabController::stepsChanged, this, &LabPage::showSteps);
    connect(m_lab, &LabController::stepStarted, this, [this](LabStep step) {
        if (step == LabStep::Writes)
            startWritePlot();
        else if (step == LabStep::Copy || step == LabStep::CopyAfterDefrag)
            startCopyPlot();
    });
    connect(m_lab, &LabController::progress, this, &LabPage::showProgress);
    connect(m_lab, &LabController::resultChanged, this, [this] { showResult(*m_lab->result()); });
    connect(m_lab, &LabController::finished, this, &LabPage::finished);
    connect(m_lab, &LabController::finished, this, &LabPage::sessionChanged);
    connect(m_lab, &LabController::experimentEnded, this, &LabPage::experimentEnded);

    auto* actions = new QHBoxLayout;
    addPageShortcut(this, m_run, QKeySequence(Qt::CTRL | Qt::Key_R));
    addPageShortcut(this, m_next, QKeySequence(Qt::Key_F10));
    addPageShortcut(this, m_pause, QKeySequence(Qt::Key_F8)); // Ctrl+P is print's everywhere
    addPageShortcut(this, m_cancel, QKeySequence(Qt::Key_Escape));
    addPageShortcut(this, m_end, QKeySequence(Qt::CTRL | Qt::Key_Delete));
    addPageShortcut(this, m_rerun, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    addPageShortcut(this, m_export, QKeySequence(Qt::CTRL | Qt::Key_E));
    m_run->setToolTip(tr("Run every step left on both sides (Ctrl+R)"));
    m_next->setToolTip(tr("Run only the next step, to talk it through (F10)"));
    m_pause->setToolTip(tr("Hold the work between two writes, or before the next step; again to go on (F8)"));
    m_pause->setCheckable(true);
    m_cancel->setToolTip(tr("Stop the running step (Esc); it can run again"));
    m_end->setToolTip(tr("Remove the test files (and the throwaway file systems) now (Ctrl+Del)"));
    m_export->setToolTip(tr("Save the whole experiment as one HTML file, or as JSON that opens here again (Ctrl+E)"));
    m_copy->setToolTip(tr("filefrag-style listings and dd-style lines, as people post them"));
    connect(m_run, &QPushButton::clicked, this, &LabPage::run);
    connect(m_next, &QPushButton::clicked, this, &LabPage::nextStep);
    connect(m_pause, &QPushButton::toggled, this, &LabPage::setPaused);
    connect(m_cancel, &QPushButton::clicked, this, &LabPage::cancel);
    connect(m_end, &QPushButton::clicked, this, &LabPage::endExperiment);
    connect(m_rerun, &QPushButton::clicked, this, [this] {
        const int row = m_steps->currentRow();
        if (row >= 0 && row < int(m_stepStates.size()))
            rerun(m_stepStates[std::size_t(row)].step);
    });
    connect(m_export, &QPushButton::clicked, this, &LabPage::exportReport);
    connect(m_copy, &QPushButton::clicked, this, &LabPage::copyAsText);
    for (QPushButton* b : {m_run, m_next, m_pause, m_cancel, m_end})
        actions->addWidget(b);
    actions->addStretch(1);
    // The session's other experiments: pick one to see it again (the one shown joins the list).
    m_earlierRuns->setAccessibleName(tr("Earlier runs"));
    m_earlierRuns->view()->setAccessibleName(tr("Earlier runs")); // its list, made here by the size policy
    m_earlierRuns->setToolTip(tr("This session's other experiments: pick one to show it again"));
    m_earlierRuns->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_earlierRuns, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            showEarlierRun(index - 1);
        const QSignalBlocker block(m_earlierRuns);
        m_earlierRuns->setCurrentIndex(0);
    });
    refreshEarlierRuns();
    actions->addWidget(m_earlierRuns);
    actions->addWidget(m_export);
    actions->addWidget(m_copy);
    layout->addLayout(actions);

    // The steps, done or not; pick one to run it again.
    auto* stepsRow = new QHBoxLayout;
    m_steps->setFlow(QListView::LeftToRight);
    m_steps->setAccessibleName(tr("Steps"));
    m_steps->setWrapping(false);
    m_steps->setSelectionMode(QAbstractItemView::SingleSelection);
    m_steps->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_steps->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_steps->setSpacing(2);
    m_steps->setIconSize(QSize(fontMetrics().height(), fontMetrics().height()));
    m_steps->setFixedHeight(fontMetrics().height() + 16 + m_steps->horizontalScrollBar()->sizeHint().height());
    m_steps->setToolTip(tr("The experiment's steps; pick one and Run step again (Ctrl+Shift+R), or double-click it"));
    connect(m_steps, &QListWidget::currentRowChanged, this, [this] { updateControls(); });
    connect(m_steps, &QListWidget::itemDoubleClicked, m_rerun, &QPushButton::click);
    stepsRow->addWidget(m_steps, 1);
    stepsRow->addWidget(m_rerun);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumHeight(14);
    m_progress->setTextVisible(false);
    m_progress->setFixedWidth(160);
    stepsRow->addWidget(m_progress);
    layout->addLayout(stepsRow);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    // The two files side by side: their maps zoom and scroll together, each stage table beneath.
    auto* panesWidget = new SideBySideMaps;
    for (SideBySideMaps::Side side : {SideBySideMaps::Left, SideBySideMaps::Right}) {
        Side& s = m_sides[side];
        s.title = panesWidget->title(side);
        s.map = panesWidget->map(side);
        s.map->setMinimumHeight(220);
        s.summary = new QTableWidget(0, 5);
        s.summary->setAccessibleName(tr("Stages"));
        s.summary->setHorizontalHeaderLabels(
            {tr("Stage"), tr("Extents"), tr("Cold read"), tr("Change"), modelHeader(savedHddParams())});
        s.summary->verticalHeader()->hide();
        addTableExportActions(s.summary, QStringLiteral("lab-summary"));
        // The figures whole; the stage's name takes what is left (elided, whole in its tooltip).
        s.summary->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        s.summary->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
        s.summary->setEditTriggers(QAbstractItemView::NoEditTriggers);
        // Its height: showExperimentKind.
        s.summary->setSelectionBehavior(QAbstractItemView::SelectRows);
        s.summary->setSelectionMode(QAbstractItemView::SingleSelection);
        s.summary->setToolTip(tr("Pick a stage to see its map"));
        connect(s.summary, &QTableWidget::currentCellChanged, this, [this, side](int row) { showStage(side, row); });
        panesWidget->addBelow(side, s.summary, 5, 2);
    }
    // Below the maps, how fast each file takes its writes (in its own time, so the two compare).
    auto* rateBox = m_rateBox;
    auto* rateLayout = new QVBoxLayout(rateBox);
    rateLayout->setContentsMargins(0, 0, 0, 0);
    rateLayout->addWidget(m_rateTitle);
    rateLayout->addWidget(m_writePlot, 1);
    rateLayout->addWidget(m_patternBars, 1);
    auto* split = m_split;
    split->addWidget(panesWidget);
    split->addWidget(rateBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    rememberSplitter(split, QStringLiteral("lab"));
    layout->addWidget(split, 1);
    showSteps();
    showExperimentKind(m_setup->settings().experiment);
    updateControls();
}

LabPage::~LabPage() = default; // the controller ends an experiment still open (see LabController)

void LabPage::setDirectories(const QString& a, const QString& b)
{
    m_setup->setDirectories(a, b);
}

void LabPage::setSettings(const LabSettings& s)
{
    m_setup->setSettings(s);
}

LabSettings LabPage::settings() const
{
    return m_setup->settings();
}

QString LabPage::statusText() const
{
    return m_status->text();
}

void LabPage::setThrowaway(bool on, const QString& typeA, const QString& typeB, const QString& folder)
{
    m_setup->setThrowaway(on, typeA, typeB, folder);
}

bool LabPage::isBusy() const
{
    return m_lab->isBusy();
}

bool LabPage::isOpen() const
{
    return m_lab->isOpen();
}

const std::optional<LabResult>& LabPage::result() const
{
    return m_lab->result();
}

void LabPage::setBusy(bool busy)
{
    if (!busy) {
        const QSignalBlocker block(m_pause);
        m_pause->setChecked(false);
        m_pause->setText(tr("Pause"));
    }
    showSteps(); // and the controls
}

void LabPage::updateControls()
{
    const bool open = m_lab->isOpen();
    const bool busy = m_lab->isBusy();
    m_run->setEnabled(!busy);
    m_next->setEnabled(!busy);
    m_pause->setEnabled(busy);
    m_cancel->setEnabled(busy);
    m_end->setEnabled(!busy && open);
    const int row = m_steps->currentRow();
    const StepState* picked = row >= 0 && row < int(m_stepStates.size()) ? &m_stepStates[std::size_t(row)] : nullptr;
    m_rerun->setEnabled(!busy && open && picked && picked->whyNot.isEmpty());
    m_rerun->setToolTip(!open                     ? tr("Runs a step of an open experiment again (Ctrl+Shift+R)")
            : picked && !picked->whyNot.isEmpty() ? picked->whyNot
                                                  : tr("Run the picked step again (Ctrl+Shift+R)"));
    m_export->setEnabled(!busy && m_lab->result().has_value());
    m_copy->setEnabled(!busy && m_lab->result().has_value());
    // An open experiment keeps its settings and places; End experiment frees them.
    m_setup->setEditable(!busy && !open);
}

void LabPage::showExperimentKind(LabExperiment experiment)
{
    switch (experiment) {
    case LabExperiment::ParallelWriters:
        m_intro->setText(tr("Writers at once, each writing its own slice of one file (ten in the ext4 online defrag "
                            "paper): put one directory on ext4 and one on another file system, and see the pieces "
                            "they leave, what a defrag makes of them, and the reads before and after."));
        break;
    case LabExperiment::Discard:
        m_intro->setText(tr("The six patterns of the matrix preset, run several times on two file systems of one kind, "
                            "A mounted with -o discard and B without: each pattern's throughput with the spread of its "
                            "runs, and whether B differs from A by more than that noise."));
        break;
    case LabExperiment::CopyTools:
        m_intro->setText(
            tr("A tree of many files written side by side on A, so that their pieces interleave, copied "
               "to B by tar, cpio, cp -a and rsync (those installed) with a cold cache; then every file of "
               "the tree defragmented and the copies timed again: A's table before, B's after."));
        break;
    case LabExperiment::Snapshots:
        m_intro->setText(tr("A file in a btrfs subvolume of its own (A) and, once a snapshot is taken, the snapshot's "
                            "copy of it (B): overwrite the file and watch its extents go from shared (purple) to its "
                            "own and the data space grow; then see a defrag refuse to copy shared data, and what it "
                            "takes with --unshare. compsize and btrfs filesystem du count beside us."));
        break;
    case LabExperiment::Cow:
        m_intro->setText(tr("Two files take the same random writes, each followed by fsync: put one directory on btrfs "
                            "(copy-on-write) and one on ext4 or XFS (in place), and watch the maps."));
        break;
    }
    // Discard has no layouts: its tables list the patterns instead of the stages, and its bars take
    // the place of the write rate.
    const bool patterns = experiment == LabExperiment::Discard;
    const bool copies = experiment == LabExperiment::CopyTools;
    const bool snapshots = experiment == LabExperiment::Snapshots;
    m_rateBox->setVisible(experiment == LabExperiment::Cow || snapshots || patterns || copies);
    if (copies) // a few tools: the plot of their copies gets as much room as their tables
        m_split->setSizes({1, 1});
    m_writePlot->setVisible(!patterns);
    m_patternBars->setVisible(patterns);
    m_rateTitle->setText(patterns ? tr("<b>Throughput by pattern</b> — the median of the runs, the whisker from the "
                                       "slowest to the fastest; B against A, greyed within the noise")
            : copies ? tr("<b>Copies</b> — what each tool reads from A and writes to B as the disks see it, "
                          "one copy after another")
                     : tr("<b>Random writes</b> — how fast each file takes them, each write with its fsync "
                          "and timed on its own"));
    for (Side& side : m_sides) {
        side.map->setVisible(!patterns && !copies);
        side.map->setSharingColours(snapshots);
        if (patterns)
            side.summary->setHorizontalHeaderLabels(
                {tr("Pattern"), tr("Runs"), tr("Throughput"), tr("Against A"), QString()});
        else if (copies)
            side.summary->setHorizontalHeaderLabels(
                {tr("Tool"), tr("Wall"), tr("User + sys"), tr("Copy rate"), tr("Against before")});
        else if (snapshots)
            side.summary->setHorizontalHeaderLabels({tr("Stage"), tr("Extents"), tr("Exclusive"), tr("Shared"),
                &side == &m_sides[0] ? tr("Data used") : tr("Both on disk")});
        else
            side.summary->setHorizontalHeaderLabels(
                {tr("Stage"), tr("Extents"), tr("Cold read"), tr("Change"), modelHeader(savedHddParams())});
        side.summary->setColumnHidden(4, patterns);
        // Three stages at most, always whole, the map taking the rest; or the patterns or tools, the
        // table taking the map's room (and the copies' plot half of the page).
        const int rows = side.summary->verticalHeader()->defaultSectionSize()
                * (patterns                   ? 6
                        : copies || snapshots ? 4
                                              : 3)
            + side.summary->horizontalHeader()->sizeHint().height() + 2 * side.summary->frameWidth() + 6;
        side.summary->setMinimumHeight(rows);
        side.summary->setMaximumHeight(patterns || copies ? QWIDGETSIZE_MAX : rows);
    }
}

void LabPage::editHddModel()
{
    auto* dialog = new HddModelDialog(savedHddParams(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const HddParams p = dialog->params();
        saveHddParams(p);
        for (Side& side : m_sides)
            side.summary->horizontalHeaderItem(4)->setText(modelHeader(p));
        m_lab->setDiskModel(p); // the same layouts, predicted for the new disk
        Q_EMIT hddModelChanged();
    });
    dialog->open();
}

void LabPage::run()
{
    start(LabController::Plan::All);
}

void LabPage::nextStep()
{
    start(LabController::Plan::Next);
}

void LabPage::rerun(LabStep step)
{
    if (m_lab->isOpen())
        start(LabController::Plan::One, step);
}

void LabPage::start(LabController::Plan plan, LabStep only)
{
    if (m_lab->isBusy())
        return;
    const LabController::Setup setup{m_setup->throwaway(), m_setup->directories(), m_setup->throwawayTypes(),
        m_setup->imageFolder(), m_setup->settings()};
    if (const QString why = m_lab->start(plan, setup, only); !why.isEmpty())
        m_status->setText(why);
}

void LabPage::setPaused(bool paused)
{
    m_lab->setPaused(paused);
    m_pause->setText(paused ? tr("Resume") : tr("Pause"));
    showSteps();
}

void LabPage::cancel()
{
    m_lab->cancel();
}

void LabPage::endExperiment()
{
    m_lab->endExperiment();
}

QString LabPage::title() const
{
    return tr("Lab");
}

QString LabPage::purpose() const
{
    return tr("The experiments of our sources, live: copy-on-write against in place, parallel writers, discard, "
              "copy tools");
}

void LabPage::saveSession(SessionContent& c) const
{
    c.labRuns = sessionRuns();
}

QStringList LabPage::restoreSession(const SessionContent& c, const QString& origin)
{
    addSessionRuns(c.labRuns, origin);
    return {};
}

void LabPage::openSaved(const QString& path, SavedKind /*kind*/)
{
    openRun(path);
}

} // namespace fragscope
