// SPDX-License-Identifier: GPL-3.0-or-later
#include "extenttablemodel.h"

#include "extents/inspection.h"
#include "extents/metrics.h"
#include "report/facts.h"
#include "util/units.h"

namespace fragscope {

ExtentTableModel::ExtentTableModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void ExtentTableModel::setMap(std::shared_ptr<const ExtentMap> map, bool btrfs,
    std::shared_ptr<const BtrfsChunkMap> chunks, std::shared_ptr<const DiskLayout> layout)
{
    beginResetModel();
    m_map = std::move(map);
    m_btrfs = btrfs;
    m_chunks = std::move(chunks);
    m_layout = layout ? std::move(layout) : std::make_shared<const DiskLayout>();
    endResetModel();
    Q_EMIT headerDataChanged(Qt::Horizontal, Physical, Device);
}

std::vector<DevicePlace> ExtentTableModel::placesOf(std::size_t row) const
{
    return m_chunks ? devicePlacesOf(*m_map, *m_layout, *m_chunks, row) : std::vector<DevicePlace>{};
}

std::uint64_t ExtentTableModel::expectedAt(std::size_t row) const
{
    // filefrag's rule needs only the previous record, so a row costs O(1) and nothing is kept.
    const Extent& e = m_map->extents[row];
    const FragmentBreak br = fragmentBreak(row > 0 ? m_map->extents[row - 1] : Extent{}, e);
    return br.isNew && !e.locationUnknown() ? br.expected : 0;
}

int ExtentTableModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_map)
        return 0;
    return int(m_map->extents.size());
}

int ExtentTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ExtentTableModel::sortKey(std::size_t row, Column column) const
{
    const Extent& e = m_map->extents[row];
    switch (column) {
    case Index:
        return qulonglong(row);
    case Logical:
        return qulonglong(e.logical);
    case Physical:
        return qulonglong(e.physical);
    case Length:
    case Size:
        return qulonglong(e.length);
    case Expected:
        return qulonglong(expectedAt(row));
    case Flags:
        return qulonglong(e.flags);
    case Device: { // by device, then offset
        const auto places = placesOf(row);
        return places.empty() ? QVariant()
                              : QVariant(QStringLiteral("%1:%2")
                                             .arg(places.front().devid, 8, 10, QLatin1Char('0'))
                                             .arg(places.front().offset, 20, 10, QLatin1Char('0')));
    }
    case ColumnCount:
        break;
    }
    return {};
}

QVariant ExtentTableModel::data(const QModelIndex& index, int role) const
{
    if (!m_map || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto row = std::size_t(index.row());
    const Extent& e = m_map->extents[row];
    const std::uint64_t bs = std::max<std::uint32_t>(1, m_map->blockSize);
    const auto column = Column(index.column());

    if (role == SortRole)
        return sortKey(row, column);
    if (role == Qt::TextAlignmentRole)
        return column == Flags || column == Device ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                                   : int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && column == Device && m_chunks)
        return devicePlacesList(*m_chunks, placesOf(row));
    if (role == Qt::ToolTipRole && column == Expected) {
        const std::uint64_t expected = expectedAt(row);
        return expected ? QVariant(tr("A new fragment starts here: filefrag expected block %1").arg(expected / bs))
                        : QVariant();
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case Index:
        return qulonglong(row);
    case Logical:
        return qulonglong(e.logical / bs);
    case Physical:
        return e.locationUnknown() ? QVariant(tr("unknown")) : QVariant(qulonglong(e.physical / bs));
    case Length:
        return qulonglong((e.length + bs - 1) / bs);
    case Size:
        return formatBytes(e.length);
    case Expected: {
        const std::uint64_t expected = expectedAt(row);
        return expected ? QVariant(qulonglong(expected / bs)) : QVariant();
    }
    case Flags:
        return extentFlagNames(e.flags).join(QLatin1Char(','));
    case Device:
        return m_chunks ? devicePlacesText(*m_chunks, placesOf(row)) : QString();
    case ColumnCount:
        break;
    }
    return {};
}

QVariant ExtentTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == Physical && m_btrfs)
        return tr("btrfs's logical address in blocks of %1 bytes, as FIEMAP gives it on btrfs: not an offset on a "
                  "device (the chunk tree maps it to the devices; On device)")
            .arg(m_map ? m_map->blockSize : 0);
    if (role == Qt::ToolTipRole && section == Device)
        return tr("Where the extent lies on btrfs's devices, through its chunk tree (root): the first piece, and how "
                  "many more (striped, or copies of RAID1 and DUP)");
    if (role == Qt::ToolTipRole && section >= Logical && section <= Length)
        return tr("In file-system blocks of %1 bytes").arg(m_map ? m_map->blockSize : 0);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Index:
        return tr("#");
    case Logical:
        return tr("Logical block");
    case Physical:
        return m_btrfs ? tr("btrfs address") : tr("Physical block");
    case Length:
        return tr("Blocks");
    case Size:
        return tr("Size");
    case Expected:
        return tr("Expected");
    case Flags:
        return tr("Flags");
    case Device:
        return tr("On device");
    case ColumnCount:
        break;
    }
    return {};
}

QString ExtentTableModel::rowsAsText(const QList<int>& rows) const
{
    QStringList lines;
    QStringList header;
    const int columns = m_chunks ? ColumnCount : Device; // the devices only where they are known
    for (int c = 0; c < columns; ++c)
        header << headerData(c, Qt::Horizontal).toString();
    lines << header.join(QLatin1Char('\t'));
    for (int row : rows) {
        QStringList cells;
        for (int c = 0; c < columns; ++c)
            cells << data(index(row, c)).toString();
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace fragscope
