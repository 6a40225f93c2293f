// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/result.h"

#include <QWidget>

class QCustomPlot;

namespace fragscope {

// Results side by side as bars, a group per figure, with each one's change in percent against the
// baseline written above its bar. Bandwidth (MB/s) and IOPS get plots of their own: different scales.
class BenchCompareChart : public QWidget
{
    Q_OBJECT
public:
    explicit BenchCompareChart(QWidget* parent = nullptr);
    void setResults(const std::vector<const BenchResult*>& results, const QStringList& names, std::size_t baseline);
    void setResults(const BenchResult& a, const QString& nameA, const BenchResult& b, const QString& nameB);
    const std::vector<ComparisonRow>& rows() const { return m_rows; }
    const QStringList& names() const { return m_names; }

private:
    void fill(QCustomPlot* plot, bool bandwidth);

    QCustomPlot* m_bandwidth;
    QCustomPlot* m_iops;
    QStringList m_names;
    std::size_t m_baseline = 0;
    std::vector<ComparisonRow> m_rows;
};

} // namespace fragscope
