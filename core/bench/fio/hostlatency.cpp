// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/fio/hostlatency.h"

#include "bench/results/latencytimeline.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <optional>

namespace fragscope::fio {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FioEngine)
};

} // namespace

QString latencyLogName(int host, int jobIndex)
{
    return QStringLiteral("fragscope-h%1-j%2").arg(host).arg(jobIndex);
}

namespace {

// One log file's records of one direction, in order.
struct LogSeries
{
    std::vector<std::uint64_t> msec;
    std::vector<SparseHistogram> bins;
};

std::uint64_t totalOf(const std::vector<SparseHistogram>& records)
{
    std::uint64_t n = 0;
    for (const SparseHistogram& r : records)
        n += r.total();
    return n;
}

// One log file's records, reads and writes apart (a repeated record dropped, as fio's own tools
// drop it); a problem said and nothing returned where it cannot be read.
std::optional<std::array<LogSeries, 2>> readLogFile(const QString& path, QStringList& problems)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        problems << QStringLiteral("%1: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    const auto records = parseFioHistLog(f.readAll(), path);
    if (!records) {
        problems << records.error().message();
        return std::nullopt;
    }
    std::array<LogSeries, 2> out;
    for (const FioHistRecord& r : *records) {
        if (r.direction > 1)
            continue;
        LogSeries& s = out[std::size_t(r.direction)];
        if (s.msec.empty() || s.msec.back() != r.msec) {
            s.msec.push_back(r.msec);
            s.bins.push_back(r.bins);
        }
    }
    return out;
}

// One job's logs on a host, into its run's histograms and its intervals; refused, saying so, where
// they do not add up to the I/Os fio counted (`want`) less the run's last, unlogged log interval:
// fio 3.33's client writes records that grow with the run (each counting from further back),
// which no reading of them undoes bin by bin.
void takeJob(HostLatency& out, int host, int job, const std::vector<LogSeries>& series, double want,
    std::uint64_t origin, std::uint64_t logMsec, double intervalSeconds)
{
    std::uint64_t logged = 0;
    for (const LogSeries& s : series)
        logged += totalOf(s.bins);
    if (std::abs(double(logged) - want) > 0.15 * std::max(1.0, want)) {
        out.problems << Text::tr("%1: fio's latency logs count %2 completions where its report counts %3 I/Os")
                            .arg(latencyLogName(host, job))
                            .arg(logged)
                            .arg(std::uint64_t(want));
        return;
    }
    std::map<long long, SparseHistogram> byInterval;
    auto& whole = out.wholeRun[job];
    for (std::size_t k = 0; k < series.size(); ++k) {
        for (std::size_t i = 0; i < series[k].bins.size(); ++i) {
            for (const auto& [index, count] : series[k].bins[i].buckets())
                whole[k % 2].add(latencybuckets::lowerBound(index), count);
            const double middle = (double(series[k].msec[i] - origin) - double(logMsec) / 2) / 1000;
            byInterval[std::llround(std::floor(middle / intervalSeconds))].merge(series[k].bins[i]);
        }
    }
    for (auto& [slot, bins] : byInterval)
        out.intervals.push_back({job, host, double(slot + 1) * intervalSeconds, std::move(bins)});
}

} // namespace

HostLatency readHostLatency(const QString& dir, int host, const std::map<int, std::array<std::uint64_t, 2>>& ios,
    std::uint64_t logMsec, double intervalSeconds)
{
    HostLatency out;
    const QDir d(dir);
    std::map<int, std::vector<LogSeries>> byJob; // each clone's file, reads and writes apart
    std::uint64_t firstMsec = UINT64_MAX;
    for (const auto& [job, expected] : ios) {
        const QString pattern = latencyLogName(host, job) + QStringLiteral("_clat_hist.*");
        for (const QString& name : d.entryList({pattern}, QDir::Files, QDir::Name)) {
            auto file = readLogFile(d.filePath(name), out.problems);
            for (LogSeries& s : file ? *file : std::array<LogSeries, 2>{}) {
                if (!s.msec.empty())
                    firstMsec = std::min(firstMsec, s.msec.front());
                byJob[job].push_back(std::move(s));
            }
        }
    }
    // Times since the epoch (log_unix_epoch, as we ask) count from the host's first interval;
    // times since the job's start (a log fio made alone) from there.
    const std::uint64_t origin = firstMsec != UINT64_MAX && firstMsec >= 1'000'000'000 ? firstMsec - logMsec : 0;
    for (const auto& [job, series] : byJob)
        takeJob(out, host, job, series, double(ios.at(job)[0] + ios.at(job)[1]), origin, logMsec, intervalSeconds);
    return out;
}

