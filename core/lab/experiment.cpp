// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/experiment.h"

#include "bench/engine/runner.h"
#include "bench/jobs/presets.h"
#include "bench/results/histogram.h"
#include "defrag/defrag.h"
#include "extents/fiemapreader.h"
#include "fs/fsinfo.h"
#include "io/cache.h"
#include "io/fill.h"
#include "lab/copytools.h"
#include "lab/labinternal.h"
#include "util/fd.h"
#include "util/path.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QThread>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <vector>

namespace fragscope {
using namespace lab;
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Lab)
};

Result<LabStage> stage(const QString& path, const QString& label, int repetitions, const std::atomic<bool>& cancel)
{
    // The stages' maps are compared: each is the committed layout, not one the next commit changes.
    if (auto committed = commitFileSystem(path); !committed)
        return std::unexpected(committed.error());
    auto snap = takeSnapshot(path, label);
    if (!snap)
        return std::unexpected(snap.error());
    LabStage out;
    out.snapshot = std::move(*snap);
    if (repetitions > 0)
        out.read = coldReadSpread(path, repetitions, cancel);
    return out;
}

// CopyTools: the tree on A, this process's own.
QString treeDir(const LabTarget& source)
{
    return QStringLiteral("%1/fragscope-lab-tree.%2").arg(source.directory).arg(::getpid());
}

bool changesFile(LabStep step)
{
    return step == LabStep::Create || step == LabStep::Snapshot || step == LabStep::Writes || step == LabStep::Defrag;
}

// The step whose change of the file `step` works on: the last one before it that changes the file.
LabStep inputOf(LabStep step, const std::vector<LabStep>& steps)
{
    LabStep input = LabStep::Done;
    for (LabStep s : steps) {
        if (s == step)
            break;
        if (changesFile(s))
            input = s;
    }
    return input;
}

// `tree`: the copy-tools tree of the user's files, when the tree is theirs.
QString roomProblem(const QString& dir, const LabSettings& s, const TreeToMake* tree)
{
    const QByteArray d = pathBytes(dir);
    if (!QFileInfo(dir).isDir())
        return Text::tr("not a directory");
    if (::access(d.constData(), W_OK) != 0)
        return Text::tr("cannot be written: %1").arg(errnoText(errno));
    const auto available = availableBytes(dir);
    if (!available)
        return available.error().reason;
    const std::uint64_t free = *available;
    const std::uint64_t need = tree ? tree->bytes * 2 + lab::kMargin : s.bytesNeeded(); // the tree, and its copy
    // The floor every run that allocates keeps (defrag's --keep-free as it is unless set): a tenth
    // of what was free stays other programs' throughout.
    const std::uint64_t kept = KeepFree{}.of(free);
    if (free < need + kept) {
        // Whole sentences: a translation need not fit a clause into another.
        return (s.withDefrag()
                ? Text::tr("%1 free; the experiment needs %2 (the file twice, for the defrag, the writes "
                           "and a margin) and leaves a tenth of the free space, %3, to other programs")
                : Text::tr("%1 free; the experiment needs %2 (the file, the writes and a margin) and leaves a "
                           "tenth of the free space, %3, to other programs"))
            .arg(formatBytes(free), formatBytes(need), formatBytes(kept));
    }
    return {};
}

} // namespace

bool LabControl::goOn() const
{
    while (pause.load() && !cancel.load())
        QThread::msleep(50);
    return !cancel.load();
}

