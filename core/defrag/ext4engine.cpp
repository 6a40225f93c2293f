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

namespace {

enum class MoveEnd { Done, Stopped }; // Stopped: cancelled, or the file kept changing; the outcome says which

// The blocks of one move: 8 MiB per move overlapped best with the reads (2 to 64 MiB tried).
std::uint64_t chunkBlocksOf(const Run& run)
{
    const std::uint64_t bs = std::max<std::uint32_t>(1, run.result.before.inspection.map.blockSize);
    return std::max<std::uint64_t>(1, std::min<std::uint64_t>(run.options.chunkBytes, 8 << 20) / bs);
}

// MOVE_EXT of the file's data into the donor, a chunk at a time, behind the prefetch's reads.
class Ext4Mover
{
public:
    Ext4Mover(Run& run, int fd, int donor, std::uint64_t donorFirstBlock, std::uint64_t total, Prefetch& prefetch)
        : m_run(run)
        , m_fd(fd)
        , m_donor(donor)
        , m_donorFirstBlock(donorFirstBlock)
        , m_total(total)
        , m_bs(std::max<std::uint32_t>(1, run.result.before.inspection.map.blockSize))
        , m_chunkBlocks(chunkBlocksOf(run))
        , m_prefetch(prefetch)
    { }

    // The bytes [start, end) of the file, in whole blocks.
    Result<MoveEnd> moveRange(std::uint64_t start, std::uint64_t end)
    {
        DefragResult& r = m_run.result;
        m_block = start / m_bs;
        const std::uint64_t last = (end + m_bs - 1) / m_bs;
        while (m_block < last) {
            if (m_run.cancel.load()) {
                r.cancelled = true;
                r.outcome = Text::tr("cancelled after %1 of %2 bytes; the file is whole (each move is atomic)")
                                .arg(m_moved)
                                .arg(m_total);
                return MoveEnd::Stopped;
            }
            MoveExtent me;
            me.donorFd = std::uint32_t(m_donor);
            me.origStart = m_block;
            me.donorStart = m_donorFirstBlock + m_block;
            me.len = std::min(m_chunkBlocks, last - m_block);
            if (auto ok = m_prefetch.waitUntil((m_block + me.len) * m_bs); !ok)
                return std::unexpected(ok.error());
            const int err = moveWhileBusy(me);
            // Busy, or nothing moved or refused where another program wrote the file meanwhile (a
            // hole punched or the file cut where the move was to go): a change by others.
            if (err == EBUSY || ((err != 0 || me.movedLen == 0) && writtenSince(m_run, m_fd))) {
                r.changedByOthers = true;
                r.outcome = Text::tr("the file kept changing (another program is writing it); stopped after %1 of %2 "
                                     "bytes, the file is whole")
                                .arg(m_moved)
                                .arg(m_total);
                return MoveEnd::Stopped;
            }
            // The moved pages are dirty: their writing starts now rather than all at the end.
            ::sync_file_range(m_fd, off_t(me.origStart * m_bs), off_t(me.movedLen * m_bs), SYNC_FILE_RANGE_WRITE);
            m_block += me.movedLen;
            m_moved += me.movedLen * m_bs;
            m_run.report(m_moved, m_total, Text::tr("Moving"));
            if (auto ok = checkMove(err, me.movedLen); !ok)
                return std::unexpected(ok.error());
        }
        return MoveEnd::Done;
    }

private:
    // One MOVE_EXT. EBUSY: pages of the range are being written by someone else; flushed and tried
    // again a few times (what moved counted), the file is changing under us if it stays busy. The
    // error number, 0 when moved.
    int moveWhileBusy(MoveExtent& me)
    {
        int rc = FRAGSCOPE_FAILABLE(Ext4Move, ::ioctl(m_fd, kExt4IocMoveExt, &me));
        for (int retry = 0; rc != 0 && errno == EBUSY && retry < 10; ++retry) {
            ::fsync(m_fd);
            ::usleep(10'000);
            me.origStart = m_block + me.movedLen;
            me.donorStart = m_donorFirstBlock + me.origStart;
            me.len -= std::min(me.len, me.movedLen);
            m_block += me.movedLen;
            m_moved += me.movedLen * m_bs;
            me.movedLen = 0;
            rc = ::ioctl(m_fd, kExt4IocMoveExt, &me);
        }
        return rc == 0 ? 0 : errno;
    }

    // A move that ended with `err` having moved `movedLen` blocks: on with the next, or why not.
    Result<void> checkMove(int err, std::uint64_t movedLen) const
    {
        if (err == 0 && movedLen == 0)
            return std::unexpected(Error{m_run.path, Text::tr("the kernel moved nothing at block %1").arg(m_block)});
        if (err == 0 || err == EINTR)
            return {};
        const QString why = err == EOPNOTSUPP
            ? Text::tr("the kernel refuses online defrag here (bigalloc, DAX, data=journal or encryption)")
            : kernelRefusal(err, m_moved, m_total, QStringLiteral("MOVE_EXT"));
        return std::unexpected(Error{m_run.path, why, err});
    }

    Run& m_run;
    const int m_fd;
    const int m_donor;
    const std::uint64_t m_donorFirstBlock;
    const std::uint64_t m_total;
    const std::uint64_t m_bs;
    const std::uint64_t m_chunkBlocks;
    Prefetch& m_prefetch;
    std::uint64_t m_block = 0;
    std::uint64_t m_moved = 0;
};

// The digest "before" is the prefetch's: every way out reads the rest of the file for it first.
Result<void> finishAfterPrefetch(Run& run, int fd, std::unique_ptr<Prefetch>& prefetch)
{
    if (run.options.verify) {
        run.report(0, 1, Text::tr("Verifying"));
        auto digest = prefetch->digest();
        if (!digest)
            return std::unexpected(digest.error());
        run.result.stateBefore.digest = *digest;
        run.result.stateBefore.digested = true;
    }
    prefetch.reset();
    return finish(run, fd);
}

} // namespace

Result<void> ext4MoveInto(Run& run, int fd, int donor, std::uint64_t donorFirstBlock, std::uint64_t total)
{
    const ExtentMap& map = run.result.before.inspection.map;
    const std::uint64_t bs = std::max<std::uint32_t>(1, map.blockSize);
    const std::uint64_t chunkBlocks = chunkBlocksOf(run);
    // Dirty pages would not be dropped, and the prefetch must read the disk.
    if (FRAGSCOPE_FAILABLE(Ext4Sync, ::fsync(fd)) != 0)
        return std::unexpected(Error{run.path,
            Text::tr("writing the file's dirty pages first: %1; nothing was moved").arg(errnoText(errno)), errno});
    auto prefetch = failing(FailPoint::Ext4Prefetch) ? Result<std::unique_ptr<Prefetch>>(std::unexpected(Error{run.path,
                        Text::tr("reading ahead of the moves: %1; nothing was moved").arg(errnoText(errno)), errno}))
                                                     : Prefetch::start(run.path, map.fileSize, 2 * chunkBlocks * bs);
    if (!prefetch)
        return std::unexpected(prefetch.error());
    Ext4Mover mover(run, fd, donor, donorFirstBlock, total, **prefetch);
    for (const auto& [start, end] : dataRanges(map)) {
        const auto moved = mover.moveRange(start, end);
        if (!moved)
            return std::unexpected(moved.error());
        if (*moved == MoveEnd::Stopped)
            return finishAfterPrefetch(run, fd, *prefetch);
    }
    run.result.defragmented = true;
    return finishAfterPrefetch(run, fd, *prefetch);
}

const Engine kExt4Engine{DefragMethod::Ext4, kExt4Magic, O_RDWR, ext4Defrag};

} // namespace fragscope::defrag
