// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/result.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace fragscope {
namespace {

// Sum and sum of squares behind a mean and a sample standard deviation (n - 1, as fio).
std::pair<double, double> sumsOf(const LatencyStats& s)
{
    const double n = double(s.samples);
    const double sum = s.meanNs * n;
    const double squares = s.stddevNs * s.stddevNs * std::max(0.0, n - 1) + n * s.meanNs * s.meanNs;
    return {sum, squares};
}

} // namespace

std::vector<const JobRun*> BenchResult::runsOf(int jobIndex) const
{
    std::vector<const JobRun*> out;
    for (const JobRun& run : runs) {
        if (run.jobIndex == jobIndex)
            out.push_back(&run);
    }
    return out;
}

std::vector<JobRun> groupRuns(const BenchResult& result)
{
    std::vector<JobRun> out;
    int group = -1;
    std::vector<int> groupOf;
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        if (j == 0 || result.jobs[j].stonewall)
            ++group;
        groupOf.push_back(group);
    }
    for (int g = 0; g <= group; ++g) {
        if (std::count(groupOf.begin(), groupOf.end(), g) < 2)
            continue;
        std::vector<JobRun> reps;
        for (const JobRun& run : result.runs) {
            if (run.jobIndex < 0 || std::size_t(run.jobIndex) >= groupOf.size()
                || groupOf[std::size_t(run.jobIndex)] != g)
                continue;
            auto it = std::find_if(
                reps.begin(), reps.end(), [&](const JobRun& r) { return r.repetition == run.repetition; });
            if (it == reps.end()) {
                JobRun sum;
                sum.job = QStringLiteral("group %1").arg(g);
                sum.jobIndex = -1 - g;
                sum.repetition = run.repetition;
                reps.push_back(sum);
                it = reps.end() - 1;
            }
            accumulate(*it, run);
        }
        out.insert(out.end(), reps.begin(), reps.end());
    }
    return out;
}

Spread spreadOf(std::vector<double> values)
{
    Spread s;
    s.count = int(values.size());
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    s.median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    s.mean = std::accumulate(values.begin(), values.end(), 0.0) / double(n);
    s.min = values.front();
    s.max = values.back();
    if (n > 1) {
        double squares = 0;
        for (double v : values)
            squares += (v - s.mean) * (v - s.mean);
        s.stddev = std::sqrt(squares / double(n - 1));
    }
    return s;
}

LatencyStats latencyStats(
    const LatencyHistogram& histogram, std::uint64_t minNs, std::uint64_t maxNs, double sumNs, double sumSquaresNs)
{
    LatencyStats s;
    s.samples = histogram.total();
    if (s.samples == 0)
        return s;
    const double n = double(s.samples);
    s.minNs = minNs;
    s.maxNs = maxNs;
    s.meanNs = sumNs / n;
    s.stddevNs = n > 1 ? std::sqrt(std::max(0.0, (sumSquaresNs - n * s.meanNs * s.meanNs) / (n - 1))) : 0;
    for (double p : kDefaultPercentiles)
        s.percentiles.emplace_back(p, histogram.percentile(p));
    return s;
}

std::vector<FioEntry> fioEntries(const BenchResult& result)
{
    std::vector<FioEntry> out;
    int group = 0;
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        const JobSpec& job = result.jobs[j];
        if (j > 0 && job.stonewall)
            ++group;
        for (const JobRun* run : result.runsOf(int(j))) {
            if (job.groupReporting || run->clones.empty()) {
                out.push_back({&job, run, group});
                continue;
            }
            for (const JobRun& clone : run->clones)
                out.push_back({&job, &clone, group});
        }
    }
    return out;
}

QString hostPortText(const QString& address, int port)
{
    const bool v6 = address.contains(QLatin1Char(':'));
    return (v6 ? QLatin1Char('[') + address + QLatin1Char(']') : address) + QLatin1Char(':') + QString::number(port);
}

QString HostResult::label() const
{
    return hostPortText(address, port);
}

LatencyStats LatencyMoments::stats() const
{
    LatencyStats s;
    s.samples = n;
    if (n == 0)
        return s;
    const double count = double(n);
    s.minNs = minNs;
    s.maxNs = maxNs;
    s.meanNs = sum / count;
    s.stddevNs = n > 1 ? std::sqrt(std::max(0.0, (squares - count * s.meanNs * s.meanNs) / (count - 1))) : 0;
    return s;
}

LatencyStats combineMoments(const LatencyStats& a, const LatencyStats& b)
{
    if (b.samples == 0)
        return a;
    if (a.samples == 0)
        return LatencyStats{b.minNs, b.maxNs, b.meanNs, b.stddevNs, b.samples, {}};
    const auto [sumA, squaresA] = sumsOf(a);
    const auto [sumB, squaresB] = sumsOf(b);
    LatencyMoments m;
    m.n = a.samples + b.samples;
    m.minNs = std::min(a.minNs, b.minNs);
    m.maxNs = std::max(a.maxNs, b.maxNs);
    m.sum = sumA + sumB;
    m.squares = squaresA + squaresB;
    return m.stats();
}

