// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/sample.h"

#include <QStringList>
#include <QWidget>

#include <vector>

class QCPGraph;
class QCustomPlot;

namespace fragscope {

// The lab's random writes as they happen: per file, writes per second in its own time (solid, left
// axis) and the p99 latency of a write with its fsync (dashed, right axis), against the seconds
// since the writes began. Or its copies: per tool, the MB/s it reads (solid) and writes (dashed) as
// the storage sees them, one axis for both. The whole run stays in view.
class WriteRatePlot : public QWidget
{
    Q_OBJECT
public:
    explicit WriteRatePlot(QWidget* parent = nullptr);

    enum class Kind { Writes, Copies };
    void start(const QStringList& names, Kind kind = Kind::Writes);
    Kind kind() const { return m_kind; }
    // sample.jobIndex picks the line; writeIops, p99Ns and seconds are drawn, or for copies
    // readBandwidth, writeBandwidth and seconds.
    void add(const BenchSample& sample);
    int sampleCount() const { return m_samples; }
    QCustomPlot* plot() const { return m_plot; }

private:
    void rescale();

    QCustomPlot* m_plot;
    std::vector<QCPGraph*> m_rate;
    std::vector<QCPGraph*> m_p99;
    int m_samples = 0;
    Kind m_kind = Kind::Writes;
};

} // namespace fragscope
