// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope defrag`: files, a tree by its plan, or a folder laid down together.
#include "bench/jobs/jobspec.h"
#include "cli/cli.h"
#include "cli/clijob.h"
#include "cli/defragargs.h"
#include "common/clioutput.h"
#include "relayout/defragrun.h"

#include "defrag/defrag.h"
#include "defrag/together.h"
#include "relayout/treedefrag.h"
#include "report/benchtext.h"
#include "report/defragjson.h"
#include "report/defragpreview.h"
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

// --disk, --min-gain and --min-fragments: the disk of the read times and the thresholds.
Result<void> parseCostOptions(const QCommandLineParser& parser, DefragArgs& a)
{
    auto disk = parseDiskOption(parser);
    if (!disk)
        return std::unexpected(disk.error());
    a.disk = *disk;
    const QString minGain = QStringLiteral("min-gain"), minFragments = QStringLiteral("min-fragments");
    if (parser.isSet(minGain)) {
        bool ok = false;
        a.thresholds.minGainSeconds = parser.value(minGain).toDouble(&ok);
        if (!ok || !(a.thresholds.minGainSeconds >= 0) || a.thresholds.minGainSeconds > 1e6)
            return failure(Text::tr("--min-gain needs seconds, such as 0.01, not '%1'").arg(parser.value(minGain)));
    }
    if (parser.isSet(minFragments)) {
        bool ok = false;
        a.thresholds.minFragments = parser.value(minFragments).toULongLong(&ok);
        if (!ok)
            return failure(Text::tr("--min-fragments needs a whole number, not '%1'").arg(parser.value(minFragments)));
    }
    return {};
}

// btrfs's --target-extent and --compress into the options.
Result<void> parseBtrfsOptions(const QCommandLineParser& parser, const QCommandLineOption& targetExtent,
    const QCommandLineOption& compress, DefragOptions& options)
{
    if (parser.isSet(targetExtent)) {
        const auto v = parseFioSize(parser.value(targetExtent));
        if (!v || *v < 4096 || *v > 0xFFFFFFFFULL)
            return failure(Text::tr("--target-extent needs a size from 4k to 4G, such as 256K or 32M, not '%1'")
                               .arg(parser.value(targetExtent)));
        options.btrfsExtentThreshold = std::uint32_t(*v);
    }
    if (parser.isSet(compress)) {
        const QStringList names{QStringLiteral("zlib"), QStringLiteral("lzo"), QStringLiteral("zstd")};
        const auto at = names.indexOf(parser.value(compress));
        if (at < 0)
            return failure(Text::tr("--compress is zlib, lzo or zstd, not '%1'").arg(parser.value(compress)));
        options.btrfsCompression = std::uint32_t(at + 1); // BTRFS_COMPRESS_ZLIB, _LZO, _ZSTD
    }
    return {};
}

// --keep-free: "20%" (up to 90 %) or a size, "2G" ("0": nothing kept).
Result<KeepFree> keepFreeFrom(const QString& value)
{
    const QString text = value.trimmed();
    bool ok = false;
    if (text.endsWith(QLatin1Char('%'))) {
        const double percent = text.chopped(1).toDouble(&ok);
        if (ok && percent >= 0 && percent <= 90)
            return KeepFree{0, percent / 100};
    } else if (const auto bytes = parseFioSize(text)) {
        return KeepFree{*bytes, 0};
    }
    return failure(Text::tr("--keep-free needs a size such as 2G or a share from 0% to 90%, not '%1'").arg(value));
}

} // namespace

