// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/fio/hostlatency.h"

#include "bench/results/latencytimeline.h"
#include "fs/fsinfo.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <algorithm>
#include <charconv>
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

// Whether a job's logs count the I/Os fio counted (`want`) within `tolerance` (a share); where not,
// a problem naming the job's logs.
bool countsAgree(HostLatency& out, int host, int job, std::uint64_t logged, double want, double tolerance)
{
    if (std::abs(double(logged) - want) <= tolerance * std::max(1.0, want))
        return true;
    out.problems << Text::tr("%1: fio's latency logs count %2 completions where its report counts %3 I/Os")
                        .arg(latencyLogName(host, job))
                        .arg(logged)
                        .arg(std::uint64_t(want));
    return false;
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
    if (!countsAgree(out, host, job, logged, want, 0.15))
        return;
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

namespace {

// A per-I/O log line's first three numbers: completion time (ms), latency (ns), direction.
bool perIoLine(const QByteArray& line, std::array<std::uint64_t, 3>& out)
{
    const char* at = line.constData();
    const char* end = at + line.size();
    for (std::uint64_t& value : out) {
        while (at < end && (*at == ' ' || *at == ','))
            ++at;
        const auto [next, ec] = std::from_chars(at, end, value);
        if (ec != std::errc())
            return false;
        at = next;
    }
    return true;
}

// The first completion time in a per-I/O log; 0 where it has none.
std::uint64_t firstMsec(const QString& path)
{
    QFile f(path);
    std::array<std::uint64_t, 3> v{};
    return f.open(QIODevice::ReadOnly) && perIoLine(f.readLine(), v) ? v[0] : 0;
}

} // namespace

std::uint64_t firstPerIoCompletion(const QString& dir, const QString& pattern)
{
    const QDir d(dir);
    std::uint64_t first = 0;
    for (const QString& name : d.entryList({pattern}, QDir::Files)) {
        if (const std::uint64_t msec = firstMsec(d.filePath(name)); msec && (!first || msec < first))
            first = msec;
    }
    return first;
}

namespace {

// One job's I/Os from its per-I/O logs: over the run and per interval.
struct PerIoJob
{
    std::array<LatencyHistogram, 2> whole; // reads, writes
    std::map<long long, SparseHistogram> byInterval;
    std::uint64_t logged = 0;
};

// One per-I/O log file into `job`; false, saying why in `problems`, where it cannot be read.
bool readPerIoFile(const QString& path, std::uint64_t origin, double intervalMsec, PerIoJob& job, QStringList& problems)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        problems << QStringLiteral("%1: %2").arg(path, f.errorString());
        return false;
    }
    std::array<std::uint64_t, 3> v{};
    for (qint64 line = 1; !f.atEnd(); ++line) {
        const QByteArray text = f.readLine().trimmed();
        if (text.isEmpty())
            continue;
        if (!perIoLine(text, v)) {
            problems << Text::tr("%1, line %2: not a latency log line").arg(path).arg(line);
            return false;
        }
        if (v[2] > 1) // trims
            continue;
        job.whole[std::size_t(v[2])].add(v[1]);
        // A completion logged a moment before the first file's first (files are in completion order
        // only each of its own): in the first interval.
        job.byInterval[std::llround(std::floor(double(std::max(v[0], origin) - origin) / intervalMsec))].add(
            latencybuckets::indexOf(v[1]), 1);
        ++job.logged;
    }
    return true;
}

} // namespace

HostLatency readHostPerIoLatency(const QString& dir, int host, const std::map<int, std::array<std::uint64_t, 2>>& ios,
    double intervalSeconds, std::uint64_t originMsec)
{
    HostLatency out;
    const QDir d(dir);
    for (const auto& [job, expected] : ios) {
        PerIoJob read;
        bool readable = true;
        for (const QString& name :
            d.entryList({latencyLogName(host, job) + QStringLiteral("_clat.*")}, QDir::Files, QDir::Name))
            readable
                = readable && readPerIoFile(d.filePath(name), originMsec, intervalSeconds * 1000, read, out.problems);
        // A line per I/O: as many as fio counted (the ramp's are in neither).
        readable = readable && countsAgree(out, host, job, read.logged, double(expected[0] + expected[1]), 0.02);
        if (!readable || read.logged == 0)
            continue;
        out.wholeRun[job] = std::move(read.whole);
        for (auto& [slot, bins] : read.byInterval)
            out.intervals.push_back({job, host, double(slot + 1) * intervalSeconds, std::move(bins)});
    }
    return out;
}

