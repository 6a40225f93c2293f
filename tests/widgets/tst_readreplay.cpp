// SPDX-License-Identifier: GPL-3.0-or-later
// The read replay: the scene spans the file's data on the disk, the picture changes as the read goes
// on (the file strip fills, the head moves), the frames export as PNG images that Qt reads back,
// the first unlike the last, and an export stops when asked; the animated PNG holds the same frames
// (each rebuilt from its chunks by Qt's PNG reader). The map's "Replay Read…" is there when the
// window gives it something to do.
#include "extentmapview.h"
#include "layoutplot.h"
#include "readreplay.h"
#include "report/mapjson.h"

#include "../common/testmain.h"
#include "testpaths.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace fragscope;

namespace {

ExtentMap recordedBtrfs()
{
    auto snap = loadSnapshot(sourcePath(QStringLiteral("resources/recorded/cow-btrfs.json")));
    return snap ? snap->inspection.map : ExtentMap{};
}

QImage picture(const ReplayScene& scene, double seconds)
{
    QImage image(800, 480, QImage::Format_RGB32);
    QPainter p(&image);
    paintReplay(p, image.size(), scene, seconds, QPalette());
    return image;
}

// A PNG chunk as read back from a file.
struct Chunk
{
    QByteArray type;
    QByteArray data;
    quint32 crc = 0;
};

quint32 be32(const QByteArray& b, int at)
{
    return qFromBigEndian<quint32>(b.constData() + at);
}

// CRC-32 bit by bit, as the PNG specification's sample code computes it.
quint32 bitwiseCrc(const QByteArray& bytes)
{
    quint32 c = 0xFFFFFFFFu;
    for (const char b : bytes) {
        c ^= quint8(b);
        for (int k = 0; k < 8; ++k)
            c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1)));
    }
    return ~c;
}

QByteArray chunkBytes(const QByteArray& type, const QByteArray& data)
{
    QByteArray out(4, 0);
    qToBigEndian(quint32(data.size()), out.data());
    out += type + data;
    QByteArray crc(4, 0);
    qToBigEndian(bitwiseCrc(type + data), crc.data());
    return out + crc;
}

} // namespace

class TestReadReplay : public QObject
{
    Q_OBJECT

private slots:
    void sceneSpansTheData();
    void pictureFollowsTheRead();
    void framesExport();
    void animationExport();
    void mapOffersTheReplay();
    void compressedReadsItsBytesOnDisk();
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

void TestReadReplay::animationExport()
{
    const ReplayScene s = ReplayScene::make(recordedBtrfs(), HddParams{});
    QTemporaryDir dir;
    const std::atomic<bool> go{false};
    const double speed = s.duration() / 1.25; // 14 frames, as framesExport
    const QString path = dir.filePath(QStringLiteral("replay.png"));
    const auto done = exportReplayAnimation(s, path, QSize(320, 200), speed, 10, 600, QPalette(), go);
    QVERIFY2(done, done ? "" : qPrintable(done.error().message()));
    QCOMPARE(*done, 14);
    QVERIFY(*exportReplayFrames(s, dir.path(), QSize(320, 200), speed, 10, 600, QPalette(), go) == 14);

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith(QByteArray("\x89PNG\r\n\x1a\n", 8)));
    std::vector<Chunk> chunks;
    for (int at = 8; at + 12 <= bytes.size();) {
        const int length = int(be32(bytes, at));
        QVERIFY(at + 12 + length <= bytes.size());
        chunks.push_back({bytes.mid(at + 4, 4), bytes.mid(at + 8, length), be32(bytes, at + 8 + length)});
        QCOMPARE(chunks.back().crc, bitwiseCrc(chunks.back().type + chunks.back().data));
        at += 12 + length;
    }
    QCOMPARE(chunks.front().type, QByteArray("IHDR"));
    QCOMPARE(chunks[1].type, QByteArray("acTL"));
    QCOMPARE(be32(chunks[1].data, 0), 14u); // frames
    QCOMPARE(be32(chunks[1].data, 4), 0u);  // plays: forever
    QCOMPARE(chunks.back().type, QByteArray("IEND"));

