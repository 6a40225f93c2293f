// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/profile.h"

#include "util/documents.h"
#include "util/json.h"
#include "util/savefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>
#include <span>
#include <utility>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(DeviceProfile)
};

// y at x on the polyline through the points (x ascending), flat beyond its ends.
template<typename Points, typename X, typename Y> double interpolate(const Points& points, double x, X xOf, Y yOf)
{
    if (points.empty())
        return 0;
    if (x <= xOf(points.front()))
        return yOf(points.front());
    for (std::size_t i = 1; i < points.size(); ++i) {
        const double x0 = xOf(points[i - 1]), x1 = xOf(points[i]);
        if (x <= x1) {
            const double t = x1 > x0 ? (x - x0) / (x1 - x0) : 1.0;
            return yOf(points[i - 1]) + t * (yOf(points[i]) - yOf(points[i - 1]));
        }
    }
    return yOf(points.back());
}

double log2Of(std::uint64_t v)
{
    return std::log2(double(std::max<std::uint64_t>(v, 1)));
}

// Request costs (the JSON field `field`): each of some bytes and some time, the sizes increasing
// (the cost per byte beyond the largest is the slope of the last two: one size twice would divide by
// zero).
Result<void> checkRequests(const std::vector<DeviceProfile::Request>& list, const char* field)
{
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (!std::isfinite(list[i].seconds) || list[i].seconds <= 0 || list[i].bytes == 0)
            return failure(
                Text::tr("%1: a request of 0 bytes or one taking no time or less").arg(QLatin1String(field)));
        if (i > 0 && list[i].bytes <= list[i - 1].bytes)
            return failure(Text::tr("%1: %2 bytes measured twice, or the sizes out of order")
                               .arg(QLatin1String(field))
                               .arg(list[i].bytes));
    }
    return {};
}

// Sustained rates: each of some bytes at some reads a second, the sizes increasing, and a larger
// read not going more than half as fast again as a smaller one (that is a measurement gone wrong).
Result<void> checkSustained(const std::vector<DeviceProfile::Sustained>& rows)
{
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (!std::isfinite(rows[i].readsPerSecond) || rows[i].readsPerSecond <= 0 || rows[i].bytes == 0)
            return failure(Text::tr("sustained: reads of 0 bytes or no reads per second"));
        if (i == 0)
            continue;
        if (rows[i].bytes <= rows[i - 1].bytes)
            return failure(Text::tr("sustained: %1 bytes measured twice").arg(rows[i].bytes));
        if (rows[i].readsPerSecond > rows[i - 1].readsPerSecond * 1.5)
            return failure(Text::tr("sustained: reads of %1 bytes faster than reads of %2")
                               .arg(rows[i].bytes)
                               .arg(rows[i - 1].bytes));
    }
    return {};
}

} // namespace

Result<void> DeviceProfile::check() const
{
    const auto positive = [](double v) { return std::isfinite(v) && v > 0; };
    if (sequential.empty() || requests.empty() || access.empty())
        return failure(Text::tr("a profile needs sequential rates, request costs and access times"));
    for (const Rate& r : sequential) {
        if (!positive(r.bytesPerSecond) || r.position < 0 || r.position > 1)
            return failure(Text::tr("sequential: a rate must be above 0 at a position from 0 to 1"));
    }
    for (const auto& [list, field] :
        {std::pair{&requests, "request_seconds"}, std::pair{&pausedRequests, "request_after_pause_seconds"}}) {
        if (auto ok = checkRequests(*list, field); !ok)
            return ok;
    }
    for (const Access& a : access) {
        if (!positive(a.seconds))
            return failure(Text::tr("access: an access taking no time or less"));
    }
    for (const Depth& d : queueDepth) {
        if (!positive(d.readsPerSecond) || d.depth < 1 || d.bytes == 0)
            return failure(Text::tr("queue_depth: a depth below 1, reads of 0 bytes or no reads per second"));
    }
    if (streamingBytesPerSecond < 0 || !std::isfinite(streamingBytesPerSecond))
        return failure(Text::tr("streaming_bytes_per_second: below 0"));
    if (auto ok = checkSustained(sustained); !ok)
        return ok;
    for (const auto& [value, field] :
        {std::pair{reader.fileSeconds, "reader.file_seconds"}, std::pair{reader.readSeconds, "reader.read_seconds"},
            std::pair{reader.byteSeconds, "reader.byte_seconds"}}) {
        if (!std::isfinite(value) || value < 0)
            return failure(Text::tr("%1: below 0").arg(QLatin1String(field)));
    }
    if (sizeBytes == 0)
        return failure(Text::tr("the device's size is 0 bytes"));
    return {};
}

