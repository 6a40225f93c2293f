// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/jobs/optiontable.h"

#include "bench/jobs/jobvalues.h"
#include "bench/jobs/threadsetup.h"
#include "bench/jobs/verify.h"

#include <QCoreApplication>

#include <unordered_map>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(JobFile)
};

std::optional<bool> parseBool(const QString& value)
{
    const QString v = value.trimmed().toLower();
    if (v == QLatin1String("1") || v == QLatin1String("true") || v == QLatin1String("yes") || v == QLatin1String("on"))
        return true;
    if (v == QLatin1String("0") || v == QLatin1String("false") || v == QLatin1String("no") || v == QLatin1String("off"))
        return false;
    return std::nullopt;
}

std::optional<std::uint64_t> parseCount(const QString& value)
{
    bool ok = false;
    const std::uint64_t n = value.trimmed().toULongLong(&ok);
    return ok ? std::optional(n) : std::nullopt;
}

// One option as a job file or the command line gives it, and the parsers its setters share.
struct OptionInput
{
    JobSpec& job;
    const QString& option; // its canonical name
    const QString& value;
    bool hasValue;
    int base;    // kb_base: what k means, 1024 or 1000
    int* kbBase; // where kb_base= keeps its choice for the lines after it, or null

    QString needValue() const { return hasValue ? QString() : Text::tr("needs a value"); }
    QString size(std::uint64_t* out, bool allowZero) const
    {
        if (!hasValue)
            return needValue();
        const auto n = parseFioSize(value, base);
        if (!n)
            return Text::tr("'%1' is not a size (examples: 4k, 1m, 64KiB, 1g)").arg(value);
        if (!allowZero && *n == 0)
            return Text::tr("must be greater than 0");
        *out = *n;
        return {};
    }
    QString time(std::uint64_t* out, std::uint64_t unitUs = 1'000'000) const
    {
        if (!hasValue)
            return needValue();
        const auto us = parseFioTime(value, unitUs);
        if (!us)
            return Text::tr("'%1' is not a time (examples: 30, 500ms, 2m)").arg(value);
        *out = *us;
        return {};
    }
    QString flag(bool* out) const
    {
        if (!hasValue) {
            *out = true;
            return {};
        }
        const auto b = parseBool(value);
        if (!b)
            return Text::tr("'%1' is not 0 or 1").arg(value);
        *out = *b;
        return {};
    }
    template<typename T> QString count(T* out, std::uint64_t min, std::uint64_t max) const
    {
        if (!hasValue)
            return needValue();
        const auto n = parseCount(value);
        if (!n || *n < min || *n > max)
            return Text::tr("'%1' is not a whole number from %2 to %3").arg(value).arg(min).arg(max);
        *out = static_cast<std::remove_pointer_t<decltype(out)>>(*n);
        return {};
    }
    // fio's "R,W": one value is both directions.
    QString perDirectionInts(std::array<int, 2>* out, int min, int max) const
    {
        if (!hasValue)
            return needValue();
        const auto parts = directionParts(value);
        if (!parts)
            return Text::tr("at most three values: reads, writes, trims");
        std::array<int, 2> v = *out;
        for (std::size_t dir = 0; dir < 2; ++dir) {
            const QString& t = (*parts)[dir];
            if (t.isEmpty())
                continue;
            bool ok = false;
            const int n = t.toInt(&ok);
            if (!ok || n < min || n > max)
                return Text::tr("'%1' is not a whole number from %2 to %3").arg(t).arg(min).arg(max);
            v[dir] = n;
        }
        *out = v;
        return QString();
    }
    QString logName(QString* out) const
    {
        *out = hasValue && !value.trimmed().isEmpty() ? value.trimmed() : job.name;
        return {};
    }
    QString text(QString* out) const
    {
        if (!hasValue)
            return needValue();
        *out = value.trimmed();
        return {};
    }
};

using Setter = QString (*)(OptionInput&);

