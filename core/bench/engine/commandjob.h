// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/engine/runner.h"
#include "bench/results/result.h"

#include <QString>

#include <atomic>
#include <functional>

namespace fragscope {

// A shell command measured from outside: for comparing copy methods (tar, cpio, cp; one stream or
// several) by what they read and write.
struct CommandJob
{
    QString command;   // run by /bin/sh -c
    int instances = 1; // started at the same time
    QString workingDirectory;
};

// Runs the instances, samples /proc/PID/io of their process trees every interval for the live plot
// (bytes that reached the storage layer: read_bytes and write_bytes), and reports the totals with
// wall, user and system time. Cancel kills the process groups. The result has one job and one run;
// its read/write figures are the storage bytes, its CPU figures the user and system time as a
// percentage of the wall time.
BenchResult runCommandJob(const CommandJob& job, const std::atomic<bool>& cancel,
    const std::function<void(const BenchTick&)>& onTick = {},
    std::chrono::milliseconds interval = std::chrono::milliseconds(100));

} // namespace fragscope
