// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/inspection.h"
#include "extents/snapshot.h"
#include "fs/fsjson.h"
#include "util/json.h"

#include <QJsonObject>

namespace fragscope {

// The map and snapshot JSON's format: 2 since its keys are snake_case (0.1.0 wrote camelCase, 1).
constexpr int kMapJsonVersion = 2;

QJsonObject toJson(const FragReport& report);
// Every extent, the FsInfo and the FragReport of one file.
QJsonObject toJson(const Inspection& inspection);

// A snapshot as JSON (the inspection, its label, format_version), and back.
QJsonObject toJson(const Snapshot& snapshot);
// Reads what toJson wrote (or 0.1.0's camelCase), or the first file of `fragscope map --format
// json`; the figures are computed again from the extents, so the two can never disagree.
Result<Snapshot> snapshotFromJson(const QJsonObject& object, const QString& source);
Result<Snapshot> loadSnapshot(const QString& path);

} // namespace fragscope
