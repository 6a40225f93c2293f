// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "survey/scanner.h"
#include "survey/survey.h"
#include "util/error.h"

#include <QString>

#include <cstddef>
#include <cstdint>
#include <optional>

namespace fragscope {

// What `fragscope scan` was asked, parsed without doing anything: tested on its own (tst_cliparse).
struct ScanArgs
{
    bool help = false;
    QString format = QStringLiteral("text"); // text, json, csv or e4defrag
    SurveySort sort = SurveySort::Fragments;
    std::uint64_t minBytes = 0; // --min-size: list only files this large
    std::size_t limit = 10;     // --top: 10 for text, 0 (all) otherwise unless given
    bool freeSpace = false;
    bool cost = false;           // --cost: each directory's read times too, ranked by time lost
    std::optional<QString> disk; // --disk DISK: the read times on that disk
    ScanOptions scan;            // the roots, --threads, --cross-mounts, --sync, --map-small-files
};

// A usage error is an Error without a path, its reason the message to print after "fragscope scan: "
// (exit status 2). With --help, `helpText` gets the help.
Result<ScanArgs> parseScanArgs(const QStringList& args, QString* helpText = nullptr);

} // namespace fragscope
