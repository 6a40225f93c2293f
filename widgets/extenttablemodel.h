// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "extents/ondisk.h"
#include "fs/btrfschunks.h"

#include <QAbstractTableModel>

#include <memory>

namespace fragscope {

// The extents of one file, one row each, in file-system blocks as filefrag counts them.
class ExtentTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Index, Logical, Physical, Length, Size, Expected, Flags, Device, ColumnCount };
    Q_ENUM(Column)
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit ExtentTableModel(QObject* parent = nullptr);

    // chunks: btrfs's chunk tree where it was read: the Device column places each extent on the
    // devices, and the addresses are named btrfs's (btrfs: whether the file is on btrfs).
    // layout: where the pieces lie on disk (a compressed extent's stored length), for placing them.
    void setMap(std::shared_ptr<const ExtentMap> map, bool btrfs = false,
        std::shared_ptr<const BtrfsChunkMap> chunks = nullptr, std::shared_ptr<const DiskLayout> layout = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Tab-separated text of the given rows with a header line, for the clipboard.
    QString rowsAsText(const QList<int>& rows) const;

private:
    // The number (or text) a column sorts by.
    QVariant sortKey(std::size_t row, Column column) const;
    // filefrag's expected physical byte where a fragment starts, 0 elsewhere.
    std::uint64_t expectedAt(std::size_t row) const;

    std::shared_ptr<const ExtentMap> m_map;
    std::vector<DevicePlace> placesOf(std::size_t row) const;

    std::shared_ptr<const BtrfsChunkMap> m_chunks;
    std::shared_ptr<const DiskLayout> m_layout;
    bool m_btrfs = false;
};

} // namespace fragscope
