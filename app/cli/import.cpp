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
    auto a = parseBenchArgs(args, QStringLiteral("fragscope-json"));
    if (a && (!a->fioOptions.empty() || a->positional.size() != 1))
        return failure(Text::tr("give one result file (see fragscope import --help)"));
    return a;
}

int runImportCommand(const QStringList& args)
{
    const auto parsed = parseImportArgs(args);
    const QString help = Text::tr(
        "Usage: fragscope import FILE [--output-format fragscope-json|normal|json|diskmark] [--output FILE]\n"
        "\n"
        "Reads a result made elsewhere and prints it as fragscope's JSON (with json, in fio's schema):\n"
        "fio JSON (3.x), fio's text output (2.x \"read : io=...\" and 3.x \"read: IOPS=...\" forms),\n"
        "fio's terse lines (version 3), bonnie++ CSV rows (format 1.96, 1.97, 1.98) or its whole output,\n"
        "CrystalDiskMark's and KDiskMark's text results, or a result fragscope saved.\n");
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
