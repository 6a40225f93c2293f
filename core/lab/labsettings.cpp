// SPDX-License-Identifier: GPL-3.0-or-later
// The experiments' settings, names, steps and stages, and the discard experiment's figure.
#include "lab/labinternal.h"

#include "util/units.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace fragscope {
using namespace lab;
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Lab)
};

} // namespace

LabSettings LabSettings::published()
{
    return LabSettings{};
}

LabSettings LabSettings::quick()
{
    LabSettings s;
    s.fileBytes = 256ULL << 20;
    s.writeTotalBytes = 16ULL << 20;
    return s;
}

LabSettings LabSettings::paper()
{
    LabSettings s;
    s.experiment = LabExperiment::ParallelWriters;
    s.fileBytes = 2ULL << 30;
    s.defrag = true;
    return s;
}

LabSettings LabSettings::quickWriters()
{
    LabSettings s = paper();
    s.fileBytes = 256ULL << 20;
    return s;
}

LabSettings LabSettings::discard()
{
    LabSettings s;
    s.experiment = LabExperiment::Discard;
    s.fileBytes = 1ULL << 30;
    s.readRepetitions = 0;
    return s;
}

LabSettings LabSettings::quickDiscard()
{
    LabSettings s = discard();
    s.fileBytes = 256ULL << 20;
    s.benchSeconds = 2;
    s.benchRepetitions = 3;
    return s;
}

LabSettings LabSettings::copyTools()
{
    LabSettings s;
    s.experiment = LabExperiment::CopyTools;
    s.readRepetitions = 3; // rounds of the copies
    s.defrag = true;
    return s;
}

LabSettings LabSettings::quickCopyTools()
{
    LabSettings s = copyTools();
    s.copyFiles = 300;
    return s;
}

LabSettings LabSettings::snapshots()
{
    LabSettings s;
    s.experiment = LabExperiment::Snapshots;
    s.fileBytes = 256ULL << 20;
    s.writeTotalBytes = 16ULL << 20;
    s.spread = true; // all over the file: the snapshot's sharing goes extent by extent along the map
    s.defrag = true;
    return s;
}

LabSettings LabSettings::quickSnapshots()
{
    LabSettings s = snapshots();
    s.fileBytes = 64ULL << 20;
    s.writeTotalBytes = 4ULL << 20;
    return s;
}

std::array<LabSettings, 2> LabSettings::presets(LabExperiment e)
{
    switch (e) {
    case LabExperiment::Snapshots:
        return {snapshots(), quickSnapshots()};
    case LabExperiment::ParallelWriters:
        return {paper(), quickWriters()};
    case LabExperiment::Discard:
        return {discard(), quickDiscard()};
    case LabExperiment::CopyTools:
        return {copyTools(), quickCopyTools()};
    case LabExperiment::Cow:
        break;
    }
    return {published(), quick()};
}

QString labExperimentKey(LabExperiment e)
{
    switch (e) {
    case LabExperiment::CopyTools:
        return QStringLiteral("copy-tools");
    case LabExperiment::ParallelWriters:
        return QStringLiteral("parallel-writers");
    case LabExperiment::Discard:
        return QStringLiteral("discard");
    case LabExperiment::Snapshots:
        return QStringLiteral("snapshots");
    case LabExperiment::Cow:
        break;
    }
    return QStringLiteral("cow");
}

QStringList labExperimentKeys()
{
    QStringList keys;
    for (LabExperiment e : kLabExperiments)
        keys << labExperimentKey(e);
    return keys;
}

std::optional<LabExperiment> labExperimentFromKey(const QString& key)
{
    for (LabExperiment e : kLabExperiments) {
        if (key == labExperimentKey(e))
            return e;
    }
    return std::nullopt;
}

QString labExperimentTitle(LabExperiment e)
{
    switch (e) {
    case LabExperiment::ParallelWriters:
        return Text::tr("Parallel writers, then defrag (the ext4 online defrag paper)");
    case LabExperiment::Discard:
        return Text::tr("Discard on and off: six patterns on each (the fio and XFS measurements)");
    case LabExperiment::CopyTools:
        return Text::tr("Copy tools: tar, cpio, cp -a and rsync from A to B, before and after defrag");
    case LabExperiment::Snapshots:
        return Text::tr("Snapshots: a file and its snapshot, overwritten, then defragmented (btrfs)");
    case LabExperiment::Cow:
        break;
    }
    return Text::tr("Copy-on-write against in place (the talk)");
}

