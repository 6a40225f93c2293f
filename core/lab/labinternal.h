// SPDX-License-Identifier: GPL-3.0-or-later
// What the lab's sources share among themselves and nobody else: figures, the parallel writers and
// the random writes.
#pragma once

#include "lab/experiment.h"

#include "io/ownedfiles.h"

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

// B bytes at a time at distinct random places (over the first W bytes, or the whole file when
// spread), each followed by fsync, as in the talk: write i goes
// to every target before write i + 1, at the same place in each, so only the file system differs
// and the maps change side by side. Each target's layout is read about every 250 ms for whoever
// draws it. A target that fails drops out; false when cancelled.
bool writeRandomly(std::vector<LabTarget>& targets, const LabSettings& s, Rng& rng, const LabControl& control,
    const LabProgressFn& progress);

// An installed program's path, also in /usr/sbin and /sbin, which an ordinary PATH may lack (mkfs,
// compsize); empty when it is not installed.
QString toolPath(const QString& name);

// Snapshots: a target's subvolume with the test file in it, made (and listed) by `owned`.
Result<void> makeSubvolume(LabTarget& t, int index, OwnedFiles& owned);
// Snapshots: the subvolume snapshotted (an earlier snapshot of this run removed first).
Result<void> takeBtrfsSnapshot(LabTarget& t, int index, OwnedFiles& owned);
// Snapshots: waits until the space of subvolumes deleted before (an earlier run's snapshot) is
// free, so that the data used this run measures grows by its own writes only.
void settleDeletedSubvolumes(const QString& dir, const LabControl& control);
// Snapshots: what the file (as `file` mapped it) and the snapshot's copy share now, by us and by
// the tools.
Result<LabSharing> measureSharing(const LabTarget& t, const Snapshot& file);

} // namespace fragscope::lab
