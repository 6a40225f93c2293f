// SPDX-License-Identifier: GPL-3.0-or-later
#include "diskmapgeometry.h"

#include <bit>
#include <utility>

namespace fragscope {

std::uint32_t DiskMapGeometry::side() const
{
    std::uint32_t s = 1;
    while (std::uint64_t(s) * s < cells)
        s *= 2;
    return s;
}

// The classic iterative conversion: at each scale s, the quadrant from two bits of d, rotated so
// that the curve's sub-squares join end to start.
QPoint DiskMapGeometry::hilbertPoint(std::uint32_t side, std::uint64_t d)
{
    std::uint32_t x = 0, y = 0;
    for (std::uint32_t s = 1; s < side; s *= 2) {
        const std::uint32_t rx = 1 & std::uint32_t(d / 2);
        const std::uint32_t ry = 1 & std::uint32_t(d ^ rx);
        if (ry == 0) {
            if (rx == 1) {
                x = s - 1 - x;
                y = s - 1 - y;
            }
            std::swap(x, y);
        }
        x += s * rx;
        y += s * ry;
        d /= 4;
    }
    return QPoint(int(x), int(y));
}

std::uint64_t DiskMapGeometry::hilbertIndex(std::uint32_t side, QPoint p)
{
    auto x = std::uint32_t(p.x());
    auto y = std::uint32_t(p.y());
    std::uint64_t d = 0;
    for (std::uint32_t s = side / 2; s > 0; s /= 2) {
        const std::uint32_t rx = (x & s) > 0 ? 1 : 0;
        const std::uint32_t ry = (y & s) > 0 ? 1 : 0;
        d += std::uint64_t(s) * s * ((3 * rx) ^ ry);
        if (ry == 0) {
            if (rx == 1) {
                x = side - 1 - x;
                y = side - 1 - y;
            }
            std::swap(x, y);
        }
    }
    return d;
}

QPoint DiskMapGeometry::position(std::size_t cell) const
{
    const std::uint32_t s = side();
    if (layout == Layout::Hilbert)
        return hilbertPoint(s, cell);
    return QPoint(int(cell % s), int(cell / s));
}

std::ptrdiff_t DiskMapGeometry::cellAt(QPoint grid) const
{
    const std::uint32_t s = side();
    if (grid.x() < 0 || grid.y() < 0 || std::uint32_t(grid.x()) >= s || std::uint32_t(grid.y()) >= s)
        return -1;
    const std::uint64_t cell
        = layout == Layout::Hilbert ? hilbertIndex(s, grid) : std::uint64_t(grid.y()) * s + std::uint64_t(grid.x());
    return cell < cells ? std::ptrdiff_t(cell) : -1;
}

} // namespace fragscope