void accumulate(DirectionStats& sum, const DirectionStats& part)
{
    if (!part.present())
        return;
    sum.slat = combineMoments(sum.slat, part.slat);
    sum.lat = combineMoments(sum.lat, part.lat);
    const bool first = sum.clat.samples == 0;
    const auto [sumA, squaresA] = sumsOf(sum.clat);
    const auto [sumB, squaresB] = sumsOf(part.clat);
    sum.ioBytes += part.ioBytes;
    sum.ios += part.ios;
    sum.printedIops += part.printedIops;
    sum.runtimeUs = std::max(sum.runtimeUs, part.runtimeUs);
    sum.histogram.merge(part.histogram);
    if (part.clat.samples == 0)
        return;
    const std::uint64_t minNs = first ? part.clat.minNs : std::min(sum.clat.minNs, part.clat.minNs);
    const std::uint64_t maxNs = std::max(sum.clat.maxNs, part.clat.maxNs);
    if (sum.histogram.empty()) { // imported figures without buckets: keep what can be combined
        const double n = double(sum.clat.samples + part.clat.samples);
        sum.clat.meanNs = (sumA + sumB) / n;
        sum.clat.stddevNs = n > 1
            ? std::sqrt(std::max(0.0, (squaresA + squaresB - n * sum.clat.meanNs * sum.clat.meanNs) / (n - 1)))
            : 0;
        sum.clat.samples += part.clat.samples;
        sum.clat.minNs = minNs;
        sum.clat.maxNs = maxNs;
        sum.clat.percentiles.clear(); // percentiles cannot be combined without the histograms
        return;
    }
    sum.clat = latencyStats(sum.histogram, minNs, maxNs, sumA + sumB, squaresA + squaresB);
}

std::vector<MatrixRow> benchMatrix(const BenchResult& result)
{
    std::vector<MatrixRow> rows;
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        const QString name = result.jobs[j].name;
        QString label = name;
        int only = -1; // the one direction this job fills in a shared row
        for (const auto& [suffix, dir] :
            {std::pair{QLatin1String(" read"), 0}, std::pair{QLatin1String(" write"), 1}}) {
            if (name.endsWith(suffix, Qt::CaseInsensitive)) {
                label = name.chopped(suffix.size());
                only = dir;
            }
        }
        auto row = std::find_if(rows.begin(), rows.end(), [&](const MatrixRow& r) { return r.label == label; });
        if (row == rows.end()) {
            rows.push_back(MatrixRow{label});
            row = rows.end() - 1;
        }
        std::vector<double> bw[2], iops[2];
        for (const JobRun* run : result.runsOf(int(j))) {
            for (int dir = 0; dir < 2; ++dir) {
                const DirectionStats& d = dir ? run->write : run->read;
                if (d.present() && (only < 0 || only == dir)) {
                    bw[dir].push_back(d.bandwidth());
                    if (d.hasIops())
                        iops[dir].push_back(d.iops());
                }
            }
        }
        if (!bw[0].empty())
            row->readBandwidth = spreadOf(bw[0]).median;
        if (!bw[1].empty())
            row->writeBandwidth = spreadOf(bw[1]).median;
        if (!iops[0].empty())
            row->readIops = spreadOf(iops[0]).median;
        if (!iops[1].empty())
            row->writeIops = spreadOf(iops[1]).median;
    }
    return rows;
}

std::vector<ComparisonRow> compareResults(const BenchResult& a, const BenchResult& b)
{
    std::vector<ComparisonRow> out;
    const std::vector<MatrixRow> left = benchMatrix(a);
    const std::vector<MatrixRow> right = benchMatrix(b);
    // Rows pair by label; two results that share none but have as many rows pair in order (a fio
    // job against the same job run here under another name).
    const bool byLabel = std::any_of(left.begin(), left.end(), [&](const MatrixRow& l) {
        return std::any_of(right.begin(), right.end(), [&](const MatrixRow& r) { return r.label == l.label; });
    });
    if (!byLabel && left.size() != right.size())
        return out;
    for (std::size_t i = 0; i < left.size(); ++i) {
        MatrixRow l = left[i];
        auto r = byLabel
            ? std::find_if(right.begin(), right.end(), [&](const MatrixRow& x) { return x.label == l.label; })
            : right.begin() + std::ptrdiff_t(i);
        if (r == right.end())
            continue;
        if (!byLabel && r->label != l.label)
            l.label = QStringLiteral("%1 / %2").arg(l.label, r->label);
        const auto add = [&](double va, double vb, bool bandwidth, bool write) {
            if (va < 0 || vb < 0)
                return;
            const QString what = bandwidth ? QStringLiteral("MB/s") : QStringLiteral("IOPS");
            out.push_back(ComparisonRow{
                QStringLiteral("%1 %2 %3").arg(l.label, write ? QStringLiteral("write") : QStringLiteral("read"), what),
                l.label, bandwidth, write, bandwidth ? toMBps(va) : va, bandwidth ? toMBps(vb) : vb});
        };
        add(l.readBandwidth, r->readBandwidth, true, false);
        add(l.writeBandwidth, r->writeBandwidth, true, true);
        add(l.readIops, r->readIops, false, false);
        add(l.writeIops, r->writeIops, false, true);
    }
    return out;
}

void accumulate(JobRun& sum, const JobRun& part)
{
    accumulate(sum.read, part.read);
    accumulate(sum.write, part.write);
    sum.runtimeUs = std::max(sum.runtimeUs, part.runtimeUs);
    sum.usrCpu += part.usrCpu;
    sum.sysCpu += part.sysCpu;
    sum.syncs += part.syncs;
    sum.verifiedBytes += part.verifiedBytes;
    sum.verifyFailures += part.verifyFailures;
    sum.prioIos += part.prioIos;
    sum.errors += part.errors;
    if (!sum.firstError)
        sum.firstError = part.firstError;
    sum.cancelled = sum.cancelled || part.cancelled;
}

double toMBps(double bytesPerSecond)
{
    return bytesPerSecond / 1e6;
}

double toMiBps(double bytesPerSecond)
{
    return bytesPerSecond / double(1 << 20);
}

} // namespace fragscope
