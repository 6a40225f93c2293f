// SPDX-License-Identifier: GPL-3.0-or-later
#include "profileplot.h"

#include "colormap.h"
#include "plotpalette.h"
#include "util/units.h"
#include "viewexport.h"

#include <QHBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace fragscope {

ProfilePlot::ProfilePlot(QWidget* parent)
    : QWidget(parent)
    , m_zones(new QCustomPlot(this))
    , m_access(new QCustomPlot(this))
{
    addExportActions(this, QStringLiteral("disk-profile"));
    setAccessibleName(tr("Disk profile"));
    m_zones->setAccessibleName(tr("Zone curve"));
    m_access->setAccessibleName(tr("Access time against distance"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_zones);
    layout->addWidget(m_access);

    m_zones->xAxis->setLabel(tr("Position on the device (%)"));
    m_zones->yAxis->setLabel(tr("Sequential read (MB/s)"));
    m_zones->xAxis->setRange(0, 100);
    m_rate = m_zones->addGraph();
    m_rate->setPen(QPen(QColor::fromRgb(positionColor(0.3f)), 2));
    m_rate->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));

    m_access->xAxis->setLabel(tr("Distance from the read before (bytes)"));
    m_access->yAxis->setLabel(tr("4 KiB read (ms)"));
    m_access->xAxis->setScaleType(QCPAxis::stLogarithmic);
    // Ticks at powers of 16 from 4 KiB, named in bytes' units.
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (double at = 4096; at <= 1.2e15; at *= 16)
        ticker->addTick(at, formatBytes(std::uint64_t(at)));
    m_access->xAxis->setTicker(ticker);
    m_times = m_access->addGraph();
    m_times->setPen(QPen(QColor::fromRgb(positionColor(0.7f)), 2));
    m_times->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
    followPalette(m_zones);
    followPalette(m_access);
}

int ProfilePlot::rateCount() const
{
    return m_rate->dataCount();
}

int ProfilePlot::accessCount() const
{
    return m_times->dataCount();
}

void ProfilePlot::setProfile(const DeviceProfile& p)
{
    QVector<double> x, y;
    double top = 0;
    for (const auto& r : p.sequential) {
        x << r.position * 100;
        y << r.bytesPerSecond / 1e6;
        top = std::max(top, r.bytesPerSecond / 1e6);
    }
    m_rate->setData(x, y, true);
    m_zones->yAxis->setRange(0, top > 0 ? top * 1.15 : 1);
    m_zones->replot(QCustomPlot::rpQueuedReplot);

    x.clear();
    y.clear();
    double slowest = 0;
    for (const auto& a : p.access) {
        x << double(std::max<std::uint64_t>(a.distance, 1));
        y << a.seconds * 1000;
        slowest = std::max(slowest, a.seconds * 1000);
    }
    m_times->setData(x, y, true);
    m_access->xAxis->setRange(4096, std::max(double(p.sizeBytes), 1e6));
    m_access->yAxis->setRange(0, slowest > 0 ? slowest * 1.15 : 1);
    m_access->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace fragscope
