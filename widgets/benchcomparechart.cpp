// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchcomparechart.h"

#include "bench/results/benchcontext.h"

#include "plotpalette.h"

#include "colormap.h"
#include "viewexport.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>

#include <qcustomplot.h>

namespace fragscope {
namespace {

QString percentText(double percent)
{
    return QStringLiteral("%1%2 %").arg(
        percent >= 0 ? QStringLiteral("+") : QString(), QLocale().toString(percent, 'f', 1));
}

QString valueText(double v, bool bandwidth)
{
    return QLocale().toString(v, 'f', bandwidth || v < 1000 ? 1 : 0);
}

} // namespace

BenchCompareChart::BenchCompareChart(QWidget* parent)
    : QWidget(parent)
    , m_bandwidth(new QCustomPlot)
    , m_iops(new QCustomPlot)
    , m_table(new QTableWidget)
    , m_context(new QLabel)
{
    setAccessibleName(tr("Benchmark comparison"));
    m_bandwidth->setAccessibleName(tr("Bandwidth comparison"));
    m_iops->setAccessibleName(tr("IOPS comparison"));
    m_table->setAccessibleName(tr("Comparison table"));
    auto* plots = new QWidget;
    addExportActions(plots, QStringLiteral("benchmark-comparison"));
    auto* plotLayout = new QHBoxLayout(plots);
    plotLayout->setContentsMargins(0, 0, 0, 0);
    plotLayout->addWidget(m_bandwidth, 1);
    plotLayout->addWidget(m_iops, 1);
    // Bars to see, a table to read exactly: the same figures, one view at a time in the room there is.
    auto* views = new QTabWidget;
    views->setDocumentMode(true);
    views->setTabPosition(QTabWidget::South);
    views->addTab(plots, tr("Chart"));
    views->addTab(m_table, tr("Table"));
    // How they were measured, first: a figure that moved with the scheduler is not the disk's.
    m_context->setWordWrap(true);
    m_context->setTextFormat(Qt::RichText); // the names are escaped: never shown as plain text
    m_context->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_context->setAccessibleName(tr("How the results' circumstances differ"));
    m_context->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_context);
    layout->addWidget(views, 1);

    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    addTableExportActions(m_table, QStringLiteral("benchmark-comparison"));

