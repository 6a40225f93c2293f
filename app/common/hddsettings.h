// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/hddmodel.h"

namespace fragscope {

// The disk as the user last set it (the window's Disk model…, kept in fragscope's settings), so the
// window and the command line predict for the same disk; the defaults when none was set, or when
// the settings were edited by hand into something that is not a disk.
HddParams savedHddParams();
void saveHddParams(const HddParams& params);

} // namespace fragscope
