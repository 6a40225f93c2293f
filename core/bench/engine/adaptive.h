// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the runner: the two judgements a clone makes of its own figures as it runs — whether it
// has reached a steady state (ss=) and how deep its queue may be to keep a latency target
// (latency_target) — each as fio makes it.
#pragma once

#include "bench/jobs/jobspec.h"
#include "util/error.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace fragscope::bench {

// ss=: judges one clone's last ss_dur seconds, a sample a second, as fio's steady state.
class SteadyJudge
{
public:
    explicit SteadyJudge(const SteadyState& ss);
    // Called once a second with that second's I/Os and bytes; true once the window is steady.
    bool add(double ios, double bytes);

private:
    SteadyState m_ss;
    std::size_t m_window;
    std::vector<double> m_values;
};

// latency_target: fio's search for the deepest queue (up to iodepth) whose latency_percentile of
// I/Os finish within the target over each latency_window. It starts at depth 1 and doubles while a
// window keeps to the target; after a window that fails it halves the gap to the last good depth;
// when a depth holds twice the search is over and one last window runs there.
class LatencySearch
{
public:
    LatencySearch(const JobSpec& job, int maxDepth, std::uint64_t nowNs, std::uint64_t iosNow);
    int depth() const { return m_qd; }
    // An I/O's latency (issue to completion); false when the target cannot be met at depth 1 (fio
    // gives up then, with latency_percentile=100).
    bool add(std::uint64_t latencyNs);
    enum class Verdict {
        Continue,   // the window goes on, or the next began (at the same or a deeper queue)
        Shallower,  // a shallower queue: let what is in flight finish, then newWindow()
        LastWindow, // the depth is found: let what is in flight finish, then newWindow(); only
                    // what follows counts
        Done,       // that last window has run
    };
    Verdict judge(std::uint64_t nowNs, std::uint64_t iosNow);
    void newWindow(std::uint64_t nowNs, std::uint64_t iosNow);

private:
    std::uint64_t m_targetNs, m_windowNs;
    double m_percentile;
    int m_max, m_qd = 1, m_low = 1, m_high;
    bool m_last = false;
    std::uint64_t m_windowStart = 0, m_windowIos = 0, m_late = 0;
};

// rate_min/rate_iops_min, as fio's check_min_rate: after 2 s to settle, at completions at least
// ratecycle apart, the rate since the last check must reach the minimum, per direction.
class MinRateCheck
{
public:
    explicit MinRateCheck(const JobSpec& job)
        : m_job(job)
    { }
    bool active() const { return m_job.rateMin[0] || m_job.rateMin[1] || m_job.rateIopsMin[0] || m_job.rateIopsMin[1]; }
    // Whether the rate holds, else why not (naming `path`).
    Result<void> check(std::uint64_t nowNs, std::uint64_t startNs, const std::uint64_t bytes[2],
        const std::uint64_t ios[2], const QString& path);

private:
    JobSpec m_job;
    std::uint64_t m_atNs[2] = {0, 0}, m_bytes[2] = {0, 0}, m_ios[2] = {0, 0};
};

} // namespace fragscope::bench
