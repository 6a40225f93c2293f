// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/fiemapreader.h"

#include "fs/fsinfo.h"

#include <QCoreApplication>
#include <QFile>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/vfs.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <thread>
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
        struct statfs sfs {};
        const QString type = ::fstatfs(fd, &sfs) == 0 ? fsTypeNameForMagic(std::uint64_t(sfs.f_type) & 0xFFFFFFFFu)
                                                       : Text::tr("this");
        return Text::tr("the %1 file system does not report extents (FIEMAP is not supported)").arg(type);
    }
    if (err == EBADR)
        return Text::tr("the file system does not support the requested FIEMAP flags (sync or xattr)");
    return errnoText(err);
}

struct FileStamp
{
    std::uint64_t size = 0;
    timespec mtime {};
    timespec ctime {};
    bool operator==(const FileStamp& o) const
    {
        return size == o.size && mtime.tv_sec == o.mtime.tv_sec && mtime.tv_nsec == o.mtime.tv_nsec
            && ctime.tv_sec == o.ctime.tv_sec && ctime.tv_nsec == o.ctime.tv_nsec;
    }
};

FileStamp stampOf(const struct stat& st)
{
    return FileStamp{std::uint64_t(st.st_size), st.st_mtim, st.st_ctim};
}

// Reads records from `start` on, appending to `out`, until one carries FIEMAP_EXTENT_LAST, a call
// maps nothing, a record reaches `until`, or keepGoing(reached) says stop. Returns 0 or an errno
// (ECANCELED when stopped). *ended tells whether the file's end was seen.
int mapRange(int fd, std::uint64_t start, std::uint64_t until, const FiemapOptions& options,
             std::vector<Extent>& out, bool* ended, const std::function<bool(std::uint64_t)>& keepGoing)
{
    const std::uint32_t batch = std::max<std::uint32_t>(1, options.batchExtents);
    const std::size_t bytes = sizeof(struct fiemap) + std::size_t(batch) * sizeof(struct fiemap_extent);
    // fiemap_extent holds 64-bit fields: allocate as 64-bit words for alignment.
    auto storage = std::make_unique<std::uint64_t[]>((bytes + 7) / 8);
    auto* fm = reinterpret_cast<struct fiemap*>(storage.get());
    *ended = false;
    const std::uint64_t first = start;
    for (;;) {
        std::memset(fm, 0, sizeof(struct fiemap));
        fm->fm_start = start;
        fm->fm_length = FIEMAP_MAX_OFFSET;
        fm->fm_flags = (options.sync ? FIEMAP_FLAG_SYNC : 0) | (options.xattr ? FIEMAP_FLAG_XATTR : 0);
        fm->fm_extent_count = batch;
        if (::ioctl(fd, FS_IOC_FIEMAP, fm) != 0)
            return errno;
        const std::uint32_t mapped = fm->fm_mapped_extents;
        if (mapped == 0) {
            *ended = true;
            return 0;
        }
        bool last = false;
        for (std::uint32_t i = 0; i < mapped; ++i) {
            const struct fiemap_extent& fe = fm->fm_extents[i];
            // A record that ends before where we asked from was already taken in the last batch.
            if (start != first && fe.fe_logical + fe.fe_length <= start)
                continue;
            out.push_back(Extent{fe.fe_logical, fe.fe_physical, fe.fe_length, fe.fe_flags});
            last = last || (fe.fe_flags & FIEMAP_EXTENT_LAST);
        }
        const struct fiemap_extent& tail = fm->fm_extents[mapped - 1];
        const std::uint64_t next = tail.fe_logical + tail.fe_length;
        if (keepGoing && !keepGoing(next))
            return ECANCELED;
        // Stop on the last extent, and never loop on a file system that does not move forward.
        if (last || next <= start) {
            *ended = true;
            return 0;
        }
        if (next >= until)
            return 0;
        start = next;
    }
}

