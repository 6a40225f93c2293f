// SPDX-License-Identifier: GPL-3.0-or-later
#include "defragqueuemodel.h"

#include "defrag/defrag.h"
#include "report/defragpreview.h"
#include "util/path.h"
#include "util/units.h"

#include <QColor>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <algorithm>
#include <numeric>

namespace fragscope {
namespace {

const QColor kBad(0xb0, 0x20, 0x20);
const QColor kGood(0x1b, 0x7a, 0x3a);

} // namespace

DefragQueueModel::DefragQueueModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

int DefragQueueModel::addPaths(const QStringList& paths)
{
    std::vector<Row> added;
    QHash<QString, int> seen;
    for (const QString& p : paths) {
        if (p.trimmed().isEmpty() || m_index.contains(p) || seen.contains(p))
            continue;
        seen.insert(p, 0);
        Row r;
        r.path = p;
        added.push_back(std::move(r));
    }
    if (added.empty())
        return -1;
    const int first = rowCount();
    beginInsertRows({}, first, first + int(added.size()) - 1);
    for (Row& r : added) {
        m_index.insert(r.path, int(m_rows.size()));
        m_rows.push_back(std::move(r));
    }
    endInsertRows();
    return first;
}

void DefragQueueModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_index.clear();
    m_sortColumn = -1;
    endResetModel();
}

QStringList DefragQueueModel::paths() const
{
    QStringList out;
    out.reserve(qsizetype(m_rows.size()));
    for (const Row& r : m_rows)
        out << r.path;
    return out;
}

void DefragQueueModel::setFigures(const Figures& figures)
{
    const int row = rowOf(figures.path);
    if (row < 0)
        return; // removed meanwhile
    Row& r = m_rows[std::size_t(row)];
    r.figures = figures;
    r.read = figures.error.isEmpty();
    if (!r.read) { // why it could not be read, where the result goes
        r.result = r.resultTip = figures.error;
        r.tone = Tone::Bad;
    }
    changed(row, Size, Result);
}

PreviewTotals DefragQueueModel::previewTotals() const
{
    PreviewTotals t;
    for (const Row& r : m_rows) {
        if (r.read && r.figures.preview)
            t.add(*r.figures.preview);
    }
    return t;
}

QString DefragQueueModel::previewDisk() const
{
    for (const Row& r : m_rows) {
        if (r.read && r.figures.preview)
            return r.figures.disk;
    }
    return {};
}

void DefragQueueModel::setReadCheck(int row, double measuredSeconds, double modelSeconds)
{
    m_rows.at(std::size_t(row)).readCheck = std::pair(measuredSeconds, modelSeconds);
    changed(row, Read, Read);
}

void DefragQueueModel::setGain(int row, double seconds, std::uint64_t bytes, const QString& toolTip)
{
    Row& r = m_rows.at(std::size_t(row));
    r.gainSeconds = seconds;
    r.gainPerByte = seconds / double(std::max<std::uint64_t>(bytes, 1));
    r.gainTip = toolTip;
    changed(row, Gain, Gain);
}

void DefragQueueModel::setAllWaiting()
{
    for (Row& r : m_rows) {
        r.state = State::Waiting;
        r.result = tr("waiting");
        r.resultTip.clear();
        r.tone = Tone::Pending;
        r.failed = false;
        r.moved.reset();
    }
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, Fragments), index(rowCount() - 1, Result));
}

void DefragQueueModel::setRunning(int row)
{
    Row& r = m_rows.at(std::size_t(row));
    r.state = State::Running;
    r.result = tr("running…");
    r.tone = Tone::Plain;
    changed(row, Result, Result);
}

void DefragQueueModel::setNotRun()
{
    for (int row = 0; row < rowCount(); ++row) {
        Row& r = m_rows[std::size_t(row)];
        if (r.state != State::Waiting)
            continue;
        r.state = State::Done;
        r.result = tr("not run (cancelled)");
        changed(row, Result, Result);
    }
}

void DefragQueueModel::setResult(int row, const QString& text, const QString& toolTip, Tone tone, bool failed)
{
    Row& r = m_rows.at(std::size_t(row));
    r.state = State::Done;
    r.result = text;
    r.resultTip = toolTip;
    r.tone = tone;
    r.failed = failed;
    changed(row, Result, Result);
}

void DefragQueueModel::setFragmentsAfter(int row, std::uint64_t before, std::uint64_t after)
{
    m_rows.at(std::size_t(row)).moved = std::pair{before, after};
    changed(row, Fragments, Fragments);
}

void DefragQueueModel::setSnapshots(int row, int before, int after)
{
    Row& r = m_rows.at(std::size_t(row));
    r.before = before;
    r.after = after;
}

