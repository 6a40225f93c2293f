// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/engine/adaptive.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace fragscope::bench {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchRunner)
};

} // namespace

SteadyJudge::SteadyJudge(const SteadyState& ss)
    : m_ss(ss)
    , m_window(std::size_t(std::max<std::uint64_t>(1, ss.durationUs / 1'000'000)))
{ }

bool SteadyJudge::add(double ios, double bytes)
{
    using C = SteadyState::Criterion;
    const bool iops = m_ss.criterion == C::Iops || m_ss.criterion == C::IopsSlope;
    m_values.push_back(iops ? ios : bytes);
    if (m_values.size() > m_window)
        m_values.erase(m_values.begin());
    if (m_values.size() < m_window)
        return false;
    const double n = double(m_values.size());
    double mean = 0;
    for (double v : m_values)
        mean += v / n;
    const double limit = m_ss.percent ? m_ss.limit / 100.0 * mean : m_ss.limit;
    if (m_ss.criterion == C::Iops || m_ss.criterion == C::Bw)
        return std::all_of(m_values.begin(), m_values.end(), [&](double v) { return std::abs(v - mean) <= limit; });
    // Least-squares slope over the window, per second.
    double sx = 0, sxx = 0, sxy = 0;
    for (std::size_t i = 0; i < m_values.size(); ++i) {
        sx += double(i);
        sxx += double(i) * double(i);
        sxy += double(i) * m_values[i];
    }
    const double denom = n * sxx - sx * sx;
    const double slope = denom > 0 ? (n * sxy - sx * mean * n) / denom : 0;
    return std::abs(slope) <= limit;
}

LatencySearch::LatencySearch(const JobSpec& job, int maxDepth, std::uint64_t nowNs, std::uint64_t iosNow)
    : m_targetNs(job.latencyTargetUs * 1000)
    , m_windowNs(job.latencyWindowUs * 1000)
    , m_percentile(job.latencyPercentile)
    , m_max(maxDepth)
    , m_high(maxDepth)
{
    newWindow(nowNs, iosNow);
}

bool LatencySearch::add(std::uint64_t latencyNs)
{
    if (latencyNs <= m_targetNs)
        return true;
    ++m_late;
    return !(m_percentile >= 100 && m_qd == 1);
}

void LatencySearch::newWindow(std::uint64_t nowNs, std::uint64_t iosNow)
{
    m_windowStart = nowNs;
    m_windowIos = iosNow;
    m_late = 0;
}

LatencySearch::Verdict LatencySearch::judge(std::uint64_t nowNs, std::uint64_t iosNow)
{
    const bool lateNow = m_percentile >= 100 && m_late > 0; // fio fails such a window at once
    if (!lateNow && nowNs - m_windowStart < m_windowNs)
        return Verdict::Continue;
    const std::uint64_t ios = iosNow - m_windowIos;
    const double onTime = ios ? 100.0 * double(ios - std::min(ios, m_late)) / double(ios) : -1;
    if (!lateNow && onTime >= m_percentile) {
        m_low = m_qd;
        const int next = std::min(m_max, m_high != m_max ? (m_qd + m_high) / 2 : m_qd * 2);
        if (next == m_qd) {
            if (m_last)
                return Verdict::Done;
            m_last = true;
            return Verdict::LastWindow;
        }
        m_qd = next;
    } else if (m_qd > 1) {
        m_high = m_qd;
        if (m_qd == m_low)
            --m_low;
        m_qd = std::max(1, (m_qd + m_low) / 2);
        return Verdict::Shallower;
    }
    newWindow(nowNs, iosNow);
    return Verdict::Continue;
}

Result<void> MinRateCheck::check(std::uint64_t nowNs, std::uint64_t startNs, const std::uint64_t bytesNow[2],
    const std::uint64_t iosNow[2], const QString& path)
{
    if (nowNs - startNs < 2'000'000'000ULL)
        return {};
    for (int dir = 0; dir < 2; ++dir) {
        if (!m_job.rateMin[std::size_t(dir)] && !m_job.rateIopsMin[std::size_t(dir)])
            continue;
        const std::uint64_t bytes = bytesNow[dir];
        const std::uint64_t ios = iosNow[dir];
        if (m_atNs[dir] != 0) {
            const std::uint64_t spentMs = (nowNs - m_atNs[dir]) / 1'000'000;
            if (spentMs < m_job.rateCycleMs)
                continue;
            const std::uint64_t bps = (bytes - m_bytes[dir]) * 1000 / spentMs;
            const std::uint64_t iops = (ios - m_ios[dir]) * 1000 / spentMs;
            const QString what = dir == 0 ? Text::tr("reads") : Text::tr("writes");
            if (bps < m_job.rateMin[std::size_t(dir)]) {
                return std::unexpected(Error{path,
                    Text::tr("rate_min=%1/s not met: %2 B/s of %3 over the last %4 ms")
                        .arg(fioSizeText(m_job.rateMin[std::size_t(dir)]))
                        .arg(bps)
                        .arg(what)
                        .arg(spentMs)});
            }
            if (iops < m_job.rateIopsMin[std::size_t(dir)]) {
                return std::unexpected(Error{path,
                    Text::tr("rate_iops_min=%1 not met: %2 IOPS of %3 over the last %4 ms")
                        .arg(m_job.rateIopsMin[std::size_t(dir)])
                        .arg(iops)
                        .arg(what)
                        .arg(spentMs)});
            }
        }
        m_atNs[dir] = nowNs;
        m_bytes[dir] = bytes;
        m_ios[dir] = ios;
    }
    return {};
}

} // namespace fragscope::bench
