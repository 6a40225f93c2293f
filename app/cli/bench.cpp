// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope bench`: fio jobs on our engine or through fio, a cold read, or a measured command.
#include "cli/benchargs.h"
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

#include <cmath>
#include <csignal>
#include <unistd.h>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchCli)
};

QString benchHelpText()
{
    return subcommandHelp(QLatin1StringView("bench"),
        Text::tr("Runs I/O jobs with fio's option names and meanings: a job file, a preset, or fio's options on the "
                 "command line (several --name= start several jobs, as in fio; any --OPTION not below is fio's, "
                 "its dashes fio's underscores). Write jobs write only files fragscope creates in DIR "
                 "(fragscope-bench.*), and remove them afterwards, also after Ctrl+C. loops= in a job repeats its "
                 "I/O inside one result, as fio; --repeat measures each run on its own."),
        benchOptions(),
        {{QStringLiteral("JOBFILE.fio"), Text::tr("A fio job file.")},
            {QStringLiteral("DIR"), Text::tr("Where the jobs' files go (a preset's or the command line's jobs).")}});
}

// A fio option of the command line set on a job; through fio (`fio`), an option our engine does not
// take is kept for fio to read.
Result<void> applyOption(JobSpec& job, const std::tuple<QString, QString, bool>& option, bool fio, int* kbBase)
{
    const auto& [name, value, hasValue] = option;
    auto set = setJobOption(job, name, value, hasValue, kbBase);
    if (set || (fio && (set.error().unsupported || keepForFio(job, name, value, hasValue))))
        return {};
    return failure(QStringLiteral("--%1: %2").arg(name, set.error().message()));
}

// --preset NAME DIR.
Result<std::vector<JobSpec>> presetJobs(const BenchArgs& a)
{
    if (a.positional.size() != 1)
        return std::unexpected(Error{{},
            Text::tr("--preset needs the directory to run in, e.g. fragscope bench --preset %1 /mnt/test")
                .arg(a.preset)});
    if (pathKind(canonicalPath(a.positional.front())) != PathKind::Directory)
        return std::unexpected(Error{a.positional.front(), Text::tr("not a directory")});
    return loadPreset(a.preset, a.positional.front());
}

// A job file, the command line's options overriding the file's.
Result<std::vector<JobSpec>> jobFileJobs(const BenchArgs& a)
{
    auto jobs = loadJobFile(a.positional.front(), a.fio);
    if (!jobs)
        return jobs;
    int kbBase = 1024;
    for (const auto& option : a.fioOptions) {
        for (JobSpec& job : *jobs) {
            if (auto set = applyOption(job, option, a.fio, &kbBase); !set)
                return std::unexpected(set.error());
        }
    }
    return jobs;
}

// Jobs of the command line alone. As with fio: the options before the first --name are every job's;
// each --name starts a job of its own, which the options after it describe. The jobs run at the
// same time (unless stonewall).
Result<std::vector<JobSpec>> quickJobs(const BenchArgs& a)
{
    JobSpec global;
    global.name = QStringLiteral("quick");
    global.size = 64 << 20;
    global.directory = a.positional.isEmpty() ? QString() : a.positional.front();
    std::vector<JobSpec> jobs;
    int kbBase = 1024;
    for (const auto& option : a.fioOptions) {
        if (std::get<0>(option) == QLatin1String("name"))
            jobs.push_back(global);
        if (auto set = applyOption(jobs.empty() ? global : jobs.back(), option, a.fio, &kbBase); !set)
            return std::unexpected(set.error());
    }
    if (jobs.empty())
        jobs.push_back(global);
    for (const JobSpec& job : jobs) {
        if (const auto runnable = checkJob(job); !runnable)
            return failure(QStringLiteral("%1: %2").arg(job.name, runnable.error().message()));
    }
    return jobs;
}

Result<std::vector<JobSpec>> jobsFrom(const BenchArgs& a)
{
    if (!a.preset.isEmpty())
        return presetJobs(a);
    if (a.positional.size() == 1 && pathKind(canonicalPath(a.positional.front())) == PathKind::File)
        return jobFileJobs(a);
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
    return quickJobs(a);
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
        line += QStringLiteral("  ") + Text::tr("%1 s left").arg(std::lround(tick.progress.remainingSeconds));
    const QByteArray bytes = (line + QStringLiteral("\x1b[K")).toLocal8Bit();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stderr);
}

} // namespace

namespace {

// One `fragscope bench` after its arguments were read: a command, a cold read or jobs (on our engine
// or fio), run on a worker with the progress on the terminal, then the result printed.
class BenchCommand
{
public:
    explicit BenchCommand(BenchArgs a)
        : m_a(std::move(a))
    { }

