// SPDX-License-Identifier: GPL-3.0-or-later
// WorkerLoop's completions: counted, timed, checked; syncs, verify read-back, latency_target and
// ss= windows, and the end of the loop.
#include "bench/engine/workerloop.h"

#include <QCoreApplication>

namespace fragscope::bench {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchRunner)
};

} // namespace

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
            if (auto ok = m_format.check(data, std::uint32_t(c.result), offset); !ok)
                m_verifyLog.fault(ok.error().reason, offset, data, std::uint32_t(c.result), std::nullopt);
            m_w.verifiedBytes += std::uint64_t(c.result);
            if (m_job.verifyFatal && m_verifyLog.failures())
                return false;
        }
    }
    return !m_measuring || measureCompletion(c.slot, dir, c.result, now);
}

// A completed I/O counted in the figures, its latencies too.
bool WorkerLoop::measureCompletion(int slotIndex, int dir, long result, std::uint64_t now)
{
    const auto slot = std::size_t(slotIndex);
    bump(m_w.ios[dir], 1);
    bump(m_w.bytes[dir], std::uint64_t(result));
    if (!m_job.measureLatency)
        return true;
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
        return false;
    }
    m_w.minNs[dir] = std::min(m_w.minNs[dir], lat);
    m_w.maxNs[dir] = std::max(m_w.maxNs[dir], lat);
    m_w.sumNs[dir] += double(lat);
    m_w.sumSquaresNs[dir] += double(lat) * double(lat);
    return true;
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
bool WorkerLoop::followSearch(LatencySearch& search, std::uint64_t now)
{
    using V = LatencySearch::Verdict;
    const V verdict = search.judge(now, m_w.ios[0].load() + m_w.ios[1].load());
    if (verdict == V::Done)
        return false;
    if (verdict == V::Shallower || verdict == V::LastWindow) {
        if (!drain()) // quiesce, as fio: what the deeper queue left in flight is not judged
            return false;
        if (verdict == V::LastWindow)
            keepOnlyWhatFollows(nowNs());
        search.newWindow(nowNs(), m_w.ios[0].load() + m_w.ios[1].load());
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

} // namespace fragscope::bench
