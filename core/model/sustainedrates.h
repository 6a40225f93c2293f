// SPDX-License-Identifier: GPL-3.0-or-later
// What calibrate makes of a sustained run's answers (calibrator.cpp measures them).
#pragma once

#include "model/profile.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <vector>

namespace fragscope {

// Reads kept in flight while a device's sustained rates are measured.
inline constexpr int kSustainDepth = 8;

// The rates of a sustained run (Calibrator::sustained) from when each read was answered: reads a
// second over the counted part, and over its two halves by count — each the slope of a line fitted
// to the answers' count against their time (least squares), which a device answering in batches (a
// throttle's slices) does not tilt as counting between two answers does.
struct SustainedRates
{
    double whole = 0, early = 0, late = 0;
    bool steady() const { return std::abs(early - late) <= 0.25 * std::max(early, late); }
};
// From the times (seconds since the start) each read of a run was answered; the first 0.4 s and
// 2 * kSustainDepth answers are not counted. All 0 when too few are left.
SustainedRates sustainedRates(const std::vector<double>& times);

// The request sizes calibrate measures what a device sustains at, smallest first, none above
// `largest`: 4 KiB (a file in pieces), 64 KiB, `request` (a read-ahead window's), and 512 KiB, a
// stream's larger requests, whatever read-ahead's are: cat reads in windows twice read-ahead's
// (it advises sequential access), and a device that caps its reads a second carries more bytes in
// larger requests (150 reads a second of 128 KiB are 19.7 MB/s where the throttle allowed 40).
std::vector<std::uint64_t> sustainedSizes(std::uint64_t request, std::uint64_t largest);

// Sustained rows left side by side once a size between them was left out must agree as a
// profile's check() wants: a smaller size more than half as slow again as the next larger one is
// left out too, and said in `unsteady`.
void keepConsistent(std::vector<DeviceProfile::Sustained>& rows, QStringList& unsteady);

} // namespace fragscope
