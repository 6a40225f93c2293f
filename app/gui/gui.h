// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QPalette;

namespace fragscope {

int runGui(int argc, char** argv);

// --dark: Fusion's colours on a dark ground, for desktops whose Qt theme has none.
QPalette darkPalette();

} // namespace fragscope
