// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "extents/ondisk.h"

#include <QWidget>

#include <memory>

class QCustomPlot;
class QCPGraph;

namespace fragscope {

// Logical offset (x) against physical offset (y), one segment per extent: a contiguous file is a
// single straight line, a fragmented one a staircase or a scatter. With a layout that knows more
// than FIEMAP (btrfs), each piece as it lies on disk: a compressed extent rises by its length on
// disk, so a compressed file written in order is one straight, flatter line.
class LayoutPlot : public QWidget
{
    Q_OBJECT
public:
    explicit LayoutPlot(QWidget* parent = nullptr);

    void setMap(std::shared_ptr<const ExtentMap> map, std::shared_ptr<const DiskLayout> layout = nullptr);
    void setSelectedExtent(std::int64_t index);
    QCustomPlot* plot() const { return m_plot; }
    int segmentCount() const { return m_segments; }

protected:
    // A short plot (the defrag page's comparison) keeps its labels apart: fewer ticks on the device
    // axis and a shorter title, so neither overlaps nor is cut.
    void resizeEvent(QResizeEvent* event) override;

private:
    QCustomPlot* m_plot;
    QCPGraph* m_graph;
    QCPGraph* m_selection;
    std::shared_ptr<const ExtentMap> m_map;
    std::shared_ptr<const DiskLayout> m_layout;
    double m_yScale = 1;
    int m_segments = 0;
};

} // namespace fragscope
