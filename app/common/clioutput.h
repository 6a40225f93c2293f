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

// --disk DISK, the one way every command that prices a read names the disk: a preset, a profile
// file calibrate wrote, or a preset's figures changed ([PRESET,]KEY=N,...).
QCommandLineOption diskOption();
// --disk as parsed: none when not given; figures are checked here, a file when it is read. A usage
// error's reason starts "--disk: ".
Result<std::optional<QString>> parseDiskOption(const QCommandLineParser& parser);
// The disk a command's read times are worked out on: --disk's (`disk`), else the one under `path`
// (its calibrated profile, else a preset). An error's reason starts "--disk: ".
Result<CostDisk> chooseCostDisk(const std::optional<QString>& disk, const QString& path);

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

} // namespace fragscope
