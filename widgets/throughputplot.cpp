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

#include <algorithm>
#include <cmath>
#include <limits>

namespace fragscope {
namespace {

constexpr double kWindowSeconds = 60;
constexpr int kHeatRowsPerDecade = 10; // a row spans 26 %: coarser than a bucket, fine enough to see
constexpr long long kMostHeatColumns = 20'000;

// "1 µs", "10 µs", "1 ms", "1 s" for a power of ten of microseconds.
QString decadeText(int exponent)
{
    static const char* const units[] = {"µs", "ms", "s"};
    const int unit = std::clamp(exponent / 3, 0, 2);
    const int inUnit = exponent - 3 * unit;
    return QStringLiteral("%1 %2").arg(std::pow(10.0, inUnit), 0, 'g', 4).arg(QString::fromUtf8(units[unit]));
}

// Ticks at the powers of ten of µs from 10 ns to 100 s, spelt by decadeText: at the values
// themselves (a logarithmic axis of µs), or at their exponents (an axis of log10 µs).
QSharedPointer<QCPAxisTickerText> decadeTicker(bool atExponents)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int e = -2; e <= 8; ++e)
        ticker->addTick(atExponents ? e : std::pow(10.0, e), decadeText(e));
    return ticker;
}

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
    , m_heatRect(new QCPAxisRect(m_plot))
    , m_heat(nullptr)
    , m_latencyNote(nullptr)
    , m_steadyBand(nullptr)
    , m_steadyLabel(nullptr)
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
        tr("Upper: throughput, solid MB/s and dashed IOPS. Middle: completion latency, solid p50, dashed p99, "
           "dotted p99.9. Lower: every completion by its latency over time (brighter: more)."));
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
    latencyAxis->setTicker(decadeTicker(false)); // spelt as the heat map below spells them
    latencyAxis->setLabel(tr("Latency"));
    m_latencyRect->axis(QCPAxis::atBottom)->setLabel(tr("Time (s)"));
    // The heat map: time across, latency up on a log scale (the axis is log10 of µs: a colour map
    // cannot be drawn on a logarithmic axis), colour the completions in each cell.
    m_plot->plotLayout()->addElement(2, 0, m_heatRect);
    m_plot->plotLayout()->setRowStretchFactor(2, 0.7);
    m_heatRect->setRangeDrag(Qt::Horizontal);
    m_heatRect->setRangeZoom(Qt::Horizontal);
    auto* heatAxis = m_heatRect->axis(QCPAxis::atLeft);
    heatAxis->setLabel(tr("Latency"));
    heatAxis->setTicker(decadeTicker(true));
    m_heatRect->axis(QCPAxis::atBottom)->setLabel(tr("Time (s)"));
    m_heat = new QCPColorMap(m_heatRect->axis(QCPAxis::atBottom), heatAxis);
    QCPColorGradient gradient(QCPColorGradient::gpThermal);
    gradient.setNanHandling(QCPColorGradient::nhTransparent);
    m_heat->setGradient(gradient);
    m_heat->setDataScaleType(QCPAxis::stLogarithmic);
    m_heat->setInterpolate(false);
    // The steady-state window: across the throughput plot, from one time to another.
    m_steadyBand = new QCPItemRect(m_plot);
    m_steadyBand->setClipAxisRect(m_plot->axisRect());
    for (QCPItemPosition* corner : {m_steadyBand->topLeft, m_steadyBand->bottomRight}) {
        corner->setAxes(m_plot->xAxis, m_plot->yAxis);
        corner->setAxisRect(m_plot->axisRect());
        corner->setTypeX(QCPItemPosition::ptPlotCoords);
        corner->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    m_steadyBand->setPen(Qt::NoPen);
    m_steadyBand->setBrush(QColor(90, 160, 90, 50));
    m_steadyBand->setLayer(QStringLiteral("grid"));
    m_steadyBand->setVisible(false);
    m_steadyLabel = new QCPItemText(m_plot);
    m_steadyLabel->setClipAxisRect(m_plot->axisRect());
    m_steadyLabel->position->setParentAnchor(m_steadyBand->top);
    m_steadyLabel->setPositionAlignment(Qt::AlignTop | Qt::AlignHCenter);
    m_steadyLabel->setVisible(false);
    m_latencyNote = new QCPItemText(m_plot);
    m_latencyNote->setClipAxisRect(m_latencyRect);
    m_latencyNote->position->setAxisRect(m_latencyRect);
    m_latencyNote->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_latencyNote->position->setCoords(0.5, 0.5);
    m_latencyNote->setVisible(false);
    // The three share their left and right edges, so a second is at one place in all.
    auto* edges = new QCPMarginGroup(m_plot);
    for (QCPAxisRect* rect : {m_plot->axisRect(), m_latencyRect, m_heatRect})
        rect->setMarginGroup(QCP::msLeft | QCP::msRight, edges);
    // One time axis: dragging or zooming any plot moves all three.
    QCPAxis* times[] = {m_plot->xAxis, m_latencyRect->axis(QCPAxis::atBottom), m_heatRect->axis(QCPAxis::atBottom)};
    for (QCPAxis* from : times) {
        for (QCPAxis* to : times) {
            if (from != to)
                connect(from, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), to,
                    qOverload<const QCPRange&>(&QCPAxis::setRange));
        }
    }
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
        for (QCPGraph* g :
            {m_jobs.back().bandwidth, m_jobs.back().iops, m_jobs.back().p50, m_jobs.back().p99, m_jobs.back().p999}) {
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
    g.p999 = m_plot->addGraph(x, y);
    g.p999->setPen(QPen(color, width, Qt::DotLine));
    g.p999->removeFromLegend();
    return g;
}

