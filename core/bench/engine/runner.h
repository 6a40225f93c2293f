// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/jobs/jobspec.h"
#include "bench/results/result.h"
#include "bench/results/sample.h"
#include "io/cache.h"

#include <QMetaType>
#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <vector>

namespace fragscope {

struct RunOptions
{
    std::chrono::milliseconds sampleInterval{100};
    bool keepFiles = false; // leave the files the run made (the lab reads them afterwards)
    QString registryPath;   // of OwnedFiles; empty: the default
    // Empty the page cache of every file read before each repetition (a cold read). Unset: only
    // what the job's invalidate= says.
    std::optional<CacheDrop> coldCache;
    // Runs of every stonewall group, each measured on its own (fio's loops= are passes inside one).
    int repetitions = 1;
};

// Runs the jobs as fio would: sections up to a stonewall run at the same time, each with numjobs
// worker threads; each repetition with its own result. Blocks until done or cancelled;
// onTick is called from this thread about every sampleInterval.
BenchResult runBench(const std::vector<JobSpec>& jobs, const RunOptions& options, const std::atomic<bool>& cancel,
    const std::function<void(const BenchTick&)>& onTick = {});

// The measurement the defrag comparison and the lab reuse: read `path` from start to end in 1 MiB
// requests, like dd if=FILE of=/dev/null bs=1M, after emptying its cache by `method`; `repetitions`
// times.
std::vector<JobSpec> coldReadJob(const QString& path, CacheDrop method);
BenchResult runColdRead(const QString& path, CacheDrop method, int repetitions, const std::atomic<bool>& cancel,
    const std::function<void(const BenchTick&)>& onTick = {});

// Where and when a result is measured: tool, kernel, host, time, and the file system holding
// `where` (a file, or the directory a file will be made in; empty: none).
BenchContext benchContext(const QString& where);

// runColdRead's speeds, bytes/s over the repetitions, emptying the cache the default way;
// nullopt when nothing was read (0 repetitions, an error, a cancel before the first).
std::optional<Spread> coldReadSpread(const QString& path, int repetitions, const std::atomic<bool>& cancel);

// A file a job's clone uses: filename= when given, else its own "fragscope-bench.NAME.CLONE.FILE"
// (FILE up to nrfiles - 1).
QString jobFilePath(const JobSpec& job, int clone, int file = 0);

} // namespace fragscope
