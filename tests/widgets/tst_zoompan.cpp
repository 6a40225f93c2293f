// SPDX-License-Identifier: GPL-3.0-or-later
// The navigation every zooming map shares (ZoomPan): what the wheel, a drag, a click and each key
// ask of the view, with the numbers the view is given.
#include "zoompan.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QTest>
#include <QWheelEvent>
#include <QWidget>

#include <cmath>
#include <optional>
#include <vector>

using namespace fragscope;

namespace {

struct Asked
{
    std::vector<std::pair<std::optional<QPointF>, double>> zooms;
    std::vector<QPointF> drags;
    std::vector<QPoint> pages;
    int showAll = 0;
};

QMouseEvent mouse(QEvent::Type type, QPointF at, Qt::MouseButton button, Qt::MouseButtons held)
{
    return QMouseEvent(type, at, at, button, held, Qt::NoModifier);
}

} // namespace

class TestZoomPan : public QObject
{
    Q_OBJECT

private:
    QWidget m_view;
    Asked m_asked;
    ZoomPan m_nav{&m_view, 1.25, 2.0,
        {.zoom = [this](std::optional<QPointF> a, double f) { m_asked.zooms.emplace_back(a, f); },
            .drag = [this](QPointF d) { m_asked.drags.push_back(d); },
            .page = [this](int dx, int dy) { m_asked.pages.emplace_back(dx, dy); },
            .showAll = [this] { ++m_asked.showAll; }}};

private Q_SLOTS:
    void init() { m_asked = {}; }

    void wheelZoomsAboutThePointer()
    {
        QWheelEvent in(QPointF(10, 20), QPointF(10, 20), {}, QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
            Qt::NoScrollPhase, false);
        m_nav.wheel(&in);
        QVERIFY(in.isAccepted());
        QWheelEvent out(
            QPointF(3, 4), QPointF(3, 4), {}, QPoint(0, -240), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        m_nav.wheel(&out);
        QCOMPARE(m_asked.zooms.size(), std::size_t(2));
        QCOMPARE(m_asked.zooms[0].first, std::optional(QPointF(10, 20)));
        QCOMPARE(m_asked.zooms[0].second, 1.25);
        QCOMPARE(m_asked.zooms[1].first, std::optional(QPointF(3, 4)));
        QVERIFY(std::abs(m_asked.zooms[1].second - 1 / (1.25 * 1.25)) < 1e-12);
    }

    void shortPressIsAClick()
    {
        const auto press = mouse(QEvent::MouseButtonPress, {50, 50}, Qt::LeftButton, Qt::LeftButton);
        m_nav.press(&press);
        const auto move = mouse(QEvent::MouseMove, {52, 51}, Qt::NoButton, Qt::LeftButton); // 3 px
        m_nav.move(&move);
        QVERIFY(!m_nav.dragging());
        const auto release = mouse(QEvent::MouseButtonRelease, {52, 51}, Qt::LeftButton, Qt::NoButton);
        QVERIFY(m_nav.release(&release));
        QVERIFY(m_asked.drags.empty());
    }

    void dragMovesTheContentWithThePointer()
    {
        const auto press = mouse(QEvent::MouseButtonPress, {50, 50}, Qt::LeftButton, Qt::LeftButton);
        m_nav.press(&press);
        const auto first = mouse(QEvent::MouseMove, {55, 50}, Qt::NoButton, Qt::LeftButton);
        m_nav.move(&first);
        QVERIFY(m_nav.dragging());
        QCOMPARE(m_view.cursor().shape(), Qt::ClosedHandCursor);
        const auto second = mouse(QEvent::MouseMove, {57, 47}, Qt::NoButton, Qt::LeftButton);
        m_nav.move(&second);
        QCOMPARE(m_asked.drags, (std::vector<QPointF>{QPointF(5, 0), QPointF(2, -3)}));
        const auto release = mouse(QEvent::MouseButtonRelease, {57, 47}, Qt::LeftButton, Qt::NoButton);
        QVERIFY(!m_nav.release(&release)); // a drag is not a click
        QVERIFY(!m_nav.dragging());
        QCOMPARE(m_view.cursor().shape(), Qt::ArrowCursor);
    }

    void otherButtonsNeitherDragNorClick()
    {
        const auto press = mouse(QEvent::MouseButtonPress, {50, 50}, Qt::RightButton, Qt::RightButton);
        m_nav.press(&press);
        const auto move = mouse(QEvent::MouseMove, {90, 90}, Qt::NoButton, Qt::RightButton);
        m_nav.move(&move);
        const auto release = mouse(QEvent::MouseButtonRelease, {90, 90}, Qt::RightButton, Qt::NoButton);
        QVERIFY(!m_nav.release(&release));
        QVERIFY(m_asked.drags.empty());
    }

    void keys()
    {
        const auto key = [this](int k) {
            const QKeyEvent e(QEvent::KeyPress, k, Qt::NoModifier);
            return m_nav.key(&e);
        };
        QVERIFY(key(Qt::Key_Plus) && key(Qt::Key_Equal) && key(Qt::Key_Minus));
        QCOMPARE(m_asked.zooms.size(), std::size_t(3));
        QCOMPARE(m_asked.zooms[0], (std::pair{std::optional<QPointF>{}, 2.0}));
        QCOMPARE(m_asked.zooms[1], (std::pair{std::optional<QPointF>{}, 2.0}));
        QCOMPARE(m_asked.zooms[2], (std::pair{std::optional<QPointF>{}, 0.5}));
        QVERIFY(key(Qt::Key_Home) && key(Qt::Key_0));
        QCOMPARE(m_asked.showAll, 2);
        QVERIFY(key(Qt::Key_Left) && key(Qt::Key_Right) && key(Qt::Key_Up) && key(Qt::Key_Down));
        QCOMPARE(m_asked.pages, (std::vector<QPoint>{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}));
        QVERIFY(!key(Qt::Key_A)); // the view's own, or its parent's
        QVERIFY(!key(Qt::Key_Return));
    }
};

QTEST_MAIN(TestZoomPan)
#include "tst_zoompan.moc"
