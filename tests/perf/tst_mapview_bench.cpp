// SPDX-License-Identifier: GPL-3.0-or-later
// ExtentMapView with a million extents at 1920x1080: first paint, a zoom frame, a pan frame
// (QBENCHMARK), and the memory the map and the view hold. Not part of ctest: run by tests/perf/run.sh.
#include "extentmapview.h"
#include "testmain.h"

#include <QElapsedTimer>
#include <QFile>

#include <random>

using namespace fragscope;

namespace {

std::shared_ptr<const ExtentMap> millionExtents()
{
    auto map = std::make_shared<ExtentMap>();
    map->path = QStringLiteral("synthetic");
    constexpr std::uint64_t n = 1'000'000;
    map->extents.reserve(n);
    std::mt19937_64 rng(1);
    for (std::uint64_t i = 0; i < n; ++i)
        map->extents.push_back(Extent{i * 4096, (rng() % (1ull << 26)) * 4096, 4096, 0});
    map->extents.back().flags = FIEMAP_EXTENT_LAST;
    map->fileSize = n * 4096;
    return map;
}

// A full-HD view already painted once, as the user sees it before zooming or panning.
std::unique_ptr<ExtentMapView> paintedView(const std::shared_ptr<const ExtentMap>& map)
{
    auto view = std::make_unique<ExtentMapView>();
    view->resize(1920, 1080);
    view->setMap(map);
    view->grab();
    return view;
}

long rssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    }
    return -1;
}

} // namespace

class BenchMapView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void memory()
    {
        const long before = rssKiB();
        auto map = millionExtents();
        ExtentMapView view;
        view.resize(1920, 1080);
        view.setMap(map);
        view.grab();
        const long after = rssKiB();
        qInfo("map + view for 1,000,000 extents: %.1f MB resident (target < 100 MB)",
            double(after - before) * 1024 / 1e6);
        QVERIFY(after - before < 100'000'000 / 1024);
    }

    // On the worker thread, after reading, before the map reaches the view.
    void indexOnWorker()
    {
        const auto map = millionExtents();
        QBENCHMARK
        {
            const MapIndex index = indexMap(*map);
            QCOMPARE(index.fragmentStarts.size(), map->extents.size());
        }
    }

    void firstPaint()
    {
        const auto map = millionExtents();
        const auto index = std::make_shared<const MapIndex>(indexMap(*map));
        QBENCHMARK
        {
            ExtentMapView view;
            view.resize(1920, 1080);
            view.setMap(map, index);
            view.grab();
        }
    }

    void zoomFrame()
    {
        const auto view = paintedView(millionExtents());
        int step = 0;
        QBENCHMARK
        {
            if (step++ % 8 < 4)
                view->zoomIn();
            else
                view->zoomOut();
            view->grab();
        }
    }

    void panFrame()
    {
        const auto view = paintedView(millionExtents());
        view->zoomIn();
        int step = 0;
        QBENCHMARK
        {
            QTest::keyClick(view.get(), (step++ % 10) < 5 ? Qt::Key_Right : Qt::Key_Left);
            view->grab();
        }
    }
};

FRAGSCOPE_WIDGET_TEST_MAIN(BenchMapView)
#include "tst_mapview_bench.moc"