Result<std::unique_ptr<LabSession>> LabSession::start(const QStringList& directories, const LabSettings& s)
{
    if (auto ok = s.check(); !ok)
        return std::unexpected(ok.error());
    if (directories.isEmpty())
        return failure(Text::tr("give at least one directory"));
    std::optional<TreeToMake> tree;
    if (s.experiment == LabExperiment::CopyTools && !s.copySource.isEmpty()) {
        auto plan = treeOf(s.copySource);
        if (!plan)
            return std::unexpected(plan.error());
        tree = std::move(*plan);
    }
    for (const QString& dir : directories) {
        if (const QString why = roomProblem(dir, s, tree ? &*tree : nullptr); !why.isEmpty())
            return std::unexpected(Error{dir, why});
    }
    if (s.experiment == LabExperiment::Snapshots) {
        if (directories.size() != 1)
            return failure(Text::tr("the snapshot experiment runs in one directory on btrfs"));
        const auto fs = FsInfo::probe(directories.front());
        if (fs && fs->magic != kBtrfsMagic)
            return std::unexpected(Error{directories.front(),
                Text::tr("is on %1; the snapshot experiment needs btrfs (try --images btrfs)").arg(fs->typeName)});
    }
    OwnedFiles::removeStale(); // what a killed run left: files, the copy-tools tree and copies
    std::unique_ptr<LabSession> session(new LabSession);
    session->m_owned = std::make_unique<OwnedFiles>();
    session->m_tree = std::move(tree);
    session->m_rng = Rng(s.seed);
    LabResult& r = session->m_result;
    r.settings = s;
    r.startedAt = QDateTime::currentDateTime();
    for (int i = 0; i < directories.size(); ++i) {
        LabTarget t;
        t.directory = QFileInfo(directories[i]).absoluteFilePath();
        t.file = QStringLiteral("%1/fragscope-lab.%2.%3").arg(t.directory).arg(::getpid()).arg(i);
        if (auto fs = FsInfo::probe(t.directory)) {
            t.mountOptions = fs->options().join(u',');
            t.created.snapshot.inspection.fs = *fs; // until the first stage's map says it again
        }
        // the session's end removes those made
        if (auto made = s.experiment == LabExperiment::Snapshots ? makeSubvolume(t, i, *session->m_owned)
                                                                 : session->m_owned->create(t.file);
            !made)
            return std::unexpected(made.error());
        r.targets.push_back(std::move(t));
    }
    return session;
}

LabSession::~LabSession()
{
    finish();
}

void LabSession::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    if (m_result.settings.keepFiles) {
        m_owned->keepAll();
    } else {
        m_owned->removeAll(); // the copy-tools tree too
    }
    m_result.finishedAt = QDateTime::currentDateTime();
}

bool LabSession::hasRun(LabStep step) const
{
    return std::find(m_ran.begin(), m_ran.end(), step) != m_ran.end();
}

LabStep LabSession::next() const
{
    if (m_fileTouched)
        return LabStep::Create;
    for (LabStep step : steps()) {
        if (!hasRun(step))
            return step;
    }
    return LabStep::Done;
}

Result<void> LabSession::canRun(LabStep step) const
{
    if (m_finished)
        return failure(Text::tr("the experiment has ended and its files are gone"));
    const auto all = steps();
    if (std::find(all.begin(), all.end(), step) == all.end())
        return failure(Text::tr("not a step of this experiment"));
    if (step == LabStep::Create)
        return {};
    if (m_fileTouched)
        return failure(Text::tr("a step was stopped while changing the file: write the file again first"));
    // The last step that changed the file must be the one this step works on.
    LabStep last = LabStep::Done;
    for (LabStep s : all) {
        if (changesFile(s) && hasRun(s))
            last = s;
    }
    const LabStep input = inputOf(step, all);
    const LabExperiment e = m_result.settings.experiment;
    if (input != LabStep::Done && !hasRun(input))
        return failure(Text::tr("needs the step before it: %1").arg(labStepName(input, e)));
    if (last != input)
        return failure(
            Text::tr("the file has changed since (%1); write it again to repeat this").arg(labStepName(last, e)));
    return {};
}

namespace {

void report(const LabProgressFn& progress, LabStep step, int target, std::uint64_t done, std::uint64_t total)
{
    if (progress)
        progress(LabProgress{target, step, done, total, nullptr, nullptr, {}});
}

} // namespace

// Runs `work` on each target in turn; a failure ends the experiment for that target only.
bool LabSession::eachTarget(
    LabStep step, const LabControl& control, const LabProgressFn& progress, const TargetWork& work)
{
    std::vector<LabTarget>& targets = m_result.targets;
    for (int i = 0; i < int(targets.size()); ++i) {
        LabTarget& t = targets[std::size_t(i)];
        if (!t.error.isEmpty())
            continue;
        if (!control.goOn())
            return false;
        report(progress, step, i, 0, 1);
        if (auto ok = work(t, i); !ok) {
            if (ok.error().cancelled || control.cancel.load())
                return false;
            t.error = ok.error().message();
        }
        if (control.cancel.load()) // a cancelled read ends without an error
            return false;
    }
    return true;
}