    // Bars lie across: the figures' names read on the left however many there are.
    m_bandwidth->xAxis->setLabel(tr("MB/s (10⁶ bytes)"));
    m_iops->xAxis->setLabel(tr("IOPS"));
    for (QCustomPlot* plot : {m_bandwidth, m_iops})
        plot->xAxis->ticker()->setTickCount(3); // a narrow plot's figures stay apart
    for (QCustomPlot* plot : {m_bandwidth, m_iops}) {
        // The legend beneath the bars, never over them.
        auto* legendRow = new QCPLayoutGrid;
        plot->plotLayout()->addElement(1, 0, legendRow);
        legendRow->setMargins(QMargins(0, 0, 0, 0));
        legendRow->addElement(0, 0, plot->legend);
        plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
        plot->plotLayout()->setRowStretchFactor(1, 0.001);
        plot->setMouseTracking(true);
        plot->installEventFilter(this);
        connect(plot, &QCustomPlot::mouseMove, this, [this, plot](QMouseEvent* event) {
            const bool bandwidth = plot == m_bandwidth;
            const int key = int(std::lround(plot->yAxis->pixelToCoord(event->position().y())));
            const QString text = figureText(bandwidth, int(rowsOf(bandwidth).size()) - key + 1);
            if (text.isEmpty())
                QToolTip::hideText();
            else
                QToolTip::showText(event->globalPosition().toPoint(), text, plot);
        });
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
    m_contextChanges.clear();
    QStringList lines;
    QStringList unsaid; // what one of a pair does not say cannot be compared: said, not read as "alike"
    for (std::size_t i = 0; i < results.size(); ++i) {
        if (i == baseline || baseline >= results.size())
            continue;
        const QStringList changes = fragscope::contextChanges(*results[baseline], *results[i]);
        m_contextChanges << changes;
        const QString name = names.value(qsizetype(i)).toHtmlEscaped();
        const QString base = names.value(qsizetype(baseline)).toHtmlEscaped();
        if (!changes.isEmpty())
            lines << tr("<b>%1</b> against %2: %3").arg(name, base, changes.join(QStringLiteral("; ")).toHtmlEscaped());
        for (const auto& [one, other] : {std::pair{baseline, i}, std::pair{i, baseline}}) {
            const QStringList labels = contextUnsaid(*results[one], *results[other]);
            if (!labels.isEmpty())
                unsaid << tr("%1 does not say its %2")
                              .arg(names.value(qsizetype(one)).toHtmlEscaped(),
                                  labels.join(QStringLiteral(", ")).toHtmlEscaped());
        }
    }
    unsaid.removeDuplicates();
    lines << unsaid;
    m_context->setText(
        lines.isEmpty() ? QString() : tr("Measured differently — %1").arg(lines.join(QStringLiteral("<br>"))));
    m_context->setVisible(!lines.isEmpty());
    fill(m_bandwidth, true);
    fill(m_iops, false);
    fillTable();
}

void BenchCompareChart::setResults(
    const BenchResult& a, const QString& nameA, const BenchResult& b, const QString& nameB)
{
    setResults({&a, &b}, {nameA, nameB}, 0);
}

std::vector<const ComparisonRow*> BenchCompareChart::rowsOf(bool bandwidth) const
{
    std::vector<const ComparisonRow*> out;
    for (const ComparisonRow& row : m_rows) {
        if (row.bandwidth == bandwidth)
            out.push_back(&row);
    }
    return out;
}

QString BenchCompareChart::figureText(bool bandwidth, int key) const
{
    const auto rows = rowsOf(bandwidth);
    if (key < 1 || std::size_t(key) > rows.size())
        return {};
    const ComparisonRow& row = *rows[std::size_t(key - 1)];
    QStringList lines{QStringLiteral("<b>%1</b>").arg(row.label.toHtmlEscaped())};
    for (qsizetype i = 0; i < m_names.size(); ++i) {
        const double v = row.values.at(std::size_t(i));
        const QString name = m_names.at(i).toHtmlEscaped();
        if (v < 0)
            lines << tr("%1: —").arg(name);
        else if (std::size_t(i) == m_baseline)
            lines << tr("%1: %2 (baseline)").arg(name, valueText(v, bandwidth));
        else
            lines << tr("%1: %2 (%3)").arg(name, valueText(v, bandwidth), percentText(row.percent(std::size_t(i))));
    }
    return lines.join(QStringLiteral("<br>"));
}

// One chart's bars: the figures it shows, their keys (the first figure on top: keys count down)
// and how thick a bar is. The bars of a figure share 0.8 of its slot, however many results there are.
struct BenchCompareChart::Bars
{
    std::vector<const ComparisonRow*> rows;
    QVector<double> keys;
    QVector<QString> labels;
    double top = 0; // the longest bar
    double spacing = 0.02;
    double width = 0;
    bool labelled = false; // a percentage beside each bar
    QFont bold;
};

namespace {

QColor percentColor(double percent, bool dark)
{
    if (dark) // lighter on a dark background
        return percent >= 0 ? QColor(110, 210, 140) : QColor(250, 120, 120);
    return percent >= 0 ? QColor(20, 120, 60) : QColor(190, 40, 40);
}

} // namespace

BenchCompareChart::Bars BenchCompareChart::barsOf(const QCustomPlot* plot, bool bandwidth) const
{
    Bars b;
    b.rows = rowsOf(bandwidth);
    const auto count = qsizetype(b.rows.size());
    for (qsizetype k = 0; k < count; ++k) {
        const ComparisonRow* row = b.rows[std::size_t(k)];
        b.keys << double(count - k);
        b.labels << row->row + u' ' + (row->write ? tr("write") : tr("read"));
        for (double v : row->values)
            b.top = std::max(b.top, v);
    }
    b.width = 0.8 / double(std::max<qsizetype>(1, m_names.size())) - b.spacing;
    // A label beside each bar where the bars are thick enough to carry one; else the hover says it.
    // (The plot's height less its axis and legend: the axis rect is laid out only at the replot.)
    b.bold = font();
    b.bold.setBold(true);
    const double slotPixels = count == 0 ? 0 : double(std::max(1, plot->height() - 90)) / (double(count) + 0.2);
    b.labelled = slotPixels * b.width >= QFontMetrics(b.bold).height() * 0.9;
    return b;
}

void BenchCompareChart::fill(QCustomPlot* plot, bool bandwidth)
{
    plot->clearPlottables();
    plot->clearItems();
    const Bars b = barsOf(plot, bandwidth);
    auto* group = new QCPBarsGroup(plot);
    group->setSpacingType(QCPBarsGroup::stPlotCoords);
    group->setSpacing(b.spacing);
    // The first result's bar on top, as in the legend: a group stacks its bars upwards.
    for (qsizetype i = m_names.size() - 1; i >= 0; --i)
        addBars(plot, b, group, i);
    fitAxes(plot, b);
    fitLegend(plot, qsizetype(b.rows.size()));
    plot->replot();
}

// Result i's bar for each figure, and beside each its difference from the baseline where it fits.
void BenchCompareChart::addBars(QCustomPlot* plot, const Bars& b, QCPBarsGroup* group, qsizetype i)
{
    const qsizetype n = m_names.size();
    auto* bars = new QCPBars(plot->yAxis, plot->xAxis);
    bars->setName(std::size_t(i) == m_baseline ? tr("%1 (baseline)").arg(m_names.at(i)) : m_names.at(i));
    bars->setWidth(b.width);
    bars->setBarsGroup(group);
    const QColor color = QColor::fromRgb(positionColor(n > 1 ? 0.1f + 0.8f * float(i) / float(n - 1) : 0.2f));
    bars->setBrush(color);
    bars->setPen(color.darker(120));
    QVector<double> values;
    for (const ComparisonRow* row : b.rows)
        values << std::max(0.0, row->values.at(std::size_t(i)));
    bars->setData(b.keys, values);
    if (std::size_t(i) == m_baseline || !b.labelled)
        return;
    const bool dark = palette().color(QPalette::Base).lightnessF() < palette().color(QPalette::Text).lightnessF();
    for (qsizetype k = 0; k < values.size(); ++k) {
        const ComparisonRow& row = *b.rows[std::size_t(k)];
        if (row.values.at(std::size_t(i)) < 0)
            continue;
        auto* label = new QCPItemText(plot);
        const double y = b.keys.at(k) + (double(n - 1) / 2 - double(i)) * (b.width + b.spacing);
        label->position->setCoords(values.at(k) + b.top * 0.02, y);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        const double percent = row.percent(std::size_t(i));
        label->setText(percentText(percent));
        label->setFont(b.bold);
        label->setColor(percentColor(percent, dark));
    }
}

// The figures' names on the left, and room right of the longest bar for its label: the axis is
// what the names leave.
void BenchCompareChart::fitAxes(QCustomPlot* plot, const Bars& b)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTicks(b.keys, b.labels);
    plot->yAxis->setTicker(ticker);
    plot->yAxis->setRange(0.4, double(b.rows.size()) + 0.6);
    const QFontMetrics tickMetrics(plot->yAxis->tickLabelFont());
    int widestName = 0;
    for (const QString& l : b.labels)
        widestName = std::max(widestName, tickMetrics.horizontalAdvance(l));
    const double axisPixels = std::max(60, plot->width() - widestName - 40);
    const double labelPixels = QFontMetrics(b.bold).horizontalAdvance(QStringLiteral("+100.0 %")) + 8;
    const double room = b.labelled ? std::min(2.0, axisPixels / std::max(1.0, axisPixels - labelPixels)) : 1.05;
    plot->xAxis->setRange(0, b.top > 0 ? b.top * room : 1);
}