    // A viewer that knows only PNG shows the first frame.
    QCOMPARE(QImage(path).convertToFormat(QImage::Format_RGB32),
        QImage(dir.filePath(QStringLiteral("replay-0001.png"))).convertToFormat(QImage::Format_RGB32));
    // Every frame rebuilt: its rectangle made a PNG of its own, read by Qt, drawn over the frame
    // before; it equals the frame exported as a PNG. Sequence numbers run from 0 without a gap.
    QImage canvas(320, 200, QImage::Format_RGB32);
    quint32 sequence = 0;
    int frame = 0;
    QRect rect;
    for (const Chunk& c : chunks) {
        if (c.type == "fcTL") {
            QCOMPARE(be32(c.data, 0), sequence++);
            rect = QRect(int(be32(c.data, 12)), int(be32(c.data, 16)), int(be32(c.data, 4)), int(be32(c.data, 8)));
            QVERIFY(QRect(0, 0, 320, 200).contains(rect));
            continue;
        }
        if (c.type != "IDAT" && c.type != "fdAT")
            continue;
        QByteArray data = c.data;
        if (c.type == "fdAT") {
            QCOMPARE(be32(c.data, 0), sequence++);
            data = data.mid(4);
        }
        QByteArray header = chunks.front().data;
        qToBigEndian(quint32(rect.width()), header.data());
        qToBigEndian(quint32(rect.height()), header.data() + 4);
        const QByteArray png = QByteArray("\x89PNG\r\n\x1a\n", 8) + chunkBytes("IHDR", header)
            + chunkBytes("IDAT", data) + chunkBytes("IEND", {});
        const QImage part = QImage::fromData(png, "PNG");
        QVERIFY2(!part.isNull(), qPrintable(QStringLiteral("frame %1").arg(frame)));
        {
            QPainter p(&canvas);
            p.setCompositionMode(QPainter::CompositionMode_Source);
            p.drawImage(rect.topLeft(), part);
        }
        ++frame;
        const QImage expected(dir.filePath(QStringLiteral("replay-%1.png").arg(frame, 4, 10, QLatin1Char('0'))));
        QVERIFY2(canvas == expected.convertToFormat(QImage::Format_RGB32), qPrintable(QString::number(frame)));
        if (frame > 1) // only what changed is stored
            QVERIFY(rect.width() * rect.height() < 320 * 200);
    }
    QCOMPARE(frame, 14);

    // Stopped: no file; one that cannot be written: the error names it.
    const std::atomic<bool> stop{true};
    const QString stopped = dir.filePath(QStringLiteral("stopped.png"));
    QCOMPARE(*exportReplayAnimation(s, stopped, QSize(64, 64), 1, 10, 5, QPalette(), stop), 0);
    QVERIFY(!QFileInfo::exists(stopped));
    const auto missing
        = exportReplayAnimation(s, QStringLiteral("/nonexistent/replay.png"), QSize(64, 64), 1, 10, 5, QPalette(), go);
    QVERIFY(!missing && missing.error().message().contains(QLatin1String("/nonexistent/replay.png")));
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
    std::shared_ptr<const DiskLayout> askedLayout;
    ExtentMapView::setReplayHandler(
        [&](QWidget*, std::shared_ptr<const ExtentMap> m, std::shared_ptr<const DiskLayout> layout) {
            asked = std::move(m);
            askedLayout = std::move(layout);
        });
    view.setMap(map);
    QVERIFY(replay()->isEnabled());
    replay()->trigger();
    QCOMPARE(asked, map);
    QVERIFY(!askedLayout); // none given
    // The layout given with the map goes with it, until the next map.
    const auto layout = std::make_shared<const DiskLayout>();
    view.setDiskLayout(layout);
    replay()->trigger();
    QCOMPARE(askedLayout, layout);
    view.setMap(map);
    replay()->trigger();
    QVERIFY(!askedLayout);
    ExtentMapView::setReplayHandler({});
}

// btrfs under compress=zstd: 256 records of 128 KiB whose data lie in consecutive 4 KiB on disk.
// FIEMAP gives each record its plain 128 KiB at those addresses, so a read of its records reads
// 32 MiB; the pieces as they lie are 1 MiB: the replay with the layout reads that, the model's
// figure for those pieces to the second.
void TestReadReplay::compressedReadsItsBytesOnDisk()
{
    ExtentMap map;
    map.path = QStringLiteral("text");
    map.fileSize = 256 * 131072;
    DiskLayout layout;
    layout.truth = DiskTruth::Exact;
    for (std::uint64_t i = 0; i < 256; ++i) {
        map.extents.push_back(Extent{i * 131072, (1ULL << 30) + i * 4096, 131072, FIEMAP_EXTENT_ENCODED});
        layout.pieces.push_back(DiskPiece{i * 131072, 131072, (1ULL << 30) + i * 4096, 4096});
    }
    const HddParams hdd;
    const ReplayScene records = ReplayScene::make(map, hdd);
    const ReplayScene pieces = ReplayScene::make(map, hdd, &layout);
    const std::vector<Extent> read = readExtents(layout);
    QVERIFY(std::abs(pieces.duration() - predictHddRead(std::span<const Extent>(read), hdd).seconds) < 1e-9);
    QVERIFY2(pieces.duration() < records.duration() / 4,
        qPrintable(QStringLiteral("%1 s against %2 s").arg(pieces.duration()).arg(records.duration())));
    QCOMPARE(pieces.high - pieces.low < 2 * 1048576, true); // the disk drawn: where the 1 MiB lies
    // The layout plot the same way: one straight line, not 256 teeth of 128 KiB.
    LayoutPlot plot;
    const auto shared = std::make_shared<const ExtentMap>(map);
    plot.setMap(shared);
    QCOMPARE(plot.segmentCount(), 256);
    plot.setMap(shared, std::make_shared<const DiskLayout>(layout));
    QCOMPARE(plot.segmentCount(), 1);
}

FRAGSCOPE_WIDGET_TEST_MAIN(TestReadReplay)
#include "tst_readreplay.moc"
