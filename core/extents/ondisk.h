// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "fs/btrfschunks.h"
#include "fs/btrfsfile.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace fragscope {

struct FsInfo;

// Where the numbers about a file's place on disk come from.
enum class DiskTruth : std::uint8_t {
    Fiemap,    // FIEMAP's records, and they are the disk's: nothing is stored transformed
    Exact,     // the file system's own records (btrfs extent items, read as root)
    Estimated, // FIEMAP only, and some data is stored encoded (compressed): its length on disk is guessed
};
// "fiemap", "exact", "estimated": the JSON spelling, and back (anything else reads as Fiemap).
QString diskTruthKey(DiskTruth truth);
DiskTruth diskTruthFromKey(const QString& key);

// A piece of the file as a cold read of it meets the disk: the file's bytes it holds, and where on
// the disk and how many bytes the read goes to for them. For a compressed btrfs extent that is the
// whole extent as stored (it is decompressed whole), often a thirtieth of the file's bytes.
struct DiskPiece
{
    std::uint64_t logical = 0;
    std::uint64_t length = 0; // the file's bytes
    std::uint64_t disk = 0;   // btrfs: its logical address, as FIEMAP's "physical"
    std::uint64_t diskLength = 0;
    // Allocated but never written (fallocate, btrfs prealloc): it takes its place, but reads as
    // zeros without the disk being asked.
    bool unwritten = false;

    std::uint64_t logicalEnd() const { return logical + length; }
    std::uint64_t diskEnd() const { return disk + diskLength; }
    bool operator==(const DiskPiece&) const = default;
};

// Whether `next` belongs to the run of `prev`: it follows it in the file, and on disk it starts
// where prev ends or is a second part of the same (compressed) extent. Physical runs and the map's
// run marks both count by this.
inline bool continuesRun(const DiskPiece& prev, const DiskPiece& next)
{
    return prev.logicalEnd() == next.logical && (prev.diskEnd() == next.disk || prev.disk == next.disk);
}

// One reference of a file to an extent on disk: which of the extent's plain (decompressed) bytes
// the file uses. An extent referenced by several files (reflinks, snapshots) or twice by one is
// stored once; the bytes no reference covers any more (a "bookend" left by an overwrite) still
// take their space.
struct ExtentRef
{
    std::uint64_t disk = 0;        // the extent's start (btrfs: its logical address)
    std::uint64_t diskLength = 0;  // its length as stored
    std::uint64_t plainLength = 0; // decompressed (= diskLength when it is not compressed)
    std::uint64_t offset = 0;      // the referenced part, in plain bytes from the extent's start
    std::uint64_t length = 0;
};

// compsize's three totals over a set of references, each extent once, and the bytes of those
// extents no reference in the set covers (in bytes on disk: a compressed extent's unreferenced
// share of its stored length).
struct ExtentTotals
{
    std::uint64_t diskBytes = 0;
    std::uint64_t uncompressedBytes = 0;
    std::uint64_t referencedBytes = 0;
    std::uint64_t unreferencedBytes = 0;

    void add(const ExtentTotals& o);
    bool operator==(const ExtentTotals&) const = default;
};
// unreferenced, when given, gets the disk ranges (start, length) of uncompressed extents that no
// reference covers, for the disk map (a compressed extent is stored whole).
ExtentTotals extentTotals(
    std::vector<ExtentRef> refs, std::vector<std::pair<std::uint64_t, std::uint64_t>>* unreferenced = nullptr);

// The file's data on the disk: its pieces in file order (holes, btrfs's inline data and data not yet
// placed have none; preallocated space, which reads as zeros, has its place), and compsize's three
// totals.
struct DiskLayout
{
    DiskTruth truth = DiskTruth::Fiemap;
    QString estimatedBecause; // why the truth is Estimated, for the reader
    std::vector<DiskPiece> pieces;
    std::uint64_t diskBytes = 0;         // every extent the file uses, once, as stored ("Disk Usage")
    std::uint64_t uncompressedBytes = 0; // the same extents' plain bytes ("Uncompressed")
    std::uint64_t referencedBytes = 0;   // the file's bytes in them ("Referenced")
    // Bytes of its extents the file does not reference (bookends), as stored; known only from the
    // file system's own records (Exact), or where nothing is stored transformed and no file system
    // keeps bookends (Fiemap on ext4, XFS).
    std::uint64_t unreferencedBytes = 0;
    bool unreferencedKnown = true;
    // Blocks of the file's map kept outside its inode (mapBlocksOf): each read, and waited for,
    // before the data it maps. 0 where not known or not kept so.
    std::uint64_t mapBlocks = 0;
    // The read-ahead of the file system's own where it keeps one (btrfs: btrfsReadAheadBytes), for
    // the cost model's windows; 0: the device's.
    std::uint64_t readAheadBytes = 0;