// One pass over the file. A file with more extents than one batch holds is read by two threads,
// each from its own half: the kernel's per-extent work is most of the time, and FIEMAP takes the
// inode lock shared. The halves are joined where the first thread's last record ends, so a record
// the second thread saw clipped at its starting offset is dropped for the whole one.
Result<std::vector<Extent>> mapOnce(int fd, const QString& path, std::uint64_t fileSize, const FiemapOptions& options,
                                    const FiemapProgressFn& progress)
{
    std::vector<Extent> extents;
    std::atomic<bool> cancel{false};
    std::atomic<std::uint64_t> secondReached{0};
    std::uint64_t split = FIEMAP_MAX_OFFSET;
    auto report = [&](std::uint64_t reached) {
        if (cancel)
            return false;
        const std::uint64_t first = std::min(reached, split);
        const std::uint64_t second = split < fileSize ? secondReached.load() - std::min(secondReached.load(), split) : 0;
        if (progress && !progress(FiemapProgress{std::min(first + second, fileSize), fileSize, extents.size()})) {
            cancel = true;
            return false;
        }
        return true;
    };
    auto failure = [&](int err) {
        if (err == ECANCELED)
            return Error{path, Text::tr("cancelled"), err, true};
        return Error{path, fiemapErrorReason(fd, err), err};
    };

    bool ended = false;
    // The first batch alone: most files end here.
    if (int err = mapRange(fd, 0, 1, options, extents, &ended, report))
        return std::unexpected(failure(err));
    if (ended)
        return extents;
    const std::uint64_t resume = extents.back().logicalEnd();
    // Guess the total from the first batch's density, so the vector does not grow by copying.
    if (resume > 0 && fileSize > resume)
        extents.reserve(std::size_t(std::min<double>(double(extents.size()) * double(fileSize) / double(resume) * 1.1,
                                                     double(fileSize / 512 + 1))));
    const std::uint32_t blockSize = 4096;
    if (options.threads > 1 && fileSize > resume + 2 * std::uint64_t(blockSize)) {
        split = (resume + (fileSize - resume) / 2) / blockSize * blockSize;
        secondReached = split;
    }
    std::vector<Extent> second;
    int secondError = 0;
    bool secondEnded = false;
    std::jthread helper;
    if (split != FIEMAP_MAX_OFFSET) {
        helper = std::jthread([&] {
            secondError = mapRange(fd, split, FIEMAP_MAX_OFFSET, options, second, &secondEnded,
                                   [&](std::uint64_t reached) {
                                       secondReached = reached;
                                       return !cancel.load();
                                   });
        });
    }
    int err = mapRange(fd, resume, split, options, extents, &ended, report);
    if (err)
        cancel = true;
    if (helper.joinable())
        helper.join();
    if (err)
        return std::unexpected(failure(err));
    if (split != FIEMAP_MAX_OFFSET && !ended) {
        if (secondError)
            return std::unexpected(failure(secondError));
        const std::uint64_t joined = extents.back().logicalEnd();
        auto from = std::find_if(second.begin(), second.end(), [joined](const Extent& e) { return e.logical >= joined; });
        extents.insert(extents.end(), from, second.end());
    }
    return extents;
}

} // namespace

Result<UniqueFd> openForMapping(const QString& path, struct stat* st)
{
    const QByteArray native = QFile::encodeName(path);
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

Result<ExtentMap> readExtents(const QString& path, const FiemapOptions& options, const FiemapProgressFn& progress)
{
    struct stat st {};
    auto fd = openForMapping(path, &st);
    if (!fd)
        return std::unexpected(fd.error());

    ExtentMap map;
    map.path = path;
    map.device = std::uint64_t(st.st_dev);
    int blockSize = 0;
    map.blockSize = ::ioctl(fd->get(), FIGETBSZ, &blockSize) == 0 && blockSize > 0 ? std::uint32_t(blockSize)
                                                                                  : std::uint32_t(st.st_blksize);

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
