// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/together.h"

#include "defrag/engine.h"
#include "defrag/placement.h"
#include "extents/fiemapreader.h"
#include "extents/metrics.h"
#include "fs/freespace.h"
#include "fs/fsinfo.h"
#include "util/failpoint.h"
#include "util/path.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/statfs.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <algorithm>

namespace fragscope {
namespace {

using namespace defrag;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Defrag)
};

constexpr std::uint64_t kLargestChunk = 1ULL << 30; // the files placed at once (their old blocks held till then)
constexpr std::uint64_t kReserveFactor = 3;         // what is reserved to choose from, times what the files need

// What happened to a file the run did not reach.
DefragResult notReached(const QString& path, const QString& outcome, bool cancelled)
{
    DefragResult r;
    r.path = path;
    r.method = DefragMethod::Ext4;
    r.cancelled = cancelled;
    r.outcome = outcome;
    return r;
}

// One file of a group moved into its stretch of the donor: the single-file engine's checks, then
// its moves at an offset.
Result<DefragResult> moveFile(const QString& path, Snapshot before, const DefragOptions& options, int donor,
    std::uint64_t donorFirstBlock, std::uint64_t slotBytes, const std::atomic<bool>& cancel,
    const DefragProgressFn& progress)
{
    QElapsedTimer clock;
    clock.start();
    Run run{path, options, cancel, progress, {}};
    DefragResult& r = run.result;
    r.path = path;
    r.method = DefragMethod::Ext4;
    r.before = std::move(before);
    auto fd = openForEngine(path, r.before.inspection.fs, DefragMethod::Ext4, O_RDWR);
    if (!fd)
        return std::unexpected(fd.error());
    auto state = fileState(path, false); // size and times; the digest comes with the moves' reads
    if (!state)
        return std::unexpected(state.error());
    r.stateBefore = *state;
    if (state->size > slotBytes || state->size != r.before.inspection.map.fileSize) {
        r.changedByOthers = true;
        r.outcome = Text::tr("the file changed since its place was planned (another program wrote it); it was left "
                             "as it is");
        return r;
    }
    const std::uint64_t bs = std::max<std::uint32_t>(1, r.before.inspection.map.blockSize);
    std::uint64_t total = 0;
    for (const auto& [start, end] : dataRanges(r.before.inspection.map))
        total += (end + bs - 1) / bs * bs - start / bs * bs;
    if (auto ok = ext4MoveInto(run, fd->get(), donor, donorFirstBlock, total); !ok)
        return std::unexpected(ok.error());
    r.seconds = double(clock.elapsed()) / 1000;
    return r;
}

// A reservation: an unnamed file in `dir` (so that nothing of it outlives the process) allocated
// with more than the files need (three times, at most three quarters of the free space), so that
// the allocator hands over the large free extents it has; of those, the files keep the pieces that
// hold them over the narrowest stretch of the disk, and the rest is given back at once. The files'
// old blocks take the place of their new ones in it, and go when it is closed.
// ext4 lets no one use blocks freed in a transaction until it commits (5 s by default): what the
// reservation gives back, and the old blocks it holds at the end, are freed and committed at once.
struct Reservation
{
    UniqueFd fd;
    Placement place;

    Reservation() = default;
    Reservation(Reservation&&) = default;
    Reservation& operator=(Reservation&&) = default;
    ~Reservation()
    {
        if (fd.valid() && ::ftruncate(fd.get(), 0) == 0)
            ::fsync(fd.get());
    }
};

// The free space a run may take, from statfs: what every program may use (f_bavail; root's reserve
// is left alone, root or not), less what the run leaves to others.
Result<std::uint64_t> allowedBytes(int fd, const QString& dir, std::uint64_t need, std::uint64_t keepFree)
{
    struct statfs fs
    {
    };
    if (::fstatfs(fd, &fs) != 0)
        return std::unexpected(Error{dir, Text::tr("cannot read the free space: %1").arg(errnoText(errno)), errno});
    const std::uint64_t avail = std::uint64_t(fs.f_bavail) * std::uint64_t(fs.f_bsize);
    if (avail < keepFree + need)
        return std::unexpected(Error{dir,
            Text::tr("the files need %1, and %2 must stay free for other programs, but only %3 is free now; nothing "
                     "was changed")
                .arg(formatBytes(need), formatBytes(keepFree), formatBytes(avail)),
            ENOSPC});
    return avail - keepFree;
}

