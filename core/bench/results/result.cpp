// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/results/result.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numeric>
#include <optional>

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

void BenchResult::noteTemperatures(double seconds, bool always)
{
    // Every five seconds at most: drivetemp's reading is a command to the drive, between its I/Os.
    if (!always && seconds - temperaturesTriedAt < 5)
        return;
    temperaturesTriedAt = seconds;
    for (Temperature& t : readTemperatures())
        temperatures.push_back({seconds, std::move(t)});
}

void BenchResult::record(const BenchTick& tick)
{
    for (const BenchSample& s : tick.samples) {
        // A job's histograms; sums of jobs are merged from them again (latencytimeline.h).
        if (!s.latency.empty() && s.jobIndex >= 0)
            latency.push_back({s.jobIndex, s.host, s.seconds, s.latency});
        series.push_back(s);
        series.back().latency = {};
    }
    // A long run keeps its latency over time in longer intervals rather than without bound: past
    // the limit each line's intervals are merged two by two (an hour of 100 ms samples of eight
    // jobs would otherwise hold some 500 MB).
    constexpr std::size_t kMostIntervals = 40'000;
    if (latency.size() <= kMostIntervals)
        return;
    std::vector<LatencyInterval> halved;
    std::map<std::pair<int, int>, std::size_t> open; // (job, host) -> its interval waiting for a pair
    for (LatencyInterval& l : latency) {
        const auto key = std::make_pair(l.jobIndex, l.host);
        if (const auto it = open.find(key); it != open.end()) {
            LatencyInterval& first = halved[it->second];
            first.bins.merge(l.bins);
            first.seconds = l.seconds;
            open.erase(it);
        } else {
            open[key] = halved.size();
            halved.push_back(std::move(l));
        }
    }
    latency = std::move(halved);
}

namespace {

// fio's groups begin at each stonewall; another tool's tests (bonnie++, CrystalDiskMark) ran one at
// a time, each a group of its own.
bool startsGroup(const BenchResult& result, std::size_t j)
{
    return j == 0 || result.jobs[j].stonewall || !result.jobs[j].foreignTest.isEmpty();
}

} // namespace