void ThroughputPlot::start(const QStringList& jobNames)
{
    m_plot->clearGraphs();
    m_jobs.clear();
    m_heatColumns.clear();
    m_heatDirty = true;
    m_heatClock.invalidate();
    m_latencyNote->setVisible(false);
    setSteadyWindow(0);
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
            if (s.p999Ns > 0)
                g.p999->addData(s.seconds, double(s.p999Ns) / 1e3);
        }
        // The heat map draws the total, or the one line there is.
        if (!s.latency.empty() && (series < 0 || !m_hasTotal)) {
            m_heatColumns.push_back({s.seconds, s.latency});
            m_heatDirty = true;
        }
        m_lastSecond = std::max(m_lastSecond, s.seconds);
        ++m_samples;
        m_dirty = true;
    }
}

void ThroughputPlot::setSteadyWindow(double seconds)
{
    m_steadySeconds = seconds;
    m_steadyFrozen = false;
    m_steadyBand->setVisible(seconds > 0);
    m_steadyLabel->setText(tr("steady-state window (%1 s)").arg(seconds));
    m_steadyLabel->setVisible(seconds > 0);
    m_dirty = true;
}

void ThroughputPlot::markSteadyState(double end, const QString& text)
{
    if (m_steadySeconds <= 0)
        return;
    m_steadyFrozen = true;
    m_steadyBand->topLeft->setCoords(std::max(0.0, end - m_steadySeconds), 0);
    m_steadyBand->bottomRight->setCoords(end, 1);
    m_steadyLabel->setText(text);
    m_steadyBand->setVisible(true);
    m_steadyLabel->setVisible(true);
    m_dirty = true;
    redraw();
}

QString ThroughputPlot::steadyText() const
{
    return m_steadyLabel->visible() ? m_steadyLabel->text() : QString();
}

void ThroughputPlot::showLatency(const LatencyTimeline& timeline, bool byHost, const QString& missing)
{
    m_latencyNote->setText(missing);
    m_latencyNote->setColor(palette().color(QPalette::Text));
    m_latencyNote->setVisible(timeline.lines.empty() && !missing.isEmpty());
    m_dirty = true;
    if (timeline.lines.empty()) {
        redraw();
        return; // a result saved without its histograms: the lines drawn from its samples stay
    }
    const auto draw = [](const JobGraphs& g, const LatencyLine* line) {
        QCPGraph* graphs[] = {g.p50, g.p99, g.p999};
        for (std::size_t k = 0; k < 3; ++k) {
            graphs[k]->data()->clear();
            for (const LatencyPoint& p : line ? line->points : std::vector<LatencyPoint>{}) {
                if (!p.bins.empty())
                    graphs[k]->addData(p.seconds, double(p.bins.percentile(kLatencyPercentiles[k])) / 1e3);
            }
        }
    };
    const std::size_t lines = m_hasTotal ? m_jobs.size() - 1 : m_jobs.size();
    for (std::size_t i = 0; i < lines; ++i)
        draw(m_jobs[i], findLatencyLine(timeline, byHost ? -1 : int(i), byHost ? int(i) : -1));
    const LatencyLine* total = findLatencyLine(timeline, -1, -1);
    if (m_hasTotal)
        draw(m_jobs.back(), total);
    m_heatColumns.clear();
    m_heatClock.invalidate(); // drawn now, not within the second
    if (total) {
        for (const LatencyPoint& p : total->points)
            m_heatColumns.push_back(p);
    }
    m_heatDirty = true;
    m_dirty = true;
    redraw();
}

