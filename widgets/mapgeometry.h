// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>
#include <QRect>

#include <cstdint>
#include <optional>

namespace fragscope {

// Where each logical byte of the file lands in the wrapped strip: the visible range
// [viewStart, viewEnd) is spread over rows() rows of columns() pixel columns, left to right, top to
// bottom. Plain arithmetic, tested without a widget.
struct MapGeometry
{
    QRect area;
    int rowHeight = 18;
    int rowGap = 4;
    std::uint64_t viewStart = 0;
    std::uint64_t viewEnd = 0;

    int columns() const { return std::max(1, area.width()); }
    int rows() const { return std::max(1, (area.height() + rowGap) / (rowHeight + rowGap)); }
    std::size_t bins() const { return std::size_t(columns()) * std::size_t(rows()); }
    std::uint64_t span() const { return viewEnd - viewStart; }
    double bytesPerBin() const { return double(span()) / double(bins()); }

    // Top-left pixel of a bin.
    QPoint binOrigin(std::size_t bin) const;
    // The bin under a point, or nothing in a gap between rows or outside the strip.
    std::optional<std::size_t> binAt(QPoint p) const;
    std::optional<std::uint64_t> offsetAt(QPoint p) const;
    // The bin holding a logical offset (clamped to the strip).
    std::size_t binOf(std::uint64_t offset) const;
    std::uint64_t offsetOfBin(std::size_t bin) const;

    // Show everything.
    void reset(std::uint64_t total);
    // factor > 1 zooms in; the byte under anchor stays where it is on screen.
    void zoom(double factor, std::uint64_t anchor, std::uint64_t total);
    // Move the view by a number of bins (negative: back), clamped to [0, total].
    void pan(double bins, std::uint64_t total);
    // Move the view so offset is visible, centring it when it was not.
    void ensureVisible(std::uint64_t offset, std::uint64_t total);
    // The smallest span worth showing: one byte per bin, at least one 4 KiB block.
    std::uint64_t minimumSpan() const { return std::max<std::uint64_t>(bins(), 4096); }
};

} // namespace fragscope