// Grows the reservation from `size` to `want` bytes in steps of at most half the room still
// allowed: ext4's allocator takes more than it was asked for a moment (a preallocation of about the
// request's size, seen as free space going down by twice the request), and others must still have
// their room at that moment. 0, or -1 with errno.
int growReservation(int fd, std::uint64_t size, std::uint64_t want, std::uint64_t allowed, std::uint64_t align)
{
    while (size < want) {
        const std::uint64_t room = allowed > size ? (allowed - size) / 2 / align * align : 0;
        const std::uint64_t step = std::min(want - size, std::max(align, room));
        if (FRAGSCOPE_FAILABLE(TogetherAllocate, ::fallocate(fd, 0, off_t(size), off_t(step))) != 0)
            return -1;
        size += step;
    }
    return 0;
}

Result<Reservation> reserve(const QString& dir, const std::vector<std::uint64_t>& sizes, std::uint64_t align,
    std::uint64_t low, std::uint64_t high, std::uint64_t keepFree)
{
    Reservation r;
    r.fd = UniqueFd(
        FRAGSCOPE_FAILABLE(TogetherCreate, ::open(pathBytes(dir).constData(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600)));
    if (!r.fd.valid())
        return std::unexpected(Error{dir, Text::tr("cannot make the group's donor: %1").arg(errnoText(errno)), errno});
    std::uint64_t need = 0;
    for (std::uint64_t s : sizes)
        need += s;
    // The free space now (the chunk before may just have given its old blocks back), less the room
    // kept for others; of that, three times what the files need, or at most three quarters.
    const auto allowed = allowedBytes(r.fd.get(), dir, need, keepFree);
    if (!allowed)
        return std::unexpected(allowed.error());
    const std::uint64_t budget = std::max(need, std::min(*allowed, *allowed / 4 * 3 / align * align));
    std::uint64_t size = 0;
    for (std::uint64_t want : {std::min(need * kReserveFactor, budget), budget}) {
        if (want <= size)
            continue;
        if (growReservation(r.fd.get(), size, want, *allowed, align) != 0) {
            const int err = errno;
            if (err != ENOSPC)
                return std::unexpected(Error{dir,
                    Text::tr("cannot allocate the group's donor: %1; nothing was changed").arg(errnoText(err)), err});
            // What the failed call got is let go; exactly what the files need is the last try.
            if (::ftruncate(r.fd.get(), off_t(size)) != 0)
                return std::unexpected(
                    Error{dir, Text::tr("cannot allocate the group's donor: %1").arg(errnoText(errno)), errno});
            if (size == 0 && growReservation(r.fd.get(), 0, need, *allowed, align) != 0)
                return std::unexpected(Error{dir,
                    Text::tr("not enough free space for the group's donor (%1); nothing was changed")
                        .arg(formatBytes(need)),
                    errno});
            want = std::max(size, need);
        }
        size = want;
        auto runs = failing(FailPoint::TogetherMap) ? Result<std::vector<DiskRun>>(std::unexpected(
                        Error{dir, Text::tr("cannot map the group's donor: %1").arg(errnoText(errno)), errno}))
                                                    : physicalRuns(r.fd.get(), align);
        if (!runs)
            return std::unexpected(runs.error());
        if (auto p = narrowestPlacement(*runs, sizes, low, high)) {
            r.place = std::move(*p);
            // Everything the files do not take back to the free space.
            std::vector<std::pair<std::uint64_t, std::uint64_t>> taken;
            taken.reserve(sizes.size());
            for (std::size_t i = 0; i < sizes.size(); ++i)
                taken.emplace_back(r.place.offsets[i], r.place.offsets[i] + sizes[i]);
            std::sort(taken.begin(), taken.end());
            std::uint64_t at = 0;
            taken.emplace_back(size, size);
            for (const auto& [start, end] : taken) {
                if (start > at
                    && FRAGSCOPE_FAILABLE(TogetherPunch,
                           ::fallocate(
                               r.fd.get(), FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, off_t(at), off_t(start - at)))
                        != 0)
                    return std::unexpected(Error{dir,
                        Text::tr("cannot give back what the donor does not need: %1; nothing was changed")
                            .arg(errnoText(errno)),
                        errno});
                at = std::max(at, end);
            }
            if (FRAGSCOPE_FAILABLE(TogetherSync, ::fsync(r.fd.get())) != 0)
                return std::unexpected(Error{dir,
                    Text::tr("cannot commit what the donor gave back: %1; nothing was changed").arg(errnoText(errno)),
                    errno});
            return r;
        }
        if (size >= budget)
            break;
    }
    return std::unexpected(Error{dir, Text::tr("the free space is in pieces too small to hold the files whole")});
}

} // namespace

