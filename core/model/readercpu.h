// SPDX-License-Identifier: GPL-3.0-or-later
// What a program reading files costs the CPU (DeviceProfile::Reader), measured by calibrate.
#pragma once

#include "model/profile.h"
#include "util/error.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>

namespace fragscope {

// A read of `length` bytes of the descriptor at `offset` (buffered: through the page cache), or why not.
using ColdRead = std::function<Result<void>(std::uint64_t offset, std::uint64_t length)>;

// Times a warm read of the kind the cost model prices: the first 64 MiB of `fd` (the device, or any
// file; `name` names it in an error) brought into the page cache by `bringIn` (calibrate's reads,
// given up on a device that does not answer), then read from the cache in tar's 10 KiB and cat's
// 128 KiB calls, taking turns — the two sizes give the cost of a call and of a byte — and a cached
// file's open, fstat and close (this program's own executable); the median of each. The 64 MiB are
// let go of the page cache again at the end (POSIX_FADV_DONTNEED), also after an error. Only reads: an
// O_DIRECT descriptor reads buffered meanwhile (its flags are shared with its duplicates) and gets
// its flags back, also after an error. A block device's page cache copies as ext4's and XFS's do
// (large folios; a memfd's pages cost 3.5 times as much a byte here). `scale` lengthens it
// (thorough: 5). The error names what failed; `cancel` ends it with Error{cancelled}.
Result<DeviceProfile::Reader> measureReader(
    int fd, const ColdRead& bringIn, const QString& name, const std::atomic<bool>& cancel, double scale = 1);

} // namespace fragscope
