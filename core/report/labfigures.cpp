// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/labfigures.h"

#include "model/calibrate.h"
#include "relayout/treeread.h"
#include "report/snapshotcompare.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QLocale>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LabReport)
};

} // namespace

std::vector<LabStageFigures> labStageFigures(const LabTarget& target, const LabSettings& settings)
{
    std::vector<LabStageFigures> out;
    for (const LabStageRef& ref : labStages(target, settings)) {
        const LabStage& stage = *ref.stage;
        const FragReport& report = stage.snapshot.inspection.report;
        LabStageFigures f;
        f.key = ref.key;
        f.title = ref.title;
        f.ran = stage.snapshot.inspection.map.fileSize > 0 || stage.read;
        f.extents = report.extentRecords;
        f.fragments = report.fragments;
        f.read = stage.read;
        if (ref.stage != &target.created && stage.read && target.created.read) {
            f.readChange = formatMeasuredChange(*target.created.read, *stage.read);
            f.readNoise = noiseBetween(*target.created.read, *stage.read);
        }
        f.modelSeconds = predictSnapshotRead(stage.snapshot, settings.hdd).seconds;
        out.push_back(std::move(f));
    }
    return out;
}

std::vector<LabSharingFigures> labSharingFigures(const LabTarget& target, const LabSettings& settings)
{
    std::vector<LabSharingFigures> out;
    std::optional<std::uint64_t> first; // the data used when the snapshot was taken
    for (const LabStageRef& ref : labStages(target, settings)) {
        if (!ref.stage->sharing)
            continue;
        const LabSharing& s = *ref.stage->sharing;
        const Inspection& file = ref.stage->snapshot.inspection;
        LabSharingFigures f;
        f.key = ref.key;
        f.title = ref.title;
        f.fileExclusive = file.report.exclusiveBytes;
        f.fileShared = file.report.sharedBytes;
        f.twinExclusive = s.twin.inspection.report.exclusiveBytes;
        f.twinShared = s.twin.inspection.report.sharedBytes;
        f.fileUnreferenced = file.onDisk.unreferencedBytes;
        f.fileUnreferencedKnown = file.onDisk.unreferencedKnown;
        f.both = s.totals;
        f.exact = s.exact;
        f.dataUsed = s.dataUsedBytes;
        if (!first)
            first = s.dataUsedBytes;
        f.dataGrowth = std::int64_t(s.dataUsedBytes) - std::int64_t(*first);
        f.compsize = s.compsize;
        f.duFileExclusive = s.duFileExclusive;
        f.duTwinExclusive = s.duTwinExclusive;
        out.push_back(std::move(f));
    }
    return out;
}

bool LabSharingFigures::toolsAgree() const
{
    const bool compsizeAgrees = !compsize
        || (compsize->diskBytes == both.diskBytes && compsize->uncompressedBytes == both.uncompressedBytes
            && compsize->referencedBytes == both.referencedBytes);
    const bool duAgrees = !duFileExclusive || !duTwinExclusive
        || (*duFileExclusive == fileExclusive && *duTwinExclusive == twinExclusive);
    return compsizeAgrees && duAgrees;
}

QString labSharingText(const LabSharingFigures& f)
{
    return Text::tr("file %1 exclusive, %2 shared; the snapshot's copy %3 exclusive, %4 shared")
        .arg(formatBytes(f.fileExclusive), formatBytes(f.fileShared), formatBytes(f.twinExclusive),
            formatBytes(f.twinShared));
}

QString labSpaceText(const LabSharingFigures& f)
{
    const QString unreferenced
        = f.fileUnreferencedKnown ? formatBytes(f.fileUnreferenced) : Text::tr("unknown (needs root)");
    return Text::tr("both on disk %1, referenced %2; %3 of the file's extents referenced only by the "
                    "snapshot; data used %4 (%5)")
        .arg(formatBytes(f.both.diskBytes), formatBytes(f.both.referencedBytes), unreferenced, formatBytes(f.dataUsed),
            formatByteChange(f.dataGrowth));
}

QString labToolsText(const LabSharingFigures& f)
{
    QStringList parts;
    if (f.compsize)
        parts << Text::tr("compsize %1 on disk, %2 referenced")
                     .arg(formatBytes(f.compsize->diskBytes), formatBytes(f.compsize->referencedBytes));
    if (f.duFileExclusive && f.duTwinExclusive)
        parts << Text::tr("btrfs filesystem du: %1 and %2 exclusive")
                     .arg(formatBytes(*f.duFileExclusive), formatBytes(*f.duTwinExclusive));
    if (parts.isEmpty())
        return {};
    return parts.join(QStringLiteral("; ")) + (f.toolsAgree() ? Text::tr(": as counted here") : Text::tr(": differs"));
}

QStringList labUnshareLines(const LabTarget& target, const LabSettings& settings)
{
    QStringList out;
    if (settings.experiment != LabExperiment::Snapshots || !target.defrag)
        return out;
    if (!target.keptSharing.isEmpty())
        out << Text::tr("without --unshare: %1").arg(target.keptSharing);
    const auto figures = labSharingFigures(target, settings);
    const auto at = [&](const QString& key) -> const LabSharingFigures* {
        for (const LabSharingFigures& f : figures) {
            if (f.key == key)
                return &f;
        }
        return nullptr;
    };
    const LabSharingFigures* before = at(QStringLiteral("after_writes"));
    const LabSharingFigures* after = at(QStringLiteral("after_defrag"));
    QString line = Text::tr("with --unshare: %1").arg(target.defrag->outcome);
    if (before && after)
        line += Text::tr("; data used %1, predicted %2")
                    .arg(formatByteChange(std::int64_t(after->dataUsed) - std::int64_t(before->dataUsed)),
                        formatByteChange(std::int64_t(target.defrag->unshareSpaceBytes)));
    out << line;
    return out;
}

