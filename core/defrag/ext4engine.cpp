// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/engine.h"
#include "util/failpoint.h"

#include "defrag/placement.h"
#include "defrag/prefetch.h"
#include "extents/fiemapreader.h"
#include "extents/metrics.h"
#include "fs/fsinfo.h"
#include "util/path.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/statvfs.h>
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
    Ext4Mover(Run& run, int fd, std::uint64_t total, Prefetch& prefetch)
        : m_run(run)
        , m_fd(fd)
        , m_total(total)
        , m_bs(std::max<std::uint32_t>(1, run.result.before.inspection.map.blockSize))
        , m_chunkBlocks(chunkBlocksOf(run))
        , m_prefetch(prefetch)
    { }

    // The bytes [start, end) of the file, in whole blocks, into the donor's blocks `shift` blocks on
    // from the file's own (negative: before them).
    Result<MoveEnd> moveRange(int donor, std::uint64_t start, std::uint64_t end, std::int64_t shift = 0)
    {
        DefragResult& r = m_run.result;
        m_donor = donor;
        m_shift = shift;
        m_block = start / m_bs;
        const std::uint64_t last = (end + m_bs - 1) / m_bs;
        while (m_block < last) {
            if (m_run.cancel.load()) {
                r.cancelled = true;
                r.outcome = Text::tr("cancelled after %1 of %2 bytes; the file is whole (each move is atomic)")
                                .arg(std::min(m_moved, m_total))
                                .arg(m_total);
                return MoveEnd::Stopped;
            }
            MoveExtent me;
            me.donorFd = std::uint32_t(m_donor);
            me.origStart = m_block;
            me.donorStart = std::uint64_t(std::int64_t(m_block) + m_shift);
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
            m_run.report(std::min(m_moved, m_total), m_total, Text::tr("Moving"));
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
            me.donorStart = std::uint64_t(std::int64_t(me.origStart) + m_shift);
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
    int m_donor = -1;
    std::int64_t m_shift = 0;
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

// The file flushed (dirty pages would not be dropped, and the prefetch must read the disk), then
// read ahead of the moves.
Result<std::unique_ptr<Prefetch>> startPrefetch(Run& run, int fd)
{
    const ExtentMap& map = run.result.before.inspection.map;
    const std::uint64_t bs = std::max<std::uint32_t>(1, map.blockSize);
    if (FRAGSCOPE_FAILABLE(Ext4Sync, ::fsync(fd)) != 0)
        return std::unexpected(Error{run.path,
            Text::tr("writing the file's dirty pages first: %1; nothing was moved").arg(errnoText(errno)), errno});
    if (failing(FailPoint::Ext4Prefetch))
        return std::unexpected(Error{
            run.path, Text::tr("reading ahead of the moves: %1; nothing was moved").arg(errnoText(errno)), errno});
    return Prefetch::start(run.path, map.fileSize, 2 * chunkBlocksOf(run) * bs);
}

// Of the room above the floor, what a round may reserve: less a margin for the reservation's own
// extent tree (up to a block for every 340 it holds, where the free space is in single blocks: 96 MiB
// in 4 KiB holes went 134 KiB below the floor without it) and for the file's, as moves split and
// join its extents.
std::uint64_t usableRoom(std::uint64_t above, std::uint64_t page)
{
    const std::uint64_t margin = above / 128 + 64 * page;
    return above > margin ? (above - margin) / page * page : 0;
}

// How a stretch [start, end) of the file lies as its map was read: in how many physically separate
// pieces, and whether it cuts an extent at either end (whose rest stays where it is).
struct Stretch
{
    std::uint64_t fragments = 0;
    bool cutsLeft = false;
    bool cutsRight = false;
};

Stretch stretchOf(const ExtentMap& map, std::uint64_t start, std::uint64_t end)
{
    const auto follows
        = [](const Extent& a, const Extent& b) { return a.logicalEnd() == b.logical && a.physicalEnd() == b.physical; };
    Stretch s;
    const Extent* previous = nullptr;
    for (const Extent& e : map.extents) {
        if (e.logical >= end) {
            s.cutsRight = s.cutsRight || (previous && previous->logicalEnd() > start && follows(*previous, e));
            break;
        }
        if (e.logicalEnd() > start) {
            if (!previous || previous->logicalEnd() <= start)
                s.cutsLeft = e.logical < start || (previous && follows(*previous, e));
            if (!previous || previous->logicalEnd() <= start || !follows(*previous, e))
                ++s.fragments;
            s.cutsRight = e.logicalEnd() > end;
        }
        previous = &e;
    }
    return s;
}

// Where the floor forbids a donor for the whole file: a round at a time, the room above the floor
// reserved (an unnamed file allocated in steps, as a donor), its largest runs taking the file's next
// stretches in order (MOVE_EXT takes a donor offset), each moved only where it ends in fewer pieces
// than it is in; then the reservation closed (it holds the moved stretches' old blocks now) and the
// journal committed, so that the next round can take those blocks. The floor holds throughout: each
// round reserves only what is free above it at that moment.
class Ext4Pieces
{
public:
    Ext4Pieces(Run& run, int fd, std::uint64_t floor, std::uint64_t total, Prefetch& prefetch)
        : m_run(run)
        , m_fd(fd)
        , m_floor(floor)
        , m_bs(std::max<std::uint32_t>(1, run.result.before.inspection.map.blockSize))
        , m_page(std::max<std::uint64_t>(m_bs, std::uint64_t(::sysconf(_SC_PAGESIZE))))
        , m_map(run.result.before.inspection.map)
        , m_ranges(dataRanges(m_map))
        , m_mover(run, fd, total, prefetch)
    { }

    // Passes over the file, each in rounds until the file is walked through or a round finds no
    // room: a later pass finds the blocks the earlier ones freed joined to the free space around
    // them. At most three passes, and only while one moves something and the file is still in more
    // pieces than `best`. Stopped as the mover says.
    Result<MoveEnd> run(std::uint64_t best)
    {
        for (int pass = 0; pass < 3; ++pass) {
            const std::uint64_t before = m_pieces;
            while (m_range < m_ranges.size()) {
                bool reserved = false;
                const auto round = oneRound(&reserved);
                if (!round || *round == MoveEnd::Stopped)
                    return round;
                if (!reserved) {
                    m_outOfRoom = true;
                    return MoveEnd::Done;
                }
            }
            // Nothing moved, or a writer came (the next pass would chase it; finish() says so).
            if (m_pieces == before || writtenSince(m_run, m_fd))
                break;
            auto now = readExtents(QStringLiteral("/proc/self/fd/%1").arg(m_fd), FiemapOptions{.sync = true});
            if (!now)
                return std::unexpected(failure(Text::tr("mapping the file between passes"), now.error().errnum));
            m_map = std::move(*now);
            if (countFragments(m_map.extents) <= best)
                break;
            m_ranges = dataRanges(m_map);
            m_range = 0;
            m_cursor = 0;
            m_lastMoved = false;
        }
        return MoveEnd::Done;
    }

    std::uint64_t piecesMoved() const { return m_pieces; }
    std::uint64_t largestPiece() const { return m_largest; }
    std::uint64_t bytesLeft() const { return remaining(); }
    bool outOfRoom() const { return m_outOfRoom; }

private:
    std::uint64_t remaining() const
    {
        std::uint64_t left = 0;
        for (std::size_t i = m_range; i < m_ranges.size(); ++i)
            left += m_ranges[i].second - (i == m_range ? std::max(m_cursor, m_ranges[i].first) : m_ranges[i].first);
        return left;
    }

    Error failure(const QString& what, int err) const
    {
        return Error{m_run.path,
            Text::tr("%1: %2; the file is whole (%3 pieces moved)").arg(what, errnoText(err)).arg(m_pieces), err};
    }

    // One round: the reservation, its runs largest first, the stretches moved, the reservation
    // gone and committed. *reserved: false when there was no room above the floor.
    Result<MoveEnd> oneRound(bool* reserved)
    {
        struct statvfs sv = {};
        const QByteArray dir = pathBytes(QFileInfo(m_run.path).absolutePath());
        if (::statvfs(dir.constData(), &sv) != 0)
            return std::unexpected(failure(Text::tr("reading the free space between pieces"), errno));
        const std::uint64_t avail = std::uint64_t(sv.f_bavail) * sv.f_frsize;
        const std::uint64_t allowed = usableRoom(avail > m_floor ? avail - m_floor : 0, m_page);
        const std::uint64_t want = std::min(allowed, (remaining() + 2 * m_page) / m_page * m_page) / m_page * m_page;
        *reserved = false;
        if (want < m_page)
            return MoveEnd::Done;
        UniqueFd space(
            FRAGSCOPE_FAILABLE(Ext4PieceCreate, ::open(dir.constData(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600)));
        if (!space.valid())
            return std::unexpected(failure(Text::tr("making room for a piece"), errno));
        std::uint64_t taken = 0;
        // ENOSPC part-way (others took the room meanwhile): the part allocated is used.
        if (allocateWithin(space.get(), 0, want, allowed, &taken, m_page, FailPoint::Ext4PieceAllocate) != 0
            && errno != ENOSPC)
            return std::unexpected(failure(Text::tr("making room for a piece"), errno));
        if (failing(FailPoint::Ext4PieceMap))
            return std::unexpected(failure(Text::tr("mapping the room for a piece"), errno));
        auto runs = physicalRuns(space.get(), m_page);
        if (!runs)
            return std::unexpected(failure(Text::tr("mapping the room for a piece"), runs.error().errnum));
        std::sort(runs->begin(), runs->end(), [](const DiskRun& a, const DiskRun& b) { return a.length > b.length; });
        for (const DiskRun& room : *runs) {
            if (m_range == m_ranges.size())
                break;
            *reserved = true;
            const auto moved = place(space.get(), room);
            if (!moved || *moved == MoveEnd::Stopped)
                return moved;
        }
        space.reset(); // its blocks (the moved stretches' old ones) are free, once committed
        if (FRAGSCOPE_FAILABLE(Ext4PieceSync, ::syncfs(m_fd)) != 0)
            return std::unexpected(failure(Text::tr("committing the blocks a piece freed"), errno));
        return MoveEnd::Done;
    }

    // The file's next stretch into one run of the reservation, if it ends in fewer pieces so.
    Result<MoveEnd> place(int space, const DiskRun& room)
    {
        const auto [rangeStart, rangeEnd] = m_ranges[m_range];
        const std::uint64_t start = std::max(m_cursor, rangeStart);
        // MOVE_EXT wants a block at the same place in its page in the file and in the donor.
        const std::uint64_t inPage = start % m_page;
        const std::uint64_t end = std::min(rangeEnd, start + (room.length - inPage));
        const Stretch stretch = stretchOf(m_map, start, end);
        const bool better = 1 + std::uint64_t(stretch.cutsLeft && !m_lastMoved) + std::uint64_t(stretch.cutsRight)
            < stretch.fragments;
        m_lastMoved = false;
        if (better) {
            const std::int64_t shift = std::int64_t((room.logical + inPage) / m_bs) - std::int64_t(start / m_bs);
            const auto moved = m_mover.moveRange(space, start, end, shift);
            if (!moved || *moved == MoveEnd::Stopped)
                return moved;
            m_lastMoved = true;
            ++m_pieces;
            m_largest = std::max(m_largest, end - start);
        }
        m_cursor = end;
        if (m_cursor >= rangeEnd) {
            ++m_range;
            m_lastMoved = false;
        }
        return MoveEnd::Done;
    }

    Run& m_run;
    const int m_fd;
    const std::uint64_t m_floor;
    const std::uint64_t m_bs;
    const std::uint64_t m_page;
    ExtentMap m_map; // as the pass began
    std::vector<std::pair<std::uint64_t, std::uint64_t>> m_ranges;
    Ext4Mover m_mover;
    std::size_t m_range = 0;
    std::uint64_t m_cursor = 0;
    bool m_lastMoved = false;
    bool m_outOfRoom = false;
    std::uint64_t m_pieces = 0;
    std::uint64_t m_largest = 0;
};

// The largest piece a round can take (the room above the floor) and the fewest pieces the file can
// end in so: what a run in pieces is at best. (Not the largest free extent: the blocks a piece
// frees join the free space around them, for the pieces after it.)
void planPieces(Run& run, std::uint64_t allowed)
{
    DefragResult& r = run.result;
    r.pieceBytes = std::max<std::uint64_t>(allowed, 1);
    std::uint64_t best = 0;
    for (const auto& [start, end] : dataRanges(r.before.inspection.map))
        best += (end - start + r.pieceBytes - 1) / r.pieceBytes;
    r.expectedFragments = best;
}

// The floor forbids a donor for the whole file (`refused` says so): in pieces instead, where that
// ends in fewer of them; else the refusal stands.
Result<void> ext4InPieces(Run& run, int fd, const Error& refused)
{
    DefragResult& r = run.result;
    const std::uint64_t allowed = roomAllowed(r);
    const std::uint64_t page
        = std::max<std::uint64_t>(r.before.inspection.map.blockSize, std::uint64_t(::sysconf(_SC_PAGESIZE)));
    const std::uint64_t wholeNeed = r.roomNeededBytes;
    const std::uint64_t usable = usableRoom(allowed, page);
    planPieces(run, usable);
    const std::uint64_t now = r.before.inspection.report.fragments;
    if (usable < 4 * page || r.expectedFragments >= now)
        return std::unexpected(refused);
    r.roomNeededBytes = std::min(usable, wholeNeed);
    // "in pieces of at most 43.2 MiB (the room above --keep-free; the whole file needs 96.0 MiB at once)"
    const QString how
        = Text::tr("in pieces of at most %1 (the room above --keep-free; the whole file needs %2 at once)")
              .arg(formatBytes(r.pieceBytes), formatBytes(wholeNeed));
    if (r.dryRun) {
        r.outcome = Text::tr("would defragment %1: from %2 fragments, toward %3 (a piece a round); %4")
                        .arg(how)
                        .arg(now)
                        .arg(r.expectedFragments)
                        .arg(roomText(r));
        return {};
    }
    auto prefetch = startPrefetch(run, fd);
    if (!prefetch)
        return std::unexpected(prefetch.error());
    Ext4Pieces pieces(run, fd, r.roomKeptBytes, r.before.inspection.report.mappedBytes, **prefetch);
    const auto moved = pieces.run(r.expectedFragments);
    if (!moved)
        return std::unexpected(moved.error());
    r.pieces = pieces.piecesMoved();
    if (*moved == MoveEnd::Stopped)
        return finishAfterPrefetch(run, fd, *prefetch);
    if (r.pieces == 0) {
        r.outcome = pieces.outOfRoom()
            ? Text::tr("the room above --keep-free was gone before a piece could move (other programs took it); "
                       "nothing was changed")
            : Text::tr("no improvement possible %1: the free space above it is in pieces no larger than the "
                       "file's; nothing was changed")
                  .arg(how);
        return {};
    }
    r.defragmented = true;
    if (auto ok = finishAfterPrefetch(run, fd, *prefetch); !ok || r.changedByOthers)
        return ok;
    r.outcome = Text::tr("%1 fragments before, %2 after (%3 were every round one piece): moved %4; %5 pieces "
                         "moved, the largest %6")
                    .arg(now)
                    .arg(r.after.inspection.report.fragments)
                    .arg(r.expectedFragments)
                    .arg(how)
                    .arg(r.pieces)
                    .arg(formatBytes(pieces.largestPiece()));
    if (pieces.outOfRoom())
        r.outcome = Text::tr("%1; the room above --keep-free ran out with %2 left as it was")
                        .arg(r.outcome, formatBytes(pieces.bytesLeft()));
    return {};
}

// MOVE_EXT moves a page at a time and reads each page that is not in the cache itself, waiting for
// it: 100 MiB in 6,000 extents took 1.1 s so (Linux 6.18, loop device). A Prefetch reads the file
// a window ahead of the moves instead, from disk, into single pages (which MOVE_EXT then moves in
// 0.3 s), and takes the digest "before" on the way: reading and moving overlap. Where the floor of
// free space forbids a donor for the whole file, in pieces (ext4InPieces).
Result<void> ext4Defrag(Run& run, int fd)
{
    std::uint64_t total = 0;
    auto made = makeDonor(run, &total);
    if (!made) {
        return floorForbids(run.result, made.error()) ? ext4InPieces(run, fd, made.error())
                                                      : std::unexpected(made.error());
    }
    if (!made->valid())
        return {};
    return ext4MoveInto(run, fd, made->get(), 0, total);
}

} // namespace

Result<void> ext4MoveInto(Run& run, int fd, int donor, std::uint64_t donorFirstBlock, std::uint64_t total)
{
    auto prefetch = startPrefetch(run, fd);
    if (!prefetch)
        return std::unexpected(prefetch.error());
    Ext4Mover mover(run, fd, total, **prefetch);
    for (const auto& [start, end] : dataRanges(run.result.before.inspection.map)) {
        const auto moved = mover.moveRange(donor, start, end, std::int64_t(donorFirstBlock));
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
