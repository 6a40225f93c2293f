// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/jobs/jobvalues.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cstring>
#include <tuple>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(JobFile)
};

std::optional<double> readDouble(const QString& text)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    return ok ? std::optional(v) : std::nullopt;
}

QString number(double v)
{
    return QString::number(v, 'g', 10);
}

} // namespace

Result<std::vector<BlockShare>> readBlockSplit(const QString& value, int kbBase)
{
    std::vector<BlockShare> split;
    int given = 0, blanks = 0;
    for (const QString& part : value.split(u':', Qt::SkipEmptyParts)) {
        const QString sizeText = part.section(u'/', 0, 0);
        const QString percentText = part.section(u'/', 1).trimmed();
        const auto bytes = parseFioSize(sizeText, kbBase);
        if (!bytes || *bytes == 0)
            return failure(Text::tr("'%1' is not a block size").arg(sizeText));
        BlockShare share{*bytes, -1};
        if (!percentText.isEmpty()) {
            bool ok = false;
            share.percent = percentText.toInt(&ok);
            if (!ok || share.percent < 0 || share.percent > 100)
                return failure(Text::tr("'%1' is not a percent").arg(percentText));
            given += share.percent;
        } else {
            ++blanks;
        }
        split.push_back(share);
    }
    if (split.empty())
        return failure(Text::tr("needs sizes and percents, e.g. 4k/60:64k/40"));
    if (split.size() > 64)
        return failure(Text::tr("at most 64 block sizes"));
    if (given > 100)
        return failure(Text::tr("the percents add up to %1, more than 100").arg(given));
    for (BlockShare& b : split) {
        if (b.percent < 0)
            b.percent = (100 - given) / blanks;
    }
    return split;
}

QString blockSplitText(const std::vector<BlockShare>& split)
{
    QStringList parts;
    for (const BlockShare& b : split)
        parts << fioSizeText(b.bytes) + u'/' + QString::number(b.percent);
    return parts.join(u':');
}

Result<std::array<BlockSizes, 2>> readBlockSizes(
    const QString& option, const QString& value, int kbBase, std::array<BlockSizes, 2> sizes)
{
    const auto parts = directionParts(value);
    if (!parts)
        return failure(Text::tr("at most three values: reads, writes, trims"));
    for (std::size_t dir = 0; dir < 2; ++dir) {
        const QString& part = (*parts)[dir];
        if (part.isEmpty())
            continue;
        BlockSizes& out = sizes[dir];
        if (option == QLatin1String("bssplit")) {
            auto split = readBlockSplit(part, kbBase);
            if (!split)
                return std::unexpected(split.error());
            out.split = std::move(*split);
        } else if (option == QLatin1String("bsrange")) {
            const auto range = readBlockRange(part, kbBase);
            if (!range)
                return std::unexpected(range.error());
            out.split.clear();
            std::tie(out.bs, out.bsMax) = *range;
        } else if (const auto n = parseFioSize(part, kbBase); n && *n != 0) {
            out = BlockSizes{*n, 0, {}};
        } else {
            return failure(Text::tr("'%1' is not a block size (examples: 4k, 1m)").arg(part));
        }
    }
    return sizes;
}

Result<std::pair<std::uint64_t, std::uint64_t>> readBlockRange(const QString& value, int kbBase)
{
    const auto lo = parseFioSize(value.section(u'-', 0, 0), kbBase);
    const auto hi = parseFioSize(value.section(u'-', 1), kbBase);
    if (!lo || !hi || *lo == 0 || *hi < *lo)
        return failure(Text::tr("'%1' is not a range of sizes like 4k-64k").arg(value));
    return std::pair{*lo, *hi};
}

Result<std::vector<PrioShare>> readPrioSplit(const QString& value, int kbBase)
{
    std::vector<PrioShare> split;
    for (const QString& part : value.split(u':', Qt::SkipEmptyParts)) {
        const QStringList fields = part.split(u'/');
        const auto bytes = parseFioSize(fields[0], kbBase);
        if (!bytes || *bytes == 0)
            return failure(Text::tr("'%1' is not a block size").arg(fields[0]));
        if (fields.size() != 2 && fields.size() != 4)
            return failure(Text::tr("'%1' is not size/percent or size/percent/class/level").arg(part));
        std::array<int, 3> v{};
        const std::array<int, 3> max{100, 3, 7};
        for (qsizetype i = 1; i < fields.size(); ++i) {
            bool ok = false;
            v[std::size_t(i - 1)] = fields[i].trimmed().toInt(&ok);
            if (!ok || v[std::size_t(i - 1)] < (i == 2 ? 1 : 0) || v[std::size_t(i - 1)] > max[std::size_t(i - 1)])
                return failure(Text::tr("'%1' is out of range in '%2'").arg(fields[i], part));
        }
        split.push_back({*bytes, v[0], fields.size() == 4 ? (v[1] << 13) | v[2] : -1});
    }
    if (split.empty())
        return failure(Text::tr("needs sizes and percents, e.g. 64k/100:1m/0"));
    return split;
}

