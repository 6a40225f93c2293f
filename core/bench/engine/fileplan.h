// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the runner: which file each clone uses, what must be written before the run, and whether
// there is room for it.
#pragma once

#include "bench/jobs/jobspec.h"
#include "io/ownedfiles.h"
#include "util/error.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace fragscope::bench {

// One file a job uses and what must happen to it before the run.
struct PlannedFile
{
    QString path;
    std::uint64_t regionBytes = 0; // the part of the file the job addresses
    std::uint64_t layoutFrom = 0;  // bytes to write before the run: [layoutFrom, layoutTo)
    std::uint64_t layoutTo = 0;
    bool create = false;
    bool truncateTo = false;      // a write-only job on a new file: make it sparse at its size
    int filledByGroup = -1;       // the stonewall group whose sequential write job writes it whole first
    bool mayRunOutOfRoom = false; // a job goes on after ENOSPC (ignore_error): not checked for room
};

// /dev/null and /dev/zero: fio's examples read and write them to measure the engine alone; they
// hold nothing, so they are used as they are (no layout, no cache to drop).
bool isNullDevice(const QString& path);

// Which file each clone of the jobs uses: one entry per distinct path, and the region of each
// (job, clone).
struct FilePlan
{
    std::vector<PlannedFile> files;
    std::vector<std::vector<std::uint64_t>> regionOf;
};

// Decides the file of each clone, refusing what must not be written.
Result<FilePlan> planFiles(const std::vector<JobSpec>& jobs);

// Whether each directory has room for the files the plan creates (their regions, 2 % and 16 MiB
// for metadata).
Result<void> checkRoom(const std::vector<PlannedFile>& plan);

// Creates the plan's new files (registered in `owned`, so a crash leaves nothing for long) and writes
// what the jobs will read or overwrite; `progress` gets the file being written and the fraction of
// all. A cancel is not an error: it returns early, and the caller sees `cancel`.
Result<void> layOutFiles(const std::vector<PlannedFile>& plan, OwnedFiles& owned, const std::atomic<bool>& cancel,
    const std::function<void(const QString& path, double fraction)>& progress);

} // namespace fragscope::bench
