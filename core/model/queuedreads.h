// SPDX-License-Identifier: GPL-3.0-or-later
// Reads kept in flight and timed, for calibrate's measuring (calibrator.cpp): how many a second a
// device answers, and what is done with a read it never answers.
#pragma once

#include "io/ioqueue.h"
#include "util/error.h"

#include <QString>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace fragscope {

// The measuring's arithmetic, shared by calibrate's phases: seconds since `start` on the steady
// clock, and the median of some times (0 for none).
double secondsSince(std::chrono::steady_clock::time_point start);
double median(std::vector<double> v);

// A queue with a read the device never answered, and the buffer that read may still land in: kept
// for the life of the process (not freed under the read, and libaio's teardown would wait for it),
// where they can still be reached (a leak checker sees them kept, not lost).
void keepForever(std::unique_ptr<IoQueue>& queue, AlignedBuffer& buffer);

// Reads of one device, on queues the caller owns. Once a read is left unanswered (cancelled, or no
// answer within answerSeconds) abandoned() says so, and the queue and buffers it was on must be let
// go (letGo, keepForever), never freed.
class QueuedReads
{
public:
    // `budget`: how long a run of reads lasts when not told (readsPerSecond).
    QueuedReads(QString node, const std::atomic<bool>& cancel, double answerSeconds, double budget)
        : m_node(std::move(node))
        , m_cancel(cancel)
        , m_answerSeconds(answerSeconds)
        , m_budget(budget)
    { }

    bool abandoned() const { return m_abandoned; }

    // At least one completion into `done`, waiting a quarter of a second at a time so that a cancel
    // is seen; an error when the device has answered nothing for answerSeconds.
    Result<void> awaitAnswer(IoQueue& queue, std::vector<IoCompletion>& done, std::uint64_t length, int depth);

    // Reads of `length` at the places `where` gives, kept `depth` in flight on the queue until the
    // time budget (0: the constructor's) and at least `minReads` (within eight times the budget):
    // how many a second; `times`, when given, gets when each was answered.
    Result<double> readsPerSecond(IoQueue& queue, int depth, std::uint64_t length, char* buffers,
        const std::function<std::uint64_t()>& where, double budget = 0, std::vector<double>* times = nullptr,
        std::uint64_t minReads = 0);

    // An error of a queue's reads; where a read was left unanswered, the queue and its buffers are
    // let go.
    std::unexpected<Error> letGo(const Error& e, std::unique_ptr<IoQueue>& queue, AlignedBuffer& buffers) const;

private:
    // An error with `inFlight` reads still under way: their queue and buffers are to be let go.
    std::unexpected<Error> ioErrorInFlight(int err, std::uint64_t length, int depth, int inFlight);
    std::unexpected<Error> ioError(int err, std::uint64_t length, int depth) const;
    std::unexpected<Error> cancelled() const;
    // Whether a run of reads ends: cancelled, or its budget spent with minReads answered (at most
    // eight budgets, however few were).
    bool runEnds(double elapsed, std::size_t reads, double budget, std::uint64_t minReads) const;

    QString m_node;
    const std::atomic<bool>& m_cancel;
    double m_answerSeconds;
    double m_budget;
    bool m_abandoned = false; // a read got no answer and may still be in flight
};

} // namespace fragscope
