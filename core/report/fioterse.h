// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/result.h"

#include <QString>

namespace fragscope {

// fio's --output-format=terse (version 3): one semicolon-separated line per jobs[] entry of fio's
// JSON (toFioJson), the fields in fio's order and units so scripts that cut fields by number read
// ours: header, read and write status (KiB, KiB/s, IOPS, ms; latencies in us with the 20
// percentile fields), CPU, I/O depths, and the latency distribution in us and ms. Submission
// latency is 0 (not measured), total latency is the completion latency, the bandwidth samples'
// min/max/stdev are 0, and the I/O depth distribution is the job's iodepth; no disk section.
QString fioTerse(const BenchResult& result);

} // namespace fragscope
