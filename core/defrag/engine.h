// SPDX-License-Identifier: GPL-3.0-or-later
// Inside defrag: what every engine shares (the run, the refusals, the donor, the checks at the end)
// and the engines themselves, one file each. defrag.cpp picks one and runs it.
#pragma once

#include "defrag/defrag.h"
#include "util/failpoint.h"
#include "util/fd.h"

#include <QString>
#include <QStringList>

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <utility>
#include <vector>

namespace fragscope::defrag {

struct Run
{
    const QString& path;
    const DefragOptions& options;
    const std::atomic<bool>& cancel;
    const DefragProgressFn& progress;
    DefragResult result;
    // The file as it was before its map was read: the times and size a swap or an exchange is
    // conditional on. Taken first, as xfs_fsr does, so that a write between the two is seen.
    struct stat statBefore;

    void report(std::uint64_t done, std::uint64_t total, const QString& phase) const
    {
        if (progress)
            progress(DefragProgress{done, total, phase});
    }
};

// One engine: the file system it works on and how it moves an open file's data (opened read-only
// for the copy engine, read-write for the others). It ends with finish() when it changed anything,
// or sets the outcome when it did not; its error is a refusal or a failure.
struct Engine
{
    DefragMethod method;
    std::uint64_t fsMagic; // the statfs magic of its file system; 0: any
    int openFlags;         // O_RDONLY or O_RDWR
    Result<void> (*defragment)(Run& run, int fd);
};
extern const Engine kExt4Engine;  // EXT4_IOC_MOVE_EXT into a preallocated donor (ext4engine.cpp)
extern const Engine kXfsEngine;   // a copy into a donor, then XFS_IOC_SWAPEXT, as xfs_fsr (xfsengine.cpp)
extern const Engine kBtrfsEngine; // BTRFS_IOC_DEFRAG_RANGE, the kernel decides (btrfsengine.cpp)
extern const Engine kCopyEngine;  // a new copy exchanged by name, any file system (copyengine.cpp)

// ext4: moves the file's data blocks (the ranges of its map in run.result.before) into the donor at
// donorFirstBlock + their own block, with EXT4_IOC_MOVE_EXT a chunk at a time, reading the file
// ahead of the moves (its digest "before" on the way), then finish(). `total`: the bytes to move, for
// progress. Each move is atomic: stopped anywhere, the file is whole.
Result<void> ext4MoveInto(Run& run, int fd, int donor, std::uint64_t donorFirstBlock, std::uint64_t total);

Error refusal(const QString& path, const QString& reason, int errnum = 0);
// Why opening for writing failed, in the words a user needs.
Error openError(const QString& path, int err);
// What the kernel's refusal means, part-way through moving `total` bytes.
QString kernelRefusal(int err, std::uint64_t done, std::uint64_t total, const QString& call);
// Immutable and append-only files are refused before anything is done; so are the ext4 cases
// MOVE_EXT cannot handle, with the reason the kernel would give. A file system without flags
// passes: the engine's own checks follow.
Result<void> checkFlags(int fd, const QString& path, bool ext4);
// The checks before a file is opened for an engine (ext4: not on a data=journal mount; the file's
// flags, as checkFlags), then the file opened with openFlags; each refusal in the user's words.
Result<UniqueFd> openForEngine(const QString& path, const FsInfo& fs, DefragMethod method, int openFlags);
// What a run of the copy engine killed during its exchange left in `folder` (.fragscope-defrag-PID-INO
// of a process that is gone), removed where nobody has it open and another file there holds the same
// bytes; the names kept (a program has it open, or wrote into the old file at the last moment), for
// the outcome to say.
QStringList removeCopyLeftovers(const QString& folder);
// The file the engine opened is the one mapped, and its times and size as they were before the map
// was read into *st (for a swap or an exchange to be conditional on). False when the file was
// replaced meanwhile: the outcome says so, nothing was done.
Result<bool> statAsMapped(Run& run, int fd, struct stat* st);
// The free space rule of every engine that allocates: `need` bytes may be taken for a moment only if
// what other programs may use (f_bavail of the file system under the file, never root's reserve)
// stays at or above --keep-free; the figures go to the result. A refusal with them otherwise, and
// where the free space cannot be read (rather than assume there is room).
Result<void> keepFloor(Run& run, std::uint64_t need);
// What keepFloor allows the run to take: the free space above --keep-free (figures in the result).
inline std::uint64_t roomAllowed(const DefragResult& r)
{
    return r.freeBytes - std::min(r.freeBytes, r.roomKeptBytes);
}
// Whether `e` is keepFloor's refusal: the room needed is more than the free space above the floor
// (not a free space that could not be read).
inline bool floorForbids(const DefragResult& r, const Error& e)
{
    return e.errnum == ENOSPC && r.roomNeededBytes > 0 && r.freeBytes < r.roomNeededBytes + r.roomKeptBytes;
}
// fallocate of [offset, offset + length) in steps of at most half the room still allowed: ext4's
// allocator takes about as much again as it is asked for, for a moment (its preallocation: free
// space seen going down by twice a request), so that others keep what `allowed` leaves them even
// then. *taken: what the run has allocated so far, against `allowed`. 0, or -1 with errno (a test
// can make `point` fail each step).
int allocateWithin(int fd, std::uint64_t offset, std::uint64_t length, std::uint64_t allowed, std::uint64_t* taken,
    std::uint64_t align, FailPoint point);
// "takes 85.0 MiB for a moment and leaves at least 9.00 MiB of the 90.0 MiB free to other programs"
QString roomText(const DefragResult& r);
// Whether the open file's size or mtime differs from those before its map was read: a program
// wrote it since.
bool writtenSince(const Run& run, int fd);
// What another program did to the file since its map was read, for an outcome ("another program %1
// during defrag"): "renamed or deleted it", "put another file in its place", "wrote it", or (the
// ctime alone moved) "changed it (its attributes, its names, or opened it for writing)".
QString whatOthersDid(const Run& run, int fd);
// Empty while the file's name still leads to the open file; else what another program did to the
// name (renamed, deleted, replaced): the data moved in place is whole wherever the inode is now.
QString nameMovedOn(const Run& run, int fd);
// Logically contiguous stretches of the file's data, [start, end) in bytes: what a donor is
// allocated for, so holes stay holes.
std::vector<std::pair<std::uint64_t, std::uint64_t>> dataRanges(const ExtentMap& map);
// Size and mtime must be as they were, and the content too: else someone else wrote the file, or
// (mtime unchanged) something is badly wrong, and either is said, never "done".
Result<void> verify(Run& run);
// Flushes, verifies, maps the file again and says what changed.
Result<void> finish(Run& run, int fd);
// The donor: an unnamed file in the same directory (so a crash leaves no name behind), as large as
// the file, allocated where the file has data (so holes stay holes). Not valid when the new place
// would not be better than the old, or for a dry run, with the outcome saying so; the allocated
// bytes go to *total. A dry run allocates nothing: it says the best the free-space map allows.
// `prepare`, when given, sees the donor made and still empty, before any of it is allocated.
Result<UniqueFd> makeDonor(Run& run, std::uint64_t* total, bool mayWriteUnallocated = false,
    void (*prepare)(const Run& run, int donor) = nullptr);

// An engine's step that may end the run early returns Result<bool>: false when it stopped
// (cancelled, or the file changed; the outcome says which). What the run then returns: the step's
// error, or nothing.
inline Result<void> endedAt(const Result<bool>& step)
{
    if (!step)
        return std::unexpected(step.error());
    return {};
}

} // namespace fragscope::defrag
