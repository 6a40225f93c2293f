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
        if (run.options.btrfsCompression != 0) {
            args.flags |= BTRFS_DEFRAG_RANGE_COMPRESS;
            args.compress_type = run.options.btrfsCompression;
        }
        if (FRAGSCOPE_FAILABLE(BtrfsDefragRange, ::ioctl(fd, BTRFS_IOC_DEFRAG_RANGE, &args)) != 0) {
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

const Engine kBtrfsEngine{DefragMethod::Btrfs, kBtrfsMagic, O_RDWR, btrfsDefrag};

} // namespace fragscope::defrag
