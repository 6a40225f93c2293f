// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/snapshot.h"

#include "report/mapjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Snapshot)
};

std::uint64_t u64(const QJsonValue& v)
{
    return std::uint64_t(v.toDouble());
}

} // namespace

Result<Snapshot> takeSnapshot(const QString& path, const QString& label)
{
    auto inspection = inspectFile(path, FiemapOptions{.sync = true});
    if (!inspection)
        return std::unexpected(inspection.error());
    return Snapshot{std::move(*inspection), label};
}

QJsonObject toJson(const Snapshot& snapshot)
{
    QJsonObject o = toJson(snapshot.inspection);
    o.insert(QStringLiteral("label"), snapshot.label);
    o.insert(QStringLiteral("snapshot"), 1);
    o.insert(QStringLiteral("format_version"), kMapJsonVersion);
    return o;
}

namespace {

// A key as written now (snake_case), or as 0.1.0 wrote it (camelCase): saved files still open.
QJsonValue field(const QJsonObject& o, const char* key, const char* oldKey)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isUndefined() ? o.value(QLatin1String(oldKey)) : v;
}

} // namespace

Result<Snapshot> snapshotFromJson(const QJsonObject& root, const QString& source)
{
    // `fragscope map --format json` wraps files in "files": take the first.
    const QJsonObject o
        = root.contains(QLatin1String("files")) ? root.value(QLatin1String("files")).toArray().at(0).toObject() : root;
    if (!o.contains(QLatin1String("extents")) || field(o, "file_size", "fileSize").isUndefined())
        return std::unexpected(Error{source, Text::tr("not a snapshot: no extents and file size")});
    if (o.value(QLatin1String("format_version")).toInt(1) > kMapJsonVersion)
        return std::unexpected(Error{source,
            Text::tr("snapshot format %1; this Fragscope reads up to %2")
                .arg(o.value(QLatin1String("format_version")).toInt())
                .arg(kMapJsonVersion)});
    Snapshot s;
    s.label = o.value(QLatin1String("label")).toString();
    ExtentMap& map = s.inspection.map;
    map.path = o.value(QLatin1String("path")).toString();
    map.fileSize = u64(field(o, "file_size", "fileSize"));
    map.blockSize = std::uint32_t(u64(field(o, "block_size", "blockSize")));
    map.changedWhileReading = field(o, "changed_while_reading", "changedWhileReading").toBool();
    for (const QJsonValue& v : o.value(QLatin1String("extents")).toArray()) {
        const QJsonObject e = v.toObject();
        map.extents.push_back(Extent{u64(e.value(QLatin1String("logical"))), u64(e.value(QLatin1String("physical"))),
            u64(e.value(QLatin1String("length"))), std::uint32_t(u64(field(e, "flag_bits", "flagBits")))});
    }
    const QJsonObject fs = o.value(QLatin1String("fs")).toObject();
    s.inspection.fs.typeName = fs.value(QLatin1String("type")).toString();
    s.inspection.fs.blockSize = std::uint32_t(u64(field(fs, "block_size", "blockSize")));
    s.inspection.fs.mountPoint = field(fs, "mount_point", "mountPoint").toString();
    s.inspection.fs.source = fs.value(QLatin1String("source")).toString();
    s.inspection.takenAt = QDateTime::fromString(field(o, "taken_at", "takenAt").toString(), Qt::ISODateWithMs);
    const QJsonObject report = o.value(QLatin1String("report")).toObject();
    s.inspection.report = computeFragReport(map, u64(field(report, "best_extent_bytes", "bestExtentBytes")));
    if (s.label.isEmpty())
        s.label = s.inspection.takenAt.toString(Qt::ISODate);
    return s;
}

Result<Snapshot> loadSnapshot(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::unexpected(Error{path, file.errorString()});
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        return std::unexpected(Error{path, Text::tr("JSON at byte %1: %2").arg(error.offset).arg(error.errorString())});
    return snapshotFromJson(doc.object(), path);
}

SnapshotDiff diffSnapshots(const Snapshot& a, const Snapshot& b)
{
    SnapshotDiff d;
    d.before = a.inspection.report;
    d.after = b.inspection.report;
    // Walk both extent lists by logical offset at once: at every point where either changes, the
    // piece in between is in a, in b, or in both (same place on disk, or not).
    struct Piece
    {
        std::uint64_t logical, end, physical;
    };
    const auto pieces = [](const ExtentMap& m) {
        std::vector<Piece> out;
        for (const Extent& e : m.extents) {
            if (e.length)
                out.push_back({e.logical, e.logicalEnd(), e.locationUnknown() ? ~0ULL : e.physical});
        }
        std::sort(out.begin(), out.end(), [](const Piece& x, const Piece& y) { return x.logical < y.logical; });
        return out;
    };
    const std::vector<Piece> pa = pieces(a.inspection.map), pb = pieces(b.inspection.map);
    std::size_t i = 0, j = 0;
    std::uint64_t at = 0;
    const auto addMoved = [&](std::uint64_t from, std::uint64_t to) {
        if (!d.movedRanges.empty() && d.movedRanges.back().second == from)
            d.movedRanges.back().second = to;
        else
            d.movedRanges.emplace_back(from, to);
    };
    while (i < pa.size() || j < pb.size()) {
        while (i < pa.size() && pa[i].end <= at)
            ++i;
        while (j < pb.size() && pb[j].end <= at)
            ++j;
        if (i == pa.size() && j == pb.size())
            break;
        const bool inA = i < pa.size() && pa[i].logical <= at;
        const bool inB = j < pb.size() && pb[j].logical <= at;
        if (!inA && !inB) { // a gap in both: jump to the next start
            at = std::min(i < pa.size() ? pa[i].logical : ~0ULL, j < pb.size() ? pb[j].logical : ~0ULL);
            continue;
        }
        std::uint64_t next = ~0ULL;
        if (i < pa.size())
            next = std::min(next, inA ? pa[i].end : pa[i].logical);
        if (j < pb.size())
            next = std::min(next, inB ? pb[j].end : pb[j].logical);
        const std::uint64_t len = next - at;
        if (inA && inB) {
            const std::uint64_t physA = pa[i].physical + (at - pa[i].logical);
            const std::uint64_t physB = pb[j].physical + (at - pb[j].logical);
            if (physA == physB && pa[i].physical != ~0ULL) {
                d.stayedBytes += len;
            } else {
                d.movedBytes += len;
                addMoved(at, next);
            }
        } else if (inA) {
            d.vanishedBytes += len;
        } else {
            d.appearedBytes += len;
        }
        at = next;
    }
    return d;
}

} // namespace fragscope
