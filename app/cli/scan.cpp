// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope scan`: the survey of a tree on the command line.
#include "cli/cli.h"
#include "cli/clijob.h"
#include "cli/scanargs.h"
#include "common/clioutput.h"

#include "bench/jobs/jobspec.h"
#include "fs/freespace.h"
#include "relayout/treeread.h"
#include "report/surveyreport.h"
#include "survey/scanner.h"
#include "util/path.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <sys/stat.h>

#include <cstdio>
#include <optional>
#include <unistd.h>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ScanCli)
};

std::optional<SurveySort> sortNamed(const QString& name)
{
    if (name == QLatin1String("runs"))
        return SurveySort::Runs;
    if (name == QLatin1String("fragments"))
        return SurveySort::Fragments;
    if (name == QLatin1String("score"))
        return SurveySort::Score;
    if (name == QLatin1String("size"))
        return SurveySort::Size;
    if (name == QLatin1String("path"))
        return SurveySort::Path;
    if (name == QLatin1String("lost") || name == QLatin1String("extra-read")) // its name before the cost model
        return SurveySort::Lost;
    return std::nullopt;
}

} // namespace

Result<ScanArgs> parseScanArgs(const QStringList& args, QString* helpText)
{
    QCommandLineParser parser;
    const QString description = Text::tr(
        "Survey every regular file under each PATH: its physical runs and bytes on disk (on btrfs from its "
        "extent items as root: compression, sharing, bytes no file references; compsize's totals with each "
        "extent counted once), its extents and fragments (filefrag's rule), e4defrag's now/best extents and "
        "score, and the read time it loses to fragmentation; the totals, histograms and the worst files; with "
        "--free-space, the file system's free space (GETFSMAP on ext4 and XFS, any user; block groups on btrfs, "
        "root only). Symbolic links, special files and other mounts are never followed.");
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help."));
    const QCommandLineOption cross(QStringLiteral("cross-mounts"), Text::tr("Go into other mounts met in the tree."));
    const QCommandLineOption minSize(QStringLiteral("min-size"),
        Text::tr("List only files of at least SIZE (e.g. 1M); the summary counts every file."), QStringLiteral("SIZE"));
    const QCommandLineOption top(QStringLiteral("top"),
        Text::tr("List the N worst files (default: 10 for text, all for json and csv)."), QStringLiteral("N"));
    const QCommandLineOption sort(QStringLiteral("sort"),
        Text::tr("Order of the list: physical runs on disk (the default), the read time lost to fragmentation "
                 "(the default with --cost), filefrag's fragment count, e4defrag's score, size or path."),
        QStringLiteral("runs|lost|fragments|score|size|path"));
    const QCommandLineOption cost(QStringLiteral("cost"),
        Text::tr("Lead with time: rank by the read time lost and add each directory's read as tar reads it "
                 "and the time its files lose (json: directories[]). Every file's read_seconds, "
                 "ideal_read_seconds and lost_seconds are in the json and csv output always."));
    const QCommandLineOption freeSpace(
        QStringLiteral("free-space"), Text::tr("Read the file system's free space too (btrfs: needs root)."));
    static const QStringList kFormats
        = {QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("csv"), QStringLiteral("e4defrag")};
    const QCommandLineOption format(QStringLiteral("format"),
        Text::tr("text, json, csv, or e4defrag (the summary as `e4defrag -c` prints it)."), kFormats.join(u'|'),
        QStringLiteral("text"));
    const QCommandLineOption sync(QStringLiteral("sync"),
        Text::tr("Flush each file's dirty data before mapping it (FIEMAP_FLAG_SYNC; this writes)."));
    const QCommandLineOption mapAll(QStringLiteral("map-small-files"),
        Text::tr("Ask FIEMAP even for files of one block (their flags and place; their count is exact without)."));
    const QCommandLineOption threads(
        QStringLiteral("threads"), Text::tr("Scanning threads (default: twice the cores)."), QStringLiteral("N"));
    const QList<QCommandLineOption> options{
        help, cross, minSize, top, sort, cost, diskOption(), freeSpace, sync, mapAll, threads, format};
    if (auto ok = parseOptions(parser, options, QStringLiteral("fragscope scan"), args); !ok)
        return std::unexpected(ok.error());

    ScanArgs a;
    if (parser.isSet(help)) {
        a.help = true;
        if (helpText)
            *helpText = subcommandHelp(QLatin1StringView("scan"), description, options,
                {{QStringLiteral("PATH..."), Text::tr("Directories (or files) to scan.")}});
        return a;
    }
    a.format = parser.value(format);

    if (!kFormats.contains(a.format))
        return failure(Text::tr("unknown format '%1' (use text, json, csv or e4defrag)").arg(a.format));
    a.cost = parser.isSet(cost);
    const QString sortName = parser.isSet(sort) ? parser.value(sort)
        : a.cost                                ? QStringLiteral("lost")
                                                : QStringLiteral("runs");
    const auto sortKey = sortNamed(sortName);
    if (!sortKey)
        return failure(
            Text::tr("unknown sort key '%1' (use runs, lost, fragments, score, size or path)").arg(sortName));
    a.sort = *sortKey;
    if (parser.isSet(minSize)) {
        const auto v = parseFioSize(parser.value(minSize));
        if (!v)
            return failure(
                Text::tr("--min-size needs a size such as 4k, 64M or 1G, not '%1'").arg(parser.value(minSize)));
        a.minBytes = *v;
    }
    a.limit = a.format == QLatin1String("text") ? 10 : 0;
    if (parser.isSet(top)) {
        bool ok = false;
        a.limit = parser.value(top).toULong(&ok);
        if (!ok)
            return failure(Text::tr("--top needs a whole number, not '%1'").arg(parser.value(top)));
    }
    a.scan.roots = parser.positionalArguments();
    if (a.scan.roots.isEmpty())
        return failure(Text::tr("no PATH given (see fragscope scan --help)"));
    if (parser.isSet(threads)) {
        bool ok = false;
        a.scan.threads = parser.value(threads).toUInt(&ok);
        if (!ok || a.scan.threads == 0 || a.scan.threads > 256)
            return failure(Text::tr("--threads needs a number from 1 to 256, not '%1'").arg(parser.value(threads)));
    }
    auto disk = parseDiskOption(parser);
    if (!disk)
        return std::unexpected(disk.error());
    a.disk = *disk;
    a.scan.crossMounts = parser.isSet(cross);
    a.scan.sync = parser.isSet(sync);
    a.scan.mapSmallFiles = parser.isSet(mapAll);
    a.freeSpace = parser.isSet(freeSpace);
    return a;
}

