// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/orderedread.h"

#include "io/ioqueue.h"

#include <cerrno>
#include <cstdlib>
#include <memory>
#include <optional>

namespace fragscope {

Result<ReadEnd> readInOrder(int fd, const std::vector<std::pair<std::uint64_t, std::uint64_t>>& ranges,
    std::uint32_t chunk, int depth, const PieceConsumer& consume)
{
    auto queue = makeIoQueue(IoEngine::IoUring, fd, depth);
    if (!queue)
        queue = makeIoQueue(IoEngine::Psync, fd, depth);
    if (!queue)
        return std::unexpected(queue.error());
    void* raw = nullptr;
    if (::posix_memalign(&raw, 4096, std::size_t(chunk) * std::size_t(depth)) != 0)
        return std::unexpected(Error{{}, errnoText(ENOMEM), ENOMEM});
    std::unique_ptr<void, decltype(&std::free)> memory(raw, &std::free);
    const auto buffer = [&](int slot) { return static_cast<char*>(raw) + std::size_t(slot) * chunk; };

    struct Piece
    {
        std::uint64_t offset = 0;
        std::uint32_t length = 0;
        long result = 0;
        enum { Free, Reading, Read } state = Free;
    };
    std::vector<Piece> pieces(static_cast<std::size_t>(depth));
    // The pieces in file order: range by range, chunk by chunk.
    std::size_t range = 0;
    std::uint64_t next = ranges.empty() ? 0 : ranges.front().first;
    std::uint64_t order = 0, consumed = 0; // pieces asked for, pieces handed over
    std::vector<std::uint64_t> orderOf(static_cast<std::size_t>(depth));
    int inFlight = 0;
    bool ended = false, stopped = false, refused = false;
    std::optional<Error> failed;
    const auto ask = [&](int slot) {
        while (range < ranges.size() && next >= ranges[range].second) {
            if (++range < ranges.size())
                next = ranges[range].first;
        }
        if (range >= ranges.size())
            return 0;
        Piece& p = pieces[std::size_t(slot)];
        p.offset = next;
        p.length = std::uint32_t(std::min<std::uint64_t>(chunk, ranges[range].second - next));
        p.state = Piece::Reading;
        next += p.length;
        orderOf[std::size_t(slot)] = order++;
        ++inFlight;
        // Straight to the kernel's workers: tried inline first, the reads of a file in thousands
        // of extents are mapped and submitted one after the other by this thread (measured on XFS,
        // 100 MiB in 25,600 extents, extent list in memory: 0.94 s against 0.46 s).
        return (*queue)->queue(IoRequest{slot, false, p.offset, p.length, buffer(slot), true});
    };
    const auto stopAsking = [&] { return ended || stopped || refused || failed; };
    for (int slot = 0; slot < depth; ++slot) {
        if (const int err = ask(slot); err < 0) {
            failed = Error{{}, errnoText(-err), -err};
            --inFlight;
            break;
        }
    }
    std::vector<IoCompletion> completions;
    while (inFlight > 0) {
        if (const int err = (*queue)->submit(); err < 0 && !failed)
            failed = Error{{}, errnoText(-err), -err};
        completions.clear();
        const int n = (*queue)->reap(1, completions);
        if (n == -EINTR)
            continue;
        if (n < 0) {
            // Reads may still land in the buffers: they are given up rather than freed.
            (void)memory.release();
            return std::unexpected(Error{{}, errnoText(-n), -n});
        }
        for (const IoCompletion& c : completions) {
            --inFlight;
            Piece& p = pieces[std::size_t(c.slot)];
            p.state = Piece::Read;
            p.result = c.result;
        }
        // Hand over what is next in file order, and reuse its buffer.
        for (bool progressed = true; progressed;) {
            progressed = false;
            for (int slot = 0; slot < depth; ++slot) {
                Piece& p = pieces[std::size_t(slot)];
                if (p.state != Piece::Read || orderOf[std::size_t(slot)] != consumed)
                    continue;
                p.state = Piece::Free;
                ++consumed;
                progressed = true;
                if (stopAsking())
                    continue;
                if (p.result == -EINVAL) {
                    refused = true;
                } else if (p.result < 0) {
                    failed = Error{{}, errnoText(int(-p.result)), int(-p.result)};
                } else {
                    if (p.result > 0 && !consume(p.offset, buffer(slot), std::size_t(p.result)))
                        stopped = true;
                    ended = p.result < long(p.length);
                }
                if (!stopAsking()) {
                    if (const int err = ask(slot); err < 0) {
                        failed = Error{{}, errnoText(-err), -err};
                        --inFlight;
                    }
                }
            }
        }
    }
    if (failed)
        return std::unexpected(*failed);
    return refused ? ReadEnd::Refused : stopped ? ReadEnd::Stopped : ReadEnd::Done;
}

} // namespace fragscope
