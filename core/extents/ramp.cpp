// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/ramp.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace fragscope {

std::uint32_t rampColor(float t)
{
    // Anchor points sampled from the viridis ramp (public domain colour data).
    static constexpr std::array<std::array<int, 3>, 9> kRamp = {{
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
    const float x = std::clamp(t, 0.0f, 1.0f) * float(kRamp.size() - 1);
    const auto i = std::min<std::size_t>(std::size_t(x), kRamp.size() - 2);
    const float f = x - float(i);
    std::uint32_t rgb = 0;
    for (int c = 0; c < 3; ++c) {
        const float a = float(kRamp[i][std::size_t(c)]), b = float(kRamp[i + 1][std::size_t(c)]);
        rgb = (rgb << 8) | std::uint32_t(std::lround(a + (b - a) * f));
    }
    return rgb;
}

float seriesPosition(int index, int count)
{
    return count <= 1 ? 0.25f : 0.8f * float(index) / float(count - 1);
}

} // namespace fragscope
