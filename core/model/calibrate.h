// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/hddmodel.h"
#include "model/profile.h"
#include "util/error.h"
#include "util/fd.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace fragscope {

// The block device `fragscope calibrate PATH` reads: PATH itself when it is one, else the device
// under the file system holding PATH — for a loop device the disk holding its image (or, when that
// disk cannot be opened and the loop device reads its image with direct I/O, the loop device
// itself), for a device-mapper or md stack its first member.
struct CalibrationTarget
{
    QString node;       // /dev/sda2
    QString key;        // what its profile is saved under (profileKey)
    QString model;      // may be empty
    QString measuredAs; // how it was reached, when it is not what the path names plainly
    QString warning;    // a reason to doubt the figures (a loop device reading through the page cache)
    bool rotational = false;
    std::uint64_t sizeBytes = 0;
    std::uint64_t maxRequestBytes = 0;
    std::uint64_t readAheadBytes = 0;
    // The device as calibrationTarget opened it (read-only, O_DIRECT), which calibrate reads: one
    // open, so one authorisation where udisks2 opens it. Empty: calibrate opens node itself.
    std::shared_ptr<const UniqueFd> opened;
};

// The devices a path's reads reach, best first (the choices above), each with how it was reached
// when that is not plain; the error names the path and why there is none.
struct ReadDevice
{
    QString node;
    QString measuredAs;
};
Result<std::vector<ReadDevice>> readDevicesFor(const QString& path);

// Where the system refuses to open a device (EACCES, EPERM: not root), another way to open it to
// read with direct I/O: the window and the command line give udisks2's OpenForBenchmark, which polkit
// allows or not. The descriptor (read-only, O_DIRECT), or why not.
using DeviceOpener = std::function<Result<int>(const QString& node)>;

// Finds the device and checks that it opens read-only with direct I/O (through `refused` where the
// system says no); the error says which device and why ("needs root or a udisks2 authorisation",
// and what udisks2 said).
Result<CalibrationTarget> calibrationTarget(const QString& path, const DeviceOpener& refused = {});

// The devices `fragscope calibrate PATH` measures: calibrationTarget's one, or on a btrfs over
// several devices each of them (their profiles are what a read there is priced by, each device's
// part on its own: HddParams::members).
Result<std::vector<CalibrationTarget>> calibrationTargets(const QString& path, const DeviceOpener& refused = {});

// The name a device's profile is saved under: its WWN, else its serial, else its model and size (a
// loop device: its image's name and a hash of its path); a partition's adds "-partN". Only
// [A-Za-z0-9._-].
QString profileKey(const QString& sysDir);

struct CalibrationOptions
{
    bool thorough = false; // about a minute instead of about 10 s
    DeviceOpener refused;  // where open(2) is refused (see calibrationTarget)
    // A read the device has not answered in this long ends the calibration with an error naming
    // the device (a hung disk, a throttle at nothing), rather than waiting forever.
    double answerSeconds = 30;
};

enum class CalibrationPhase { Requests, Sequential, Access, QueueDepth, Sustained, Reader };
struct CalibrationProgress
{
    CalibrationPhase phase = CalibrationPhase::Requests;
    double fraction = 0;   // of the whole measurement
    DeviceProfile profile; // what is measured so far
};
using CalibrationProgressFn = std::function<void(const CalibrationProgress&)>;

// Measures the device with O_RDONLY | O_DIRECT reads only (never a write): request costs from 4 KiB
// to the largest request, the zone curve, access time against distance, reads per second against
// queue depth and the rates the device sustains at each request size; then, where io_uring is there,
// what a reader costs the CPU (measureReader: the device's first 64 MiB read through the page cache,
// then again from it). Each measurement stops at its time budget;
// `cancel` is checked between reads and ends it with an Error{cancelled}, and while a read is awaited (io_uring, else
// libaio; pread only where neither is there), as is options.answerSeconds.
Result<DeviceProfile> calibrate(const CalibrationTarget& target, const CalibrationOptions& options,
    const std::atomic<bool>& cancel, const CalibrationProgressFn& progress = {});

// The phase's name for a progress line: "request costs", "zone curve", ...
QString calibrationPhaseName(CalibrationPhase phase);

// The disk the cost of a file under `path` is worked out on: the profile saved for the device
// under it (calibrationTarget's choices, the loop device first), else a preset picked by the
// device's rotational flag, said so. A btrfs on several devices reads each device on its own
// profile where it has one (HddParams::members).
struct CostDisk
{
    HddParams params;
    bool measured = false;
    QString presetKey; // the preset when not measured
    QString device;    // the device the profile belongs to, or the one the preset stands for
    // "WDC WD30EZRX, measured 2 Dec 2026" or "not measured: 7,200 rpm preset (rotational)".
    QString description;
};
CostDisk costDiskFor(const QString& path);
// A named disk: a preset's key, or a profile file calibrate wrote; the error lists the presets.
Result<CostDisk> namedCostDisk(const QString& nameOrFile);

} // namespace fragscope
