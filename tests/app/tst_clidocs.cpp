// SPDX-License-Identifier: GPL-3.0-or-later
// The command line is written once (the subcommand table in app/cli/cli.cpp and each subcommand's
// options); everything that repeats it is held against the program's own --help here: the man
// page's synopsis and sections (each option, its value and default, the exit statuses), the window
// options, the guide's synopsis (docs/guide/cli.md) and the bash completion's fixed values. Any
// option in one and not the other, or a value or default that differs, fails with both named.
#include "testpaths.h"

#include <QFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

// What `fragscope ARGS` prints, in English unless another locale is given; empty when it fails.
QString fragscopeOut(const QStringList& args, const QString& locale = QStringLiteral("C"))
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"LANG", "LC_ALL", "LC_MESSAGES", "LANGUAGE"})
        env.insert(QString::fromLatin1(name), locale);
    env.insert(QStringLiteral("ASAN_OPTIONS"), QStringLiteral("detect_leaks=0"));
    p.setProcessEnvironment(env);
    p.start(fragscopeBin(), args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString readSource(const QString& relative)
{
    QFile f(sourcePath(relative));
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// One option as a help lists it: its value (empty for a flag) and its default ("" for none).
struct OptionDoc
{
    QString value;
    QString defaultValue;
    QString text; // its description, on one line
    bool operator==(const OptionDoc&) const = default;
};
using Options = QMap<QString, OptionDoc>; // "--format" -> ...

// Each option's text on one line, and its default as the text says it ("Default: X.").
void takeDefaults(Options& options)
{
    static const QRegularExpression defaultIs(QStringLiteral("Default: (\\S+)\\."));
    for (OptionDoc& o : options) {
        o.text = o.text.simplified();
        if (const auto m = defaultIs.match(o.text); m.hasMatch())
            o.defaultValue = m.captured(1);
    }
}

// The "  --name VALUE  text" entries of a help's section that starts with `heading`, up to the next
// heading (a line that does not start with a space) or the end.
Options helpOptions(const QString& help, const QString& heading)
{
    Options out;
    const QStringList lines = help.split(u'\n');
    qsizetype i = lines.indexOf(heading);
    if (i < 0)
        return out;
    static const QRegularExpression entry(QStringLiteral("^  (?:-\\w, )?(--[a-z0-9-]+)(?: (\\S+))?(?:\\s+(.*))?$"));
    QString current;
    for (++i; i < lines.size() && (lines[i].startsWith(u' ') || lines[i].isEmpty()); ++i) {
        if (lines[i].isEmpty())
            break;
        const auto m = entry.match(lines[i]);
        if (m.hasMatch()) {
            current = m.captured(1);
            out[current] = OptionDoc{m.captured(2), {}, m.captured(3).trimmed()};
        } else if (!current.isEmpty()) {
            out[current].text += u' ' + lines[i].trimmed();
        }
    }
    takeDefaults(out);
    return out;
}

// The usage block (everything before the first empty line) of a subcommand's help.
QString usageBlock(const QString& help)
{
    return help.left(help.indexOf(QStringLiteral("\n\n")));
}

QSet<QString> optionNamesIn(const QString& text)
{
    QSet<QString> names;
    static const QRegularExpression option(QStringLiteral("(?<![\\w-])(--[a-z][a-z0-9-]*)"));
    for (auto it = option.globalMatch(text); it.hasNext();)
        names.insert(it.next().captured(1));
    return names;
}

// roff to plain text: fonts, escapes and macros gone.
QString unroff(QString line)
{
    static const QRegularExpression macro(QStringLiteral("^\\.(B|BI|BR|IR|I|RB)\\s+"));
    line.remove(macro);
    line.replace(QStringLiteral("\\-"), QStringLiteral("-"));
    static const QRegularExpression font(QStringLiteral("\\\\f[BIRP]"));
    line.remove(font);
    line.remove(u'"');
    return line;
}

// The man page: its lines per section (.SH "fragscope map" -> lines).
QMap<QString, QStringList> manSections(const QString& man)
{
    QMap<QString, QStringList> out;
    QString section;
    for (const QString& line : man.split(u'\n')) {
        if (line.startsWith(QLatin1String(".SH "))) {
            section = line.mid(4);
            section.remove(u'"');
            continue;
        }
        out[section] << line;
    }
    return out;
}

// A man section's options: each `.B`, `.BI` or `.BR` line that starts with an option, its value
// (`.BI \-\-size " WxH"`) and the text up to the next option or paragraph.
Options manOptions(const QStringList& lines)
{
    Options out;
    static const QRegularExpression entry(
        QStringLiteral("^\\.(?:B|BI|BR) (\\\\-\\\\-[a-z0-9\\\\-]+)(?: \"\\s*([^\"]*)\")?"));
    QString current;
    for (const QString& line : lines) {
        const auto m = entry.match(line);
        if (m.hasMatch()) {
            current = unroff(m.captured(1));
            out[current].value = unroff(m.captured(2)).trimmed();
            const QString rest = unroff(line.mid(m.capturedLength())).trimmed();
            if (!rest.isEmpty())
                out[current].text += rest;
            continue;
        }
        if (line.startsWith(QLatin1String(".TP")) || line.startsWith(QLatin1String(".PP"))) {
            current.clear();
            continue;
        }
        if (!current.isEmpty())
            out[current].text += u' ' + unroff(line);
    }
    takeDefaults(out);
    return out;
}

// Where two option lists differ: names in one only, values and defaults that differ.
QStringList differences(const Options& program, const Options& docs, const QString& where)
{
    QStringList out;
    for (auto it = program.begin(); it != program.end(); ++it) {
        if (!docs.contains(it.key())) {
            out << QStringLiteral("%1: %2 is not documented").arg(where, it.key());
            continue;
        }
        const OptionDoc& d = docs[it.key()];
        if (d.value != it->value)
            out << QStringLiteral("%1: %2 takes '%3', documented as '%4'").arg(where, it.key(), it->value, d.value);
        if (d.defaultValue != it->defaultValue)
            out << QStringLiteral("%1: %2 defaults to '%3', documented as '%4'")
                       .arg(where, it.key(), it->defaultValue, d.defaultValue);
    }
    for (auto it = docs.begin(); it != docs.end(); ++it) {
        if (!program.contains(it.key()))
            out << QStringLiteral("%1: %2 is documented but not an option").arg(where, it.key());
    }
    return out;
}

} // namespace

class TestCliDocs : public QObject
{
    Q_OBJECT

    QStringList m_subcommands;
    QMap<QString, QString> m_help; // subcommand -> its --help
    QStringList m_synopsis;        // `fragscope --synopsis`
    QString m_mainHelp;            // `fragscope --help`, with the window's options

private Q_SLOTS:
    void initTestCase()
    {
        m_subcommands = fragscopeOut({QStringLiteral("--subcommands")}).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY2(m_subcommands.size() >= 9, qPrintable(m_subcommands.join(u' ')));
        for (const QString& s : std::as_const(m_subcommands)) {
            m_help[s] = fragscopeOut({s, QStringLiteral("--help")});
            QVERIFY2(!m_help[s].isEmpty(), qPrintable(s));
        }
        m_synopsis = fragscopeOut({QStringLiteral("--synopsis")}).split(u'\n', Qt::SkipEmptyParts);
        m_mainHelp = fragscopeOut({QStringLiteral("--help")});
        QVERIFY(!m_mainHelp.isEmpty());
        QVERIFY(m_synopsis.size() >= m_subcommands.size());
    }

    // Every --help names its subcommand, lists its options with their values and lists exit
    // statuses; its usage names every option and no other.
    void helpNamesItselfAndEveryOption()
    {
        for (const QString& s : std::as_const(m_subcommands)) {
            const QString& help = m_help[s];
            QVERIFY2(help.startsWith(QStringLiteral("Usage: fragscope %1 ").arg(s)), qPrintable(help.left(200)));
            QVERIFY2(help.contains(QStringLiteral("\nExit status: 0 ")), qPrintable(s));
            Options options = helpOptions(help, QStringLiteral("Options:"));
            QVERIFY2(options.contains(QStringLiteral("--help")), qPrintable(s));
            options.remove(QStringLiteral("--help"));
            QVERIFY2(!options.isEmpty(), qPrintable(s));
            const QSet<QString> inUsage = optionNamesIn(usageBlock(help));
            QStringList problems;
            for (const QString& o : options.keys()) {
                if (!inUsage.contains(o))
                    problems << QStringLiteral("%1: %2 is in the options but not the usage").arg(s, o);
            }
            for (const QString& o : inUsage) {
                if (!options.contains(o))
                    problems << QStringLiteral("%1: the usage names %2, which is no option").arg(s, o);
            }
            for (const QString& p : std::as_const(problems))
                qWarning("%s", qPrintable(p));
            QVERIFY2(problems.isEmpty(), "the differences are above");
        }
    }

    // The man page's synopsis is the program's, line for line; each subcommand's section documents
    // each of its options (value and default as --help gives them) and says its exit statuses.
    void manPageMatches()
    {
        const QString man = readSource(QStringLiteral("docs/fragscope.1"));
        QVERIFY(!man.isEmpty());
        const auto sections = manSections(man);
        QStringList synopsis;
        const QStringList lines = sections.value(QStringLiteral("SYNOPSIS"));
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            if (lines[i].startsWith(QLatin1String(".B fragscope ")))
                synopsis << unroff(lines[i]).simplified() + u' ' + unroff(lines[i + 1]).simplified();
        }
        QCOMPARE(synopsis, m_synopsis);

        QStringList problems;
        const Options common = manOptions(sections.value(QStringLiteral("COMMON OPTIONS")));
        QSet<QString> takeDisk;
        for (const QString& s : std::as_const(m_subcommands)) {
            const QString title = QStringLiteral("fragscope ") + s;
            if (!sections.contains(title)) {
                problems << QStringLiteral("no section %1").arg(title);
                continue;
            }
            Options program = helpOptions(m_help[s], QStringLiteral("Options:"));
            program.remove(QStringLiteral("--help"));
            if (program.remove(QStringLiteral("--disk")) > 0)
                takeDisk.insert(s);
            problems << differences(program, manOptions(sections[title]), title);
            // The exit statuses, as --help says them.
            const QString help = m_help[s].simplified();
            const QString exit = help.mid(help.indexOf(QStringLiteral("Exit status: ")));
            QString text;
            for (const QString& line : sections[title])
                text += unroff(line) + u' ';
            if (!text.simplified().contains(exit))
                problems << QStringLiteral("%1 does not say \"%2\"").arg(title, exit);
        }
        // --disk, once under COMMON OPTIONS, naming every subcommand that takes it.
        const QString disk = common.value(QStringLiteral("--disk")).text;
        static const QRegularExpression listed(QStringLiteral("^\\(([a-z, ]+)\\)"));
        const auto m = listed.match(disk);
        const QStringList named = m.captured(1).split(QStringLiteral(", "), Qt::SkipEmptyParts);
        if (QSet<QString>(named.begin(), named.end()) != takeDisk)
            problems << QStringLiteral("COMMON OPTIONS: --disk names (%1), the subcommands that take it are %2")
                            .arg(m.captured(1), QStringList(takeDisk.values()).join(u' '));
        for (const QString& p : std::as_const(problems))
            qWarning("%s", qPrintable(p));
        QVERIFY2(problems.isEmpty(), "the differences are above");
    }

    // The window's options, in `fragscope --help` and the man page's WINDOW OPTIONS.
    void windowOptionsMatch()
    {
        const Options program = helpOptions(m_mainHelp, QStringLiteral("Window options:"));
        QVERIFY(program.size() > 10);
        const Options man = manOptions(
            manSections(readSource(QStringLiteral("docs/fragscope.1"))).value(QStringLiteral("WINDOW OPTIONS")));
        const QStringList problems = differences(program, man, QStringLiteral("WINDOW OPTIONS"));
        for (const QString& p : std::as_const(problems))
            qWarning("%s", qPrintable(p));
        QVERIFY2(problems.isEmpty(), "the differences are above");
    }

    // The guide's synopsis block, in English and Japanese, is the program's, line for line.
    void guideSynopsisMatches_data()
    {
        QTest::addColumn<QString>("page");
        QTest::newRow("en") << QStringLiteral("docs/guide/cli.md");
        QTest::newRow("ja") << QStringLiteral("docs/guide/ja/cli.md");
    }

    void guideSynopsisMatches()
    {
        QFETCH(QString, page);
        const QString guide = readSource(page);
        const qsizetype at = guide.indexOf(QStringLiteral("```\nfragscope "));
        QVERIFY2(at >= 0, qPrintable(page + QStringLiteral(" has no synopsis block")));
        const qsizetype end = guide.indexOf(QStringLiteral("\n```"), at + 4);
        QStringList block = guide.mid(at + 4, end - at - 4).split(u'\n');
        QVERIFY(!block.isEmpty());
        QCOMPARE(block.takeFirst(), QStringLiteral("fragscope [WINDOW OPTIONS] [FILE...]"));
        QCOMPARE(block, m_synopsis);
    }

    // Each fixed list of values the completion offers is the value the help gives the option, and
    // every option the completion names is one.
    void completionMatches()
    {
        const QString completion = readSource(QStringLiteral("resources/fragscope.bash-completion"));
        QVERIFY(!completion.isEmpty());
        QMap<QString, Options> bySubcommand;
        for (const QString& s : std::as_const(m_subcommands))
            bySubcommand[s] = helpOptions(m_help[s], QStringLiteral("Options:"));
        bySubcommand[QString()] = helpOptions(m_mainHelp, QStringLiteral("Window options:"));
        QStringList problems;
        int checked = 0;
        static const QRegularExpression continued(QStringLiteral("\\\\\n\\s*")); // a line ending in a backslash
        static const QRegularExpression caseLine(
            QStringLiteral("^\\s+((?:[a-z*-]*:--[a-z0-9*-]+(?: \\| )?)+)\\)(.*)$"));
        const QStringList lines = QString(completion).replace(continued, QString()).split(u'\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const auto m = caseLine.match(lines[i]);
            if (!m.hasMatch())
                continue;
            static const QRegularExpression words(QStringLiteral("compgen -W '([a-z0-9 ,+_-]+)'"));
            // The words on the pattern's line, or on the next where the case goes on there.
            auto w = words.match(m.captured(2));
            if (!w.hasMatch() && m.captured(2).trimmed().isEmpty() && i + 1 < lines.size())
                w = words.match(lines[i + 1]);
            for (const QString& pattern : m.captured(1).split(QStringLiteral(" | "))) {
                const QString sub = pattern.section(u':', 0, 0);
                const QString option = pattern.section(u':', 1);
                if (option.contains(u'*'))
                    continue; // --*dir: a pattern
                QStringList having;
                for (auto it = bySubcommand.begin(); it != bySubcommand.end(); ++it) {
                    if ((sub == u'*' || it.key() == sub) && it->contains(option))
                        having << it.key();
                }
                if (having.isEmpty()) {
                    problems << QStringLiteral("the completion names %1, which no --help lists").arg(pattern);
                    continue;
                }
                ++checked;
                if (w.hasMatch() && option == QLatin1String("--disk")) { // the presets --disk's help names
                    for (const QString& preset : w.captured(1).split(u' ', Qt::SkipEmptyParts)) {
                        for (const QString& s : having) {
                            if (!bySubcommand[s][option].text.contains(preset))
                                problems << QStringLiteral(
                                    "%1: the completion offers %2, which %3's --disk does not name")
                                                .arg(pattern, preset, s);
                        }
                    }
                }
                if (!w.hasMatch() || sub == u'*')
                    continue;
                // The value as the help writes it, its placeholders (FILE) left out.
                QStringList values;
                for (const QString& v : bySubcommand[sub][option].value.split(u'|')) {
                    if (v != v.toUpper())
                        values << v;
                }
                if (values.isEmpty())
                    continue; // placeholders only (TYPE[,TYPE]): the completion offers examples
                if (values != w.captured(1).split(u' ', Qt::SkipEmptyParts))
                    problems << QStringLiteral("%1: the completion offers '%2', the help '%3'")
                                    .arg(pattern, w.captured(1), bySubcommand[sub][option].value);
            }
        }
        QVERIFY2(checked > 20, qPrintable(QString::number(checked)));
        for (const QString& p : std::as_const(problems))
            qWarning("%s", qPrintable(p));
        QVERIFY2(problems.isEmpty(), "the differences are above");
    }

    // Each --help in Japanese wraps as Japanese does: no line wider than 100 columns unless it is one
    // unbreakable piece, and none starting with what must not start a line (a closing bracket,
    // punctuation, a small kana).
    void japaneseHelpWraps()
    {
        const auto columns = [](const QString& line) {
            qsizetype n = 0;
            for (const QChar c : line)
                n += c.unicode() >= 0x1100 && (c.unicode() <= 0x115F || c.unicode() >= 0x2E80) ? 2 : 1;
            return n;
        };
        static const QString closers
            = QStringLiteral("、。，．）」』】〕：；！？ーぁぃぅぇぉっゃゅょァィゥェォッャュョ),.:;!?]");
        QStringList problems;
        int lines = 0;
        for (const QString& s : std::as_const(m_subcommands)) {
            const QString help = fragscopeOut({s, QStringLiteral("--help")}, QStringLiteral("ja_JP.UTF-8"));
            QVERIFY2(help.contains(QStringLiteral("使い方:")), qPrintable(s)); // Japanese indeed
            for (const QString& line : help.split(u'\n')) {
                ++lines;
                const QString body = line.trimmed();
                if (columns(line) > 100 && body.contains(u' '))
                    problems << QStringLiteral("%1: %2 columns: %3").arg(s).arg(columns(line)).arg(line);
                if (!body.isEmpty() && closers.contains(body.front()) && !body.startsWith(QLatin1String("...")))
                    problems << QStringLiteral("%1: starts with %2: %3").arg(s, body.left(1), line);
            }
        }
        QVERIFY(lines > 200);
        for (const QString& p : std::as_const(problems))
            qWarning("%s", qPrintable(p));
        QVERIFY2(problems.isEmpty(), "the lines are above");
    }
};

QTEST_GUILESS_MAIN(TestCliDocs)
#include "tst_clidocs.moc"
