// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/filefragformat.h"

#include "extents/metrics.h"

#include <QFile>

#include <unistd.h>

#include <fmt/format.h>

#include <cerrno>
#include <cstring>
#include <memory>
#include <string_view>

namespace fragscope {
namespace {

// floor(log10(n)), as filefrag computes its column widths.
int log10Floor(std::uint64_t n)
{
    int l = 0;
    for (n /= 10; n; n /= 10)
        ++l;
    return l;
}

int log2Floor(std::uint64_t n)
{
    int l = 0;
    for (n >>= 1; n; n >>= 1)
        ++l;
    return l;
}

// Right-aligned decimal in a field of `width`, like printf("%*llu"), written at p; returns the end.
// The hot path of a 100,000-line listing, where fmt's dynamic widths cost more than the ioctls.
char* putRight(char* p, std::uint64_t value, int width)
{
    char digits[24];
    char* d = digits + sizeof digits;
    do {
        *--d = char('0' + value % 10);
        value /= 10;
    } while (value);
    const int n = int(digits + sizeof digits - d);
    if (width > n) {
        std::memset(p, ' ', std::size_t(width - n));
        p += width - n;
    }
    std::memcpy(p, d, std::size_t(n));
    return p + n;
}

char* putText(char* p, std::string_view text)
{
    std::memcpy(p, text.data(), text.size());
    return p + text.size();
}

} // namespace

void FilefragWriter::write(const QString& name, const ExtentMap& map, const FsInfo& fs, std::FILE* to)
{
    // Lines are composed straight into one buffer and handed to write(2) in 64 KiB pieces: with a
    // hundred thousand lines, every copy shows.
    constexpr std::size_t kChunk = 64 << 10;
    constexpr std::size_t kLineMax = 1024; // 6 numbers of at most 20 digits, names, widths capped
    const auto buffer = std::make_unique<char[]>(kChunk + kLineMax);
    char* const begin = buffer.get();
    char* p = begin;
    std::fflush(to); // what stdio holds goes first
    const int fd = ::fileno(to);
    auto flush = [&] {
        for (const char* q = begin; q < p;) {
            const ssize_t n = ::write(fd, q, std::size_t(p - q));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                break; // a closed pipe: nothing more to say
            q += n;
        }
        p = begin;
    };
    auto text = [&](const std::string& line) { p = putText(p, line); };

    const std::string file = QFile::encodeName(name).toStdString();
    if (m_lastDevice != map.device || map.device == 0)
        text(fmt::format("Filesystem type is: {:x}\n", fs.magic));
    m_lastDevice = map.device;

    m_physicalWidth = std::max(m_physicalWidth, log10Floor(fs.totalBlocks));
    const std::uint64_t blockSize = std::max<std::uint32_t>(1, map.blockSize);
    const std::uint64_t numBlocks = (map.fileSize + blockSize - 1) / blockSize;
    const int shift = log2Floor(blockSize);
    m_logicalWidth = std::max(m_logicalWidth, log10Floor(numBlocks));
    // The file name can be long: it goes out on its own.
    text(fmt::format("File size of {} is {} ({} block{} of {} bytes)\n", file, map.fileSize, numBlocks,
        numBlocks == 1 ? "" : "s", 1u << shift));
    flush();

    const int lw = std::min(m_logicalWidth, 40);
    const int pw = std::min(m_physicalWidth, 40);
    if (!map.extents.empty())
        text(fmt::format(" ext: {:>{}} {:>{}} length: {:>{}} flags:\n", "logical_offset:", lw * 2 + 3,
            "physical_offset:", pw * 2 + 3, "expected:", pw + 1));

    const auto& flagTable = extentFlagTable();
    const int blank = std::min(pw, 19); // filefrag pads from a 19-space string
    Extent prev;
    std::uint64_t found = 0;
    std::uint64_t index = 0;
    for (const Extent& e : map.extents) {
        const FragmentBreak br = fragmentBreak(prev, e);
        if (br.isNew || found == 0)
            ++found;
        prev = e;

        const int s = e.has(FIEMAP_EXTENT_DATA_INLINE) ? 0 : shift; // inline data: bytes, not blocks
        const bool placed = !e.locationUnknown();
        const std::uint64_t logical = e.logical >> s;
        const std::uint64_t physical = placed ? e.physical >> s : 0;
        const std::uint64_t lastBlock = e.length ? (e.length - 1) >> s : 0;
        // "%4d: %*llu..%*llu: %*llu..%*llu: %6llu: %s\n"
        p = putRight(p, index++, 4);
        p = putRight(putText(p, ": "), logical, lw);
        p = putRight(putText(p, ".."), logical + lastBlock, lw);
        p = putRight(putText(p, ": "), physical, pw);
        p = putRight(putText(p, ".."), physical + (placed ? lastBlock : 0), pw);
        p = putRight(putText(p, ": "), placed ? e.length >> s : 0, 6);
        p = putText(p, ": ");
        // The flags field: the expected block or blanks, then the names, each with a comma.
        if (br.isNew && placed) {
            p = putText(putRight(p, br.expected >> s, pw), ": ");
        } else {
            std::memset(p, ' ', std::size_t(blank) + 2);
            p += blank + 2;
        }
        std::uint32_t rest = e.flags;
        for (const auto& info : flagTable) {
            if (rest & info.bit) {
                p = putText(p, info.name);
                *p++ = ',';
                rest &= ~info.bit;
            }
        }
        for (std::uint32_t mask = 1; rest != 0 && mask != 0; mask <<= 1) {
            if (rest & mask) {
                p = fmt::format_to(p, "{:#04x},", mask);
                rest &= ~mask;
            }
        }
        if (e.logicalEnd() >= map.fileSize)
            p = putText(p, "eof,");
        p[-1] = '\n'; // filefrag drops the last character, a comma or a space
        if (std::size_t(p - begin) >= kChunk)
            flush();
    }
    flush();
    if (found == 1)
        text(fmt::format("{}: 1 extent found\n", file));
    else
        text(fmt::format("{}: {} extents found\n", file, found));
    flush();
}

} // namespace fragscope
