// SPDX-License-Identifier: GPL-3.0-or-later
#include "colormap.h"

#include <array>
#include <cmath>

namespace fragscope {
namespace {

// Anchor points sampled from the viridis ramp (public domain colour data).
constexpr std::array<std::array<int, 3>, 9> kRamp = {{
    {68, 1, 84},
    {71, 44, 122},
    {59, 81, 139},
    {44, 113, 142},
    {33, 144, 141},
    {39, 173, 129},
    {92, 200, 99},
    {170, 220, 50},
    {253, 231, 37},
}};

QRgb mix(QRgb a, QRgb b, float t)
{
    auto lerp = [t](int x, int y) { return int(std::lround(float(x) + (float(y) - float(x)) * t)); };
    return qRgb(lerp(qRed(a), qRed(b)), lerp(qGreen(a), qGreen(b)), lerp(qBlue(a), qBlue(b)));
}

// 1024 steps are more than the eye tells apart; a table keeps a full-screen repaint cheap.
constexpr int kLutSize = 1024;

std::array<QRgb, kLutSize> makeLut()
{
    std::array<QRgb, kLutSize> lut{};
    for (int n = 0; n < kLutSize; ++n) {
        const float t = float(n) / float(kLutSize - 1) * float(kRamp.size() - 1);
        const auto i = std::min<std::size_t>(std::size_t(t), kRamp.size() - 2);
        const auto& a = kRamp[i];
        const auto& b = kRamp[i + 1];
        lut[std::size_t(n)] = mix(qRgb(a[0], a[1], a[2]), qRgb(b[0], b[1], b[2]), t - float(i));
    }
    return lut;
}

} // namespace

QRgb positionColor(float t)
{
    static const std::array<QRgb, kLutSize> lut = makeLut();
    return lut[std::size_t(std::clamp(t, 0.0f, 1.0f) * float(kLutSize - 1) + 0.5f)];
}

QColor holeColor()
{
    return QColor(0xE4, 0xE4, 0xE4);
}

QColor inlineColor()
{
    return QColor(0xD8, 0x3C, 0x8C);
}

QColor unknownColor()
{
    return QColor(0x9A, 0x9A, 0x9A);
}

QRgb binColor(const MapBin& bin, int x, int y)
{
    const bool hatch = (x + y) % 6 == 0; // diagonal lines, fixed to the pixel grid
    switch (bin.kind) {
    case BinKind::Beyond:
        return qRgba(0, 0, 0, 0);
    case BinKind::Hole:
        return hatch ? qRgb(0xC4, 0xC4, 0xC4) : holeColor().rgb();
    case BinKind::Inline:
        return inlineColor().rgb();
    case BinKind::Unknown:
        return hatch ? qRgb(0x70, 0x70, 0x70) : unknownColor().rgb();
    case BinKind::Unwritten:
        // Pale: the blocks are there, the data are not.
        return hatch ? positionColor(bin.position) : mix(positionColor(bin.position), qRgb(255, 255, 255), 0.6f);
    case BinKind::Shared:
        // Dotted: the same blocks belong to another file too.
        return (x % 3 == 0 && y % 3 == 0) ? qRgb(255, 255, 255) : positionColor(bin.position);
    case BinKind::Data:
        break;
    }
    return positionColor(bin.position);
}

} // namespace fragscope
