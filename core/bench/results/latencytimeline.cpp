// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/results/latencytimeline.h"

#include "util/json.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LatencyTimeline)
};

using Key = std::pair<int, int>; // (job, host)

// The typical length of an interval: the median gap between a line's consecutive ends.
double typicalInterval(const std::map<Key, std::vector<LatencyPoint>>& measured)
{
    std::vector<double> gaps;
    for (const auto& [key, points] : measured) {
        for (std::size_t i = 1; i < points.size(); ++i) {
            if (const double gap = points[i].seconds - points[i - 1].seconds; gap > 1e-6)
                gaps.push_back(gap);
        }
    }
    if (gaps.empty())
        return 1;
    std::nth_element(gaps.begin(), gaps.begin() + std::ptrdiff_t(gaps.size() / 2), gaps.end());
    return gaps[gaps.size() / 2];
}

// The lines' histograms added interval by interval, each interval by its end rounded to `interval`.
LatencyLine mergeLines(const std::vector<const LatencyLine*>& lines, double interval, int jobIndex, int host)
{
    std::map<long long, SparseHistogram> byInterval;
    for (const LatencyLine* line : lines) {
        for (const LatencyPoint& p : line->points)
            byInterval[std::llround(p.seconds / interval)].merge(p.bins);
    }
    LatencyLine out{jobIndex, host, true, {}};
    for (auto& [slot, bins] : byInterval)
        out.points.push_back({double(slot) * interval, std::move(bins)});
    return out;
}

// The measured lines a line of (job, host) stands for, -1 meaning all.
std::vector<const LatencyLine*> coveredBy(const std::vector<LatencyLine>& lines, int jobIndex, int host)
{
    std::vector<const LatencyLine*> out;
    for (const LatencyLine& l : lines) {
        if (!l.merged && (jobIndex < 0 || l.jobIndex == jobIndex) && (host < 0 || l.host == host))
            out.push_back(&l);
    }
    return out;
}

bool hasLine(const std::vector<LatencyLine>& lines, int jobIndex, int host)
{
    return std::any_of(
        lines.begin(), lines.end(), [&](const LatencyLine& l) { return l.jobIndex == jobIndex && l.host == host; });
}

} // namespace

LatencyTimeline latencyTimeline(const BenchResult& result)
{
    std::map<Key, std::vector<LatencyPoint>> measured;
    for (const LatencyInterval& i : result.latency)
        measured[{i.jobIndex, i.host}].push_back({i.seconds, i.bins});
    LatencyTimeline t;
    t.intervalSeconds = typicalInterval(measured);
    std::set<int> jobs, hosts;
    for (auto& [key, points] : measured) {
        std::stable_sort(points.begin(), points.end(),
            [](const LatencyPoint& a, const LatencyPoint& b) { return a.seconds < b.seconds; });
        t.lines.push_back({key.first, key.second, false, std::move(points)});
        if (key.first >= 0)
            jobs.insert(key.first);
        hosts.insert(key.second);
    }
    // Each host's jobs, each job on all hosts, then everything: where there is more than one line
    // to merge and the run did not measure the sum itself (our engine and fio here do).
    std::vector<Key> wanted;
    wanted.reserve(hosts.size() + jobs.size() + 1);
    for (int h : hosts)
        wanted.emplace_back(-1, h);
    if (hosts.size() > 1 && jobs.size() > 1) {
        for (int j : jobs)
            wanted.emplace_back(j, -1);
    }
    if (hosts.size() > 1)
        wanted.emplace_back(-1, -1);
    for (const auto& [job, host] : wanted) {
        const auto parts = coveredBy(t.lines, job, host);
        if (parts.size() > 1 && !hasLine(t.lines, job, host))
            t.lines.push_back(mergeLines(parts, t.intervalSeconds, job, host));
    }
    return t;
}

const LatencyLine* findLatencyLine(const LatencyTimeline& timeline, int jobIndex, int host)
{
    for (const LatencyLine& l : timeline.lines) {
        if (l.jobIndex == jobIndex && l.host == host)
            return &l;
    }
    const auto parts = coveredBy(timeline.lines, jobIndex, host);
    return parts.size() == 1 ? parts.front() : nullptr;
}

