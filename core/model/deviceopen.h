// SPDX-License-Identifier: GPL-3.0-or-later
// Inside calibration: how the device is opened, shared by finding it (calibrate.cpp) and measuring
// it (calibrator.cpp).
#pragma once

#include "model/calibrate.h"
#include "util/error.h"
#include "util/fd.h"

#include <QString>

namespace fragscope {

// Opens a device to read with direct I/O: open(2), else, where the system refuses (EACCES, EPERM),
// `refused` (*other says it was that way); the error says which device and why.
Result<UniqueFd> openDeviceToRead(const QString& node, const DeviceOpener& refused, bool* other = nullptr);

} // namespace fragscope
