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

void accumulate(DirectionStats& sum, const DirectionStats& part)
{
    if (!part.present())
        return;
    const bool first = sum.clat.samples == 0;
    const auto [sumA, squaresA] = sumsOf(sum.clat);
    const auto [sumB, squaresB] = sumsOf(part.clat);
    sum.ioBytes += part.ioBytes;
    sum.ios += part.ios;
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

double toMBps(double bytesPerSecond)
{
    return bytesPerSecond / 1e6;
}

double toMiBps(double bytesPerSecond)
{
    return bytesPerSecond / double(1 << 20);
}

} // namespace fragscope