DeviceProfile::Caps DeviceProfile::sustainedCaps() const
{
    Caps caps;
    for (const Sustained& r : sustained) {
        caps.readsPerSecond = std::max(caps.readsPerSecond, r.readsPerSecond);
        caps.bytesPerSecond = std::max(caps.bytesPerSecond, r.readsPerSecond * double(r.bytes));
    }
    return caps.readsPerSecond > 0 && caps.bytesPerSecond > 0 ? caps : Caps{};
}

bool DeviceProfile::capsReads() const
{
    const auto small = std::ranges::find(sustained, std::uint64_t(4096), &Sustained::bytes);
    if (small == sustained.end() || small->readsPerSecond <= 0 || access.empty())
        return false;
    const double interval = 1 / small->readsPerSecond;
    return requestSeconds(4096) < 0.5 * interval && accessSeconds(sizeBytes / 3) < 0.5 * interval;
}

double DeviceProfile::sustainedSeconds(std::uint64_t bytes) const
{
    const Caps caps = sustainedCaps();
    if (caps.readsPerSecond <= 0)
        return 0;
    return std::max(1 / caps.readsPerSecond, double(bytes) / caps.bytesPerSecond);
}

double DeviceProfile::rateAt(double position) const
{
    return interpolate(
        sequential, position, [](const Rate& r) { return r.position; }, [](const Rate& r) { return r.bytesPerSecond; });
}

std::vector<DeviceProfile::Rate> DeviceProfile::zoneCurve() const
{
    struct Pool
    {
        double sum = 0;
        int count = 0;
        double mean() const { return sum / count; }
    };
    std::vector<Pool> pools;
    for (const Rate& r : sequential) {
        pools.push_back({r.bytesPerSecond, 1});
        while (pools.size() > 1 && pools.back().mean() > pools[pools.size() - 2].mean()) {
            pools[pools.size() - 2].sum += pools.back().sum;
            pools[pools.size() - 2].count += pools.back().count;
            pools.pop_back();
        }
    }
    std::vector<Rate> zones = sequential;
    std::size_t at = 0;
    for (const Pool& p : pools) {
        for (int i = 0; i < p.count; ++i)
            zones[at++].bytesPerSecond = p.mean();
    }
    return zones;
}

double DeviceProfile::zoneRate(const std::vector<Rate>& zones, double position)
{
    return interpolate(
        zones, position, [](const Rate& r) { return r.position; }, [](const Rate& r) { return r.bytesPerSecond; });
}

double DeviceProfile::accessSeconds(std::uint64_t distance) const
{
    return interpolate(
        access, log2Of(distance), [](const Access& a) { return log2Of(a.distance); },
        [](const Access& a) { return a.seconds; });
}

namespace {

// A request costs about a fixed time and its bytes at a rate: straight lines between the sizes
// measured, the last one continued beyond the largest.
double requestCost(const std::vector<DeviceProfile::Request>& requests, std::uint64_t bytes)
{
    if (requests.empty())
        return 0;
    const DeviceProfile::Request& last = requests.back();
    if (bytes > last.bytes && requests.size() > 1) {
        const DeviceProfile::Request& before = requests[requests.size() - 2];
        const double perByte = (last.seconds - before.seconds) / double(last.bytes - before.bytes);
        return last.seconds + std::max(0.0, perByte) * double(bytes - last.bytes);
    }
    return interpolate(
        requests, double(bytes), [](const DeviceProfile::Request& r) { return double(r.bytes); },
        [](const DeviceProfile::Request& r) { return r.seconds; });
}

} // namespace

double DeviceProfile::requestSeconds(std::uint64_t bytes) const
{
    return requestCost(requests, bytes);
}

double DeviceProfile::pausedRequestSeconds(std::uint64_t bytes) const
{
    return pausedRequests.empty() ? requestSeconds(bytes) : requestCost(pausedRequests, bytes);
}

