// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/filestate.h"

#include "defrag/orderedread.h"
#include "util/fd.h"
#include "util/path.h"
#include "util/xxh3.h"

#include <QFile>

#include <fcntl.h>
#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

namespace fragscope {
namespace {

bool allZeros(const char* data, std::size_t bytes)
{
    return bytes == 0 || (data[0] == 0 && std::memcmp(data, data + 1, bytes - 1) == 0);
}

// Read with O_DIRECT, several reads in flight (a loop device read 100 MiB in 50 ms so, against 135 ms
// through the cache). Nothing when the file or the device cannot do it: the caller reads through
// the cache then.
std::optional<Result<std::uint64_t>> directDigest(const QString& path)
{
    UniqueFd fd(openNoAtime(pathBytes(path).constData(), O_RDONLY | O_DIRECT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
    if (!fd.valid())
        return std::nullopt;
    struct stat st
    {
    };
    if (::fstat(fd.get(), &st) != 0)
        return std::nullopt;
    ContentDigest digest;
    const auto read = readInOrder(fd.get(), dataRegions(fd.get(), std::uint64_t(st.st_size)), 4 << 20, 4,
        [&](std::uint64_t offset, const char* data, std::size_t n) {
            digest.add(offset, data, n);
            return true;
        });
    if (!read)
        return Result<std::uint64_t>(std::unexpected(Error{path, read.error().reason, read.error().errnum}));
    if (*read == ReadEnd::Refused)
        return std::nullopt;
    return Result<std::uint64_t>(digest.finish(std::uint64_t(st.st_size)));
}

Result<std::uint64_t> cachedDigest(int fd, const QString& path, std::uint64_t size)
{
    ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    ::posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
    ContentDigest digest;
    std::vector<char> buffer(1 << 20);
    for (const auto& [start, end] : dataRegions(fd, size)) {
        for (std::uint64_t at = start; at < end;) {
            const ssize_t n
                = ::pread(fd, buffer.data(), std::size_t(std::min<std::uint64_t>(buffer.size(), end - at)), off_t(at));
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0)
                return std::unexpected(Error{path, errnoText(errno), errno});
            if (n == 0)
                break;
            digest.add(at, buffer.data(), std::size_t(n));
            at += std::uint64_t(n);
        }
    }
    ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    return digest.finish(size);
}

std::int64_t nanos(const timespec& ts)
{
    return std::int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

} // namespace

void ContentDigest::record(std::uint64_t index, const char* block)
{
    if (allZeros(block, kBlock))
        return;
    const std::uint64_t entry[2] = {index, XXH3_64bits(block, kBlock)};
    m_records.update(entry, sizeof entry);
}

void ContentDigest::closeBlock()
{
    if (m_open)
        record(m_index, m_block.data());
    m_open = false;
}

void ContentDigest::add(std::uint64_t offset, const char* data, std::size_t bytes)
{
    while (bytes > 0) {
        const std::uint64_t index = offset / kBlock;
        const std::size_t within = std::size_t(offset % kBlock);
        const std::size_t take = std::min<std::size_t>(bytes, kBlock - within);
        if (m_open && index != m_index)
            closeBlock();
        if (!m_open && within == 0 && take == kBlock) {
            record(index, data); // a whole block: straight from the reader's buffer
        } else {
            if (!m_open) {
                m_block.fill(0);
                m_index = index;
                m_open = true;
            }
            std::memcpy(m_block.data() + within, data, take);
        }
        offset += take;
        data += take;
        bytes -= take;
    }
}

std::uint64_t ContentDigest::finish(std::uint64_t size)
{
    closeBlock();
    m_records.update(&size, sizeof size);
    return m_records.digest();
}

QString digestText(std::uint64_t digest)
{
    return QStringLiteral("%1").arg(digest, 16, 16, QLatin1Char('0'));
}

Result<FileState> fileState(const QString& path, bool digest, bool direct)
{
    UniqueFd fd(openNoAtime(pathBytes(path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
    if (!fd.valid())
        return std::unexpected(Error{path, errnoText(errno), errno});
    struct stat st
    {
    };
    if (::fstat(fd.get(), &st) != 0)
        return std::unexpected(Error{path, errnoText(errno), errno});
    FileState s;
    s.size = std::uint64_t(st.st_size);
    s.mtimeNs = nanos(st.st_mtim);
    s.ctimeNs = nanos(st.st_ctim);
    if (!digest)
        return s;
    // What is on disk, not what the cache holds: written back first.
    ::fsync(fd.get());
    auto d = direct ? directDigest(path) : std::nullopt;
    if (!d)
        d = cachedDigest(fd.get(), path, s.size);
    if (!*d)
        return std::unexpected(d->error());
    s.digest = **d;
    s.digested = true;
    return s;
}

} // namespace fragscope
