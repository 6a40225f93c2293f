// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>

namespace fragscope {

// What `fragscope metrics` was asked, parsed without doing anything: tested on its own (tst_cliparse).
struct MetricsArgs
{
    bool help = false;
    QStringList paths;                  // each stands for the file system holding it; none: every one
    std::optional<QString> textfileDir; // --textfile DIR: DIR/fragscope.prom, else standard output
    std::size_t topFolders = 10;        // --top-folders N
    double maxSeconds = 0;              // --max-seconds: the whole run's budget, 0 for none
    bool gentle = true;                 // nice 10 and the idle I/O class, unless --no-nice
    std::optional<QString> disk;        // --disk DISK: the read times on that disk
};

// A usage error is an Error without a path, its reason the message to print after
// "fragscope metrics: " (exit status 2). With --help, `helpText` gets the help.
Result<MetricsArgs> parseMetricsArgs(const QStringList& args, QString* helpText = nullptr);

} // namespace fragscope
