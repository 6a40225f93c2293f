// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/defrag.h"

#include "defrag/engine.h"
#include "fs/fsinfo.h"
#include "util/path.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>

#include <array>
#include <climits>
#include <csignal>

namespace fragscope {
namespace {

using namespace defrag;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Defrag)
};

constexpr std::array kMethodNames = {
    std::pair{DefragMethod::Auto, "auto"},
    std::pair{DefragMethod::Ext4, "ext4"},
    std::pair{DefragMethod::Btrfs, "btrfs"},
    std::pair{DefragMethod::Xfs, "xfs"},
    std::pair{DefragMethod::Copy, "copy"},
};

constexpr std::array kEngines = {&kExt4Engine, &kXfsEngine, &kBtrfsEngine, &kCopyEngine};

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

void ignoreLeaseBreakSignal()
{
    struct sigaction old
    {
    };
    if (::sigaction(SIGIO, nullptr, &old) == 0 && old.sa_handler == SIG_DFL)
        ::signal(SIGIO, SIG_IGN);
}

UnshareCost unshareCost(const ExtentMap& map, const DiskLayout& layout, const std::vector<bool>* rewritten)
{
    UnshareCost cost;
    if (!rewritten) {
        for (const Extent& e : map.extents) {
            if (e.has(FIEMAP_EXTENT_SHARED))
                cost.bytes += e.length;
        }
        if (cost.bytes)
            cost.spaceBytes = sharedDiskBytes(layout, map.extents);
        return cost;
    }
    // Only the pieces written anew: their shared file bytes, and their shared extents' bytes on
    // disk, each extent once.
    DiskLayout written = layout;
    written.pieces.clear();
    const std::vector<bool> shared = sharedPieces(layout, map.extents);
    for (std::size_t i = 0; i < layout.pieces.size(); ++i) {
        if (i < rewritten->size() && (*rewritten)[i]) {
            written.pieces.push_back(layout.pieces[i]);
            cost.bytes += shared[i] ? layout.pieces[i].length : 0;
        }
    }
    if (cost.bytes)
        cost.spaceBytes = sharedDiskBytes(written, map.extents);
    return cost;
}

namespace {

// The most a btrfs extent holds: 128 KiB compressed, 128 MiB plain (get_extent_max_capacity).
std::uint64_t extentCapacity(const DiskPiece& piece)
{
    return piece.diskLength != piece.length ? 128 << 10 : 128ULL << 20;
}

// Whether the kernel's defrag considers the piece at all: below the threshold and not full.
bool smallForDefrag(const DiskPiece& piece, std::uint64_t threshold)
{
    return !piece.unwritten && piece.length < threshold && piece.length < extentCapacity(piece);
}

} // namespace

std::vector<bool> btrfsRewrites(const DiskLayout& layout, std::uint64_t threshold)
{
    const std::vector<DiskPiece>& p = layout.pieces;
    std::vector<bool> taken(p.size(), false);
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (!smallForDefrag(p[i], threshold))
            continue;
        // defrag_check_next_extent: the next is data, not preallocated, below the threshold and
        // below what an extent like this one holds.
        const bool nextMerges = i + 1 < p.size() && p[i + 1].logical == p[i].logicalEnd() && !p[i + 1].unwritten
            && p[i + 1].length < threshold && p[i + 1].length < extentCapacity(p[i]);
        const bool afterTaken = i > 0 && taken[i - 1] && p[i - 1].logicalEnd() == p[i].logical;
        taken[i] = nextMerges || afterTaken;
    }
    return taken;
}

bool btrfsKeepsSharing(const ExtentMap& map, const DiskLayout& layout, std::uint64_t threshold)
{
    if (layout.truth != DiskTruth::Exact)
        return false;
    const std::vector<bool> shared = sharedPieces(layout, map.extents);
    for (std::size_t i = 0; i < layout.pieces.size(); ++i) {
        if (shared[i] && smallForDefrag(layout.pieces[i], threshold))
            return false;
    }
    return true;
}

UnshareCost unshareCostOn(
    const ExtentMap& map, const DiskLayout& layout, std::uint64_t fsMagic, const DefragOptions& options)
{
    // Compressing, the kernel rewrites every extent; from FIEMAP's records alone (not root), which
    // join btrfs's items that lie end to end, which it rewrites cannot be told: all of it, then.
    if (fsMagic != kBtrfsMagic || options.method == DefragMethod::Copy || options.btrfsCompression != 0
        || layout.truth != DiskTruth::Exact)
        return unshareCost(map, layout);
    const std::vector<bool> rewritten = btrfsRewrites(layout, options.btrfsExtentThreshold);
    return unshareCost(map, layout, &rewritten);
}

