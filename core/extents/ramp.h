// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace fragscope {

// The map's colour for a position 0..1 in the file's disk order, as 0xRRGGBB: a perceptually
// ordered ramp (viridis: dark blue -> teal -> yellow). The window and the HTML report share it.
std::uint32_t rampColor(float t);
// Where series `index` of `count` sits on that ramp when lines are told apart by it (the lab's
// files): apart, and short of the yellow end, which is hard to see on white.
float seriesPosition(int index, int count);

} // namespace fragscope
