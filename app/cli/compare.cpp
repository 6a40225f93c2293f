// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope compare`: two saved layouts of a file, every figure with its change.
#include "cli/cli.h"
#include "cli/compareargs.h"
#include "common/clioutput.h"

#include "report/mapjson.h"
#include "report/snapshotcompare.h"
#include "util/path.h"
#include "util/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(DefragCli)
};

} // namespace

Result<CompareArgs> parseCompareArgs(const QStringList& args, QString* helpText)
{
    QCommandLineParser parser;
    const QString description = Text::tr(
        "Compare two snapshots of a file's layout, every figure with its change and the read time on its disk: "
        "the before and after of one `fragscope defrag --json` result (given alone), or two of: a snapshot the "
        "window saved, `fragscope map --format json`, one side of a defrag result (FILE.json#before, "
        "FILE.json#after).");
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help."));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print the comparison as JSON."));
    const QCommandLineOption file(QStringLiteral("file"),
        Text::tr("Where a JSON holds several files (map, defrag), the one to take (its path as written there)."),
        QStringLiteral("PATH"));
    const QList<QCommandLineOption> options{help, file, diskOption(), json};
    if (auto ok = parseOptions(parser, options, QStringLiteral("fragscope compare"), args); !ok)
        return std::unexpected(ok.error());

    CompareArgs a;
    if (parser.isSet(help)) {
        a.help = true;
        if (helpText)
            *helpText = subcommandHelp(QLatin1StringView("compare"), description, options,
                {{QStringLiteral("DEFRAG.json"), Text::tr("A defrag result: its before and after.")},
                    {QStringLiteral("A.json B.json"), Text::tr("Two snapshots.")}});
        return a;
    }
    auto disk = parseDiskOption(parser);
    if (!disk)
        return std::unexpected(disk.error());
    a.disk = *disk;
    a.files = parser.positionalArguments();
    if (a.files.isEmpty() || a.files.size() > 2)
        return failure(Text::tr("give a defrag result, or two snapshot files (see fragscope compare --help)"));
    a.json = parser.isSet(json);
    a.file = parser.value(file);
    return a;
}

int runCompareCommand(const QStringList& args)
{
    QString helpText;
    const auto parsed = parseCompareArgs(args, &helpText);
    if (const auto done = usageOrHelp(parsed, QStringLiteral("fragscope compare"), helpText))
        return *done;
    const CompareArgs& a = *parsed;
    const QStringList& files = a.files;

    Snapshot snaps[2];
    if (files.size() == 1) { // a defrag result: its before and after
        auto both = loadSnapshots(files[0], a.file);
        if (both && both->size() != 2)
            both = std::unexpected(Error{files[0], Text::tr("holds one snapshot; give a second to compare it with")});
        if (!both) {
            printErr(QStringLiteral("fragscope compare: ") + both.error().message());
            return 1;
        }
        snaps[0] = std::move((*both)[0]);
        snaps[1] = std::move((*both)[1]);
    } else {
        for (int i = 0; i < 2; ++i) {
            auto s = loadSnapshot(files[i], a.file);
            if (!s) {
                printErr(QStringLiteral("fragscope compare: ") + s.error().message());
                return 1;
            }
            snaps[i] = std::move(*s);
        }
    }
    // The read times on --disk's disk, else on the one under the file (where it still is).
    auto disk = chooseCostDisk(a.disk, snaps[0].inspection.map.path);
    if (!disk) {
        printErr(QStringLiteral("fragscope compare: ") + disk.error().message());
        return 2;
    }
    const SnapshotDiff d = diffSnapshots(snaps[0], snaps[1]);
    const std::vector<FigureRow> rows = comparisonRows(d, {}, {}, compareOnHdd(snaps[0], snaps[1], disk->params));
    if (a.json) {
        QJsonObject root = comparisonJson(snaps[0], snaps[1], rows);
        root.insert(QStringLiteral("disk"), disk->description); // what the read times are worked out on
        const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Indented);
        std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
        return 0;
    }
    QString out = QStringLiteral("A: %1 (%2)\nB: %3 (%4)\n")
                      .arg(snaps[0].label, snaps[0].inspection.map.path, snaps[1].label, snaps[1].inspection.map.path)
        + Text::tr("Read times on: %1").arg(disk->description) + u'\n';
    qsizetype width = Text::tr("figure").size();
    for (const FigureRow& r : rows)
        width = std::max(width, r.label.size());
    out += QStringLiteral("%1 %2 %3 %4\n")
               .arg(Text::tr("figure"), -int(width))
               .arg(QStringLiteral("A"), 14)
               .arg(QStringLiteral("B"), 14)
               .arg(Text::tr("change"), 10);
    for (const FigureRow& r : rows) {
        if (r.compared)
            out += QStringLiteral("%1 %2 %3 %4\n")
                       .arg(r.label, -int(width))
                       .arg(formatFigure(r, r.a), 14)
                       .arg(formatFigure(r, r.b), 14)
                       .arg(formatPercentChange(r), 10);
    }
    out += QLatin1Char('\n') + Text::tr("From A to B:") + QLatin1Char('\n'); // figures of the change: one value each
    for (const FigureRow& r : rows) {
        if (!r.compared)
            out += QStringLiteral("%1 %2\n").arg(r.label, -int(width)).arg(formatFigure(r, r.b), 14);
    }
    printOut(out);
    return 0;
}

} // namespace fragscope
