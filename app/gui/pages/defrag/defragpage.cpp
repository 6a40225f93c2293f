// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/pages/defrag/defragpage.h"

#include "common/backgroundjob.h"
#include "common/hddsettings.h"
#include "compareview.h"
#include "diskmapview.h"
#include "gui/dialogs/hddmodeldialog.h"
#include "gui/pages/pageshortcut.h"
#include "historypicker.h"
#include "relayout/defragrun.h"
#include "remembered.h"
#include "report/defragpreview.h"
#include "report/snapshotcompare.h"

#include "util/path.h"
#include "util/units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QThread>
#include <QTreeView>
#include <QVBoxLayout>

namespace fragscope {

DefragPage::DefragPage(QWidget* parent)
    : Page(parent)
    , m_queueModel(new DefragQueueModel(this))
    , m_queue(new QTreeView)
    , m_remove(new QPushButton(tr("Remove")))
    , m_clear(new QPushButton(tr("Clear")))
    , m_add(new QPushButton(tr("Add Files…")))
    , m_addFolder(new QPushButton(tr("Add Folder…")))
    , m_planText(new QLabel)
    , m_together(new QCheckBox(tr("Lay them down together (ext4)")))
    , m_order(new QComboBox)
    , m_pause(new QPushButton(tr("Pause")))
    , m_paused(std::make_shared<std::atomic<bool>>(false))
    , m_treeMaps(new QWidget)
    , m_treeMap{new DiskMapView, new DiskMapView}
    , m_treeMapTitle{new QLabel, new QLabel}
    , m_space(new QLabel)
    , m_method(new QComboBox)
    , m_verify(new QCheckBox(tr("Verify the content")))
    , m_unshare(new QCheckBox(tr("Unshare (btrfs, XFS)")))
    , m_readRepeat(new QSpinBox)
    , m_dryRun(new QPushButton(tr("Dry run")))
    , m_run(new QPushButton(tr("Defragment")))
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_snapshot(new QPushButton(tr("Snapshot now")))
    , m_progress(new QProgressBar)
    , m_status(new QLabel)
    , m_outcome(new QLabel)
    , m_steps(new QTabWidget)
    , m_runView(new QTreeView)
    , m_history(new HistoryPicker(tr("Snapshots")))
    , m_compare(new CompareView)
    , m_job(new BackgroundJob(this))
    , m_check(new BackgroundJob(this))
    , m_diff(new BackgroundJob(this))
{
    setAcceptDrops(true);
    auto* layout = new QVBoxLayout(this);
    // One message of the page's state at a time, above the steps: what the queue would buy, the
    // run's progress, or its outcome.
    QFont bold = m_outcome->font();
    bold.setBold(true);
    m_outcome->setFont(bold);
    m_outcome->setWordWrap(true);
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_outcome->setAccessibleName(tr("What the defrag buys, or did"));
    layout->addWidget(m_outcome);
    // Three steps a person follows, each with the room it needs.
    m_steps->setDocumentMode(true);
    m_steps->setAccessibleName(tr("Defrag steps"));
    layout->addWidget(m_steps, 1);
    auto* choose = new QWidget;
    auto* chooseLayout = new QVBoxLayout(choose);
    auto* run = new QWidget;
    auto* runLayout = new QVBoxLayout(run);
    auto* compare = new QWidget;
    auto* compareLayout = new QVBoxLayout(compare);
    m_steps->addTab(choose, tr("1  What to defragment"));
    m_steps->addTab(run, tr("2  The run"));
    m_steps->addTab(compare, tr("3  Before and after"));

    // Step 1: the queue (the files, their figures now, what the free space allows, the gain), the
    // options, and the two buttons.
    m_queue->setModel(m_queueModel);
    m_queue->setAccessibleName(tr("Defrag queue"));
    m_queue->setRootIsDecorated(false);
    m_queue->setUniformRowHeights(true);
    m_queue->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_queue->setAlternatingRowColors(true);
    m_queue->setSortingEnabled(true);
    m_queue->sortByColumn(DefragQueueModel::Fragments, Qt::DescendingOrder);
    m_queue->header()->setStretchLastSection(true);
    m_queue->header()->setSectionResizeMode(DefragQueueModel::File, QHeaderView::Interactive);
    m_queue->setColumnWidth(DefragQueueModel::File, 240);
    for (int c : {DefragQueueModel::Size, DefragQueueModel::Fragments, DefragQueueModel::Best,
             DefragQueueModel::Unshare, DefragQueueModel::Gain})
        m_queue->setColumnWidth(c, 90);
    m_queue->setColumnWidth(DefragQueueModel::Read, 210);
    m_queue->setToolTip(tr("Files run top to bottom. Drop files here, or send a selection from the survey."));
    auto* queueButtons = new QVBoxLayout;
    m_add->setToolTip(tr("Add files to the queue"));
    m_addFolder->setToolTip(tr("Plan a folder: its files worst first, those that cannot improve left out with the "
                               "reason (Ctrl+Shift+A)"));
    m_remove->setToolTip(tr("Remove the selected files from the queue (Delete)"));
    for (QPushButton* b : {m_add, m_addFolder, m_remove, m_clear})
        queueButtons->addWidget(b);
    queueButtons->addStretch(1);
    m_planText->setWordWrap(true);
    m_planText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_planText->hide();
    chooseLayout->addWidget(m_planText);
    auto* queueRow = new QHBoxLayout;
    queueRow->addWidget(m_queue, 1);
    queueRow->addLayout(queueButtons);
    chooseLayout->addLayout(queueRow, 1);
    m_space->setWordWrap(true);
    m_space->setTextInteractionFlags(Qt::TextSelectableByMouse);
    chooseLayout->addWidget(m_space);

    auto* optionsRow = new QHBoxLayout;
    for (DefragMethod m :
        {DefragMethod::Auto, DefragMethod::Ext4, DefragMethod::Xfs, DefragMethod::Btrfs, DefragMethod::Copy})
        m_method->addItem(defragMethodName(m), int(m));
    m_method->setToolTip(tr("auto picks the engine of the file's file system: ext4 (MOVE_EXT), XFS (extent swap, as "
                            "xfs_fsr) or btrfs (DEFRAG_RANGE); copy writes a new copy and exchanges it with the "
                            "file (any file system; new inode number and ctime)"));
    optionsRow->addWidget(new QLabel(tr("Engine")));
    optionsRow->addWidget(m_method);
    m_verify->setChecked(true);
    m_verify->setToolTip(tr("Digest the content (xxh3, read from disk) before and after"));
    m_unshare->setToolTip(
        tr("btrfs, XFS: defragment files that share extents with snapshots or reflinked copies too; copies "
           "them, which takes their space (a dry run says how much). Unticked, such files are left "
           "as they are"));
    optionsRow->addWidget(m_verify);
    optionsRow->addWidget(m_unshare);
    m_readRepeat->setRange(0, 20);
    m_readRepeat->setValue(3);
    m_readRepeat->setToolTip(tr("Cold sequential reads before and after (0: none)"));
    m_readRepeat->setAccessibleName(tr("Cold reads"));
    optionsRow->addWidget(new QLabel(tr("Read speed, repetitions")));
    optionsRow->addWidget(m_readRepeat);
    m_together->setToolTip(tr("ext4: one donor as large as the files, each file moved into its own stretch of it: "
                              "each ends in one piece, right after the one before, in the order chosen"));
    m_order->addItem(tr("Directory order"), QStringLiteral("dir"));
    m_order->addItem(tr("Name order"), QStringLiteral("name"));
    m_order->addItem(tr("Order from a list…"), QStringLiteral("list"));
    m_order->setToolTip(tr("The order the files go down in: as the folders list them (tar's), by name, or a file "
                           "of paths one a line (e.g. recorded with strace -e openat)"));
    m_order->setAccessibleName(tr("Order"));
    optionsRow->addWidget(m_together);
    optionsRow->addWidget(m_order);
    optionsRow->addStretch(1);
    chooseLayout->addLayout(optionsRow);
    auto* goRow = new QHBoxLayout;
    goRow->addStretch(1);
    goRow->addWidget(m_dryRun);
    goRow->addWidget(m_run);
    m_run->setDefault(true);
    chooseLayout->addLayout(goRow);

    // Step 2: the run, file by file, with Pause and Cancel; the queue's results as they come.
    addPageShortcut(this, m_run, QKeySequence(Qt::CTRL | Qt::Key_D));
    addPageShortcut(this, m_cancel, QKeySequence(Qt::Key_Escape));
    addPageShortcut(this, m_remove, QKeySequence(Qt::Key_Delete));
    addPageShortcut(this, m_pause, QKeySequence(Qt::Key_F8));
    addPageShortcut(this, m_addFolder, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_pause->setCheckable(true);
    m_pause->setToolTip(tr("Hold the run before the next file; again to go on (F8)"));
    m_run->setToolTip(tr("Defragment every file of the queue, top to bottom (Ctrl+D)"));
    m_dryRun->setToolTip(tr("Say for each file what would happen and the fragments to expect; change nothing"));
    m_cancel->setToolTip(tr("Cancel (Esc): stops between chunks; the file is whole"));
    m_cancel->setEnabled(false);
    auto* progressRow = new QHBoxLayout;
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_pause);
    progressRow->addWidget(m_cancel);
    runLayout->addLayout(progressRow);
    m_status->setWordWrap(true);
    runLayout->addWidget(m_status);
    m_runView->setModel(m_queueModel);
    m_runView->setAccessibleName(tr("Each file's result"));
    m_runView->setRootIsDecorated(false);
    m_runView->setUniformRowHeights(true);
    m_runView->setAlternatingRowColors(true);
    m_runView->setSelectionModel(m_queue->selectionModel()); // one selection: the file compared in step 3
    for (int c : {DefragQueueModel::Size, DefragQueueModel::Best, DefragQueueModel::Unshare, DefragQueueModel::Gain})
        m_runView->setColumnHidden(c, true);
    m_runView->setColumnWidth(DefragQueueModel::File, 260);
    m_runView->setColumnWidth(DefragQueueModel::Fragments, 90);
    m_runView->setColumnWidth(DefragQueueModel::Read, 220);
    m_runView->header()->setStretchLastSection(true);
    runLayout->addWidget(m_runView, 1);

    // Step 3: a folder's disk map before and after, and any file's two snapshots side by side.
    auto* treeLayout = new QVBoxLayout(m_treeMaps);
    treeLayout->setContentsMargins(0, 0, 0, 0);
    auto* maps = new QHBoxLayout;
    treeLayout->addLayout(maps, 1);
    for (std::size_t i = 0; i < 2; ++i) {
        auto* column = new QVBoxLayout;
        m_treeMapTitle[i]->setWordWrap(true);
        m_treeMap[i]->setMinimumHeight(120);
        m_treeMap[i]->setAccessibleName(
            i == 0 ? tr("The folder's disk map before") : tr("The folder's disk map after"));
        column->addWidget(m_treeMapTitle[i]);
        column->addWidget(m_treeMap[i], 1);
        maps->addLayout(column, 1);
    }
    auto* legend = new QLabel(DiskMapView::legendHtml());
    legend->setWordWrap(true);
    treeLayout->addWidget(legend);
    m_treeMaps->hide();

    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_history);
    split->addWidget(m_compare);
    split->setStretchFactor(1, 1);
    split->setSizes({240, 1000});
    rememberSplitter(split, QStringLiteral("defrag"));
    auto* treeSplit = new QSplitter(Qt::Vertical); // the folder's maps above the file's comparison
    treeSplit->addWidget(m_treeMaps);
    treeSplit->addWidget(split);
    treeSplit->setStretchFactor(0, 1);
    treeSplit->setStretchFactor(1, 3);
    treeSplit->setChildrenCollapsible(false);
    compareLayout->addWidget(treeSplit, 1);
    m_snapshot->setToolTip(tr("Record the selected file's layout now, to compare with any other snapshot"));
    auto* load = new QPushButton(tr("Load snapshot…"));
    auto* save = new QPushButton(tr("Save snapshot…"));
    auto* snapshotRow = new QHBoxLayout;
    for (QPushButton* b : {m_snapshot, load, save})
        snapshotRow->addWidget(b);
    snapshotRow->addStretch(1);
    compareLayout->addLayout(snapshotRow);

