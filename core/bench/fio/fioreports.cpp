// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/fio/fioreports.h"

#include "bench/fio/fiostream.h"
#include "bench/results/latencytimeline.h"
#include "util/json.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <optional>

namespace fragscope::fio {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FioEngine)
};

// The latency bins of a json+ document, reads and writes of all clones of each job together (and of
// every job under the empty name): what
// the percentiles of one interval are computed from (the difference of two cumulative documents).
std::map<QString, Bins> latencyBins(const QJsonObject& document)
{
    std::map<QString, Bins> out;
    for (const QJsonValue& v : document.value(QLatin1String("jobs")).toArray()) {
        const QJsonObject job = v.toObject();
        Bins& bins = out[job.value(QLatin1String("jobname")).toString()];
        for (const char* dir : {"read", "write"}) {
            const QJsonObject b = job.value(QLatin1String(dir))
                                      .toObject()
                                      .value(QLatin1String("clat_ns"))
                                      .toObject()
                                      .value(QLatin1String("bins"))
                                      .toObject();
            for (auto it = b.begin(); it != b.end(); ++it) {
                bins[it.key().toULongLong()] += jsonU64(it.value());
                out[QString()][it.key().toULongLong()] += jsonU64(it.value());
            }
        }
    }
    return out;
}

// The completions between two cumulative documents' bins, in our buckets (fio's bins are keyed by
// their buckets' middles, which fall in the same buckets of ours).
SparseHistogram intervalBins(const Bins& earlier, const Bins& later)
{
    SparseHistogram out;
    for (const auto& [ns, count] : later) {
        const auto e = earlier.find(ns);
        out.add(latencybuckets::indexOf(ns), count - std::min(count, e == earlier.end() ? 0 : e->second));
    }
    return out;
}

// The clones of each job together.
std::map<QString, FioReport> jobReports(const QJsonObject& doc)
{
    std::map<QString, FioReport> now;
    for (const FioReport& r : fioReports(doc)) {
        FioReport& sum = now[r.job];
        sum.job = r.job;
        sum.runtimeMs = std::max(sum.runtimeMs, r.runtimeMs);
        for (int d = 0; d < 2; ++d) {
            sum.bytes[d] += r.bytes[d];
            sum.ios[d] += r.ios[d];
        }
    }
    return now;
}

} // namespace

int jobIndexOf(const std::vector<JobSpec>& jobs, const QString& name)
{
    const auto it = std::find_if(jobs.begin(), jobs.end(), [&](const JobSpec& j) { return j.name == name; });
    return it == jobs.end() ? -1 : int(it - jobs.begin());
}

void addRates(BenchSample& total, const BenchSample& s)
{
    total.readBandwidth += s.readBandwidth;
    total.writeBandwidth += s.writeBandwidth;
    total.readIops += s.readIops;
    total.writeIops += s.writeIops;
}

BenchTick LocalReports::interval(const QJsonObject& doc, double seconds)
{
    m_lastDocument = doc;
    const auto bins = latencyBins(doc);
    BenchTick t;
    BenchSample total;
    total.seconds = seconds;
    int running = 0;
    for (const auto& [name, report] : jobReports(doc)) {
        auto sample = next(name, report, bins);
        if (!sample)
            continue;
        sample->seconds = seconds;
        addRates(total, *sample);
        t.samples.push_back(*sample);
        ++running;
    }
    if (const auto all = bins.find(QString()); all != bins.end()) {
        total.setLatency(intervalBins(m_lastBins[QString()], all->second));
        m_lastBins[QString()] = all->second;
    }
    if (running > 1)
        t.samples.push_back(total);
    t.progress.phase = Text::tr("fio: %n job(s) reporting", "", running);
    return t;
}

// The job's sample since its last report, if it has one to compare with.
std::optional<BenchSample> LocalReports::next(
    const QString& name, const FioReport& report, const std::map<QString, Bins>& bins)
{
    const auto before = m_lastReport.find(name);
    if (before == m_lastReport.end()) {
        if (report.runtimeMs > 0)
            m_lastReport[name] = report;
        return std::nullopt;
    }
    const std::optional<FioInterval> i = fioInterval(before->second, report);
    if (!i)
        return std::nullopt;
    m_lastReport[name] = report;
    BenchSample s;
    s.jobIndex = jobIndexOf(m_jobs, name);
    s.readBandwidth = i->bytesPerSecond[0];
    s.writeBandwidth = i->bytesPerSecond[1];
    s.readIops = i->iops[0];
    s.writeIops = i->iops[1];
    if (const auto b = bins.find(name); b != bins.end()) {
        const Bins& earlier = m_lastBins[name];
        s.setLatency(intervalBins(earlier, b->second));
        m_lastBins[name] = b->second;
    }
    return s;
}

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

} // namespace

namespace {

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

} // namespace fragscope::fio
