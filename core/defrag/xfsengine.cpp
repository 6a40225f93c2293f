// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/engine.h"
#include "util/failpoint.h"

#include "defrag/filestate.h"
#include "defrag/orderedread.h"
#include "fs/fsinfo.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/xattr.h>
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
// The file's data copied into the donor with O_DIRECT, each piece written to its own place in file
// order; every byte read is digested on the way (ContentDigest: holes count as the zeros they read
// as), so the digest "before" needs no read of its own.
class DonorCopy
{
public:
    DonorCopy(Run& run, int sink, std::uint64_t total)
        : m_run(run)
        , m_map(run.result.before.inspection.map)
        , m_bs(std::max<std::uint32_t>(1, m_map.blockSize))
        , m_sink(sink)
        , m_total(total)
    { }

    // A piece read at `off`: digested, then written. False to stop (cancelled, or a write failed).
    bool take(std::uint64_t off, const char* data, std::size_t got)
    {
        if (m_run.cancel.load())
            return false;
        const std::size_t inFile
            = std::size_t(std::min<std::uint64_t>(got, m_map.fileSize - std::min(off, m_map.fileSize)));
        m_digest.add(off, data, inFile);
        const std::size_t aligned = (got + m_bs - 1) / m_bs * m_bs;
        if (auto wrote = write(off, data, got, aligned); !wrote) {
            m_error = wrote.error();
            return false;
        }
        m_done += aligned;
        m_run.report(m_done, m_total, Text::tr("Copying"));
        return true;
    }

    const std::optional<Error>& error() const { return m_error; }

    // The digest of the whole file, once every piece is in.
    std::uint64_t digest() { return m_digest.finish(m_map.fileSize); }

private:
    // A short read at the end of the file is written as its whole block, from an aligned buffer.
    Result<void> write(std::uint64_t off, const char* data, std::size_t got, std::size_t aligned)
    {
        ssize_t wrote = 0;
        if (aligned == got) {
            wrote = FRAGSCOPE_FAILABLE(XfsWrite, ::pwrite(m_sink, data, got, off_t(off)));
        } else {
            void* raw = nullptr;
            if (::posix_memalign(&raw, 4096, aligned) != 0)
                return std::unexpected(Error{m_run.path, errnoText(ENOMEM), ENOMEM});
            std::unique_ptr<void, decltype(&std::free)> padded(raw, &std::free);
            std::memcpy(raw, data, got);
            std::memset(static_cast<char*>(raw) + got, 0, aligned - got);
            wrote = FRAGSCOPE_FAILABLE(XfsWrite, ::pwrite(m_sink, raw, aligned, off_t(off)));
        }
        if (wrote != ssize_t(aligned))
            return std::unexpected(
                Error{m_run.path, Text::tr("writing the copy: %1; nothing was swapped").arg(errnoText(errno)), errno});
        return {};
    }

    Run& m_run;
    const ExtentMap& m_map;
    const std::uint64_t m_bs;
    const int m_sink;
    const std::uint64_t m_total;
    ContentDigest m_digest;
    std::uint64_t m_done = 0;
    std::optional<Error> m_error;
};