// The legend lists the results in order (the bars were made last to first), in two columns while
// its names fit so; with no figure, a word in the middle instead.
void BenchCompareChart::fitLegend(QCustomPlot* plot, qsizetype count)
{
    const qsizetype n = m_names.size();
    plot->legend->clearItems();
    for (qsizetype i = 0; i < n; ++i)
        plot->legend->addItem(new QCPPlottableLegendItem(plot->legend, plot->plottable(int(n - 1 - i))));
    const QFontMetrics legendMetrics(font());
    int widestEntry = 0;
    for (const QString& name : m_names)
        widestEntry = std::max(widestEntry, legendMetrics.horizontalAdvance(tr("%1 (baseline)").arg(name)) + 30);
    plot->legend->setWrap(2 * widestEntry < plot->width() ? 2 : 1);
    plot->legend->setVisible(count > 0);
    plot->legend->setFont(font());
    if (count > 0)
        return;
    auto* none = new QCPItemText(plot);
    none->position->setType(QCPItemPosition::ptAxisRectRatio);
    none->position->setCoords(0.5, 0.5);
    none->setText(m_names.size() < 2 ? tr("Pick two or more results to compare") : tr("No figure in common"));
    none->setColor(palette().color(QPalette::Text));
}

void BenchCompareChart::fillTable()
{
    m_table->clear();
    QStringList headers{tr("Figure")};
    for (qsizetype i = 0; i < m_names.size(); ++i)
        headers << (std::size_t(i) == m_baseline ? tr("%1 (baseline)").arg(m_names.at(i)) : m_names.at(i));
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(m_rows.size()));
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const ComparisonRow& row = m_rows[r];
        m_table->setItem(int(r), 0, new QTableWidgetItem(row.label));
        for (qsizetype i = 0; i < m_names.size(); ++i) {
            const double v = row.values.at(std::size_t(i));
            QString cell = v < 0 ? QStringLiteral("—") : valueText(v, row.bandwidth);
            if (v >= 0 && std::size_t(i) != m_baseline)
                cell += QStringLiteral("  (%1)").arg(percentText(row.percent(std::size_t(i))));
            auto* item = new QTableWidgetItem(cell);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(int(r), int(i + 1), item);
        }
    }
}

bool BenchCompareChart::eventFilter(QObject* watched, QEvent* event)
{
    // Whether the labels fit depends on the plot's height.
    if (event->type() == QEvent::Resize && !m_names.isEmpty()
        && static_cast<QResizeEvent*>(event)->oldSize().height() != static_cast<QResizeEvent*>(event)->size().height())
        fill(static_cast<QCustomPlot*>(watched), watched == m_bandwidth);
    return QWidget::eventFilter(watched, event);
}

} // namespace fragscope
