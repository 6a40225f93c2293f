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
            if (!m_names.isEmpty())
                fill(plot, plot == m_bandwidth); // the labels' colours
        });
    }
}

void BenchCompareChart::setResults(
    const std::vector<const BenchResult*>& results, const QStringList& names, std::size_t baseline)
{
    m_rows = compareResults(results, baseline);
    m_names = names;
    m_baseline = baseline;
    fill(m_bandwidth, true);
    fill(m_iops, false);
}

void BenchCompareChart::setResults(
    const BenchResult& a, const QString& nameA, const BenchResult& b, const QString& nameB)
{
    setResults({&a, &b}, {nameA, nameB}, 0);
}

void BenchCompareChart::fill(QCustomPlot* plot, bool bandwidth)
{
    plot->clearPlottables();
    plot->clearItems();
    std::vector<const ComparisonRow*> rows;
    QVector<double> keys;
    QVector<QString> labels;
    double top = 0;
    const QColor text = palette().color(QPalette::Text);
    const bool dark = palette().color(QPalette::Base).lightnessF() < text.lightnessF();
    for (const ComparisonRow& row : m_rows) {
        if (row.bandwidth != bandwidth)
            continue;
        rows.push_back(&row);
        keys << double(keys.size() + 1);
        labels << row.row + QLatin1Char('\n') + (row.write ? tr("write") : tr("read"));
        for (double v : row.values)
            top = std::max(top, v);
    }
    const qsizetype n = m_names.size();
    // The bars of a figure share 0.76 of its slot, however many results there are.
    const double spacing = 0.02;
    const double width = 0.76 / double(std::max<qsizetype>(1, n)) - spacing;
    auto* group = new QCPBarsGroup(plot);
    group->setSpacingType(QCPBarsGroup::stPlotCoords);
    group->setSpacing(spacing);
    QFont bold = font();
    bold.setBold(true);
    if (n > 3) // several labels side by side over one figure
        bold.setPointSizeF(bold.pointSizeF() * 0.8);
    for (qsizetype i = 0; i < n; ++i) {
        auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
        bars->setName(std::size_t(i) == m_baseline ? tr("%1 (baseline)").arg(m_names.at(i)) : m_names.at(i));
        bars->setWidth(width);
        bars->setBarsGroup(group);
        const QColor color = QColor::fromRgb(positionColor(n > 1 ? 0.1f + 0.8f * float(i) / float(n - 1) : 0.2f));
        bars->setBrush(color);
        bars->setPen(color.darker(120));
        QVector<double> values;
        for (const ComparisonRow* row : rows)
            values << std::max(0.0, row->values.at(std::size_t(i)));
        bars->setData(keys, values);
        if (std::size_t(i) == m_baseline)
            continue;
        // The change above each bar: what the comparison is for.
        for (qsizetype k = 0; k < keys.size(); ++k) {
            const ComparisonRow& row = *rows[std::size_t(k)];
            if (row.values.at(std::size_t(i)) < 0)
                continue;
            auto* label = new QCPItemText(plot);
            const double x = keys.at(k) + (double(i) - double(n - 1) / 2) * (width + spacing);
            label->position->setCoords(x, values.at(k) + top * 0.04);
            label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
            const double percent = row.percent(std::size_t(i));
            label->setText(QStringLiteral("%1%2 %").arg(
                percent >= 0 ? QStringLiteral("+") : QString(), QLocale().toString(percent, 'f', 1)));
            label->setFont(bold);
            if (dark) // lighter on a dark background
                label->setColor(percent >= 0 ? QColor(110, 210, 140) : QColor(250, 120, 120));
            else
                label->setColor(percent >= 0 ? QColor(20, 120, 60) : QColor(190, 40, 40));
        }
    }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTicks(keys, labels);
    plot->xAxis->setTicker(ticker);
    plot->xAxis->setRange(0.4, double(keys.size()) + 0.6);
    plot->yAxis->setRange(0, top > 0 ? top * 1.4 : 1); // room for the labels and the legend above the bars
    plot->legend->setVisible(!keys.isEmpty());
    plot->legend->setFont(font());
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    if (keys.isEmpty()) {
        auto* none = new QCPItemText(plot);
        none->position->setType(QCPItemPosition::ptAxisRectRatio);
        none->position->setCoords(0.5, 0.5);
        none->setText(m_names.size() < 2 ? tr("Pick two or more results to compare") : tr("No figure in common"));
        none->setColor(text);
    }
    plot->replot();
}

} // namespace fragscope
