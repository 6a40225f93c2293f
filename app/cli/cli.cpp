// SPDX-License-Identifier: GPL-3.0-or-later
// The subcommand table, and what comes from it: dispatch, the help, the typo suggestion and the list
// the bash completion asks for (`fragscope --subcommands`).
#include "cli/cli.h"

#include "common/clioutput.h"

#include "util/path.h"
#include "util/units.h"
#include "util/version.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <array>
#include <vector>

namespace fragscope {
namespace {

// lupdate reads the context from here; a plain tr() helper in a namespace would file the texts elsewhere.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// Every subcommand, once: its name, its usage lines (option syntax, not translated; one per line), a
// one-line summary and its exit statuses (translated when shown), and what runs it with the arguments
// after its name. Its --help (subcommandHelp), `fragscope --help`, the man page's synopsis and the
// guide's (checked by tst_clidocs) all come from here.
struct Subcommand
{
    const char* name;
    const char* usage;
    const char* summary;
    const char* usageNote; // what the usage lines' placeholders stand for, or nullptr
    const char* exitStatus;
    int (*run)(const QStringList& args);
};

constexpr std::array kSubcommands{
    Subcommand{"map",
        "[--sync] [--xattr] [--batch N] [--format text|json|filefrag] [--cost [--disk DISK]] "
        "[--image OUT [--size WxH]] FILE...",
        QT_TRANSLATE_NOOP("Cli", "print a file's extents and fragmentation figures"), nullptr,
        QT_TRANSLATE_NOOP("Cli",
            "0 when every file was mapped, 1 when any failed (the others are still printed), 2 on a usage error."),
        runMapCommand},
    Subcommand{"bench",
        "JOBFILE.fio [--engine fragscope|fio] [--host HOST[:PORT]]... [--repeat N] [--keep-files] [--print-job] "
        "[--output-format normal|json|json+|terse|fragscope-json|diskmark] [--output FILE]\n"
        "--preset NAME DIR [--engine ...] [--repeat N] [--output-format ...]\n"
        "--list-presets\n"
        "[--OPTION=VALUE...] DIR [--engine ...] [--repeat N] [--output-format ...]\n"
        "--read FILE [--repeat N] [--cache fadvise|drop_caches|direct]\n"
        "--command CMD [--instances N] [--directory DIR]",
        QT_TRANSLATE_NOOP("Cli", "run I/O benchmark jobs (fio's job files and option names)"), nullptr,
        QT_TRANSLATE_NOOP("Cli", "0 when every job ran, 1 when one failed or was cancelled, 2 on a usage error."),
        runBenchCommand},
    Subcommand{"import", "FILE [--output-format normal|json|json+|terse|fragscope-json|diskmark] [--output FILE]",
        QT_TRANSLATE_NOOP("Cli", "read a result of fio, bonnie++, CrystalDiskMark or KDiskMark and print it as JSON"),
        nullptr,
        QT_TRANSLATE_NOOP("Cli",
            "0 when the result was read and written, 1 when it could not be read or written, 2 on a usage error."),
        runImportCommand},
    Subcommand{"defrag",
        "[--dry-run] [--plan] [--method auto|ext4|xfs|btrfs|copy] [--unshare] [--target-extent SIZE] "
        "[--compress zlib|lzo|zstd] [--no-verify] [--measure-read N] [--keep-free SIZE|PERCENT] "
        "[--min-gain SECONDS] [--min-fragments N] [--disk DISK] [--json] [--together [--order dir|name|FILE]] "
        "FILE|DIR...",
        QT_TRANSLATE_NOOP("Cli", "defragment files or a tree in place, safely, and verify their content"), nullptr,
        QT_TRANSLATE_NOOP("Cli",
            "0 when every file was done (or needed nothing), 1 when any was refused or failed, 2 on a usage error."),
        runDefragCommand},
    Subcommand{"compare", "[--file PATH] [--disk DISK] [--json] DEFRAG.json | A.json B.json",
        QT_TRANSLATE_NOOP("Cli", "compare two snapshots of a file's layout"), nullptr,
        QT_TRANSLATE_NOOP(
            "Cli", "0 when both were read and compared, 1 when one could not be read, 2 on a usage error."),
        runCompareCommand},
    Subcommand{"scan",
        "[--cross-mounts] [--min-size SIZE] [--top N] [--sort runs|lost|fragments|score|size|path] "
        "[--cost] [--disk DISK] [--free-space] [--sync] [--map-small-files] [--threads N] "
        "[--format text|json|csv|e4defrag] PATH...",
        QT_TRANSLATE_NOOP("Cli", "survey every file of a tree or file system: fragments, score, free space"), nullptr,
        QT_TRANSLATE_NOOP("Cli",
            "0 when the scan completed (skipped files are listed, not failures), 1 when a PATH could not be scanned "
            "or the scan was interrupted, 2 on a usage error."),
        runScanCommand},
    Subcommand{"calibrate", "[--thorough] [--format text|json] [--no-save] [DEVICE|MOUNT|FILE]",
        QT_TRANSLATE_NOOP("Cli", "measure a disk, reading only, for the time a layout costs to read"), nullptr,
        QT_TRANSLATE_NOOP("Cli",
            "0 when every device was measured (and saved), 1 when one could not be opened, measured or saved, or "
            "the run was interrupted, 2 on a usage error."),
        runCalibrateCommand},
    Subcommand{"metrics",
        "[--textfile DIR | --format prometheus] [--top-folders N] [--max-seconds SECONDS] [--no-nice] "
        "[--disk DISK] [PATH...]",
        QT_TRANSLATE_NOOP("Cli", "each file system's fragmentation and time lost as Prometheus metrics"), nullptr,
        QT_TRANSLATE_NOOP("Cli",
            "0 when every file system was surveyed or skipped for another survey, 1 when a PATH or a file system "
            "could not be read, the file not written, or the run interrupted, 2 on a usage error."),
        runMetricsCommand},
    Subcommand{"lab",
        "[--experiment cow] [--size SIZE] [--write-total SIZE] [--bs SIZE] [--spread] [--defrag] [COMMON] WHERE\n"
        "--experiment parallel-writers [--writers N] [--direct] [--size SIZE] [COMMON] WHERE\n"
        "--experiment discard [--seconds N] [--size SIZE] [COMMON] WHERE\n"
        "--experiment copy-tools [--files N] [--file-sizes MIN-MAX] [--tree FOLDER] [COMMON] WHERE\n"
        "--experiment snapshots [--size SIZE] [--write-total SIZE] [--bs SIZE] [COMMON] WHERE",
        QT_TRANSLATE_NOOP("Cli",
            "the lab's experiments: copy-on-write against in place, parallel writers, discard, "
            "copy tools, snapshots"),
        QT_TRANSLATE_NOOP("Cli",
            "COMMON: [--quick] [--repeat N] [--disk DISK] [--json] [--text] [--report FILE.html] [--keep]\n"
            "WHERE: DIR... (discard, copy-tools: A B; snapshots: one DIR on btrfs), or --images TYPE[,TYPE] "
            "[--image-dir DIR]"),
        QT_TRANSLATE_NOOP(
            "Cli", "0 when every target ran, 1 when one failed or the run was interrupted, 2 on a usage error."),
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

constexpr qsizetype kHelpWidth = 100;   // columns of a help line
constexpr qsizetype kOptionColumn = 28; // where an option's text starts

// The columns `text` takes on a terminal.
qsizetype columns(QStringView text)
{
    qsizetype n = 0;
    for (const QChar c : text)
        n += isWideCharacter(c) ? 2 : 1;
    return n;
}

// What a line must not start with (Japanese line breaking's first rule: closing brackets and
// punctuation, small kana, the prolonged sound mark; ASCII closers after Japanese text too), and
// what must not end one (opening brackets).
bool closesLine(QChar c)
{
    return QStringView(u"、。，．）」』】〕〉》］｝：；！？・ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ),.:;!?]}")
        .contains(c);
}
bool opensLine(QChar c)
{
    return QStringView(u"（「『【〔〈《［｛(").contains(c);
}

// A paragraph's pieces for breaking: space-separated words, and each wide character on its own
// (Japanese breaks between any two), a closer kept with what it closes and an opener with what it
// opens. `spaced`: a space goes before the piece on the same line.
struct Piece
{
    QString text;
    bool spaced;
};
std::vector<Piece> pieces(QStringView paragraph)
{
    std::vector<Piece> out;
    bool space = false;    // a space came before this character
    bool open = false;     // the last piece is a word of narrow characters that goes on
    bool bindNext = false; // the last piece ends with an opener: the next character joins it
    for (const QChar c : paragraph) {
        if (c == u' ') {
            space = true;
            open = bindNext = false;
        } else if (!out.empty() && !space && (bindNext || closesLine(c) || (open && !isWideCharacter(c)))) {
            out.back().text += c;
            open = !isWideCharacter(c) && (open || !closesLine(c)); // a closer after Japanese opens no word
            bindNext = opensLine(c);
        } else {
            out.push_back({QString(c), space});
            open = !isWideCharacter(c) && !opensLine(c);
            bindNext = opensLine(c);
            space = false;
        }
    }
    return out;
}

// One paragraph in lines of at most kHelpWidth columns (a longer piece stands alone): the first
// line starts as `line`, the others after `hang` spaces.
QString wrappedParagraph(const QString& paragraph, QString line, qsizetype hang)
{
    QString out;
    qsizetype width = columns(line);
    bool piecesOnLine = false;
    for (const Piece& piece : pieces(paragraph)) {
        const bool space = piecesOnLine ? piece.spaced : (!line.isEmpty() && !line.endsWith(u' '));
        const qsizetype needs = columns(piece.text) + (space ? 1 : 0);
        if (piecesOnLine && width + needs > kHelpWidth) {
            out += line + u'\n';
            line = QString(hang, u' ');
            width = hang;
        } else if (space) {
            line += u' ';
            ++width;
        }
        line += piece.text;
        width += columns(piece.text);
        piecesOnLine = true;
    }
    return out + line + u'\n';
}

// `text` in lines of at most kHelpWidth columns, the first after `first`, the others after `indent`
// spaces. A '\n' in `text` starts a paragraph: at the indent, or, when it starts with spaces, after
// them and its own lines two further in.
QString wrapped(const QString& text, const QString& first, qsizetype indent)
{
    QString out;
    const QStringList paragraphs = text.split(u'\n');
    for (qsizetype p = 0; p < paragraphs.size(); ++p) {
        const QString& paragraph = paragraphs[p];
        const QString body = paragraph.trimmed();
        const qsizetype own = body.isEmpty() ? 0 : paragraph.indexOf(body.front()); // its own indent
        const QString start = p == 0 && !first.isEmpty() ? first : QString(own > 0 ? own : indent, u' ');
        out += wrappedParagraph(paragraph, start, own > 0 ? own + 2 : indent);
    }
    return out;
}

// "  -h, --help", "  --format text|json": an option as its help line starts.
QString optionSyntax(const QCommandLineOption& o)
{
    QStringList names;
    for (const QString& n : o.names())
        names << (n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n;
    QString syntax = QStringLiteral("  ") + names.join(QStringLiteral(", "));
    if (!o.valueName().isEmpty())
        syntax += u' ' + o.valueName();
    return syntax;
}

// "  --name VALUE   its text", the text from the option column on (on the next line after a long name).
QString entry(const QString& syntax, const QString& about)
{
    return syntax.size() + 2 > kOptionColumn
        ? syntax + u'\n' + wrapped(about, QString(kOptionColumn, u' '), kOptionColumn)
        : wrapped(about, syntax.leftJustified(kOptionColumn), kOptionColumn);
}

// Each option's line(s): its syntax, then its text and default from the option column on.
QString optionLines(const QList<QCommandLineOption>& options)
{
    QString text;
    for (const QCommandLineOption& o : options) {
        if (o.flags().testFlag(QCommandLineOption::HiddenFromHelp))
            continue;
        QString about = o.description();
        if (!o.defaultValues().isEmpty()) // after a sentence; Japanese puts no space after its full stop
            about += (about.isEmpty() || isWideCharacter(about.back()) ? QString() : QStringLiteral(" "))
                + Text::tr("Default: %1.").arg(o.defaultValues().join(u','));
        text += entry(optionSyntax(o), about);
    }
    return text;
}

// The usage lines, "fragscope NAME ..." each, wrapped between the option groups: the first after
// `lead`, the others after as many spaces.
QString usageLines(const Subcommand& s, const QString& lead)
{
    const QString program = QStringLiteral("fragscope ") + QLatin1String(s.name);
    QString out;
    const QStringList lines = QString::fromLatin1(s.usage).split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines[i];
        int depth = 0; // a space inside [...] does not break
        for (QChar& c : line) {
            depth += c == u'[' ? 1 : c == u']' ? -1 : 0;
            if (c == u' ' && depth > 0)
                c = QChar(0x00A0);
        }
        const QString head = (i == 0 ? lead : QString(columns(lead), u' ')) + program;
        out += wrapped(line, head, columns(head) + 1).replace(QChar(0x00A0), u' ');
    }
    return out;
}

} // namespace

QString subcommandHelp(QLatin1StringView name, const QString& description, const QList<QCommandLineOption>& options,
    const QList<std::pair<QString, QString>>& arguments)
{
    const Subcommand* s = findSubcommand(QString(name));
    Q_ASSERT(s);
    QString text = usageLines(*s, Text::tr("Usage:") + u' ');
    if (s->usageNote)
        text += wrapped(QStringLiteral("  ") + Text::tr(s->usageNote).replace(u'\n', QStringLiteral("\n  ")), {}, 0);
    text += u'\n' + wrapped(description, QString(), 0);
    text += u'\n' + Text::tr("Options:") + u'\n' + optionLines(options);
    if (!arguments.isEmpty()) {
        text += u'\n' + Text::tr("Arguments:") + u'\n';
        for (const auto& [argument, about] : arguments)
            text += entry(QStringLiteral("  ") + argument, about);
    }
    text += u'\n' + wrapped(Text::tr(s->exitStatus), Text::tr("Exit status:"), 2);
    return text;
}

QString mainHelpText()
{
    QString text = Text::tr("Usage: fragscope [WINDOW OPTIONS] [FILE...]") + u'\n';
    for (const Subcommand& s : kSubcommands)
        text += usageLines(s, QString(columns(Text::tr("Usage:")) + 1, u' '));
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
    return text + optionLines(windowOptions());
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
    if (first == QLatin1String("--synopsis")) { // for tst_clidocs: each usage line unwrapped, never translated
        QString lines;
        for (const Subcommand& s : kSubcommands) {
            for (const QString& usage : QString::fromLatin1(s.usage).split(u'\n'))
                lines += QStringLiteral("fragscope %1 %2\n").arg(QLatin1String(s.name), usage);
        }
        printOut(lines);
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
