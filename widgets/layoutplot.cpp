// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutplot.h"

#include "plotpalette.h"

#include "colormap.h"
#include "extents/mapbins.h"
#include "viewexport.h"

#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>

#include <qcustomplot.h>

#include <limits>

namespace fragscope {
namespace {
constexpr double kMiB = 1024.0 * 1024.0;
constexpr std::size_t kMaxSegments = 50000;
} // namespace

LayoutPlot::LayoutPlot(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    addExportActions(this, QStringLiteral("layout-plot"));
    setAccessibleName(tr("Layout plot"));
    m_plot->setAccessibleName(accessibleName());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->xAxis->setLabel(tr("Offset in the file (MiB)"));
    m_plot->yAxis->setLabel(tr("Offset on the device (MiB)"));
    m_graph = m_plot->addGraph();
    m_graph->setPen(QPen(QColor::fromRgb(positionColor(0.3f)), 2));
    m_graph->setLineStyle(QCPGraph::lsLine);
    m_graph->setAdaptiveSampling(false); // it would drop the NaN gaps between segments
    m_selection = m_plot->addGraph();
    m_selection->setPen(QPen(QColor(230, 40, 40), 4));
    followPalette(m_plot);
}

void LayoutPlot::setMap(std::shared_ptr<const ExtentMap> map, std::shared_ptr<const DiskLayout> layout)
{
    m_map = std::move(map);
    m_layout = std::move(layout);
    QVector<double> keys;
    QVector<double> values;
    m_segments = 0;
    if (m_map) {
        const auto segments = layoutSegments(*m_map, m_layout.get(), kMaxSegments);
        m_segments = int(segments.size());
        keys.reserve(qsizetype(segments.size()) * 3);
        values.reserve(qsizetype(segments.size()) * 3);
        // A NaN point between segments breaks the line, so each piece is its own segment.
        for (const DiskPiece& p : segments) {
            keys << double(p.logical) / kMiB << double(p.logicalEnd()) / kMiB << double(p.logicalEnd()) / kMiB;
            values << double(p.disk) / kMiB << double(p.diskEnd()) / kMiB << std::numeric_limits<double>::quiet_NaN();
        }
        // A lone point marks an extent too short to show as a line.
        m_graph->setScatterStyle(
            segments.size() < 2000 ? QCPScatterStyle(QCPScatterStyle::ssDisc, 4) : QCPScatterStyle());
    }
    m_graph->setData(keys, values, true);
    m_selection->data()->clear();
    m_plot->rescaleAxes();
    // Fixed decimals enough for the span: a 1 MiB file 167 GiB into the disk reads 171275.2,
    // 171275.4, ... rather than six significant digits that repeat one label.
    for (QCPAxis* axis : {m_plot->xAxis, m_plot->yAxis}) {
        const double span = axis->range().size();
        axis->setNumberFormat(QStringLiteral("f"));
        axis->setNumberPrecision(span >= 100 ? 0 : span >= 10 ? 1 : span >= 1 ? 2 : 3);
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void LayoutPlot::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    const int h = height();
    m_plot->yAxis->ticker()->setTickCount(std::clamp(h / 40, 2, 5));
    m_plot->yAxis->setLabel(h >= 170 ? tr("Offset on the device (MiB)") : tr("Device (MiB)"));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void LayoutPlot::setSelectedExtent(std::int64_t index)
{
    m_selection->data()->clear();
    if (m_map && index >= 0 && index < std::int64_t(m_map->extents.size())) {
        const Extent& e = m_map->extents[std::size_t(index)];
        const bool pieces = m_layout && m_layout->truth != DiskTruth::Fiemap;
        if (pieces) { // the pieces of the extent's part of the file, as they lie on disk
            for (const DiskPiece& p : m_layout->pieces) {
                if (p.logicalEnd() <= e.logical || p.logical >= e.logicalEnd())
                    continue;
                m_selection->addData(double(p.logical) / kMiB, double(p.disk) / kMiB);
                m_selection->addData(double(p.logicalEnd()) / kMiB, double(p.diskEnd()) / kMiB);
            }
        } else if (!e.locationUnknown()) {
            m_selection->addData(double(e.logical) / kMiB, double(e.physical) / kMiB);
            m_selection->addData(double(e.logicalEnd()) / kMiB, double(e.physicalEnd()) / kMiB);
        }
        m_selection->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 8));
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace fragscope
