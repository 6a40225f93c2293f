// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapgeometry.h"

#include <algorithm>
#include <cmath>

namespace fragscope {

QPoint MapGeometry::binOrigin(std::size_t bin) const
{
    const auto cols = std::size_t(columns());
    return {area.left() + int(bin % cols), area.top() + int(bin / cols) * (rowHeight + rowGap)};
}

std::optional<std::size_t> MapGeometry::binAt(QPoint p) const
{
    if (!area.contains(p))
        return std::nullopt;
    const int y = p.y() - area.top();
    const int row = y / (rowHeight + rowGap);
    if (row >= rows() || y % (rowHeight + rowGap) >= rowHeight)
        return std::nullopt;
    return std::size_t(row) * std::size_t(columns()) + std::size_t(p.x() - area.left());
}

std::optional<std::uint64_t> MapGeometry::offsetAt(QPoint p) const
{
    const auto bin = binAt(p);
    if (!bin)
        return std::nullopt;
    return offsetOfBin(*bin);
}

std::uint64_t MapGeometry::offsetOfBin(std::size_t bin) const
{
    return viewStart + std::uint64_t(double(bin) * bytesPerBin());
}

std::size_t MapGeometry::binOf(std::uint64_t offset) const
{
    if (offset <= viewStart || span() == 0)
        return 0;
    const auto bin = std::size_t(double(offset - viewStart) / bytesPerBin());
    return std::min(bin, bins() - 1);
}

void MapGeometry::reset(std::uint64_t total)
{
    viewStart = 0;
    viewEnd = std::max<std::uint64_t>(total, 1);
}

void MapGeometry::zoom(double factor, std::uint64_t anchor, std::uint64_t total)
{
    total = std::max<std::uint64_t>(total, 1);
    if (factor <= 0 || span() == 0)
        return;
    anchor = std::clamp(anchor, viewStart, viewEnd);
    const double fraction = double(anchor - viewStart) / double(span());
    double newSpan = double(span()) / factor;
    newSpan = std::clamp(newSpan, double(std::min(minimumSpan(), total)), double(total));
    double start = double(anchor) - fraction * newSpan;
    start = std::clamp(start, 0.0, double(total) - newSpan);
    viewStart = std::uint64_t(std::llround(start));
    viewEnd = std::min(total, viewStart + std::uint64_t(std::llround(newSpan)));
}

void MapGeometry::pan(double binsToMove, std::uint64_t total)
{
    const double bytes = binsToMove * bytesPerBin();
    const std::uint64_t s = span();
    double start = double(viewStart) + bytes;
    start = std::clamp(start, 0.0, double(total > s ? total - s : 0));
    viewStart = std::uint64_t(std::llround(start));
    viewEnd = viewStart + s;
}

void MapGeometry::ensureVisible(std::uint64_t offset, std::uint64_t total)
{
    if (offset >= viewStart && offset < viewEnd)
        return;
    const std::uint64_t s = span();
    const std::uint64_t half = s / 2;
    std::uint64_t start = offset > half ? offset - half : 0;
    start = std::min(start, total > s ? total - s : 0);
    viewStart = start;
    viewEnd = start + s;
}

} // namespace fragscope
