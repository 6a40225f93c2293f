// SPDX-License-Identifier: GPL-3.0-or-later
#include "compareview.h"

#include "extentmapview.h"
#include "layoutplot.h"
#include "util/units.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fragscope {
CompareView::CompareView(QWidget* parent)
    : QWidget(parent)
    , m_figures(new QTableWidget(0, 4))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* vertical = new QSplitter(Qt::Vertical);
    auto* sides = new QSplitter(Qt::Horizontal);
    sides->addWidget(createPane(Left));
    sides->addWidget(createPane(Right));
    vertical->addWidget(sides);
    m_figures->setHorizontalHeaderLabels({tr("Figure"), tr("A"), tr("B"), tr("Change")});
    m_figures->verticalHeader()->hide();
    m_figures->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->setAlternatingRowColors(true);
    vertical->addWidget(m_figures);
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 2);
    layout->addWidget(vertical);
    clear(tr("Defragment a file, or take two snapshots, to compare them here."));
}

QWidget* CompareView::createPane(Side side)
{
    auto* pane = new QWidget;
    auto* layout = new QVBoxLayout(pane);
    layout->setContentsMargins(2, 2, 2, 2);
    Pane& p = m_panes[side];
    p.title = new QLabel;
    p.title->setWordWrap(true);
    p.map = new ExtentMapView;
    p.plot = new LayoutPlot;
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(p.map);
    split->addWidget(p.plot);
    split->setSizes({300, 200}); // the map's size hint would leave the plot a sliver
    layout->addWidget(p.title);
    layout->addWidget(split, 1);
    connect(p.map, &ExtentMapView::viewChanged, this,
        [this, side](std::uint64_t start, std::uint64_t end, double) { follow(side, start, end); });
    return pane;
}

void CompareView::follow(Side from, std::uint64_t start, std::uint64_t end)
{
    if (m_syncing)
        return;
    m_syncing = true;
    m_panes[from == Left ? Right : Left].map->setViewRange(start, end);
    m_syncing = false;
}

void CompareView::clear(const QString& message)
{
    for (Pane& p : m_panes) {
        p.title->setText(message);
        p.map->setMap(nullptr);
        p.plot->setMap(nullptr);
    }
    m_figures->setRowCount(0);
    m_rows.clear();
}

void CompareView::setSnapshots(
    const Snapshot& a, const Snapshot& b, std::optional<Spread> readA, std::optional<Spread> readB)
{
    const SnapshotDiff diff = diffSnapshots(a, b);
    const Snapshot* snaps[2] = {&a, &b};
    for (int side = 0; side < 2; ++side) {
        const Snapshot& s = *snaps[side];
        auto map = std::make_shared<const ExtentMap>(s.inspection.map);
        m_panes[side].title->setText(
            tr("<b>%1</b> %2 — %3 fragments, taken %4")
                .arg(side == Left ? QStringLiteral("A") : QStringLiteral("B"), s.label.toHtmlEscaped())
                .arg(s.inspection.report.fragments)
                .arg(s.inspection.takenAt.toString(QStringLiteral("HH:mm:ss"))));
        m_panes[side].map->setMap(map);
        m_panes[side].plot->setMap(map);
    }
    m_panes[Right].map->setHighlights(diff.movedRanges);
    m_panes[Left].map->setHighlights({});
    m_rows = comparisonRows(diff, readA, readB, compareOnHdd(a, b, m_hdd));
    m_figures->setRowCount(int(m_rows.size()));
    for (int i = 0; i < int(m_rows.size()); ++i) {
        const FigureRow& r = m_rows[std::size_t(i)];
        const bool relative = !r.key.endsWith(QLatin1String("_bytes")) || r.key.startsWith(QLatin1String("seek"))
            || r.key.startsWith(QLatin1String("largest"));
        const QString change = relative ? formatPercentChange(r) : QString();
        auto* label = new QTableWidgetItem(r.label);
        auto* va = new QTableWidgetItem(relative ? formatFigure(r, r.a) : QString());
        auto* vb = new QTableWidgetItem(formatFigure(r, r.b));
        auto* vc = new QTableWidgetItem(change);
        for (auto* item : {va, vb, vc})
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (relative && r.change() != 0) {
            const bool better = (r.change() < 0) == r.lowerIsBetter;
            vc->setForeground(better ? QColor(20, 120, 60) : QColor(190, 40, 40));
        }
        m_figures->setItem(i, 0, label);
        m_figures->setItem(i, 1, va);
        m_figures->setItem(i, 2, vb);
        m_figures->setItem(i, 3, vc);
    }
}

} // namespace fragscope
