// SPDX-License-Identifier: GPL-3.0-or-later
// Where a file's data lies on disk, worked out by hand: from btrfs's extent items (compressed
// extents read whole, bookends read in part, an extent used twice stored once, holes and inline
// data with no place), and from FIEMAP alone with the compressed lengths guessed and marked.
#include "extents/metrics.h"
#include "extents/ondisk.h"
#include "fs/btrfssearch.h"
#include "fs/fsinfo.h"
#include "testextents.h"

#include <QTest>

#include <linux/btrfs_tree.h>

using namespace fragscope;

namespace {

constexpr std::uint64_t kKiB = 1024;

BtrfsFileExtent regular(std::uint64_t fileOffset, std::uint64_t bytenr, std::uint64_t diskBytes, std::uint64_t offset,
    std::uint64_t referenced, std::uint8_t compression = 0, std::uint64_t ram = 0)
{
    BtrfsFileExtent e;
    e.fileOffset = fileOffset;
    e.diskBytenr = bytenr;
    e.diskBytes = diskBytes;
    e.extentOffset = offset;
    e.referencedBytes = referenced;
    e.compression = compression;
    e.ramBytes = ram ? ram : diskBytes;
    return e;
}

// A compressed extent of 128 KiB of plain bytes stored in `stored` bytes at `bytenr`.
BtrfsFileExtent zstd128(std::uint64_t fileOffset, std::uint64_t bytenr, std::uint64_t stored)
{
    return regular(fileOffset, bytenr, stored, 0, 128 * kKiB, 3, 128 * kKiB);
}

} // namespace

