// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/engine.h"
#include "util/failpoint.h"

#include "fs/fsinfo.h"
#include "util/units.h"

#include <QCoreApplication>

#include <fcntl.h>
#include <linux/btrfs.h>
#include <sys/ioctl.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace fragscope::defrag {
namespace {

// btrfs writes extents of at most 128 MiB.
constexpr std::uint64_t kBtrfsMaxExtent = 128ULL << 20;
// Ranges in pieces are whole multiples of this (an uncompressed file's extents can be larger; a
// compressed file's are at most 128 KiB).
constexpr std::uint64_t kBtrfsPieceFloor = 1ULL << 20;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Defrag)
};

// Whether `step` bytes may be written anew with the floor kept: what the last range freed is
// committed first (syncfs), so that the free space counts it. An error when either call fails (a
// failed sync may be of the data just rewritten).
Result<bool> roomFor(const Run& run, int fd, std::uint64_t step, std::uint64_t done, std::uint64_t total)
{
    struct statvfs sv = {};
    if (::syncfs(fd) != 0 || ::fstatvfs(fd, &sv) != 0) {
        const int err = errno;
        return std::unexpected(Error{run.path,
            Text::tr("committing a range and reading the free space after %1 of %2 bytes: %3")
                .arg(done)
                .arg(total)
                .arg(errnoText(err)),
            err});
    }
    const std::uint64_t avail = std::uint64_t(sv.f_bavail) * sv.f_frsize;
    return avail >= run.result.roomKeptBytes + step;
}

// One DEFRAG_RANGE of [off, off + len). EAGAIN: a signal came to this process during the call
// (btrfs stops a defrag then, e.g. for a child that ended); the range is asked for again.
Result<void> defragRange(
    const Run& run, int fd, std::uint64_t off, std::uint64_t len, std::uint64_t done, std::uint64_t total)
{
    btrfs_ioctl_defrag_range_args args{};
    args.start = off;
    args.len = len;
    args.flags = BTRFS_DEFRAG_RANGE_START_IO;
    args.extent_thresh = run.options.btrfsExtentThreshold;
    if (run.options.btrfsCompression != 0) {
        args.flags |= BTRFS_DEFRAG_RANGE_COMPRESS;
        args.compress_type = run.options.btrfsCompression;
    }
    int rc = FRAGSCOPE_FAILABLE(BtrfsDefragRange, ::ioctl(fd, BTRFS_IOC_DEFRAG_RANGE, &args));
    for (int retry = 0; rc != 0 && (errno == EAGAIN || errno == EINTR) && retry < 10 && !run.cancel.load(); ++retry)
        rc = ::ioctl(fd, BTRFS_IOC_DEFRAG_RANGE, &args);
    if (rc != 0) {
        const int err = errno;
        return std::unexpected(Error{run.path, kernelRefusal(err, done, total, QStringLiteral("DEFRAG_RANGE")), err});
    }
    return {};
}

// What it rewrites is written anew before the old extents go: room for the whole file above the
// floor, or else a range at a time within the room above it (pieceBytes), each committed before the
// next (its old extents are free only then), where that joins more than it cuts. The step between
// ranges; the floor's refusal where neither.
Result<std::uint64_t> planRanges(Run& run)
{
    DefragResult& r = run.result;
    const FragReport& report = r.before.inspection.report;
    std::uint64_t step = std::max<std::uint64_t>(run.options.chunkBytes, 1 << 20);
    auto floor = keepFloor(run, report.mappedBytes);
    if (floor)
        return step;
    const std::uint64_t allowed = roomAllowed(r);
    if (!floorForbids(r, floor.error()) || allowed < 2 * kBtrfsPieceFloor)
        return std::unexpected(floor.error());
    step = std::min(step, allowed / 2 / kBtrfsPieceFloor * kBtrfsPieceFloor);
    // Pieces no larger than the file's extents now would cut more than they join.
    const std::uint64_t best = (report.mappedBytes + step - 1) / step;
    if (best >= report.fragments)
        return std::unexpected(floor.error());
    r.expectedFragments = std::max(r.expectedFragments, best);
    r.pieceBytes = step;
    r.roomNeededBytes = step;
    return step;
}

// "in 3 ranges of 9.00 MiB (the room above --keep-free; the whole file needs 24.0 MiB at once)"
QString rangesText(const DefragResult& r)
{
    return Text::tr("in ranges of %1 (the room above --keep-free; the whole file needs %2 at once)")
        .arg(formatBytes(r.pieceBytes), formatBytes(r.before.inspection.report.mappedBytes));
}

