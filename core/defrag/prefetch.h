// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"
#include "util/fd.h"

#include <QString>

#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace fragscope {

// Reads a file from start to end on a thread of its own, at most a window ahead of what its user has
// asked for: from disk (the file's clean cached pages are dropped first), several reads in flight,
// with readahead off, so that the page cache holds the file in single pages, and digested
// (ContentDigest) on the way; holes are skipped. ext4's MOVE_EXT then finds every page it moves up to date and does not
// read it itself, one page at a time (see ext4Defrag).
class Prefetch
{
public:
    // Opens the file (a file description of its own: readahead is switched off on it only).
    static Result<std::unique_ptr<Prefetch>> start(const QString& path, std::uint64_t size, std::uint64_t window);
    ~Prefetch(); // stops reading and waits for the thread

    // Waits until the file up to `end` has been read (or the file ended sooner), and lets the reader
    // go on to end + window meanwhile.
    Result<void> waitUntil(std::uint64_t end);
    // Reads to the end and returns the digest of everything read.
    Result<std::uint64_t> digest();

    Prefetch(const Prefetch&) = delete;
    Prefetch& operator=(const Prefetch&) = delete;

private:
    Prefetch(const QString& path, UniqueFd fd, std::uint64_t size, std::uint64_t window);
    void run();

    const QString m_path;
    const UniqueFd m_fd;
    const std::uint64_t m_size;
    const std::uint64_t m_window;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::uint64_t m_read = 0;   // the point in the file read and digested up to
    std::uint64_t m_wanted = 0; // the furthest point asked for
    bool m_ended = false;       // the end of the file (or m_size) reached
    bool m_stop = false;
    std::optional<Error> m_error;
    std::uint64_t m_digest = 0;
    std::thread m_thread;
};

} // namespace fragscope
