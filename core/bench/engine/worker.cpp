// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/engine/worker.h"

#include "bench/engine/adaptive.h"
#include "bench/engine/fileset.h"
#include "bench/engine/iopattern.h"
#include "bench/jobs/jobfile.h"
#include "bench/jobs/threadsetup.h"
#include "bench/jobs/verify.h"
#include "io/ioqueue.h"
#include "io/random.h"
#include "util/fd.h"

#include <QCoreApplication>
#include <QFile>

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
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchRunner)
};

using Buffer = AlignedBuffer;

void bump(std::atomic<std::uint64_t>& counter, std::uint64_t by)
{
    counter.store(counter.load(std::memory_order_relaxed) + by, std::memory_order_relaxed);
}

double threadCpuSeconds(bool user)
{
    rusage ru{};
    ::getrusage(RUSAGE_THREAD, &ru);
    const timeval& tv = user ? ru.ru_utime : ru.ru_stime;
    return double(tv.tv_sec) + double(tv.tv_usec) / 1e6;
}

void sleepNs(std::uint64_t ns)
{
    const timespec ts{time_t(ns / 1'000'000'000ULL), long(ns % 1'000'000'000ULL)};
    ::nanosleep(&ts, nullptr);
}

} // namespace

std::uint64_t nowNs()
{
    timespec ts{};
    ::clock_gettime(CLOCK_MONOTONIC, &ts);
    return std::uint64_t(ts.tv_sec) * 1'000'000'000ULL + std::uint64_t(ts.tv_nsec);
}

