// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <xxhash.h>

#include <cstdint>
#include <memory>

namespace fragscope {

// xxh3-64 of data given piece by piece: the digest defrag verifies content with.
class Xxh3
{
public:
    Xxh3()
        : m_state(XXH3_createState(), &XXH3_freeState)
    {
        XXH3_64bits_reset(m_state.get());
    }
    void update(const void* data, std::size_t bytes) { XXH3_64bits_update(m_state.get(), data, bytes); }
    std::uint64_t digest() const { return XXH3_64bits_digest(m_state.get()); }

private:
    std::unique_ptr<XXH3_state_t, decltype(&XXH3_freeState)> m_state;
};

} // namespace fragscope
