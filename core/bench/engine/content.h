// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the runner: what a write job's buffers hold, as fio fills them. By default each write's
// buffer is stamped with its offset and a count every 512 bytes (fio's scramble_buffers), so no two
// writes are alike to a deduplicating device; buffer_compress_percentage makes each chunk
// compressible to that share (random data, then zeros); dedupe_percentage makes that share of the
// writes copies of earlier ones (the last unique write, or one of a working set, shared by the
// jobs that set dedupe_global).
#pragma once

#include "bench/jobs/jobspec.h"
#include "io/random.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace fragscope::bench {

// dedupe_global: the working set the jobs of a step draw their copies from.
struct SharedWorkingSet
{
    std::atomic<std::uint64_t> uniques{0}; // unique writes so far, all jobs together
};

class ContentMaker
{
public:
    // `workingSet`: the shared one for dedupe_global, else null. `seed` differs per clone.
    ContentMaker(const JobSpec& job, std::uint64_t regionBytes, std::uint64_t seed, SharedWorkingSet* shared);
    // Whether the buffers need anything per write (otherwise they are filled once).
    bool active() const { return m_active; }
    void fill(unsigned char* buffer, std::uint32_t length, std::uint64_t offset);

private:
    std::uint64_t uniqueSeed(std::uint64_t index) const;
    void generate(unsigned char* buffer, std::uint32_t length, std::uint64_t seed) const;

    JobSpec m_job;
    Rng m_rng;
    bool m_active;
    std::uint64_t m_salt;       // seeds of unique contents: per clone, or shared (dedupe_global)
    std::uint64_t m_workingSet; // working_set mode: how many unique contents copies come from
    SharedWorkingSet* m_shared;
    std::uint64_t m_uniques = 0; // without dedupe_global
    std::uint64_t m_lastUnique = 0;
    std::uint64_t m_count = 0; // writes, for the scramble stamps
};

} // namespace fragscope::bench
