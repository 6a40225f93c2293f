// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/results/histogram.h"

#include <cmath>

namespace fragscope {

void LatencyHistogram::add(std::uint64_t ns, std::uint64_t count)
{
    m_counts[latencybuckets::indexOf(ns)] += count;
    m_total += count;
}

void LatencyHistogram::merge(const LatencyHistogram& other)
{
    for (std::size_t i = 0; i < m_counts.size(); ++i)
        m_counts[i] += other.m_counts[i];
    m_total += other.m_total;
}

void LatencyHistogram::subtract(const LatencyHistogram& earlier)
{
    for (std::size_t i = 0; i < m_counts.size(); ++i)
        m_counts[i] -= std::min(m_counts[i], earlier.m_counts[i]);
    m_total -= std::min(m_total, earlier.m_total);
}

std::uint64_t LatencyHistogram::percentile(double p) const
{
    if (m_total == 0)
        return 0;
    const double wanted = p / 100.0 * double(m_total);
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < m_counts.size(); ++i) {
        sum += m_counts[i];
        if (m_counts[i] != 0 && double(sum) >= wanted)
            return latencybuckets::middle(i);
    }
    return latencybuckets::lowerBound(m_counts.size() - 1);
}

double LatencyHistogram::mean() const
{
    if (m_total == 0)
        return 0;
    double sum = 0;
    for (std::size_t i = 0; i < m_counts.size(); ++i) {
        if (m_counts[i])
            sum += double(latencybuckets::middle(i)) * double(m_counts[i]);
    }
    return sum / double(m_total);
}

double LatencyHistogram::shareAtMost(std::uint64_t ns) const
{
    if (m_total == 0)
        return 0;
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < m_counts.size() && latencybuckets::middle(i) <= ns; ++i)
        sum += m_counts[i];
    return double(sum) / double(m_total);
}

void LiveHistogram::addTo(LatencyHistogram& out) const
{
    for (std::size_t i = 0; i < m_counts.size(); ++i) {
        if (const std::uint64_t n = m_counts[i].load(std::memory_order_relaxed))
            out.add(latencybuckets::lowerBound(i), n);
    }
}

} // namespace fragscope
