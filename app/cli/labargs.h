// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/experiment.h"
#include "util/error.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace fragscope {

// What `fragscope lab` was asked, parsed without doing anything: tested on its own (tst_cliparse).
struct LabArgs
{
    bool help = false;
    QStringList directories; // where to run, unless --images
    LabSettings settings;    // the experiment's preset (--quick: the small one) with the options over it
    bool json = false;
    bool text = false;
    std::optional<QStringList> imageTypes; // --images: throwaway file systems of these types
    QString imageDir;                      // --image-dir, empty for the default
    QString report;                        // --report FILE.html, empty for none
    std::optional<QString> disk;           // --disk DISK: the model's read times on it, not the first DIR's
};

// A usage error is an Error without a path, its reason the message to print after
// "fragscope lab: " (exit status 2). With --help, `helpText` gets the help.
Result<LabArgs> parseLabArgs(const QStringList& args, QString* helpText = nullptr);

} // namespace fragscope
