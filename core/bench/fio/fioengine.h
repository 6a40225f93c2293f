// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/jobs/jobspec.h"
#include "bench/results/result.h"
#include "bench/results/sample.h"
#include "util/error.h"

#include <QString>

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <vector>

namespace fragscope {

// A machine running `fio --server`: fio's client connects to it and runs the jobs there.
struct FioHost
{
    QString address;
    int port = 8765; // fio's default

    bool operator==(const FioHost&) const = default;
};
// "HOST", "HOST:PORT", "[V6]:PORT" or a bare IPv6 address; nullopt when malformed.
std::optional<FioHost> parseFioHost(const QString& text);
QString fioHostText(const FioHost& host); // back to "HOST:PORT"

struct FioRunOptions
{
    QString program = QStringLiteral("fio");
    std::vector<FioHost> hosts;              // empty: fio runs the jobs here
    std::chrono::milliseconds interval{500}; // how often fio reports while it runs
    // Give up on a host that has not answered fio's probe (connect + version) within this, or that
    // has said nothing for `silenceTimeout` while it runs; fio itself would wait for TCP's timeouts.
    std::chrono::milliseconds connectTimeout{10'000};
    std::chrono::milliseconds silenceTimeout{30'000};
    bool keepFiles = false; // else the files fio lays out for a job are removed at its end (unlink=1)
    // On hosts: where fio's client writes the jobs' latency logs (hostlatency.h); empty: a temporary
    // directory, removed after the run (a test's is to hold no earlier run's logs).
    QString latencyLogDir;
};

// The installed fio's version ("fio-3.33"), or why there is none.
Result<QString> fioVersion(const QString& program = QStringLiteral("fio"));

// Runs the jobs through fio: written as a job file by our writer (options only fio knows passed
// through as written) and fio's output read as it comes.
// - Locally fio writes a cumulative JSON document every interval: per job and in total, the rates
//   between two of them become the live samples; the last is the result.
// - On hosts, one `fio --client` per host, all at once: fio streams only its status line in client
//   mode (see fiostream.h), which becomes that host's live sample (its jobs together; sample.host);
//   its final report becomes the host's result, and result.runs their sum per job. Each job also
//   writes fio's latency histogram log (write_hist_log, unless it names its own), which the client
//   brings back at the end: the hosts' latency over time (result.latency) and the runs' histograms,
//   so the sum's percentiles are those of the merged bins. From fio 3.33's client, which garbles
//   histogram logs, short jobs log every I/O's latency instead (hostlatency.h). A host that fails
//   (refused, unreachable, gone, silent) keeps fio's reason in its HostResult; the others go on.
// Blocks until done or cancelled (fio is stopped as with Ctrl+C); onTick is called from this thread.
BenchResult runFio(const std::vector<JobSpec>& jobs, const FioRunOptions& options, const std::atomic<bool>& cancel,
    const std::function<void(const BenchTick&)>& onTick = {});

// What fio's probe says about a host, without running anything that touches its disks (a job with
// the null engine): its fio version, hostname and OS, or why it cannot be reached.
struct FioProbe
{
    QString fioVersion;
    QString hostname;
    QString os;
};
Result<FioProbe> probeFioHost(const FioHost& host, const QString& program = QStringLiteral("fio"),
    std::chrono::milliseconds timeout = std::chrono::milliseconds(10'000));

} // namespace fragscope
