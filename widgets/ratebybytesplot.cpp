// SPDX-License-Identifier: GPL-3.0-or-later
#include "ratebybytesplot.h"

#include "colormap.h"
#include "plotpalette.h"
#include "viewexport.h"

#include "bench/results/knee.h"
#include "extents/ramp.h"

#include <QLabel>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace fragscope {

RateByBytesPlot::RateByBytesPlot(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
    , m_summary(new QLabel(this))
{
    addExportActions(this, QStringLiteral("rate-by-bytes"));
    setAccessibleName(tr("Rate by bytes written"));
    m_plot->setAccessibleName(accessibleName());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_summary);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_plot->xAxis->setLabel(tr("GiB written"));
    m_plot->yAxis->setLabel(tr("MB/s (10⁶ B/s)"));
    m_plot->legend->setFont(font());
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    followPalette(m_plot);
    setResult({});
}

void RateByBytesPlot::setResult(const BenchResult& result)
{
    m_plot->clearGraphs();
    m_plot->clearItems();
    QStringList said;
    std::vector<int> writers;
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        if (result.jobs[j].writes() && !rateByBytes(result.series, int(j)).empty())
            writers.push_back(int(j));
    }
    double right = 0.01, top = 1;
    for (std::size_t n = 0; n < writers.size(); ++n) {
        const int j = writers[n];
        const QColor color = QColor::fromRgb(positionColor(seriesPosition(int(n), int(writers.size()))));
        QCPGraph* g = m_plot->addGraph();
        g->setName(result.jobs[std::size_t(j)].name);
        g->setPen(QPen(color, 2));
        for (const auto& [bytes, rate] : rateByBytes(result.series, j)) {
            g->addData(bytes / double(1ULL << 30), rate / 1e6);
            right = std::max(right, bytes / double(1ULL << 30));
            top = std::max(top, rate / 1e6);
        }
        const QString name = result.jobs[std::size_t(j)].name;
        if (const auto knee = findRateKnee(result.series, j)) {
            auto* mark = new QCPItemStraightLine(m_plot);
            mark->point1->setCoords(knee->bytes / double(1ULL << 30), 0);
            mark->point2->setCoords(knee->bytes / double(1ULL << 30), 1);
            mark->setPen(QPen(color, 1.5, Qt::DashLine));
            said << tr("%1: %2").arg(name, rateKneeText(*knee));
        } else {
            said << tr("%1: no lasting fall in its rate").arg(name);
        }
    }
    m_plot->legend->setVisible(writers.size() > 1);
    m_plot->xAxis->setRange(0, right * 1.02);
    m_plot->yAxis->setRange(0, top * 1.15);
    if (!writers.empty())
        m_summary->setText(said.join(QLatin1Char('\n')));
    else if (!result.hosts.empty())
        m_summary->setText(tr("On fio hosts there are no samples per job (fio's client streams only its status "
                              "line): nothing to show here."));
    else
        m_summary->setText(tr("No job of this result writes: nothing to show here. The sustained-write preset "
                              "writes until a drive's cache fills."));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString RateByBytesPlot::summary() const
{
    return m_summary->text();
}

} // namespace fragscope
