// SPDX-License-Identifier: GPL-3.0-or-later
// Offscreen smoke tests of the painted map: it draws, hover and click find the right extent,
// keys zoom and pan.
#include "extentmapview.h"
#include "testmain.h"

#include <QSignalSpy>

using namespace fragscope;

class TestExtentMapView : public QObject
{
    Q_OBJECT

    static std::shared_ptr<const ExtentMap> twoExtents()
    {
        auto map = std::make_shared<ExtentMap>();
        map->path = QStringLiteral("two");
        map->fileSize = 200 * 4096;
        map->extents = {{0, 1000 * 4096, 100 * 4096, 0}, {100 * 4096, 10 * 4096, 100 * 4096, FIEMAP_EXTENT_LAST}};
        return map;
    }

private Q_SLOTS:
    void paintsColoursByPosition()
    {
        ExtentMapView view;
        view.resize(600, 200);
        view.setMap(twoExtents());
        const QImage image = view.grab().toImage();
        const MapGeometry& g = view.geometryState();
        // First half of the file sits high on disk, the second low: their colours differ.
        const QPoint first = g.binOrigin(g.binOf(10 * 4096)) + QPoint(0, g.rowHeight / 2);
        const QPoint second = g.binOrigin(g.binOf(150 * 4096)) + QPoint(0, g.rowHeight / 2);
        QVERIFY(image.pixelColor(first) != image.pixelColor(second));
        QVERIFY(image.pixelColor(first) != view.palette().base().color());
    }

    // On a 200 % screen (tst_extentmapview_dpr2 runs this binary with QT_SCALE_FACTOR=2) the map has
    // a bin per device pixel: extents half a logical bin long, alternately far apart on disk, show
    // as alternating device columns, where a logical bin scaled up would paint pairs alike.
    void rendersAtTheDevicePixelRatio()
    {
        ExtentMapView view;
        view.resize(600, 200);
        view.show();
        if (view.devicePixelRatioF() < 2)
            QSKIP("a device pixel ratio of 1 here; tst_extentmapview_dpr2 runs this at 2");
        auto probe = std::make_shared<ExtentMap>();
        probe->path = QStringLiteral("probe");
        probe->fileSize = 4096;
        view.setMap(probe);
        const std::size_t bins = view.geometryState().bins();
        auto map = std::make_shared<ExtentMap>();
        map->path = QStringLiteral("alternating");
        map->fileSize = bins * 8192;
        for (std::uint64_t i = 0; i < 2 * bins; ++i) {
            const std::uint64_t physical = (i % 2 ? 5'000'000'000ULL : 40'000'000ULL) + i * 4096;
            map->extents.push_back({i * 4096, physical, 4096, i + 1 == 2 * bins ? FIEMAP_EXTENT_LAST : 0u});
        }
        view.setMap(map);
        const QImage image = view.grab().toImage();
        QCOMPARE(image.width(), 1200);
        const MapGeometry& g = view.geometryState();
        const int y = int((g.area.top() + g.rowHeight / 2) * view.devicePixelRatioF());
        int pairs = 0, differ = 0;
        for (int x = g.area.left() + 4; x < g.area.right() - 4; ++x) {
            ++pairs;
            differ += image.pixel(2 * x, y) != image.pixel(2 * x + 1, y);
        }
        QVERIFY2(
            differ > pairs * 8 / 10, qPrintable(QStringLiteral("%1 of %2 pixel pairs differ").arg(differ).arg(pairs)));
    }

    void clickSelectsTheExtentUnderTheMouse()
    {
        ExtentMapView view;
        view.resize(600, 200);
        view.setMap(twoExtents());
        QSignalSpy clicked(&view, &ExtentMapView::extentClicked);
        const MapGeometry& g = view.geometryState();
        const QPoint p = g.binOrigin(g.binOf(150 * 4096)) + QPoint(0, 2);
        QTest::mouseClick(&view, Qt::LeftButton, {}, p);
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.first().first().value<std::int64_t>(), std::int64_t(1));
        QCOMPARE(view.selectedExtent(), std::int64_t(1));
    }

    void keysZoomAndPan()
    {
        ExtentMapView view;
        view.resize(600, 200);
        view.setMap(twoExtents());
        const std::uint64_t all = view.geometryState().span();
        QTest::keyClick(&view, Qt::Key_Plus);
        QVERIFY(view.geometryState().span() < all);
        const std::uint64_t start = view.geometryState().viewStart;
        QTest::keyClick(&view, Qt::Key_Right);
        QVERIFY(view.geometryState().viewStart > start);
        QTest::keyClick(&view, Qt::Key_Home);
        QCOMPARE(view.geometryState().span(), all);
    }

    void emptyFileSaysSo()
    {
        ExtentMapView view;
        view.resize(400, 100);
        QCOMPARE(view.message(), QStringLiteral("No map to show"));
        auto map = std::make_shared<ExtentMap>();
        view.setMap(map);
        QCOMPARE(view.message(), QStringLiteral("The file is empty: it has no extents."));
        // The message is drawn (text pixels in the middle), and nothing else (no row labels).
        const QImage image = view.grab().toImage();
        const QRgb base = view.palette().color(QPalette::Base).rgb();
        int middle = 0, top = 0;
        for (int x = 0; x < image.width(); ++x) {
            for (int y = 0; y < image.height(); ++y) {
                if (image.pixel(x, y) == base)
                    continue;
                (y > image.height() / 3 && y < 2 * image.height() / 3 ? middle : top) += 1;
            }
        }
        QVERIFY2(middle > 20, qPrintable(QString::number(middle)));
        QCOMPARE(top, 0);
        auto hole = std::make_shared<ExtentMap>();
        hole->fileSize = 1 << 20;
        view.setMap(hole);
        QCOMPARE(view.message(), QStringLiteral("The file has no blocks: all 1.00 MiB of it is a hole."));
        view.setMap(twoExtents());
        QCOMPARE(view.message(), QString());
    }

    void updateKeepsZoomForTheSameFile()
    {
        ExtentMapView view;
        view.resize(600, 200);
        view.setMap(twoExtents());
        view.zoomIn();
        const std::uint64_t span = view.geometryState().span();
        view.updateMap(twoExtents());
        QCOMPARE(view.geometryState().span(), span);
    }

    void wholeViewFollowsAGrowingFile()
    {
        ExtentMapView view;
        view.resize(600, 200);
        view.setMap(twoExtents());
        auto grown = std::make_shared<ExtentMap>(*twoExtents());
        grown->extents.back().flags = 0;
        grown->extents.push_back({200 * 4096, 5000 * 4096, 100 * 4096, FIEMAP_EXTENT_LAST});
        grown->fileSize = 300 * 4096;
        view.updateMap(grown);
        QCOMPARE(view.geometryState().viewEnd, std::uint64_t(300 * 4096));
    }
};

FRAGSCOPE_WIDGET_TEST_MAIN(TestExtentMapView)
#include "tst_extentmapview.moc"
