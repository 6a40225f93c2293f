// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/mapjson.h"

#include "fs/fsjson.h"
#include "util/json.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <optional>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Snapshot)
};

} // namespace

QJsonObject toJson(const FragReport& r)
{
    return QJsonObject{
        {QStringLiteral("file_size"), jsonNumber(r.fileSize)},
        {QStringLiteral("mapped_bytes"), jsonNumber(r.mappedBytes)},
        {QStringLiteral("extent_records"), jsonNumber(r.extentRecords)},
        {QStringLiteral("fragments"), jsonNumber(r.fragments)},
        {QStringLiteral("physical_runs"), jsonNumber(r.physicalRuns)},
        {QStringLiteral("ideal_extents"), jsonNumber(r.idealExtents)},
        {QStringLiteral("best_extent_bytes"), jsonNumber(r.bestExtentBytes)},
        {QStringLiteral("e4defrag_score"), r.e4defragScore},
        {QStringLiteral("average_extent_bytes"), jsonNumber(r.averageExtentBytes)},
        {QStringLiteral("largest_extent_bytes"), jsonNumber(r.largestExtentBytes)},
        {QStringLiteral("contiguity"), r.contiguity},
        {QStringLiteral("seek_distance_bytes"), jsonNumber(r.seekDistanceBytes)},
        {QStringLiteral("disk_truth"), diskTruthKey(r.diskTruth)},
        {QStringLiteral("disk_bytes"), jsonNumber(r.diskBytes)},
        {QStringLiteral("uncompressed_bytes"), jsonNumber(r.uncompressedBytes)},
        {QStringLiteral("referenced_bytes"), jsonNumber(r.referencedBytes)},
        {QStringLiteral("holes"), jsonNumber(r.holes)},
        {QStringLiteral("hole_bytes"), jsonNumber(r.holeBytes)},
        {QStringLiteral("shared_bytes"), jsonNumber(r.sharedBytes)},
        {QStringLiteral("exclusive_bytes"), jsonNumber(r.exclusiveBytes)},
        {QStringLiteral("unwritten_bytes"), jsonNumber(r.unwrittenBytes)},
        {QStringLiteral("inline_bytes"), jsonNumber(r.inlineBytes)},
        {QStringLiteral("encoded_bytes"), jsonNumber(r.encodedBytes)},
        {QStringLiteral("delalloc_bytes"), jsonNumber(r.delallocBytes)},
    };
}

namespace {

// Where the data lies on disk, when that is more than FIEMAP's records say (btrfs): the truth, why
// it is a guess, compsize's totals, the bytes of its extents the file does not reference (null
// when unknown) and [logical, length, disk, disk_length] of every piece, with a fifth element, 1,
// where the piece is unwritten.
QJsonObject layoutToJson(const DiskLayout& layout)
{
    QJsonArray pieces;
    for (const DiskPiece& p : layout.pieces) {
        QJsonArray piece{jsonNumber(p.logical), jsonNumber(p.length), jsonNumber(p.disk), jsonNumber(p.diskLength)};
        if (p.unwritten)
            piece.append(1);
        pieces.append(piece);
    }
    return QJsonObject{
        {QStringLiteral("truth"), diskTruthKey(layout.truth)},
        {QStringLiteral("estimated_because"), layout.estimatedBecause},
        {QStringLiteral("disk_bytes"), jsonNumber(layout.diskBytes)},
        {QStringLiteral("uncompressed_bytes"), jsonNumber(layout.uncompressedBytes)},
        {QStringLiteral("referenced_bytes"), jsonNumber(layout.referencedBytes)},
        {QStringLiteral("unreferenced_bytes"),
            layout.unreferencedKnown ? QJsonValue(jsonNumber(layout.unreferencedBytes)) : QJsonValue()},
        {QStringLiteral("pieces"), pieces},
    };
}

// The layout a snapshot saved, if it saved one.
std::optional<DiskLayout> layoutFromJson(const QJsonObject& o, JsonFigures& figure)
{
    if (o.isEmpty())
        return std::nullopt;
    DiskLayout layout;
    layout.truth = diskTruthFromKey(o.value(QLatin1String("truth")).toString());
    layout.estimatedBecause = o.value(QLatin1String("estimated_because")).toString();
    layout.diskBytes = figure(o.value(QLatin1String("disk_bytes")), "disk_layout.disk_bytes");
    layout.uncompressedBytes = figure(o.value(QLatin1String("uncompressed_bytes")), "disk_layout.uncompressed_bytes");
    layout.referencedBytes = figure(o.value(QLatin1String("referenced_bytes")), "disk_layout.referenced_bytes");
    const QJsonValue unreferenced = o.value(QLatin1String("unreferenced_bytes")); // null: unknown; absent: not saved
    layout.unreferencedKnown = !unreferenced.isNull() && !unreferenced.isUndefined();
    if (layout.unreferencedKnown)
        layout.unreferencedBytes = figure(unreferenced, "disk_layout.unreferenced_bytes");
    for (const QJsonValue& v : o.value(QLatin1String("pieces")).toArray()) {
        const QJsonArray p = v.toArray();
        layout.pieces.push_back(DiskPiece{figure(p.at(0), "disk_layout.pieces"), figure(p.at(1), "disk_layout.pieces"),
            figure(p.at(2), "disk_layout.pieces"), figure(p.at(3), "disk_layout.pieces"), p.at(4).toInt() == 1});
    }
    return layout;
}

} // namespace