// fio's version as a number (3.33: 3033); 0 where it cannot be read.
namespace {
int versionNumber(const QString& fioVersion)
{
    static const QRegularExpression version(QStringLiteral(R"(^(?:fio-)?(\d+)\.(\d+))"));
    const auto m = version.match(fioVersion);
    return m.hasMatch() ? m.captured(1).toInt() * 1000 + m.captured(2).toInt() : 0;
}

// A log line per I/O stays in the host's memory until the job ends, for its total, completion and
// submission latencies (some 100 bytes an I/O together; as much text here once the client has
// them): taken for jobs whose clones together run at most 10 s or make at most 2 million I/Os (at
// a million IOPS a clone, about 1 GB on the host).
constexpr std::uint64_t kPerIoSecondsLimit = 10;
constexpr std::uint64_t kPerIoIosLimit = 2'000'000;
bool perIoLogsFit(const JobSpec& j)
{
    const auto clones = std::uint64_t(std::max(1, j.numjobs));
    if (j.runtimeUs && (j.runtimeUs + j.rampTimeUs) * clones <= kPerIoSecondsLimit * 1'000'000)
        return true;
    const std::uint64_t bytes = j.timeBased ? 0 : j.bytesToDo();
    return bytes && bytes / std::max<std::uint64_t>(1, j.minBs()) * clones <= kPerIoIosLimit;
}
} // namespace

