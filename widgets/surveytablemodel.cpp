// SPDX-License-Identifier: GPL-3.0-or-later
#include "surveytablemodel.h"

#include "extents/extent.h"
#include "util/units.h"

#include <algorithm>

namespace fragscope {

SurveyTableModel::SurveyTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void SurveyTableModel::setSurvey(const Survey* survey)
{
    beginResetModel();
    m_survey = survey;
    m_seen = 0;
    m_rows.clear();
    if (m_survey) {
        for (; m_seen < m_survey->files.size(); ++m_seen) {
            if (accepts(m_survey->files[m_seen]))
                m_rows.push_back(std::uint32_t(m_seen));
        }
    }
    endResetModel();
}

bool SurveyTableModel::accepts(const SurveyFile& f) const
{
    if (f.size < m_minSize || f.physicalRuns < m_minRuns)
        return false;
    if (!m_name.isEmpty() && !QString::fromUtf8(f.name).contains(m_name, Qt::CaseInsensitive))
        return false;
    return true;
}

void SurveyTableModel::filesAdded()
{
    if (!m_survey)
        return;
    std::vector<std::uint32_t> added;
    for (; m_seen < m_survey->files.size(); ++m_seen) {
        if (accepts(m_survey->files[m_seen]))
            added.push_back(std::uint32_t(m_seen));
    }
    if (added.empty())
        return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + added.size() - 1));
    m_rows.insert(m_rows.end(), added.begin(), added.end());
    endInsertRows();
}

void SurveyTableModel::setFilter(const QString& nameContains, std::uint64_t minSize, std::uint32_t minRuns)
{
    m_name = nameContains;
    m_minSize = minSize;
    m_minRuns = minRuns;
    rebuildRows();
}

void SurveyTableModel::rebuildRows()
{
    beginResetModel();
    m_rows.clear();
    if (m_survey) {
        for (std::size_t i = 0; i < m_seen; ++i) {
            if (accepts(m_survey->files[i]))
                m_rows.push_back(std::uint32_t(i));
        }
    }
    endResetModel();
    if (m_sortColumn >= 0)
        sort(m_sortColumn, m_sortOrder);
}

int SurveyTableModel::rowOf(std::uint32_t fileIndex) const
{
    const auto it = std::find(m_rows.begin(), m_rows.end(), fileIndex);
    return it == m_rows.end() ? -1 : int(it - m_rows.begin());
}

int SurveyTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SurveyTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SurveyTableModel::data(const QModelIndex& index, int role) const
{
    if (!m_survey || !index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const std::uint32_t fi = m_rows[std::size_t(index.row())];
    const SurveyFile& f = m_survey->files[fi];
    const bool textual = index.column() == Path || index.column() == Flags || index.column() == Subvolume;
    switch (role) {
    case FileIndexRole:
        return QVariant::fromValue(fi);
    case Qt::TextAlignmentRole:
        return QVariant((textual ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == Subvolume) {
            const SurveySubvolume* s = m_survey->subvolumeOf(f);
            return s ? QVariant(tr("Subvolume %1, at %2").arg(s->id).arg(displayPath(s->path))) : QVariant();
        }
        return index.column() == Path ? QVariant(m_survey->path(f)) : QVariant();
    case Qt::DisplayRole:
        return shown(f, index.column());
    case SortRole:
        return sortKey(f, index.column());
    default:
        return {};
    }
}

namespace {

QString bytesOrBlank(std::uint64_t bytes)
{
    return bytes ? formatBytes(bytes) : QString();
}

} // namespace

QVariant SurveyTableModel::shown(const SurveyFile& f, int column) const
{
    switch (column) {
    case Path: {
        // Under the folder surveyed, from there: the same prefix on every row says nothing.
        const QString path = m_survey->path(f);
        if (m_survey->roots.size() == 1) {
            QString root = m_survey->roots.constFirst();
            if (!root.endsWith(QLatin1Char('/')))
                root += QLatin1Char('/');
            if (path.startsWith(root) && path.size() > root.size())
                return path.mid(root.size());
        }
        return path;
    }
    case Size:
        return formatBytes(f.size);
    case Allocated:
        return formatBytes(f.allocated);
    case OnDisk:
        return f.diskTruth == DiskTruth::Estimated ? QStringLiteral("≈ ") + formatBytes(f.diskBytes)
                                                   : formatBytes(f.diskBytes);
    case Runs:
        return f.physicalRuns;
    case RunsPerMiB:
        return QString::number(f.runsPerMiB(), 'f', 2);
    case Extents:
        return f.extentRecords;
    case Fragments:
        return f.fragments;
    case E4NowBest:
        return f.e4Now ? QStringLiteral("%1/%2").arg(f.e4Now).arg(f.e4Best) : QStringLiteral("–");
    case E4Score:
        return QString::number(double(f.e4Score), 'f', 1);
    case Lost:
        return formatSeconds(f.lostSeconds);
    case Read:
        return formatSeconds(f.readSeconds);
    case Shared:
        return bytesOrBlank(f.sharedBytes);
    case Exclusive:
        return f.sharedBytes ? formatBytes(f.exclusiveBytes) : QString();
    case Unreferenced:
        return f.unreferencedKnown ? bytesOrBlank(f.unreferencedBytes) : QStringLiteral("?");
    case Unwritten:
        return bytesOrBlank(f.unwrittenBytes);
    case Flags:
        return extentFlagNames(f.fsFlags & ~std::uint32_t(FIEMAP_EXTENT_LAST)).join(QLatin1Char(','));
    case Subvolume:
        if (const SurveySubvolume* s = m_survey->subvolumeOf(f)) {
            const QString where = displayPath(s->path);
            return QStringLiteral("%1 (%2)").arg(where.mid(where.lastIndexOf(QLatin1Char('/')) + 1)).arg(s->id);
        }
        return QString();
    default:
        return {};
    }
}

// What a column sorts by: the number behind its text (the path, the counts and the flags as shown).
QVariant SurveyTableModel::sortKey(const SurveyFile& f, int column) const
{
    switch (column) {
    case Size:
        return QVariant::fromValue(f.size);
    case Allocated:
        return QVariant::fromValue(f.allocated);
    case OnDisk:
        return QVariant::fromValue(f.diskBytes);
    case RunsPerMiB:
        return f.runsPerMiB();
    case E4NowBest:
        return f.e4Now;
    case E4Score:
        return double(f.e4Score);
    case Lost:
        return double(f.lostSeconds);
    case Read:
        return double(f.readSeconds);
    case Shared:
        return QVariant::fromValue(f.sharedBytes);
    case Exclusive:
        return QVariant::fromValue(f.exclusiveBytes);
    case Unreferenced:
        return QVariant::fromValue(f.unreferencedBytes);
    case Unwritten:
        return QVariant::fromValue(f.unwrittenBytes);
    default:
        return shown(f, column);
    }
}

QVariant SurveyTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case OnDisk:
            return tr("Bytes its extents take on disk, each once, as stored (compressed on btrfs); "
                      "≈ where FIEMAP's figures are a guess (btrfs without root)");
        case Runs:
            return tr("Physical runs: pieces of the file that lie one after the other on disk, as the file "
                      "system's own records give them (a compressed file written in order is one run)");
        case RunsPerMiB:
            return tr("Physical runs per MiB allocated (0 for a file in one run)");
        case Extents:
            return tr("Extent records FIEMAP returned");
        case Fragments:
            return tr("Fragments by filefrag's rule: a break where FIEMAP's records do not continue on disk");
        case E4NowBest:
            return tr("e4defrag -c's extents now and at best for this file");
        case E4Score:
            return tr("e4defrag's score for this file (0-30 fine, 31-55 a little fragmented, 56 and up needs defrag)");
        case Lost:
            return tr("What the layout costs: the read time less that of the same bytes in one piece, on the disk "
                      "the survey's headline names");
        case Read:
            return tr("Reading the file cold, in order, on that disk: the cost model's prediction");
        case Exclusive:
            return tr("Bytes only this file uses, as btrfs filesystem du's Exclusive (shown for files that share)");
        case Unreferenced:
            return tr("Bytes of its extents no file references any more (btrfs bookends); ? without root");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Path:
        return tr("Path");
    case Size:
        return tr("Size");
    case Allocated:
        return tr("Allocated");
    case OnDisk:
        return tr("On disk");
    case Runs:
        return tr("Runs");
    case RunsPerMiB:
        return tr("Runs/MiB");
    case Extents:
        return tr("Extents");
    case Fragments:
        return tr("Fragments");

    case E4NowBest:
        return tr("Now/best");
    case E4Score:
        return tr("Score");
    case Lost:
        return tr("Time lost");
    case Read:
        return tr("Read time");
    case Shared:
        return tr("Shared");
    case Exclusive:
        return tr("Exclusive");
    case Unreferenced:
        return tr("Unreferenced");
    case Unwritten:
        return tr("Unwritten");
    case Flags:
        return tr("Flags");
    case Subvolume:
        return tr("Subvolume");
    }
    return {};
}