QString prioSplitText(const std::vector<PrioShare>& split)
{
    QStringList parts;
    for (const PrioShare& p : split) {
        QString t = fioSizeText(p.bytes) + u'/' + QString::number(p.percent);
        if (p.ioprio >= 0)
            t += QStringLiteral("/%1/%2").arg(p.ioprio >> 13).arg(p.ioprio & 7);
        parts << t;
    }
    return parts.join(u':');
}

Result<std::array<std::vector<PrioShare>, 2>> readPrioSplits(
    const QString& value, int kbBase, std::array<std::vector<PrioShare>, 2> splits)
{
    const auto parts = directionParts(value);
    if (!parts)
        return failure(Text::tr("at most three values: reads, writes, trims"));
    for (std::size_t dir = 0; dir < 2; ++dir) {
        if ((*parts)[dir].isEmpty())
            continue;
        auto split = readPrioSplit((*parts)[dir], kbBase);
        if (!split)
            return std::unexpected(split.error());
        splits[dir] = std::move(*split);
    }
    return splits;
}

namespace {

constexpr std::pair<const char*, JobSpec::FileService> kFileServices[]
    = {{"roundrobin", JobSpec::FileService::RoundRobin}, {"sequential", JobSpec::FileService::Sequential},
        {"random", JobSpec::FileService::Random}};

} // namespace

Result<std::pair<JobSpec::FileService, int>> readFileService(const QString& value)
{
    const QString kind = value.section(u':', 0, 0).trimmed().toLower();
    const QString batch = value.section(u':', 1).trimmed();
    const auto it = std::find_if(std::begin(kFileServices), std::end(kFileServices),
        [&](const auto& k) { return kind == QLatin1String(k.first); });
    if (it == std::end(kFileServices))
        return failure(Text::tr("'%1': only roundrobin, sequential and random (with :N)").arg(value));
    bool ok = true;
    const int n = batch.isEmpty() ? 1 : batch.toInt(&ok);
    if (!ok || n < 1)
        return failure(Text::tr("'%1' is not a whole number of I/Os").arg(batch));
    return std::pair{it->second, n};
}

QString fileServiceText(const JobSpec& job)
{
    const auto it = std::find_if(
        std::begin(kFileServices), std::end(kFileServices), [&](const auto& k) { return k.second == job.fileService; });
    return QLatin1String(it->first)
        + (job.fileServiceBatch != 1 ? u':' + QString::number(job.fileServiceBatch) : QString());
}

std::optional<std::array<QString, 2>> directionParts(const QString& value)
{
    const QStringList parts = value.split(u',');
    if (parts.size() > 3)
        return std::nullopt;
    if (parts.size() == 1)
        return std::array<QString, 2>{parts[0].trimmed(), parts[0].trimmed()};
    return std::array<QString, 2>{parts[0].trimmed(), parts[1].trimmed()};
}

Result<std::array<bool, 3>> readContinueOnError(const QString& value)
{
    const QString v = value.trimmed().toLower();
    const std::pair<const char*, std::array<bool, 3>> names[]
        = {{"none", {false, false, false}}, {"0", {false, false, false}}, {"read", {true, false, false}},
            {"write", {false, true, false}}, {"io", {true, true, false}}, {"verify", {false, false, true}},
            {"all", {true, true, true}}, {"1", {true, true, true}}};
    for (const auto& [name, kinds] : names) {
        if (v == QLatin1String(name))
            return kinds;
    }
    return failure(Text::tr("'%1' is not one of none, read, write, io, verify, all").arg(value));
}

QString continueOnErrorText(const std::array<bool, 3>& kinds)
{
    if (kinds[0] && kinds[1] && kinds[2])
        return QStringLiteral("all");
    if (kinds[0] && kinds[1] && !kinds[2])
        return QStringLiteral("io");
    QStringList parts; // fio takes one name; a mix without a name of its own keeps the first
    for (std::size_t k = 0; k < 3; ++k) {
        if (kinds[k])
            parts << QLatin1String(k == 0 ? "read" : k == 1 ? "write" : "verify");
    }
    return parts.isEmpty() ? QStringLiteral("none") : parts.front();
}

