// SPDX-License-Identifier: GPL-3.0-or-later
// The option table's setters, by family: each sets what it reads on the job, or fails saying why.
#include "bench/jobs/optioninput.h"

#include "bench/jobs/threadsetup.h"
#include "bench/jobs/verify.h"

#include <QCoreApplication>

#include <tuple>

namespace fragscope::options {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(JobFile)
};

// bs=, bsrange=, bssplit=: both directions' sizes, a blank part keeping that direction's.
Result<void> setBlockSizes(OptionInput& in)
{
    return in.parsed(
        [&](const QString& v) {
            return readBlockSizes(in.option, v, in.base, {in.job.sizes(false), in.job.sizes(true)});
        },
        [&](std::array<BlockSizes, 2> sizes) { in.job.setSizes(sizes[0], sizes[1]); });
}

// rw=MODE[:N]: the direction and pattern, with fio's offset modifier after the ':'.
Result<void> setRw(OptionInput& in)
{
    const auto mode = rwModeFromName(in.value.section(QLatin1Char(':'), 0, 0));
    if (!in.hasValue || !mode)
        return failure(
            Text::tr("'%1' is not one of read, write, rw, readwrite, randread, randwrite, randrw").arg(in.value));
    std::int64_t modifier = 0;
    if (const QString m = in.value.section(u':', 1).trimmed(); !m.isEmpty()) {
        // Sequential: bytes added after each I/O, may be negative; random: a count.
        const bool negative = m.startsWith(u'-');
        const auto n = parseFioSize(negative ? m.mid(1) : m, in.base);
        const bool random = *mode == RwMode::RandRead || *mode == RwMode::RandWrite || *mode == RwMode::RandRw;
        if (!n || *n > std::uint64_t(INT64_MAX) || (negative && random))
            return failure(Text::tr("'%1' after ':' is not an offset modifier (examples: read:8k, "
                                    "read:-8k, randread:8)")
                               .arg(m));
        modifier = negative ? -std::int64_t(*n) : std::int64_t(*n);
    }
    in.job.rw = *mode;
    in.job.rwModifier = modifier;
    return {};
}

// rate=, rate_iops=, rate_min=, rate_iops_min=: "R,W" sizes or counts.
Result<void> setPerDirection(OptionInput& in, bool size, std::array<std::uint64_t, 2>* out)
{
    return in.parsed([&](const QString& v) { return readPerDirection(v, in.base, size); },
        [&](std::array<std::uint64_t, 2> v) { *out = v; });
}

} // namespace

// Where: the job's name, its files, their sizes and the part of them it uses; kb_base.
Setters fileSetters()
{
    return {
        {QStringLiteral("name"), [](OptionInput& in) -> Result<void> { return in.text(&in.job.name); }},
        {QStringLiteral("description"), [](OptionInput& in) -> Result<void> { return in.text(&in.job.description); }},
        {QStringLiteral("directory"), [](OptionInput& in) -> Result<void> { return in.text(&in.job.directory); }},
        {QStringLiteral("filename"),
            [](OptionInput& in) -> Result<void> {
                if (in.hasValue && in.value.contains(QLatin1Char(':')))
                    return failure(Text::tr("several files in one job are not supported"));
                return in.text(&in.job.filename);
            }},
        {QStringLiteral("size"),
            [](OptionInput& in) -> Result<void> {
                in.job.sizeFreePercent = 0;
                if (!in.value.endsWith(u'%'))
                    return in.size(&in.job.size, false);
                bool ok = false;
                const int percent = in.value.chopped(1).toInt(&ok);
                if (!ok || percent < 1 || percent > 100)
                    return failure(Text::tr("a percentage size is 1% to 100% (of the free room, for new files)"));
                in.job.size = 0;
                in.job.sizeFreePercent = percent;
                return {};
            }},
        {QStringLiteral("filesize"),
            [](OptionInput& in) -> Result<void> {
                if (in.hasValue && in.value.contains(u'-'))
                    return failure(Text::tr("a range of file sizes is not supported; give one size"));
                return in.size(&in.job.fileSize, false);
            }},
        {QStringLiteral("nrfiles"), [](OptionInput& in) -> Result<void> { return in.count(&in.job.nrfiles, 1, 4096); }},
        {QStringLiteral("openfiles"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.openFiles, 1, 4096); }},
        {QStringLiteral("file_service_type"),
            [](OptionInput& in) -> Result<void> {
                return in.parsed(readFileService, [&](std::pair<JobSpec::FileService, int> service) {
                    std::tie(in.job.fileService, in.job.fileServiceBatch) = service;
                });
            }},
        {QStringLiteral("io_size"), [](OptionInput& in) -> Result<void> { return in.size(&in.job.ioSize, false); }},
        {QStringLiteral("offset"),
            [](OptionInput& in) -> Result<void> {
                if (in.value.contains(u'%'))
                    return failure(Text::tr("a percentage offset is not supported; give bytes"));
                return in.size(&in.job.offset, true);
            }},
        {QStringLiteral("offset_increment"),
            [](OptionInput& in) -> Result<void> {
                if (in.value.contains(u'%'))
                    return failure(Text::tr("a percentage offset is not supported; give bytes"));
                return in.size(&in.job.offsetIncrement, true);
            }},
        {QStringLiteral("fill_device"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.fillDevice); }},
        {QStringLiteral("fill_fs"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.fillDevice); }},
        {QStringLiteral("kb_base"),
            [](OptionInput& in) -> Result<void> {
                int b = 0;
                if (auto ok = in.count(&b, 1000, 1024); !ok)
                    return ok;
                if (b != 1000 && b != 1024)
                    return failure(Text::tr("must be 1000 or 1024"));
                if (in.kbBase)
                    *in.kbBase = b;
                return {};
            }},
    };
}

