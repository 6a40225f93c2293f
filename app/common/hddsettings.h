// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/calibrate.h"
#include "model/hddmodel.h"

namespace fragscope {

// The disk as the user last set it (the window's Disk model…, kept in fragscope's settings), so the
// window and the command line predict for the same disk; the defaults when none was set, or when
// the settings were edited by hand into something that is not a disk.
HddParams savedHddParams();
void saveHddParams(const HddParams& params);

// The disk the window shows read times on (View ▸ Read Times On, in the window's own settings): empty
// for the disk under each file (its measured profile, else a preset), or a preset's key, to see every
// layout on that disk.
QString savedCostDiskChoice();
void saveCostDiskChoice(const QString& presetKey);
// The disk for a file under `path` as the window shows it: the choice, else costDiskFor(path).
CostDisk shownCostDisk(const QString& path);

} // namespace fragscope
