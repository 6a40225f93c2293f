// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/surveyreport.h"

#include "report/units.h"

#include <QCoreApplication>

#include <charconv>
#include <cmath>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SurveyReport)
};

// A small JSON writer: the survey of a million files is written in well under a second.
class Json
{
public:
    QByteArray out;
    void raw(const char* s) { out.append(s); }
    void key(const char* k)
    {
        comma();
        out.append('"').append(k).append("\":");
        m_first = true;
    }
    void num(std::uint64_t v)
    {
        comma();
        char buf[24];
        const auto r = std::to_chars(buf, buf + sizeof buf, v);
        out.append(buf, r.ptr - buf);
    }
    void real(double v)
    {
        comma();
        if (!std::isfinite(v)) {
            out.append("null");
            return;
        }
        char buf[32];
        const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, 6);
        out.append(buf, r.ptr - buf);
    }
    void boolean(bool v)
    {
        comma();
        out.append(v ? "true" : "false");
    }
    void null()
    {
        comma();
        out.append("null");
    }
    void str(const QString& s)
    {
        comma();
        out.append('"');
        for (const char c : s.toUtf8()) {
            switch (c) {
            case '"':
                out.append("\\\"");
                break;
            case '\\':
                out.append("\\\\");
                break;
            case '\n':
                out.append("\\n");
                break;
            case '\t':
                out.append("\\t");
                break;
            case '\r':
                out.append("\\r");
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out.append(buf);
                } else {
                    out.append(c);
                }
            }
        }
        out.append('"');
    }
    void open(char c)
    {
        comma();
        out.append(c);
        m_first = true;
    }
    void close(char c)
    {
        out.append(c);
        m_first = false;
    }

private:
    void comma()
    {
        if (!m_first)
            out.append(',');
        m_first = false;
    }
    bool m_first = true;
};

QString flagsText(std::uint32_t flags)
{
    return extentFlagNames(flags & ~std::uint32_t(FIEMAP_EXTENT_LAST)).join(QLatin1Char(','));
}

void writeFile(Json& j, const Survey& s, const SurveyFile& f)
{
    bool escaped = false;
    const QString path = displayPath(s.pathBytes(f), &escaped);
    j.open('{');
    j.key("path");
    j.str(path);
    if (escaped) {
        j.key("path_escaped");
        j.boolean(true);
    }
    j.key("size_bytes");
    j.num(f.size);
    j.key("allocated_bytes");
    j.num(f.allocated);
    j.key("extent_records");
    j.num(f.extentRecords);
    j.key("fragments");
    j.num(f.fragments);
    j.key("e4defrag_now");
    j.num(f.e4Now);
    j.key("e4defrag_best");
    j.num(f.e4Best);
    j.key("e4defrag_score");
    j.real(std::round(f.e4Score * 10) / 10);
    j.key("extra_read_seconds");
    j.real(f.extraReadSeconds);
    j.key("shared_bytes");
    j.num(f.sharedBytes);
    j.key("unwritten_bytes");
    j.num(f.unwrittenBytes);
    j.key("inline_bytes");
    j.num(f.inlineBytes);
    j.key("encoded_bytes");
    j.num(f.encodedBytes);
    j.key("flags");
    j.str(flagsText(f.fsFlags));
    j.key("mapped");
    j.boolean(f.mapped);
    if (f.changed) {
        j.key("changed_while_reading");
        j.boolean(true);
    }
    j.close('}');
}

