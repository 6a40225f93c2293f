// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/runner.h"

#include "io/ioqueue.h"
#include "bench/jobfile.h"
#include "io/ownedfiles.h"
#include "io/random.h"
#include "util/fd.h"
#include "util/proc.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <random>
#include <thread>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchRunner)
};

using Clock = std::chrono::steady_clock;
constexpr std::size_t kAlign = 4096;
constexpr std::uint64_t kLayoutChunk = 1 << 20;

std::uint64_t nowNs()
{
    timespec ts{};
    ::clock_gettime(CLOCK_MONOTONIC, &ts);
    return std::uint64_t(ts.tv_sec) * 1'000'000'000ULL + std::uint64_t(ts.tv_nsec);
}

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

// One clone's counters: the atomics are read by the sampler while the worker runs; the rest is the
// worker's own until it is joined.
struct Worker
{
    int jobIndex = 0;
    int clone = 0;
    QString path;
    std::atomic<std::uint64_t> ios[2]{};
    std::atomic<std::uint64_t> bytes[2]{};
    std::atomic<std::uint64_t> issued{0}; // bytes handed to the engine, for progress
    LiveHistogram live[2];
    // private
    std::uint64_t minNs[2] = {UINT64_MAX, UINT64_MAX};
    std::uint64_t maxNs[2] = {0, 0};
    double sumNs[2] = {0, 0};
    double sumSquaresNs[2] = {0, 0};
    std::uint64_t syncs = 0;
    std::uint64_t runtimeUs = 0;
    double usrSeconds = 0;
    double sysSeconds = 0;
    QString error;
    std::atomic<bool> done{false};
};

// What a job (or all jobs) had done by one sample, cumulative; a sample is the change since the last.
struct Counts
{
    std::uint64_t ios[2] = {0, 0};
    std::uint64_t bytes[2] = {0, 0};
    LatencyHistogram hist;

    BenchSample sampleSince(const Counts& earlier, int jobIndex, double dt, double seconds) const
    {
        BenchSample s;
        s.jobIndex = jobIndex;
        s.seconds = seconds;
        if (dt > 0) {
            s.readBandwidth = double(bytes[0] - earlier.bytes[0]) / dt;
            s.writeBandwidth = double(bytes[1] - earlier.bytes[1]) / dt;
            s.readIops = double(ios[0] - earlier.ios[0]) / dt;
            s.writeIops = double(ios[1] - earlier.ios[1]) / dt;
        }
        LatencyHistogram interval = hist;
        interval.subtract(earlier.hist);
        s.p50Ns = interval.percentile(50);
        s.p99Ns = interval.percentile(99);
        return s;
    }
};

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

struct Deadline
{
    std::uint64_t rampEndNs = 0;
    std::uint64_t endNs = UINT64_MAX;
};

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
    const std::uint64_t toIssue = job.timeBased ? UINT64_MAX : (job.bytesPerLoop() + bs - 1) / bs;
    std::uint64_t pass = 0;
    BlockPermutation order(blocks, rng.next());
    std::uint64_t position = 0; // within the pass
    std::vector<std::uint64_t> startNs(std::size_t(depth), 0);
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
            const std::uint64_t lat = now - startNs[std::size_t(c.slot)];
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
            const std::uint64_t block = job.isRandom() ? order.at(position) : position;
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
    return d;
}

// Writes `bytes` of incompressible data into the file, so reads and overwrites find real blocks.
QString layOut(const QString& path, std::uint64_t from, std::uint64_t bytes, const std::atomic<bool>& cancel,
    const std::function<void(std::uint64_t)>& progress)
{
    UniqueFd fd(::open(QFile::encodeName(path).constData(), O_WRONLY | O_CLOEXEC));
    if (!fd.valid())
        return path + QStringLiteral(": ") + errnoText(errno);
    Buffer buffer = alignedBuffer(kLayoutChunk);
    Rng rng(std::hash<std::string>()(path.toStdString()));
    for (std::uint64_t off = from; off < bytes;) {
        if (cancel.load())
            return {};
        rng.fill(buffer.get(), kLayoutChunk);
        const std::size_t n = std::size_t(std::min<std::uint64_t>(kLayoutChunk, bytes - off));
        const ssize_t written = ::pwrite(fd.get(), buffer.get(), n, off_t(off));
        if (written <= 0)
            return path + QStringLiteral(": ") + (written < 0 ? errnoText(errno) : Text::tr("nothing written"));
        off += std::uint64_t(written);
        progress(std::uint64_t(written));
    }
    if (::fsync(fd.get()) != 0)
        return path + QStringLiteral(": ") + errnoText(errno);
    return {};
}

