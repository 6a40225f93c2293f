// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/calibrate.h"
#include "model/hddmodel.h"
#include "util/error.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>

#include <atomic>
#include <csignal>
#include <optional>

namespace fragscope {

// Text to standard output as is, and to standard error with a newline, in the locale's encoding.
void printOut(const QString& text);
void printErr(const QString& text);

// While one lives, Ctrl+C, SIGTERM and SIGHUP set interrupted() instead of ending the process, and
// a closed output pipe (SIGPIPE) is ignored, so a long command stops between steps, keeps what it
// did and cleans up.
struct InterruptGuard
{
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

private:
    struct sigaction m_old[4] = {}; // INT, TERM, HUP, PIPE
};
std::atomic<bool>& interrupted();

// --disk, shared by the commands that show the HDD model: the saved disk (the window's Disk model…)
// with the figures the option changes.
QCommandLineOption diskOption();
// --disk (diskOption) as parsed: the saved disk model when it is not given. A usage error's reason
// starts "--disk: ".
Result<HddParams> parseDiskOption(const QCommandLineParser& parser);

// --profile NAME|FILE, shared by the commands that lead with read times: the disk to work them out
// on instead of the one under the path.
QCommandLineOption profileOption();
// --profile as parsed: the name or file given, none, or a usage error when --disk names the disk too.
Result<std::optional<QString>> parseProfileOption(const QCommandLineParser& parser);
// The disk a command's read times are worked out on: --profile's (`profile`), --disk's figures
// (`disk`, when given), or the one under `path` (its calibrated profile, else a preset). A usage
// error's reason starts "--profile: ".
Result<CostDisk> chooseCostDisk(
    const std::optional<QString>& profile, const std::optional<HddParams>& disk, const QString& path);

// Of `candidates`, the one a typo of `word` most likely meant (at most two letters changed, added,
// removed or swapped, or `word` a start of it), or empty.
QString nearestWord(const QString& word, const QStringList& candidates);

// Adds `options` and parses `args` for `command` ("fragscope map"). A usage error's reason names
// the option meant where an unknown one is a typo of it (the error has no path: the caller says
// the command).
Result<void> parseOptions(QCommandLineParser& parser, const QList<QCommandLineOption>& options, const QString& command,
    const QStringList& args);
// What a parse + run command does first with its parsed arguments (which have a `help` flag): a
// usage error printed as "command: reason" gives exit status 2, --help printed gives 0; nothing
// means the command runs.
template<typename Args>
std::optional<int> usageOrHelp(const Result<Args>& parsed, const QString& command, const QString& helpText)
{
    if (!parsed) {
        printErr(command + QStringLiteral(": ") + parsed.error().reason);
        return 2;
    }
    if (parsed->help) {
        printOut(helpText);
        return 0;
    }
    return std::nullopt;
}
// parseOptions, printing a usage error as "command: reason" and returning false.
bool parseArguments(QCommandLineParser& parser, const QList<QCommandLineOption>& options, const QString& command,
    const QStringList& args);

} // namespace fragscope
