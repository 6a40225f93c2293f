// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/result.h"

#include <QAbstractTableModel>

#include <array>

namespace fragscope {

// One row per job and repetition, then per job with several repetitions a summary row of medians,
// then per group of jobs that ran at the same time a row of their sums per repetition. A result of
// several hosts (fio's client/server) first has each host's rows ("job @ host", a failed host one
// row saying why), and its own runs are the sums over the hosts ("job, all hosts").
class BenchResultModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Job,
        Repetition,
        ReadMBps,
        ReadIops,
        WriteMBps,
        WriteIops,
        MeanLatency,
        P99Latency,
        Cpu,
        ColumnCount
    };
    Q_ENUM(Column)
    enum Role { SortRole = Qt::UserRole + 1, SummaryRole };

    explicit BenchResultModel(QObject* parent = nullptr);
    void setResult(const BenchResult& result);
    const BenchResult& result() const { return m_result; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        int jobIndex = 0;
        const JobRun* run = nullptr; // nullptr: the summary row of jobIndex (or a failed host's row)
        int host = -1;               // a row of result.hosts[host]; -1: of the result itself
        QString failure;             // a host that failed: why
        // The figures, computed once in setResult (p99 merges histograms): NaN where none applies.
        std::array<double, ColumnCount> values{};
    };
    // How a row looks (colour, tooltip, font, alignment); an invalid QVariant for the other roles.
    QVariant look(const Row& row, int column, int role) const;
    QString jobText(const Row& row) const;
    QVariant repetition(const Row& row, int role) const;

    BenchResult m_result;
    std::vector<JobRun> m_groups; // jobs that ran at the same time, summed
    std::vector<Row> m_rows;
};

} // namespace fragscope