HostLogKind hostLogKind(const QString& fioVersion, const std::vector<JobSpec>& jobs, std::uint64_t roomBytes, int hosts)
{
    // fio 3.33's client (Debian 12's) garbles the histogram logs it brings back (hostlatency.h).
    // fio 2 logged latencies in µs, not ns: not read.
    const int version = versionNumber(fioVersion);
    if (version > 3033)
        return HostLogKind::Histogram;
    if (version < 3000)
        return HostLogKind::None;
    if (!std::all_of(jobs.begin(), jobs.end(), perIoLogsFit))
        return HostLogKind::None;
    return roomBytes / kPerIoRoomPerHost < std::uint64_t(std::max(1, hosts)) ? HostLogKind::NoRoom : HostLogKind::PerIo;
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

void HostLatencyLogs::choose(const QString& fioVersion)
{
    m_kind = hostLogKind(fioVersion, m_jobs);
    // The client writes every I/O's line here before we read it: not into a folder without room.
    if (m_kind == HostLogKind::PerIo && !dir().isEmpty()) {
        const auto room = availableBytes(dir());
        m_room = room ? *room : 0;
        m_kind = hostLogKind(fioVersion, m_jobs, m_room, int(m_options.hosts.size()));
    }
}

std::vector<JobSpec> HostLatencyLogs::jobsFor(int host)
{
    std::vector<JobSpec> jobs = m_jobs;
    const QString where = m_kind == HostLogKind::None || m_kind == HostLogKind::NoRoom ? QString() : dir();
    for (std::size_t j = 0; j < jobs.size() && !where.isEmpty(); ++j) {
        auto& fioOnly = jobs[j].fioOnly;
        const bool own = std::any_of(fioOnly.begin(), fioOnly.end(), [](const auto& o) {
            return o.first == QLatin1String("write_hist_log") || o.first == QLatin1String("log_hist_msec")
                || o.first == QLatin1String("write_lat_log") || o.first == QLatin1String("log_avg_msec");
        });
        // Their own bw/iops/lat logs and log_avg_msec are theirs: not changed to every I/O.
        const bool ownLogs
            = !jobs[j].latLog.isEmpty() || !jobs[j].bwLog.isEmpty() || !jobs[j].iopsLog.isEmpty() || jobs[j].logAvgMsec;
        if (own || (m_kind == HostLogKind::PerIo && ownLogs))
            continue;
        m_logged.insert(int(j));
        const QString name = where + QLatin1Char('/') + latencyLogName(host, int(j));
        if (m_kind == HostLogKind::PerIo) {
            fioOnly.append({QStringLiteral("write_lat_log"), name});
            fioOnly.append({QStringLiteral("log_avg_msec"), QStringLiteral("0")}); // every I/O
        } else {
            fioOnly.append({QStringLiteral("write_hist_log"), name});
            fioOnly.append({QStringLiteral("log_hist_msec"), QString::number(logMsec())});
            fioOnly.append({QStringLiteral("log_hist_coarseness"), QStringLiteral("0")}); // every bucket
        }
        // As we read them, whatever the job file's [global] says: a file per clone, times since the
        // epoch (so the host's jobs share one clock).
        fioOnly.append({QStringLiteral("per_job_logs"), QStringLiteral("1")});
        fioOnly.append({QStringLiteral("log_unix_epoch"), QStringLiteral("1")});
    }
    return jobs;
}

double HostLatencyLogs::intervalSeconds() const
{
    return double(std::max<qint64>(100, m_options.interval.count())) / 1000;
}

namespace {

// Per job that ran once on the host (over repetitions the logs cannot tell one run from the
// next), the reads and writes fio counted.
std::map<int, std::array<std::uint64_t, 2>> jobsRunOnce(const HostResult& h)
{
    std::map<int, std::array<std::uint64_t, 2>> ios;
    for (const JobRun& run : h.runs) {
        const bool once = std::count_if(h.runs.begin(), h.runs.end(), [&](const JobRun& r) {
            return r.jobIndex == run.jobIndex;
        }) == 1;
        if (once)
            ios[run.jobIndex] = {run.read.ios, run.write.ios};
    }
    return ios;
}

// The logs' whole-run histograms into the host's runs that have none of their own.
void adoptWholeRun(const std::map<int, std::array<LatencyHistogram, 2>>& wholeRun, HostResult& h)
{
    for (const auto& [job, both] : wholeRun) {
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

} // namespace

void HostLatencyLogs::take(int host, HostResult& h, BenchResult& result)
{
    const QString where = dir();
    if (where.isEmpty())
        return;
    if (m_kind == HostLogKind::None) {
        result.warnings.push_back({{},
            Text::tr("no latency over time of %1: fio %2's client brings back servers' latency histogram logs "
                     "garbled, and a job that may run over %3 s and %4 I/Os is too long to log every I/O instead")
                .arg(h.label(), result.context.toolVersion)
                .arg(kPerIoSecondsLimit)
                .arg(kPerIoIosLimit)});
        return;
    }
    if (m_kind == HostLogKind::NoRoom) {
        result.warnings.push_back({{},
            Text::tr("no latency over time of %1: logging every I/O could take up to %2 MiB a host in %3, "
                     "which has %4 MiB free")
                .arg(h.label())
                .arg(kPerIoRoomPerHost >> 20)
                .arg(where)
                .arg(m_room >> 20)});
        return;
    }
    auto ios = jobsRunOnce(h);
    std::erase_if(ios, [this](const auto& job) { return !m_logged.contains(job.first); }); // theirs, or none
    const double interval = intervalSeconds();
    // Every I/O's completion time since the epoch: all hosts' intervals counted from the first
    // completion on any host, so that their merge adds up the same seconds. The hosts' clocks are
    // taken to agree (as NTP keeps them, to milliseconds); a host whose clock is off by seconds is
    // drawn off by as much.
    const bool perIo = m_kind == HostLogKind::PerIo;
    if (perIo && !m_perIoOrigin)
        m_perIoOrigin = firstPerIoCompletion(where, QStringLiteral("fragscope-h*_clat.*"));
    auto logs = perIo ? readHostPerIoLatency(where, host, ios, interval, m_perIoOrigin)
                      : readHostLatency(where, host, ios, logMsec(), interval);
    for (const QString& problem : logs.problems)
        result.warnings.push_back({{}, Text::tr("latency log not read: %1").arg(problem)});
    // The logs' times count from the host's jobs' start, the live plot's from ours (which also
    // holds connecting and laying out): moved by whole intervals to the host's first rates.
    const auto first = std::find_if(result.series.begin(), result.series.end(), [&](const BenchSample& s) {
        return (s.host == host || (perIo && s.host >= 0)) && s.readBandwidth + s.writeBandwidth > 0;
    });
    const double shift
        = first == result.series.end() ? 0 : std::max(0.0, std::floor(first->seconds / interval) - 1) * interval;
    for (LatencyInterval& l : logs.intervals)
        l.seconds += shift;
    result.latency.insert(result.latency.end(), logs.intervals.begin(), logs.intervals.end());
    adoptWholeRun(logs.wholeRun, h);
}

} // namespace fragscope::fio