    connect(m_add, &QPushButton::clicked, this, &DefragPage::browse);
    connect(m_addFolder, &QPushButton::clicked, this, &DefragPage::browseFolder);
    connect(m_pause, &QPushButton::toggled, this, [this](bool paused) {
        m_paused->store(paused);
        m_pause->setText(paused ? tr("Resume") : tr("Pause"));
    });
    connect(m_order, &QComboBox::activated, this, [this](int index) {
        if (m_order->itemData(index).toString() != QLatin1String("list"))
            return;
        const QString file = pathFromQt(QFileDialog::getOpenFileName(
            this, tr("The order the files are read in"), dialogFolder(QStringLiteral("open"))));
        if (file.isEmpty()) {
            m_order->setCurrentIndex(0);
            return;
        }
        rememberDialogChoice(QStringLiteral("open"), file);
        m_orderFile = file;
        m_order->setItemText(index, tr("Order of %1").arg(QFileInfo(file).fileName()));
    });
    connect(m_remove, &QPushButton::clicked, this, &DefragPage::removeSelected);
    connect(m_clear, &QPushButton::clicked, this, [this] { setFiles({}); });
    connect(m_queue->header(), &QHeaderView::sectionClicked, this, [this] {
        m_userSorted = true; // the order is the user's from now on
        m_queue->setSortingEnabled(true);
    });
    connect(m_queue->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex& current) { showRow(current.row()); });
    connect(m_dryRun, &QPushButton::clicked, this, [this] { defragment(true); });
    connect(m_run, &QPushButton::clicked, this, [this] { defragment(false); });
    connect(m_cancel, &QPushButton::clicked, this, &DefragPage::cancel);
    connect(m_snapshot, &QPushButton::clicked, this, &DefragPage::takeSnapshot);
    connect(save, &QPushButton::clicked, this, &DefragPage::saveSnapshot);
    connect(load, &QPushButton::clicked, this, &DefragPage::loadSnapshot);
    connect(m_history, &HistoryPicker::compareRequested, this, &DefragPage::showComparison);
    connect(m_job, &BackgroundJob::finished, this, [this] { setBusy(false); });
    setBusy(false);
}

