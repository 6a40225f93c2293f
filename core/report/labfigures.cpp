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

std::vector<LabStageFigures> labStageFigures(const LabTarget& target, const HddParams& hdd)
{
    std::vector<LabStageFigures> out;
    for (const LabStageRef& ref : labStages(target)) {
        const LabStage& stage = *ref.stage;
        const FragReport& report = stage.snapshot.inspection.report;
        LabStageFigures f;
        f.key = ref.key;
        f.title = ref.title;
        f.ran = stage.snapshot.inspection.map.fileSize > 0 || stage.read;
        f.extents = report.extentRecords;
        f.fragments = report.fragments;
        if (stage.read)
            f.read = stage.read->median;
        if (ref.stage != &target.created && stage.read && target.created.read)
            f.readChange = formatPercentChange(target.created.read->median, stage.read->median);
        f.modelSeconds = predictHddRead(stage.snapshot.inspection.map, hdd).seconds;
        out.push_back(std::move(f));
    }
    return out;
}

QString labReadText(const std::optional<double>& bytesPerSecond)
{
    return bytesPerSecond ? Text::tr("%1 MB/s").arg(QLocale().toString(*bytesPerSecond / 1e6, 'f', 1))
                          : Text::tr("not measured");
}

} // namespace fragscope
