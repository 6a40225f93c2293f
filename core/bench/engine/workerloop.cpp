// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/engine/workerloop.h"

#include <QCoreApplication>

namespace fragscope::bench {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchRunner)
};

} // namespace

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
    , m_format{verifyKindFromName(job.verify).value_or(VerifyKind::None), job.verifyPattern, job.verifyInterval}
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
    auto queue = makeIoQueue(m_job.ioengine, m_files.fd(0), m_depth, true); // the only file but with nrfiles=
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

void WorkerLoop::run()
{
    if (!setUp()) {
        m_w.done = true;
        return;
    }
    // As fio: the ramp and the runtime count from when the job is set up (its buffers filled, its
    // queue made), not from when its thread started. jesd219.fio's 4 clones of 256 buffers of
    // 64 KiB, under AddressSanitizer beside other suites, took its whole second: no I/O at all.
    const std::uint64_t started = m_deadline.rampEndNs - m_job.rampTimeUs * 1000;
    const std::uint64_t setUpNs = nowNs() - std::min(started, nowNs());
    m_deadline.rampEndNs += setUpNs;
    if (m_deadline.endNs != UINT64_MAX)
        m_deadline.endNs += setUpNs;
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
    if (m_search && !followSearch(*m_search, now))
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
        if (auto ok = m_minRate.check(done, m_measureStartNs, bytes, ios, m_w.path); !ok) {
            m_w.error = ok.error().message();
            return false;
        }
    }
    return true;
}

void runWorker(const JobSpec& job, Worker& w, std::uint64_t regionBytes, std::uint64_t seed, Deadline deadline,
    const std::atomic<bool>& cancel, StepShared& shared)
{
    WorkerLoop(job, w, regionBytes, seed, deadline, cancel, shared).run();
}

} // namespace fragscope::bench
