// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/mapbins.h"

#include "extents/metrics.h"

#include <algorithm>

namespace fragscope {

namespace {

struct Keyed
{
    std::uint64_t physical;
    std::uint32_t index;
};

// LSD radix sort on the physical address, 11 bits a pass (the counts stay in cache), skipping
// passes where every key has the same digit (block-aligned low bits, unused high bits): a million
// extents sort in milliseconds, where a comparison sort took a tenth of a second before first paint.
void sortByPhysical(std::vector<Keyed>& items)
{
    constexpr int kBits = 11;
    constexpr std::uint64_t kMask = (1u << kBits) - 1;
    std::vector<Keyed> scratch(items.size());
    std::vector<std::uint32_t> count;
    for (int shift = 0; shift < 64; shift += kBits) {
        count.assign(kMask + 2, 0);
        for (const Keyed& k : items)
            ++count[((k.physical >> shift) & kMask) + 1];
        if (std::any_of(count.begin(), count.end(), [&](std::uint32_t c) { return c == items.size(); }))
            continue; // one digit for all: this pass would change nothing
        for (std::size_t i = 1; i < count.size(); ++i)
            count[i] += count[i - 1];
        for (const Keyed& k : items)
            scratch[count[(k.physical >> shift) & kMask]++] = k;
        items.swap(scratch);
    }
}

} // namespace

DiskOrder diskOrder(const ExtentMap& map)
{
    const auto& ex = map.extents;
    std::vector<Keyed> placed;
    placed.reserve(ex.size());
    for (std::size_t i = 0; i < ex.size(); ++i) {
        if (!ex[i].locationUnknown() && !ex[i].has(FIEMAP_EXTENT_DATA_INLINE))
            placed.push_back(Keyed{ex[i].physical, std::uint32_t(i)});
    }
    sortByPhysical(placed);
    DiskOrder order;
    order.bytesBefore.assign(ex.size(), 0);
    for (const Keyed& k : placed) {
        order.bytesBefore[k.index] = order.total;
        order.total += ex[k.index].length;
    }
    return order;
}

std::vector<bool> fragmentStarts(const ExtentMap& map)
{
    std::vector<bool> starts(map.extents.size());
    Extent prev;
    for (std::size_t i = 0; i < map.extents.size(); ++i) {
        starts[i] = i > 0 && fragmentBreak(prev, map.extents[i]).isNew;
        prev = map.extents[i];
    }
    return starts;
}

std::vector<bool> fragmentStarts(const ExtentMap& map, const DiskLayout& layout)
{
    if (layout.truth == DiskTruth::Fiemap)
        return fragmentStarts(map);
    // Where a piece does not continue the run of the one before it, in file order.
    std::vector<std::uint64_t> breaks;
    for (std::size_t i = 1; i < layout.pieces.size(); ++i) {
        if (!continuesRun(layout.pieces[i - 1], layout.pieces[i]))
            breaks.push_back(layout.pieces[i].logical);
    }
    std::vector<bool> starts(map.extents.size());
    for (std::size_t i = 1; i < map.extents.size(); ++i)
        starts[i] = std::binary_search(breaks.begin(), breaks.end(), map.extents[i].logical);
    return starts;
}

MapIndex indexMap(const ExtentMap& map)
{
    return MapIndex{fragmentStarts(map), diskOrder(map)};
}

MapIndex indexMap(const ExtentMap& map, const DiskLayout& layout)
{
    return MapIndex{fragmentStarts(map, layout), diskOrder(map)};
}

BinKind kindOf(const Extent& e)
{
    if (e.has(FIEMAP_EXTENT_DATA_INLINE))
        return BinKind::Inline;
    if (e.locationUnknown())
        return BinKind::Unknown;
    if (e.has(FIEMAP_EXTENT_UNWRITTEN))
        return BinKind::Unwritten;
    if (e.has(FIEMAP_EXTENT_SHARED))
        return BinKind::Shared;
    return BinKind::Data;
}

namespace {

// Where in disk order a bin's first byte is (0..1): a long extent shades across its bins.
float diskPosition(const Extent& e, std::uint64_t placedBefore, std::uint64_t binStart, double placedBytes)
{
    const std::uint64_t inside = binStart > e.logical ? std::min(binStart - e.logical, e.length) : 0;
    return float(double(placedBefore + inside) / placedBytes);
}

// Whether a fragment starts inside [binStart, binEnd), looking from extent j on. Extents narrower
// than a bin are skipped over here, which is what keeps the walk linear in extents + bins.
bool fragmentStartsIn(const std::vector<Extent>& ex, const std::vector<bool>& starts, std::size_t j,
    std::uint64_t binStart, std::uint64_t binEnd)
{
    for (std::size_t k = j; k < ex.size() && ex[k].logical < binEnd; ++k) {
        if (ex[k].logical >= binStart && starts[k])
            return true;
    }
    return false;
}

} // namespace

std::vector<MapBin> binExtents(const ExtentMap& map, const std::vector<bool>& starts, const DiskOrder& order,
    std::uint64_t viewStart, std::uint64_t viewEnd, std::size_t bins)
{
    std::vector<MapBin> out(bins);
    if (bins == 0 || viewEnd <= viewStart)
        return out;
    const auto& ex = map.extents;
    const double width = double(viewEnd - viewStart) / double(bins);
    const double placedBytes = order.total ? double(order.total) : 1.0;
    // The file's logical end: extents may reach past st_size by a partial block.
    const std::uint64_t fileEnd = std::max(map.fileSize, ex.empty() ? 0 : ex.back().logicalEnd());

    // First extent that ends after viewStart.
    std::size_t j = std::upper_bound(ex.begin(), ex.end(), viewStart, [](std::uint64_t v, const Extent& e) {
        return v < e.logicalEnd();
    }) - ex.begin();
    for (std::size_t i = 0; i < bins; ++i) {
        const auto binStart = std::uint64_t(double(viewStart) + width * double(i));
        auto binEnd = std::uint64_t(double(viewStart) + width * double(i + 1));
        binEnd = std::max(binEnd, binStart + 1);
        MapBin& bin = out[i];
        if (binStart >= fileEnd)
            continue; // Beyond
        while (j < ex.size() && ex[j].logicalEnd() <= binStart)
            ++j;
        if (j >= ex.size() || ex[j].logical >= binEnd) {
            bin.kind = BinKind::Hole;
            continue;
        }
        bin.kind = kindOf(ex[j]);
        bin.extent = std::int64_t(j);
        if (bin.kind != BinKind::Unknown && bin.kind != BinKind::Inline)
            bin.position = diskPosition(ex[j], order.bytesBefore[j], binStart, placedBytes);
        bin.fragmentStart = fragmentStartsIn(ex, starts, j, binStart, binEnd);
    }
    return out;
}

std::int64_t extentAt(const ExtentMap& map, std::uint64_t offset)
{
    const auto& ex = map.extents;
    auto it = std::upper_bound(
        ex.begin(), ex.end(), offset, [](std::uint64_t v, const Extent& e) { return v < e.logicalEnd(); });
    if (it == ex.end() || it->logical > offset)
        return -1;
    return it - ex.begin();
}

} // namespace fragscope

namespace fragscope {

std::vector<DiskPiece> layoutSegments(const ExtentMap& map, const DiskLayout* layout, std::size_t maxSegments)
{
    std::vector<DiskPiece> pieces;
    if (layout && layout->truth != DiskTruth::Fiemap) {
        pieces = layout->pieces;
    } else {
        for (const Extent& e : map.extents) {
            if (!e.locationUnknown())
                pieces.push_back(DiskPiece{e.logical, e.length, e.physical, e.length});
        }
    }
    std::vector<DiskPiece> joined;
    for (const DiskPiece& p : pieces) {
        if (!joined.empty() && joined.back().logicalEnd() == p.logical && joined.back().diskEnd() == p.disk) {
            joined.back().length += p.length;
            joined.back().diskLength += p.diskLength;
        } else {
            joined.push_back(p);
        }
    }
    if (maxSegments == 0 || joined.size() <= maxSegments)
        return joined;
    const std::size_t stride = (joined.size() + maxSegments - 1) / maxSegments;
    std::vector<DiskPiece> sampled;
    sampled.reserve(joined.size() / stride + 1);
    for (std::size_t i = 0; i < joined.size(); i += stride)
        sampled.push_back(joined[i]);
    return sampled;
}

} // namespace fragscope
