// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/metrics.h"

#include <algorithm>
#include <functional>
#include <utility>

namespace fragscope {

FragmentBreak fragmentBreak(const Extent& prev, const Extent& cur)
{
    const std::uint64_t dense = prev.physical + prev.length;
    const std::uint64_t expected = prev.physical + cur.logical - prev.logical;
    if (cur.logical != 0 && cur.physical != expected && cur.physical != dense)
        return FragmentBreak{true, expected};
    return {};
}

std::uint64_t countFragments(const std::vector<Extent>& extents)
{
    std::uint64_t count = 0;
    Extent prev;
    for (const Extent& e : extents) {
        if (fragmentBreak(prev, e).isNew || count == 0)
            ++count;
        prev = e;
    }
    return count;
}

double e4defragScore(double ratio)
{
    return ratio > 10 ? 80 + 20 * ratio / 100 : 8 * ratio;
}

bool takesExclusiveSpace(const Extent& e)
{
    constexpr std::uint32_t kNoSpace = FIEMAP_EXTENT_DATA_INLINE | FIEMAP_EXTENT_DELALLOC | FIEMAP_EXTENT_UNKNOWN;
    return !e.has(FIEMAP_EXTENT_SHARED) && !(e.flags & kNoSpace);
}

namespace {

// The bytes each flag of interest marks.
void addFlaggedBytes(FragReport& r, const Extent& e)
{
    const std::pair<std::uint32_t, std::uint64_t FragReport::*> kinds[] = {
        {FIEMAP_EXTENT_SHARED, &FragReport::sharedBytes},
        {FIEMAP_EXTENT_UNWRITTEN, &FragReport::unwrittenBytes},
        {FIEMAP_EXTENT_DATA_INLINE, &FragReport::inlineBytes},
        {FIEMAP_EXTENT_ENCODED, &FragReport::encodedBytes},
        {FIEMAP_EXTENT_DELALLOC, &FragReport::delallocBytes},
    };
    for (const auto& [flag, bytes] : kinds) {
        if (e.has(flag))
            r.*bytes += e.length;
    }
    if (takesExclusiveSpace(e))
        r.exclusiveBytes += e.length;
}

// The figures read extent by extent in logical order: bytes, holes, flags. Returns the file's
// blocks as e4defrag counts them (a record shorter than a block, inline data, is one).
std::uint64_t addLogicalFigures(FragReport& r, const ExtentMap& map)
{
    std::uint64_t covered = 0; // logical offset reached so far, for holes
    std::uint64_t blocks = 0;
    const std::uint64_t bs = std::max<std::uint32_t>(1, map.blockSize);
    const auto addHole = [&r](std::uint64_t from, std::uint64_t to) {
        if (to > from) {
            ++r.holes;
            r.holeBytes += to - from;
        }
    };
    for (const Extent& e : map.extents) {
        r.mappedBytes += e.length;
        r.largestExtentBytes = std::max(r.largestExtentBytes, e.length);
        blocks += std::max<std::uint64_t>(1, e.length / bs);
        addHole(covered, e.logical);
        covered = std::max(covered, e.logicalEnd());
        addFlaggedBytes(r, e);
    }
    addHole(covered, map.fileSize);
    return blocks;
}

// The jumps on disk of a read from start to end: from where one piece ends to where the next
// starts. A piece that starts where the last one did (two parts of one compressed extent) is
// read with it.
std::uint64_t seekDistanceOf(const std::vector<DiskPiece>& pieces)
{
    std::uint64_t distance = 0;
    for (std::size_t i = 1; i < pieces.size(); ++i) {
        const DiskPiece& prev = pieces[i - 1];
        const std::uint64_t at = pieces[i].disk;
        if (at == prev.disk)
            continue;
        distance += at > prev.diskEnd() ? at - prev.diskEnd() : prev.diskEnd() - at;
    }
    return distance;
}

// Physical runs: the pieces by place on disk, neighbours contiguous both in the file and on disk
// joined (as are two parts of one extent). The file's bytes of each run.
std::vector<std::uint64_t> physicalRunBytes(std::vector<DiskPiece> pieces)
{
    std::sort(pieces.begin(), pieces.end(), [](const DiskPiece& a, const DiskPiece& b) {
        return a.disk < b.disk || (a.disk == b.disk && a.logical < b.logical);
    });
    std::vector<std::uint64_t> runBytes;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const DiskPiece& e = pieces[i];
        if (i > 0 && continuesRun(pieces[i - 1], e))
            runBytes.back() += e.length;
        else
            runBytes.push_back(e.length);
    }
    return runBytes;
}

std::uint64_t idealExtentsFor(std::uint64_t mappedBytes, std::uint64_t bestExtentBytes)
{
    if (mappedBytes == 0)
        return 0;
    return bestExtentBytes == 0 ? 1 : (mappedBytes - 1) / bestExtentBytes + 1;
}

// The share of the bytes in the largest runs, as many runs as the ideal layout has extents.
double contiguityOf(std::vector<std::uint64_t> runBytes, std::uint64_t mappedBytes, std::uint64_t idealExtents)
{
    if (mappedBytes == 0)
        return 1.0;
    if (runBytes.empty())
        return 0.0;
    const std::size_t take = std::min<std::size_t>(std::max<std::uint64_t>(1, idealExtents), runBytes.size());
    std::partial_sort(runBytes.begin(), runBytes.begin() + std::ptrdiff_t(take), runBytes.end(), std::greater<>());
    std::uint64_t inLargest = 0;
    for (std::size_t i = 0; i < take; ++i)
        inLargest += runBytes[i];
    return double(inLargest) / double(mappedBytes);
}

} // namespace

std::uint64_t countPhysicalRuns(const std::vector<DiskPiece>& pieces)
{
    return physicalRunBytes(pieces).size();
}

FragReport computeFragReport(const ExtentMap& map, std::uint64_t bestExtentBytes, const DiskLayout& layout)
{
    FragReport r;
    r.fileSize = map.fileSize;
    r.extentRecords = map.extents.size();
    r.fragments = countFragments(map.extents);
    const std::uint64_t blocks = addLogicalFigures(r, map);
    if (!map.extents.empty())
        r.averageExtentBytes = r.mappedBytes / map.extents.size();
    r.diskTruth = layout.truth;
    r.diskBytes = layout.diskBytes;
    r.uncompressedBytes = layout.uncompressedBytes;
    r.referencedBytes = layout.referencedBytes;
    r.seekDistanceBytes = seekDistanceOf(layout.pieces);
    std::vector<std::uint64_t> runBytes = physicalRunBytes(layout.pieces);
    r.physicalRuns = runBytes.size();
    r.bestExtentBytes = bestExtentBytes;
    r.idealExtents = idealExtentsFor(r.mappedBytes, bestExtentBytes);
    r.e4defragScore
        = blocks == 0 ? 0 : e4defragScore((double(r.extentRecords) - double(r.idealExtents)) * 100.0 / double(blocks));
    r.contiguity = contiguityOf(std::move(runBytes), r.mappedBytes, r.idealExtents);
    return r;
}

FragReport computeFragReport(const ExtentMap& map, std::uint64_t bestExtentBytes)
{
    return computeFragReport(map, bestExtentBytes, diskLayoutFromFiemap(map.extents, map.fileSize));
}

} // namespace fragscope
