// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/fiemapreader.h"

#include "fs/fsinfo.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/vfs.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <memory>

namespace fragscope {
namespace {

// lupdate reads the context from here; a plain tr() helper in a namespace would file the texts elsewhere.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FiemapReader)
};

Error systemError(const QString& path, int err)
{
    return Error{path, errnoText(err), err};
}

QString fileKindReason(mode_t mode)
{
    if (S_ISDIR(mode))
        return Text::tr("is a directory; Fragscope maps regular files");
    if (S_ISFIFO(mode))
        return Text::tr("is a named pipe (FIFO), not a regular file");
    if (S_ISSOCK(mode))
        return Text::tr("is a socket, not a regular file");
    if (S_ISBLK(mode))
        return Text::tr("is a block device node, not a regular file");
    if (S_ISCHR(mode))
        return Text::tr("is a character device node, not a regular file");
    return Text::tr("is not a regular file");
}

QString fiemapErrorReason(int fd, int err)
{
    if (err == EOPNOTSUPP || err == ENOTTY) {
        struct statfs sfs = {};
        const QString type
            = ::fstatfs(fd, &sfs) == 0 ? fsTypeNameForMagic(std::uint64_t(sfs.f_type) & 0xFFFFFFFFu) : Text::tr("this");
        return Text::tr("the %1 file system does not report extents (FIEMAP is not supported)").arg(type);
    }
    if (err == EBADR)
        return Text::tr("the file system does not support the requested FIEMAP flags (sync or xattr)");
    return errnoText(err);
}

using BatchFn = std::function<bool(std::span<const Extent>)>;

// Batches of FS_IOC_FIEMAP over the whole file, each resuming where the last record ended, each
// handed to sink, until a record carries FIEMAP_EXTENT_LAST or a call maps nothing (the end), or
// sink says stop (ECANCELED). Returns 0 or an errno. One thread: FIEMAP calls on one inode do not
// run faster side by side (XFS, 6.18: 100,000 extents in 33 ms by one thread and by two), and
// handing ~100 batches to another thread cost more (6 ms) than formatting beside it saved.
int readBatches(int fd, const FiemapOptions& options, const BatchFn& sink)
{
    const std::uint32_t batch = std::max<std::uint32_t>(1, options.batchExtents);
    const std::size_t bytes = sizeof(struct fiemap) + std::size_t(batch) * sizeof(struct fiemap_extent);
    // fiemap_extent holds 64-bit fields: allocate as 64-bit words for alignment.
    auto storage = std::make_unique<std::uint64_t[]>((bytes + 7) / 8);
    auto* fm = reinterpret_cast<struct fiemap*>(storage.get());
    std::vector<Extent> records;
    records.reserve(batch);
    for (std::uint64_t start = 0;;) {
        std::memset(fm, 0, sizeof(struct fiemap));
        fm->fm_start = start;
        fm->fm_length = FIEMAP_MAX_OFFSET;
        fm->fm_flags = (options.sync ? FIEMAP_FLAG_SYNC : 0) | (options.xattr ? FIEMAP_FLAG_XATTR : 0);
        fm->fm_extent_count = batch;
        if (::ioctl(fd, FS_IOC_FIEMAP, fm) != 0)
            return errno;
        bool last = false;
        std::uint64_t next = start;
        if (fiemapRecords(*fm, batch, start, records, &last, &next) == 0)
            return 0;
        if (!sink(records))
            return ECANCELED;
        // Stop on the last extent, and never loop on a file system that does not move forward.
        if (last || next <= start)
            return 0;
        start = next;
    }
}

} // namespace

std::uint32_t fiemapRecords(const struct fiemap& fm, std::uint32_t asked, std::uint64_t start,
    std::vector<Extent>& records, bool* last, std::uint64_t* next)
{
    records.clear();
    *last = false;
    // Never more than asked for: the records past the batch are not in the buffer.
    const std::uint32_t mapped = std::min(fm.fm_mapped_extents, asked);
    for (std::uint32_t i = 0; i < mapped; ++i) {
        const struct fiemap_extent& fe = fm.fm_extents[i];
        // A record that ends before where we asked from was already taken in the last batch.
        if (start != 0 && fe.fe_logical + fe.fe_length <= start)
            continue;
        records.push_back(Extent{fe.fe_logical, fe.fe_physical, fe.fe_length, fe.fe_flags});
        *last = *last || (fe.fe_flags & FIEMAP_EXTENT_LAST);
    }
    if (mapped > 0)
        *next = fm.fm_extents[mapped - 1].fe_logical + fm.fm_extents[mapped - 1].fe_length;
    return mapped;
}

