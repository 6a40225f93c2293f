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
#include <numeric>

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
    Run run{path, options, cancel, progress, {}, {}};
    DefragResult& r = run.result;
    r.path = path;
    r.method = DefragMethod::Ext4;
    r.before = std::move(before);
    auto fd = openForEngine(path, r.before.inspection.fs, DefragMethod::Ext4, O_RDWR);
    if (!fd)
        return std::unexpected(fd.error());
    if (::fstat(fd->get(), &run.statBefore) != 0) // what a change by others is told from
        return std::unexpected(Error{path, errnoText(errno), errno});
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

// Grows the reservation from `size` to `want` bytes within `allowed` (allocateWithin). 0, or -1
// with errno.
int growReservation(int fd, std::uint64_t size, std::uint64_t want, std::uint64_t allowed, std::uint64_t align)
{
    std::uint64_t taken = size;
    return allocateWithin(fd, size, want - std::min(want, size), allowed, &taken, align, FailPoint::TogetherAllocate);
}

// The donor grown from `size` to `want` bytes. Where the space runs out, what the failed call got
// is let go and exactly what the files need is the last try. The size it has.
Result<std::uint64_t> growDonor(int fd, const QString& dir, std::uint64_t size, std::uint64_t want, std::uint64_t need,
    std::uint64_t allowed, std::uint64_t align)
{
    if (growReservation(fd, size, want, allowed, align) == 0)
        return want;
    const int err = errno;
    if (err != ENOSPC)
        return std::unexpected(Error{
            dir, Text::tr("cannot allocate the group's donor: %1; nothing was changed").arg(errnoText(err)), err});
    if (::ftruncate(fd, off_t(size)) != 0)
        return std::unexpected(
            Error{dir, Text::tr("cannot allocate the group's donor: %1").arg(errnoText(errno)), errno});
    if (size == 0 && growReservation(fd, 0, need, allowed, align) != 0)
        return std::unexpected(Error{dir,
            Text::tr("not enough free space for the group's donor (%1); nothing was changed").arg(formatBytes(need)),
            errno});
    return std::max(size, need);
}

Result<std::vector<DiskRun>> mapDonor(int fd, const QString& dir, std::uint64_t align)
{
    if (failing(FailPoint::TogetherMap))
        return std::unexpected(Error{dir, Text::tr("cannot map the group's donor: %1").arg(errnoText(errno)), errno});
    return physicalRuns(fd, align);
}

// Everything of the donor's `size` bytes that the files do not take, back to the free space, and
// committed.
Result<void> giveBackUnused(
    int fd, const QString& dir, const Placement& place, const std::vector<std::uint64_t>& sizes, std::uint64_t size)
{
    std::vector<std::pair<std::uint64_t, std::uint64_t>> taken;
    taken.reserve(sizes.size() + 1);
    for (std::size_t i = 0; i < sizes.size(); ++i)
        taken.emplace_back(place.offsets[i], place.offsets[i] + sizes[i]);
    std::sort(taken.begin(), taken.end());
    taken.emplace_back(size, size);
    std::uint64_t at = 0;
    for (const auto& [start, end] : taken) {
        if (start > at
            && FRAGSCOPE_FAILABLE(TogetherPunch,
                   ::fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, off_t(at), off_t(start - at)))
                != 0)
            return std::unexpected(Error{dir,
                Text::tr("cannot give back what the donor does not need: %1; nothing was changed")
                    .arg(errnoText(errno)),
                errno});
        at = std::max(at, end);
    }
    if (FRAGSCOPE_FAILABLE(TogetherSync, ::fsync(fd)) != 0)
        return std::unexpected(Error{dir,
            Text::tr("cannot commit what the donor gave back: %1; nothing was changed").arg(errnoText(errno)), errno});
    return {};
}