Result<std::array<std::vector<int>, 3>> readIgnoredErrors(const QString& value)
{
    const QStringList parts = value.split(u',');
    if (parts.size() > 3)
        return failure(Text::tr("at most three lists: reads, writes, verification"));
    std::array<std::vector<int>, 3> lists;
    for (qsizetype k = 0; k < parts.size(); ++k) {
        std::vector<int> list;
        for (const QString& item : parts[k].split(u':', Qt::SkipEmptyParts)) {
            const QString t = item.trimmed();
            bool isNumber = false;
            int n = t.toInt(&isNumber);
            for (int e = 1; !isNumber && e < 200; ++e) {
                const char* name = ::strerrorname_np(e);
                if (name && t.compare(QLatin1String(name), Qt::CaseInsensitive) == 0) {
                    n = e;
                    isNumber = true;
                }
            }
            if (!isNumber || n <= 0)
                return failure(Text::tr("'%1' is not an error name (ENOSPC) or number").arg(t));
            list.push_back(n);
        }
        lists[std::size_t(k)] = std::move(list);
    }
    return lists;
}

QString ignoredErrorsText(const std::array<std::vector<int>, 3>& lists)
{
    QStringList parts;
    for (const std::vector<int>& list : lists) {
        QStringList names;
        for (const int e : list) {
            const char* name = ::strerrorname_np(e);
            names << (name ? QLatin1String(name) : QString::number(e));
        }
        parts << names.join(u':');
    }
    while (!parts.isEmpty() && parts.back().isEmpty())
        parts.removeLast();
    return parts.join(u',');
}

namespace {

// One zone of zoned= or zoned_abs=: "ACCESS/SIZE", the size a percent of the file or bytes. In
// zoned=, the last zone's size may be left out: the rest. `sized` is what the zones before took.
Result<RandomDistribution::Zone> readZone(
    const QString& text, bool percents, bool last, std::uint64_t sized, int kbBase)
{
    const QString accessText = text.section(u'/', 0, 0);
    const QString sizeText = text.section(u'/', 1).trimmed();
    RandomDistribution::Zone z;
    bool ok = false;
    z.accessPercent = accessText.toInt(&ok);
    if (!ok || z.accessPercent < 0 || z.accessPercent > 100)
        return failure(Text::tr("'%1' is not a percent of accesses").arg(accessText));
    if (sizeText.isEmpty() && last && percents) {
        z.size = 100 - std::min<std::uint64_t>(sized, 100); // the last zone: the rest
    } else if (percents) {
        z.size = sizeText.toULongLong(&ok);
        if (!ok || z.size > 100)
            return failure(Text::tr("'%1' is not a percent of the file").arg(sizeText));
    } else {
        const auto bytes = parseFioSize(sizeText, kbBase);
        if (!bytes || *bytes == 0)
            return failure(Text::tr("'%1' is not a size").arg(sizeText));
        z.size = *bytes;
    }
    return z;
}

// "zoned:60/10:40/90" or "zoned_abs:60/20g:40/100g": the accesses add up to 100, and in zoned= the
// sizes too.
Result<RandomDistribution> readZones(RandomDistribution::Kind kind, const QString& value, int kbBase)
{
    RandomDistribution d;
    d.kind = kind;
    const bool percents = kind == RandomDistribution::Kind::Zoned;
    int access = 0;
    std::uint64_t sized = 0;
    const QStringList zones = value.section(u':', 1).split(u':', Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < zones.size(); ++i) {
        auto z = readZone(zones[i], percents, i + 1 == zones.size(), sized, kbBase);
        if (!z)
            return std::unexpected(z.error());
        access += z->accessPercent;
        sized += z->size;
        d.zones.push_back(*z);
    }
    if (d.zones.empty())
        return failure(Text::tr("needs zones, e.g. zoned:60/10:40/90"));
    if (access != 100)
        return failure(Text::tr("the zones' accesses add up to %1 %, not 100").arg(access));
    if (percents && sized != 100)
        return failure(Text::tr("the zones' sizes add up to %1 %, not 100").arg(sized));
    return d;
}

} // namespace

