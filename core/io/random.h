// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <tuple>
#include <utility>

namespace fragscope {

// splitmix64: seeds the generators below.
inline std::uint64_t splitmix(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// xoshiro256**: fast, and its state fits in the worker.
class Rng
{
public:
    explicit Rng(std::uint64_t seed)
    {
        for (auto& s : m_s)
            s = splitmix(seed);
    }
    std::uint64_t next()
    {
        const std::uint64_t result = std::rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = std::rotl(m_s[3], 45);
        return result;
    }
    void fill(void* buffer, std::size_t bytes)
    {
        auto* p = static_cast<unsigned char*>(buffer);
        std::size_t i = 0;
        for (; i + 8 <= bytes; i += 8) {
            const std::uint64_t v = next();
            std::memcpy(p + i, &v, 8);
        }
        if (i < bytes) { // a tail shorter than 8 bytes
            const std::uint64_t v = next();
            std::memcpy(p + i, &v, bytes - i);
        }
    }
    // Uniform in [0, 1), from the top 53 bits.
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }

private:
    std::uint64_t m_s[4];
};

// A random order of the blocks 0..n-1 that visits each exactly once per pass, like fio's random map,
// in constant memory: a Feistel network on the next power of four, walking past values >= n.
class BlockPermutation
{
public:
    BlockPermutation(std::uint64_t n, std::uint64_t key)
        : m_n(std::max<std::uint64_t>(n, 1))
        , m_key(key)
    {
        while ((1ULL << (2 * m_halfBits)) < m_n)
            ++m_halfBits;
    }
    std::uint64_t at(std::uint64_t i) const
    {
        std::uint64_t x = i;
        do
            x = encrypt(x);
        while (x >= m_n);
        return x;
    }
    std::uint64_t size() const { return m_n; }

private:
    std::uint64_t encrypt(std::uint64_t x) const
    {
        const std::uint64_t mask = (1ULL << m_halfBits) - 1;
        std::uint64_t left = x >> m_halfBits, right = x & mask;
        for (std::uint64_t round = 0; round < 4; ++round) {
            std::uint64_t state = m_key ^ (round << 56) ^ right;
            const std::uint64_t f = splitmix(state) & mask;
            std::tie(left, right) = std::pair(right, left ^ f);
        }
        return (left << m_halfBits) | right;
    }
    std::uint64_t m_n;
    std::uint64_t m_key;
    int m_halfBits = 0;
};

} // namespace fragscope