QJsonObject toJson(const Inspection& in)
{
    QJsonArray extents;
    for (std::size_t i = 0; i < in.map.extents.size(); ++i) {
        const Extent& e = in.map.extents[i];
        QJsonObject o{
            {QStringLiteral("logical"), jsonNumber(e.logical)},
            {QStringLiteral("physical"), jsonNumber(e.physical)},
            {QStringLiteral("length"), jsonNumber(e.length)},
            {QStringLiteral("flags"), QJsonArray::fromStringList(extentFlagNames(e.flags))},
            {QStringLiteral("flag_bits"), jsonNumber(e.flags)},
        };
        if (in.chunks && !e.locationUnknown() && !e.has(FIEMAP_EXTENT_DATA_INLINE)) { // btrfs, as root
            QJsonArray places;
            for (const DevicePlace& p : devicePlacesOf(in.map, in.onDisk, *in.chunks, i))
                places.append(QJsonArray{jsonNumber(p.devid), jsonNumber(p.offset), jsonNumber(p.length), p.copy});
            o.insert(QStringLiteral("on_devices"), places);
        }
        extents.append(o);
    }
    QJsonObject o{
        {QStringLiteral("path"), in.map.path},
        {QStringLiteral("file_size"), jsonNumber(in.map.fileSize)},
        {QStringLiteral("block_size"), jsonNumber(in.map.blockSize)},
        {QStringLiteral("changed_while_reading"), in.map.changedWhileReading},
        {QStringLiteral("taken_at"), in.takenAt.toString(Qt::ISODateWithMs)},
        {QStringLiteral("fs"), toJson(in.fs)},
        {QStringLiteral("report"), toJson(in.report)},
        {QStringLiteral("extents"), extents},
    };
    if (in.onDisk.truth != DiskTruth::Fiemap) // else the extents say it all
        o.insert(QStringLiteral("disk_layout"), layoutToJson(in.onDisk));
    if (in.onDisk.mapBlocks > 0)
        o.insert(QStringLiteral("map_blocks"), jsonNumber(in.onDisk.mapBlocks));
    if (in.onDisk.readAheadBytes > 0)
        o.insert(QStringLiteral("read_ahead_bytes"), jsonNumber(in.onDisk.readAheadBytes));
    if (in.chunks) {
        QJsonArray devices;
        for (const BtrfsDevice& d : in.chunks->devices())
            devices.append(QJsonObject{{QStringLiteral("devid"), jsonNumber(d.devid)}, {QStringLiteral("path"), d.path},
                {QStringLiteral("bytes"), jsonNumber(d.bytes)}});
        o.insert(QStringLiteral("btrfs_devices"), devices);
    }
    return o;
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
} // namespace

