// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope import`: a result made by another tool, printed as ours (or as fio's JSON).
#include "cli/benchargs.h"
#include "cli/cli.h"
#include "common/clioutput.h"

#include "bench/import/importers.h"

#include <QCoreApplication>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchCli)
};

} // namespace

Result<BenchArgs> parseImportArgs(const QStringList& args)
{
    if (args.contains(QLatin1String("-h")) || args.contains(QLatin1String("--help"))) {
        BenchArgs help;
        help.help = true;
        return help;
    }
    // Only its own options: bench's others (--repeat, --engine, fio's) would be silently ignored.
    for (const QString& arg : args) {
        if (arg == QLatin1String("--")) // what follows is the file
            break;
        if (!arg.startsWith(QLatin1String("--")))
            continue;
        const QString name = arg.mid(2).section(u'=', 0, 0);
        if (name != QLatin1String("output-format") && name != QLatin1String("output"))
            return failure(
                Text::tr("--%1 is not an option of import, which takes --output-format and --output").arg(name));
    }
    auto a = parseBenchArgs(args, QStringLiteral("fragscope-json"));
    if (a && a->positional.size() != 1)
        return failure(Text::tr("give one result file (see fragscope import --help)"));
    return a;
}

int runImportCommand(const QStringList& args)
{
    const auto parsed = parseImportArgs(args);
    const QString help = subcommandHelp(QLatin1StringView("import"),
        Text::tr("Reads a result made elsewhere and prints it as fragscope's JSON (or in fio's schema): fio JSON "
                 "(3.x), fio's text output (2.x \"read : io=...\" and 3.x \"read: IOPS=...\" forms), fio's terse "
                 "lines (version 3), bonnie++ CSV rows (format 1.96, 1.97, 1.98) or its whole output, "
                 "CrystalDiskMark's and KDiskMark's text results, or a result fragscope saved."),
        importOptions(), {{QStringLiteral("FILE"), Text::tr("The result to read.")}});
    if (const auto done = usageOrHelp(parsed, QStringLiteral("fragscope import"), help))
        return *done;
    auto result = importResultFile(parsed->positional.front());
    if (!result) {
        printErr(QStringLiteral("fragscope import: ") + result.error().message());
        return 1;
    }
    return writeResult(renderResult(*result, parsed->format), parsed->output) ? 0 : 1;
}

} // namespace fragscope
