// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/hddmodel.h"
#include "util/error.h"

#include <QString>
#include <QStringList>

namespace fragscope {

// What `fragscope compare` was asked, parsed without doing anything: tested on its own (tst_cliparse).
struct CompareArgs
{
    bool help = false;
    QStringList files; // a defrag result, or two snapshots
    bool json = false;
    QString file;  // --file: the one file of a JSON that holds several
    HddParams hdd; // --disk over the saved disk model
};

// A usage error is an Error without a path, its reason the message to print after
// "fragscope compare: " (exit status 2). With --help, `helpText` gets the help.
Result<CompareArgs> parseCompareArgs(const QStringList& args, QString* helpText = nullptr);

} // namespace fragscope
