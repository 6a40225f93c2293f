// SPDX-License-Identifier: GPL-3.0-or-later
// The defrag page for a folder: its plan (a survey of it), the files laid down together (ext4), and
// the folder's disk map and tar-order read before and after the run.
#include "gui/pages/defrag/defragpage.h"

#include "common/backgroundjob.h"
#include "common/hddsettings.h"
#include "diskmapview.h"
#include "remembered.h"

#include "relayout/treedefrag.h"
#include "report/treeplanreport.h"
#include "survey/occupancy.h"
#include "survey/scanner.h"
#include "util/path.h"
#include "util/units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeView>

namespace fragscope {
namespace {

// A folder as the page shows it: its survey (with where each file lies, for the disk map), the free
// space, and its read as tar reads it on the disk model.
struct TreeLook
{
    std::shared_ptr<const Survey> survey;
    std::optional<FreeSpace> free;
    std::optional<TreeRead> read;
};

TreeLook lookAtTree(const QStringList& roots, const HddParams& hdd, const std::atomic<bool>& stop)
{
    ScanOptions scan;
    scan.roots = roots;
    scan.placements = true;
    scan.hdd = hdd;
    ScanOutcome outcome;
    TreeLook look;
    look.survey = std::make_shared<const Survey>(runSurvey(scan, &outcome, {}, &stop));
    if (auto free = readFreeSpace(look.survey->mountPoint.isEmpty() ? roots.value(0) : look.survey->mountPoint))
        look.free = std::move(*free);
    if (auto read = predictTreeRead(togetherFiles(roots, TogetherOrder::Directory), hdd))
        look.read = *read;
    return look;
}

} // namespace

struct DefragPage::Tree
{
    QStringList roots; // a folder, or the files a survey sent
    QString title;
    HddParams hdd;
    std::shared_ptr<const TreePlan> plan;
    TreeLook before;
    std::optional<TreeLook> after;
    QStringList notes; // of the last run laid down together
};

DefragPage::~DefragPage() = default;

bool DefragPage::hasTreePlan() const
{
    return m_tree && m_tree->plan;
}

void DefragPage::dropTreePlan()
{
    m_tree.reset();
    m_planText->hide();
    m_treeMaps->hide();
    m_together->setChecked(false);
}

void DefragPage::setTogether(bool together, const QString& order)
{
    m_together->setChecked(together);
    const int index = m_order->findData(order);
    if (index >= 0) {
        m_order->setCurrentIndex(index);
        return;
    }
    m_orderFile = order; // a list of paths
    m_order->setCurrentIndex(m_order->findData(QStringLiteral("list")));
    m_order->setItemText(m_order->currentIndex(), tr("Order of %1").arg(QFileInfo(order).fileName()));
}

void DefragPage::browseFolder()
{
    const QString folder = pathFromQt(
        QFileDialog::getExistingDirectory(this, tr("Folder to defragment"), dialogFolder(QStringLiteral("open"))));
    if (folder.isEmpty())
        return;
    rememberDialogChoice(QStringLiteral("open"), folder + QStringLiteral("/"));
    planFolder(folder);
}

void DefragPage::planFolder(const QString& folder)
{
    const QString root = QFileInfo(folder).absoluteFilePath();
    if (pathKind(root) != PathKind::Directory) {
        m_outcome->setText(tr("%1: not a folder").arg(root));
        return;
    }
    planFiles({root});
}

void DefragPage::planFiles(const QStringList& paths)
{
    if (m_busy || paths.isEmpty())
        return;
    QStringList roots;
    for (const QString& p : paths)
        roots << QFileInfo(p).absoluteFilePath();
    const QString title
        = roots.size() == 1 ? roots.front() : tr("%n file(s) from the survey", nullptr, int(roots.size()));
    m_check->cancel();
    m_resultStanding = false;
    m_steps->setCurrentIndex(0);
    m_outcome->setText(tr("Planning %1: every file's figures, the free space, the folder's read…").arg(title));
    setBusy(true);
    auto tree = std::make_shared<Tree>();
    tree->roots = roots;
    tree->title = title;
    m_job->start(
        [tree](const JobContext& context) {
            // The disk the read times are shown on (View ▸ Read Times On), as the queue's.
            tree->hdd = shownCostDisk(tree->roots.front()).params;
            tree->before = lookAtTree(tree->roots, tree->hdd, context.stopToken());
            const TreeLook& look = tree->before; // its free space read once, for the plan and the map
            tree->plan = std::make_shared<const TreePlan>(
                planTreeDefrag(*look.survey, tree->hdd, look.free ? &*look.free : nullptr));
        },
        [this, tree] {
            setBusy(false);
            if (m_job->wasCancelled() || !tree->plan) {
                m_outcome->setText(tr("Planning stopped."));
                return;
            }
            QStringList queued;
            for (const TreePlanFile& f : tree->plan->files) {
                if (f.skip.isEmpty())
                    queued << f.path;
            }
            setFiles(queued); // drops the plan of files before
            m_tree = tree;
            const QLocale l;
            for (const TreePlanFile& f : m_tree->plan->files) {
                const int row = f.skip.isEmpty() ? m_queueModel->rowOf(f.path) : -1;
                if (row < 0)
                    continue;
                m_queueModel->setGain(row, f.gainSeconds, f.bytes,
                    tr("Reading it on the %1 (model) would take %2 s less; %3 to move")
                        .arg(diskName(m_tree->hdd), l.toString(f.gainSeconds, 'f', 3), formatBytes(f.bytes)));
            }
            m_queue->sortByColumn(DefragQueueModel::Gain, Qt::DescendingOrder);
            showPlan();
            showTreeMaps();
            // Until the queue's figures say what it would buy (showPreview).
            m_outcome->setText(queued.isEmpty() ? tr("Nothing in %1 can improve.").arg(m_tree->title)
                                                : tr("Planned: Defragment (Ctrl+D) runs the queue top to bottom."));
            setBusy(false);
            Q_EMIT planned();
        });
}

void DefragPage::showPlan()
{
    if (!hasTreePlan())
        return;
    const QLocale l;
    // The folder and what the plan leaves out; what it would buy is the page's message above.
    QStringList lines{QStringLiteral("<b>%1</b>").arg(m_tree->title.toHtmlEscaped())};
    QStringList skipped;
    for (const TreeSkips& s : treePlanSkips(*m_tree->plan))
        skipped << tr("%1: %2", "a reason: how many files").arg(s.reason.toHtmlEscaped(), l.toString(s.files));
    if (!skipped.isEmpty())
        lines << tr("Left out — %1").arg(skipped.join(QStringLiteral("; ")));
    m_planText->setText(lines.join(QStringLiteral("<br>")));
    m_planText->show();
}

QStringList DefragPage::togetherOrder() const
{
    const QString order = m_order->currentData().toString();
    if (order == QLatin1String("name"))
        return togetherFiles(m_tree->roots, TogetherOrder::Name);
    if (order == QLatin1String("list")) {
        auto listed = readOrderList(m_orderFile);
        return listed ? *listed : QStringList();
    }
    return togetherFiles(m_tree->roots, TogetherOrder::Directory);
}

void DefragPage::runTogether(const DefragOptions& options)
{
    if (m_order->currentData().toString() == QLatin1String("list")) {
        if (auto listed = readOrderList(m_orderFile); !listed) {
            m_outcome->setText(listed.error().message());
            return;
        }
    }
    const QStringList order = togetherOrder();
    m_tally = DefragTally{};
    m_resultStanding = false;
    m_steps->setCurrentIndex(1); // the run
    m_outcome->setText(options.dryRun ? tr("Looking where each file would go…")
                                      : tr("Laying %n file(s) down together…", nullptr, int(order.size())));
    m_status->clear();
    setBusy(true);
    DefragPage* page = this; // used only by what is posted, which arrives only while the page lives
    auto run = std::make_shared<TreeRunResult>();
    m_job->start(
        [plan = m_tree->plan, options, order, paused = m_paused, page, run](const JobContext& context) {
            *run = runTreeDefrag(
                *plan, options, &order, context.stopToken(), *paused, [context, page](const TreeRunProgress& p) {
                    context.progress([page, p] {
                        page->m_progress->setRange(0, 1000);
                        page->m_progress->setValue(
                            p.totalBytes ? int(1000.0 * double(p.doneBytes) / double(p.totalBytes)) : 0);
                        page->m_status->setText(tr("File %1 of %2: %3")
                                                    .arg(p.file + 1)
                                                    .arg(p.files)
                                                    .arg(displayPathText(QFileInfo(p.path).fileName())));
                    });
                });
        },
        [this, run, dryRun = options.dryRun] {
            setBusy(false);
            QStringList missing; // files of the folder laid down beside the others, not queued before
            for (const QString& f : run->files) {
                if (m_queueModel->rowOf(f) < 0)
                    missing << f;
            }
            if (!missing.isEmpty())
                addFiles(missing);
            for (int i = 0; i < run->files.size(); ++i)
                showResult(run->files[i], run->results[std::size_t(i)], std::nullopt, std::nullopt);
            m_tree->notes = run->together.notes;
            QStringList text{m_tally.text()};
            text += run->together.notes;
            m_resultStanding = true; // after addFiles above, which read the queue again
            m_outcome->setText(text.join(QLatin1Char('\n')));
            if (!dryRun && !run->cancelled)
                m_planText->hide();
            m_progress->setValue(1000);
            const bool ok = m_tally.failed == 0 && !run->cancelled;
            Q_EMIT statusMessage(m_tally.text());
            if (!dryRun && !run->cancelled)
                surveyTreeAfter(ok);
            else
                Q_EMIT finished(ok);
        });
}

void DefragPage::surveyTreeAfter(bool ok)
{
    if (!hasTreePlan()) {
        Q_EMIT finished(ok);
        return;
    }
    m_status->setText(tr("Surveying the folder again…"));
    setBusy(true);
    auto look = std::make_shared<TreeLook>();
    m_job->start([roots = m_tree->roots, hdd = m_tree->hdd, look](
                     const JobContext& context) { *look = lookAtTree(roots, hdd, context.stopToken()); },
        [this, look, ok] {
            setBusy(false);
            m_status->clear();
            if (m_tree && look->survey) {
                m_tree->after = *look;
                showTreeMaps();
                m_steps->setCurrentIndex(2); // before and after
            }
            // The plan's order again, rows the run added included, and its first file (the most
            // gained) compared before and after.
            if (!m_userSorted) {
                sortQueue(DefragQueueModel::Gain);
                selectRow(0);
            }
            Q_EMIT treeSurveyed();
            Q_EMIT finished(ok);
        });
}

void DefragPage::showTreeMaps()
{
    if (!m_tree)
        return;
    const QLocale l;
    const std::optional<TreeLook>& after = m_tree->after;
    for (std::size_t i = 0; i < 2; ++i) {
        const TreeLook* look = i == 0 ? &m_tree->before : (after ? &*after : nullptr);
        QString title = i == 0 ? tr("<b>Before</b>") : tr("<b>After</b>");
        if (!look || !look->survey) {
            m_treeMap[i]->setCells({}, 0, 0);
            m_treeMapTitle[i]->setText(title + tr(" — the run has not been made yet"));
            continue;
        }
        const OccupancyIndex& occ = look->survey->occupancy;
        if (!occ.isNull())
            m_treeMap[i]->setCells(cellViews(occ, look->free ? &*look->free : nullptr), occ.start(), occ.cellBytes());
        if (look->read)
            title += tr(" — read as tar reads it on the %1 (model): %2 s, %3 seeks; the files over %4 of the disk")
                         .arg(diskName(m_tree->hdd), l.toString(look->read->read.seconds, 'f', 2),
                             l.toString(qulonglong(look->read->read.seeks)), formatBytes(look->read->spanBytes()));
        m_treeMapTitle[i]->setText(title);
    }
    m_treeMaps->show();
}

} // namespace fragscope
