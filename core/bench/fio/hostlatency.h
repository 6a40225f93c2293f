// SPDX-License-Identifier: GPL-3.0-or-later
// Inside runFio, on hosts: each job asks fio for its latency histogram log (or, from fio 3.33's
// client, which garbles those, a log of every I/O's latency), which fio's client brings back at the
// end; read here into the hosts' latency over time and their runs' histograms.
#pragma once

#include "bench/fio/fioengine.h"
#include "bench/results/result.h"

#include <QStringList>
#include <QTemporaryDir>

#include <array>
#include <map>
#include <memory>
#include <set>
#include <vector>

namespace fragscope::fio {

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

// The same from the logs of every I/O's completion latency (write_lat_log=DIR/NAME with
// log_avg_msec=0, a file per clone: NAME_clat.N.log.HOST, a line per I/O: its completion time in
// ms since the epoch, its latency in ns, its direction, ...), which fio 3.33's client brings back
// whole: each I/O counts in the interval that holds its completion, counted from `originMsec`
// (firstPerIoCompletion of all the hosts' logs).
HostLatency readHostPerIoLatency(const QString& dir, int host, const std::map<int, std::array<std::uint64_t, 2>>& ios,
    double intervalSeconds, std::uint64_t originMsec);
// The earliest completion time in the per-I/O logs in `dir` whose names match `pattern`; 0: none.
std::uint64_t firstPerIoCompletion(const QString& dir, const QString& pattern);

// Which logs a host's jobs write: histograms; every I/O's latency where fio's client garbles the
// histograms (3.0 to 3.33) and every job is short enough for the host to keep every I/O's latency
// in memory until it ends (fio does): at most 10 s or 2 million I/Os of all its clones; none
// otherwise, or (NoRoom) where the folder the client writes them to has less than
// kPerIoRoomPerHost free (`roomBytes`) for each of the `hosts`.
enum class HostLogKind { Histogram, PerIo, None, NoRoom };
inline constexpr std::uint64_t kPerIoRoomPerHost = std::uint64_t(1) << 30; // ~10 million I/Os' lines
HostLogKind hostLogKind(
    const QString& fioVersion, const std::vector<JobSpec>& jobs, std::uint64_t roomBytes = UINT64_MAX, int hosts = 1);

// The logs of one runFio on hosts: where they go, what each host's jobs ask fio for, and what is
// taken from them when a host has finished.
class HostLatencyLogs
{
public:
    HostLatencyLogs(const std::vector<JobSpec>& jobs, const FioRunOptions& options)
        : m_jobs(jobs)
        , m_options(options)
    { }

    // Which logs the run's jobs write (hostLogKind), for fio client `fioVersion`: once, before jobsFor.
    void choose(const QString& fioVersion);
    // The jobs as host `host` runs them: each writing fio's latency log (as chosen), unless it names
    // one of its own (that one is the user's, where they asked).
    std::vector<JobSpec> jobsFor(int host);
    // The host's logs into `result` (its intervals, warnings) and into its runs' histograms where a
    // job ran once (over repetitions the logs cannot tell one from the next).
    void take(int host, HostResult& h, BenchResult& result);

private:
    QString dir();
    std::uint64_t logMsec() const;
    double intervalSeconds() const;

    const std::vector<JobSpec>& m_jobs;
    const FioRunOptions& m_options;
    std::unique_ptr<QTemporaryDir> m_dir;
    HostLogKind m_kind = HostLogKind::Histogram;
    std::uint64_t m_room = 0;        // free in dir() when it was chosen
    std::set<int> m_logged;          // the jobs given our logs
    std::uint64_t m_perIoOrigin = 0; // the first completion on any host (ms since the epoch)
};

} // namespace fragscope::fio
