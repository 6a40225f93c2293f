// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope bench` and `fragscope import`.
#include "cli/cli.h"
#include "cli/clijob.h"
#include "common/clioutput.h"

#include "bench/engine/commandjob.h"
#include "bench/engine/runner.h"
#include "bench/fio/fioengine.h"
#include "bench/import/importers.h"
#include "bench/jobs/jobfile.h"
#include "bench/jobs/presets.h"
#include "bench/results/resultjson.h"
#include "io/ownedfiles.h"
#include "report/benchtext.h"
#include "report/fioterse.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

#include <csignal>
#include <unistd.h>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchCli)
};

bool isFlagOption(const QString& name)
{
    static const QStringList flags = {QStringLiteral("direct"), QStringLiteral("buffered"),
        QStringLiteral("time_based"), QStringLiteral("end_fsync"), QStringLiteral("group_reporting"),
        QStringLiteral("overwrite"), QStringLiteral("refill_buffers"), QStringLiteral("randrepeat"),
        QStringLiteral("invalidate"), QStringLiteral("stonewall")};
    return flags.contains(name);
}

QString benchHelpText()
{
    return Text::tr("Usage: fragscope bench JOBFILE.fio [OPTIONS]\n"
                    "       fragscope bench --preset NAME DIR [OPTIONS]\n"
                    "       fragscope bench [--rw=MODE --bs=SIZE --size=SIZE ... any fio option] DIR [OPTIONS]\n"
                    "       fragscope bench --read FILE [--repeat N] [--cache fadvise|drop_caches|direct]\n"
                    "       fragscope bench --command CMD [--instances N] [--directory DIR]\n"
                    "       fragscope bench JOBFILE.fio --engine fio [--host HOST[:PORT]]...\n"
                    "\n"
                    "Runs I/O jobs with fio's option names and meanings. Write jobs write only files fragscope\n"
                    "creates in DIR (fragscope-bench.*), and remove them afterwards, also after Ctrl+C.\n"
                    "\n"
                    "Options:\n"
                    "  --output-format normal|json|json+|terse|fragscope-json|diskmark   what to print, with\n"
                    "                       fio's meanings (default normal): json is fio's schema, json+ adds\n"
                    "                       the latency bins, terse is fio's semicolon line (version 3);\n"
                    "                       fragscope-json is our whole result; diskmark the text layout of\n"
                    "                       CrystalDiskMark and KDiskMark\n"
                    "  --output FILE        write the result to FILE instead of standard output\n"
                    "  --engine fragscope|fio  run the jobs on fragscope's engine (default) or through the\n"
                    "                       installed fio, which also takes the options only fio implements\n"
                    "  --host HOST[:PORT]   run the jobs on a machine running fio --server (port 8765 by\n"
                    "                       default) through fio's client; repeat for several machines at once\n"
                    "  --preset NAME        a job file that ships with fragscope (--list-presets)\n"
                    "  --read FILE          cold sequential read of FILE in 1 MiB requests, as dd bs=1M\n"
                    "  --repeat N           run the jobs (our engine) or the cold read N times, each measured\n"
                    "                       on its own (default 1; cold read 3); loops= in a job repeats its\n"
                    "                       I/O inside one result, as fio\n"
                    "  --cache METHOD       how the cold read empties the page cache first (default: drop_caches\n"
                    "                       as root, else fadvise; direct reads with O_DIRECT)\n"
                    "  --command CMD        run CMD with /bin/sh and measure what it reads and writes\n"
                    "  --instances N        copies of CMD started at once (default 1)\n"
                    "  --keep-files         leave the files the jobs made\n"
                    "  --print-job          print the job file that would run, and stop\n"
                    "  -h, --help           show this help\n"
                    "\n"
                    "Exit status: 0 when every job ran, 1 when one failed or was cancelled, 2 on a usage error.\n");
}

struct BenchArgs
{
    QString format = QStringLiteral("normal");
    QString output;
    QString preset;
    QString readFile;
    int repeat = 0; // 0: 1, for a cold read 3
    std::optional<CacheDrop> cache;
    QString command;
    int instances = 1;
    QString directory;
    bool keepFiles = false;
    bool fio = false; // --engine fio
    std::vector<FioHost> hosts;
    bool printJob = false;
    bool listPresets = false;
    bool help = false;
    QStringList positional;
    std::vector<std::tuple<QString, QString, bool>> fioOptions; // name, value, has value
};

