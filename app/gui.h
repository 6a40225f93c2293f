// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace fragscope {

int runGui(int argc, char** argv);

} // namespace fragscope
