// SPDX-License-Identifier: GPL-3.0-or-later
#include "survey/occupancy.h"

#include <algorithm>

namespace fragscope {

void OccupancyIndex::reset(std::uint64_t start, std::uint64_t end, std::size_t cells, std::uint32_t blockSize)
{
    cells = std::max<std::size_t>(1, cells);
    const std::uint64_t bs = std::max<std::uint32_t>(1, blockSize);
    m_start = start / bs * bs;
    const std::uint64_t span = std::max<std::uint64_t>(end > m_start ? end - m_start : 0, bs);
    m_cellBytes = std::max<std::uint64_t>(bs, (span + cells * bs - 1) / (cells * bs) * bs);
    m_cells.assign((span + m_cellBytes - 1) / m_cellBytes, Cell{});
}

std::size_t OccupancyIndex::cellOf(std::uint64_t address) const
{
    if (m_cells.empty() || address <= m_start)
        return 0;
    return std::min<std::size_t>((address - m_start) / m_cellBytes, m_cells.size() - 1);
}

void OccupancyIndex::grow(std::uint64_t end)
{
    // Double the cell size until the span reaches `end`: cell i takes cells 2i and 2i + 1.
    const std::size_t count = m_cells.size();
    while (m_start + m_cellBytes * count < end) {
        std::vector<Cell> merged(count);
        for (std::size_t i = 0; i < count; ++i) {
            for (std::size_t j = 2 * i; j < std::min(count, 2 * i + 2); ++j) {
                const Cell& c = m_cells[j];
                Cell& m = merged[i];
                m.usedBytes += c.usedBytes;
                m.fragmentedBytes += c.fragmentedBytes;
                m.sharedBytes += c.sharedBytes;
                m.pieces += c.pieces;
                if (c.ownerBytes > m.ownerBytes) {
                    m.ownerBytes = c.ownerBytes;
                    m.owner = c.owner;
                }
            }
        }
        m_cells = std::move(merged);
        m_cellBytes *= 2;
    }
}

void OccupancyIndex::add(std::uint64_t physical, std::uint64_t length, std::uint32_t owner, bool fragmented, bool shared)
{
    if (m_cells.empty() || length == 0 || physical + length <= m_start)
        return;
    if (physical < m_start) {
        length -= m_start - physical;
        physical = m_start;
    }
    if (physical + length > end())
        grow(physical + length);
    std::uint64_t at = physical;
    const std::uint64_t stop = physical + length;
    for (std::size_t i = cellOf(at); at < stop && i < m_cells.size(); ++i) {
        const std::uint64_t cellEnd = addressOf(i) + m_cellBytes;
        const std::uint64_t piece = std::min(stop, cellEnd) - at;
        Cell& c = m_cells[i];
        c.usedBytes += piece;
        if (fragmented)
            c.fragmentedBytes += piece;
        if (shared)
            c.sharedBytes += piece;
        ++c.pieces;
        if (piece > c.ownerBytes) {
            c.ownerBytes = piece;
            c.owner = owner;
        }
        at += piece;
    }
}

namespace {

// Adds each range's bytes to the cells it covers.
void spread(const OccupancyIndex& index, const std::vector<SpaceRange>& ranges, std::vector<std::uint64_t>& bytes)
{
    const std::uint64_t cellBytes = index.cellBytes();
    for (const SpaceRange& r : ranges) {
        std::uint64_t at = std::max(r.start, index.start());
        const std::uint64_t stop = std::min(r.end(), index.end());
        for (std::size_t i = index.cellOf(at); at < stop; ++i) {
            const std::uint64_t piece = std::min(stop, index.addressOf(i) + cellBytes) - at;
            bytes[i] += piece;
            at += piece;
        }
    }
}

} // namespace

std::vector<CellView> cellViews(const OccupancyIndex& index, const FreeSpace* space)
{
    const std::size_t n = index.cellCount();
    std::vector<CellView> views(n);
    std::vector<std::uint64_t> freeBytes, metaBytes;
    const bool fsmap = space && space->method == FreeSpace::Method::Fsmap;
    if (fsmap) {
        freeBytes.assign(n, 0);
        metaBytes.assign(n, 0);
        spread(index, space->free, freeBytes);
        spread(index, space->metadata, metaBytes);
    }
    std::vector<std::uint64_t> inGroup;
    if (space && space->method == FreeSpace::Method::BtrfsBlockGroups) {
        inGroup.assign(n, 0);
        std::vector<SpaceRange> groups, meta;
        for (const auto& g : space->blockGroups) {
            groups.push_back(SpaceRange{g.start, g.length});
            if (!(g.flags & 1)) // not a data group: the file system's own trees
                meta.push_back(SpaceRange{g.start, g.used});
        }
        spread(index, groups, inGroup);
        metaBytes.assign(n, 0);
        spread(index, meta, metaBytes);
    }
    const double cellBytes = double(index.cellBytes());
    for (std::size_t i = 0; i < n; ++i) {
        const auto& c = index.cell(i);
        CellView& v = views[i];
        const std::uint64_t meta = metaBytes.empty() ? 0 : metaBytes[i];
        double used = double(c.usedBytes + meta);
        if (fsmap) // what is neither free nor known is used by files the scan did not see
            used = std::max(used, cellBytes - double(freeBytes[i]));
        v.used = float(std::clamp(used / cellBytes, 0.0, 1.0));
        if (c.usedBytes > 0) {
            v.state = c.fragmentedBytes > 0 ? CellState::Fragmented
                : c.sharedBytes > 0         ? CellState::Shared
                                            : CellState::Contiguous;
        } else if (meta > 0) {
            v.state = CellState::Metadata;
        } else if (!inGroup.empty() && inGroup[i] == 0) {
            v.state = CellState::Outside;
        } else if (fsmap && freeBytes[i] * 2 < index.cellBytes()) {
            v.state = CellState::Other;
        } else {
            v.state = CellState::Free;
        }
    }
    return views;
}

} // namespace fragscope