// What is read or written, in which pattern: direction, block sizes, randomness, zones.
Setters patternSetters()
{
    return {
        {QStringLiteral("rw"), setRw},
        {QStringLiteral("rwmixread"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.rwmixread, 0, 100); }},
        {QStringLiteral("rwmixwrite"),
            [](OptionInput& in) -> Result<void> {
                int write = 0;
                auto ok = in.count(&write, 0, 100);
                if (ok)
                    in.job.rwmixread = 100 - write;
                return ok;
            }},
        {QStringLiteral("bs"), [](OptionInput& in) -> Result<void> { return setBlockSizes(in); }},
        {QStringLiteral("bsrange"), [](OptionInput& in) -> Result<void> { return setBlockSizes(in); }},
        {QStringLiteral("bssplit"), [](OptionInput& in) -> Result<void> { return setBlockSizes(in); }},
        {QStringLiteral("blockalign"),
            [](OptionInput& in) -> Result<void> {
                if (in.value.contains(u','))
                    return failure(Text::tr("different alignments for reads and writes are not supported"));
                return in.size(&in.job.blockalign, false);
            }},
        {QStringLiteral("random_distribution"),
            [](OptionInput& in) -> Result<void> {
                return in.parsed([&](const QString& v) { return readRandomDistribution(v, in.base); },
                    [&](RandomDistribution d) { in.job.randomDistribution = std::move(d); });
            }},
        {QStringLiteral("rw_sequencer"),
            [](OptionInput& in) -> Result<void> {
                if (in.value.trimmed() == QLatin1String("sequential"))
                    return {};
                return failure(Text::tr("only 'sequential' (fio's default) is supported"));
            }},
        {QStringLiteral("zonemode"),
            [](OptionInput& in) -> Result<void> {
                return in.parsed(
                    [&](const QString&) {
                        return in.oneOf({"none", "strided", "zbd"});
                    },
                    [&](const QString& v) {
                        in.job.stridedZones = v == QLatin1String("strided");
                        in.job.zbdZones = v == QLatin1String("zbd");
                    });
            }},
        {QStringLiteral("max_open_zones"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.maxOpenZones, 0, INT_MAX); }},
        {QStringLiteral("job_max_open_zones"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.maxOpenZones, 0, INT_MAX); }},
        {QStringLiteral("read_beyond_wp"),
            [](OptionInput& in) -> Result<void> { return in.flag(&in.job.readBeyondWp); }},
        {QStringLiteral("zonesize"), [](OptionInput& in) -> Result<void> { return in.size(&in.job.zoneSize, false); }},
        {QStringLiteral("zonerange"),
            [](OptionInput& in) -> Result<void> { return in.size(&in.job.zoneRange, false); }},
        {QStringLiteral("zoneskip"), [](OptionInput& in) -> Result<void> { return in.size(&in.job.zoneSkip, true); }},
        {QStringLiteral("percentage_random"),
            [](OptionInput& in) -> Result<void> { return in.perDirectionInts(&in.job.percentageRandom, 0, 100); }},
        {QStringLiteral("randrepeat"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.randrepeat); }},
        {QStringLiteral("norandommap"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.norandommap); }},
        {QStringLiteral("randseed"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.randseed, 0, UINT64_MAX); }},
        {QStringLiteral("random_generator"),
            [](OptionInput& in) -> Result<void> {
                return in.parsed(
                    [&](const QString&) {
                        return in.oneOf({"tausworthe", "lfsr", "tausworthe64"});
                    },
                    [&](const QString& v) { in.job.randomGenerator = v; });
            }},
        {QStringLiteral("number_ios"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.numberIos, 0, UINT64_MAX); }},
    };
}

