// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a saved survey back: the inverse of surveyJson, checked as it goes.
#include "report/surveyreport.h"

#include "extents/extent.h"
#include "util/json.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

#include <bit>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SurveyReport)
};

std::uint64_t u64(const QJsonObject& o, const char* key)
{
    const double v = o.value(QLatin1String(key)).toDouble();
    return v > 0 ? std::uint64_t(v) : 0;
}

// displayPath's escapes undone: \xNN is that byte, \\ a backslash.
QByteArray unescapePath(const QString& shown)
{
    const QByteArray in = shown.toUtf8();
    QByteArray out;
    out.reserve(in.size());
    for (qsizetype i = 0; i < in.size(); ++i) {
        if (in[i] == '\\' && i + 1 < in.size() && in[i + 1] == '\\') {
            out.append('\\');
            ++i;
        } else if (in[i] == '\\' && i + 3 < in.size() && in[i + 1] == 'x') {
            bool ok = false;
            const int byte = in.mid(i + 2, 2).toInt(&ok, 16);
            if (!ok) {
                out.append(in[i]);
                continue;
            }
            out.append(char(byte));
            i += 3;
        } else {
            out.append(in[i]);
        }
    }
    return out;
}

FreeSpace freeSpaceFrom(const QJsonObject& o)
{
    FreeSpace f;
    f.method = o.value(QLatin1String("method")).toString() == QLatin1String("btrfs_block_groups")
        ? FreeSpace::Method::BtrfsBlockGroups
        : FreeSpace::Method::Fsmap;
    f.blockSize = std::uint32_t(std::max<std::uint64_t>(1, u64(o, "block_size")));
    f.totalBytes = u64(o, "total_bytes");
    f.freeBytes = u64(o, "free_bytes");
    f.freeExtents = u64(o, "free_extents");
    f.largestFreeBytes = u64(o, "largest_free_bytes");
    f.smallestFreeBytes = u64(o, "smallest_free_bytes");
    f.unallocatedBytes = u64(o, "unallocated_bytes");
    for (const QJsonValue& v : o.value(QLatin1String("histogram")).toArray()) {
        const QJsonObject r = v.toObject();
        f.histogram.push_back({u64(r, "min_bytes"), u64(r, "max_bytes"), u64(r, "extents"), u64(r, "bytes")});
    }
    for (const QJsonValue& v : o.value(QLatin1String("block_groups")).toArray()) {
        const QJsonObject g = v.toObject();
        BtrfsBlockGroup group;
        group.start = u64(g, "start");
        group.length = u64(g, "length");
        group.used = u64(g, "used");
        // The flags from the names the JSON gives.
        const QString type = g.value(QLatin1String("type")).toString();
        if (type.contains(QLatin1String("Data")))
            group.flags |= 1; // BTRFS_BLOCK_GROUP_DATA
        if (type.contains(QLatin1String("System")))
            group.flags |= 2;
        if (type.contains(QLatin1String("Metadata")))
            group.flags |= 4;
        // The profile (DUP, RAID1, ...): the bit whose name the JSON gives.
        const QString profile = g.value(QLatin1String("profile")).toString();
        for (std::uint64_t bit = 8; bit <= 1024; bit <<= 1) {
            BtrfsBlockGroup probe = group;
            probe.flags |= bit;
            if (probe.profileName() == profile) {
                group.flags = probe.flags;
                break;
            }
        }
        f.blockGroups.push_back(group);
    }
    return f;
}

} // namespace

Result<SavedSurvey> loadSurveyJson(const QString& path)
{
    const auto root = readJsonObject(path);
    if (!root)
        return std::unexpected(root.error());
    return surveyFromJson(*root, path);
}