Result<Snapshot> snapshotFromJson(const QJsonObject& root, const QString& source)
{
    const QJsonObject& o = root;
    const bool rows = o.contains(QLatin1String("extent_rows"));
    if ((!o.contains(QLatin1String("extents")) && !rows) || jsonField(o, "file_size", "fileSize").isUndefined())
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
    JsonFigures figure;
    map.fileSize = figure(jsonField(o, "file_size", "fileSize"), "file_size");
    map.blockSize = std::uint32_t(figure(jsonField(o, "block_size", "blockSize"), "block_size"));
    map.changedWhileReading = jsonField(o, "changed_while_reading", "changedWhileReading").toBool();
    // The compact form (the layouts the demo ships): [logical, physical, length, flag_bits] in
    // units of extent_unit bytes.
    const std::uint64_t unit = std::max<std::uint64_t>(1, figure(o.value(QLatin1String("extent_unit")), "extent_unit"));
    for (const QJsonValue& v : o.value(QLatin1String("extent_rows")).toArray()) {
        const QJsonArray e = v.toArray();
        if (e.size() != 4)
            return std::unexpected(
                Error{source, Text::tr("extent %1: not [logical, physical, length, flags]").arg(map.extents.size())});
        map.extents.push_back(Extent{figure(e.at(0), "extent_rows") * unit, figure(e.at(1), "extent_rows") * unit,
            figure(e.at(2), "extent_rows") * unit, std::uint32_t(figure(e.at(3), "extent_rows"))});
    }
    for (const QJsonValue& v : o.value(QLatin1String("extents")).toArray()) {
        const QJsonObject e = v.toObject();
        map.extents.push_back(Extent{figure(e.value(QLatin1String("logical")), "logical"),
            figure(e.value(QLatin1String("physical")), "physical"), figure(e.value(QLatin1String("length")), "length"),
            std::uint32_t(figure(jsonField(e, "flag_bits", "flagBits"), "flag_bits"))});
    }
    figure(o.value(QLatin1String("fs")).toObject().value(QLatin1String("block_size")), "fs.block_size");
    const QJsonObject report = o.value(QLatin1String("report")).toObject();
    const std::uint64_t bestExtent
        = figure(jsonField(report, "best_extent_bytes", "bestExtentBytes"), "best_extent_bytes");
    const std::optional<DiskLayout> layout = layoutFromJson(o.value(QLatin1String("disk_layout")).toObject(), figure);
    const std::uint64_t mapBlocks = figure(o.value(QLatin1String("map_blocks")), "map_blocks");
    const std::uint64_t readAhead = figure(o.value(QLatin1String("read_ahead_bytes")), "read_ahead_bytes");
    if (!figure.ok())
        return std::unexpected(Error{
            source, Text::tr("%1 is not a whole number of at least 0; the file is damaged").arg(figure.problem())});
    s.inspection.fs = fsInfoFromJson(o.value(QLatin1String("fs")).toObject());
    s.inspection.takenAt = QDateTime::fromString(jsonField(o, "taken_at", "takenAt").toString(), Qt::ISODateWithMs);
    s.inspection.onDisk = layout ? *layout : diskLayoutFromFiemap(map.extents, map.fileSize);
    s.inspection.onDisk.mapBlocks = mapBlocks;
    s.inspection.onDisk.readAheadBytes = readAhead;
    s.inspection.report = computeFragReport(map, bestExtent, s.inspection.onDisk);
    if (s.label.isEmpty())
        s.label = s.inspection.takenAt.toString(Qt::ISODate);
    return s;
}

namespace {

// The entries of several files: "results" of a defrag result, "files" of a map.
QJsonArray fileEntries(const QJsonObject& root)
{
    return root.value(QLatin1String(root.contains(QLatin1String("results")) ? "results" : "files")).toArray();
}

} // namespace

QStringList snapshotFilesIn(const QString& path)
{
    const auto root = readJsonObject(path);
    if (!root)
        return {};
    QStringList out;
    for (const QJsonValue& v : fileEntries(*root))
        out << v.toObject().value(QLatin1String("path")).toString();
    return out;
}

