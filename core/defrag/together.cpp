// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/together.h"

#include "defrag/engine.h"
#include "extents/fiemapreader.h"
#include "extents/metrics.h"
#include "fs/freespace.h"
#include "fs/fsinfo.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>

namespace fragscope {
namespace {

using namespace defrag;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Defrag)
};

constexpr std::uint64_t kLargestGroup = 1ULL << 30;
constexpr std::uint64_t kGroupWhenUnknown = 256ULL << 20; // the free space could not be read

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

// A group's donor and where in it each file goes (byte offsets, in the order of the files).
struct GroupDonor
{
    UniqueFd fd;
    std::vector<std::uint64_t> offsets;
    std::uint64_t pieces = 0;
};

// Where each slot goes in a donor of these pieces (logical start, length; in physical order): one
// after another, a slot that does not fit the rest of a piece going to the start of the next.
// Empty when the pieces cannot hold them all.
std::vector<std::uint64_t> placeInPieces(
    const std::vector<std::pair<std::uint64_t, std::uint64_t>>& pieces, const std::vector<std::uint64_t>& sizes)
{
    std::vector<std::uint64_t> offsets;
    std::size_t piece = 0;
    std::uint64_t used = 0;
    for (std::uint64_t bytes : sizes) {
        while (piece < pieces.size() && used + bytes > pieces[piece].second) {
            ++piece;
            used = 0;
        }
        if (piece == pieces.size())
            return {};
        offsets.push_back(pieces[piece].first + used);
        used += bytes;
    }
    return offsets;
}

// An unnamed donor in `dir` (so that nothing of it outlives the process), `bytes` allocated at once
// and grown where the free space gave pieces the files do not fit whole.
Result<GroupDonor> makeGroupDonor(
    const QString& dir, std::uint64_t bytes, const std::vector<std::uint64_t>& sizes, std::uint64_t align)
{
    GroupDonor d;
    d.fd = UniqueFd(::open(QFile::encodeName(dir).constData(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600));
    if (!d.fd.valid())
        return std::unexpected(Error{dir, Text::tr("cannot make the group's donor: %1").arg(errnoText(errno)), errno});
    std::uint64_t size = 0;
    const std::uint64_t largest = *std::max_element(sizes.begin(), sizes.end());
    for (std::uint64_t grow = bytes; grow > 0 && size < bytes * 2 + largest * 4;) {
        if (::fallocate(d.fd.get(), 0, off_t(size), off_t(grow)) != 0) {
            const int err = errno;
            return std::unexpected(Error{dir,
                err == ENOSPC ? Text::tr("not enough free space for the group's donor (%1); nothing was changed")
                                    .arg(formatBytes(size + grow))
                              : Text::tr("cannot allocate the group's donor: %1").arg(errnoText(err)),
                err});
        }
        size += grow;
        auto map = readExtents(QStringLiteral("/proc/self/fd/%1").arg(d.fd.get()), FiemapOptions{.sync = true});
        if (!map)
            return std::unexpected(map.error());
        // The donor's physically contiguous runs, in physical order.
        std::vector<std::pair<std::uint64_t, std::uint64_t>> runs; // logical start, length
        std::vector<std::uint64_t> physical;
        for (const Extent& e : map->extents) {
            if (!physical.empty() && physical.back() == e.physical
                && runs.back().first + runs.back().second == e.logical) {
                runs.back().second += e.length;
                physical.back() = e.physical + e.length;
                continue;
            }
            runs.emplace_back(e.logical, e.length);
            physical.push_back(e.physical + e.length);
        }
        std::vector<std::size_t> byPlace(runs.size());
        for (std::size_t i = 0; i < byPlace.size(); ++i)
            byPlace[i] = i;
        std::sort(byPlace.begin(), byPlace.end(),
            [&](std::size_t a, std::size_t b) { return physical[a] - runs[a].second < physical[b] - runs[b].second; });
        std::vector<std::pair<std::uint64_t, std::uint64_t>> pieces;
        for (std::size_t i : byPlace) {
            const std::uint64_t start = (runs[i].first + align - 1) / align * align;
            const std::uint64_t end = (runs[i].first + runs[i].second) / align * align;
            if (end > start)
                pieces.push_back({start, end - start});
        }
        d.offsets = placeInPieces(pieces, sizes);
        d.pieces = pieces.size();
        if (!d.offsets.empty())
            return d;
        grow = largest * 2; // what the pieces wasted, and more
    }
    return std::unexpected(Error{dir, Text::tr("the free space is in pieces too small to hold the files whole")});
}

// The free extents of the file system (GETFSMAP; runs that touch merged), largest first; empty
// when the free space cannot be read. When `need` is more than the largest holds, those lying within
// [low, high) (where the files are now) come first, so that the groups stay near each other.
std::vector<std::uint64_t> freeExtentsForGroups(
    const QString& mountPoint, std::uint32_t bs, std::uint64_t need, std::uint64_t low, std::uint64_t high)
{
    std::vector<SpaceRange> runs;
    auto space = readFreeSpace(mountPoint);
    if (!space)
        return {};
    std::vector<SpaceRange> free = space->free;
    std::sort(free.begin(), free.end(), [](const SpaceRange& a, const SpaceRange& b) { return a.start < b.start; });
    for (const SpaceRange& r : free) {
        if (!runs.empty() && r.start == runs.back().end())
            runs.back().length += r.length;
        else
            runs.push_back(r);
    }
    for (SpaceRange& r : runs)
        r.length = r.length / bs * bs;
    const auto largestFirst = [](const SpaceRange& a, const SpaceRange& b) { return a.length > b.length; };
    std::sort(runs.begin(), runs.end(), largestFirst);
    if (!runs.empty() && runs.front().length < need) {
        std::stable_partition(
            runs.begin(), runs.end(), [&](const SpaceRange& r) { return r.start >= low && r.end() <= high; });
    }
    std::vector<std::uint64_t> out;
    for (const SpaceRange& r : runs)
        out.push_back(r.length);
    return out;
}

} // namespace

