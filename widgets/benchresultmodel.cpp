// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchresultmodel.h"

#include "report/benchtext.h"

#include <QColor>
#include <QFont>
#include <QLocale>

namespace fragscope {
namespace {

// The figure of one column for one run, as a number for sorting; NaN when it does not apply.
double figure(const JobRun& run, int column)
{
    constexpr double none = std::numeric_limits<double>::quiet_NaN();
    switch (column) {
    case BenchResultModel::ReadMBps:
        return run.read.present() ? toMBps(run.read.bandwidth()) : none;
    case BenchResultModel::ReadIops:
        return run.read.hasIops() ? run.read.iops() : none;
    case BenchResultModel::WriteMBps:
        return run.write.present() ? toMBps(run.write.bandwidth()) : none;
    case BenchResultModel::WriteIops:
        return run.write.hasIops() ? run.write.iops() : none;
    case BenchResultModel::MeanLatency: {
        const double n = double(run.read.clat.samples + run.write.clat.samples);
        return n > 0 ? (run.read.clat.meanNs * double(run.read.clat.samples)
                           + run.write.clat.meanNs * double(run.write.clat.samples))
                / n
                     : none;
    }
    case BenchResultModel::P99Latency: {
        LatencyHistogram both = run.read.histogram;
        both.merge(run.write.histogram);
        if (!both.empty())
            return double(both.percentile(99));
        for (const auto* d : {&run.read, &run.write}) {
            for (const auto& [p, ns] : d->clat.percentiles) {
                if (p == 99.0)
                    return double(ns);
            }
        }
        return none;
    }
    case BenchResultModel::Cpu:
        return run.usrCpu + run.sysCpu;
    default:
        return none;
    }
}

QString display(double value, int column)
{
    if (std::isnan(value))
        return QStringLiteral("–");
    switch (column) {
    case BenchResultModel::ReadMBps:
    case BenchResultModel::WriteMBps:
        return QLocale().toString(value, 'f', value < 10 ? 2 : 1);
    case BenchResultModel::ReadIops:
    case BenchResultModel::WriteIops:
        return formatIops(value);
    case BenchResultModel::MeanLatency:
    case BenchResultModel::P99Latency:
        return formatLatency(value);
    case BenchResultModel::Cpu:
        return QStringLiteral("%1 %").arg(QLocale().toString(value, 'f', 1));
    default:
        return {};
    }
}

} // namespace

BenchResultModel::BenchResultModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void BenchResultModel::setResult(const BenchResult& result)
{
    beginResetModel();
    m_result = result;
    m_rows.clear();
    const auto rowOf = [](int jobIndex, const JobRun* run, int host = -1) {
        Row row{jobIndex, run, host, {}, {}};
        for (int c = 0; c < ColumnCount; ++c)
            row.values[std::size_t(c)] = figure(*run, c);
        return row;
    };
    for (std::size_t h = 0; h < m_result.hosts.size(); ++h) {
        const HostResult& host = m_result.hosts[h];
        for (const JobRun& run : host.runs)
            m_rows.push_back(rowOf(run.jobIndex, &run, int(h)));
        if (!host.error.isEmpty()) {
            Row failed{0, nullptr, int(h), host.error, {}};
            failed.values.fill(std::numeric_limits<double>::quiet_NaN());
            m_rows.push_back(failed);
        }
    }
    for (std::size_t j = 0; j < m_result.jobs.size(); ++j) {
        const std::size_t first = m_rows.size();
        for (const JobRun* run : m_result.runsOf(int(j)))
            m_rows.push_back(rowOf(int(j), run));
        if (m_rows.size() - first < 2)
            continue;
        // The summary: the median of each figure over the repetitions that have it.
        Row summary{int(j), nullptr, -1, {}, {}};
        for (int c = 0; c < ColumnCount; ++c) {
            std::vector<double> values;
            for (std::size_t r = first; r < m_rows.size(); ++r) {
                if (!std::isnan(m_rows[r].values[std::size_t(c)]))
                    values.push_back(m_rows[r].values[std::size_t(c)]);
            }
            summary.values[std::size_t(c)]
                = values.empty() ? std::numeric_limits<double>::quiet_NaN() : spreadOf(std::move(values)).median;
        }
        m_rows.push_back(summary);
    }
    m_groups = groupRuns(m_result);
    for (const JobRun& g : m_groups)
        m_rows.push_back(rowOf(g.jobIndex, &g));
    endResetModel();
}

int BenchResultModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int BenchResultModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BenchResultModel::look(const Row& row, int column, int role) const
{
    const bool allHosts = !m_result.hosts.empty() && row.host < 0;
    switch (role) {
    case Qt::ForegroundRole:
        return row.failure.isEmpty() ? QVariant() : QVariant(QColor(0xb0, 0x20, 0x20));
    case Qt::ToolTipRole:
        if (!row.failure.isEmpty())
            return row.failure;
        return row.run && row.run->cancelled ? QVariant(tr("Cancelled: a partial repetition")) : QVariant();
    case Qt::FontRole:
        if ((!row.run && row.failure.isEmpty()) || allHosts) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return column >= ReadMBps ? int(Qt::AlignRight | Qt::AlignVCenter) : int(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

QString BenchResultModel::jobText(const Row& row) const
{
    if (row.host >= 0) {
        const QString host = m_result.hosts[std::size_t(row.host)].label();
        return row.failure.isEmpty()
            ? tr("%1 @ %2", "job at host").arg(m_result.jobs[std::size_t(row.jobIndex)].name, host)
            : host;
    }
    const QString name = row.jobIndex < 0 ? tr("group %1 (together)").arg(-1 - row.jobIndex)
                                          : m_result.jobs[std::size_t(row.jobIndex)].name;
    return !m_result.hosts.empty() ? tr("%1, all hosts").arg(name) : name;
}

QVariant BenchResultModel::repetition(const Row& row, int role) const
{
    if (!row.run)
        return role == SortRole ? QVariant(1e9)
                                : QVariant(tr("median of %n", "", int(m_result.runsOf(row.jobIndex).size())));
    if (role == SortRole)
        return row.run->repetition;
    return QString(QString::number(row.run->repetition + 1) + (row.run->cancelled ? tr(" (cancelled)") : QString()));
}

QVariant BenchResultModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || std::size_t(index.row()) >= m_rows.size())
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    const int column = index.column();
    if (role == SummaryRole)
        return row.run == nullptr && row.failure.isEmpty();
    if (role != Qt::DisplayRole && role != SortRole)
        return look(row, column, role);
    if (column == Job)
        return jobText(row);
    if (!row.failure.isEmpty())
        return column == Repetition ? QVariant(tr("failed: %1").arg(row.failure)) : QVariant();
    if (column == Repetition)
        return repetition(row, role);
    const double value = row.values[std::size_t(column)];
    if (role == SortRole)
        return std::isnan(value) ? -1.0 : value;
    return display(value, column);
}

QVariant BenchResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Job:
        return tr("Job");
    case Repetition:
        return tr("Repetition");
    case ReadMBps:
        return tr("Read MB/s");
    case ReadIops:
        return tr("Read IOPS");
    case WriteMBps:
        return tr("Write MB/s");
    case WriteIops:
        return tr("Write IOPS");
    case MeanLatency:
        return tr("Mean latency");
    case P99Latency:
        return tr("p99 latency");
    case Cpu:
        return tr("CPU (usr+sys)");
    }
    return {};
}

} // namespace fragscope
