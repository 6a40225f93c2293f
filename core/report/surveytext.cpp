// SPDX-License-Identifier: GPL-3.0-or-later
// The survey as people read it: the text report, e4defrag's own block, the free space, the words
// for the histogram rows and the score's band (the JSON and CSV are in surveyreport.cpp).
#include "report/surveyreport.h"

#include "util/units.h"

#include <QCoreApplication>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SurveyReport)
};

QString histogramRange(std::uint64_t lo, std::uint64_t hi)
{
    return QStringLiteral("%1 – %2").arg(formatBytes(lo), hi == ~0ull ? Text::tr("max") : formatBytes(hi));
}

} // namespace

QString fragmentRowText(std::size_t row)
{
    const auto lo = SurveyHistograms::fragmentRowMin(row), hi = SurveyHistograms::fragmentRowMax(row);
    return lo == hi ? QString::number(lo) : QStringLiteral("%1 – %2").arg(lo).arg(hi);
}

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

namespace {

// The survey's place on disk: physical runs, and compsize's totals where they differ from the data.
QString diskLines(const Survey& s)
{
    const SurveyTotals& t = s.totals;
    QString out;
    out += Text::tr("  On disk         %1 physical runs; %2 files in more than one%3\n")
               .arg(formatCount(t.physicalRuns), formatCount(t.scatteredFiles),
                   s.diskTruth() == DiskTruth::Estimated ? Text::tr(" (estimated)") : QString());
    const ExtentTotals disk = s.diskTotals();
    if (disk.diskBytes != disk.referencedBytes || disk.unreferencedBytes)
        out += Text::tr("  Space           %1 on disk for %2 of data (%3 before compression), %4 in no file's use\n")
                   .arg(formatBytes(disk.diskBytes), formatBytes(disk.referencedBytes),
                       formatBytes(disk.uncompressedBytes),
                       t.unreferencedUnknownFiles ? Text::tr("unknown") : formatBytes(disk.unreferencedBytes));
    if (t.estimatedFiles || t.unreferencedUnknownFiles)
        out += Text::tr("                  (%1)\n").arg(diskEstimateReason());
    return out;
}

} // namespace