    bool operator==(const DiskLayout&) const = default;
};

// The blocks a file's map takes outside its inode: ext4's extent tree (an inode holds 4 extents, a
// leaf 340), ext2/3's indirect blocks, XFS's block-map btree. st_blocks (`allocatedBytes`) counts
// them beside the data FIEMAP lists. 0 on other file systems (btrfs keeps extents in tree leaves
// many files share).
std::uint64_t mapBlocksOf(
    const std::vector<Extent>& extents, std::uint64_t allocatedBytes, std::uint32_t blockSize, std::uint64_t fsMagic);

// From FIEMAP's records. An encoded (compressed) record's length is its plain length; on disk it
// is at most 128 KiB, and where the next record starts right after it, the distance is its length:
// the layout says Estimated.
// refs, when given, gets the file's references to its extents (for totals over many files). btrfs's
// inline data has no place; FIEMAP gives it a block's length, of which the file's are within its size.
DiskLayout diskLayoutFromFiemap(
    const std::vector<Extent>& extents, std::uint64_t fileSize, std::vector<ExtentRef>* refs = nullptr);

// From btrfs's extent items of the file: exact.
DiskLayout diskLayoutFromBtrfs(const std::vector<BtrfsFileExtent>& items, std::vector<ExtentRef>* refs = nullptr);

// What a cold read of the file in order goes to on disk, as extents for the read models: each
// piece's disk range at its place in the file, marked FIEMAP_EXTENT_ENCODED where it is stored
// compressed (read whole, in a request of its own); the second part of a compressed extent just
// read is not read again, and unwritten pieces are not read at all.
// On btrfs, with its chunk map (root only), each piece is placed where the read goes on its device
// (Extent::device, the devid; BtrfsChunkMap::readPlace), so that the model's distances and zones are
// the device's: btrfs's logical addresses only grow, and after a balance lie beyond the device's end.
// A piece in a striped chunk (RAID0, RAID10) is cut at its stripes, each part on its device. Without
// the map, or where any piece has no place (a parity profile, a length past the last chunk), the
// logical addresses stand in, for all pieces, on device 0.
std::vector<Extent> readExtents(const DiskLayout& layout, const BtrfsChunkMap* chunks = nullptr);
// The same read of the file defragmented: its pieces end to end in the file system's addresses where
// the first lies (a compressed extent stays one), then placed as readExtents places them — on a
// striped btrfs striped again over its devices, as a new extent would be.
std::vector<Extent> laidReadExtents(const DiskLayout& layout, const BtrfsChunkMap* chunks = nullptr);

// For each of the layout's pieces, whether FIEMAP's records mark its part of the file shared.
std::vector<bool> sharedPieces(const DiskLayout& layout, const std::vector<Extent>& extents);

// The bytes on disk of the file's pieces that FIEMAP's records mark shared (each extent once): what
// writing them anew, as a defrag does, takes while the other files keep the old ones.
std::uint64_t sharedDiskBytes(const DiskLayout& layout, const std::vector<Extent>& extents);

// The layout of a file open as fd (-1: not to be asked) whose FIEMAP records are `extents`: on
// btrfs from its extent items where they can be read (root), otherwise from the records, with the
// reason in estimatedBecause when it is a guess (and *itemsError, when given, saying why the items
// could not be read). refs as diskLayoutFromFiemap's.
DiskLayout diskLayoutOf(int fd, const QString& path, const std::vector<Extent>& extents, std::uint64_t fileSize,
    bool btrfs, std::vector<ExtentRef>* refs = nullptr, Error* itemsError = nullptr);

// The layout of a mapped file, opened again by path (diskLayoutOf).
DiskLayout readDiskLayout(const QString& path, const ExtentMap& map, const FsInfo& fs);

} // namespace fragscope
