// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "defrag/filestate.h"
#include "extents/snapshot.h"
#include "fs/freespace.h"
#include "util/error.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>

namespace fragscope {

enum class DefragMethod { Auto, Ext4, Btrfs, Xfs, Copy };
QString defragMethodName(DefragMethod method);
std::optional<DefragMethod> defragMethodFromName(const QString& name);

// What a run leaves of the free space to other programs (--keep-free): a size, or a share of what
// was free to them (f_bavail) when it began; a tenth unless set.
struct KeepFree
{
    std::uint64_t bytes = 0; // when set, this; else `share` of the free space
    double share = 0.1;
    std::uint64_t of(std::uint64_t freeAtStart) const
    {
        return bytes ? bytes : std::uint64_t(double(freeAtStart) * share);
    }
};

struct DefragOptions
{
    DefragMethod method = DefragMethod::Auto;
    bool dryRun = false;
    bool unshare = false;                // btrfs, XFS: go on although extents are shared (copies them)
    std::uint32_t btrfsCompression = 0;  // btrfs: recompress with 1 zlib, 2 lzo, 3 zstd (0: as mounted)
    bool verify = true;                  // digest the content before and after
    std::uint64_t chunkBytes = 64 << 20; // ext4: bytes moved per ioctl, between cancel checks
    std::uint32_t btrfsExtentThreshold = 32 << 20;
    KeepFree keepFree;
};

struct DefragProgress
{
    std::uint64_t doneBytes = 0;
    std::uint64_t totalBytes = 0;
    QString phase;
};
using DefragProgressFn = std::function<void(const DefragProgress&)>;

struct DefragResult
{
    QString path;
    DefragMethod method = DefragMethod::Auto; // the engine that ran (or would have)
    bool dryRun = false;
    bool defragmented = false;    // the layout was changed
    bool changedByOthers = false; // someone else wrote the file meanwhile: not a success
    bool cancelled = false;
    QString outcome;                     // one line for people: what happened, or why nothing did
    std::uint64_t expectedFragments = 0; // what the engine expected to reach (dry run included)
    Snapshot before;
    Snapshot after; // empty for a dry run or a refusal
    FileState stateBefore;
    FileState stateAfter;
    FreeRoom room; // the free space when the engine looked for a new place (ext4, XFS, copy)
    // Shared extents (reflinks, snapshots): the file's bytes in them, the space writing them anew
    // takes (the other files keep the old ones), and the free space there was.
    std::uint64_t unshareBytes = 0;
    std::uint64_t unshareSpaceBytes = 0;
    std::uint64_t freeBytes = 0;
    // The room the run takes for a moment (a second copy of the blocks it moves) and what it leaves
    // to other programs whatever it takes (--keep-free), of freeBytes free to them.
    std::uint64_t roomNeededBytes = 0;
    std::uint64_t roomKeptBytes = 0;
    // ext4 in pieces, where the floor forbids room for the whole file at once: the largest piece a
    // round may take (the room above the floor, at most the largest free extent; 0: the whole file
    // at once) and the pieces moved.
    std::uint64_t pieceBytes = 0;
    std::uint64_t pieces = 0;
    double seconds = 0;
};

// What defragmenting a file whose extents are shared (reflinks, snapshots) would copy apart: its
// bytes in shared extents (FIEMAP's flag), and the space writing them anew takes while the other
// files keep the old ones (the shared pieces' bytes on disk). Zero for a file that shares nothing.
// `rewritten`, when given, says which of the layout's pieces the defrag writes anew (btrfs's kernel
// defrag leaves some: btrfsRewrites); the others stay shared and take nothing.
struct UnshareCost
{
    std::uint64_t bytes = 0;
    std::uint64_t spaceBytes = 0;
};
UnshareCost unshareCost(const ExtentMap& map, const DiskLayout& layout, const std::vector<bool>* rewritten = nullptr);

// Which of a btrfs file's pieces BTRFS_IOC_DEFRAG_RANGE over the whole file writes anew, by the
// kernel's rules (fs/btrfs/defrag.c, defrag_collect_targets): not a piece of `threshold` bytes or
// more (extent_thresh) nor one already as large as an extent gets (128 MiB, compressed 128 KiB),
// and of the others only those it can merge: the next piece in the file is data (not a hole, not
// preallocated) below the threshold and below what this piece's extent holds, or the piece before
// was taken and ends where this one starts. The kernel works in clusters of 256 KiB and a piece
// taken only for the one before is cut at a cluster's end: this says more than it rewrites, never
// less (with the file system's own records; FIEMAP joins items that lie end to end).
std::vector<bool> btrfsRewrites(const DiskLayout& layout, std::uint64_t threshold);
// Whether btrfs's defrag certainly leaves every shared piece of the file: its own records were
// read, and no shared piece is below the threshold and a full extent's size, whatever its neighbours.
bool btrfsKeepsSharing(const ExtentMap& map, const DiskLayout& layout, std::uint64_t threshold);
// unshareCost for the engine the file system's defrag uses: on btrfs only what it rewrites (all of
// it when it compresses, or when only FIEMAP's records could be read).
UnshareCost unshareCostOn(
    const ExtentMap& map, const DiskLayout& layout, std::uint64_t fsMagic, const DefragOptions& options);

// How a run over several files went: one count per result, the same words in the CLI and window.
struct DefragTally
{
    int files = 0;
    int defragmented = 0; // the layout changed, and nobody else wrote the file meanwhile
    int unchanged = 0;    // dry runs, nothing to do, no improvement, cancelled, changed by others
    int failed = 0;       // refused or failed
    void add(const Result<DefragResult>& result);
    // "12 files: 9 defragmented, 2 left as they were, 1 refused or failed"
    QString text() const;
};

// "the largest free extent is 3.2 MiB, so this 63 MiB file can at best become 20 pieces" (empty
// when the room is unknown).
QString freeRoomText(const FreeRoom& room, std::uint64_t fileBytes);

// Before a read lease is taken: its break is signalled with SIGIO, whose default ends the process,
// so SIGIO is ignored unless something else handles it already.
void ignoreLeaseBreakSignal();

// Defragments one file with the engine its file system has (or the one asked for), safely:
// refuses what it cannot do with the kernel's reason; verifies size, mtime and content after.
// The error is a refusal or a failure; a dry run, a "no improvement possible" and a cancel are
// results.
Result<DefragResult> defragFile(const QString& path, const DefragOptions& options, const std::atomic<bool>& cancel,
    const DefragProgressFn& progress = {});

} // namespace fragscope
