// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/windowoptions.h"

#include <QCommandLineOption>
#include <QList>
#include <QStringList>

#include <utility>

namespace fragscope {

// Subcommands run without a display. Returns true and sets exitCode when args name one (or ask for
// help or the version); false means "start the GUI".
bool runCommandLine(const QStringList& args, int* exitCode);

// `fragscope map ...`; args start after "map".
int runMapCommand(const QStringList& args);

// `fragscope bench ...` and `fragscope import ...`; args start after the subcommand.
int runBenchCommand(const QStringList& args);
int runImportCommand(const QStringList& args);
// `fragscope defrag ...` and `fragscope compare ...`.
int runDefragCommand(const QStringList& args);
int runCompareCommand(const QStringList& args);
// `fragscope lab DIR...`.
int runLabCommand(const QStringList& args);
// `fragscope scan PATH...`.
int runScanCommand(const QStringList& args);
// `fragscope calibrate [DEVICE|MOUNT|FILE]`.
int runCalibrateCommand(const QStringList& args);
// `fragscope metrics [PATH...]`.
int runMetricsCommand(const QStringList& args);

QString mainHelpText();

// The --help of subcommand `name`: its usage lines, note and exit statuses from the subcommand
// table (cli.cpp), then `description`, each option (its value, text and default) and the
// arguments (name, text), wrapped to 100 columns.
QString subcommandHelp(QLatin1StringView name, const QString& description, const QList<QCommandLineOption>& options,
    const QList<std::pair<QString, QString>>& arguments = {});

} // namespace fragscope
