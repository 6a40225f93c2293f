// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/filefragformat.h"

#include "extents/metrics.h"
#include "util/path.h"

#include <QFile>

#include <unistd.h>

#include <fmt/format.h>

#include <array>
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

// "00".."99": two digits at a time, half the divisions.
constexpr std::array<char, 200> kDigitPairs = [] {
    std::array<char, 200> pairs{};
    for (int i = 0; i < 100; ++i) {
        pairs[std::size_t(2 * i)] = char('0' + i / 10);
        pairs[std::size_t(2 * i + 1)] = char('0' + i % 10);
    }
    return pairs;
}();

int decimalDigits(std::uint64_t v)
{
    int digits = 1;
    for (; v >= 10000; v /= 10000)
        digits += 4;
    if (v >= 100) {
        digits += 2;
        v /= 100;
    }
    return v >= 10 ? digits + 1 : digits;
}

// Right-aligned decimal in a field of `width`, like printf("%*llu"), written at p; returns the end.
// The hot path of a 100,000-line listing, where fmt's dynamic widths cost more than the ioctls: the
// digits go straight to their place, two at a time, and short runs are written byte by byte (a
// call to memset or memcpy for three bytes costs more than the bytes).
char* putRight(char* p, std::uint64_t value, int width)
{
    const int digits = decimalDigits(value);
    for (int i = digits; i < width; ++i)
        *p++ = ' ';
    char* const end = p + digits;
    char* d = end;
    for (; value >= 100; value /= 100) {
        const std::size_t pair = std::size_t(value % 100) * 2;
        *--d = kDigitPairs[pair + 1];
        *--d = kDigitPairs[pair];
    }
    if (value >= 10) {
        *--d = kDigitPairs[std::size_t(value) * 2 + 1];
        *--d = kDigitPairs[std::size_t(value) * 2];
    } else {
        *--d = char('0' + value);
    }
    return end;
}

char* putText(char* p, std::string_view text)
{
    std::memcpy(p, text.data(), text.size());
    return p + text.size();
}

} // namespace

namespace {

constexpr std::size_t kChunk = 64 << 10;
constexpr std::size_t kLineMax = 1024; // 6 numbers of at most 20 digits, the flag names, capped widths

void writeAll(int fd, const char* data, std::size_t size)
{
    for (const char* q = data; q < data + size;) {
        const ssize_t n = ::write(fd, q, std::size_t(data + size - q));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return; // a closed pipe: nothing more to say
        q += n;
    }
}

} // namespace

FilefragWriter::FilefragWriter()
    : m_buffer(std::make_unique<char[]>(kChunk + kLineMax))
    , m_end(m_buffer.get())
{ }

FilefragWriter::~FilefragWriter() = default;

void FilefragWriter::write(const QString& name, const ExtentMap& map, const FsInfo& fs, std::FILE* to)
{
    begin(name, map, fs, to);
    add(map.extents);
    finish();
}

void FilefragWriter::begin(const QString& name, const ExtentMap& header, const FsInfo& fs, std::FILE* to)
{
    m_file = pathBytes(name).toStdString();
    m_header = header;
    m_header.extents.clear();
    m_magic = fs.magic;
    m_totalBlocks = fs.totalBlocks;
    std::fflush(to); // what stdio holds goes first
    m_fd = ::fileno(to);
    m_started = false;
    m_listed = false;
    m_prev = Extent{};
    m_found = 0;
    m_index = 0;
    m_end = m_buffer.get();
}

void FilefragWriter::flush()
{
    writeAll(m_fd, m_buffer.get(), std::size_t(m_end - m_buffer.get()));
    m_end = m_buffer.get();
}

