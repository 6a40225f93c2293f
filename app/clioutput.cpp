// SPDX-License-Identifier: GPL-3.0-or-later
#include "clioutput.h"

#include "hddsettings.h"

#include <QCoreApplication>

#include <cstdio>

namespace fragscope {

namespace {
std::atomic<bool> g_interrupted{false};

extern "C" void onInterrupt(int)
{
    g_interrupted.store(true);
}
} // namespace

std::atomic<bool>& interrupted()
{
    return g_interrupted;
}

InterruptGuard::InterruptGuard()
{
    g_interrupted = false;
    struct sigaction sa
    {
    };
    sa.sa_handler = onInterrupt;
    sigemptyset(&sa.sa_mask);
    ::sigaction(SIGINT, &sa, &m_old[0]);
    ::sigaction(SIGTERM, &sa, &m_old[1]);
    ::sigaction(SIGHUP, &sa, &m_old[2]); // the terminal went away
    // A reader that stopped reading (`| head`) must not kill the process before it cleans up:
    // writing to the pipe fails instead.
    sa.sa_handler = SIG_IGN;
    ::sigaction(SIGPIPE, &sa, &m_old[3]);
}

InterruptGuard::~InterruptGuard()
{
    ::sigaction(SIGINT, &m_old[0], nullptr);
    ::sigaction(SIGTERM, &m_old[1], nullptr);
    ::sigaction(SIGHUP, &m_old[2], nullptr);
    ::sigaction(SIGPIPE, &m_old[3], nullptr);
}

void printOut(const QString& text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
}

void printErr(const QString& text)
{
    const QByteArray bytes = (text + QLatin1Char('\n')).toLocal8Bit();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stderr);
}

QCommandLineOption diskOption()
{
    return QCommandLineOption(QStringLiteral("disk"),
        QCoreApplication::translate("Cli",
            "The rotating disk the HDD model predicts for: the one saved in the window's Disk model… (else a 7200 rpm "
            "desktop drive), with these figures changed, e.g. rpm=5400,average=12,full=25,outer=100,inner=50 (seek "
            "times track, average, full in ms; media rates outer, inner in MB/s; capacity in GB)."),
        QStringLiteral("KEY=N,..."));
}

std::optional<HddParams> diskFromOption(const QCommandLineParser& parser, const QString& command)
{
    const HddParams saved = savedHddParams();
    if (!parser.isSet(QStringLiteral("disk")))
        return saved;
    auto p = parseHddParams(parser.value(QStringLiteral("disk")), saved);
    if (!p) {
        printErr(QStringLiteral("%1: --disk: %2").arg(command, p.error().message()));
        return std::nullopt;
    }
    return *p;
}

} // namespace fragscope