void writeFreeSpace(Json& j, const FreeSpace& space)
{
    j.open('{');
    j.key("method");
    j.str(space.method == FreeSpace::Method::Fsmap ? QStringLiteral("getfsmap") : QStringLiteral("btrfs_block_groups"));
    j.key("block_size");
    j.num(space.blockSize);
    j.key("total_bytes");
    j.num(space.totalBytes);
    j.key("free_bytes");
    j.num(space.freeBytes);
    if (space.method == FreeSpace::Method::Fsmap) {
        j.key("free_extents");
        j.num(space.freeExtents);
        j.key("largest_free_bytes");
        j.num(space.largestFreeBytes);
        j.key("smallest_free_bytes");
        j.num(space.smallestFreeBytes);
        j.key("average_free_bytes");
        j.num(space.averageFreeBytes());
        std::uint64_t meta = 0;
        for (const auto& m : space.metadata)
            meta += m.length;
        j.key("metadata_bytes");
        j.num(meta);
        j.key("histogram");
        j.open('[');
        for (const auto& b : space.histogram) {
            j.open('{');
            j.key("min_bytes");
            j.num(b.minBytes);
            j.key("max_bytes");
            j.num(b.maxBytes);
            j.key("extents");
            j.num(b.extents);
            j.key("bytes");
            j.num(b.bytes);
            j.close('}');
        }
        j.close(']');
    } else {
        j.key("free_extents");
        j.null();
        j.key("largest_free_bytes");
        j.null();
        j.key("unallocated_bytes");
        j.num(space.unallocatedBytes);
        j.key("block_groups");
        j.open('[');
        for (const auto& g : space.blockGroups) {
            j.open('{');
            j.key("start");
            j.num(g.start);
            j.key("length");
            j.num(g.length);
            j.key("used");
            j.num(g.used);
            j.key("type");
            j.str(g.typeName());
            j.key("profile");
            j.str(g.profileName());
            j.close('}');
        }
        j.close(']');
    }
    j.close('}');
}

QString histogramRange(std::uint64_t lo, std::uint64_t hi)
{
    return QStringLiteral("%1 – %2").arg(formatBytes(lo), hi == ~0ull ? Text::tr("max") : formatBytes(hi));
}

} // namespace

QString e4defragBandText(E4defragTotals::Band band)
{
    switch (band) {
    case E4defragTotals::Band::Fine:
        return Text::tr("no problem (0-30)");
    case E4defragTotals::Band::Somewhat:
        return Text::tr("a little bit fragmented (31-55)");
    case E4defragTotals::Band::Needs:
        return Text::tr("needs defrag (56 and more)");
    }
    return {};
}

QByteArray surveyJson(const SurveyReportInput& in)
{
    const Survey& s = *in.survey;
    Json j;
    j.out.reserve(qsizetype(in.files.size() * 400 + 4096));
    j.open('{');
    j.key("format_version");
    j.num(1);
    j.key("roots");
    j.open('[');
    for (const QString& r : s.roots)
        j.str(r);
    j.close(']');
    j.key("file_system");
    j.str(s.fsType);
    j.key("mount_point");
    j.str(s.mountPoint);
    j.key("complete");
    j.boolean(s.complete);
    j.key("seconds");
    j.real(s.seconds);
    j.key("files");
    j.open('[');
    for (std::uint32_t i : in.files)
        writeFile(j, s, s.files[i]);
    j.close(']');

    const SurveyTotals& t = s.totals;
    j.key("summary");
    j.open('{');
    j.key("files");
    j.num(t.files);
    j.key("directories");
    j.num(t.dirs);
    j.key("symlinks");
    j.num(t.symlinks);
    j.key("special_files");
    j.num(t.specials);
    j.key("other_mounts");
    j.num(t.otherMounts);
    j.key("unmapped_files");
    j.num(t.unmappedFiles);
    j.key("size_bytes");
    j.num(t.bytes);
    j.key("allocated_bytes");
    j.num(t.allocatedBytes);
    j.key("extent_records");
    j.num(t.extentRecords);
    j.key("fragments");
    j.num(t.fragments);
    j.key("fragmented_files");
    j.num(t.fragmentedFiles);
    j.key("shared_bytes");
    j.num(t.sharedBytes);
    j.key("unwritten_bytes");
    j.num(t.unwrittenBytes);
    j.key("inline_bytes");
    j.num(t.inlineBytes);
    j.key("encoded_bytes");
    j.num(t.encodedBytes);
    j.key("extra_read_seconds");
    j.real(t.extraReadSeconds);
    j.key("e4defrag_files");
    j.num(t.e4.files);
    j.key("now_extents");
    j.num(t.e4.nowExtents);
    j.key("best_extents");
    j.num(t.e4.bestExtents);
    j.key("e4defrag_blocks");
    j.num(t.e4.blocks);
    j.key("e4defrag_score");
    j.num(std::uint64_t(std::lround(t.e4.score())));
    j.key("e4defrag_band");
    j.str(t.e4.band() == E4defragTotals::Band::Fine ? QStringLiteral("no_problem")
            : t.e4.band() == E4defragTotals::Band::Somewhat ? QStringLiteral("a_little_fragmented")
                                                             : QStringLiteral("needs_defrag"));
    j.key("fragments_histogram");
    j.open('[');
    for (std::size_t i = 0; i < s.histograms.fragmentsPerFile.size(); ++i) {
        if (!s.histograms.fragmentsPerFile[i])
            continue;
        j.open('{');
        j.key("min_fragments");
        j.num(i == 0 ? 1 : (1ull << (i - 1)) + 1);
        j.key("max_fragments");
        j.num(i == 0 ? 1 : 1ull << i);
        j.key("files");
        j.num(s.histograms.fragmentsPerFile[i]);
        j.close('}');
    }
    j.close(']');
    j.key("extent_size_histogram");
    j.open('[');
    for (std::size_t i = 0; i < s.histograms.extentCount.size(); ++i) {
        if (!s.histograms.extentCount[i])
            continue;
        j.open('{');
        j.key("min_bytes");
        j.num(1ull << i);
        j.key("max_bytes");
        j.num(i >= 63 ? ~0ull : 1ull << (i + 1));
        j.key("extents");
        j.num(s.histograms.extentCount[i]);
        j.key("bytes");
        j.num(s.histograms.extentBytes[i]);
        j.close('}');
    }
    j.close(']');
    j.close('}');

    j.key("free_space");
    if (in.freeSpace) {
        writeFreeSpace(j, *in.freeSpace);
    } else {
        j.null();
        j.key("free_space_unavailable");
        j.str(in.freeSpaceUnavailable);
    }
    j.key("skipped");
    j.open('[');
    for (const SurveySkip& skip : s.skipped) {
        j.open('{');
        j.key("path");
        j.str(displayPath(skip.path));
        j.key("reason");
        j.str(skip.reason);
        j.close('}');
    }
    for (const QString& failed : in.failedRoots) {
        j.open('{');
        const qsizetype colon = failed.indexOf(QStringLiteral(": "));
        j.key("path");
        j.str(failed.left(colon));
        j.key("reason");
        j.str(failed.mid(colon + 2));
        j.close('}');
    }
    j.close(']');
    j.close('}');
    j.out.append('\n');
    return j.out;
}

