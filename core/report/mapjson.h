// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/inspection.h"
#include "extents/snapshot.h"
#include "fs/fsjson.h"
#include "util/documents.h"
#include "util/json.h"

#include <QJsonArray>
#include <QJsonObject>

namespace fragscope {

// The map and snapshot JSON's format: 2 since its keys are snake_case (0.1.0 wrote camelCase, 1).
constexpr int kMapJsonVersion = documents::kMap.formatVersion;

QJsonObject toJson(const FragReport& report);
// Every extent, the FsInfo and the FragReport of one file.
QJsonObject toJson(const Inspection& inspection);
// `map --format json`: the files (each as toJson above) and those that failed ("path", "reason"),
// in a document of kind "map".
QJsonObject mapDocument(const QJsonArray& files, const QJsonArray& errors);

// A snapshot as JSON (the inspection, its label, format_version), and back.
QJsonObject toJson(const Snapshot& snapshot);
// Reads one snapshot as toJson wrote it (or 0.1.0's camelCase); the figures are computed again
// from the extents, so the two can never disagree.
Result<Snapshot> snapshotFromJson(const QJsonObject& object, const QString& source);

// The snapshots of one file in what Fragscope writes: a saved snapshot (one); `fragscope map
// --format json` (one per file); `fragscope defrag --json` (per file its "before" and, when it
// was defragmented, its "after", labelled so). Where the document holds several files, `file` (its
// path as written there) picks one; without it that is an error naming them, never a silent first.
// `path` may end in #before or #after to take one side of a defrag result.
Result<std::vector<Snapshot>> loadSnapshots(const QString& path, const QString& file = {});
// The files a map or defrag JSON holds (their paths as written there); empty for a saved snapshot
// or what cannot be read.
QStringList snapshotFilesIn(const QString& path);
// Exactly one snapshot (loadSnapshots, and an error naming the choice when there are more).
Result<Snapshot> loadSnapshot(const QString& path, const QString& file = {});

} // namespace fragscope
