// SPDX-License-Identifier: GPL-3.0-or-later
// The figures every view leads with, built on the read (hddmodel.cpp): a file's read as it lies,
// defragmented and in one piece; a far read of metadata.
#include "extents/ondisk.h"
#include "model/hddmodel.h"
#include "model/readruns.h"

#include <algorithm>
#include <map>
#include <vector>

namespace fragscope {

double farReadSeconds(std::uint64_t bytes, const HddParams& p)
{
    const Extent far{0, p.measured ? p.measured->sizeBytes / 3 : p.capacityBytes / 3, bytes, 0};
    return predictHddRead(std::span<const Extent>(&far, 1), p).diskSeconds(); // no file of its own
}

std::vector<Extent> laidEndToEnd(std::span<const Extent> extents)
{
    std::vector<Extent> laid = readRuns(extents);
    std::map<std::uint32_t, std::uint64_t> ends; // each device's: where its first piece lies
    for (Extent& e : laid) {
        e.flags &= ~kExtentOwnRequest; // one extent now: its requests run on from piece to piece
        std::uint64_t& end = ends.try_emplace(e.device, e.physical).first->second;
        e.physical = end;
        end += e.length;
    }
    return laid;
}

ReadCost readCost(
    std::span<const Extent> extents, const HddParams& p, std::uint64_t mapBlocks, std::uint64_t readAheadBytes)
{
    return readCost(extents, laidEndToEnd(extents), p, mapBlocks, readAheadBytes);
}

ReadCost layoutReadCost(const DiskLayout& layout, const BtrfsChunkMap* chunks, const HddParams& p)
{
    return readCost(
        readExtents(layout, chunks), laidReadExtents(layout, chunks), p, layout.mapBlocks, layout.readAheadBytes);
}

ReadCost readCost(std::span<const Extent> extents, std::span<const Extent> ideal, const HddParams& p,
    std::uint64_t mapBlocks, std::uint64_t readAheadBytes)
{
    ReadCost c;
    c.now = predictHddRead(extents, p, readAheadBytes);
    if (mapBlocks > 0) {
        const double maps = double(mapBlocks) * farReadSeconds(4096, p);
        c.now.seconds += maps;
        c.now.positionSeconds += maps;
        c.now.seeks += mapBlocks;
    }
    c.readSeconds = c.now.seconds;
    // Defragmented: the extents read, end to end where the first lies; in one piece: their bytes in
    // one extent there.
    const std::vector<Extent> laid = readRuns(ideal);
    if (laid.empty())
        return c;
    // In one piece: its bytes in one extent where the first lies; on several devices (a striped
    // btrfs) the defragmented read's pieces as plain data, for one extent is striped too.
    const bool across
        = std::any_of(laid.begin(), laid.end(), [&](const Extent& e) { return e.device != laid.front().device; });
    std::vector<Extent> whole;
    if (!across)
        whole.push_back(Extent{0, laid.front().physical, 0, 0, laid.front().device});
    for (std::size_t i = 0; i < laid.size(); ++i) {
        const Extent& e = laid[i];
        if (across)
            whole.push_back(Extent{e.logical, e.physical, e.length, 0, e.device});
        else
            whole.front().length += e.length;
        // A compressed extent cut at stripes: its parts share its place in the file.
        c.encodedExtents += e.has(FIEMAP_EXTENT_ENCODED) && (i == 0 || laid[i - 1].logical != e.logical);
    }
    c.idealReadSeconds = predictHddRead(laid, p, readAheadBytes).seconds;
    c.onePieceSeconds = predictHddRead(whole, p, readAheadBytes).seconds;
    c.lostSeconds = std::max(0.0, c.readSeconds - c.idealReadSeconds);
    c.extentSeconds = std::max(0.0, c.idealReadSeconds - c.onePieceSeconds);
    return c;
}

} // namespace fragscope