QByteArray surveyCsv(const SurveyReportInput& in)
{
    const Survey& s = *in.survey;
    QByteArray out = "path,size_bytes,allocated_bytes,extent_records,fragments,e4defrag_now,e4defrag_best,"
                     "e4defrag_score,extra_read_seconds,shared_bytes,unwritten_bytes,inline_bytes,encoded_bytes,flags\n";
    auto field = [](const QString& text) {
        QByteArray b = text.toUtf8();
        if (b.contains(',') || b.contains('"') || b.contains('\n'))
            b = '"' + b.replace('"', "\"\"") + '"';
        return b;
    };
    for (std::uint32_t i : in.files) {
        const SurveyFile& f = s.files[i];
        out += field(s.path(f)) + ',' + QByteArray::number(f.size) + ',' + QByteArray::number(f.allocated) + ','
            + QByteArray::number(f.extentRecords) + ',' + QByteArray::number(f.fragments) + ','
            + QByteArray::number(f.e4Now) + ',' + QByteArray::number(f.e4Best) + ','
            + QByteArray::number(double(f.e4Score), 'f', 1) + ',' + QByteArray::number(double(f.extraReadSeconds), 'f', 4)
            + ',' + QByteArray::number(f.sharedBytes) + ',' + QByteArray::number(f.unwrittenBytes) + ','
            + QByteArray::number(f.inlineBytes) + ',' + QByteArray::number(f.encodedBytes) + ','
            + field(flagsText(f.fsFlags)) + '\n';
    }
    return out;
}

