// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Completion latency over time, per job, per host and for all of them: percentiles of a group are
// those of its merged histograms, interval by interval, never an average of percentiles (which has
// no meaning: the p99 of two hosts is not the mean of their p99s).

#include "bench/results/result.h"
#include "util/error.h"

#include <QByteArray>
#include <QJsonObject>

#include <vector>

namespace fragscope {

struct LatencyPoint
{
    double seconds = 0; // end of the interval
    SparseHistogram bins;
};

// The latency over time of one job on one host, of a host's jobs together, of a job on all hosts,
// or of everything (-1 for "all"); `merged`: made here from measured lines' bins.
struct LatencyLine
{
    int jobIndex = -1;
    int host = -1;
    bool merged = false;
    std::vector<LatencyPoint> points; // by time
};

struct LatencyTimeline
{
    double intervalSeconds = 0; // the intervals' length (the measured lines' typical gap)
    std::vector<LatencyLine> lines;
};

// The result's measured lines (BenchResult::latency), then the merges a reader asks for where they
// take more than one line: each host's jobs, each job on all hosts, everything. Lines are matched
// interval by interval by their end times rounded to the interval.
LatencyTimeline latencyTimeline(const BenchResult& result);

// The line of a job on a host (-1: all): the line itself, or the one measured line it would merge.
const LatencyLine* findLatencyLine(const LatencyTimeline& timeline, int jobIndex, int host);

// The records of one fio histogram log (write_hist_log, log_hist_msec; fio 3's 1,856 buckets, in
// ns, in our numbering), reads and writes apart: "msec, direction, block size, counts...".
struct FioHistRecord
{
    std::uint64_t msec = 0;
    int direction = 0; // 0 read, 1 write, 2 trim
    SparseHistogram bins;
};
Result<std::vector<FioHistRecord>> parseFioHistLog(const QByteArray& text, const QString& name);

// latency_over_time: the timeline's lines with their intervals' percentiles and bins (fio's json+
// spelling: a bucket's middle in ns and its count); read back, the measured lines alone.
QJsonObject latencyTimelineJson(const BenchResult& result);
std::vector<LatencyInterval> latencyIntervalsFromJson(const QJsonObject& object, const BenchResult& result);

} // namespace fragscope
