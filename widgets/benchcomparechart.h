// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/result.h"

#include <QWidget>

class QCustomPlot;

namespace fragscope {

// Two results side by side as bars, one pair per figure both have, with the change in percent
// written above each pair. Bandwidth (MB/s) and IOPS get plots of their own: different scales.
class BenchCompareChart : public QWidget
{
    Q_OBJECT
public:
    explicit BenchCompareChart(QWidget* parent = nullptr);
    void setResults(const BenchResult& a, const QString& nameA, const BenchResult& b, const QString& nameB);
    const std::vector<ComparisonRow>& rows() const { return m_rows; }

private:
    void fill(QCustomPlot* plot, bool bandwidth, const QString& nameA, const QString& nameB);

    QCustomPlot* m_bandwidth;
    QCustomPlot* m_iops;
    QString m_nameA, m_nameB;
    std::vector<ComparisonRow> m_rows;
};

} // namespace fragscope