namespace {

// "result.json#before" -> ("result.json", "before"); a path without a side as it is.
std::pair<QString, QString> splitSide(const QString& pathAndSide)
{
    const qsizetype hash = pathAndSide.lastIndexOf(u'#');
    const QString side = hash > 0 ? pathAndSide.mid(hash + 1) : QString();
    if (side == QLatin1String("before") || side == QLatin1String("after"))
        return {pathAndSide.left(hash), side};
    return {pathAndSide, {}};
}

Result<std::vector<Snapshot>> oneSnapshot(const QJsonObject& o, const QString& path)
{
    auto s = snapshotFromJson(o, path);
    if (!s)
        return std::unexpected(s.error());
    return std::vector<Snapshot>{std::move(*s)};
}

// Of a document with several files, the one asked for (or the only one).
Result<QJsonObject> pickEntry(const QJsonObject& root, const QString& file, const QString& path)
{
    const QJsonArray entries = fileEntries(root);
    if (entries.isEmpty())
        return std::unexpected(Error{path, Text::tr("holds no file")});
    QStringList paths;
    for (const QJsonValue& v : entries) {
        const QString p = v.toObject().value(QLatin1String("path")).toString();
        if ((file.isEmpty() && entries.size() == 1) || p == file)
            return v.toObject();
        paths << p;
    }
    return std::unexpected(Error{path,
        file.isEmpty()
            ? Text::tr("holds %1 files (%2); pick one with --file PATH").arg(entries.size()).arg(paths.join(u", "))
            : Text::tr("holds no file %1 (it has: %2)").arg(file, paths.join(u", "))});
}

// A defrag result's entry: its before and after, or the side asked for.
Result<std::vector<Snapshot>> defragSides(const QJsonObject& entry, const QString& side, const QString& path)
{
    std::vector<Snapshot> out;
    for (const char* name : {"before", "after"}) {
        if (!entry.contains(QLatin1String(name)) || (!side.isEmpty() && side != QLatin1String(name)))
            continue;
        auto s = snapshotFromJson(entry.value(QLatin1String(name)).toObject(), path);
        if (!s)
            return std::unexpected(s.error());
        out.push_back(std::move(*s));
    }
    if (out.empty())
        return std::unexpected(Error{path,
            Text::tr("the defrag result of %1 has no %2 snapshot (it was not defragmented)")
                .arg(entry.value(QLatin1String("path")).toString(), side)});
    return out;
}

} // namespace

Result<std::vector<Snapshot>> loadSnapshots(const QString& pathAndSide, const QString& file)
{
    const auto [path, side] = splitSide(pathAndSide);
    const auto root = readJsonObject(path);
    if (!root)
        return std::unexpected(root.error());
    const bool defragResult = root->contains(QLatin1String("results"));
    if (!side.isEmpty() && !defragResult)
        return std::unexpected(Error{path, Text::tr("#%1 picks a side of a defrag result; this is not one").arg(side)});
    if (!defragResult && !root->contains(QLatin1String("files"))) // a saved snapshot
        return oneSnapshot(*root, path);
    const auto entry = pickEntry(*root, file, path);
    if (!entry)
        return std::unexpected(entry.error());
    return defragResult ? defragSides(*entry, side, path) : oneSnapshot(*entry, path);
}

Result<Snapshot> loadSnapshot(const QString& path, const QString& file)
{
    auto all = loadSnapshots(path, file);
    if (!all)
        return std::unexpected(all.error());
    if (all->size() != 1)
        return std::unexpected(Error{path,
            Text::tr("holds a defrag result's before and after: give it alone to compare them, or pick one "
                     "as %1#before or %1#after")
                .arg(path)});
    return std::move(all->front());
}

QJsonObject mapDocument(const QJsonArray& files, const QJsonArray& errors)
{
    return document(documents::kMap, {{QStringLiteral("files"), files}, {QStringLiteral("errors"), errors}});
}

} // namespace fragscope
