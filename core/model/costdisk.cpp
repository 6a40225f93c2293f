// SPDX-License-Identifier: GPL-3.0-or-later
// The disk a file's read times are worked out on: its calibrated profile, a named one, or a preset.
#include "model/calibrate.h"

#include "fs/btrfschunks.h"
#include "fs/fsinfo.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <optional>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Calibrate)
};

// A preset's name in a headline: short, saying it is one.
QString presetShortName(const char* key)
{
    static const struct
    {
        const char* key;
        const char* name;
    } kNames[] = {
        {"desktop-7200", QT_TRANSLATE_NOOP("Calibrate", "7,200 rpm preset")},
        {"laptop-5400", QT_TRANSLATE_NOOP("Calibrate", "5,400 rpm laptop preset")},
        {"sata-ssd", QT_TRANSLATE_NOOP("Calibrate", "SATA SSD preset")},
        {"nvme-ssd", QT_TRANSLATE_NOOP("Calibrate", "NVMe SSD preset")},
    };
    for (const auto& n : kNames) {
        if (qstrcmp(n.key, key) == 0)
            return Text::tr(n.name);
    }
    return QString::fromLatin1(key);
}

// The preset standing for a device nobody measured.
CostDisk presetDisk(const char* key, const QString& device, const QString& why)
{
    CostDisk d;
    for (const DiskPreset& p : diskPresets()) {
        if (qstrcmp(p.key, key) == 0) {
            d.params = p.params;
            d.presetKey = QLatin1String(p.key);
            d.description = why.isEmpty() ? presetShortName(p.key)
                                          : Text::tr("not measured: %1, %2").arg(presetShortName(p.key), why);
        }
    }
    d.device = device;
    return d;
}

CostDisk measuredDisk(DeviceProfile profile)
{
    CostDisk d;
    d.measured = true;
    d.device = profile.device;
    d.description = QStringLiteral("%1, %2").arg(
        profile.model.isEmpty() ? profile.device : profile.model, profile.measuredText());
    d.params.measured = std::make_shared<const DeviceProfile>(std::move(profile));
    return d;
}

// The profile saved for the first of the devices a path's reads reach (readDevicesFor) that has
// one, the last first: a loop device's own profile (measured through it), then its disk's. A damaged
// profile counts as none.
std::optional<DeviceProfile> savedProfileOf(std::vector<ReadDevice> candidates)
{
    std::reverse(candidates.begin(), candidates.end());
    for (const ReadDevice& c : candidates) {
        const QString sys = sysfsDirForNode(c.node);
        if (sys.isEmpty())
            continue;
        auto saved = loadProfile(profileKey(sys));
        if (!saved)
            continue;
        if (std::optional<DeviceProfile>& found = *saved; found.has_value())
            return std::move(found.value());
    }
    return std::nullopt;
}

// A btrfs on several devices: each device that has a profile of its own reads on it
// (HddParams::members), the others on the disk found for the path; the description says which.
void addMembers(CostDisk& disk, const QString& path)
{
    const std::vector<BtrfsDevice> devices = btrfsDevicesOf(path);
    if (devices.size() < 2)
        return;
    QStringList measured;
    std::vector<HddParams::Member> members;
    for (const BtrfsDevice& d : devices) {
        auto reached = d.path.isEmpty() ? Result<std::vector<ReadDevice>>() : readDevicesFor(d.path);
        if (std::optional<DeviceProfile> p = reached ? savedProfileOf(*reached) : std::nullopt) {
            members.push_back({std::uint32_t(d.devid), std::make_shared<const DeviceProfile>(std::move(*p))});
            measured << d.path;
        }
    }
    if (!disk.measured && !members.empty()) // the first measured member stands for the others, not a preset
        disk = measuredDisk(*members.front().measured);
    disk.params.members = std::move(members);
    disk.description += QStringLiteral("; ")
        + (measured.size() == qsizetype(devices.size())
                ? Text::tr("btrfs on %n devices, each read on its own profile", nullptr, int(devices.size()))
                : Text::tr("btrfs on %n devices, of them measured: %1", nullptr, int(devices.size()))
                      .arg(measured.isEmpty() ? Text::tr("none") : measured.join(QStringLiteral(", "))));
}

CostDisk costDiskForDevice(const QString& path)
{
    auto candidates = readDevicesFor(path);
    if (candidates) {
        if (std::optional<DeviceProfile> saved = savedProfileOf(*candidates))
            return measuredDisk(std::move(*saved));
    }
    // Not measured: the rotational flag of the device the reads reach picks the preset.
    const QString node = candidates && !candidates->empty() ? candidates->back().node : QString();
    const QString sys = node.isEmpty() ? QString() : diskDirFor(sysfsDirForNode(node));
    if (sys.isEmpty())
        return presetDisk("desktop-7200", {}, Text::tr("no block device found under %1").arg(path));
    if (readSysfs(sys + QStringLiteral("/queue/rotational")) == QLatin1String("1"))
        return presetDisk("desktop-7200", node, Text::tr("%1 says it rotates").arg(node));
    if (QFileInfo(sys).fileName().startsWith(QLatin1String("nvme")))
        return presetDisk("nvme-ssd", node, Text::tr("%1 is NVMe").arg(node));
    return presetDisk("sata-ssd", node, Text::tr("%1 says it does not rotate").arg(node));
}

} // namespace

CostDisk costDiskFor(const QString& path)
{
    CostDisk disk = costDiskForDevice(path);
    addMembers(disk, path);
    return disk;
}

Result<CostDisk> namedCostDisk(const QString& nameOrFile)
{
    for (const DiskPreset& p : diskPresets()) {
        if (nameOrFile == QLatin1String(p.key))
            return presetDisk(p.key, {}, {});
    }
    if (QFileInfo(nameOrFile).isFile()) {
        auto profile = readProfileFile(nameOrFile);
        if (!profile)
            return std::unexpected(profile.error());
        return measuredDisk(std::move(*profile));
    }
    QStringList keys;
    for (const DiskPreset& p : diskPresets())
        keys << QLatin1String(p.key);
    return std::unexpected(Error{nameOrFile,
        Text::tr("no such disk: name a preset (%1) or a profile file `fragscope calibrate --format json` wrote")
            .arg(keys.join(QStringLiteral(", ")))});
}

} // namespace fragscope
