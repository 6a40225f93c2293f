// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/jobs/jobfile.h"

#include "bench/jobs/fiooptions.h"
#include "bench/jobs/jobvalues.h"
#include "bench/jobs/threadsetup.h"
#include "bench/jobs/verify.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QList>

#include <algorithm>
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

// The canonical name for fio's aliases of the options we implement.
QString canonical(const QString& option)
{
    const QString o = option.trimmed().toLower();
    if (o == QLatin1String("readwrite"))
        return QStringLiteral("rw");
    if (o == QLatin1String("blocksize"))
        return QStringLiteral("bs");
    if (o == QLatin1String("io_limit"))
        return QStringLiteral("io_size");
    if (o == QLatin1String("timeout"))
        return QStringLiteral("runtime");
    if (o == QLatin1String("blocksize_range"))
        return QStringLiteral("bsrange");
    if (o == QLatin1String("ba"))
        return QStringLiteral("blockalign");
    if (o == QLatin1String("ratemin"))
        return QStringLiteral("rate_min");
    if (o == QLatin1String("steadystate"))
        return QStringLiteral("ss");
    if (o == QLatin1String("steadystate_duration"))
        return QStringLiteral("ss_dur");
    if (o == QLatin1String("steadystate_ramp_time"))
        return QStringLiteral("ss_ramp");
    if (o == QLatin1String("wait_for_previous"))
        return QStringLiteral("stonewall");
    return o;
}

// Options that change nothing in how fragscope runs a job, taken so common job files load.
bool isAcceptedNoOp(const QString& option)
{
    // verify_async: how many threads fio verifies on; ours verifies inline, with the same outcome.
    // create_serialize: our files are laid out one after the other anyway.
    return option == QLatin1String("thread") || option == QLatin1String("threads")
        || option == QLatin1String("new_group") || option == QLatin1String("verify_async")
        || option == QLatin1String("create_serialize");
}

} // namespace

QString JobFileProblem::message() const
{
    QString where = file;
    if (line > 0)
        where += QLatin1Char(':') + QString::number(line);
    const QString what = option.isEmpty() ? reason : Text::tr("option '%1': %2").arg(option, reason);
    return where.isEmpty() ? what : where + QStringLiteral(": ") + what;
}

bool isFioOption(const QString& name)
{
    const QByteArray n = name.toLatin1();
    const std::string_view key(n.constData(), std::size_t(n.size()));
    return std::find(fio::kOptionNames.begin(), fio::kOptionNames.end(), key) != fio::kOptionNames.end();
}

// Kept as written; a later one of the same name wins, as in fio.
bool keepForFio(JobSpec& job, const QString& option, const QString& value, bool hasValue)
{
    const QString name = option.trimmed();
    if (!isFioOption(canonical(name)))
        return false;
    job.fioOnly.removeIf([&](const QPair<QString, QString>& o) { return o.first == name; });
    job.fioOnly.append({name, hasValue ? value : QString()});
    return true;
}

namespace {

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
                    return Text::tr("several files in one in.job are not supported");
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

QString setJobOption(
    JobSpec& job, const QString& rawOption, const QString& value, bool hasValue, int* kbBase, bool* notSupported)
{
    *notSupported = false;
    const QString option = canonical(rawOption);
    const auto& setters = optionSetters();
    if (const auto it = setters.find(option); it != setters.end()) {
        OptionInput in{job, option, value, hasValue, kbBase ? *kbBase : 1024, kbBase};
        return it->second(in);
    }
    if (isAcceptedNoOp(option))
        return {};
    if (isFioOption(option)) {
        *notSupported = true;
        keepForFio(job, rawOption, value, hasValue);
        return Text::tr("a fio option that fragscope's engine does not implement; fio runs it as written (engine fio)");
    }
    return Text::tr("not a fio option");
}

JobFileParse parseJobFile(const QByteArray& text, const QString& fileName)
{
    JobFileParse out;
    JobSpec global;
    int globalKbBase = 1024;
    JobSpec* current = nullptr; // nullptr before the first section
    bool inGlobal = false;
    int kbBase = 1024;
    const auto problem
        = [&](int line, const QString& option, const QString& reason, bool notSupported = false, bool forFio = false) {
              out.problems.push_back(JobFileProblem{fileName, line, option, reason, notSupported, forFio});
          };

    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = int(i + 1);
        const QString line = QString::fromUtf8(lines.at(i)).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char(';')) || line.startsWith(QLatin1Char('#')))
            continue;
        if (line.startsWith(QLatin1Char('['))) {
            if (!line.endsWith(QLatin1Char(']')) || line.size() < 3) {
                problem(lineNo, {}, Text::tr("a section header looks like [name]"));
                current = nullptr;
                inGlobal = false;
                continue;
            }
            const QString name = line.mid(1, line.size() - 2).trimmed();
            inGlobal = name == QLatin1String("global");
            if (inGlobal) {
                current = &global;
                kbBase = globalKbBase;
            } else {
                out.jobs.push_back(global);
                current = &out.jobs.back();
                current->name = name;
                kbBase = globalKbBase;
            }
            continue;
        }
        // An inline comment starts with ';' or '#' after the value.
        QString body = line;
        for (const QChar c : {QLatin1Char(';'), QLatin1Char('#')}) {
            const qsizetype at = body.indexOf(c);
            if (at > 0)
                body.truncate(at);
        }
        const qsizetype eq = body.indexOf(QLatin1Char('='));
        const QString option = (eq < 0 ? body : body.left(eq)).trimmed();
        const QString value = eq < 0 ? QString() : body.mid(eq + 1).trimmed();
        if (!current) {
            problem(lineNo, option, Text::tr("comes before any [section]"));
            continue;
        }
        if (value.contains(QLatin1Char('$'))) {
            const bool kept = keepForFio(*current, option, value, eq >= 0);
            problem(lineNo, option, Text::tr("environment variables ($NAME) are not supported"), true, kept);
            continue;
        }
        bool notSupported = false;
        const QString reason = setJobOption(*current, option, value, eq >= 0, &kbBase, &notSupported);
        if (!reason.isEmpty()) // a value fio may take and we do not: kept for fio too
            problem(lineNo, option, reason, notSupported, notSupported || keepForFio(*current, option, value, eq >= 0));
        if (inGlobal)
            globalKbBase = kbBase;
    }
    if (out.jobs.empty() && out.problems.empty())
        problem(0, {}, Text::tr("no job section: add one like [myjob] after [global]"));
    if (out.okForFio()) {
        for (const JobSpec& job : out.jobs) { // with options only fio knows, fio judges the job
            if (const QString why = jobProblem(job); !why.isEmpty() && job.fioOnly.isEmpty())
                problem(0, {}, why);
        }
        if (const QString why = waitForProblem(out.jobs); !why.isEmpty())
            problem(0, {}, why);
    }
    return out;
}

Result<std::vector<JobSpec>> loadJobFile(const QString& path, bool forFio)
{
    QFile file;
    if (!openForReading(file, path)) // by its bytes: a name need not be UTF-8
        return std::unexpected(Error{path, errnoText(errno), errno});
    if (file.size() > 4 << 20)
        return std::unexpected(Error{path, Text::tr("too large for a job file (over 4 MiB)")});
    JobFileParse parse = parseJobFile(file.readAll(), QFileInfo(path).fileName());
    if (forFio ? !parse.okForFio() : !parse.ok()) {
        QStringList messages;
        for (const JobFileProblem& p : parse.problems)
            messages << p.message();
        return std::unexpected(Error{{}, messages.join(QLatin1Char('\n'))});
    }
    return std::move(parse.jobs);
}

} // namespace fragscope