// How the I/O is issued: clones, depth, engine, caching, syncs, priorities, buffers' content.
Setters issueSetters()
{
    return {
        {QStringLiteral("numjobs"), [](OptionInput& in) -> Result<void> { return in.count(&in.job.numjobs, 1, 256); }},
        {QStringLiteral("iodepth"), [](OptionInput& in) -> Result<void> { return in.count(&in.job.iodepth, 1, 4096); }},
        {QStringLiteral("ioengine"),
            [](OptionInput& in) -> Result<void> {
                const auto engine = ioEngineFromName(in.value);
                if (!in.hasValue || !engine)
                    return failure(Text::tr("'%1' is not one of sync, psync, libaio, io_uring, null").arg(in.value));
                in.job.ioengine = *engine;
                return {};
            }},
        {QStringLiteral("direct"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.direct); }},
        {QStringLiteral("buffered"),
            [](OptionInput& in) -> Result<void> {
                bool buffered = true;
                auto ok = in.flag(&buffered);
                if (ok)
                    in.job.direct = !buffered;
                return ok;
            }},
        {QStringLiteral("fsync"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.fsync, 0, UINT32_MAX); }},
        {QStringLiteral("fdatasync"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.fdatasync, 0, UINT32_MAX); }},
        {QStringLiteral("end_fsync"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.endFsync); }},
        {QStringLiteral("invalidate"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.invalidate); }},
        {QStringLiteral("overwrite"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.overwrite); }},
        {QStringLiteral("io_submit_mode"),
            [](OptionInput& in) -> Result<void> {
                return in.parsed(
                    [&](const QString&) {
                        return in.oneOf({"inline", "offload"});
                    },
                    [&](const QString& v) { in.job.offloadSubmit = v == QLatin1String("offload"); });
            }},
        {QStringLiteral("prioclass"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.prioClass, 1, 3); }},
        {QStringLiteral("prio"), [](OptionInput& in) -> Result<void> { return in.count(&in.job.prio, 0, 7); }},
        {QStringLiteral("cmdprio_percentage"),
            [](OptionInput& in) -> Result<void> { return in.perDirectionInts(&in.job.cmdprioPercent, 0, 100); }},
        {QStringLiteral("cmdprio_class"),
            [](OptionInput& in) -> Result<void> { return in.perDirectionInts(&in.job.cmdprioClass, 1, 3); }},
        {QStringLiteral("cmdprio"),
            [](OptionInput& in) -> Result<void> { return in.perDirectionInts(&in.job.cmdprio, 0, 7); }},
        {QStringLiteral("cmdprio_bssplit"),
            [](OptionInput& in) -> Result<void> {
                return in.parsed([&](const QString& v) { return readPrioSplits(v, in.base, in.job.cmdprioSplit); },
                    [&](std::array<std::vector<PrioShare>, 2> splits) { in.job.cmdprioSplit = std::move(splits); });
            }},
        {QStringLiteral("numa_cpu_nodes"),
            [](OptionInput& in) -> Result<void> {
                if (!in.hasValue)
                    return in.needValue();
                if (!bench::parseNodeList(in.value))
                    return failure(
                        Text::tr("'%1' is not a list of NUMA nodes (examples: 0, 0-1, 0,2, all)").arg(in.value));
                in.job.numaCpuNodes = in.value.trimmed();
                return {};
            }},
        {QStringLiteral("numa_mem_policy"),
            [](OptionInput& in) -> Result<void> {
                if (!in.hasValue)
                    return in.needValue();
                auto ok = bench::checkMemPolicySyntax(in.value);
                if (ok)
                    in.job.numaMemPolicy = in.value.trimmed();
                return ok;
            }},
        {QStringLiteral("refill_buffers"),
            [](OptionInput& in) -> Result<void> { return in.flag(&in.job.refillBuffers); }},
        {QStringLiteral("scramble_buffers"),
            [](OptionInput& in) -> Result<void> { return in.flag(&in.job.scrambleBuffers); }},
        {QStringLiteral("buffer_compress_percentage"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.compressPercent, 0, 100); }},
        {QStringLiteral("buffer_compress_chunk"),
            [](OptionInput& in) -> Result<void> { return in.size(&in.job.compressChunk, true); }},
        {QStringLiteral("dedupe_percentage"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.dedupePercent, 0, 100); }},
        {QStringLiteral("dedupe_mode"),
            [](OptionInput& in) -> Result<void> {
                return in.parsed(
                    [&](const QString&) {
                        return in.oneOf({"repeat", "working_set"});
                    },
                    [&](const QString& v) { in.job.dedupeWorkingSet = v == QLatin1String("working_set"); });
            }},
        {QStringLiteral("dedupe_working_set_percentage"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.dedupeWorkingSetPercent, 0, 100); }},
        {QStringLiteral("dedupe_global"),
            [](OptionInput& in) -> Result<void> { return in.flag(&in.job.dedupeGlobal); }},
    };
}

