// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/fio/fioreports.h"

#include "bench/fio/fiostream.h"
#include "util/json.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

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

} // namespace fragscope::fio
