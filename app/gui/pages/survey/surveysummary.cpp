// SPDX-License-Identifier: GPL-3.0-or-later
// The survey page's summary panel: the score in words, the totals, the histograms, the free space.
#include "gui/pages/survey/surveypage.h"

#include "common/backgroundjob.h"
#include "report/surveyreport.h"
#include "util/units.h"

#include <QLabel>

#include <algorithm>
#include <cmath>

namespace fragscope {
namespace {

// A bar of block characters, as long as n is against max: histograms in rich text.
QString bar(std::uint64_t n, std::uint64_t max)
{
    const int width = max ? int(std::lround(16.0 * double(n) / double(max))) : 0;
    return QStringLiteral("<span style='color:#2b7bd6'>%1</span>")
        .arg(QString(std::max(width, n ? 1 : 0), QChar(0x2588)));
}

// The headline: what reading every file takes on this disk and what fragmentation costs of it.
QString costHeading(const Survey& s)
{
    const QString disk = s.costDisk.isEmpty() ? SurveyPage::tr("a disk not recorded") : s.costDisk;
    return QStringLiteral("<h3>%1</h3>").arg(costHeadline(s.totals, disk).toHtmlEscaped());
}

QString scoreHeading(const SurveyTotals& t)
{
    const QString bandColor = t.e4.band() == E4defragTotals::Band::Fine ? QStringLiteral("#2e7d32")
        : t.e4.band() == E4defragTotals::Band::Somewhat                 ? QStringLiteral("#b26a00")
                                                                        : QStringLiteral("#c62828");
    return SurveyPage::tr("<h4>e4defrag score %1: <span style='color:%2'>%3</span></h4>")
        .arg(std::lround(t.e4.score()))
        .arg(bandColor, e4defragBandText(t.e4.band()).toHtmlEscaped());
}

QString totalsTable(const Survey& s)
{
    const SurveyTotals& t = s.totals;
    QString html = QStringLiteral("<table cellspacing='2'>");
    auto row = [&](const QString& label, const QString& value) {
        html
            += QStringLiteral("<tr><td>%1</td><td align='right'><b>%2</b></td></tr>").arg(label.toHtmlEscaped(), value);
    };
    row(SurveyPage::tr("File system"), s.fsType.isEmpty() ? QStringLiteral("–") : s.fsType.toHtmlEscaped());
    row(SurveyPage::tr("Files"), formatCount(t.files));
    row(SurveyPage::tr("Folders"), formatCount(t.dirs));
    row(SurveyPage::tr("Allocated"), formatBytes(t.allocatedBytes));
    const QString estimated = s.diskTruth() == DiskTruth::Estimated ? SurveyPage::tr(" (estimated)") : QString();
    row(SurveyPage::tr("Physical runs"), formatCount(t.physicalRuns) + estimated);
    row(SurveyPage::tr("Files in more than one run"), formatCount(t.scatteredFiles));
    if (s.complete
        && (t.sharedBytes || t.encodedBytes || t.unreferencedUnknownFiles || s.fsType == QLatin1String("btrfs"))) {
        // compsize's totals, each extent once: worth their cost once the scan is done.
        const ExtentTotals disk = s.diskTotals();
        row(SurveyPage::tr("On disk (each extent once)"), formatBytes(disk.diskBytes) + estimated);
        row(SurveyPage::tr("Uncompressed"), formatBytes(disk.uncompressedBytes));
        row(SurveyPage::tr("Referenced by the files"), formatBytes(disk.referencedBytes));
        row(SurveyPage::tr("Referenced by no file"),
            t.unreferencedUnknownFiles ? SurveyPage::tr("unknown (needs root)") : formatBytes(disk.unreferencedBytes));
    }
    row(SurveyPage::tr("Fragments (filefrag)"), formatCount(t.fragments));
    row(SurveyPage::tr("Files in more than one fragment"), formatCount(t.fragmentedFiles));
    row(SurveyPage::tr("Extents now / at best"),
        QStringLiteral("%1 / %2").arg(formatCount(t.e4.nowExtents), formatCount(t.e4.bestExtents)));
    row(SurveyPage::tr("Read time (every file once)"), formatSeconds(t.readSeconds));
    if (t.readerSeconds > 0)
        row(SurveyPage::tr("Of it the reader's CPU"), formatSeconds(t.readerSeconds));
    row(SurveyPage::tr("Each file defragmented"), formatSeconds(t.readSeconds - t.lostSeconds));
    row(SurveyPage::tr("Lost to fragmentation"), formatSeconds(t.lostSeconds));
    if (t.sharedBytes) {
        row(SurveyPage::tr("Shared (counted per file)"), formatBytes(t.sharedBytes));
        row(SurveyPage::tr("Exclusive"), formatBytes(t.exclusiveBytes));
    }
    if (!s.skipped.empty())
        row(SurveyPage::tr("Skipped"), formatCount(s.skipped.size()));
    return html + QStringLiteral("</table>");
}

QString fragmentsHistogram(const Survey& s)
{
    const auto& counts = s.histograms.fragmentsPerFile;
    const std::uint64_t maxFiles = counts.empty() ? 0 : *std::max_element(counts.begin(), counts.end());
    QString html = SurveyPage::tr("<h4>Fragments per file</h4>") + QStringLiteral("<table cellspacing='1'>");
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i] == 0)
            continue;
        html += QStringLiteral("<tr><td>%1</td><td align='right'>&nbsp;%2&nbsp;</td><td>%3</td></tr>")
                    .arg(fragmentRowText(i), formatCount(counts[i]), bar(counts[i], maxFiles));
    }
    return html + QStringLiteral("</table>");
}