std::optional<std::pair<int, int>> DefragQueueModel::snapshots(int row) const
{
    const Row& r = m_rows.at(std::size_t(row));
    if (r.before < 0 || r.after < 0)
        return std::nullopt;
    return std::pair{r.before, r.after};
}

int DefragQueueModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DefragQueueModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DefragQueueModel::display(const Row& r, int column) const
{
    switch (Column(column)) {
    case File:
        return displayPathText(QFileInfo(r.path).fileName()); // bytes not UTF-8 as \xNN
    case Size:
        return r.read ? formatBytes(r.figures.size) : QString();
    case Fragments:
        if (r.moved)
            return QStringLiteral("%1 → %2").arg(formatCount(r.moved->first), formatCount(r.moved->second));
        return r.read ? formatCount(r.figures.fragments) : QString();
    case Best:
        if (!r.read)
            return QString();
        if (!r.figures.room.known)
            return QStringLiteral("—");
        return r.figures.room.fewestPieces ? formatCount(r.figures.room.fewestPieces) : tr("no room");
    case Unshare:
        if (!r.read)
            return QString();
        return r.figures.sharedBytes ? formatBytes(r.figures.unshareSpaceBytes) : QStringLiteral("—");
    case Read:
        return readText(r);
    case Gain:
        if (r.read && r.figures.preview)
            return r.figures.preview->improves() ? formatSeconds(r.figures.preview->gainSeconds())
                                                 : QStringLiteral("—");
        return r.gainSeconds ? formatSeconds(*r.gainSeconds) : QString();
    case Result:
        return r.result;
    case ColumnCount:
        break;
    }
    return {};
}

QString DefragQueueModel::readText(const Row& r)
{
    if (r.readCheck)
        return tr("%1 measured, model %2").arg(formatSeconds(r.readCheck->first), formatSeconds(r.readCheck->second));
    if (!r.read || !r.figures.preview)
        return {};
    const DefragPreview& p = *r.figures.preview;
    return p.improves()
        ? QStringLiteral("%1 → %2").arg(formatSeconds(p.readNowSeconds), formatSeconds(p.readAfterSeconds))
        : formatSeconds(p.readNowSeconds);
}

QVariant DefragQueueModel::toolTip(const Row& r, int column) const
{
    switch (Column(column)) {
    case File:
        return displayPathText(r.path);
    case Best:
        if (!r.read)
            return {};
        return r.figures.room.known ? freeRoomText(r.figures.room, r.figures.mappedBytes) : r.figures.roomUnknown;
    case Unshare:
        if (!r.read || !r.figures.sharedBytes)
            return r.read ? tr("Shares nothing with other files or snapshots") : QVariant();
        return tr("%1 of the file is shared with other files or snapshots: defragmenting copies it apart, which "
                  "takes %2 more space. Left as it is unless Unshare is on.")
            .arg(formatBytes(r.figures.sharedBytes), formatBytes(r.figures.unshareSpaceBytes));
    case Read:
        if (r.readCheck)
            return predictionCheckText(r.readCheck->first, r.readCheck->second);
        if (!r.read || !r.figures.preview)
            return {};
        return tr("On %1: %2").arg(r.figures.disk, previewLine(*r.figures.preview));
    case Gain:
        if (r.read && r.figures.preview)
            return tr("The time a cold read of the file would take less after the defrag, on %1").arg(r.figures.disk);
        return r.gainTip;
    case Result:
        return r.resultTip;
    default:
        return {};
    }
}

QVariant DefragQueueModel::foreground(const Row& r, int column) const
{
    if (column == Best && r.read && r.figures.room.known) {
        // The free space cannot do better than the file already is: said before anything runs.
        const std::uint64_t pieces = r.figures.room.fewestPieces, fragments = r.figures.fragments;
        if (fragments > 1 && (pieces == 0 || pieces >= fragments))
            return kBad;
    }
    if (column != Result)
        return {};
    switch (r.tone) {
    case Tone::Pending:
        return QGuiApplication::palette().placeholderText().color();
    case Tone::Good:
        return kGood;
    case Tone::Bad:
        return kBad;
    case Tone::Plain:
        break;
    }
    return {};
}