// The ranges that hold data, a step at a time (a file with a byte at 1 TiB is not walked through
// its holes): true when all were rewritten, false when a cancel or (in pieces) the room above the
// floor stopped it, the outcome saying so.
Result<bool> rewriteRanges(Run& run, int fd, std::uint64_t step, bool inPieces)
{
    DefragResult& r = run.result;
    const ExtentMap& map = r.before.inspection.map;
    std::uint64_t total = 0, done = 0;
    for (const auto& [start, end] : dataRanges(map))
        total += end - start;
    for (const auto& [start, end] : dataRanges(map)) {
        for (std::uint64_t off = start; off < end; off += step) {
            if (run.cancel.load()) {
                r.cancelled = true;
                r.outcome = Text::tr("cancelled after %1 of %2 bytes; the file is whole").arg(done).arg(total);
                return false;
            }
            const auto room = inPieces ? roomFor(run, fd, step, done, total) : Result<bool>(true);
            if (!room)
                return std::unexpected(room.error());
            if (!*room) {
                r.defragmented = done > 0;
                r.outcome = Text::tr("the room above --keep-free ran out after %1 of %2 bytes; the file is whole")
                                .arg(done)
                                .arg(total);
                return false;
            }
            const std::uint64_t len = std::min(step, end - off);
            if (auto ok = defragRange(run, fd, off, len, done, total); !ok)
                return std::unexpected(ok.error());
            done += len;
            r.pieces += inPieces ? 1 : 0;
            run.report(done, total, Text::tr("Defragmenting"));
        }
    }
    return true;
}

// What the kernel's defrag leaves (without compressing): each run of the pieces it rewrites
// (btrfsRewrites) in extents of at most 128 MiB, the pieces it leaves as they are.
std::uint64_t fragmentsAfter(const DiskLayout& layout, std::uint64_t threshold)
{
    const std::vector<bool> rewritten = btrfsRewrites(layout, threshold);
    std::uint64_t fragments = 0, run = 0;
    const auto endRun = [&] {
        fragments += (run + kBtrfsMaxExtent - 1) / kBtrfsMaxExtent;
        run = 0;
    };
    for (std::size_t i = 0; i < layout.pieces.size(); ++i) {
        const DiskPiece& p = layout.pieces[i];
        if (!rewritten[i]) {
            endRun();
            fragments += 1;
        } else if (run > 0 && layout.pieces[i - 1].logicalEnd() != p.logical) {
            endRun();
            run = p.length;
        } else {
            run += p.length;
        }
    }
    endRun();
    return std::max<std::uint64_t>(1, fragments);
}

Result<void> btrfsDefrag(Run& run, int fd)
{
    DefragResult& r = run.result;
    const FragReport& report = r.before.inspection.report; // shared extents were weighed before (weighSharing)
    // btrfs writes extents of at most 128 MiB: that is the most it can reach, where it rewrites.
    r.expectedFragments = run.options.btrfsCompression != 0 || r.before.inspection.onDisk.truth != DiskTruth::Exact
        ? std::max<std::uint64_t>(1, (report.mappedBytes + kBtrfsMaxExtent - 1) / kBtrfsMaxExtent)
        : std::min<std::uint64_t>(
            report.fragments, fragmentsAfter(r.before.inspection.onDisk, run.options.btrfsExtentThreshold));
    const auto step = planRanges(run);
    if (!step)
        return std::unexpected(step.error());
    const bool inPieces = r.pieceBytes > 0;
    if (r.dryRun) {
        r.outcome = Text::tr("btrfs decides in the kernel%1; at best %2 fragments (now %3); %4")
                        .arg(inPieces ? QLatin1Char(' ') + rangesText(r) : QString())
                        .arg(r.expectedFragments)
                        .arg(report.fragments)
                        .arg(roomText(r));
        return {};
    }
    const auto whole = rewriteRanges(run, fd, *step, inPieces);
    if (!whole)
        return std::unexpected(whole.error());
    if (!*whole)
        return finish(run, fd); // cancelled, or the room ran out: the outcome says which
    r.defragmented = true;
    if (auto ok = finish(run, fd); !ok || !inPieces || r.changedByOthers)
        return ok;
    r.outcome = Text::tr("%1; %2 %3", "an outcome; how many ranges; of what size")
                    .arg(r.outcome)
                    .arg(r.pieces)
                    .arg(rangesText(r));
    return {};
}

} // namespace

const Engine kBtrfsEngine{DefragMethod::Btrfs, kBtrfsMagic, O_RDWR, btrfsDefrag};

} // namespace fragscope::defrag
