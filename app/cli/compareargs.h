// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace fragscope {

// What `fragscope compare` was asked, parsed without doing anything: tested on its own (tst_cliparse).
struct CompareArgs
{
    bool help = false;
    QStringList files; // a defrag result, or two snapshots
    bool json = false;
    QString file;                // --file: the one file of a JSON that holds several
    std::optional<QString> disk; // --disk DISK: the read times on that disk, not the one under A's file
};

// A usage error is an Error without a path, its reason the message to print after
// "fragscope compare: " (exit status 2). With --help, `helpText` gets the help.
Result<CompareArgs> parseCompareArgs(const QStringList& args, QString* helpText = nullptr);

} // namespace fragscope