std::vector<JobRun> groupRuns(const BenchResult& result)
{
    std::vector<JobRun> out;
    int group = -1;
    std::vector<int> groupOf;
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        if (startsGroup(result, j))
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

Noise noiseBetween(const Spread& a, const Spread& b)
{
    if (a.count < 2 || b.count < 2)
        return Noise::Unknown;
    return a.max < b.min || b.max < a.min ? Noise::Beyond : Noise::Within;
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
        if (j > 0 && startsGroup(result, j))
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

namespace {

// Where a job goes in the matrix: its row's label, and the one direction it fills there ("4k
// random read" fills the read side of "4k random"), or -1 for both.
std::pair<QString, int> matrixPlace(const QString& name)
{
    for (const auto& [suffix, dir] : {std::pair{QLatin1String(" read"), 0}, std::pair{QLatin1String(" write"), 1}}) {
        if (name.endsWith(suffix, Qt::CaseInsensitive))
            return {name.chopped(suffix.size()), dir};
    }
    return {name, -1};
}

void setMedian(const std::vector<double>& values, double& figure)
{
    if (!values.empty())
        figure = spreadOf(values).median;
}

// The medians over a job's runs, in the direction(s) it fills.
void fillMatrixRow(MatrixRow& row, const std::vector<const JobRun*>& runs, int only)
{
    std::array<std::vector<double>, 2> bw, iops, latency;
    for (const JobRun* run : runs) {
        for (int dir = 0; dir < 2; ++dir) {
            const DirectionStats& d = dir ? run->write : run->read;
            if (!d.present() || (only >= 0 && only != dir))
                continue;
            bw[std::size_t(dir)].push_back(d.bandwidth());
            if (d.hasIops())
                iops[std::size_t(dir)].push_back(d.iops());
            const LatencyStats& total = d.lat.samples > 0 ? d.lat : d.clat;
            if (total.samples > 0)
                latency[std::size_t(dir)].push_back(total.meanNs);
        }
    }
    setMedian(bw[0], row.readBandwidth);
    setMedian(bw[1], row.writeBandwidth);
    setMedian(iops[0], row.readIops);
    setMedian(iops[1], row.writeIops);
    setMedian(latency[0], row.readLatencyNs);
    setMedian(latency[1], row.writeLatencyNs);
}

} // namespace

std::vector<MatrixRow> benchMatrix(const BenchResult& result)
{
    std::vector<MatrixRow> rows;
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        const auto [label, only] = matrixPlace(result.jobs[j].name);
        auto row = std::find_if(rows.begin(), rows.end(), [&](const MatrixRow& r) { return r.label == label; });
        if (row == rows.end())
            row = rows.insert(rows.end(), MatrixRow{label});
        fillMatrixRow(*row, result.runsOf(int(j)), only);
    }
    return rows;
}

double ComparisonRow::percent(std::size_t i) const
{
    const double base = values.at(baseline);
    const double v = values.at(i);
    return base > 0 && v >= 0 ? (v - base) * 100.0 / base : 0;
}

namespace {

// For each row of the baseline's matrix, the row of `rows` it is compared with: by label where any
// label matches, else by position when both have as many rows; null where none.
std::vector<const MatrixRow*> matchRows(const std::vector<MatrixRow>& rows, const std::vector<MatrixRow>& base)
{
    const auto find = [&rows](const QString& label) -> const MatrixRow* {
        auto it = std::find_if(rows.begin(), rows.end(), [&](const MatrixRow& r) { return r.label == label; });
        return it == rows.end() ? nullptr : &*it;
    };
    const bool byLabel
        = std::any_of(base.begin(), base.end(), [&](const MatrixRow& b) { return find(b.label) != nullptr; });
    std::vector<const MatrixRow*> matched(base.size());
    for (std::size_t k = 0; k < base.size(); ++k) {
        if (byLabel)
            matched[k] = find(base[k].label);
        else if (rows.size() == base.size())
            matched[k] = &rows[k];
    }
    return matched;
}

struct Figure
{
    bool bandwidth;
    bool write;
    double MatrixRow::*value;
};
constexpr Figure kFigures[] = {{true, false, &MatrixRow::readBandwidth}, {true, true, &MatrixRow::writeBandwidth},
    {false, false, &MatrixRow::readIops}, {false, true, &MatrixRow::writeIops}};

// One figure of row k in every result (MB/s or IOPS, -1 where missing); nullopt unless the baseline
// and at least one other have it.
std::optional<std::vector<double>> figureValues(
    const std::vector<std::vector<const MatrixRow*>>& matched, std::size_t k, const Figure& f, std::size_t baseline)
{
    std::vector<double> values(matched.size(), -1);
    int others = 0;
    for (std::size_t i = 0; i < matched.size(); ++i) {
        const double v = matched[i][k] ? matched[i][k]->*f.value : -1;
        if (v < 0)
            continue;
        values[i] = f.bandwidth ? toMBps(v) : v;
        others += i != baseline;
    }
    if (values[baseline] < 0 || others == 0)
        return std::nullopt;
    return values;
}

} // namespace

std::vector<ComparisonRow> compareResults(const std::vector<const BenchResult*>& results, std::size_t baseline)
{
    std::vector<ComparisonRow> out;
    if (baseline >= results.size())
        return out;
    const std::vector<MatrixRow> base = benchMatrix(*results[baseline]);
    // matched[i][k]: result i's row for the baseline's row k, or null.
    std::vector<std::vector<MatrixRow>> matrices(results.size());
    std::vector<std::vector<const MatrixRow*>> matched(results.size());
    for (std::size_t i = 0; i < results.size(); ++i) {
        matrices[i] = i == baseline ? base : benchMatrix(*results[i]);
        matched[i] = matchRows(matrices[i], base);
    }
    for (std::size_t k = 0; k < base.size(); ++k) {
        QStringList names{base[k].label};
        for (std::size_t i = 0; i < results.size(); ++i) {
            if (matched[i][k] && !names.contains(matched[i][k]->label))
                names << matched[i][k]->label;
        }
        const QString row = names.join(QStringLiteral(" / "));
        for (const Figure& f : kFigures) {
            auto values = figureValues(matched, k, f, baseline);
            if (!values)
                continue;
            out.push_back(ComparisonRow{QStringLiteral("%1 %2 %3")
                                            .arg(row, f.write ? QStringLiteral("write") : QStringLiteral("read"),
                                                f.bandwidth ? QStringLiteral("MB/s") : QStringLiteral("IOPS")),
                row, f.bandwidth, f.write, std::move(*values), baseline});
        }
    }
    return out;
}

std::vector<ComparisonRow> compareResults(const BenchResult& a, const BenchResult& b)
{
    return compareResults({&a, &b}, 0);
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
    // A job's steady state is reached when every part of it reached it.
    if (part.steadyState != 0)
        sum.steadyState = sum.steadyState == 0 ? part.steadyState : std::min(sum.steadyState, part.steadyState);
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
