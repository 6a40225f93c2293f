// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/results/histogram.h"

#include <algorithm>
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

namespace {

// fio's percentile over buckets in increasing order, given as (index, count) by `bucketAt(k)`.
template<typename At> std::uint64_t percentileOf(std::size_t size, std::uint64_t total, double p, At bucketAt)
{
    if (total == 0)
        return 0;
    const double wanted = p / 100.0 * double(total);
    std::uint64_t sum = 0;
    for (std::size_t k = 0; k < size; ++k) {
        const auto [index, count] = bucketAt(k);
        sum += count;
        if (count != 0 && double(sum) >= wanted)
            return latencybuckets::middle(index);
    }
    return latencybuckets::lowerBound(latencybuckets::kCount - 1);
}

} // namespace

std::uint64_t LatencyHistogram::percentile(double p) const
{
    return percentileOf(m_counts.size(), m_total, p,
        [this](std::size_t i) { return std::pair<std::size_t, std::uint64_t>(i, m_counts[i]); });
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

SparseHistogram::SparseHistogram(const LatencyHistogram& histogram)
{
    const auto counts = histogram.counts();
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i]) {
            m_buckets.emplace_back(std::uint32_t(i), counts[i]);
            m_total += counts[i];
        }
    }
}

void SparseHistogram::add(std::size_t index, std::uint64_t count)
{
    if (count == 0)
        return;
    index = std::min(index, latencybuckets::kCount - 1);
    const auto at = std::lower_bound(
        m_buckets.begin(), m_buckets.end(), index, [](const Bucket& b, std::size_t i) { return b.first < i; });
    if (at != m_buckets.end() && at->first == index)
        at->second += count;
    else
        m_buckets.insert(at, Bucket(std::uint32_t(index), count));
    m_total += count;
}

void SparseHistogram::merge(const SparseHistogram& other)
{
    std::vector<Bucket> out;
    out.reserve(m_buckets.size() + other.m_buckets.size());
    auto a = m_buckets.begin();
    auto b = other.m_buckets.begin();
    while (a != m_buckets.end() || b != other.m_buckets.end()) {
        if (b == other.m_buckets.end() || (a != m_buckets.end() && a->first < b->first))
            out.push_back(*a++);
        else if (a == m_buckets.end() || b->first < a->first)
            out.push_back(*b++);
        else
            out.emplace_back(a->first, (a++)->second + (b++)->second);
    }
    m_buckets = std::move(out);
    m_total += other.m_total;
}

std::uint64_t SparseHistogram::percentile(double p) const
{
    return percentileOf(m_buckets.size(), m_total, p, [this](std::size_t k) {
        return std::pair<std::size_t, std::uint64_t>(m_buckets[k].first, m_buckets[k].second);
    });
}

LatencyHistogram SparseHistogram::dense() const
{
    LatencyHistogram h;
    for (const auto& [index, count] : m_buckets)
        h.add(latencybuckets::lowerBound(index), count);
    return h;
}

void LiveHistogram::addTo(LatencyHistogram& out) const
{
    for (std::size_t i = 0; i < m_counts.size(); ++i) {
        if (const std::uint64_t n = m_counts[i].load(std::memory_order_relaxed))
            out.add(latencybuckets::lowerBound(i), n);
    }
}

} // namespace fragscope
