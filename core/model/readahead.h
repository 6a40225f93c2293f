// SPDX-License-Identifier: GPL-3.0-or-later
// The kernel's read-ahead as a buffered read meets it (mm/readahead.c): the cost model's windows.
#pragma once

#include <cstdint>

namespace fragscope {

// In pages: a file's first window for a program reading `readPages` at a time, and each window
// after one of `pages`, up to `maxPages`.
std::uint64_t initialWindowPages(std::uint64_t readPages, std::uint64_t maxPages);
std::uint64_t nextWindowPages(std::uint64_t pages, std::uint64_t maxPages);

// Where each read-ahead window of a file ends: from the file's start, the first window for the
// reader's read size, then growing to the device's read-ahead (`maxBytes`).
class ReadAheadWindows
{
public:
    ReadAheadWindows(std::uint64_t maxBytes, std::uint64_t readBytes);
    // A file begins at this logical offset: its windows start again, from its first read's size
    // (0: the reader's read size).
    void startFile(std::uint64_t start, std::uint64_t firstReadBytes = 0);
    // The end of the window holding `logical` (at or after the last one asked).
    std::uint64_t endOf(std::uint64_t logical);

private:
    static constexpr std::uint64_t kPage = 4096;
    std::uint64_t m_maxPages, m_readPages;
    std::uint64_t m_pages = 0, m_end = 0;
};

} // namespace fragscope