// One file a job uses and what must happen to it before the run.
struct PlannedFile
{
    QString path;
    std::uint64_t regionBytes = 0; // the part of the file the job addresses
    std::uint64_t layoutFrom = 0;  // bytes to write before the run: [layoutFrom, layoutTo)
    std::uint64_t layoutTo = 0;
    bool create = false;
    bool truncateTo = false; // a write-only job on a new file: make it sparse at its size
};

// Decides the file of each clone, refusing what must not be written. Fills `plan`, one entry per
// distinct path, and `regionOf` per (job, clone).
QString planFiles(
    const std::vector<JobSpec>& jobs, std::vector<PlannedFile>& plan, std::vector<std::vector<std::uint64_t>>& regionOf)
{
    for (const JobSpec& job : jobs) {
        regionOf.emplace_back();
        for (int clone = 0; clone < job.numjobs; ++clone) {
            const QString path = jobFilePath(job, clone);
            auto known = std::find_if(plan.begin(), plan.end(), [&](const PlannedFile& f) { return f.path == path; });
            struct stat st
            {
            };
            const bool exists = ::stat(QFile::encodeName(path).constData(), &st) == 0;
            if (exists && S_ISBLK(st.st_mode))
                return Text::tr("%1: a block device; fragscope benchmarks files, never devices").arg(path);
            if (exists && !S_ISREG(st.st_mode))
                return Text::tr("%1: not a regular file").arg(path);
            if (exists && job.writes() && known == plan.end())
                return Text::tr("%1: exists and was not made by this run; a write job writes only files fragscope "
                                "creates. Leave filename= empty to let it make its own")
                    .arg(path);
            if (!exists) {
                const QString dir = QFileInfo(path).absolutePath();
                if (!QFileInfo(dir).isDir())
                    return Text::tr("%1: no such directory").arg(dir);
            }
            const std::uint64_t region = job.size ? job.size : (exists ? std::uint64_t(st.st_size) : 0);
            if (region < job.bs)
                return Text::tr("%1: the file is %2, smaller than one block of bs=%3")
                    .arg(path)
                    .arg(region)
                    .arg(job.bs);
            if (exists && known == plan.end() && region > std::uint64_t(st.st_size))
                return Text::tr(
                    "%1: the job reads %2 but the file holds only %3 bytes; it is not fragscope's to extend")
                    .arg(path, fioSizeText(region))
                    .arg(st.st_size);
            regionOf.back().push_back(region);
            if (known == plan.end()) {
                PlannedFile f;
                f.path = path;
                f.create = !exists;
                plan.push_back(f);
                known = plan.end() - 1;
            }
            known->regionBytes = std::max(known->regionBytes, region);
            if (known->create) {
                if (job.reads() || job.overwrite)
                    known->layoutTo = std::max(known->layoutTo, region);
                else
                    known->truncateTo = true;
            }
        }
    }
    return {};
}

QString checkRoom(const std::vector<PlannedFile>& plan)
{
    // Sum what each directory must hold, then compare with what statvfs says is free.
    std::vector<std::pair<QString, std::uint64_t>> need;
    for (const PlannedFile& f : plan) {
        if (!f.create)
            continue;
        const QString dir = QFileInfo(f.path).absolutePath();
        auto it = std::find_if(need.begin(), need.end(), [&](const auto& n) { return n.first == dir; });
        if (it == need.end())
            it = need.insert(need.end(), {dir, 0});
        it->second += f.regionBytes;
    }
    for (const auto& [dir, bytes] : need) {
        struct statvfs vfs
        {
        };
        if (::statvfs(QFile::encodeName(dir).constData(), &vfs) != 0)
            return dir + QStringLiteral(": ") + errnoText(errno);
        if (vfs.f_blocks == 0)
            continue; // ramfs and the like: no size, no limit to check
        const std::uint64_t free = std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
        const std::uint64_t wanted = bytes + bytes / 50 + (16 << 20); // 2 % and 16 MiB for metadata
        if (free < wanted) {
            return Text::tr("%1: not enough room for the benchmark files: they need %2 MiB, %3 MiB are free")
                .arg(dir)
                .arg(wanted >> 20)
                .arg(free >> 20);
        }
    }
    return {};
}

