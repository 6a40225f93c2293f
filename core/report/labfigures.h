// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/experiment.h"
#include "model/hddmodel.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace fragscope {

// One stage of a lab target as every view shows it (the CLI's lines, the page's table, the report's
// summary and sections): each figure defined once, here.
struct LabStageFigures
{
    QString key;   // "created", "after_writes", "after_defrag"
    QString title; // "After 4,096 random writes"
    bool ran = false;
    std::uint64_t extents = 0;
    std::uint64_t fragments = 0;
    std::optional<Spread> read; // cold reads, bytes/s
    QString
        readChange; // against the file written sequentially ("-63.2 %", "+4.1 %, within noise"); empty for that stage
    Noise readNoise = Noise::Unknown;
    double modelSeconds = 0; // the read time the disk model predicts for the layout
};
std::vector<LabStageFigures> labStageFigures(const LabTarget& target, const LabSettings& settings);

// A cold read for people: "148.9 MB/s (140.1–152.3)", or "not measured".
QString labReadText(const std::optional<Spread>& read);
// The Discard experiment's patterns, A against B (empty unless both sides ran the matrix), and one
// of them for people: "randwrite: 41.2 MB/s (40.1–43.0) with discard, 44.0 MB/s (...) without; +6.8 %".
std::vector<PatternComparison> labPatterns(const LabResult& result);
QString labPatternLine(const PatternComparison& pattern);
// CopyTools: a tool's copies for people: "tar: 2.31 s (user 0.30 s, sys 0.60 s), 173.2 MB/s
// (160.3–180.1); after defrag 1.95 s (...), 205.1 MB/s (199.0–210.2); +18.4 %", and their parts: the
// median wall, user and system time of the runs, and the tree over each run's wall time.
struct CopyFigures
{
    double seconds = 0;
    double userSeconds = 0;
    double systemSeconds = 0;
    Spread rate; // bytes/s
};
std::optional<CopyFigures> labCopyFigures(const std::optional<BenchResult>& copies, std::uint64_t treeBytes);
QString labCopyText(const std::optional<CopyFigures>& f); // "2.31 s (user 0.30 s, sys 0.60 s), 173.2 MB/s" or "not run"
// The change of the rate after the defrag, with its noise: "+18.4 %", "-2.0 %, within noise"; empty
// unless both ran.
QString labCopyChange(const ToolCopy& copy, std::uint64_t treeBytes);
Noise labCopyNoise(const ToolCopy& copy, std::uint64_t treeBytes);
QString labCopyLine(const ToolCopy& copy, std::uint64_t treeBytes);

// A Discard side for people: "xfs with discard", "xfs without discard".
QString labDiscardName(const LabTarget& target);
// The file system a target ran on: its first stage's, else the benchmark's.
const FsInfo& labTargetFs(const LabTarget& target);

// The read and its change in one line: "60.2 MB/s (58.1–61.0); -59.6 %".
QString labReadWithChange(const LabStageFigures& f);

} // namespace fragscope
