// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace fragscope {

struct SpaceRange
{
    std::uint64_t start = 0; // bytes, in the address space the file system's FIEMAP reports
    std::uint64_t length = 0;
    std::uint64_t end() const { return start + length; }
};

// One row of e2freefrag's histogram: free extents of at least minBytes and less than maxBytes
// (power-of-two numbers of blocks).
struct FreeSpaceBucket
{
    std::uint64_t minBytes = 0;
    std::uint64_t maxBytes = 0;
    std::uint64_t extents = 0;
    std::uint64_t bytes = 0;
};

// A btrfs block group (a chunk of the logical address space given to data, metadata or system).
struct BtrfsBlockGroup
{
    std::uint64_t start = 0; // btrfs logical address, what FIEMAP reports on btrfs
    std::uint64_t length = 0;
    std::uint64_t used = 0;
    std::uint64_t flags = 0;     // BTRFS_BLOCK_GROUP_*
    QString typeName() const;    // "Data", "Metadata", "System" (and mixed ones joined by '+')
    QString profileName() const; // "single", "DUP", "RAID1", ...
    bool isData() const;
};

// Where a file system has room, and where its own metadata lives.
struct FreeSpace
{
    enum class Method { Fsmap, BtrfsBlockGroups };
    Method method = Method::Fsmap;
    std::uint32_t blockSize = 4096;
    std::uint64_t addressStart = 0; // the span the ranges below lie in
    std::uint64_t addressEnd = 0;
    std::uint64_t totalBytes = 0; // of the file system
    std::uint64_t freeBytes = 0;
    std::uint64_t freeExtents = 0;
    std::uint64_t largestFreeBytes = 0;
    std::uint64_t smallestFreeBytes = 0;
    std::vector<FreeSpaceBucket> histogram; // non-empty rows only, smallest first
    std::vector<SpaceRange> free;           // GETFSMAP: every free extent, as the kernel reports it
    std::vector<SpaceRange> metadata;       // GETFSMAP: the file system's own blocks
    std::vector<BtrfsBlockGroup> blockGroups;
    std::uint64_t unallocatedBytes = 0; // btrfs: device space no block group holds yet

    std::uint64_t averageFreeBytes() const { return freeExtents ? freeBytes / freeExtents : 0; }
};

// The e2freefrag bucket (1-based, as its histogram) for a free extent of `blocks` blocks.
int freeSpaceBucketIndex(std::uint64_t blocks);
// Adds one free extent to the totals and the histogram (kept sorted, non-empty rows only).
void addFreeExtent(FreeSpace& space, std::uint64_t start, std::uint64_t length);

// How a file of `bytes` would fit the free space if it were written anew now: the fewest free
// extents that together hold it, taking the largest first (GETFSMAP only: btrfs gives no extents).
// As the allocator sees it: ext4's in-memory preallocations count as used (the bitmaps on disk,
// which dumpe2fs and e2freefrag read, count them free until the file system is remounted).
struct FreeRoom
{
    bool known = false;
    std::uint64_t freeBytes = 0;
    std::uint64_t largestFreeBytes = 0;
    std::uint64_t fewestPieces = 0; // 0: all the free space together is too little
};
FreeRoom freeRoom(const FreeSpace& space, std::uint64_t bytes);

// Reads the free space of the file system holding path: FS_IOC_GETFSMAP on ext4 and XFS, the chunk
// and block-group items (BTRFS_IOC_TREE_SEARCH) on btrfs. GETFSMAP works unprivileged on ext4 and
// XFS; btrfs's tree search needs root (CAP_SYS_ADMIN). The error says what could not be read and why.
Result<FreeSpace> readFreeSpace(const QString& path);

} // namespace fragscope
