// SPDX-License-Identifier: GPL-3.0-or-later
// The job file writer: a job as fio reads it back, options at fio's defaults left out.
#include "bench/jobs/jobfile.h"
#include "bench/jobs/jobvalues.h"

#include <algorithm>
#include <array>

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

QByteArray writeJobFile(const std::vector<JobSpec>& jobs)
{
    const JobSpec defaults;
    QByteArray out = "; written by fragscope " FRAGSCOPE_VERSION "\n";
    for (const JobSpec& job : jobs) {
        if (!job.command.isEmpty()) { // not a fio job: kept as a comment so the file still parses
            out += "\n; command job (not run by fio): " + job.command.toUtf8() + '\n';
            continue;
        }
        QStringList lines;
        const auto put = [&lines](const char* option, const QString& value) {
            lines << QLatin1String(option) + QLatin1Char('=') + value;
        };
        const auto putFlag = [&](const char* option, bool value, bool fallback) {
            if (value != fallback)
                put(option, value ? QStringLiteral("1") : QStringLiteral("0"));
        };
        if (!job.description.isEmpty())
            put("description", job.description);
        if (!job.directory.isEmpty())
            put("directory", job.directory);
        if (!job.filename.isEmpty())
            put("filename", job.filename);
        if (job.rwModifier == 0)
            put("rw", rwModeName(job.rw));
        else if (job.isRandom())
            put("rw", rwModeName(job.rw) + u':' + QString::number(job.rwModifier));
        else
            put("rw",
                rwModeName(job.rw) + u':' + (job.rwModifier < 0 ? QStringLiteral("-") : QString())
                    + fioSizeText(std::uint64_t(job.rwModifier < 0 ? -job.rwModifier : job.rwModifier)));
        if (job.mixed())
            put("rwmixread", QString::number(job.rwmixread));
        {
            // One option for both directions, "R,W" where they differ: fio takes bssplit= over
            // bsrange= over bs= (a direction without a split is one size at 100 %).
            const std::array<BlockSizes, 2> sizes{job.sizes(false), job.sizes(true)};
            const bool split = !sizes[0].split.empty() || !sizes[1].split.empty();
            const bool range = sizes[0].bsMax > sizes[0].bs || sizes[1].bsMax > sizes[1].bs;
            const auto text = [&](const BlockSizes& b) {
                return split ? blockSplitText(b.split.empty() ? std::vector<BlockShare>{{b.bs, 100}} : b.split)
                    : range  ? fioSizeText(b.bs) + u'-' + fioSizeText(std::max(b.bs, b.bsMax))
                             : fioSizeText(b.bs);
            };
            const QString value = sizes[0] == sizes[1] ? text(sizes[0]) : text(sizes[0]) + u',' + text(sizes[1]);
            put(split ? "bssplit" : range ? "bsrange" : "bs", value);
        }
        if (job.blockalign)
            put("blockalign", fioSizeText(job.blockalign));
        if (job.stridedZones || job.zbdZones)
            put("zonemode", QLatin1String(job.zbdZones ? "zbd" : "strided"));
        if (job.nrfiles != 1)
            put("nrfiles", QString::number(job.nrfiles));
        if (job.fileSize)
            put("filesize", fioSizeText(job.fileSize));
        if (job.openFiles)
            put("openfiles", QString::number(job.openFiles));
        if (job.fileService != defaults.fileService || job.fileServiceBatch != 1)
            put("file_service_type", fileServiceText(job));
        if (job.maxOpenZones)
            put("max_open_zones", QString::number(job.maxOpenZones));
        putFlag("read_beyond_wp", job.readBeyondWp, false);
        if (job.zoneSize)
            put("zonesize", fioSizeText(job.zoneSize));
        if (job.zoneRange)
            put("zonerange", fioSizeText(job.zoneRange));
        if (job.zoneSkip)
            put("zoneskip", fioSizeText(job.zoneSkip));
        if (job.randomDistribution != defaults.randomDistribution)
            put("random_distribution", randomDistributionText(job.randomDistribution));
        if (job.size)
            put("size", fioSizeText(job.size));
        if (job.ioSize)
            put("io_size", fioSizeText(job.ioSize));
        if (job.offset)
            put("offset", fioSizeText(job.offset));
        if (job.offsetIncrement)
            put("offset_increment", fioSizeText(job.offsetIncrement));
        put("ioengine", ioEngineName(job.ioengine));
        if (job.iodepth != 1)
            put("iodepth", QString::number(job.iodepth));
        if (job.numjobs != 1)
            put("numjobs", QString::number(job.numjobs));
        putFlag("direct", job.direct, false);
        if (job.fsync)
            put("fsync", QString::number(job.fsync));
        if (job.fdatasync)
            put("fdatasync", QString::number(job.fdatasync));
        putFlag("end_fsync", job.endFsync, false);
        putFlag("time_based", job.timeBased, false);
        if (job.runtimeUs)
            put("runtime", fioTimeText(job.runtimeUs));
        if (job.rampTimeUs)
            put("ramp_time", fioTimeText(job.rampTimeUs));
        if (job.loops != 1)
            put("loops", QString::number(job.loops));
        if (job.startDelayUs)
            put("startdelay", fioTimeText(job.startDelayUs));
        putFlag("invalidate", job.invalidate, defaults.invalidate);
        putFlag("overwrite", job.overwrite, false);
        putFlag("randrepeat", job.randrepeat, defaults.randrepeat);
        if (job.randseed != defaults.randseed)
            put("randseed", QString::number(job.randseed));
        putFlag("refill_buffers", job.refillBuffers, false);
        putFlag("scramble_buffers", job.scrambleBuffers, defaults.scrambleBuffers);
        if (job.compressPercent >= 0)
            put("buffer_compress_percentage", QString::number(job.compressPercent));
        if (job.compressChunk != defaults.compressChunk)
            put("buffer_compress_chunk", QString::number(job.compressChunk));
        if (job.dedupePercent)
            put("dedupe_percentage", QString::number(job.dedupePercent));
        if (job.dedupeWorkingSet)
            put("dedupe_mode", QStringLiteral("working_set"));
        if (job.dedupeWorkingSetPercent != defaults.dedupeWorkingSetPercent)
            put("dedupe_working_set_percentage", QString::number(job.dedupeWorkingSetPercent));
        putFlag("dedupe_global", job.dedupeGlobal, false);
        putFlag("group_reporting", job.groupReporting, false);
        putFlag("norandommap", job.norandommap, false);
        if (job.numberIos)
            put("number_ios", QString::number(job.numberIos));
        if (job.thinktimeUs)
            put("thinktime", QString::number(job.thinktimeUs)); // microseconds, fio's unit here
        if (job.thinktimeBlocks != 1)
            put("thinktime_blocks", QString::number(job.thinktimeBlocks));
        const std::array<std::uint64_t, 2> none{};
        if (job.rateBytes != none)
            put("rate", perDirectionText(job.rateBytes, true));
        if (job.rateIops != none)
            put("rate_iops", perDirectionText(job.rateIops, false));
        if (job.rateMin != none)
            put("rate_min", perDirectionText(job.rateMin, true));
        if (job.rateIopsMin != none)
            put("rate_iops_min", perDirectionText(job.rateIopsMin, false));
        if (job.rateCycleMs != defaults.rateCycleMs)
            put("ratecycle", QString::number(job.rateCycleMs));
        if (job.offloadSubmit)
            put("io_submit_mode", QStringLiteral("offload"));
        if (job.ratePoisson)
            put("rate_process", QStringLiteral("poisson"));
        putFlag("gtod_reduce", !job.measureLatency, false);
        const auto pair = [](const std::array<int, 2>& v) {
            return v[0] == v[1] ? QString::number(v[0]) : QStringLiteral("%1,%2").arg(v[0]).arg(v[1]);
        };
        if (job.percentageRandom != defaults.percentageRandom)
            put("percentage_random", pair(job.percentageRandom));
        if (job.prioClass)
            put("prioclass", QString::number(job.prioClass));
        if (job.prio >= 0)
            put("prio", QString::number(job.prio));
        if (job.cmdprioPercent != defaults.cmdprioPercent)
            put("cmdprio_percentage", pair(job.cmdprioPercent));
        if (!job.cmdprioSplit[0].empty() || !job.cmdprioSplit[1].empty()) {
            const auto text
                = [](const std::vector<PrioShare>& v) { return v.empty() ? QStringLiteral("4k/0") : prioSplitText(v); };
            const auto& split = job.cmdprioSplit;
            put("cmdprio_bssplit", split[0] == split[1] ? text(split[0]) : text(split[0]) + u',' + text(split[1]));
        }
        if (job.cmdprioClass != defaults.cmdprioClass)
            put("cmdprio_class", pair(job.cmdprioClass));
        if (job.cmdprio != defaults.cmdprio)
            put("cmdprio", pair(job.cmdprio));
        putFlag("log_prio", job.logPrio, false);
        if (job.latencyTargetUs)
            put("latency_target", QString::number(job.latencyTargetUs)); // microseconds, fio's unit here
        if (job.latencyWindowUs)
            put("latency_window", QString::number(job.latencyWindowUs));
        if (job.latencyPercentile != defaults.latencyPercentile)
            put("latency_percentile", QString::number(job.latencyPercentile, 'g', 10));
        if (!job.randomGenerator.isEmpty())
            put("random_generator", job.randomGenerator);
        if (!job.waitFor.isEmpty())
            put("wait_for", job.waitFor);
        if (!job.numaCpuNodes.isEmpty())
            put("numa_cpu_nodes", job.numaCpuNodes);
        if (!job.numaMemPolicy.isEmpty())
            put("numa_mem_policy", job.numaMemPolicy);
        putFlag("exitall", job.exitall, false);
        if (job.exitWhat != ExitWhat::Group)
            put("exit_what", job.exitWhat == ExitWhat::All ? QStringLiteral("all") : QStringLiteral("stonewall"));
        if (job.flow)
            put("flow", QString::number(job.flow));
        if (job.flowId)
            put("flow_id", QString::number(job.flowId));
        if (job.flowSleepUs)
            put("flow_sleep", QString::number(job.flowSleepUs));
        if (!job.verify.isEmpty())
            put("verify", job.verify);
        if (!job.verifyPattern.isEmpty())
            put("verify_pattern", QStringLiteral("0x") + QString::fromLatin1(job.verifyPattern.toHex()));
        if (job.verifyInterval)
            put("verify_interval", QString::number(job.verifyInterval));
        putFlag("do_verify", job.doVerify, true);
        if (job.verifyBacklog)
            put("verify_backlog", QString::number(job.verifyBacklog));
        putFlag("verify_dump", job.verifyDump, false);
        putFlag("verify_fatal", job.verifyFatal, false);
        putFlag("fill_device", job.fillDevice, false);
        if (job.continueOnError != defaults.continueOnError)
            put("continue_on_error", continueOnErrorText(job.continueOnError));
        if (job.ignoredErrors != defaults.ignoredErrors)
            put("ignore_error", ignoredErrorsText(job.ignoredErrors));
        putFlag("error_dump", job.errorDump, true);
        if (job.steadyState.criterion != SteadyState::Criterion::None) {
            put("ss", steadyStateText(job.steadyState));
            put("ss_dur", fioTimeText(job.steadyState.durationUs));
            if (job.steadyState.rampUs)
                put("ss_ramp", fioTimeText(job.steadyState.rampUs));
        }
        if (!job.bwLog.isEmpty())
            put("write_bw_log", job.bwLog);
        if (!job.iopsLog.isEmpty())
            put("write_iops_log", job.iopsLog);
        if (!job.latLog.isEmpty())
            put("write_lat_log", job.latLog);
        if (job.logAvgMsec)
            put("log_avg_msec", QString::number(job.logAvgMsec));
        putFlag("log_offset", job.logOffset, false);
        if (job.stonewall)
            lines << QStringLiteral("stonewall");
        if (!job.fioOnly.isEmpty())
            lines << QStringLiteral("; for fio only, as written:");
        for (const auto& [name, value] : job.fioOnly)
            lines << (value.isNull() ? name : name + QLatin1Char('=') + value);
        out += "\n[" + job.name.toUtf8() + "]\n" + lines.join(QLatin1Char('\n')).toUtf8() + '\n';
    }
    return out;
}

} // namespace fragscope
