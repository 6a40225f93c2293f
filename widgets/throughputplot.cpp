// SPDX-License-Identifier: GPL-3.0-or-later
#include "throughputplot.h"

#include "plotpalette.h"

#include "extents/ramp.h"
#include "viewexport.h"

#include "colormap.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace fragscope {
namespace {

constexpr double kWindowSeconds = 60;

QColor jobColor(int index, int count)
{
    // The series colours every plot and report uses (core/extents/ramp.h).
    return QColor::fromRgb(positionColor(seriesPosition(index, count)));
}

} // namespace

ThroughputPlot::ThroughputPlot(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
    , m_latencyRect(new QCPAxisRect(m_plot))
    , m_follow(new QCheckBox(tr("Follow the last minute")))
    , m_redraw(new QTimer(this))
{
    addExportActions(this, QStringLiteral("throughput"));
    setAccessibleName(tr("Throughput plot"));
    m_plot->setAccessibleName(accessibleName());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_follow);
    m_follow->setChecked(true);
    auto* legend = new QLabel(
        tr("Upper: throughput, solid MB/s and dashed IOPS. Lower: completion latency, solid p50 and dashed p99."));
    legend->setWordWrap(true);
    auto* footer = new QHBoxLayout;
    footer->addWidget(m_follow);
    footer->addWidget(legend, 1);
    layout->removeWidget(m_follow);
    layout->addLayout(footer);
    m_follow->setToolTip(tr("Off: the plot stays where you dragged or zoomed it while new samples arrive"));

    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    m_plot->xAxis->setLabel(tr("Time (s)"));
    m_plot->yAxis->setLabel(tr("MB/s (10⁶ B/s)"));
    m_plot->yAxis2->setVisible(true);
    m_plot->yAxis2->setLabel(tr("IOPS (dashed)"));
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(font());
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);

    m_plot->plotLayout()->addElement(1, 0, m_latencyRect);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.7);
    m_latencyRect->setRangeDrag(Qt::Horizontal);
    m_latencyRect->setRangeZoom(Qt::Horizontal);
    auto* latencyAxis = m_latencyRect->axis(QCPAxis::atLeft);
    latencyAxis->setScaleType(QCPAxis::stLogarithmic);
    latencyAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    latencyAxis->setLabel(tr("Latency (µs)"));
    m_latencyRect->axis(QCPAxis::atBottom)->setLabel(tr("Time (s)"));
    // One time axis: dragging or zooming either plot moves both.
    connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), m_latencyRect->axis(QCPAxis::atBottom),
        qOverload<const QCPRange&>(&QCPAxis::setRange));
    connect(m_latencyRect->axis(QCPAxis::atBottom), qOverload<const QCPRange&>(&QCPAxis::rangeChanged), m_plot->xAxis,
        qOverload<const QCPRange&>(&QCPAxis::setRange));
    // Dragging means "let me look": stop following.
    connect(m_plot, &QCustomPlot::mousePress, this, [this] { m_follow->setChecked(false); });
    connect(m_plot, &QCustomPlot::mouseWheel, this, [this] { m_follow->setChecked(false); });
    connect(m_follow, &QCheckBox::toggled, this, [this](bool on) {
        if (on) {
            m_dirty = true;
            redraw();
        }
    });

    // The Total line is drawn in the text colour: it follows a palette change with the axes.
    followPalette(m_plot, [this] {
        if (!m_hasTotal || m_jobs.empty())
            return;
        const QColor text = palette().color(QPalette::Text);
        for (QCPGraph* g : {m_jobs.back().bandwidth, m_jobs.back().iops, m_jobs.back().p50, m_jobs.back().p99}) {
            QPen pen = g->pen();
            pen.setColor(text);
            g->setPen(pen);
        }
    });
    m_redraw->setInterval(200); // 5 Hz: smooth enough, cheap enough with eight jobs
    connect(m_redraw, &QTimer::timeout, this, &ThroughputPlot::redraw);
    m_redraw->start();
}

void ThroughputPlot::setFollowing(bool follow)
{
    m_follow->setChecked(follow);
}

bool ThroughputPlot::following() const
{
    return m_follow->isChecked();
}

