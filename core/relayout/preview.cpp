// SPDX-License-Identifier: GPL-3.0-or-later
#include "relayout/preview.h"

#include "extents/fiemapreader.h"
#include "extents/metrics.h"
#include "fs/fsinfo.h"
#include "util/units.h"

#include <QCoreApplication>

#include <functional>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(DefragPreview)
};

// `bytes` written anew in the largest free extents that hold them, in the order of the disk: the
// extents of its read, empty when all the free space is too little.
std::vector<Extent> laidInFreeSpace(const FreeSpace& space, std::uint64_t bytes)
{
    std::vector<SpaceRange> largest = space.free;
    std::ranges::sort(largest, std::greater<>(), &SpaceRange::length);
    std::uint64_t held = 0;
    std::size_t taken = 0;
    while (taken < largest.size() && held < bytes)
        held += largest[taken++].length;
    if (held < bytes)
        return {};
    largest.resize(taken);
    std::ranges::sort(largest, std::less<>(), &SpaceRange::start);
    std::vector<Extent> out;
    std::uint64_t logical = 0;
    for (const SpaceRange& r : largest) {
        if (logical == bytes)
            break;
        const std::uint64_t length = std::min(r.length, bytes - logical);
        out.push_back(Extent{logical, r.start, length, 0});
        logical += length;
    }
    return out;
}

} // namespace

namespace {

// The layout once the pieces marked are written anew: each run of them (one after another in the
// file) one piece where the run starts, the others as they are; *written gets their bytes on disk.
DiskLayout rewrittenLayout(const DiskLayout& layout, const std::vector<bool>& rewritten, std::uint64_t* written)
{
    DiskLayout after = layout;
    after.pieces.clear();
    after.mapBlocks = 0;
    *written = 0;
    bool joining = false;
    for (std::size_t i = 0; i < layout.pieces.size(); ++i) {
        const DiskPiece& p = layout.pieces[i];
        const bool rewrite = i < rewritten.size() && rewritten[i];
        if (!rewrite) {
            after.pieces.push_back(p);
            joining = false;
            continue;
        }
        *written += p.diskLength;
        if (joining && after.pieces.back().logicalEnd() == p.logical) {
            DiskPiece& run = after.pieces.back();
            run.length += p.length;
            run.diskLength += p.diskLength;
            continue;
        }
        after.pieces.push_back(DiskPiece{p.logical, p.length, p.disk, p.diskLength});
        joining = true;
    }
    return after;
}

} // namespace

DefragPreview previewDefrag(const ExtentMap& map, const DiskLayout& layout, const FreeSpace* space,
    const HddParams& disk, const std::vector<bool>* rewritten, const BtrfsChunkMap* chunks)
{
    DefragPreview p;
    p.fragments = countFragments(map.extents);
    p.piecesNow = countPhysicalRuns(layout.pieces);
    p.piecesAfter = p.piecesNow;
    const std::uint64_t bytes = layout.diskBytes;
    const ReadCost cost = layoutReadCost(layout, chunks, disk);
    p.readNowSeconds = p.readAfterSeconds = cost.readSeconds;
    if (p.piecesNow <= 1 || bytes == 0)
        return p; // one piece already, or nothing on disk (empty, inline): nothing to write
    if (space && space->method == FreeSpace::Method::Fsmap) {
        p.roomKnown = true;
        const std::vector<Extent> after = laidInFreeSpace(*space, bytes);
        p.fits = !after.empty();
        if (after.empty() || after.size() >= p.piecesNow)
            return p; // no room, or none that makes it fewer pieces
        p.piecesAfter = after.size();
        p.writeBytes = p.roomBytes = bytes;
        // Its map blocks stay where more pieces than an inode holds stay (ext4's inode holds 4).
        const std::uint64_t mapsAfter = after.size() > 4 ? layout.mapBlocks : 0;
        p.readAfterSeconds
            = std::min(cost.readSeconds, readCost(after, disk, mapsAfter, layout.readAheadBytes).readSeconds);
        return p;
    }
    if (rewritten) {
        std::uint64_t written = 0;
        const DiskLayout after = rewrittenLayout(layout, *rewritten, &written);
        const std::uint64_t pieces = countPhysicalRuns(after.pieces);
        if (written == 0 || pieces >= p.piecesNow)
            return p; // nothing the defrag would rewrite, or nothing it would join
        p.piecesAfter = pieces;
        p.writeBytes = p.roomBytes = written;
        p.readAfterSeconds = std::min(
            cost.readSeconds, readCost(readExtents(after, chunks), disk, 0, layout.readAheadBytes).readSeconds);
        return p;
    }
    p.piecesAfter = 1;
    p.writeBytes = p.roomBytes = bytes;
    p.readAfterSeconds = cost.idealReadSeconds;
    return p;
}

DefragPreview previewDefragOn(const ExtentMap& map, const DiskLayout& layout, const FreeSpace* space,
    const HddParams& disk, std::uint64_t fsMagic, const DefragOptions& options, const BtrfsChunkMap* chunks)
{
    // btrfs: the kernel's defrag picks what it rewrites, which its own records tell (not FIEMAP's).
    if (fsMagic == kBtrfsMagic && options.btrfsCompression == 0 && layout.truth == DiskTruth::Exact) {
        const std::vector<bool> rewritten = btrfsRewrites(layout, options.btrfsExtentThreshold);
        return previewDefrag(map, layout, space, disk, &rewritten, chunks);
    }
    return previewDefrag(map, layout, space, disk, nullptr, chunks);
}

Result<DefragPreview> DefragPreviewer::preview(const QString& path)
{
    auto map = readExtents(path, FiemapOptions{});
    if (!map)
        return std::unexpected(map.error());
    auto fs = FsInfo::probe(path);
    if (!fs)
        return std::unexpected(fs.error());
    auto found = m_spaces.find(map->device);
    if (found == m_spaces.end()) {
        auto space = readFreeSpace(fs->mountPoint.isEmpty() ? path : fs->mountPoint);
        found = m_spaces.emplace(map->device, space ? std::optional(std::move(*space)) : std::nullopt).first;
    }
    auto chunks = m_chunks.find(map->device);
    if (chunks == m_chunks.end())
        chunks = m_chunks.emplace(map->device, btrfsChunkMapFor(*fs, path)).first;
    const DiskLayout layout = readDiskLayout(path, *map, *fs);
    const std::optional<FreeSpace>& known = found->second;
    const FreeSpace* space = known ? &*known : nullptr;
    return previewDefragOn(*map, layout, space, m_disk, fs->magic, m_options, chunks->second.get());
}

QString thresholdSkip(std::uint64_t fragments, double gainSeconds, const DefragThresholds& t)
{
    // The reasons name the threshold, not the file's figure: a list groups the files by reason.
    if (t.minFragments > 0 && fragments < t.minFragments)
        return Text::tr("fewer fragments than the %1 asked (--min-fragments)").arg(formatCount(t.minFragments));
    if (t.minGainSeconds > 0 && gainSeconds < t.minGainSeconds)
        return Text::tr("gains less than the %1 asked (--min-gain)").arg(formatSeconds(t.minGainSeconds));
    return {};
}

void PreviewTotals::add(const DefragPreview& p)
{
    ++files;
    improving += p.improves() ? 1 : 0;
    readNowSeconds += p.readNowSeconds;
    readAfterSeconds += p.readAfterSeconds;
    writeBytes += p.writeBytes;
    roomBytes = std::max(roomBytes, p.roomBytes);
}

} // namespace fragscope
