// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "extents/ondisk.h"

namespace fragscope {

// What one pixel column of the map shows. Binning lives here, not in the widget, so a view with a
// million extents draws at most one primitive per column and tests can check it without a GUI.
enum class BinKind : std::uint8_t {
    Beyond, // past the end of the file
    Hole,   // no blocks: reads as zeros
    Data,
    Unwritten, // preallocated, never written
    Shared,    // reflinked / snapshot-shared
    Inline,    // stored in metadata
    Unknown,   // delayed allocation or unknown location
};

struct MapBin
{
    float position = -1; // where the bin's data sit in the file's disk order, 0..1; -1 when none
    BinKind kind = BinKind::Beyond;
    bool fragmentStart = false; // a new fragment (filefrag's rule) begins inside this bin
    std::int64_t extent = -1;   // the extent shown, -1 for none
};

// The file's placed extents laid end to end in the order of their disk addresses: a byte's place
// in that line, as a fraction, is its colour. Ranking rather than scaling by address keeps one far
// outlier from squashing every other extent into one colour.
struct DiskOrder
{
    std::vector<std::uint64_t> bytesBefore; // per extent: placed bytes that lie lower on disk
    std::uint64_t total = 0;                // placed bytes
};
DiskOrder diskOrder(const ExtentMap& map);

// For every extent, whether it starts a new fragment; computed once per map. With a layout that
// knows more than FIEMAP's records (btrfs: compressed extents' lengths on disk), where a new run on
// disk starts instead: a compressed file written in order has none.
std::vector<bool> fragmentStarts(const ExtentMap& map);
std::vector<bool> fragmentStarts(const ExtentMap& map, const DiskLayout& layout);

// What drawing a map needs beyond the extents, computed once per map, off the GUI thread: a
// million extents take tens of milliseconds to order.
struct MapIndex
{
    std::vector<bool> fragmentStarts;
    DiskOrder order;
};
MapIndex indexMap(const ExtentMap& map);
MapIndex indexMap(const ExtentMap& map, const DiskLayout& layout);

// Bins [viewStart, viewEnd) into `bins` equal columns. starts comes from fragmentStarts().
std::vector<MapBin> binExtents(const ExtentMap& map, const std::vector<bool>& starts, const DiskOrder& order,
    std::uint64_t viewStart, std::uint64_t viewEnd, std::size_t bins);

// The index of the extent covering a logical byte, or -1 (a hole, or past the end).
std::int64_t extentAt(const ExtentMap& map, std::uint64_t offset);

// The kind a single extent is drawn as.
BinKind kindOf(const Extent& e);

} // namespace fragscope

namespace fragscope {

// Segments for a file-offset-against-disk-offset plot: each the file's bytes and the disk range
// they lie in, from the layout's pieces where it knows more than FIEMAP (btrfs: a compressed extent
// is its length on disk high, not its plain length), else from the extents. Neighbours that
// continue each other on disk are joined, and when more than maxSegments remain, every k-th is kept
// so a plot stays cheap at a million extents.
std::vector<DiskPiece> layoutSegments(const ExtentMap& map, const DiskLayout* layout, std::size_t maxSegments);

} // namespace fragscope