namespace {

// A path that is not there at the start is the user's mistake, said before any report; one that
// goes during the scan is the scan's finding.
bool rootsExist(const QStringList& roots)
{
    for (const QString& root : roots) {
        struct stat st
        {
        };
        if (::lstat(pathBytes(root).constData(), &st) != 0) {
            printErr(Text::tr("fragscope scan: %1: %2").arg(root, errnoText(errno)));
            return false;
        }
    }
    return true;
}

// The survey, on a worker (runInBackground); the progress line is written from this thread.
Survey surveyWithProgress(const ScanOptions& options, bool showProgress, ScanOutcome* outcome)
{
    Survey survey = runInBackground([&](const JobContext& context) {
        return runSurvey(
            options, outcome,
            [&context, showProgress](const ScanProgress& p) {
                if (!showProgress)
                    return;
                context.progress([p] {
                    std::fprintf(stderr, "\r%s",
                        qPrintable(Text::tr("%1 files, %2 directories, %3 files/s")
                                       .arg(p.files)
                                       .arg(p.dirs)
                                       .arg(std::uint64_t(p.filesPerSecond()))));
                });
            },
            &context.stopToken());
    });
    if (showProgress)
        std::fprintf(stderr, "\r\033[K");
    return survey;
}

// What the report shows: the files ranked, cut and filtered as asked, and the free space.
SurveyReportInput reportInput(const ScanArgs& a, const Survey& survey, const ScanOutcome& outcome)
{
    SurveyReportInput in;
    in.survey = &survey;
    in.failedRoots = outcome.failedRoots;
    std::vector<std::uint32_t> order = rankFiles(survey, a.sort);
    if (a.minBytes > 0)
        std::erase_if(order, [&](std::uint32_t i) { return survey.files[i].size < a.minBytes; });
    if (a.limit > 0 && order.size() > a.limit)
        order.resize(a.limit);
    in.files = std::move(order);
    if (!a.freeSpace) {
        in.freeSpaceUnavailable = Text::tr("not asked for (--free-space)");
        return in;
    }
    auto space = readFreeSpace(survey.mountPoint.isEmpty() ? a.scan.roots.constFirst() : survey.mountPoint);
    if (space)
        in.freeSpace = std::move(*space);
    else
        in.freeSpaceUnavailable = space.error().message();
    return in;
}

void printReport(const ScanArgs& a, const SurveyReportInput& in)
{
    const auto write = [](QByteArrayView bytes) { std::fwrite(bytes.data(), 1, std::size_t(bytes.size()), stdout); };
    if (a.format == QLatin1String("json")) {
        writeSurveyJson(in, write);
    } else if (a.format == QLatin1String("csv")) {
        write(surveyCsv(in));
    } else if (a.format == QLatin1String("e4defrag")) {
        const QString& target = a.scan.roots.constFirst();
        printOut(surveyE4defragText(*in.survey, target, QFileInfo(target).isDir()));
    } else {
        printOut(surveyText(in));
    }
    std::fflush(stdout);
}

} // namespace

