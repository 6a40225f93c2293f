// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/cache.h"
#include "bench/jobspec.h"
#include "bench/result.h"

#include <QMetaType>
#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <vector>

namespace fragscope {

// What one job did in one sampling interval; jobIndex -1 is the sum of all jobs.
struct BenchSample
{
    int jobIndex = -1;
    double seconds = 0;       // end of the interval, since the first job started (after the layout)
    double readBandwidth = 0; // bytes/s
    double writeBandwidth = 0;
    double readIops = 0;
    double writeIops = 0;
    std::uint64_t p50Ns = 0; // completion latency in the interval, reads and writes together
    std::uint64_t p99Ns = 0;
};

struct BenchProgress
{
    double elapsedSeconds = 0;
    double remainingSeconds = -1; // -1 while unknown
    double fraction = 0;          // 0..1
    QString phase;                // "Laying out files", "randread, repetition 2 of 5", ...
};

struct BenchTick
{
    BenchProgress progress;
    std::vector<BenchSample> samples; // one per running job, then the total; empty between phases
};

struct RunOptions
{
    std::chrono::milliseconds sampleInterval{100};
    bool keepFiles = false; // leave the files the run made (the lab reads them afterwards)
    QString registryPath;   // of OwnedFiles; empty: the default
    // Empty the page cache of every file read before each repetition (a cold read). Unset: only
    // what the job's invalidate= says.
    std::optional<CacheDrop> coldCache;
};

// Runs the jobs as fio would: sections up to a stonewall run at the same time, each with numjobs
// worker threads; every loop is a repetition with its own result. Blocks until done or cancelled;
// onTick is called from this thread about every sampleInterval.
BenchResult runBench(const std::vector<JobSpec>& jobs, const RunOptions& options, const std::atomic<bool>& cancel,
    const std::function<void(const BenchTick&)>& onTick = {});

// The measurement the defrag comparison and the lab reuse: read `path` from start to end in 1 MiB
// requests, like dd if=FILE of=/dev/null bs=1M, after emptying its cache by `method`; `repetitions`
// times.
std::vector<JobSpec> coldReadJob(const QString& path, CacheDrop method, int repetitions);
BenchResult runColdRead(const QString& path, CacheDrop method, int repetitions, const std::atomic<bool>& cancel,
    const std::function<void(const BenchTick&)>& onTick = {});

// Where and when a result is measured: tool, kernel, host, time, and the file system holding
// `where` (a file, or the directory a file will be made in; empty: none).
BenchContext benchContext(const QString& where);

// runColdRead's speeds, bytes/s over the repetitions, emptying the cache the default way;
// nullopt when nothing was read (0 repetitions, an error, a cancel before the first).
std::optional<Spread> coldReadSpread(const QString& path, int repetitions, const std::atomic<bool>& cancel);

// The file a job's clone uses: filename= when given, else its own "fragscope-bench.NAME.CLONE.0".
QString jobFilePath(const JobSpec& job, int clone);

} // namespace fragscope

Q_DECLARE_METATYPE(fragscope::BenchTick)
