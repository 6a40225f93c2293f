// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/snapshot.h"
#include "report/snapshotcompare.h"

#include "sidebysidemaps.h"

#include <QWidget>

#include <array>
#include <memory>

class QTableWidget;

namespace fragscope {

class ExtentMapView;
class LayoutPlot;

// Two snapshots of a file side by side: their maps on the same scale, zoom and scroll linked, the
// ranges that moved outlined on the right; their layout plots; and a table of every figure with
// its change and percent, the measured read speed included when there is one.
class CompareView : public QWidget
{
    Q_OBJECT
public:
    using Side = SideBySideMaps::Side;
    static constexpr Side Left = SideBySideMaps::Left;
    static constexpr Side Right = SideBySideMaps::Right;

    explicit CompareView(QWidget* parent = nullptr);
    // Shows what compareSnapshots computed (on a worker thread: nothing here is computed).
    void setComparison(std::shared_ptr<const Comparison> comparison);
    void clear(const QString& message);

    ExtentMapView* map(Side side) const { return m_maps->map(side); }
    LayoutPlot* plot(Side side) const { return m_plots[side]; }
    QTableWidget* figures() const { return m_figures; }
    const std::vector<FigureRow>& rows() const;

private:
    SideBySideMaps* m_maps;
    std::array<LayoutPlot*, 2> m_plots{};
    QTableWidget* m_figures;
    std::shared_ptr<const Comparison> m_comparison;
};

} // namespace fragscope
