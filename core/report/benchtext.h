// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/result.h"

#include <QString>

namespace fragscope {

// A readable summary: per job and repetition IOPS, bandwidth in MiB/s and MB/s, completion
// latency with percentiles, CPU; the spread over repetitions; the warnings and the context.
QString benchText(const BenchResult& result);

// The result in CrystalDiskMark's text layout ("[Read]", "  SEQ    1MiB (Q=  8, T= 1):   384.064 MB/s
// [    366.3 IOPS] < 21765.43 us>", medians over the repetitions), as people paste and compare it.
// The importer reads it back (CrystalDiskMark's own rows; other rows are only printed).
QString diskMarkText(const BenchResult& result);

// "110 MiB/s (115 MB/s)": both units, each labelled.
QString formatBandwidth(double bytesPerSecond);
// IOPS: whole above 1,000, one decimal below (bonnie++'s seeks are published as 438.4/s).
QString formatIops(double iops);
// A latency in the unit that reads best: "850 ns", "35.1 us", "4.20 ms", "1.20 s".
QString formatLatency(double ns);

} // namespace fragscope
