// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the runner: the sampler, which turns the workers' running counters into the live plot's
// samples and the progress line.
#pragma once

#include "bench/engine/worker.h"
#include "bench/results/sample.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <vector>

namespace fragscope::bench {

// One repetition of a stonewall group, as progress knows it.
struct StepProgress
{
    QString phase;
    int stepsDone = 0; // repetitions of all groups before this one
    int totalSteps = 1;
    std::uint64_t bytesToDo = 0; // of the jobs that end by size
    double longestUs = 0;        // of the jobs that end by time
};

// Samples the workers of one step every `interval` until all are done: a sample per active job (and
// their sum when there are several) and the progress, through `tick`, on the calling thread. Sets
// `abort` when a clone failed, so the others stop and keep what they did.
void sampleStep(const std::vector<std::unique_ptr<Worker>>& workers, const std::vector<std::size_t>& active,
    std::size_t jobCount, const StepProgress& step, std::chrono::milliseconds interval, Clock::time_point runStart,
    Clock::time_point ioStart, std::atomic<bool>& abort, const std::function<void(const BenchTick&)>& tick);

} // namespace fragscope::bench
