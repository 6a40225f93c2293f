// SPDX-License-Identifier: GPL-3.0-or-later
// The read replay: the scene spans the file's data on the disk, the picture changes as the read goes
// on (the file strip fills, the head moves), the frames export as PNG images that Qt reads back,
// the first unlike the last, and an export stops when asked. The map's "Replay Read…" is there when
// the window gives it something to do.
#include "extentmapview.h"
#include "readreplay.h"
#include "report/mapjson.h"

#include "../common/testmain.h"

#include <QAction>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>

using namespace fragscope;

namespace {

ExtentMap recordedBtrfs()
{
    auto snap = loadSnapshot(QStringLiteral(FRAGSCOPE_SOURCE_DIR "/resources/recorded/cow-btrfs.json"));
    return snap ? snap->inspection.map : ExtentMap{};
}

QImage picture(const ReplayScene& scene, double seconds)
{
    QImage image(800, 480, QImage::Format_RGB32);
    QPainter p(&image);
    paintReplay(p, image.size(), scene, seconds, QPalette());
    return image;
}

} // namespace

class TestReadReplay : public QObject
{
    Q_OBJECT

private slots:
    void sceneSpansTheData();
    void pictureFollowsTheRead();
    void framesExport();
    void mapOffersTheReplay();
};

void TestReadReplay::sceneSpansTheData()
{
    const ExtentMap map = recordedBtrfs();
    QVERIFY(!map.extents.empty());
    const ReplayScene s = ReplayScene::make(map, HddParams{});
    QCOMPARE(s.fileSize, map.fileSize);
    QVERIFY(!s.steps.empty());
    for (const Extent& e : map.extents)
        QVERIFY(s.low <= e.physical && e.physical + e.length <= s.high);
    QVERIFY(std::abs(s.duration() - predictHddRead(map).seconds) < 1e-6);
    QCOMPARE(s.seeksUpTo.back(), std::uint32_t(predictHddRead(map).seeks));
    QCOMPARE(s.hitsUpTo.back(), std::uint32_t(predictHddRead(map).cacheHits));
    QCOMPARE(replayClock(s, s.duration() / 2)
                 .endsWith(QStringLiteral(" s of %1 s").arg(QLocale().toString(s.duration(), 'f', 1))),
        true);
}

void TestReadReplay::pictureFollowsTheRead()
{
    const ReplayScene s = ReplayScene::make(recordedBtrfs(), HddParams{});
    const QImage start = picture(s, 0);
    const QImage middle = picture(s, s.duration() / 2);
    const QImage end = picture(s, s.duration());
    QVERIFY(start != middle && middle != end);
    // The file strip (below the two lines of text) fills from the left: grey at the start, in the
    // map's colours by the end, at its right edge.
    const int stripY = 12 + 2 * QFontMetrics(QFont()).height() + 16 + QFontMetrics(QFont()).height() + 13;
    QCOMPARE(start.pixel(780, stripY), QPalette().color(QPalette::AlternateBase).rgb());
    QVERIFY(end.pixel(780, stripY) != QPalette().color(QPalette::AlternateBase).rgb());
    // Nothing to read: says so rather than drawing an empty read.
    const QImage none = picture(ReplayScene::make(ExtentMap{}, HddParams{}), 0);
    QVERIFY(!none.isNull());
}

void TestReadReplay::framesExport()
{
    const ReplayScene s = ReplayScene::make(recordedBtrfs(), HddParams{});
    QTemporaryDir dir;
    const std::atomic<bool> go{false};
    // Ten frames a second of a replay at a speed that makes it 1.25 s long: 13 frames and the last.
    const auto done = exportReplayFrames(s, dir.path(), QSize(320, 200), s.duration() / 1.25, 10, 600, QPalette(), go);
    QVERIFY2(done, done ? "" : qPrintable(done.error().message()));
    QCOMPARE(*done, 14);
    const QStringList frames = QDir(dir.path()).entryList({QStringLiteral("replay-*.png")}, QDir::Files, QDir::Name);
    QCOMPARE(frames.size(), 14);
    QCOMPARE(frames.front(), QStringLiteral("replay-0001.png"));
    const QImage first(dir.filePath(frames.front()));
    const QImage last(dir.filePath(frames.back()));
    QCOMPARE(first.size(), QSize(320, 200));
    QVERIFY(first != last);
    // At most maxFrames; a stop ends between two frames.
    QTemporaryDir capped;
    QCOMPARE(*exportReplayFrames(s, capped.path(), QSize(64, 64), 1, 10, 5, QPalette(), go), 5);
    const std::atomic<bool> stop{true};
    QTemporaryDir stopped;
    QCOMPARE(*exportReplayFrames(s, stopped.path(), QSize(64, 64), 1, 10, 5, QPalette(), stop), 0);
    QVERIFY(QDir(stopped.path()).isEmpty());
    // A folder that is not there: the error names it.
    const auto missing
        = exportReplayFrames(s, QStringLiteral("/nonexistent/frames"), QSize(64, 64), 1, 10, 5, QPalette(), go);
    QVERIFY(!missing && missing.error().message().contains(QLatin1String("/nonexistent/frames")));
}

void TestReadReplay::mapOffersTheReplay()
{
    ExtentMapView view;
    const auto replay = [&view] {
        for (QAction* a : view.actions()) {
            if (a->text().startsWith(QLatin1String("Replay Read")))
                return a;
        }
        return static_cast<QAction*>(nullptr);
    };
    QVERIFY(replay());
    auto map = std::make_shared<const ExtentMap>(recordedBtrfs());
    view.setMap(map);
    QVERIFY(!replay()->isEnabled()); // nothing would happen
    std::shared_ptr<const ExtentMap> asked;
    ExtentMapView::setReplayHandler([&asked](QWidget*, std::shared_ptr<const ExtentMap> m) { asked = std::move(m); });
    view.setMap(map);
    QVERIFY(replay()->isEnabled());
    replay()->trigger();
    QCOMPARE(asked, map);
    ExtentMapView::setReplayHandler({});
}

FRAGSCOPE_WIDGET_TEST_MAIN(TestReadReplay)
#include "tst_readreplay.moc"