namespace {

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
    void measureCompletion(int slot, int dir, long result, std::uint64_t now, bool& ok);
    bool drain();
    bool syncDue() const;
    bool syncIfDue();
    bool readBack();
    void keepOnlyWhatFollows(std::uint64_t now);
    bool followSearch(std::uint64_t now);
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
    const Deadline m_deadline;
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

WorkerLoop::WorkerLoop(const JobSpec& job, Worker& w, std::uint64_t regionBytes, std::uint64_t seed, Deadline deadline,
    const std::atomic<bool>& cancel, StepShared& shared)
    : m_job(job)
    , m_w(w)
    , m_regionBytes(regionBytes)
    , m_deadline(deadline)
    , m_cancel(cancel)
    , m_shared(shared)
    , m_numa(applyNuma(job))
    , m_rng(seed)
    , m_files(job, w.clone, regionBytes, m_rng.next())
    , m_content(job, regionBytes, m_rng.next(), job.dedupeGlobal ? &shared.dedupe : nullptr)
    , m_async(job.ioengine == IoEngine::Libaio || job.ioengine == IoEngine::IoUring)
    , m_depth(m_async || job.ioengine == IoEngine::Null ? job.iodepth : 1)
    , m_bufferBytes(m_files.maxLength())
    , m_bytesToIssue(job.timeBased ? UINT64_MAX : job.bytesToDo())
    , m_iosToIssue(job.numberIos ? job.numberIos : UINT64_MAX)
    , m_paced(job.hasRate())
    , m_flow(job.flow ? &shared.flows.at(job.flowId) : nullptr) // made before the clones start
    , m_verifying(!job.verify.isEmpty())
    , m_format{m_verifying ? *verifyKindFromName(job.verify) : VerifyKind::None, job.verifyPattern, job.verifyInterval}
    , m_verifyLog(m_format, w.path, job.verifyDump)
    , m_slotOffset(std::size_t(m_depth), 0)
    , m_slotSeed(std::size_t(m_depth), 0)
    , m_slotFile(std::size_t(m_depth), 0)
    , m_slotWrites(std::size_t(m_depth), 0)
    , m_startNs(std::size_t(m_depth), 0)
    , m_submitNs(std::size_t(m_depth), 0)
    , m_minRate(job)
{
    for (int i = m_depth - 1; i >= 0; --i)
        m_freeSlots.push_back(i);
}

bool WorkerLoop::setUp()
{
    if (!m_numa) {
        m_w.error = m_numa.error().message();
        return false;
    }
    if (auto opened = m_files.open(); !opened) {
        m_w.error = opened.error().message();
        return false;
    }
    for (int i = 0; i < m_depth; ++i) {
        m_buffers.push_back(alignedBuffer(m_bufferBytes));
        if (!m_buffers.back()) {
            m_w.error = Text::tr("out of memory for I/O buffers");
            return false;
        }
        m_rng.fill(m_buffers.back().get(), m_bufferBytes);
    }
    auto queue = makeIoQueue(m_job.ioengine, m_files.fd(0), m_depth); // the only file but with nrfiles=
    if (!queue) {
        m_w.error = queue.error().reason;
        return false;
    }
    m_queue = std::move(*queue);
    if (auto prioritised = applyIoPriority(m_job, m_w.path); !prioritised) {
        m_w.error = prioritised.error().message();
        return false;
    }
    m_cmdprio = m_async
        && (m_job.cmdprioPercent[0] || m_job.cmdprioPercent[1] || !m_job.cmdprioSplit[0].empty()
            || !m_job.cmdprioSplit[1].empty());
    for (int f = 0; m_job.hasFile() && !m_job.direct && f < m_files.count(); ++f) // fio's fadvise_hint
        ::posix_fadvise(m_files.fd(f), 0, 0, m_job.isRandom() ? POSIX_FADV_RANDOM : POSIX_FADV_SEQUENTIAL);
    return true;
}

void WorkerLoop::startMeasuring(std::uint64_t now)
{
    m_measuring = true;
    m_measureStartNs = now;
    m_usr0 = threadCpuSeconds(true);
    m_sys0 = threadCpuSeconds(false);
    if (m_job.latencyTargetUs && m_job.measureLatency)
        m_search.emplace(m_job, m_depth, now, 0);
    if (m_job.steadyState.criterion != SteadyState::Criterion::None) {
        m_steady.emplace(m_job.steadyState);
        m_steadyNextNs = now + m_job.steadyState.rampUs * 1000 + 1'000'000'000ULL;
        m_w.steadyState = -1;
    }
}

// continue_on_error: an error counted, and said while error_dump lets it (the first 10).
void WorkerLoop::countError(int errnum, std::uint64_t offset, bool write)
{
    if (m_w.errors++ == 0)
        m_w.firstError = errnum;
    if (m_job.errorDump && m_w.errorLog.size() < 10)
        m_w.errorLog << Text::tr("%1: %2 at offset %3 failed: %4 (continue_on_error: the job went on)")
                            .arg(m_w.path, write ? Text::tr("write") : Text::tr("read"))
                            .arg(offset)
                            .arg(errnoText(errnum));
}

bool WorkerLoop::complete(const IoCompletion& c, std::uint64_t now)
{
    --m_inFlight;
    m_freeSlots.push_back(c.slot);
    const auto slot = std::size_t(c.slot);
    const int dir = m_slotWrites[slot] ? 1 : 0;
    if (c.result == -ENOSPC && dir == 1 && m_job.fillDevice) {
        m_deviceFull = true; // fill_device: the end of the job, not a failure
        return true;
    }
    if (c.result < 0) {
        const auto kind = dir == 1 ? JobSpec::WriteError : JobSpec::ReadError;
        if (!m_job.continuesAfter(kind, int(-c.result))) {
            m_w.error = ioErrorText(m_job, m_files.path(m_slotFile[slot]), c.result);
            return false;
        }
        countError(int(-c.result), m_slotOffset[slot], dir == 1);
        if (m_measuring) // as fio's total_ios: the failed I/Os too (their bytes are not)
            bump(m_w.ios[dir], 1);
        return true;
    }
    if (c.result == 0 && dir == 0) {
        m_w.error
            = Text::tr("%1: the file ended before the %2 the job reads").arg(m_w.path, fioSizeText(m_regionBytes));
        return false;
    }
    if (m_verifying && m_job.doVerify) {
        const std::uint64_t offset = m_slotOffset[slot];
        const auto* data = static_cast<const unsigned char*>(m_buffers[slot].get());
        if (dir == 1) {
            m_verifyLog.written(offset, std::uint32_t(c.result), m_slotSeed[slot]);
        } else if (!m_job.writes()) { // a read job checks what it reads
            if (const QString why = m_format.check(data, std::uint32_t(c.result), offset); !why.isEmpty())
                m_verifyLog.fault(why, offset, data, std::uint32_t(c.result), std::nullopt);
            m_w.verifiedBytes += std::uint64_t(c.result);
            if (m_job.verifyFatal && m_verifyLog.failures())
                return false;
        }
    }
    bool ok = true;
    if (m_measuring)
        measureCompletion(c.slot, dir, c.result, now, ok);
    return ok;
}

// A completed I/O counted in the figures, its latencies too.
void WorkerLoop::measureCompletion(int slotIndex, int dir, long result, std::uint64_t now, bool& ok)
{
    const auto slot = std::size_t(slotIndex);
    bump(m_w.ios[dir], 1);
    bump(m_w.bytes[dir], std::uint64_t(result));
    if (!m_job.measureLatency)
        return;
    // Synchronous engines do the I/O in queue(): from issue to completion is all there is.
    const std::uint64_t from = m_async ? m_submitNs[slot] : m_startNs[slot];
    const std::uint64_t lat = now - std::min(now, from);
    if (m_async)
        m_w.lat[dir].add(now - m_startNs[slot]);
    m_w.live[dir].add(lat);
    // latency_target: fio judges its lat (issue to completion).
    if (m_search && !m_search->add(now - m_startNs[slot])) {
        m_w.error = Text::tr("%1: latency %2 us over latency_target=%3 us at queue depth 1")
                        .arg(m_w.path)
                        .arg((now - m_startNs[slot]) / 1000)
                        .arg(m_job.latencyTargetUs);
        ok = false;
        return;
    }
    m_w.minNs[dir] = std::min(m_w.minNs[dir], lat);
    m_w.maxNs[dir] = std::max(m_w.maxNs[dir], lat);
    m_w.sumNs[dir] += double(lat);
    m_w.sumSquaresNs[dir] += double(lat) * double(lat);
}

bool WorkerLoop::drain()
{
    while (m_inFlight > 0) {
        m_completions.clear();
        const int n = m_queue->reap(m_inFlight, m_completions);
        if (n < 0) {
            m_w.error = ioErrorText(m_job, m_w.path, n);
            return false;
        }
        const std::uint64_t now = nowNs();
        for (const IoCompletion& c : m_completions) {
            if (!complete(c, now))
                return false;
        }
    }
    return true;
}

// As fio: a sync follows every N writes issued; no write is issued while one is due.
bool WorkerLoop::syncDue() const
{
    return (m_job.fsync && m_writesSinceSync >= m_job.fsync)
        || (m_job.fdatasync && m_writesSinceDatasync >= m_job.fdatasync);
}

bool WorkerLoop::syncIfDue()
{
    const bool full = m_job.fsync && m_writesSinceSync >= m_job.fsync;
    const bool data = m_job.fdatasync && m_writesSinceDatasync >= m_job.fdatasync;
    if (!full && !data)
        return true;
    if (!drain())
        return false;
    // As fio: the file of the last write (nrfiles= leaves the others to end_fsync).
    if ((full ? ::fsync(m_files.fd(m_lastWritten)) : ::fdatasync(m_files.fd(m_lastWritten))) != 0) {
        m_w.error = ioErrorText(m_job, m_files.path(m_lastWritten), -errno);
        return false;
    }
    ++m_w.syncs;
    if (full)
        m_writesSinceSync = 0;
    m_writesSinceDatasync = 0;
    return true;
}

// do_verify: read back what was written since the last time, in offset order, and check it.
bool WorkerLoop::readBack()
{
    if (!drain())
        return false;
    if (!m_scratch)
        m_scratch = alignedBuffer(m_bufferBytes);
    if (const int err = m_verifyLog.readBack(m_files.fd(0), static_cast<unsigned char*>(m_scratch.get()),
            m_job.verifyFatal, m_cancel, &m_w.verifiedBytes);
        err < 0) {
        m_w.error = ioErrorText(m_job, m_w.path, err);
        return false;
    }
    return !(m_job.verifyFatal && m_verifyLog.failures());
}

// latency_target's last window: its figures alone are the job's (fio resets its statistics).
void WorkerLoop::keepOnlyWhatFollows(std::uint64_t now)
{
    for (int dir = 0; dir < 2; ++dir) {
        m_w.baseIos[dir] = m_w.ios[dir].load(std::memory_order_relaxed);
        m_w.baseBytes[dir] = m_w.bytes[dir].load(std::memory_order_relaxed);
        m_w.baseHistogram[dir] = LatencyHistogram();
        m_w.live[dir].addTo(m_w.baseHistogram[dir]);
        m_w.minNs[dir] = UINT64_MAX;
        m_w.maxNs[dir] = 0;
        m_w.sumNs[dir] = m_w.sumSquaresNs[dir] = 0;
        m_w.slat[dir] = LatencyMoments();
        m_w.lat[dir] = LatencyMoments();
    }
    m_measureStartNs = now;
    m_usr0 = threadCpuSeconds(true);
    m_sys0 = threadCpuSeconds(false);
}

// latency_target: what the search says at each turn; false when it is over.
bool WorkerLoop::followSearch(std::uint64_t now)
{
    using V = LatencySearch::Verdict;
    const V verdict = m_search->judge(now, m_w.ios[0].load() + m_w.ios[1].load());
    if (verdict == V::Done)
        return false;
    if (verdict == V::Shallower || verdict == V::LastWindow) {
        if (!drain()) // quiesce, as fio: what the deeper queue left in flight is not judged
            return false;
        if (verdict == V::LastWindow)
            keepOnlyWhatFollows(nowNs());
        m_search->newWindow(nowNs(), m_w.ios[0].load() + m_w.ios[1].load());
    }
    return true;
}

// ss=: a sample a second; true when the steady state is reached (the clone stops there).
bool WorkerLoop::steadyReached(std::uint64_t now)
{
    if (!m_steady || now < m_steadyNextNs)
        return false;
    const std::uint64_t ios = m_w.ios[0].load() + m_w.ios[1].load();
    const std::uint64_t bytes = m_w.bytes[0].load() + m_w.bytes[1].load();
    const bool reached = m_steady->add(double(ios - m_steadyIos), double(bytes - m_steadyBytes));
    m_steadyIos = ios;
    m_steadyBytes = bytes;
    m_steadyNextNs += 1'000'000'000ULL;
    if (reached)
        m_w.steadyState = 1;
    return reached;
}

void WorkerLoop::run()
{
    if (!setUp()) {
        m_w.done = true;
        return;
    }
    m_dueNs[0] = m_dueNs[1] = nowNs();
    if (m_deadline.rampEndNs <= nowNs())
        startMeasuring(nowNs());
    bool ok = true;
    while (
        !m_deviceFull && !m_cancel.load(std::memory_order_relaxed) && !m_shared.stop.load(std::memory_order_relaxed)) {
        const Turn t = turn();
        if (t != Turn::Next) {
            ok = t == Turn::End;
            break;
        }
    }
    finish(drain() && ok);
}

WorkerLoop::Turn WorkerLoop::turn()
{
    const std::uint64_t now = nowNs();
    if (now >= m_deadline.endNs)
        return Turn::End;
    if (!m_measuring && now >= m_deadline.rampEndNs)
        startMeasuring(now);
    if (steadyReached(now))
        return Turn::End;
    if (m_search && !followSearch(now))
        return m_w.error.isEmpty() ? Turn::End : Turn::Failed; // the depth is found and its window run
    if (!moreToIssue() && m_inFlight == 0)
        return Turn::End;
    const int queued = moreToIssue() ? issue() : 0;
    if (queued < 0 || !submit(queued) || !reap())
        return Turn::Failed;
    // As fio: a due sync is done before the next write, so none follows the last.
    if (moreToIssue() && !syncIfDue())
        return Turn::Failed;
    if (m_job.verifyBacklog && m_verifyLog.sinceReadBack() >= m_job.verifyBacklog && !readBack())
        return Turn::Failed;
    return Turn::Next;
}

int WorkerLoop::issue()
{
    int queued = 0;
    while (moreToIssue() && !m_freeSlots.empty() && (!m_search || m_inFlight < m_search->depth()) && !syncDue()) {
        if (!m_drawn) {
            const FileSet::Next next = m_files.next();
            m_io = next.io;
            m_ioFile = next.file;
            m_drawn = true;
            if (m_io.length == 0) { // nothing left to do (zonemode=zbd: nothing written to read)
                m_patternDone = true;
                break;
            }
        }
        if (!mayIssue(queued))
            break;
        if (!queueOne())
            return -1;
        ++queued;
    }
    return queued;
}

bool WorkerLoop::mayIssue(int queued)
{
    return rateAllows(queued) && thinktimeAllows(queued) && flowAllows(queued);
}

// rate/rate_iops: not before this direction's turn (each clone paces itself, as fio's jobs); a
// mixed job ahead in one direction does the other if that one is due (fio's rate_ddir).
bool WorkerLoop::rateAllows(int queued)
{
    if (!m_paced)
        return true;
    if (m_job.mixed() && m_dueNs[m_io.write ? 1 : 0] > nowNs() && m_dueNs[m_io.write ? 0 : 1] <= nowNs())
        m_io.write = !m_io.write;
    const int dir = m_io.write ? 1 : 0;
    if (m_dueNs[dir] <= nowNs())
        return true;
    if (!queued)
        sleepNs(std::min<std::uint64_t>(m_dueNs[dir] - nowNs(), 10'000'000));
    return false; // submit what is queued, wait for the rest on the next round
}

// thinktime: after thinktime_blocks I/Os, let them complete, then pause.
bool WorkerLoop::thinktimeAllows(int queued)
{
    if (!m_job.thinktimeUs || m_sinceThink < m_job.thinktimeBlocks)
        return true;
    if (queued || m_inFlight)
        return false;
    sleepNs(m_job.thinktimeUs * 1000);
    m_sinceThink = 0;
    return true;
}

// flow: a job ahead of its weight's share waits (flow_sleep) for the others.
bool WorkerLoop::flowAllows(int queued)
{
    if (!m_flow)
        return true;
    const std::uint64_t all = m_flow->ios.load(std::memory_order_relaxed);
    if (all && double(m_flowIos) / double(all) > double(m_job.flow) / double(m_flow->totalWeight)) {
        if (!queued && !m_inFlight)
            sleepNs(m_job.flowSleepUs ? m_job.flowSleepUs * 1000 : 100'000);
        return false;
    }
    m_flow->ios.fetch_add(1, std::memory_order_relaxed);
    ++m_flowIos;
    return true;
}

// The drawn I/O into a free slot and onto the queue.
bool WorkerLoop::queueOne()
{
    const PlannedIo& io = m_io;
    const int dir = io.write ? 1 : 0;
    m_drawn = false;
    ++m_sinceThink;
    if (m_paced) {
        const std::uint64_t bytesRate = m_job.rateBytes[std::size_t(dir)];
        const std::uint64_t iopsRate = m_job.rateIops[std::size_t(dir)];
        const double perByte = bytesRate ? 1e9 / double(bytesRate) : 0;
        const double perIo = iopsRate ? 1e9 / double(iopsRate) : 0;
        double gap = std::max(perByte * io.length, perIo);
        if (m_job.ratePoisson) // exponential gaps with the same mean
            gap *= -std::log(1.0 - m_rng.uniform());
        m_dueNs[dir] += std::uint64_t(gap);
    }
    // As fio: a time-based job starts each pass over its file anew, invalidate= included.
    if (io.newPass && m_job.invalidate && !m_job.direct && m_job.hasFile())
        ::posix_fadvise(m_files.fd(m_ioFile), 0, 0, POSIX_FADV_DONTNEED);
    const int slotIndex = m_freeSlots.back();
    m_freeSlots.pop_back();
    const auto slot = std::size_t(slotIndex);
    void* buffer = m_buffers[slot].get();
    m_slotOffset[slot] = io.offset;
    if (io.write && m_verifying) {
        m_slotSeed[slot] = m_rng.next();
        m_format.fill(static_cast<unsigned char*>(buffer), io.length, io.offset, m_slotSeed[slot]);
    } else if (io.write && m_content.active()) {
        m_content.fill(static_cast<unsigned char*>(buffer), io.length, io.offset);
    }
    m_slotWrites[slot] = io.write;
    m_startNs[slot] = m_job.measureLatency ? nowNs() : 0;
    IoRequest request{slotIndex, io.write, io.offset, io.length, buffer};
    request.fd = m_files.fd(m_ioFile);
    m_slotFile[slot] = m_ioFile;
    if (io.write)
        m_lastWritten = m_ioFile;
    if (m_cmdprio) {
        if (const int prio = commandPriority(m_job, io.write, io.length, m_rng.next() % 100); prio > 0) {
            request.ioprio = std::uint16_t(prio);
            ++m_w.prioIos[dir];
        }
    }
    if (const int err = m_queue->queue(request); err < 0) {
        m_w.error = ioErrorText(m_job, m_files.path(m_ioFile), err);
        return false;
    }
    ++m_inFlight;
    ++m_issuedCount;
    m_issuedBytes += io.length;
    m_batch.push_back(slotIndex);
    if (io.write) {
        ++m_writesSinceSync;
        ++m_writesSinceDatasync;
    }
    bump(m_w.issued, io.length);
    m_w.offset.store(io.offset, std::memory_order_relaxed);
    return true;
}

bool WorkerLoop::submit(int queued)
{
    if (queued) {
        if (const int err = m_queue->submit(); err < 0) {
            m_w.error = ioErrorText(m_job, m_w.path, err);
            return false;
        }
    }
    if (queued && m_job.measureLatency) {
        // fio's slat: from issue to the end of the submission that carried it.
        const std::uint64_t submitted = nowNs();
        for (int slotIndex : m_batch) {
            const auto slot = std::size_t(slotIndex);
            m_submitNs[slot] = submitted;
            if (m_measuring && m_async)
                m_w.slat[m_slotWrites[slot] ? 1 : 0].add(submitted - m_startNs[slot]);
        }
    }
    m_batch.clear();
    return true;
}

bool WorkerLoop::reap()
{
    m_completions.clear();
    const int n = m_inFlight > 0 ? m_queue->reap(1, m_completions) : 0;
    if (n < 0) {
        m_w.error = ioErrorText(m_job, m_w.path, n);
        return false;
    }
    const bool checkMinRate = m_minRate.active();
    const std::uint64_t done = m_job.measureLatency || checkMinRate ? nowNs() : 0;
    for (const IoCompletion& c : m_completions) {
        if (!complete(c, done))
            return false;
    }
    if (checkMinRate && m_measuring && n > 0) {
        const std::uint64_t bytes[2] = {m_w.bytes[0].load(), m_w.bytes[1].load()};
        const std::uint64_t ios[2] = {m_w.ios[0].load(), m_w.ios[1].load()};
        if (QString why = m_minRate.check(done, m_measureStartNs, bytes, ios, m_w.path); !why.isEmpty()) {
            m_w.error = why;
            return false;
        }
    }
    return true;
}

void WorkerLoop::finish(bool ok)
{
    if (m_search)
        m_w.latencyDepth = m_search->depth();
    if (ok && m_verifyLog.sinceReadBack())
        ok = readBack();
    m_w.verifyFailures = m_verifyLog.failures();
    if (m_w.verifyFailures && m_w.error.isEmpty()) {
        m_w.error = Text::tr("%1: %n check(s) of the data failed verification (verify=%2); the first: %3", "",
            int(std::min<std::uint64_t>(m_w.verifyFailures, INT32_MAX)))
                        .arg(m_w.path, m_job.verify, m_verifyLog.firstFault());
    }
    if (ok && m_job.endFsync && m_job.writes() && m_job.hasFile() && !m_cancel.load()) {
        for (int f = 0; f < m_files.count() && m_w.error.isEmpty(); ++f) {
            if (::fsync(m_files.fd(f)) == 0)
                ++m_w.syncs;
            else
                m_w.error = ioErrorText(m_job, m_files.path(f), -errno);
        }
    }
    if (m_measuring) {
        m_w.runtimeUs = (nowNs() - m_measureStartNs) / 1000;
        m_w.usrSeconds = threadCpuSeconds(true) - m_usr0;
        m_w.sysSeconds = threadCpuSeconds(false) - m_sys0;
    }
    // exitall: this job's end stops the others of the step (exit_what=all: and every later step).
    if (m_job.exitall && !m_cancel.load()) {
        m_shared.stop = true;
        if (m_job.exitWhat == ExitWhat::All)
            m_shared.stopRun = true;
    }
    m_w.done = true;
}

} // namespace

void runWorker(const JobSpec& job, Worker& w, std::uint64_t regionBytes, std::uint64_t seed, Deadline deadline,
    const std::atomic<bool>& cancel, StepShared& shared)
{
    WorkerLoop(job, w, regionBytes, seed, deadline, cancel, shared).run();
}

DirectionStats directionOf(const Worker& w, int dir)
{
    DirectionStats d;
    d.ios = w.ios[dir].load() - w.baseIos[dir];
    d.ioBytes = w.bytes[dir].load() - w.baseBytes[dir];
    d.runtimeUs = w.runtimeUs;
    w.live[dir].addTo(d.histogram);
    d.histogram.subtract(w.baseHistogram[dir]);
    if (d.ios)
        d.clat = latencyStats(d.histogram, w.minNs[dir], w.maxNs[dir], w.sumNs[dir], w.sumSquaresNs[dir]);
    d.slat = w.slat[dir].stats();
    d.lat = w.lat[dir].stats();
    return d;
}

QString firstWorkerError(const std::vector<std::unique_ptr<Worker>>& workers, int jobIndex)
{
    for (const auto& w : workers) {
        if (w->jobIndex == jobIndex && !w->error.isEmpty())
            return w->error;
    }
    return {};
}

JobRun jobRunOf(const std::vector<std::unique_ptr<Worker>>& workers, int jobIndex, const QString& name, int repetition,
    bool cancelled)
{
    JobRun run;
    run.job = name;
    run.jobIndex = jobIndex;
    run.repetition = repetition;
    run.cancelled = cancelled;
    for (const auto& w : workers) {
        if (w->jobIndex != jobIndex)
            continue;
        JobRun clone;
        clone.job = run.job;
        clone.jobIndex = run.jobIndex;
        clone.repetition = repetition;
        clone.read = directionOf(*w, 0);
        clone.write = directionOf(*w, 1);
        clone.runtimeUs = w->runtimeUs;
        clone.syncs = w->syncs;
        clone.steadyState = w->steadyState;
        clone.verifiedBytes = w->verifiedBytes;
        clone.verifyFailures = w->verifyFailures;
        clone.latencyDepth = w->latencyDepth;
        clone.prioIos = w->prioIos[0] + w->prioIos[1];
        clone.errors = w->errors;
        clone.firstError = w->firstError;
        clone.cancelled = cancelled;
        const double seconds = std::max(1e-6, double(w->runtimeUs) / 1e6);
        clone.usrCpu = 100.0 * w->usrSeconds / seconds;
        clone.sysCpu = 100.0 * w->sysSeconds / seconds;
        accumulate(run, clone);
        // ss=: the job reached its steady state when every clone did.
        run.steadyState = run.clones.empty() ? clone.steadyState : std::min(run.steadyState, clone.steadyState);
        run.latencyDepth = std::max(run.latencyDepth, clone.latencyDepth);
        run.clones.push_back(std::move(clone));
    }
    if (run.clones.size() == 1)
        run.clones.clear();
    return run;
}

} // namespace fragscope::bench
