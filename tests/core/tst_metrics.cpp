// SPDX-License-Identifier: GPL-3.0-or-later
// Every figure of FragReport on small extent lists worked out by hand from the definitions in
// DESIGN.md (filefrag's fragment rule, e4defrag's score).
#include "extents/metrics.h"
#include "testextents.h"

#include <QTest>

using namespace fragscope;

class TestMetrics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void counts_data()
    {
        QTest::addColumn<Extents>("extents");
        QTest::addColumn<quint64>("sizeBlocks");
        QTest::addColumn<quint64>("fragments");
        QTest::addColumn<quint64>("runs");
        QTest::addColumn<quint64>("holes");
        QTest::addColumn<quint64>("holeBlocks");
        QTest::addColumn<quint64>("seekBlocks");
        QTest::addColumn<double>("contiguity");

        QTest::newRow("empty file") << Extents{} << quint64(0) << quint64(0) << quint64(0) << quint64(0) << quint64(0)
                                    << quint64(0) << 1.0;
        QTest::newRow("all hole") << Extents{} << quint64(10) << quint64(0) << quint64(0) << quint64(1) << quint64(10)
                                  << quint64(0) << 1.0;
        QTest::newRow("one extent") << Extents{blk(0, 100, 10, FIEMAP_EXTENT_LAST)} << quint64(10) << quint64(1)
                                    << quint64(1) << quint64(0) << quint64(0) << quint64(0) << 1.0;
        QTest::newRow("touching records") << Extents{blk(0, 100, 5), blk(5, 105, 5)} << quint64(10) << quint64(1)
                                          << quint64(1) << quint64(0) << quint64(0) << quint64(0) << 1.0;
        QTest::newRow("gap on disk") << Extents{blk(0, 100, 5), blk(5, 200, 5)} << quint64(10) << quint64(2)
                                     << quint64(2) << quint64(0) << quint64(0) << quint64(95) << 0.5;
        QTest::newRow("out of order") << Extents{blk(0, 200, 5), blk(5, 100, 5)} << quint64(10) << quint64(2)
                                      << quint64(2) << quint64(0) << quint64(0) << quint64(105) << 0.5;
        // Second extent is neither at 100 + (10 - 2) = 108 nor right after the first (103).
        QTest::newRow("holes") << Extents{blk(2, 100, 3), blk(10, 105, 2)} << quint64(20) << quint64(2) << quint64(2)
                               << quint64(3) << quint64(15) << quint64(2) << 0.6;
        // A hole whose blocks were skipped on disk too: filefrag sees one fragment, but the pieces
        // are two physical runs.
        QTest::newRow("hole kept in place") << Extents{blk(0, 100, 2), blk(4, 104, 2)} << quint64(6) << quint64(1)
                                            << quint64(2) << quint64(1) << quint64(2) << quint64(2) << 0.5;
        QTest::newRow("starts after a hole") << Extents{blk(3, 50, 2)} << quint64(5) << quint64(1) << quint64(1)
                                             << quint64(1) << quint64(3) << quint64(0) << 1.0;
        // filefrag counts the delalloc record (physical 0) as a fragment of its own; runs and seeks skip it.
        QTest::newRow("delalloc is not placed")
            << Extents{blk(0, 100, 2, FIEMAP_EXTENT_SHARED), blk(2, 102, 3, FIEMAP_EXTENT_UNWRITTEN),
                   blk(5, 0, 1, FIEMAP_EXTENT_UNKNOWN | FIEMAP_EXTENT_DELALLOC | FIEMAP_EXTENT_LAST)}
            << quint64(6) << quint64(2) << quint64(1) << quint64(0) << quint64(0) << quint64(0) << 5.0 / 6.0;
    }

    void counts()
    {
        QFETCH(Extents, extents);
        QFETCH(quint64, sizeBlocks);
        const FragReport r = computeFragReport(mapOf(extents, sizeBlocks), 0);
        QCOMPARE(r.extentRecords, quint64(extents.size()));
        QTEST(quint64(r.fragments), "fragments");
        QTEST(quint64(r.physicalRuns), "runs");
        QTEST(quint64(r.holes), "holes");
        QTEST(quint64(r.holeBytes / 4096), "holeBlocks");
        QTEST(quint64(r.seekDistanceBytes / 4096), "seekBlocks");
        QFETCH(double, contiguity);
        QVERIFY2(std::abs(r.contiguity - contiguity) < 1e-9, qPrintable(QString::number(r.contiguity)));
        QCOMPARE(countFragments(extents), r.fragments);
    }

    void bytesByKind()
    {
        const Extents extents{blk(0, 100, 2, FIEMAP_EXTENT_SHARED), blk(2, 102, 3, FIEMAP_EXTENT_UNWRITTEN),
            blk(5, 300, 1, FIEMAP_EXTENT_ENCODED),
            {6 * 4096, 0, 100, FIEMAP_EXTENT_DATA_INLINE | FIEMAP_EXTENT_NOT_ALIGNED},
            blk(7, 0, 4, FIEMAP_EXTENT_UNKNOWN | FIEMAP_EXTENT_DELALLOC)};
        const FragReport r = computeFragReport(mapOf(extents, 11), 0);
        QCOMPARE(r.sharedBytes, quint64(2 * 4096));
        // btrfs filesystem du's Exclusive: neither shared, nor inline, nor without a place yet.
        QCOMPARE(r.exclusiveBytes, quint64(4 * 4096));
        QCOMPARE(r.unwrittenBytes, quint64(3 * 4096));
        QCOMPARE(r.encodedBytes, quint64(4096));
        QCOMPARE(r.inlineBytes, quint64(100));
        QCOMPARE(r.delallocBytes, quint64(4 * 4096));
        QCOMPARE(r.mappedBytes, quint64(10 * 4096 + 100));
        QCOMPARE(r.largestExtentBytes, quint64(4 * 4096));
        QCOMPARE(r.averageExtentBytes, r.mappedBytes / 5);
        // One hole: from the end of the inline record to block 7.
        QCOMPARE(r.holes, quint64(1));
        QCOMPARE(r.holeBytes, quint64(4096 - 100));
    }

    void e4defragScore_data()
    {
        QTest::addColumn<Extents>("extents");
        QTest::addColumn<quint64>("bestBlocks");
        QTest::addColumn<quint64>("ideal");
        QTest::addColumn<double>("score");
        // r = (extents - best) * 100 / blocks; score = r > 10 ? 80 + 20 r / 100 : 8 r
        QTest::newRow("contiguous") << Extents{blk(0, 100, 10)} << quint64(0) << quint64(1) << 0.0;
        QTest::newRow("r = 10 stays linear")
            << Extents{blk(0, 100, 5), blk(5, 105, 5)} << quint64(0) << quint64(1) << 80.0;
        Extents scattered;
        for (std::uint64_t i = 0; i < 10; ++i)
            scattered.push_back(blk(i, 1000 - 10 * i, 1));
        QTest::newRow("r = 90") << scattered << quint64(0) << quint64(1) << 98.0;
        QTest::newRow("ideal from group span") << scattered << quint64(4) << quint64(3) << 80 + 20 * 70 / 100.0;
        QTest::newRow("empty") << Extents{} << quint64(0) << quint64(0) << 0.0;
    }

    void e4defragScore()
    {
        QFETCH(Extents, extents);
        QFETCH(quint64, bestBlocks);
        const FragReport r = computeFragReport(mapOf(extents, 10), bestBlocks * 4096);
        QTEST(quint64(r.idealExtents), "ideal");
        QFETCH(double, score);
        QVERIFY2(std::abs(r.e4defragScore - score) < 1e-9, qPrintable(QString::number(r.e4defragScore)));
    }

    void fragmentBreakReportsExpected()
    {
        const FragmentBreak br = fragmentBreak(blk(0, 100, 5), blk(5, 300, 5));
        QVERIFY(br.isNew);
        QCOMPARE(br.expected, quint64(105 * 4096));
        QVERIFY(!fragmentBreak(blk(0, 100, 5), blk(5, 105, 5)).isNew);
        // The first extent is compared with an all-zero one, as filefrag does.
        QVERIFY(fragmentBreak(Extent{}, blk(3, 50, 2)).isNew);
        QVERIFY(!fragmentBreak(Extent{}, blk(0, 50, 2)).isNew);
    }
};

QTEST_GUILESS_MAIN(TestMetrics)
#include "tst_metrics.moc"