void DefragPage::setReadRepetitions(int n)
{
    m_readRepeat->setValue(n);
}

bool DefragPage::isChecking() const
{
    return m_check->isRunning();
}

QString DefragPage::outcome() const
{
    return m_outcome->text();
}

void DefragPage::setBusy(bool busy)
{
    m_busy = busy;
    const bool queued = m_queueModel->rowCount() > 0;
    m_run->setEnabled(!busy && queued);
    m_dryRun->setEnabled(!busy && queued);
    m_snapshot->setEnabled(!busy && queued);
    m_cancel->setEnabled(busy);
    m_add->setEnabled(!busy);
    m_addFolder->setEnabled(!busy);
    m_pause->setEnabled(busy);
    if (!busy && m_pause->isChecked())
        m_pause->setChecked(false);
    m_together->setEnabled(!busy && hasTreePlan());
    m_order->setEnabled(!busy && hasTreePlan());
    m_remove->setEnabled(!busy && queued);
    m_clear->setEnabled(!busy && queued);
    m_queue->header()->setSectionsClickable(!busy); // the order is the run's order while it runs
    if (busy)
        m_progress->setRange(0, 0);
    else
        m_progress->setRange(0, 1000);
}

void DefragPage::defragment(bool dryRun)
{
    if (m_busy)
        return;
    const QStringList paths = files();
    if (paths.isEmpty()) {
        m_outcome->setText(tr("Add the files to defragment first (Add Files…, or from the survey)."));
        return;
    }
    m_queueModel->setAllWaiting();
    m_check->cancel();
    m_resultStanding = false;
    m_steps->setCurrentIndex(1); // the run
    DefragOptions options;
    options.method = DefragMethod(m_method->currentData().toInt());
    options.dryRun = dryRun;
    options.verify = m_verify->isChecked();
    options.unshare = m_unshare->isChecked();
    if (hasTreePlan() && m_together->isChecked()) {
        runTogether(options);
        return;
    }
    const int repetitions = dryRun ? 0 : m_readRepeat->value();
    m_tally = DefragTally{};
    m_outcome->setText(dryRun   ? tr("Looking for a better place…")
            : paths.size() == 1 ? tr("Defragmenting %1…").arg(displayPathText(QFileInfo(paths.constFirst()).fileName()))
                                : tr("Defragmenting %n file(s)…", nullptr, int(paths.size())));
    m_status->clear();
    setBusy(true);
    DefragPage* page = this; // used only by what is posted, which arrives only while the page lives
    const int n = int(paths.size());
    m_job->start(
        [paths, options, repetitions, page, n, paused = m_paused](const JobContext& context) {
            for (int i = 0; i < n && !context.stopped(); ++i) {
                while (paused->load() && !context.stopped()) // held between two files
                    QThread::msleep(50);
                if (context.stopped())
                    break;
                const QString& path = paths[i];
                context.post([page, path] { page->showRunning(path); });
                auto measured = std::make_shared<MeasuredDefrag>(defragMeasured(
                    path, options, repetitions, context.stopToken(), [context, page, i, n](const DefragProgress& p) {
                        context.progress([page, p, i, n] { page->showFileProgress(i, n, p); });
                    }));
                // The cost model's read of the layout after, to set beside the read measured.
                std::optional<double> model;
                if (const auto& r = measured->result; r && r->defragmented && measured->readAfter)
                    model = predictSnapshotRead(r->after, shownCostDisk(path).params).seconds;
                context.post([page, path, measured, model] {
                    page->showResult(path, measured->result, measured->readBefore, measured->readAfter, model);
                });
            }
        },
        [this, n, dryRun] { queueRunEnded(n, dryRun); });
}