namespace {

SurveyFile surveyFileFromJson(const QJsonObject& o)
{
    SurveyFile f;
    f.size = u64(o, "size_bytes");
    f.allocated = u64(o, "allocated_bytes");
    f.extentRecords = std::uint32_t(u64(o, "extent_records"));
    f.fragments = std::uint32_t(u64(o, "fragments"));
    // Surveys saved before the disk's figures: FIEMAP's records were all there was.
    f.physicalRuns = std::uint32_t(o.contains(QLatin1String("physical_runs")) ? u64(o, "physical_runs") : f.fragments);
    f.diskTruth = diskTruthFromKey(o.value(QLatin1String("disk_truth")).toString());
    f.diskBytes = o.contains(QLatin1String("disk_bytes")) ? u64(o, "disk_bytes") : f.allocated;
    f.uncompressedBytes = o.contains(QLatin1String("uncompressed_bytes")) ? u64(o, "uncompressed_bytes") : f.allocated;
    f.referencedBytes = o.contains(QLatin1String("referenced_bytes")) ? u64(o, "referenced_bytes") : f.allocated;
    f.unreferencedKnown = o.value(QLatin1String("unreferenced_bytes")).isDouble();
    f.unreferencedBytes = u64(o, "unreferenced_bytes");
    f.exclusiveBytes = u64(o, "exclusive_bytes");
    f.e4Now = std::uint32_t(u64(o, "e4defrag_now"));
    f.e4Best = std::uint32_t(u64(o, "e4defrag_best"));
    f.e4Blocks = u64(o, "e4defrag_blocks");
    f.e4Score = float(o.value(QLatin1String("e4defrag_score")).toDouble());
    // Surveys saved before the cost model kept the old model's extra head movement instead.
    f.readSeconds = float(o.value(QLatin1String("read_seconds")).toDouble());
    f.lostSeconds = float(jsonField(o, "lost_seconds", "extra_read_seconds").toDouble());
    f.sharedBytes = u64(o, "shared_bytes");
    f.unwrittenBytes = u64(o, "unwritten_bytes");
    f.inlineBytes = u64(o, "inline_bytes");
    f.encodedBytes = u64(o, "encoded_bytes");
    f.firstPhysical = u64(o, "first_physical");
    f.fsFlags
        = extentFlagsFromNames(o.value(QLatin1String("flags")).toString().split(QLatin1Char(','), Qt::SkipEmptyParts));
    f.mapped = o.value(QLatin1String("mapped")).toBool();
    f.changed = o.value(QLatin1String("changed_while_reading")).toBool();
    return f;
}

SurveyTotals totalsFromJson(const QJsonObject& sum, std::uint32_t blockSize)
{
    SurveyTotals t;
    t.files = u64(sum, "files");
    t.dirs = u64(sum, "directories");
    t.symlinks = u64(sum, "symlinks");
    t.specials = u64(sum, "special_files");
    t.otherMounts = u64(sum, "other_mounts");
    t.unmappedFiles = u64(sum, "unmapped_files");
    t.bytes = u64(sum, "size_bytes");
    t.allocatedBytes = u64(sum, "allocated_bytes");
    t.extentRecords = u64(sum, "extent_records");
    t.fragments = u64(sum, "fragments");
    t.fragmentedFiles = u64(sum, "fragmented_files");
    t.physicalRuns = u64(sum, "physical_runs");
    t.scatteredFiles = u64(sum, "scattered_files");
    t.exclusiveBytes = u64(sum, "exclusive_bytes");
    t.sharedBytes = u64(sum, "shared_bytes");
    t.unwrittenBytes = u64(sum, "unwritten_bytes");
    t.inlineBytes = u64(sum, "inline_bytes");
    t.encodedBytes = u64(sum, "encoded_bytes");
    t.readSeconds = sum.value(QLatin1String("read_seconds")).toDouble();
    t.readerSeconds = sum.value(QLatin1String("reader_seconds")).toDouble();
    t.lostSeconds = jsonField(sum, "lost_seconds", "extra_read_seconds").toDouble();
    t.e4.files = u64(sum, "e4defrag_files");
    t.e4.nowExtents = u64(sum, "now_extents");
    t.e4.bestExtents = u64(sum, "best_extents");
    t.e4.blocks = u64(sum, "e4defrag_blocks");
    t.e4.blockSize = blockSize;
    return t;
}

SurveyHistograms histogramsFromJson(const QJsonObject& sum)
{
    SurveyHistograms h;
    for (const QJsonValue& v : sum.value(QLatin1String("fragments_histogram")).toArray()) {
        const QJsonObject r = v.toObject();
        h.fragmentsPerFile[std::size_t(SurveyHistograms::fragmentRow(u64(r, "max_fragments")))] = u64(r, "files");
    }
    for (const QJsonValue& v : sum.value(QLatin1String("extent_size_histogram")).toArray()) {
        const QJsonObject r = v.toObject();
        const std::uint64_t min = u64(r, "min_bytes");
        if (min == 0)
            continue;
        const std::size_t row = std::size_t(std::bit_width(min) - 1);
        h.extentCount[row] = u64(r, "extents");
        h.extentBytes[row] = u64(r, "bytes");
    }
    return h;
}

// The disk map's cells, where the survey kept them (a cell's owner: a file of the survey).
Result<void> occupancyFromJson(const QJsonObject& occ, SavedSurvey& saved, const QString& path)
{
    Survey& s = saved.survey;
    const std::uint64_t cells = u64(occ, "cells");
    if (cells > 0 && cells <= (1u << 24) && u64(occ, "cell_bytes") > 0) {
        OccupancyGrid grid{u64(occ, "start"), u64(occ, "cell_bytes"), std::size_t(cells)};
        std::vector<OccupancyIndex::Cell> list(grid.count);
        SpaceCells& space = saved.spaceCells;
        space.grid = grid;
        space.fsmap = occ.value(QLatin1String("fsmap")).toBool();
        space.freeBytes.assign(grid.count, 0);
        space.metaBytes.assign(grid.count, 0);
        space.groupBytes.assign(grid.count, 0);
        for (const QJsonValue& v : occ.value(QLatin1String("rows")).toArray()) {
            const QJsonArray r = v.toArray();
            const auto at = [&r](int i) { return r.at(i).toDouble() > 0 ? std::uint64_t(r.at(i).toDouble()) : 0; };
            // Ten columns in surveys saved before the unreferenced bytes were added.
            if ((r.size() != 10 && r.size() != 11) || at(0) >= grid.count)
                return std::unexpected(Error{path,
                    Text::tr("a disk-map cell is not [cell, used, fragmented, shared, "
                             "owner bytes, owner, pieces, free, metadata, groups, unreferenced]")});
            OccupancyIndex::Cell& c = list[at(0)];
            c.usedBytes = at(1);
            c.fragmentedBytes = at(2);
            c.sharedBytes = at(3);
            c.ownerBytes = at(4);
            const double owner = r.at(5).toDouble();
            c.owner = owner >= 0 && owner < double(s.files.size()) ? std::uint32_t(owner) : OccupancyIndex::kNoOwner;
            c.pieces = std::uint32_t(at(6));
            space.freeBytes[at(0)] = at(7);
            space.metaBytes[at(0)] = at(8);
            space.groupBytes[at(0)] = at(9);
            c.unreferencedBytes = r.size() > 10 ? at(10) : 0;
        }
        s.occupancy.restore(grid, std::move(list));
    }
    return {};
}

// The extent references of file number i (the next of s.files) that shares, into s.sharedRefs.
Result<void> refsFromJson(const QJsonObject& o, qsizetype i, Survey& s, SurveyFile& f, const QString& path)
{
    for (const QJsonValue& v : o.value(QLatin1String("extent_refs")).toArray()) {
        const QJsonArray r = v.toArray();
        if (r.size() != 5)
            return std::unexpected(Error{path,
                Text::tr("file %1's extent references are not [disk, disk length, plain length, offset, length]")
                    .arg(i + 1)});
        const auto at = [&r](int k) { return r.at(k).toDouble() > 0 ? std::uint64_t(r.at(k).toDouble()) : 0; };
        s.sharedRefs.push_back(SharedRef{std::uint32_t(s.files.size()), ExtentRef{at(0), at(1), at(2), at(3), at(4)}});
        f.refsKept = true;
    }
    return {};
}

// The subvolumes the summary lists, and each file's (by its id) as an index into them.
void subvolumesFromJson(const QJsonObject& sum, const QJsonArray& files, Survey& s)
{
    // Each file's subvolume by id, as an index into the list the summary gives.
    QHash<std::uint64_t, std::uint32_t> subvolumeIndex;
    s.subvolumes.resize(1);
    for (const QJsonValue& v : sum.value(QLatin1String("subvolumes")).toArray()) {
        const QJsonObject o = v.toObject();
        subvolumeIndex.insert(u64(o, "id"), std::uint32_t(s.subvolumes.size()));
        const QString shown = o.value(QLatin1String("path")).toString();
        s.subvolumes.push_back(SurveySubvolume{
            u64(o, "id"), o.value(QLatin1String("path_escaped")).toBool() ? unescapePath(shown) : shown.toUtf8()});
    }
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QJsonValue id = files.at(i).toObject().value(QLatin1String("subvolume"));
        if (id.isDouble())
            s.files[std::size_t(i)].subvolume = subvolumeIndex.value(std::uint64_t(id.toDouble()), 0);
    }
}

} // namespace

