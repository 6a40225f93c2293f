// SPDX-License-Identifier: GPL-3.0-or-later
// Inside runFio: a local fio's cumulative JSON documents (--status-interval, json+) made into
// samples of the interval between two, as our engine's live plots take them.
#pragma once

#include "bench/fio/fiostream.h"
#include "bench/jobs/jobspec.h"
#include "bench/results/result.h"

#include <QJsonObject>
#include <QStringList>

#include <array>
#include <map>
#include <optional>
#include <vector>

namespace fragscope::fio {

// Our job index for fio's job name; -1 when none has it.
int jobIndexOf(const std::vector<JobSpec>& jobs, const QString& name);

// Adds a sample's rates (bandwidth and IOPS, both directions) to a sum.
void addRates(BenchSample& total, const BenchSample& s);

// Latency bins: bucket value (ns) -> count.
using Bins = std::map<std::uint64_t, std::uint64_t>;

// Per job (its clones together) and, with several, their sum.
class LocalReports
{
public:
    explicit LocalReports(const std::vector<JobSpec>& jobs)
        : m_jobs(jobs)
    { }

    const QJsonObject& lastDocument() const { return m_lastDocument; }
    // The samples since the document before, stamped `seconds`.
    BenchTick interval(const QJsonObject& doc, double seconds);

private:
    std::optional<BenchSample> next(const QString& name, const FioReport& report, const std::map<QString, Bins>& bins);

    const std::vector<JobSpec>& m_jobs;
    std::map<QString, FioReport> m_lastReport; // per job: the last cumulative report
    std::map<QString, Bins> m_lastBins;        // and its latency bins
    QJsonObject m_lastDocument;
};

// The histogram logs a fio client wrote for one host's jobs (write_hist_log=DIR/NAME, one file per
// clone: NAME_clat_hist.N.log.HOST), NAME being latencyLogName(host, job): per job its reads and
// writes over the run, and its latencies per interval of `intervalSeconds` (a record counts in the
// interval that holds its middle, as fio's fio-histo-log-pctiles.py weighs it). fio writes no
// record for a run's last, unfinished log interval.
QString latencyLogName(int host, int jobIndex);
struct HostLatency
{
    std::map<int, std::array<LatencyHistogram, 2>> wholeRun; // per job: reads, writes
    std::vector<LatencyInterval> intervals;
    QStringList problems; // "file: why" of logs that could not be read
};
// `ios`: per job the reads and writes fio counted on the host, which its logs must add up to (within
// 15 %; else a problem, and nothing of that job is taken): fio 3.33's client writes a server's logs
// with records that count from further back the longer the run (measured: a steady 23k IOPS read
// logged as 2.3k, 1.9k, 4.4k, 4.3k, 6.7k, ... per 100 ms), which no reading of them undoes.
HostLatency readHostLatency(const QString& dir, int host, const std::map<int, std::array<std::uint64_t, 2>>& ios,
    std::uint64_t logMsec, double intervalSeconds);

} // namespace fragscope::fio
