// SPDX-License-Identifier: GPL-3.0-or-later
// btrfs's logical addresses placed on its devices by the chunk tree's rules, each profile worked
// out by hand from the chunk items (the loop-device test in tst_copyonwrite checks the same against
// btrfs-map-logical on a real two-device file system).
#include "fs/btrfschunks.h"

#include <linux/btrfs_tree.h>

#include <QTest>

using namespace fragscope;

namespace {

constexpr std::uint64_t kKiB = 1024;
constexpr std::uint64_t kMiB = 1024 * kKiB;
constexpr std::uint64_t kStripe = 64 * kKiB;

BtrfsChunk chunk(std::uint64_t start, std::uint64_t length, std::uint64_t profile, std::vector<BtrfsStripe> stripes,
    std::uint16_t subStripes = 1)
{
    return BtrfsChunk{start, length, BTRFS_BLOCK_GROUP_DATA | profile, kStripe, subStripes, std::move(stripes)};
}

} // namespace

class TestBtrfsChunks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // single: one piece, the offset into the chunk added to its stripe's; across two chunks, two.
    void singleAcrossChunks()
    {
        const auto map = BtrfsChunkMap::of(
            {chunk(100 * kMiB, 8 * kMiB, 0, {{1, 30 * kMiB}}), chunk(108 * kMiB, 8 * kMiB, 0, {{1, 2 * kMiB}})}, {});
        QCOMPARE(map.places(101 * kMiB, 2 * kMiB), (std::vector<DevicePlace>{{1, 31 * kMiB, 2 * kMiB, 0}}));
        QCOMPARE(map.places(107 * kMiB, 2 * kMiB),
            (std::vector<DevicePlace>{{1, 37 * kMiB, kMiB, 0}, {1, 2 * kMiB, kMiB, 0}}));
        QVERIFY(map.places(99 * kMiB, kMiB).empty());      // before any chunk
        QVERIFY(map.places(115 * kMiB, 2 * kMiB).empty()); // runs past the last
    }

    // DUP and RAID1: every stripe a whole copy, the first copy's pieces first.
    void mirrors()
    {
        const auto dup
            = BtrfsChunkMap::of({chunk(0, 8 * kMiB, BTRFS_BLOCK_GROUP_DUP, {{1, 10 * kMiB}, {1, 20 * kMiB}})}, {});
        QCOMPARE(dup.places(kMiB, 4096), (std::vector<DevicePlace>{{1, 11 * kMiB, 4096, 0}, {1, 21 * kMiB, 4096, 1}}));
        const auto raid1
            = BtrfsChunkMap::of({chunk(0, 8 * kMiB, BTRFS_BLOCK_GROUP_RAID1, {{1, 10 * kMiB}, {2, 5 * kMiB}})}, {});
        QCOMPARE(
            raid1.places(3 * kMiB, kMiB), (std::vector<DevicePlace>{{1, 13 * kMiB, kMiB, 0}, {2, 8 * kMiB, kMiB, 1}}));
    }

    // RAID0 over two devices: stripe n on device n % 2, row n / 2. 200 KiB from 32 KiB into the
    // chunk: 32 KiB of stripe 0, stripe 1 whole, stripe 2 whole, 40 KiB of stripe 3.
    void raid0()
    {
        const auto map
            = BtrfsChunkMap::of({chunk(kMiB, 16 * kMiB, BTRFS_BLOCK_GROUP_RAID0, {{1, 100 * kMiB}, {2, 200 * kMiB}})},
                {{1, QStringLiteral("/dev/a"), 0}, {2, QStringLiteral("/dev/b"), 0}});
        QCOMPARE(map.places(kMiB + 32 * kKiB, 200 * kKiB),
            (std::vector<DevicePlace>{
                {1, 100 * kMiB + 32 * kKiB, 32 * kKiB, 0},
                {2, 200 * kMiB, kStripe, 0},
                {1, 100 * kMiB + kStripe, kStripe, 0},
                {2, 200 * kMiB + kStripe, 40 * kKiB, 0},
            }));
        QCOMPARE(map.deviceName(2), QStringLiteral("/dev/b"));
        QCOMPARE(map.deviceName(7), QStringLiteral("device 7"));
    }

    // RAID10 over four devices (two copies each): stripe n on the pair (n % 2) * 2, row n / 2.
    void raid10()
    {
        const auto map = BtrfsChunkMap::of({chunk(0, 16 * kMiB, BTRFS_BLOCK_GROUP_RAID10,
                                               {{1, 10 * kMiB}, {2, 20 * kMiB}, {3, 30 * kMiB}, {4, 40 * kMiB}}, 2)},
            {});
        // Stripe 3: pair (3 % 2) * 2 = devices 3 and 4, row 1.
        QCOMPARE(map.places(3 * kStripe, 4096),
            (std::vector<DevicePlace>{{3, 30 * kMiB + kStripe, 4096, 0}, {4, 40 * kMiB + kStripe, 4096, 1}}));
    }

    // Where the cost model reads: the first copy, where one chunk holds the range and each copy
    // lies whole on one device; nothing where the read would spread over devices or chunks.
    void readPlace()
    {
        const auto map = BtrfsChunkMap::of(
            {chunk(100 * kMiB, 8 * kMiB, 0, {{1, 30 * kMiB}}),
                chunk(108 * kMiB, 8 * kMiB, BTRFS_BLOCK_GROUP_DUP, {{1, 2 * kMiB}, {1, 50 * kMiB}}),
                chunk(116 * kMiB, 8 * kMiB, BTRFS_BLOCK_GROUP_RAID1, {{2, 7 * kMiB}, {1, 70 * kMiB}}),
                chunk(124 * kMiB, 8 * kMiB, BTRFS_BLOCK_GROUP_RAID0, {{1, 90 * kMiB}, {2, 90 * kMiB}}),
                chunk(132 * kMiB, 8 * kMiB, 0, {{1, 100 * kMiB}})},
            {});
        QCOMPARE(map.readPlace(101 * kMiB, kMiB), (DevicePlace{1, 31 * kMiB, kMiB, 0}));
        QCOMPARE(map.readPlace(109 * kMiB, kMiB), (DevicePlace{1, 3 * kMiB, kMiB, 0}));
        QCOMPARE(map.readPlace(120 * kMiB, 4096), (DevicePlace{2, 11 * kMiB, 4096, 0}));
        QVERIFY(!map.readPlace(125 * kMiB, 4096));                                       // striped
        QVERIFY(!map.readPlace(107 * kMiB, 2 * kMiB));                                   // across two chunks
        QCOMPARE(map.readPlace(107 * kMiB, kMiB), (DevicePlace{1, 37 * kMiB, kMiB, 0})); // to its chunk's end
        QVERIFY(!map.readPlace(99 * kMiB, 4096));                                        // before any chunk
        QVERIFY(!map.readPlace(139 * kMiB, 2 * kMiB));                                   // past the last
    }

    // Parity RAID is not placed here: nothing rather than a wrong place.
    void parityNotMapped()
    {
        const auto map
            = BtrfsChunkMap::of({chunk(0, 16 * kMiB, BTRFS_BLOCK_GROUP_RAID5, {{1, 0}, {2, 0}, {3, 0}})}, {});
        QVERIFY(map.places(kMiB, 4096).empty());
    }
};

QTEST_GUILESS_MAIN(TestBtrfsChunks)
#include "tst_btrfschunks.moc"
