// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/snapshot.h"
#include "report/snapshotcompare.h"

#include <QWidget>

#include <array>

class QLabel;
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
    enum Side { Left, Right };

    explicit CompareView(QWidget* parent = nullptr);
    void setSnapshots(
        const Snapshot& a, const Snapshot& b, std::optional<Spread> readA = {}, std::optional<Spread> readB = {});
    void clear(const QString& message);
    // The disk the model's rows describe (set before setSnapshots).
    void setHddParams(const HddParams& params) { m_hdd = params; }

    ExtentMapView* map(Side side) const { return m_panes[side].map; }
    LayoutPlot* plot(Side side) const { return m_panes[side].plot; }
    QTableWidget* figures() const { return m_figures; }
    const std::vector<FigureRow>& rows() const { return m_rows; }

private:
    struct Pane
    {
        QLabel* title = nullptr;
        ExtentMapView* map = nullptr;
        LayoutPlot* plot = nullptr;
    };
    QWidget* createPane(Side side);
    void follow(Side from, std::uint64_t start, std::uint64_t end);

    std::array<Pane, 2> m_panes;
    QTableWidget* m_figures;
    std::vector<FigureRow> m_rows;
    HddParams m_hdd;
    bool m_syncing = false; // a linked zoom must not bounce back
};

} // namespace fragscope
