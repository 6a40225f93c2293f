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

// CopyTools: the tree's read as tar reads it on the disk under it — the survey's and the defrag
// plan's folder read (predictFolderReads) — for LabSession::setTreeRead and runLab; nothing where
// no file of the tree could be mapped.
TreeReadFn labTreeRead();
// "Reading the tree as tar does (the model; /dev/loop1, measured 6 Dec 2026): 3.21 s as made, 1.10 s
// defragmented; after the defrag 1.15 s", or empty where it was not priced.
QString labTreeReadText(const LabResult& result);

// A Discard side for people: "xfs with discard", "xfs without discard".
QString labDiscardName(const LabTarget& target);
// The file system a target ran on: its first stage's, else the benchmark's.
const FsInfo& labTargetFs(const LabTarget& target);

// Snapshots: a stage's sharing between the file and the snapshot's copy of it, as every view shows
// it. The file's bytes in extents of its own (exclusive) and in extents the copy uses too (shared),
// the same for the copy; the bytes of the file's extents it no longer references, which the
// snapshot holds and which stay used by nobody once it is deleted; both files' extents each once
// (compsize's columns) and the data space used, with its growth since the snapshot. The tools'
// counts where they ran.
struct LabSharingFigures
{
    QString key;
    QString title;
    std::uint64_t fileExclusive = 0;
    std::uint64_t fileShared = 0;
    std::uint64_t twinExclusive = 0;
    std::uint64_t twinShared = 0;
    std::uint64_t fileUnreferenced = 0;
    bool fileUnreferencedKnown = false;
    ExtentTotals both;
    bool exact = false;
    std::uint64_t dataUsed = 0;
    std::int64_t dataGrowth = 0; // since the snapshot was taken
    std::optional<ExtentTotals> compsize;
    std::optional<std::uint64_t> duFileExclusive;
    std::optional<std::uint64_t> duTwinExclusive;
    // Where the tools ran, whether they count as we do (compsize's three totals, du's two Exclusives).
    bool toolsAgree() const;
};
std::vector<LabSharingFigures> labSharingFigures(const LabTarget& target, const LabSettings& settings);
// "file 16.0 MiB exclusive, 240 MiB shared; the snapshot's copy 0 B exclusive, 256 MiB shared"
QString labSharingText(const LabSharingFigures& f);
// "both on disk 272 MiB, referenced 512 MiB, 0 B unreferenced; data used 273 MiB (+16.0 MiB)"
QString labSpaceText(const LabSharingFigures& f);
// "compsize 272 MiB on disk, 512 MiB referenced; btrfs filesystem du: 16.0 MiB and 0 B exclusive:
// equal", or what differs; empty when no tool ran.
QString labToolsText(const LabSharingFigures& f);
// The defrag of the Snapshots experiment: what the one without --unshare said, and what the one
// with it took against its prediction ("with --unshare: data used +240 MiB, predicted 240 MiB").
QStringList labUnshareLines(const LabTarget& target, const LabSettings& settings);

// The read and its change in one line: "60.2 MB/s (58.1–61.0); -59.6 %".
QString labReadWithChange(const LabStageFigures& f);

} // namespace fragscope