QString freeSpaceText(const FreeSpace& space)
{
    QString out;
    if (space.method == FreeSpace::Method::BtrfsBlockGroups) {
        out += Text::tr("Block groups (btrfs): %1, unallocated %2\n")
                   .arg(space.blockGroups.size())
                   .arg(formatBytes(space.unallocatedBytes));
        out += QStringLiteral("  %1 %2 %3 %4  %5\n")
                   .arg(Text::tr("start"), 16)
                   .arg(Text::tr("length"), 12)
                   .arg(Text::tr("used"), 12)
                   .arg(Text::tr("full"), 7)
                   .arg(Text::tr("type"));
        for (const auto& g : space.blockGroups) {
            out += QStringLiteral("  %1 %2 %3 %4  %5\n")
                       .arg(g.start, 16)
                       .arg(formatBytes(g.length), 12)
                       .arg(formatBytes(g.used), 12)
                       .arg(formatPercent(g.length ? double(g.used) / double(g.length) : 0), 7)
                       .arg(g.typeName() + QLatin1Char(',') + g.profileName());
        }
        return out;
    }
    out += Text::tr("Free space: %1 in %2 free extents (largest %3, average %4)\n")
               .arg(formatBytes(space.freeBytes), formatCount(space.freeExtents), formatBytes(space.largestFreeBytes),
                   formatBytes(space.averageFreeBytes()));
    out += QStringLiteral("  %1  %2  %3  %4\n")
               .arg(Text::tr("Extent size range"), -24)
               .arg(Text::tr("Free extents"), 12)
               .arg(Text::tr("Free blocks"), 12)
               .arg(Text::tr("Percent"), 8);
    const std::uint64_t bs = std::max<std::uint32_t>(1, space.blockSize);
    for (const auto& b : space.histogram) {
        out += QStringLiteral("  %1  %2  %3  %4\n")
                   .arg(histogramRange(b.minBytes, b.maxBytes), -24)
                   .arg(b.extents, 12)
                   .arg(b.bytes / bs, 12)
                   .arg(QString::number(space.freeBytes ? double(b.bytes) * 100 / double(space.freeBytes) : 0, 'f', 2)
                           + QLatin1Char('%'),
                       8);
    }
    return out;
}

QString surveyText(const SurveyReportInput& in)
{
    const Survey& s = *in.survey;
    const SurveyTotals& t = s.totals;
    QString out;
    out += Text::tr("Survey of %1 (%2, %3)\n")
               .arg(s.roots.join(QStringLiteral(", ")), s.fsType.isEmpty() ? Text::tr("unknown") : s.fsType,
                   s.complete ? Text::tr("complete") : Text::tr("stopped early"));
    out += Text::tr("  Files           %1 in %2 directories (%3 symbolic links and %4 special files not followed)\n")
               .arg(formatCount(t.files), formatCount(t.dirs), formatCount(t.symlinks), formatCount(t.specials));
    out += Text::tr("  Size            %1 (allocated %2)\n").arg(formatBytes(t.bytes), formatBytes(t.allocatedBytes));
    out += Text::tr("  Fragments       %1 in %2 extent records; %3 files in more than one fragment\n")
               .arg(formatCount(t.fragments), formatCount(t.extentRecords), formatCount(t.fragmentedFiles));
    out += Text::tr("  e4defrag score  %1: %2 (now/best extents %3/%4 over %5 files)\n")
               .arg(std::lround(t.e4.score()))
               .arg(e4defragBandText(t.e4.band()), formatCount(t.e4.nowExtents), formatCount(t.e4.bestExtents),
                   formatCount(t.e4.files));
    out += Text::tr("  HDD model       %1 s of extra head movement to read every file once\n")
               .arg(t.extraReadSeconds, 0, 'f', 2);
    if (t.sharedBytes || t.unwrittenBytes || t.inlineBytes || t.encodedBytes)
        out += Text::tr("  Shared %1, unwritten %2, inline %3, encoded %4\n")
                   .arg(formatBytes(t.sharedBytes), formatBytes(t.unwrittenBytes), formatBytes(t.inlineBytes),
                       formatBytes(t.encodedBytes));
    out += Text::tr("  Scanned in %1 s\n").arg(s.seconds, 0, 'f', 2);

    out += QLatin1Char('\n') + Text::tr("Worst files\n");
    out += QStringLiteral("  %1 %2 %3 %4  %5\n")
               .arg(Text::tr("fragments"), 10)
               .arg(Text::tr("now/best"), 12)
               .arg(Text::tr("size"), 11)
               .arg(Text::tr("extra read"), 11)
               .arg(Text::tr("path"));
    for (std::uint32_t i : in.files) {
        const SurveyFile& f = s.files[i];
        out += QStringLiteral("  %1 %2 %3 %4  %5\n")
                   .arg(f.fragments, 10)
                   .arg(f.e4Now ? QStringLiteral("%1/%2").arg(f.e4Now).arg(f.e4Best) : QStringLiteral("-"), 12)
                   .arg(formatBytes(f.size), 11)
                   .arg(QStringLiteral("%1 ms").arg(double(f.extraReadSeconds) * 1000, 0, 'f', 1), 11)
                   .arg(s.path(f));
    }
    out += QLatin1Char('\n') + Text::tr("Fragments per file\n");
    for (std::size_t i = 0; i < s.histograms.fragmentsPerFile.size(); ++i) {
        if (const auto n = s.histograms.fragmentsPerFile[i]) {
            const QString range = i <= 1 ? QString::number(i + 1)
                                         : QStringLiteral("%1 – %2").arg((1ull << (i - 1)) + 1).arg(1ull << i);
            out += QStringLiteral("  %1  %2\n").arg(range, -20).arg(formatCount(n), 12);
        }
    }
    out += QLatin1Char('\n') + Text::tr("Extent sizes\n");
    for (std::size_t i = 0; i < s.histograms.extentCount.size(); ++i) {
        if (const auto n = s.histograms.extentCount[i])
            out += QStringLiteral("  %1  %2  %3\n")
                       .arg(histogramRange(1ull << i, i >= 63 ? ~0ull : 1ull << (i + 1)), -24)
                       .arg(formatCount(n), 12)
                       .arg(formatBytes(s.histograms.extentBytes[i]), 12);
    }
    out += QLatin1Char('\n');
    if (in.freeSpace)
        out += freeSpaceText(*in.freeSpace);
    else
        out += Text::tr("Free space: not shown (%1)\n").arg(in.freeSpaceUnavailable);
    if (!s.skipped.empty() || !in.failedRoots.isEmpty()) {
        out += QLatin1Char('\n') + Text::tr("Skipped (%1)\n").arg(s.skipped.size() + std::size_t(in.failedRoots.size()));
        for (const QString& failed : in.failedRoots)
            out += QStringLiteral("  %1\n").arg(failed);
        for (const SurveySkip& skip : s.skipped)
            out += QStringLiteral("  %1: %2\n").arg(displayPath(skip.path), skip.reason);
    }
    return out;
}