// Copies the file into the donor. False when cancelled (the outcome says so; the file was not touched).
Result<bool> copyIntoDonor(Run& run, int donor, std::uint64_t total)
{
    DefragResult& r = run.result;
    const ExtentMap& map = r.before.inspection.map;
    const std::uint64_t bs = std::max<std::uint32_t>(1, map.blockSize);
    UniqueFd source(FRAGSCOPE_FAILABLE(
        XfsOpenDirect, openNoAtime(pathBytes(run.path).constData(), O_RDONLY | O_DIRECT | O_CLOEXEC)));
    UniqueFd sink(::open(
        QStringLiteral("/proc/self/fd/%1").arg(donor).toLocal8Bit().constData(), O_WRONLY | O_DIRECT | O_CLOEXEC));
    if (!source.valid() || !sink.valid())
        return std::unexpected(
            Error{run.path, Text::tr("O_DIRECT copy: %1; nothing was changed").arg(errnoText(errno)), errno});
    const std::uint32_t chunk = std::uint32_t(
        std::max<std::uint64_t>(bs, std::min<std::uint64_t>(run.options.chunkBytes, 8 << 20)) / bs * bs);
    std::vector<std::pair<std::uint64_t, std::uint64_t>> blocks; // the data ranges, whole blocks
    for (const auto& [start, end] : dataRanges(map))
        blocks.emplace_back(start / bs * bs, (end + bs - 1) / bs * bs);
    DonorCopy copy(run, sink.get(), total);
    // Four reads in flight: 0.5 s instead of 1.0 s for 100 MiB in 25,600 extents (loop device).
    const auto read = readInOrder(source.get(), blocks, chunk, 4,
        [&copy](std::uint64_t off, const char* data, std::size_t got) { return copy.take(off, data, got); });
    if (const std::optional<Error> failed = copy.error())
        return std::unexpected(*failed);
    if (!read)
        return std::unexpected(
            Error{run.path, Text::tr("reading for the copy: %1").arg(read.error().reason), read.error().errnum});
    if (*read == ReadEnd::Refused)
        return std::unexpected(Error{run.path, Text::tr("reading for the copy: O_DIRECT refused the request"), EINVAL});
    if (*read == ReadEnd::Stopped) {
        r.cancelled = true;
        r.outcome = Text::tr("cancelled while copying; the file was not touched");
        return false;
    }
    const std::uint64_t digest = copy.digest();
    if (run.options.verify) {
        r.stateBefore.digest = digest;
        r.stateBefore.digested = true;
    }
    return true;
}

// The inode's fork offset in bytes as bulkstat reports it (0: no attribute fork), or -1 when it
// cannot be read (bulkstat is root's).
int forkOffset(int fd, std::uint64_t ino)
{
    __u64 last = ino;
    struct xfs_bstat bstat
    {
    };
    __s32 count = 0;
    struct xfs_fsop_bulkreq request
    {
        &last, 1, &bstat, &count
    };
    return ::ioctl(fd, XFS_IOC_FSBULKSTAT_SINGLE, &request) == 0 && count == 1 ? bstat.bs_forkoff : -1;
}