void DefragPage::showRunning(const QString& path)
{
    const int row = m_queueModel->rowOf(path);
    m_queueModel->setRunning(row);
    m_queue->scrollTo(m_queueModel->index(row, DefragQueueModel::File));
    m_runView->scrollTo(m_queueModel->index(row, DefragQueueModel::File));
}

void DefragPage::showFileProgress(int file, int files, const DefragProgress& p)
{
    double fraction = file;
    if (p.totalBytes > 0)
        fraction += double(p.doneBytes) / double(p.totalBytes);
    m_progress->setRange(0, 1000);
    m_progress->setValue(int(1000.0 * fraction / files));
    m_status->setText(files == 1 ? p.phase : tr("File %1 of %2: %3").arg(file + 1).arg(files).arg(p.phase));
}

// The queue's run ended (done or cancelled): rows not reached say so, the tally is the outcome, and
// a folder's plan is surveyed again.
void DefragPage::queueRunEnded(int files, bool dryRun)
{
    setBusy(false);
    m_progress->setValue(1000);
    m_queueModel->setNotRun();
    bool ok = m_tally.failed == 0 && m_tally.files == files;
    for (int row = 0; row < m_queueModel->rowCount(); ++row)
        ok = ok && !m_queueModel->failed(row);
    if (files > 1 || m_tally.files < files) { // a run of one file cancelled before its result: the tally
        m_outcome->setText(m_tally.text());
        m_status->setText(m_job->wasCancelled() ? tr("Cancelled; every file is whole") : QString());
    }
    m_resultStanding = true;
    Q_EMIT statusMessage(m_outcome->text());
    if (!dryRun && !m_job->wasCancelled())
        m_planText->hide(); // the plan was before the run: its figures are the run's now
    if (hasTreePlan() && !m_job->wasCancelled() && !dryRun) {
        surveyTreeAfter(ok); // finished() once the folder's map after is there
        return;
    }
    if (!dryRun && m_tally.defragmented > 0)
        m_steps->setCurrentIndex(2); // before and after
    if (files > 1 && !m_queue->currentIndex().isValid())
        selectRow(0);
    Q_EMIT finished(ok);
}

