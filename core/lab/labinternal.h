// SPDX-License-Identifier: GPL-3.0-or-later
// What the lab's sources share among themselves and nobody else: figures and the parallel writers.
#pragma once

#include "lab/experiment.h"

#include <cstdint>
#include <functional>

namespace fragscope::lab {

inline constexpr std::uint64_t kMargin = 64ULL << 20;     // metadata, and the second place of copy-on-write
inline constexpr std::uint64_t kWriterBlock = 1ULL << 20; // dd bs=1M, as in the paper

// The parallel writers: s.writers threads at once, writer i writing its slice of the file (the last
// one takes what the division leaves) from its start in kWriterBlock blocks of incompressible data,
// as `dd bs=1M seek=... conv=notrunc` would, each through its own descriptor, O_DIRECT when asked.
// The file starts empty; the data is on disk (fsync) before it returns. A writer that fails stops
// the others; pause holds each between two blocks.
Result<void> writeInParallel(const QString& path, const LabSettings& s, std::uint64_t seed, const LabControl& control,
    const std::function<void(std::uint64_t done, std::uint64_t total)>& progress);

} // namespace fragscope::lab
