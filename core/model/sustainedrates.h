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

// Sustained rows left side by side once a size between them was left out must agree as a
// profile's check() wants: a smaller size more than half as slow again as the next larger one is
// left out too, and said in `unsteady`.
void keepConsistent(std::vector<DeviceProfile::Sustained>& rows, QStringList& unsteady);

} // namespace fragscope
