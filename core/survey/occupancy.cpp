// SPDX-License-Identifier: GPL-3.0-or-later
#include "survey/occupancy.h"

namespace fragscope {

void OccupancyIndex::reset(std::uint64_t start, std::uint64_t end, std::size_t cells, std::uint32_t blockSize)
{
    cells = std::max<std::size_t>(1, cells);
    const std::uint64_t bs = std::max<std::uint32_t>(1, blockSize);
    m_grid.start = start / bs * bs;
    const std::uint64_t span = std::max<std::uint64_t>(end > m_grid.start ? end - m_grid.start : 0, bs);
    m_grid.cellBytes = std::max<std::uint64_t>(bs, (span + cells * bs - 1) / (cells * bs) * bs);
    m_grid.count = (span + m_grid.cellBytes - 1) / m_grid.cellBytes;
    m_cells.assign(m_grid.count, Cell{});
}

void OccupancyIndex::grow(std::uint64_t end)
{
    // Double the cell size until the span reaches `end`: cell i takes cells 2i and 2i + 1.
    const std::size_t count = m_cells.size();
    while (m_grid.end() < end) {
        std::vector<Cell> merged(count);
        for (std::size_t i = 0; i < count; ++i) {
            for (std::size_t j = 2 * i; j < std::min(count, 2 * i + 2); ++j) {
                const Cell& c = m_cells[j];
                Cell& m = merged[i];
                m.usedBytes += c.usedBytes;
                m.fragmentedBytes += c.fragmentedBytes;
                m.sharedBytes += c.sharedBytes;
                m.unreferencedBytes += c.unreferencedBytes;
                m.pieces += c.pieces;
                if (c.ownerBytes > m.ownerBytes) {
                    m.ownerBytes = c.ownerBytes;
                    m.owner = c.owner;
                }
            }
        }
        m_cells = std::move(merged);
        m_grid.cellBytes *= 2;
    }
}

void OccupancyIndex::add(
    std::uint64_t physical, std::uint64_t length, std::uint32_t owner, bool fragmented, bool shared, bool unreferenced)
{
    if (m_cells.empty() || length == 0)
        return;
    if (physical + length > end())
        grow(physical + length);
    m_grid.forEachCell(physical, length, [&](std::size_t i, std::uint64_t piece) {
        Cell& c = m_cells[i];
        c.usedBytes += piece;
        if (fragmented)
            c.fragmentedBytes += piece;
        if (shared)
            c.sharedBytes += piece;
        if (unreferenced) {
            c.unreferencedBytes += piece;
            return; // no file's data: it neither owns the cell nor counts as its piece
        }
        ++c.pieces;
        if (piece > c.ownerBytes) {
            c.ownerBytes = piece;
            c.owner = owner;
        }
    });
}

SpaceCells spaceCells(const OccupancyGrid& grid, const FreeSpace* space)
{
    SpaceCells out;
    out.grid = grid;
    if (!space)
        return out;
    auto spread = [&grid](std::uint64_t start, std::uint64_t length, std::vector<std::uint64_t>& bytes) {
        grid.forEachCell(start, length, [&](std::size_t i, std::uint64_t piece) { bytes[i] += piece; });
    };
    out.metaBytes.assign(grid.count, 0);
    if (space->method == FreeSpace::Method::Fsmap) {
        out.fsmap = true;
        out.freeBytes.assign(grid.count, 0);
        for (const SpaceRange& r : space->free)
            spread(r.start, r.length, out.freeBytes);
        for (const SpaceRange& r : space->metadata)
            spread(r.start, r.length, out.metaBytes);
    } else {
        out.groupBytes.assign(grid.count, 0);
        for (const auto& g : space->blockGroups) {
            spread(g.start, g.length, out.groupBytes);
            if (!g.isData()) // metadata and system groups: the file system's own trees
                spread(g.start, g.used, out.metaBytes);
        }
    }
    return out;
}

namespace {

// A cell that holds file data: extents no file uses, or data shared with a snapshot or a copy,
// where that is most of it (they say most about copy-on-write); else whether a file in pieces
// has data there.
CellState fileCellState(const OccupancyIndex::Cell& c)
{
    if (c.unreferencedBytes * 2 >= c.usedBytes)
        return CellState::Unreferenced;
    if (c.sharedBytes * 2 >= c.usedBytes)
        return CellState::Shared;
    if (c.fragmentedBytes > 0)
        return CellState::Fragmented;
    return c.sharedBytes > 0 ? CellState::Shared : CellState::Contiguous;
}

} // namespace

std::vector<CellView> cellViews(const OccupancyIndex& index, const SpaceCells& space)
{
    const std::size_t n = index.cellCount();
    std::vector<CellView> views(n);
    const bool known = space.fits(index.grid());
    const bool fsmap = known && space.fsmap;
    const bool groups = known && !space.groupBytes.empty();
    const double cellBytes = double(index.cellBytes());
    for (std::size_t i = 0; i < n; ++i) {
        const auto& c = index.cell(i);
        CellView& v = views[i];
        const std::uint64_t meta = known && !space.metaBytes.empty() ? space.metaBytes[i] : 0;
        double used = double(c.usedBytes + meta);
        if (fsmap) // what is neither free nor known is used by files the scan did not see
            used = std::max(used, cellBytes - double(space.freeBytes[i]));
        v.used = float(std::clamp(used / cellBytes, 0.0, 1.0));
        if (c.usedBytes > 0) {
            v.state = fileCellState(c);
        } else if (meta > 0) {
            v.state = CellState::Metadata;
        } else if (groups && space.groupBytes[i] == 0) {
            v.state = CellState::Outside;
        } else if (fsmap && space.freeBytes[i] * 2 < index.cellBytes()) {
            v.state = CellState::Other;
        } else {
            v.state = CellState::Free;
        }
    }
    return views;
}

void OccupancyIndex::restore(const OccupancyGrid& grid, std::vector<Cell> cells)
{
    m_grid = grid;
    m_cells = std::move(cells);
    m_cells.resize(grid.count);
}

} // namespace fragscope
