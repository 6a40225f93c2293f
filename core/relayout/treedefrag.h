// SPDX-License-Identifier: GPL-3.0-or-later
// Defragmenting a whole tree: the plan (which files, worst first, what it gains on the disk model,
// which cannot improve and why), the run one file at a time (or the files laid down together). The
// read of the whole tree the way tar reads it, before and after, is relayout/treeread.h's.
#pragma once

#include "defrag/defrag.h"
#include "defrag/together.h"
#include "fs/freespace.h"
#include "model/hddmodel.h"
#include "relayout/preview.h"
#include "relayout/treeread.h"
#include "survey/survey.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace fragscope {

struct TreePlanFile
{
    QString path;
    std::uint64_t bytes = 0; // allocated: what moving it moves
    std::uint32_t fragments = 0;
    double readSeconds = 0; // the cost model's read as it lies (SurveyFile::readSeconds)
    double gainSeconds = 0; // the cost model's time lost (SurveyFile::lostSeconds): at best what it gains
    QString skip;           // why it cannot improve; empty when it is in the plan
    bool canMove = true;    // false: it must not be moved at all (not even to lie beside others)
};

struct TreePlan
{
    // The planned files first, in the order they run: the most gain for each byte moved first; then
    // the skipped ones, by name.
    std::vector<TreePlanFile> files;
    int planned = 0;
    PreviewTotals totals; // the planned files' reads now and at best after, what moving them writes
    FreeRoom room;        // the free space: its largest extent (known on ext4 and XFS)
    HddParams hdd;
};

// The plan from a survey of the tree (its files' figures): files in one piece, stored inline,
// sharing extents (snapshots, reflinks), compressed, immutable or append-only, open for writing by
// another program (a read lease is refused), or with more pieces than the free space lets them lose
// are skipped, each with its reason, and so are the files the thresholds leave out; the rest ordered
// by gain per byte moved. `space`: the free space of its file system when it was read already (else
// it is read here).
TreePlan planTreeDefrag(const Survey& survey, const HddParams& hdd, const FreeSpace* space = nullptr,
    const DefragThresholds& thresholds = {});

struct TreeRunProgress
{
    int file = 0; // index into the files run
    int files = 0;
    std::uint64_t doneBytes = 0; // of all the files, moved so far
    std::uint64_t totalBytes = 0;
    QString path;
    QString phase;
};

// Runs the plan's files in its order, one at a time with the single-file engine, waiting between
// files while `pause` is set; or with `together`, lays the files down together in `order` (the
// plan's skips still skipped). One result a file run, in the order run.
struct TreeRunResult
{
    QStringList files;
    std::vector<Result<DefragResult>> results;
    TogetherRun together; // with together: its groups and notes
    bool cancelled = false;
};
TreeRunResult runTreeDefrag(const TreePlan& plan, const DefragOptions& options, const QStringList* together,
    const std::atomic<bool>& cancel, const std::atomic<bool>& pause,
    const std::function<void(const TreeRunProgress&)>& progress = {});

} // namespace fragscope