// A cold read of each target's file, kept in its stage `stageOf`.
bool LabSession::measure(LabStep step, const QString& label, LabStage& (*stageOf)(LabTarget&),
    const LabControl& control, const LabProgressFn& progress)
{
    const int repetitions = m_result.settings.readRepetitions;
    const bool snapshotted = hasRun(LabStep::Snapshot) || step == LabStep::Snapshot;
    return eachTarget(step, control, progress, [&](LabTarget& t, int) -> Result<void> {
        auto st = stage(t.file, label, repetitions, control.cancel);
        if (!st)
            return std::unexpected(st.error());
        if (snapshotted) {
            auto sharing = measureSharing(t, st->snapshot);
            if (!sharing)
                return std::unexpected(sharing.error());
            st->sharing = std::move(*sharing);
        }
        stageOf(t) = std::move(*st);
        return {};
    });
}

// The experiment from the start: each target's file written anew (sequentially, or by the parallel
// writers), or the copy experiment's tree made on A.
bool LabSession::create(const LabControl& control, const LabProgressFn& progress)
{
    const LabSettings& s = m_result.settings;
    m_ran.clear();
    for (LabTarget& t : m_result.targets) { // from the start: no stage, no error, no snapshot
        if (s.experiment == LabExperiment::Snapshots) {
            m_owned->remove(t.snapshot);
            settleDeletedSubvolumes(t.directory, control); // this run's or a crashed one's
        }
        LabTarget fresh;
        fresh.directory = t.directory;
        fresh.file = t.file;
        fresh.subvolume = t.subvolume;
        fresh.snapshot = t.snapshot;
        fresh.twinFile = t.twinFile;
        fresh.mountOptions = t.mountOptions;
        fresh.created.snapshot.inspection.fs = t.created.snapshot.inspection.fs;
        t = std::move(fresh);
    }
    m_fileTouched = true; // until the write completes
    if (s.experiment == LabExperiment::CopyTools)
        return createTree(control, progress);
    return eachTarget(LabStep::Create, control, progress, [&](LabTarget& t, int i) {
        const auto wrote
            = [&](std::uint64_t written, std::uint64_t total) { report(progress, LabStep::Create, i, written, total); };
        if (s.experiment == LabExperiment::ParallelWriters)
            return writeInParallel(t.file, s, m_rng.next(), control, wrote);
        // From the start (emptied, so nothing of an earlier layout stays), incompressible.
        std::uint64_t written = 0;
        return writeIncompressible(
            t.file, 0, s.fileBytes, m_rng, [&] { return control.goOn(); },
            [&](std::uint64_t n) { wrote(written += n, s.fileBytes); }, FillStart::Truncate);
    });
}

// The copy experiment's tree, on A only: generated, or the source's files read by start().
bool LabSession::createTree(const LabControl& control, const LabProgressFn& progress)
{
    const LabSettings& s = m_result.settings;
    LabTarget& a = m_result.targets.front();
    if (s.copySource.isEmpty())
        m_tree = generatedTree(s.copyFiles, s.copyMinBytes, s.copyMaxBytes, m_rng.next());
    if (!m_tree) { // start() read the source's tree; without it there is nothing to make
        a.error = Text::tr("no tree to make: the source's files were not read");
        return true;
    }
    const TreeToMake& plan = *m_tree;
    m_owned->remove(treeDir(a));
    auto tree = makeFragmentedTree(treeDir(a), plan, *m_owned, m_rng, control,
        [&](std::uint64_t written, std::uint64_t total) { report(progress, LabStep::Create, 0, written, total); });
    if (tree) {
        m_result.treeFiles = plan.files.size();
        m_result.treeBytes = plan.bytes;
        m_result.copies.clear();
        m_result.treeReadBefore = m_treeRead ? m_treeRead(treeDir(a)) : std::nullopt;
        m_result.treeReadAfter.reset();
        return true;
    }
    const bool cancelled = tree.error().cancelled || control.cancel.load();
    if (!cancelled)
        a.error = tree.error().message();
    return !cancelled;
}

// Each target's file defragmented, or the copy experiment's tree.
bool LabSession::defragTargets(const LabControl& control, const LabProgressFn& progress)
{
    if (m_result.settings.experiment == LabExperiment::CopyTools) {
        const TreeDefrag d = defragTree(treeDir(m_result.targets.front()), control.cancel, [&](int done, int total) {
            report(progress, LabStep::Defrag, 0, std::uint64_t(done), std::uint64_t(total));
        });
        m_result.treeDefragmented = d.defragmented;
        if (control.cancel.load())
            return false;
        m_result.treeReadAfter = m_treeRead ? m_treeRead(treeDir(m_result.targets.front())) : std::nullopt;
        return true;
    }
    const bool snapshots = m_result.settings.experiment == LabExperiment::Snapshots;
    return eachTarget(LabStep::Defrag, control, progress, [&](LabTarget& t, int) -> Result<void> {
        DefragOptions options;
        if (snapshots) { // first as asked by default: it must keep the sharing, and say what unsharing takes
            auto kept = defragFile(t.file, options, control.cancel);
            t.keptSharing = kept ? kept->outcome : kept.error().reason;
            options.unshare = true;
        }
        auto d = defragFile(t.file, options, control.cancel);
        if (!d) // the step is named: a refusal here is the defrag's, the file as it was
            return std::unexpected(
                Error{d.error().path, Text::tr("defrag: %1").arg(d.error().reason), d.error().errnum});
        t.defrag = std::move(*d);
        return {};
    });
}

