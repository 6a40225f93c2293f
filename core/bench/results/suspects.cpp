// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/results/suspects.h"

#include "bench/results/benchcontext.h"
#include "bench/results/knee.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Suspects)
};

double bothBandwidths(const JobRun& run)
{
    return run.read.bandwidth() + run.write.bandwidth();
}

// The whole result's: the layers between the files and the disk that were measured with it.
void layerSuspects(const BenchResult& result, std::vector<Suspect>& out)
{
    for (const StorageLayer& l : result.context.storage.layers) {
        QString what;
        if (l.kind == QLatin1String("btrfs compression"))
            what = Text::tr("btrfs compresses what is written (%1): the figures are the compressor's and the data's, "
                            "not the disk's")
                       .arg(l.detail);
        else if (l.kind == QLatin1String("dm-crypt") || l.kind == QLatin1String("fscrypt"))
            what = Text::tr("the data is encrypted on its way (%1): the figures include the cipher's work").arg(l.kind);
        else if (l.kind == QLatin1String("loop"))
            what
                = Text::tr("a loop device over an image (%1): the figures are the image's file system's and its disk's")
                      .arg(l.detail);
        if (!what.isEmpty())
            out.push_back({QStringLiteral("layer"), {}, what, {}});
    }
}

// A run of our engine: its CPU time (usr + sys, percent of one CPU, its threads together) against
// what its threads could use: no more than the machine's CPUs.
void cpuSuspect(const JobSpec& job, const JobRun& run, int cpus, std::vector<Suspect>& out)
{
    int threads = std::max<int>(1, run.clones.empty() ? job.numjobs : int(run.clones.size()));
    if (cpus > 0)
        threads = std::min(threads, cpus);
    const double cpu = run.usrCpu + run.sysCpu;
    if (cpu >= 90.0 * threads)
        out.push_back({QStringLiteral("tool_bottleneck"), job.name,
            Text::tr(
                "repetition %1 kept its %n thread(s) %2 % busy: the engine, not the disk, set the pace", "", threads)
                .arg(run.repetition + 1)
                .arg(cpu / threads, 0, 'f', 0),
            {{QStringLiteral("cpu_percent"), cpu}, {QStringLiteral("threads"), threads}}});
}

void pageCacheSuspect(const JobSpec& job, const std::vector<const JobRun*>& runs, std::uint64_t memory,
    const QString& cacheDropped, std::vector<Suspect>& out)
{
    if (!job.reads() || job.direct || !job.command.isEmpty() || !job.foreignTest.isEmpty() || memory == 0)
        return;
    if (!cacheDropped.isEmpty())
        return; // a cold read: the cache emptied before each pass
    const std::uint64_t files = workingSetBytes({job});
    if (files == 0 || files > memory)
        return;
    std::uint64_t most = 0;
    for (const JobRun* run : runs)
        most = std::max(most, run->read.ioBytes);
    if (job.invalidate && most <= files)
        return; // read once, from a cache emptied first
    out.push_back({QStringLiteral("page_cache"), job.name,
        job.invalidate
            ? Text::tr("buffered reads of %1 of files that fit in memory, read %2 times over: after the first pass the "
                       "page cache answered")
                  .arg(formatBytes(files))
                  .arg(double(most) / double(files), 0, 'f', 1)
            : Text::tr("buffered reads with invalidate=0 of %1 of files that fit in memory: the page cache may have "
                       "answered")
                  .arg(formatBytes(files)),
        {{QStringLiteral("file_bytes"), double(files)}, {QStringLiteral("memory_bytes"), double(memory)},
            {QStringLiteral("read_bytes"), double(most)}}});
}