double DeviceProfile::depthSpeedup(int depth, std::uint64_t bytes) const
{
    if (queueDepth.empty() || depth <= 1)
        return 1;
    // The speedup at each size measured (the rows of one size are a run, by depth), and between
    // the two sizes around `bytes`.
    const double x = log2Of(bytes);
    double below = 0, above = 0, xBelow = 0, xAbove = 0;
    bool haveBelow = false, haveAbove = false;
    for (auto first = queueDepth.begin(); first != queueDepth.end();) {
        const auto last
            = std::find_if(first, queueDepth.end(), [&](const Depth& d) { return d.bytes != first->bytes; });
        const std::span<const Depth> rows(first, last);
        const auto rate = [rows](int d) {
            return interpolate(
                rows, std::log2(double(d)), [](const Depth& q) { return std::log2(double(q.depth)); },
                [](const Depth& q) { return q.readsPerSecond; });
        };
        const double speedup = std::max(1.0, rate(depth) / rate(1));
        const double at = log2Of(first->bytes);
        if (at <= x && (!haveBelow || at > xBelow)) {
            below = speedup;
            xBelow = at;
            haveBelow = true;
        }
        if (at >= x && (!haveAbove || at < xAbove)) {
            above = speedup;
            xAbove = at;
            haveAbove = true;
        }
        first = last;
    }
    if (!haveBelow)
        return above;
    if (!haveAbove || xAbove <= xBelow)
        return below;
    return below + (x - xBelow) / (xAbove - xBelow) * (above - below);
}

std::uint64_t DeviceProfile::readWindowBytes(bool advised, std::uint64_t fsReadAhead) const
{
    const std::uint64_t window = fsReadAhead ? fsReadAhead : readAheadBytes ? readAheadBytes : 128 * 1024;
    return window * (advised ? 2 : 1);
}

std::uint64_t DeviceProfile::readRequestBytes(bool advised, std::uint64_t fsReadAhead) const
{
    std::uint64_t bytes = readWindowBytes(advised, fsReadAhead);
    if (maxRequestBytes)
        bytes = std::min(bytes, maxRequestBytes);
    return std::max<std::uint64_t>(bytes, 4096);
}

QString DeviceProfile::measuredText() const
{
    const QString day = QLocale().toString(measuredAt.date(), QLocale::ShortFormat);
    return thorough ? Text::tr("measured %1, thorough").arg(day) : Text::tr("measured %1").arg(day);
}

QJsonObject profileToJson(const DeviceProfile& p)
{
    QJsonArray sequential, access, depths;
    for (const auto& r : p.sequential)
        sequential.append(QJsonObject{
            {QStringLiteral("position"), r.position}, {QStringLiteral("bytes_per_second"), r.bytesPerSecond}});
    for (const auto& a : p.access)
        access.append(QJsonObject{
            {QStringLiteral("distance_bytes"), jsonNumber(a.distance)}, {QStringLiteral("seconds"), a.seconds}});
    const auto requestRows = [](const std::vector<DeviceProfile::Request>& list) {
        QJsonArray rows;
        for (const auto& r : list)
            rows.append(
                QJsonObject{{QStringLiteral("bytes"), jsonNumber(r.bytes)}, {QStringLiteral("seconds"), r.seconds}});
        return rows;
    };
    const QJsonArray requests = requestRows(p.requests);
    for (const auto& d : p.queueDepth)
        depths.append(QJsonObject{{QStringLiteral("depth"), d.depth},
            {QStringLiteral("reads_per_second"), d.readsPerSecond}, {QStringLiteral("bytes"), jsonNumber(d.bytes)}});
    QJsonObject o = documentHeader(documents::kDiskProfile);
    for (auto [key, value] : std::initializer_list<std::pair<QString, QJsonValue>>{
             {QStringLiteral("device"), p.device},
             {QStringLiteral("key"), p.key},
             {QStringLiteral("model"), p.model},
             {QStringLiteral("rotational"), p.rotational},
             {QStringLiteral("thorough"), p.thorough},
             {QStringLiteral("size_bytes"), jsonNumber(p.sizeBytes)},
             {QStringLiteral("max_request_bytes"), jsonNumber(p.maxRequestBytes)},
             {QStringLiteral("read_ahead_bytes"), jsonNumber(p.readAheadBytes)},
             {QStringLiteral("measured_at"), p.measuredAt.toUTC().toString(Qt::ISODate)},
             {QStringLiteral("seconds"), p.seconds},
             {QStringLiteral("sequential"), sequential},
             {QStringLiteral("access"), access},
             // The cost of one request continuing the one before, at its size.
             {QStringLiteral("request_seconds"), requests},
             {QStringLiteral("queue_depth"), depths},
         })
        o.insert(key, value);
    if (!p.pausedRequests.empty()) // the same after a pause
        o.insert(QStringLiteral("request_after_pause_seconds"), requestRows(p.pausedRequests));
    if (p.streamingBytesPerSecond > 0)
        o.insert(QStringLiteral("streaming_bytes_per_second"), p.streamingBytesPerSecond);
    if (!p.sustained.empty()) {
        QJsonArray rows;
        for (const auto& r : p.sustained)
            rows.append(QJsonObject{{QStringLiteral("bytes"), jsonNumber(r.bytes)},
                {QStringLiteral("reads_per_second"), r.readsPerSecond}});
        o.insert(QStringLiteral("sustained"), rows);
    }
    if (p.reader.measured())
        o.insert(QStringLiteral("reader"),
            QJsonObject{{QStringLiteral("file_seconds"), p.reader.fileSeconds},
                {QStringLiteral("read_seconds"), p.reader.readSeconds},
                {QStringLiteral("byte_seconds"), p.reader.byteSeconds}});
    if (!p.unsteady.isEmpty())
        o.insert(QStringLiteral("unsteady"), QJsonArray::fromStringList(p.unsteady));
    if (!p.measuredAs.isEmpty())
        o.insert(QStringLiteral("measured_as"), p.measuredAs);
    return o;
}

