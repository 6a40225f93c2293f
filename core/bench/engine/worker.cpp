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

// The I/O loop of one clone for one repetition.
void runWorker(const JobSpec& job, Worker& w, std::uint64_t regionBytes, std::uint64_t seed, Deadline deadline,
    const std::atomic<bool>& cancel, StepShared& shared)
{
    if (QString why = applyNuma(job); !why.isEmpty()) { // before the buffers: their memory follows the policy
        w.error = why;
        w.done = true;
        return;
    }
    Rng rng(seed);
    FileSet files(job, w.clone, regionBytes, rng.next()); // the clone's file (nrfiles=: files)
    if (QString why = files.open(); !why.isEmpty()) {
        w.error = why;
        w.done = true;
        return;
    }
    const int fd = files.fd(0); // the only file but with nrfiles=
    // The buffers outlive the queue (declared first, destroyed last): the kernel may still hold
    // requests in flight when an error ends the loop early.
    const bool async = job.ioengine == IoEngine::Libaio || job.ioengine == IoEngine::IoUring;
    const int depth = async || job.ioengine == IoEngine::Null ? job.iodepth : 1;
    ContentMaker content(job, regionBytes, rng.next(), job.dedupeGlobal ? &shared.dedupe : nullptr);
    const std::uint32_t bufferBytes = files.maxLength();
    std::vector<Buffer> buffers;
    for (int i = 0; i < depth; ++i) {
        buffers.push_back(alignedBuffer(bufferBytes));
        if (!buffers.back()) {
            w.error = Text::tr("out of memory for I/O buffers");
            w.done = true;
            return;
        }
        rng.fill(buffers.back().get(), bufferBytes);
    }
    auto queue = makeIoQueue(job.ioengine, fd, depth);
    if (!queue) {
        w.error = queue.error().reason;
        w.done = true;
        return;
    }
    IoQueue& q = **queue;
    if (QString why = applyIoPriority(job, w.path); !why.isEmpty()) {
        w.error = why;
        w.done = true;
        return;
    }
    const bool cmdprio = async
        && (job.cmdprioPercent[0] || job.cmdprioPercent[1] || !job.cmdprioSplit[0].empty()
            || !job.cmdprioSplit[1].empty());
    for (int f = 0; job.hasFile() && !job.direct && f < files.count(); ++f) // fio's fadvise_hint
        ::posix_fadvise(files.fd(f), 0, 0, job.isRandom() ? POSIX_FADV_RANDOM : POSIX_FADV_SEQUENTIAL);
    const std::uint64_t bytesToIssue = job.timeBased ? UINT64_MAX : job.bytesToDo();
    const std::uint64_t iosToIssue = job.numberIos ? job.numberIos : UINT64_MAX;
    std::uint64_t sinceThink = 0;                                        // I/Os issued since the last thinktime pause
    std::uint64_t dueNs[2] = {nowNs(), nowNs()};                         // rate: when the next read/write may start
    FlowGroup* flow = job.flow ? &shared.flows.at(job.flowId) : nullptr; // made before the clones start
    std::uint64_t flowIos = 0;
    // verify=: the format of what is written, and what is not read back yet.
    const bool verifying = !job.verify.isEmpty();
    const VerifyFormat format{
        verifying ? *verifyKindFromName(job.verify) : VerifyKind::None, job.verifyPattern, job.verifyInterval};
    VerifyLog verifyLog(format, w.path, job.verifyDump);
    bool deviceFull = false; // fill_device: the file system ran out of room
    std::vector<std::uint64_t> slotOffset(std::size_t(depth), 0), slotSeed(std::size_t(depth), 0);
    std::vector<int> slotFile(std::size_t(depth), 0);
    PlannedIo io; // the next I/O, drawn, and its file
    int ioFile = 0;
    bool patternDone = false;
    bool drawn = false;                                         // io is waiting for its turn (rate, flow)
    std::vector<std::uint64_t> startNs(std::size_t(depth), 0);  // issued (prepared)
    std::vector<std::uint64_t> submitNs(std::size_t(depth), 0); // handed to the kernel
    std::vector<int> batch;                                     // slots queued since the last submission
    std::vector<char> slotWrites(std::size_t(depth), 0);
    std::vector<int> freeSlots;
    for (int i = depth - 1; i >= 0; --i)
        freeSlots.push_back(i);
    std::vector<IoCompletion> completions;
    std::uint64_t issuedCount = 0, issuedBytes = 0, writesSinceSync = 0, writesSinceDatasync = 0;
    int inFlight = 0;
    bool measuring = false;
    std::uint64_t measureStartNs = 0;
    double usr0 = 0, sys0 = 0;
    const bool paced = job.hasRate();
    MinRateCheck minRate(job); // rate_min, rate_iops_min
    const bool checkMinRate = minRate.active();
    std::optional<LatencySearch> search; // latency_target, once measuring
    std::optional<SteadyJudge> steady;   // ss=, once measuring
    std::uint64_t steadyNextNs = 0, steadyIos = 0, steadyBytes = 0;
    const auto startMeasuring = [&](std::uint64_t now) {
        measuring = true;
        measureStartNs = now;
        usr0 = threadCpuSeconds(true);
        sys0 = threadCpuSeconds(false);
        if (job.latencyTargetUs && job.measureLatency)
            search.emplace(job, depth, now, 0);
        if (job.steadyState.criterion != SteadyState::Criterion::None) {
            steady.emplace(job.steadyState);
            steadyNextNs = now + job.steadyState.rampUs * 1000 + 1'000'000'000ULL;
            w.steadyState = -1;
        }
    };
    if (deadline.rampEndNs <= nowNs())
        startMeasuring(nowNs());

    // continue_on_error: an error counted, and said while error_dump lets it (the first 10).
    const auto countError = [&](int errnum, std::uint64_t offset, bool write) {
        if (w.errors++ == 0)
            w.firstError = errnum;
        if (job.errorDump && w.errorLog.size() < 10)
            w.errorLog << Text::tr("%1: %2 at offset %3 failed: %4 (continue_on_error: the job went on)")
                              .arg(w.path, write ? Text::tr("write") : Text::tr("read"))
                              .arg(offset)
                              .arg(errnoText(errnum));
    };
    const auto complete = [&](const IoCompletion& c, std::uint64_t now) -> bool {
        --inFlight;
        freeSlots.push_back(c.slot);
        const int dir = slotWrites[std::size_t(c.slot)] ? 1 : 0;
        if (c.result == -ENOSPC && dir == 1 && job.fillDevice) {
            deviceFull = true; // fill_device: the end of the job, not a failure
            return true;
        }
        if (c.result < 0) {
            const auto kind = dir == 1 ? JobSpec::WriteError : JobSpec::ReadError;
            if (!job.continuesAfter(kind, int(-c.result))) {
                w.error = ioErrorText(job, files.path(slotFile[std::size_t(c.slot)]), c.result);
                return false;
            }
            countError(int(-c.result), slotOffset[std::size_t(c.slot)], dir == 1);
            if (measuring) // as fio's total_ios: the failed I/Os too (their bytes are not)
                bump(w.ios[dir], 1);
            return true;
        }
        if (c.result == 0 && dir == 0) {
            w.error = Text::tr("%1: the file ended before the %2 the job reads").arg(w.path, fioSizeText(regionBytes));
            return false;
        }
        if (verifying && job.doVerify) {
            const std::uint64_t offset = slotOffset[std::size_t(c.slot)];
            const auto* data = static_cast<const unsigned char*>(buffers[std::size_t(c.slot)].get());
            if (dir == 1) {
                verifyLog.written(offset, std::uint32_t(c.result), slotSeed[std::size_t(c.slot)]);
            } else if (!job.writes()) { // a read job checks what it reads
                if (const QString why = format.check(data, std::uint32_t(c.result), offset); !why.isEmpty())
                    verifyLog.fault(why, offset, data, std::uint32_t(c.result), std::nullopt);
                w.verifiedBytes += std::uint64_t(c.result);
                if (job.verifyFatal && verifyLog.failures())
                    return false;
            }
        }
        if (measuring) {
            bump(w.ios[dir], 1);
            bump(w.bytes[dir], std::uint64_t(c.result));
            if (job.measureLatency) {
                // Synchronous engines do the I/O in queue(): from issue to completion is all there is.
                const std::uint64_t from = async ? submitNs[std::size_t(c.slot)] : startNs[std::size_t(c.slot)];
                const std::uint64_t lat = now - std::min(now, from);
                if (async)
                    w.lat[dir].add(now - startNs[std::size_t(c.slot)]);
                w.live[dir].add(lat);
                // latency_target: fio judges its lat (issue to completion).
                if (search && !search->add(now - startNs[std::size_t(c.slot)])) {
                    w.error = Text::tr("%1: latency %2 us over latency_target=%3 us at queue depth 1")
                                  .arg(w.path)
                                  .arg((now - startNs[std::size_t(c.slot)]) / 1000)
                                  .arg(job.latencyTargetUs);
                    return false;
                }
                w.minNs[dir] = std::min(w.minNs[dir], lat);
                w.maxNs[dir] = std::max(w.maxNs[dir], lat);
                w.sumNs[dir] += double(lat);
                w.sumSquaresNs[dir] += double(lat) * double(lat);
            }
        }
        return true;
    };
    const auto drain = [&]() -> bool {
        while (inFlight > 0) {
            completions.clear();
            const int n = q.reap(inFlight, completions);
            if (n < 0) {
                w.error = ioErrorText(job, w.path, n);
                return false;
            }
            const std::uint64_t now = nowNs();
            for (const IoCompletion& c : completions) {
                if (!complete(c, now))
                    return false;
            }
        }
        return true;
    };
    // As fio: a sync follows every N writes issued; no write is issued while one is due.
    int lastWritten = 0; // the file of the last write
    const auto syncDue = [&] {
        return (job.fsync && writesSinceSync >= job.fsync) || (job.fdatasync && writesSinceDatasync >= job.fdatasync);
    };
    const auto syncIfDue = [&]() -> bool {
        const bool full = job.fsync && writesSinceSync >= job.fsync;
        const bool data = job.fdatasync && writesSinceDatasync >= job.fdatasync;
        if (!full && !data)
            return true;
        if (!drain())
            return false;
        // As fio: the file of the last write (nrfiles= leaves the others to end_fsync).
        if ((full ? ::fsync(files.fd(lastWritten)) : ::fdatasync(files.fd(lastWritten))) != 0) {
            w.error = ioErrorText(job, files.path(lastWritten), -errno);
            return false;
        }
        ++w.syncs;
        if (full)
            writesSinceSync = 0;
        if (data || full)
            writesSinceDatasync = 0;
        return true;
    };

    // do_verify: read back what was written since the last time, in offset order, and check it.
    Buffer scratch;
    const auto readBack = [&]() -> bool {
        if (!drain())
            return false;
        if (!scratch)
            scratch = alignedBuffer(bufferBytes);
        if (const int err = verifyLog.readBack(
                fd, static_cast<unsigned char*>(scratch.get()), job.verifyFatal, cancel, &w.verifiedBytes);
            err < 0) {
            w.error = ioErrorText(job, w.path, err);
            return false;
        }
        return !(job.verifyFatal && verifyLog.failures());
    };

    // latency_target's last window: its figures alone are the job's (fio resets its statistics).
    const auto keepOnlyWhatFollows = [&](std::uint64_t now) {
        for (int dir = 0; dir < 2; ++dir) {
            w.baseIos[dir] = w.ios[dir].load(std::memory_order_relaxed);
            w.baseBytes[dir] = w.bytes[dir].load(std::memory_order_relaxed);
            w.baseHistogram[dir] = LatencyHistogram();
            w.live[dir].addTo(w.baseHistogram[dir]);
            w.minNs[dir] = UINT64_MAX;
            w.maxNs[dir] = 0;
            w.sumNs[dir] = w.sumSquaresNs[dir] = 0;
            w.slat[dir] = LatencyMoments();
            w.lat[dir] = LatencyMoments();
        }
        measureStartNs = now;
        usr0 = threadCpuSeconds(true);
        sys0 = threadCpuSeconds(false);
    };
    // latency_target: what the search says at each turn; false when it is over.
    const auto followSearch = [&](std::uint64_t now) -> bool {
        using V = LatencySearch::Verdict;
        const V verdict = search->judge(now, w.ios[0].load() + w.ios[1].load());
        if (verdict == V::Done)
            return false;
        if (verdict == V::Shallower || verdict == V::LastWindow) {
            if (!drain()) // quiesce, as fio: what the deeper queue left in flight is not judged
                return false;
            if (verdict == V::LastWindow)
                keepOnlyWhatFollows(nowNs());
            search->newWindow(nowNs(), w.ios[0].load() + w.ios[1].load());
        }
        return true;
    };

    bool ok = true;
    while (
        ok && !deviceFull && !cancel.load(std::memory_order_relaxed) && !shared.stop.load(std::memory_order_relaxed)) {
        const std::uint64_t now = nowNs();
        if (now >= deadline.endNs)
            break;
        if (!measuring && now >= deadline.rampEndNs)
            startMeasuring(now);
        if (steady && now >= steadyNextNs) { // ss=: a sample a second
            const std::uint64_t ios = w.ios[0].load() + w.ios[1].load();
            const std::uint64_t bytes = w.bytes[0].load() + w.bytes[1].load();
            const bool reached = steady->add(double(ios - steadyIos), double(bytes - steadyBytes));
            steadyIos = ios;
            steadyBytes = bytes;
            steadyNextNs += 1'000'000'000ULL;
            if (reached) {
                w.steadyState = 1;
                break;
            }
        }
        if (search && !followSearch(now))
            break; // the depth is found and its window run
        const bool more = issuedBytes < bytesToIssue && issuedCount < iosToIssue && !patternDone;
        if (!more && inFlight == 0)
            break;
        int queued = 0;
        while (more && issuedBytes < bytesToIssue && issuedCount < iosToIssue && !freeSlots.empty()
            && (!search || inFlight < search->depth()) && !syncDue()) {
            if (!drawn) {
                const FileSet::Next next = files.next();
                io = next.io;
                ioFile = next.file;
                drawn = true;
                if (io.length == 0) { // nothing left to do (zonemode=zbd: nothing written to read)
                    patternDone = true;
                    break;
                }
            }
            // rate/rate_iops: not before this direction's turn (each clone paces itself, as fio's jobs);
            // a mixed job ahead in one direction does the other if that one is due (fio's rate_ddir).
            if (paced && job.mixed() && dueNs[io.write ? 1 : 0] > nowNs() && dueNs[io.write ? 0 : 1] <= nowNs())
                io.write = !io.write;
            const int dir = io.write ? 1 : 0;
            if (paced && dueNs[dir] > nowNs()) {
                if (!queued)
                    sleepNs(std::min<std::uint64_t>(dueNs[dir] - nowNs(), 10'000'000));
                break; // submit what is queued, wait for the rest on the next round
            }
            // thinktime: after thinktime_blocks I/Os, let them complete, then pause.
            if (job.thinktimeUs && sinceThink >= job.thinktimeBlocks) {
                if (queued || inFlight)
                    break;
                sleepNs(job.thinktimeUs * 1000);
                sinceThink = 0;
            }
            // flow: a job ahead of its weight's share waits (flow_sleep) for the others.
            if (flow) {
                const std::uint64_t all = flow->ios.load(std::memory_order_relaxed);
                if (all && double(flowIos) / double(all) > double(job.flow) / double(flow->totalWeight)) {
                    if (!queued && !inFlight)
                        sleepNs(job.flowSleepUs ? job.flowSleepUs * 1000 : 100'000);
                    break;
                }
                flow->ios.fetch_add(1, std::memory_order_relaxed);
                ++flowIos;
            }
            drawn = false;
            ++sinceThink;
            if (paced) {
                const double perByte
                    = job.rateBytes[std::size_t(dir)] ? 1e9 / double(job.rateBytes[std::size_t(dir)]) : 0;
                const double perIo = job.rateIops[std::size_t(dir)] ? 1e9 / double(job.rateIops[std::size_t(dir)]) : 0;
                double gap = std::max(perByte * io.length, perIo);
                if (job.ratePoisson) // exponential gaps with the same mean
                    gap *= -std::log(1.0 - rng.uniform());
                dueNs[dir] += std::uint64_t(gap);
            }
            // As fio: a time-based job starts each pass over its file anew, invalidate= included.
            if (io.newPass && job.invalidate && !job.direct && job.hasFile())
                ::posix_fadvise(files.fd(ioFile), 0, 0, POSIX_FADV_DONTNEED);
            const int slot = freeSlots.back();
            freeSlots.pop_back();
            void* buffer = buffers[std::size_t(slot)].get();
            slotOffset[std::size_t(slot)] = io.offset;
            if (io.write && verifying) {
                slotSeed[std::size_t(slot)] = rng.next();
                format.fill(static_cast<unsigned char*>(buffer), io.length, io.offset, slotSeed[std::size_t(slot)]);
            } else if (io.write && content.active()) {
                content.fill(static_cast<unsigned char*>(buffer), io.length, io.offset);
            }
            slotWrites[std::size_t(slot)] = io.write;
            startNs[std::size_t(slot)] = job.measureLatency ? nowNs() : 0;
            IoRequest request{slot, io.write, io.offset, io.length, buffer};
            request.fd = files.fd(ioFile);
            slotFile[std::size_t(slot)] = ioFile;
            if (io.write)
                lastWritten = ioFile;
            if (cmdprio) {
                if (const int prio = commandPriority(job, io.write, io.length, rng.next() % 100); prio > 0) {
                    request.ioprio = std::uint16_t(prio);
                    ++w.prioIos[dir];
                }
            }
            if (const int err = q.queue(request); err < 0) {
                w.error = ioErrorText(job, files.path(ioFile), err);
                ok = false;
                break;
            }
            ++inFlight;
            ++issuedCount;
            issuedBytes += io.length;
            ++queued;
            batch.push_back(slot);
            if (io.write) {
                ++writesSinceSync;
                ++writesSinceDatasync;
            }
            bump(w.issued, io.length);
            w.offset.store(io.offset, std::memory_order_relaxed);
        }
        if (!ok)
            break;
        if (queued) {
            if (const int err = q.submit(); err < 0) {
                w.error = ioErrorText(job, w.path, err);
                break;
            }
        }
        if (queued && job.measureLatency) {
            // fio's slat: from issue to the end of the submission that carried it.
            const std::uint64_t submitted = nowNs();
            for (int slot : batch) {
                submitNs[std::size_t(slot)] = submitted;
                if (measuring && async)
                    w.slat[slotWrites[std::size_t(slot)] ? 1 : 0].add(submitted - startNs[std::size_t(slot)]);
            }
        }
        batch.clear();
        completions.clear();
        const int n = inFlight > 0 ? q.reap(1, completions) : 0;
        if (n < 0) {
            w.error = ioErrorText(job, w.path, n);
            break;
        }
        const std::uint64_t done = job.measureLatency || checkMinRate ? nowNs() : 0;
        for (const IoCompletion& c : completions) {
            if (!complete(c, done)) {
                ok = false;
                break;
            }
        }
        if (ok && checkMinRate && measuring && n > 0) {
            const std::uint64_t bytes[2] = {w.bytes[0].load(), w.bytes[1].load()};
            const std::uint64_t ios[2] = {w.ios[0].load(), w.ios[1].load()};
            if (QString why = minRate.check(done, measureStartNs, bytes, ios, w.path); !why.isEmpty()) {
                w.error = why;
                ok = false;
            }
        }
        // As fio: a due sync is done before the next write, so none follows the last.
        const bool moreToIssue = issuedBytes < bytesToIssue && issuedCount < iosToIssue && !patternDone;
        ok = ok && (!moreToIssue || syncIfDue());
        if (ok && job.verifyBacklog && verifyLog.sinceReadBack() >= job.verifyBacklog)
            ok = readBack();
    }
    ok = drain() && ok;
    if (search)
        w.latencyDepth = search->depth();
    if (ok && verifyLog.sinceReadBack())
        ok = readBack();
    w.verifyFailures = verifyLog.failures();
    if (w.verifyFailures && w.error.isEmpty()) {
        w.error = Text::tr("%1: %n check(s) of the data failed verification (verify=%2); the first: %3", "",
            int(std::min<std::uint64_t>(w.verifyFailures, INT32_MAX)))
                      .arg(w.path, job.verify, verifyLog.firstFault());
    }
    if (ok && job.endFsync && job.writes() && job.hasFile() && !cancel.load()) {
        for (int f = 0; f < files.count() && w.error.isEmpty(); ++f) {
            if (::fsync(files.fd(f)) == 0)
                ++w.syncs;
            else
                w.error = ioErrorText(job, files.path(f), -errno);
        }
    }
    if (measuring) {
        w.runtimeUs = (nowNs() - measureStartNs) / 1000;
        w.usrSeconds = threadCpuSeconds(true) - usr0;
        w.sysSeconds = threadCpuSeconds(false) - sys0;
    }
    // exitall: this job's end stops the others of the step (exit_what=all: and every later step).
    if (job.exitall && !cancel.load()) {
        shared.stop = true;
        if (job.exitWhat == ExitWhat::All)
            shared.stopRun = true;
    }
    w.done = true;
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

JobRun jobRunOf(const std::vector<std::unique_ptr<Worker>>& workers, int jobIndex, const QString& name, int repetition,
    bool cancelled, QString& error)
{
    JobRun run;
    run.job = name;
    run.jobIndex = jobIndex;
    run.repetition = repetition;
    run.cancelled = cancelled;
    for (const auto& w : workers) {
        if (w->jobIndex != jobIndex)
            continue;
        if (!w->error.isEmpty() && error.isEmpty())
            error = w->error;
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
