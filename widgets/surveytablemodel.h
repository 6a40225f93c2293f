// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "survey/survey.h"

#include <QAbstractTableModel>

#include <vector>

namespace fragscope {

// The survey's files as a table that grows while the scan runs. Sorting and filtering work on a
// vector of file indices (a million rows sort in well under a second); rows that arrive after a
// sort are appended below until the next sort.
class SurveyTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Path,
        Lost,
        Read,
        Size,
        Allocated,
        OnDisk,
        Runs,
        RunsPerMiB,
        Extents,
        Fragments,
        E4NowBest,
        E4Score,
        Shared,
        Exclusive,
        Unreferenced,
        Unwritten,
        Flags,
        Subvolume,
        ColumnCount
    };
    enum Role { FileIndexRole = Qt::UserRole + 1, SortRole };

    explicit SurveyTableModel(QObject* parent = nullptr);

    // The survey shown; rows follow its files. Resets.
    void setSurvey(const Survey* survey);
    // Takes in the files added to the survey since the last call.
    void filesAdded();
    void setFilter(const QString& nameContains, std::uint64_t minSize, std::uint32_t minRuns);

    std::uint32_t fileIndex(int row) const { return m_rows[std::size_t(row)]; }
    int rowOf(std::uint32_t fileIndex) const; // -1 when filtered out

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    bool accepts(const SurveyFile& f) const;
    QVariant shown(const SurveyFile& f, int column) const;
    QVariant sortKey(const SurveyFile& f, int column) const;
    void rebuildRows();

    const Survey* m_survey = nullptr;
    std::vector<std::uint32_t> m_rows;
    std::size_t m_seen = 0; // files of the survey taken in
    QString m_name;
    std::uint64_t m_minSize = 0;
    std::uint32_t m_minRuns = 0;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
};

} // namespace fragscope
