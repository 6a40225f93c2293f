// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope defrag`: files, a tree by its plan, or a folder laid down together.
#include "cli/cli.h"
#include "cli/clijob.h"
#include "common/clioutput.h"
#include "relayout/defragrun.h"

#include "defrag/defrag.h"
#include "defrag/together.h"
#include "relayout/treedefrag.h"
#include "report/benchtext.h"
#include "report/defragjson.h"
#include "report/mapjson.h"
#include "report/snapshotcompare.h"
#include "report/treeplanreport.h"
#include "survey/scanner.h"
#include "util/path.h"
#include "util/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

#include <unistd.h>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(DefragCli)
};

} // namespace

int runDefragCommand(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("Defragment each FILE (a directory: its files, worst first by a plan) in place, with the engine its "
                 "file system "
                 "has: ext4 (MOVE_EXT with a donor file), XFS (extent swap, as xfs_fsr) or btrfs (DEFRAG_RANGE); "
                 "--method copy writes a new copy and exchanges it with the file (any file system). The content is "
                 "digested before "
                 "and after; a file another program changed meanwhile is reported as such.\n"
                 "Exit status: 0 when every file was done (or needed nothing), 1 when any was refused or failed, "
                 "2 on a usage error."));
    parser.addPositionalArgument(QStringLiteral("FILE"), Text::tr("Files or directories."), QStringLiteral("FILE..."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help."));
    const QCommandLineOption dryRun(
        QStringLiteral("dry-run"), Text::tr("Say what would happen and the fragments to expect; change nothing."));
    const QCommandLineOption method(QStringLiteral("method"), Text::tr("auto (default), ext4, xfs, btrfs or copy."),
        QStringLiteral("method"), QStringLiteral("auto"));
    const QCommandLineOption unshare(QStringLiteral("unshare"),
        Text::tr("btrfs: go on although extents are shared with snapshots or reflinks (costs their space)."));
    const QCommandLineOption noVerify(
        QStringLiteral("no-verify"), Text::tr("Skip the content digests (size and times are still compared)."));
    const QCommandLineOption measure(QStringLiteral("measure-read"),
        Text::tr("Measure the cold sequential read speed N times before and after."), QStringLiteral("N"),
        QStringLiteral("0"));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print the results as JSON, with both snapshots."));
    const QCommandLineOption disk = diskOption();
    const QCommandLineOption together(QStringLiteral("together"),
        Text::tr("ext4: lay the files down together, each contiguous and right after the one before, in --order: one "
                 "donor a group of files large, each file's blocks moved into its own stretch of it (groups no "
                 "larger than the largest free extent). Elsewhere each file is defragmented on its own."));
    const QCommandLineOption order(QStringLiteral("order"),
        Text::tr("With --together: dir (as the directories list them, the default), name, or a FILE listing the "
                 "paths one a line in the order they are read (e.g. recorded with strace -e openat)."),
        QStringLiteral("dir|name|FILE"), QStringLiteral("dir"));
    const QCommandLineOption planOnly(QStringLiteral("plan"),
        Text::tr("For a directory: print the plan (the files worst first, with the disk model's gain, and those "
                 "skipped with the reason) and stop. A directory's files are defragmented in the plan's order."));
    if (!parseArguments(parser,
            {help, dryRun, method, unshare, noVerify, measure, json, disk, together, order, planOnly},
            QStringLiteral("fragscope defrag"), args))
        return 2;

    if (parser.isSet(help)) {
        printOut(parser.helpText());
        return 0;
    }
    const auto diskParams = diskFromOption(parser, QStringLiteral("fragscope defrag"));
    if (!diskParams)
        return 2;
    const auto chosen = defragMethodFromName(parser.value(method));
    if (!chosen) {
        printErr(Text::tr("fragscope defrag: --method is auto, ext4, btrfs, xfs or copy, not '%1'")
                     .arg(parser.value(method)));
        return 2;
    }
    bool measureOk = false;
    const int repetitions = parser.value(measure).toInt(&measureOk);
    if (!measureOk || repetitions < 0) {
        printErr(
            Text::tr("fragscope defrag: --measure-read needs a whole number, not '%1'").arg(parser.value(measure)));
        return 2;
    }
    if (parser.isSet(together) && repetitions > 0) {
        printErr(
            Text::tr("fragscope defrag: --measure-read reads each file on its own; it does not go with --together"));
        return 2;
    }
    if (parser.isSet(order) && !parser.isSet(together)) {
        printErr(Text::tr("fragscope defrag: --order goes with --together"));
        return 2;
    }
    DefragOptions options;
    options.method = *chosen;
    options.dryRun = parser.isSet(dryRun);
    options.unshare = parser.isSet(unshare);
    options.verify = !parser.isSet(noVerify);
    const QStringList roots = parser.positionalArguments();
    // A directory makes it a tree: a plan first (a survey of it), the files in its order.
    const bool tree
        = std::any_of(roots.begin(), roots.end(), [](const QString& p) { return pathKind(p) == PathKind::Directory; });
    if (parser.isSet(planOnly) && !tree) {
        printErr(Text::tr("fragscope defrag: --plan is for directories (a tree); give one"));
        return 2;
    }
    QStringList orderList; // --together: the files in the order they go down
    if (parser.isSet(together)) {
        if (const QString o = parser.value(order); o == QLatin1String("dir") || o == QLatin1String("name")) {
            orderList
                = togetherFiles(roots, o == QLatin1String("dir") ? TogetherOrder::Directory : TogetherOrder::Name);
        } else {
            auto listed = readOrderList(o);
            if (!listed) {
                printErr(QStringLiteral("fragscope defrag: ") + listed.error().message());
                return 2;
            }
            orderList = *listed; // the list gives the order, and the files
        }
    }
    // A directory makes a tree (its files come from the plan below); else the files named.
    QStringList files = parser.isSet(together) ? orderList : roots;
    // The tree's files in tar's order: the read predicted before and after the run.
    const QStringList tarList = tree ? togetherFiles(roots, TogetherOrder::Directory) : QStringList();
    if (files.isEmpty() && !tree) {
        printErr(Text::tr("fragscope defrag: no FILE given (see fragscope defrag --help)"));
        return 2;
    }

    InterruptGuard guard;
    int status = 0;
    DefragTally tally;
    QJsonArray results;
    QJsonObject treeJson;
    const bool progressShown = !parser.isSet(json) && ::isatty(STDERR_FILENO) != 0;
    // Run once over all the files (a tree, or --together): the results then go out as the others do.
    std::optional<std::vector<Result<DefragResult>>> ran;
    std::optional<TreeRead> treeBefore, treeAfter;
    if (tree) {
        const TreePlan plan = runInBackground([&](const JobContext& context) {
            ScanOptions scan;
            scan.roots = roots;
            scan.hdd = *diskParams;
            ScanOutcome outcome;
            return planTreeDefrag(runSurvey(scan, &outcome, {}, &context.stopToken()), *diskParams);
        });
        if (interrupted())
            return 1;
        if (auto r = predictTreeRead(tarList, *diskParams))
            treeBefore = *r;
        if (parser.isSet(json)) {
            treeJson.insert(QStringLiteral("plan"), treePlanJson(plan));
            if (treeBefore)
                treeJson.insert(QStringLiteral("read_before"), treeReadJson(*treeBefore));
        } else
            printOut(treePlanText(plan)
                + (treeBefore ? treeReadLine(Text::tr("tree read before"), *treeBefore, *diskParams) : QString()));
        if (parser.isSet(planOnly) || (options.dryRun && !parser.isSet(together))) {
            if (parser.isSet(json)) {
                const QByteArray bytes = QJsonDocument(defragDocument({}, treeJson)).toJson(QJsonDocument::Indented);
                std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
            }
            return 0;
        }
        TreeRunResult run = runInBackground([&](const JobContext& context) {
            const std::atomic<bool> never{false};
            return runTreeDefrag(plan, options, parser.isSet(together) ? &orderList : nullptr, context.stopToken(),
                never, [&context, progressShown](const TreeRunProgress& p) {
                    if (progressShown)
                        context.progress([p] {
                            printErr(
                                QStringLiteral("\r\033[K%1/%2 %3 %4")
                                    .arg(p.file + 1)
                                    .arg(p.files)
                                    .arg(p.totalBytes ? QStringLiteral("%1 %").arg(100 * p.doneBytes / p.totalBytes)
                                                      : QString(),
                                        p.path));
                        });
                });
        });
        if (progressShown)
            printErr(QStringLiteral("\r\033[K"));
        for (const QString& note : run.together.notes)
            printErr(QStringLiteral("fragscope defrag: ") + note + u'\n');
        files = run.files;
        ran = std::move(run.results);
        if (auto r = predictTreeRead(tarList, *diskParams))
            treeAfter = *r;
    } else if (parser.isSet(together)) {
        TogetherRun run = runInBackground(
            [&](const JobContext& context) { return defragTogether(files, options, context.stopToken()); });
        for (const QString& note : run.notes)
            printErr(QStringLiteral("fragscope defrag: ") + note + u'\n');
        ran = std::move(run.results);
    }
    for (int index = 0; index < files.size(); ++index) {
        const QString& file = files[index];
        if (interrupted() && !ran)
            break;
        MeasuredDefrag measured;
        if (ran)
            measured.result = (*ran)[std::size_t(index)];
        else
            measured = runInBackground([&](const JobContext& context) {
                return defragMeasured(file, options, repetitions, context.stopToken());
            });
        const auto& r = measured.result;
        const std::optional<Spread>& readBefore = measured.readBefore;
        const std::optional<Spread>& readAfter = measured.readAfter;
        tally.add(r);
        if (!r) {
            printErr(QStringLiteral("fragscope defrag: ") + r.error().message());
            results.append(defragErrorJson(file, r.error().reason));
            status = 1;
            continue;
        }
        if (r->changedByOthers || r->cancelled)
            status = 1;
        if (parser.isSet(json)) {
            results.append(defragResultJson(*r, readBefore, readAfter,
                r->defragmented ? std::optional(compareOnHdd(r->before, r->after, *diskParams)) : std::nullopt));
            continue;
        }
        QString line = QStringLiteral("%1: %2: %3 (%4 s)\n")
                           .arg(file, defragMethodName(r->method), r->outcome)
                           .arg(r->seconds, 0, 'f', 2);
        if (readBefore && readAfter) {
            line += QStringLiteral("  %1\n").arg(
                Text::tr("cold read (median of %1): %2 before, %3 after (%4)")
                    .arg(repetitions)
                    .arg(formatBandwidth(readBefore->median), formatBandwidth(readAfter->median),
                        formatPercentChange(readBefore->median, readAfter->median)));
        }
        if (r->defragmented) {
            const HddComparison hdd = compareOnHdd(r->before, r->after, *diskParams);
            line += QStringLiteral("  %1\n").arg(Text::tr("read, %1 (model): %2 s before, %3 s after (%4)")
                                                     .arg(diskName(hdd.params))
                                                     .arg(hdd.a.seconds, 0, 'f', 2)
                                                     .arg(hdd.b.seconds, 0, 'f', 2)
                                                     .arg(formatPercentChange(hdd.a.seconds, hdd.b.seconds)));
        }
        printOut(line);
    }
    if (parser.isSet(json)) {
        if (tree && treeAfter)
            treeJson.insert(QStringLiteral("read_after"), treeReadJson(*treeAfter));
        const QJsonObject root = defragDocument(results, tree ? std::optional(treeJson) : std::nullopt);
        const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Indented);
        std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    } else {
        if (files.size() > 1)
            printOut(tally.text() + QLatin1Char('\n'));
        if (treeBefore && treeAfter)
            printOut(treeReadLine(Text::tr("tree read before"), *treeBefore, *diskParams)
                + treeReadLine(Text::tr("tree read after"), *treeAfter, *diskParams));
    }
    if (interrupted())
        status = 1;
    return status;
}

} // namespace fragscope