// Snapshots: each target's subvolume snapshotted, and what the file and the copy share then.
bool LabSession::snapshotTargets(const LabControl& control, const LabProgressFn& progress)
{
    if (!eachTarget(LabStep::Snapshot, control, progress,
            [&](LabTarget& t, int i) { return takeBtrfsSnapshot(t, i, *m_owned); }))
        return false;
    return measure(
        LabStep::Snapshot, Text::tr("snapshot taken"),
        [](LabTarget& t) -> LabStage& {
            if (!t.snapshotted)
                t.snapshotted.emplace();
            return *t.snapshotted;
        },
        control, progress);
}

// The benchmark matrix on each target. The sides take turns, a run of the matrix each, so that what
// drifts while they run (the host's disk, its cache, other work) falls on both alike rather than on
// the later side.
bool LabSession::benchTargets(const LabControl& control, const LabProgressFn& progress)
{
    const LabSettings& s = m_result.settings;
    for (LabTarget& t : m_result.targets)
        t.bench.reset();
    bool done = true;
    for (int rep = 0; rep < s.benchRepetitions && done; ++rep) {
        done = eachTarget(LabStep::Bench, control, progress, [&](LabTarget& t, int i) -> Result<void> {
            auto jobs = loadPreset(QStringLiteral("matrix-6"), t.directory);
            if (!jobs)
                return std::unexpected(jobs.error());
            for (JobSpec& job : *jobs) {
                job.size = s.fileBytes;
                job.runtimeUs = std::uint64_t(s.benchSeconds) * 1'000'000;
            }
            BenchResult r = runBench(*jobs, RunOptions{}, control.cancel, [&](const BenchTick& tick) {
                const auto at = std::uint64_t((rep + tick.progress.fraction) * 1000);
                report(progress, LabStep::Bench, i, at, std::uint64_t(s.benchRepetitions) * 1000);
            });
            if (!r.error.isEmpty())
                return std::unexpected(Error{t.directory, r.error});
            if (!t.bench) {
                t.bench = std::move(r);
                return {};
            }
            for (JobRun& run : r.runs) {
                run.repetition = rep;
                t.bench->runs.push_back(std::move(run));
            }
            return {};
        });
    }
    return done;
}

bool LabSession::runStep(LabStep step, const LabControl& control, const LabProgressFn& progress)
{
    if (!canRun(step))
        return false;
    const bool parallel = m_result.settings.experiment == LabExperiment::ParallelWriters;
    bool done = false;
    switch (step) {
    case LabStep::Create:
        done = create(control, progress);
        break;
    case LabStep::ReadBefore:
        done = measure(
            step, parallel ? Text::tr("written by the parallel writers") : Text::tr("written sequentially"),
            [](LabTarget& t) -> LabStage& { return t.created; }, control, progress);
        break;
    case LabStep::Snapshot:
        done = snapshotTargets(control, progress);
        break;
    case LabStep::Writes:
        done = writeRandomly(m_result.targets, m_result.settings, m_rng, control, progress);
        break;
    case LabStep::ReadAfter:
        done = measure(
            step, Text::tr("after the random writes"), [](LabTarget& t) -> LabStage& { return t.afterWrites; }, control,
            progress);
        break;
    case LabStep::Defrag:
        done = defragTargets(control, progress);
        break;
    case LabStep::ReadAfterDefrag:
        done = measure(
            step, Text::tr("after defrag"),
            [](LabTarget& t) -> LabStage& {
                if (!t.afterDefrag)
                    t.afterDefrag.emplace();
                return *t.afterDefrag;
            },
            control, progress);
        break;
    case LabStep::Bench:
        done = benchTargets(control, progress);
        break;
    case LabStep::Copy:
    case LabStep::CopyAfterDefrag:
        if (m_result.targets.size() < 2) {
            m_result.targets.front().error = Text::tr("the copy needs a second directory to copy to");
            done = true;
            break;
        }
        done = copyWithEachTool(step == LabStep::CopyAfterDefrag, control, progress);
        break;
    case LabStep::Done:
        break;
    }
    m_result.cancelled = !done;
    m_result.finishedAt = QDateTime::currentDateTime();
    if (done) {
        if (!hasRun(step))
            m_ran.push_back(step);
        if (step == LabStep::Create)
            m_fileTouched = false;
    } else if (changesFile(step)) {
        m_fileTouched = true;
    }
    return done;
}