ThroughputPlot::JobGraphs ThroughputPlot::addJob(const QString& name, const QColor& color, bool total)
{
    JobGraphs g;
    const qreal width = total ? 2.5 : 1.5;
    g.bandwidth = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
    g.bandwidth->setName(name);
    g.bandwidth->setPen(QPen(color, width));
    g.iops = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
    g.iops->setPen(QPen(color, width, Qt::DashLine));
    g.iops->removeFromLegend();
    auto* x = m_latencyRect->axis(QCPAxis::atBottom);
    auto* y = m_latencyRect->axis(QCPAxis::atLeft);
    g.p50 = m_plot->addGraph(x, y);
    g.p50->setPen(QPen(color, width));
    g.p50->removeFromLegend();
    g.p99 = m_plot->addGraph(x, y);
    g.p99->setPen(QPen(color, width, Qt::DashLine));
    g.p99->removeFromLegend();
    return g;
}

void ThroughputPlot::start(const QStringList& jobNames)
{
    m_plot->clearGraphs();
    m_jobs.clear();
    m_samples = 0;
    m_lastSecond = 0;
    const int n = int(jobNames.size());
    for (int i = 0; i < n; ++i)
        m_jobs.push_back(addJob(jobNames.at(i), jobColor(i, n), false));
    m_hasTotal = n > 1;
    // Many jobs: the legend goes into columns so it does not hide the first seconds.
    m_plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_plot->legend->setWrap(n > 3 ? 3 : 1);
    QFont legendFont = font();
    if (n > 3)
        legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
    m_plot->legend->setFont(legendFont);
    if (m_hasTotal)
        m_jobs.push_back(addJob(tr("Total"), palette().color(QPalette::Text), true)); // on Base: followPalette
    m_plot->xAxis->setRange(0, 10);
    m_follow->setChecked(true);
    m_dirty = true;
    redraw();
}

void ThroughputPlot::addTick(const BenchTick& tick)
{
    for (const BenchSample& s : tick.samples) {
        const int series = s.host >= 0 ? s.host : s.jobIndex; // a host's line, a job's, or the total
        const std::size_t index = series >= 0 ? std::size_t(series) : m_jobs.size() - 1;
        if (index >= m_jobs.size() || (series < 0 && !m_hasTotal))
            continue;
        const JobGraphs& g = m_jobs[index];
        g.bandwidth->addData(s.seconds, (s.readBandwidth + s.writeBandwidth) / 1e6);
        g.iops->addData(s.seconds, s.readIops + s.writeIops);
        // A log axis has no zero: an interval without completions leaves a gap.
        if (s.p50Ns > 0) {
            g.p50->addData(s.seconds, double(s.p50Ns) / 1e3);
            g.p99->addData(s.seconds, double(s.p99Ns) / 1e3);
        }
        m_lastSecond = std::max(m_lastSecond, s.seconds);
        ++m_samples;
        m_dirty = true;
    }
}

void ThroughputPlot::redraw()
{
    if (!m_dirty || !isVisible())
        return;
    m_dirty = false;
    if (following()) {
        const double end = std::max(10.0, m_lastSecond);
        m_plot->xAxis->setRange(std::max(0.0, end - kWindowSeconds), end);
    }
    // Autoscale the value axes to what is visible, from zero up.
    bool found = false;
    double top = 0, topIops = 0;
    double low = 1e300, high = 0;
    const QCPRange visible = m_plot->xAxis->range();
    for (const JobGraphs& g : m_jobs) {
        top = std::max(top, g.bandwidth->getValueRange(found, QCP::sdBoth, visible).upper);
        topIops = std::max(topIops, g.iops->getValueRange(found, QCP::sdBoth, visible).upper);
        const QCPRange p50 = g.p50->getValueRange(found, QCP::sdBoth, visible);
        if (found)
            low = std::min(low, p50.lower);
        const QCPRange p99 = g.p99->getValueRange(found, QCP::sdBoth, visible);
        if (found)
            high = std::max(high, p99.upper);
    }
    m_plot->yAxis->setRange(0, top > 0 ? top * 1.1 : 1);
    m_plot->yAxis2->setRange(0, topIops > 0 ? topIops * 1.1 : 1);
    auto* latency = m_latencyRect->axis(QCPAxis::atLeft);
    if (high > 0 && low < 1e300)
        latency->setRange(std::max(0.01, low / 1.5), high * 1.5);
    else
        latency->setRange(1, 1000);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace fragscope
