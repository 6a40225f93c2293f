// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/queuedreads.h"

#include "util/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <mutex>
#include <utility>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Calibrate)
};

using Clock = std::chrono::steady_clock;

} // namespace

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    const auto mid = v.begin() + std::ptrdiff_t(v.size() / 2);
    std::nth_element(v.begin(), mid, v.end());
    return *mid;
}

void keepForever(std::unique_ptr<IoQueue>& queue, AlignedBuffer& buffer)
{
    static std::mutex lock;
    static auto* kept = new std::vector<std::pair<std::unique_ptr<IoQueue>, AlignedBuffer>>;
    const std::lock_guard hold(lock);
    kept->emplace_back(std::move(queue), std::move(buffer));
}

Result<void> QueuedReads::awaitAnswer(IoQueue& queue, std::vector<IoCompletion>& done, std::uint64_t length, int depth)
{
    const auto start = Clock::now();
    for (;;) {
        const int got = queue.reapWithin(1, done, 250);
        if (got < 0)
            return ioError(-got, length, depth);
        if (!done.empty())
            return {};
        if (m_cancel.load(std::memory_order_relaxed)) {
            m_abandoned = true; // the read is still in flight
            return cancelled();
        }
        if (secondsSince(start) >= m_answerSeconds) {
            m_abandoned = true;
            return std::unexpected(Error{m_node,
                Text::tr("a %1 read got no answer in %2 s: the device may be hung (or throttled to nothing); "
                         "calibration stopped")
                    .arg(formatBytes(length))
                    .arg(m_answerSeconds),
                ETIMEDOUT});
        }
    }
}

Result<double> QueuedReads::readsPerSecond(IoQueue& queue, int depth, std::uint64_t length, char* buffers,
    const std::function<std::uint64_t()>& where, double budget, std::vector<double>* times, std::uint64_t minReads)
{
    if (budget <= 0)
        budget = m_budget;
    const auto queueOne = [&](int slot) {
        IoRequest r;
        r.slot = slot;
        r.offset = where();
        r.length = std::uint32_t(length);
        r.buffer = buffers + std::size_t(slot) * length;
        return queue.queue(r);
    };
    for (int s = 0; s < depth; ++s) {
        if (const int rc = queueOne(s); rc < 0)
            return ioError(-rc, length, depth);
    }
    queue.submit();
    std::vector<IoCompletion> done;
    std::vector<double> answeredAt;
    const auto start = Clock::now();
    int inFlight = depth;
    bool stopping = false;
    while (inFlight > 0) {
        done.clear();
        if (auto answered = awaitAnswer(queue, done, length, depth); !answered)
            return std::unexpected(answered.error());
        for (const IoCompletion& c : done) {
            --inFlight;
            if (c.result != long(length))
                return ioErrorInFlight(c.result < 0 ? int(-c.result) : EIO, length, depth, inFlight);
            answeredAt.push_back(secondsSince(start));
            stopping = stopping || runEnds(answeredAt.back(), answeredAt.size(), budget, minReads);
            if (stopping)
                continue;
            if (const int rc = queueOne(c.slot); rc < 0)
                return ioErrorInFlight(-rc, length, depth, inFlight);
            ++inFlight;
        }
        queue.submit();
    }
    if (m_cancel.load(std::memory_order_relaxed))
        return cancelled();
    const double reads = double(answeredAt.size());
    if (times)
        *times = std::move(answeredAt);
    return reads / secondsSince(start);
}

std::unexpected<Error> QueuedReads::letGo(const Error& e, std::unique_ptr<IoQueue>& queue, AlignedBuffer& buffers) const
{
    if (m_abandoned)
        keepForever(queue, buffers);
    return std::unexpected(e);
}

std::unexpected<Error> QueuedReads::ioErrorInFlight(int err, std::uint64_t length, int depth, int inFlight)
{
    m_abandoned = m_abandoned || inFlight > 0;
    return ioError(err, length, depth);
}

std::unexpected<Error> QueuedReads::ioError(int err, std::uint64_t length, int depth) const
{
    return std::unexpected(Error{
        m_node, Text::tr("a %1 read at depth %2: %3").arg(formatBytes(length)).arg(depth).arg(errnoText(err)), err});
}

std::unexpected<Error> QueuedReads::cancelled() const
{
    return std::unexpected(Error{m_node, Text::tr("cancelled"), 0, true});
}

bool QueuedReads::runEnds(double elapsed, std::size_t reads, double budget, std::uint64_t minReads) const
{
    return m_cancel.load(std::memory_order_relaxed) || (elapsed >= budget && reads >= minReads)
        || elapsed >= 8 * budget;
}

} // namespace fragscope
