// SPDX-License-Identifier: GPL-3.0-or-later
// The hosts of fio's client/server: their names, the installed fio, and fio's probe of a host.
#include "bench/fio/fioengine.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FioEngine)
};

} // namespace

std::optional<FioHost> parseFioHost(const QString& text)
{
    const QString t = text.trimmed();
    static const QRegularExpression bracketed(QStringLiteral(R"(^\[([0-9A-Fa-f:.]+)\](?::(\d+))?$)"));
    static const QRegularExpression plain(QStringLiteral(R"(^([A-Za-z0-9][A-Za-z0-9.\-_]*)(?::(\d+))?$)"));
    static const QRegularExpression v6(QStringLiteral(R"(^[0-9A-Fa-f]*:[0-9A-Fa-f:.]*$)"));
    FioHost host;
    QString port;
    if (const auto m = bracketed.match(t); m.hasMatch()) {
        host.address = m.captured(1);
        port = m.captured(2);
    } else if (const auto m = plain.match(t); m.hasMatch()) {
        host.address = m.captured(1);
        port = m.captured(2);
    } else if (t.count(QLatin1Char(':')) >= 2 && v6.match(t).hasMatch()) {
        host.address = t;
    } else {
        return std::nullopt;
    }
    if (!port.isEmpty()) {
        bool ok = false;
        host.port = port.toInt(&ok);
        if (!ok || host.port < 1 || host.port > 65535)
            return std::nullopt;
    }
    return host;
}

QString fioHostText(const FioHost& host)
{
    return hostPortText(host.address, host.port);
}

Result<QString> fioVersion(const QString& program)
{
    QProcess p;
    p.start(program, {QStringLiteral("--version")});
    if (!p.waitForStarted(5000))
        return std::unexpected(
            Error{program, Text::tr("fio is not installed or cannot start (%1)").arg(p.errorString())});
    if (!p.waitForFinished(5000)) {
        p.kill();
        p.waitForFinished(1000);
        return std::unexpected(Error{program, Text::tr("fio --version did not answer within 5 s")});
    }
    QString version = QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed();
    if (p.exitCode() != 0 || !version.startsWith(QLatin1String("fio-")))
        return std::unexpected(
            Error{program, Text::tr("does not look like fio (its --version said '%1')").arg(version)});
    return version;
}

Result<FioProbe> probeFioHost(const FioHost& host, const QString& program, std::chrono::milliseconds timeout)
{
    // The null engine moves no data and creates no file: only the probe and an empty job.
    JobSpec probe;
    probe.name = QStringLiteral("fragscope-probe");
    probe.size = 4096;
    probe.fioOnly.append({QStringLiteral("ioengine"), QStringLiteral("null")});
    FioRunOptions options;
    options.program = program;
    options.hosts = {host};
    options.connectTimeout = timeout;
    options.silenceTimeout = timeout;
    const std::atomic<bool> never{false};
    const BenchResult r = runFio({probe}, options, never);
    if (r.hosts.empty())
        return std::unexpected(Error{fioHostText(host), r.error});
    const HostResult& h = r.hosts.front();
    if (h.fioVersion.isEmpty())
        return std::unexpected(Error{fioHostText(host), h.error.isEmpty() ? r.error : h.error});
    return FioProbe{h.fioVersion, h.hostname, h.os};
}

} // namespace fragscope
