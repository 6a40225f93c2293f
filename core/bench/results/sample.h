// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a running benchmark reports as it goes: the live plots draw these (widgets include only
// this, not the runner).

#include "bench/results/histogram.h"

#include <QMetaType>
#include <QString>

#include <cstdint>
#include <utility>
#include <vector>

namespace fragscope {

// What one job did in one sampling interval; jobIndex -1 is the sum of all jobs. On several hosts
// (fio's client/server) a sample is one host's, all its jobs together (host >= 0, jobIndex -1), or
// the sum over the hosts (both -1).
struct BenchSample
{
    int jobIndex = -1;
    int host = -1;
    double seconds = 0;       // end of the interval, since the first job started (after the layout)
    double readBandwidth = 0; // bytes/s
    double writeBandwidth = 0;
    double readIops = 0;
    double writeIops = 0;
    std::uint64_t p50Ns = 0; // completion latency in the interval, reads and writes together
    std::uint64_t p99Ns = 0;
    std::uint64_t p999Ns = 0;
    double meanNs = 0;
    SparseHistogram latency; // the interval's completion latencies (the result keeps them apart)

    // The interval's histogram and its p50, p99 and p99.9.
    void setLatency(SparseHistogram bins)
    {
        p50Ns = bins.percentile(kLatencyPercentiles[0]);
        p99Ns = bins.percentile(kLatencyPercentiles[1]);
        p999Ns = bins.percentile(kLatencyPercentiles[2]);
        latency = std::move(bins);
    }
    std::uint64_t offset = 0; // a job's sample: where its (first clone's) last I/O went
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

} // namespace fragscope

Q_DECLARE_METATYPE(fragscope::BenchTick)