void linkSuspect(const JobSpec& job, const JobRun& run, const StorageFacts& storage, std::vector<Suspect>& out)
{
    if (storage.disks.size() != 1)
        return; // over several disks no one link carries it all
    const QString& said = storage.disks.front().link;
    const double link = linkBytesPerSecond(said);
    // SATA carries one direction at a time; USB 3 and PCIe each direction at once.
    const double rate = said.endsWith(QLatin1String("Gbps")) ? bothBandwidths(run)
                                                             : std::max(run.read.bandwidth(), run.write.bandwidth());
    // Above what the link carries the figure is not the disk's at all (the page cache, compression):
    // the link is not what limits it then.
    if (link > 0 && rate >= 0.9 * link && rate <= 1.05 * link)
        out.push_back({QStringLiteral("link_limit"), job.name,
            Text::tr("repetition %1 ran at %2, %3 % of what the link (%4) carries: the link, not the disk, may be "
                     "the limit")
                .arg(run.repetition + 1)
                .arg(rateText(rate))
                .arg(100 * rate / link, 0, 'f', 0)
                .arg(storage.disks.front().link),
            {{QStringLiteral("bytes_per_second"), rate}, {QStringLiteral("link_bytes_per_second"), link}}});
}

void spreadSuspect(const JobSpec& job, const std::vector<const JobRun*>& runs, std::vector<Suspect>& out)
{
    if (runs.size() < 2)
        return;
    std::vector<double> rates;
    rates.reserve(runs.size());
    for (const JobRun* run : runs)
        rates.push_back(bothBandwidths(*run));
    const Spread s = spreadOf(rates);
    if (s.mean <= 0)
        return;
    const double cv = s.stddev / s.mean;
    if (cv > 0.10)
        out.push_back({QStringLiteral("runs_disagree"), job.name,
            Text::tr("its %1 repetitions disagree: %2 to %3 (a coefficient of variation of %4 %); more of them, or "
                     "longer ones, before a figure is quoted")
                .arg(runs.size())
                .arg(rateText(s.min), rateText(s.max))
                .arg(100 * cv, 0, 'f', 0),
            {{QStringLiteral("coefficient_of_variation"), cv}, {QStringLiteral("repetitions"), double(runs.size())}}});
}

// The job's live samples: its rate in the first and the last quarter of them (the very first and
// last left out), and where it fell for good (knee.h), said as "fast for the first N, then M".
void kneeSuspect(const BenchResult& result, int jobIndex, const QString& name, std::vector<Suspect>& out)
{
    const auto points = rateByBytes(result.series, jobIndex);
    if (points.size() < 12)
        return;
    const std::size_t quarter = points.size() / 4;
    const auto mean = [&](std::size_t from) {
        double sum = 0;
        for (std::size_t i = from; i < from + quarter; ++i)
            sum += points[i].second;
        return sum / double(quarter);
    };
    const double first = mean(0);
    const double last = mean(points.size() - quarter);
    if (!(first > 0 && last < 0.7 * first))
        return;
    std::vector<std::pair<QString, double>> figures{
        {QStringLiteral("first_bytes_per_second"), first}, {QStringLiteral("last_bytes_per_second"), last}};
    QString how = Text::tr("from %1 in its first quarter to %2 in its last").arg(rateText(first), rateText(last));
    if (const auto knee = findRateKnee(result.series, jobIndex)) {
        how = rateKneeText(*knee);
        figures.insert(figures.end(),
            {{QStringLiteral("knee_bytes"), knee->bytes}, {QStringLiteral("knee_seconds"), knee->seconds},
                {QStringLiteral("before_bytes_per_second"), knee->before},
                {QStringLiteral("after_bytes_per_second"), knee->after}});
    }
    // A drive under the jobs (where they are known) that warmed by 10 °C or more meanwhile: heat,
    // not (only) a cache. A first reading of nothing is a sensor waking, not a cold drive.
    const auto tested = [&](const QString& disk) {
        const auto& disks = result.context.storage.disks;
        return disks.empty()
            || std::any_of(disks.begin(), disks.end(), [&](const DiskFacts& d) { return d.name == disk; });
    };
    for (const TemperatureSpan& t : temperatureSpans(result)) {
        if (!t.disk.isEmpty() && tested(t.disk) && t.first > 0 && t.peak - t.first >= 10) {
            how += Text::tr("; %1 warmed from %2 to %3 °C").arg(t.disk).arg(t.first, 0, 'f', 0).arg(t.peak, 0, 'f', 0);
            figures.emplace_back(QStringLiteral("drive_warmed_celsius"), t.peak - t.first);
            break;
        }
    }
    out.push_back({QStringLiteral("rate_fell"), name,
        Text::tr("the rate fell during the run, %1: a cache filled or the drive slowed (heat); the average hides both")
            .arg(how),
        figures});
}

} // namespace