Result<DefragArgs> parseDefragArgs(const QStringList& args, QString* helpText)
{
    QCommandLineParser parser;
    const QString description = Text::tr(
        "Defragment each FILE (a directory: its files, worst first by a plan) in place, with the engine its file "
        "system has: ext4 (MOVE_EXT with a donor file), XFS (extent swap, as xfs_fsr) or btrfs (DEFRAG_RANGE); "
        "--method copy writes a new copy and exchanges it with the file (any file system). Before anything is "
        "written it says what the defrag buys: each file's read now and after on its disk, and the bytes to "
        "write. The content is digested before and after; a file another program changed meanwhile is reported "
        "as such.");
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help."));
    const QCommandLineOption dryRun(
        QStringLiteral("dry-run"), Text::tr("Say what would happen and the fragments to expect; change nothing."));
    const QCommandLineOption method(QStringLiteral("method"),
        Text::tr("The engine: auto (the file system's), ext4, xfs, btrfs, or copy (a new copy exchanged with the "
                 "file)."),
        QStringLiteral("auto|ext4|xfs|btrfs|copy"), QStringLiteral("auto"));
    const QCommandLineOption unshare(QStringLiteral("unshare"),
        Text::tr("btrfs, XFS: go on although extents are shared with snapshots or reflinks: copies them, which "
                 "takes their space (a dry run says how much). Without it such files are left as they are."));
    const QCommandLineOption targetExtent(QStringLiteral("target-extent"),
        Text::tr("btrfs: rewrite only extents smaller than SIZE (DEFRAG_RANGE's extent_thresh, as btrfs filesystem "
                 "defrag -t)."),
        QStringLiteral("SIZE"), QStringLiteral("32M"));
    const QCommandLineOption compress(QStringLiteral("compress"),
        Text::tr("btrfs: compress what is rewritten with zlib, lzo or zstd (as btrfs filesystem defrag -c)."),
        QStringLiteral("zlib|lzo|zstd"));
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
        Text::tr("With --together: dir (as the directories list them), name, or a FILE listing the paths one a "
                 "line in the order they are read (e.g. recorded with strace -e openat)."),
        QStringLiteral("dir|name|FILE"), QStringLiteral("dir"));
    const QCommandLineOption planOnly(QStringLiteral("plan"),
        Text::tr("For a directory: print the plan (the files worst first, with the disk model's gain, and those "
                 "skipped with the reason) and stop. A directory's files are defragmented in the plan's order."));
    const QCommandLineOption minGain(QStringLiteral("min-gain"),
        Text::tr("Leave out the files whose read would get less than SECONDS faster on the disk (e.g. 0.01); they "
                 "are listed with the reason."),
        QStringLiteral("SECONDS"));
    const QCommandLineOption minFragments(QStringLiteral("min-fragments"),
        Text::tr("Leave out the files in fewer than N fragments (filefrag's count); they are listed with the reason."),
        QStringLiteral("N"));
    const QCommandLineOption keepFree(QStringLiteral("keep-free"),
        Text::tr("Leave at least SIZE (e.g. 2G) or PERCENT (e.g. 20%) of the free space to other programs whatever "
                 "the run takes for a moment; a file that would need more is refused with the figures (default 10%, "
                 "of what other programs may use when each file begins)."),
        QStringLiteral("SIZE|PERCENT"));
    const QList<QCommandLineOption> options{help, dryRun, planOnly, method, unshare, targetExtent, compress, noVerify,
        measure, keepFree, minGain, minFragments, disk, json, together, order};
    if (auto ok = parseOptions(parser, options, QStringLiteral("fragscope defrag"), args); !ok)
        return std::unexpected(ok.error());

    DefragArgs a;
    if (parser.isSet(help)) {
        a.help = true;
        if (helpText)
            *helpText = subcommandHelp(QLatin1StringView("defrag"), description, options,
                {{QStringLiteral("FILE|DIR..."), Text::tr("Files, or directories (their files by a plan).")}});
        return a;
    }
    if (auto ok = parseCostOptions(parser, a); !ok)
        return std::unexpected(ok.error());
    const auto chosen = defragMethodFromName(parser.value(method));
    if (!chosen)
        return failure(Text::tr("--method is auto, ext4, btrfs, xfs or copy, not '%1'").arg(parser.value(method)));
    bool measureOk = false;
    a.repetitions = parser.value(measure).toInt(&measureOk);
    if (!measureOk || a.repetitions < 0)
        return failure(Text::tr("--measure-read needs a whole number, not '%1'").arg(parser.value(measure)));
    a.together = parser.isSet(together);
    if (a.together && a.repetitions > 0)
        return failure(Text::tr("--measure-read reads each file on its own; it does not go with --together"));
    if (parser.isSet(order) && !a.together)
        return failure(Text::tr("--order goes with --together"));
    a.order = parser.value(order);
    a.roots = parser.positionalArguments();
    const bool listGivesFiles = a.together && a.order != QLatin1String("dir") && a.order != QLatin1String("name");
    if (a.roots.isEmpty() && !listGivesFiles)
        return failure(Text::tr("no FILE given (see fragscope defrag --help)"));
    a.options.method = *chosen;
    a.options.dryRun = parser.isSet(dryRun);
    a.options.unshare = parser.isSet(unshare);
    if (auto ok = parseBtrfsOptions(parser, targetExtent, compress, a.options); !ok)
        return std::unexpected(ok.error());
    if (parser.isSet(keepFree)) {
        const auto kept = keepFreeFrom(parser.value(keepFree));
        if (!kept)
            return std::unexpected(kept.error());
        a.options.keepFree = *kept;
    }
    a.options.verify = !parser.isSet(noVerify);
    a.json = parser.isSet(json);
    a.planOnly = parser.isSet(planOnly);
    return a;
}