void addWarnings(BenchResult& result, std::uint64_t deviceReadBytes)
{
    const double cores = std::max(1u, std::thread::hardware_concurrency());
    std::uint64_t bufferedReadBytes = 0;
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        const JobSpec& job = result.jobs[j];
        if (job.reads() && !job.direct && !job.invalidate && !result.context.cacheMethod.size()) {
            result.warnings.push_back({job.name,
                Text::tr("buffered reads with invalidate=0: the page cache may answer instead of the device")});
        }
        for (const JobRun* run : result.runsOf(int(j))) {
            const int threads = std::max<int>(1, int(run->clones.empty() ? 1 : run->clones.size()));
            const double busy = (run->usrCpu + run->sysCpu) / 100.0;
            if (busy >= 0.95 * std::min<double>(threads, cores)) {
                result.warnings.push_back({job.name,
                    Text::tr("repetition %1: the CPU was saturated (%2 % busy); the figures measure the CPU, not the "
                             "storage")
                        .arg(run->repetition + 1)
                        .arg(int(std::lround(busy * 100)))});
            }
            if (job.reads() && !job.direct)
                bufferedReadBytes += run->read.ioBytes;
        }
    }
    if (bufferedReadBytes > (64u << 20) && deviceReadBytes < bufferedReadBytes / 2) {
        result.warnings.push_back({{},
            Text::tr("only %1 % of the %2 MiB read by buffered jobs came from the device; the rest came from the page "
                     "cache, faster than any disk")
                .arg(int(100.0 * double(deviceReadBytes) / double(bufferedReadBytes)))
                .arg(bufferedReadBytes >> 20)});
    }
}

} // namespace

BenchContext benchContext(const QString& where)
{
    BenchContext c;
    c.toolVersion = QStringLiteral(FRAGSCOPE_VERSION);
    c.kernel = QSysInfo::kernelVersion();
    c.hostname = QSysInfo::machineHostName();
    c.time = QDateTime::currentDateTime();
    if (!where.isEmpty()) {
        const QString probeAt = QFileInfo::exists(where) ? where : QFileInfo(where).absolutePath();
        if (auto fs = FsInfo::probe(probeAt)) {
            c.fs = *fs;
            c.fsKnown = true;
        }
    }
    return c;
}

std::optional<Spread> coldReadSpread(const QString& path, int repetitions, const std::atomic<bool>& cancel)
{
    if (repetitions <= 0)
        return std::nullopt;
    const BenchResult r = runColdRead(path, defaultCacheDrop(), repetitions, cancel);
    if (!r.error.isEmpty() || r.runs.empty())
        return std::nullopt;
    std::vector<double> speeds;
    for (const JobRun& run : r.runs)
        speeds.push_back(run.read.bandwidth());
    return spreadOf(std::move(speeds));
}

QString jobFilePath(const JobSpec& job, int clone)
{
    const QString dir = job.directory.isEmpty() ? QDir::currentPath() : job.directory;
    if (!job.filename.isEmpty())
        return QDir::isAbsolutePath(job.filename) ? job.filename : QDir(dir).absoluteFilePath(job.filename);
    QString name = job.name;
    name.replace(QLatin1Char('/'), QLatin1Char('_'));
    return QDir(dir).absoluteFilePath(QStringLiteral("fragscope-bench.%1.%2.0").arg(name).arg(clone));
}