QString labReadText(const std::optional<Spread>& read)
{
    return read ? formatMeasuredRate(*read) : Text::tr("not measured");
}

std::optional<CopyFigures> labCopyFigures(const std::optional<BenchResult>& copies, std::uint64_t treeBytes)
{
    if (!copies)
        return std::nullopt;
    std::vector<double> seconds, user, system, rates;
    for (const JobRun& r : copies->runs) {
        if (r.runtimeUs == 0)
            continue;
        seconds.push_back(double(r.runtimeUs) / 1e6);
        user.push_back(r.usrCpu / 100 * seconds.back()); // a percentage of the wall time
        system.push_back(r.sysCpu / 100 * seconds.back());
        rates.push_back(double(treeBytes) / seconds.back());
    }
    if (seconds.empty())
        return std::nullopt;
    return CopyFigures{spreadOf(seconds).median, spreadOf(user).median, spreadOf(system).median, spreadOf(rates)};
}

QString labCopyText(const std::optional<CopyFigures>& f)
{
    if (!f)
        return Text::tr("not run");
    const QLocale l;
    return Text::tr("%1 s (user %2 s, sys %3 s), %4")
        .arg(l.toString(f->seconds, 'f', 2), l.toString(f->userSeconds, 'f', 2), l.toString(f->systemSeconds, 'f', 2),
            formatMeasuredRate(f->rate));
}

QString labCopyChange(const ToolCopy& c, std::uint64_t treeBytes)
{
    const auto before = labCopyFigures(c.before, treeBytes);
    const auto after = labCopyFigures(c.after, treeBytes);
    return before && after ? formatMeasuredChange(before->rate, after->rate) : QString();
}

Noise labCopyNoise(const ToolCopy& c, std::uint64_t treeBytes)
{
    const auto before = labCopyFigures(c.before, treeBytes);
    const auto after = labCopyFigures(c.after, treeBytes);
    return before && after ? noiseBetween(before->rate, after->rate) : Noise::Unknown;
}

QString labCopyLine(const ToolCopy& c, std::uint64_t treeBytes)
{
    const auto before = labCopyFigures(c.before, treeBytes);
    const auto after = labCopyFigures(c.after, treeBytes);
    if (!after)
        return Text::tr("%1: %2").arg(c.tool, labCopyText(before));
    return Text::tr("%1: %2; after defrag %3; %4")
        .arg(c.tool, labCopyText(before), labCopyText(after),
            before ? labCopyChange(c, treeBytes) : QStringLiteral("–"));
}

TreeReadFn labTreeRead()
{
    return [](const QString& dir) -> std::optional<TreeReadFigures> {
        const CostDisk disk = costDiskFor(dir);
        const FolderReads reads = predictFolderReads({dir}, disk.params, false);
        if (reads.folders.empty()) // tar's order: the tree itself first
            return std::nullopt;
        const FolderRead& tree = reads.folders.front();
        return TreeReadFigures{tree.read.read.seconds, tree.idealSeconds, disk.description};
    };
}

QString labTreeReadText(const LabResult& r)
{
    if (!r.treeReadBefore)
        return {};
    const TreeReadFigures& made = *r.treeReadBefore;
    QString text = Text::tr("Reading the tree as tar does (the model; %3): %1 as made, %2 defragmented")
                       .arg(formatSeconds(made.seconds), formatSeconds(made.defragmentedSeconds), made.disk);
    if (r.treeReadAfter)
        text += Text::tr("; after the defrag %1").arg(formatSeconds(r.treeReadAfter->seconds));
    return text;
}

std::vector<PatternComparison> labPatterns(const LabResult& r)
{
    if (r.targets.size() < 2)
        return {};
    const auto& a = r.targets[0].bench;
    const auto& b = r.targets[1].bench;
    if (!a || !b)
        return {};
    return comparePatterns(*a, *b);
}

QString labPatternLine(const PatternComparison& p)
{
    return Text::tr("%1: A %2, B %3; %4")
        .arg(p.pattern, formatMeasuredRate(p.a), formatMeasuredRate(p.b), formatMeasuredChange(p.a, p.b));
}

QString labDiscardName(const LabTarget& t)
{
    const bool discard = t.mountOptions.split(u',').contains(QLatin1String("discard"));
    return (discard ? Text::tr("%1 with discard") : Text::tr("%1 without discard")).arg(labTargetFs(t).typeName);
}

const FsInfo& labTargetFs(const LabTarget& t)
{
    if (!t.created.snapshot.inspection.fs.typeName.isEmpty() || !t.bench)
        return t.created.snapshot.inspection.fs;
    return t.bench->context.fs;
}

QString labReadWithChange(const LabStageFigures& f)
{
    return f.readChange.isEmpty() ? labReadText(f.read) : Text::tr("%1; %2").arg(labReadText(f.read), f.readChange);
}

} // namespace fragscope
