// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/engine/runner.h"

#include "bench/engine/fileplan.h"
#include "bench/engine/sampler.h"
#include "bench/engine/worker.h"
#include "bench/jobs/jobfile.h"
#include "bench/jobs/threadsetup.h"
#include "bench/results/fiologs.h"
#include "fs/sysfacts.h"
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
    std::uint64_t bufferedReadBytes = 0;
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        const JobSpec& job = result.jobs[j];
        // A saturated CPU and buffered reads the cache could answer are suspects of their own
        // (bench/results/suspects.h), worked out from any result.
        for (const JobRun* run : result.runsOf(int(j))) {
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
    c.fragscopeVersion = c.toolVersion;
    c.buildType = buildType();
    c.kernel = QSysInfo::kernelVersion();
    c.hostname = QSysInfo::machineHostName();
    c.time = QDateTime::currentDateTime();
    c.machine = probeMachine();
    c.factsKnown = true;
    if (!where.isEmpty()) {
        const QString probeAt = QFileInfo::exists(where) ? where : QFileInfo(where).absolutePath();
        if (auto fs = FsInfo::probe(probeAt)) {
            c.fs = *fs;
            c.fsKnown = true;
            c.storage = probeStorage(probeAt, c.fs);
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

namespace {

using DiskBaseline = std::vector<std::pair<dev_t, DiskCounters>>;

// The disks under the files, as fio's "Disk stats" counts them: their counters before the run.
DiskBaseline disksUnder(const std::vector<PlannedFile>& plan)
{
    DiskBaseline disks;
    for (const PlannedFile& f : plan) {
        struct stat st
        {
        };
        if (::stat(pathBytes(f.path).constData(), &st) != 0 || isNullDevice(f.path))
            continue;
        if (std::any_of(disks.begin(), disks.end(), [&](const auto& d) { return d.first == st.st_dev; }))
            continue;
        if (auto c = diskCounters(st.st_dev))
            disks.emplace_back(st.st_dev, *c);
    }
    return disks;
}

// Each disk's requests since, and its busy time over the run's.
std::vector<DiskUtil> diskUse(const DiskBaseline& before, double runMs)
{
    std::vector<DiskUtil> out;
    for (const auto& [device, then] : before) {
        if (auto now = diskCounters(device); now && runMs > 0) {
            out.push_back(DiskUtil{QString::fromUtf8(now->name), now->reads - then.reads, now->writes - then.writes,
                std::min(100.0, 100.0 * double(now->busyMs - then.busyMs) / runMs)});
        }
    }
    return out;
}

// The stonewall groups: [first, last) of the jobs that run at the same time.
std::vector<std::pair<std::size_t, std::size_t>> stonewallGroups(const std::vector<JobSpec>& jobs)
{
    std::vector<std::pair<std::size_t, std::size_t>> groups;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        if (j == 0 || jobs[j].stonewall)
            groups.emplace_back(j, j + 1);
        else
            groups.back().second = j + 1;
    }
    return groups;
}

// Every job runs here: its options, the machine's NUMA nodes, wait_for= names, our engine's reach.
Result<void> checkRunnable(const std::vector<JobSpec>& jobs)
{
    for (const JobSpec& job : jobs) {
        auto runnable = checkJob(job);
        if (runnable)
            runnable = bench::checkNumaNodes(job); // nodes this machine lacks
        if (!runnable)
            return runnable;
    }
    if (auto waits = checkWaitFor(jobs); !waits)
        return waits;
    if (jobs.empty())
        return failure(Text::tr("no job to run"));
    return checkOurEngineRuns(jobs);
}

// One runBench: the jobs in their stonewall groups, each group `repetitions` times, a thread a
// clone, this thread sampling; the result as it grows.
class BenchRun
{
public:
    BenchRun(const std::vector<JobSpec>& jobs, const RunOptions& options, const std::atomic<bool>& cancel,
        const std::function<void(const BenchTick&)>& onTick)
        : m_jobs(jobs)
        , m_options(options)
        , m_cancel(cancel)
        , m_onTick(onTick)
        , m_repetitions(std::max(1, options.repetitions))
    { }

    BenchResult run()
    {
        m_result.origin = QStringLiteral("fragscope " FRAGSCOPE_VERSION);
        m_result.jobs = m_jobs;
        m_result.context = benchContext(m_jobs.empty() ? QString() : jobFilePath(m_jobs.front(), 0));
        if (m_options.coldCache)
            m_result.context.cacheMethod = cacheDropName(*m_options.coldCache);
        m_runStart = Clock::now();
        if (auto ok = checkRunnable(m_jobs); !ok)
            return failed(ok.error());
        const QString registry
            = m_options.registryPath.isEmpty() ? OwnedFiles::defaultRegistryPath() : m_options.registryPath;
        OwnedFiles::removeStale(registry); // what a crashed run left behind, before deciding what exists
        auto planned = planFiles(m_jobs);
        if (!planned)
            return failed(planned.error());
        m_regionOf = planned->regionOf;
        if (auto room = checkRoom(planned->files); !room)
            return failed(room.error());
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
        } cleanup{owned, m_options.keepFiles};
        if (auto laid = layOut(planned->files, owned); !laid)
            return failed(laid.error());
        if (m_cancel.load()) {
            m_result.cancelled = true;
            return m_result;
        }
        const std::uint64_t deviceReadStart = processIo(::getpid()).readBytes;
        m_ioStart = Clock::now(); // the plots count from here, not from the layout
        const DiskBaseline disks = disksUnder(planned->files);
        m_result.noteTemperatures(0, true);
        runGroups();
        const double runMs = std::chrono::duration<double, std::milli>(Clock::now() - m_ioStart).count();
        m_result.noteTemperatures(runMs / 1000, true);
        m_result.disks = diskUse(disks, runMs);
        m_result.cancelled = m_cancel.load();
        addWarnings(m_result, processIo(::getpid()).readBytes - deviceReadStart);
        // The logs the jobs ask for (write_bw_log, ...), as fio writes them.
        for (const QString& p : writeFioLogs(m_result).problems)
            m_result.warnings.push_back({{}, Text::tr("log not written: %1").arg(p)});
        return m_result;
    }

private:
    BenchResult failed(const Error& error)
    {
        m_result.error = error.message();
        return m_result;
    }

    void tick(BenchTick t)
    {
        m_result.record(t);
        if (!t.samples.empty())
            m_result.noteTemperatures(t.samples.back().seconds);
        if (m_onTick) {
            t.progress.elapsedSeconds = std::chrono::duration<double>(Clock::now() - m_runStart).count();
            m_onTick(t);
        }
    }

    Result<void> layOut(const std::vector<PlannedFile>& plan, OwnedFiles& owned)
    {
        return layOutFiles(plan, owned, m_cancel,
            [this, lastTick = Clock::time_point()](const QString& path, double fraction) mutable {
                if (Clock::now() - lastTick < m_options.sampleInterval)
                    return;
                lastTick = Clock::now();
                BenchTick t;
                t.progress.phase = Text::tr("Laying out %1").arg(QFileInfo(path).fileName());
                t.progress.fraction = fraction;
                tick(t);
            });
    }

    void runGroups()
    {
        const auto groups = stonewallGroups(m_jobs);
        const int totalSteps = int(groups.size()) * m_repetitions;
        int stepsDone = 0;
        for (const auto& [first, last] : groups) {
            std::vector<std::size_t> active;
            for (std::size_t j = first; j < last; ++j)
                active.push_back(j);
            for (int rep = 0; rep < m_repetitions && !m_cancel.load() && m_result.error.isEmpty(); ++rep, ++stepsDone) {
                if (auto emptied = emptyCaches(active, rep); !emptied) {
                    m_result.error = emptied.error().message();
                    break;
                }
                if (runStep(active, rep, stepsDone, totalSteps))
                    return; // exit_what=all
            }
            if (m_cancel.load() || !m_result.error.isEmpty())
                return;
        }
    }

    // Empties the cache of what is read, as invalidate= or a cold read asks.
    Result<void> emptyCaches(const std::vector<std::size_t>& active, int rep)
    {
        Result<void> outcome;
        for (std::size_t j : active) {
            const JobSpec& job = m_jobs[j];
            if (job.direct || !job.hasFile() || (!job.invalidate && !m_options.coldCache))
                continue;
            for (int index = 0; index < job.numjobs * job.nrfiles; ++index) {
                const QString path = jobFilePath(job, index / job.nrfiles, index % job.nrfiles);
                if (isNullDevice(path))
                    continue;
                const CacheDrop how = m_options.coldCache.value_or(CacheDrop::Fadvise);
                // invalidate= as fio: the file's own pages; a cold read: the loop image's too.
                auto drop = dropFileCache(path, how, m_options.coldCache.has_value());
                if (!drop) {
                    outcome = std::unexpected(drop.error());
                } else if (m_options.coldCache && drop->resident > 0) {
                    m_result.warnings.push_back({job.name,
                        Text::tr("repetition %1: %2 of %3 pages stayed in the page cache after %4 (mapped by "
                                 "another process?)")
                            .arg(rep + 1)
                            .arg(drop->resident)
                            .arg(drop->pages)
                            .arg(cacheDropName(how))});
                }
            }
        }
        return outcome;
    }

    QString phaseOf(const std::vector<std::size_t>& active, int rep) const
    {
        QString phase = active.size() == 1 ? m_jobs[active.front()].name : Text::tr("%n jobs", "", int(active.size()));
        if (m_repetitions > 1)
            phase = Text::tr("%1, repetition %2 of %3").arg(phase).arg(rep + 1).arg(m_repetitions);
        return phase;
    }

    // One repetition of one group: a worker a clone, started together, sampled until all are done.
    // Returns whether a job asked the whole run to stop (exit_what=all).
    bool runStep(const std::vector<std::size_t>& active, int rep, int stepsDone, int totalSteps)
    {
        std::vector<std::unique_ptr<Worker>> workers;
        const std::uint64_t startNs = nowNs();
        StepShared shared;
        std::uint64_t bytesToDo = 0;
        double longestUs = 0;
        for (std::size_t j : active) {
            const JobSpec& job = m_jobs[j];
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
                                                    : m_regionOf[j][std::size_t(clone)] * std::uint64_t(job.loops);
            }
            longestUs = std::max(longestUs, double(job.startDelayUs + job.rampTimeUs + job.runtimeUs));
        }
        std::vector<std::jthread> threads;
        threads.reserve(workers.size());
        for (auto& w : workers)
            threads.push_back(startWorker(*w, workers, rep, startNs, shared));
        // The sampler: this thread, until every worker is done.
        sampleStep(workers, active, m_jobs.size(),
            StepProgress{phaseOf(active, rep), stepsDone, totalSteps, bytesToDo, longestUs}, m_options.sampleInterval,
            m_runStart, m_ioStart, shared.stop, [this](BenchTick t) { tick(std::move(t)); });
        threads.clear(); // joins

        for (std::size_t j : active) {
            m_result.runs.push_back(jobRunOf(workers, int(j), m_jobs[j].name, rep, m_cancel.load()));
            if (m_result.error.isEmpty())
                m_result.error = firstWorkerError(workers, int(j));
        }
        for (const auto& w : workers) { // error_dump: the errors the jobs went on after
            for (const QString& e : w->errorLog)
                m_result.warnings.push_back({m_jobs[std::size_t(w->jobIndex)].name, e});
        }
        return shared.stopRun;
    }

    std::jthread startWorker(Worker& w, const std::vector<std::unique_ptr<Worker>>& workers, int rep,
        std::uint64_t startNs, StepShared& shared)
    {
        const JobSpec& job = m_jobs[std::size_t(w.jobIndex)];
        // wait_for=: the clones of the named job in this step, if it runs in it.
        std::vector<const Worker*> waitees;
        for (const auto& other : workers) {
            if (!job.waitFor.isEmpty() && m_jobs[std::size_t(other->jobIndex)].name == job.waitFor)
                waitees.push_back(other.get());
        }
        const std::uint64_t seed = job.randrepeat ? job.randseed + std::uint64_t(w.clone) * 7919 + std::uint64_t(rep)
                                                  : std::random_device{}() ^ nowNs();
        const std::uint64_t region = m_regionOf[std::size_t(w.jobIndex)][std::size_t(w.clone)];
        JobSpec effective = job;
        if (!effective.ioSize && !effective.size && !effective.fileSize)
            effective.ioSize = region;
        return std::jthread([effective, &w, region, seed, startNs, waitees, &cancel = m_cancel, &shared] {
            // Each job's own startdelay, then the end of the jobs it waits for.
            const auto waiting = [&] {
                return nowNs() < startNs + effective.startDelayUs * 1000
                    || !std::all_of(waitees.begin(), waitees.end(), [](const Worker* o) { return o->done.load(); });
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

    const std::vector<JobSpec>& m_jobs;
    const RunOptions& m_options;
    const std::atomic<bool>& m_cancel;
    const std::function<void(const BenchTick&)>& m_onTick;
    const int m_repetitions;
    BenchResult m_result;
    std::vector<std::vector<std::uint64_t>> m_regionOf; // each job's clones' regions
    Clock::time_point m_runStart;
    Clock::time_point m_ioStart;
};

} // namespace

BenchResult runBench(const std::vector<JobSpec>& jobs, const RunOptions& options, const std::atomic<bool>& cancel,
    const std::function<void(const BenchTick&)>& onTick)
{
    return BenchRun(jobs, options, cancel, onTick).run();
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
