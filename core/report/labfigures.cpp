// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/labfigures.h"

#include "report/snapshotcompare.h"

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
        f.modelSeconds = predictHddRead(stage.snapshot.inspection.map, settings.hdd).seconds;
        out.push_back(std::move(f));
    }
    return out;
}

QString labReadText(const std::optional<Spread>& read)
{
    return read ? formatMeasuredRate(*read) : Text::tr("not measured");
}

std::optional<CopyFigures> labCopyFigures(const std::optional<BenchResult>& run, std::uint64_t treeBytes)
{
    if (!run || run->runs.empty() || run->runs.front().runtimeUs == 0)
        return std::nullopt;
    const JobRun& r = run->runs.front();
    CopyFigures f;
    f.seconds = double(r.runtimeUs) / 1e6;
    f.cpuSeconds = (r.usrCpu + r.sysCpu) / 100 * f.seconds;
    f.bytesPerSecond = double(treeBytes) / f.seconds;
    return f;
}

QString labCopyText(const std::optional<CopyFigures>& f)
{
    if (!f)
        return Text::tr("not run");
    const QLocale l;
    return Text::tr("%1 s (CPU %2 s), %3 MB/s")
        .arg(l.toString(f->seconds, 'f', 2), l.toString(f->cpuSeconds, 'f', 2),
            l.toString(f->bytesPerSecond / 1e6, 'f', 1));
}

QString labCopyLine(const ToolCopy& c, std::uint64_t treeBytes)
{
    const auto before = labCopyFigures(c.before, treeBytes);
    const auto after = labCopyFigures(c.after, treeBytes);
    if (!after)
        return Text::tr("%1: %2").arg(c.tool, labCopyText(before));
    return Text::tr("%1: %2; after defrag %3 (%4)")
        .arg(c.tool, labCopyText(before), labCopyText(after),
            before ? formatPercentChange(before->seconds, after->seconds) : QStringLiteral("–"));
}

std::vector<PatternComparison> labPatterns(const LabResult& r)
{
    if (r.targets.size() < 2 || !r.targets[0].bench || !r.targets[1].bench)
        return {};
    return comparePatterns(*r.targets[0].bench, *r.targets[1].bench);
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
