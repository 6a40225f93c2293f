// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/engine.h"
#include "util/failpoint.h"

#include "defrag/prefetch.h"
#include "fs/fsinfo.h"

#include <QCoreApplication>

#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace fragscope::defrag {
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

// MOVE_EXT moves a page at a time and reads each page that is not in the cache itself, waiting for
// it: 100 MiB in 6,000 extents took 1.1 s so (Linux 6.18, loop device). A Prefetch reads the file
// a window ahead of the moves instead, from disk, into single pages (which MOVE_EXT then moves in
// 0.3 s), and takes the digest "before" on the way: reading and moving overlap.
Result<void> ext4Defrag(Run& run, int fd)
{
    std::uint64_t total = 0;
    auto made = makeDonor(run, &total);
    if (!made)
        return std::unexpected(made.error());
    if (!made->valid())
        return {};
    return ext4MoveInto(run, fd, made->get(), 0, total);
}

} // namespace

Result<void> ext4MoveInto(Run& run, int fd, int donor, std::uint64_t donorFirstBlock, std::uint64_t total)
{
    DefragResult& r = run.result;
    const ExtentMap& map = r.before.inspection.map;
    const std::uint64_t bs = std::max<std::uint32_t>(1, map.blockSize);
    // 8 MiB per move overlapped best with the reads (2 to 64 MiB tried).
    const std::uint64_t chunkBlocks
        = std::max<std::uint64_t>(1, std::min<std::uint64_t>(run.options.chunkBytes, 8 << 20) / bs);
    if (FRAGSCOPE_FAILABLE(Ext4Sync, ::fsync(fd))
        != 0) // dirty pages would not be dropped, and the prefetch must read the disk
        return std::unexpected(Error{run.path,
            Text::tr("writing the file's dirty pages first: %1; nothing was moved").arg(errnoText(errno)), errno});
    auto prefetch = failing(FailPoint::Ext4Prefetch) ? Result<std::unique_ptr<Prefetch>>(std::unexpected(Error{run.path,
                        Text::tr("reading ahead of the moves: %1; nothing was moved").arg(errnoText(errno)), errno}))
                                                     : Prefetch::start(run.path, map.fileSize, 2 * chunkBlocks * bs);
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
            me.donorFd = std::uint32_t(donor);
            me.origStart = block;
            me.donorStart = donorFirstBlock + block;
            me.len = std::min(chunkBlocks, last - block);
            if (auto ok = (*prefetch)->waitUntil((block + me.len) * bs); !ok)
                return std::unexpected(ok.error());
            int rc = FRAGSCOPE_FAILABLE(Ext4Move, ::ioctl(fd, kExt4IocMoveExt, &me));
            // EBUSY: pages of the range are being written by someone else. Flush and try again a
            // few times; if it stays busy, the file is changing under us: stop, it is whole.
            for (int retry = 0; rc != 0 && errno == EBUSY && retry < 10; ++retry) {
                ::fsync(fd);
                ::usleep(10'000);
                me.origStart = block + me.movedLen;
                me.donorStart = donorFirstBlock + me.origStart;
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

const Engine kExt4Engine{DefragMethod::Ext4, kExt4Magic, O_RDWR, ext4Defrag};

} // namespace fragscope::defrag
