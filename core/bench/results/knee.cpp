// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/results/knee.h"

#include "util/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(RateKnee)
};

} // namespace

QString rateText(double bytesPerSecond)
{
    return QStringLiteral("%1 MB/s").arg(bytesPerSecond / 1e6, 0, 'f', bytesPerSecond < 10e6 ? 1 : 0);
}

std::vector<std::pair<double, double>> rateByBytes(const std::vector<BenchSample>& series, int jobIndex)
{
    std::vector<std::pair<double, double>> samples; // (end, bytes/s)
    for (const BenchSample& s : series) {
        if (s.jobIndex == jobIndex && s.host < 0)
            samples.emplace_back(s.seconds, s.readBandwidth + s.writeBandwidth);
    }
    if (samples.size() < 3)
        return {};
    // The sampling interval; a longer gap ends a repetition (the caches emptied between two), and
    // the first repetition alone is taken: the next ones write the same file again.
    std::vector<double> gaps;
    for (std::size_t i = 1; i < samples.size(); ++i)
        gaps.push_back(samples[i].first - samples[i - 1].first);
    std::nth_element(gaps.begin(), gaps.begin() + std::ptrdiff_t(gaps.size() / 2), gaps.end());
    const double interval = std::max(1e-3, gaps[gaps.size() / 2]);
    for (std::size_t i = 1; i < samples.size(); ++i) {
        if (samples[i].first - samples[i - 1].first > 3 * interval) {
            samples.resize(i);
            break;
        }
    }
    // After the job was done it goes on being sampled at nothing while others run.
    while (!samples.empty() && samples.back().second <= 0)
        samples.pop_back();
    if (samples.size() < 3)
        return {};
    std::vector<std::pair<double, double>> points;
    double written = 0;
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const double length = i ? samples[i].first - samples[i - 1].first : interval;
        written += samples[i].second * std::max(0.0, length);
        points.emplace_back(written, samples[i].second);
    }
    return {points.begin() + 1, points.end() - 1};
}

std::optional<RateKnee> findRateKnee(const std::vector<BenchSample>& series, int jobIndex)
{
    const auto points = rateByBytes(series, jobIndex);
    constexpr std::size_t kLeast = 3;
    if (points.size() < 2 * kLeast)
        return std::nullopt;
    // Prefix sums: the squared error of a part is its sum of squares less its sum squared over n.
    std::vector<double> sum(points.size() + 1, 0), squares(points.size() + 1, 0);
    for (std::size_t i = 0; i < points.size(); ++i) {
        sum[i + 1] = sum[i] + points[i].second;
        squares[i + 1] = squares[i] + points[i].second * points[i].second;
    }
    const auto error = [&](std::size_t from, std::size_t to) {
        const double n = double(to - from);
        const double s = sum[to] - sum[from];
        return squares[to] - squares[from] - s * s / n;
    };
    std::size_t best = 0;
    double bestError = std::numeric_limits<double>::infinity();
    for (std::size_t split = kLeast; split + kLeast <= points.size(); ++split) {
        if (const double e = error(0, split) + error(split, points.size()); e < bestError) {
            bestError = e;
            best = split;
        }
    }
    // The parts' means: the rate each held (a throttled or bursty device's samples alternate).
    RateKnee k;
    k.before = sum[best] / double(best);
    k.after = (sum[points.size()] - sum[best]) / double(points.size() - best);
    if (!(k.before > 0) || k.after > 0.7 * k.before)
        return std::nullopt;
    // The knee lies in the last fast sample or the first slow one, whichever is the more mixed: a
    // sample's rate is that of the share of its time before the knee and the rest after.
    const auto fastShare
        = [&](std::size_t i) { return std::clamp((points[i].second - k.after) / (k.before - k.after), 0.0, 1.0); };
    const std::size_t mixed = 1 - fastShare(best - 1) > fastShare(best) ? best - 1 : best;
    const double start = mixed > 0 ? points[mixed - 1].first : 0;
    const double sampleSeconds = points[mixed].second > 0 ? (points[mixed].first - start) / points[mixed].second : 0;
    const double f = fastShare(mixed);
    k.bytes = start + std::min(points[mixed].first - start, f * sampleSeconds * k.before);
    // Its time: from the end of the job's sample that is points[mixed] (points skip the first).
    double t = 0;
    std::size_t seen = 0;
    for (const BenchSample& s : series) {
        if (s.jobIndex != jobIndex || s.host >= 0)
            continue;
        if (seen++ == mixed + 1) {
            t = s.seconds - sampleSeconds * (1 - f);
            break;
        }
    }
    k.seconds = t;
    return k;
}

QString rateKneeText(const RateKnee& knee)
{
    return Text::tr("fast (%1) for the first %2, then %3")
        .arg(rateText(knee.before), formatBytes(std::uint64_t(knee.bytes)), rateText(knee.after));
}

} // namespace fragscope
