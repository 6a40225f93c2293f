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

} // namespace

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
        const qsizetype eq = arg.indexOf(QLatin1Char('='));
        QString name = arg.mid(2, eq < 0 ? -1 : eq - 2);
        std::optional<QString> inlineValue = eq < 0 ? std::nullopt : std::optional(arg.mid(eq + 1));
        const auto value = [&]() -> std::optional<QString> {
            if (inlineValue)
                return inlineValue;
            if (i + 1 < args.size())
                return args.at(++i);
            return std::nullopt;
        };
        const auto need = [&](QString* into) -> std::optional<QString> {
            const auto v = value();
            if (!v)
                return Text::tr("--%1 needs a value").arg(name);
            *into = *v;
            return std::nullopt;
        };
        const auto needInt = [&](int* into, int min) -> std::optional<QString> {
            QString v;
            if (auto err = need(&v))
                return err;
            bool ok = false;
            *into = v.toInt(&ok);
            if (!ok || *into < min)
                return Text::tr("--%1 needs a whole number of at least %2, not '%3'").arg(name).arg(min).arg(v);
            return std::nullopt;
        };
        std::optional<QString> err;
        if (name == QLatin1String("help"))
            out.help = true;
        else if (name == QLatin1String("output-format"))
            err = need(&out.format);
        else if (name == QLatin1String("output"))
            err = need(&out.output);
        else if (name == QLatin1String("preset"))
            err = need(&out.preset);
        else if (name == QLatin1String("list-presets"))
            out.listPresets = true;
        else if (name == QLatin1String("read"))
            err = need(&out.readFile);
        else if (name == QLatin1String("repeat"))
            err = needInt(&out.repeat, 1);
        else if (name == QLatin1String("cache")) {
            QString v;
            err = need(&v);
            if (!err) {
                out.cache = cacheDropFromName(v);
                if (!out.cache)
                    err = Text::tr("--cache is fadvise, drop_caches or direct, not '%1'").arg(v);
            }
        } else if (name == QLatin1String("command"))
            err = need(&out.command);
        else if (name == QLatin1String("instances"))
            err = needInt(&out.instances, 1);
        else if (name == QLatin1String("engine")) {
            QString v;
            err = need(&v);
            if (!err && v != QLatin1String("fio") && v != QLatin1String("fragscope"))
                err = Text::tr("--engine is fragscope or fio, not '%1'").arg(v);
            out.fio = v == QLatin1String("fio");
        } else if (name == QLatin1String("host")) {
            QString v;
            err = need(&v);
            const auto host = parseFioHost(v);
            if (!err && !host)
                err = Text::tr("--host is HOST or HOST:PORT (a machine running fio --server), not '%1'").arg(v);
            else if (host)
                out.hosts.push_back(*host);
        } else if (name == QLatin1String("keep-files"))
            out.keepFiles = true;
        else if (name == QLatin1String("print-job"))
            out.printJob = true;
        else {
            name.replace(QLatin1Char('-'), QLatin1Char('_'));
            if (name == QLatin1String("directory")) {
                err = need(&out.directory);
            } else if (isFlagOption(name) && !inlineValue) {
                out.fioOptions.emplace_back(name, QString(), false);
            } else {
                QString v;
                err = need(&v);
                out.fioOptions.emplace_back(name, v, true);
            }
        }
        if (err)
            return failure(*err);
    }
    if (!out.hosts.empty())
        out.fio = true;                          // only fio's client reaches other machines
    if (out.format == QLatin1String("fio-json")) // 0.1's name for fio's schema
        out.format = QStringLiteral("json");
    static const QStringList formats = {QStringLiteral("normal"), QStringLiteral("json"), QStringLiteral("json+"),
        QStringLiteral("terse"), QStringLiteral("fragscope-json"), QStringLiteral("diskmark")};
    if (!formats.contains(out.format))
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
