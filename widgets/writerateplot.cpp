// SPDX-License-Identifier: GPL-3.0-or-later
#include "writerateplot.h"

#include "plotpalette.h"

#include "colormap.h"
#include "viewexport.h"

#include "extents/ramp.h"

#include <QVBoxLayout>

#include <qcustomplot.h>

namespace fragscope {

WriteRatePlot::WriteRatePlot(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    addExportActions(this, QStringLiteral("write-rate"));
    setAccessibleName(tr("Write rate plot"));
    m_plot->setAccessibleName(accessibleName());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->yAxis2->setVisible(true);
    m_plot->legend->setFont(font());
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    m_plot->setMinimumHeight(160);
    start({});
    followPalette(m_plot);
}

void WriteRatePlot::start(const QStringList& names, Kind kind)
{
    m_kind = kind;
    const bool copies = kind == Kind::Copies;
    m_plot->xAxis->setLabel(copies ? tr("Seconds since the copies began") : tr("Seconds since the writes began"));
    m_plot->yAxis->setLabel(copies ? tr("MB/s read (solid)") : tr("Writes/s"));
    m_plot->yAxis2->setLabel(copies ? tr("MB/s written (dashed)") : tr("p99 ms (dashed)"));
    m_plot->clearGraphs();
    m_rate.clear();
    m_p99.clear();
    m_samples = 0;
    m_plot->legend->setVisible(!names.isEmpty()); // an empty box says nothing
    for (int i = 0; i < names.size(); ++i) {
        const QColor color = QColor::fromRgb(positionColor(seriesPosition(i, int(names.size()))));
        QCPGraph* rate = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
        rate->setName(names[i]);
        rate->setPen(QPen(color, 2));
        QCPGraph* p99 = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
        p99->setPen(QPen(color, 1, Qt::DashLine));
        p99->removeFromLegend();
        if (copies) // a short copy may be one sample: a dot, not a line
            rate->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
        m_rate.push_back(rate);
        m_p99.push_back(p99);
    }
    rescale();
}

void WriteRatePlot::add(const BenchSample& s)
{
    if (s.jobIndex < 0 || std::size_t(s.jobIndex) >= m_rate.size())
        return;
    const bool copies = m_kind == Kind::Copies;
    if (copies) {
        // A tool's copies take turns with the others': a gap between two of them, not a line.
        bool found = false;
        const double last = m_rate[std::size_t(s.jobIndex)]->getKeyRange(found).upper;
        if (found && s.seconds - last > 0.25) { // samples come every 0.1 s
            m_rate[std::size_t(s.jobIndex)]->addData(last + 0.001, qQNaN());
            m_p99[std::size_t(s.jobIndex)]->addData(last + 0.001, qQNaN());
        }
    }
    m_rate[std::size_t(s.jobIndex)]->addData(s.seconds, copies ? s.readBandwidth / 1e6 : s.writeIops);
    m_p99[std::size_t(s.jobIndex)]->addData(s.seconds, copies ? s.writeBandwidth / 1e6 : double(s.p99Ns) / 1e6);
    ++m_samples;
    rescale();
}

void WriteRatePlot::rescale()
{
    bool found = false;
    double end = 1, top = 0, topLatency = 0;
    for (std::size_t i = 0; i < m_rate.size(); ++i) {
        const QCPRange keys = m_rate[i]->getKeyRange(found);
        if (found)
            end = std::max(end, keys.upper);
        const QCPRange rates = m_rate[i]->getValueRange(found);
        if (found)
            top = std::max(top, rates.upper);
        const QCPRange latency = m_p99[i]->getValueRange(found);
        if (found)
            topLatency = std::max(topLatency, latency.upper);
    }
    if (m_kind == Kind::Copies) // both in MB/s: one scale
        top = topLatency = std::max(top, topLatency);
    m_plot->xAxis->setRange(0, end);
    m_plot->yAxis->setRange(0, top > 0 ? top * 1.15 : 1);
    m_plot->yAxis2->setRange(0, topLatency > 0 ? topLatency * 1.15 : 1);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace fragscope