QStringList togetherFiles(const QStringList& paths, TogetherOrder order)
{
    QStringList out;
    for (const QString& p : paths) {
        if (pathKind(p) != PathKind::Directory || order == TogetherOrder::List) {
            out << p;
            continue;
        }
        // Depth first, each directory's entries in the order it lists them: tar's order.
        QStringList under = regularFilesUnder(p);
        if (order == TogetherOrder::Name)
            std::sort(under.begin(), under.end(),
                [](const QString& a, const QString& b) { return pathBytes(a) < pathBytes(b); });
        out += under;
    }
    return out;
}

Result<QStringList> readOrderList(const QString& listFile)
{
    QFile file;
    if (!openForReading(file, listFile)) // by its bytes: a name need not be UTF-8
        return std::unexpected(Error{listFile, errnoText(errno), errno});
    const QDir base = QFileInfo(listFile).absoluteDir();
    QStringList out;
    int line = 0;
    while (!file.atEnd()) {
        ++line;
        // A line is a path's bytes (a name need not be UTF-8).
        const QByteArray bytes = file.readLine().trimmed();
        if (bytes.isEmpty() || bytes.startsWith('#'))
            continue;
        const QString text = pathFromBytes(bytes);
        const QString path = QDir::cleanPath(base.absoluteFilePath(text));
        if (pathKind(path) != PathKind::File)
            return std::unexpected(Error{listFile,
                Text::tr("line %1: %2 is not a regular file", "an order list").arg(line).arg(displayPathText(path))});
        if (!out.contains(path))
            out << path;
    }
    if (out.isEmpty())
        return std::unexpected(Error{listFile, Text::tr("lists no file")});
    return out;
}