namespace {

void printJson(const QJsonObject& root)
{
    const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Indented);
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
}

// One run of `fragscope defrag`: a tree by its plan, a --together group, or the files one by one,
// then each result printed (or kept for the JSON) in the order of the files.
class DefragCommand
{
public:
    explicit DefragCommand(const DefragArgs& a)
        : m_a(a)
        // A directory makes it a tree: a plan first (a survey of it), the files in its order.
        , m_tree(std::any_of(
              a.roots.begin(), a.roots.end(), [](const QString& p) { return pathKind(p) == PathKind::Directory; }))
        , m_progressShown(!a.json && ::isatty(STDERR_FILENO) != 0)
    { }

    int run()
    {
        if (m_a.planOnly && !m_tree)
            return usage(Text::tr("--plan is for directories (a tree); give one"));
        auto listed = orderList();
        if (!listed)
            return usage(listed.error().message());
        m_orderList = *listed;
        // A directory makes a tree (its files come from the plan below); else the files named.
        m_files = m_a.together ? m_orderList : m_a.roots;
        if (m_files.isEmpty() && !m_tree)
            return usage(Text::tr("no FILE given (see fragscope defrag --help)"));
        auto disk = chooseCostDisk(m_a.disk, m_tree ? m_a.roots.constFirst() : m_files.constFirst());
        if (!disk)
            return usage(disk.error().message());
        m_disk = std::move(*disk);
        if (!m_tree)
            previewFiles();
        if (m_tree) {
            if (const auto done = runTree())
                return *done;
        } else if (m_a.together) {
            TogetherRun run = runInBackground(
                [&](const JobContext& context) { return defragTogether(m_files, m_a.options, context.stopToken()); });
            printNotes(run.notes);
            m_ran = std::move(run.results);
        }
        for (int index = 0; index < m_files.size(); ++index) {
            if (interrupted() && !m_ran)
                break;
            report(index);
        }
        finish();
        return interrupted() ? 1 : m_status;
    }

private:
    static int usage(const QString& reason)
    {
        printErr(QStringLiteral("fragscope defrag: ") + reason);
        return 2;
    }
    static void printNotes(const QStringList& notes)
    {
        for (const QString& note : notes)
            printErr(QStringLiteral("fragscope defrag: ") + note + u'\n');
    }

    // Before anything is written: each file's preview on the disk, the files the thresholds leave out
    // (said, and taken off the list), the sums and, when the gain is below 1 % of the read, that.
    void previewFiles()
    {
        const auto previews = runInBackground([&](const JobContext& context) {
            DefragPreviewer previewer(m_disk.params, m_a.options);
            std::vector<Result<DefragPreview>> out;
            for (const QString& file : m_files) {
                if (context.stopped())
                    break;
                out.push_back(previewer.preview(file));
            }
            return out;
        });
        QStringList kept;
        QJsonArray skipped;
        PreviewTotals totals;
        for (std::size_t i = 0; i < previews.size(); ++i) {
            const QString& file = m_files[qsizetype(i)];
            if (!previews[i]) { // the run says why
                kept << file;
                continue;
            }
            const DefragPreview& p = *previews[i];
            if (const QString why = thresholdSkip(p.fragments, p.gainSeconds(), m_a.thresholds); !why.isEmpty()) {
                if (!m_a.json)
                    printOut(Text::tr("%1: left out: %2 (%3)\n").arg(file, why, previewLine(p)));
                skipped.append(QJsonObject{{QStringLiteral("path"), file}, {QStringLiteral("reason"), why},
                    {QStringLiteral("preview"), previewJson(p)}});
                continue;
            }
            kept << file;
            totals.add(p);
            m_previews.emplace(file, p);
        }
        if (m_a.together && !skipped.isEmpty())
            m_orderList = kept;
        m_files = kept;
        QJsonObject json = previewTotalsJson(totals);
        json.insert(QStringLiteral("disk"), m_disk.description);
        json.insert(QStringLiteral("skipped"), skipped);
        m_previewJson = json;
        if (m_a.json || totals.files == 0)
            return;
        if (totals.files > 1)
            printOut(previewTotalsText(totals, m_disk.description) + u'\n');
        if (const QString verdict = previewVerdict(totals); !verdict.isEmpty())
            printOut(verdict + u'\n');
    }

