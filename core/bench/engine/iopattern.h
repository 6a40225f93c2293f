// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the runner: the I/Os one clone issues, in order — direction, block size, offset — as fio
// makes them from rw=, rwmixread=, bs=/bsrange=/bssplit=, blockalign=, random_distribution= and
// norandommap.
#pragma once

#include "bench/jobs/jobspec.h"
#include "io/random.h"

#include <array>
#include <cstdint>
#include <vector>

namespace fragscope::bench {

// Draws whole units in [0, n) as random_distribution= asks.
class OffsetDistribution
{
public:
    OffsetDistribution(const RandomDistribution& d, std::uint64_t units, std::uint64_t unitBytes);
    std::uint64_t next(Rng& rng);

private:
    std::uint64_t scatter(std::uint64_t rank) const;

    RandomDistribution m_d;
    std::uint64_t m_n;
    // zipf (Gray et al., "Quickly generating billion-record synthetic databases", as fio): the
    // generalised harmonic number of n (over at most 10 million terms, as fio) and the derived
    // constants.
    double m_zetan = 0, m_alpha = 0, m_eta = 0;
    // zoned: the cumulative access percent and the first unit of each zone (and the end).
    std::vector<int> m_zoneAccess;
    std::vector<std::uint64_t> m_zoneStart;
};

struct PlannedIo
{
    std::uint64_t offset = 0;
    std::uint32_t length = 0;
    bool write = false;
    bool newPass = false; // the first I/O of a new pass over the region
};

class IoPattern
{
public:
    // `direct` keeps every request a whole block (O_DIRECT), else the last one of a sequential pass
    // is cut at the region's end.
    // The region is `regionBytes` from `start` (offset=, offset_increment=).
    IoPattern(const JobSpec& job, std::uint64_t regionBytes, std::uint64_t seed, std::uint64_t start = 0);
    // A length of 0: nothing left to do (zonemode=zbd reads with nothing written).
    PlannedIo next();
    std::uint32_t maxLength() const { return std::uint32_t(m_job.maxBs()); }

private:
    PlannedIo nextInWindow(); // the offset relative to the window
    PlannedIo nextZoned();    // zonemode=zbd
    std::uint64_t readableEnd(std::size_t zone) const;
    bool zonedRead(PlannedIo& io, std::size_t zone, std::uint64_t length);
    void zonedWrite(PlannedIo& io, std::size_t zone, std::uint64_t length);
    std::uint32_t nextLength(bool write);
    std::uint64_t nextRandomOffset(bool& newPass);

    JobSpec m_job;
    bool m_random, m_mixed, m_writes;
    std::uint32_t m_fixedLength;       // 0: sizes vary (bsrange, bssplit)
    std::array<BlockSizes, 2> m_sizes; // reads, writes
    std::uint64_t m_region;
    std::uint64_t m_start;
    bool m_strided;           // zonemode=strided
    std::uint64_t m_window;   // the part offsets are drawn in: the zone, else the region
    std::uint64_t m_base = 0; // where the window starts
    std::uint64_t m_zoneBytes = 0;
    bool m_wrapped = false; // the zones came round to the start: the next I/O begins a pass
    Rng m_rng;
    std::uint64_t m_grain; // random offsets are multiples of this
    std::uint64_t m_units; // random offsets: how many
    bool m_permute;        // fio's random map: every unit once per pass
    BlockPermutation m_order;
    OffsetDistribution m_distribution;
    std::uint64_t m_position = 0; // random: draws in this pass
    std::uint64_t m_pass = 0;
    std::uint64_t m_next = 0; // sequential: where the next I/O starts
    bool m_first = true;
    std::int64_t m_runLeft = 0;
    // zonemode=zbd: each zone's write pointer (relative to the region), the zones open for writing.
    std::vector<std::uint64_t> m_wp;
    std::vector<std::size_t> m_open; // random with rw=...:N: sequential I/Os left from the last offset
};

} // namespace fragscope::bench
