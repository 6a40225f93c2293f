// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/engine/worker.h"

#include <algorithm>
#include <ctime>

namespace fragscope::bench {

std::uint64_t nowNs()
{
    timespec ts{};
    ::clock_gettime(CLOCK_MONOTONIC, &ts);
    return std::uint64_t(ts.tv_sec) * 1'000'000'000ULL + std::uint64_t(ts.tv_nsec);
}

DirectionStats directionOf(const Worker& w, int dir)
{
    DirectionStats d;
    d.ios = w.ios[dir].load() - w.baseIos[dir];
    d.ioBytes = w.bytes[dir].load() - w.baseBytes[dir];
    d.runtimeUs = w.runtimeUs;
    w.live[dir].addTo(d.histogram);
    d.histogram.subtract(w.baseHistogram[dir]);
    if (d.ios)
        d.clat = latencyStats(d.histogram, w.minNs[dir], w.maxNs[dir], w.sumNs[dir], w.sumSquaresNs[dir]);
    d.slat = w.slat[dir].stats();
    d.lat = w.lat[dir].stats();
    return d;
}

QString firstWorkerError(const std::vector<std::unique_ptr<Worker>>& workers, int jobIndex)
{
    for (const auto& w : workers) {
        if (w->jobIndex == jobIndex && !w->error.isEmpty())
            return w->error;
    }
    return {};
}

JobRun jobRunOf(const std::vector<std::unique_ptr<Worker>>& workers, int jobIndex, const QString& name, int repetition,
    bool cancelled)
{
    JobRun run;
    run.job = name;
    run.jobIndex = jobIndex;
    run.repetition = repetition;
    run.cancelled = cancelled;
    for (const auto& w : workers) {
        if (w->jobIndex != jobIndex)
            continue;
        JobRun clone;
        clone.job = run.job;
        clone.jobIndex = run.jobIndex;
        clone.repetition = repetition;
        clone.read = directionOf(*w, 0);
        clone.write = directionOf(*w, 1);
        clone.runtimeUs = w->runtimeUs;
        clone.syncs = w->syncs;
        clone.steadyState = w->steadyState;
        clone.verifiedBytes = w->verifiedBytes;
        clone.verifyFailures = w->verifyFailures;
        clone.latencyDepth = w->latencyDepth;
        clone.prioIos = w->prioIos[0] + w->prioIos[1];
        clone.errors = w->errors;
        clone.firstError = w->firstError;
        clone.cancelled = cancelled;
        const double seconds = std::max(1e-6, double(w->runtimeUs) / 1e6);
        clone.usrCpu = 100.0 * w->usrSeconds / seconds;
        clone.sysCpu = 100.0 * w->sysSeconds / seconds;
        accumulate(run, clone);
        // ss=: the job reached its steady state when every clone did.
        run.steadyState = run.clones.empty() ? clone.steadyState : std::min(run.steadyState, clone.steadyState);
        run.latencyDepth = std::max(run.latencyDepth, clone.latencyDepth);
        run.clones.push_back(std::move(clone));
    }
    if (run.clones.size() == 1)
        run.clones.clear();
    return run;
}

} // namespace fragscope::bench
