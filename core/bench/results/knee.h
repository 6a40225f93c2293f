// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A sustained write that slows down for good: a drive's write cache (SLC) filled, or it grew hot.
// Found in a job's live samples as MB/s against the bytes written so far.

#include "bench/results/sample.h"

#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace fragscope {

// "61 MB/s", "4.2 MB/s": a rate as the results say it.
QString rateText(double bytesPerSecond);

// One job's samples (its clones together) as (bytes written by the end of the sample, bytes/s in
// it), reads and writes together, of its first repetition; the first sample (the start) and the
// last (cut short by the end) left out, and any after the job was done.
std::vector<std::pair<double, double>> rateByBytes(const std::vector<BenchSample>& series, int jobIndex);

struct RateKnee
{
    double bytes = 0;   // written before the rate fell
    double seconds = 0; // when it fell, since the jobs began
    double before = 0;  // bytes/s: the mean of the samples before
    double after = 0;   // and of those after
};

// The split of the job's samples into a faster first part and a slower second, each of at least
// three samples, with the least squared error; a knee where the second's mean is at most 70 % of
// the first's (else noise, or no knee): nullopt.
std::optional<RateKnee> findRateKnee(const std::vector<BenchSample>& series, int jobIndex);

// "fast (1,200 MB/s) for the first 23.4 GiB, then 61 MB/s"
QString rateKneeText(const RateKnee& knee);

} // namespace fragscope
