// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/mapbins.h"
#include "extents/metrics.h"
#include "testextents.h"

#include <QTest>

using namespace fragscope;

class TestMapBins : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void contiguousFileIsAGradient()
    {
        const ExtentMap map = mapOf({blk(0, 1000, 100, FIEMAP_EXTENT_LAST)}, 100);
        const auto bins = binExtents(map, fragmentStarts(map), diskOrder(map), 0, map.fileSize, 50);
        QCOMPARE(bins.size(), std::size_t(50));
        float last = -1;
        for (const MapBin& bin : bins) {
            QCOMPARE(bin.kind, BinKind::Data);
            QVERIFY(!bin.fragmentStart);
            QCOMPARE(bin.extent, std::int64_t(0));
            QVERIFY(bin.position >= last);
            last = bin.position;
        }
        QCOMPARE(bins.front().position, 0.0f);
        QVERIFY(bins.back().position > 0.95f);
    }

    void everyFragmentStartIsMarked()
    {
        Extents extents;
        for (std::uint64_t i = 0; i < 10; ++i)
            extents.push_back(blk(i * 10, (i % 2 ? 5000 : 100) + i * 10, 10)); // jumps back and forth
        const ExtentMap map = mapOf(extents, 100);
        const auto starts = fragmentStarts(map);
        const auto bins = binExtents(map, starts, diskOrder(map), 0, map.fileSize, 1000);
        const auto marked = std::count_if(bins.begin(), bins.end(), [](const MapBin& b) { return b.fragmentStart; });
        QCOMPARE(std::uint64_t(marked), countFragments(map.extents) - 1);
        // Fewer bins than extents: still a mark wherever a fragment starts inside a bin.
        const auto coarse = binExtents(map, starts, diskOrder(map), 0, map.fileSize, 3);
        QVERIFY(std::all_of(coarse.begin(), coarse.end(), [](const MapBin& b) { return b.fragmentStart; }));
    }

    // A compressed file as FIEMAP lists it (128 KiB records, 4 KiB apart on disk: filefrag's rule breaks
    // at each) with the layout btrfs's items give: marks only where a run on disk starts, here at the
    // fourth record, where the data jumps; without a layout, filefrag's marks.
    void compressedFileMarksRunsNotRecords()
    {
        const std::uint64_t k = 1024;
        const std::uint64_t at = 1 << 20;
        Extents extents;
        DiskLayout layout;
        layout.truth = DiskTruth::Exact;
        for (std::uint64_t i = 0; i < 6; ++i) {
            const std::uint64_t disk = (i < 3 ? at : 8 * at) + (i % 3) * 4 * k;
            extents.push_back(Extent{i * 128 * k, disk, 128 * k, FIEMAP_EXTENT_ENCODED});
            layout.pieces.push_back(DiskPiece{i * 128 * k, 128 * k, disk, 4 * k});
        }
        const ExtentMap map = mapOf(extents, 6 * 32);
        QCOMPARE(fragmentStarts(map, layout), (std::vector<bool>{false, false, false, true, false, false}));
        QCOMPARE(fragmentStarts(map), (std::vector<bool>{false, true, true, true, true, true}));
        // FIEMAP's own records are the disk's: the same marks as filefrag's.
        QCOMPARE(fragmentStarts(map, diskLayoutFromFiemap(Extents{blk(0, 100, 5), blk(5, 300, 5)}, 10 * 4096)),
            fragmentStarts(map));
        QCOMPARE(indexMap(map, layout).fragmentStarts, fragmentStarts(map, layout));
    }

    void colourFollowsDiskOrderNotAddress()
    {
        // One extent far away must not squash the others into one colour.
        const ExtentMap map = mapOf({blk(0, 100, 10), blk(10, 120, 10), blk(20, 1000000, 10)}, 30);
        const auto bins = binExtents(map, fragmentStarts(map), diskOrder(map), 0, map.fileSize, 3);
        QCOMPARE(bins[0].position, 0.0f);
        QVERIFY(std::abs(bins[1].position - 1.0f / 3) < 1e-6);
        QVERIFY(std::abs(bins[2].position - 2.0f / 3) < 1e-6);
        // Reversed on disk: the colours run backwards.
        const ExtentMap reversed = mapOf({blk(0, 300, 10), blk(10, 200, 10), blk(20, 100, 10)}, 30);
        const auto back = binExtents(reversed, fragmentStarts(reversed), diskOrder(reversed), 0, reversed.fileSize, 3);
        QVERIFY(back[0].position > back[1].position && back[1].position > back[2].position);
    }

    void holesUnknownAndBeyond()
    {
        const ExtentMap map
            = mapOf({blk(0, 100, 10), blk(20, 110, 10, FIEMAP_EXTENT_UNKNOWN | FIEMAP_EXTENT_DELALLOC)}, 30);
        // View 40 blocks wide: 10 data, 10 hole, 10 unknown, 10 past the end.
        const auto bins = binExtents(map, fragmentStarts(map), diskOrder(map), 0, 40 * 4096, 40);
        QCOMPARE(bins[5].kind, BinKind::Data);
        QCOMPARE(bins[15].kind, BinKind::Hole);
        QCOMPARE(bins[15].extent, std::int64_t(-1));
        QCOMPARE(bins[25].kind, BinKind::Unknown);
        QCOMPARE(bins[25].position, -1.0f);
        QCOMPARE(bins[35].kind, BinKind::Beyond);
    }

    void kinds_data()
    {
        QTest::addColumn<quint32>("flags");
        QTest::addColumn<int>("kind");
        QTest::newRow("plain") << quint32(0) << int(BinKind::Data);
        QTest::newRow("last") << quint32(FIEMAP_EXTENT_LAST) << int(BinKind::Data);
        QTest::newRow("unwritten") << quint32(FIEMAP_EXTENT_UNWRITTEN) << int(BinKind::Unwritten);
        QTest::newRow("shared") << quint32(FIEMAP_EXTENT_SHARED) << int(BinKind::Shared);
        QTest::newRow("inline") << quint32(FIEMAP_EXTENT_DATA_INLINE | FIEMAP_EXTENT_NOT_ALIGNED)
                                << int(BinKind::Inline);
        QTest::newRow("delalloc") << quint32(FIEMAP_EXTENT_DELALLOC | FIEMAP_EXTENT_UNKNOWN) << int(BinKind::Unknown);
    }
    void kinds()
    {
        QFETCH(quint32, flags);
        QFETCH(int, kind);
        QCOMPARE(int(kindOf(Extent{0, 0, 4096, flags})), kind);
    }

    void zoomedViewShowsOnlyItsRange()
    {
        const ExtentMap map = mapOf({blk(0, 100, 10), blk(10, 900, 10)}, 20);
        const auto bins = binExtents(map, fragmentStarts(map), diskOrder(map), 10 * 4096, 20 * 4096, 10);
        for (const MapBin& bin : bins)
            QCOMPARE(bin.extent, std::int64_t(1));
        QVERIFY(bins.front().fragmentStart);
    }

    void extentAtOffsets()
    {
        const ExtentMap map = mapOf({blk(0, 100, 2), blk(5, 200, 3)}, 10);
        QCOMPARE(extentAt(map, 0), std::int64_t(0));
        QCOMPARE(extentAt(map, 2 * 4096 - 1), std::int64_t(0));
        QCOMPARE(extentAt(map, 2 * 4096), std::int64_t(-1));
        QCOMPARE(extentAt(map, 5 * 4096), std::int64_t(1));
        QCOMPARE(extentAt(map, 8 * 4096), std::int64_t(-1));
    }

    void layoutSegmentsJoinAndSample()
    {
        Extents extents{blk(0, 100, 5), blk(5, 105, 5), blk(10, 300, 5)};
        QCOMPARE(layoutSegments(mapOf(extents, 15), nullptr, 0).size(), std::size_t(2));
        Extents many;
        for (std::uint64_t i = 0; i < 1000; ++i)
            many.push_back(blk(i, 2 * i, 1));
        const auto sampled = layoutSegments(mapOf(many, 1000), nullptr, 100);
        QVERIFY(sampled.size() <= 100);
        QVERIFY(sampled.size() >= 50);
        const Extent& first = many.front();
        QCOMPARE(sampled.front(), (DiskPiece{first.logical, first.length, first.physical, first.length}));
        // With a layout that knows the disk (btrfs): a compressed file written in order is 32
        // records of 128 KiB in consecutive 4 KiB on disk (FIEMAP: each 128 KiB long there, overlapping):
        // one segment 128 KiB high, not 32 teeth.
        Extents records;
        DiskLayout layout;
        layout.truth = DiskTruth::Exact;
        for (std::uint64_t i = 0; i < 32; ++i) {
            records.push_back(Extent{i * 131072, 1000 * 4096 + i * 4096, 131072, FIEMAP_EXTENT_ENCODED});
            layout.pieces.push_back(DiskPiece{i * 131072, 131072, 1000 * 4096 + i * 4096, 4096});
        }
        QCOMPARE(layoutSegments(mapOf(records, 32 * 32), nullptr, 0).size(), std::size_t(32));
        QCOMPARE(layoutSegments(mapOf(records, 32 * 32), &layout, 0),
            (std::vector<DiskPiece>{{0, 32 * 131072, 1000 * 4096, 32 * 4096}}));
    }
};

QTEST_GUILESS_MAIN(TestMapBins)
#include "tst_mapbins.moc"