// When and how fast: time, repetition, rates, latency targets, flows, steady state, order.
Setters paceSetters()
{
    return {
        {QStringLiteral("time_based"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.timeBased); }},
        {QStringLiteral("runtime"), [](OptionInput& in) -> Result<void> { return in.time(&in.job.runtimeUs); }},
        {QStringLiteral("ramp_time"), [](OptionInput& in) -> Result<void> { return in.time(&in.job.rampTimeUs); }},
        {QStringLiteral("startdelay"), [](OptionInput& in) -> Result<void> { return in.time(&in.job.startDelayUs); }},
        {QStringLiteral("loops"), [](OptionInput& in) -> Result<void> { return in.count(&in.job.loops, 1, INT_MAX); }},
        {QStringLiteral("thinktime"),
            [](OptionInput& in) -> Result<void> {
                return in.time(&in.job.thinktimeUs, 1);
            }}, // fio: microseconds without a unit
        {QStringLiteral("thinktime_blocks"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.thinktimeBlocks, 1, 1ULL << 32); }},
        // "R,W": reads' and writes' own; one in.value: both.
        {QStringLiteral("rate"),
            [](OptionInput& in) -> Result<void> { return setPerDirection(in, true, &in.job.rateBytes); }},
        {QStringLiteral("rate_iops"),
            [](OptionInput& in) -> Result<void> { return setPerDirection(in, false, &in.job.rateIops); }},
        {QStringLiteral("rate_min"),
            [](OptionInput& in) -> Result<void> { return setPerDirection(in, true, &in.job.rateMin); }},
        {QStringLiteral("rate_iops_min"),
            [](OptionInput& in) -> Result<void> { return setPerDirection(in, false, &in.job.rateIopsMin); }},
        {QStringLiteral("ratecycle"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.rateCycleMs, 1, 3'600'000); }},
        {QStringLiteral("rate_process"),
            [](OptionInput& in) -> Result<void> {
                return in.parsed(
                    [&](const QString&) {
                        return in.oneOf({"linear", "poisson"});
                    },
                    [&](const QString& v) { in.job.ratePoisson = v == QLatin1String("poisson"); });
            }},
        {QStringLiteral("latency_target"),
            [](OptionInput& in) -> Result<void> { return in.time(&in.job.latencyTargetUs, 1); }},
        {QStringLiteral("latency_window"),
            [](OptionInput& in) -> Result<void> { return in.time(&in.job.latencyWindowUs, 1); }},
        {QStringLiteral("latency_percentile"),
            [](OptionInput& in) -> Result<void> {
                bool ok = false;
                const double p = in.value.trimmed().toDouble(&ok);
                if (!ok || p <= 0 || p > 100)
                    return failure(Text::tr("'%1' is not a percentile from 0 to 100").arg(in.value));
                in.job.latencyPercentile = p;
                return {};
            }},
        {QStringLiteral("flow"), [](OptionInput& in) -> Result<void> { return in.count(&in.job.flow, 0, 1'000'000); }},
        {QStringLiteral("flow_id"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.flowId, 0, 1'000'000); }},
        {QStringLiteral("flow_sleep"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.flowSleepUs, 0, 60'000'000); }},
        {QStringLiteral("ss"),
            [](OptionInput& in) -> Result<void> {
                return in.parsed([&](const QString& v) { return readSteadyState(v, in.job.steadyState); },
                    [&](SteadyState ss) { in.job.steadyState = ss; });
            }},
        {QStringLiteral("ss_dur"),
            [](OptionInput& in) -> Result<void> { return in.time(&in.job.steadyState.durationUs); }},
        {QStringLiteral("ss_ramp"),
            [](OptionInput& in) -> Result<void> { return in.time(&in.job.steadyState.rampUs); }},
        {QStringLiteral("wait_for"), [](OptionInput& in) -> Result<void> { return in.text(&in.job.waitFor); }},
        {QStringLiteral("exitall"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.exitall); }},
        {QStringLiteral("exit_what"),
            [](OptionInput& in) -> Result<void> {
                return in.parsed(
                    [&](const QString&) {
                        return in.oneOf({"group", "stonewall", "all"});
                    },
                    [&](const QString& v) {
                        in.job.exitWhat = v == QLatin1String("group") ? ExitWhat::Group
                            : v == QLatin1String("stonewall")         ? ExitWhat::Stonewall
                                                                      : ExitWhat::All;
                    });
            }},
        {QStringLiteral("stonewall"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.stonewall); }},
    };
}