Result<RandomDistribution> readRandomDistribution(const QString& value, int kbBase)
{
    using Kind = RandomDistribution::Kind;
    if (value.contains(u','))
        return failure(Text::tr("different distributions for reads and writes are not supported"));
    const QString kindText = value.section(u':', 0, 0).trimmed().toLower();
    RandomDistribution d;
    if (kindText == QLatin1String("random"))
        return d;
    if (kindText == QLatin1String("zoned") || kindText == QLatin1String("zoned_abs"))
        return readZones(kindText == QLatin1String("zoned") ? Kind::Zoned : Kind::ZonedAbs, value, kbBase);
    if (kindText == QLatin1String("zipf"))
        d.kind = Kind::Zipf;
    else if (kindText == QLatin1String("pareto"))
        d.kind = Kind::Pareto;
    else if (kindText == QLatin1String("normal") || kindText == QLatin1String("gauss"))
        d.kind = Kind::Normal;
    else
        return failure(Text::tr("'%1' is not one of random, zipf, pareto, normal, zoned, zoned_abs").arg(kindText));
    const auto v = readDouble(value.section(u':', 1, 1));
    if (!v)
        return failure(Text::tr("%1 needs a value, e.g. %1:1.2").arg(kindText));
    if (d.kind == Kind::Zipf && (*v <= 0 || *v == 1.0))
        return failure(Text::tr("zipf's theta must be above 0 and not 1"));
    if (d.kind == Kind::Pareto && (*v <= 0 || *v >= 1))
        return failure(Text::tr("pareto's power must be between 0 and 1"));
    if (d.kind == Kind::Normal && (*v < 0 || *v > 100))
        return failure(Text::tr("normal's deviation is a percent from 0 to 100"));
    d.value = *v;
    if (const QString c = value.section(u':', 2, 2); !c.isEmpty()) {
        const auto center = readDouble(c);
        if (!center || *center < 0 || *center > 1)
            return failure(Text::tr("the center '%1' is not between 0 and 1").arg(c));
        d.center = *center;
    }
    return d;
}

QString randomDistributionText(const RandomDistribution& d)
{
    using Kind = RandomDistribution::Kind;
    switch (d.kind) {
    case Kind::Uniform:
        return QStringLiteral("random");
    case Kind::Zoned:
    case Kind::ZonedAbs: {
        QStringList parts{d.kind == Kind::Zoned ? QStringLiteral("zoned") : QStringLiteral("zoned_abs")};
        for (const auto& z : d.zones) {
            parts << QString::number(z.accessPercent) + u'/'
                    + (d.kind == Kind::Zoned ? QString::number(z.size) : fioSizeText(z.size));
        }
        return parts.join(u':');
    }
    case Kind::Zipf:
    case Kind::Pareto:
    case Kind::Normal:
        break;
    }
    const QString name = d.kind == Kind::Zipf ? QStringLiteral("zipf")
        : d.kind == Kind::Pareto              ? QStringLiteral("pareto")
                                              : QStringLiteral("normal");
    QString out = name + u':' + number(d.value);
    if (d.center >= 0)
        out += u':' + number(d.center);
    return out;
}

Result<std::array<std::uint64_t, 2>> readPerDirection(const QString& value, int kbBase, bool size)
{
    const auto parts = directionParts(value);
    if (!parts)
        return failure(Text::tr("at most three values: reads, writes, trims"));
    std::array<std::uint64_t, 2> v{};
    for (std::size_t dir = 0; dir < 2; ++dir) {
        const QString& t = (*parts)[dir];
        if (t.isEmpty())
            continue;
        bool ok = size;
        const std::optional<std::uint64_t> n
            = size ? parseFioSize(t, kbBase) : std::optional<std::uint64_t>(t.toULongLong(&ok));
        if (!n || !ok)
            return failure(size ? Text::tr("'%1' is not a size (examples: 500k, 10m)").arg(t)
                                : Text::tr("'%1' is not a whole number").arg(t));
        v[dir] = *n;
    }
    return v;
}

QString perDirectionText(const std::array<std::uint64_t, 2>& v, bool size)
{
    const auto one = [size](std::uint64_t n) {
        return n == 0 ? QString() : size ? fioSizeText(n) : QString::number(n);
    };
    return v[0] == v[1] ? one(v[0]) : one(v[0]) + u',' + one(v[1]);
}

Result<SteadyState> readSteadyState(const QString& value, SteadyState s)
{
    using C = SteadyState::Criterion;
    const QString kind = value.section(u':', 0, 0).trimmed().toLower();
    QString limit = value.section(u':', 1).trimmed();
    if (kind == QLatin1String("iops"))
        s.criterion = C::Iops;
    else if (kind == QLatin1String("iops_slope"))
        s.criterion = C::IopsSlope;
    else if (kind == QLatin1String("bw"))
        s.criterion = C::Bw;
    else if (kind == QLatin1String("bw_slope"))
        s.criterion = C::BwSlope;
    else
        return failure(Text::tr("'%1' is not one of iops, iops_slope, bw, bw_slope").arg(kind));
    s.percent = limit.endsWith(u'%');
    if (s.percent)
        limit.chop(1);
    const auto v = readDouble(limit);
    if (!v || *v < 0)
        return failure(Text::tr("'%1' is not a limit (examples: 2, 0.5%)").arg(value.section(u':', 1)));
    s.limit = *v;
    return s;
}

QString steadyStateText(const SteadyState& s)
{
    const char* names[] = {"", "iops", "iops_slope", "bw", "bw_slope"};
    return QLatin1String(names[int(s.criterion)]) + u':' + number(s.limit) + (s.percent ? u"%" : u"");
}

} // namespace fragscope
