// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/latencytimeline.h"
#include "bench/results/sample.h"

#include <QElapsedTimer>
#include <QStringList>
#include <QWidget>

class QCPAxisRect;
class QCPColorMap;
class QCPGraph;
class QCPItemRect;
class QCPItemText;
class QCheckBox;
class QCustomPlot;
class QTimer;

namespace fragscope {

// Live throughput of a benchmark: MB/s (left axis) and IOPS (right axis, dashed) per job and in
// total; below it the completion latency p50, p99 and p99.9 on a log scale, and below that a heat
// map of all completions over time by latency (the total's, or the one job's). New samples are
// drawn on a timer, a few times a second; while "Follow" is on the view scrolls with the last
// minute, else it stays where the user dragged or zoomed it.
class ThroughputPlot : public QWidget
{
    Q_OBJECT
public:
    explicit ThroughputPlot(QWidget* parent = nullptr);

    // One line per name: the jobs, or on several hosts the hosts (BenchSample::host); with more
    // than one, a total too.
    void start(const QStringList& jobNames);
    void addTick(const BenchTick& tick);
    // fio's steady-state window (ss_dur, in seconds; 0: none): shaded behind the throughput, over
    // the last `seconds` while the run goes on.
    void setSteadyWindow(double seconds);
    // The window where the run ended it (`end`), and what it says: "steady state reached after
    // 42 s" or "not reached".
    void markSteadyState(double end, const QString& text);
    QString steadyText() const;
    // The latency lines and heat map drawn again from a result's merged histograms (at the end of a
    // run; for hosts, whose fio brings its latency logs only then). byHost: the lines are hosts.
    // `missing`: said in the latency plot when the timeline has nothing to draw.
    void showLatency(const LatencyTimeline& timeline, bool byHost, const QString& missing = {});
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
        QCPGraph* p999 = nullptr;
    };
    JobGraphs addJob(const QString& name, const QColor& color, bool total);
    void redraw();
    void redrawHeatMap();

    QCustomPlot* m_plot;
    QCPAxisRect* m_latencyRect;
    QCPAxisRect* m_heatRect;
    QCPColorMap* m_heat;
    QCPItemText* m_latencyNote;
    QCPItemRect* m_steadyBand;
    QCPItemText* m_steadyLabel;
    double m_steadySeconds = 0;
    bool m_steadyFrozen = false;
    std::vector<LatencyPoint> m_heatColumns; // the histograms the heat map draws, by time
    bool m_heatDirty = false;
    QElapsedTimer m_heatClock; // when the heat map was last made
    QCheckBox* m_follow;
    QTimer* m_redraw;
    std::vector<JobGraphs> m_jobs; // by job index; the last one is the total when there are several
    bool m_hasTotal = false;
    bool m_dirty = false;
    int m_samples = 0;
    double m_lastSecond = 0;
};

} // namespace fragscope
