// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <cstdint>
#include <vector>

namespace fragscope {

// One EXTENT_DATA item of a btrfs file: a range of the file and the extent on disk that holds it.
// What FIEMAP does not say: how long a compressed extent is on disk, and which part of the extent
// the file references. All in bytes; disk addresses are btrfs logical addresses, as FIEMAP gives.
struct BtrfsFileExtent
{
    enum class Kind : std::uint8_t { Inline, Regular, Prealloc };
    std::uint64_t fileOffset = 0; // the item's key offset
    Kind kind = Kind::Regular;
    std::uint8_t compression = 0;      // 0 none, 1 zlib, 2 lzo, 3 zstd
    std::uint64_t diskBytenr = 0;      // the extent's start on disk; 0 for a hole
    std::uint64_t diskBytes = 0;       // the extent's length on disk (compressed)
    std::uint64_t extentOffset = 0;    // where the file's part starts, in the extent's plain bytes
    std::uint64_t referencedBytes = 0; // the file's part: num_bytes (inline: ram_bytes)
    std::uint64_t ramBytes = 0;        // the extent's plain length
    std::uint64_t inlineBytes = 0;     // inline: the bytes stored in the item (compressed or not)

    bool isHole() const { return kind != Kind::Inline && diskBytenr == 0; }
    bool isCompressed() const { return compression != 0; }
    // The disk bytes a read of the file's part goes to: the whole extent when it is compressed (it
    // is decompressed whole), else only the referenced part.
    std::uint64_t readStart() const { return isCompressed() ? diskBytenr : diskBytenr + extentOffset; }
    std::uint64_t readBytes() const { return isCompressed() ? diskBytes : referencedBytes; }

    bool operator==(const BtrfsFileExtent&) const = default;
};

// The inode number of every subvolume's top directory (BTRFS_FIRST_FREE_OBJECTID).
inline constexpr std::uint64_t kBtrfsSubvolumeTopIno = 256;

// The id of the subvolume (tree) an open btrfs file lives in. Any user may ask.
Result<std::uint64_t> btrfsSubvolumeOf(int fd, const QString& path);

// Every EXTENT_DATA item of the file open as fd, in file order, from its subvolume's tree
// (BTRFS_IOC_TREE_SEARCH_V2: root only; without it the error says so, errnum EPERM).
Result<std::vector<BtrfsFileExtent>> readBtrfsFileExtents(int fd, const QString& path);

// A new, empty subvolume at `path` (its parent must be a folder on btrfs that the user may write;
// BTRFS_IOC_SUBVOL_CREATE, any user).
Result<void> createBtrfsSubvolume(const QString& path);
// A writable snapshot of the subvolume `source` at `path` (BTRFS_IOC_SNAP_CREATE_V2; the owner of
// the subvolume may). Writable so that its files can be removed without root; an empty subvolume
// goes with rmdir.
Result<void> createBtrfsSnapshot(const QString& source, const QString& path);

// The bytes of data the file system at `path` has stored (BTRFS_IOC_SPACE_INFO, the data block
// groups' used bytes, as `btrfs filesystem df` prints them; any user).
Result<std::uint64_t> btrfsDataUsedBytes(const QString& path);

} // namespace fragscope
