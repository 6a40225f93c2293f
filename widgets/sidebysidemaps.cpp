// SPDX-License-Identifier: GPL-3.0-or-later
#include "sidebysidemaps.h"

#include "extentmapview.h"
#include "viewexport.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace fragscope {

SideBySideMaps::SideBySideMaps(QWidget* parent)
    : QWidget(parent)
{
    addExportActions(this, QStringLiteral("before-after"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* sides = new QSplitter(Qt::Horizontal);
    for (Side side : {Left, Right}) {
        Pane& p = m_panes[side];
        auto* pane = new QWidget;
        auto* paneLayout = new QVBoxLayout(pane);
        paneLayout->setContentsMargins(2, 2, 2, 2);
        p.title = new QLabel(side == Left ? QStringLiteral("<b>A</b>") : QStringLiteral("<b>B</b>"));
        p.title->setWordWrap(true);
        p.map = new ExtentMapView;
        p.split = new QSplitter(Qt::Vertical);
        p.split->setChildrenCollapsible(false);
        p.split->addWidget(p.map);
        paneLayout->addWidget(p.title);
        paneLayout->addWidget(p.split, 1);
        sides->addWidget(pane);
        connect(p.map, &ExtentMapView::viewChanged, this,
            [this, side](std::uint64_t start, std::uint64_t end, double) { follow(side, start, end); });
    }
    layout->addWidget(sides);
}

void SideBySideMaps::addBelow(Side side, QWidget* widget, int mapShare, int widgetShare)
{
    QSplitter* split = m_panes[side].split;
    split->addWidget(widget);
    // Shares, not sizes: the map's size hint alone would leave the widget a sliver.
    split->setSizes({mapShare * 100, widgetShare * 100});
}

void SideBySideMaps::follow(Side from, std::uint64_t start, std::uint64_t end)
{
    if (m_syncing)
        return;
    m_syncing = true;
    m_panes[from == Left ? Right : Left].map->setViewRange(start, end);
    m_syncing = false;
}

} // namespace fragscope