QString costHeadline(const SurveyTotals& t, const QString& diskDescription)
{
    const double share = t.readSeconds > 0 ? t.lostSeconds / t.readSeconds : 0;
    const QString text
        = Text::tr("Reading every file once takes %1 on this disk (%2); defragmented %3: "
                   "fragmentation costs %4 (%5)")
              .arg(formatSeconds(t.readSeconds), diskDescription, formatSeconds(t.readSeconds - t.lostSeconds),
                  formatSeconds(t.lostSeconds), formatPercent(share));
    return share < 0.01 ? Text::tr("%1: defragmenting would not pay for its writes").arg(text) : text;
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
    out += diskLines(s);
    out += Text::tr("  Fragments       %1 in %2 extent records (filefrag's count); %3 files in more than one\n")
               .arg(formatCount(t.fragments), formatCount(t.extentRecords), formatCount(t.fragmentedFiles));
    out += Text::tr("  e4defrag score  %1: %2 (now/best extents %3/%4 over %5 files)\n")
               .arg(std::lround(t.e4.score()))
               .arg(e4defragBandText(t.e4.band()), formatCount(t.e4.nowExtents), formatCount(t.e4.bestExtents),
                   formatCount(t.e4.files));
    out += QStringLiteral("  ") + Text::tr("Read time") + QStringLiteral("       ")
        + costHeadline(t, in.disk ? in.disk->description : s.costDisk) + u'\n';
    if (t.readerSeconds > 0)
        out += Text::tr("                  of it the disk %1, the reader's CPU %2 (opening the files, copying "
                        "their bytes)\n")
                   .arg(formatSeconds(t.readSeconds - t.readerSeconds), formatSeconds(t.readerSeconds));
    if (t.sharedBytes || t.unwrittenBytes || t.inlineBytes || t.encodedBytes)
        out += Text::tr("  Shared %1, unwritten %2, inline %3, encoded %4\n")
                   .arg(formatBytes(t.sharedBytes), formatBytes(t.unwrittenBytes), formatBytes(t.inlineBytes),
                       formatBytes(t.encodedBytes));
    out += Text::tr("  Scanned in %1 s\n").arg(s.seconds, 0, 'f', 2);

    out += QLatin1Char('\n') + Text::tr("Worst files\n");
    out += QStringLiteral("  %1 %2 %3 %4 %5  %6\n")
               .arg(Text::tr("runs"), 8)
               .arg(Text::tr("fragments"), 10)
               .arg(Text::tr("now/best"), 12)
               .arg(Text::tr("size"), 11)
               .arg(Text::tr("time lost"), 11)
               .arg(Text::tr("path"));
    for (std::uint32_t i : in.files) {
        const SurveyFile& f = s.files[i];
        out += QStringLiteral("  %1 %2 %3 %4 %5  %6\n")
                   .arg(f.physicalRuns, 8)
                   .arg(f.fragments, 10)
                   .arg(f.e4Now ? QStringLiteral("%1/%2").arg(f.e4Now).arg(f.e4Best) : QStringLiteral("-"), 12)
                   .arg(formatBytes(f.size), 11)
                   .arg(formatSeconds(f.lostSeconds), 11)
                   .arg(s.path(f));
    }
    out += QLatin1Char('\n') + Text::tr("Fragments per file\n");
    for (std::size_t i = 0; i < s.histograms.fragmentsPerFile.size(); ++i) {
        if (const auto n = s.histograms.fragmentsPerFile[i]) {
            const QString range = fragmentRowText(i);
            out += QStringLiteral("  %1  %2\n").arg(range, -20).arg(formatCount(n), 12);
        }
    }
    out += QLatin1Char('\n') + Text::tr("Extent sizes\n");
    for (std::size_t i = 0; i < s.histograms.extentCount.size(); ++i) {
        if (const auto n = s.histograms.extentCount[i])
            out += QStringLiteral("  %1  %2  %3\n")
                       .arg(histogramRange(SurveyHistograms::extentRowMin(i), SurveyHistograms::extentRowMax(i)), -24)
                       .arg(formatCount(n), 12)
                       .arg(formatBytes(s.histograms.extentBytes[i]), 12);
    }
    out += QLatin1Char('\n');
    if (in.freeSpace)
        out += freeSpaceText(*in.freeSpace);
    else
        out += Text::tr("Free space: not shown (%1)\n").arg(in.freeSpaceUnavailable);
    if (!s.skipped.empty() || !in.failedRoots.empty()) {
        out += QLatin1Char('\n') + Text::tr("Skipped (%1)\n").arg(s.skipped.size() + in.failedRoots.size());
        for (const Error& failed : in.failedRoots)
            out += QStringLiteral("  %1\n").arg(failed.message());
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
    out += QStringLiteral("%1%2/%3%4\n")
               .arg(QStringLiteral("<Fragmented files>"), -40)
               .arg(QStringLiteral("now"), 10)
               .arg(QStringLiteral("best"), -10)
               .arg(QStringLiteral("size/ext"), 9);
    int rank = 0;
    for (std::uint32_t i : ranked) {
        const SurveyFile& f = s.files[i];
        if (f.e4Now == 0)
            continue;
        const QString path = s.path(f);
        const std::uint64_t perExtent = f.e4Blocks * (s.totals.e4.blockSize / 1024) / f.e4Now;
        ++rank;
        if (path.size() > 37)
            out += QStringLiteral("%1. %2\n%3/%4%5 KB\n")
                       .arg(rank)
                       .arg(path)
                       .arg(f.e4Now, 50)
                       .arg(f.e4Best, -10)
                       .arg(perExtent, 6);
        else
            out += QStringLiteral("%1. %2%3/%4%5 KB\n")
                       .arg(rank)
                       .arg(path, -37)
                       .arg(f.e4Now, 10)
                       .arg(f.e4Best, -10)
                       .arg(perExtent, 6);
    }
    const E4defragTotals& e = s.totals.e4;
    out += QStringLiteral("\n Total/best extents\t\t\t\t%1/%2\n").arg(e.nowExtents).arg(e.bestExtents);
    out += QStringLiteral(" Average size per extent\t\t\t%1 KB\n").arg(e.averageExtentKiB());
    out += QStringLiteral(" Fragmentation score\t\t\t\t%1\n").arg(QString::asprintf("%.0f", e.score()));
    out += QStringLiteral(" [0-30 no problem: 31-55 a little bit fragmented: 56- needs defrag]\n");
    out += isDirectory ? QStringLiteral(" This directory (%1) ").arg(target)
                       : QStringLiteral(" This file (%1) ").arg(target);
    out += e.score() > 55 ? QStringLiteral("needs defragmentation.\n")
                          : QStringLiteral("does not need defragmentation.\n");
    return out + QStringLiteral(" Done.\n");
}

} // namespace fragscope