Result<SavedSurvey> surveyFromJson(const QJsonObject& root, const QString& path)
{
    if (!root.contains(QLatin1String("format_version")) || !root.value(QLatin1String("files")).isArray())
        return std::unexpected(
            Error{path, Text::tr("not a survey (no format_version and files; see fragscope scan --format json)")});
    const int version = root.value(QLatin1String("format_version")).toInt();
    if (version != 1)
        return std::unexpected(Error{path, Text::tr("survey format %1; this Fragscope reads format 1").arg(version)});

    SavedSurvey saved;
    Survey& s = saved.survey;
    for (const QJsonValue& r : root.value(QLatin1String("roots")).toArray())
        s.roots << r.toString();
    s.fsType = root.value(QLatin1String("file_system")).toString();
    s.mountPoint = root.value(QLatin1String("mount_point")).toString();
    s.deviceBytes = u64(root, "device_bytes");
    s.blockSize = std::uint32_t(std::max<std::uint64_t>(1, u64(root, "block_size")));
    s.complete = root.value(QLatin1String("complete")).toBool();
    s.seconds = root.value(QLatin1String("seconds")).toDouble();

    QHash<QByteArray, std::uint32_t> dirIndex;
    const QJsonArray files = root.value(QLatin1String("files")).toArray();
    s.files.reserve(std::size_t(files.size()));
    for (qsizetype i = 0; i < files.size(); ++i) {
        const QJsonObject o = files.at(i).toObject();
        const QString shown = o.value(QLatin1String("path")).toString();
        if (shown.isEmpty())
            return std::unexpected(Error{path, Text::tr("file %1 of the survey has no path").arg(i + 1)});
        const QByteArray bytes = o.value(QLatin1String("path_escaped")).toBool() ? unescapePath(shown) : shown.toUtf8();
        const qsizetype slash = bytes.lastIndexOf('/');
        const QByteArray dir = slash > 0 ? bytes.left(slash) : QByteArray("/");
        auto found = dirIndex.constFind(dir);
        if (found == dirIndex.constEnd()) {
            found = dirIndex.insert(dir, std::uint32_t(s.dirs.size()));
            s.dirs.push_back(dir);
        }
        SurveyFile f = surveyFileFromJson(o);
        f.name = bytes.mid(slash + 1);
        f.dir = *found;
        if (auto refs = refsFromJson(o, i, s, f, path); !refs)
            return std::unexpected(refs.error());
        s.totals.estimatedFiles += f.diskTruth == DiskTruth::Estimated ? 1 : 0;
        s.totals.unreferencedUnknownFiles += f.unreferencedKnown ? 0 : 1;
        s.files.push_back(std::move(f));
    }

    const QJsonObject sum = root.value(QLatin1String("summary")).toObject();
    subvolumesFromJson(sum, files, s);
    const SurveyTotals perFile = s.totals; // what the files said about the truth of their figures
    s.totals = totalsFromJson(sum, s.blockSize);
    s.costDisk = sum.value(QLatin1String("profile")).toObject().value(QLatin1String("description")).toString();
    s.totals.estimatedFiles = perFile.estimatedFiles;
    s.totals.unreferencedUnknownFiles = perFile.unreferencedUnknownFiles;
    s.histograms = histogramsFromJson(sum);
    for (const QJsonValue& v : root.value(QLatin1String("skipped")).toArray()) {
        const QJsonObject o = v.toObject();
        s.skipped.push_back(
            {unescapePath(o.value(QLatin1String("path")).toString()), o.value(QLatin1String("reason")).toString()});
    }

    const QJsonValue free = root.value(QLatin1String("free_space"));
    if (free.isObject())
        saved.freeSpace = freeSpaceFrom(free.toObject());
    else
        saved.freeSpaceUnavailable = root.value(QLatin1String("free_space_unavailable")).toString();

    if (auto cells = occupancyFromJson(root.value(QLatin1String("occupancy")).toObject(), saved, path); !cells)
        return std::unexpected(cells.error());
    return saved;
}

} // namespace fragscope
