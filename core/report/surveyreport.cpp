// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/surveyreport.h"

#include "util/documents.h"
#include "util/units.h" // csvField

#include <QCoreApplication>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <functional>
#include <unordered_map>
#include <utility>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SurveyReport)
};

// A small JSON writer: the survey of a million files is written in well under a second. The text
// goes into a buffer of its own, appended to inline (QByteArray::append is a call through insert()
// each time, and a survey's JSON is some thirty appends per file).
class Json
{
public:
    std::function<void(QByteArrayView)> sink; // given: the text is lent to it a megabyte at a time
    explicit Json(qsizetype capacity) { m_buf.resize(std::max<qsizetype>(capacity, 4096)); }
    void raw(const char* s) { put(s); }
    void flushSome()
    {
        if (sink && m_used >= (1 << 20)) {
            sink(QByteArrayView(m_buf.constData(), m_used));
            m_used = 0; // the buffer stays for the next megabyte
        }
    }
    // The text written (and not yet handed to the sink).
    QByteArray take()
    {
        m_buf.truncate(m_used);
        m_used = 0;
        return std::exchange(m_buf, {});
    }
    void key(const char* k)
    {
        comma();
        put('"');
        put(k);
        put("\":");
        m_first = true;
    }
    void num(std::uint64_t v)
    {
        comma();
        char buf[24];
        const auto r = std::to_chars(buf, buf + sizeof buf, v);
        put(buf, r.ptr - buf);
    }
    void real(double v)
    {
        comma();
        if (!std::isfinite(v)) {
            put("null");
            return;
        }
        char buf[32];
        const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, 6);
        put(buf, r.ptr - buf);
    }
    void boolean(bool v)
    {
        comma();
        put(v ? "true" : "false");
    }
    void null()
    {
        comma();
        put("null");
    }
    void str(const QString& s) { bytes(s.toUtf8()); }
    // UTF-8 as a JSON string: the runs that need no escape appended whole.
    void bytes(QByteArrayView s)
    {
        comma();
        put('"');
        qsizetype run = 0;
        for (qsizetype i = 0; i < s.size(); ++i) {
            const auto c = static_cast<unsigned char>(s[i]);
            if (c >= 0x20 && c != '"' && c != '\\')
                continue;
            put(s.data() + run, i - run);
            run = i + 1;
            switch (c) {
            case '"':
                put("\\\"");
                break;
            case '\\':
                put("\\\\");
                break;
            case '\n':
                put("\\n");
                break;
            case '\t':
                put("\\t");
                break;
            case '\r':
                put("\\r");
                break;
            default: {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                put(buf);
            }
            }
        }
        put(s.data() + run, s.size() - run);
        put('"');
    }
    void open(char c)
    {
        comma();
        put(c);
        m_first = true;
    }
    void close(char c)
    {
        put(c);
        m_first = false;
    }
    // "key": value, for each kind of value.
    void count(const char* k, std::uint64_t v)
    {
        key(k);
        num(v);
    }
    void number(const char* k, double v)
    {
        key(k);
        real(v);
    }
    void flag(const char* k, bool v)
    {
        key(k);
        boolean(v);
    }
    void text(const char* k, const QString& v)
    {
        key(k);
        str(v);
    }
    // A histogram row over a range of bytes: {"min_bytes", "max_bytes", "extents", "bytes"}.
    void bytesRow(std::uint64_t minBytes, std::uint64_t maxBytes, std::uint64_t extents, std::uint64_t bytes)
    {
        open('{');
        count("min_bytes", minBytes);
        count("max_bytes", maxBytes);
        count("extents", extents);
        count("bytes", bytes);
        close('}');
    }

private:
    void put(const char* s, qsizetype n)
    {
        if (n <= 0)
            return; // an empty view's data may be null, which memcpy must not be given
        if (n > m_buf.size() - m_used)
            m_buf.resize(std::max(m_buf.size() * 2, m_used + n));
        std::memcpy(m_buf.data() + m_used, s, std::size_t(n));
        m_used += n;
    }
    void put(const char* s) { put(s, qsizetype(std::strlen(s))); }
    void put(char c) { put(&c, 1); }
    void put(QByteArrayView s) { put(s.data(), s.size()); }
    void comma()
    {
        if (!m_first)
            put(',');
        m_first = false;
    }
    QByteArray m_buf; // [0, m_used) written
    qsizetype m_used = 0;
    bool m_first = true;
};