    // --together: the files in the order they go down (empty without it).
    Result<QStringList> orderList() const
    {
        if (!m_a.together)
            return QStringList();
        if (m_a.order == QLatin1String("dir") || m_a.order == QLatin1String("name"))
            return togetherFiles(
                m_a.roots, m_a.order == QLatin1String("dir") ? TogetherOrder::Directory : TogetherOrder::Name);
        return readOrderList(m_a.order); // the list gives the order, and the files
    }

    void showProgress(const JobContext& context, const TreeRunProgress& p) const
    {
        if (!m_progressShown)
            return;
        context.progress([p] {
            const QString percent
                = p.totalBytes ? QStringLiteral("%1 %").arg(100 * p.doneBytes / p.totalBytes) : QString();
            printErr(QStringLiteral("\r\033[K%1/%2 %3 %4").arg(p.file + 1).arg(p.files).arg(percent, p.path));
        });
    }

    // The tree: its plan (printed), then unless only the plan was asked, the run in its order. A
    // value is the exit status when the command ends here.
    std::optional<int> runTree()
    {
        // The tree's files in tar's order: the read predicted before and after the run.
        const QStringList tarList = togetherFiles(m_a.roots, TogetherOrder::Directory);
        const TreePlan plan = runInBackground([&](const JobContext& context) {
            ScanOptions scan;
            scan.roots = m_a.roots;
            scan.hdd = m_disk.params;
            ScanOutcome outcome;
            return planTreeDefrag(
                runSurvey(scan, &outcome, {}, &context.stopToken()), m_disk.params, nullptr, m_a.thresholds);
        });
        if (interrupted())
            return 1;
        if (auto r = predictTreeRead(tarList, m_disk.params))
            m_treeBefore = *r;
        if (m_a.json) {
            m_treeJson.insert(QStringLiteral("plan"), treePlanJson(plan));
            if (m_treeBefore)
                m_treeJson.insert(QStringLiteral("read_before"), treeReadJson(*m_treeBefore));
        } else {
            printOut(treePlanText(plan)
                + (m_treeBefore ? treeReadLine(Text::tr("tree read before"), *m_treeBefore, m_disk.params)
                                : QString()));
        }
        if (m_a.planOnly || (m_a.options.dryRun && !m_a.together)) {
            if (m_a.json)
                printJson(defragDocument({}, m_treeJson));
            return 0;
        }
        TreeRunResult run = runInBackground([&](const JobContext& context) {
            const std::atomic<bool> never{false};
            return runTreeDefrag(plan, m_a.options, m_a.together ? &m_orderList : nullptr, context.stopToken(), never,
                [this, &context](const TreeRunProgress& p) { showProgress(context, p); });
        });
        if (m_progressShown)
            printErr(QStringLiteral("\r\033[K"));
        printNotes(run.together.notes);
        m_files = run.files;
        m_ran = std::move(run.results);
        if (auto r = predictTreeRead(tarList, m_disk.params))
            m_treeAfter = *r;
        return std::nullopt;
    }