// Our own options first; any other --name is a fio option for a quick job.
std::optional<QString> parseArgs(const QStringList& args, BenchArgs& out)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& arg = args.at(i);
        if (!arg.startsWith(QLatin1String("--")) || arg == QLatin1String("--")) {
            if (arg == QLatin1String("-h"))
                out.help = true;
            else if (arg != QLatin1String("--"))
                out.positional << arg;
            continue;
        }
        const qsizetype eq = arg.indexOf(QLatin1Char('='));
        QString name = arg.mid(2, eq < 0 ? -1 : eq - 2);
        std::optional<QString> inlineValue = eq < 0 ? std::nullopt : std::optional(arg.mid(eq + 1));
        const auto value = [&]() -> std::optional<QString> {
            if (inlineValue)
                return inlineValue;
            if (i + 1 < args.size())
                return args.at(++i);
            return std::nullopt;
        };
        const auto need = [&](QString* into) -> std::optional<QString> {
            const auto v = value();
            if (!v)
                return Text::tr("--%1 needs a value").arg(name);
            *into = *v;
            return std::nullopt;
        };
        const auto needInt = [&](int* into, int min) -> std::optional<QString> {
            QString v;
            if (auto err = need(&v))
                return err;
            bool ok = false;
            *into = v.toInt(&ok);
            if (!ok || *into < min)
                return Text::tr("--%1 needs a whole number of at least %2, not '%3'").arg(name).arg(min).arg(v);
            return std::nullopt;
        };
        std::optional<QString> err;
        if (name == QLatin1String("help"))
            out.help = true;
        else if (name == QLatin1String("output-format"))
            err = need(&out.format);
        else if (name == QLatin1String("output"))
            err = need(&out.output);
        else if (name == QLatin1String("preset"))
            err = need(&out.preset);
        else if (name == QLatin1String("list-presets"))
            out.listPresets = true;
        else if (name == QLatin1String("read"))
            err = need(&out.readFile);
        else if (name == QLatin1String("repeat"))
            err = needInt(&out.repeat, 1);
        else if (name == QLatin1String("cache")) {
            QString v;
            err = need(&v);
            if (!err) {
                out.cache = cacheDropFromName(v);
                if (!out.cache)
                    err = Text::tr("--cache is fadvise, drop_caches or direct, not '%1'").arg(v);
            }
        } else if (name == QLatin1String("command"))
            err = need(&out.command);
        else if (name == QLatin1String("instances"))
            err = needInt(&out.instances, 1);
        else if (name == QLatin1String("engine")) {
            QString v;
            err = need(&v);
            if (!err && v != QLatin1String("fio") && v != QLatin1String("fragscope"))
                err = Text::tr("--engine is fragscope or fio, not '%1'").arg(v);
            out.fio = v == QLatin1String("fio");
        } else if (name == QLatin1String("host")) {
            QString v;
            err = need(&v);
            const auto host = parseFioHost(v);
            if (!err && !host)
                err = Text::tr("--host is HOST or HOST:PORT (a machine running fio --server), not '%1'").arg(v);
            else if (host)
                out.hosts.push_back(*host);
        } else if (name == QLatin1String("keep-files"))
            out.keepFiles = true;
        else if (name == QLatin1String("print-job"))
            out.printJob = true;
        else {
            name.replace(QLatin1Char('-'), QLatin1Char('_'));
            if (name == QLatin1String("directory")) {
                err = need(&out.directory);
            } else if (isFlagOption(name) && !inlineValue) {
                out.fioOptions.emplace_back(name, QString(), false);
            } else {
                QString v;
                err = need(&v);
                out.fioOptions.emplace_back(name, v, true);
            }
        }
        if (err)
            return err;
    }
    if (!out.hosts.empty())
        out.fio = true;                          // only fio's client reaches other machines
    if (out.format == QLatin1String("fio-json")) // 0.1's name for fio's schema
        out.format = QStringLiteral("json");
    static const QStringList formats = {QStringLiteral("normal"), QStringLiteral("json"), QStringLiteral("json+"),
        QStringLiteral("terse"), QStringLiteral("fragscope-json"), QStringLiteral("diskmark")};
    if (!formats.contains(out.format))
        return Text::tr("--output-format is normal, json, json+, terse (fio's), fragscope-json or diskmark, not '%1'")
            .arg(out.format);
    return std::nullopt;
}

