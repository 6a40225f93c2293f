// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/demofiles.h"

#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <fcntl.h>
#include <sys/stat.h>

#include <cerrno>
#include <vector>

namespace fragscope {
namespace {

constexpr std::uint64_t kDemoSize = 16 << 20;
constexpr std::uint64_t kChunk = 16 << 10; // the interleave step of the fragmented file

// lupdate reads the context from here; a plain tr() helper in a namespace would file the texts elsewhere.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(DemoFiles)
};

Error failure(const QString& path, const QString& what, int err)
{
    return Error{path, Text::tr("%1: %2").arg(what, errnoText(err)), err};
}

bool demoFileReady(const QString& path)
{
    const QFileInfo info(path);
    return info.isFile() && std::uint64_t(info.size()) == kDemoSize;
}

std::vector<char> pattern(std::size_t size, unsigned seed)
{
    std::vector<char> data(size);
    for (std::size_t i = 0; i < size; ++i)
        data[i] = char((i * 131 + seed) & 0xFF);
    return data;
}

// Writes the file's whole content in large chunks and makes it durable.
std::optional<Error> fillAndSync(int fd, const QString& path)
{
    const auto data = pattern(1 << 20, 7);
    for (std::uint64_t off = 0; off < kDemoSize; off += data.size()) {
        if (::pwrite(fd, data.data(), data.size(), off_t(off)) != ssize_t(data.size()))
            return failure(path, Text::tr("cannot write"), errno);
    }
    if (::fsync(fd) != 0)
        return failure(path, Text::tr("cannot sync"), errno);
    return std::nullopt;
}

std::optional<Error> makeSequential(const QString& path)
{
    const QString temp = path + QStringLiteral(".part");
    UniqueFd fd(::open(pathBytes(temp).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
    if (!fd.valid())
        return failure(temp, Text::tr("cannot create"), errno);
    if (auto err = fillAndSync(fd.get(), temp)) {
        QFile::remove(temp);
        return err;
    }
    if (::rename(pathBytes(temp).constData(), pathBytes(path).constData()) != 0) {
        const int e = errno;
        QFile::remove(temp);
        return failure(path, Text::tr("cannot rename into place"), e);
    }
    return std::nullopt;
}

// Allocate two files a chunk at a time, in turns, so their blocks interleave on disk; then write
// the data into the first and delete the second, leaving a file with gaps between all its pieces.
std::optional<Error> makeFragmented(const QString& path)
{
    const QString temp = path + QStringLiteral(".part");
    const QString partner = path + QStringLiteral(".partner");
    UniqueFd a(::open(pathBytes(temp).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
    if (!a.valid())
        return failure(temp, Text::tr("cannot create"), errno);
    UniqueFd b(::open(pathBytes(partner).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
    if (!b.valid()) {
        const int e = errno;
        QFile::remove(temp);
        return failure(partner, Text::tr("cannot create"), e);
    }
    auto cleanUp = [&] {
        QFile::remove(temp);
        QFile::remove(partner);
    };
    for (std::uint64_t off = 0; off < kDemoSize; off += kChunk) {
        for (int fd : {a.get(), b.get()}) {
            if (::fallocate(fd, 0, off_t(off), off_t(kChunk)) != 0) {
                const int e = errno;
                cleanUp();
                if (e == EOPNOTSUPP)
                    return Error{temp,
                        Text::tr("this file system cannot preallocate space, so the demo cannot "
                                 "make a fragmented file here"),
                        e};
                return failure(temp, Text::tr("cannot allocate"), e);
            }
        }
    }
    if (auto err = fillAndSync(a.get(), temp)) {
        cleanUp();
        return err;
    }
    b.reset();
    QFile::remove(partner);
    if (::rename(pathBytes(temp).constData(), pathBytes(path).constData()) != 0) {
        const int e = errno;
        cleanUp();
        return failure(path, Text::tr("cannot rename into place"), e);
    }
    return std::nullopt;
}

} // namespace

QString defaultDemoDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/fragscope/demo");
}

Result<DemoFiles> makeDemoFiles(const QString& dir)
{
    if (!QDir().mkpath(dir))
        return std::unexpected(Error{dir, Text::tr("cannot create the demo directory")});
    DemoFiles files{dir + QStringLiteral("/sequential.bin"), dir + QStringLiteral("/fragmented.bin")};
    if (!demoFileReady(files.sequential)) {
        if (auto err = makeSequential(files.sequential))
            return std::unexpected(*err);
    }
    if (!demoFileReady(files.fragmented)) {
        if (auto err = makeFragmented(files.fragmented))
            return std::unexpected(*err);
    }
    return files;
}

} // namespace fragscope
