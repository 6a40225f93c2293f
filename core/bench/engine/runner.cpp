// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/engine/runner.h"

#include "bench/engine/fileplan.h"
#include "bench/engine/sampler.h"
#include "bench/engine/worker.h"
#include "bench/jobs/jobfile.h"
#include "bench/jobs/threadsetup.h"
#include "bench/results/fiologs.h"
#include "io/ownedfiles.h"
#include "util/path.h"
#include "util/proc.h"
#include "util/version.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSysInfo>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <thread>

namespace fragscope {
namespace {

using namespace bench;

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchRunner)
};

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
    c.buildType = buildType();
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
    speeds.reserve(r.runs.size());
    for (const JobRun& run : r.runs)
        speeds.push_back(run.read.bandwidth());
    return spreadOf(std::move(speeds));
}

QString jobFilePath(const JobSpec& job, int clone, int file)
{
    const QString dir = job.directory.isEmpty() ? QDir::currentPath() : job.directory;
    if (!job.filename.isEmpty())
        return QDir::isAbsolutePath(job.filename) ? job.filename : QDir(dir).absoluteFilePath(job.filename);
    QString name = job.name;
    name.replace(QLatin1Char('/'), QLatin1Char('_'));
    return QDir(dir).absoluteFilePath(QStringLiteral("fragscope-bench.%1.%2.%3").arg(name).arg(clone).arg(file));
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
        result.series.insert(result.series.end(), t.samples.begin(), t.samples.end());
        if (onTick) {
            t.progress.elapsedSeconds = elapsed();
            onTick(t);
        }
    };
    for (const JobSpec& job : jobs) {
        auto runnable = checkJob(job);
        if (runnable)
            runnable = bench::checkNumaNodes(job); // nodes this machine lacks
        if (!runnable) {
            result.error = runnable.error().message();
            return result;
        }
    }
    if (const auto waits = checkWaitFor(jobs); !waits) {
        result.error = waits.error().message();
        return result;
    }
    if (jobs.empty()) {
        result.error = Text::tr("no job to run");
        return result;
    }
    if (const auto ours = checkOurEngineRuns(jobs); !ours) {
        result.error = ours.error().message();
        return result;
    }

    const QString registry = options.registryPath.isEmpty() ? OwnedFiles::defaultRegistryPath() : options.registryPath;
    OwnedFiles::removeStale(registry); // what a crashed run left behind, before deciding what exists

    auto planned = planFiles(jobs);
    if (!planned) {
        result.error = planned.error().message();
        return result;
    }
    const std::vector<PlannedFile>& plan = planned->files;
    const std::vector<std::vector<std::uint64_t>>& regionOf = planned->regionOf;
    if (auto room = checkRoom(plan); !room) {
        result.error = room.error().message();
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

    if (auto laid = layOutFiles(plan, owned, cancel,
            [&, lastTick = Clock::time_point()](const QString& path, double fraction) mutable {
                if (Clock::now() - lastTick < options.sampleInterval)
                    return;
                lastTick = Clock::now();
                BenchTick t;
                t.progress.phase = Text::tr("Laying out %1").arg(QFileInfo(path).fileName());
                t.progress.fraction = fraction;
                tick(t);
            });
        !laid) {
        result.error = laid.error().message();
        return result;
    }
    if (cancel.load()) {
        result.cancelled = true;
        return result;
    }

    // Stonewall groups, each run `repetitions` times.
    std::vector<std::pair<std::size_t, std::size_t>> groups;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        if (j == 0 || jobs[j].stonewall)
            groups.emplace_back(j, j + 1);
        else
            groups.back().second = j + 1;
    }
    const int repetitions = std::max(1, options.repetitions);
    const int totalSteps = int(groups.size()) * repetitions;
    int stepsDone = 0;
    const std::uint64_t deviceReadStart = processIo(::getpid()).readBytes;
    const Clock::time_point ioStart = Clock::now(); // the plots count from here, not from the layout

    // The disks under the files, as fio's "Disk stats": busy time over the run's.
    std::vector<std::pair<dev_t, DiskCounters>> disksBefore;
    for (const PlannedFile& f : plan) {
        struct stat st
        {
        };
        if (::stat(pathBytes(f.path).constData(), &st) != 0 || isNullDevice(f.path))
            continue;
        if (std::none_of(disksBefore.begin(), disksBefore.end(), [&](const auto& d) { return d.first == st.st_dev; }))
            if (auto c = diskCounters(st.st_dev))
                disksBefore.emplace_back(st.st_dev, *c);
    }
    bool stopRun = false;
    for (const auto& [first, last] : groups) {
        for (int rep = 0; rep < repetitions && !cancel.load() && result.error.isEmpty(); ++rep, ++stepsDone) {
            std::vector<std::size_t> active;
            for (std::size_t j = first; j < last; ++j)
                active.push_back(j);
            QString phase
                = active.size() == 1 ? jobs[active.front()].name : Text::tr("%n jobs", "", int(active.size()));
            if (repetitions > 1)
                phase = Text::tr("%1, repetition %2 of %3").arg(phase).arg(rep + 1).arg(repetitions);
            // Empty the cache of what is read, as invalidate= or a cold read asks.
            for (std::size_t j : active) {
                const JobSpec& job = jobs[j];
                if (job.direct || !job.hasFile() || (!job.invalidate && !options.coldCache))
                    continue;
                for (int index = 0; index < job.numjobs * job.nrfiles; ++index) {
                    const QString path = jobFilePath(job, index / job.nrfiles, index % job.nrfiles);
                    if (isNullDevice(path))
                        continue;
                    const CacheDrop how = options.coldCache.value_or(CacheDrop::Fadvise);
                    // invalidate= as fio: the file's own pages; a cold read: the loop image's too.
                    if (auto drop = dropFileCache(path, how, options.coldCache.has_value()); !drop) {
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
            StepShared shared;
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
                    if (job.flow)
                        shared.flows[job.flowId].totalWeight += std::uint64_t(job.flow);
                    if (!job.timeBased)
                        bytesToDo += job.bytesPerLoop() ? job.bytesToDo()
                                                        : regionOf[j][std::size_t(clone)] * std::uint64_t(job.loops);
                }
                longestUs = std::max(longestUs, double(job.startDelayUs + job.rampTimeUs + job.runtimeUs));
            }
            std::vector<std::jthread> threads;
            for (auto& w : workers) {
                const JobSpec& job = jobs[std::size_t(w->jobIndex)];
                // wait_for=: the clones of the named job in this step, if it runs in it.
                std::vector<const Worker*> waitees;
                for (const auto& other : workers) {
                    if (!job.waitFor.isEmpty() && jobs[std::size_t(other->jobIndex)].name == job.waitFor)
                        waitees.push_back(other.get());
                }
                const std::uint64_t seed = job.randrepeat
                    ? job.randseed + std::uint64_t(w->clone) * 7919 + std::uint64_t(rep)
                    : std::random_device{}() ^ nowNs();
                JobSpec effective = job;
                if (!effective.ioSize && !effective.size && !effective.fileSize)
                    effective.ioSize = regionOf[std::size_t(w->jobIndex)][std::size_t(w->clone)];
                threads.emplace_back(
                    [effective, &w = *w, region = regionOf[std::size_t(w->jobIndex)][std::size_t(w->clone)], seed,
                        startNs, waitees, &cancel, &shared] {
                        // Each job's own startdelay, then the end of the jobs it waits for.
                        const auto waiting = [&] {
                            return nowNs() < startNs + effective.startDelayUs * 1000
                                || !std::all_of(
                                    waitees.begin(), waitees.end(), [](const Worker* o) { return o->done.load(); });
                        };
                        while (!cancel.load() && !shared.stop.load() && waiting())
                            std::this_thread::sleep_for(std::chrono::milliseconds(5));
                        const std::uint64_t start = nowNs();
                        Deadline d;
                        d.rampEndNs = start + effective.rampTimeUs * 1000;
                        if (effective.runtimeUs)
                            d.endNs = d.rampEndNs + effective.runtimeUs * 1000;
                        runWorker(effective, w, region, seed, d, cancel, shared);
                    });
            }

            // The sampler: this thread, until every worker is done.
            sampleStep(workers, active, jobs.size(), StepProgress{phase, stepsDone, totalSteps, bytesToDo, longestUs},
                options.sampleInterval, runStart, ioStart, shared.stop, tick);
            threads.clear(); // joins

            for (std::size_t j : active) {
                result.runs.push_back(jobRunOf(workers, int(j), jobs[j].name, rep, cancel.load()));
                if (result.error.isEmpty())
                    result.error = firstWorkerError(workers, int(j));
            }
            for (const auto& w : workers) { // error_dump: the errors the jobs went on after
                for (const QString& e : w->errorLog)
                    result.warnings.push_back({jobs[std::size_t(w->jobIndex)].name, e});
            }
            if (shared.stopRun) {
                stopRun = true; // exit_what=all
                break;
            }
        }
        if (cancel.load() || !result.error.isEmpty() || stopRun)
            break;
    }
    const double runMs = std::chrono::duration<double, std::milli>(Clock::now() - ioStart).count();
    for (const auto& [device, before] : disksBefore) {
        if (auto after = diskCounters(device); after && runMs > 0) {
            result.disks.push_back(DiskUtil{QString::fromUtf8(after->name), after->reads - before.reads,
                after->writes - before.writes, std::min(100.0, 100.0 * double(after->busyMs - before.busyMs) / runMs)});
        }
    }
    result.cancelled = cancel.load();
    const std::uint64_t deviceRead = processIo(::getpid()).readBytes - deviceReadStart;
    addWarnings(result, deviceRead);
    QStringList problems; // the logs the jobs ask for (write_bw_log, ...), as fio writes them
    writeFioLogs(result, &problems);
    for (const QString& p : problems)
        result.warnings.push_back({{}, Text::tr("log not written: %1").arg(p)});
    return result;
}

std::vector<JobSpec> coldReadJob(const QString& path, CacheDrop method)
{
    JobSpec job;
    job.name = QFileInfo(path).fileName();
    job.filename = QFileInfo(path).absoluteFilePath();
    job.rw = RwMode::Read;
    job.bs = 1 << 20;
    job.ioengine = IoEngine::Psync;
    job.direct = method == CacheDrop::Direct;
    job.invalidate = false; // the cold read's own method empties the cache
    return {job};
}

BenchResult runColdRead(const QString& path, CacheDrop method, int repetitions, const std::atomic<bool>& cancel,
    const std::function<void(const BenchTick&)>& onTick)
{
    RunOptions options;
    options.coldCache = method;
    options.repetitions = std::max(1, repetitions);
    BenchResult result = runBench(coldReadJob(path, method), options, cancel, onTick);
    result.title = Text::tr("Cold read of %1").arg(QFileInfo(path).fileName());
    return result;
}

} // namespace fragscope
