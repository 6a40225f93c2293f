// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/benchargs.h"

#include "common/clioutput.h"

#include "bench/jobs/jobfile.h"
#include "bench/results/resultjson.h"

#include "report/benchtext.h"
#include "report/fioterse.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSaveFile>

#include <cstdio>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchCli)
};

bool isFlagOption(const QString& name)
{
    static const QStringList flags = {QStringLiteral("direct"), QStringLiteral("buffered"),
        QStringLiteral("time_based"), QStringLiteral("end_fsync"), QStringLiteral("group_reporting"),
        QStringLiteral("overwrite"), QStringLiteral("refill_buffers"), QStringLiteral("randrepeat"),
        QStringLiteral("invalidate"), QStringLiteral("stonewall")};
    return flags.contains(name);
}

// One "--name[=value]" of the command line, and the argument after it when it takes a value.
class OptionAt
{
public:
    OptionAt(const QStringList& args, qsizetype& i)
        : m_args(args)
        , m_i(i)
    {
        const QString& arg = args.at(i);
        const qsizetype eq = arg.indexOf(QLatin1Char('='));
        m_name = arg.mid(2, eq < 0 ? -1 : eq - 2);
        if (eq >= 0)
            m_inline = arg.mid(eq + 1);
    }

    const QString& name() const { return m_name; }
    bool hasInlineValue() const { return m_inline.has_value(); }

    Result<QString> value()
    {
        if (m_inline)
            return *m_inline;
        if (m_i + 1 < m_args.size())
            return m_args.at(++m_i);
        return failure(Text::tr("--%1 needs a value").arg(m_name));
    }
    Result<void> into(QString* out)
    {
        auto v = value();
        if (!v)
            return std::unexpected(v.error());
        *out = *v;
        return {};
    }
    Result<void> into(int* out, int min)
    {
        auto v = value();
        if (!v)
            return std::unexpected(v.error());
        bool ok = false;
        *out = v->toInt(&ok);
        if (!ok || *out < min)
            return failure(Text::tr("--%1 needs a whole number of at least %2, not '%3'").arg(m_name).arg(min).arg(*v));
        return {};
    }

private:
    const QStringList& m_args;
    qsizetype& m_i;
    QString m_name;
    std::optional<QString> m_inline;
};

// --cache, --engine, --host: a value from a set.
std::optional<Result<void>> readChoice(OptionAt& o, BenchArgs& out)
{
    const QString& name = o.name();
    if (name != QLatin1String("cache") && name != QLatin1String("engine") && name != QLatin1String("host"))
        return std::nullopt;
    auto v = o.value();
    if (!v)
        return std::unexpected(v.error());
    if (name == QLatin1String("cache")) {
        out.cache = cacheDropFromName(*v);
        if (!out.cache)
            return failure(Text::tr("--cache is fadvise, drop_caches or direct, not '%1'").arg(*v));
    } else if (name == QLatin1String("engine")) {
        if (*v != QLatin1String("fio") && *v != QLatin1String("fragscope"))
            return failure(Text::tr("--engine is fragscope or fio, not '%1'").arg(*v));
        out.fio = *v == QLatin1String("fio");
    } else {
        const auto host = parseFioHost(*v);
        if (!host)
            return failure(Text::tr("--host is HOST or HOST:PORT (a machine running fio --server), not '%1'").arg(*v));
        out.hosts.push_back(*host);
    }
    return Result<void>{};
}

// fragscope's own options of bench; nullopt when `o` is none of them (a fio option).
std::optional<Result<void>> readOwnOption(OptionAt& o, BenchArgs& out)
{
    static const std::pair<const char*, bool BenchArgs::*> flags[]
        = {{"help", &BenchArgs::help}, {"list-presets", &BenchArgs::listPresets}, {"keep-files", &BenchArgs::keepFiles},
            {"print-job", &BenchArgs::printJob}};
    static const std::pair<const char*, QString BenchArgs::*> texts[]
        = {{"output-format", &BenchArgs::format}, {"output", &BenchArgs::output}, {"preset", &BenchArgs::preset},
            {"read", &BenchArgs::readFile}, {"command", &BenchArgs::command}};
    static const std::pair<const char*, int BenchArgs::*> counts[]
        = {{"repeat", &BenchArgs::repeat}, {"instances", &BenchArgs::instances}};
    for (const auto& [name, member] : flags) {
        if (o.name() == QLatin1String(name)) {
            out.*member = true;
            return Result<void>{};
        }
    }
    for (const auto& [name, member] : texts) {
        if (o.name() == QLatin1String(name))
            return o.into(&(out.*member));
    }
    for (const auto& [name, member] : counts) {
        if (o.name() == QLatin1String(name))
            return o.into(&(out.*member), 1);
    }
    return readChoice(o, out);
}

// Any other --name: a fio option for a quick job (--directory is kept apart), its dashes fio's
// underscores; a flag option may come without a value.
Result<void> readFioOption(OptionAt& o, BenchArgs& out)
{
    QString name = o.name();
    name.replace(QLatin1Char('-'), QLatin1Char('_'));
    if (name == QLatin1String("directory"))
        return o.into(&out.directory);
    if (isFlagOption(name) && !o.hasInlineValue()) {
        out.fioOptions.emplace_back(name, QString(), false);
        return {};
    }
    auto v = o.value();
    if (!v)
        return std::unexpected(v.error());
    out.fioOptions.emplace_back(name, *v, true);
    return {};
}

} // namespace

