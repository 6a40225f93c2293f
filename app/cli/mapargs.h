// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/fiemapreader.h"
#include "util/error.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace fragscope {

// What `fragscope map` was asked, parsed without doing anything: tested on its own (tst_cliparse).
struct MapArgs
{
    bool help = false;
    QStringList files;
    QString format = QStringLiteral("text"); // text, json or filefrag
    FiemapOptions fiemap;                    // --sync, --xattr, --batch
    std::optional<QString> image;            // --image OUT: draw instead of printing
    QString size;                            // --size WxH of the picture
    bool cost = false;                       // --cost: the read time, in one piece and lost
    std::optional<QString> disk; // --disk DISK (implies --cost): on that disk instead of the one under the file
};

// A usage error is an Error without a path, its reason the message to print after "fragscope map: "
// (exit status 2). With --help, `helpText` gets the help.
Result<MapArgs> parseMapArgs(const QStringList& args, QString* helpText = nullptr);

} // namespace fragscope
