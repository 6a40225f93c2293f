// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/worker.h"

#include "bench/jobfile.h"
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
#include <cstdlib>
#include <ctime>

namespace fragscope::bench {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchRunner)
};

constexpr std::size_t kAlign = 4096;

struct AlignedFree
{
    void operator()(void* p) const { std::free(p); }
};
using Buffer = std::unique_ptr<void, AlignedFree>;

Buffer alignedBuffer(std::size_t bytes)
{
    void* p = nullptr;
    if (::posix_memalign(&p, kAlign, std::max(bytes, kAlign)) != 0)
        return nullptr;
    return Buffer(p);
}

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

QString ioErrorText(const JobSpec& job, const QString& path, long err)
{
    if (err == -EINVAL && job.direct) {
        return Text::tr("%1: O_DIRECT refused the request (EINVAL): with direct=1, bs (%2) and the offsets must be "
                        "multiples of the device's logical block size (usually 512 or 4096 bytes)")
            .arg(path, fioSizeText(job.bs));
    }
    return path + QStringLiteral(": ") + errnoText(int(-err));
}

Result<UniqueFd> openJobFile(const JobSpec& job, const QString& path)
{
    int flags = (job.writes() ? O_RDWR : O_RDONLY) | O_CLOEXEC | O_NOCTTY;
    if (job.direct)
        flags |= O_DIRECT;
    UniqueFd fd(::open(QFile::encodeName(path).constData(), flags));
    if (fd.valid())
        return fd;
    const int err = errno;
    if (err == EINVAL && job.direct) {
        return std::unexpected(Error{path,
            Text::tr(
                "the file system does not support O_DIRECT (direct=1); tmpfs, for one, has none. Run with direct=0, "
                "or choose a directory on a disk file system"),
            err});
    }
    return std::unexpected(Error{path, errnoText(err), err});
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
    const std::atomic<bool>& cancel, const std::atomic<bool>& abort)
{
    auto fd = openJobFile(job, w.path);
    if (!fd) {
        w.error = fd.error().message();
        w.done = true;
        return;
    }
    // The buffers outlive the queue (declared first, destroyed last): the kernel may still hold
    // requests in flight when an error ends the loop early.
    const bool async = job.ioengine == IoEngine::Libaio || job.ioengine == IoEngine::IoUring;
    const int depth = async ? job.iodepth : 1;
    const std::uint32_t bs = std::uint32_t(job.bs);
    Rng rng(seed);
    std::vector<Buffer> buffers;
    for (int i = 0; i < depth; ++i) {
        buffers.push_back(alignedBuffer(bs));
        if (!buffers.back()) {
            w.error = Text::tr("out of memory for I/O buffers");
            w.done = true;
            return;
        }
        rng.fill(buffers.back().get(), bs);
    }
    auto queue = makeIoQueue(job.ioengine, fd->get(), depth);
    if (!queue) {
        w.error = queue.error().reason;
        w.done = true;
        return;
    }
    IoQueue& q = **queue;
    if (!job.direct) // fio's fadvise_hint: tell the kernel's readahead what is coming
        ::posix_fadvise(fd->get(), 0, 0, job.isRandom() ? POSIX_FADV_RANDOM : POSIX_FADV_SEQUENTIAL);
    // Random jobs address whole blocks; sequential ones read to the end, the last request short.
    const std::uint64_t blocks
        = std::max<std::uint64_t>(1, job.isRandom() ? regionBytes / bs : (regionBytes + bs - 1) / bs);
    std::uint64_t toIssue = job.timeBased ? UINT64_MAX : (job.bytesPerLoop() + bs - 1) / bs;
    if (job.numberIos)
        toIssue = std::min(toIssue, job.numberIos);
    std::uint64_t sinceThink = 0; // I/Os issued since the last thinktime pause
    const std::uint64_t paceStartNs = nowNs();
    std::uint64_t pass = 0;
    BlockPermutation order(blocks, rng.next());
    std::uint64_t position = 0;                                 // within the pass
    std::vector<std::uint64_t> startNs(std::size_t(depth), 0);  // issued (prepared)
    std::vector<std::uint64_t> submitNs(std::size_t(depth), 0); // handed to the kernel
    std::vector<int> batch;                                     // slots queued since the last submission
    std::vector<bool> slotWrites(std::size_t(depth), false);
    std::vector<int> freeSlots;
    for (int i = depth - 1; i >= 0; --i)
        freeSlots.push_back(i);
    std::vector<IoCompletion> completions;
    std::uint64_t issuedCount = 0, writesSinceSync = 0, writesSinceDatasync = 0;
    int inFlight = 0;
    bool measuring = false;
    std::uint64_t measureStartNs = 0;
    double usr0 = 0, sys0 = 0;
    const auto startMeasuring = [&](std::uint64_t now) {
        measuring = true;
        measureStartNs = now;
        usr0 = threadCpuSeconds(true);
        sys0 = threadCpuSeconds(false);
    };
    if (deadline.rampEndNs <= nowNs())
        startMeasuring(nowNs());

    const auto complete = [&](const IoCompletion& c, std::uint64_t now) -> bool {
        --inFlight;
        freeSlots.push_back(c.slot);
        const int dir = slotWrites[std::size_t(c.slot)] ? 1 : 0;
        if (c.result < 0) {
            w.error = ioErrorText(job, w.path, c.result);
            return false;
        }
        if (c.result == 0 && dir == 0) {
            w.error = Text::tr("%1: the file ended before the %2 the job reads").arg(w.path, fioSizeText(regionBytes));
            return false;
        }
        if (measuring) {
            // Synchronous engines do the I/O in queue(): from issue to completion is all there is.
            const std::uint64_t from = async ? submitNs[std::size_t(c.slot)] : startNs[std::size_t(c.slot)];
            const std::uint64_t lat = now - std::min(now, from);
            if (async)
                w.lat[dir].add(now - startNs[std::size_t(c.slot)]);
            bump(w.ios[dir], 1);
            bump(w.bytes[dir], std::uint64_t(c.result));
            w.live[dir].add(lat);
            w.minNs[dir] = std::min(w.minNs[dir], lat);
            w.maxNs[dir] = std::max(w.maxNs[dir], lat);
            w.sumNs[dir] += double(lat);
            w.sumSquaresNs[dir] += double(lat) * double(lat);
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
        if ((full ? ::fsync(fd->get()) : ::fdatasync(fd->get())) != 0) {
            w.error = ioErrorText(job, w.path, -errno);
            return false;
        }
        ++w.syncs;
        if (full)
            writesSinceSync = 0;
        if (data || full)
            writesSinceDatasync = 0;
        return true;
    };

    bool ok = true;
    while (ok && !cancel.load(std::memory_order_relaxed) && !abort.load(std::memory_order_relaxed)) {
        const std::uint64_t now = nowNs();
        if (now >= deadline.endNs)
            break;
        if (!measuring && now >= deadline.rampEndNs)
            startMeasuring(now);
        const bool more = issuedCount < toIssue;
        if (!more && inFlight == 0)
            break;
        int queued = 0;
        while (more && issuedCount < toIssue && !freeSlots.empty() && !syncDue()) {
            if (position == blocks) {
                position = 0;
                order = BlockPermutation(blocks, rng.next() + ++pass);
                // As fio: a time-based job starts each pass over its file anew, invalidate= included.
                if (job.invalidate && !job.direct)
                    ::posix_fadvise(fd->get(), 0, 0, POSIX_FADV_DONTNEED);
            }
            // rate/rate_iops: not before this I/O's turn (each clone paces itself, as fio's jobs).
            if (job.rateBytes || job.rateIops) {
                const double dueBytes = job.rateBytes ? double(issuedCount * bs) / double(job.rateBytes) : 0;
                const double dueIos = job.rateIops ? double(issuedCount) / double(job.rateIops) : 0;
                const std::uint64_t dueNs = paceStartNs + std::uint64_t(std::max(dueBytes, dueIos) * 1e9);
                if (dueNs > nowNs()) {
                    if (queued)
                        break; // submit what is queued, wait for the rest on the next round
                    const std::uint64_t wait = std::min<std::uint64_t>(dueNs - nowNs(), 10'000'000);
                    const timespec ts{time_t(wait / 1'000'000'000ULL), long(wait % 1'000'000'000ULL)};
                    ::nanosleep(&ts, nullptr);
                    break;
                }
            }
            // thinktime: after thinktime_blocks I/Os, let them complete, then pause.
            if (job.thinktimeUs && sinceThink >= job.thinktimeBlocks) {
                if (queued || inFlight)
                    break;
                const timespec ts{time_t(job.thinktimeUs / 1'000'000), long(job.thinktimeUs % 1'000'000) * 1000};
                ::nanosleep(&ts, nullptr);
                sinceThink = 0;
            }
            ++sinceThink;
            // norandommap: offsets with replacement, as fio without its random map.
            const std::uint64_t block = !job.isRandom() ? position
                : job.norandommap                       ? rng.next() % blocks
                                                        : order.at(position);
            ++position;
            const bool write = job.mixed() ? int(rng.next() % 100) >= job.rwmixread : job.writes();
            const int slot = freeSlots.back();
            freeSlots.pop_back();
            void* buffer = buffers[std::size_t(slot)].get();
            if (write && job.refillBuffers)
                rng.fill(buffer, bs);
            slotWrites[std::size_t(slot)] = write;
            startNs[std::size_t(slot)] = nowNs();
            const std::uint32_t length
                = job.direct ? bs : std::uint32_t(std::min<std::uint64_t>(bs, regionBytes - block * bs));
            if (const int err = q.queue(IoRequest{slot, write, block * bs, length, buffer}); err < 0) {
                w.error = ioErrorText(job, w.path, err);
                ok = false;
                break;
            }
            ++inFlight;
            ++issuedCount;
            ++queued;
            batch.push_back(slot);
            if (write) {
                ++writesSinceSync;
                ++writesSinceDatasync;
            }
            bump(w.issued, bs);
        }
        if (!ok)
            break;
        if (queued) {
            if (const int err = q.submit(); err < 0) {
                w.error = ioErrorText(job, w.path, err);
                break;
            }
        }
        if (queued) {
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
        const std::uint64_t done = nowNs();
        for (const IoCompletion& c : completions) {
            if (!complete(c, done)) {
                ok = false;
                break;
            }
        }
        ok = ok && syncIfDue();
    }
    ok = drain() && ok;
    if (ok && job.endFsync && job.writes() && !cancel.load()) {
        if (::fsync(fd->get()) == 0)
            ++w.syncs;
        else
            w.error = ioErrorText(job, w.path, -errno);
    }
    if (measuring) {
        w.runtimeUs = (nowNs() - measureStartNs) / 1000;
        w.usrSeconds = threadCpuSeconds(true) - usr0;
        w.sysSeconds = threadCpuSeconds(false) - sys0;
    }
    w.done = true;
}

DirectionStats directionOf(const Worker& w, int dir)
{
    DirectionStats d;
    d.ios = w.ios[dir].load();
    d.ioBytes = w.bytes[dir].load();
    d.runtimeUs = w.runtimeUs;
    w.live[dir].addTo(d.histogram);
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
        clone.cancelled = cancelled;
        const double seconds = std::max(1e-6, double(w->runtimeUs) / 1e6);
        clone.usrCpu = 100.0 * w->usrSeconds / seconds;
        clone.sysCpu = 100.0 * w->sysSeconds / seconds;
        accumulate(run, clone);
        run.clones.push_back(std::move(clone));
    }
    if (run.clones.size() == 1)
        run.clones.clear();
    return run;
}

} // namespace fragscope::bench