namespace {

// "defragmenting would copy 8.00 MiB now shared with other files or snapshots: 8.00 MiB more space
// needed, 1.37 GiB free"
QString unshareText(const DefragResult& r)
{
    return Text::tr("defragmenting would copy %1 now shared with other files or snapshots: %2 more space needed, "
                    "%3 free")
        .arg(formatBytes(r.unshareBytes), formatBytes(r.unshareSpaceBytes), formatBytes(r.freeBytes));
}

// A file that shares extents is not copied apart unasked: its figures into the result, and a
// refusal unless --unshare, or when the room is not there. False: a dry run without --unshare,
// which says so in r.outcome and goes no further.
Result<bool> weighSharing(Run& run, DefragMethod method)
{
    DefragResult& r = run.result;
    const Inspection& in = r.before.inspection;
    if (in.report.sharedBytes == 0 || method == DefragMethod::Copy) // the copy engine refuses shared files itself
        return true;
    UnshareCost cost = unshareCostOn(in.map, in.onDisk, in.fs.magic, run.options);
    if (cost.bytes == 0) {
        // btrfs: none of the shared pieces rewritten, as predicted. Gone on only where that is
        // certain whatever the neighbour rules (each shared piece too large to be considered);
        // otherwise refused as if all of it were.
        if (in.fs.magic == kBtrfsMagic && run.options.btrfsCompression == 0
            && btrfsKeepsSharing(in.map, in.onDisk, run.options.btrfsExtentThreshold))
            return true;
        cost = unshareCost(in.map, in.onDisk);
    }
    r.unshareBytes = cost.bytes;
    r.unshareSpaceBytes = cost.spaceBytes;
    if (auto floor = keepFloor(run, r.unshareSpaceBytes); !floor)
        return std::unexpected(refusal(run.path, unshareText(r) + QStringLiteral(": ") + floor.error().reason, ENOSPC));
    if (run.options.unshare)
        return true;
    if (r.dryRun) {
        r.expectedFragments = in.report.fragments;
        r.outcome = unshareText(r) + Text::tr("; left as it is without --unshare");
        return false;
    }
    return std::unexpected(refusal(run.path, unshareText(r) + Text::tr("; run again with --unshare to go on")));
}

// The engine asked for, or the file system's own (Auto); refused where it cannot work.
Result<const Engine*> engineFor(const QString& path, DefragMethod method, const FsInfo& fs)
{
    const bool automatic = method == DefragMethod::Auto;
    const auto it = std::find_if(std::begin(kEngines), std::end(kEngines),
        [&](const Engine* e) { return automatic ? e->fsMagic == fs.magic : e->method == method; });
    if (it == std::end(kEngines) && automatic)
        return std::unexpected(refusal(path,
            Text::tr("no in-place defrag engine for %1 (there are for ext4, XFS and btrfs); --method copy "
                     "writes a new copy and exchanges it")
                .arg(fs.typeName)));
    if (it == std::end(kEngines) || ((*it)->fsMagic && (*it)->fsMagic != fs.magic))
        return std::unexpected(
            refusal(path, Text::tr("the %1 engine cannot work on %2").arg(defragMethodName(method), fs.typeName)));
    return *it;
}

// The file's stat before anything else (the times first, then the map: a write between the two
// changes the times, and the swap or exchange conditional on them does not happen, statAsMapped),
// and what is refused on sight. A symbolic link is never followed: the copy engine exchanges the
// file by name, which would put a regular file where the user's link was (the engines open with
// O_NOFOLLOW too). Directories, FIFOs, sockets and device nodes are refused by the map's reading,
// before anything is opened. Swap space is the kernel's: it refuses to move it, but only at the
// move (an open for writing succeeds), so a run would go as far as that, or say something else.
Result<void> statFirst(Run& run)
{
    const QString& path = run.path;
    if (::lstat(pathBytes(path).constData(), &run.statBefore) != 0)
        return std::unexpected(Error{path, errnoText(errno), errno});
    if (S_ISLNK(run.statBefore.st_mode))
        return std::unexpected(refusal(path,
            Text::tr("a symbolic link (to %1): give the file it points to; the link was not followed")
                .arg(QFile::symLinkTarget(path)),
            ELOOP));
    if (isActiveSwapFile(run.statBefore.st_dev, run.statBefore.st_ino))
        return std::unexpected(refusal(path,
            Text::tr("the file is in use as swap space (swapon): the kernel will not let it be moved; swapoff it "
                     "first"),
            ETXTBSY));
    return {};
}

// What the real run's open for writing would meet, said by the dry run (which opens read-only).
Result<void> wouldOpenForWriting(const QString& path, int fd)
{
    struct statvfs sv = {};
    if (::fstatvfs(fd, &sv) == 0 && (sv.f_flag & ST_RDONLY))
        return std::unexpected(openError(path, EROFS));
    if (::faccessat(AT_FDCWD, pathBytes(path).constData(), W_OK, AT_EACCESS | AT_SYMLINK_NOFOLLOW) != 0)
        return std::unexpected(openError(path, errno));
    return {};
}

// What the copy engine would meet making its copy beside the file, said before anything is read: a
// read-only mount, a folder it may not write.
Result<void> wouldWriteBeside(const QString& path, int fd)
{
    struct statvfs sv = {};
    if (::fstatvfs(fd, &sv) == 0 && (sv.f_flag & ST_RDONLY))
        return std::unexpected(openError(path, EROFS));
    const QByteArray folder = pathBytes(QFileInfo(path).absolutePath());
    if (::faccessat(AT_FDCWD, folder.constData(), W_OK | X_OK, AT_EACCESS) != 0)
        return std::unexpected(refusal(path,
            Text::tr("no permission to write its folder, where the copy is made: %1").arg(errnoText(errno)), errno));
    return {};
}

// The copy engine's copy goes beside the file: whether it can be made there, said first. An in-place
// engine's dry run says what the real run's open for writing would meet.
Result<void> wouldWrite(const QString& path, int fd, bool inPlace, bool dryRun)
{
    if (!inPlace)
        return wouldWriteBeside(path, fd);
    return dryRun ? wouldOpenForWriting(path, fd) : Result<void>();
}

// An outcome with what a killed run of the copy engine left beside the file and had to stay.
QString withKept(const QString& outcome, const QStringList& kept)
{
    if (kept.isEmpty())
        return outcome;
    return Text::tr("%1; %2 left by a run that was killed: kept, as a program has it open or no other file here "
                    "holds the same bytes (remove it once you have looked)")
        .arg(outcome, kept.join(QStringLiteral(", ")));
}

} // namespace

