// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QString>

#include <cstdint>

namespace fragscope {

// The content and identity of a file at one moment, read from disk, not from the page cache.
struct FileState
{
    std::uint64_t size = 0;
    std::int64_t mtimeNs = 0;
    std::int64_t ctimeNs = 0;
    std::uint64_t digest = 0; // xxh3-64 of the content
    bool digested = false;
};
// Size and times by fstat; the digest (when asked) reads the file after fsync with O_DIRECT, several
// reads in flight (or, where O_DIRECT is missing or `direct` is false, through the cache after
// POSIX_FADV_DONTNEED, dropping what it read again), so it sees what is on disk.
Result<FileState> fileState(const QString& path, bool digest, bool direct = true);
// A digest as 16 hexadecimal digits.
QString digestText(std::uint64_t digest);

} // namespace fragscope
