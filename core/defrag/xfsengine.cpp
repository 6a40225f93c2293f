// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/engine.h"
#include "util/failpoint.h"

#include "defrag/orderedread.h"
#include "fs/fsinfo.h"
#include "util/path.h"
#include "util/xxh3.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xfs/xfs.h>

#include <algorithm>
#include <cerrno>

namespace fragscope::defrag {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Defrag)
};

// As xfs_fsr: copy the data into the donor with O_DIRECT, then swap the extents (XFS_IOC_SWAPEXT, from
// xfslibs-dev's xfs_fs.h: the whole data forks of the target and a donor of the same size), which
// the kernel refuses (EBUSY) if the target's ctime or mtime changed since they were read; nothing
// is lost then. Of the bulkstat, the kernel uses only the inode number and those two times.
Result<void> xfsDefrag(Run& run, int fd)
{
    DefragResult& r = run.result;
    const ExtentMap& map = r.before.inspection.map;
    const std::uint64_t bs = std::max<std::uint32_t>(1, map.blockSize);
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0) // the times the swap is conditional on: before the copy starts
        return std::unexpected(Error{run.path, errnoText(errno), errno});
    std::uint64_t total = 0;
    auto made = makeDonor(run, &total);
    if (!made)
        return std::unexpected(made.error());
    if (!made->valid())
        return {};
    const UniqueFd& donor = *made;
    UniqueFd source(
        FRAGSCOPE_FAILABLE(XfsOpenDirect, ::open(pathBytes(run.path).constData(), O_RDONLY | O_DIRECT | O_CLOEXEC)));
    UniqueFd sink(::open(QStringLiteral("/proc/self/fd/%1").arg(donor.get()).toLocal8Bit().constData(),
        O_WRONLY | O_DIRECT | O_CLOEXEC));
    if (!source.valid() || !sink.valid())
        return std::unexpected(
            Error{run.path, Text::tr("O_DIRECT copy: %1; nothing was changed").arg(errnoText(errno)), errno});
    const std::uint32_t chunk = std::uint32_t(
        std::max<std::uint64_t>(bs, std::min<std::uint64_t>(run.options.chunkBytes, 8 << 20)) / bs * bs);
    // The copy reads every byte of the file from disk: the digest "before" is taken from it rather
    // than by a read of its own. Holes count as the zeros they read as.
    Xxh3 digest;
    static const std::vector<char> zeros(1 << 20, 0);
    std::uint64_t digested = 0;
    const auto digestZerosUpTo = [&](std::uint64_t to) {
        for (; digested < to; digested += std::min<std::uint64_t>(zeros.size(), to - digested))
            digest.update(zeros.data(), std::size_t(std::min<std::uint64_t>(zeros.size(), to - digested)));
    };
    std::vector<std::pair<std::uint64_t, std::uint64_t>> blocks; // the data ranges, whole blocks
    for (const auto& [start, end] : dataRanges(map))
        blocks.emplace_back(start / bs * bs, (end + bs - 1) / bs * bs);
    std::uint64_t done = 0;
    std::optional<Error> writeError;
    // Each piece read is digested and written to the same place in the donor, in file order.
    const auto copy = [&](std::uint64_t off, const char* data, std::size_t got) {
        if (run.cancel.load())
            return false;
        digestZerosUpTo(off);
        const std::size_t inFile
            = std::size_t(std::min<std::uint64_t>(got, map.fileSize - std::min(off, map.fileSize)));
        digest.update(data, inFile);
        digested = off + inFile;
        const std::size_t aligned = (got + bs - 1) / bs * bs;
        ssize_t wrote = 0;
        if (aligned == got) {
            wrote = FRAGSCOPE_FAILABLE(XfsWrite, ::pwrite(sink.get(), data, got, off_t(off)));
        } else {
            // A short read at the end of the file: its block whole, from an aligned buffer.
            void* raw = nullptr;
            if (::posix_memalign(&raw, 4096, aligned) != 0) {
                writeError = Error{run.path, errnoText(ENOMEM), ENOMEM};
                return false;
            }
            std::unique_ptr<void, decltype(&std::free)> padded(raw, &std::free);
            std::memcpy(raw, data, got);
            std::memset(static_cast<char*>(raw) + got, 0, aligned - got);
            wrote = FRAGSCOPE_FAILABLE(XfsWrite, ::pwrite(sink.get(), raw, aligned, off_t(off)));
        }
        if (wrote != ssize_t(aligned)) {
            writeError
                = Error{run.path, Text::tr("writing the copy: %1; nothing was swapped").arg(errnoText(errno)), errno};
            return false;
        }
        done += aligned;
        run.report(done, total, Text::tr("Copying"));
        return true;
    };
    // Four reads in flight: 0.5 s instead of 1.0 s for 100 MiB in 25,600 extents (loop device).
    const auto read = readInOrder(source.get(), blocks, chunk, 4, copy);
    if (writeError)
        return std::unexpected(*writeError);
    if (!read)
        return std::unexpected(
            Error{run.path, Text::tr("reading for the copy: %1").arg(read.error().reason), read.error().errnum});
    if (*read == ReadEnd::Refused)
        return std::unexpected(Error{run.path, Text::tr("reading for the copy: O_DIRECT refused the request"), EINVAL});
    if (*read == ReadEnd::Stopped) {
        r.cancelled = true;
        r.outcome = Text::tr("cancelled while copying; the file was not touched");
        return {};
    }
    digestZerosUpTo(map.fileSize);
    if (run.options.verify) {
        r.stateBefore.digest = digest.digest();
        r.stateBefore.digested = true;
    }
    // The copy's tail block may reach past the end: the sizes must match for the swap.
    if (::ftruncate(donor.get(), off_t(map.fileSize)) != 0
        || FRAGSCOPE_FAILABLE(XfsTruncate, ::fsync(donor.get())) != 0)
        return std::unexpected(Error{
            run.path, Text::tr("writing the copy to disk: %1; nothing was swapped").arg(errnoText(errno)), errno});
    xfs_swapext_t sx{};
    sx.sx_version = XFS_SX_VERSION;
    sx.sx_fdtarget = fd;
    sx.sx_fdtmp = donor.get();
    sx.sx_length = xfs_off_t(map.fileSize);
    sx.sx_stat.bs_ino = st.st_ino;
    sx.sx_stat.bs_mtime = {st.st_mtim.tv_sec, std::int32_t(st.st_mtim.tv_nsec)};
    sx.sx_stat.bs_ctime = {st.st_ctim.tv_sec, std::int32_t(st.st_ctim.tv_nsec)};
    if (FRAGSCOPE_FAILABLE(XfsSwap, ::ioctl(fd, XFS_IOC_SWAPEXT, &sx)) != 0) {
        const int err = errno;
        // EBUSY: the file's times changed since they were read; EFAULT: its size is not the length
        // swapped (fs/xfs/xfs_bmap_util.c checks sx_length against both inodes' sizes). Each is a
        // change by others only if the file really changed: an EFAULT with the size as it was is
        // a failure, said as one.
        struct stat now
        {
        };
        const bool resized = ::fstat(fd, &now) == 0 && std::uint64_t(now.st_size) != map.fileSize;
        if (err == EBUSY || (err == EFAULT && resized)) {
            r.changedByOthers = true;
            r.outcome = Text::tr("the file changed during defrag (another program wrote it); nothing was swapped and "
                                 "nothing lost; run again to retry");
            return {};
        }
        return std::unexpected(Error{run.path,
            Text::tr("%1; nothing was swapped, the file is as it was")
                .arg(kernelRefusal(err, 0, total, QStringLiteral("XFS_IOC_SWAPEXT"))),
            err});
    }
    r.defragmented = true;
    return finish(run, fd);
}

} // namespace

const Engine kXfsEngine{DefragMethod::Xfs, kXfsMagic, O_RDWR, xfsDefrag};

} // namespace fragscope::defrag