Result<DefragResult> defragFile(const QString& path, const DefragOptions& options, const std::atomic<bool>& cancel,
    const DefragProgressFn& progress)
{
    QElapsedTimer clock;
    clock.start();
    Run run{path, options, cancel, progress, {}, {}};
    DefragResult& r = run.result;
    r.path = path;
    r.dryRun = options.dryRun;
    run.report(0, 1, Text::tr("Reading the layout"));
    if (auto ok = statFirst(run); !ok)
        return std::unexpected(ok.error());
    auto before = takeSnapshot(path, Text::tr("before defrag"));
    if (!before)
        return std::unexpected(before.error());
    r.before = std::move(*before);
    const FsInfo& fs = r.before.inspection.fs;

    const auto engine = engineFor(path, options.method, fs);
    if (!engine)
        return std::unexpected(engine.error());
    const DefragMethod method = (*engine)->method;
    r.method = method;
    // The copy engine never writes the file itself, and a read lease needs that nobody, us
    // included, has it open for writing. A dry run writes nothing: read-only, it works on a
    // read-only mount and on a running program, and breaks no one's lease.
    auto opened = openForEngine(path, fs, method, options.dryRun ? O_RDONLY : (*engine)->openFlags);
    if (!opened)
        return std::unexpected(opened.error());
    if (auto ok = wouldWrite(path, opened->get(), (*engine)->openFlags == O_RDWR, options.dryRun); !ok)
        return std::unexpected(ok.error());
    const UniqueFd fd = std::move(*opened);
    // What a killed run of the copy engine left beside the file goes first (never in a dry run);
    // what must stay is said with the outcome.
    const QStringList kept = options.dryRun ? QStringList() : removeCopyLeftovers(QFileInfo(path).absolutePath());
    const auto said = [&kept, &r, &clock] {
        r.outcome = withKept(r.outcome, kept);
        r.seconds = double(clock.elapsed()) / 1000;
        return r;
    };
    const FragReport& report = r.before.inspection.report;
    if (r.before.inspection.map.extents.empty() || report.fragments <= 1 || report.physicalRuns <= 1) {
        r.expectedFragments = report.fragments;
        r.outcome = report.fragments <= 1
            ? Text::tr("already in one piece; nothing to do")
            : Text::tr("already one run on disk (FIEMAP lists %1 records: compressed extents of at most 128 KiB "
                       "each, stored one after the other); nothing to do")
                  .arg(formatCount(report.fragments));
        return said();
    }
    if (const auto goOn = weighSharing(run, method); !goOn || !*goOn) {
        if (!goOn)
            return std::unexpected(goOn.error());
        return said();
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
    const Result<void> done = (*engine)->defragment(run, fd.get());
    if (!done)
        return std::unexpected(done.error());
    if (r.dryRun && r.unshareBytes > 0)
        r.outcome = unshareText(r) + QStringLiteral("; ") + r.outcome;
    return said();
}

} // namespace fragscope