namespace {

// What --output-format prints: fio's values with fio's meanings, then ours.
const QStringList& outputFormats()
{
    static const QStringList formats = {QStringLiteral("normal"), QStringLiteral("json"), QStringLiteral("json+"),
        QStringLiteral("terse"), QStringLiteral("fragscope-json"), QStringLiteral("diskmark")};
    return formats;
}

} // namespace

QList<QCommandLineOption> benchOptions()
{
    const auto option = [](const char* name, const QString& text, const char* value = nullptr) {
        return QCommandLineOption(QString::fromLatin1(name), text, value ? QString::fromLatin1(value) : QString());
    };
    QCommandLineOption repeat = option("repeat",
        Text::tr("Run the jobs (our engine) or the cold read N times, each measured on its own (default: 1; a cold "
                 "read 3)."),
        "N");
    QCommandLineOption instances = option("instances", Text::tr("Copies of CMD started at once."), "N");
    instances.setDefaultValue(QStringLiteral("1"));
    QCommandLineOption format(QStringLiteral("output-format"),
        Text::tr("What to print, with fio's meanings: normal, json (fio's schema), json+ (with the latency bins), "
                 "terse (fio's semicolon line, version 3); fragscope-json, the whole result with its time series; "
                 "diskmark, the text layout of CrystalDiskMark and KDiskMark (medians over the repetitions), which "
                 "import reads back."),
        outputFormats().join(u'|'), QStringLiteral("normal"));
    QCommandLineOption engine = option("engine",
        Text::tr("Run the jobs on fragscope's engine or through the installed fio, which also takes the options "
                 "only fio implements."),
        "fragscope|fio");
    engine.setDefaultValue(QStringLiteral("fragscope"));
    return {QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help.")),
        option("preset", Text::tr("A job file that ships with fragscope (--list-presets lists them)."), "NAME"),
        option("list-presets", Text::tr("List the presets, a name and title a line, and stop.")), engine,
        option("host",
            Text::tr("Run the jobs through fio's client on a machine running fio --server (port 8765 by default); "
                     "repeat for several machines at once."),
            "HOST[:PORT]"),
        repeat, option("keep-files", Text::tr("Leave the files the jobs made.")),
        option("print-job", Text::tr("Print the job file that would run (fio's syntax), and stop.")), format,
        option(
            "output", Text::tr("Write the result to FILE (whole, or not at all) instead of standard output."), "FILE"),
        option("read", Text::tr("A cold sequential read of FILE in 1 MiB requests, as dd bs=1M."), "FILE"),
        option("cache",
            Text::tr("How the cold read empties the page cache first (default: drop_caches as root, else fadvise; "
                     "direct reads with O_DIRECT)."),
            "fadvise|drop_caches|direct"),
        option("command", Text::tr("Run CMD with /bin/sh and measure what it reads and writes."), "CMD"), instances,
        option("directory", Text::tr("The folder CMD runs in (default: the current one)."), "DIR")};
}

QList<QCommandLineOption> importOptions()
{
    QCommandLineOption format(QStringLiteral("output-format"),
        Text::tr("What to print: fragscope-json, the whole result; json (fio's schema), json+, terse, normal or "
                 "diskmark, as for bench."),
        outputFormats().join(u'|'), QStringLiteral("fragscope-json"));
    return {QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help.")), format,
        QCommandLineOption(QStringLiteral("output"),
            Text::tr("Write the result to FILE (whole, or not at all) instead of standard output."),
            QStringLiteral("FILE"))};
}

// Our own options first; any other --name is a fio option for a quick job.
Result<BenchArgs> parseBenchArgs(const QStringList& args, const QString& defaultFormat)
{
    BenchArgs out;
    out.format = defaultFormat;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& arg = args.at(i);
        if (!arg.startsWith(QLatin1String("--")) || arg == QLatin1String("--")) {
            if (arg == QLatin1String("-h"))
                out.help = true;
            else if (arg != QLatin1String("--"))
                out.positional << arg;
            continue;
        }
        OptionAt option(args, i);
        auto read = readOwnOption(option, out);
        if (!read)
            read = readFioOption(option, out);
        if (!*read)
            return std::unexpected(read->error());
    }
    if (!out.hosts.empty())
        out.fio = true;                          // only fio's client reaches other machines
    if (out.format == QLatin1String("fio-json")) // 0.1's name for fio's schema
        out.format = QStringLiteral("json");
    if (!outputFormats().contains(out.format))
        return failure(
            Text::tr("--output-format is normal, json, json+, terse (fio's), fragscope-json or diskmark, not '%1'")
                .arg(out.format));
    return out;
}

QByteArray renderResult(const BenchResult& result, const QString& format)
{
    // fio's values with fio's meanings, so scripts written for fio read ours unchanged.
    if (format == QLatin1String("json") || format == QLatin1String("json+"))
        return QJsonDocument(toFioJson(result, format == QLatin1String("json+"))).toJson(QJsonDocument::Indented);
    if (format == QLatin1String("terse"))
        return fioTerse(result).toLocal8Bit();
    if (format == QLatin1String("fragscope-json"))
        return QJsonDocument(toJson(result)).toJson(QJsonDocument::Indented);
    if (format == QLatin1String("diskmark"))
        return diskMarkText(result).toUtf8();
    return benchText(result).toLocal8Bit();
}

bool writeResult(const QByteArray& bytes, const QString& output)
{
    if (output.isEmpty() || output == QLatin1String("-")) {
        std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
        std::fflush(stdout);
        return true;
    }
    QSaveFile file(output);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        printErr(QStringLiteral("fragscope: %1: %2").arg(output, file.errorString()));
        return false;
    }
    return true;
}
} // namespace fragscope
