// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/cache.h"

#include "fs/fsinfo.h"
#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <vector>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CacheDrop)
};

Result<UniqueFd> openRead(const QString& path)
{
    UniqueFd fd(::open(pathBytes(path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
    if (!fd.valid()) {
        const int err = errno;
        return std::unexpected(Error{path, errnoText(err), err});
    }
    return fd;
}

} // namespace

QString cacheDropName(CacheDrop method)
{
    switch (method) {
    case CacheDrop::Fadvise:
        return QStringLiteral("fadvise");
    case CacheDrop::DropCaches:
        return QStringLiteral("drop_caches");
    case CacheDrop::Direct:
        return QStringLiteral("direct");
    }
    return {};
}

std::optional<CacheDrop> cacheDropFromName(const QString& name)
{
    for (CacheDrop m : {CacheDrop::Fadvise, CacheDrop::DropCaches, CacheDrop::Direct}) {
        if (name == cacheDropName(m))
            return m;
    }
    return std::nullopt;
}

CacheDrop defaultCacheDrop()
{
    return ::geteuid() == 0 ? CacheDrop::DropCaches : CacheDrop::Fadvise;
}

Result<void> commitFileSystem(const QString& path)
{
    auto fd = openRead(path);
    if (!fd)
        return std::unexpected(fd.error());
    if (::syncfs(fd->get()) != 0) {
        const int err = errno;
        return std::unexpected(Error{path, Text::tr("cannot commit its file system: %1").arg(errnoText(err)), err});
    }
    return {};
}

Result<Residency> residentPages(const QString& path)
{
    auto fd = openRead(path);
    if (!fd)
        return std::unexpected(fd.error());
    struct stat st
    {
    };
    if (::fstat(fd->get(), &st) != 0 || !S_ISREG(st.st_mode))
        return std::unexpected(Error{path, Text::tr("not a regular file")});
    const std::uint64_t page = std::uint64_t(::sysconf(_SC_PAGESIZE));
    Residency r;
    r.pages = (std::uint64_t(st.st_size) + page - 1) / page;
    constexpr std::uint64_t kWindow = 1ULL << 30; // map a GiB at a time: large files, small address space use
    std::vector<unsigned char> vec;
    for (std::uint64_t off = 0; off < std::uint64_t(st.st_size); off += kWindow) {
        const std::size_t len = std::size_t(std::min<std::uint64_t>(kWindow, std::uint64_t(st.st_size) - off));
        void* map = ::mmap(nullptr, len, PROT_READ, MAP_SHARED, fd->get(), off_t(off));
        if (map == MAP_FAILED) {
            const int err = errno;
            return std::unexpected(Error{path, errnoText(err), err});
        }
        vec.assign((len + page - 1) / page, 0);
        const int rc = ::mincore(map, len, vec.data());
        ::munmap(map, len);
        if (rc != 0) {
            const int err = errno;
            return std::unexpected(Error{path, errnoText(err), err});
        }
        for (unsigned char v : vec)
            r.resident += v & 1;
    }
    return r;
}

namespace {

// A file on a loop-mounted image is cached twice: as itself, and as the image's pages under the
// loop device (which reads its image through the page cache). Empty the image's too, when this user
// may open it — the lab's throwaway file systems for desktop users are their own images.
void dropLoopImageCache(const QString& path)
{
    const auto fs = FsInfo::probe(path);
    if (!fs || fs->device.loopBackingFile.isEmpty())
        return;
    UniqueFd image(::open(pathBytes(fs->device.loopBackingFile).constData(), O_RDONLY | O_CLOEXEC));
    if (!image.valid())
        return; // someone else's image: only drop_caches (root) can empty it
    ::fsync(image.get());
    ::posix_fadvise(image.get(), 0, 0, POSIX_FADV_DONTNEED);
}

} // namespace

Result<Residency> dropFileCache(const QString& path, CacheDrop method, bool cold)
{
    if (method != CacheDrop::Direct) {
        auto fd = openRead(path);
        if (!fd)
            return std::unexpected(fd.error());
        ::fsync(fd->get()); // dirty pages stay in the cache whatever is asked: write them first
        if (method == CacheDrop::DropCaches) {
            QFile drop(QStringLiteral("/proc/sys/vm/drop_caches"));
            if (!drop.open(QIODevice::WriteOnly) || drop.write("1\n") != 2)
                return std::unexpected(Error{
                    path, Text::tr("cannot write /proc/sys/vm/drop_caches (root only): %1").arg(drop.errorString())});
        } else if (const int err = ::posix_fadvise(fd->get(), 0, 0, POSIX_FADV_DONTNEED); err != 0) {
            return std::unexpected(Error{path, errnoText(err), err});
        } else if (cold) {
            dropLoopImageCache(path);
        }
    }
    return residentPages(path);
}

} // namespace fragscope