Result<Reservation> reserve(const QString& dir, const std::vector<std::uint64_t>& sizes, std::uint64_t align,
    std::uint64_t low, std::uint64_t high, std::uint64_t keepFree)
{
    Reservation r;
    r.fd = UniqueFd(
        FRAGSCOPE_FAILABLE(TogetherCreate, ::open(pathBytes(dir).constData(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600)));
    if (!r.fd.valid())
        return std::unexpected(Error{dir, Text::tr("cannot make the group's donor: %1").arg(errnoText(errno)), errno});
    const std::uint64_t need = std::accumulate(sizes.begin(), sizes.end(), std::uint64_t(0));
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
        const auto grown = growDonor(r.fd.get(), dir, size, want, need, *allowed, align);
        if (!grown)
            return std::unexpected(grown.error());
        size = *grown;
        const auto runs = mapDonor(r.fd.get(), dir, align);
        if (!runs)
            return std::unexpected(runs.error());
        if (auto p = narrowestPlacement(*runs, sizes, low, high)) {
            r.place = std::move(*p);
            if (auto given = giveBackUnused(r.fd.get(), dir, r.place, sizes, size); !given)
                return std::unexpected(given.error());
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

namespace {

// The files in chunks of at most kLargestChunk, each placed at once in a reservation: over the
// narrowest stretch of the disk its free extents give, in order, each file whole; a group is
// what one free extent holds. A later chunk goes as near the earlier ones as it can.
struct Chunk
{
    std::vector<int> members;
    std::vector<const Snapshot*> snapshots; // each member's layout before
    std::vector<std::uint64_t> sizes;
    std::uint64_t bytes = 0;
};

class TogetherDefrag
{
public:
    TogetherDefrag(const QStringList& files, const DefragOptions& options, const std::atomic<bool>& cancel,
        const std::function<void(int, const DefragProgress&)>& progress)
        : m_files(files)
        , m_options(options)
        , m_cancel(cancel)
        , m_progress(progress)
        , m_before(std::size_t(files.size()))
    {
        m_out.results.resize(std::size_t(files.size()), Result<DefragResult>(DefragResult{}));
    }

    TogetherRun run()
    {
        if (!readLayouts()) {
            eachOnItsOwn();
            return std::move(m_out);
        }
        m_out.together = true;
        makeChunks();
        measureFreeSpace();
        for (const Chunk& c : m_chunks)
            placeChunk(c);
        m_out.firstByte = m_low;
        m_out.endByte = m_high;
        addNotes();
        return std::move(m_out);
    }

private:
    Result<DefragResult>& resultOf(int i) { return m_out.results[std::size_t(i)]; }

    DefragProgressFn forFile(int i) const
    {
        if (!m_progress)
            return {};
        return [this, i](const DefragProgress& p) { m_progress(i, p); };
    }

    // Every file's layout first: where they are, and whether they can go together at all (ext4,
    // one file system).
    bool readLayouts()
    {
        bool ext4 = true;
        for (int i = 0; i < m_files.size(); ++i) {
            auto snap = takeSnapshot(m_files[i], Text::tr("before defrag"));
            if (!snap) {
                resultOf(i) = std::unexpected(snap.error());
                continue;
            }
            const FsInfo& fs = snap->inspection.fs;
            if (m_mountPoint.isEmpty())
                m_mountPoint = fs.mountPoint;
            ext4 = ext4 && fs.magic == kExt4Magic && fs.mountPoint == m_mountPoint;
            m_bs = std::max<std::uint32_t>(1, snap->inspection.map.blockSize);
            m_before[std::size_t(i)] = std::move(*snap);
        }
        // MOVE_EXT wants a block's place in its page alike in the file and the donor: each file's
        // stretch starts on a page (1 KiB blocks: four to a page).
        m_align = std::max<std::uint64_t>(m_bs, std::uint64_t(::sysconf(_SC_PAGESIZE)));
        return ext4;
    }

    void eachOnItsOwn()
    {
        m_out.notes << Text::tr("placing files together works on ext4 only (its MOVE_EXT takes a donor offset), and on "
                                "one file system at a time: each file was defragmented on its own");
        for (int i = 0; i < m_files.size(); ++i) {
            if (m_before[std::size_t(i)])
                resultOf(i) = defragFile(m_files[i], m_options, m_cancel, forFile(i));
        }
    }

    void makeChunks()
    {
        for (int i = 0; i < m_files.size(); ++i) {
            auto& snap = m_before[std::size_t(i)];
            if (!snap)
                continue;
            if (snap->inspection.map.fileSize == 0) {
                resultOf(i) = notReached(m_files[i], Text::tr("empty; nothing to move"), false);
                snap.reset();
                continue;
            }
            const std::uint64_t bytes = (snap->inspection.map.fileSize + m_align - 1) / m_align * m_align;
            m_all += bytes;
            if (m_chunks.empty() || m_chunks.back().bytes + bytes > kLargestChunk)
                m_chunks.emplace_back();
            m_chunks.back().members.push_back(i);
            m_chunks.back().snapshots.push_back(&*snap);
            m_chunks.back().sizes.push_back(bytes);
            m_chunks.back().bytes += bytes;
        }
    }

    // The free space before the run: the largest free extent, for the note, and (a dry run) where
    // the files would go (GETFSMAP lists every free extent: once). Others keep at least a tenth of
    // what was free at the start, whatever the run takes.
    void measureFreeSpace()
    {
        m_space = readFreeSpace(m_mountPoint);
        m_largest = m_space ? m_space->largestFreeBytes : 0;
        struct statfs fs
        {
        };
        if (::statfs(pathBytes(m_mountPoint).constData(), &fs) == 0)
            m_out.freeFound = std::uint64_t(fs.f_bavail) * std::uint64_t(fs.f_bsize);
        else // nothing is reserved then: with no figure, no room could be kept for others
            m_freeUnknown = Error{m_mountPoint,
                Text::tr("cannot read the free space (%1): refused rather than risk filling the file system")
                    .arg(errnoText(errno)),
                errno};
        m_out.keptFree = m_options.keepFree.of(m_out.freeFound);
        if (m_options.dryRun && m_space)
            m_dryRuns = freeRuns(*m_space, m_align);
    }

    // A dry run allocates nothing: it plans on the free-space map. The chunk's new places are
    // taken; its files' old blocks are free again after it (the run's reservation lets them go
    // before the next chunk).
    Result<Reservation> planOnTheMap(const Chunk& c)
    {
        auto planned = narrowestPlacement(m_dryRuns, c.sizes, m_low, m_high);
        if (!planned)
            return std::unexpected(Error{m_mountPoint,
                m_space ? Text::tr("the free space is in pieces too small to hold the files whole")
                        : Text::tr("the free-space map cannot be read: %1").arg(m_space.error().reason)});
        takeFromRuns(m_dryRuns, *planned, c.sizes);
        for (const Snapshot* snap : c.snapshots) {
            for (const Extent& e : snap->inspection.map.extents)
                m_dryRuns.push_back(DiskRun{0, e.length, e.physical});
        }
        normalizeRuns(m_dryRuns, m_align);
        Reservation plan;
        plan.place = std::move(*planned);
        return plan;
    }

    void placeChunk(const Chunk& c)
    {
        if (m_cancel.load()) {
            for (int i : c.members)
                resultOf(i) = notReached(m_files[i], Text::tr("cancelled before it was moved"), true);
            return;
        }
        if (m_freeUnknown) {
            for (int i : c.members)
                resultOf(i) = std::unexpected(Error{m_files[i], m_freeUnknown->reason, m_freeUnknown->errnum});
            return;
        }
        Result<Reservation> donor = m_options.dryRun ? planOnTheMap(c)
                                                     : reserve(QFileInfo(m_files[c.members.front()]).absolutePath(),
                                                         c.sizes, m_align, m_low, m_high, m_out.keptFree);
        if (!donor) {
            for (int i : c.members)
                resultOf(i) = std::unexpected(Error{m_files[i], donor.error().reason, donor.error().errnum});
            return;
        }
        const Placement& place = donor->place;
        m_low = m_low > m_high ? place.low : std::min(m_low, place.low);
        m_high = std::max(m_high, place.high);
        QString previous;
        for (std::size_t m = 0; m < c.members.size(); ++m) {
            const int i = c.members[m];
            if (m == 0 || place.runOf[m] != place.runOf[m - 1])
                m_out.groups.push_back(TogetherGroup{i, 0, 0});
            TogetherGroup& g = m_out.groups.back();
            g.count = i + 1 - g.first;
            g.bytes += c.sizes[m];
            const Snapshot& snap = *c.snapshots[m];
            if (m_options.dryRun)
                resultOf(i) = wouldGo(i, snap, g.count == 1, previous);
            else if (m_cancel.load())
                resultOf(i) = notReached(m_files[i], Text::tr("cancelled before it was moved"), true);
            else
                resultOf(i) = moveFile(m_files[i], snap, m_options, donor->fd.get(), place.offsets[m] / m_bs,
                    c.sizes[m], m_cancel, forFile(i));
            previous = m_files[i];
        }
    }

    // A dry run's word on file i: where in its group it would go.
    DefragResult wouldGo(int i, const Snapshot& snap, bool first, const QString& previous) const
    {
        DefragResult r = notReached(m_files[i], {}, false);
        r.dryRun = true;
        r.before = snap;
        r.expectedFragments = 1;
        r.outcome = first ? Text::tr("would go first in group %1 (%2 fragments now)")
                                .arg(m_out.groups.size())
                                .arg(snap.inspection.report.fragments)
                          : Text::tr("would go right after %1 (%2 fragments now)")
                                .arg(QFileInfo(previous).fileName())
                                .arg(snap.inspection.report.fragments);
        return r;
    }

    void addNotes()
    {
        if (m_out.groups.size() > 1) {
            m_out.notes << Text::tr("the files (%1) were laid down in %2 groups, in order, over the narrowest stretch "
                                    "of the disk the free space gave: %3 (the largest free extent is %4)")
                               .arg(formatBytes(m_all))
                               .arg(m_out.groups.size())
                               .arg(formatBytes(m_out.spanBytes()),
                                   m_largest > 0 ? formatBytes(m_largest) : Text::tr("unknown"));
        }
        if (m_chunks.size() > 1)
            m_out.notes
                << Text::tr("placed %1 at a time: %2 chunks").arg(formatBytes(kLargestChunk)).arg(m_chunks.size());
        if (!m_chunks.empty() && m_out.freeFound > 0)
            m_out.notes << reservationNote();
    }

    // How much the run reserves at most, and what it always leaves to others.
    QString reservationNote() const
    {
        const std::uint64_t biggest
            = std::max_element(m_chunks.begin(), m_chunks.end(), [](const Chunk& a, const Chunk& b) {
                  return a.bytes < b.bytes;
              })->bytes;
        const std::uint64_t most = std::min(biggest * kReserveFactor,
            std::max(biggest, (m_out.freeFound - std::min(m_out.freeFound, m_out.keptFree)) / 4 * 3));
        return (m_options.dryRun
                ? Text::tr("a dry run allocates nothing; the run will reserve up to %1 for a moment and always leave "
                           "at least %2 of the %3 free to other programs (--keep-free)")
                : Text::tr("reserved up to %1 at a time, always leaving at least %2 of the %3 free to other programs "
                           "(--keep-free)"))
            .arg(formatBytes(most), formatBytes(m_out.keptFree), formatBytes(m_out.freeFound));
    }

    const QStringList& m_files;
    const DefragOptions& m_options;
    const std::atomic<bool>& m_cancel;
    const std::function<void(int, const DefragProgress&)>& m_progress;
    TogetherRun m_out;
    std::vector<std::optional<Snapshot>> m_before;
    QString m_mountPoint;
    std::uint32_t m_bs = 4096;
    std::uint64_t m_align = 4096;
    std::vector<Chunk> m_chunks;
    std::uint64_t m_all = 0;
    Result<FreeSpace> m_space = std::unexpected(Error{});
    std::uint64_t m_largest = 0;
    std::vector<DiskRun> m_dryRuns;
    std::uint64_t m_low = 1, m_high = 0; // what the files placed so far cover on the disk
    std::optional<Error> m_freeUnknown;  // statfs failed: nothing is reserved
};

} // namespace

TogetherRun defragTogether(const QStringList& files, const DefragOptions& options, const std::atomic<bool>& cancel,
    const std::function<void(int, const DefragProgress&)>& progress)
{
    return TogetherDefrag(files, options, cancel, progress).run();
}

} // namespace fragscope
