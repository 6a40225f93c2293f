// SPDX-License-Identifier: GPL-3.0-or-later
#include "zoompan.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>
#include <QWidget>

#include <cmath>

namespace fragscope {

ZoomPan::ZoomPan(QWidget* view, double wheelStep, double keyStep, Moves moves)
    : m_view(view)
    , m_wheelStep(wheelStep)
    , m_keyStep(keyStep)
    , m_moves(std::move(moves))
{ }

void ZoomPan::zoomIn()
{
    m_moves.zoom(std::nullopt, m_keyStep);
}

void ZoomPan::zoomOut()
{
    m_moves.zoom(std::nullopt, 1 / m_keyStep);
}

void ZoomPan::wheel(QWheelEvent* event)
{
    // A notch is 120; a touchpad sends smaller steps, and zooms as smoothly.
    const double notches = event->angleDelta().y() / 120.0;
    if (notches != 0)
        m_moves.zoom(event->position(), std::pow(m_wheelStep, notches));
    event->accept();
}

void ZoomPan::press(const QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_down = true;
    m_pressed = m_last = event->position();
    m_dragging = false;
}

void ZoomPan::move(const QMouseEvent* event)
{
    if (!m_down || !(event->buttons() & Qt::LeftButton))
        return;
    if (!m_dragging && (event->position() - m_pressed).manhattanLength() < 4)
        return;
    if (!m_dragging) {
        m_dragging = true;
        m_view->setCursor(Qt::ClosedHandCursor);
    }
    const QPointF delta = event->position() - m_last;
    m_last = event->position();
    m_moves.drag(delta);
}

bool ZoomPan::release(const QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || !m_down)
        return false;
    m_down = false;
    if (m_dragging) {
        m_dragging = false;
        m_view->unsetCursor();
        return false;
    }
    return true;
}

bool ZoomPan::key(const QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return true;
    case Qt::Key_Minus:
        zoomOut();
        return true;
    case Qt::Key_0:
    case Qt::Key_Home:
        m_moves.showAll();
        return true;
    case Qt::Key_Left:
        m_moves.page(-1, 0);
        return true;
    case Qt::Key_Right:
        m_moves.page(1, 0);
        return true;
    case Qt::Key_Up:
        m_moves.page(0, -1);
        return true;
    case Qt::Key_Down:
        m_moves.page(0, 1);
        return true;
    default:
        return false;
    }
}

} // namespace fragscope
