// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapgeometry.h"

#include <QTest>

using namespace fragscope;

class TestMapGeometry : public QObject
{
    Q_OBJECT

    static MapGeometry geometry(std::uint64_t total)
    {
        MapGeometry g;
        g.area = QRect(10, 20, 100, 4 * 18 + 3 * 4); // 100 columns, 4 rows of 18 px, 4 px gaps
        g.rowHeight = 18;
        g.rowGap = 4;
        g.reset(total);
        return g;
    }

private Q_SLOTS:
    void layout()
    {
        const MapGeometry g = geometry(400 * 4096);
        QCOMPARE(g.columns(), 100);
        QCOMPARE(g.rows(), 4);
        QCOMPARE(g.bins(), std::size_t(400));
        QCOMPARE(g.bytesPerBin(), 4096.0);
    }

    void pointToOffset_data()
    {
        QTest::addColumn<QPoint>("point");
        QTest::addColumn<qint64>("bin"); // -1: no bin there
        QTest::newRow("first") << QPoint(10, 20) << qint64(0);
        QTest::newRow("end of row 0") << QPoint(109, 37) << qint64(99);
        QTest::newRow("gap after row 0") << QPoint(50, 39) << qint64(-1);
        QTest::newRow("row 1") << QPoint(10, 42) << qint64(100);
        QTest::newRow("last") << QPoint(109, 20 + 3 * 22 + 17) << qint64(399);
        QTest::newRow("left of strip") << QPoint(9, 20) << qint64(-1);
        QTest::newRow("below strip") << QPoint(50, 20 + 4 * 22) << qint64(-1);
    }
    void pointToOffset()
    {
        QFETCH(QPoint, point);
        QFETCH(qint64, bin);
        const MapGeometry g = geometry(400 * 4096);
        const auto found = g.binAt(point);
        QCOMPARE(found ? qint64(*found) : qint64(-1), bin);
        if (found) {
            QCOMPARE(qint64(*g.offsetAt(point)), bin * 4096);
            // And back: the bin's origin is in the same row, at the same column.
            const QPoint origin = g.binOrigin(*found);
            QCOMPARE(origin.x(), point.x());
            QVERIFY(point.y() - origin.y() < g.rowHeight);
            QCOMPARE(g.binOf(std::uint64_t(bin) * 4096), std::size_t(bin));
        }
    }

    void zoomKeepsAnchor_data()
    {
        QTest::addColumn<double>("factor");
        QTest::addColumn<quint64>("anchorBlock");
        QTest::newRow("in at start") << 4.0 << quint64(0);
        QTest::newRow("in in middle") << 2.0 << quint64(200);
        QTest::newRow("in near end") << 8.0 << quint64(390);
        QTest::newRow("out again") << 0.5 << quint64(100);
    }
    void zoomKeepsAnchor()
    {
        QFETCH(double, factor);
        QFETCH(quint64, anchorBlock);
        const std::uint64_t total = 400 * 4096;
        MapGeometry g = geometry(total);
        if (factor < 1)
            g.zoom(4, total / 2, total); // start zoomed in so there is room to zoom out
        const std::uint64_t anchor = std::clamp<std::uint64_t>(anchorBlock * 4096, g.viewStart, g.viewEnd);
        const double before = double(anchor - g.viewStart) / double(g.span());
        const std::uint64_t span = g.span();
        g.zoom(factor, anchor, total);
        QVERIFY(g.viewEnd <= total);
        QVERIFY(g.viewStart < g.viewEnd);
        QVERIFY(std::abs(double(g.span()) - std::min(double(total), double(span) / factor)) <= 2);
        if (g.viewStart > 0 && g.viewEnd < total) { // not pushed against an end
            const double after = double(anchor - g.viewStart) / double(g.span());
            QVERIFY2(std::abs(after - before) < 1e-3, qPrintable(QStringLiteral("%1 vs %2").arg(after).arg(before)));
        }
    }

    void zoomIsBounded()
    {
        const std::uint64_t total = 400 * 4096;
        MapGeometry g = geometry(total);
        for (int i = 0; i < 100; ++i)
            g.zoom(10, total / 3, total);
        QCOMPARE(g.span(), g.minimumSpan());
        for (int i = 0; i < 100; ++i)
            g.zoom(0.1, total / 3, total);
        QCOMPARE(g.viewStart, std::uint64_t(0));
        QCOMPARE(g.viewEnd, total);
    }

    void panIsClamped()
    {
        const std::uint64_t total = 400 * 4096;
        MapGeometry g = geometry(total);
        g.zoom(4, 0, total);
        const std::uint64_t span = g.span();
        g.pan(-1000, total);
        QCOMPARE(g.viewStart, std::uint64_t(0));
        g.pan(1e9, total);
        QCOMPARE(g.viewEnd, total);
        QCOMPARE(g.span(), span);
        g.ensureVisible(0, total);
        QCOMPARE(g.viewStart, std::uint64_t(0));
    }
};

QTEST_GUILESS_MAIN(TestMapGeometry)
#include "tst_mapgeometry.moc"
