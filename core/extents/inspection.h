// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/fiemapreader.h"
#include "extents/mapbins.h"
#include "extents/metrics.h"
#include "extents/ondisk.h"
#include "fs/btrfschunks.h"
#include "fs/fsinfo.h"

#include <QDateTime>

#include <memory>

namespace fragscope {

// Everything the inspector shows about one file, computed off the GUI thread in one go.
struct Inspection
{
    ExtentMap map;
    FsInfo fs;
    DiskLayout onDisk; // where the data lies on disk, from the file system's records where they are read
    // btrfs: its chunk tree, which places the extents' addresses (btrfs logical ones) on the devices;
    // null where it was not read (placeOnDevices), with the reason (root only).
    std::shared_ptr<const BtrfsChunkMap> chunks;
    QString chunksUnread;
    FragReport report;
    QDateTime takenAt;
    // Filled by whoever draws the map (indexMap), on the same worker thread; empty for the CLI.
    std::shared_ptr<const MapIndex> index;
};

// On btrfs, reads the chunk tree of the file system holding `path` into in.chunks (or why not into
// in.chunksUnread), for what shows where extents lie on the devices: the inspector and `map`. Not
// part of mapFile: snapshots taken for a defrag or a lab stage do not need it.
void placeOnDevices(Inspection& in, const QString& path);

// Where extent `index` of the map lies on btrfs's devices (chunks: its chunk tree): the range
// FIEMAP gives, or for a compressed extent the bytes it takes on disk (the layout's piece that
// starts there; FIEMAP gives its plain length). Empty for inline data and unplaced extents.
std::vector<DevicePlace> devicePlacesOf(
    const ExtentMap& map, const DiskLayout& layout, const BtrfsChunkMap& chunks, std::size_t index);

// The extent size e4defrag's "best" count divides by, for this file system; 0 when unknown.
std::uint64_t bestExtentBytesFor(const FsInfo& fs);

// Map the file and probe its file system; the report is left empty.
Result<Inspection> mapFile(
    const QString& path, const FiemapOptions& options = {}, const FiemapProgressFn& progress = {});

// mapFile, and the report computed.
Result<Inspection> inspectFile(
    const QString& path, const FiemapOptions& options = {}, const FiemapProgressFn& progress = {});

} // namespace fragscope

Q_DECLARE_METATYPE(fragscope::Inspection)
