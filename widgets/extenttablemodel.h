// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"

#include <QAbstractTableModel>

#include <memory>

namespace fragscope {

// The extents of one file, one row each, in file-system blocks as filefrag counts them.
class ExtentTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Index, Logical, Physical, Length, Size, Expected, Flags, ColumnCount };
    Q_ENUM(Column)
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit ExtentTableModel(QObject* parent = nullptr);

    void setMap(std::shared_ptr<const ExtentMap> map);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Tab-separated text of the given rows with a header line, for the clipboard.
    QString rowsAsText(const QList<int>& rows) const;

private:
    // filefrag's expected physical byte where a fragment starts, 0 elsewhere.
    std::uint64_t expectedAt(std::size_t row) const;

    std::shared_ptr<const ExtentMap> m_map;
};

} // namespace fragscope
