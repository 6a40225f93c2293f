// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/defrag.h"

#include "defrag/orderedread.h"
#include "defrag/prefetch.h"
#include "util/fd.h"
#include "util/units.h"
#include "util/xxh3.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <linux/btrfs.h>
#include <linux/fs.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Defrag)
};

// ext4's online defrag ioctl (fs/ext4/ext4.h): swap the blocks of [orig_start, +len) of the file
// with those of a donor file at the same offset; offsets and lengths in file-system blocks.
struct MoveExtent
{
    std::uint32_t reserved = 0;
    std::uint32_t donorFd = 0;
    std::uint64_t origStart = 0;
    std::uint64_t donorStart = 0;
    std::uint64_t len = 0;
    std::uint64_t movedLen = 0;
};
constexpr unsigned long kExt4IocMoveExt = _IOWR('f', 15, MoveExtent);
// XFS's extent swap (xfs_fs.h): swap the whole data forks of the target and a temporary file of the
// same size, if the target's ctime and mtime still are what the caller saw (else EBUSY). Only
// the inode number and those two times of the bulkstat are used by the kernel.
struct XfsBstime
{
    std::int64_t sec = 0;
    std::int32_t nsec = 0;
};
struct XfsBstat
{
    std::uint64_t ino = 0;
    std::uint16_t mode = 0, nlink = 0;
    std::uint32_t uid = 0, gid = 0, rdev = 0;
    std::int32_t blksize = 0;
    std::int64_t size = 0;
    XfsBstime atime, mtime, ctime;
    std::int64_t blocks = 0;
    std::uint32_t xflags = 0;
    std::int32_t extsize = 0, extents = 0;
    std::uint32_t gen = 0;
    std::uint16_t projidLo = 0, forkoff = 0, projidHi = 0, sick = 0, checked = 0;
    unsigned char pad[2] = {};
    std::uint32_t cowextsize = 0, dmevmask = 0;
    std::uint16_t dmstate = 0, aextents = 0;
};
struct XfsSwapext
{
    std::int64_t version = 0; // XFS_SX_VERSION
    std::int64_t fdTarget = 0;
    std::int64_t fdTmp = 0;
    std::int64_t offset = 0;
    std::int64_t length = 0;
    char pad[16] = {};
    XfsBstat stat;
};
static_assert(sizeof(XfsBstat) == 136 && sizeof(XfsSwapext) == 192, "the layout of xfs_fs.h on 64-bit Linux");
constexpr unsigned long kXfsIocSwapext = _IOWR('X', 109, XfsSwapext);
constexpr std::uint64_t kExt4Magic = 0xEF53;
constexpr std::uint64_t kBtrfsMagic = 0x9123683E;
constexpr std::uint64_t kXfsMagic = 0x58465342;
constexpr std::uint64_t kBtrfsMaxExtent = 128ULL << 20;

constexpr std::array kMethodNames = {
    std::pair{DefragMethod::Auto, "auto"},
    std::pair{DefragMethod::Ext4, "ext4"},
    std::pair{DefragMethod::Btrfs, "btrfs"},
    std::pair{DefragMethod::Xfs, "xfs"},
    std::pair{DefragMethod::Copy, "copy"},
};

Error refusal(const QString& path, const QString& reason, int errnum = 0)
{
    return Error{path, reason, errnum};
}

// Why opening for writing failed, in the words a user needs.
Error openError(const QString& path, int err)
{
    switch (err) {
    case EROFS:
        return refusal(path, Text::tr("the file system is mounted read-only: nothing can be moved"), err);
    case ETXTBSY:
        return refusal(
            path, Text::tr("the file is in use as swap space (or running): the kernel will not let it be moved"), err);
    case EPERM:
    case EACCES:
        return refusal(path, Text::tr("no permission to write the file: %1").arg(errnoText(err)), err);
    default:
        return Error{path, errnoText(err), err};
    }
}

// What the kernel's refusal means, part-way through moving `total` bytes.
QString kernelRefusal(int err, std::uint64_t done, std::uint64_t total, const QString& call)
{
    switch (err) {
    case ENOSPC:
        return Text::tr("the file system filled up part-way; the file is whole (moved %1 of %2 bytes)")
            .arg(done)
            .arg(total);
    case ETXTBSY:
        return Text::tr("the file is in use as swap space: the kernel will not let it be moved");
    case EBUSY:
        return Text::tr("the file is busy (being changed); moved %1 of %2 bytes").arg(done).arg(total);
    case EPERM:
        return Text::tr("the kernel says the file may not change (immutable or append-only)");
    default:
        return Text::tr("%1 failed after %2 of %3 bytes: %4").arg(call).arg(done).arg(total).arg(errnoText(err));
    }
}

