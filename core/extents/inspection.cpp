// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/inspection.h"

#include <algorithm>

namespace fragscope {

std::uint64_t bestExtentBytesFor(const FsInfo& fs)
{
    if (fs.ext4GroupSpanBytes)
        return fs.ext4GroupSpanBytes;
    // Without the superblock e4defrag takes one extent as the best; so do we.
    return 0;
}

std::vector<DevicePlace> devicePlacesOf(
    const ExtentMap& map, const DiskLayout& layout, const BtrfsChunkMap& chunks, std::size_t index)
{
    const Extent& e = map.extents.at(index);
    if (e.locationUnknown() || e.has(FIEMAP_EXTENT_DATA_INLINE))
        return {};
    if (e.has(FIEMAP_EXTENT_ENCODED) && layout.truth == DiskTruth::Exact) {
        const auto piece = std::lower_bound(layout.pieces.begin(), layout.pieces.end(), e.logical,
            [](const DiskPiece& p, std::uint64_t at) { return p.logical < at; });
        if (piece != layout.pieces.end() && piece->logical == e.logical)
            return chunks.places(piece->disk, piece->diskLength);
    }
    return chunks.places(e.physical, e.length);
}

void placeOnDevices(Inspection& in, const QString& path)
{
    if (in.fs.magic != kBtrfsMagic)
        return;
    auto chunks = BtrfsChunkMap::read(path);
    if (chunks)
        in.chunks = std::make_shared<const BtrfsChunkMap>(std::move(*chunks));
    else
        in.chunksUnread = chunks.error().reason;
}

Result<Inspection> mapFile(const QString& path, const FiemapOptions& options, const FiemapProgressFn& progress)
{
    auto map = readExtents(path, options, progress);
    if (!map)
        return std::unexpected(map.error());
    auto fs = FsInfo::probe(path);
    if (!fs)
        return std::unexpected(fs.error());
    Inspection inspection;
    inspection.map = std::move(*map);
    inspection.fs = std::move(*fs);
    inspection.onDisk = readDiskLayout(path, inspection.map, inspection.fs);
    inspection.takenAt = QDateTime::currentDateTime();
    return inspection;
}

Result<Inspection> inspectFile(const QString& path, const FiemapOptions& options, const FiemapProgressFn& progress)
{
    auto inspection = mapFile(path, options, progress);
    if (inspection)
        inspection->report = computeFragReport(inspection->map, bestExtentBytesFor(inspection->fs), inspection->onDisk);
    return inspection;
}

} // namespace fragscope