std::vector<PatternComparison> comparePatterns(const BenchResult& a, const BenchResult& b)
{
    // Each repetition's throughput of a job, reads and writes together.
    const auto spread = [](const BenchResult& r, int job) {
        std::vector<double> values;
        for (const JobRun* run : r.runsOf(job))
            values.push_back(run->read.bandwidth() + run->write.bandwidth());
        return spreadOf(std::move(values));
    };
    std::vector<PatternComparison> out;
    for (int job = 0; job < int(a.jobs.size()) && job < int(b.jobs.size()); ++job) {
        PatternComparison c;
        c.pattern = a.jobs[std::size_t(job)].name;
        c.a = spread(a, job);
        c.b = spread(b, job);
        c.noise = noiseBetween(c.a, c.b);
        out.push_back(c);
    }
    return out;
}

std::uint64_t LabSettings::bytesNeeded() const
{
    if (experiment == LabExperiment::Discard)
        return fileBytes + kMargin;
    if (experiment
        == LabExperiment::CopyTools) { // the tree and a copy; log-uniform sizes average (max-min)/ln(max/min)
        const double low = double(std::max<std::uint64_t>(copyMinBytes, 1));
        const double high = double(std::max(copyMaxBytes, copyMinBytes));
        const double mean = high > low ? (high - low) / std::log(high / low) : low;
        return std::uint64_t(double(copyFiles) * (mean + 4096) * 2) + kMargin;
    }
    if (experiment == LabExperiment::ParallelWriters)
        return fileBytes * 2 + kMargin;
    if (experiment == LabExperiment::Snapshots) // the file, its writes, and its copy by defrag --unshare
        return fileBytes * 2 + writeTotalBytes + kMargin;
    return fileBytes * (defrag ? 2 : 1) + writeTotalBytes + kMargin;
}

namespace {

Result<void> checkCopyTools(const LabSettings& s)
{
    if (s.copyFiles < 1 || s.copyFiles > 100000)
        return failure(Text::tr("the tree must have 1 to 100,000 files"));
    if (s.copyMinBytes > s.copyMaxBytes || s.copyMaxBytes > (1ULL << 30))
        return failure(Text::tr("the files' sizes must go from the smaller to the larger, at most 1 GiB"));
    return {};
}

Result<void> checkDiscard(const LabSettings& s)
{
    if (s.benchSeconds < 1 || s.benchRepetitions < 1 || s.benchRepetitions > 50)
        return failure(Text::tr("each pattern needs at least 1 s, and the runs must be 1 to 50"));
    if (s.fileBytes < kWriterBlock)
        return failure(Text::tr("the file must be at least 1 MiB"));
    return {};
}

Result<void> checkWriters(const LabSettings& s)
{
    if (s.writers < 1 || s.writers > 64)
        return failure(Text::tr("the writers must be 1 to 64"));
    if (s.fileBytes == 0 || s.fileBytes % kWriterBlock != 0 || s.fileBytes / kWriterBlock < std::uint64_t(s.writers))
        return failure(Text::tr("the file size must be a whole number of MiB, at least one for each writer"));
    return {};
}

Result<void> checkCow(const LabSettings& s)
{
    if (s.writeBytes == 0 || s.writeBytes % 512 != 0)
        return failure(Text::tr("the write size must be a positive multiple of 512 bytes"));
    if (s.fileBytes == 0 || s.fileBytes % s.writeBytes != 0)
        return failure(Text::tr("the file size must be a positive multiple of the write size"));
    if (s.writeTotalBytes < s.writeBytes || s.writeTotalBytes > s.fileBytes)
        return failure(Text::tr("the bytes written must be at least one write and at most the file size"));
    return {};
}

} // namespace

Result<void> LabSettings::check() const
{
    if (readRepetitions < 0)
        return failure(Text::tr("the read repetitions cannot be negative"));
    switch (experiment) {
    case LabExperiment::CopyTools:
        return checkCopyTools(*this);
    case LabExperiment::Discard:
        return checkDiscard(*this);
    case LabExperiment::ParallelWriters:
        return checkWriters(*this);
    case LabExperiment::Snapshots:
    case LabExperiment::Cow:
        break;
    }
    return checkCow(*this);
}

