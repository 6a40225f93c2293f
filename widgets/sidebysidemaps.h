// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <array>

class QLabel;
class QSplitter;

namespace fragscope {

class ExtentMapView;

// Two maps side by side, A on the left and B on the right, each with a title above and whatever the
// page puts beneath (a layout plot, a table of stages) in a splitter the user can drag. Zooming or
// scrolling one map moves the other to the same range of the file. The maps keep their view when
// given a new layout (ExtentMapView::updateMap), and take an index built off the GUI thread.
class SideBySideMaps : public QWidget
{
    Q_OBJECT
public:
    enum Side { Left, Right };

    explicit SideBySideMaps(QWidget* parent = nullptr);

    ExtentMapView* map(Side side) const { return m_panes[side].map; }
    QLabel* title(Side side) const { return m_panes[side].title; }
    // Puts `widget` beneath the map of `side`; the map keeps `mapShare` of the height to the widget's
    // `widgetShare` at first.
    void addBelow(Side side, QWidget* widget, int mapShare = 3, int widgetShare = 2);

private:
    struct Pane
    {
        QLabel* title = nullptr;
        ExtentMapView* map = nullptr;
        QSplitter* split = nullptr;
    };
    void follow(Side from, std::uint64_t start, std::uint64_t end);

    std::array<Pane, 2> m_panes;
    bool m_syncing = false; // a linked zoom must not bounce back
};

} // namespace fragscope
