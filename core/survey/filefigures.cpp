// SPDX-License-Identifier: GPL-3.0-or-later
#include "survey/filefigures.h"

#include "extents/metrics.h"

#include <algorithm>
#include <bit>

namespace fragscope {
namespace {

// e4defrag's get_physical_count and get_best_count, in blocks of its block size.
void e4defragFigures(const std::vector<Extent>& extents, const E4defragGeometry& e4, SurveyFile& f)
{
    const std::uint64_t bs = e4.blockSize;
    std::uint64_t blocks = 0;
    struct Run
    {
        std::uint64_t physical, logical, length;
    };
    std::vector<Run> runs;
    runs.reserve(extents.size());
    for (const Extent& e : extents) {
        blocks += e.length / bs;
        runs.push_back(Run{e.physical / bs, e.logical / bs, e.length / bs});
    }
    if (blocks == 0)
        return;
    std::sort(runs.begin(), runs.end(), [](const Run& a, const Run& b) { return a.physical < b.physical; });
    std::uint64_t physicalCount = 0;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const Run& a = runs[i];
        const Run& b = runs[(i + 1) % runs.size()]; // its list is a ring: the last is compared with the first
        if (a.physical + a.length != b.physical || a.logical + a.length != b.logical)
            ++physicalCount;
    }
    const std::uint64_t best = e4.spanBlocks == 0 ? 1 : (blocks - 1) / e4.spanBlocks + 1;
    f.e4Now = std::uint32_t(extents.size());
    f.e4Best = std::uint32_t(best);
    f.e4Blocks = blocks;
    // The ratio in single precision, as e4defrag computes it.
    const float ratio = float(std::int64_t(physicalCount) - std::int64_t(best)) * 100 / float(blocks);
    f.e4Score = float(e4defragScore(ratio));
}

} // namespace

void fileFigures(const std::vector<Extent>& extents, const DiskLayout& layout, bool e4defragCounts,
    const E4defragGeometry& e4, const HddParams& hdd, const BtrfsChunkMap* chunks, SurveyFile& f)
{
    f.extentRecords = std::uint32_t(extents.size());
    f.fragments = std::uint32_t(countFragments(extents));
    bool first = true;
    for (const Extent& e : extents) {
        f.fsFlags |= e.flags;
        if (e.has(FIEMAP_EXTENT_SHARED))
            f.sharedBytes += e.length;
        if (e.has(FIEMAP_EXTENT_UNWRITTEN))
            f.unwrittenBytes += e.length;
        if (e.has(FIEMAP_EXTENT_DATA_INLINE))
            f.inlineBytes += e.length;
        if (e.has(FIEMAP_EXTENT_ENCODED))
            f.encodedBytes += e.length;
        if (takesExclusiveSpace(e))
            f.exclusiveBytes += e.length;
        if (first && !e.locationUnknown() && !e.has(FIEMAP_EXTENT_DATA_INLINE)) {
            f.firstPhysical = e.physical;
            first = false;
        }
    }
    if (e4defragCounts && !extents.empty())
        e4defragFigures(extents, e4, f);
    f.physicalRuns = std::uint32_t(countPhysicalRuns(layout.pieces));
    f.diskTruth = layout.truth;
    f.diskBytes = layout.diskBytes;
    f.uncompressedBytes = layout.uncompressedBytes;
    f.referencedBytes = layout.referencedBytes;
    f.unreferencedBytes = layout.unreferencedBytes;
    f.unreferencedKnown = layout.unreferencedKnown;
    const std::vector<Extent> read = readExtents(layout, chunks);
    if (read.size() > 1 || layout.mapBlocks > 0) {
        const ReadCost c
            = readCost(read, laidReadExtents(layout, chunks), hdd, layout.mapBlocks, layout.readAheadBytes);
        f.readSeconds = float(c.readSeconds);
        f.readerSeconds = float(c.now.readerSeconds);
        f.lostSeconds = float(c.lostSeconds);
    } else if (read.size() == 1) { // in one piece: nothing to lose
        const HddPrediction p = predictHddRead(read, hdd, layout.readAheadBytes);
        f.readSeconds = float(p.seconds);
        f.readerSeconds = float(p.readerSeconds);
    }
}

void oneBlockFigures(SurveyFile& f, const HddPrediction& read)
{
    f.readSeconds = float(read.seconds);
    f.readerSeconds = float(read.readerSeconds);
    f.extentRecords = 1;
    f.fragments = 1;
    f.e4Now = f.e4Best = 1;
    f.e4Blocks = 1;
    f.e4Score = 0;
    f.physicalRuns = 1;
    f.diskBytes = f.uncompressedBytes = f.referencedBytes = f.exclusiveBytes = f.allocated;
}

HddPrediction oneBlockRead(std::uint32_t blockSize, const HddParams& hdd)
{
    const Extent block{0, 0, blockSize, 0};
    return predictHddRead(std::span<const Extent>(&block, 1), hdd);
}

void countFile(const SurveyFile& f, const std::vector<Extent>* extents, SurveyTotals& t, SurveyHistograms& h)
{
    ++t.files;
    t.bytes += f.size;
    t.allocatedBytes += f.allocated;
    t.extentRecords += f.extentRecords;
    t.fragments += f.fragments;
    t.fragmentedFiles += f.fragments > 1 ? 1 : 0;
    t.physicalRuns += f.physicalRuns;
    t.scatteredFiles += f.physicalRuns > 1 ? 1 : 0;
    t.estimatedFiles += f.diskTruth == DiskTruth::Estimated ? 1 : 0;
    t.unreferencedUnknownFiles += f.unreferencedKnown ? 0 : 1;
    t.sharedBytes += f.sharedBytes;
    t.exclusiveBytes += f.exclusiveBytes;
    t.unwrittenBytes += f.unwrittenBytes;
    t.inlineBytes += f.inlineBytes;
    t.encodedBytes += f.encodedBytes;
    t.readSeconds += f.readSeconds;
    t.readerSeconds += f.readerSeconds;
    t.lostSeconds += f.lostSeconds;
    if (f.e4Now > 0) {
        ++t.e4.files;
        t.e4.nowExtents += f.e4Now;
        t.e4.bestExtents += f.e4Best;
        t.e4.blocks += f.e4Blocks;
    }
    if (f.fragments > 0)
        ++h.fragmentsPerFile[SurveyHistograms::fragmentRow(f.fragments)];
    if (extents) {
        for (const Extent& e : *extents) {
            const int row = e.length ? int(std::bit_width(e.length)) - 1 : 0;
            ++h.extentCount[row];
            h.extentBytes[row] += e.length;
        }
    }
}

} // namespace fragscope