// Immutable and append-only files are refused before anything is done; so are the ext4 cases
// MOVE_EXT cannot handle, with the reason the kernel would give.
std::optional<Error> flagRefusal(int fd, const QString& path, bool ext4)
{
    int flags = 0;
    if (::ioctl(fd, FS_IOC_GETFLAGS, &flags) != 0)
        return std::nullopt; // not every file system has flags; the engine's own checks follow
    if (flags & FS_IMMUTABLE_FL)
        return refusal(path, Text::tr("the file is immutable (chattr +i): it must not change, so it is not moved"));
    if (flags & FS_APPEND_FL)
        return refusal(path, Text::tr("the file is append-only (chattr +a): its blocks must not be rewritten"));
    if (!ext4)
        return std::nullopt;
    if (!(flags & FS_EXTENT_FL))
        return refusal(path,
            Text::tr("the file uses ext3-style indirect blocks, which ext4's MOVE_EXT cannot move; "
                     "convert it (chattr +e) or use --method copy"));
    if (flags & FS_JOURNAL_DATA_FL)
        return refusal(path, Text::tr("the file journals its data (chattr +j): ext4 refuses to move such files"));
    if (flags & FS_ENCRYPT_FL)
        return refusal(path, Text::tr("the file is encrypted: ext4 refuses to move encrypted files"));
    if (flags & FS_DAX_FL)
        return refusal(path, Text::tr("the file uses DAX: ext4 refuses online defrag with DAX"));
    return std::nullopt;
}

// Logically contiguous stretches of the file's data: what a donor is allocated for, so holes stay
// holes.
std::vector<std::pair<std::uint64_t, std::uint64_t>> dataRanges(const ExtentMap& map)
{
    std::vector<std::pair<std::uint64_t, std::uint64_t>> out; // [start, end) in bytes
    for (const Extent& e : map.extents) {
        // Blocks past the end (XFS's speculative preallocation) hold no data of the file.
        if (e.logical >= map.fileSize)
            break;
        const std::uint64_t end = std::min(e.logicalEnd(), map.fileSize);
        if (!out.empty() && out.back().second == e.logical)
            out.back().second = end;
        else
            out.emplace_back(e.logical, end);
    }
    return out;
}

struct Run
{
    const QString& path;
    const DefragOptions& options;
    const std::atomic<bool>& cancel;
    const DefragProgressFn& progress;
    DefragResult result;

    void report(std::uint64_t done, std::uint64_t total, const QString& phase) const
    {
        if (progress)
            progress(DefragProgress{done, total, phase});
    }
};

// Size and mtime must be as they were, and the content too: else someone else wrote the file, or
// (mtime unchanged) something is badly wrong, and either is said, never "done".
Result<void> verify(Run& run)
{
    run.report(0, 1, Text::tr("Verifying"));
    // An engine that already read back what now is the file (the copy engine, under its lease) has
    // left its digest: only size and times are looked at again.
    const bool digested = run.result.stateAfter.digested;
    auto after = fileState(run.path, run.options.verify && !digested);
    if (!after)
        return std::unexpected(after.error());
    if (digested) {
        after->digest = run.result.stateAfter.digest;
        after->digested = true;
    }
    run.result.stateAfter = *after;
    const FileState& before = run.result.stateBefore;
    if (after->size != before.size || after->mtimeNs != before.mtimeNs) {
        run.result.changedByOthers = true; // said instead of any other outcome: it matters most
        run.result.outcome = Text::tr("the file changed during defrag (another program wrote it); nothing was lost, "
                                      "but the layout shown is of the changed file");
        return {};
    }
    if (run.options.verify && after->digest != before.digest) {
        return std::unexpected(Error{run.path,
            Text::tr("the content read back differs from before although the file's size and mtime did not change "
                     "(digest %1, was %2): check the disk and the file system")
                .arg(digestText(after->digest), digestText(before.digest))});
    }
    return {};
}

Result<void> finish(Run& run, int fd)
{
    // ext4 without verification does what e4defrag does: it writes the moved data back and leaves
    // the commit of the new layout to the journal's own timer. The file is whole at every moment
    // either way: MOVE_EXT swaps the extents in a journal transaction and ties the moved data to it
    // as ordered data. Everything else is flushed to the disk.
    const bool flush = run.options.verify || run.result.method != DefragMethod::Ext4;
    const int rc = flush
        ? ::fsync(fd)
        : ::sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE | SYNC_FILE_RANGE_WAIT_AFTER);
    if (rc != 0)
        return std::unexpected(Error{run.path, errnoText(errno), errno});
    if (auto ok = verify(run); !ok)
        return ok;
    auto after = takeSnapshot(run.path, Text::tr("after defrag"));
    if (!after)
        return std::unexpected(after.error());
    run.result.after = std::move(*after);
    if (run.result.outcome.isEmpty()) {
        const std::uint64_t after = run.result.after.inspection.report.fragments;
        run.result.outcome
            = Text::tr("%1 fragments before, %2 after").arg(run.result.before.inspection.report.fragments).arg(after);
        // Not one piece: say whether the free space allowed better.
        const FreeRoom& room = run.result.room;
        if (after > 1 && room.known && room.fewestPieces > 1)
            run.result.outcome
                += QStringLiteral(" (%1)").arg(freeRoomText(room, run.result.after.inspection.report.mappedBytes));
    }
    return {};
}

