// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the runner: one clone's I/O loop and the counters the sampler reads while it runs.
#pragma once

#include "bench/engine/content.h"
#include "bench/jobs/jobspec.h"
#include "bench/results/histogram.h"
#include "bench/results/result.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <vector>

namespace fragscope::bench {

using Clock = std::chrono::steady_clock;

// CLOCK_MONOTONIC in nanoseconds, the time base of latencies and deadlines.
std::uint64_t nowNs();

// One clone's counters: the atomics are read by the sampler while the worker runs; the rest is the
// worker's own until it is joined.
struct Worker
{
    int jobIndex = 0;
    int clone = 0;
    QString path;
    std::atomic<std::uint64_t> ios[2]{};
    std::atomic<std::uint64_t> bytes[2]{};
    std::atomic<std::uint64_t> issued{0}; // bytes handed to the engine, for progress
    std::atomic<std::uint64_t> offset{0}; // of the last I/O issued (log_offset)
    LiveHistogram live[2];
    // private
    std::uint64_t minNs[2] = {UINT64_MAX, UINT64_MAX};
    std::uint64_t maxNs[2] = {0, 0};
    double sumNs[2] = {0, 0};
    double sumSquaresNs[2] = {0, 0};
    LatencyMoments slat[2]; // asynchronous engines: issue to submission
    LatencyMoments lat[2];  // asynchronous engines: issue to completion
    std::uint64_t syncs = 0;
    std::uint64_t runtimeUs = 0;
    double usrSeconds = 0;
    double sysSeconds = 0;
    int steadyState = 0;               // ss=: 1 reached (the clone stopped there), -1 not reached, 0 not asked
    std::uint64_t verifiedBytes = 0;   // verify=: read and checked
    std::uint64_t verifyFailures = 0;  // chunks that did not check
    int latencyDepth = 0;              // latency_target: the depth found
    std::uint64_t prioIos[2] = {0, 0}; // cmdprio_percentage: requests sent with the priority
    // latency_target's last window: what was counted before it, taken off the figures at the end.
    std::uint64_t baseIos[2] = {0, 0};
    std::uint64_t baseBytes[2] = {0, 0};
    LatencyHistogram baseHistogram[2];
    std::uint64_t errors = 0; // continue_on_error: errors gone on after
    int firstError = 0;       // errno
    QStringList errorLog;     // error_dump: the first of them, said
    QString error;
    std::atomic<bool> done{false};
};

// flow=: the jobs of one flow_id, each kept at its weight's share of their I/Os together.
struct FlowGroup
{
    std::atomic<std::uint64_t> ios{0};
    std::uint64_t totalWeight = 0; // of every clone in the group
};

// What the clones of one step share.
struct StepShared
{
    std::atomic<bool> stop{false};    // a clone failed or an exitall job ended: the others stop, keeping their figures
    std::atomic<bool> stopRun{false}; // exit_what=all: no later step runs either
    std::map<int, FlowGroup> flows;   // by flow_id, filled before the clones start
    SharedWorkingSet dedupe;          // dedupe_global
};

struct Deadline
{
    std::uint64_t rampEndNs = 0;
    std::uint64_t endNs = UINT64_MAX;
};

// The I/O loop of one clone for one repetition.
void runWorker(const JobSpec& job, Worker& w, std::uint64_t regionBytes, std::uint64_t seed, Deadline deadline,
    const std::atomic<bool>& cancel, StepShared& shared);

// What a worker measured in one direction (0 read, 1 write), once it is joined.
DirectionStats directionOf(const Worker& w, int dir);

// The result of job `jobIndex` in one repetition from its workers (joined): the clones summed, each
// kept when there are several.
JobRun jobRunOf(const std::vector<std::unique_ptr<Worker>>& workers, int jobIndex, const QString& name, int repetition,
    bool cancelled);
// The first error a worker of job `jobIndex` met, or empty.
QString firstWorkerError(const std::vector<std::unique_ptr<Worker>>& workers, int jobIndex);

} // namespace fragscope::bench
