// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/engine/sampler.h"

#include <algorithm>
#include <thread>

namespace fragscope::bench {
namespace {

// What a job (or all jobs) had done by one sample, cumulative; a sample is the change since the last.
struct Counts
{
    std::uint64_t ios[2] = {0, 0};
    std::uint64_t bytes[2] = {0, 0};
    LatencyHistogram hist;

    BenchSample sampleSince(const Counts& earlier, int jobIndex, double dt, double seconds) const
    {
        BenchSample s;
        s.jobIndex = jobIndex;
        s.seconds = seconds;
        if (dt > 0) {
            s.readBandwidth = double(bytes[0] - earlier.bytes[0]) / dt;
            s.writeBandwidth = double(bytes[1] - earlier.bytes[1]) / dt;
            s.readIops = double(ios[0] - earlier.ios[0]) / dt;
            s.writeIops = double(ios[1] - earlier.ios[1]) / dt;
        }
        LatencyHistogram interval = hist;
        interval.subtract(earlier.hist);
        s.meanNs = interval.mean();
        s.setLatency(SparseHistogram(interval));
        return s;
    }

    void add(const Counts& other)
    {
        for (int dir = 0; dir < 2; ++dir) {
            ios[dir] += other.ios[dir];
            bytes[dir] += other.bytes[dir];
        }
        hist.merge(other.hist);
    }
};

using Workers = std::vector<std::unique_ptr<Worker>>;

// What one job's clones have done so far, where its first clone is and what they have issued.
struct JobCounts
{
    Counts counts;
    std::uint64_t offset = 0;
    std::uint64_t issued = 0;
};

JobCounts countsOf(const Workers& workers, std::size_t job)
{
    JobCounts c;
    for (const auto& w : workers) {
        if (std::size_t(w->jobIndex) != job)
            continue;
        if (w->clone == 0)
            c.offset = w->offset.load(std::memory_order_relaxed);
        for (int dir = 0; dir < 2; ++dir) {
            c.counts.ios[dir] += w->ios[dir].load(std::memory_order_relaxed);
            c.counts.bytes[dir] += w->bytes[dir].load(std::memory_order_relaxed);
            w->live[dir].addTo(c.counts.hist);
        }
        c.issued += w->issued.load(std::memory_order_relaxed);
    }
    return c;
}

// Sleeps until a sample is due, stopping the others when one clone failed. True when every worker
// is done (the last sample is due then too).
bool waitForSample(
    const Workers& workers, std::chrono::milliseconds interval, Clock::time_point lastSample, std::atomic<bool>& abort)
{
    for (;;) {
        if (std::all_of(workers.begin(), workers.end(), [](const auto& w) { return w->done.load(); }))
            return true;
        std::this_thread::sleep_for(std::min<Clock::duration>(interval, std::chrono::milliseconds(20)));
        // done first: the worker writes error before it sets done, so error may be read only after
        // done is seen (the other order raced).
        if (std::any_of(
                workers.begin(), workers.end(), [](const auto& w) { return w->done.load() && !w->error.isEmpty(); }))
            abort = true; // one clone failed: stop the others, keep what they did
        if (Clock::now() - lastSample >= interval)
            return false;
    }
}

// How far the run is: the steps before, and this one by time or by bytes, whichever is further.
BenchProgress progressOf(const StepProgress& step, double stepElapsedUs, std::uint64_t issued, double runSeconds)
{
    double stepFraction = 0;
    if (step.longestUs > 0)
        stepFraction = std::max(stepFraction, stepElapsedUs / step.longestUs);
    if (step.bytesToDo > 0)
        stepFraction = std::max(stepFraction, double(issued) / double(step.bytesToDo));
    stepFraction = std::clamp(stepFraction, 0.0, 1.0);
    BenchProgress p;
    p.phase = step.phase;
    p.fraction = (step.stepsDone + stepFraction) / std::max(1, step.totalSteps);
    if (p.fraction > 0.01)
        p.remainingSeconds = runSeconds * (1 - p.fraction) / p.fraction;
    return p;
}

} // namespace

void sampleStep(const std::vector<std::unique_ptr<Worker>>& workers, const std::vector<std::size_t>& active,
    std::size_t jobCount, const StepProgress& step, std::chrono::milliseconds interval, Clock::time_point runStart,
    Clock::time_point ioStart, std::atomic<bool>& abort, const std::function<void(const BenchTick&)>& tick)
{
    std::vector<Counts> previous(jobCount + 1);
    auto lastSample = Clock::now();
    const Clock::time_point stepStart = lastSample;
    for (bool allDone = false; !allDone;) {
        allDone = waitForSample(workers, interval, lastSample, abort);
        const auto now = Clock::now();
        const double dt = std::chrono::duration<double>(now - lastSample).count();
        lastSample = now;
        BenchTick t;
        std::uint64_t issued = 0;
        Counts total;
        const double seconds = std::chrono::duration<double>(now - ioStart).count();
        for (std::size_t j : active) {
            JobCounts cur = countsOf(workers, j);
            issued += cur.issued;
            t.samples.push_back(cur.counts.sampleSince(previous[j], int(j), dt, seconds));
            t.samples.back().offset = cur.offset;
            total.add(cur.counts);
            previous[j] = std::move(cur.counts);
        }
        if (active.size() > 1) {
            t.samples.push_back(total.sampleSince(previous.back(), -1, dt, seconds));
            previous.back() = std::move(total);
        }
        t.progress = progressOf(step, std::chrono::duration<double, std::micro>(now - stepStart).count(), issued,
            std::chrono::duration<double>(now - runStart).count());
        tick(t);
    }
}

} // namespace fragscope::bench