// One file's result in its row (and, for a queue of one, in the outcome line); its before and
// after become snapshots, compared at once and again whenever the row is selected.
void DefragPage::showResult(const QString& path, const Result<DefragResult>& result,
    const std::optional<Spread>& before, const std::optional<Spread>& after, std::optional<double> modelAfter)
{
    using Tone = DefragQueueModel::Tone;
    m_tally.add(result);
    const int row = m_queueModel->rowOf(path);
    if (row < 0)
        return;
    const bool single = m_queueModel->rowCount() == 1;
    if (!result) {
        m_queueModel->setResult(
            row, tr("refused or failed: %1").arg(result.error().reason), result.error().message(), Tone::Bad, true);
        if (single) {
            m_outcome->setText(tr("Refused or failed: %1").arg(result.error().message()));
            m_status->setText(tr("Nothing lost: the file is whole"));
        }
        return;
    }
    const DefragResult& r = *result;
    const bool failedRun = r.changedByOthers || r.cancelled;
    m_queueModel->setResult(row, QStringLiteral("%1: %2").arg(defragMethodName(r.method), r.outcome), r.outcome,
        failedRun            ? Tone::Bad
            : r.defragmented ? Tone::Good
                             : Tone::Plain,
        failedRun);
    if (r.defragmented)
        m_queueModel->setFragmentsAfter(row, r.before.inspection.report.fragments, r.after.inspection.report.fragments);
    QString check; // the cold read measured after, beside the model's
    if (r.defragmented && after && after->median > 0 && modelAfter) {
        const double measured = double(r.stateAfter.size) / after->median;
        m_queueModel->setReadCheck(row, measured, *modelAfter);
        check = QStringLiteral("; ") + predictionCheckText(measured, *modelAfter);
    }
    if (single) {
        m_outcome->setText(
            QStringLiteral("%1 (%2): %3%4")
                .arg(displayPathText(QFileInfo(r.path).fileName()), defragMethodName(r.method), r.outcome, check));
        m_status->setText(r.stateBefore.digested && r.stateAfter.digested && r.stateBefore.digest == r.stateAfter.digest
                ? tr("content verified: digest %1").arg(digestText(r.stateAfter.digest))
                : QString());
    }
    if (!r.after.inspection.map.path.isEmpty()) {
        const int first = int(m_snapshots.size());
        addSnapshot({r.before, before});
        addSnapshot({r.after, after});
        m_queueModel->setSnapshots(row, first, first + 1);
    } else if (r.dryRun && single) {
        addSnapshot({r.before, std::nullopt});
    }
    selectRow(row); // the selection follows the run, so the comparison shown is this row's
}

