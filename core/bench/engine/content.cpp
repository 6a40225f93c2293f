// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/engine/content.h"

#include <algorithm>
#include <cstring>

namespace fragscope::bench {
namespace {

constexpr std::uint64_t kSharedSalt = 0x6465647570656421ULL; // dedupe_global: one namespace for all jobs

} // namespace

ContentMaker::ContentMaker(const JobSpec& job, std::uint64_t regionBytes, std::uint64_t seed, SharedWorkingSet* shared)
    : m_job(job)
    , m_rng(seed)
    , m_active(job.refillBuffers || job.scrambleBuffers || job.compressPercent >= 0 || job.dedupePercent > 0)
    , m_salt(shared ? kSharedSalt : m_rng.next())
    , m_workingSet(
          std::max<std::uint64_t>(1, regionBytes / 100 * std::uint64_t(job.dedupeWorkingSetPercent) / job.maxBs()))
    , m_shared(shared)
{ }

std::uint64_t ContentMaker::uniqueSeed(std::uint64_t index) const
{
    std::uint64_t s = m_salt ^ (index * 0x9e3779b97f4a7c15ULL);
    return splitmix(s);
}

// Random bytes from the seed; with buffer_compress_percentage the end of each chunk is zeros.
void ContentMaker::generate(unsigned char* buffer, std::uint32_t length, std::uint64_t seed) const
{
    Rng rng(seed);
    rng.fill(buffer, length);
    if (m_job.compressPercent <= 0)
        return;
    const std::uint32_t chunk
        = m_job.compressChunk ? std::uint32_t(std::min<std::uint64_t>(m_job.compressChunk, length)) : length;
    for (std::uint32_t at = 0; at < length; at += chunk) {
        const std::uint32_t n = std::min(chunk, length - at);
        const std::uint32_t random = std::uint32_t(std::uint64_t(n) * std::uint64_t(100 - m_job.compressPercent) / 100);
        std::memset(buffer + at + random, 0, n - random);
    }
}

void ContentMaker::fill(unsigned char* buffer, std::uint32_t length, std::uint64_t offset)
{
    ++m_count;
    const bool regenerate = m_job.refillBuffers || m_job.compressPercent >= 0 || m_job.dedupePercent > 0;
    if (!regenerate) {
        // scramble_buffers: the offset and a count in the first 16 bytes of every 512.
        for (std::uint32_t at = 0; at + 16 <= length; at += 512) {
            const std::uint64_t stamp[2] = {offset + at, m_count};
            std::memcpy(buffer + at, stamp, sizeof stamp);
        }
        return;
    }
    const auto unique = [&] {
        const std::uint64_t index = m_shared ? m_shared->uniques.fetch_add(1, std::memory_order_relaxed) : m_uniques++;
        m_lastUnique = uniqueSeed(index);
        return m_lastUnique;
    };
    std::uint64_t seed = 0;
    if (m_job.dedupePercent > 0 && int(m_rng.next() % 100) < m_job.dedupePercent) {
        const std::uint64_t made = m_shared ? m_shared->uniques.load(std::memory_order_relaxed) : m_uniques;
        if (made == 0)
            seed = unique();
        else if (m_job.dedupeWorkingSet) // a copy of one of the first unique writes
            seed = uniqueSeed(m_rng.next() % std::min(made, m_workingSet));
        else // a copy of the last unique write
            seed = m_lastUnique ? m_lastUnique : unique();
    } else {
        seed = unique();
    }
    generate(buffer, length, seed);
}

} // namespace fragscope::bench
