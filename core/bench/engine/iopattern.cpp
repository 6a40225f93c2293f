// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/engine/iopattern.h"

#include <algorithm>
#include <cmath>

namespace fragscope::bench {
namespace {

constexpr std::uint64_t kZipfMaxTerms = 10'000'000; // fio's ZIPF_MAX_GEN

std::uint64_t mix(std::uint64_t v)
{
    return splitmix(v);
}

} // namespace

OffsetDistribution::OffsetDistribution(const RandomDistribution& d, std::uint64_t units, std::uint64_t unitBytes)
    : m_d(d)
    , m_n(std::max<std::uint64_t>(1, units))
{
    using Kind = RandomDistribution::Kind;
    if (d.kind == Kind::Zipf) {
        const std::uint64_t terms = std::min(m_n, kZipfMaxTerms);
        for (std::uint64_t i = 1; i <= terms; ++i)
            m_zetan += std::pow(double(i), -d.value);
        const double zeta2 = 1.0 + std::pow(0.5, d.value);
        m_alpha = 1.0 / (1.0 - d.value);
        m_eta = (1.0 - std::pow(2.0 / double(m_n), 1.0 - d.value)) / (1.0 - zeta2 / m_zetan);
    } else if (d.kind == Kind::Zoned || d.kind == Kind::ZonedAbs) {
        int access = 0;
        std::uint64_t start = 0;
        for (const RandomDistribution::Zone& z : d.zones) {
            m_zoneStart.push_back(start);
            access += z.accessPercent;
            m_zoneAccess.push_back(access);
            const std::uint64_t zoneUnits = d.kind == Kind::Zoned ? m_n * z.size / 100 : z.size / unitBytes;
            start = std::min(m_n, start + zoneUnits);
        }
        m_zoneStart.push_back(m_n);
    }
}

// fio scatters the ranks of zipf and pareto over the file (a hash) unless a center is given.
std::uint64_t OffsetDistribution::scatter(std::uint64_t rank) const
{
    if (m_d.center >= 0)
        return (rank + std::uint64_t(m_d.center * double(m_n))) % m_n;
    return mix(rank) % m_n;
}

std::uint64_t OffsetDistribution::next(Rng& rng)
{
    using Kind = RandomDistribution::Kind;
    switch (m_d.kind) {
    case Kind::Uniform:
        break;
    case Kind::Zipf: {
        const double u = rng.uniform();
        const double uz = u * m_zetan;
        std::uint64_t rank = 0;
        if (uz < 1.0)
            rank = 0;
        else if (uz < 1.0 + std::pow(0.5, m_d.value))
            rank = 1;
        else
            rank = std::uint64_t(
                std::clamp(double(m_n) * std::pow(m_eta * u - m_eta + 1.0, m_alpha), 0.0, double(m_n - 1)));
        return scatter(std::min(rank, m_n - 1));
    }
    case Kind::Pareto: {
        const double rank = double(m_n - 1) * std::pow(rng.uniform(), 1.0 / (1.0 - m_d.value));
        return scatter(std::min(std::uint64_t(rank), m_n - 1));
    }
    case Kind::Normal: {
        if (m_d.value <= 0)
            break; // no deviation: uniform, as fio
        const double center = (m_d.center >= 0 ? m_d.center : 0.5) * double(m_n);
        const double sigma = m_d.value / 100.0 * double(m_n);
        for (;;) { // Box-Muller; draws outside the region are drawn again
            const double z = std::sqrt(-2.0 * std::log(1.0 - rng.uniform())) * std::cos(2.0 * M_PI * rng.uniform());
            const double x = center + sigma * z;
            if (x >= 0 && x < double(m_n))
                return std::uint64_t(x);
        }
    }
    case Kind::Zoned:
    case Kind::ZonedAbs: {
        const int r = int(rng.next() % 100);
        std::size_t zone = 0;
        while (zone + 1 < m_zoneAccess.size() && r >= m_zoneAccess[zone])
            ++zone;
        const std::uint64_t from = m_zoneStart[zone], to = m_zoneStart[zone + 1];
        return to > from ? from + rng.next() % (to - from) : rng.next() % m_n;
    }
    }
    return rng.next() % m_n;
}

IoPattern::IoPattern(const JobSpec& job, std::uint64_t regionBytes, std::uint64_t seed, std::uint64_t start)
    : m_job(job)
    , m_random(job.isRandom())
    , m_mixed(job.mixed())
    , m_writes(job.writes())
    , m_fixedLength(job.minBs() == job.maxBs() ? std::uint32_t(job.minBs()) : 0)
    , m_sizes{job.sizes(false), job.sizes(true)}
    , m_region(regionBytes)
    , m_start(start)
    , m_strided(job.stridedZones && job.zoneSize > 0)
    , m_window(m_strided ? std::min(regionBytes, job.zoneRange ? job.zoneRange : job.zoneSize) : regionBytes)
    , m_rng(seed)
    , m_grain(job.blockalign ? job.blockalign : job.minBs())
    , m_units(m_window >= job.maxBs() ? (m_window - job.maxBs()) / m_grain + 1 : 1)
    // fio keeps its random map only for uniform offsets of one block size.
    , m_permute(!job.norandommap && job.randomDistribution.kind == RandomDistribution::Kind::Uniform
          && job.minBs() == job.maxBs() && !job.blockalign && job.rwModifier == 0)
    , m_order(m_units, m_rng.next())
    , m_distribution(job.randomDistribution, m_units, m_grain)
{
    if (job.zbdZones && job.zoneSize > 0) {
        for (std::uint64_t z = 0; z < regionBytes / job.zoneSize; ++z)
            m_wp.push_back(z * job.zoneSize); // empty
    }
}

std::uint32_t IoPattern::nextLength(bool write)
{
    if (m_fixedLength)
        return m_fixedLength;
    const BlockSizes& sizes = m_sizes[write ? 1 : 0];
    if (!sizes.split.empty()) {
        const int r = int(m_rng.next() % 100);
        int sum = 0;
        for (const BlockShare& b : sizes.split) {
            sum += b.percent;
            if (r < sum)
                return std::uint32_t(b.bytes);
        }
        return std::uint32_t(sizes.split.back().bytes);
    }
    if (sizes.bsMax > sizes.bs) // bsrange: a multiple of the smallest size
        return std::uint32_t(sizes.bs * (1 + m_rng.next() % (sizes.bsMax / sizes.bs)));
    return std::uint32_t(sizes.bs);
}

std::uint64_t IoPattern::nextRandomOffset(bool& newPass)
{
    if (m_position == m_units) {
        m_position = 0;
        newPass = true;
        if (m_permute)
            m_order = BlockPermutation(m_units, m_rng.next() + ++m_pass);
    }
    const std::uint64_t unit = m_permute ? m_order.at(m_position) : m_distribution.next(m_rng);
    ++m_position;
    return unit * m_grain;
}

// Where reading zone k must stop: its write pointer (read_beyond_wp: the zone's end).
std::uint64_t IoPattern::readableEnd(std::size_t k) const
{
    return m_job.readBeyondWp ? (k + 1) * m_job.zoneSize : m_wp[k];
}

// A read from zone z on: the first zone from there with something to read. False when none has.
bool IoPattern::zonedRead(PlannedIo& io, std::size_t z, std::uint64_t length)
{
    const std::uint64_t zs = m_job.zoneSize;
    const std::size_t zones = m_wp.size();
    const std::uint64_t unit = m_job.minBs();
    std::size_t k = 0;
    while (k < zones && readableEnd((z + k) % zones) < (z + k) % zones * zs + unit)
        ++k;
    if (k == zones)
        return false;
    const std::size_t zz = (z + k) % zones;
    const std::uint64_t start = zz * zs, stop = readableEnd(zz);
    if (m_random) {
        length = std::min<std::uint64_t>(length, stop - start) / unit * unit;
        io.offset = start + m_rng.next() % ((stop - start - length) / unit + 1) * unit;
    } else {
        io.offset = k == 0 ? std::max(m_next, start) : start;
        length = std::min<std::uint64_t>(length, stop - io.offset) / unit * unit;
        io.newPass = io.newPass || zz < z;
    }
    io.length = std::uint32_t(length);
    return true;
}

// A write at the write pointer of an open zone: z if there is room among the open, else one of them.
void IoPattern::zonedWrite(PlannedIo& io, std::size_t z, std::uint64_t length)
{
    const std::uint64_t zs = m_job.zoneSize;
    const std::uint64_t unit = m_job.minBs();
    if (std::find(m_open.begin(), m_open.end(), z) == m_open.end()) {
        if (m_job.maxOpenZones > 0 && m_open.size() >= std::size_t(m_job.maxOpenZones))
            z = m_open[std::size_t(m_rng.next() % m_open.size())];
        else
            m_open.push_back(z);
    }
    if (m_wp[z] + unit > (z + 1) * zs) // full: reset, as fio does before writing into it
        m_wp[z] = z * zs;
    io.offset = m_wp[z];
    length = std::min<std::uint64_t>(length, (z + 1) * zs - m_wp[z]) / unit * unit;
    m_wp[z] += length;
    if (m_wp[z] + unit > (z + 1) * zs) // full: no longer open
        m_open.erase(std::find(m_open.begin(), m_open.end(), z));
    io.length = std::uint32_t(length);
}

PlannedIo IoPattern::nextZoned()
{
    PlannedIo io;
    io.write = m_mixed ? int(m_rng.next() % 100) >= m_job.rwmixread : m_writes;
    const std::uint64_t length = nextLength(io.write);
    const std::uint64_t zs = m_job.zoneSize;
    const std::size_t zones = m_wp.size();
    // The zone the I/O is meant for: at random, or the one the last I/O ended in.
    if (!m_random && m_next >= zones * zs) {
        m_next = 0;
        io.newPass = true;
    }
    std::size_t z = m_random ? std::size_t(m_rng.next() % zones) : std::size_t(m_next / zs);
    if (!io.write && !m_random && m_next + m_job.minBs() > readableEnd(z)) { // this zone read: the next
        z = (z + 1) % zones;
        m_next = z * zs;
        io.newPass = z == 0;
    }
    if (io.write) {
        zonedWrite(io, z, length);
    } else if (!zonedRead(io, z, length)) {
        if (!m_mixed)
            return io;   // nothing written anywhere: nothing to read (length 0), as fio
        io.write = true; // a mixed job with nothing written yet writes first
        zonedWrite(io, z, nextLength(true));
    }
    m_next = io.offset + io.length;
    return io;
}

PlannedIo IoPattern::next()
{
    PlannedIo io = m_wp.empty() ? nextInWindow() : nextZoned();
    io.offset += m_start + m_base;
    if (m_wrapped) {
        io.newPass = true;
        m_wrapped = false;
    }
    // zonemode=strided: after zonesize bytes, the next zone, zoneskip further; round to the start.
    if (m_strided && (m_zoneBytes += io.length) >= m_job.zoneSize) {
        m_zoneBytes = 0;
        m_base += (m_job.zoneRange ? m_job.zoneRange : m_job.zoneSize) + m_job.zoneSkip;
        if (m_base + m_window > m_region) {
            m_base = 0;
            m_wrapped = true;
        }
        m_next = 0;
        m_first = true;
        m_runLeft = 0;
    }
    return io;
}

PlannedIo IoPattern::nextInWindow()
{
    PlannedIo io;
    io.write = m_mixed ? int(m_rng.next() % 100) >= m_job.rwmixread : m_writes;
    const std::uint32_t length = nextLength(io.write);
    const auto cut = [&](std::uint64_t offset) {
        return m_job.direct ? length : std::uint32_t(std::min<std::uint64_t>(length, m_window - offset));
    };
    if (m_random) {
        // rw=randread:N: N I/Os in a row from each random offset; percentage_random: the rest of
        // the I/Os go on where the last ended.
        const int percent = m_job.percentageRandom[io.write ? 1 : 0];
        const bool sequential = percent < 100 && int(m_rng.next() % 100) >= percent;
        if ((m_runLeft > 0 || sequential) && m_next + length <= m_window) {
            m_runLeft = std::max<std::int64_t>(0, m_runLeft - 1);
            io.offset = m_next;
        } else if (sequential) { // at the end: from the start
            io.offset = 0;
        } else {
            io.offset = nextRandomOffset(io.newPass);
            m_runLeft = std::max<std::int64_t>(0, m_job.rwModifier - 1);
        }
        io.length = cut(io.offset);
        m_next = io.offset + io.length;
        return io;
    }
    // Sequential, as fio's get_next_seq_offset: the first I/O at 0; rw=read:N adds N (maybe negative)
    // to the end of each I/O, wrapping at the region's ends.
    if (!m_first && m_job.rwModifier != 0) {
        const std::int64_t pos = std::int64_t(m_next) + m_job.rwModifier;
        if (pos < 0 || std::uint64_t(pos) >= m_window) {
            io.newPass = true;
            m_next = m_job.rwModifier > 0
                ? 0
                : std::uint64_t(std::max<std::int64_t>(0, std::int64_t(m_window) + m_job.rwModifier));
        } else {
            m_next = std::uint64_t(pos);
        }
    } else if (m_next >= m_window) {
        io.newPass = true;
        m_next = 0;
    }
    m_first = false;
    io.offset = m_next;
    io.length = cut(io.offset);
    m_next = io.offset + io.length;
    return io;
}

} // namespace fragscope::bench
