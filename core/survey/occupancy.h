// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fs/freespace.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

namespace fragscope {

// How an address span is cut into cells: a value, cheap to hand to another thread.
struct OccupancyGrid
{
    std::uint64_t start = 0;
    std::uint64_t cellBytes = 4096;
    std::size_t count = 0;

    std::uint64_t end() const { return start + cellBytes * count; }
    // The cell an address falls in (clamped to the span), and the first address of a cell.
    std::size_t cellOf(std::uint64_t address) const
    {
        if (count == 0 || address <= start)
            return 0;
        return std::min<std::size_t>((address - start) / cellBytes, count - 1);
    }
    std::uint64_t addressOf(std::size_t cell) const { return start + cellBytes * cell; }
    // fn(cell, bytes) for each cell [physical, physical + length) covers, within the span.
    template<typename Fn> void forEachCell(std::uint64_t physical, std::uint64_t length, Fn&& fn) const
    {
        std::uint64_t at = std::max(physical, start);
        const std::uint64_t stop = std::min(physical + length, end());
        for (std::size_t i = cellOf(at); at < stop; ++i) {
            const std::uint64_t piece = std::min(stop, addressOf(i) + cellBytes) - at;
            fn(i, piece);
            at += piece;
        }
    }
};

// The disk's address space at a fixed resolution: per cell, the bytes files hold there and the file
// holding most of it. A few MiB whatever the number of files. Extents beyond the span double it
// (neighbouring cells merge), so it needs no size known in advance.
class OccupancyIndex
{
public:
    static constexpr std::uint32_t kNoOwner = std::numeric_limits<std::uint32_t>::max();
    struct Cell
    {
        std::uint64_t usedBytes = 0;
        std::uint64_t fragmentedBytes = 0; // of files in more than one fragment
        std::uint64_t sharedBytes = 0;
        std::uint64_t unreferencedBytes = 0; // of extents, in parts no file references (bookends)
        std::uint64_t ownerBytes = 0;
        std::uint32_t owner = kNoOwner; // the file with the largest piece here
        std::uint32_t pieces = 0;       // extents that touch the cell
    };

    // An address span [start, end) in `cells` cells (rounded so that each cell is a whole block).
    void reset(std::uint64_t start, std::uint64_t end, std::size_t cells = 1 << 16, std::uint32_t blockSize = 4096);
    void add(std::uint64_t physical, std::uint64_t length, std::uint32_t owner, bool fragmented, bool shared,
        bool unreferenced = false);
    // Puts back cells saved earlier (a survey reopened): one per cell of the grid.
    void restore(const OccupancyGrid& grid, std::vector<Cell> cells);

    bool isNull() const { return m_cells.empty(); }
    const OccupancyGrid& grid() const { return m_grid; }
    std::size_t cellCount() const { return m_cells.size(); }
    std::uint64_t start() const { return m_grid.start; }
    std::uint64_t end() const { return m_grid.end(); }
    std::uint64_t cellBytes() const { return m_grid.cellBytes; }
    const Cell& cell(std::size_t i) const { return m_cells[i]; }
    std::size_t cellOf(std::uint64_t address) const { return m_grid.cellOf(address); }
    std::uint64_t addressOf(std::size_t cell) const { return m_grid.addressOf(cell); }

private:
    void grow(std::uint64_t end);

    OccupancyGrid m_grid;
    std::vector<Cell> m_cells;
};

// What a cell of the disk map shows.
enum class CellState : std::uint8_t {
    Free,         // no file data, and the file system says free (or nothing known)
    Metadata,     // the file system's own blocks
    Contiguous,   // data of files in one piece
    Fragmented,   // data of a file in several fragments
    Shared,       // data shared with other files (reflinks, snapshots)
    Unreferenced, // mostly parts of extents no file references any more (btrfs bookends)
    Other,        // used, by something the scan did not see (files outside the tree)
    Outside,      // not part of the file system's space (btrfs: between block groups)
};
struct CellView
{
    CellState state = CellState::Free;
    float used = 0; // share of the cell in use (files, metadata or other): 0..1
    // Of the file holding most of the cell: the share of its read lost to its layout (0..1);
    // below 0 where no surveyed file is there or it has no read time (costedCellViews).
    float lostShare = -1;
};

// The free space and metadata spread over a grid's cells: computed once per free-space reading and
// grid, not on every redraw (a fragmented file system has millions of free extents).
struct SpaceCells
{
    OccupancyGrid grid;
    bool fsmap = false; // free and metadata bytes known per cell (GETFSMAP)
    std::vector<std::uint64_t> freeBytes;
    std::vector<std::uint64_t> metaBytes;
    std::vector<std::uint64_t> groupBytes; // btrfs: bytes inside block groups
    bool fits(const OccupancyGrid& g) const
    {
        return g.start == grid.start && g.cellBytes == grid.cellBytes && g.count == grid.count;
    }
};
SpaceCells spaceCells(const OccupancyGrid& grid, const FreeSpace* space);

// One view per cell: files from the index, free space and metadata from the space cells.
std::vector<CellView> cellViews(const OccupancyIndex& index, const SpaceCells& space);
inline std::vector<CellView> cellViews(const OccupancyIndex& index, const FreeSpace* space)
{
    return cellViews(index, spaceCells(index.grid(), space));
}

} // namespace fragscope
