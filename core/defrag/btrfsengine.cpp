// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/engine.h"
#include "util/failpoint.h"

#include "fs/fsinfo.h"

#include <QCoreApplication>

#include <fcntl.h>
#include <linux/btrfs.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace fragscope::defrag {
namespace {

// btrfs writes extents of at most 128 MiB.
constexpr std::uint64_t kBtrfsMaxExtent = 128ULL << 20;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Defrag)
};

Result<void> btrfsDefrag(Run& run, int fd)
{
    DefragResult& r = run.result;
    const ExtentMap& map = r.before.inspection.map;
    const FragReport& report = r.before.inspection.report; // shared extents were weighed before (weighSharing)
    // btrfs writes extents of at most 128 MiB: that is the most it can reach.
    r.expectedFragments = std::max<std::uint64_t>(1, (report.mappedBytes + kBtrfsMaxExtent - 1) / kBtrfsMaxExtent);
    // What it rewrites is written anew before the old extents go.
    if (auto floor = keepFloor(run, report.mappedBytes); !floor)
        return floor;
    if (r.dryRun) {
        r.outcome = Text::tr("btrfs decides in the kernel; at best %1 fragments (now %2); %3")
                        .arg(r.expectedFragments)
                        .arg(report.fragments)
                        .arg(roomText(r));
        return {};
    }
    // The ranges that hold data, a step at a time (a file with a byte at 1 TiB is not walked
    // through its holes).
    const std::uint64_t step = std::max<std::uint64_t>(run.options.chunkBytes, 1 << 20);
    std::uint64_t total = 0, done = 0;
    for (const auto& [start, end] : dataRanges(map))
        total += end - start;
    for (const auto& [start, end] : dataRanges(map)) {
        for (std::uint64_t off = start; off < end; off += step) {
            if (run.cancel.load()) {
                r.cancelled = true;
                r.outcome = Text::tr("cancelled after %1 of %2 bytes; the file is whole").arg(done).arg(total);
                return finish(run, fd);
            }
            btrfs_ioctl_defrag_range_args args{};
            args.start = off;
            args.len = std::min(step, end - off);
            args.flags = BTRFS_DEFRAG_RANGE_START_IO;
            args.extent_thresh = run.options.btrfsExtentThreshold;
            if (run.options.btrfsCompression != 0) {
                args.flags |= BTRFS_DEFRAG_RANGE_COMPRESS;
                args.compress_type = run.options.btrfsCompression;
            }
            // EAGAIN: a signal came to this process during the call (btrfs stops a defrag then,
            // e.g. for a child that ended); the range is asked for again.
            int rc = FRAGSCOPE_FAILABLE(BtrfsDefragRange, ::ioctl(fd, BTRFS_IOC_DEFRAG_RANGE, &args));
            for (int retry = 0; rc != 0 && (errno == EAGAIN || errno == EINTR) && retry < 10 && !run.cancel.load();
                 ++retry)
                rc = ::ioctl(fd, BTRFS_IOC_DEFRAG_RANGE, &args);
            if (rc != 0) {
                const int err = errno;
                return std::unexpected(
                    Error{run.path, kernelRefusal(err, done, total, QStringLiteral("DEFRAG_RANGE")), err});
            }
            done += args.len;
            run.report(done, total, Text::tr("Defragmenting"));
        }
    }
    r.defragmented = true;
    return finish(run, fd);
}

} // namespace

const Engine kBtrfsEngine{DefragMethod::Btrfs, kBtrfsMagic, O_RDWR, btrfsDefrag};

} // namespace fragscope::defrag