// XFS without the reverse-mapping btree swaps the extents of two inodes only when each inode's data
// fork can hold the other's extents (xfs_swap_extents_check_format, else EINVAL). A file made by
// name has an attribute fork from its creation (the kernel keeps room for security labels) or from
// its own attributes; the donor, made with O_TMPFILE, has none, so its data fork is larger, and a
// sparse file whose new layout has 13 to 21 extents was refused. As xfs_fsr does, small attributes
// are given to the donor while it is empty (an attribute fork cannot push into extents the data
// fork holds) until its fork offset is the file's. Without root (bulkstat), the kernel decides.
void matchAttributeFork(const Run& run, int donor)
{
    // With quotas on, XFS also swaps only between inodes of the same owner, group and project
    // (EINVAL otherwise): the donor takes the file's, as xfs_fsr's temporary file does.
    // Without root the call fails, and the donor is the user's already, as the file must be.
    [[maybe_unused]] const int owned = ::fchown(donor, run.statBefore.st_uid, run.statBefore.st_gid);
    struct fsxattr file = {};
    struct fsxattr mine = {};
    const UniqueFd fd(::open(pathBytes(run.path).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    if (fd.valid() && ::ioctl(fd.get(), FS_IOC_FSGETXATTR, &file) == 0 && ::ioctl(donor, FS_IOC_FSGETXATTR, &mine) == 0
        && mine.fsx_projid != file.fsx_projid) {
        mine.fsx_projid = file.fsx_projid;
        ::ioctl(donor, FS_IOC_FSSETXATTR, &mine);
    }
    struct stat temp = {};
    if (::fstat(donor, &temp) != 0)
        return;
    const int want = forkOffset(donor, run.statBefore.st_ino);
    for (int n = 0; want > 0 && n < 64; ++n) {
        const int have = forkOffset(donor, temp.st_ino);
        if (have < 0 || (have > 0 && have <= want))
            return;
        const QByteArray name = "user." + QByteArray::number(n);
        if (::fsetxattr(donor, name.constData(), "XX", 2, XATTR_CREATE) != 0)
            return;
    }
}

// XFS_IOC_SWAPEXT of the file (as it was at `st`) and the donor. False when the kernel refused
// because the file changed meanwhile (the outcome says so; nothing was swapped, nothing lost).
Result<bool> swapExtents(Run& run, int fd, int donor, const struct stat& st, std::uint64_t total)
{
    DefragResult& r = run.result;
    const std::uint64_t fileSize = r.before.inspection.map.fileSize;
    xfs_swapext_t sx{};
    sx.sx_version = XFS_SX_VERSION;
    sx.sx_fdtarget = fd;
    sx.sx_fdtmp = donor;
    sx.sx_length = xfs_off_t(fileSize);
    sx.sx_stat.bs_ino = st.st_ino;
    sx.sx_stat.bs_mtime = {st.st_mtim.tv_sec, std::int32_t(st.st_mtim.tv_nsec)};
    sx.sx_stat.bs_ctime = {st.st_ctim.tv_sec, std::int32_t(st.st_ctim.tv_nsec)};
    if (FRAGSCOPE_FAILABLE(XfsSwap, ::ioctl(fd, XFS_IOC_SWAPEXT, &sx)) == 0)
        return true;
    const int err = errno;
    // EBUSY: the file's times changed since they were read; EFAULT: its size is not the length
    // swapped (fs/xfs/xfs_bmap_util.c checks sx_length against both inodes' sizes). Each is a
    // change by others only if the file really changed: an EFAULT with the size as it was is
    // a failure, said as one.
    struct stat now
    {
    };
    const bool resized = ::fstat(fd, &now) == 0 && std::uint64_t(now.st_size) != fileSize;
    if (err == EBUSY || (err == EFAULT && resized)) {
        r.changedByOthers = true;
        r.outcome = Text::tr("another program %1 during defrag; nothing was swapped and nothing lost; run again to "
                             "retry")
                        .arg(whatOthersDid(run, fd));
        return false;
    }
    const QString why = err == EINVAL
        ? Text::tr("XFS refused to swap the extents: the temporary file's inode is laid out unlike the file's, or "
                   "(with quotas on) has another owner or project")
        : kernelRefusal(err, 0, total, QStringLiteral("XFS_IOC_SWAPEXT"));
    return std::unexpected(Error{run.path, Text::tr("%1; nothing was swapped, the file is as it was").arg(why), err});
}

Result<void> xfsDefrag(Run& run, int fd)
{
    const std::uint64_t fileSize = run.result.before.inspection.map.fileSize;
    struct stat st
    {
    };
    // The times the swap is conditional on: those from before the map the copy follows.
    if (const auto same = statAsMapped(run, fd, &st); !same || !*same)
        return endedAt(same);
    std::uint64_t total = 0;
    auto made = makeDonor(run, &total, false, matchAttributeFork);
    if (!made) {
        // XFS swaps a whole file's extents at once. Exchanging a range at a time
        // (XFS_IOC_EXCHANGE_RANGE) needs a file system made with it (mkfs.xfs -i exchange=1,
        // xfsprogs 6.10): Debian 12's mkfs.xfs 6.1 cannot, and Linux 6.18 refuses it there.
        Error e = made.error();
        if (floorForbids(run.result, e))
            e.reason = Text::tr("%1 (XFS swaps a whole file at once: it needs room for all of it)").arg(e.reason);
        return std::unexpected(e);
    }
    if (!made->valid())
        return {};
    const UniqueFd& donor = *made;
    const auto copied = copyIntoDonor(run, donor.get(), total);
    if (!copied || !*copied)
        return endedAt(copied);
    // The copy's tail block may reach past the end: the sizes must match for the swap.
    if (::ftruncate(donor.get(), off_t(fileSize)) != 0 || FRAGSCOPE_FAILABLE(XfsTruncate, ::fsync(donor.get())) != 0)
        return std::unexpected(Error{
            run.path, Text::tr("writing the copy to disk: %1; nothing was swapped").arg(errnoText(errno)), errno});
    const auto swapped = swapExtents(run, fd, donor.get(), st, total);
    if (!swapped || !*swapped)
        return endedAt(swapped);
    run.result.defragmented = true;
    return finish(run, fd);
}

} // namespace

const Engine kXfsEngine{DefragMethod::Xfs, kXfsMagic, O_RDWR, xfsDefrag};

} // namespace fragscope::defrag
