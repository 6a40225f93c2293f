// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/sustainedrates.h"

#include "util/units.h"

#include <QCoreApplication>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Calibrate)
};

// Answers a second from answer `from` to `to`: the least-squares slope of their count against time.
double answersPerSecond(const std::vector<double>& times, std::size_t from, std::size_t to)
{
    if (to <= from + 2)
        return 0;
    const double n = double(to - from);
    double meanT = 0, meanK = 0;
    for (std::size_t k = from; k < to; ++k) {
        meanT += times[k] / n;
        meanK += double(k) / n;
    }
    double covariance = 0, variance = 0;
    for (std::size_t k = from; k < to; ++k) {
        covariance += (times[k] - meanT) * (double(k) - meanK);
        variance += (times[k] - meanT) * (times[k] - meanT);
    }
    return variance > 0 ? covariance / variance : 0;
}
} // namespace

SustainedRates sustainedRates(const std::vector<double>& times)
{
    constexpr double kWarm = 0.4;
    std::size_t first = std::min<std::size_t>(2 * kSustainDepth, times.size());
    while (first < times.size() && times[first] < kWarm)
        ++first;
    if (times.size() < first + 6)
        return {};
    const std::size_t middle = first + (times.size() - first) / 2;
    return {answersPerSecond(times, first, times.size()), answersPerSecond(times, first, middle),
        answersPerSecond(times, middle, times.size())};
}

std::vector<std::uint64_t> sustainedSizes(std::uint64_t request, std::uint64_t largest)
{
    std::vector<std::uint64_t> sizes;
    for (const std::uint64_t size : {std::uint64_t(4096), std::uint64_t(64 * 1024), request, std::uint64_t(512 * 1024)})
        sizes.push_back(std::clamp<std::uint64_t>(size, 4096, std::max<std::uint64_t>(largest, 4096)));
    std::ranges::sort(sizes);
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    return sizes;
}

void keepConsistent(std::vector<DeviceProfile::Sustained>& rows, QStringList& unsteady)
{
    for (std::size_t i = 1; i < rows.size();) {
        if (rows[i].readsPerSecond <= rows[i - 1].readsPerSecond * 1.5) {
            ++i;
            continue;
        }
        unsteady << Text::tr("sustained reads of %1: %2 a second, fewer than of %3 (%4): left out")
                        .arg(formatBytes(rows[i - 1].bytes))
                        .arg(rows[i - 1].readsPerSecond, 0, 'f', 0)
                        .arg(formatBytes(rows[i].bytes))
                        .arg(rows[i].readsPerSecond, 0, 'f', 0);
        rows.erase(rows.begin() + std::ptrdiff_t(i - 1));
        i = std::max<std::size_t>(1, i - 1);
    }
}

} // namespace fragscope