TogetherRun defragTogether(const QStringList& files, const DefragOptions& options, const std::atomic<bool>& cancel,
    const std::function<void(int, const DefragProgress&)>& progress)
{
    TogetherRun out;
    out.results.resize(std::size_t(files.size()), Result<DefragResult>(DefragResult{}));
    const auto forFile = [&](int i) -> DefragProgressFn {
        if (!progress)
            return {};
        return [&progress, i](const DefragProgress& p) { progress(i, p); };
    };
    // Every file's layout first: where they are, and whether they can go together at all.
    std::vector<std::optional<Snapshot>> before(std::size_t(files.size()));
    QString mountPoint;
    bool ext4 = true;
    for (int i = 0; i < files.size(); ++i) {
        auto snap = takeSnapshot(files[i], Text::tr("before defrag"));
        if (!snap) {
            out.results[std::size_t(i)] = std::unexpected(snap.error());
            continue;
        }
        const FsInfo& fs = snap->inspection.fs;
        if (mountPoint.isEmpty())
            mountPoint = fs.mountPoint;
        ext4 = ext4 && fs.magic == kExt4Magic && fs.mountPoint == mountPoint;
        before[std::size_t(i)] = std::move(*snap);
    }
    if (!ext4) {
        out.notes << Text::tr("placing files together works on ext4 only (its MOVE_EXT takes a donor offset), and on "
                              "one file system at a time: each file was defragmented on its own");
        for (int i = 0; i < files.size(); ++i) {
            if (before[std::size_t(i)])
                out.results[std::size_t(i)] = defragFile(files[i], options, cancel, forFile(i));
        }
        return out;
    }
    out.together = true;

    std::uint32_t bs = 4096;
    for (const auto& snap : before) {
        if (snap)
            bs = std::max<std::uint32_t>(1, snap->inspection.map.blockSize);
    }
    // MOVE_EXT wants a block's place in its page alike in the file and the donor: each file's
    // stretch starts on a page (1 KiB blocks: four to a page).
    const std::uint64_t align = std::max<std::uint64_t>(bs, std::uint64_t(::sysconf(_SC_PAGESIZE)));
    const auto slot = [align](const Snapshot& s) { return (s.inspection.map.fileSize + align - 1) / align * align; };
    // The files in chunks of at most kLargestChunk, each placed at once in a reservation: over the
    // narrowest stretch of the disk its free extents give, in order, each file whole; a group is
    // what one free extent holds. A later chunk goes as near the earlier ones as it can.
    struct Chunk
    {
        std::vector<int> members;
        std::vector<std::uint64_t> sizes;
        std::uint64_t bytes = 0;
    };
    std::vector<Chunk> chunks;
    std::uint64_t all = 0;
    for (int i = 0; i < files.size(); ++i) {
        const auto& snap = before[std::size_t(i)];
        if (!snap)
            continue;
        if (snap->inspection.map.fileSize == 0) {
            out.results[std::size_t(i)] = notReached(files[i], Text::tr("empty; nothing to move"), false);
            before[std::size_t(i)].reset();
            continue;
        }
        const std::uint64_t bytes = slot(*snap);
        all += bytes;
        if (chunks.empty() || chunks.back().bytes + bytes > kLargestChunk)
            chunks.emplace_back();
        chunks.back().members.push_back(i);
        chunks.back().sizes.push_back(bytes);
        chunks.back().bytes += bytes;
    }
    // The free space before the run: the largest free extent, for the note, and (a dry run) where
    // the files would go (GETFSMAP lists every free extent: once).
    const auto space = readFreeSpace(mountPoint);
    const std::uint64_t largest = space ? space->largestFreeBytes : 0;
    // Others keep at least a tenth of what was free at the start, whatever the run takes.
    {
        struct statfs fs
        {
        };
        if (::statfs(pathBytes(mountPoint).constData(), &fs) == 0)
            out.freeFound = std::uint64_t(fs.f_bavail) * std::uint64_t(fs.f_bsize);
        out.keptFree = out.freeFound / 10;
    }
    std::vector<DiskRun> dryRuns;
    if (options.dryRun && space)
        dryRuns = freeRuns(*space, align);
    std::uint64_t low = 1, high = 0; // what the files placed so far cover on the disk
    for (Chunk& c : chunks) {
        if (cancel.load()) {
            for (int i : c.members)
                out.results[std::size_t(i)] = notReached(files[i], Text::tr("cancelled before it was moved"), true);
            continue;
        }
        // A dry run allocates nothing: it plans on the free-space map.
        Result<Reservation> donor = std::unexpected(Error{});
        if (options.dryRun) {
            auto planned = narrowestPlacement(dryRuns, c.sizes, low, high);
            if (planned) {
                // The chunk's new places are taken; its files' old blocks are free again after it
                // (the run's reservation lets them go before the next chunk).
                takeFromRuns(dryRuns, *planned, c.sizes);
                for (int i : c.members) {
                    for (const Extent& e : before[std::size_t(i)]->inspection.map.extents)
                        dryRuns.push_back(DiskRun{0, e.length, e.physical});
                }
                normalizeRuns(dryRuns, align);
                Reservation plan;
                plan.place = std::move(*planned);
                donor = std::move(plan);
            } else {
                donor = std::unexpected(Error{mountPoint,
                    space ? Text::tr("the free space is in pieces too small to hold the files whole")
                          : Text::tr("the free-space map cannot be read: %1").arg(space.error().reason)});
            }
        } else {
            donor
                = reserve(QFileInfo(files[c.members.front()]).absolutePath(), c.sizes, align, low, high, out.keptFree);
        }
        if (!donor) {
            for (int i : c.members)
                out.results[std::size_t(i)]
                    = std::unexpected(Error{files[i], donor.error().reason, donor.error().errnum});
            continue;
        }
        const Placement& place = donor->place;
        low = low > high ? place.low : std::min(low, place.low);
        high = std::max(high, place.high);
        QString previous;
        for (std::size_t m = 0; m < c.members.size(); ++m) {
            const int i = c.members[m];
            if (m == 0 || place.runOf[m] != place.runOf[m - 1])
                out.groups.push_back(TogetherGroup{i, 0, 0});
            TogetherGroup& g = out.groups.back();
            g.count = i + 1 - g.first;
            g.bytes += c.sizes[m];
            const Snapshot& snap = *before[std::size_t(i)];
            if (options.dryRun) {
                DefragResult r = notReached(files[i], {}, false);
                r.dryRun = true;
                r.before = snap;
                r.expectedFragments = 1;
                r.outcome = g.count == 1 ? Text::tr("would go first in group %1 (%2 fragments now)")
                                               .arg(out.groups.size())
                                               .arg(snap.inspection.report.fragments)
                                         : Text::tr("would go right after %1 (%2 fragments now)")
                                               .arg(QFileInfo(previous).fileName())
                                               .arg(snap.inspection.report.fragments);
                out.results[std::size_t(i)] = std::move(r);
            } else if (cancel.load()) {
                out.results[std::size_t(i)] = notReached(files[i], Text::tr("cancelled before it was moved"), true);
            } else {
                out.results[std::size_t(i)] = moveFile(
                    files[i], snap, options, donor->fd.get(), place.offsets[m] / bs, c.sizes[m], cancel, forFile(i));
            }
            previous = files[i];
        }
    }
    out.firstByte = low;
    out.endByte = high;
    if (out.groups.size() > 1) {
        out.notes << Text::tr("the files (%1) were laid down in %2 groups, in order, over the narrowest stretch of the "
                              "disk the free space gave: %3 (the largest free extent is %4)")
                         .arg(formatBytes(all))
                         .arg(out.groups.size())
                         .arg(formatBytes(out.spanBytes()), largest > 0 ? formatBytes(largest) : Text::tr("unknown"));
    }
    if (chunks.size() > 1)
        out.notes << Text::tr("placed %1 at a time: %2 chunks").arg(formatBytes(kLargestChunk)).arg(chunks.size());
    if (!chunks.empty() && out.freeFound > 0) {
        const std::uint64_t biggest
            = std::max_element(chunks.begin(), chunks.end(), [](const Chunk& a, const Chunk& b) {
                  return a.bytes < b.bytes;
              })->bytes;
        const std::uint64_t most = std::min(biggest * kReserveFactor,
            std::max(biggest, (out.freeFound - std::min(out.freeFound, out.keptFree)) / 4 * 3));
        out.notes << (options.dryRun
                ? Text::tr("a dry run allocates nothing; the run will reserve up to %1 for a moment and always leave "
                           "at least %2 (a tenth of the %3 free) to other programs")
                      .arg(formatBytes(most), formatBytes(out.keptFree), formatBytes(out.freeFound))
                : Text::tr("reserved up to %1 at a time, always leaving at least %2 (a tenth of the %3 free) to other "
                           "programs")
                      .arg(formatBytes(most), formatBytes(out.keptFree), formatBytes(out.freeFound)));
    }
    return out;
}

} // namespace fragscope
