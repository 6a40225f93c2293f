// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/result.h"
#include "defrag/defrag.h"
#include "extents/snapshot.h"
#include "lab/hddmodel.h"
#include "util/error.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace fragscope {

// The copy-on-write against in-place experiment (see DESIGN.md): one test file per target
// directory, written sequentially, then taking the same random writes (fsync after each), its
// layout and cold read speed recorded before and after, and optionally after a defrag.
struct LabSettings
{
    std::uint64_t fileBytes = 1ULL << 30;        // S
    std::uint64_t writeBytes = 4096;             // B, each followed by fsync
    std::uint64_t writeTotalBytes = 64ULL << 20; // W
    int readRepetitions = 3;
    bool defrag = false;
    bool keepFiles = false;
    std::uint64_t seed = 1;
    HddParams hdd; // the disk the model predicts read times for

    bool operator==(const LabSettings&) const = default;

    static LabSettings published(); // 1 GiB, 4 KiB, 64 MiB: the talk's experiment
    static LabSettings quick();     // 256 MiB, 4 KiB, 16 MiB: for slow machines
    std::uint64_t writes() const { return writeBytes ? writeTotalBytes / writeBytes : 0; }
    // Free space a target needs: the file (twice with defrag: a donor, or copy-on-write), the
    // writes (copy-on-write puts them elsewhere) and 64 MiB for metadata.
    std::uint64_t bytesNeeded() const;
    // Empty when the numbers make an experiment (sizes in whole blocks, writes fit in the file).
    QString problem() const;
};

enum class LabStep { Create, ReadBefore, Writes, ReadAfter, Defrag, ReadAfterDefrag, Done };
QString labStepName(LabStep step);

// One stage of one target: its snapshot and the cold read of it.
struct LabStage
{
    Snapshot snapshot;
    std::optional<Spread> read; // bytes/s over the repetitions
};

struct LabTarget
{
    QString directory;
    QString file; // the test file (removed at the end unless kept)
    LabStage created;
    LabStage afterWrites;
    std::optional<LabStage> afterDefrag;
    std::optional<DefragResult> defrag;
    std::uint64_t writesDone = 0;
    double writeSeconds = 0;
    QString error; // why this target stopped, if it did
};

// A target's stages in order, as every view lists them: a stable key ("created", "after_writes",
// "after_defrag"), a title for people, the stage. The defrag stage only when it ran.
struct LabStageRef
{
    QString key;
    QString title;
    const LabStage* stage = nullptr;
};
std::vector<LabStageRef> labStages(const LabTarget& target);

struct LabResult
{
    LabSettings settings;
    std::vector<LabTarget> targets;
    bool cancelled = false;
    QDateTime startedAt;
    QDateTime finishedAt;
};

struct LabProgress
{
    int target = 0;
    LabStep step = LabStep::Create;
    std::uint64_t done = 0;
    std::uint64_t total = 0;
    // During the writes, the file's layout about every 250 ms (else null).
    std::shared_ptr<const ExtentMap> map;
};
using LabProgressFn = std::function<void(const LabProgress&)>;

// Runs the experiment step by step over every target (each step on all targets before the next).
// Refuses up front when a directory cannot be written or lacks the room (file, writes and a
// margin). Writes only the test files it creates (O_EXCL, registered like benchmark files, so a
// crash's leftovers go at the next start) and removes them at the end, on cancel and on failure,
// unless settings.keepFiles.
Result<LabResult> runLab(const QStringList& directories, const LabSettings& settings, const std::atomic<bool>& cancel,
    const LabProgressFn& progress = {});

} // namespace fragscope