std::optional<double> DefragQueueModel::sortKey(const Row& r, int column) const
{
    switch (Column(column)) {
    case Size:
        return r.read ? std::optional(double(r.figures.size)) : std::nullopt;
    case Fragments:
        return r.read ? std::optional(double(r.figures.fragments)) : std::nullopt;
    case Best:
        return r.read && r.figures.room.known ? std::optional(double(r.figures.room.fewestPieces)) : std::nullopt;
    case Unshare:
        return r.read ? std::optional(double(r.figures.unshareSpaceBytes)) : std::nullopt;
    case Read:
        return r.read && r.figures.preview ? std::optional(r.figures.preview->readNowSeconds) : std::nullopt;
    case Gain:
        // The most gain for each byte written first: the preview's, else a folder plan's.
        if (r.read && r.figures.preview)
            return r.figures.preview->gainSeconds() / double(std::max<std::uint64_t>(r.figures.preview->writeBytes, 1));
        return r.gainSeconds ? std::optional(r.gainPerByte) : std::nullopt;
    default:
        return std::nullopt; // sorted by text
    }
}

QVariant DefragQueueModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& r = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(r, index.column());
    case Qt::ToolTipRole:
        return toolTip(r, index.column());
    case Qt::ForegroundRole:
        return foreground(r, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() == File || index.column() == Result)
            return {};
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    case PathRole:
        return r.path;
    case SortRole:
        if (auto key = sortKey(r, index.column()))
            return *key;
        return {};
    default:
        return {};
    }
}

QVariant DefragQueueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case File:
            return tr("File");
        case Size:
            return tr("Size");
        case Fragments:
            return tr("Fragments");
        case Best:
            return tr("At best");
        case Unshare:
            return tr("To unshare");
        case Read:
            return tr("Read time");
        case Gain:
            return tr("Gain");
        case Result:
            return tr("Result");
        case ColumnCount:
            break;
        }
    }
    if (role == Qt::ToolTipRole && section == Gain)
        return tr("The time a cold read of the file takes less after the defrag, on its disk (measured by Measure "
                  "This Disk…, else a preset); sorted, the most gain for each byte written first");
    if (role == Qt::ToolTipRole && section == Read)
        return tr("A cold read of the file now → after the defrag, laid out in the largest free extents that hold "
                  "it; after a run with cold reads, the read measured (its tooltip: beside the model)");
    if (role == Qt::ToolTipRole && section == Unshare)
        return tr("The space defragmenting takes to copy apart what the file shares with other files or snapshots "
                  "(btrfs, XFS): done only with Unshare on");
    if (role == Qt::ToolTipRole && section == Best)
        return tr("The fewest pieces the file could become in today's free space: its largest free extents, largest "
                  "first (ext4 and XFS)");
    return {};
}

bool DefragQueueModel::removeRows(int row, int count, const QModelIndex& parent)
{
    if (parent.isValid() || row < 0 || count <= 0 || row + count > rowCount())
        return false;
    beginRemoveRows({}, row, row + count - 1);
    m_rows.erase(m_rows.begin() + row, m_rows.begin() + row + count);
    reindex();
    endRemoveRows();
    return true;
}

// A stable sort: rows equal in the column keep their order; rows without the figure go last.
void DefragQueueModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    m_sortColumn = column;
    const bool descending = order == Qt::DescendingOrder;
    std::vector<std::size_t> perm(m_rows.size());
    std::iota(perm.begin(), perm.end(), 0);
    std::vector<std::optional<double>> keys;
    keys.reserve(m_rows.size());
    for (const Row& r : m_rows)
        keys.push_back(sortKey(r, column));
    const bool numeric = column != File && column != Result;
    std::stable_sort(perm.begin(), perm.end(), [&](std::size_t a, std::size_t b) {
        if (numeric) {
            const auto &ka = keys[a], &kb = keys[b];
            if (ka.has_value() != kb.has_value())
                return ka.has_value(); // known before unknown, whichever the order
            if (!ka)
                return false;
            return descending ? *kb < *ka : *ka < *kb;
        }
        const QString ta = display(m_rows[a], column).toString(), tb = display(m_rows[b], column).toString();
        return descending ? tb < ta : ta < tb;
    });
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    std::vector<int> newRow(m_rows.size());
    std::vector<Row> sorted;
    sorted.reserve(m_rows.size());
    for (std::size_t i = 0; i < perm.size(); ++i) {
        newRow[perm[i]] = int(i);
        sorted.push_back(std::move(m_rows[perm[i]]));
    }
    m_rows = std::move(sorted);
    reindex();
    const QModelIndexList before = persistentIndexList();
    QModelIndexList after;
    after.reserve(before.size());
    for (const QModelIndex& i : before)
        after << index(newRow[std::size_t(i.row())], i.column());
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void DefragQueueModel::changed(int row, int first, int last)
{
    Q_EMIT dataChanged(index(row, first), index(row, last));
}

void DefragQueueModel::reindex()
{
    m_index.clear();
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        m_index.insert(m_rows[i].path, int(i));
}

} // namespace fragscope
