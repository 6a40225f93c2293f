// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/engine/runner.h"
#include "bench/results/result.h"
#include "defrag/defrag.h"
#include "extents/mapbins.h"
#include "extents/snapshot.h"
#include "io/ownedfiles.h"
#include "io/random.h"
#include "lab/copytools.h"
#include "model/hddmodel.h"
#include "util/error.h"

#include <QString>
#include <QStringList>

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace fragscope {

// The experiments of our sources (see DESIGN.md), each over one test file per target directory:
// - Cow, the talk's: the file written sequentially, then taking the same random writes (fsync after
//   each), its layout and cold read speed recorded before and after, and optionally after a defrag.
// - ParallelWriters, the ext4 online-defrag paper's: `writers` writers at once each write their slice
//   of the file in 1 MiB blocks (as dd with seek=), buffered or O_DIRECT; the layout and cold read
//   of what they left, then defrag, the layout and cold read again.
// - Discard, the fio/XFS measurements': the six-pattern matrix (preset matrix-6), benchRepetitions
//   times, on two file systems of one type, one mounted with -o discard and one without; each
//   pattern's throughput compared with its noise.
// - CopyTools, the archive-copy timings': a tree of copyFiles files (or of the files of copySource)
//   written fragmented on A, copied to B by each installed tool (tar, cpio, cp -a, rsync) with a cold
//   cache, readRepetitions rounds of every tool in turn; then every file of the tree defragmented and
//   the copies timed again.
// - Snapshots, for teaching copy-on-write's space: on btrfs, the file written in a subvolume of its
//   own, a snapshot of that taken, random overwrites of the file (its extents go from shared to
//   exclusive, the data space used grows), then a defrag without --unshare (refused: it would copy
//   shared data) and with it (the space it takes). At each stage the file and the snapshot's copy
//   of it, and their sharing, counted by us and by compsize and `btrfs filesystem du`.
enum class LabExperiment { Cow, ParallelWriters, Discard, CopyTools, Snapshots };
inline constexpr LabExperiment kLabExperiments[] = {LabExperiment::Cow, LabExperiment::ParallelWriters,
    LabExperiment::Discard, LabExperiment::CopyTools, LabExperiment::Snapshots};
// "cow", "parallel-writers", "discard", "copy-tools", "snapshots"
QString labExperimentKey(LabExperiment e);
QStringList labExperimentKeys(); // every experiment's, in kLabExperiments' order
std::optional<LabExperiment> labExperimentFromKey(const QString& key);
QString labExperimentTitle(LabExperiment e);

struct LabSettings
{
    LabExperiment experiment = LabExperiment::Cow;
    std::uint64_t fileBytes = 1ULL << 30;        // S
    std::uint64_t writeBytes = 4096;             // B, each followed by fsync
    std::uint64_t writeTotalBytes = 64ULL << 20; // W
    int readRepetitions = 3;
    // Where the writes land. false (the talk's, fio's randwrite with size=W): every block of the
    // first W bytes once, in random order, so that region ends in about one extent per write on a
    // copy-on-write file system. true: W bytes at random blocks of the whole file, which splits an
    // extent around each write (about two per write) and shows the damage along the whole map.
    bool spread = false;
    bool defrag = false;               // always with ParallelWriters
    int writers = 10;                  // ParallelWriters: writers at once
    bool directIo = false;             // ParallelWriters: O_DIRECT (allocation at each write), else buffered
    int benchSeconds = 10;             // Discard: each pattern's runtime
    int benchRepetitions = 5;          // Discard: runs of the matrix, each measured on its own
    int copyFiles = 2000;              // CopyTools: files in the generated tree, their sizes log-uniform in
    std::uint64_t copyMinBytes = 4096; // [copyMinBytes, copyMaxBytes]
    std::uint64_t copyMaxBytes = 1ULL << 20;
    // CopyTools: a folder whose files (their names and contents; it is only read) make the tree
    // instead of generated ones.
    QString copySource;
    bool keepFiles = false;
    std::uint64_t seed = 1;
    HddParams hdd; // the disk the model predicts read times for

    bool operator==(const LabSettings&) const = default;

    static LabSettings published();      // 1 GiB, 4 KiB, 64 MiB: the talk's experiment
    static LabSettings quick();          // 256 MiB, 4 KiB, 16 MiB: for slow machines
    static LabSettings paper();          // ParallelWriters: 2 GiB, 10 writers, as the paper
    static LabSettings quickWriters();   // ParallelWriters: 256 MiB, 10 writers
    static LabSettings discard();        // Discard: a 1 GiB file, 10 s a pattern, 5 runs (the preset's)
    static LabSettings quickDiscard();   // Discard: 256 MiB, 2 s a pattern, 3 runs
    static LabSettings copyTools();      // CopyTools: 2,000 files (about 400 MB)
    static LabSettings quickCopyTools(); // CopyTools: 300 files
    static LabSettings snapshots();      // Snapshots: 256 MiB, 16 MiB of 4 KiB overwrites all over it
    static LabSettings quickSnapshots(); // Snapshots: 64 MiB, 4 MiB of overwrites
    // An experiment's presets: [0] its source's sizes, [1] quick ones.
    static std::array<LabSettings, 2> presets(LabExperiment experiment);
    bool withDefrag() const
    {
        return defrag || experiment == LabExperiment::ParallelWriters || experiment == LabExperiment::Snapshots;
    }
    std::uint64_t writes() const { return writeBytes ? writeTotalBytes / writeBytes : 0; }
    // Free space a target needs: the file (twice with defrag: a donor, or copy-on-write), the
    // writes (copy-on-write puts them elsewhere) and 64 MiB for metadata.
    std::uint64_t bytesNeeded() const;
    // Whether the numbers make an experiment (sizes in whole blocks, writes fit in the file).
    Result<void> check() const;
};

enum class LabStep {
    Create,
    ReadBefore,
    Snapshot, // Snapshots: the subvolume snapshotted
    Writes,
    ReadAfter,
    Defrag,
    ReadAfterDefrag,
    Bench,
    Copy,
    CopyAfterDefrag,
    Done
};
QString labStepName(LabStep step, LabExperiment experiment = LabExperiment::Cow);
// The experiment's steps in order (the defrag ones only when settings.defrag).
std::vector<LabStep> labSteps(const LabSettings& settings);

// The Snapshots experiment at one stage: the snapshot's copy of the file and what the two share.
struct LabSharing
{
    Snapshot twin; // the snapshot's copy of the file: its layout, exclusive and shared bytes
    // The extents of both files, each once: compsize's Disk Usage, Uncompressed and Referenced, and
    // the bytes of them neither file references. Exact when the file system's records were read
    // (root), else from FIEMAP (unreferencedKnown false).
    ExtentTotals totals;
    bool exact = false;
    std::uint64_t dataUsedBytes = 0; // the file system's data space used (`btrfs filesystem df`)
    // The same, counted by tools nobody here wrote, where they ran (installed; compsize needs root).
    std::optional<ExtentTotals> compsize;         // its TOTAL line (no unreferenced bytes)
    std::optional<std::uint64_t> duFileExclusive; // `btrfs filesystem du --raw`: Exclusive of the file
    std::optional<std::uint64_t> duTwinExclusive; // and of the snapshot's copy
};

// One stage of one target: its snapshot and the cold read of it.
struct LabStage
{
    Snapshot snapshot;
    std::optional<Spread> read;        // bytes/s over the repetitions
    std::optional<LabSharing> sharing; // Snapshots, once the snapshot is taken
};

struct LabTarget
{
    QString directory;
    QString file; // the test file (removed at the end unless kept)
    // Snapshots: the subvolume the file is in, the snapshot of it and the file's copy there.
    QString subvolume;
    QString snapshot;
    QString twinFile;
    LabStage created;
    std::optional<LabStage> snapshotted; // Snapshots: right after the snapshot
    LabStage afterWrites;
    std::optional<LabStage> afterDefrag;
    std::optional<DefragResult> defrag;
    QString keptSharing; // Snapshots: why the defrag without --unshare left the file as it was
    std::uint64_t writesDone = 0;
    double writeSeconds = 0; // in write and fsync on this file, pauses and the other files not counted
    // Write and fsync of one write, over all the writes, and the rate about every 250 ms: writes/s
    // (writeIops) and bytes/s (writeBandwidth) in this file's own time, the latency p50 and p99.
    std::uint64_t writeP50Ns = 0;
    std::uint64_t writeP99Ns = 0;
    std::vector<BenchSample> writeRate;
    std::optional<BenchResult> bench; // Discard: the matrix's runs
    QString mountOptions;             // of the file system the directory is on, as mounted
    QString error;                    // why this target stopped, if it did
};

// A target's stages in order, as every view lists them: a stable key ("created", "after_writes",
// "after_defrag"), a title for people, the stage. The defrag stage only when it ran.
struct LabStageRef
{
    QString key;
    QString title;
    const LabStage* stage = nullptr;
};
std::vector<LabStageRef> labStages(const LabTarget& target, const LabSettings& settings);

// The Discard experiment's figure: each pattern of the matrix, its throughput (read and write bytes/s
// together) over the runs on A and on B, and whether they differ by more than their noise.
struct PatternComparison
{
    QString pattern; // the job's name: "randwrite"
    Spread a, b;     // bytes/s
    Noise noise = Noise::Unknown;
};
std::vector<PatternComparison> comparePatterns(const BenchResult& a, const BenchResult& b);

// CopyTools: one tool's copies of the tree from A to B, before and after the tree's defrag: each a
// command job's result, with one run per round (JobRun::repetition).
struct ToolCopy
{
    QString tool;
    std::optional<BenchResult> before;
    std::optional<BenchResult> after;
};

// CopyTools: reading the tree as tar reads it, as the cost model says (the folder's read of the
// survey and the defrag plan: relayout/treeread.h, above the lab, given through TreeReadFn): as it
// lies and defragmented, on the disk named.
struct TreeReadFigures
{
    double seconds = 0;
    double defragmentedSeconds = 0;
    QString disk; // "/dev/loop1, measured 6 Dec 2026"
};
using TreeReadFn = std::function<std::optional<TreeReadFigures>(const QString& dir)>;

struct LabResult
{
    LabSettings settings;
    std::vector<LabTarget> targets;
    std::vector<ToolCopy> copies; // CopyTools
    std::uint64_t treeFiles = 0;  // CopyTools: the tree made on A
    std::uint64_t treeBytes = 0;
    int treeDefragmented = 0;                                     // files the defrag improved
    std::optional<TreeReadFigures> treeReadBefore, treeReadAfter; // CopyTools, where a TreeReadFn was given
    bool cancelled = false;
    QDateTime startedAt;
    QDateTime finishedAt;
};

struct LabProgress
{
    int target = 0; // during the writes, the target whose map this is
    LabStep step = LabStep::Create;
    std::uint64_t done = 0;
    std::uint64_t total = 0;
    // During the writes, the file's layout about every 250 ms (else null), and its write rate over
    // that time (jobIndex = target, seconds since the writes began). During the copies, the storage
    // bytes/s of the copy running (jobIndex = the tool, seconds since the step began).
    std::shared_ptr<const ExtentMap> map;
    std::shared_ptr<const MapIndex> index; // the map's drawing index, built on the worker
    BenchSample rate;
    std::uint64_t dataUsedBytes = 0; // Snapshots, during the writes: the file system's data space used
};
using LabProgressFn = std::function<void(const LabProgress&)>;

// How a running step is steered from outside: cancel stops it (its results are dropped); pause
// holds it at the next point where waiting changes no figure (between two random writes, between
// two chunks of the sequential write, between targets) until pause is cleared or cancel set.
struct LabControl
{
    const std::atomic<bool>& cancel;
    const std::atomic<bool>& pause;

    // Waits while paused; false when cancelled.
    bool goOn() const;
};

// One experiment, run a step at a time: made by start() (checks, creates the test files), then
// runStep() for each step in order, or again for a step whose input has not changed since (a read
// of the file as the step before left it; or the sequential write, which starts over). Each step runs on every target
// before the next; the random writes go to the targets in turn, write i to each before write i + 1, so their maps
// change side by side. Not thread-safe: one thread at a time.
class LabSession
{
public:
    // Refuses up front when a directory cannot be written or lacks the room (file, writes and a
    // margin). Creates only the test files (O_EXCL, registered like benchmark files, so a crash's
    // leftovers go at the next start).
    static Result<std::unique_ptr<LabSession>> start(const QStringList& directories, const LabSettings& settings);
    // Removes the test files, unless settings.keepFiles.
    ~LabSession();
    LabSession(const LabSession&) = delete;
    LabSession& operator=(const LabSession&) = delete;

    std::vector<LabStep> steps() const { return labSteps(m_result.settings); }
    // The first step not yet run, Done when all have.
    LabStep next() const;
    bool hasRun(LabStep step) const;
    // Whether `step` can run now, else why not. A step needs the one that changed the file
    // before it; a read can run again while the file is as that step left it; the sequential
    // write can always run again and starts the experiment over.
    Result<void> canRun(LabStep step) const;
    // Runs `step` on every target still in the race; a target that fails drops out with its error.
    // Returns false when cancelled: the step counts as not run, and if it had begun changing the
    // file only the sequential write can run next.
    bool runStep(LabStep step, const LabControl& control, const LabProgressFn& progress = {});
    const LabResult& result() const { return m_result; }
    // Removes the files now (unless kept); the session can then run nothing more.
    void finish();
    // CopyTools: what prices the tree's read once it is made and once it is defragmented.
    void setTreeRead(TreeReadFn treeRead) { m_treeRead = std::move(treeRead); }

private:
    LabSession() = default;
    // The steps' work; each returns false when cancelled.
    using TargetWork = std::function<Result<void>(LabTarget&, int)>;
    bool eachTarget(LabStep step, const LabControl& control, const LabProgressFn& progress, const TargetWork& work);
    bool measure(LabStep step, const QString& label, LabStage& (*stageOf)(LabTarget&), const LabControl& control,
        const LabProgressFn& progress);
    bool create(const LabControl& control, const LabProgressFn& progress);
    bool createTree(const LabControl& control, const LabProgressFn& progress);
    bool defragTargets(const LabControl& control, const LabProgressFn& progress);
    bool snapshotTargets(const LabControl& control, const LabProgressFn& progress);
    bool benchTargets(const LabControl& control, const LabProgressFn& progress);
    bool copyWithEachTool(bool after, const LabControl& control, const LabProgressFn& progress);
    Result<BenchResult> copyOnce(
        const CopyTool& tool, LabProgress at, double begun, const LabControl& control, const LabProgressFn& progress);
    ToolCopy& copiesOf(const QString& tool);

    LabResult m_result;
    std::unique_ptr<OwnedFiles> m_owned;
    std::optional<TreeToMake> m_tree; // CopyTools: the files of the tree, once known
    TreeReadFn m_treeRead;
    Rng m_rng{1};
    std::vector<LabStep> m_ran;
    bool m_fileTouched = false; // a cancelled write or defrag left the file half-changed
    bool m_finished = false;
};

// The whole experiment in one go: start, every step, finish.
Result<LabResult> runLab(const QStringList& directories, const LabSettings& settings, const std::atomic<bool>& cancel,
    const LabProgressFn& progress = {}, const TreeReadFn& treeRead = {});

} // namespace fragscope