// The donor: an unnamed file in the same directory (so a crash leaves no name behind), as large as
// the file, allocated where the file has data (so holes stay holes). Not valid when the new place
// would not be better than the old, or for a dry run, with the outcome saying so; the allocated
// bytes go to *total.
Result<UniqueFd> makeDonor(Run& run, std::uint64_t* total, bool mayWriteUnallocated = false)
{
    DefragResult& r = run.result;
    const ExtentMap& map = r.before.inspection.map;
    const std::uint64_t bs = std::max<std::uint32_t>(1, map.blockSize);
    const QByteArray dir = QFile::encodeName(QFileInfo(run.path).absolutePath());
    UniqueFd donor(::open(dir.constData(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600));
    if (!donor.valid())
        return std::unexpected(
            Error{run.path, Text::tr("cannot make a temporary donor file: %1").arg(errnoText(errno)), errno});
    if (::ftruncate(donor.get(), off_t(map.fileSize)) != 0)
        return std::unexpected(Error{run.path, errnoText(errno), errno});
    run.report(0, 1, Text::tr("Allocating"));
    const auto ranges = dataRanges(map);
    *total = 0;
    for (const auto& [start, end] : ranges)
        *total += (end + bs - 1) / bs * bs - start / bs * bs;
    // What the free space allows, to say why the new place is no better (or not whole).
    if (auto space = readFreeSpace(QFileInfo(run.path).absolutePath()))
        r.room = freeRoom(*space, *total);
    const QString room = freeRoomText(r.room, *total);
    const auto withRoom
        = [&room](const QString& text) { return room.isEmpty() ? text : text + QStringLiteral("; ") + room; };
    for (const auto& [start, end] : ranges) {
        const std::uint64_t from = start / bs * bs, to = (end + bs - 1) / bs * bs;
        if (::fallocate(donor.get(), 0, off_t(from), off_t(to - from)) == 0)
            continue;
        const int err = errno;
        if (err == EOPNOTSUPP && mayWriteUnallocated) {
            // ext3-style files and some file systems cannot preallocate: the copy allocates as it is
            // written, and what that gives is seen afterwards.
            r.expectedFragments = 0;
            if (r.dryRun) {
                r.outcome = Text::tr("would copy the file; the file system cannot preallocate, so the new layout is "
                                     "up to its allocator");
                return UniqueFd();
            }
            return donor;
        }
        if (err == ENOSPC)
            return std::unexpected(Error{run.path,
                withRoom(Text::tr("not enough free space for a second copy of the file's blocks (%1); nothing was "
                                  "changed")
                             .arg(formatBytes(*total))),
                err});
        return std::unexpected(Error{run.path, Text::tr("allocating the donor: %1").arg(errnoText(err)), err});
    }
    // Only go on if the new place is better than the old.
    auto donorMap = readExtents(QStringLiteral("/proc/self/fd/%1").arg(donor.get()), FiemapOptions{.sync = true});
    if (!donorMap)
        return std::unexpected(donorMap.error());
    const std::uint64_t now = r.before.inspection.report.fragments;
    r.expectedFragments = countFragments(donorMap->extents);
    if (r.expectedFragments >= now) {
        r.outcome = withRoom(Text::tr("no improvement possible: free space is fragmented (the best new place has %1 "
                                      "fragments, the file has %2); nothing was changed")
                                 .arg(r.expectedFragments)
                                 .arg(now));
        return UniqueFd();
    }
    if (r.dryRun) {
        r.outcome = withRoom(Text::tr("would go from %1 fragments to %2").arg(now).arg(r.expectedFragments));
        return UniqueFd();
    }
    return donor;
}

// MOVE_EXT moves a page at a time and reads each page that is not in the cache itself, waiting for
// it: 100 MiB in 6,000 extents took 1.1 s so (Linux 6.18, loop device). A Prefetch reads the file
// a window ahead of the moves instead, from disk, into single pages (which MOVE_EXT then moves in
// 0.3 s), and takes the digest "before" on the way: reading and moving overlap.
Result<void> ext4Defrag(Run& run, int fd)
{
    DefragResult& r = run.result;
    const ExtentMap& map = r.before.inspection.map;
    const std::uint64_t bs = std::max<std::uint32_t>(1, map.blockSize);
    std::uint64_t total = 0;
    auto made = makeDonor(run, &total);
    if (!made)
        return std::unexpected(made.error());
    if (!made->valid())
        return {};
    const UniqueFd& donor = *made;
    // 8 MiB per move overlapped best with the reads (2 to 64 MiB tried).
    const std::uint64_t chunkBlocks
        = std::max<std::uint64_t>(1, std::min<std::uint64_t>(run.options.chunkBytes, 8 << 20) / bs);
    if (::fsync(fd) != 0) // dirty pages would not be dropped, and the prefetch must read the disk
        return std::unexpected(Error{run.path, errnoText(errno), errno});
    auto prefetch = Prefetch::start(run.path, map.fileSize, 2 * chunkBlocks * bs);
    if (!prefetch)
        return std::unexpected(prefetch.error());
    // The digest "before" is the prefetch's; every way out reads the rest of the file for it first.
    const auto done = [&]() -> Result<void> {
        if (run.options.verify) {
            run.report(0, 1, Text::tr("Verifying"));
            auto digest = (*prefetch)->digest();
            if (!digest)
                return std::unexpected(digest.error());
            r.stateBefore.digest = *digest;
            r.stateBefore.digested = true;
        }
        prefetch->reset();
        return finish(run, fd);
    };
    std::uint64_t moved = 0;
    for (const auto& [start, end] : dataRanges(map)) {
        std::uint64_t block = start / bs;
        const std::uint64_t last = (end + bs - 1) / bs;
        while (block < last) {
            if (run.cancel.load()) {
                r.cancelled = true;
                r.outcome = Text::tr("cancelled after %1 of %2 bytes; the file is whole (each move is atomic)")
                                .arg(moved)
                                .arg(total);
                return done();
            }
            MoveExtent me;
            me.donorFd = std::uint32_t(donor.get());
            me.origStart = me.donorStart = block;
            me.len = std::min(chunkBlocks, last - block);
            if (auto ok = (*prefetch)->waitUntil((block + me.len) * bs); !ok)
                return std::unexpected(ok.error());
            int rc = ::ioctl(fd, kExt4IocMoveExt, &me);
            // EBUSY: pages of the range are being written by someone else. Flush and try again a
            // few times; if it stays busy, the file is changing under us: stop, it is whole.
            for (int retry = 0; rc != 0 && errno == EBUSY && retry < 10; ++retry) {
                ::fsync(fd);
                ::usleep(10'000);
                me.origStart = me.donorStart = block + me.movedLen;
                me.len -= std::min(me.len, me.movedLen);
                block += me.movedLen;
                moved += me.movedLen * bs;
                me.movedLen = 0;
                rc = ::ioctl(fd, kExt4IocMoveExt, &me);
            }
            const int err = rc == 0 ? 0 : errno;
            if (err == EBUSY) {
                r.changedByOthers = true;
                r.outcome = Text::tr("the file kept changing (another program is writing it); stopped after %1 of %2 "
                                     "bytes, the file is whole")
                                .arg(moved)
                                .arg(total);
                return done();
            }
            // The moved pages are dirty: their writing starts now rather than all at the end.
            ::sync_file_range(fd, off_t(me.origStart * bs), off_t(me.movedLen * bs), SYNC_FILE_RANGE_WRITE);
            block += me.movedLen;
            moved += me.movedLen * bs;
            run.report(moved, total, Text::tr("Moving"));
            if (err == 0 && me.movedLen == 0)
                return std::unexpected(Error{run.path, Text::tr("the kernel moved nothing at block %1").arg(block)});
            if (err == 0 || err == EINTR)
                continue;
            const QString why = err == EOPNOTSUPP
                ? Text::tr("the kernel refuses online defrag here (bigalloc, DAX, data=journal or encryption)")
                : kernelRefusal(err, moved, total, QStringLiteral("MOVE_EXT"));
            return std::unexpected(Error{run.path, why, err});
        }
    }
    r.defragmented = true;
    return done();
}

// As xfs_fsr: copy the data into the donor with O_DIRECT, then swap the extents, which the kernel
// refuses (EBUSY) if the file changed since its times were read; nothing is lost then.
Result<void> xfsDefrag(Run& run, int fd)
{
    DefragResult& r = run.result;
    const ExtentMap& map = r.before.inspection.map;
    const std::uint64_t bs = std::max<std::uint32_t>(1, map.blockSize);
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0) // the times the swap is conditional on: before the copy starts
        return std::unexpected(Error{run.path, errnoText(errno), errno});
    std::uint64_t total = 0;
    auto made = makeDonor(run, &total);
    if (!made)
        return std::unexpected(made.error());
    if (!made->valid())
        return {};
    const UniqueFd& donor = *made;
    UniqueFd source(::open(QFile::encodeName(run.path).constData(), O_RDONLY | O_DIRECT | O_CLOEXEC));
    UniqueFd sink(::open(QStringLiteral("/proc/self/fd/%1").arg(donor.get()).toLocal8Bit().constData(),
        O_WRONLY | O_DIRECT | O_CLOEXEC));
    if (!source.valid() || !sink.valid())
        return std::unexpected(Error{run.path, Text::tr("O_DIRECT copy: %1").arg(errnoText(errno)), errno});
    const std::uint32_t chunk = std::uint32_t(
        std::max<std::uint64_t>(bs, std::min<std::uint64_t>(run.options.chunkBytes, 8 << 20)) / bs * bs);
    // The copy reads every byte of the file from disk: the digest "before" is taken from it rather
    // than by a read of its own. Holes count as the zeros they read as.
    Xxh3 digest;
    static const std::vector<char> zeros(1 << 20, 0);
    std::uint64_t digested = 0;
    const auto digestZerosUpTo = [&](std::uint64_t to) {
        for (; digested < to; digested += std::min<std::uint64_t>(zeros.size(), to - digested))
            digest.update(zeros.data(), std::size_t(std::min<std::uint64_t>(zeros.size(), to - digested)));
    };
    std::vector<std::pair<std::uint64_t, std::uint64_t>> blocks; // the data ranges, whole blocks
    for (const auto& [start, end] : dataRanges(map))
        blocks.emplace_back(start / bs * bs, (end + bs - 1) / bs * bs);
    std::uint64_t done = 0;
    std::optional<Error> writeError;
    // Each piece read is digested and written to the same place in the donor, in file order.
    const auto copy = [&](std::uint64_t off, const char* data, std::size_t got) {
        if (run.cancel.load())
            return false;
        digestZerosUpTo(off);
        const std::size_t inFile
            = std::size_t(std::min<std::uint64_t>(got, map.fileSize - std::min(off, map.fileSize)));
        digest.update(data, inFile);
        digested = off + inFile;
        const std::size_t aligned = (got + bs - 1) / bs * bs;
        ssize_t wrote = 0;
        if (aligned == got) {
            wrote = ::pwrite(sink.get(), data, got, off_t(off));
        } else {
            // A short read at the end of the file: its block whole, from an aligned buffer.
            void* raw = nullptr;
            if (::posix_memalign(&raw, 4096, aligned) != 0) {
                writeError = Error{run.path, errnoText(ENOMEM), ENOMEM};
                return false;
            }
            std::unique_ptr<void, decltype(&std::free)> padded(raw, &std::free);
            std::memcpy(raw, data, got);
            std::memset(static_cast<char*>(raw) + got, 0, aligned - got);
            wrote = ::pwrite(sink.get(), raw, aligned, off_t(off));
        }
        if (wrote != ssize_t(aligned)) {
            writeError = Error{run.path, Text::tr("writing the copy: %1").arg(errnoText(errno)), errno};
            return false;
        }
        done += aligned;
        run.report(done, total, Text::tr("Copying"));
        return true;
    };
    // Four reads in flight: 0.5 s instead of 1.0 s for 100 MiB in 25,600 extents (loop device).
    const auto read = readInOrder(source.get(), blocks, chunk, 4, copy);
    if (writeError)
        return std::unexpected(*writeError);
    if (!read)
        return std::unexpected(
            Error{run.path, Text::tr("reading for the copy: %1").arg(read.error().reason), read.error().errnum});
    if (*read == ReadEnd::Refused)
        return std::unexpected(Error{run.path, Text::tr("reading for the copy: O_DIRECT refused the request"), EINVAL});
    if (*read == ReadEnd::Stopped) {
        r.cancelled = true;
        r.outcome = Text::tr("cancelled while copying; the file was not touched");
        return {};
    }
    digestZerosUpTo(map.fileSize);
    if (run.options.verify) {
        r.stateBefore.digest = digest.digest();
        r.stateBefore.digested = true;
    }
    // The copy's tail block may reach past the end: the sizes must match for the swap.
    if (::ftruncate(donor.get(), off_t(map.fileSize)) != 0 || ::fsync(donor.get()) != 0)
        return std::unexpected(Error{run.path, errnoText(errno), errno});
    XfsSwapext sx;
    sx.fdTarget = fd;
    sx.fdTmp = donor.get();
    sx.length = std::int64_t(map.fileSize);
    sx.stat.ino = st.st_ino;
    sx.stat.mtime = {st.st_mtim.tv_sec, std::int32_t(st.st_mtim.tv_nsec)};
    sx.stat.ctime = {st.st_ctim.tv_sec, std::int32_t(st.st_ctim.tv_nsec)};
    if (::ioctl(fd, kXfsIocSwapext, &sx) != 0) {
        const int err = errno;
        if (err == EBUSY || err == EFAULT) {
            r.changedByOthers = true;
            r.outcome = Text::tr("the file changed during defrag (another program wrote it); nothing was swapped and "
                                 "nothing lost; run again to retry");
            return {};
        }
        return std::unexpected(Error{run.path, kernelRefusal(err, 0, total, QStringLiteral("XFS_IOC_SWAPEXT")), err});
    }
    r.defragmented = true;
    return finish(run, fd);
}

// Copies an open file's extended attributes (ACLs are among them) onto another; returns the names
// that could not be copied.
QStringList copyXattrs(int from, int to)
{
    QStringList failed;
    const ssize_t size = ::flistxattr(from, nullptr, 0);
    if (size <= 0)
        return failed;
    std::vector<char> names(static_cast<std::size_t>(size));
    const ssize_t got = ::flistxattr(from, names.data(), names.size());
    for (ssize_t i = 0; i < got;) {
        const char* name = names.data() + i;
        i += ssize_t(std::strlen(name)) + 1;
        const ssize_t len = ::fgetxattr(from, name, nullptr, 0);
        std::vector<char> value(std::size_t(std::max<ssize_t>(len, 0)));
        if (len < 0 || ::fgetxattr(from, name, value.data(), value.size()) != len
            || ::fsetxattr(to, name, value.data(), value.size(), 0) != 0)
            failed << QString::fromLocal8Bit(name);
    }
    return failed;
}

// Any file system: a new copy written where the allocator puts it, checked, then exchanged with the
// original by name in one step (renameat2 RENAME_EXCHANGE). A read lease held throughout tells if
// anyone opened the file for writing meanwhile; then nothing is exchanged (or it is exchanged back).
// Only when asked for: the file gets a new inode number and ctime.
Result<void> copyDefrag(Run& run, int fd)
{
    DefragResult& r = run.result;
    const ExtentMap& map = r.before.inspection.map;
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0)
        return std::unexpected(Error{run.path, errnoText(errno), errno});
    if (st.st_nlink > 1)
        return std::unexpected(refusal(run.path,
            Text::tr("the file has %1 hard links: a copy would split them apart; not done").arg(st.st_nlink)));
    if (r.before.inspection.report.sharedBytes > 0)
        return std::unexpected(refusal(run.path,
            Text::tr(
                "the file shares extents with others (reflinks or snapshots): a copy would unshare them; not done")));
    // The lease-break signal is SIGIO, whose default ends the process: take it only if nobody has.
    struct sigaction old
    {
    };
    if (::sigaction(SIGIO, nullptr, &old) == 0 && old.sa_handler == SIG_DFL)
        ::signal(SIGIO, SIG_IGN);
    if (::fcntl(fd, F_SETLEASE, F_RDLCK) != 0) {
        const int err = errno;
        return std::unexpected(refusal(run.path,
            err == EAGAIN ? Text::tr("another program has the file open for writing; not copied")
                          : Text::tr("cannot take a read lease on the file: %1").arg(errnoText(err)),
            err));
    }
    const auto leaseHeld = [fd] { return ::fcntl(fd, F_GETLEASE) == F_RDLCK; };
    std::uint64_t total = 0;
    auto made = makeDonor(run, &total, /*mayWriteUnallocated*/ true);
    if (!made)
        return std::unexpected(made.error());
    if (!made->valid())
        return {};
    const UniqueFd& copy = *made;
    // Owner, mode and extended attributes first; the data, holes kept; then the times.
    QStringList lost;
    if (::fchown(copy.get(), st.st_uid, st.st_gid) != 0)
        lost << Text::tr("owner");
    if (::fchmod(copy.get(), st.st_mode & 07777) != 0)
        lost << Text::tr("mode");
    lost << copyXattrs(fd, copy.get());
    std::vector<char> buffer(1 << 20);
    std::uint64_t done = 0;
    for (const auto& [start, end] : dataRanges(map)) {
        for (std::uint64_t off = start; off < end;) {
            if (run.cancel.load()) {
                r.cancelled = true;
                r.outcome = Text::tr("cancelled while copying; the file was not touched");
                return {};
            }
            const ssize_t got = ::pread(
                fd, buffer.data(), std::size_t(std::min<std::uint64_t>(buffer.size(), end - off)), off_t(off));
            if (got <= 0)
                return std::unexpected(
                    Error{run.path, Text::tr("reading for the copy: %1").arg(errnoText(errno)), errno});
            if (::pwrite(copy.get(), buffer.data(), std::size_t(got), off_t(off)) != got)
                return std::unexpected(Error{run.path, Text::tr("writing the copy: %1").arg(errnoText(errno)), errno});
            off += std::uint64_t(got);
            done += std::uint64_t(got);
            run.report(done, total, Text::tr("Copying"));
        }
    }
    const timespec times[2] = {st.st_atim, st.st_mtim};
    if (::ftruncate(copy.get(), st.st_size) != 0 || ::futimens(copy.get(), times) != 0 || ::fsync(copy.get()) != 0)
        return std::unexpected(Error{run.path, errnoText(errno), errno});
    // The copy, read back from disk, must be the file.
    const QString copyPath = QStringLiteral("/proc/self/fd/%1").arg(copy.get());
    if (run.options.verify) {
        auto state = fileState(copyPath, true);
        if (!state)
            return std::unexpected(state.error());
        if (state->digest != r.stateBefore.digest || state->size != r.stateBefore.size)
            return std::unexpected(
                Error{run.path, Text::tr("the copy read back differs from the file; nothing was exchanged")});
        r.stateAfter.digest = state->digest; // what the file will be once exchanged: verify needs not read it again
        r.stateAfter.digested = true;
    }
    // Give it a name next to the file, for the exchange; a crash from here on leaves that name.
    const QFileInfo info(run.path);
    const QString tempName
        = info.absolutePath() + QStringLiteral("/.fragscope-defrag-%1-%2").arg(::getpid()).arg(st.st_ino);
    const QByteArray temp = QFile::encodeName(tempName);
    const QByteArray target = QFile::encodeName(info.absoluteFilePath());
    if (::linkat(AT_FDCWD, copyPath.toLocal8Bit().constData(), AT_FDCWD, temp.constData(), AT_SYMLINK_FOLLOW) != 0)
        return std::unexpected(Error{run.path, Text::tr("naming the copy: %1").arg(errnoText(errno)), errno});
    struct stat now
    {
    };
    const bool unchanged = leaseHeld() && ::fstat(fd, &now) == 0 && now.st_size == st.st_size
        && now.st_mtim.tv_sec == st.st_mtim.tv_sec && now.st_mtim.tv_nsec == st.st_mtim.tv_nsec;
    if (!unchanged || ::renameat2(AT_FDCWD, temp.constData(), AT_FDCWD, target.constData(), RENAME_EXCHANGE) != 0) {
        const int err = unchanged ? errno : 0;
        ::unlink(temp.constData());
        if (!unchanged) {
            r.changedByOthers = true;
            r.outcome = Text::tr("another program opened the file for writing during the copy; nothing was exchanged "
                                 "and nothing lost");
            return {};
        }
        return std::unexpected(Error{run.path, Text::tr("exchanging the names: %1").arg(errnoText(err)), err});
    }
    // A writer that opened the old file between the last check and the exchange: put it back.
    if (!leaseHeld()) {
        ::renameat2(AT_FDCWD, temp.constData(), AT_FDCWD, target.constData(), RENAME_EXCHANGE);
        ::unlink(temp.constData());
        r.changedByOthers = true;
        r.outcome = Text::tr("another program opened the file for writing at the last moment; the original was put "
                             "back, nothing lost");
        return {};
    }
    ::unlink(temp.constData()); // the old file, now under the temporary name
    UniqueFd dir(::open(QFile::encodeName(info.absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.valid())
        ::fsync(dir.get());
    r.defragmented = true;
    auto result = finish(run, copy.get());
    if (result && !r.changedByOthers) {
        r.outcome += Text::tr("; a new copy: the inode number and ctime changed")
            + (lost.isEmpty() ? QString() : Text::tr("; not carried over: %1").arg(lost.join(QStringLiteral(", "))));
    }
    return result;
}

Result<void> btrfsDefrag(Run& run, int fd)
{
    DefragResult& r = run.result;
    const ExtentMap& map = r.before.inspection.map;
    const FragReport& report = r.before.inspection.report;
    if (report.sharedBytes > 0 && !run.options.unshare) {
        return std::unexpected(refusal(run.path,
            Text::tr("%1 bytes are shared with snapshots or reflinked copies; defrag unshares them and takes that much "
                     "more space. Run again with --unshare (or confirm) to go on")
                .arg(report.sharedBytes)));
    }
    // btrfs writes extents of at most 128 MiB: that is the most it can reach.
    r.expectedFragments = std::max<std::uint64_t>(1, (report.mappedBytes + kBtrfsMaxExtent - 1) / kBtrfsMaxExtent);
    if (r.dryRun) {
        r.outcome = Text::tr("btrfs decides in the kernel; at best %1 fragments (now %2)")
                        .arg(r.expectedFragments)
                        .arg(report.fragments);
        return {};
    }
    const std::uint64_t step = std::max<std::uint64_t>(run.options.chunkBytes, 1 << 20);
    for (std::uint64_t off = 0; off < map.fileSize; off += step) {
        if (run.cancel.load()) {
            r.cancelled = true;
            r.outcome = Text::tr("cancelled after %1 of %2 bytes; the file is whole").arg(off).arg(map.fileSize);
            return finish(run, fd);
        }
        btrfs_ioctl_defrag_range_args args{};
        args.start = off;
        args.len = std::min(step, map.fileSize - off);
        args.flags = BTRFS_DEFRAG_RANGE_START_IO;
        args.extent_thresh = run.options.btrfsExtentThreshold;
        if (::ioctl(fd, BTRFS_IOC_DEFRAG_RANGE, &args) != 0) {
            const int err = errno;
            return std::unexpected(
                Error{run.path, kernelRefusal(err, off, map.fileSize, QStringLiteral("DEFRAG_RANGE")), err});
        }
        run.report(std::min(off + step, map.fileSize), map.fileSize, Text::tr("Defragmenting"));
    }
    r.defragmented = true;
    return finish(run, fd);
}

} // namespace

QString defragMethodName(DefragMethod method)
{
    for (const auto& [m, name] : kMethodNames) {
        if (m == method)
            return QLatin1String(name);
    }
    return {};
}

std::optional<DefragMethod> defragMethodFromName(const QString& name)
{
    for (const auto& [m, text] : kMethodNames) {
        if (name == QLatin1String(text))
            return m;
    }
    return std::nullopt;
}

void DefragTally::add(const Result<DefragResult>& result)
{
    ++files;
    if (!result)
        ++failed;
    else if (result->defragmented && !result->changedByOthers)
        ++defragmented;
    else
        ++unchanged;
}

QString DefragTally::text() const
{
    return Text::tr("%n file(s): %1 defragmented, %2 left as they were, %3 refused or failed", nullptr, files)
        .arg(defragmented)
        .arg(unchanged)
        .arg(failed);
}

QString freeRoomText(const FreeRoom& room, std::uint64_t fileBytes)
{
    if (!room.known)
        return {};
    if (room.fewestPieces == 0)
        return Text::tr("the file system has %1 free, the file needs %2")
            .arg(formatBytes(room.freeBytes), formatBytes(fileBytes));
    if (room.fewestPieces == 1)
        return Text::tr("the largest free extent (%1) could hold the whole file")
            .arg(formatBytes(room.largestFreeBytes));
    return Text::tr("the largest free extent is %1, so this %2 file can at best become %n piece(s)", nullptr,
        int(std::min<std::uint64_t>(room.fewestPieces, INT_MAX)))
        .arg(formatBytes(room.largestFreeBytes), formatBytes(fileBytes));
}

Result<DefragResult> defragFile(const QString& path, const DefragOptions& options, const std::atomic<bool>& cancel,
    const DefragProgressFn& progress)
{
    QElapsedTimer clock;
    clock.start();
    Run run{path, options, cancel, progress, {}};
    DefragResult& r = run.result;
    r.path = path;
    r.dryRun = options.dryRun;
    run.report(0, 1, Text::tr("Reading the layout"));
    auto before = takeSnapshot(path, Text::tr("before defrag"));
    if (!before)
        return std::unexpected(before.error());
    r.before = std::move(*before);
    const FsInfo& fs = r.before.inspection.fs;

    DefragMethod method = options.method;
    if (method == DefragMethod::Auto) {
        if (fs.magic == kExt4Magic)
            method = DefragMethod::Ext4;
        else if (fs.magic == kBtrfsMagic)
            method = DefragMethod::Btrfs;
        else if (fs.magic == kXfsMagic)
            method = DefragMethod::Xfs;
        else
            return std::unexpected(refusal(path,
                Text::tr("no in-place defrag engine for %1 (there are for ext4, XFS and btrfs); --method copy "
                         "writes a new copy and exchanges it")
                    .arg(fs.typeName)));
    }
    r.method = method;
    if ((method == DefragMethod::Ext4 && fs.magic != kExt4Magic)
        || (method == DefragMethod::Btrfs && fs.magic != kBtrfsMagic))
        return std::unexpected(
            refusal(path, Text::tr("the %1 engine cannot work on %2").arg(defragMethodName(method), fs.typeName)));
    if (method == DefragMethod::Xfs && fs.magic != kXfsMagic)
        return std::unexpected(refusal(path, Text::tr("the xfs engine cannot work on %1").arg(fs.typeName)));
    if (method == DefragMethod::Ext4 && fs.options().contains(QStringLiteral("data=journal")))
        return std::unexpected(
            refusal(path, Text::tr("the file system is mounted with data=journal: ext4 refuses online defrag")));

    // The file's flags first (an immutable file cannot even be opened for writing), then opened for
    // writing, as MOVE_EXT and DEFRAG_RANGE need: a read-only mount says so here.
    {
        UniqueFd readOnly(::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
        if (readOnly.valid()) {
            if (auto why = flagRefusal(readOnly.get(), path, method == DefragMethod::Ext4))
                return std::unexpected(*why);
        }
    }
    // The copy engine never writes the file itself, and a read lease needs that nobody, us
    // included, has it open for writing.
    const int access = method == DefragMethod::Copy ? O_RDONLY : O_RDWR;
    UniqueFd fd(::open(QFile::encodeName(path).constData(), access | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
    if (!fd.valid())
        return std::unexpected(openError(path, errno));
    if (r.before.inspection.map.extents.empty() || r.before.inspection.report.fragments <= 1) {
        r.expectedFragments = r.before.inspection.report.fragments;
        r.outcome = Text::tr("already in one piece; nothing to do");
        r.seconds = double(clock.elapsed()) / 1000;
        return r;
    }
    if (!options.dryRun) {
        run.report(0, 1, Text::tr("Reading the content"));
        // The XFS and ext4 engines read the whole file anyway (for the copy, ahead of the moves) and
        // digest it on the way.
        // btrfs: read through the cache. After O_DIRECT reads of the file, DEFRAG_RANGE left a
        // fifth to a third of its fragments alone in 2 of 3 runs of the test (Linux 6.18); after
        // reads through the cache, never.
        auto state = fileState(path, options.verify && method != DefragMethod::Xfs && method != DefragMethod::Ext4,
            method != DefragMethod::Btrfs);
        if (!state)
            return std::unexpected(state.error());
        r.stateBefore = *state;
    }
    const Result<void> done = method == DefragMethod::Ext4 ? ext4Defrag(run, fd.get())
        : method == DefragMethod::Xfs                      ? xfsDefrag(run, fd.get())
        : method == DefragMethod::Btrfs                    ? btrfsDefrag(run, fd.get())
                                                           : copyDefrag(run, fd.get());
    if (!done)
        return std::unexpected(done.error());
    r.seconds = double(clock.elapsed()) / 1000;
    return r;
}

} // namespace fragscope