QString flagsText(std::uint32_t flags)
{
    if ((flags & ~std::uint32_t(FIEMAP_EXTENT_LAST)) == 0)
        return {};
    return extentFlagNames(flags & ~std::uint32_t(FIEMAP_EXTENT_LAST)).join(QLatin1Char(','));
}

// Where each file that shares has its references in Survey::sharedRefs: [first, end).
using RefRanges = std::unordered_map<std::uint32_t, std::pair<std::size_t, std::size_t>>;
RefRanges refRanges(const Survey& s)
{
    RefRanges ranges;
    for (std::size_t i = 0; i < s.sharedRefs.size(); ++i) {
        auto [at, fresh] = ranges.try_emplace(s.sharedRefs[i].file, i, i);
        at->second.second = i + 1;
    }
    return ranges;
}

void writeFile(Json& j, const Survey& s, const SurveyFile& f, const RefRanges& refs, std::uint32_t index)
{
    j.open('{');
    // A name in ASCII is its own display form (displayPath), written as it is.
    const QByteArray bytes = s.pathBytes(f);
    if (std::ranges::all_of(bytes, [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
        j.key("path");
        j.bytes(bytes);
    } else {
        bool escaped = false;
        j.text("path", displayPath(bytes, &escaped));
        if (escaped)
            j.flag("path_escaped", true);
    }
    j.count("size_bytes", f.size);
    j.count("allocated_bytes", f.allocated);
    j.count("extent_records", f.extentRecords);
    j.count("fragments", f.fragments);
    j.count("physical_runs", f.physicalRuns);
    j.text("disk_truth", diskTruthKey(f.diskTruth));
    j.count("disk_bytes", f.diskBytes);
    j.count("uncompressed_bytes", f.uncompressedBytes);
    j.count("referenced_bytes", f.referencedBytes);
    j.key("unreferenced_bytes");
    if (f.unreferencedKnown)
        j.num(f.unreferencedBytes);
    else
        j.null();
    j.count("exclusive_bytes", f.exclusiveBytes);
    if (const SurveySubvolume* subvolume = s.subvolumeOf(f))
        j.count("subvolume", subvolume->id);
    j.count("e4defrag_now", f.e4Now);
    j.count("e4defrag_best", f.e4Best);
    j.number("e4defrag_score", std::round(f.e4Score * 10) / 10);
    j.number("read_seconds", f.readSeconds);
    j.number("ideal_read_seconds", double(f.readSeconds) - double(f.lostSeconds));
    j.number("lost_seconds", f.lostSeconds);
    j.count("shared_bytes", f.sharedBytes);
    j.count("unwritten_bytes", f.unwrittenBytes);
    j.count("inline_bytes", f.inlineBytes);
    j.count("encoded_bytes", f.encodedBytes);
    j.text("flags", flagsText(f.fsFlags));
    j.count("e4defrag_blocks", f.e4Blocks);
    j.count("first_physical", f.firstPhysical);
    j.flag("mapped", f.mapped);
    if (f.changed) {
        j.flag("changed_while_reading", true);
    }
    if (const auto found = refs.find(index); found != refs.end()) {
        // A file that shares: its references, [disk, disk length, plain length, offset, length] each,
        // for counting each extent once over a folder when the survey is opened again.
        j.key("extent_refs");
        j.open('[');
        for (std::size_t i = found->second.first; i < found->second.second; ++i) {
            const ExtentRef& r = s.sharedRefs[i].ref;
            j.open('[');
            for (std::uint64_t v : {r.disk, r.diskLength, r.plainLength, r.offset, r.length})
                j.num(v);
            j.close(']');
        }
        j.close(']');
    }
    j.close('}');
}

void writeFreeSpace(Json& j, const FreeSpace& space)
{
    j.open('{');
    j.text("method",
        space.method == FreeSpace::Method::Fsmap ? QStringLiteral("getfsmap") : QStringLiteral("btrfs_block_groups"));
    j.count("block_size", space.blockSize);
    j.count("total_bytes", space.totalBytes);
    j.count("free_bytes", space.freeBytes);
    if (space.method == FreeSpace::Method::Fsmap) {
        j.count("free_extents", space.freeExtents);
        j.count("largest_free_bytes", space.largestFreeBytes);
        j.count("smallest_free_bytes", space.smallestFreeBytes);
        j.count("average_free_bytes", space.averageFreeBytes());
        std::uint64_t meta = 0;
        for (const auto& m : space.metadata)
            meta += m.length;
        j.count("metadata_bytes", meta);
        j.key("histogram");
        j.open('[');
        for (const auto& b : space.histogram)
            j.bytesRow(b.minBytes, b.maxBytes, b.extents, b.bytes);
        j.close(']');
    } else {
        j.key("free_extents");
        j.null();
        j.key("largest_free_bytes");
        j.null();
        j.count("unallocated_bytes", space.unallocatedBytes);
        j.key("block_groups");
        j.open('[');
        for (const auto& g : space.blockGroups) {
            j.open('{');
            j.count("start", g.start);
            j.count("length", g.length);
            j.count("used", g.used);
            j.text("type", g.typeName());
            j.text("profile", g.profileName());
            j.close('}');
        }
        j.close(']');
    }
    j.close('}');
}

// The disk map's cells, with the free space spread over them: [cell, used, fragmented, shared,
// owner bytes, owner (its place in "files", -1 for none), pieces, free, metadata, in block groups],
// the cells holding nothing left out.
void writeOccupancy(Json& j, const Survey& s, const SurveyReportInput& in)
{
    const OccupancyIndex& occ = s.occupancy;
    const SpaceCells space = in.spaceCells && in.spaceCells->fits(occ.grid())
        ? *in.spaceCells
        : spaceCells(occ.grid(), in.freeSpace ? &*in.freeSpace : nullptr);
    std::vector<std::int64_t> position(s.files.size(), -1);
    for (std::size_t i = 0; i < in.files.size(); ++i)
        position[in.files[i]] = std::int64_t(i);
    j.key("occupancy");
    j.open('{');
    j.count("start", occ.start());
    j.count("cell_bytes", occ.cellBytes());
    j.count("cells", occ.cellCount());
    j.flag("fsmap", space.fsmap);
    j.key("rows");
    j.open('[');
    const auto at = [](const std::vector<std::uint64_t>& v, std::size_t i) { return i < v.size() ? v[i] : 0; };
    for (std::size_t i = 0; i < occ.cellCount(); ++i) {
        const OccupancyIndex::Cell& c = occ.cell(i);
        const std::uint64_t free = at(space.freeBytes, i), meta = at(space.metaBytes, i),
                            group = at(space.groupBytes, i);
        if (c.usedBytes == 0 && c.pieces == 0 && free == 0 && meta == 0 && group == 0)
            continue;
        j.open('[');
        for (std::uint64_t v : {std::uint64_t(i), c.usedBytes, c.fragmentedBytes, c.sharedBytes, c.ownerBytes})
            j.num(v);
        if (c.owner == OccupancyIndex::kNoOwner || c.owner >= position.size() || position[c.owner] < 0)
            j.raw(",-1");
        else
            j.num(std::uint64_t(position[c.owner]));
        for (std::uint64_t v : {std::uint64_t(c.pieces), free, meta, group, c.unreferencedBytes})
            j.num(v);
        j.close(']');
    }
    j.close(']');
    j.close('}');
}

// Each directory's subtree: what reading it takes as tar reads it, as its files lie and each of them
// defragmented (the ideal), the difference (lost), and what those reads left out (files gone or not
// mappable meanwhile; the reads stopped).
void writeDirectories(Json& j, const Survey& s, const FolderReads& folders)
{
    j.key("directories");
    j.open('[');
    // Stopped short, the reads cover only some folders: none is listed rather than some wrongly.
    const std::vector<DirectoryCost> costs
        = folders.complete ? directoryCosts(s, folderSeconds(folders)) : std::vector<DirectoryCost>{};
    for (const DirectoryCost& d : costs) {
        j.open('{');
        bool escaped = false;
        j.text("path", displayPath(s.dirs[d.dir], &escaped));
        if (escaped)
            j.flag("path_escaped", true);
        j.count("files", d.files);
        j.number("read_seconds", d.readSeconds);
        j.number("ideal_read_seconds", d.idealReadSeconds);
        j.number("lost_seconds", d.lostSeconds);
        j.close('}');
    }
    j.close(']');
    // Files the folders' reads could not map (gone since the scan); the reads stopped (interrupted).
    if (!folders.left.isEmpty())
        j.count("directories_unread_files", std::uint64_t(folders.left.size()));
    if (!folders.complete)
        j.flag("directories_complete", false);
}

// The disk the read times are worked out on (the survey's own words when read back from a file).
void writeCostDisk(Json& j, const SurveyReportInput& in)
{
    const Survey& s = *in.survey;
    if (!in.disk && s.costDisk.isEmpty())
        return;
    j.key("profile");
    j.open('{');
    j.text("description", in.disk ? in.disk->description : s.costDisk);
    if (in.disk) {
        j.flag("measured", in.disk->measured);
        j.text("device", in.disk->device);
        if (!in.disk->presetKey.isEmpty())
            j.text("preset", in.disk->presetKey);
    }
    j.close('}');
}

} // namespace

QString diskEstimateReason()
{
    return Text::tr("btrfs's extent items need root: compressed extents' lengths on disk are guessed from FIEMAP "
                    "and the parts of extents no file references are not seen");
}

namespace {

void fillSurveyJson(Json& j, const SurveyReportInput& in)
{
    const Survey& s = *in.survey;
    j.open('{');
    j.text("tool", QStringLiteral("fragscope"));
    j.text("version", QStringLiteral(FRAGSCOPE_VERSION));
    j.text("kind", QString(documents::kSurvey.kind));
    j.count("format_version", std::uint64_t(documents::kSurvey.formatVersion));
    j.key("roots");
    j.open('[');
    for (const QString& r : s.roots)
        j.str(r);
    j.close(']');
    j.text("file_system", s.fsType);
    j.text("mount_point", s.mountPoint);
    j.count("device_bytes", s.deviceBytes);
    j.count("block_size", s.blockSize);
    j.flag("complete", s.complete);
    j.number("seconds", s.seconds);
    j.key("files");
    j.open('[');
    const RefRanges refs = refRanges(s);
    for (std::uint32_t i : in.files) {
        writeFile(j, s, s.files[i], refs, i);
        j.flushSome();
    }
    j.close(']');
    if (in.folders)
        writeDirectories(j, s, *in.folders);

    const SurveyTotals& t = s.totals;
    j.key("summary");
    j.open('{');
    j.count("files", t.files);
    j.count("directories", t.dirs);
    j.count("symlinks", t.symlinks);
    j.count("special_files", t.specials);
    j.count("other_mounts", t.otherMounts);
    j.count("unmapped_files", t.unmappedFiles);
    j.count("size_bytes", t.bytes);
    j.count("allocated_bytes", t.allocatedBytes);
    j.count("extent_records", t.extentRecords);
    j.count("fragments", t.fragments);
    j.count("fragmented_files", t.fragmentedFiles);
    j.count("physical_runs", t.physicalRuns);
    j.count("scattered_files", t.scatteredFiles);
    // compsize's totals: each extent once, however many files share it.
    const ExtentTotals disk = s.diskTotals();
    j.text("disk_truth", diskTruthKey(s.diskTruth()));
    if (t.estimatedFiles > 0 || t.unreferencedUnknownFiles > 0)
        j.text("estimated_because", diskEstimateReason());
    j.count("disk_bytes", disk.diskBytes);
    j.count("uncompressed_bytes", disk.uncompressedBytes);
    j.count("referenced_bytes", disk.referencedBytes);
    j.key("unreferenced_bytes");
    if (t.unreferencedUnknownFiles == 0)
        j.num(disk.unreferencedBytes);
    else
        j.null();
    j.count("exclusive_bytes", t.exclusiveBytes);
    j.count("shared_bytes", t.sharedBytes);
    j.key("subvolumes"); // btrfs: each subvolume the scan went into, and where
    j.open('[');
    for (std::size_t i = 1; i < s.subvolumes.size(); ++i) {
        j.open('{');
        bool escaped = false;
        j.count("id", s.subvolumes[i].id);
        j.text("path", displayPath(s.subvolumes[i].path, &escaped));
        if (escaped)
            j.flag("path_escaped", true);
        j.close('}');
    }
    j.close(']');
    j.count("unwritten_bytes", t.unwrittenBytes);
    j.count("inline_bytes", t.inlineBytes);
    j.count("encoded_bytes", t.encodedBytes);
    j.number("read_seconds", t.readSeconds);
    j.number("reader_seconds", t.readerSeconds); // of read_seconds, the reader's CPU
    j.number("ideal_read_seconds", t.readSeconds - t.lostSeconds);
    j.number("lost_seconds", t.lostSeconds);
    writeCostDisk(j, in);
    j.count("e4defrag_files", t.e4.files);
    j.count("now_extents", t.e4.nowExtents);
    j.count("best_extents", t.e4.bestExtents);
    j.count("e4defrag_blocks", t.e4.blocks);
    j.count("e4defrag_score", std::uint64_t(std::lround(t.e4.score())));
    j.key("e4defrag_band");
    j.str(t.e4.band() == E4defragTotals::Band::Fine         ? QStringLiteral("no_problem")
            : t.e4.band() == E4defragTotals::Band::Somewhat ? QStringLiteral("a_little_fragmented")
                                                            : QStringLiteral("needs_defrag"));
    j.key("fragments_histogram");
    j.open('[');
    for (std::size_t i = 0; i < s.histograms.fragmentsPerFile.size(); ++i) {
        if (!s.histograms.fragmentsPerFile[i])
            continue;
        j.open('{');
        j.count("min_fragments", SurveyHistograms::fragmentRowMin(i));
        j.count("max_fragments", SurveyHistograms::fragmentRowMax(i));
        j.count("files", s.histograms.fragmentsPerFile[i]);
        j.close('}');
    }
    j.close(']');
    j.key("extent_size_histogram");
    j.open('[');
    for (std::size_t i = 0; i < s.histograms.extentCount.size(); ++i) {
        if (s.histograms.extentCount[i])
            j.bytesRow(SurveyHistograms::extentRowMin(i), SurveyHistograms::extentRowMax(i),
                s.histograms.extentCount[i], s.histograms.extentBytes[i]);
    }
    j.close(']');
    j.close('}');

    j.key("free_space");
    if (in.freeSpace) {
        writeFreeSpace(j, *in.freeSpace);
    } else {
        j.null();
        j.text("free_space_unavailable", in.freeSpaceUnavailable);
    }
    if (in.reopenable && !s.occupancy.isNull())
        writeOccupancy(j, s, in);
    j.key("skipped");
    j.open('[');
    for (const SurveySkip& skip : s.skipped) {
        j.open('{');
        j.text("path", displayPath(skip.path));
        j.text("reason", skip.reason);
        j.close('}');
    }
    for (const Error& failed : in.failedRoots) {
        j.open('{');
        j.text("path", failed.path);
        j.text("reason", failed.reason);
        j.close('}');
    }
    j.close(']');
    j.close('}');
    j.raw("\n");
}

} // namespace

QByteArray surveyJson(const SurveyReportInput& in)
{
    Json j(qsizetype(in.files.size() * 640 + 4096));
    fillSurveyJson(j, in);
    return j.take();
}

void writeSurveyJson(const SurveyReportInput& in, const std::function<void(QByteArrayView)>& write)
{
    Json j(2 << 20);
    j.sink = write;
    fillSurveyJson(j, in);
    write(j.take());
}

QByteArray surveyCsv(const SurveyReportInput& in)
{
    const Survey& s = *in.survey;
    QByteArray out
        = "path,size_bytes,allocated_bytes,extent_records,fragments,e4defrag_now,e4defrag_best,"
          "e4defrag_score,read_seconds,lost_seconds,shared_bytes,unwritten_bytes,inline_bytes,encoded_bytes,flags\n";
    const auto field = csvField;
    for (std::uint32_t i : in.files) {
        const SurveyFile& f = s.files[i];
        out += field(s.path(f)) + ',' + QByteArray::number(f.size) + ',' + QByteArray::number(f.allocated) + ','
            + QByteArray::number(f.extentRecords) + ',' + QByteArray::number(f.fragments) + ','
            + QByteArray::number(f.e4Now) + ',' + QByteArray::number(f.e4Best) + ','
            + QByteArray::number(double(f.e4Score), 'f', 1) + ',' + QByteArray::number(double(f.readSeconds), 'f', 6)
            + ',' + QByteArray::number(double(f.lostSeconds), 'f', 6) + ',' + QByteArray::number(f.sharedBytes) + ','
            + QByteArray::number(f.unwrittenBytes) + ',' + QByteArray::number(f.inlineBytes) + ','
            + QByteArray::number(f.encodedBytes) + ',' + field(flagsText(f.fsFlags)) + '\n';
    }
    return out;
}

} // namespace fragscope
