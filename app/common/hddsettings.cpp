// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/hddsettings.h"

#include <QSettings>

namespace fragscope {
namespace {

const QString kGroup = QStringLiteral("hddModel/");

// fragscope's settings file whoever asks: the window sets these names, the command line does not.
QSettings settings()
{
    return QSettings(QStringLiteral("fragscope"), QStringLiteral("fragscope"));
}

} // namespace

HddParams savedHddParams()
{
    const QSettings s = settings();
    HddParams p;
    for (const HddField& f : hddFields())
        p.*f.member = s.value(kGroup + QLatin1String(f.setting), p.*f.member).toDouble();
    p.capacityBytes = s.value(kGroup + QStringLiteral("capacityBytes"), qulonglong(p.capacityBytes)).toULongLong();
    p.solidState = s.value(kGroup + QStringLiteral("solidState"), p.solidState).toBool();
    return p.check() ? p : HddParams{};
}

void saveHddParams(const HddParams& p)
{
    QSettings s = settings();
    for (const HddField& f : hddFields())
        s.setValue(kGroup + QLatin1String(f.setting), p.*f.member);
    s.setValue(kGroup + QStringLiteral("capacityBytes"), qulonglong(p.capacityBytes));
    s.setValue(kGroup + QStringLiteral("solidState"), p.solidState);
}

// The window's own settings (a screenshot's or a test's are apart from the user's).
QString savedCostDiskChoice()
{
    return QSettings().value(QStringLiteral("cost/disk")).toString();
}

void saveCostDiskChoice(const QString& presetKey)
{
    QSettings().setValue(QStringLiteral("cost/disk"), presetKey);
}

CostDisk shownCostDisk(const QString& path)
{
    const QString choice = savedCostDiskChoice();
    if (!choice.isEmpty()) {
        if (auto named = namedCostDisk(choice))
            return std::move(*named);
    }
    return costDiskFor(path);
}

} // namespace fragscope
