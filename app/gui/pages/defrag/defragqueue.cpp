// SPDX-License-Identifier: GPL-3.0-or-later
// The defrag page's queue: the files, the figures read before anything runs (fragments, and what
// the free space allows), adding, removing and dropping files.
#include "gui/pages/defrag/defragpage.h"

#include "common/backgroundjob.h"

#include "common/hddsettings.h"
#include "extents/fiemapreader.h"
#include "extents/metrics.h"
#include "fs/btrfschunks.h"
#include "fs/fsinfo.h"
#include "remembered.h"
#include "util/path.h"
#include "util/units.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMimeData>
#include <QTabWidget>
#include <QTreeView>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>

namespace fragscope {

void DefragPage::setFiles(const QStringList& paths)
{
    if (m_busy)
        return;
    m_check->cancel();
    m_queueModel->clear();
    m_spaceLines.clear();
    m_space->clear();
    m_outcome->clear();
    m_resultStanding = false;
    m_steps->setCurrentIndex(0); // what to defragment
    m_userSorted = false;
    dropTreePlan(); // files of the user's own: no folder's plan
    m_queue->sortByColumn(DefragQueueModel::Fragments, Qt::DescendingOrder);
    // The order given is kept until the figures arrive: the survey already sends them worst first.
    m_queue->setSortingEnabled(false);
    addFiles(paths);
}

void DefragPage::addFiles(const QStringList& paths)
{
    if (m_busy)
        return;
    QStringList absolute;
    for (const QString& p : paths)
        absolute << (p.trimmed().isEmpty() ? QString() : QFileInfo(p).absoluteFilePath());
    m_resultStanding = false; // the queue changed: what it would buy is the message again
    const int first = m_queueModel->addPaths(absolute);
    const QString firstAdded = first >= 0 ? m_queueModel->path(first) : QString();
    if (m_queue->isSortingEnabled()) // where the order is the user's or the figures', new rows join it
        m_queue->sortByColumn(m_queue->header()->sortIndicatorSection(), m_queue->header()->sortIndicatorOrder());
    if (!firstAdded.isEmpty() && !m_queue->currentIndex().isValid())
        selectRow(m_queueModel->rowOf(firstAdded)); // wherever the sort put it
    setBusy(false);
    check();
}

QStringList DefragPage::files() const
{
    return m_queueModel->paths();
}

QString DefragPage::currentPath() const
{
    if (m_queueModel->rowCount() == 0)
        return {};
    const QModelIndex current = m_queue->currentIndex();
    return m_queueModel->path(current.isValid() ? current.row() : 0);
}

void DefragPage::selectRow(int row)
{
    if (row >= 0)
        m_queue->setCurrentIndex(m_queueModel->index(row, DefragQueueModel::File));
}

void DefragPage::sortQueue(int column)
{
    m_queue->setSortingEnabled(true);
    m_queue->sortByColumn(column, Qt::DescendingOrder);
}

void DefragPage::browse()
{
    QStringList paths = QFileDialog::getOpenFileNames(this, tr("Files to defragment"),
        currentPath().isEmpty() ? dialogFolder(QStringLiteral("open")) : QFileInfo(currentPath()).absolutePath());
    for (QString& p : paths)
        p = pathFromQt(p); // the dialog reads names as text: a name that is not UTF-8 back to its bytes
    rememberDialogChoice(QStringLiteral("open"), paths.value(0));
    addFiles(paths);
}

void DefragPage::removeSelected()
{
    if (m_busy || m_steps->currentIndex() != 0) // only the rows the first step shows
        return;
    QList<int> rows;
    for (const QModelIndex& i : m_queue->selectionModel()->selectedRows())
        rows << i.row();
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (int row : rows)
        m_queueModel->removeRow(row);
    m_resultStanding = false;
    showPreview();
    setBusy(false);
}

void DefragPage::dragEnterEvent(QDragEnterEvent* event)
{
    if (!m_busy && event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void DefragPage::dropEvent(QDropEvent* event)
{
    QStringList paths;
    QStringList saved; // snapshots, results, job files: opened where they belong, not defragmented
    for (const QUrl& url : event->mimeData()->urls()) {
        const QString path = pathFromUrl(url); // the name's bytes kept
        if (path.isEmpty() || pathKind(canonicalPath(path)) != PathKind::File)
            continue;
        const QString suffix = QFileInfo(path).suffix().toLower();
        (suffix == QLatin1String("json") || suffix == QLatin1String("fio") ? saved : paths) << path;
    }
    addFiles(paths);
    if (!saved.isEmpty())
        Q_EMIT openRequested(saved);
    event->acceptProposedAction();
}

namespace {

// What the queue knows of a file system's free space: the map (where GETFSMAP gives one) and what
// the page says of it.
struct Space
{
    std::optional<FsInfo> fs;
    std::optional<FreeSpace> space;
    std::shared_ptr<const BtrfsChunkMap> chunks; // btrfs, as root: where its reads go on the device
    QString line;
    CostDisk disk; // the read times' disk
};

Space spaceOf(const QString& path)
{
    Space s;
    s.disk = shownCostDisk(path);
    auto fs = FsInfo::probe(path);
    if (fs) {
        s.fs = *fs;
        s.chunks = btrfsChunkMapFor(*fs, path);
    }
    const QString where = fs ? QStringLiteral("%1 (%2)").arg(fs->mountPoint, fs->typeName) : path;
    auto read = readFreeSpace(fs && !fs->mountPoint.isEmpty() ? fs->mountPoint : path);
    if (read && read->method == FreeSpace::Method::Fsmap) {
        s.line = DefragPage::tr("Free space on %1: %2 in %3 extents; the largest is %4.")
                     .arg(where, formatBytes(read->freeBytes), formatCount(read->freeExtents),
                         formatBytes(read->largestFreeBytes));
        s.space = std::move(*read);
    } else if (read) {
        s.line = DefragPage::tr("Free space on %1: btrfs keeps no map of free extents and places the data "
                                "itself; its block groups: fragscope scan --free-space")
                     .arg(where);
    } else {
        s.line = DefragPage::tr("Free space on %1: not known (%2)").arg(where, read.error().reason);
    }
    return s;
}

// A file's figures, or why it cannot be read, without its room.
DefragQueueModel::Figures figuresOf(const QString& path, const Result<ExtentMap>& map)
{
    DefragQueueModel::Figures c;
    c.path = path;
    if (!map) {
        c.error = map.error().reason;
        return c;
    }
    c.size = map->fileSize;
    c.fragments = countFragments(map->extents);
    for (const Extent& e : map->extents)
        c.mappedBytes += e.length;
    return c;
}

// A file's figures with what its file system allows: its room in the free space and what
// unsharing it would take. `spaces` keeps each file system's, read once; `newSpace` gets the line
// of each one read.
DefragQueueModel::Figures figuresWithRoom(
    const QString& path, std::map<std::uint64_t, Space>& spaces, const std::function<void(const QString&)>& newSpace)
{
    const auto map = readExtents(path, FiemapOptions{});
    DefragQueueModel::Figures c = figuresOf(path, map);
    if (!map)
        return c;
    auto found = spaces.find(map->device);
    if (found == spaces.end()) {
        found = spaces.emplace(map->device, spaceOf(path)).first;
        newSpace(found->second.line);
    }
    const Space& space = found->second;
    if (space.space)
        c.room = freeRoom(*space.space, c.mappedBytes);
    else
        c.roomUnknown = space.line;
    if (const auto& fs = space.fs) {
        // The layout read once: what unsharing takes and what defragmenting buys both come from it.
        const DiskLayout layout = readDiskLayout(path, *map, *fs);
        const UnshareCost cost = unshareCostOn(*map, layout, fs->magic, DefragOptions{}); // as a run will
        c.sharedBytes = cost.bytes;
        c.unshareSpaceBytes = cost.spaceBytes;
        c.preview = previewDefragOn(*map, layout, space.space ? &*space.space : nullptr, space.disk.params, fs->magic,
            DefragOptions{}, space.chunks.get());
        c.disk = space.disk.description;
    }
    return c;
}

} // namespace

// Each file's fragments and size, and what the free space of its file system allows (read once per
// file system): the figures a user decides the queue's order by.
void DefragPage::check()
{
    const QStringList paths = files();
    m_spaceLines.clear();
    m_space->clear();
    if (paths.isEmpty()) { // nothing to read: the hint, and the figures (none) are there
        m_check->cancel();
        showPreview();
        Q_EMIT checked();
        return;
    }
    DefragPage* page = this; // used only by what is posted, which arrives only while the page lives
    m_check->start(
        [paths, page](const JobContext& context) {
            std::map<std::uint64_t, Space> spaces;
            for (const QString& path : paths) {
                if (context.stopped())
                    return;
                const DefragQueueModel::Figures c = figuresWithRoom(path, spaces, [&](const QString& line) {
                    context.post([page, line] {
                        page->m_spaceLines << line;
                        page->m_space->setText(page->m_spaceLines.join(QLatin1Char('\n')));
                    });
                });
                context.post([page, c] { page->m_queueModel->setFigures(c); });
            }
        },
        [this] {
            if (m_check->wasCancelled()) // a run or a new queue took over: its message stays
                return;
            showPreview();
            if (!m_userSorted && !m_busy) // a folder's plan: its order, the most gain for each byte first
                sortQueue(hasTreePlan() ? DefragQueueModel::Gain : DefragQueueModel::Fragments);
            Q_EMIT checked();
        });
}

} // namespace fragscope
