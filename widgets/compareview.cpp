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
    , m_maps(new SideBySideMaps)
    , m_figures(new QTableWidget(0, 4))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* vertical = new QSplitter(Qt::Vertical);
    for (Side side : {Left, Right}) {
        m_plots[side] = new LayoutPlot;
        m_maps->addBelow(side, m_plots[side], 3, 2);
    }
    vertical->addWidget(m_maps);
    m_figures->setHorizontalHeaderLabels({tr("Figure"), tr("A"), tr("B"), tr("Change")});
    m_figures->verticalHeader()->hide();
    m_figures->setAccessibleName(tr("Figures before and after"));
    m_figures->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->setAlternatingRowColors(true);
    vertical->addWidget(m_figures);
    vertical->setStretchFactor(0, 3);
    vertical->setStretchFactor(1, 2);
    layout->addWidget(vertical);
    clear(tr("Defragment a file, or take two snapshots, to compare them here."));
}

const std::vector<FigureRow>& CompareView::rows() const
{
    static const std::vector<FigureRow> none;
    return m_comparison ? m_comparison->rows : none;
}

void CompareView::clear(const QString& message)
{
    for (Side side : {Left, Right}) {
        m_maps->title(side)->setText(message);
        m_maps->map(side)->setMap(nullptr);
        m_plots[side]->setMap(nullptr);
    }
    m_figures->setRowCount(0);
    m_comparison.reset();
}

void CompareView::setComparison(std::shared_ptr<const Comparison> comparison)
{
    m_comparison = std::move(comparison);
    const Comparison& c = *m_comparison;
    for (Side side : {Left, Right}) {
        const Snapshot& s = side == Left ? c.a : c.b;
        m_maps->title(side)->setText(
            tr("<b>%1</b> %2 — %n fragment(s), taken %3", "", int(s.inspection.report.fragments))
                .arg(side == Left ? QStringLiteral("A") : QStringLiteral("B"), s.label.toHtmlEscaped(),
                    s.inspection.takenAt.toString(QStringLiteral("HH:mm:ss"))));
        m_maps->map(side)->setMap(side == Left ? c.mapA : c.mapB, side == Left ? c.indexA : c.indexB);
        m_plots[side]->setMap(
            side == Left ? c.mapA : c.mapB, std::shared_ptr<const DiskLayout>(m_comparison, &s.inspection.onDisk));
    }
    m_maps->map(Right)->setHighlights(c.diff.movedRanges);
    m_maps->map(Left)->setHighlights({});
    const std::vector<FigureRow>& rows = c.rows;
    m_figures->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        const FigureRow& r = rows[std::size_t(i)];
        const bool relative = r.compared;
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
