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
#include <functional>

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

QString setJobOption(
    JobSpec& job, const QString& rawOption, const QString& value, bool hasValue, int* kbBase, bool* notSupported)
{
    *notSupported = false;
    const QString option = canonical(rawOption);
    const int base = kbBase ? *kbBase : 1024;
    using Setter = std::function<QString()>;
    const auto needValue = [&]() { return hasValue ? QString() : Text::tr("needs a value"); };
    const auto size = [&](std::uint64_t* out, bool allowZero) -> QString {
        if (!hasValue)
            return needValue();
        const auto n = parseFioSize(value, base);
        if (!n)
            return Text::tr("'%1' is not a size (examples: 4k, 1m, 64KiB, 1g)").arg(value);
        if (!allowZero && *n == 0)
            return Text::tr("must be greater than 0");
        *out = *n;
        return {};
    };
    const auto time = [&](std::uint64_t* out, std::uint64_t unitUs = 1'000'000) -> QString {
        if (!hasValue)
            return needValue();
        const auto us = parseFioTime(value, unitUs);
        if (!us)
            return Text::tr("'%1' is not a time (examples: 30, 500ms, 2m)").arg(value);
        *out = *us;
        return {};
    };
    const auto flag = [&](bool* out) -> QString {
        if (!hasValue) {
            *out = true;
            return {};
        }
        const auto b = parseBool(value);
        if (!b)
            return Text::tr("'%1' is not 0 or 1").arg(value);
        *out = *b;
        return {};
    };
    const auto count = [&](auto* out, std::uint64_t min, std::uint64_t max) -> QString {
        if (!hasValue)
            return needValue();
        const auto n = parseCount(value);
        if (!n || *n < min || *n > max)
            return Text::tr("'%1' is not a whole number from %2 to %3").arg(value).arg(min).arg(max);
        *out = static_cast<std::remove_pointer_t<decltype(out)>>(*n);
        return {};
    };
    // fio's "R,W": one value is both directions.
    const auto perDirectionInts = [&](std::array<int, 2>* out, int min, int max) -> QString {
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
    };
    const auto logName = [&](QString* out) -> QString {
        *out = hasValue && !value.trimmed().isEmpty() ? value.trimmed() : job.name;
        return {};
    };
    const auto text = [&](QString* out) -> QString {
        if (!hasValue)
            return needValue();
        *out = value.trimmed();
        return {};
    };

    const std::initializer_list<std::pair<const char*, Setter>> setters = {
        {"name", [&] { return text(&job.name); }},
        {"description", [&] { return text(&job.description); }},
        {"directory", [&] { return text(&job.directory); }},
        {"filename",
            [&] {
                if (hasValue && value.contains(QLatin1Char(':')))
                    return Text::tr("several files in one job are not supported");
                return text(&job.filename);
            }},
        {"rw",
            [&] {
                const auto mode = rwModeFromName(value.section(QLatin1Char(':'), 0, 0));
                if (!hasValue || !mode)
                    return Text::tr("'%1' is not one of read, write, rw, readwrite, randread, randwrite, randrw")
                        .arg(value);
                std::int64_t modifier = 0;
                if (const QString m = value.section(u':', 1).trimmed(); !m.isEmpty()) {
                    // Sequential: bytes added after each I/O, may be negative; random: a count.
                    const bool negative = m.startsWith(u'-');
                    const auto n = parseFioSize(negative ? m.mid(1) : m, base);
                    const bool random
                        = *mode == RwMode::RandRead || *mode == RwMode::RandWrite || *mode == RwMode::RandRw;
                    if (!n || *n > std::uint64_t(INT64_MAX) || (negative && random))
                        return Text::tr("'%1' after ':' is not an offset modifier (examples: read:8k, "
                                        "read:-8k, randread:8)")
                            .arg(m);
                    modifier = negative ? -std::int64_t(*n) : std::int64_t(*n);
                }
                job.rw = *mode;
                job.rwModifier = modifier;
                return QString();
            }},
        {"rwmixread", [&] { return count(&job.rwmixread, 0, 100); }},
        {"rwmixwrite",
            [&] {
                int write = 0;
                const QString err = count(&write, 0, 100);
                job.rwmixread = err.isEmpty() ? 100 - write : job.rwmixread;
                return err;
            }},
        {"bs", [&] { return hasValue ? readBlockSizes(option, value, base, &job) : needValue(); }},
        {"bsrange", [&] { return hasValue ? readBlockSizes(option, value, base, &job) : needValue(); }},
        {"bssplit", [&] { return hasValue ? readBlockSizes(option, value, base, &job) : needValue(); }},
        {"blockalign",
            [&] {
                return value.contains(u',') ? Text::tr("different alignments for reads and writes are not supported")
                                            : size(&job.blockalign, false);
            }},
        {"random_distribution",
            [&] { return hasValue ? readRandomDistribution(value, base, &job.randomDistribution) : needValue(); }},
        {"rw_sequencer",
            [&] {
                return value.trimmed() == QLatin1String("sequential")
                    ? QString()
                    : Text::tr("only 'sequential' (fio's default) is supported");
            }},
        {"zonemode",
            [&] {
                const QString v = value.trimmed().toLower();
                if (v != QLatin1String("none") && v != QLatin1String("strided") && v != QLatin1String("zbd"))
                    return Text::tr("'%1' is not one of none, strided, zbd").arg(value);
                job.stridedZones = v == QLatin1String("strided");
                job.zbdZones = v == QLatin1String("zbd");
                return QString();
            }},
        {"max_open_zones", [&] { return count(&job.maxOpenZones, 0, INT_MAX); }},
        {"job_max_open_zones", [&] { return count(&job.maxOpenZones, 0, INT_MAX); }},
        {"read_beyond_wp", [&] { return flag(&job.readBeyondWp); }},
        {"zonesize", [&] { return size(&job.zoneSize, false); }},
        {"zonerange", [&] { return size(&job.zoneRange, false); }},
        {"zoneskip", [&] { return size(&job.zoneSkip, true); }},
        {"log_offset", [&] { return flag(&job.logOffset); }},
        {"size", [&] { return size(&job.size, false); }},
        {"filesize",
            [&] {
                if (hasValue && value.contains(u'-'))
                    return Text::tr("a range of file sizes is not supported; give one size");
                return size(&job.fileSize, false);
            }},
        {"nrfiles", [&] { return count(&job.nrfiles, 1, 4096); }},
        {"openfiles", [&] { return count(&job.openFiles, 1, 4096); }},
        {"file_service_type", [&] { return hasValue ? readFileService(value, &job) : needValue(); }},
        {"io_size", [&] { return size(&job.ioSize, false); }},
        {"offset",
            [&] {
                return value.contains(u'%') ? Text::tr("a percentage offset is not supported; give bytes")
                                            : size(&job.offset, true);
            }},
        {"offset_increment",
            [&] {
                return value.contains(u'%') ? Text::tr("a percentage offset is not supported; give bytes")
                                            : size(&job.offsetIncrement, true);
            }},
        {"numjobs", [&] { return count(&job.numjobs, 1, 256); }},
        {"iodepth", [&] { return count(&job.iodepth, 1, 4096); }},
        {"ioengine",
            [&] {
                const auto engine = ioEngineFromName(value);
                if (!hasValue || !engine)
                    return Text::tr("'%1' is not one of sync, psync, libaio, io_uring, null").arg(value);
                job.ioengine = *engine;
                return QString();
            }},
        {"direct", [&] { return flag(&job.direct); }},
        {"buffered",
            [&] {
                bool buffered = true;
                const QString err = flag(&buffered);
                job.direct = err.isEmpty() ? !buffered : job.direct;
                return err;
            }},
        {"fsync", [&] { return count(&job.fsync, 0, UINT32_MAX); }},
        {"fdatasync", [&] { return count(&job.fdatasync, 0, UINT32_MAX); }},
        {"end_fsync", [&] { return flag(&job.endFsync); }},
        {"time_based", [&] { return flag(&job.timeBased); }},
        {"runtime", [&] { return time(&job.runtimeUs); }},
        {"ramp_time", [&] { return time(&job.rampTimeUs); }},
        {"startdelay", [&] { return time(&job.startDelayUs); }},
        {"loops", [&] { return count(&job.loops, 1, INT_MAX); }},
        {"invalidate", [&] { return flag(&job.invalidate); }},
        {"overwrite", [&] { return flag(&job.overwrite); }},
        {"randrepeat", [&] { return flag(&job.randrepeat); }},
        {"norandommap", [&] { return flag(&job.norandommap); }},
        {"number_ios", [&] { return count(&job.numberIos, 0, UINT64_MAX); }},
        {"thinktime", [&] { return time(&job.thinktimeUs, 1); }}, // fio: microseconds without a unit
        {"thinktime_blocks", [&] { return count(&job.thinktimeBlocks, 1, 1ULL << 32); }},
        // "R,W": reads' and writes' own; one value: both.
        {"rate", [&] { return hasValue ? readPerDirection(value, base, true, &job.rateBytes) : needValue(); }},
        {"rate_iops", [&] { return hasValue ? readPerDirection(value, base, false, &job.rateIops) : needValue(); }},
        {"rate_min", [&] { return hasValue ? readPerDirection(value, base, true, &job.rateMin) : needValue(); }},
        {"rate_iops_min",
            [&] { return hasValue ? readPerDirection(value, base, false, &job.rateIopsMin) : needValue(); }},
        {"ratecycle", [&] { return count(&job.rateCycleMs, 1, 3'600'000); }},
        {"rate_process",
            [&] {
                const QString v = value.trimmed().toLower();
                if (v != QLatin1String("linear") && v != QLatin1String("poisson"))
                    return Text::tr("'%1' is not one of linear, poisson").arg(value);
                job.ratePoisson = v == QLatin1String("poisson");
                return QString();
            }},
        {"io_submit_mode",
            [&] {
                const QString v = value.trimmed().toLower();
                if (v != QLatin1String("inline") && v != QLatin1String("offload"))
                    return Text::tr("'%1' is not one of inline, offload").arg(value);
                job.offloadSubmit = v == QLatin1String("offload");
                return QString();
            }},
        {"latency_target", [&] { return time(&job.latencyTargetUs, 1); }},
        {"latency_window", [&] { return time(&job.latencyWindowUs, 1); }},
        {"latency_percentile",
            [&] {
                bool ok = false;
                const double p = value.trimmed().toDouble(&ok);
                if (!ok || p <= 0 || p > 100)
                    return Text::tr("'%1' is not a percentile from 0 to 100").arg(value);
                job.latencyPercentile = p;
                return QString();
            }},
        {"random_generator",
            [&] {
                const QString v = value.trimmed().toLower();
                if (v != QLatin1String("tausworthe") && v != QLatin1String("lfsr")
                    && v != QLatin1String("tausworthe64"))
                    return Text::tr("'%1' is not one of tausworthe, lfsr, tausworthe64").arg(value);
                job.randomGenerator = v;
                return QString();
            }},
        {"prioclass", [&] { return count(&job.prioClass, 1, 3); }},
        {"prio", [&] { return count(&job.prio, 0, 7); }},
        {"percentage_random", [&] { return perDirectionInts(&job.percentageRandom, 0, 100); }},
        {"cmdprio_percentage", [&] { return perDirectionInts(&job.cmdprioPercent, 0, 100); }},
        {"cmdprio_class", [&] { return perDirectionInts(&job.cmdprioClass, 1, 3); }},
        {"cmdprio", [&] { return perDirectionInts(&job.cmdprio, 0, 7); }},
        {"cmdprio_bssplit", [&] { return hasValue ? readPrioSplits(value, base, &job.cmdprioSplit) : needValue(); }},
        {"log_prio", [&] { return flag(&job.logPrio); }},
        {"gtod_reduce",
            [&] {
                bool reduce = false;
                const QString err = flag(&reduce);
                job.measureLatency = err.isEmpty() ? !reduce : job.measureLatency;
                return err;
            }},
        {"wait_for", [&] { return text(&job.waitFor); }},
        {"numa_cpu_nodes",
            [&] {
                if (!hasValue)
                    return needValue();
                if (!bench::parseNodeList(value))
                    return Text::tr("'%1' is not a list of NUMA nodes (examples: 0, 0-1, 0,2, all)").arg(value);
                job.numaCpuNodes = value.trimmed();
                return QString();
            }},
        {"numa_mem_policy",
            [&] {
                if (!hasValue)
                    return needValue();
                const QString why = bench::memPolicySyntaxProblem(value);
                job.numaMemPolicy = why.isEmpty() ? value.trimmed() : job.numaMemPolicy;
                return why;
            }},
        {"exitall", [&] { return flag(&job.exitall); }},
        {"exit_what",
            [&] {
                const QString v = value.trimmed().toLower();
                if (v == QLatin1String("group"))
                    job.exitWhat = ExitWhat::Group;
                else if (v == QLatin1String("stonewall"))
                    job.exitWhat = ExitWhat::Stonewall;
                else if (v == QLatin1String("all"))
                    job.exitWhat = ExitWhat::All;
                else
                    return Text::tr("'%1' is not one of group, stonewall, all").arg(value);
                return QString();
            }},
        {"flow", [&] { return count(&job.flow, 0, 1'000'000); }},
        {"flow_id", [&] { return count(&job.flowId, 0, 1'000'000); }},
        {"flow_sleep", [&] { return count(&job.flowSleepUs, 0, 60'000'000); }},
        {"verify",
            [&] {
                if (!hasValue)
                    return needValue();
                const auto kind = bench::verifyKindFromName(value);
                if (!kind)
                    return Text::tr("'%1' is not a verify kind fragscope's engine has (md5, sha1, sha256, sha512, "
                                    "sha3-*, crc32c, crc32, xxhash, meta, pattern, null)")
                        .arg(value);
                job.verify = *kind == bench::VerifyKind::None ? QString() : value.trimmed().toLower();
                return QString();
            }},
        {"verify_pattern",
            [&] {
                const auto p = hasValue ? bench::parseVerifyPattern(value) : std::nullopt;
                if (!p || p->isEmpty())
                    return Text::tr("'%1' is not a pattern fragscope's engine reads (0xaa55..., 'text', a number)")
                        .arg(value);
                job.verifyPattern = *p;
                if (job.verify.isEmpty()) // as fio: a pattern alone means verify=pattern
                    job.verify = QStringLiteral("pattern");
                return QString();
            }},
        {"verify_interval", [&] { return count(&job.verifyInterval, 1, 1U << 30); }},
        {"do_verify", [&] { return flag(&job.doVerify); }},
        {"verify_backlog", [&] { return count(&job.verifyBacklog, 0, UINT64_MAX); }},
        {"verify_dump", [&] { return flag(&job.verifyDump); }},
        {"verify_fatal", [&] { return flag(&job.verifyFatal); }},
        {"fill_device", [&] { return flag(&job.fillDevice); }},
        {"continue_on_error",
            [&] { return hasValue ? readContinueOnError(value, &job.continueOnError) : needValue(); }},
        {"ignore_error",
            [&] {
                return hasValue ? readIgnoredErrors(value, &job.ignoredErrors, &job.continueOnError) : needValue();
            }},
        {"error_dump", [&] { return flag(&job.errorDump); }},
        {"fill_fs", [&] { return flag(&job.fillDevice); }},
        {"ss", [&] { return hasValue ? readSteadyState(value, &job.steadyState) : needValue(); }},
        {"ss_dur", [&] { return time(&job.steadyState.durationUs); }},
        {"ss_ramp", [&] { return time(&job.steadyState.rampUs); }},
        {"randseed", [&] { return count(&job.randseed, 0, UINT64_MAX); }},
        {"refill_buffers", [&] { return flag(&job.refillBuffers); }},
        {"scramble_buffers", [&] { return flag(&job.scrambleBuffers); }},
        {"buffer_compress_percentage", [&] { return count(&job.compressPercent, 0, 100); }},
        {"buffer_compress_chunk", [&] { return size(&job.compressChunk, true); }},
        {"dedupe_percentage", [&] { return count(&job.dedupePercent, 0, 100); }},
        {"dedupe_mode",
            [&] {
                const QString v = value.trimmed().toLower();
                if (v != QLatin1String("repeat") && v != QLatin1String("working_set"))
                    return Text::tr("'%1' is not one of repeat, working_set").arg(value);
                job.dedupeWorkingSet = v == QLatin1String("working_set");
                return QString();
            }},
        {"dedupe_working_set_percentage", [&] { return count(&job.dedupeWorkingSetPercent, 0, 100); }},
        {"dedupe_global", [&] { return flag(&job.dedupeGlobal); }},
        {"group_reporting", [&] { return flag(&job.groupReporting); }},
        {"stonewall", [&] { return flag(&job.stonewall); }},
        // fio names the logs after the job when no name is given.
        {"write_bw_log", [&] { return logName(&job.bwLog); }},
        {"write_iops_log", [&] { return logName(&job.iopsLog); }},
        {"write_lat_log", [&] { return logName(&job.latLog); }},
        {"log_avg_msec", [&] { return count(&job.logAvgMsec, 0, 86'400'000); }},
        {"kb_base",
            [&] {
                int b = 0;
                QString err = count(&b, 1000, 1024);
                if (err.isEmpty() && b != 1000 && b != 1024)
                    err = Text::tr("must be 1000 or 1024");
                if (err.isEmpty() && kbBase)
                    *kbBase = b;
                return err;
            }},
    };
    for (const auto& [name, set] : setters) {
        if (option == QLatin1String(name))
            return set();
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