// Where the hosts' latency logs go: the caller's directory, or one of ours.
QString HostLatencyLogs::dir()
{
    if (!m_options.latencyLogDir.isEmpty())
        return m_options.latencyLogDir;
    if (!m_dir)
        m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/fragscope-fio-XXXXXX"));
    return m_dir->isValid() ? m_dir->path() : QString();
}

// The log interval: the plot's, longer for long runs (fio keeps a whole histogram per record
// in memory on the host until the end: at most some 600 records per job and direction).
std::uint64_t HostLatencyLogs::logMsec() const
{
    std::uint64_t longest = 0;
    for (const JobSpec& j : m_jobs)
        longest = std::max(longest, (j.runtimeUs + j.rampTimeUs) / 1000);
    return std::max<std::uint64_t>(
        {100, std::uint64_t(std::max<qint64>(1, m_options.interval.count())), longest / 600});
}

std::vector<JobSpec> HostLatencyLogs::jobsFor(int host)
{
    std::vector<JobSpec> jobs = m_jobs;
    const QString where = dir();
    for (std::size_t j = 0; j < jobs.size() && !where.isEmpty(); ++j) {
        auto& fioOnly = jobs[j].fioOnly;
        const bool own = std::any_of(fioOnly.begin(), fioOnly.end(), [](const auto& o) {
            return o.first == QLatin1String("write_hist_log") || o.first == QLatin1String("log_hist_msec");
        });
        if (own)
            continue;
        fioOnly.append({QStringLiteral("write_hist_log"), where + QLatin1Char('/') + latencyLogName(host, int(j))});
        fioOnly.append({QStringLiteral("log_hist_msec"), QString::number(logMsec())});
        // As we read them, whatever the job file's [global] says: every bucket, a file per
        // clone, times since the epoch (so the host's jobs share one clock).
        fioOnly.append({QStringLiteral("log_hist_coarseness"), QStringLiteral("0")});
        fioOnly.append({QStringLiteral("per_job_logs"), QStringLiteral("1")});
        fioOnly.append({QStringLiteral("log_unix_epoch"), QStringLiteral("1")});
    }
    return jobs;
}

double HostLatencyLogs::intervalSeconds() const
{
    return double(std::max<qint64>(100, m_options.interval.count())) / 1000;
}

void HostLatencyLogs::take(int host, HostResult& h, BenchResult& result)
{
    const QString where = dir();
    if (where.isEmpty())
        return;
    // fio 3.33's client (Debian 12's) garbles the logs it brings back (hostlatency.h); on a short
    // run they can even add up. Not read from it or older ones.
    static const QRegularExpression version(QStringLiteral(R"(^fio-(\d+)\.(\d+))"));
    if (const auto m = version.match(
            result.context.toolVersion.isEmpty() ? h.fioVersion : QStringLiteral("fio-") + result.context.toolVersion);
        m.hasMatch() && m.captured(1).toInt() * 1000 + m.captured(2).toInt() <= 3033) {
        result.warnings.push_back({{},
            Text::tr("latency log not read: %1's fio client (%2) brings back servers' latency logs garbled, "
                     "so there is no latency over time of the hosts")
                .arg(h.label(), result.context.toolVersion)});
        return;
    }
    std::map<int, std::array<std::uint64_t, 2>> ios; // of the jobs that ran once
    for (const JobRun& run : h.runs) {
        const bool once = std::count_if(h.runs.begin(), h.runs.end(), [&](const JobRun& r) {
            return r.jobIndex == run.jobIndex;
        }) == 1;
        if (once)
            ios[run.jobIndex] = {run.read.ios, run.write.ios};
    }
    const double interval = intervalSeconds();
    auto logs = readHostLatency(where, host, ios, logMsec(), interval);
    for (const QString& problem : logs.problems)
        result.warnings.push_back({{}, Text::tr("latency log not read: %1").arg(problem)});
    // The logs' times count from the host's jobs' start, the live plot's from ours (which also
    // holds connecting and laying out): moved by whole intervals to the host's first rates.
    const auto first = std::find_if(result.series.begin(), result.series.end(),
        [&](const BenchSample& s) { return s.host == host && s.readBandwidth + s.writeBandwidth > 0; });
    const double shift
        = first == result.series.end() ? 0 : std::max(0.0, std::floor(first->seconds / interval) - 1) * interval;
    for (LatencyInterval& l : logs.intervals)
        l.seconds += shift;
    result.latency.insert(result.latency.end(), logs.intervals.begin(), logs.intervals.end());
    for (auto& [job, both] : logs.wholeRun) {
        for (JobRun& run : h.runs) {
            if (run.jobIndex != job)
                continue;
            if (run.read.histogram.empty())
                run.read.histogram = both[0];
            if (run.write.histogram.empty())
                run.write.histogram = both[1];
        }
    }
}

} // namespace fragscope::fio
