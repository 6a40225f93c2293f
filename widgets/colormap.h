// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/mapbins.h"

#include <QColor>

namespace fragscope {

// Colour for a physical position 0..1: a perceptually ordered ramp (dark blue -> teal -> yellow),
// so a contiguous file reads as one smooth gradient and a scattered one as speckles.
QRgb positionColor(float t);

// How each kind of bin is drawn; the legend uses the same function so they cannot disagree.
QRgb binColor(const MapBin& bin, int x, int y);

QColor holeColor();
// Data shared with another file or snapshot, and data of the file's own: as the disk map draws them.
QColor sharedColor();
QColor ownDataColor();
QColor inlineColor();
QColor unknownColor();

// The share of a read lost to its layout (0..1): calm blue for none, yellow for a tenth, red for
// most of it (log scale from 0.1 %). The treemap's and the disk map's colour by time lost.
QColor lostShareColor(double share);

} // namespace fragscope
