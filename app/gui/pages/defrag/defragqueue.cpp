// SPDX-License-Identifier: GPL-3.0-or-later
// The defrag page's queue: the files, the figures read before anything runs (fragments, and what
// the free space allows), adding, removing and dropping files.
#include "gui/pages/defrag/defragpage.h"

#include "common/backgroundjob.h"

#include "extents/fiemapreader.h"
#include "extents/metrics.h"
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
#include <QTreeWidget>

#include <map>

namespace fragscope {
namespace {

// Numbers sort as numbers; rows not read yet go last.
class QueueItem : public QTreeWidgetItem
{
public:
    using QTreeWidgetItem::QTreeWidgetItem;
    bool operator<(const QTreeWidgetItem& other) const override
    {
        const int column = treeWidget() ? treeWidget()->sortColumn() : 0;
        const QVariant a = data(column, DefragPage::SortRole), b = other.data(column, DefragPage::SortRole);
        if (a.isValid() && b.isValid())
            return a.toDouble() < b.toDouble();
        if (a.isValid() != b.isValid())
            return b.isValid(); // unread below read, whichever the order
        return text(column) < other.text(column);
    }
};

} // namespace

struct DefragPage::Checked
{
    QString path;
    QString error;
    std::uint64_t size = 0;
    std::uint64_t fragments = 0;
    std::uint64_t mappedBytes = 0;
    FreeRoom room;
    QString roomUnknown; // why the room is unknown
};

void DefragPage::setFiles(const QStringList& paths)
{
    if (m_busy)
        return;
    m_check->cancel();
    m_queue->clear();
    m_spaceLines.clear();
    m_space->clear();
    m_outcome->clear();
    m_userSorted = false;
    dropTreePlan(); // files of the user's own: no folder's plan
    m_queue->sortByColumn(FragmentsColumn, Qt::DescendingOrder);
    // The order given is kept until the figures arrive: the survey already sends them worst first.
    m_queue->setSortingEnabled(false);
    addFiles(paths);
}

void DefragPage::addFiles(const QStringList& paths)
{
    if (m_busy)
        return;
    const bool sorting = m_queue->isSortingEnabled();
    m_queue->setSortingEnabled(false);
    QTreeWidgetItem* first = nullptr;
    for (const QString& p : paths) {
        const QString path = QFileInfo(p).absoluteFilePath();
        if (p.trimmed().isEmpty() || itemFor(path))
            continue;
        auto* item = new QueueItem(m_queue);
        item->setText(FileColumn, displayPathText(QFileInfo(path).fileName())); // bytes not UTF-8 as \xNN
        item->setToolTip(FileColumn, displayPathText(path));
        item->setData(FileColumn, PathRole, path);
        for (int c : {SizeColumn, FragmentsColumn, BestColumn, GainColumn})
            item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
        if (!first)
            first = item;
    }
    m_queue->setSortingEnabled(sorting);
    if (first && !m_queue->currentItem())
        m_queue->setCurrentItem(first);
    setBusy(false);
    check();
}

QStringList DefragPage::files() const
{
    QStringList out;
    for (int i = 0; i < m_queue->topLevelItemCount(); ++i)
        out << m_queue->topLevelItem(i)->data(FileColumn, PathRole).toString();
    return out;
}

QTreeWidgetItem* DefragPage::itemFor(const QString& path) const
{
    for (int i = 0; i < m_queue->topLevelItemCount(); ++i) {
        if (m_queue->topLevelItem(i)->data(FileColumn, PathRole).toString() == path)
            return m_queue->topLevelItem(i);
    }
    return nullptr;
}

QString DefragPage::currentPath() const
{
    const QTreeWidgetItem* item = m_queue->currentItem() ? m_queue->currentItem() : m_queue->topLevelItem(0);
    return item ? item->data(FileColumn, PathRole).toString() : QString();
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
    if (m_busy)
        return;
    qDeleteAll(m_queue->selectedItems());
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

// Each file's fragments and size, and what the free space of its file system allows (read once per
// file system): the figures a user decides the queue's order by.
void DefragPage::check()
{
    const QStringList paths = files();
    m_spaceLines.clear();
    m_space->clear();
    if (paths.isEmpty()) {
        m_check->cancel();
        return;
    }
    DefragPage* page = this; // used only by what is posted, which arrives only while the page lives
    m_check->start(
        [paths, page](const JobContext& context) {
            struct Space
            {
                std::optional<FreeSpace> space;
                QString line; // what the page says of this file system's free space
            };
            std::map<std::uint64_t, Space> spaces;
            for (const QString& path : paths) {
                if (context.stopped())
                    return;
                Checked c;
                c.path = path;
                auto map = readExtents(path, FiemapOptions{});
                if (!map) {
                    c.error = map.error().reason;
                    context.post([page, c] { page->showChecked(c); });
                    continue;
                }
                c.size = map->fileSize;
                c.fragments = countFragments(map->extents);
                for (const Extent& e : map->extents)
                    c.mappedBytes += e.length;
                auto found = spaces.find(map->device);
                if (found == spaces.end()) {
                    Space s;
                    auto fs = FsInfo::probe(path);
                    const QString where = fs ? QStringLiteral("%1 (%2)").arg(fs->mountPoint, fs->typeName) : path;
                    auto read = readFreeSpace(fs && !fs->mountPoint.isEmpty() ? fs->mountPoint : path);
                    if (read && read->method == FreeSpace::Method::Fsmap) {
                        s.line = tr("Free space on %1: %2 in %3 extents; the largest is %4.")
                                     .arg(where, formatBytes(read->freeBytes), formatCount(read->freeExtents),
                                         formatBytes(read->largestFreeBytes));
                        s.space = std::move(*read);
                    } else if (read) {
                        s.line = tr("Free space on %1: btrfs keeps no map of free extents and places the data "
                                    "itself; its block groups: fragscope scan --free-space")
                                     .arg(where);
                    } else {
                        s.line = tr("Free space on %1: not known (%2)").arg(where, read.error().reason);
                    }
                    context.post([page, line = s.line] {
                        page->m_spaceLines << line;
                        page->m_space->setText(page->m_spaceLines.join(QLatin1Char('\n')));
                    });
                    found = spaces.emplace(map->device, std::move(s)).first;
                }
                if (found->second.space)
                    c.room = freeRoom(*found->second.space, c.mappedBytes);
                else
                    c.roomUnknown = found->second.line;
                context.post([page, c] { page->showChecked(c); });
            }
        },
        [this] {
            if (!m_userSorted && !m_busy) { // a folder's plan: its order, the most gain for each byte first
                m_queue->setSortingEnabled(true);
                m_queue->sortByColumn(hasTreePlan() ? GainColumn : FragmentsColumn, Qt::DescendingOrder);
            }
            Q_EMIT checked();
        });
}

void DefragPage::showChecked(const Checked& c)
{
    QTreeWidgetItem* item = itemFor(c.path);
    if (!item)
        return; // removed meanwhile
    if (!c.error.isEmpty()) {
        item->setText(ResultColumn, c.error);
        item->setToolTip(ResultColumn, c.error);
        item->setForeground(ResultColumn, QColor(0xb0, 0x20, 0x20));
        return;
    }
    item->setText(SizeColumn, formatBytes(c.size));
    item->setData(SizeColumn, SortRole, double(c.size));
    item->setText(FragmentsColumn, formatCount(c.fragments));
    item->setData(FragmentsColumn, SortRole, double(c.fragments));
    if (c.room.known) {
        item->setText(BestColumn, c.room.fewestPieces ? formatCount(c.room.fewestPieces) : tr("no room"));
        item->setData(BestColumn, SortRole, double(c.room.fewestPieces));
        item->setToolTip(BestColumn, freeRoomText(c.room, c.mappedBytes));
        // The free space cannot do better than the file already is: say so before anything runs.
        const bool noGain = c.fragments > 1 && (c.room.fewestPieces == 0 || c.room.fewestPieces >= c.fragments);
        item->setForeground(BestColumn, noGain ? QColor(0xb0, 0x20, 0x20) : m_queue->palette().text().color());
    } else {
        item->setText(BestColumn, QStringLiteral("—"));
        item->setToolTip(BestColumn, c.roomUnknown);
    }
}

} // namespace fragscope