int runScanCommand(const QStringList& args)
{
    QString helpText;
    const auto parsed = parseScanArgs(args, &helpText);
    if (const auto done = usageOrHelp(parsed, QStringLiteral("fragscope scan"), helpText))
        return *done;
    ScanArgs a = *parsed;
    if (!rootsExist(a.scan.roots))
        return 1;
    // The disk the read times are worked out on: --disk's, or the one under the first root.
    auto chosen = chooseCostDisk(a.disk, a.scan.roots.constFirst());
    if (!chosen) {
        printErr(QStringLiteral("fragscope scan: ") + chosen.error().message());
        return 2;
    }
    const CostDisk disk = std::move(*chosen);
    a.scan.hdd = disk.params;
    const InterruptGuard guard;
    ScanOutcome outcome;
    const Survey survey
        = surveyWithProgress(a.scan, ::isatty(STDERR_FILENO) && a.format != QLatin1String("e4defrag"), &outcome);
    SurveyReportInput in = reportInput(a, survey, outcome);
    in.disk = &disk;
    // Each folder's read as tar reads it (json: directories[]): its files mapped again, in its order.
    // A scan stopped short gives none (directories_complete false).
    std::optional<FolderReads> folders;
    if (a.cost && a.format == QLatin1String("json")) {
        const bool showProgress = ::isatty(STDERR_FILENO);
        if (showProgress && !outcome.cancelled)
            std::fprintf(stderr, "\r%s", qPrintable(Text::tr("reading each folder as tar reads it…")));
        folders = outcome.cancelled ? FolderReads{{}, {}, false} : runInBackground([&](const JobContext& context) {
            return predictFolderReads(
                a.scan.roots, disk.params, a.scan.crossMounts, [&context] { return !context.stopped(); });
        });
        if (showProgress)
            std::fprintf(stderr, "\r\033[K");
        in.folders = &*folders;
    }
    printReport(a, in);
    for (const Error& failed : outcome.failedRoots)
        printErr(QStringLiteral("fragscope scan: ") + failed.message());
    const bool cancelled = outcome.cancelled || (folders && !folders->complete);
    if (cancelled)
        printErr(Text::tr("fragscope scan: interrupted; the figures cover the files scanned so far"));
    return outcome.failedRoots.empty() && !cancelled ? 0 : 1;
}

} // namespace fragscope