// GETFSMAP's free extents: the total, the largest and e2freefrag's histogram.
QString freeExtentsHtml(const FreeSpace& free)
{
    QString html
        = SurveyPage::tr("<p>%1 free in %2 extents; the largest is <b>%3</b>.</p>")
              .arg(formatBytes(free.freeBytes), formatCount(free.freeExtents), formatBytes(free.largestFreeBytes));
    std::uint64_t maxBytes = 0;
    for (const auto& b : free.histogram)
        maxBytes = std::max(maxBytes, b.bytes);
    html += QStringLiteral("<table cellspacing='1'>");
    for (const auto& b : free.histogram)
        html += QStringLiteral("<tr><td>%1 – %2</td><td align='right'>&nbsp;%3&nbsp;</td><td>%4</td></tr>")
                    .arg(formatBytes(b.minBytes), b.maxBytes == ~0ull ? SurveyPage::tr("max") : formatBytes(b.maxBytes),
                        formatCount(b.extents), bar(b.bytes, maxBytes));
    return html + QStringLiteral("</table>");
}

// btrfs's block groups: how full the data groups are and what no group holds yet.
QString blockGroupsHtml(const FreeSpace& free)
{
    std::uint64_t dataLength = 0, dataUsed = 0;
    for (const auto& g : free.blockGroups) {
        if (g.isData()) {
            dataLength += g.length;
            dataUsed += g.used;
        }
    }
    return SurveyPage::tr("<p>btrfs: %1 block groups; data groups %2 full; %3 not yet allocated to any group.</p>")
        .arg(free.blockGroups.size())
        .arg(formatPercent(dataLength ? double(dataUsed) / double(dataLength) : 0), formatBytes(free.unallocatedBytes));
}

} // namespace

void SurveyPage::refreshSummary()
{
    const Survey& s = *m_survey;
    if (s.totals.files == 0 && !m_scan->isRunning()) {
        m_summary->setText(tr("<h3>Survey a folder or a whole file system</h3>"
                              "<p>Choose a folder and press <b>Start survey</b>. Every file's extents are read "
                              "(FIEMAP) and shown on the disk map among the others and the free space, in a "
                              "treemap and in a table of the worst files.</p>"
                              "<p>The score is e4defrag's: (extents now − extents at best) × 100 / blocks; up to "
                              "10 it counts 8 per point, above that 80 + r / 5. 0–30: no problem, 31–55: a little "
                              "fragmented, 56 and up: needs defrag.</p>"));
        return;
    }
    QString html
        = costHeading(s) + scoreHeading(s.totals) + totalsTable(s) + fragmentsHistogram(s) + tr("<h4>Free space</h4>");
    if (m_free && m_free->method == FreeSpace::Method::Fsmap)
        html += freeExtentsHtml(*m_free);
    else if (m_free)
        html += blockGroupsHtml(*m_free);
    else if (!m_freeUnavailable.isEmpty())
        html += tr("<p>Not shown: %1. The disk map shows the scanned files only.</p>")
                    .arg(m_freeUnavailable.toHtmlEscaped());
    m_summary->setText(html);
}

} // namespace fragscope