void SurveyTableModel::sort(int column, Qt::SortOrder order)
{
    if (!m_survey || column < 0 || column >= ColumnCount)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    const auto& files = m_survey->files;
    auto key = [&](std::uint32_t i) -> double {
        const SurveyFile& f = files[i];
        switch (column) {
        case Size:
            return double(f.size);
        case Allocated:
            return double(f.allocated);
        case OnDisk:
            return double(f.diskBytes);
        case Runs:
            return f.physicalRuns;
        case RunsPerMiB:
            return f.runsPerMiB();
        case Extents:
            return f.extentRecords;
        case Fragments:
            return f.fragments;
        case E4NowBest:
            return f.e4Now;
        case E4Score:
            return f.e4Score;
        case Lost:
            return f.lostSeconds;
        case Read:
            return f.readSeconds;
        case Shared:
            return double(f.sharedBytes);
        case Exclusive:
            return double(f.exclusiveBytes);
        case Unreferenced:
            return double(f.unreferencedBytes);
        case Unwritten:
            return double(f.unwrittenBytes);
        case Flags:
            return f.fsFlags;
        case Subvolume:
            return f.subvolume;
        }
        return 0;
    };
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<std::uint32_t> keep;
    keep.reserve(std::size_t(before.size()));
    for (const QModelIndex& i : before)
        keep.push_back(m_rows[std::size_t(i.row())]);
    if (column == Path) {
        // By directory, then name: the directory table is already in discovery order, so compare bytes.
        std::stable_sort(m_rows.begin(), m_rows.end(), [&](std::uint32_t a, std::uint32_t b) {
            const bool less = m_survey->pathBytes(files[a]) < m_survey->pathBytes(files[b]);
            return order == Qt::AscendingOrder ? less : m_survey->pathBytes(files[b]) < m_survey->pathBytes(files[a]);
        });
    } else {
        std::vector<std::pair<double, std::uint32_t>> keyed;
        keyed.reserve(m_rows.size());
        for (std::uint32_t i : m_rows)
            keyed.emplace_back(key(i), i);
        if (order == Qt::AscendingOrder)
            std::stable_sort(
                keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        else
            std::stable_sort(
                keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        for (std::size_t i = 0; i < keyed.size(); ++i)
            m_rows[i] = keyed[i].second;
    }
    if (!before.isEmpty()) {
        // Persistent indices (the selection) follow their files.
        std::vector<int> where(files.size(), -1);
        for (std::size_t r = 0; r < m_rows.size(); ++r)
            where[m_rows[r]] = int(r);
        QModelIndexList after;
        for (std::size_t k = 0; k < keep.size(); ++k)
            after << index(where[keep[k]], before[qsizetype(k)].column());
        changePersistentIndexList(before, after);
    }
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

} // namespace fragscope