QStringList togetherFiles(const QStringList& paths, TogetherOrder order)
{
    // Depth first, each directory's entries in the order it lists them: tar's order.
    const std::function<void(const QString&, QStringList&)> walk = [&walk](const QString& dir, QStringList& out) {
        QDirIterator it(dir, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
        while (it.hasNext()) {
            it.next();
            const QFileInfo f = it.fileInfo();
            if (f.isSymLink())
                continue;
            if (f.isDir())
                walk(f.filePath(), out);
            else if (f.isFile())
                out << f.filePath();
        }
    };
    QStringList out;
    for (const QString& p : paths) {
        const QFileInfo info(p);
        if (!info.isDir() || info.isSymLink() || order == TogetherOrder::List) {
            out << p;
            continue;
        }
        QStringList under;
        walk(p, under);
        if (order == TogetherOrder::Name)
            under.sort();
        out += under;
    }
    return out;
}

Result<QStringList> readOrderList(const QString& listFile)
{
    QFile file(listFile);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::unexpected(Error{listFile, file.errorString()});
    const QDir base = QFileInfo(listFile).absoluteDir();
    QStringList out;
    int line = 0;
    while (!file.atEnd()) {
        ++line;
        const QString text = QString::fromUtf8(file.readLine()).trimmed();
        if (text.isEmpty() || text.startsWith(u'#'))
            continue;
        const QString path = QDir::cleanPath(base.absoluteFilePath(text));
        const QFileInfo info(path);
        if (!info.isFile() || info.isSymLink())
            return std::unexpected(
                Error{listFile, Text::tr("line %1: %2 is not a regular file", "an order list").arg(line).arg(path)});
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
    // Each group as large as a free extent, the largest first: the first group goes where the most
    // room is, the next into the next largest, and so on (the allocator's best fit finds them). When
    // the files need more than one, the free extents among them come first, so that the groups stay
    // near each other (the tree's span).
    std::uint64_t need = 0, low = ~0ULL, high = 0;
    for (const auto& snap : before) {
        if (!snap)
            continue;
        need += slot(*snap);
        for (const Extent& e : snap->inspection.map.extents) {
            low = std::min(low, e.physical);
            high = std::max(high, e.physicalEnd());
        }
    }
    std::vector<std::uint64_t> capacities = freeExtentsForGroups(mountPoint, bs, need, low, high);
    const std::uint64_t largest = capacities.empty() ? 0 : *std::max_element(capacities.begin(), capacities.end());
    const auto capacityOf = [&](std::size_t group) {
        if (capacities.empty())
            return kGroupWhenUnknown;
        return std::clamp<std::uint64_t>(capacities[std::min(group, capacities.size() - 1)], bs, kLargestGroup);
    };
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
        if (out.groups.empty() || out.groups.back().bytes + bytes > capacityOf(out.groups.size() - 1))
            out.groups.push_back(TogetherGroup{i, 0, 0, 0});
        TogetherGroup& g = out.groups.back();
        g.count = i + 1 - g.first;
        g.bytes += bytes;
    }
    if (out.groups.size() > 1) {
        out.notes << (largest > 0 ? Text::tr("the files (%1) are more than the largest free extent (%2) holds: laid "
                                             "down in %3 groups, each together")
                                        .arg(formatBytes(all), formatBytes(largest))
                                        .arg(out.groups.size())
                                  : Text::tr("the files (%1) were laid down in %2 groups of at most %3 each (the free "
                                             "space could not be read)")
                                        .arg(formatBytes(all))
                                        .arg(out.groups.size())
                                        .arg(formatBytes(kGroupWhenUnknown)));
    }

    for (std::size_t k = 0; k < out.groups.size(); ++k) {
        TogetherGroup& g = out.groups[k];
        if (cancel.load()) {
            for (int i = g.first; i < g.first + g.count; ++i) {
                if (before[std::size_t(i)])
                    out.results[std::size_t(i)] = notReached(files[i], Text::tr("cancelled before it was moved"), true);
            }
            continue;
        }
        // The donor: unnamed, on the file system of the files, allocated at once; where it came in
        // pieces, the files go into them in the pieces' physical order.
        std::vector<int> members;
        std::vector<std::uint64_t> sizes;
        for (int i = g.first; i < g.first + g.count; ++i) {
            if (before[std::size_t(i)]) {
                members.push_back(i);
                sizes.push_back(slot(*before[std::size_t(i)]));
            }
        }
        auto donor = makeGroupDonor(QFileInfo(files[g.first]).absolutePath(), g.bytes, sizes, align);
        if (!donor) {
            for (int i : members)
                out.results[std::size_t(i)]
                    = std::unexpected(Error{files[i], donor.error().reason, donor.error().errnum});
            continue;
        }
        g.pieces = donor->pieces;
        if (g.pieces > 1)
            out.notes << Text::tr("group %1: the free space gave its donor in %2 pieces; each file is whole in one of "
                                  "them, in order")
                             .arg(k + 1)
                             .arg(g.pieces);
        QString previous;
        for (std::size_t m = 0; m < members.size(); ++m) {
            const int i = members[m];
            const Snapshot& snap = *before[std::size_t(i)];
            if (options.dryRun) {
                DefragResult r = notReached(files[i], {}, false);
                r.dryRun = true;
                r.before = snap;
                r.expectedFragments = 1;
                r.outcome = previous.isEmpty() ? Text::tr("would go first in group %1 (%2 fragments now)")
                                                     .arg(k + 1)
                                                     .arg(snap.inspection.report.fragments)
                                               : Text::tr("would go right after %1 (%2 fragments now)")
                                                     .arg(QFileInfo(previous).fileName())
                                                     .arg(snap.inspection.report.fragments);
                out.results[std::size_t(i)] = std::move(r);
            } else if (cancel.load()) {
                out.results[std::size_t(i)] = notReached(files[i], Text::tr("cancelled before it was moved"), true);
            } else {
                out.results[std::size_t(i)] = moveFile(
                    files[i], snap, options, donor->fd.get(), donor->offsets[m] / bs, sizes[m], cancel, forFile(i));
            }
            previous = files[i];
        }
    }
    return out;
}

} // namespace fragscope
