// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/hddmodel.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(HddModel)
};

// Bytes per track, roughly: what passes under the head in one revolution at this rate.
double trackBytes(double rateBps, const HddParams& p)
{
    return rateBps * 60.0 / p.rpm;
}

double rateAt(std::uint64_t position, const HddParams& p)
{
    const double x = std::clamp(double(position) / double(p.capacityBytes), 0.0, 1.0);
    return (p.outerRateMBps + (p.innerRateMBps - p.outerRateMBps) * x) * 1e6;
}

} // namespace

QString HddParams::problem() const
{
    if (!(rpm > 0))
        return Text::tr("the rotation speed must be above 0 rpm");
    if (!(trackToTrackMs > 0 && trackToTrackMs <= averageSeekMs && averageSeekMs <= fullStrokeMs))
        return Text::tr("seek times must be positive and in the order single track <= average <= full stroke");
    if (!(outerRateMBps > 0 && innerRateMBps > 0))
        return Text::tr("the transfer rates must be above 0 MB/s");
    if (capacityBytes == 0)
        return Text::tr("the capacity must be above 0 bytes");
    return {};
}

double hddSeekSeconds(std::uint64_t distance, const HddParams& p)
{
    if (distance == 0)
        return 0;
    // t(d) = t2t + (full - t2t) * (d / C)^k, with k such that t(C / 3) is the average: a seek's
    // time grows ever more slowly with its distance, as the arm accelerates, coasts and settles.
    const double t2t = p.trackToTrackMs, avg = p.averageSeekMs, full = p.fullStrokeMs;
    const double k = full > t2t && avg > t2t ? std::log((avg - t2t) / (full - t2t)) / std::log(1.0 / 3.0) : 1.0;
    const double x = std::clamp(double(distance) / double(p.capacityBytes), 0.0, 1.0);
    return (t2t + (full - t2t) * std::pow(x, k)) / 1000.0;
}

double hddFirstAccessSeconds(const HddParams& params)
{
    return params.averageSeekMs / 1000.0 + 30.0 / params.rpm;
}

HddPrediction predictHddRead(std::span<const Extent> extents, const HddParams& p)
{
    HddPrediction out;
    const double halfTurn = 30.0 / p.rpm;
    bool first = true;
    std::uint64_t head = 0; // where the previous extent ended
    for (const Extent& e : extents) {
        if (e.locationUnknown() || e.has(FIEMAP_EXTENT_DATA_INLINE) || e.length == 0)
            continue;
        const double rate = rateAt(e.physical, p);
        if (first) {
            out.positionSeconds += hddFirstAccessSeconds(p);
            ++out.seeks;
            first = false;
        } else if (e.physical != head) {
            const std::uint64_t distance = e.physical > head ? e.physical - head : head - e.physical;
            const double seek = hddSeekSeconds(distance, p) + halfTurn;
            // A step forward within reach is cheaper to read through than to seek over.
            const double readThrough
                = e.physical > head && double(distance) < trackBytes(rate, p) ? double(distance) / rate : seek;
            out.positionSeconds += std::min(seek, readThrough);
            ++out.seeks;
        }
        out.transferSeconds += double(e.length) / rate;
        out.bytes += e.length;
        head = e.physical + e.length;
    }
    out.seconds = out.transferSeconds + out.positionSeconds;
    return out;
}

namespace {

constexpr HddField kFields[] = {
    {"rpm", "rpm", &HddParams::rpm},
    {"track", "trackToTrackMs", &HddParams::trackToTrackMs},
    {"average", "averageSeekMs", &HddParams::averageSeekMs},
    {"full", "fullStrokeMs", &HddParams::fullStrokeMs},
    {"outer", "outerRateMBps", &HddParams::outerRateMBps},
    {"inner", "innerRateMBps", &HddParams::innerRateMBps},
};

} // namespace

std::span<const HddField> hddFields()
{
    return kFields;
}

Result<HddParams> parseHddParams(const QString& text, const HddParams& base)
{
    HddParams p = base;
    for (const QString& part : text.split(u',', Qt::SkipEmptyParts)) {
        const QString key = part.section(u'=', 0, 0).trimmed();
        bool ok = false;
        const double value = part.section(u'=', 1).trimmed().toDouble(&ok);
        if (!part.contains(u'=') || !ok || !(value > 0)) {
            return std::unexpected(
                Error{{}, Text::tr("'%1' is not KEY=NUMBER with a positive number").arg(part.trimmed())});
        }
        if (key == QLatin1String("capacity")) {
            p.capacityBytes = std::uint64_t(value * 1e9);
            continue;
        }
        const HddField* f = std::find_if(
            std::begin(kFields), std::end(kFields), [&key](const HddField& f) { return key == QLatin1String(f.key); });
        if (f == std::end(kFields)) {
            return std::unexpected(Error{{},
                Text::tr("no disk figure '%1' (there are rpm, track, average, full, outer, inner, capacity)")
                    .arg(key)});
        }
        p.*f->member = value;
    }
    if (const QString why = p.problem(); !why.isEmpty())
        return std::unexpected(Error{{}, why});
    return p;
}

QString hddParamsText(const HddParams& p)
{
    QStringList parts;
    for (const HddField& f : kFields)
        parts << QStringLiteral("%1=%2").arg(QLatin1String(f.key)).arg(p.*f.member);
    parts << QStringLiteral("capacity=%1").arg(double(p.capacityBytes) / 1e9);
    return parts.join(u',');
}

} // namespace fragscope
