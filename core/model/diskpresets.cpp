// SPDX-License-Identifier: GPL-3.0-or-later
// The disks a person names: the presets with where their figures come from, the command line's way
// to name a disk by preset and figures, and the figures' checks (hddmodel.cpp models the read).
#include "model/hddmodel.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(HddModel)
};

} // namespace

namespace {

constexpr HddField kFields[] = {
    {"rpm", "rpm", "rpm", &HddParams::rpm},
    {"track", "trackToTrackMs", "track_to_track_ms", &HddParams::trackToTrackMs},
    {"average", "averageSeekMs", "average_seek_ms", &HddParams::averageSeekMs},
    {"full", "fullStrokeMs", "full_stroke_ms", &HddParams::fullStrokeMs},
    {"outer", "outerRateMBps", "outer_rate_mb_s", &HddParams::outerRateMBps},
    {"inner", "innerRateMBps", "inner_rate_mb_s", &HddParams::innerRateMBps},
    {"cache", "cacheMiB", "cache_mib", &HddParams::cacheMiB},
    {"segments", "cacheSegments", "cache_segments", &HddParams::cacheSegments},
    {"readahead", "readAheadKiB", "read_ahead_kib", &HddParams::readAheadKiB},
    {"overhead", "commandOverheadMs", "command_overhead_ms", &HddParams::commandOverheadMs},
    {"interface", "interfaceMBps", "interface_mb_s", &HddParams::interfaceMBps},
    {"latency", "accessLatencyMs", "access_latency_ms", &HddParams::accessLatencyMs},
};

// Where the figures come from.
// - desktop-7200, the talk's drive (3 TB, 7,200 rpm, 64 MB cache): seek times typical of 7,200 rpm
//   desktop datasheets (single track 1.0 ms, average read 8.5 ms, full stroke 20 ms). The media rate
//   at the start, 150 MB/s, reads a contiguous 1 GiB file at 149.7 MB/s, within 10% of the talk's
//   136 MB/s measured through a file system. The 64 MB cache is the drive's. No datasheet gives the
//   segments and the read-ahead: 64 segments of 1 MiB (about one track at the outer zone, 1.25 MB)
//   with the read-ahead filling a segment were fitted to the talk's 16 MB/s after its random writes
//   (the model: 16.0 MB/s); 32 segments give 8.7 MB/s, so this is the least certain figure. 0.1 ms a
//   command, typical controller overhead; 600 MB/s, SATA 6 Gb/s.
// - laptop-5400 (1 TB, 2.5"): seeks typical of 5,400 rpm laptop datasheets (2 / 12 / 22 ms), 100 to
//   50 MB/s, an 8 MB cache in 16 segments.
// - sata-ssd: 550 MB/s (the most SATA 6 Gb/s carries after its encoding) and 0.1 ms a request, the
//   10,000 reads/s at queue depth 1 typical of SATA SSDs' 4 KiB random read.
// - nvme-ssd (PCIe 3.0 x4): 3,500 MB/s and 0.07 ms, about 14,000 reads/s at queue depth 1.
const HddParams kDesktop;
const HddParams kLaptop{.rpm = 5400,
    .trackToTrackMs = 2.0,
    .averageSeekMs = 12.0,
    .fullStrokeMs = 22.0,
    .outerRateMBps = 100,
    .innerRateMBps = 50,
    .capacityBytes = 1'000'000'000'000,
    .cacheMiB = 8,
    .cacheSegments = 16,
    .readAheadKiB = 512};
const HddParams kSataSsd{.solidState = true,
    .outerRateMBps = 550,
    .innerRateMBps = 550,
    .capacityBytes = 1'000'000'000'000,
    .accessLatencyMs = 0.1};
const HddParams kNvmeSsd{.solidState = true,
    .outerRateMBps = 3500,
    .innerRateMBps = 3500,
    .capacityBytes = 1'000'000'000'000,
    .accessLatencyMs = 0.07};

const DiskPreset kPresets[] = {
    {"desktop-7200", QT_TRANSLATE_NOOP("DiskPreset", "7,200 rpm 3.5\" desktop drive, 3 TB, 64 MB cache"), kDesktop},
    {"laptop-5400", QT_TRANSLATE_NOOP("DiskPreset", "5,400 rpm 2.5\" laptop drive, 1 TB, 8 MB cache"), kLaptop},
    {"sata-ssd", QT_TRANSLATE_NOOP("DiskPreset", "SATA SSD"), kSataSsd},
    {"nvme-ssd", QT_TRANSLATE_NOOP("DiskPreset", "NVMe SSD (PCIe 3.0 x4)"), kNvmeSsd},
};

} // namespace

std::span<const HddField> hddFields()
{
    return kFields;
}