QString suspectTitle(const QString& id)
{
    if (id == QLatin1String("tool_bottleneck"))
        return Text::tr("engine-bound");
    if (id == QLatin1String("page_cache"))
        return Text::tr("page cache");
    if (id == QLatin1String("link_limit"))
        return Text::tr("link-bound");
    if (id == QLatin1String("layer"))
        return Text::tr("a layer measured");
    if (id == QLatin1String("too_short"))
        return Text::tr("too short");
    if (id == QLatin1String("runs_disagree"))
        return Text::tr("runs disagree");
    if (id == QLatin1String("rate_fell"))
        return Text::tr("rate fell");
    if (id == QLatin1String("not_steady"))
        return Text::tr("not steady");
    return id;
}

double linkBytesPerSecond(const QString& link)
{
    static const QRegularExpression sata(QStringLiteral("^([0-9.]+) Gbps$"));
    static const QRegularExpression usb(QStringLiteral("^([0-9.]+) Mbps$"));
    static const QRegularExpression pcie(QStringLiteral("^([0-9.]+) GT/s PCIe(?: x([0-9]+))?$"));
    if (const auto m = sata.match(link); m.hasMatch())
        return m.captured(1).toDouble() * 1e9 * 0.8 / 8; // 8b/10b
    if (const auto m = usb.match(link); m.hasMatch()) {
        const double bits = m.captured(1).toDouble() * 1e6;
        // USB 2's protocol leaves about 70 % of its 480 Mbit/s to data (40-42 MB/s at best).
        const double coding = bits >= 10e9 ? 128.0 / 132 : bits >= 5e9 ? 0.8 : 0.7;
        return bits * coding / 8;
    }
    if (const auto m = pcie.match(link); m.hasMatch()) {
        const double transfers = m.captured(1).toDouble() * 1e9;
        const int lanes = m.captured(2).isEmpty() ? 1 : m.captured(2).toInt();
        return transfers * (transfers >= 8e9 ? 128.0 / 130 : 0.8) / 8 * lanes;
    }
    return 0;
}

std::vector<Suspect> suspects(const BenchResult& result)
{
    std::vector<Suspect> out;
    const bool ours
        = result.context.tool.compare(QLatin1String("fragscope"), Qt::CaseInsensitive) == 0 && result.hosts.empty();
    layerSuspects(result, out);
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        const JobSpec& job = result.jobs[j];
        const std::vector<const JobRun*> runs = result.runsOf(int(j));
        pageCacheSuspect(job, runs, result.context.machine.memoryBytes, result.context.cacheMethod, out);
        for (const JobRun* run : runs) {
            // CPU time and runtime mean one thing in our engine's runs on one machine; fio's with
            // group_reporting average the CPU and add the threads' runtimes, and hosts add up.
            if (ours)
                cpuSuspect(job, *run, result.context.machine.cpus, out);
            linkSuspect(job, *run, result.context.storage, out);
            if (ours && run->runtimeUs > 0 && run->runtimeUs < 2'000'000 && !run->cancelled)
                out.push_back({QStringLiteral("too_short"), job.name,
                    Text::tr("repetition %1 ran %2 s: too short for a figure to settle (ramp-up, caches, the first "
                             "writes are most of it)")
                        .arg(run->repetition + 1)
                        .arg(double(run->runtimeUs) / 1e6, 0, 'f', 2),
                    {{QStringLiteral("runtime_seconds"), double(run->runtimeUs) / 1e6}}});
            if (run->steadyState < 0)
                out.push_back({QStringLiteral("not_steady"), job.name,
                    Text::tr("repetition %1 did not reach the steady state it asked for: its figure is still moving")
                        .arg(run->repetition + 1),
                    {}});
        }
        spreadSuspect(job, runs, out);
        kneeSuspect(result, int(j), job.name, out);
    }
    return out;
}

} // namespace fragscope
