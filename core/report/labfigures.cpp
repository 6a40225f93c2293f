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
