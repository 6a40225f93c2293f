// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/results/result.h"
#include "extents/snapshot.h"
#include "lab/experiment.h"
#include "report/surveyreport.h"
#include "util/documents.h"

#include <QStringList>

#include <memory>
#include <optional>

namespace fragscope {

// The session file's format; a newer one is refused rather than read in part.
constexpr int kSessionVersion = documents::kSession.formatVersion;

// A snapshot as the defrag page keeps it: with the cold reads measured of it, when there were.
struct SessionSnapshot
{
    Snapshot snapshot;
    std::optional<Spread> read;
};

// A survey as the survey page shows it. Shared: the window goes on drawing it while a worker
// writes it out, and nothing changes a survey once its scan has ended.
struct SessionSurvey
{
    std::shared_ptr<const Survey> survey;
    std::optional<FreeSpace> freeSpace;
    QString freeSpaceUnavailable;
    SpaceCells spaceCells;
};

// Everything a window's session holds, each page's oldest first.
struct SessionContent
{
    QStringList inspectedFiles;             // the inspector's tabs of files on this machine: read again when opened
    QStringList recordedLayouts;            // its tabs of recorded layouts (shipped with the app)
    std::vector<SessionSnapshot> snapshots; // the defrag page's
    std::vector<BenchResult> benchResults;  // the benchmark history: runs and imports
    std::vector<LabResult> labRuns;
    std::vector<SessionSurvey> surveys;

    bool empty() const;
    // "3 benchmark results, 2 snapshots, 1 survey": for the messages that offer it.
    QString summary() const;
};

// One JSON document, {"kind": "fragscope-session", "format_version": 1, ...}, each part in the
// format its own file has (snapshot, fragscope result, lab run, reopenable survey).
QByteArray sessionJson(const SessionContent& content);
// All of it or nothing: a truncated, corrupted, newer or foreign file is an error naming the file
// and what is wrong, and no part of it is returned.
Result<SessionContent> sessionFromJson(const QByteArray& bytes, const QString& source);
Result<SessionContent> loadSession(const QString& path);
// sessionJson written durably (writeFileDurably): the old file or the whole new one, never half.
Result<void> saveSession(const SessionContent& content, const QString& path);

} // namespace fragscope
