// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/sample.h"

#include <QStringList>
#include <QWidget>

class QCPAxisRect;
class QCPGraph;
class QCheckBox;
class QCustomPlot;
class QTimer;

namespace fragscope {

// Live throughput of a benchmark: MB/s (left axis) and IOPS (right axis, dashed) per job and in
// total, and below it the completion latency p50 and p99 on a log scale. New samples are drawn on a
// timer, a few times a second; while "Follow" is on the view scrolls with the last minute, else it
// stays where the user dragged or zoomed it.
class ThroughputPlot : public QWidget
{
    Q_OBJECT
public:
    explicit ThroughputPlot(QWidget* parent = nullptr);

    // One line per name: the jobs, or on several hosts the hosts (BenchSample::host); with more
    // than one, a total too.
    void start(const QStringList& jobNames);
    void addTick(const BenchTick& tick);
    void setFollowing(bool follow);
    bool following() const;
    int sampleCount() const { return m_samples; }
    QCustomPlot* plot() const { return m_plot; }

private:
    struct JobGraphs
    {
        QCPGraph* bandwidth = nullptr;
        QCPGraph* iops = nullptr;
        QCPGraph* p50 = nullptr;
        QCPGraph* p99 = nullptr;
    };
    JobGraphs addJob(const QString& name, const QColor& color, bool total);
    void redraw();

    QCustomPlot* m_plot;
    QCPAxisRect* m_latencyRect;
    QCheckBox* m_follow;
    QTimer* m_redraw;
    std::vector<JobGraphs> m_jobs; // by job index; the last one is the total when there are several
    bool m_hasTotal = false;
    bool m_dirty = false;
    int m_samples = 0;
    double m_lastSecond = 0;
};

} // namespace fragscope
