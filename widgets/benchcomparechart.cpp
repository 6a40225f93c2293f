// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchcomparechart.h"

#include "plotpalette.h"

#include "colormap.h"
#include "viewexport.h"

#include <QHBoxLayout>
#include <QLocale>

#include <qcustomplot.h>

namespace fragscope {

BenchCompareChart::BenchCompareChart(QWidget* parent)
    : QWidget(parent)
    , m_bandwidth(new QCustomPlot(this))
    , m_iops(new QCustomPlot(this))
{
    addExportActions(this, QStringLiteral("benchmark-comparison"));
    setAccessibleName(tr("Benchmark comparison"));
    m_bandwidth->setAccessibleName(tr("Bandwidth comparison"));
    m_iops->setAccessibleName(tr("IOPS comparison"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bandwidth, 1);
    layout->addWidget(m_iops, 1);
    m_bandwidth->yAxis->setLabel(tr("MB/s (10⁶ bytes)"));
    m_iops->yAxis->setLabel(tr("IOPS"));
    for (QCustomPlot* plot : {m_bandwidth, m_iops}) {
        followPalette(plot, [this, plot] {
            if (!m_nameA.isEmpty() || !m_nameB.isEmpty())
                fill(plot, plot == m_bandwidth, m_nameA, m_nameB); // the labels' colours
        });
    }
}

void BenchCompareChart::setResults(
    const BenchResult& a, const QString& nameA, const BenchResult& b, const QString& nameB)
{
    m_rows = compareResults(a, b);
    m_nameA = nameA;
    m_nameB = nameB;
    fill(m_bandwidth, true, nameA, nameB);
    fill(m_iops, false, nameA, nameB);
}

void BenchCompareChart::fill(QCustomPlot* plot, bool bandwidth, const QString& nameA, const QString& nameB)
{
    plot->clearPlottables();
    plot->clearItems();
    QVector<double> keys, valuesA, valuesB;
    QVector<QString> labels;
    double top = 0;
    const QColor text = palette().color(QPalette::Text);
    const bool dark = palette().color(QPalette::Base).lightnessF() < text.lightnessF();
    for (const ComparisonRow& row : m_rows) {
        if (row.bandwidth != bandwidth)
            continue;
        keys << double(keys.size() + 1);
        valuesA << row.a;
        valuesB << row.b;
        labels << row.row + QLatin1Char('\n') + (row.write ? tr("write") : tr("read"));
        top = std::max({top, row.a, row.b});
    }
    auto* barsA = new QCPBars(plot->xAxis, plot->yAxis);
    auto* barsB = new QCPBars(plot->xAxis, plot->yAxis);
    barsA->setName(nameA);
    barsB->setName(nameB);
    barsA->setWidth(0.38);
    barsB->setWidth(0.38);
    auto* group = new QCPBarsGroup(plot);
    barsA->setBarsGroup(group);
    barsB->setBarsGroup(group);
    const QColor colorA = QColor::fromRgb(positionColor(0.2f));
    const QColor colorB = QColor::fromRgb(positionColor(0.7f));
    barsA->setBrush(colorA);
    barsA->setPen(colorA.darker(120));
    barsB->setBrush(colorB);
    barsB->setPen(colorB.darker(120));
    barsA->setData(keys, valuesA);
    barsB->setData(keys, valuesB);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTicks(keys, labels);
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setRange(0.4, double(keys.size()) + 0.6);
    plot->yAxis->setRange(0, top > 0 ? top * 1.4 : 1); // room for the labels and the legend above the bars
    // The change above each pair: what the comparison is for.
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const double a = valuesA.at(i), b = valuesB.at(i);
        auto* label = new QCPItemText(plot);
        label->position->setCoords(keys.at(i), std::max(a, b) + top * 0.04);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        const double percent = a != 0 ? (b - a) * 100.0 / a : 0;
        label->setText(QStringLiteral("%1%2 %").arg(
            percent >= 0 ? QStringLiteral("+") : QString(), QLocale().toString(percent, 'f', 1)));
        QFont bold = font();
        bold.setBold(true);
        label->setFont(bold);
        if (dark) // lighter on a dark background
            label->setColor(percent >= 0 ? QColor(110, 210, 140) : QColor(250, 120, 120));
        else
            label->setColor(percent >= 0 ? QColor(20, 120, 60) : QColor(190, 40, 40));
    }
    plot->legend->setVisible(!keys.isEmpty());
    plot->legend->setFont(font());
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    if (keys.isEmpty()) {
        auto* none = new QCPItemText(plot);
        none->position->setType(QCPItemPosition::ptAxisRectRatio);
        none->position->setCoords(0.5, 0.5);
        none->setText(tr("No figure in common"));
        none->setColor(text);
    }
    plot->replot();
}

} // namespace fragscope