// The heat map made again from its columns: a cell per interval and tenth of a decade of latency.
void ThroughputPlot::redrawHeatMap()
{
    m_heatDirty = false;
    if (m_heatColumns.empty()) {
        m_heat->data()->clear();
        m_heatRect->axis(QCPAxis::atLeft)->setRange(0, 3);
        return;
    }
    // The rows span the latencies there are, whole decades of µs.
    std::uint64_t lowNs = UINT64_MAX, highNs = 0;
    for (const LatencyPoint& c : m_heatColumns) {
        const auto buckets = c.bins.buckets();
        if (buckets.empty())
            continue;
        lowNs = std::min(lowNs, latencybuckets::middle(buckets.front().first));
        highNs = std::max(highNs, latencybuckets::middle(buckets.back().first));
    }
    if (highNs == 0) {
        m_heat->data()->clear();
        return;
    }
    const double low = std::floor(std::log10(std::max<double>(double(lowNs), 10) / 1e3));
    const double high = std::ceil(std::log10(std::max<double>(double(highNs), 10) / 1e3) + 1e-9);
    const int rows = std::max(1, int(std::lround((high - low) * kHeatRowsPerDecade)));
    const double step = 1.0 / kHeatRowsPerDecade;
    // Columns on a grid of the typical interval, so a missing or merged interval keeps its place.
    std::vector<double> gaps;
    for (std::size_t i = 1; i < m_heatColumns.size(); ++i)
        gaps.push_back(m_heatColumns[i].seconds - m_heatColumns[i - 1].seconds);
    std::sort(gaps.begin(), gaps.end());
    const double width = gaps.empty() || gaps[gaps.size() / 2] <= 0 ? 1 : gaps[gaps.size() / 2];
    const double first = m_heatColumns.front().seconds;
    const int columns = int(
        std::clamp<long long>(std::llround((m_heatColumns.back().seconds - first) / width) + 1, 1, kMostHeatColumns));
    std::vector<double> cells(std::size_t(columns) * std::size_t(rows), 0);
    for (const LatencyPoint& c : m_heatColumns) {
        const auto x = std::size_t(std::clamp<long long>(std::llround((c.seconds - first) / width), 0, columns - 1));
        for (const auto& [index, count] : c.bins.buckets()) {
            const double us = double(latencybuckets::middle(index)) / 1e3;
            const int row = std::clamp(int((std::log10(std::max(us, 1e-3)) - low) / step), 0, rows - 1);
            cells[x * std::size_t(rows) + std::size_t(row)] += double(count);
        }
    }
    // Cell centres: each interval's middle (its time is its end).
    const double last = first + (columns - 1) * width;
    auto* data
        = new QCPColorMapData(columns, rows, QCPRange(first - width / 2, std::max(last, first + width) - width / 2),
            QCPRange(low + step / 2, high - step / 2));
    data->fill(std::numeric_limits<double>::quiet_NaN());
    double most = 1;
    for (int x = 0; x < columns; ++x) {
        for (int y = 0; y < rows; ++y) {
            if (const double n = cells[std::size_t(x) * std::size_t(rows) + std::size_t(y)]; n > 0) {
                data->setCell(x, y, n);
                most = std::max(most, n);
            }
        }
    }
    m_heat->setData(data);
    m_heat->setDataRange(QCPRange(1, std::max(10.0, most)));
    m_heatRect->axis(QCPAxis::atLeft)->setRange(low, high);
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
    if (m_steadySeconds > 0 && !m_steadyFrozen) {
        m_steadyBand->topLeft->setCoords(std::max(0.0, m_lastSecond - m_steadySeconds), 0);
        m_steadyBand->bottomRight->setCoords(m_lastSecond, 1);
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
        for (QCPGraph* tail : {g.p99, g.p999}) {
            const QCPRange r = tail->getValueRange(found, QCP::sdBoth, visible);
            if (found)
                high = std::max(high, r.upper);
        }
    }
    m_plot->yAxis->setRange(0, top > 0 ? top * 1.1 : 1);
    m_plot->yAxis2->setRange(0, topIops > 0 ? topIops * 1.1 : 1);
    auto* latency = m_latencyRect->axis(QCPAxis::atLeft);
    if (high > 0 && low < 1e300) // whole decades: a short log axis labels its ticks on top of each other
        latency->setRange(std::pow(10.0, std::floor(std::log10(std::max(0.01, low / 1.2)))),
            std::pow(10.0, std::ceil(std::log10(high * 1.2))));
    else
        latency->setRange(1, 1000);
    // The heat map is made again at most once a second while samples arrive (a long run has many).
    if (m_heatDirty && (!m_heatClock.isValid() || m_heatClock.elapsed() >= 1000)) {
        redrawHeatMap();
        m_heatClock.start();
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace fragscope
