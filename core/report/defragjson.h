// SPDX-License-Identifier: GPL-3.0-or-later
// `defrag --json`: each file's result with both snapshots, its cold reads and the disk model's read
// time before and after, in a document of kind "defrag".
#pragma once

#include "bench/results/result.h"
#include "defrag/defrag.h"
#include "report/snapshotcompare.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace fragscope {

// One file done (or refused on the way): the result, the cold reads measured around it, and the
// disk model's read of the layout before and after when it was defragmented.
QJsonObject defragResultJson(const DefragResult& result, const std::optional<Spread>& readBefore = {},
    const std::optional<Spread>& readAfter = {}, const std::optional<HddComparison>& hdd = {});
// One file that could not be done: its path and the reason.
QJsonObject defragErrorJson(const QString& path, const QString& reason);
// The document: its results, and for a folder its tree (the plan and the tar-like reads).
QJsonObject defragDocument(const QJsonArray& results, const std::optional<QJsonObject>& tree = {});

} // namespace fragscope
