// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

#include "fs/freespace.h"
#include "model/calibrate.h"
#include "relayout/treeread.h"
#include "survey/survey.h"
#include "util/error.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace fragscope {

// What a survey report says besides the survey: the free space (or why it is missing), and the
// roots that could not be scanned.
struct SurveyReportInput
{
    const Survey* survey = nullptr;
    std::vector<std::uint32_t> files; // the files to list, in order
    std::optional<FreeSpace> freeSpace;
    QString freeSpaceUnavailable; // the reason when freeSpace is empty
    std::vector<Error> failedRoots;
    // Also write what reopening the survey needs (the disk map's cells, free space included);
    // files must then list every file of the survey.
    bool reopenable = false;
    const SpaceCells* spaceCells = nullptr; // the free space on the cells, if already spread (else from freeSpace)
    const CostDisk* disk = nullptr;         // the disk the read times are worked out on, when known
    // Also each directory's read as tar reads it and the time its files lose (directoryCosts), from
    // these reads of its folders.
    const FolderReads* folders = nullptr;
};

// A survey read back from its JSON, as the window shows it again.
struct SavedSurvey
{
    Survey survey;
    std::optional<FreeSpace> freeSpace; // its figures and histograms; no extents
    QString freeSpaceUnavailable;
    SpaceCells spaceCells; // the free space on the disk map's cells, as it was saved
};
// Reads a survey written by surveyJson (the window's Save Survey keeps the disk map too); errors
// name the file and what is wrong with it.
Result<SavedSurvey> loadSurveyJson(const QString& path);
// The same from the document's object (a session holds surveys inside it); `path` names the source.
Result<SavedSurvey> surveyFromJson(const QJsonObject& root, const QString& path);

// The band of an e4defrag score in words, as e4defrag names it.
QString e4defragBandText(E4defragTotals::Band band);
// Why a survey's disk figures are estimated (Survey::diskTruth, unreferenced bytes unknown).
QString diskEstimateReason();

// A row of the fragments-per-file histogram as text: "1", "2", "3 – 4", ...
QString fragmentRowText(std::size_t row);

// `scan --format json`: the schema, snake_case, files as listed.
QByteArray surveyJson(const SurveyReportInput& in);
// The same, handed to `write` a megabyte at a time as it is made (a million files' JSON never held
// whole); the bytes are lent for the call only.
void writeSurveyJson(const SurveyReportInput& in, const std::function<void(QByteArrayView)>& write);
// `scan --format csv`: one row per file listed, with a header.
QByteArray surveyCsv(const SurveyReportInput& in);
// `scan --format text`: the summary, the worst files, the histograms, the free space, the skips.
QString surveyText(const SurveyReportInput& in);
// The survey's first line in words: "Reading every file once takes 12.4 s on this disk (WDC
// WD30EZRX, measured 2 Dec 2026); laid out contiguously 3.1 s: fragmentation costs 9.3 s (75.0 %)",
// with "defragmenting would not pay for its writes" where it costs less than 1 %.
QString costHeadline(const SurveyTotals& totals, const QString& diskDescription);
// `scan --format e4defrag`: the summary block laid out as `e4defrag -c` prints it.
QString surveyE4defragText(const Survey& survey, const QString& target, bool isDirectory);
// The free-space histogram as e2freefrag prints it.
QString freeSpaceText(const FreeSpace& space);

} // namespace fragscope
