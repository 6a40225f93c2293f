// SPDX-License-Identifier: GPL-3.0-or-later
// The survey page's summary panel: the score in words, the totals, the histograms, the free space.
#include "gui/pages/survey/surveypage.h"

#include "common/backgroundjob.h"
#include "report/surveyreport.h"
#include "util/units.h"

#include <QLabel>

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

} // namespace

void SurveyPage::refreshSummary()
{
    const Survey& s = *m_survey;
    const SurveyTotals& t = s.totals;
    if (t.files == 0 && !m_scan->isRunning()) {
        m_summary->setText(tr("<h3>Survey a folder or a whole file system</h3>"
                              "<p>Choose a folder and press <b>Start survey</b>. Every file's extents are read "
                              "(FIEMAP) and shown on the disk map among the others and the free space, in a "
                              "treemap and in a table of the worst files.</p>"
                              "<p>The score is e4defrag's: (extents now − extents at best) × 100 / blocks; up to "
                              "10 it counts 8 per point, above that 80 + r / 5. 0–30: no problem, 31–55: a little "
                              "fragmented, 56 and up: needs defrag.</p>"));
        return;
    }
    QString html;
    const double score = t.e4.score();
    const QString bandColor = t.e4.band() == E4defragTotals::Band::Fine ? QStringLiteral("#2e7d32")
        : t.e4.band() == E4defragTotals::Band::Somewhat                 ? QStringLiteral("#b26a00")
                                                                        : QStringLiteral("#c62828");
    html += tr("<h3>Score %1: <span style='color:%2'>%3</span></h3>")
                .arg(std::lround(score))
                .arg(bandColor, e4defragBandText(t.e4.band()).toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='2'>");
    auto row = [&](const QString& label, const QString& value) {
        html
            += QStringLiteral("<tr><td>%1</td><td align='right'><b>%2</b></td></tr>").arg(label.toHtmlEscaped(), value);
    };
    row(tr("File system"), s.fsType.isEmpty() ? QStringLiteral("–") : s.fsType.toHtmlEscaped());
    row(tr("Files"), formatCount(t.files));
    row(tr("Folders"), formatCount(t.dirs));
    row(tr("Allocated"), formatBytes(t.allocatedBytes));
    row(tr("Fragmented files"), formatCount(t.fragmentedFiles));
    row(tr("Fragments"), formatCount(t.fragments));
    row(tr("Extents now / at best"),
        QStringLiteral("%1 / %2").arg(formatCount(t.e4.nowExtents), formatCount(t.e4.bestExtents)));
    row(tr("Extra head movement (HDD model)"), tr("%1 s").arg(t.extraReadSeconds, 0, 'f', 2));
    if (t.sharedBytes)
        row(tr("Shared"), formatBytes(t.sharedBytes));
    if (!s.skipped.empty())
        row(tr("Skipped"), formatCount(s.skipped.size()));
    html += QStringLiteral("</table>");

    std::uint64_t maxFiles = 0;
    for (auto n : s.histograms.fragmentsPerFile)
        maxFiles = std::max(maxFiles, n);
    html += tr("<h4>Fragments per file</h4>") + QStringLiteral("<table cellspacing='1'>");
    for (std::size_t i = 0; i < s.histograms.fragmentsPerFile.size(); ++i) {
        const auto n = s.histograms.fragmentsPerFile[i];
        if (!n)
            continue;
        const QString range = fragmentRowText(i);
        html += QStringLiteral("<tr><td>%1</td><td align='right'>&nbsp;%2&nbsp;</td><td>%3</td></tr>")
                    .arg(range, formatCount(n), bar(n, maxFiles));
    }
    html += QStringLiteral("</table>");

    html += tr("<h4>Free space</h4>");
    if (m_free && m_free->method == FreeSpace::Method::Fsmap) {
        html += tr("<p>%1 free in %2 extents; the largest is <b>%3</b>.</p>")
                    .arg(formatBytes(m_free->freeBytes), formatCount(m_free->freeExtents),
                        formatBytes(m_free->largestFreeBytes));
        std::uint64_t maxBytes = 0;
        for (const auto& b : m_free->histogram)
            maxBytes = std::max(maxBytes, b.bytes);
        html += QStringLiteral("<table cellspacing='1'>");
        for (const auto& b : m_free->histogram)
            html += QStringLiteral("<tr><td>%1 – %2</td><td align='right'>&nbsp;%3&nbsp;</td><td>%4</td></tr>")
                        .arg(formatBytes(b.minBytes), b.maxBytes == ~0ull ? tr("max") : formatBytes(b.maxBytes),
                            formatCount(b.extents), bar(b.bytes, maxBytes));
        html += QStringLiteral("</table>");
    } else if (m_free) {
        std::uint64_t dataLength = 0, dataUsed = 0;
        for (const auto& g : m_free->blockGroups) {
            if (g.isData()) {
                dataLength += g.length;
                dataUsed += g.used;
            }
        }
        html += tr("<p>btrfs: %1 block groups; data groups %2 full; %3 not yet allocated to any group.</p>")
                    .arg(m_free->blockGroups.size())
                    .arg(formatPercent(dataLength ? double(dataUsed) / double(dataLength) : 0),
                        formatBytes(m_free->unallocatedBytes));
    } else if (!m_freeUnavailable.isEmpty()) {
        html += tr("<p>Not shown: %1. The disk map shows the scanned files only.</p>")
                    .arg(m_freeUnavailable.toHtmlEscaped());
    }
    m_summary->setText(html);
}

} // namespace fragscope