namespace {

Error readError(int fd, const QString& path, int err)
{
    if (err == ECANCELED)
        return Error{path, Text::tr("cancelled"), err, true};
    return Error{path, fiemapErrorReason(fd, err), err};
}

// One pass over the file, collected, with progress.
Result<std::vector<Extent>> mapOnce(
    int fd, const QString& path, std::uint64_t fileSize, const FiemapOptions& options, const FiemapProgressFn& progress)
{
    std::vector<Extent> extents;
    const int err = readBatches(fd, options, [&](std::span<const Extent> batch) {
        const bool first = extents.empty();
        extents.insert(extents.end(), batch.begin(), batch.end());
        const std::uint64_t next = batch.empty() ? 0 : batch.back().logicalEnd();
        // After the first batch, guess the total from its density, so the vector does not grow by
        // copying a million extents several times.
        if (first && next > 0 && next < fileSize)
            extents.reserve(std::size_t(std::min<double>(
                double(extents.size()) * double(fileSize) / double(next) * 1.1, double(fileSize / 512 + 1))));
        return !progress || progress(FiemapProgress{std::min(next, fileSize), fileSize, extents.size()});
    });
    if (err)
        return std::unexpected(readError(fd, path, err));
    return extents;
}

} // namespace

Result<UniqueFd> openForMapping(const QString& path, struct stat* st)
{
    const QByteArray native = pathBytes(path);
    if (path.isEmpty())
        return std::unexpected(Error{path, Text::tr("no file name given")});
    if (::stat(native.constData(), st) != 0)
        return std::unexpected(systemError(path, errno));
    if (!S_ISREG(st->st_mode))
        return std::unexpected(Error{path, fileKindReason(st->st_mode)});
    // O_NONBLOCK: if the path was swapped for a FIFO since stat, open must not hang.
    UniqueFd fd(::open(native.constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (!fd.valid()) {
        const int err = errno;
        if (err == EACCES || err == EPERM)
            return std::unexpected(Error{path, Text::tr("permission denied: cannot open the file for reading"), err});
        return std::unexpected(systemError(path, err));
    }
    if (::fstat(fd.get(), st) != 0)
        return std::unexpected(systemError(path, errno));
    if (!S_ISREG(st->st_mode))
        return std::unexpected(Error{path, fileKindReason(st->st_mode)});
    return fd;
}

namespace {

// Everything of the map but the extents.
ExtentMap headerOf(const QString& path, int fd, const struct stat& st)
{
    ExtentMap map;
    map.path = path;
    map.device = std::uint64_t(st.st_dev);
    map.fileSize = std::uint64_t(st.st_size);
    int blockSize = 0;
    map.blockSize = ::ioctl(fd, FIGETBSZ, &blockSize) == 0 && blockSize > 0 ? std::uint32_t(blockSize)
                                                                            : std::uint32_t(st.st_blksize);
    return map;
}

} // namespace

Result<ExtentMap> streamExtents(const QString& path, const FiemapOptions& options, const FiemapStream& stream)
{
    struct stat st = {};
    auto fd = openForMapping(path, &st);
    if (!fd)
        return std::unexpected(fd.error());
    ExtentMap header = headerOf(path, fd->get(), st);
    if (stream.begin)
        stream.begin(header);
    const FileStamp before = stampOf(st);
    const int err = readBatches(fd->get(), options, stream.batch ? stream.batch : BatchFn([](auto) { return true; }));
    if (err)
        return std::unexpected(readError(fd->get(), path, err));
    if (::fstat(fd->get(), &st) != 0)
        return std::unexpected(systemError(path, errno));
    header.changedWhileReading = !(stampOf(st) == before);
    return header;
}

FileStamp stampOf(const struct stat& st)
{
    return FileStamp{std::uint64_t(st.st_size), st.st_mtim, st.st_ctim};
}

int readExtentsOfFd(
    int fd, const FiemapOptions& options, std::vector<Extent>& out, const std::function<bool()>& keepGoing)
{
    out.clear();
    return readBatches(fd, options, [&](std::span<const Extent> batch) {
        out.insert(out.end(), batch.begin(), batch.end());
        return !keepGoing || keepGoing();
    });
}

Result<ExtentMap> readExtents(const QString& path, const FiemapOptions& options, const FiemapProgressFn& progress)
{
    struct stat st = {};
    auto fd = openForMapping(path, &st);
    if (!fd)
        return std::unexpected(fd.error());

    ExtentMap map = headerOf(path, fd->get(), st);

    constexpr int kAttempts = 3;
    for (int attempt = 1; attempt <= kAttempts; ++attempt) {
        const FileStamp before = stampOf(st);
        auto extents = mapOnce(fd->get(), path, before.size, options, progress);
        if (!extents)
            return std::unexpected(extents.error());
        if (::fstat(fd->get(), &st) != 0)
            return std::unexpected(systemError(path, errno));
        map.fileSize = std::uint64_t(st.st_size);
        map.extents = std::move(*extents);
        map.changedWhileReading = !(stampOf(st) == before);
        if (!map.changedWhileReading)
            break;
    }
    return map;
}

} // namespace fragscope