    // The file at `index`: defragmented now unless a run above did it, then its result printed.
    void report(int index)
    {
        const QString& file = m_files[index];
        MeasuredDefrag measured;
        if (m_ran)
            measured.result = (*m_ran)[std::size_t(index)];
        else
            measured = runInBackground([&](const JobContext& context) {
                return defragMeasured(file, m_a.options, m_a.repetitions, context.stopToken());
            });
        const auto& r = measured.result;
        m_tally.add(r);
        if (!r) {
            printErr(QStringLiteral("fragscope defrag: ") + r.error().message());
            m_results.append(defragErrorJson(file, r.error().reason));
            m_status = 1;
            return;
        }
        if (r->changedByOthers || r->cancelled)
            m_status = 1;
        if (m_a.json) {
            QJsonObject o = defragResultJson(*r, measured.readBefore, measured.readAfter,
                r->defragmented ? std::optional(compareOnHdd(r->before, r->after, m_disk.params)) : std::nullopt);
            if (const auto p = m_previews.find(file); p != m_previews.end())
                o.insert(QStringLiteral("preview"), previewJson(p->second));
            m_results.append(o);
            return;
        }
        printOut(resultText(file, *r, measured));
    }

    QString resultText(const QString& file, const DefragResult& r, const MeasuredDefrag& measured) const
    {
        QString line = QStringLiteral("%1: %2: %3 (%4 s)\n")
                           .arg(file, defragMethodName(r.method), r.outcome)
                           .arg(r.seconds, 0, 'f', 2);
        if (const auto p = m_previews.find(file); p != m_previews.end())
            line += QStringLiteral("  %1: %2\n")
                        .arg(r.dryRun ? Text::tr("would") : Text::tr("predicted"), previewLine(p->second));
        if (measured.readBefore && measured.readAfter) {
            const double before = measured.readBefore->median;
            const double after = measured.readAfter->median;
            line += QStringLiteral("  %1\n").arg(
                Text::tr("cold read (median of %1): %2 before, %3 after (%4)")
                    .arg(m_a.repetitions)
                    .arg(formatBandwidth(before), formatBandwidth(after), formatPercentChange(before, after)));
        }
        if (r.defragmented) {
            const HddComparison hdd = compareOnHdd(r.before, r.after, m_disk.params);
            line += QStringLiteral("  %1\n").arg(Text::tr("read, %1 (model): %2 before, %3 after (%4)")
                                                     .arg(diskName(hdd.params))
                                                     .arg(formatSeconds(hdd.a.seconds), formatSeconds(hdd.b.seconds))
                                                     .arg(formatPercentChange(hdd.a.seconds, hdd.b.seconds)));
            if (measured.readAfter && measured.readAfter->median > 0)
                line += QStringLiteral("  %1\n").arg(
                    predictionCheckText(double(r.stateAfter.size) / measured.readAfter->median, hdd.b.seconds));
        }
        return line;
    }

    void finish()
    {
        if (m_a.json) {
            if (m_tree && m_treeAfter)
                m_treeJson.insert(QStringLiteral("read_after"), treeReadJson(*m_treeAfter));
            QJsonObject doc = defragDocument(m_results, m_tree ? std::optional(m_treeJson) : std::nullopt);
            if (!m_tree)
                doc.insert(QStringLiteral("preview"), m_previewJson);
            printJson(doc);
            return;
        }
        if (m_files.size() > 1)
            printOut(m_tally.text() + QLatin1Char('\n'));
        if (m_treeBefore && m_treeAfter)
            printOut(treeReadLine(Text::tr("tree read before"), *m_treeBefore, m_disk.params)
                + treeReadLine(Text::tr("tree read after"), *m_treeAfter, m_disk.params));
    }

    const DefragArgs& m_a;
    CostDisk m_disk; // the read times' disk
    std::map<QString, DefragPreview> m_previews;
    QJsonObject m_previewJson;
    const bool m_tree;
    const bool m_progressShown;
    QStringList m_orderList;
    QStringList m_files;
    // Run once over all the files (a tree, or --together): the results then go out as the others do.
    std::optional<std::vector<Result<DefragResult>>> m_ran;
    std::optional<TreeRead> m_treeBefore, m_treeAfter;
    int m_status = 0;
    DefragTally m_tally;
    QJsonArray m_results;
    QJsonObject m_treeJson;
};

} // namespace

int runDefragCommand(const QStringList& args)
{
    QString helpText;
    const auto parsed = parseDefragArgs(args, &helpText);
    if (const auto done = usageOrHelp(parsed, QStringLiteral("fragscope defrag"), helpText))
        return *done;
    InterruptGuard guard;
    return DefragCommand(*parsed).run();
}

} // namespace fragscope
