// SPDX-License-Identifier: GPL-3.0-or-later
// The subcommand table, and what comes from it: dispatch, the help, the typo suggestion and the list
// the bash completion asks for (`fragscope --subcommands`).
#include "cli/cli.h"

#include "common/clioutput.h"

#include "util/path.h"
#include "util/version.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <array>

namespace fragscope {
namespace {

// lupdate reads the context from here; a plain tr() helper in a namespace would file the texts elsewhere.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// Every subcommand, once: its name, its usage line (option syntax, not translated), a one-line
// summary (translated when shown) and what runs it with the arguments after its name.
struct Subcommand
{
    const char* name;
    const char* usage;
    const char* summary;
    int (*run)(const QStringList& args);
};

constexpr std::array kSubcommands{
    Subcommand{"map",
        "[--sync] [--xattr] [--format text|json|filefrag] [--cost [--profile NAME|FILE]] [--image OUT [--size WxH]] "
        "FILE...",
        QT_TRANSLATE_NOOP("Cli", "print a file's extents and fragmentation figures"), runMapCommand},
    Subcommand{"bench",
        "JOBFILE.fio | --preset NAME DIR | --read FILE | --command CMD | [--OPTION=VALUE...] DIR "
        "[--engine fragscope|fio [--host HOST[:PORT]]...]",
        QT_TRANSLATE_NOOP("Cli", "run I/O benchmark jobs (fio's job files and option names)"), runBenchCommand},
    Subcommand{"import", "FILE [--output-format fragscope-json|normal|json|diskmark] [--output FILE]",
        QT_TRANSLATE_NOOP("Cli", "read a result of fio, bonnie++, CrystalDiskMark or KDiskMark and print it as JSON"),
        runImportCommand},
    Subcommand{"defrag",
        "[--dry-run] [--method auto|ext4|xfs|btrfs|copy] [--unshare] [--target-extent SIZE] [--compress ALGO] "
        "[--measure-read N] [--json] "
        "[--plan | --together [--order dir|name|FILE]] FILE|DIR...",
        QT_TRANSLATE_NOOP("Cli", "defragment files or a tree in place, safely, and verify their content"),
        runDefragCommand},
    Subcommand{"compare", "DEFRAG.json | A.json B.json [--file PATH] [--json]",
        QT_TRANSLATE_NOOP("Cli", "compare two snapshots of a file's layout"), runCompareCommand},
    Subcommand{"scan",
        "[--cross-mounts] [--min-size SIZE] [--top N] [--sort runs|lost|fragments|score|size|path] "
        "[--cost] [--profile NAME|FILE] [--free-space] "
        "[--format text|json|csv|e4defrag] PATH...",
        QT_TRANSLATE_NOOP("Cli", "survey every file of a tree or file system: fragments, score, free space"),
        runScanCommand},
    Subcommand{"calibrate", "[--thorough] [--format text|json] [--no-save] [DEVICE|MOUNT|FILE]",
        QT_TRANSLATE_NOOP("Cli", "measure a disk, reading only, for the time a layout costs to read"),
        runCalibrateCommand},
    Subcommand{"metrics",
        "[--textfile DIR | --format prometheus] [--top-folders N] [--max-seconds S] [--no-nice] "
        "[--profile NAME|FILE] [PATH...]",
        QT_TRANSLATE_NOOP("Cli", "each file system's fragmentation and time lost as Prometheus metrics"),
        runMetricsCommand},
    Subcommand{"lab",
        "[--experiment cow|parallel-writers|discard|copy-tools|snapshots] [--quick] [--size 1G] [--write-total 64M] "
        "[--bs 4k] [--repeat N] [--defrag] [--report FILE.html] [--json] [--text] DIR... | --images TYPE,TYPE",
        QT_TRANSLATE_NOOP("Cli",
            "the lab's experiments: copy-on-write against in place, parallel writers, discard, "
            "copy tools, snapshots"),
        runLabCommand},
};

const Subcommand* findSubcommand(const QString& name)
{
    for (const Subcommand& s : kSubcommands)
        if (name == QLatin1String(s.name))
            return &s;
    return nullptr;
}

QStringList subcommandNames()
{
    QStringList names;
    for (const Subcommand& s : kSubcommands)
        names << QLatin1String(s.name);
    return names;
}

// What QApplication takes itself (-platform offscreen, -style ...), so the check lets it through.
QList<QCommandLineOption> qtOptions()
{
    QList<QCommandLineOption> out;
    for (const char* name : {"platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry",
             "qwindowicon", "qwindowtitle", "session", "style", "stylesheet", "display", "geometry", "title", "name"})
        out << QCommandLineOption(QString::fromLatin1(name), QString(), QStringLiteral("value"));
    for (const char* name : {"reverse", "widgetcount", "nograb", "dograb", "sync"})
        out << QCommandLineOption(QString::fromLatin1(name));
    for (QCommandLineOption& o : out)
        o.setFlags(QCommandLineOption::HiddenFromHelp);
    return out;
}

// The arguments of the window (after the program's name): empty when they open it, else the usage
// error. Only existing files open it; anything else is a typo.
QString windowArgumentsProblem(const QStringList& args)
{
    if (args.value(0) == QLatin1String("-v"))
        return Text::tr("fragscope: -v is not an option here (filefrag and e4defrag take it for verbose); the "
                        "version is --version");
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions); // Qt's own: -platform, -style
    const QList<QCommandLineOption> options = windowOptions() + qtOptions();
    parser.addOptions(options);
    if (!parser.parse(QStringList{QStringLiteral("fragscope")} + args)) {
        QString message = QStringLiteral("fragscope: ") + parser.errorText();
        if (!parser.unknownOptionNames().isEmpty()) {
            QStringList known{QStringLiteral("--help"), QStringLiteral("--version")};
            for (const QCommandLineOption& o : windowOptions())
                known << QStringLiteral("--") + o.names().constFirst();
            if (const QString meant
                = nearestWord(QStringLiteral("--") + parser.unknownOptionNames().constFirst(), known);
                !meant.isEmpty())
                message += QLatin1Char(' ') + Text::tr("Did you mean %1?").arg(meant);
        }
        return message;
    }
    for (const QString& arg : parser.positionalArguments()) {
        if (pathKind(arg) != PathKind::Missing)
            continue;
        const QString meant = nearestWord(arg, subcommandNames());
        return meant.isEmpty()
            ? Text::tr("fragscope: '%1' is neither a subcommand nor a file (see fragscope --help)").arg(arg)
            : Text::tr("fragscope: '%1' is neither a subcommand nor a file. Did you mean %2?").arg(arg, meant);
    }
    return {};
}

} // namespace

