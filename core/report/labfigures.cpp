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

QString labReadWithChange(const LabStageFigures& f)
{
    return f.readChange.isEmpty() ? labReadText(f.read) : Text::tr("%1; %2").arg(labReadText(f.read), f.readChange);
}

} // namespace fragscope