    int run()
    {
        if (m_a.listPresets) {
            for (const Preset& p : builtinPresets())
                printOut(QStringLiteral("%1\t%2\n").arg(p.id, p.title));
            return 0;
        }
        for (const QString& path : OwnedFiles::removeStale())
            printErr(Text::tr("fragscope: removed %1, left behind by an earlier run that ended abnormally").arg(path));
        InterruptGuard guard;
        if (!m_a.command.isEmpty())
            runCommand();
        else if (!m_a.readFile.isEmpty()) {
            if (const auto stop = runColdRead())
                return *stop;
        } else if (const auto stop = runJobs()) {
            return *stop;
        }
        if (m_progress)
            std::fputs("\r\x1b[K", stderr);
        if (!m_result.error.isEmpty())
            printErr(QStringLiteral("fragscope bench: ") + m_result.error);
        if ((!m_result.runs.empty() || !m_result.hosts.empty())
            && !writeResult(renderResult(m_result, m_a.format), m_a.output))
            return 1;
        return m_result.error.isEmpty() && !m_result.cancelled ? 0 : 1;
    }

private:
    // The run goes on a worker (runInBackground); its progress reaches the terminal from this
    // thread, at most ten times a second.
    std::function<void(const BenchTick&)> ticksOf(const JobContext& job) const
    {
        return [&job, progress = m_progress](const BenchTick& t) {
            if (progress)
                job.progress([t] { showProgress(t); });
        };
    }

    void runCommand()
    {
        CommandJob job;
        job.command = m_a.command;
        job.instances = m_a.instances;
        job.workingDirectory = m_a.directory;
        m_result = runInBackground(
            [&](const JobContext& context) { return runCommandJob(job, context.stopToken(), ticksOf(context)); });
    }

    // An exit status when the run cannot start; else the result is there.
    std::optional<int> runColdRead()
    {
        if (pathKind(canonicalPath(m_a.readFile)) != PathKind::File) {
            printErr(QStringLiteral("fragscope bench: %1: %2").arg(m_a.readFile, Text::tr("not a regular file")));
            return 2;
        }
        m_result = runInBackground([&](const JobContext& context) {
            return fragscope::runColdRead(m_a.readFile, m_a.cache.value_or(defaultCacheDrop()),
                m_a.repeat ? m_a.repeat : 3, context.stopToken(), ticksOf(context));
        });
        return std::nullopt;
    }

    // An exit status when the jobs cannot run (or were only printed); else the result is there.
    std::optional<int> runJobs()
    {
        auto jobs = jobsFrom(m_a);
        if (!jobs) {
            printErr(QStringLiteral("fragscope bench: ") + jobs.error().message());
            return 2;
        }
        if (m_a.printJob) {
            const QByteArray text = writeJobFile(*jobs);
            std::fwrite(text.constData(), 1, std::size_t(text.size()), stdout);
            return 0;
        }
        if (m_a.fio && m_a.repeat > 1) {
            printErr(Text::tr("fragscope bench: --repeat is our engine's; fio runs the jobs once (loops= in a job "
                              "repeats its I/O inside one result)"));
            return 2;
        }
        if (m_a.fio) {
            FioRunOptions options;
            options.hosts = m_a.hosts;
            options.keepFiles = m_a.keepFiles;
            m_result = runInBackground([&](const JobContext& context) {
                return runFio(*jobs, options, context.stopToken(), ticksOf(context));
            });
        } else {
            RunOptions options;
            options.keepFiles = m_a.keepFiles;
            const Preset* preset = findPreset(m_a.preset); // a preset's own repetitions, unless --repeat
            options.repetitions = m_a.repeat ? m_a.repeat : preset ? preset->repetitions : 1;
            m_result = runInBackground([&](const JobContext& context) {
                return runBench(*jobs, options, context.stopToken(), ticksOf(context));
            });
        }
        m_result.title = m_a.preset.isEmpty()
            ? (m_a.positional.isEmpty() ? QString() : QFileInfo(m_a.positional.front()).fileName())
            : m_a.preset;
        return std::nullopt;
    }

    const BenchArgs m_a;
    const bool m_progress = ::isatty(STDERR_FILENO) != 0;
    BenchResult m_result;
};

} // namespace

int runBenchCommand(const QStringList& args)
{
    auto parsed = parseBenchArgs(args);
    if (const auto done
        = usageOrHelp(parsed, QStringLiteral("fragscope bench"), parsed && parsed->help ? benchHelpText() : QString()))
        return *done;
    return BenchCommand(std::move(*parsed)).run();
}

} // namespace fragscope