namespace {

// A round's copy added to a tool's figures: the first as it is, later rounds' runs beside it.
void addRound(std::optional<BenchResult>& into, BenchResult&& copy, int round)
{
    for (JobRun& run : copy.runs)
        run.repetition = round;
    if (!into)
        into = std::move(copy);
    else
        into->runs.insert(into->runs.end(), copy.runs.begin(), copy.runs.end());
}

} // namespace

ToolCopy& LabSession::copiesOf(const QString& tool)
{
    auto it = std::find_if(
        m_result.copies.begin(), m_result.copies.end(), [&](const ToolCopy& c) { return c.tool == tool; });
    if (it == m_result.copies.end())
        it = m_result.copies.insert(m_result.copies.end(), ToolCopy{tool, {}, {}});
    return *it;
}

// One tool's copy of A's tree into a folder of its own on B, its rate reported as it goes (as
// tool `at.rate.jobIndex`, on the clock of the whole step: `begun` seconds in).
Result<BenchResult> LabSession::copyOnce(
    const CopyTool& tool, LabProgress at, double begun, const LabControl& control, const LabProgressFn& progress)
{
    const QString to = QStringLiteral("%1/fragscope-lab-copy.%2.%3")
                           .arg(m_result.targets[1].directory)
                           .arg(::getpid())
                           .arg(QString(tool.name).remove(u' '));
    return copyTree(tool, treeDir(m_result.targets.front()), to, *m_owned, control.cancel, [&](const BenchTick& tick) {
        if (!progress || tick.samples.empty())
            return;
        LabProgress p = at;
        const int index = at.rate.jobIndex;
        p.rate = tick.samples.front();
        p.rate.jobIndex = index;
        p.rate.seconds += begun;
        progress(p);
    });
}

bool LabSession::copyWithEachTool(bool after, const LabControl& control, const LabProgressFn& progress)
{
    // Every tool copies the tree from A into a new folder on B, cold, a round at a time: what drifts
    // while they run (the host's disk, other work) falls on all of them alike.
    const LabStep step = after ? LabStep::CopyAfterDefrag : LabStep::Copy;
    const auto tools = installedCopyTools();
    const int rounds = std::max(1, m_result.settings.readRepetitions);
    const std::uint64_t total = std::uint64_t(rounds) * tools.size();
    QElapsedTimer clock;
    clock.start();
    for (ToolCopy& c : m_result.copies)
        (after ? c.after : c.before).reset();
    for (int round = 0; round < rounds; ++round) {
        for (std::size_t k = 0; k < tools.size(); ++k) {
            if (!control.goOn())
                return false;
            LabProgress at{1, step, std::uint64_t(round) * tools.size() + k, total, nullptr, nullptr, {}};
            if (progress)
                progress(at);
            at.rate.jobIndex = int(k);
            auto copy = copyOnce(tools[k], at, double(clock.nsecsElapsed()) / 1e9, control, progress);
            if (control.cancel.load())
                return false;
            ToolCopy& figures = copiesOf(tools[k].name);
            if (copy)
                addRound(after ? figures.after : figures.before, std::move(*copy), round);
            else
                m_result.targets[1].error = copy.error().message();
        }
    }
    return true;
}

Result<LabResult> runLab(const QStringList& directories, const LabSettings& s, const std::atomic<bool>& cancel,
    const LabProgressFn& progress, const TreeReadFn& treeRead)
{
    auto session = LabSession::start(directories, s);
    if (!session)
        return std::unexpected(session.error());
    (*session)->setTreeRead(treeRead);
    const std::atomic<bool> never{false};
    const LabControl control{cancel, never};
    for (LabStep step : (*session)->steps()) {
        if (!(*session)->runStep(step, control, progress))
            break;
    }
    (*session)->finish();
    if (progress)
        progress(LabProgress{0, LabStep::Done, 1, 1, nullptr, nullptr, {}});
    return (*session)->result();
}

} // namespace fragscope
