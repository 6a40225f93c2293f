// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

#include <sys/types.h>

#include <cstdint>
#include <optional>

namespace fragscope {

// The fields of /proc/PID/stat after the command name (which may hold spaces and parentheses):
// [0] the state, [1] the parent pid, [19] the start time. Empty when the process is gone.
QList<QByteArray> procStatFields(pid_t pid);

// Whether the process lives (or lives and is not ours to signal): kill(pid, 0) fails with ESRCH only
// for one that is gone. What a dead process left (a file named after its pid) may then be taken.
bool processAlive(pid_t pid);
// The same, and still the process that started at `startTime` (field 22 of /proc/PID/stat, as
// processStartTime gives it): a reused pid is not mistaken for it. False for pid <= 0.
bool processAlive(pid_t pid, const QByteArray& startTime);
QByteArray processStartTime(pid_t pid);

// Bytes a process (and the children it has reaped) read from and wrote to the storage layer, from
// /proc/PID/io; zeros when it is gone or not ours to read.
struct ProcessIo
{
    std::uint64_t readBytes = 0;
    std::uint64_t writeBytes = 0;
};
ProcessIo processIo(pid_t pid);

// A block device's counters from /proc/diskstats: I/Os completed and the milliseconds it was busy
// (io_ticks). nullopt when the device is not listed there (no block device under it: tmpfs, ...).
struct DiskCounters
{
    QByteArray name; // "vda2", "loop3"
    std::uint64_t reads = 0;
    std::uint64_t writes = 0;
    std::uint64_t busyMs = 0;
};
std::optional<DiskCounters> diskCounters(dev_t device);

} // namespace fragscope
