// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/result.h"

#include <QWidget>

class QCPBarsGroup;
class QLabel;
class QCustomPlot;
class QTableWidget;

namespace fragscope {

// Results side by side against one of them (the baseline): above, bars, a group per figure, with
// each one's change in percent over its bar where there is room for it (and always on hover);
// beneath, the same as a table, a row per figure and per result its value and change, to read and
// copy exactly. Bandwidth (MB/s) and IOPS get plots of their own: different scales.
class BenchCompareChart : public QWidget
{
    Q_OBJECT
public:
    explicit BenchCompareChart(QWidget* parent = nullptr);
    void setResults(const std::vector<const BenchResult*>& results, const QStringList& names, std::size_t baseline);
    void setResults(const BenchResult& a, const QString& nameA, const BenchResult& b, const QString& nameB);
    const std::vector<ComparisonRow>& rows() const { return m_rows; }
    const QStringList& names() const { return m_names; }
    QTableWidget* table() const { return m_table; }
    // Where the results were measured unlike the baseline, every other result in turn
    // (contextChanges): shown above the chart.
    const QStringList& contextChanges() const { return m_contextChanges; }
    // The text shown on hover over the figure at `key` (1-based) of the bandwidth or IOPS plot.
    QString figureText(bool bandwidth, int key) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Bars;
    Bars barsOf(const QCustomPlot* plot, bool bandwidth) const;
    void fill(QCustomPlot* plot, bool bandwidth);
    void addBars(QCustomPlot* plot, const Bars& b, QCPBarsGroup* group, qsizetype i);
    void fitAxes(QCustomPlot* plot, const Bars& b);
    void fitLegend(QCustomPlot* plot, qsizetype count);
    void fillTable();
    std::vector<const ComparisonRow*> rowsOf(bool bandwidth) const;

    QCustomPlot* m_bandwidth;
    QCustomPlot* m_iops;
    QTableWidget* m_table;
    QLabel* m_context;
    QStringList m_contextChanges;
    QStringList m_names;
    std::size_t m_baseline = 0;
    std::vector<ComparisonRow> m_rows;
};

} // namespace fragscope