// The jobs the arguments describe, or why there are none.
Result<std::vector<JobSpec>> jobsFrom(BenchArgs& a)
{
    if (!a.preset.isEmpty()) {
        if (a.positional.size() != 1)
            return std::unexpected(Error{{},
                Text::tr("--preset needs the directory to run in, e.g. fragscope bench --preset %1 /mnt/test")
                    .arg(a.preset)});
        if (pathKind(canonicalPath(a.positional.front())) != PathKind::Directory)
            return std::unexpected(Error{a.positional.front(), Text::tr("not a directory")});
        return loadPreset(a.preset, a.positional.front());
    }
    if (a.positional.size() == 1 && pathKind(canonicalPath(a.positional.front())) == PathKind::File) {
        auto jobs = loadJobFile(a.positional.front(), a.fio);
        if (!jobs)
            return jobs;
        int kbBase = 1024;
        for (const auto& [name, value, hasValue] : a.fioOptions) { // command-line options override the file's
            for (JobSpec& job : *jobs) {
                bool notSupported = false;
                if (const QString why = setJobOption(job, name, value, hasValue, &kbBase, &notSupported);
                    !why.isEmpty() && !(a.fio && (notSupported || keepForFio(job, name, value, hasValue))))
                    return std::unexpected(Error{{}, QStringLiteral("--%1: %2").arg(name, why)});
            }
        }
        return jobs;
    }
    // On other machines (--host) the directory is theirs: not checked here, and without one fio's
    // server uses its own working directory.
    const bool remote = !a.hosts.empty();
    if (a.positional.size() > 1
        || (!remote
            && (a.positional.isEmpty() || pathKind(canonicalPath(a.positional.front())) != PathKind::Directory))) {
        return std::unexpected(Error{{},
            a.positional.isEmpty()
                ? Text::tr("no job file or directory given (see fragscope bench --help)")
                : Text::tr("%1: neither a job file nor a directory").arg(a.positional.join(QLatin1Char(' ')))});
    }
    // As with fio: the options before the first --name are every job's; each --name starts a job of
    // its own, which the options after it describe. The jobs run at the same time (unless stonewall).
    JobSpec global;
    global.name = QStringLiteral("quick");
    global.size = 64 << 20;
    global.directory = a.positional.isEmpty() ? QString() : a.positional.front();
    std::vector<JobSpec> jobs;
    int kbBase = 1024;
    for (const auto& [name, value, hasValue] : a.fioOptions) {
        if (name == QLatin1String("name"))
            jobs.push_back(global);
        JobSpec& job = jobs.empty() ? global : jobs.back();
        bool notSupported = false;
        if (const QString why = setJobOption(job, name, value, hasValue, &kbBase, &notSupported);
            !why.isEmpty() && !(a.fio && (notSupported || keepForFio(job, name, value, hasValue))))
            return std::unexpected(Error{{}, QStringLiteral("--%1: %2").arg(name, why)});
    }
    if (jobs.empty())
        jobs.push_back(global);
    for (const JobSpec& job : jobs) {
        if (const QString why = jobProblem(job); !why.isEmpty())
            return std::unexpected(Error{{}, QStringLiteral("%1: %2").arg(job.name, why)});
    }
    return jobs;
}

void showProgress(const BenchTick& tick)
{
    double read = 0, write = 0;
    for (const BenchSample& s : tick.samples) {
        if (s.jobIndex == -1 || tick.samples.size() == 1) {
            read = s.readBandwidth;
            write = s.writeBandwidth;
        }
    }
    QString line = QStringLiteral("\r[%1%] %2").arg(int(tick.progress.fraction * 100), 3).arg(tick.progress.phase);
    if (!tick.samples.empty())
        line += QStringLiteral("  R %1  W %2").arg(formatBandwidth(read), formatBandwidth(write));
    if (tick.progress.remainingSeconds >= 0)
        line += QStringLiteral("  ") + Text::tr("%1 s left").arg(int(tick.progress.remainingSeconds + 0.5));
    const QByteArray bytes = (line + QStringLiteral("\x1b[K")).toLocal8Bit();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stderr);
}

QByteArray render(const BenchResult& result, const QString& format)
{
    // fio's values with fio's meanings, so scripts written for fio read ours unchanged.
    if (format == QLatin1String("json") || format == QLatin1String("json+"))
        return QJsonDocument(toFioJson(result, format == QLatin1String("json+"))).toJson(QJsonDocument::Indented);
    if (format == QLatin1String("terse"))
        return fioTerse(result).toLocal8Bit();
    if (format == QLatin1String("fragscope-json"))
        return QJsonDocument(toJson(result)).toJson(QJsonDocument::Indented);
    if (format == QLatin1String("diskmark"))
        return diskMarkText(result).toUtf8();
    return benchText(result).toLocal8Bit();
}

// Standard output, or the file atomically: no partial output file when something fails.
bool writeResult(const QByteArray& bytes, const QString& output)
{
    if (output.isEmpty() || output == QLatin1String("-")) {
        std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
        std::fflush(stdout);
        return true;
    }
    QSaveFile file(output);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        printErr(QStringLiteral("fragscope: %1: %2").arg(output, file.errorString()));
        return false;
    }
    return true;
}

} // namespace

