// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/metrics.h"

#include <algorithm>

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

FragReport computeFragReport(const ExtentMap& map, std::uint64_t bestExtentBytes)
{
    FragReport r;
    r.fileSize = map.fileSize;
    const auto& ex = map.extents;
    r.extentRecords = ex.size();
    r.fragments = countFragments(ex);

    std::uint64_t covered = 0; // logical offset reached so far, for holes
    std::uint64_t blocks = 0;
    const std::uint64_t bs = std::max<std::uint32_t>(1, map.blockSize);
    const Extent* prevPlaced = nullptr;
    for (const Extent& e : ex) {
        r.mappedBytes += e.length;
        r.largestExtentBytes = std::max(r.largestExtentBytes, e.length);
        // Like e4defrag: a record shorter than a block (inline data) counts as one block.
        blocks += std::max<std::uint64_t>(1, e.length / bs);
        if (e.logical > covered) {
            ++r.holes;
            r.holeBytes += e.logical - covered;
        }
        covered = std::max(covered, e.logicalEnd());
        if (e.has(FIEMAP_EXTENT_SHARED))
            r.sharedBytes += e.length;
        if (e.has(FIEMAP_EXTENT_UNWRITTEN))
            r.unwrittenBytes += e.length;
        if (e.has(FIEMAP_EXTENT_DATA_INLINE))
            r.inlineBytes += e.length;
        if (e.has(FIEMAP_EXTENT_ENCODED))
            r.encodedBytes += e.length;
        if (e.has(FIEMAP_EXTENT_DELALLOC))
            r.delallocBytes += e.length;
        if (e.locationUnknown())
            continue;
        if (prevPlaced) {
            const std::uint64_t from = prevPlaced->physicalEnd();
            r.seekDistanceBytes += e.physical > from ? e.physical - from : from - e.physical;
        }
        prevPlaced = &e;
    }
    if (map.fileSize > covered) {
        ++r.holes;
        r.holeBytes += map.fileSize - covered;
    }
    if (!ex.empty())
        r.averageExtentBytes = r.mappedBytes / ex.size();

    // Physical runs: sort by physical address, join neighbours contiguous in both address spaces.
    std::vector<Extent> byPhysical;
    byPhysical.reserve(ex.size());
    for (const Extent& e : ex) {
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
    r.physicalRuns = runBytes.size();

    r.bestExtentBytes = bestExtentBytes;
    if (r.mappedBytes == 0)
        r.idealExtents = 0;
    else if (bestExtentBytes == 0)
        r.idealExtents = 1;
    else
        r.idealExtents = (r.mappedBytes - 1) / bestExtentBytes + 1;

    r.e4defragScore
        = blocks == 0 ? 0 : e4defragScore((double(r.extentRecords) - double(r.idealExtents)) * 100.0 / double(blocks));

    if (!runBytes.empty() && r.mappedBytes > 0) {
        const std::size_t take = std::min<std::size_t>(std::max<std::uint64_t>(1, r.idealExtents), runBytes.size());
        std::partial_sort(runBytes.begin(), runBytes.begin() + take, runBytes.end(), std::greater<>());
        std::uint64_t inLargest = 0;
        for (std::size_t i = 0; i < take; ++i)
            inLargest += runBytes[i];
        r.contiguity = double(inLargest) / double(r.mappedBytes);
    } else {
        r.contiguity = r.mappedBytes == 0 ? 1.0 : 0.0;
    }
    return r;
}

} // namespace fragscope
