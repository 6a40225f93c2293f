// SPDX-License-Identifier: GPL-3.0-or-later
// What changed between two snapshots of one file, by logical offset: the bytes that stayed where
// they were, moved (and the ranges of them), appeared and vanished, on extent lists drawn by hand.
#include "extents/snapshot.h"

#include <QTest>

#include <linux/fiemap.h>

using namespace fragscope;

namespace {

constexpr std::uint64_t K = 4096;

Snapshot snapshotOf(std::vector<Extent> extents)
{
    Snapshot s;
    s.inspection.map.extents = std::move(extents);
    return s;
}

using Ranges = std::vector<std::pair<std::uint64_t, std::uint64_t>>;

} // namespace

class TestSnapshotDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameLayoutStays()
    {
        const Snapshot a = snapshotOf({{0, 100 * K, 10 * K, 0}, {10 * K, 300 * K, 5 * K, 0}});
        const SnapshotDiff d = diffSnapshots(a, a);
        QCOMPARE(d.stayedBytes, 15 * K);
        QCOMPARE(d.movedBytes + d.appearedBytes + d.vanishedBytes, 0u);
        QVERIFY(d.movedRanges.empty());
    }

    // A defrag: three pieces become one somewhere else, except the first 2 blocks that were
    // already at the new place's start; the moved ranges join where they touch.
    void defragMovesAndJoins()
    {
        const Snapshot a = snapshotOf({{0, 500 * K, 2 * K, 0}, {2 * K, 100 * K, 3 * K, 0}, {5 * K, 200 * K, 5 * K, 0}});
        const Snapshot b = snapshotOf({{0, 500 * K, 10 * K, 0}});
        const SnapshotDiff d = diffSnapshots(a, b);
        QCOMPARE(d.stayedBytes, 2 * K);
        QCOMPARE(d.movedBytes, 8 * K);
        QCOMPARE(d.movedRanges, (Ranges{{2 * K, 10 * K}}));
    }

    // Growth, a punched hole, a region only in a, the extents given out of order, and a piece
    // whose place is unknown (delayed allocation): never counted as staying.
    void appearedVanishedUnknown()
    {
        const Snapshot a = snapshotOf({{8 * K, 800 * K, 4 * K, 0}, {0, 100 * K, 4 * K, 0},
            {20 * K, 0, 2 * K, FIEMAP_EXTENT_UNKNOWN | FIEMAP_EXTENT_DELALLOC}});
        const Snapshot b = snapshotOf({{0, 100 * K, 2 * K, 0}, {4 * K, 400 * K, 2 * K, 0}, {10 * K, 802 * K, 2 * K, 0},
            {20 * K, 0, 2 * K, FIEMAP_EXTENT_UNKNOWN | FIEMAP_EXTENT_DELALLOC}, {30 * K, 900 * K, 3 * K, 0}});
        const SnapshotDiff d = diffSnapshots(a, b);
        // [0,2) stays; [2,4) vanished (punched); [4,6) appeared; [8,10) vanished; [10,12) stays;
        // [20,22) unknown in both: moved; [30,33) appeared.
        QCOMPARE(d.stayedBytes, 4 * K);
        QCOMPARE(d.vanishedBytes, 4 * K);
        QCOMPARE(d.appearedBytes, 5 * K);
        QCOMPARE(d.movedBytes, 2 * K);
        QCOMPARE(d.movedRanges, (Ranges{{20 * K, 22 * K}}));
    }

    void emptyAgainstAFile()
    {
        const Snapshot empty = snapshotOf({});
        const Snapshot file = snapshotOf({{0, 100 * K, 3 * K, 0}, {5 * K, 50 * K, 0, 0}});
        QCOMPARE(diffSnapshots(empty, file).appearedBytes, 3 * K);
        QCOMPARE(diffSnapshots(file, empty).vanishedBytes, 3 * K);
        QCOMPARE(diffSnapshots(empty, empty).stayedBytes, 0u);
    }
};

QTEST_GUILESS_MAIN(TestSnapshotDiff)
#include "tst_snapshotdiff.moc"
