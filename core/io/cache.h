// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QString>

#include <cstdint>

namespace fragscope {

// How a cold read empties the page cache of its file first.
enum class CacheDrop {
    Fadvise,    // fsync, then posix_fadvise(POSIX_FADV_DONTNEED): any user, this file only
    DropCaches, // fsync, then "1" into /proc/sys/vm/drop_caches: root, the whole page cache
    Direct,     // O_DIRECT reads: the cache is bypassed, not emptied
};

QString cacheDropName(CacheDrop method); // "fadvise", "drop_caches", "direct"
std::optional<CacheDrop> cacheDropFromName(const QString& name);
CacheDrop defaultCacheDrop(); // drop_caches as root, else fadvise

// Commits the file system holding `path` (syncfs). On btrfs the last blocks of fsync'd writes move
// at the next commit: a map that is to be compared with another is read after one.
Result<void> commitFileSystem(const QString& path);

// Pages of the file in the page cache (mincore), and how many pages it has.
struct Residency
{
    std::uint64_t resident = 0;
    std::uint64_t pages = 0;
};
Result<Residency> residentPages(const QString& path);

// Empties the page cache of `path` by `method` (Direct does nothing here), and says what is left.
// For a cold read (`cold`), a file on a loop-mounted image also has the image's pages under the
// loop device emptied (when this user may open the image). Without it, only the file's own pages
// go: fio's invalidate=, which leaves alone what other jobs on the same image read.
Result<Residency> dropFileCache(const QString& path, CacheDrop method, bool cold = true);

} // namespace fragscope
