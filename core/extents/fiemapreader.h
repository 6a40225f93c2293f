// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "util/error.h"
#include "util/fd.h"

#include <functional>
#include <span>
#include <vector>

#include <ctime>

struct fiemap;

struct stat;

namespace fragscope {

// Extents asked for per FS_IOC_FIEMAP call (56 bytes each). filefrag asks for 292 (a 16 KiB buffer).
// Measured on a 100,000-extent XFS file (tests/perf/run.sh): the kernel's per-extent work is nearly
// all of the time; 292, 1024 and 4096 come out alike within the noise, 16384 and up a little slower
// (the larger buffer costs page faults). 1024 keeps the calls few and the buffer small.
inline constexpr std::uint32_t kDefaultFiemapBatch = 1024;

struct FiemapOptions
{
    bool sync = false;  // FIEMAP_FLAG_SYNC: write dirty data first, so delalloc extents get blocks
    bool xattr = false; // FIEMAP_FLAG_XATTR: map the extended-attribute fork instead of the data
    std::uint32_t batchExtents = kDefaultFiemapBatch;
};

struct FiemapProgress
{
    std::uint64_t mappedBytes = 0; // logical offset reached
    std::uint64_t fileSize = 0;
    std::size_t extents = 0;
};

// Called after every batch; return false to cancel the read.
using FiemapProgressFn = std::function<bool(const FiemapProgress&)>;

// Every extent of an open file into `out` (cleared first), in batches; keepGoing is asked after
// each batch (false: stop, ECANCELED). Returns 0 or an errno. For callers that open files
// themselves, many at a time (the survey); readExtents is the whole job for one path.
int readExtentsOfFd(
    int fd, const FiemapOptions& options, std::vector<Extent>& out, const std::function<bool()>& keepGoing = {});

// What tells that a file changed while it was mapped: size, modification and change times.
struct FileStamp
{
    std::uint64_t size = 0;
    timespec mtime{};
    timespec ctime{};
    bool operator==(const FileStamp& o) const
    {
        return size == o.size && mtime.tv_sec == o.mtime.tv_sec && mtime.tv_nsec == o.mtime.tv_nsec
            && ctime.tv_sec == o.ctime.tv_sec && ctime.tv_nsec == o.ctime.tv_nsec;
    }
};
FileStamp stampOf(const struct stat& st);

// One FS_IOC_FIEMAP answer as records: at most `asked` of them whatever fm_mapped_extents says (the
// records past the batch are not in the buffer), those ending at or before `start` left out (the
// batch before had them). *last: one carries FIEMAP_EXTENT_LAST; *next: where the final record ends.
// Returns how many the answer held (0: the end of the file).
std::uint32_t fiemapRecords(const struct fiemap& fm, std::uint32_t asked, std::uint64_t start,
    std::vector<Extent>& records, bool* last, std::uint64_t* next);

// Opens a path for mapping: refuses directories, FIFOs, sockets and device nodes with a clear
// reason before opening, so a FIFO never blocks us. Read-only, never follows into a write.
Result<UniqueFd> openForMapping(const QString& path, struct stat* st);

// Reads the whole extent map of path with batched FS_IOC_FIEMAP calls, resuming from the end of
// the last extent until one carries FIEMAP_EXTENT_LAST or a call maps nothing. If the file changed
// while it was read (size or times moved), it is read again, and flagged if it keeps changing.
Result<ExtentMap> readExtents(
    const QString& path, const FiemapOptions& options = {}, const FiemapProgressFn& progress = {});

// Like readExtents, but hands the extents over batch by batch and keeps none, for listings of
// millions: `begin` gets the map's header (all but the extents) once the file is open, `batch` each
// batch (return false to stop), in file order, on the calling thread. A file that changed
// meanwhile is flagged, not read again.
struct FiemapStream
{
    std::function<void(const ExtentMap& header)> begin;
    std::function<bool(std::span<const Extent> batch)> batch;
};
Result<ExtentMap> streamExtents(const QString& path, const FiemapOptions& options, const FiemapStream& stream);

} // namespace fragscope
