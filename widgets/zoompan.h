// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>

#include <functional>
#include <optional>

class QKeyEvent;
class QMouseEvent;
class QWheelEvent;
class QWidget;

namespace fragscope {

// The mouse and keys of a view that zooms and pans, the same in each (the extent map, the disk map):
// the wheel zooms about the pointer, a press that moves 4 px or more drags the content along with a
// closed hand (a shorter one is a click), + or = zooms in and - out about the middle, Home or 0
// shows all, the arrows move a tenth of the view. The view says what each move means for what it
// draws, and forwards its events here.
class ZoomPan
{
public:
    struct Moves
    {
        // By `factor` about `anchor` (widget pixels), or about the middle of the view when none.
        std::function<void(std::optional<QPointF> anchor, double factor)> zoom;
        std::function<void(QPointF delta)> drag;  // the pointer moved by delta pixels, the content with it
        std::function<void(int dx, int dy)> page; // an arrow: a tenth of the view that way
        std::function<void()> showAll;
    };

    // `wheelStep`: the zoom of one notch of the wheel; `keyStep`: of + and -.
    ZoomPan(QWidget* view, double wheelStep, double keyStep, Moves moves);

    void zoomIn();
    void zoomOut();
    void wheel(QWheelEvent* event);
    void press(const QMouseEvent* event);
    void move(const QMouseEvent* event);
    // True when the press ends as a click (it did not drag): the view handles it then.
    bool release(const QMouseEvent* event);
    // False for a key that does not navigate (the view's own, or its parent's).
    bool key(const QKeyEvent* event);
    bool dragging() const { return m_dragging; }

private:
    QWidget* m_view;
    double m_wheelStep;
    double m_keyStep;
    Moves m_moves;
    QPointF m_last;
    QPointF m_pressed;
    bool m_down = false;
    bool m_dragging = false;
};

} // namespace fragscope