Result<std::vector<FioHistRecord>> parseFioHistLog(const QByteArray& text, const QString& name)
{
    // fio 3: 29 groups of 64 buckets (FIO_IO_U_PLAT_GROUP_NR, _BITS), numbered as ours.
    constexpr int kFioBuckets = 29 * 64;
    std::vector<FioHistRecord> out;
    int lineNumber = 0;
    for (const QByteArray& raw : text.split('\n')) {
        ++lineNumber;
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            continue;
        const QList<QByteArray> fields = line.split(',');
        auto bad = [&](const QString& why) {
            return std::unexpected(Error{name, Text::tr("line %1: %2").arg(lineNumber).arg(why)});
        };
        if (fields.size() != 3 + kFioBuckets)
            return bad(Text::tr("%1 fields where fio 3 writes %2").arg(fields.size()).arg(3 + kFioBuckets));
        FioHistRecord r;
        bool ok = false;
        r.msec = fields[0].trimmed().toULongLong(&ok);
        const int direction = ok ? fields[1].trimmed().toInt(&ok) : -1;
        if (!ok || direction < 0 || direction > 2)
            return bad(Text::tr("not a time and a direction"));
        r.direction = direction;
        for (int i = 0; i < kFioBuckets; ++i) {
            const std::uint64_t count = fields[3 + i].trimmed().toULongLong(&ok);
            if (!ok)
                return bad(Text::tr("bucket %1 is not a count").arg(i));
            r.bins.add(std::size_t(i), count);
        }
        out.push_back(std::move(r));
    }
    return out;
}

QJsonObject latencyTimelineJson(const BenchResult& result)
{
    const LatencyTimeline t = latencyTimeline(result);
    QJsonArray percentiles;
    for (double p : kLatencyPercentiles)
        percentiles.append(p);
    QJsonArray lines;
    for (const LatencyLine& line : t.lines) {
        QJsonArray intervals;
        for (const LatencyPoint& p : line.points) {
            QJsonObject values, bins;
            for (double pc : kLatencyPercentiles)
                values.insert(QString::number(pc, 'f', 6), jsonNumber(p.bins.percentile(pc)));
            for (const auto& [index, count] : p.bins.buckets())
                bins.insert(QString::number(latencybuckets::middle(index)), jsonNumber(count));
            intervals.append(QJsonObject{{QStringLiteral("seconds"), std::round(p.seconds * 1000) / 1000},
                {QStringLiteral("samples"), jsonNumber(p.bins.total())}, {QStringLiteral("percentiles"), values},
                {QStringLiteral("bins"), bins}});
        }
        QJsonObject o{{QStringLiteral("job_index"), line.jobIndex}, {QStringLiteral("host_index"), line.host},
            {QStringLiteral("merged"), line.merged}, {QStringLiteral("intervals"), intervals}};
        if (line.jobIndex >= 0 && std::size_t(line.jobIndex) < result.jobs.size())
            o.insert(QStringLiteral("job"), result.jobs[std::size_t(line.jobIndex)].name);
        if (line.host >= 0 && std::size_t(line.host) < result.hosts.size())
            o.insert(QStringLiteral("host"), result.hosts[std::size_t(line.host)].label());
        lines.append(o);
    }
    return QJsonObject{{QStringLiteral("interval_seconds"), t.intervalSeconds},
        {QStringLiteral("percentiles"), percentiles}, {QStringLiteral("lines"), lines}};
}

std::vector<LatencyInterval> latencyIntervalsFromJson(const QJsonObject& object, const BenchResult& result)
{
    std::vector<LatencyInterval> out;
    for (const QJsonValue& v : object.value(QLatin1String("lines")).toArray()) {
        const QJsonObject line = v.toObject();
        const int job = line.value(QLatin1String("job_index")).toInt(-1);
        const int host = line.value(QLatin1String("host_index")).toInt(-1);
        if (line.value(QLatin1String("merged")).toBool() || job < -1 || job >= int(result.jobs.size()) || host < -1
            || host >= int(result.hosts.size()))
            continue; // merges are made again from what was measured
        for (const QJsonValue& i : line.value(QLatin1String("intervals")).toArray()) {
            const QJsonObject interval = i.toObject();
            LatencyInterval l{job, host, interval.value(QLatin1String("seconds")).toDouble(), {}};
            const QJsonObject bins = interval.value(QLatin1String("bins")).toObject();
            for (auto it = bins.begin(); it != bins.end(); ++it) {
                bool ok = false;
                const std::uint64_t ns = it.key().toULongLong(&ok);
                if (ok) // a bucket named by anything but its value in ns is not ours
                    l.bins.add(latencybuckets::indexOf(ns), jsonU64(it.value()));
            }
            out.push_back(std::move(l));
        }
    }
    return out;
}

} // namespace fragscope
