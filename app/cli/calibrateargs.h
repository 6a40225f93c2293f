// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>

namespace fragscope {

// What `fragscope calibrate` was asked, parsed without doing anything: tested on its own (tst_cliparse).
struct CalibrateArgs
{
    bool help = false;
    QString path = QStringLiteral("."); // the device, or a mount point or file on the disk
    bool thorough = false;
    bool json = false; // --format json
    bool save = true;  // not --no-save
};

// A usage error is an Error without a path, its reason the message to print after
// "fragscope calibrate: " (exit status 2). With --help, `helpText` gets the help.
Result<CalibrateArgs> parseCalibrateArgs(const QStringList& args, QString* helpText = nullptr);

} // namespace fragscope