QString surveyE4defragText(const Survey& s, const QString& target, bool isDirectory)
{
    // e4defrag's own words and columns, untranslated: scripts parse this.
    QString out;
    const auto ranked = rankFiles(s, SurveySort::Score, 5);
    if (s.totals.e4.files == 0) {
        out += isDirectory ? QStringLiteral(" In this directory(%1), none can be defragmented.\n").arg(target)
                           : QStringLiteral(" This file(%1) can't be defragmented.\n").arg(target);
        return out + QStringLiteral(" Done.\n");
    }
    out += QStringLiteral("%1%2/%3%4\n").arg(QStringLiteral("<Fragmented files>"), -40).arg(QStringLiteral("now"), 10)
               .arg(QStringLiteral("best"), -10).arg(QStringLiteral("size/ext"), 9);
    int rank = 0;
    for (std::uint32_t i : ranked) {
        const SurveyFile& f = s.files[i];
        if (f.e4Now == 0)
            continue;
        const QString path = s.path(f);
        const std::uint64_t perExtent = f.e4Blocks * (s.totals.e4.blockSize / 1024) / f.e4Now;
        ++rank;
        if (path.size() > 37)
            out += QStringLiteral("%1. %2\n%3/%4%5 KB\n").arg(rank).arg(path).arg(f.e4Now, 50).arg(f.e4Best, -10).arg(perExtent, 6);
        else
            out += QStringLiteral("%1. %2%3/%4%5 KB\n").arg(rank).arg(path, -37).arg(f.e4Now, 10).arg(f.e4Best, -10).arg(perExtent, 6);
    }
    const E4defragTotals& e = s.totals.e4;
    out += QStringLiteral("\n Total/best extents\t\t\t\t%1/%2\n").arg(e.nowExtents).arg(e.bestExtents);
    out += QStringLiteral(" Average size per extent\t\t\t%1 KB\n").arg(e.averageExtentKiB());
    out += QStringLiteral(" Fragmentation score\t\t\t\t%1\n").arg(QString::asprintf("%.0f", e.score()));
    out += QStringLiteral(" [0-30 no problem: 31-55 a little bit fragmented: 56- needs defrag]\n");
    out += isDirectory ? QStringLiteral(" This directory (%1) ").arg(target) : QStringLiteral(" This file (%1) ").arg(target);
    out += e.score() > 55 ? QStringLiteral("needs defragmentation.\n") : QStringLiteral("does not need defragmentation.\n");
    return out + QStringLiteral(" Done.\n");
}

} // namespace fragscope