BenchResult runBench(const std::vector<JobSpec>& jobs, const RunOptions& options, const std::atomic<bool>& cancel,
    const std::function<void(const BenchTick&)>& onTick)
{
    BenchResult result;
    result.origin = QStringLiteral("fragscope " FRAGSCOPE_VERSION);
    result.jobs = jobs;
    result.context = benchContext(jobs.empty() ? QString() : jobFilePath(jobs.front(), 0));
    if (options.coldCache)
        result.context.cacheMethod = cacheDropName(*options.coldCache);
    const Clock::time_point runStart = Clock::now();
    const auto elapsed = [&] { return std::chrono::duration<double>(Clock::now() - runStart).count(); };
    const auto tick = [&](BenchTick t) {
        if (onTick) {
            t.progress.elapsedSeconds = elapsed();
            onTick(t);
        }
    };
    for (const JobSpec& job : jobs) {
        if (const QString why = jobProblem(job); !why.isEmpty()) {
            result.error = why;
            return result;
        }
    }
    if (jobs.empty()) {
        result.error = Text::tr("no job to run");
        return result;
    }

    const QString registry = options.registryPath.isEmpty() ? OwnedFiles::defaultRegistryPath() : options.registryPath;
    OwnedFiles::removeStale(registry); // what a crashed run left behind, before deciding what exists

    std::vector<PlannedFile> plan;
    std::vector<std::vector<std::uint64_t>> regionOf;
    if (QString why = planFiles(jobs, plan, regionOf); !why.isEmpty()) {
        result.error = why;
        return result;
    }
    if (QString why = checkRoom(plan); !why.isEmpty()) {
        result.error = why;
        return result;
    }

    OwnedFiles owned(registry);
    struct Cleanup
    {
        OwnedFiles& files;
        bool keep;
        ~Cleanup()
        {
            if (keep)
                files.keepAll();
            else
                files.removeAll();
        }
    } cleanup{owned, options.keepFiles};

    std::uint64_t layoutTotal = 0, layoutDone = 0;
    for (const PlannedFile& f : plan)
        layoutTotal += f.layoutTo - f.layoutFrom;
    for (const PlannedFile& f : plan) {
        if (!f.create)
            continue;
        if (auto made = owned.create(f.path); !made) {
            result.error = made.error().message();
            return result;
        }
        if (f.truncateTo && f.layoutTo == 0
            && ::truncate(QFile::encodeName(f.path).constData(), off_t(f.regionBytes)) != 0) {
            result.error = f.path + QStringLiteral(": ") + errnoText(errno);
            return result;
        }
        auto lastTick = Clock::now();
        const QString err = layOut(f.path, f.layoutFrom, f.layoutTo, cancel, [&](std::uint64_t n) {
            layoutDone += n;
            if (Clock::now() - lastTick >= options.sampleInterval) {
                lastTick = Clock::now();
                BenchTick t;
                t.progress.phase = Text::tr("Laying out %1").arg(QFileInfo(f.path).fileName());
                t.progress.fraction = layoutTotal ? double(layoutDone) / double(layoutTotal) : 0;
                tick(t);
            }
        });
        if (!err.isEmpty()) {
            result.error = err;
            return result;
        }
    }
    if (cancel.load()) {
        result.cancelled = true;
        return result;
    }

    // Stonewall groups, each run `loops` times.
    std::vector<std::pair<std::size_t, std::size_t>> groups;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        if (j == 0 || jobs[j].stonewall)
            groups.emplace_back(j, j + 1);
        else
            groups.back().second = j + 1;
    }
    int totalSteps = 0;
    for (const auto& [first, last] : groups) {
        int loops = 1;
        for (std::size_t j = first; j < last; ++j)
            loops = std::max(loops, jobs[j].loops);
        totalSteps += loops;
    }
    int stepsDone = 0;
    const std::uint64_t deviceReadStart = processIo(::getpid()).readBytes;
    const Clock::time_point ioStart = Clock::now(); // the plots count from here, not from the layout

    for (const auto& [first, last] : groups) {
        int loops = 1;
        for (std::size_t j = first; j < last; ++j)
            loops = std::max(loops, jobs[j].loops);
        for (int rep = 0; rep < loops && !cancel.load() && result.error.isEmpty(); ++rep, ++stepsDone) {
            std::vector<std::size_t> active;
            std::uint64_t delayUs = 0;
            for (std::size_t j = first; j < last; ++j) {
                if (rep < jobs[j].loops) {
                    active.push_back(j);
                    delayUs = std::max(delayUs, jobs[j].startDelayUs);
                }
            }
            QString phase
                = active.size() == 1 ? jobs[active.front()].name : Text::tr("%n jobs", "", int(active.size()));
            if (loops > 1)
                phase = Text::tr("%1, repetition %2 of %3").arg(phase).arg(rep + 1).arg(loops);
            const auto delayEnd = Clock::now() + std::chrono::microseconds(delayUs);
            while (Clock::now() < delayEnd && !cancel.load())
                std::this_thread::sleep_for(std::min<Clock::duration>(options.sampleInterval, delayEnd - Clock::now()));
            // Empty the cache of what is read, as invalidate= or a cold read asks.
            for (std::size_t j : active) {
                const JobSpec& job = jobs[j];
                if (job.direct || (!job.invalidate && !options.coldCache))
                    continue;
                for (int clone = 0; clone < job.numjobs; ++clone) {
                    const CacheDrop how = options.coldCache.value_or(CacheDrop::Fadvise);
                    if (auto drop = dropFileCache(jobFilePath(job, clone), how); !drop) {
                        result.error = drop.error().message();
                    } else if (options.coldCache && drop->resident > 0) {
                        result.warnings.push_back({job.name,
                            Text::tr("repetition %1: %2 of %3 pages stayed in the page cache after %4 (mapped by "
                                     "another process?)")
                                .arg(rep + 1)
                                .arg(drop->resident)
                                .arg(drop->pages)
                                .arg(cacheDropName(how))});
                    }
                }
            }
            if (!result.error.isEmpty())
                break;

            std::vector<std::unique_ptr<Worker>> workers;
            const std::uint64_t startNs = nowNs();
            std::atomic<bool> abort{false};
            std::uint64_t bytesToDo = 0;
            double longestUs = 0;
            for (std::size_t j : active) {
                const JobSpec& job = jobs[j];
                for (int clone = 0; clone < job.numjobs; ++clone) {
                    auto w = std::make_unique<Worker>();
                    w->jobIndex = int(j);
                    w->clone = clone;
                    w->path = jobFilePath(job, clone);
                    workers.push_back(std::move(w));
                    if (!job.timeBased)
                        bytesToDo += job.bytesPerLoop() ? job.bytesPerLoop() : regionOf[j][std::size_t(clone)];
                }
                longestUs = std::max(longestUs, double(job.rampTimeUs + job.runtimeUs));
            }
            std::vector<std::jthread> threads;
            for (auto& w : workers) {
                const JobSpec& job = jobs[std::size_t(w->jobIndex)];
                Deadline d;
                d.rampEndNs = startNs + job.rampTimeUs * 1000;
                if (job.runtimeUs)
                    d.endNs = d.rampEndNs + job.runtimeUs * 1000;
                const std::uint64_t seed = job.randrepeat
                    ? job.randseed + std::uint64_t(w->clone) * 7919 + std::uint64_t(rep)
                    : std::random_device{}() ^ nowNs();
                JobSpec effective = job;
                if (!effective.ioSize && !effective.size)
                    effective.ioSize = regionOf[std::size_t(w->jobIndex)][std::size_t(w->clone)];
                threads.emplace_back(
                    [effective, &w = *w, region = regionOf[std::size_t(w->jobIndex)][std::size_t(w->clone)], seed, d,
                        &cancel, &abort] { runWorker(effective, w, region, seed, d, cancel, abort); });
            }

            // The sampler: this thread, until every worker is done.
            std::vector<Counts> previous(jobs.size() + 1);
            auto lastSample = Clock::now();
            const Clock::time_point stepStart = lastSample;
            for (;;) {
                const bool allDone
                    = std::all_of(workers.begin(), workers.end(), [](const auto& w) { return w->done.load(); });
                if (!allDone) {
                    std::this_thread::sleep_for(
                        std::min<Clock::duration>(options.sampleInterval, std::chrono::milliseconds(20)));
                    if (std::any_of(workers.begin(), workers.end(),
                            // done first: the worker writes error before it sets done, so error may
                            // be read only after done is seen (the other order raced).
                            [](const auto& w) { return w->done.load() && !w->error.isEmpty(); }))
                        abort = true; // one clone failed: stop the others, keep what they did
                    if (Clock::now() - lastSample < options.sampleInterval)
                        continue;
                }
                const auto now = Clock::now();
                const double dt = std::chrono::duration<double>(now - lastSample).count();
                lastSample = now;
                BenchTick t;
                std::uint64_t issued = 0;
                Counts total;
                const double seconds = std::chrono::duration<double>(now - ioStart).count();
                for (std::size_t j : active) {
                    Counts cur;
                    for (const auto& w : workers) {
                        if (std::size_t(w->jobIndex) != j)
                            continue;
                        for (int dir = 0; dir < 2; ++dir) {
                            cur.ios[dir] += w->ios[dir].load(std::memory_order_relaxed);
                            cur.bytes[dir] += w->bytes[dir].load(std::memory_order_relaxed);
                            w->live[dir].addTo(cur.hist);
                        }
                        issued += w->issued.load(std::memory_order_relaxed);
                    }
                    t.samples.push_back(cur.sampleSince(previous[j], int(j), dt, seconds));
                    for (int dir = 0; dir < 2; ++dir) {
                        total.ios[dir] += cur.ios[dir];
                        total.bytes[dir] += cur.bytes[dir];
                    }
                    total.hist.merge(cur.hist);
                    previous[j] = std::move(cur);
                }
                if (active.size() > 1) {
                    t.samples.push_back(total.sampleSince(previous.back(), -1, dt, seconds));
                    previous.back() = std::move(total);
                }
                const double stepElapsedUs = std::chrono::duration<double, std::micro>(now - stepStart).count();
                double stepFraction = 0;
                if (longestUs > 0)
                    stepFraction = std::max(stepFraction, stepElapsedUs / longestUs);
                if (bytesToDo > 0)
                    stepFraction = std::max(stepFraction, double(issued) / double(bytesToDo));
                stepFraction = std::clamp(stepFraction, 0.0, 1.0);
                t.progress.phase = phase;
                t.progress.fraction = (stepsDone + stepFraction) / std::max(1, totalSteps);
                if (t.progress.fraction > 0.01)
                    t.progress.remainingSeconds = elapsed() * (1 - t.progress.fraction) / t.progress.fraction;
                tick(t);
                if (allDone)
                    break;
            }
            threads.clear(); // joins

            for (std::size_t j : active) {
                JobRun run;
                run.job = jobs[j].name;
                run.jobIndex = int(j);
                run.repetition = rep;
                run.cancelled = cancel.load();
                for (const auto& w : workers) {
                    if (std::size_t(w->jobIndex) != j)
                        continue;
                    if (!w->error.isEmpty() && result.error.isEmpty())
                        result.error = w->error;
                    JobRun clone;
                    clone.job = run.job;
                    clone.jobIndex = run.jobIndex;
                    clone.repetition = rep;
                    clone.read = directionOf(*w, 0);
                    clone.write = directionOf(*w, 1);
                    clone.runtimeUs = w->runtimeUs;
                    clone.syncs = w->syncs;
                    clone.cancelled = run.cancelled;
                    const double seconds = std::max(1e-6, double(w->runtimeUs) / 1e6);
                    clone.usrCpu = 100.0 * w->usrSeconds / seconds;
                    clone.sysCpu = 100.0 * w->sysSeconds / seconds;
                    accumulate(run, clone);
                    run.clones.push_back(std::move(clone));
                }
                if (run.clones.size() == 1)
                    run.clones.clear();
                result.runs.push_back(std::move(run));
            }
        }
        if (cancel.load() || !result.error.isEmpty())
            break;
    }
    result.cancelled = cancel.load();
    const std::uint64_t deviceRead = processIo(::getpid()).readBytes - deviceReadStart;
    addWarnings(result, deviceRead);
    return result;
}

std::vector<JobSpec> coldReadJob(const QString& path, CacheDrop method, int repetitions)
{
    JobSpec job;
    job.name = QFileInfo(path).fileName();
    job.filename = QFileInfo(path).absoluteFilePath();
    job.rw = RwMode::Read;
    job.bs = 1 << 20;
    job.ioengine = IoEngine::Psync;
    job.direct = method == CacheDrop::Direct;
    job.invalidate = false; // the cold read's own method empties the cache
    job.loops = std::max(1, repetitions);
    return {job};
}

BenchResult runColdRead(const QString& path, CacheDrop method, int repetitions, const std::atomic<bool>& cancel,
    const std::function<void(const BenchTick&)>& onTick)
{
    RunOptions options;
    options.coldCache = method;
    BenchResult result = runBench(coldReadJob(path, method, repetitions), options, cancel, onTick);
    result.title = Text::tr("Cold read of %1").arg(QFileInfo(path).fileName());
    return result;
}

} // namespace fragscope
