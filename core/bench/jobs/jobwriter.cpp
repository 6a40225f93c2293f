// SPDX-License-Identifier: GPL-3.0-or-later
// The job file writer: a job as fio reads it back, options at fio's defaults left out.
#include "bench/jobs/jobfile.h"
#include "bench/jobs/jobvalues.h"

#include <algorithm>
#include <array>
#include <type_traits>

namespace fragscope {

QList<QPair<QString, QString>> jobOptions(const JobSpec& job)
{
    QList<QPair<QString, QString>> out;
    const QByteArray text = writeJobFile({job});
    for (const QByteArray& line : text.split('\n')) {
        if (line.isEmpty() || line.startsWith(';') || line.startsWith('['))
            continue;
        const qsizetype eq = line.indexOf('=');
        out.append({QString::fromUtf8(eq < 0 ? line : line.left(eq)),
            eq < 0 ? QStringLiteral("1") : QString::fromUtf8(line.mid(eq + 1))});
    }
    return out;
}

namespace {

// The lines of one job in a job file: each option written only when it differs from fio's default.
struct JobLines
{
    const JobSpec& job;
    const JobSpec defaults{};
    QStringList lines{};

    void put(const char* option, const QString& value) { lines << QLatin1String(option) + QLatin1Char('=') + value; }
    void flag(const char* option, bool value, bool fallback)
    {
        if (value != fallback)
            put(option, value ? QStringLiteral("1") : QStringLiteral("0"));
    }
    template<typename N> void number(const char* option, N value, std::type_identity_t<N> fallback = N{})
    {
        if (value != fallback)
            put(option, QString::number(value));
    }
    void size(const char* option, std::uint64_t bytes)
    {
        if (bytes)
            put(option, fioSizeText(bytes));
    }
    void time(const char* option, std::uint64_t us)
    {
        if (us)
            put(option, fioTimeText(us));
    }
    void text(const char* option, const QString& value)
    {
        if (!value.isEmpty())
            put(option, value);
    }
    void pair(const char* option, const std::array<int, 2>& v, const std::array<int, 2>& fallback)
    {
        if (v != fallback)
            put(option, v[0] == v[1] ? QString::number(v[0]) : QStringLiteral("%1,%2").arg(v[0]).arg(v[1]));
    }
    void perDirection(const char* option, const std::array<std::uint64_t, 2>& v, bool bytes)
    {
        if (v != std::array<std::uint64_t, 2>{})
            put(option, perDirectionText(v, bytes));
    }
};

QString rwText(const JobSpec& job)
{
    if (job.rwModifier == 0)
        return rwModeName(job.rw);
    if (job.isRandom())
        return rwModeName(job.rw) + u':' + QString::number(job.rwModifier);
    const bool back = job.rwModifier < 0;
    return rwModeName(job.rw) + u':' + (back ? QStringLiteral("-") : QString())
        + fioSizeText(std::uint64_t(back ? -job.rwModifier : job.rwModifier));
}

// One option for both directions, "R,W" where they differ: fio takes bssplit= over bsrange= over
// bs= (a direction without a split is one size at 100 %).
void putBlockSizes(JobLines& out)
{
    const std::array<BlockSizes, 2> sizes{out.job.sizes(false), out.job.sizes(true)};
    const bool split = !sizes[0].split.empty() || !sizes[1].split.empty();
    const bool range = sizes[0].bsMax > sizes[0].bs || sizes[1].bsMax > sizes[1].bs;
    const auto text = [&](const BlockSizes& b) {
        if (split)
            return blockSplitText(b.split.empty() ? std::vector<BlockShare>{{b.bs, 100}} : b.split);
        return range ? fioSizeText(b.bs) + u'-' + fioSizeText(std::max(b.bs, b.bsMax)) : fioSizeText(b.bs);
    };
    const QString value = sizes[0] == sizes[1] ? text(sizes[0]) : text(sizes[0]) + u',' + text(sizes[1]);
    out.put(split ? "bssplit" : range ? "bsrange" : "bs", value);
}

// Where the job reads and writes: files, zones, sizes, offsets.
void putShape(JobLines& out)
{
    const JobSpec& job = out.job;
    out.text("description", job.description);
    out.text("directory", job.directory);
    out.text("filename", job.filename);
    out.put("rw", rwText(job));
    if (job.mixed())
        out.put("rwmixread", QString::number(job.rwmixread));
    putBlockSizes(out);
    out.size("blockalign", job.blockalign);
    if (job.stridedZones || job.zbdZones)
        out.put("zonemode", QLatin1String(job.zbdZones ? "zbd" : "strided"));
    out.number("nrfiles", job.nrfiles, 1);
    out.size("filesize", job.fileSize);
    out.number("openfiles", job.openFiles);
    if (job.fileService != out.defaults.fileService || job.fileServiceBatch != 1)
        out.put("file_service_type", fileServiceText(job));
    out.number("max_open_zones", job.maxOpenZones);
    out.flag("read_beyond_wp", job.readBeyondWp, false);
    out.size("zonesize", job.zoneSize);
    out.size("zonerange", job.zoneRange);
    out.size("zoneskip", job.zoneSkip);
    if (job.randomDistribution != out.defaults.randomDistribution)
        out.put("random_distribution", randomDistributionText(job.randomDistribution));
    out.size("size", job.size);
    if (job.sizeFreePercent)
        out.put("size", QStringLiteral("%1%").arg(job.sizeFreePercent));
    out.size("io_size", job.ioSize);
    out.size("offset", job.offset);
    out.size("offset_increment", job.offsetIncrement);
}

// How the I/O is issued and for how long, and what the buffers hold.
void putIssue(JobLines& out)
{
    const JobSpec& job = out.job;
    const JobSpec& defaults = out.defaults;
    out.put("ioengine", ioEngineName(job.ioengine));
    out.number("iodepth", job.iodepth, 1);
    out.number("numjobs", job.numjobs, 1);
    out.flag("direct", job.direct, false);
    out.number("fsync", job.fsync);
    out.number("fdatasync", job.fdatasync);
    out.flag("end_fsync", job.endFsync, false);
    out.flag("time_based", job.timeBased, false);
    out.time("runtime", job.runtimeUs);
    out.time("ramp_time", job.rampTimeUs);
    out.number("loops", job.loops, 1);
    out.time("startdelay", job.startDelayUs);
    out.flag("invalidate", job.invalidate, defaults.invalidate);
    out.flag("overwrite", job.overwrite, false);
    out.flag("randrepeat", job.randrepeat, defaults.randrepeat);
    out.number("randseed", job.randseed, defaults.randseed);
    out.flag("refill_buffers", job.refillBuffers, false);
    out.flag("scramble_buffers", job.scrambleBuffers, defaults.scrambleBuffers);
    if (job.compressPercent >= 0)
        out.put("buffer_compress_percentage", QString::number(job.compressPercent));
    out.number("buffer_compress_chunk", job.compressChunk, defaults.compressChunk);
    out.number("dedupe_percentage", job.dedupePercent);
    if (job.dedupeWorkingSet)
        out.put("dedupe_mode", QStringLiteral("working_set"));
    out.number("dedupe_working_set_percentage", job.dedupeWorkingSetPercent, defaults.dedupeWorkingSetPercent);
    out.flag("dedupe_global", job.dedupeGlobal, false);
    out.flag("group_reporting", job.groupReporting, false);
    out.flag("norandommap", job.norandommap, false);
    out.number("number_ios", job.numberIos);
}

// Pace and priority: think time, rates, I/O priorities.
void putPace(JobLines& out)
{
    const JobSpec& job = out.job;
    const JobSpec& defaults = out.defaults;
    out.number("thinktime", job.thinktimeUs); // microseconds, fio's unit here
    out.number("thinktime_blocks", job.thinktimeBlocks, 1);
    out.perDirection("rate", job.rateBytes, true);
    out.perDirection("rate_iops", job.rateIops, false);
    out.perDirection("rate_min", job.rateMin, true);
    out.perDirection("rate_iops_min", job.rateIopsMin, false);
    out.number("ratecycle", job.rateCycleMs, defaults.rateCycleMs);
    if (job.offloadSubmit)
        out.put("io_submit_mode", QStringLiteral("offload"));
    if (job.ratePoisson)
        out.put("rate_process", QStringLiteral("poisson"));
    out.flag("gtod_reduce", !job.measureLatency, false);
    out.pair("percentage_random", job.percentageRandom, defaults.percentageRandom);
    out.number("prioclass", job.prioClass);
    if (job.prio >= 0)
        out.put("prio", QString::number(job.prio));
    out.pair("cmdprio_percentage", job.cmdprioPercent, defaults.cmdprioPercent);
    const auto& split = job.cmdprioSplit;
    if (!split[0].empty() || !split[1].empty()) {
        const auto text
            = [](const std::vector<PrioShare>& v) { return v.empty() ? QStringLiteral("4k/0") : prioSplitText(v); };
        out.put("cmdprio_bssplit", split[0] == split[1] ? text(split[0]) : text(split[0]) + u',' + text(split[1]));
    }
    out.pair("cmdprio_class", job.cmdprioClass, defaults.cmdprioClass);
    out.pair("cmdprio", job.cmdprio, defaults.cmdprio);
    out.flag("log_prio", job.logPrio, false);
    out.number("latency_target", job.latencyTargetUs); // microseconds, fio's unit here
    out.number("latency_window", job.latencyWindowUs);
    if (job.latencyPercentile != defaults.latencyPercentile)
        out.put("latency_percentile", QString::number(job.latencyPercentile, 'g', 10));
}

// Order among jobs, verification, errors, steady state and logs.
void putControl(JobLines& out)
{
    const JobSpec& job = out.job;
    const JobSpec& defaults = out.defaults;
    out.text("random_generator", job.randomGenerator);
    out.text("wait_for", job.waitFor);
    out.text("numa_cpu_nodes", job.numaCpuNodes);
    out.text("numa_mem_policy", job.numaMemPolicy);
    out.flag("exitall", job.exitall, false);
    if (job.exitWhat != ExitWhat::Group)
        out.put("exit_what", job.exitWhat == ExitWhat::All ? QStringLiteral("all") : QStringLiteral("stonewall"));
    out.number("flow", job.flow);
    out.number("flow_id", job.flowId);
    out.number("flow_sleep", job.flowSleepUs);
    out.text("verify", job.verify);
    if (!job.verifyPattern.isEmpty())
        out.put("verify_pattern", QStringLiteral("0x") + QString::fromLatin1(job.verifyPattern.toHex()));
    out.number("verify_interval", job.verifyInterval);
    out.flag("do_verify", job.doVerify, true);
    out.number("verify_backlog", job.verifyBacklog);
    out.flag("verify_dump", job.verifyDump, false);
    out.flag("verify_fatal", job.verifyFatal, false);
    out.flag("fill_device", job.fillDevice, false);
    if (job.continueOnError != defaults.continueOnError)
        out.put("continue_on_error", continueOnErrorText(job.continueOnError));
    if (job.ignoredErrors != defaults.ignoredErrors)
        out.put("ignore_error", ignoredErrorsText(job.ignoredErrors));
    out.flag("error_dump", job.errorDump, true);
    if (job.steadyState.criterion != SteadyState::Criterion::None) {
        out.put("ss", steadyStateText(job.steadyState));
        out.put("ss_dur", fioTimeText(job.steadyState.durationUs));
        out.time("ss_ramp", job.steadyState.rampUs);
    }
    out.text("write_bw_log", job.bwLog);
    out.text("write_iops_log", job.iopsLog);
    out.text("write_lat_log", job.latLog);
    out.number("log_avg_msec", job.logAvgMsec);
    out.flag("log_offset", job.logOffset, false);
    if (job.stonewall)
        out.lines << QStringLiteral("stonewall");
    if (!job.fioOnly.isEmpty())
        out.lines << QStringLiteral("; for fio only, as written:");
    for (const auto& [name, value] : job.fioOnly)
        out.lines << (value.isNull() ? name : name + QLatin1Char('=') + value);
}

} // namespace

QByteArray writeJobFile(const std::vector<JobSpec>& jobs)
{
    QByteArray out = "; written by fragscope " FRAGSCOPE_VERSION "\n";
    for (const JobSpec& job : jobs) {
        if (!job.command.isEmpty()) { // not a fio job: kept as a comment so the file still parses
            out += "\n; command job (not run by fio): " + job.command.toUtf8() + '\n';
            continue;
        }
        JobLines lines{job};
        putShape(lines);
        putIssue(lines);
        putPace(lines);
        putControl(lines);
        out += "\n[" + job.name.toUtf8() + "]\n" + lines.lines.join(QLatin1Char('\n')).toUtf8() + '\n';
    }
    return out;
}

} // namespace fragscope