QString mainHelpText()
{
    QString text = Text::tr("Usage: fragscope [WINDOW OPTIONS] [FILE...]") + u'\n';
    for (const Subcommand& s : kSubcommands)
        text += QStringLiteral("       fragscope %1 %2\n").arg(QLatin1String(s.name), QLatin1String(s.usage));
    text += u'\n'
        + Text::tr("Fragscope shows where a file's data lives on disk, read with the FIEMAP ioctl.\n"
                   "Without a subcommand it opens its window, with the FILEs given.")
        + u'\n' + u'\n' + Text::tr("Subcommands:") + u'\n';
    for (const Subcommand& s : kSubcommands)
        text += QStringLiteral("  %1 %2\n").arg(QLatin1String(s.name), -12).arg(Text::tr(s.summary));
    text += u'\n'
        + Text::tr("Options:\n"
                   "  -h, --help   show this help; `fragscope map --help` for the subcommand\n"
                   "  --version    show the version")
        + u'\n' + u'\n' + Text::tr("Window options:") + u'\n';
    QCommandLineParser parser;
    parser.addOptions(windowOptions());
    const QString options = parser.helpText();
    const QString lines = options.mid(options.indexOf(QLatin1String("\n  --")) + 1); // the option lines only
    return text + (lines.endsWith(u'\n') ? lines : lines + u'\n');
}

bool runCommandLine(const QStringList& args, int* exitCode)
{
    if (args.size() < 2)
        return false;
    const QString& first = args.at(1);
    if (const Subcommand* s = findSubcommand(first)) {
        *exitCode = s->run(args.mid(2));
        return true;
    }
    if (first == QLatin1String("-h") || first == QLatin1String("--help")) {
        printOut(mainHelpText());
        *exitCode = 0;
        return true;
    }
    if (first == QLatin1String("--version")) {
        printOut(QStringLiteral("fragscope %1\n").arg(versionText()));
        *exitCode = 0;
        return true;
    }
    if (first == QLatin1String("--subcommands")) { // for the bash completion: a name a line, never translated
        printOut(subcommandNames().join(u'\n') + u'\n');
        *exitCode = 0;
        return true;
    }
    if (const QString why = windowArgumentsProblem(args.mid(1)); !why.isEmpty()) {
        printErr(why);
        *exitCode = 2;
        return true;
    }
    return false;
}

} // namespace fragscope
