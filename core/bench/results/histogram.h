// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace fragscope {

// Log-linear latency buckets in nanoseconds, the scheme fio uses: values below 128 ns each have a
// bucket, above that every power of two is split into 64 equal buckets, so a bucket's width is at
// most 1/64 (1.6 %) of its value. Up to 2^40 ns (18 minutes); longer values land in the last bucket.
namespace latencybuckets {
inline constexpr int kSubBits = 6;
inline constexpr int kSub = 1 << kSubBits;
inline constexpr int kMaxShift = 40 - kSubBits;
inline constexpr std::size_t kCount = std::size_t(kMaxShift + 2) * kSub;

constexpr std::size_t indexOf(std::uint64_t ns)
{
    if (ns < 2 * kSub)
        return std::size_t(ns);
    const int msb = 63 - __builtin_clzll(ns);
    const int shift = msb - kSubBits;
    if (shift > kMaxShift)
        return kCount - 1;
    return std::size_t(shift + 1) * kSub + std::size_t((ns >> shift) - kSub);
}
// The smallest value of a bucket and its width.
constexpr std::uint64_t lowerBound(std::size_t index)
{
    if (index < 2 * kSub)
        return index;
    const int shift = int(index / kSub) - 1;
    return (std::uint64_t(index % kSub) + kSub) << shift;
}
constexpr std::uint64_t width(std::size_t index)
{
    return index < 2 * kSub ? 1 : std::uint64_t(1) << (index / kSub - 1);
}
// The value a bucket stands for: its middle, as fio reports percentiles and json+ bins.
constexpr std::uint64_t middle(std::size_t index)
{
    return lowerBound(index) + width(index) / 2;
}
} // namespace latencybuckets

// The percentiles the live samples, the latency plots and latency_over_time give.
inline constexpr double kLatencyPercentiles[] = {50, 99, 99.9};

// fio's percentile list, used when a job names none.
inline constexpr std::array<double, 17> kDefaultPercentiles
    = {1, 5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99, 99.5, 99.9, 99.95, 99.99};

class LatencyHistogram
{
public:
    void add(std::uint64_t ns, std::uint64_t count = 1);
    void merge(const LatencyHistogram& other);
    void subtract(const LatencyHistogram& earlier); // for the change between two snapshots
    std::uint64_t total() const { return m_total; }
    bool empty() const { return m_total == 0; }
    // fio's meaning: the value of the first bucket at which the cumulative count reaches p % of all
    // samples, reported as the bucket's middle. 0 when empty.
    std::uint64_t percentile(double p) const;
    // The mean of the samples by their buckets' middles; 0 when empty.
    double mean() const;
    // The share of samples at or below `ns` (by bucket: a bucket counts when its middle is), 0..1.
    double shareAtMost(std::uint64_t ns) const;
    std::span<const std::uint64_t> counts() const { return m_counts; }

private:
    std::vector<std::uint64_t> m_counts = std::vector<std::uint64_t>(latencybuckets::kCount, 0);
    std::uint64_t m_total = 0;
};

// One interval's histogram with only the buckets that have samples, what the live samples and the
// latency over time carry (a whole histogram is 18 KiB; an interval's has tens of buckets).
class SparseHistogram
{
public:
    using Bucket = std::pair<std::uint32_t, std::uint64_t>; // (bucket index, count)

    SparseHistogram() = default;
    explicit SparseHistogram(const LatencyHistogram& histogram);
    // `count` more samples in the bucket `index` (latencybuckets' numbering), in any order.
    void add(std::size_t index, std::uint64_t count);
    void merge(const SparseHistogram& other);
    std::uint64_t total() const { return m_total; }
    bool empty() const { return m_total == 0; }
    // As LatencyHistogram::percentile: the middle of the bucket where the share reaches p %.
    std::uint64_t percentile(double p) const;
    LatencyHistogram dense() const;
    std::span<const Bucket> buckets() const { return m_buckets; } // by index, no empty one
    bool operator==(const SparseHistogram&) const = default;

private:
    std::vector<Bucket> m_buckets;
    std::uint64_t m_total = 0;
};

// The same buckets written by one thread and read by another while it runs (the sampler): the
// writer adds with a relaxed load and store, no locked instruction in the I/O loop.
class LiveHistogram
{
public:
    void add(std::uint64_t ns)
    {
        auto& bucket = m_counts[latencybuckets::indexOf(ns)];
        bucket.store(bucket.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    }
    void addTo(LatencyHistogram& out) const;

private:
    std::array<std::atomic<std::uint64_t>, latencybuckets::kCount> m_counts{};
};

} // namespace fragscope