// What is checked and recorded: verification, errors gone past, latency, logs, reports.
Setters controlSetters()
{
    return {
        {QStringLiteral("verify"),
            [](OptionInput& in) -> Result<void> {
                if (!in.hasValue)
                    return in.needValue();
                const auto kind = bench::verifyKindFromName(in.value);
                if (!kind)
                    return failure(
                        Text::tr("'%1' is not a verify kind fragscope's engine has (md5, sha1, sha256, sha512, "
                                 "sha3-*, crc32c, crc32, xxhash, meta, pattern, null)")
                            .arg(in.value));
                in.job.verify = *kind == bench::VerifyKind::None ? QString() : in.value.trimmed().toLower();
                return {};
            }},
        {QStringLiteral("verify_pattern"),
            [](OptionInput& in) -> Result<void> {
                const auto p = in.hasValue ? bench::parseVerifyPattern(in.value) : std::nullopt;
                if (!p || p->isEmpty())
                    return failure(
                        Text::tr("'%1' is not a pattern fragscope's engine reads (0xaa55..., 'text', a number)")
                            .arg(in.value));
                in.job.verifyPattern = *p;
                if (in.job.verify.isEmpty()) // as fio: a pattern alone means verify=pattern
                    in.job.verify = QStringLiteral("pattern");
                return {};
            }},
        {QStringLiteral("verify_interval"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.verifyInterval, 1, 1U << 30); }},
        {QStringLiteral("do_verify"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.doVerify); }},
        {QStringLiteral("verify_backlog"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.verifyBacklog, 0, UINT64_MAX); }},
        {QStringLiteral("verify_dump"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.verifyDump); }},
        {QStringLiteral("verify_fatal"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.verifyFatal); }},
        {QStringLiteral("continue_on_error"),
            [](OptionInput& in) -> Result<void> {
                return in.parsed(
                    readContinueOnError, [&](std::array<bool, 3> kinds) { in.job.continueOnError = kinds; });
            }},
        {QStringLiteral("ignore_error"),
            [](OptionInput& in) -> Result<void> {
                return in.parsed(readIgnoredErrors, [&](std::array<std::vector<int>, 3> lists) {
                    for (std::size_t k = 0; k < lists.size(); ++k) {
                        if (lists[k].empty())
                            continue;
                        in.job.ignoredErrors[k] = std::move(lists[k]);
                        in.job.continueOnError[k] = true;
                    }
                });
            }},
        {QStringLiteral("error_dump"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.errorDump); }},
        {QStringLiteral("gtod_reduce"),
            [](OptionInput& in) -> Result<void> {
                bool reduce = false;
                auto ok = in.flag(&reduce);
                if (ok)
                    in.job.measureLatency = !reduce;
                return ok;
            }},
        {QStringLiteral("group_reporting"),
            [](OptionInput& in) -> Result<void> { return in.flag(&in.job.groupReporting); }},
        // fio names the logs after the in.job when no name is given.
        {QStringLiteral("write_bw_log"), [](OptionInput& in) -> Result<void> { return in.logName(&in.job.bwLog); }},
        {QStringLiteral("write_iops_log"), [](OptionInput& in) -> Result<void> { return in.logName(&in.job.iopsLog); }},
        {QStringLiteral("write_lat_log"), [](OptionInput& in) -> Result<void> { return in.logName(&in.job.latLog); }},
        {QStringLiteral("log_avg_msec"),
            [](OptionInput& in) -> Result<void> { return in.count(&in.job.logAvgMsec, 0, 86'400'000); }},
        {QStringLiteral("log_offset"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.logOffset); }},
        {QStringLiteral("log_prio"), [](OptionInput& in) -> Result<void> { return in.flag(&in.job.logPrio); }},
    };
}

} // namespace fragscope::options
