// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "defrag/defrag.h"
#include "model/hddmodel.h"
#include "relayout/preview.h"
#include "util/error.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace fragscope {

// What `fragscope defrag` was asked, parsed without doing anything: tested on its own (tst_cliparse).
// What needs the file system (whether a root is a directory, the --order list's lines) is read
// when the command runs.
struct DefragArgs
{
    bool help = false;
    QStringList roots; // files, or directories (a tree: a plan, then its files)
    DefragOptions options;
    int repetitions = 0; // --measure-read N: cold reads before and after
    bool json = false;
    std::optional<QString> disk; // --disk DISK: the read times on that disk, not the one under the files
    DefragThresholds thresholds; // --min-gain, --min-fragments
    bool together = false;
    QString order = QStringLiteral("dir"); // with --together: dir, name, or a file listing the paths
    bool planOnly = false;                 // --plan
};

// A usage error is an Error without a path, its reason the message to print after
// "fragscope defrag: " (exit status 2). With --help, `helpText` gets the help.
Result<DefragArgs> parseDefragArgs(const QStringList& args, QString* helpText = nullptr);

} // namespace fragscope