Result<DeviceProfile> profileFromJson(const QJsonObject& o, const QString& path)
{
    const auto bad = [&path](const QString& why) {
        return std::unexpected(Error{path, Text::tr("not a fragscope disk profile: %1").arg(why)});
    };
    // Profiles before 0.2 carry no kind; any other kind is another document.
    const QString kind = o.value(QStringLiteral("kind")).toString();
    if (o.contains(QStringLiteral("kind")) && kind != documents::kDiskProfile.kind)
        return bad(Text::tr("it is a \"%1\" document").arg(kind));
    const int version = o.value(QStringLiteral("format_version")).toInt(0);
    if (version < 1 || version > DeviceProfile::kFormatVersion)
        return bad(Text::tr("format_version %1 is not one this version reads (1 to %2)")
                       .arg(o.value(QStringLiteral("format_version")).toVariant().toString())
                       .arg(DeviceProfile::kFormatVersion));
    DeviceProfile p;
    JsonFigures figure;
    p.device = o.value(QStringLiteral("device")).toString();
    p.key = o.value(QStringLiteral("key")).toString();
    p.model = o.value(QStringLiteral("model")).toString();
    p.measuredAs = o.value(QStringLiteral("measured_as")).toString();
    p.rotational = o.value(QStringLiteral("rotational")).toBool();
    p.thorough = o.value(QStringLiteral("thorough")).toBool();
    p.sizeBytes = figure(o.value(QStringLiteral("size_bytes")), "size_bytes");
    p.maxRequestBytes = figure(o.value(QStringLiteral("max_request_bytes")), "max_request_bytes");
    p.readAheadBytes = figure(o.value(QStringLiteral("read_ahead_bytes")), "read_ahead_bytes");
    p.measuredAt = QDateTime::fromString(o.value(QStringLiteral("measured_at")).toString(), Qt::ISODate);
    p.seconds = o.value(QStringLiteral("seconds")).toDouble();
    for (const QJsonValue v : o.value(QStringLiteral("sequential")).toArray()) {
        const QJsonObject r = v.toObject();
        p.sequential.push_back(
            {r.value(QStringLiteral("position")).toDouble(-1), r.value(QStringLiteral("bytes_per_second")).toDouble()});
    }
    for (const QJsonValue v : o.value(QStringLiteral("access")).toArray()) {
        const QJsonObject a = v.toObject();
        p.access.push_back({figure(a.value(QStringLiteral("distance_bytes")), "distance_bytes"),
            a.value(QStringLiteral("seconds")).toDouble()});
    }
    for (const auto& [field, list] :
        {std::pair{"request_seconds", &p.requests}, std::pair{"request_after_pause_seconds", &p.pausedRequests}}) {
        for (const QJsonValue v : o.value(QLatin1String(field)).toArray()) {
            const QJsonObject r = v.toObject();
            list->push_back(
                {figure(r.value(QStringLiteral("bytes")), "bytes"), r.value(QStringLiteral("seconds")).toDouble()});
        }
    }
    for (const QJsonValue v : o.value(QStringLiteral("queue_depth")).toArray()) {
        const QJsonObject d = v.toObject();
        const QJsonValue bytes = d.value(QStringLiteral("bytes")); // 4 KiB in a profile from before
        p.queueDepth.push_back(
            {d.value(QStringLiteral("depth")).toInt(0), d.value(QStringLiteral("reads_per_second")).toDouble(),
                bytes.isUndefined() ? 4096 : figure(bytes, "bytes")});
    }
    p.streamingBytesPerSecond = o.value(QStringLiteral("streaming_bytes_per_second")).toDouble();
    for (const QJsonValue v : o.value(QStringLiteral("sustained")).toArray()) {
        const QJsonObject r = v.toObject();
        p.sustained.push_back({figure(r.value(QStringLiteral("bytes")), "sustained.bytes"),
            r.value(QStringLiteral("reads_per_second")).toDouble()});
    }
    // Absent in a profile from before; a figure that is not a number is refused as below 0.
    const QJsonObject reader = o.value(QStringLiteral("reader")).toObject();
    const auto readerFigure = [&reader](const char* key) {
        const QJsonValue v = reader.value(QLatin1String(key));
        return v.isUndefined() ? 0.0 : v.toDouble(-1);
    };
    p.reader = {readerFigure("file_seconds"), readerFigure("read_seconds"), readerFigure("byte_seconds")};
    for (const QJsonValue v : o.value(QStringLiteral("unsteady")).toArray())
        p.unsteady << v.toString();
    if (!figure.ok())
        return bad(figure.problem());
    // The curves in the order the model interpolates along.
    std::ranges::sort(p.sequential, {}, &DeviceProfile::Rate::position);
    std::ranges::sort(p.access, {}, &DeviceProfile::Access::distance);
    std::ranges::sort(p.requests, {}, &DeviceProfile::Request::bytes);
    std::ranges::sort(p.pausedRequests, {}, &DeviceProfile::Request::bytes);
    std::ranges::sort(p.sustained, {}, &DeviceProfile::Sustained::bytes);
    std::ranges::sort(p.queueDepth, [](const DeviceProfile::Depth& a, const DeviceProfile::Depth& b) {
        return std::pair(a.bytes, a.depth) < std::pair(b.bytes, b.depth);
    });
    if (auto ok = p.check(); !ok)
        return bad(ok.error().reason);
    return p;
}

