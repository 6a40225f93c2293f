// SPDX-License-Identifier: GPL-3.0-or-later
// When to doubt a result: what its own figures and circumstances say against it, each flag with
// its reason in words and the figures that raised it. Worked out from the result alone (ours,
// fio's, an import), so a saved result says the same when it is read back.
#pragma once

#include "bench/results/result.h"

#include <QString>

#include <utility>
#include <vector>

namespace fragscope {

struct Suspect
{
    QString id;     // tool_bottleneck, page_cache, link_limit, layer, too_short, runs_disagree, rate_fell, not_steady
    QString job;    // empty: the whole result
    QString reason; // said to the reader
    std::vector<std::pair<QString, double>> figures; // name and value, as the JSON has them
};

// The flags, the whole result's first, then job by job in run order. Thresholds:
// - tool_bottleneck: a run of our engine whose CPU time is 90 % or more of its threads' (no more
//   than the CPUs): the engine, not the disk (fio's CPU figures mean other things by its options);
// - page_cache: buffered reads of files that fit in memory, read more than once over or with
//   invalidate=0, the cache not emptied before each pass (the cache answered); needs the memory;
// - link_limit: a run at 90 % to 105 % of what the one disk's link carries (SATA, USB, PCIe);
// - layer: compression, encryption or a loop device between the file and the disk;
// - too_short: a run of our engine under 2 s (ramp-up, caches and the first writes are most of it);
// - runs_disagree: repetitions whose bandwidth varies by more than 10 % (coefficient of variation);
// - rate_fell: the last quarter of a job's live samples at under 70 % of the first quarter's rate
//   (a cache filled, a drive throttled) — samples after the job's own end, the first and the last
//   (the start, an interval cut short) left out, at least 12 others;
// - not_steady: the steady state asked (ss=) and not reached (fio's JSON says "attained").
std::vector<Suspect> suspects(const BenchResult& result);

// A flag's name in a few words, for a badge: "engine-bound", "page cache", ...
QString suspectTitle(const QString& id);

// What a link carries in bytes a second, from sysfs's words: "6.0 Gbps" (SATA, 8b/10b), "5000 Mbps"
// (USB 3, 8b/10b; USB 2's 480 at 70 %), "8.0 GT/s PCIe x4" (128b/130b from 8 GT/s on); 0 when not
// understood.
double linkBytesPerSecond(const QString& link);

} // namespace fragscope
