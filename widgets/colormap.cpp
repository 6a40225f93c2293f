// SPDX-License-Identifier: GPL-3.0-or-later
#include "colormap.h"

#include "extents/ramp.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace fragscope {
namespace {

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
    for (int n = 0; n < kLutSize; ++n)
        lut[std::size_t(n)] = 0xff000000u | rampColor(float(n) / float(kLutSize - 1));
    return lut;
}

} // namespace

QRgb positionColor(float t)
{
    static const std::array<QRgb, kLutSize> lut = makeLut();
    return lut[std::size_t(std::lround(std::clamp(t, 0.0f, 1.0f) * float(kLutSize - 1)))];
}

QColor holeColor()
{
    return QColor(0xE4, 0xE4, 0xE4);
}

QColor sharedColor()
{
    return QColor(0x93, 0x5c, 0xc9);
}

QColor ownDataColor()
{
    return QColor(0x2b, 0x7b, 0xd6);
}

QColor inlineColor()
{
    return QColor(0xD8, 0x3C, 0x8C);
}

QColor unknownColor()
{
    return QColor(0x9A, 0x9A, 0x9A);
}

QColor lostShareColor(double share)
{
    if (!(share > 0.001))
        return QColor(0x9c, 0xc3, 0xe6);
    const double t = std::clamp((std::log10(share) + 3) / 3, 0.0, 1.0); // 0.1 % .. 100 %
    return QColor::fromHsvF(float(0.58 - 0.58 * t), float(0.35 + 0.5 * t), float(0.95 - 0.1 * t));
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