class TestOnDisk : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Three compressed extents stored back to back: one run, no seek, compsize's three totals.
    void compressedExtentsInARowAreOneRun()
    {
        const std::uint64_t at = 1 << 20;
        const DiskLayout layout = diskLayoutFromBtrfs({zstd128(0, at, 4 * kKiB),
            zstd128(128 * kKiB, at + 4 * kKiB, 8 * kKiB), zstd128(256 * kKiB, at + 12 * kKiB, 4 * kKiB)});
        QCOMPARE(layout.truth, DiskTruth::Exact);
        QCOMPARE(layout.diskBytes, 16 * kKiB);
        QCOMPARE(layout.uncompressedBytes, 384 * kKiB);
        QCOMPARE(layout.referencedBytes, 384 * kKiB);
        QCOMPARE(layout.pieces.size(), std::size_t(3));
        QCOMPARE(layout.pieces[1], (DiskPiece{128 * kKiB, 128 * kKiB, at + 4 * kKiB, 8 * kKiB}));

        // FIEMAP says the same three as 128 KiB each, 4 KiB apart: filefrag counts three.
        const Extents fiemap{{0, at, 128 * kKiB, FIEMAP_EXTENT_ENCODED},
            {128 * kKiB, at + 4 * kKiB, 128 * kKiB, FIEMAP_EXTENT_ENCODED},
            {256 * kKiB, at + 12 * kKiB, 128 * kKiB, FIEMAP_EXTENT_ENCODED | FIEMAP_EXTENT_LAST}};
        const ExtentMap map = mapOf(fiemap, 96);
        const FragReport exact = computeFragReport(map, 0, layout);
        QCOMPARE(exact.fragments, quint64(3));
        QCOMPARE(exact.physicalRuns, quint64(1));
        QCOMPARE(exact.seekDistanceBytes, quint64(0));
        QCOMPARE(exact.contiguity, 1.0);
        QCOMPARE(exact.diskTruth, DiskTruth::Exact);
        QCOMPARE(exact.diskBytes, 16 * kKiB);

        // Without the items: the lengths guessed from where the next starts, the last one's as the
        // most a compressed extent takes (128 KiB); still one run, marked as estimated.
        const DiskLayout guessed = diskLayoutFromFiemap(fiemap, ~0ULL);
        QCOMPARE(guessed.truth, DiskTruth::Estimated);
        QVERIFY(!guessed.estimatedBecause.isEmpty());
        QCOMPARE(guessed.diskBytes, (4 + 8 + 128) * kKiB);
        const FragReport estimated = computeFragReport(map, 0, guessed);
        QCOMPARE(estimated.physicalRuns, quint64(1));
        QCOMPARE(estimated.seekDistanceBytes, quint64(0));
        QCOMPARE(estimated.diskTruth, DiskTruth::Estimated);
        // The old reading of FIEMAP's lengths as lengths on disk made these three runs.
        QCOMPARE(
            computeFragReport(mapOf(Extents{blk(0, 256, 32), blk(32, 257, 32), blk(64, 259, 32)}, 96), 0).physicalRuns,
            quint64(3));
    }

    // A 1 MiB extent overwritten in the middle: the file reads its two ends (bookends) and the new
    // extent between them. The old extent is stored once, whole; the reads jump to the new one and back.
    void bookendsAreReadInPart()
    {
        const std::uint64_t old = 10 << 20;
        const std::uint64_t fresh = 50 << 20;
        const DiskLayout layout = diskLayoutFromBtrfs(
            {regular(0, old, 1024 * kKiB, 0, 256 * kKiB), regular(256 * kKiB, fresh, 64 * kKiB, 0, 64 * kKiB),
                regular(320 * kKiB, old, 1024 * kKiB, 320 * kKiB, 704 * kKiB)});
        QCOMPARE(layout.diskBytes, (1024 + 64) * kKiB);
        QCOMPARE(layout.uncompressedBytes, (1024 + 64) * kKiB);
        QCOMPARE(layout.referencedBytes, 1024 * kKiB);
        QCOMPARE(layout.pieces[2], (DiskPiece{320 * kKiB, 704 * kKiB, old + 320 * kKiB, 704 * kKiB}));
        // The 64 KiB overwritten stay on disk, referenced by nobody.
        QCOMPARE(layout.unreferencedBytes, 64 * kKiB);
        const FragReport r = computeFragReport(mapOf({}, 256), 0, layout);
        QCOMPARE(r.physicalRuns, quint64(3));
        // From the first end (old + 256 KiB) to fresh, and from fresh + 64 KiB back to old + 320 KiB.
        QCOMPARE(r.seekDistanceBytes, (fresh - (old + 256 * kKiB)) + ((fresh + 64 * kKiB) - (old + 320 * kKiB)));
    }

    // Holes have no place; inline data is counted as stored; a compressed extent referenced by two
    // items in a row is read once and stored once.
    void holesInlineAndTwoReferences()
    {
        BtrfsFileExtent tiny;
        tiny.kind = BtrfsFileExtent::Kind::Inline;
        tiny.ramBytes = 3000;
        tiny.inlineBytes = 700;
        tiny.compression = 3;
        DiskLayout layout = diskLayoutFromBtrfs({tiny});
        QCOMPARE(layout.pieces.size(), std::size_t(0));
        QCOMPARE(layout.diskBytes, quint64(700));
        QCOMPARE(layout.uncompressedBytes, quint64(3000));
        QCOMPARE(layout.referencedBytes, quint64(3000));
        // FIEMAP gives inline data a block's length at address 0: no place, the file's 100 bytes.
        Extent inlined;
        inlined.length = 4096;
        inlined.flags = FIEMAP_EXTENT_DATA_INLINE | FIEMAP_EXTENT_NOT_ALIGNED | FIEMAP_EXTENT_LAST;
        const DiskLayout fromFiemap = diskLayoutFromFiemap({inlined}, 100);
        QVERIFY(fromFiemap.pieces.empty());
        QCOMPARE(fromFiemap.referencedBytes, quint64(100));
        QCOMPARE(fromFiemap.diskBytes, quint64(100));

        const std::uint64_t at = 4 << 20;
        BtrfsFileExtent firstHalf = regular(0, at, 16 * kKiB, 0, 64 * kKiB, 3, 128 * kKiB);
        BtrfsFileExtent secondHalf = regular(64 * kKiB, at, 16 * kKiB, 64 * kKiB, 64 * kKiB, 3, 128 * kKiB);
        layout = diskLayoutFromBtrfs({firstHalf, regular(64 * kKiB, 0, 0, 0, 0), secondHalf});
        QCOMPARE(layout.pieces.size(), std::size_t(2));
        QCOMPARE(layout.diskBytes, 16 * kKiB);
        QCOMPARE(layout.uncompressedBytes, 128 * kKiB);
        QCOMPARE(layout.referencedBytes, 128 * kKiB);
        const FragReport r = computeFragReport(mapOf({}, 32), 0, layout);
        QCOMPARE(r.physicalRuns, quint64(1));
        QCOMPARE(r.seekDistanceBytes, quint64(0));
    }

    // Two files sharing one extent, each using a quarter: each alone leaves three quarters unused,
    // together half; the extent is stored once. A compressed extent used in half leaves half its
    // stored length. The unused ranges of a plain extent are where the disk map draws them.
    void extentsOnceOverFiles()
    {
        const std::uint64_t at = 8 << 20;
        const ExtentRef a{at, 1024 * kKiB, 1024 * kKiB, 0, 256 * kKiB};
        const ExtentRef b{at, 1024 * kKiB, 1024 * kKiB, 512 * kKiB, 256 * kKiB};
        QCOMPARE(extentTotals({a}), (ExtentTotals{1024 * kKiB, 1024 * kKiB, 256 * kKiB, 768 * kKiB}));
        std::vector<std::pair<std::uint64_t, std::uint64_t>> gaps;
        QCOMPARE(extentTotals({b, a}, &gaps), (ExtentTotals{1024 * kKiB, 1024 * kKiB, 512 * kKiB, 512 * kKiB}));
        const decltype(gaps) expected{{at + 256 * kKiB, 256 * kKiB}, {at + 768 * kKiB, 256 * kKiB}};
        QCOMPARE(gaps, expected);
        // The same reference twice (a file and its snapshot) covers nothing more.
        QCOMPARE(extentTotals({a, a}).unreferencedBytes, 768 * kKiB);
        QCOMPARE(extentTotals({a, a}).referencedBytes, 512 * kKiB);

        const ExtentRef half{64 << 20, 32 * kKiB, 128 * kKiB, 0, 64 * kKiB};
        gaps.clear();
        QCOMPARE(extentTotals({half}, &gaps), (ExtentTotals{32 * kKiB, 128 * kKiB, 64 * kKiB, 16 * kKiB}));
        QVERIFY(gaps.empty()); // a compressed extent is stored whole: nothing of it to draw apart
    }

    // Which pieces FIEMAP marks shared, and what writing those anew takes: their bytes on disk,
    // an extent read by two pieces once.
    void sharedPiecesAndTheirSpace()
    {
        const Extents fiemap{blk(0, 100, 4), blk(4, 200, 8, FIEMAP_EXTENT_SHARED), blk(12, 300, 4, FIEMAP_EXTENT_LAST)};
        const DiskLayout layout = diskLayoutFromFiemap(fiemap, 16 * 4096);
        QCOMPARE(sharedPieces(layout, fiemap), (std::vector<bool>{false, true, false}));
        QCOMPARE(sharedDiskBytes(layout, fiemap), 8 * 4096ULL);
        const DiskLayout none = diskLayoutFromFiemap({blk(0, 100, 4, FIEMAP_EXTENT_LAST)}, 4 * 4096);
        QCOMPARE(sharedDiskBytes(none, {blk(0, 100, 4, FIEMAP_EXTENT_LAST)}), 0ULL);
    }

    // On a file system that stores nothing transformed, FIEMAP's records are the disk's.
    void plainRecordsAreTheDisks()
    {
        const Extents extents{blk(0, 100, 5), blk(5, 200, 5, FIEMAP_EXTENT_LAST)};
        const DiskLayout layout = diskLayoutFromFiemap(extents, 10 * 4096);
        QCOMPARE(layout.truth, DiskTruth::Fiemap);
        QVERIFY(layout.estimatedBecause.isEmpty());
        QCOMPARE(layout.diskBytes, 10 * 4096ULL);
        QCOMPARE(computeFragReport(mapOf(extents, 10), 0), computeFragReport(mapOf(extents, 10), 0, layout));
        QCOMPARE(diskTruthKey(DiskTruth::Fiemap), QStringLiteral("fiemap"));
        QCOMPARE(diskTruthKey(DiskTruth::Exact), QStringLiteral("exact"));
        QCOMPARE(diskTruthKey(DiskTruth::Estimated), QStringLiteral("estimated"));
    }

    // Preallocated space takes its place but is never read: FIEMAP's unwritten records and btrfs's
    // prealloc items become pieces marked unwritten, which the read leaves out; compressed pieces
    // are marked for the read models, plain ones are not.
    void unwrittenIsPlacedButNotRead()
    {
        const Extents extents{
            blk(0, 100, 5), blk(5, 900, 5, FIEMAP_EXTENT_UNWRITTEN), blk(10, 105, 5, FIEMAP_EXTENT_LAST)};
        const DiskLayout layout = diskLayoutFromFiemap(extents, 15 * 4096);
        QCOMPARE(layout.pieces.size(), std::size_t(3));
        QVERIFY(!layout.pieces[0].unwritten && layout.pieces[1].unwritten && !layout.pieces[2].unwritten);
        const std::vector<Extent> read = readExtents(layout);
        QCOMPARE(read.size(), std::size_t(2));
        QCOMPARE(read[1].physical, 105 * 4096ULL);
        QCOMPARE(read[0].flags & FIEMAP_EXTENT_ENCODED, 0u);

        BtrfsFileExtent prealloc = regular(128 * kKiB, 8 << 20, 64 * kKiB, 0, 64 * kKiB);
        prealloc.kind = BtrfsFileExtent::Kind::Prealloc;
        const DiskLayout btrfs = diskLayoutFromBtrfs({zstd128(0, 1 << 20, 8 * kKiB), prealloc});
        QCOMPARE(btrfs.pieces.size(), std::size_t(2));
        QVERIFY(!btrfs.pieces[0].unwritten && btrfs.pieces[1].unwritten);
        const std::vector<Extent> btrfsRead = readExtents(btrfs);
        QCOMPARE(btrfsRead.size(), std::size_t(1));
        QVERIFY(btrfsRead[0].has(FIEMAP_EXTENT_ENCODED));
        QCOMPARE(btrfsRead[0].length, 8 * kKiB);
    }

    // What st_blocks counts beyond FIEMAP's data: the map's blocks on ext4 and XFS, never on
    // btrfs, never for one extent, and never more than the extents could fill.
    void mapBlocksBesideTheData()
    {
        Extents seven;
        for (std::uint64_t i = 0; i < 7; ++i)
            seven.push_back(blk(i * 4, 1000 + i * 10, 4));
        const std::uint64_t data = 7 * 4 * 4096;
        QCOMPARE(mapBlocksOf(seven, data + 4096, 4096, kExt4Magic), 1u);
        QCOMPARE(mapBlocksOf(seven, data + 4096, 4096, kXfsMagic), 1u);
        QCOMPARE(mapBlocksOf(seven, data, 4096, kExt4Magic), 0u);
        QCOMPARE(mapBlocksOf(seven, data - 4096, 4096, kExt4Magic), 0u); // a file being written
        QCOMPARE(mapBlocksOf(seven, data + 4096, 4096, kBtrfsMagic), 0u);
        QCOMPARE(mapBlocksOf(seven, data + 64 * 1024 * 1024, 4096, kXfsMagic), 2u); // preallocated past the end
        QCOMPARE(mapBlocksOf({blk(0, 1000, 4)}, 2 * 4 * 4096, 4096, kExt4Magic), 0u);
        // 700 extents: two leaves and an index block, within 700 / 64 + 2.
        Extents many;
        for (std::uint64_t i = 0; i < 700; ++i)
            many.push_back(blk(i, 1000 + i * 2, 1));
        QCOMPARE(mapBlocksOf(many, (700 + 3) * 4096, 4096, kExt4Magic), 3u);
    }

    // An answer of the tree search is read within its buffer: an item whose length, or a count of
    // items, reaches past it is not read (the walk read past the buffer before), and every item
    // before that is.
    void treeSearchAnswerWithinItsBuffer()
    {
        QByteArray buffer;
        const auto add = [&buffer](std::uint64_t offset, std::uint32_t len) {
            btrfs_ioctl_search_header h{};
            h.objectid = 257;
            h.offset = offset;
            h.type = BTRFS_EXTENT_DATA_KEY;
            h.len = len;
            buffer.append(reinterpret_cast<const char*>(&h), sizeof h);
            buffer.append(QByteArray(qsizetype(std::min<std::uint32_t>(len, 64)), char(offset)));
        };
        add(0, 53);
        add(4096, 53);
        std::vector<std::uint64_t> seen;
        btrfs_ioctl_search_header last{};
        const auto item = [&seen](const btrfs_ioctl_search_header& h, const unsigned char* data) {
            seen.push_back(h.offset);
            QCOMPARE(data[h.len - 1], (unsigned char)(h.offset));
        };
        QVERIFY(walkSearchItems(buffer.constData(), std::size_t(buffer.size()), 2, item, &last));
        QCOMPARE(seen, (std::vector<std::uint64_t>{0, 4096}));
        QCOMPARE(last.offset, std::uint64_t(4096));
        seen.clear(); // the kernel's count says three: there is no third header
        QVERIFY(!walkSearchItems(buffer.constData(), std::size_t(buffer.size()), 3, item, &last));
        QCOMPARE(seen, (std::vector<std::uint64_t>{0, 4096}));
        add(8192, 1u << 30); // a length far beyond the buffer
        seen.clear();
        QVERIFY(!walkSearchItems(buffer.constData(), std::size_t(buffer.size()), 3, item, &last));
        QCOMPARE(seen, (std::vector<std::uint64_t>{0, 4096}));
    }
};

QTEST_GUILESS_MAIN(TestOnDisk)
#include "tst_ondisk.moc"
