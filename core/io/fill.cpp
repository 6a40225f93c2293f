// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/fill.h"

#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <vector>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Fill)
};

constexpr std::size_t kPiece = 1 << 20;

} // namespace

Result<void> writeIncompressible(const QString& path, std::uint64_t from, std::uint64_t to, Rng& rng,
    const std::function<bool()>& goOn, const std::function<void(std::uint64_t)>& progress, FillStart start)
{
    const int flags = O_WRONLY | O_CLOEXEC | (start == FillStart::Truncate ? O_TRUNC : 0);
    UniqueFd fd(::open(pathBytes(path).constData(), flags));
    if (!fd.valid())
        return std::unexpected(Error{path, errnoText(errno), errno});
    std::vector<char> buffer(kPiece);
    for (std::uint64_t off = from; off < to;) {
        if (goOn && !goOn())
            return std::unexpected(Error{path, Text::tr("cancelled"), 0, true});
        const std::size_t n = std::size_t(std::min<std::uint64_t>(kPiece, to - off));
        rng.fill(buffer.data(), n);
        const ssize_t written = ::pwrite(fd.get(), buffer.data(), n, off_t(off));
        if (written < 0)
            return std::unexpected(Error{path, errnoText(errno), errno});
        if (written == 0)
            return std::unexpected(Error{path, Text::tr("nothing written"), 0});
        off += std::uint64_t(written);
        if (progress)
            progress(std::uint64_t(written));
    }
    if (::fsync(fd.get()) != 0)
        return std::unexpected(Error{path, errnoText(errno), errno});
    return {};
}

} // namespace fragscope
