// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>

#include <cstddef>
#include <cstdint>

namespace fragscope {

// Where each cell of the disk map sits on a square grid of side() × side() cells: row by row
// (linear), or along a Hilbert curve, which keeps addresses that are close on disk close on screen.
struct DiskMapGeometry
{
    enum class Layout { Linear, Hilbert };
    Layout layout = Layout::Linear;
    std::size_t cells = 0;

    // The smallest power of two whose square holds every cell (Hilbert needs one; linear uses the
    // same grid so that switching keeps the picture's size).
    std::uint32_t side() const;
    QPoint position(std::size_t cell) const;
    // The cell at a grid position, or -1 where there is none.
    std::ptrdiff_t cellAt(QPoint grid) const;

    static QPoint hilbertPoint(std::uint32_t side, std::uint64_t d);
    static std::uint64_t hilbertIndex(std::uint32_t side, QPoint p);
};

} // namespace fragscope