int runBenchCommand(const QStringList& args)
{
    BenchArgs a;
    if (auto err = parseArgs(args, a)) {
        printErr(QStringLiteral("fragscope bench: ") + *err);
        return 2;
    }
    if (a.help) {
        printOut(benchHelpText());
        return 0;
    }
    if (a.listPresets) {
        for (const Preset& p : builtinPresets())
            printOut(QStringLiteral("%1\t%2\n").arg(p.id, p.title));
        return 0;
    }
    for (const QString& path : OwnedFiles::removeStale())
        printErr(Text::tr("fragscope: removed %1, left behind by an earlier run that ended abnormally").arg(path));

    // The run goes on a worker (runInBackground); its progress reaches the terminal from this
    // thread, at most ten times a second.
    const bool progress = ::isatty(STDERR_FILENO) != 0;
    const auto ticksOf = [progress](const JobContext& job) {
        return [&job, progress](const BenchTick& t) {
            if (progress)
                job.progress([t] { showProgress(t); });
        };
    };
    InterruptGuard guard;
    BenchResult result;
    if (!a.command.isEmpty()) {
        CommandJob job;
        job.command = a.command;
        job.instances = a.instances;
        job.workingDirectory = a.directory;
        result = runInBackground(
            [&](const JobContext& context) { return runCommandJob(job, context.stopToken(), ticksOf(context)); });
    } else if (!a.readFile.isEmpty()) {
        if (pathKind(canonicalPath(a.readFile)) != PathKind::File) {
            printErr(QStringLiteral("fragscope bench: %1: %2").arg(a.readFile, Text::tr("not a regular file")));
            return 2;
        }
        result = runInBackground([&](const JobContext& context) {
            return runColdRead(a.readFile, a.cache.value_or(defaultCacheDrop()), a.repeat ? a.repeat : 3,
                context.stopToken(), ticksOf(context));
        });
    } else {
        auto jobs = jobsFrom(a);
        if (!jobs) {
            printErr(QStringLiteral("fragscope bench: ") + jobs.error().message());
            return 2;
        }
        if (a.printJob) {
            const QByteArray text = writeJobFile(*jobs);
            std::fwrite(text.constData(), 1, std::size_t(text.size()), stdout);
            return 0;
        }
        if (a.fio && a.repeat > 1) {
            printErr(Text::tr("fragscope bench: --repeat is our engine's; fio runs the jobs once (loops= in a job "
                              "repeats its I/O inside one result)"));
            return 2;
        }
        if (a.fio) {
            FioRunOptions options;
            options.hosts = a.hosts;
            options.keepFiles = a.keepFiles;
            result = runInBackground([&](const JobContext& context) {
                return runFio(*jobs, options, context.stopToken(), ticksOf(context));
            });
        } else {
            RunOptions options;
            options.keepFiles = a.keepFiles;
            const Preset* preset = findPreset(a.preset); // a preset's own repetitions, unless --repeat
            options.repetitions = a.repeat ? a.repeat : preset ? preset->repetitions : 1;
            result = runInBackground([&](const JobContext& context) {
                return runBench(*jobs, options, context.stopToken(), ticksOf(context));
            });
        }
        result.title = a.preset.isEmpty()
            ? (a.positional.isEmpty() ? QString() : QFileInfo(a.positional.front()).fileName())
            : a.preset;
    }
    if (progress)
        std::fputs("\r\x1b[K", stderr);
    if (!result.error.isEmpty())
        printErr(QStringLiteral("fragscope bench: ") + result.error);
    if ((!result.runs.empty() || !result.hosts.empty()) && !writeResult(render(result, a.format), a.output))
        return 1;
    return result.error.isEmpty() && !result.cancelled ? 0 : 1;
}

int runImportCommand(const QStringList& args)
{
    if (args.contains(QLatin1String("-h")) || args.contains(QLatin1String("--help"))) {
        printOut(Text::tr(
            "Usage: fragscope import FILE [--output-format fragscope-json|normal|json|diskmark] [--output FILE]\n"
            "\n"
            "Reads a result made elsewhere and prints it as fragscope's JSON (with json, in fio's schema):\n"
            "fio JSON (3.x), fio's text output (2.x \"read : io=...\" and 3.x \"read: IOPS=...\" forms),\n"
            "fio's terse lines (version 3), bonnie++ CSV rows (format 1.96, 1.97, 1.98) or its whole output,\n"
            "CrystalDiskMark's and KDiskMark's text results, or a result fragscope saved.\n"));
        return 0;
    }
    BenchArgs a;
    a.format = QStringLiteral("fragscope-json");
    if (auto err = parseArgs(args, a); err || !a.fioOptions.empty() || a.positional.size() != 1) {
        printErr(QStringLiteral("fragscope import: ")
            + (err ? *err : Text::tr("give one result file (see fragscope import --help)")));
        return 2;
    }
    auto result = importResultFile(a.positional.front());
    if (!result) {
        printErr(QStringLiteral("fragscope import: ") + result.error().message());
        return 1;
    }
    return writeResult(render(*result, a.format), a.output) ? 0 : 1;
}

} // namespace fragscope
