// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/filefragformat.h"

#include "extents/metrics.h"

#include <QFile>

#include <fmt/format.h>

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

} // namespace

std::string FilefragWriter::write(const QString& name, const ExtentMap& map, const FsInfo& fs)
{
    std::string out;
    const std::string file = QFile::encodeName(name).toStdString();
    if (m_lastDevice != map.device || map.device == 0)
        out += fmt::format("Filesystem type is: {:x}\n", fs.magic);
    m_lastDevice = map.device;

    m_physicalWidth = std::max(m_physicalWidth, log10Floor(fs.totalBlocks));
    const std::uint64_t blockSize = std::max<std::uint32_t>(1, map.blockSize);
    const std::uint64_t numBlocks = (map.fileSize + blockSize - 1) / blockSize;
    const int shift = log2Floor(blockSize);
    m_logicalWidth = std::max(m_logicalWidth, log10Floor(numBlocks));
    out += fmt::format("File size of {} is {} ({} block{} of {} bytes)\n", file, map.fileSize, numBlocks,
                       numBlocks == 1 ? "" : "s", 1u << shift);

    const int lw = m_logicalWidth;
    const int pw = m_physicalWidth;
    if (!map.extents.empty())
        out += fmt::format(" ext: {:>{}} {:>{}} length: {:>{}} flags:\n", "logical_offset:", lw * 2 + 3,
                           "physical_offset:", pw * 2 + 3, "expected:", pw + 1);

    Extent prev;
    std::uint64_t found = 0;
    int index = 0;
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
        std::string flags = br.isNew && placed ? fmt::format("{:>{}}: ", br.expected >> s, pw)
                                               : std::string(std::size_t(std::min(pw, 19)), ' ') + "  ";
        for (const QString& flag : extentFlagNames(e.flags))
            flags += flag.toStdString() + ',';
        if (e.logicalEnd() >= map.fileSize)
            flags += "eof,";
        flags.pop_back(); // filefrag drops the last character: a comma, or a space
        out += fmt::format("{:4}: {:>{}}..{:>{}}: {:>{}}..{:>{}}: {:>6}: {}\n", index++, logical, lw,
                           logical + lastBlock, lw, physical, pw, physical + (placed ? lastBlock : 0), pw,
                           placed ? e.length >> s : 0, flags);
    }
    out += found == 1 ? fmt::format("{}: 1 extent found\n", file) : fmt::format("{}: {} extents found\n", file, found);
    return out;
}

} // namespace fragscope