std::span<const DiskPreset> diskPresets()
{
    return kPresets;
}

const DiskPreset* findDiskPreset(const HddParams& params)
{
    const auto it = std::find_if(
        std::begin(kPresets), std::end(kPresets), [&](const DiskPreset& d) { return d.params == params; });
    return it == std::end(kPresets) ? nullptr : it;
}

QString diskName(const HddParams& p)
{
    if (p.measured)
        return p.measured->model.isEmpty() ? Text::tr("measured disk") : p.measured->model;
    return p.solidState ? Text::tr("SSD") : Text::tr("%1 rpm disk").arg(QLocale().toString(p.rpm, 'f', 0));
}

Result<HddParams> parseHddParams(const QString& text, const HddParams& base)
{
    HddParams p = base;
    QStringList parts = text.split(u',', Qt::SkipEmptyParts);
    if (!parts.isEmpty() && !parts.front().contains(u'=')) {
        const QString name = parts.takeFirst().trimmed();
        const auto it = std::find_if(std::begin(kPresets), std::end(kPresets),
            [&name](const DiskPreset& d) { return name == QLatin1String(d.key); });
        if (it == std::end(kPresets)) {
            QStringList keys;
            for (const DiskPreset& d : kPresets)
                keys << QLatin1String(d.key);
            return std::unexpected(
                Error{{}, Text::tr("no disk '%1' (there are %2)").arg(name, keys.join(QStringLiteral(", ")))});
        }
        p = it->params;
    }
    for (const QString& part : std::as_const(parts)) {
        const QString key = part.section(u'=', 0, 0).trimmed();
        bool ok = false;
        const double value = part.section(u'=', 1).trimmed().toDouble(&ok);
        if (!part.contains(u'=') || !ok || value < 0) {
            return std::unexpected(
                Error{{}, Text::tr("'%1' is not KEY=NUMBER with a number of 0 or more").arg(part.trimmed())});
        }
        if (key == QLatin1String("capacity")) {
            p.capacityBytes = std::uint64_t(value * 1e9);
            continue;
        }
        if (key == QLatin1String("ssd")) {
            p.solidState = value != 0;
            continue;
        }
        const HddField* f = std::find_if(
            std::begin(kFields), std::end(kFields), [&key](const HddField& f) { return key == QLatin1String(f.key); });
        if (f == std::end(kFields)) {
            QStringList keys;
            for (const HddField& k : kFields)
                keys << QLatin1String(k.key);
            keys << QStringLiteral("capacity") << QStringLiteral("ssd");
            return std::unexpected(
                Error{{}, Text::tr("no disk figure '%1' (there are %2)").arg(key, keys.join(QStringLiteral(", ")))});
        }
        p.*f->member = value;
    }
    if (auto ok = p.check(); !ok)
        return std::unexpected(ok.error());
    return p;
}

QString hddParamsText(const HddParams& p)
{
    QStringList parts;
    if (p.solidState)
        parts << QStringLiteral("ssd=1");
    for (const HddField& f : kFields)
        parts << QStringLiteral("%1=%2").arg(QLatin1String(f.key)).arg(p.*f.member);
    parts << QStringLiteral("capacity=%1").arg(double(p.capacityBytes) / 1e9);
    return parts.join(u',');
}

HddParams HddParams::onDevice(std::uint32_t device) const
{
    HddParams p = *this;
    p.members.clear();
    for (const Member& m : members) {
        if (m.device == device && m.measured)
            p.measured = m.measured;
    }
    return p;
}

Result<void> HddParams::check() const
{
    if (measured)
        return measured->check();
    if (!(outerRateMBps > 0 && innerRateMBps > 0))
        return failure(Text::tr("the transfer rates must be above 0 MB/s"));
    if (capacityBytes == 0)
        return failure(Text::tr("the capacity must be above 0 bytes"));
    if (solidState) {
        if (accessLatencyMs < 0)
            return failure(Text::tr("the access latency cannot be negative"));
        return {};
    }
    if (!(rpm > 0))
        return failure(Text::tr("the rotation speed must be above 0 rpm"));
    if (!(trackToTrackMs > 0 && trackToTrackMs <= averageSeekMs && averageSeekMs <= fullStrokeMs))
        return failure(Text::tr("seek times must be positive and in the order single track <= average <= full stroke"));
    if (!(cacheMiB >= 0 && cacheSegments >= 1 && readAheadKiB >= 0 && commandOverheadMs >= 0 && interfaceMBps > 0))
        return failure(Text::tr("the cache needs a size of 0 MiB or more in at least one segment, a read-ahead and a "
                                "command overhead of 0 or more and an interface rate above 0 MB/s"));
    return {};
}

} // namespace fragscope