void FilefragWriter::start()
{
    if (m_started)
        return;
    m_started = true;
    if (m_lastDevice != m_header.device || m_header.device == 0)
        m_end = putText(m_end, fmt::format("Filesystem type is: {:x}\n", m_magic));
    m_lastDevice = m_header.device;
    m_physicalWidth = std::max(m_physicalWidth, log10Floor(m_totalBlocks));
    const std::uint64_t blockSize = std::max<std::uint32_t>(1, m_header.blockSize);
    const std::uint64_t numBlocks = (m_header.fileSize + blockSize - 1) / blockSize;
    m_shift = log2Floor(blockSize);
    m_logicalWidth = std::max(m_logicalWidth, log10Floor(numBlocks));
    flush();
    // The file name can be long: it goes out on its own.
    const std::string line = fmt::format("File size of {} is {} ({} block{} of {} bytes)\n", m_file, m_header.fileSize,
        numBlocks, numBlocks == 1 ? "" : "s", 1u << m_shift);
    writeAll(m_fd, line.data(), line.size());
}

namespace {

// The flags field's names, each with a comma: the known ones by name, any other bit in hex.
char* putFlagNames(char* p, std::uint32_t flags)
{
    std::uint32_t rest = flags;
    for (const auto& info : extentFlagTable()) {
        if (rest == 0)
            break;
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
    return p;
}

} // namespace

void FilefragWriter::add(std::span<const Extent> extents)
{
    if (extents.empty())
        return;
    start();
    if (!m_listed) {
        m_listed = true;
        const int lw = std::min(m_logicalWidth, 40);
        const int pw = std::min(m_physicalWidth, 40);
        m_end = putText(m_end,
            fmt::format(" ext: {:>{}} {:>{}} length: {:>{}} flags:\n", "logical_offset:", lw * 2 + 3,
                "physical_offset:", pw * 2 + 3, "expected:", pw + 1));
    }
    char* p = m_end;
    for (const Extent& e : extents) {
        p = putExtent(p, e);
        if (std::size_t(p - m_buffer.get()) >= kChunk) {
            m_end = p;
            flush();
            p = m_end;
        }
    }
    m_end = p;
}

// One line of the list: "%4d: %*llu..%*llu: %*llu..%*llu: %6llu: %s\n" as filefrag prints it.
char* FilefragWriter::putExtent(char* p, const Extent& e)
{
    const FragmentBreak br = fragmentBreak(m_prev, e);
    if (br.isNew || m_found == 0)
        ++m_found;
    m_prev = e;
    const int lw = std::min(m_logicalWidth, 40);
    const int pw = std::min(m_physicalWidth, 40);
    const int s = e.has(FIEMAP_EXTENT_DATA_INLINE) ? 0 : m_shift; // inline data: bytes, not blocks
    const bool placed = !e.locationUnknown();
    const std::uint64_t logical = e.logical >> s;
    const std::uint64_t physical = placed ? e.physical >> s : 0;
    const std::uint64_t lastBlock = e.length ? (e.length - 1) >> s : 0;
    p = putRight(p, m_index++, 4);
    p = putRight(putText(p, ": "), logical, lw);
    p = putRight(putText(p, ".."), logical + lastBlock, lw);
    p = putRight(putText(p, ": "), physical, pw);
    p = putRight(putText(p, ".."), physical + (placed ? lastBlock : 0), pw);
    p = putRight(putText(p, ": "), placed ? e.length >> s : 0, 6);
    p = putText(p, ": ");
    // The flags field: the expected block or blanks (filefrag pads from a 19-space string), then the names.
    if (br.isNew && placed) {
        p = putText(putRight(p, br.expected >> s, pw), ": ");
    } else {
        const int blank = std::min(pw, 19) + 2;
        std::memset(p, ' ', std::size_t(blank));
        p += blank;
    }
    p = putFlagNames(p, e.flags);
    if (e.logicalEnd() >= m_header.fileSize)
        p = putText(p, "eof,");
    p[-1] = '\n'; // filefrag drops the last character, a comma or a space
    return p;
}

void FilefragWriter::finish()
{
    start();
    flush();
    const std::string line = m_found == 1 ? fmt::format("{}: 1 extent found\n", m_file)
                                          : fmt::format("{}: {} extents found\n", m_file, m_found);
    writeAll(m_fd, line.data(), line.size());
}

} // namespace fragscope
