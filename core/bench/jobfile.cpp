// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/jobfile.h"

#include "bench/fiooptions.h"

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
    return o;
}

// Options that change nothing in how fragscope runs a job, taken so common job files load.
bool isAcceptedNoOp(const QString& option)
{
    return option == QLatin1String("thread") || option == QLatin1String("new_group");
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
                if (value.contains(QLatin1Char(':')))
                    return Text::tr("the ':N' offset modifier is not supported");
                job.rw = *mode;
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
        {"bs",
            [&] {
                if (value.contains(QLatin1Char(',')) || value.contains(QLatin1Char('-')))
                    return Text::tr("different block sizes for reads and writes, or ranges, are not supported");
                return size(&job.bs, false);
            }},
        {"size", [&] { return size(&job.size, false); }},
        {"filesize", [&] { return size(&job.size, false); }},
        {"io_size", [&] { return size(&job.ioSize, false); }},
        {"numjobs", [&] { return count(&job.numjobs, 1, 256); }},
        {"iodepth", [&] { return count(&job.iodepth, 1, 4096); }},
        {"ioengine",
            [&] {
                const auto engine = ioEngineFromName(value);
                if (!hasValue || !engine)
                    return Text::tr("'%1' is not one of sync, psync, libaio, io_uring").arg(value);
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
        {"loops", [&] { return count(&job.loops, 1, 1000); }},
        {"invalidate", [&] { return flag(&job.invalidate); }},
        {"overwrite", [&] { return flag(&job.overwrite); }},
        {"randrepeat", [&] { return flag(&job.randrepeat); }},
        {"norandommap", [&] { return flag(&job.norandommap); }},
        {"number_ios", [&] { return count(&job.numberIos, 0, UINT64_MAX); }},
        {"thinktime", [&] { return time(&job.thinktimeUs, 1); }}, // fio: microseconds without a unit
        {"thinktime_blocks", [&] { return count(&job.thinktimeBlocks, 1, 1ULL << 32); }},
        // One cap for reads and writes; "r,w" pairs are fio's (kept for it).
        {"rate",
            [&] {
                return value.contains(u',') ? Text::tr("separate read,write rates are not supported")
                                            : size(&job.rateBytes, true);
            }},
        {"rate_iops",
            [&] {
                return value.contains(u',') ? Text::tr("separate read,write rates are not supported")
                                            : count(&job.rateIops, 0, UINT64_MAX);
            }},
        {"randseed", [&] { return count(&job.randseed, 0, UINT64_MAX); }},
        {"refill_buffers", [&] { return flag(&job.refillBuffers); }},
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

QString jobProblem(const JobSpec& job)
{
    if (job.size == 0 && job.filename.isEmpty())
        return Text::tr("job '%1' needs size= (or filename= of an existing file)").arg(job.name);
    if (job.bs == 0)
        return Text::tr("job '%1': bs must be greater than 0").arg(job.name);
    if (job.size != 0 && job.bs > job.size)
        return Text::tr("job '%1': bs (%2) is larger than size (%3)")
            .arg(job.name, fioSizeText(job.bs), fioSizeText(job.size));
    if (job.timeBased && job.runtimeUs == 0)
        return Text::tr("job '%1': time_based needs runtime=").arg(job.name);
    return {};
}

bool JobFileParse::okForFio() const
{
    return !jobs.empty()
        && std::all_of(problems.begin(), problems.end(), [](const JobFileProblem& p) { return p.forFio; });
}

QString fioOnlyProblem(const std::vector<JobSpec>& jobs)
{
    for (const JobSpec& job : jobs) {
        if (job.fioOnly.isEmpty())
            continue;
        QStringList names;
        for (const auto& o : job.fioOnly)
            names << o.first;
        return Text::tr("job '%1': fragscope's engine does not implement %2; fio runs it (engine fio)")
            .arg(job.name, names.join(QStringLiteral(", ")));
    }
    return {};
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
    }
    return out;
}

Result<std::vector<JobSpec>> loadJobFile(const QString& path, bool forFio)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::unexpected(Error{path, file.errorString()});
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
        put("rw", rwModeName(job.rw));
        if (job.mixed())
            put("rwmixread", QString::number(job.rwmixread));
        put("bs", fioSizeText(job.bs));
        if (job.size)
            put("size", fioSizeText(job.size));
        if (job.ioSize)
            put("io_size", fioSizeText(job.ioSize));
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
        putFlag("group_reporting", job.groupReporting, false);
        putFlag("norandommap", job.norandommap, false);
        if (job.numberIos)
            put("number_ios", QString::number(job.numberIos));
        if (job.thinktimeUs)
            put("thinktime", QString::number(job.thinktimeUs)); // microseconds, fio's unit here
        if (job.thinktimeBlocks != 1)
            put("thinktime_blocks", QString::number(job.thinktimeBlocks));
        if (job.rateBytes)
            put("rate", fioSizeText(job.rateBytes));
        if (job.rateIops)
            put("rate_iops", QString::number(job.rateIops));
        if (!job.bwLog.isEmpty())
            put("write_bw_log", job.bwLog);
        if (!job.iopsLog.isEmpty())
            put("write_iops_log", job.iopsLog);
        if (!job.latLog.isEmpty())
            put("write_lat_log", job.latLog);
        if (job.logAvgMsec)
            put("log_avg_msec", QString::number(job.logAvgMsec));
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
