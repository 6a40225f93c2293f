// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace fragscope {

// fio's ioengine= values that we implement.
enum class IoEngine { Sync, Psync, Libaio, IoUring, Null };

struct IoRequest
{
    int slot = 0; // which buffer, and which start time, the caller keeps for it
    bool write = false;
    std::uint64_t offset = 0;
    std::uint32_t length = 0;
    void* buffer = nullptr;
    // io_uring: hand the request straight to the kernel's worker threads (IOSQE_ASYNC) instead of
    // trying it inline first; the other engines ignore it.
    bool async = false;
    // libaio and io_uring: the request's own I/O priority (ioprio_set's encoding: class << 13 |
    // level); 0: the thread's. The synchronous engines ignore it.
    std::uint16_t ioprio = 0;
    int fd = -1; // the file; -1: the queue's own
};

struct IoCompletion
{
    int slot = 0;
    long result = 0; // bytes moved, or -errno
};

// Memory for I/O, aligned for O_DIRECT (4 KiB, at least one page); null when out of memory.
struct AlignedFree
{
    void operator()(void* p) const;
};
using AlignedBuffer = std::unique_ptr<void, AlignedFree>;
AlignedBuffer alignedBuffer(std::size_t bytes);

// One worker's way of doing I/O. Synchronous engines (sync, psync) do a request when it is queued;
// asynchronous ones (libaio, io_uring) keep up to `depth` in flight; null completes everything at
// once without touching the file.
class IoQueue
{
public:
    virtual ~IoQueue() = default;
    // 0, or -errno when the request could not be queued.
    virtual int queue(const IoRequest& request) = 0;
    virtual int submit() { return 0; }
    // Waits for at least `min` completions and appends them; returns how many, or -errno.
    virtual int reap(int min, std::vector<IoCompletion>& out) = 0;
    // As reap, but waits at most `milliseconds`: fewer than `min` (0, say) when the time passed
    // first. The asynchronous engines only; the others complete at once.
    virtual int reapWithin(int min, std::vector<IoCompletion>& out, int milliseconds)
    {
        (void)milliseconds;
        return reap(min, out);
    }
};

// An engine on an open file; sync and psync ignore the depth (one I/O at a time, as fio).
// `deferCompletions`: io_uring posts completions only when the reaping thread asks
// (IORING_SETUP_DEFER_TASKRUN), the benchmark engine's fastest; off where the file system may be
// unmounted right after (the defrag reads), as the ring's teardown then lags behind.
Result<std::unique_ptr<IoQueue>> makeIoQueue(IoEngine engine, int fd, int depth, bool deferCompletions = false);

} // namespace fragscope
