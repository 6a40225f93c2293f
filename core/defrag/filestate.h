// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include "util/xxh3.h"

#include <QString>

#include <array>
#include <cstdint>

namespace fragscope {

// The digest a defrag verifies content with, one definition for every reader: xxh3-64 over, for
// each 4 KiB block of the file that holds anything but zeros, its number and its own xxh3-64, and
// then the file's size. A hole, an unwritten extent and written zeros all read as zeros and count
// alike, so a reader may skip what it knows holds none (SEEK_DATA, a map's holes): a file with a
// byte at 1 TiB is digested in the time its data takes, not its size.
class ContentDigest
{
public:
    static constexpr std::uint64_t kBlock = 4096;
    // The file's bytes from `offset` on; pieces come in file order, and what lies between two is zeros.
    void add(std::uint64_t offset, const char* data, std::size_t bytes);
    // The digest of the file of `size` bytes given so far.
    std::uint64_t finish(std::uint64_t size);

private:
    void record(std::uint64_t index, const char* block);
    void closeBlock();

    Xxh3 m_records;
    std::array<char, kBlock> m_block{};
    std::uint64_t m_index = 0;
    bool m_open = false; // m_block holds part of block m_index
};

// The content and identity of a file at one moment, read from disk, not from the page cache.
struct FileState
{
    std::uint64_t size = 0;
    std::int64_t mtimeNs = 0;
    std::int64_t ctimeNs = 0;
    std::uint64_t digest = 0; // of the content (ContentDigest)
    bool digested = false;
};
// Size and times by fstat; the digest (when asked) reads the file after fsync with O_DIRECT, several
// reads in flight (or, where O_DIRECT is missing or `direct` is false, through the cache after
// POSIX_FADV_DONTNEED, dropping what it read again), so it sees what is on disk.
Result<FileState> fileState(const QString& path, bool digest, bool direct = true);
// A digest as 16 hexadecimal digits.
QString digestText(std::uint64_t digest);

} // namespace fragscope
