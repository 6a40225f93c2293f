// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/readahead.h"

#include <algorithm>
#include <bit>

namespace fragscope {

std::uint64_t initialWindowPages(std::uint64_t readPages, std::uint64_t maxPages)
{
    const std::uint64_t size = std::bit_ceil(std::max<std::uint64_t>(readPages, 1));
    if (size <= maxPages / 32)
        return size * 4;
    if (size <= maxPages / 4)
        return size * 2;
    return maxPages;
}

std::uint64_t nextWindowPages(std::uint64_t pages, std::uint64_t maxPages)
{
    if (pages < maxPages / 16)
        return pages * 4;
    if (pages <= maxPages / 2)
        return pages * 2;
    return maxPages;
}

ReadAheadWindows::ReadAheadWindows(std::uint64_t maxBytes, std::uint64_t readBytes)
    : m_maxPages(std::max<std::uint64_t>(maxBytes / kPage, 1))
    , m_readPages((readBytes + kPage - 1) / kPage)
{ }

void ReadAheadWindows::startFile(std::uint64_t start, std::uint64_t firstReadBytes)
{
    const std::uint64_t readPages = firstReadBytes ? (firstReadBytes + kPage - 1) / kPage : m_readPages;
    m_pages = initialWindowPages(readPages, m_maxPages);
    m_end = start + m_pages * kPage;
}

std::uint64_t ReadAheadWindows::endOf(std::uint64_t logical)
{
    while (logical >= m_end) {
        m_pages = nextWindowPages(m_pages, m_maxPages);
        m_end += m_pages * kPage;
    }
    return m_end;
}

} // namespace fragscope