// What defragmenting the queue buys, on the disk under its files: said once the figures are read,
// before anything is written; in colour when the gain is below 1 % of the read.
void DefragPage::showPreview()
{
    if (m_resultStanding || m_busy) // a run's message, or its outcome until the queue changes, stays
        return;
    const PreviewTotals totals = m_queueModel->previewTotals();
    if (totals.files == 0) {
        m_outcome->setText(tr("Add the files to defragment: Add Files…, Add Folder… (Ctrl+Shift+A), a drop, or "
                              "Defragment Selected… on the survey."));
        return;
    }
    QString text = previewTotalsText(totals, m_queueModel->previewDisk()).toHtmlEscaped() + u'.';
    if (const QString verdict = previewVerdict(totals); !verdict.isEmpty())
        text += QStringLiteral("<br><span style=\"color:#b06000\">%1.</span>").arg(verdict.toHtmlEscaped());
    m_outcome->setText(text);
}

void DefragPage::showRow(int row)
{
    if (row < 0)
        return;
    if (auto shots = m_queueModel->snapshots(row))
        compare(shots->first, shots->second);
}

void DefragPage::cancel()
{
    if (m_busy) {
        m_job->cancel();
        m_status->setText(tr("Cancelling…"));
    }
}

QString DefragPage::title() const
{
    return tr("Defrag");
}

QString DefragPage::purpose() const
{
    return tr("Defragment a file safely and compare before and after");
}

} // namespace fragscope
