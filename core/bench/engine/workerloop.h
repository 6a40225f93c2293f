// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the engine: the class behind runWorker, one clone's I/O loop. Its member functions are in
// two files: workerloop.cpp (set-up, the turns, issuing and submitting) and workercompletion.cpp
// (completions, their figures, syncs, verify read-back, latency_target and ss= windows, the end).
#pragma once

#include "bench/engine/adaptive.h"
#include "bench/engine/fileset.h"
#include "bench/engine/iopattern.h"
#include "bench/engine/worker.h"
#include "bench/jobs/jobfile.h"
#include "bench/jobs/threadsetup.h"
#include "bench/jobs/verify.h"
#include "io/ioqueue.h"
#include "io/random.h"
#include "util/fd.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <optional>

namespace fragscope::bench {

using Buffer = AlignedBuffer;

inline void bump(std::atomic<std::uint64_t>& counter, std::uint64_t by)
{
    counter.store(counter.load(std::memory_order_relaxed) + by, std::memory_order_relaxed);
}

inline double threadCpuSeconds(bool user)
{
    rusage ru{};
    ::getrusage(RUSAGE_THREAD, &ru);
    const timeval& tv = user ? ru.ru_utime : ru.ru_stime;
    return double(tv.tv_sec) + double(tv.tv_usec) / 1e6;
}

inline void sleepNs(std::uint64_t ns)
{
    const timespec ts{time_t(ns / 1'000'000'000ULL), long(ns % 1'000'000'000ULL)};
    ::nanosleep(&ts, nullptr);
}

// One clone's I/O loop for one repetition. Its state is the members: what the job asks for (read
// once), the slots of the queue, the counts that decide the next step; each step of the loop is a
// member function. The buffers are declared before the queue, so they outlive it: the kernel may
// still hold requests in flight when an error ends the loop early.
class WorkerLoop
{
public:
    WorkerLoop(const JobSpec& job, Worker& w, std::uint64_t regionBytes, std::uint64_t seed, Deadline deadline,
        const std::atomic<bool>& cancel, StepShared& shared);
    void run();

private:
    enum class Turn { Next, End, Failed };

    bool setUp(); // false with the reason in m_w.error
    void startMeasuring(std::uint64_t now);
    void countError(int errnum, std::uint64_t offset, bool write);
    bool complete(const IoCompletion& c, std::uint64_t now);
    bool measureCompletion(int slot, int dir, long result, std::uint64_t now); // false past latency_target
    bool drain();
    bool syncDue() const;
    bool syncIfDue();
    bool readBack();
    void keepOnlyWhatFollows(std::uint64_t now);
    bool followSearch(LatencySearch& search, std::uint64_t now);
    bool steadyReached(std::uint64_t now);
    bool moreToIssue() const
    {
        return m_issuedBytes < m_bytesToIssue && m_issuedCount < m_iosToIssue && !m_patternDone;
    }
    Turn turn();
    // Draws and queues I/Os until the queue is full or pacing, thinktime, flow or a due sync says
    // wait; returns how many, or -1 after a failure.
    int issue();
    // Waits out the turn of a paced, thinking or flowing job; false when the I/O drawn must wait.
    bool mayIssue(int queued);
    bool rateAllows(int queued);
    bool thinktimeAllows(int queued);
    bool flowAllows(int queued);
    bool queueOne();
    bool submit(int queued);
    bool reap();
    void finish(bool ok);

    const JobSpec& m_job;
    Worker& m_w;
    const std::uint64_t m_regionBytes;
    Deadline m_deadline; // moved on by the time setting up took (run)
    const std::atomic<bool>& m_cancel;
    StepShared& m_shared;

    const Result<void> m_numa; // applyNuma first: the buffers' memory follows the policy
    Rng m_rng;
    FileSet m_files; // the clone's file (nrfiles=: files)
    ContentMaker m_content;
    const bool m_async;
    const int m_depth;
    const std::uint32_t m_bufferBytes;
    std::vector<Buffer> m_buffers;
    std::unique_ptr<IoQueue> m_queue;
    bool m_cmdprio = false;
    const std::uint64_t m_bytesToIssue;
    const std::uint64_t m_iosToIssue;
    const bool m_paced;
    std::uint64_t m_dueNs[2] = {0, 0}; // rate: when the next read/write may start
    std::uint64_t m_sinceThink = 0;    // I/Os issued since the last thinktime pause
    FlowGroup* const m_flow;
    std::uint64_t m_flowIos = 0;

    // verify=: the format of what is written, and what is not read back yet.
    const bool m_verifying;
    const VerifyFormat m_format;
    VerifyLog m_verifyLog;
    Buffer m_scratch;

    bool m_deviceFull = false; // fill_device: the file system ran out of room
    std::vector<std::uint64_t> m_slotOffset, m_slotSeed;
    std::vector<int> m_slotFile;
    std::vector<char> m_slotWrites;
    std::vector<std::uint64_t> m_startNs;  // issued (prepared)
    std::vector<std::uint64_t> m_submitNs; // handed to the kernel
    std::vector<int> m_batch;              // slots queued since the last submission
    std::vector<int> m_freeSlots;
    std::vector<IoCompletion> m_completions;
    PlannedIo m_io; // the next I/O, drawn, and its file
    int m_ioFile = 0;
    bool m_drawn = false; // m_io is waiting for its turn (rate, flow)
    bool m_patternDone = false;
    std::uint64_t m_issuedCount = 0, m_issuedBytes = 0, m_writesSinceSync = 0, m_writesSinceDatasync = 0;
    int m_lastWritten = 0; // the file of the last write
    int m_inFlight = 0;

    bool m_measuring = false;
    std::uint64_t m_measureStartNs = 0;
    double m_usr0 = 0, m_sys0 = 0;
    MinRateCheck m_minRate;                // rate_min, rate_iops_min
    std::optional<LatencySearch> m_search; // latency_target, once measuring
    std::optional<SteadyJudge> m_steady;   // ss=, once measuring
    std::uint64_t m_steadyNextNs = 0, m_steadyIos = 0, m_steadyBytes = 0;
};

} // namespace fragscope::bench