// fio's options that our engine implements, each with what setting it does: built once.
const std::unordered_map<QString, Setter>& optionSetters()
{
    static const std::unordered_map<QString, Setter> table = {
        {QStringLiteral("name"), [](OptionInput& in) { return in.text(&in.job.name); }},
        {QStringLiteral("description"), [](OptionInput& in) { return in.text(&in.job.description); }},
        {QStringLiteral("directory"), [](OptionInput& in) { return in.text(&in.job.directory); }},
        {QStringLiteral("filename"),
            [](OptionInput& in) {
                if (in.hasValue && in.value.contains(QLatin1Char(':')))
                    return Text::tr("several files in one job are not supported");
                return in.text(&in.job.filename);
            }},
        {QStringLiteral("rw"),
            [](OptionInput& in) {
                const auto mode = rwModeFromName(in.value.section(QLatin1Char(':'), 0, 0));
                if (!in.hasValue || !mode)
                    return Text::tr("'%1' is not one of read, write, rw, readwrite, randread, randwrite, randrw")
                        .arg(in.value);
                std::int64_t modifier = 0;
                if (const QString m = in.value.section(u':', 1).trimmed(); !m.isEmpty()) {
                    // Sequential: bytes added after each I/O, may be negative; random: a count.
                    const bool negative = m.startsWith(u'-');
                    const auto n = parseFioSize(negative ? m.mid(1) : m, in.base);
                    const bool random
                        = *mode == RwMode::RandRead || *mode == RwMode::RandWrite || *mode == RwMode::RandRw;
                    if (!n || *n > std::uint64_t(INT64_MAX) || (negative && random))
                        return Text::tr("'%1' after ':' is not an offset modifier (examples: read:8k, "
                                        "read:-8k, randread:8)")
                            .arg(m);
                    modifier = negative ? -std::int64_t(*n) : std::int64_t(*n);
                }
                in.job.rw = *mode;
                in.job.rwModifier = modifier;
                return QString();
            }},
        {QStringLiteral("rwmixread"), [](OptionInput& in) { return in.count(&in.job.rwmixread, 0, 100); }},
        {QStringLiteral("rwmixwrite"),
            [](OptionInput& in) {
                int write = 0;
                const QString err = in.count(&write, 0, 100);
                in.job.rwmixread = err.isEmpty() ? 100 - write : in.job.rwmixread;
                return err;
            }},
        {QStringLiteral("bs"),
            [](OptionInput& in) {
                return in.hasValue ? readBlockSizes(in.option, in.value, in.base, &in.job) : in.needValue();
            }},
        {QStringLiteral("bsrange"),
            [](OptionInput& in) {
                return in.hasValue ? readBlockSizes(in.option, in.value, in.base, &in.job) : in.needValue();
            }},
        {QStringLiteral("bssplit"),
            [](OptionInput& in) {
                return in.hasValue ? readBlockSizes(in.option, in.value, in.base, &in.job) : in.needValue();
            }},
        {QStringLiteral("blockalign"),
            [](OptionInput& in) {
                return in.value.contains(u',') ? Text::tr("different alignments for reads and writes are not supported")
                                               : in.size(&in.job.blockalign, false);
            }},
        {QStringLiteral("random_distribution"),
            [](OptionInput& in) {
                return in.hasValue ? readRandomDistribution(in.value, in.base, &in.job.randomDistribution)
                                   : in.needValue();
            }},
        {QStringLiteral("rw_sequencer"),
            [](OptionInput& in) {
                return in.value.trimmed() == QLatin1String("sequential")
                    ? QString()
                    : Text::tr("only 'sequential' (fio's default) is supported");
            }},
        {QStringLiteral("zonemode"),
            [](OptionInput& in) {
                const QString v = in.value.trimmed().toLower();
                if (v != QLatin1String("none") && v != QLatin1String("strided") && v != QLatin1String("zbd"))
                    return Text::tr("'%1' is not one of none, strided, zbd").arg(in.value);
                in.job.stridedZones = v == QLatin1String("strided");
                in.job.zbdZones = v == QLatin1String("zbd");
                return QString();
            }},
        {QStringLiteral("max_open_zones"), [](OptionInput& in) { return in.count(&in.job.maxOpenZones, 0, INT_MAX); }},
        {QStringLiteral("job_max_open_zones"),
            [](OptionInput& in) { return in.count(&in.job.maxOpenZones, 0, INT_MAX); }},
        {QStringLiteral("read_beyond_wp"), [](OptionInput& in) { return in.flag(&in.job.readBeyondWp); }},
        {QStringLiteral("zonesize"), [](OptionInput& in) { return in.size(&in.job.zoneSize, false); }},
        {QStringLiteral("zonerange"), [](OptionInput& in) { return in.size(&in.job.zoneRange, false); }},
        {QStringLiteral("zoneskip"), [](OptionInput& in) { return in.size(&in.job.zoneSkip, true); }},
        {QStringLiteral("log_offset"), [](OptionInput& in) { return in.flag(&in.job.logOffset); }},
        {QStringLiteral("size"), [](OptionInput& in) { return in.size(&in.job.size, false); }},
        {QStringLiteral("filesize"),
            [](OptionInput& in) {
                if (in.hasValue && in.value.contains(u'-'))
                    return Text::tr("a range of file sizes is not supported; give one size");
                return in.size(&in.job.fileSize, false);
            }},
        {QStringLiteral("nrfiles"), [](OptionInput& in) { return in.count(&in.job.nrfiles, 1, 4096); }},
        {QStringLiteral("openfiles"), [](OptionInput& in) { return in.count(&in.job.openFiles, 1, 4096); }},
        {QStringLiteral("file_service_type"),
            [](OptionInput& in) { return in.hasValue ? readFileService(in.value, &in.job) : in.needValue(); }},
        {QStringLiteral("io_size"), [](OptionInput& in) { return in.size(&in.job.ioSize, false); }},
        {QStringLiteral("offset"),
            [](OptionInput& in) {
                return in.value.contains(u'%') ? Text::tr("a percentage offset is not supported; give bytes")
                                               : in.size(&in.job.offset, true);
            }},
        {QStringLiteral("offset_increment"),
            [](OptionInput& in) {
                return in.value.contains(u'%') ? Text::tr("a percentage offset is not supported; give bytes")
                                               : in.size(&in.job.offsetIncrement, true);
            }},
        {QStringLiteral("numjobs"), [](OptionInput& in) { return in.count(&in.job.numjobs, 1, 256); }},
        {QStringLiteral("iodepth"), [](OptionInput& in) { return in.count(&in.job.iodepth, 1, 4096); }},
        {QStringLiteral("ioengine"),
            [](OptionInput& in) {
                const auto engine = ioEngineFromName(in.value);
                if (!in.hasValue || !engine)
                    return Text::tr("'%1' is not one of sync, psync, libaio, io_uring, null").arg(in.value);
                in.job.ioengine = *engine;
                return QString();
            }},
        {QStringLiteral("direct"), [](OptionInput& in) { return in.flag(&in.job.direct); }},
        {QStringLiteral("buffered"),
            [](OptionInput& in) {
                bool buffered = true;
                const QString err = in.flag(&buffered);
                in.job.direct = err.isEmpty() ? !buffered : in.job.direct;
                return err;
            }},
        {QStringLiteral("fsync"), [](OptionInput& in) { return in.count(&in.job.fsync, 0, UINT32_MAX); }},
        {QStringLiteral("fdatasync"), [](OptionInput& in) { return in.count(&in.job.fdatasync, 0, UINT32_MAX); }},
        {QStringLiteral("end_fsync"), [](OptionInput& in) { return in.flag(&in.job.endFsync); }},
        {QStringLiteral("time_based"), [](OptionInput& in) { return in.flag(&in.job.timeBased); }},
        {QStringLiteral("runtime"), [](OptionInput& in) { return in.time(&in.job.runtimeUs); }},
        {QStringLiteral("ramp_time"), [](OptionInput& in) { return in.time(&in.job.rampTimeUs); }},
        {QStringLiteral("startdelay"), [](OptionInput& in) { return in.time(&in.job.startDelayUs); }},
        {QStringLiteral("loops"), [](OptionInput& in) { return in.count(&in.job.loops, 1, INT_MAX); }},
        {QStringLiteral("invalidate"), [](OptionInput& in) { return in.flag(&in.job.invalidate); }},
        {QStringLiteral("overwrite"), [](OptionInput& in) { return in.flag(&in.job.overwrite); }},
        {QStringLiteral("randrepeat"), [](OptionInput& in) { return in.flag(&in.job.randrepeat); }},
        {QStringLiteral("norandommap"), [](OptionInput& in) { return in.flag(&in.job.norandommap); }},
        {QStringLiteral("number_ios"), [](OptionInput& in) { return in.count(&in.job.numberIos, 0, UINT64_MAX); }},
        {QStringLiteral("thinktime"),
            [](OptionInput& in) { return in.time(&in.job.thinktimeUs, 1); }}, // fio: microseconds without a unit
        {QStringLiteral("thinktime_blocks"),
            [](OptionInput& in) { return in.count(&in.job.thinktimeBlocks, 1, 1ULL << 32); }},
        // "R,W": reads' and writes' own; one in.value: both.
        {QStringLiteral("rate"),
            [](OptionInput& in) {
                return in.hasValue ? readPerDirection(in.value, in.base, true, &in.job.rateBytes) : in.needValue();
            }},
        {QStringLiteral("rate_iops"),
            [](OptionInput& in) {
                return in.hasValue ? readPerDirection(in.value, in.base, false, &in.job.rateIops) : in.needValue();
            }},
        {QStringLiteral("rate_min"),
            [](OptionInput& in) {
                return in.hasValue ? readPerDirection(in.value, in.base, true, &in.job.rateMin) : in.needValue();
            }},
        {QStringLiteral("rate_iops_min"),
            [](OptionInput& in) {
                return in.hasValue ? readPerDirection(in.value, in.base, false, &in.job.rateIopsMin) : in.needValue();
            }},
        {QStringLiteral("ratecycle"), [](OptionInput& in) { return in.count(&in.job.rateCycleMs, 1, 3'600'000); }},
        {QStringLiteral("rate_process"),
            [](OptionInput& in) {
                const QString v = in.value.trimmed().toLower();
                if (v != QLatin1String("linear") && v != QLatin1String("poisson"))
                    return Text::tr("'%1' is not one of linear, poisson").arg(in.value);
                in.job.ratePoisson = v == QLatin1String("poisson");
                return QString();
            }},
        {QStringLiteral("io_submit_mode"),
            [](OptionInput& in) {
                const QString v = in.value.trimmed().toLower();
                if (v != QLatin1String("inline") && v != QLatin1String("offload"))
                    return Text::tr("'%1' is not one of inline, offload").arg(in.value);
                in.job.offloadSubmit = v == QLatin1String("offload");
                return QString();
            }},
        {QStringLiteral("latency_target"), [](OptionInput& in) { return in.time(&in.job.latencyTargetUs, 1); }},
        {QStringLiteral("latency_window"), [](OptionInput& in) { return in.time(&in.job.latencyWindowUs, 1); }},
        {QStringLiteral("latency_percentile"),
            [](OptionInput& in) {
                bool ok = false;
                const double p = in.value.trimmed().toDouble(&ok);
                if (!ok || p <= 0 || p > 100)
                    return Text::tr("'%1' is not a percentile from 0 to 100").arg(in.value);
                in.job.latencyPercentile = p;
                return QString();
            }},
        {QStringLiteral("random_generator"),
            [](OptionInput& in) {
                const QString v = in.value.trimmed().toLower();
                if (v != QLatin1String("tausworthe") && v != QLatin1String("lfsr")
                    && v != QLatin1String("tausworthe64"))
                    return Text::tr("'%1' is not one of tausworthe, lfsr, tausworthe64").arg(in.value);
                in.job.randomGenerator = v;
                return QString();
            }},
        {QStringLiteral("prioclass"), [](OptionInput& in) { return in.count(&in.job.prioClass, 1, 3); }},
        {QStringLiteral("prio"), [](OptionInput& in) { return in.count(&in.job.prio, 0, 7); }},
        {QStringLiteral("percentage_random"),
            [](OptionInput& in) { return in.perDirectionInts(&in.job.percentageRandom, 0, 100); }},
        {QStringLiteral("cmdprio_percentage"),
            [](OptionInput& in) { return in.perDirectionInts(&in.job.cmdprioPercent, 0, 100); }},
        {QStringLiteral("cmdprio_class"),
            [](OptionInput& in) { return in.perDirectionInts(&in.job.cmdprioClass, 1, 3); }},
        {QStringLiteral("cmdprio"), [](OptionInput& in) { return in.perDirectionInts(&in.job.cmdprio, 0, 7); }},
        {QStringLiteral("cmdprio_bssplit"),
            [](OptionInput& in) {
                return in.hasValue ? readPrioSplits(in.value, in.base, &in.job.cmdprioSplit) : in.needValue();
            }},
        {QStringLiteral("log_prio"), [](OptionInput& in) { return in.flag(&in.job.logPrio); }},
        {QStringLiteral("gtod_reduce"),
            [](OptionInput& in) {
                bool reduce = false;
                const QString err = in.flag(&reduce);
                in.job.measureLatency = err.isEmpty() ? !reduce : in.job.measureLatency;
                return err;
            }},
        {QStringLiteral("wait_for"), [](OptionInput& in) { return in.text(&in.job.waitFor); }},
        {QStringLiteral("numa_cpu_nodes"),
            [](OptionInput& in) {
                if (!in.hasValue)
                    return in.needValue();
                if (!bench::parseNodeList(in.value))
                    return Text::tr("'%1' is not a list of NUMA nodes (examples: 0, 0-1, 0,2, all)").arg(in.value);
                in.job.numaCpuNodes = in.value.trimmed();
                return QString();
            }},
        {QStringLiteral("numa_mem_policy"),
            [](OptionInput& in) {
                if (!in.hasValue)
                    return in.needValue();
                const QString why = bench::memPolicySyntaxProblem(in.value);
                in.job.numaMemPolicy = why.isEmpty() ? in.value.trimmed() : in.job.numaMemPolicy;
                return why;
            }},
        {QStringLiteral("exitall"), [](OptionInput& in) { return in.flag(&in.job.exitall); }},
        {QStringLiteral("exit_what"),
            [](OptionInput& in) {
                const QString v = in.value.trimmed().toLower();
                if (v == QLatin1String("group"))
                    in.job.exitWhat = ExitWhat::Group;
                else if (v == QLatin1String("stonewall"))
                    in.job.exitWhat = ExitWhat::Stonewall;
                else if (v == QLatin1String("all"))
                    in.job.exitWhat = ExitWhat::All;
                else
                    return Text::tr("'%1' is not one of group, stonewall, all").arg(in.value);
                return QString();
            }},
        {QStringLiteral("flow"), [](OptionInput& in) { return in.count(&in.job.flow, 0, 1'000'000); }},
        {QStringLiteral("flow_id"), [](OptionInput& in) { return in.count(&in.job.flowId, 0, 1'000'000); }},
        {QStringLiteral("flow_sleep"), [](OptionInput& in) { return in.count(&in.job.flowSleepUs, 0, 60'000'000); }},
        {QStringLiteral("verify"),
            [](OptionInput& in) {
                if (!in.hasValue)
                    return in.needValue();
                const auto kind = bench::verifyKindFromName(in.value);
                if (!kind)
                    return Text::tr("'%1' is not a verify kind fragscope's engine has (md5, sha1, sha256, sha512, "
                                    "sha3-*, crc32c, crc32, xxhash, meta, pattern, null)")
                        .arg(in.value);
                in.job.verify = *kind == bench::VerifyKind::None ? QString() : in.value.trimmed().toLower();
                return QString();
            }},
        {QStringLiteral("verify_pattern"),
            [](OptionInput& in) {
                const auto p = in.hasValue ? bench::parseVerifyPattern(in.value) : std::nullopt;
                if (!p || p->isEmpty())
                    return Text::tr("'%1' is not a pattern fragscope's engine reads (0xaa55..., 'text', a number)")
                        .arg(in.value);
                in.job.verifyPattern = *p;
                if (in.job.verify.isEmpty()) // as fio: a pattern alone means verify=pattern
                    in.job.verify = QStringLiteral("pattern");
                return QString();
            }},
        {QStringLiteral("verify_interval"),
            [](OptionInput& in) { return in.count(&in.job.verifyInterval, 1, 1U << 30); }},
        {QStringLiteral("do_verify"), [](OptionInput& in) { return in.flag(&in.job.doVerify); }},
        {QStringLiteral("verify_backlog"),
            [](OptionInput& in) { return in.count(&in.job.verifyBacklog, 0, UINT64_MAX); }},
        {QStringLiteral("verify_dump"), [](OptionInput& in) { return in.flag(&in.job.verifyDump); }},
        {QStringLiteral("verify_fatal"), [](OptionInput& in) { return in.flag(&in.job.verifyFatal); }},
        {QStringLiteral("fill_device"), [](OptionInput& in) { return in.flag(&in.job.fillDevice); }},
        {QStringLiteral("continue_on_error"),
            [](OptionInput& in) {
                return in.hasValue ? readContinueOnError(in.value, &in.job.continueOnError) : in.needValue();
            }},
        {QStringLiteral("ignore_error"),
            [](OptionInput& in) {
                return in.hasValue ? readIgnoredErrors(in.value, &in.job.ignoredErrors, &in.job.continueOnError)
                                   : in.needValue();
            }},
        {QStringLiteral("error_dump"), [](OptionInput& in) { return in.flag(&in.job.errorDump); }},
        {QStringLiteral("fill_fs"), [](OptionInput& in) { return in.flag(&in.job.fillDevice); }},
        {QStringLiteral("ss"),
            [](OptionInput& in) {
                return in.hasValue ? readSteadyState(in.value, &in.job.steadyState) : in.needValue();
            }},
        {QStringLiteral("ss_dur"), [](OptionInput& in) { return in.time(&in.job.steadyState.durationUs); }},
        {QStringLiteral("ss_ramp"), [](OptionInput& in) { return in.time(&in.job.steadyState.rampUs); }},
        {QStringLiteral("randseed"), [](OptionInput& in) { return in.count(&in.job.randseed, 0, UINT64_MAX); }},
        {QStringLiteral("refill_buffers"), [](OptionInput& in) { return in.flag(&in.job.refillBuffers); }},
        {QStringLiteral("scramble_buffers"), [](OptionInput& in) { return in.flag(&in.job.scrambleBuffers); }},
        {QStringLiteral("buffer_compress_percentage"),
            [](OptionInput& in) { return in.count(&in.job.compressPercent, 0, 100); }},
        {QStringLiteral("buffer_compress_chunk"), [](OptionInput& in) { return in.size(&in.job.compressChunk, true); }},
        {QStringLiteral("dedupe_percentage"), [](OptionInput& in) { return in.count(&in.job.dedupePercent, 0, 100); }},
        {QStringLiteral("dedupe_mode"),
            [](OptionInput& in) {
                const QString v = in.value.trimmed().toLower();
                if (v != QLatin1String("repeat") && v != QLatin1String("working_set"))
                    return Text::tr("'%1' is not one of repeat, working_set").arg(in.value);
                in.job.dedupeWorkingSet = v == QLatin1String("working_set");
                return QString();
            }},
        {QStringLiteral("dedupe_working_set_percentage"),
            [](OptionInput& in) { return in.count(&in.job.dedupeWorkingSetPercent, 0, 100); }},
        {QStringLiteral("dedupe_global"), [](OptionInput& in) { return in.flag(&in.job.dedupeGlobal); }},
        {QStringLiteral("group_reporting"), [](OptionInput& in) { return in.flag(&in.job.groupReporting); }},
        {QStringLiteral("stonewall"), [](OptionInput& in) { return in.flag(&in.job.stonewall); }},
        // fio names the logs after the in.job when no name is given.
        {QStringLiteral("write_bw_log"), [](OptionInput& in) { return in.logName(&in.job.bwLog); }},
        {QStringLiteral("write_iops_log"), [](OptionInput& in) { return in.logName(&in.job.iopsLog); }},
        {QStringLiteral("write_lat_log"), [](OptionInput& in) { return in.logName(&in.job.latLog); }},
        {QStringLiteral("log_avg_msec"), [](OptionInput& in) { return in.count(&in.job.logAvgMsec, 0, 86'400'000); }},
        {QStringLiteral("kb_base"),
            [](OptionInput& in) {
                int b = 0;
                QString err = in.count(&b, 1000, 1024);
                if (err.isEmpty() && b != 1000 && b != 1024)
                    err = Text::tr("must be 1000 or 1024");
                if (err.isEmpty() && in.kbBase)
                    *in.kbBase = b;
                return err;
            }},
    };
    return table;
}

} // namespace

std::optional<Result<void>> setImplementedOption(
    JobSpec& job, const QString& option, const QString& value, bool hasValue, int* kbBase)
{
    const auto& setters = optionSetters();
    const auto it = setters.find(option);
    if (it == setters.end())
        return std::nullopt;
    OptionInput in{job, option, value, hasValue, kbBase ? *kbBase : 1024, kbBase};
    // The setters of the table say why not in words, an empty text when they took the value.
    if (const QString why = it->second(in); !why.isEmpty())
        return failure(why);
    return Result<void>{};
}

} // namespace fragscope
