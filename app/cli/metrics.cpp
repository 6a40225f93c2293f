// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope metrics`: each file system's fragmentation and the time it costs as Prometheus metrics,
// for node_exporter's textfile collector (a file in its folder, replaced whole) or standard output.
#include "cli/cli.h"
#include "cli/clijob.h"
#include "cli/metricsargs.h"
#include "common/clioutput.h"

#include "report/fsmetrics.h"
#include "survey/surveylock.h"
#include "util/path.h"
#include "util/savefile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <thread>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(MetricsCli)
};

const char* const kFileName = "fragscope.prom";

} // namespace

Result<MetricsArgs> parseMetricsArgs(const QStringList& args, QString* helpText)
{
    QCommandLineParser parser;
    const QString description = Text::tr(
        "Survey each file system (every local ext4, XFS and btrfs mount when no PATH is given; else the one "
        "holding each PATH, whole) with its read times, free space and worst folders, and write what it "
        "found as Prometheus metrics: to DIR/fragscope.prom for node_exporter's textfile collector (replaced "
        "whole, never half written), else to standard output. A file system reached through several mounts "
        "(bind mounts, btrfs subvolumes) is counted once. The survey runs at low CPU and I/O priority (nice 10, "
        "the idle I/O class) and never while another survey of the same file system runs: that one is "
        "skipped and its figures of the last run kept.");
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help."));
    const QCommandLineOption textfile(QStringLiteral("textfile"),
        Text::tr("Write DIR/fragscope.prom, the folder node_exporter's textfile collector reads (Debian's: "
                 "/var/lib/prometheus/node-exporter), instead of standard output."),
        QStringLiteral("DIR"));
    const QCommandLineOption format(QStringLiteral("format"),
        Text::tr("Prometheus's text exposition format, the only one (to standard output unless --textfile)."),
        QStringLiteral("prometheus"));
    const QCommandLineOption top(QStringLiteral("top-folders"),
        Text::tr("Export the N folders whose files lose the most read time, per file system (0: none, which "
                 "also spares the second pass that reads each folder as tar would)."),
        QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption budget(QStringLiteral("max-seconds"),
        Text::tr("Stop surveying after this many seconds in all; a file system stopped short says how much of "
                 "it was covered (fragscope_scan_covered_ratio)."),
        QStringLiteral("SECONDS"));
    const QCommandLineOption noNice(QStringLiteral("no-nice"), Text::tr("Run at normal CPU and I/O priority."));
    const QList<QCommandLineOption> options{help, textfile, format, top, budget, noNice, diskOption()};
    if (auto ok = parseOptions(parser, options, QStringLiteral("fragscope metrics"), args); !ok)
        return std::unexpected(ok.error());
    MetricsArgs a;
    if (parser.isSet(help)) {
        a.help = true;
        if (helpText)
            *helpText = subcommandHelp(QLatin1StringView("metrics"), description, options,
                {{QStringLiteral("PATH..."), Text::tr("A mount point, or any path on the file system to report on.")}});
        return a;
    }
    if (parser.isSet(format) && parser.value(format) != QLatin1String("prometheus"))
        return failure(Text::tr("unknown format '%1' (use prometheus)").arg(parser.value(format)));
    if (parser.isSet(textfile)) {
        a.textfileDir = parser.value(textfile);
        if (a.textfileDir->isEmpty())
            return failure(Text::tr("--textfile needs a folder"));
    }
    if (parser.isSet(top)) {
        bool ok = false;
        a.topFolders = parser.value(top).toULong(&ok);
        if (!ok || a.topFolders > 1000)
            return failure(Text::tr("--top-folders needs a number from 0 to 1000, not '%1'").arg(parser.value(top)));
    }
    if (parser.isSet(budget)) {
        bool ok = false;
        a.maxSeconds = parser.value(budget).toDouble(&ok);
        if (!ok || !std::isfinite(a.maxSeconds) || a.maxSeconds <= 0 || a.maxSeconds > 1e7)
            return failure(Text::tr("--max-seconds needs a number of seconds above 0 and at most 10000000, not '%1'")
                               .arg(parser.value(budget)));
    }
    a.gentle = !parser.isSet(noNice);
    auto disk = parseDiskOption(parser);
    if (!disk)
        return std::unexpected(disk.error());
    a.disk = *disk;
    a.paths = parser.positionalArguments();
    return a;
}

namespace {

// nice 10 and the idle I/O class for this thread and the threads it starts after (Linux keeps both
// per thread, and a new thread inherits them): the survey's threads are started later.
void beGentle()
{
    if (::setpriority(PRIO_PROCESS, 0, 10) != 0)
        printErr(Text::tr("fragscope metrics: cannot lower the CPU priority: %1").arg(errnoText(errno)));
    constexpr int kWhoProcess = 1, kClassIdle = 3, kClassShift = 13;
    if (::syscall(SYS_ioprio_set, kWhoProcess, 0, kClassIdle << kClassShift) != 0)
        printErr(Text::tr("fragscope metrics: cannot lower the I/O priority: %1").arg(errnoText(errno)));
}

// One file system's survey on a worker, stopped by Ctrl+C or when the deadline passes (if any).
FsMetrics surveyOne(const MetricsTarget& target, const CostDisk& disk, std::size_t topFolders,
    std::optional<std::chrono::steady_clock::time_point> deadline, bool showProgress)
{
    return runInBackground([&](const JobContext& context) {
        std::atomic<bool> stop{false};
        std::jthread watch([&](const std::stop_token& done) {
            while (!done.stop_requested()) {
                if (context.stopped() || (deadline && std::chrono::steady_clock::now() >= *deadline)) {
                    stop = true;
                    return;
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            }
        });
        return collectFsMetrics(target, disk, topFolders, &stop, [&](const MetricsProgress& p) {
            if (!showProgress)
                return;
            context.progress([p, where = target.mountPoint] {
                const QString share = p.fraction >= 0 ? QStringLiteral(", %1 %").arg(int(p.fraction * 100)) : QString();
                std::fprintf(stderr, "\r\033[K%s",
                    qPrintable(Text::tr("%1: %2 files%3").arg(displayPathText(where)).arg(p.files).arg(share)));
            });
        });
    });
}

// The exposition written last time, for the file systems skipped this time; empty when there is none.
QByteArray previousExposition(const std::optional<QString>& dir)
{
    if (!dir)
        return {};
    QFile file;
    if (!openForReading(file, *dir + u'/' + QLatin1String(kFileName)))
        return {};
    return file.readAll();
}

using Deadline = std::optional<std::chrono::steady_clock::time_point>;

// Why a file cannot be written into folder `dir` (an errno), or 0.
int folderProblem(const QString& dir)
{
    const QByteArray bytes = pathBytes(dir);
    struct stat st = {};
    if (::stat(bytes.constData(), &st) != 0)
        return errno;
    if (!S_ISDIR(st.st_mode))
        return ENOTDIR;
    return ::access(bytes.constData(), W_OK | X_OK) != 0 ? errno : 0;
}

// One file system surveyed into `surveyed`, or skipped (another survey holds it, the time is spent)
// with its last figures into `kept`. False when it could not be read (said on standard error).
bool surveyOrKeep(const MetricsTarget& target, const MetricsArgs& a, const CostDisk& disk, Deadline deadline,
    const QByteArray& previous, std::vector<FsMetrics>* surveyed, QList<QByteArray>* kept)
{
    const QString command = QStringLiteral("fragscope metrics: ");
    const QString where = displayPathText(target.mountPoint);
    const SurveyLock lock = SurveyLock::tryTake(target.roots, SurveyLock::Mode::Alone);
    const bool late = deadline && std::chrono::steady_clock::now() >= *deadline;
    if (lock.busy() || late) {
        printErr(command
            + (lock.busy() ? Text::tr("%1: another survey of it is running; its last figures are kept").arg(where)
                           : Text::tr("%1: not surveyed, the time was spent; its last figures are kept").arg(where)));
        *kept += samplesOfFileSystem(previous, target);
        return true;
    }
    if (!lock.problem().isEmpty())
        printErr(command + Text::tr("surveying without the lock (%1)").arg(lock.problem()));
    const bool showProgress = ::isatty(STDERR_FILENO);
    FsMetrics m = surveyOne(target, disk, a.topFolders, deadline, showProgress);
    if (showProgress)
        std::fprintf(stderr, "\r\033[K");
    for (const QString& problem : m.problems)
        printErr(command + problem);
    if (!m.complete && m.problems.isEmpty() && !interrupted())
        printErr(command
            + Text::tr("%1: stopped at the time limit after %2 files, about %3 % of it")
                  .arg(where)
                  .arg(m.totals.files)
                  .arg(int(m.covered * 100)));
    const bool read = m.problems.isEmpty();
    surveyed->push_back(std::move(m));
    return read;
}

} // namespace

int runMetricsCommand(const QStringList& args)
{
    QString helpText;
    const auto parsed = parseMetricsArgs(args, &helpText);
    if (const auto done = usageOrHelp(parsed, QStringLiteral("fragscope metrics"), helpText))
        return *done;
    const MetricsArgs& a = *parsed;
    const QString command = QStringLiteral("fragscope metrics: ");
    if (a.textfileDir) {
        if (const int err = folderProblem(*a.textfileDir); err != 0) {
            printErr(command + QStringLiteral("%1: %2").arg(displayPathText(*a.textfileDir), errnoText(err)));
            return 1; // said before any survey, not after an hour of it
        }
    }
    if (a.gentle)
        beGentle();
    QStringList problems;
    std::vector<MetricsTarget> targets = metricsTargets(
        currentMounts(), a.paths, [](const MountEntry& m) { return fileSystemUuid(m.mountPoint, m.fsType, m.source); },
        &problems);
    for (const QString& problem : problems)
        printErr(command + problem);
    if (targets.empty()) {
        printErr(command + Text::tr("no ext4, XFS or btrfs file system to report on"));
        return 1;
    }
    const QByteArray previous = previousExposition(a.textfileDir);
    // The least recently surveyed first: a budget too short for all of them reaches each in turn.
    std::vector<std::pair<double, MetricsTarget>> byAge;
    byAge.reserve(targets.size());
    for (MetricsTarget& t : targets)
        byAge.emplace_back(lastSurveyed(previous, t), std::move(t));
    std::stable_sort(byAge.begin(), byAge.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    for (std::size_t i = 0; i < byAge.size(); ++i)
        targets[i] = std::move(byAge[i].second);
    const InterruptGuard guard;
    Deadline deadline;
    if (a.maxSeconds > 0)
        deadline = std::chrono::steady_clock::now()
            + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                std::chrono::duration<double>(a.maxSeconds));
    std::vector<FsMetrics> surveyed;
    QList<QByteArray> kept;
    bool failed = !problems.isEmpty();
    for (const MetricsTarget& target : targets) {
        auto disk = chooseCostDisk(a.disk, target.mountPoint);
        if (!disk) {
            printErr(command + disk.error().message());
            return 2;
        }
        failed = !surveyOrKeep(target, a, *disk, deadline, previous, &surveyed, &kept) || failed;
        if (interrupted()) {
            printErr(command + Text::tr("interrupted; nothing written"));
            return 1;
        }
    }
    const QByteArray text = prometheusText(surveyed, kept);
    if (!a.textfileDir) {
        std::fwrite(text.constData(), 1, std::size_t(text.size()), stdout);
        std::fflush(stdout);
    } else if (auto written = writeFileDurably(*a.textfileDir + u'/' + QLatin1String(kFileName), text); !written) {
        printErr(command + written.error().message());
        return 1;
    }
    return failed ? 1 : 0;
}

} // namespace fragscope
