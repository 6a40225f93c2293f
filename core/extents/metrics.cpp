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
}

// The figures read extent by extent in logical order: bytes, holes, flags, seeks. Returns the
// file's blocks as e4defrag counts them (a record shorter than a block, inline data, is one).
std::uint64_t addLogicalFigures(FragReport& r, const ExtentMap& map)
{
    std::uint64_t covered = 0; // logical offset reached so far, for holes
    std::uint64_t blocks = 0;
    const std::uint64_t bs = std::max<std::uint32_t>(1, map.blockSize);
    const Extent* prevPlaced = nullptr;
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
        if (e.locationUnknown())
            continue;
        if (prevPlaced) {
            const std::uint64_t from = prevPlaced->physicalEnd();
            r.seekDistanceBytes += e.physical > from ? e.physical - from : from - e.physical;
        }
        prevPlaced = &e;
    }
    addHole(covered, map.fileSize);
    return blocks;
}

// Physical runs: the placed extents by physical address, neighbours contiguous in both address
// spaces joined. The bytes of each run.
std::vector<std::uint64_t> physicalRunBytes(const std::vector<Extent>& extents)
{
    std::vector<Extent> byPhysical;
    byPhysical.reserve(extents.size());
    for (const Extent& e : extents) {
        if (!e.locationUnknown())
            byPhysical.push_back(e);
    }
    std::sort(
        byPhysical.begin(), byPhysical.end(), [](const Extent& a, const Extent& b) { return a.physical < b.physical; });
    std::vector<std::uint64_t> runBytes;
    for (std::size_t i = 0; i < byPhysical.size(); ++i) {
        const Extent& e = byPhysical[i];
        const bool joins
            = i > 0 && byPhysical[i - 1].physicalEnd() == e.physical && byPhysical[i - 1].logicalEnd() == e.logical;
        if (joins)
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

FragReport computeFragReport(const ExtentMap& map, std::uint64_t bestExtentBytes)
{
    FragReport r;
    r.fileSize = map.fileSize;
    r.extentRecords = map.extents.size();
    r.fragments = countFragments(map.extents);
    const std::uint64_t blocks = addLogicalFigures(r, map);
    if (!map.extents.empty())
        r.averageExtentBytes = r.mappedBytes / map.extents.size();
    std::vector<std::uint64_t> runBytes = physicalRunBytes(map.extents);
    r.physicalRuns = runBytes.size();
    r.bestExtentBytes = bestExtentBytes;
    r.idealExtents = idealExtentsFor(r.mappedBytes, bestExtentBytes);
    r.e4defragScore
        = blocks == 0 ? 0 : e4defragScore((double(r.extentRecords) - double(r.idealExtents)) * 100.0 / double(blocks));
    r.contiguity = contiguityOf(std::move(runBytes), r.mappedBytes, r.idealExtents);
    return r;
}

} // namespace fragscope