Result<DeviceProfile> readProfileFile(const QString& path)
{
    auto o = readJsonObject(path);
    if (!o)
        return std::unexpected(o.error());
    if (o->value(QStringLiteral("kind")).toString() != documents::kCalibration.kind)
        return profileFromJson(*o, path);
    // What calibrate --format json printed: its one profile (a btrfs on several devices has one each).
    const QJsonArray profiles = o->value(QStringLiteral("profiles")).toArray();
    if (profiles.size() != 1)
        return std::unexpected(Error{path,
            Text::tr("holds %n disk profiles (one a device); give one of the files calibrate saved in %1", nullptr,
                int(profiles.size()))
                .arg(profileDirectory())});
    return profileFromJson(profiles.first().toObject(), path);
}

QString profileDirectory()
{
    QString override = qEnvironmentVariable("FRAGSCOPE_PROFILE_DIR");
    if (!override.isEmpty())
        return override;
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QStringLiteral("/fragscope/disks");
}

namespace {
QString profilePath(const QString& key)
{
    return profileDirectory() + QLatin1Char('/') + key + QStringLiteral(".json");
}
} // namespace

Result<void> saveProfile(const DeviceProfile& p)
{
    const QString dir = profileDirectory();
    if (!QDir().mkpath(dir))
        return std::unexpected(Error{dir, Text::tr("cannot make the folder for disk profiles")});
    return writeFileDurably(profilePath(p.key), QJsonDocument(profileToJson(p)).toJson());
}

Result<std::optional<DeviceProfile>> loadProfile(const QString& key)
{
    const QString path = profilePath(key);
    if (key.isEmpty() || !QFileInfo::exists(path))
        return std::optional<DeviceProfile>();
    auto p = readProfileFile(path);
    if (!p)
        return std::unexpected(p.error());
    return std::optional<DeviceProfile>(std::move(*p));
}

} // namespace fragscope