QString labStepName(LabStep step, LabExperiment experiment)
{
    switch (step) {
    case LabStep::Create:
        if (experiment == LabExperiment::CopyTools)
            return Text::tr("Make the tree (fragmented)");
        if (experiment == LabExperiment::Snapshots)
            return Text::tr("Write the test file in a new subvolume");
        return experiment == LabExperiment::ParallelWriters ? Text::tr("Write it with the parallel writers")
                                                            : Text::tr("Write the test file");
    case LabStep::ReadBefore:
        return Text::tr("Read it (before)");
    case LabStep::Snapshot:
        return Text::tr("Take a snapshot");
    case LabStep::Writes:
        return experiment == LabExperiment::Snapshots ? Text::tr("Overwrite it at random places")
                                                      : Text::tr("Random writes");
    case LabStep::ReadAfter:
        return Text::tr("Read it (after the writes)");
    case LabStep::Defrag:
        if (experiment == LabExperiment::Snapshots)
            return Text::tr("Defragment, without --unshare and with it");
        return experiment == LabExperiment::CopyTools ? Text::tr("Defragment every file of the tree")
                                                      : Text::tr("Defragment");
    case LabStep::ReadAfterDefrag:
        return Text::tr("Read it (after defrag)");
    case LabStep::Bench:
        return Text::tr("Run the six patterns on each side");
    case LabStep::Copy:
        return Text::tr("Copy the tree with each tool");
    case LabStep::CopyAfterDefrag:
        return Text::tr("Copy it again (after defrag)");
    case LabStep::Done:
        return Text::tr("Done");
    }
    return {};
}

std::vector<LabStageRef> labStages(const LabTarget& t, const LabSettings& s)
{
    std::vector<LabStageRef> out;
    if (s.experiment == LabExperiment::Discard || s.experiment == LabExperiment::CopyTools)
        return out; // no layout of one file: the patterns, the copies are their figures
    if (s.experiment == LabExperiment::ParallelWriters) {
        out.push_back({QStringLiteral("created"),
            (s.directIo ? Text::tr("Written by %n O_DIRECT writers at once", "", s.writers)
                        : Text::tr("Written by %n writers at once", "", s.writers)),
            &t.created});
    } else {
        out.push_back({QStringLiteral("created"), Text::tr("Written sequentially"), &t.created});
        if (t.snapshotted)
            out.push_back({QStringLiteral("snapshotted"), Text::tr("Snapshot taken"), &*t.snapshotted});
        out.push_back({QStringLiteral("after_writes"),
            Text::tr("After %1 random writes").arg(QLocale().toString(qulonglong(t.writesDone))), &t.afterWrites});
    }
    if (t.afterDefrag)
        out.push_back({QStringLiteral("after_defrag"),
            s.experiment == LabExperiment::Snapshots ? Text::tr("After defrag --unshare") : Text::tr("After defrag"),
            &*t.afterDefrag});
    return out;
}

std::vector<LabStep> labSteps(const LabSettings& s)
{
    if (s.experiment == LabExperiment::ParallelWriters)
        return {LabStep::Create, LabStep::ReadBefore, LabStep::Defrag, LabStep::ReadAfterDefrag};
    if (s.experiment == LabExperiment::Discard)
        return {LabStep::Bench};
    if (s.experiment == LabExperiment::CopyTools)
        return {LabStep::Create, LabStep::Copy, LabStep::Defrag, LabStep::CopyAfterDefrag};
    if (s.experiment == LabExperiment::Snapshots)
        return {LabStep::Create, LabStep::ReadBefore, LabStep::Snapshot, LabStep::Writes, LabStep::ReadAfter,
            LabStep::Defrag, LabStep::ReadAfterDefrag};
    std::vector<LabStep> out{LabStep::Create, LabStep::ReadBefore, LabStep::Writes, LabStep::ReadAfter};
    if (s.withDefrag())
        out.insert(out.end(), {LabStep::Defrag, LabStep::ReadAfterDefrag});
    return out;
}

} // namespace fragscope
