// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/labreport.h"

#include "extents/mapbins.h"
#include "extents/ramp.h"
#include "model/hddmodel.h"
#include "report/labfigures.h"
#include "report/snapshotcompare.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSysInfo>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LabReport)
};

QString color(std::uint32_t rgb)
{
    return QStringLiteral("#%1").arg(rgb, 6, 16, QLatin1Char('0'));
}

// The map as one strip: the file's bytes from left to right, coloured by their place on disk; runs
// of one colour are one rectangle.
QString mapSvg(const ExtentMap& map)
{
    constexpr int kWidth = 720, kHeight = 28, kBins = 360;
    QString svg = QStringLiteral(
        R"(<svg xmlns="http://www.w3.org/2000/svg" width="%1" height="%2" viewBox="0 0 %1 %2" class="map" shape-rendering="crispEdges">)")
                      .arg(kWidth)
                      .arg(kHeight);
    if (map.fileSize > 0) {
        const MapIndex index = indexMap(map);
        const auto bins = binExtents(map, index.fragmentStarts, index.order, 0, map.fileSize, kBins);
        const double w = double(kWidth) / kBins;
        QString runColor;
        int runStart = 0;
        const auto flush = [&](int end) {
            if (!runColor.isEmpty() && end > runStart)
                svg += QStringLiteral(R"(<rect x="%1" y="0" width="%2" height="%3" fill="%4"/>)")
                           .arg(runStart * w, 0, 'f', 1)
                           .arg((end - runStart) * w, 0, 'f', 1)
                           .arg(kHeight)
                           .arg(runColor);
        };
        for (int i = 0; i < kBins; ++i) {
            const MapBin& b = bins[std::size_t(i)];
            const QString c = b.kind == BinKind::Data ? color(rampColor(b.position))
                : b.kind == BinKind::Beyond           ? QString()
                                                      : QStringLiteral("#e4e4e4");
            if (c != runColor) {
                flush(i);
                runColor = c;
                runStart = i;
            }
        }
        flush(kBins);
    }
    return svg + QStringLiteral("</svg>");
}

// Offset in the file against offset on the device: a straight line when contiguous.
QString plotSvg(const Inspection& in)
{
    const ExtentMap& map = in.map;
    constexpr int kWidth = 340, kHeight = 170, kPad = 6;
    QString svg = QStringLiteral(
        R"(<svg xmlns="http://www.w3.org/2000/svg" width="%1" height="%2" viewBox="0 0 %1 %2" class="plot">)"
        R"(<rect x="0" y="0" width="%1" height="%2" fill="#fafafa" stroke="#ccc"/>)")
                      .arg(kWidth)
                      .arg(kHeight);
    const auto segments = layoutSegments(map, &in.onDisk, 4000);
    if (!segments.empty()) {
        std::uint64_t lo = UINT64_MAX, hi = 0;
        for (const DiskPiece& p : segments) {
            lo = std::min(lo, p.disk);
            hi = std::max(hi, p.diskEnd());
        }
        const double xs = double(kWidth - 2 * kPad) / double(std::max<std::uint64_t>(map.fileSize, 1));
        const double ys = double(kHeight - 2 * kPad) / double(std::max<std::uint64_t>(hi - lo, 1));
        QString d;
        for (const DiskPiece& p : segments) {
            d += QStringLiteral("M%1 %2L%3 %4")
                     .arg(kPad + double(p.logical) * xs, 0, 'f', 1)
                     .arg(kHeight - kPad - double(p.disk - lo) * ys, 0, 'f', 1)
                     .arg(kPad + double(p.logicalEnd()) * xs, 0, 'f', 1)
                     .arg(kHeight - kPad - double(p.diskEnd() - lo) * ys, 0, 'f', 1);
        }
        svg += QStringLiteral(R"(<path d="%1" stroke="%2" stroke-width="1.5" fill="none"/>)")
                   .arg(d, color(rampColor(0.3f)));
    }
    return svg + QStringLiteral("</svg>");
}

// Writes per second of each target over the seconds of the random writes, one line each, in the
// colours of the legend beneath.
QString rateSvg(const std::vector<LabTarget>& targets)
{
    constexpr int kWidth = 700, kHeight = 180, kPad = 34;
    double end = 0, top = 0;
    for (const LabTarget& t : targets) {
        for (const BenchSample& b : t.writeRate) {
            end = std::max(end, b.seconds);
            top = std::max(top, b.writeIops);
        }
    }
    if (end <= 0 || top <= 0)
        return {};
    top *= 1.1;
    QString svg = QStringLiteral(
        R"(<svg xmlns="http://www.w3.org/2000/svg" width="%1" height="%2" viewBox="0 0 %1 %2" class="plot">)"
        R"(<rect x="%3" y="4" width="%4" height="%5" fill="#fafafa" stroke="#ccc"/>)")
                      .arg(kWidth)
                      .arg(kHeight)
                      .arg(kPad)
                      .arg(kWidth - kPad - 4)
                      .arg(kHeight - kPad - 4);
    const auto x = [&](double seconds) { return kPad + seconds / end * double(kWidth - kPad - 4); };
    const auto y = [&](double rate) { return double(kHeight - kPad) - rate / top * double(kHeight - kPad - 4); };
    svg += QStringLiteral(R"(<text x="%1" y="%2" font-size="11">0</text><text x="2" y="14" font-size="11">%3/s</text>)"
                          R"(<text x="%4" y="%5" font-size="11" text-anchor="end">%6 s</text>)")
               .arg(kPad - 10)
               .arg(kHeight - kPad + 4)
               .arg(top, 0, 'f', 0)
               .arg(kWidth - 4)
               .arg(kHeight - kPad + 14)
               .arg(end, 0, 'f', 1);
    for (std::size_t i = 0; i < targets.size(); ++i) {
        QString d;
        for (const BenchSample& b : targets[i].writeRate)
            d += QStringLiteral("%1%2 %3")
                     .arg(QChar(d.isEmpty() ? u'M' : u'L'))
                     .arg(x(b.seconds), 0, 'f', 1)
                     .arg(y(b.writeIops), 0, 'f', 1);
        const QString c = color(rampColor(seriesPosition(int(i), int(targets.size()))));
        svg += QStringLiteral(R"(<path d="%1" stroke="%2" stroke-width="2" fill="none"/>)").arg(d, c);
        svg += QStringLiteral(
            R"(<rect x="%1" y="%2" width="12" height="4" fill="%3"/><text x="%4" y="%5" font-size="11">%6</text>)")
                   .arg(kPad + 10 + int(i) * 200)
                   .arg(kHeight - 10)
                   .arg(c)
                   .arg(kPad + 26 + int(i) * 200)
                   .arg(kHeight - 5)
                   .arg(QStringLiteral("%1 (%2)")
                            .arg(QChar(u'A' + int(i)))
                            .arg(targets[i].created.snapshot.inspection.fs.typeName)
                            .toHtmlEscaped());
    }
    return svg + QStringLiteral("</svg>");
}

QString cell(const QString& text, const QString& key = {})
{
    return key.isEmpty() ? QStringLiteral("<td>%1</td>").arg(text.toHtmlEscaped())
                         : QStringLiteral(R"(<td data-key="%1">%2</td>)").arg(key, text.toHtmlEscaped());
}

QString htmlHead(const QString& title)
{
    return QStringLiteral(
        "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head><meta charset=\"utf-8\"/>"
        "<title>%1</title>\n<style>"
        "body{font-family:'Noto Sans','Noto Sans CJK JP',sans-serif;margin:2em auto;max-width:60em;color:#222}"
        "table{border-collapse:collapse;margin:.5em 0 1em}td,th{border:1px solid #ccc;padding:.25em .6em;"
        "text-align:right}th{background:#f2f2f2}td:first-child,th:first-child{text-align:left}"
        ".model{color:#666;font-style:italic}.stage{display:flex;gap:1em;align-items:flex-start;flex-wrap:wrap}"
        "svg.map{border:1px solid #ccc}h2{border-bottom:1px solid #ddd;padding-bottom:.2em}"
        "</style></head>\n<body>\n")
        .arg(title.toHtmlEscaped());
}

// What the experiment did, in a sentence or two.
QString experimentText(const LabResult& r)
{
    const LabSettings& s = r.settings;
    QString what;
    switch (s.experiment) {
    case LabExperiment::ParallelWriters:
        what
            = (s.directIo ? Text::tr("A %1 file written by %2 writers at once, each its own slice in 1 MiB blocks "
                                     "with O_DIRECT; then defragmented. Cold sequential reads, median of %3.")
                          : Text::tr("A %1 file written by %2 writers at once, each its own slice in 1 MiB blocks "
                                     "through the page cache; then defragmented. Cold sequential reads, median of %3."))
                  .arg(formatBytes(s.fileBytes))
                  .arg(s.writers)
                  .arg(s.readRepetitions);
        break;
    case LabExperiment::Discard:
        what = Text::tr("The six patterns of the matrix preset (4 KiB, 8 jobs, 4 in flight, O_DIRECT) over a %1 file, "
                        "%2 s each, %3 runs, on A and on B; each pattern's throughput is the median of the runs, "
                        "with their range.")
                   .arg(formatBytes(s.fileBytes))
                   .arg(s.benchSeconds)
                   .arg(s.benchRepetitions);
        break;
    case LabExperiment::CopyTools: {
        const int rounds = std::max(1, s.readRepetitions);
        what = s.copySource.isEmpty()
            ? Text::tr("A tree of %1 files (%2), written side by side so that their pieces interleave, copied from A "
                       "to B by each tool with a cold cache, %n round(s) of every tool in turn; then every file of "
                       "the tree defragmented (%3 improved) and the copies timed again.",
                nullptr, rounds)
                  .arg(r.treeFiles)
                  .arg(formatBytes(r.treeBytes))
                  .arg(r.treeDefragmented)
            : Text::tr("The %1 files (%2) of %3, written side by side on A so that their pieces interleave, copied "
                       "from A to B by each tool with a cold cache, %n round(s) of every tool in turn; then every file "
                       "of the tree defragmented (%4 improved) and the copies timed again.",
                nullptr, rounds)
                  .arg(r.treeFiles)
                  .arg(formatBytes(r.treeBytes))
                  .arg(s.copySource.toHtmlEscaped())
                  .arg(r.treeDefragmented);
        if (const QString read = labTreeReadText(r); !read.isEmpty())
            what += QLatin1Char(' ') + read.toHtmlEscaped() + QLatin1Char('.');
        break;
    }
    case LabExperiment::Snapshots:
        what = Text::tr("On btrfs, a %1 file written sequentially in a subvolume of its own; a snapshot of the "
                        "subvolume taken; %2 overwrites of %3 bytes at random places of the file, each followed by "
                        "fsync; then a defrag without --unshare and one with it. At each stage the file and the "
                        "snapshot's copy of it, what they share, and the data space used; compsize and btrfs "
                        "filesystem du beside our counts where they ran.")
                   .arg(formatBytes(s.fileBytes))
                   .arg(s.writes())
                   .arg(s.writeBytes);
        break;
    case LabExperiment::Cow:
        what = (s.spread ? Text::tr("A %1 file written sequentially, then %2 random writes of %3 bytes over the whole "
                                    "file, each followed by fsync (%4 in all); cold sequential reads, median of %5.")
                         : Text::tr("A %1 file written sequentially, then %2 random writes of %3 bytes, each block of "
                                    "its first %4 once in random order, each followed by fsync; cold sequential "
                                    "reads, median of %5."))
                   .arg(formatBytes(s.fileBytes))
                   .arg(s.writes())
                   .arg(s.writeBytes)
                   .arg(formatBytes(s.writeTotalBytes))
                   .arg(s.readRepetitions);
        break;
    }
    return what;
}

// Discard: each pattern on A and B, and whether they differ beyond the runs' noise.
QString patternsTable(const LabResult& r)
{
    const auto patterns = labPatterns(r);
    if (patterns.empty())
        return {};
    QString h;
    h += QStringLiteral("<h2>%1</h2>\n<table class=\"patterns\"><tr><th>%2</th><th>A (%3)</th><th>B (%4)</th>"
                        "<th>%5</th></tr>\n")
             .arg(Text::tr("Throughput by pattern"), Text::tr("Pattern"), labDiscardName(r.targets[0]).toHtmlEscaped(),
                 labDiscardName(r.targets[1]).toHtmlEscaped(), Text::tr("B against A"));
    for (const PatternComparison& p : patterns) {
        h += QStringLiteral("<tr>") + cell(p.pattern) + cell(formatMeasuredRate(p.a), QStringLiteral("a-") + p.pattern)
            + cell(formatMeasuredRate(p.b), QStringLiteral("b-") + p.pattern)
            + cell(formatMeasuredChange(p.a, p.b), QStringLiteral("change-") + p.pattern) + QStringLiteral("</tr>\n");
    }
    h += QStringLiteral("</table>\n");
    return h;
}

QString copiesTable(const LabResult& r)
{
    if (r.copies.empty())
        return {};
    QString h;
    h += QStringLiteral("<h2>%1</h2>\n<table class=\"copies\"><tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>\n")
             .arg(Text::tr("Copies of the tree"), Text::tr("Tool"), Text::tr("Before defrag"), Text::tr("After defrag"),
                 Text::tr("Change"));
    for (const ToolCopy& c : r.copies) {
        h += QStringLiteral("<tr>") + cell(c.tool)
            + cell(labCopyText(labCopyFigures(c.before, r.treeBytes)), QStringLiteral("before-") + c.tool)
            + cell(labCopyText(labCopyFigures(c.after, r.treeBytes)), QStringLiteral("after-") + c.tool)
            + cell(labCopyChange(c, r.treeBytes), QStringLiteral("change-") + c.tool) + QStringLiteral("</tr>\n");
    }
    h += QStringLiteral("</table>\n");
    return h;
}

// The summary: one row per target and stage (Discard has no stages).
QString summaryTable(const LabResult& r)
{
    const LabSettings& s = r.settings;
    if (s.experiment == LabExperiment::Discard || s.experiment == LabExperiment::CopyTools)
        return {};
    QString h = QStringLiteral("<h2>%1</h2>\n<table class=\"summary\"><tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th>"
                               "<th>%6</th><th class=\"model\">%7</th></tr>\n")
                    .arg(Text::tr("Summary"), Text::tr("File system"), Text::tr("Stage"), Text::tr("Extents"),
                        Text::tr("Cold read"), Text::tr("Change"), Text::tr("%1 (model)").arg(diskName(s.hdd)));
    for (std::size_t i = 0; i < r.targets.size(); ++i) {
        const LabTarget& t = r.targets[i];
        for (const LabStageFigures& f : labStageFigures(t, s)) {
            const QString key = QStringLiteral("%1-%2").arg(f.key).arg(i);
            h += QStringLiteral("<tr>") + cell(labTargetFs(t).typeName) + cell(f.title)
                + cell(QString::number(f.extents), QStringLiteral("extents-") + key)
                + cell(labReadText(f.read), QStringLiteral("read-") + key) + cell(f.readChange)
                + cell(QStringLiteral("%1 s").arg(QLocale().toString(f.modelSeconds, 'f', 1)),
                    QStringLiteral("model-") + key)
                + QStringLiteral("</tr>\n");
        }
    }
    h += QStringLiteral("</table>\n");
    return h;
}

// Snapshots: each stage's sharing and space, ours beside the tools'.
QString sharingTable(const LabResult& r)
{
    if (r.settings.experiment != LabExperiment::Snapshots || r.targets.empty())
        return {};
    const LabTarget& t = r.targets.front();
    QString h = QStringLiteral("<h2>%1</h2>\n<table class=\"sharing\"><tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th>"
                               "<th>%6</th><th>%7</th><th>%8</th><th>%9</th></tr>\n")
                    .arg(Text::tr("Sharing and space"), Text::tr("Stage"), Text::tr("File exclusive"),
                        Text::tr("File shared"), Text::tr("Copy exclusive"), Text::tr("Both on disk"),
                        Text::tr("Held for the snapshot"), Text::tr("Data used"), Text::tr("compsize, btrfs fi du"));
    for (const LabSharingFigures& f : labSharingFigures(t, r.settings)) {
        h += QStringLiteral("<tr>") + cell(f.title)
            + cell(formatBytes(f.fileExclusive), QStringLiteral("exclusive-") + f.key)
            + cell(formatBytes(f.fileShared), QStringLiteral("shared-") + f.key)
            + cell(formatBytes(f.twinExclusive), QStringLiteral("copy-exclusive-") + f.key)
            + cell(formatBytes(f.both.diskBytes), QStringLiteral("disk-") + f.key)
            + cell(f.fileUnreferencedKnown ? formatBytes(f.fileUnreferenced) : Text::tr("unknown (needs root)"))
            + cell(QStringLiteral("%1 (%2)").arg(formatBytes(f.dataUsed), formatByteChange(f.dataGrowth)),
                QStringLiteral("used-") + f.key)
            + cell(labToolsText(f), QStringLiteral("tools-") + f.key) + QStringLiteral("</tr>\n");
    }
    h += QStringLiteral("</table>\n");
    for (const QString& line : labUnshareLines(t, r.settings))
        h += QStringLiteral("<p>%1</p>\n").arg(line.toHtmlEscaped());
    return h;
}

// A target's section: its file system and device, its writes and defrag, each stage's map.
QString targetSection(const LabTarget& t, const LabSettings& s)
{
    QString h;
    const FsInfo& fs = labTargetFs(t);
    h += QStringLiteral("<h2>%1 — %2</h2>\n").arg(fs.typeName.toHtmlEscaped(), t.directory.toHtmlEscaped());
    if (!t.error.isEmpty())
        h += QStringLiteral("<p><b>%1</b></p>\n").arg(t.error.toHtmlEscaped());
    const BlockDeviceInfo& dev = fs.device;
    h += QStringLiteral("<table class=\"environment\">\n");
    const auto row = [&](const QString& label, const QString& value) {
        h += QStringLiteral("<tr>") + cell(label) + cell(value) + QStringLiteral("</tr>\n");
    };
    row(Text::tr("Mount options"), fs.options().join(u','));
    row(Text::tr("Device"), dev.node + (dev.model.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(dev.model)));
    row(Text::tr("Rotational"), dev.rotational ? Text::tr("yes") : Text::tr("no"));
    if (!dev.loopBackingFile.isEmpty()) {
        row(Text::tr("Loop image on"),
            QStringLiteral("%1%2, %3")
                .arg(dev.backingName,
                    dev.backingModel.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(dev.backingModel),
                    dev.backingRotational ? Text::tr("rotational") : Text::tr("not rotational")));
    }
    row(Text::tr("Random writes"),
        t.writeSeconds > 0 ? Text::tr("%1 in %2 s (%3/s); a write with its fsync: p50 %4 ms, p99 %5 ms")
                                 .arg(t.writesDone)
                                 .arg(QLocale::c().toString(t.writeSeconds, 'f', 1))
                                 .arg(QLocale::c().toString(double(t.writesDone) / t.writeSeconds, 'f', 0))
                                 .arg(QLocale::c().toString(double(t.writeP50Ns) / 1e6, 'f', 2))
                                 .arg(QLocale::c().toString(double(t.writeP99Ns) / 1e6, 'f', 2))
                           : Text::tr("none"));
    if (t.defrag)
        row(Text::tr("Defrag"), QStringLiteral("%1: %2").arg(defragMethodName(t.defrag->method), t.defrag->outcome));
    h += QStringLiteral("</table>\n");
    const auto stages = labStages(t, s);
    const auto figures = labStageFigures(t, s);
    for (std::size_t k = 0; k < stages.size(); ++k) {
        const ExtentMap& map = stages[k].stage->snapshot.inspection.map;
        h += QStringLiteral("<h3>%1: %2 extents, %3</h3>\n<div class=\"stage\">%4%5</div>\n")
                 .arg(figures[k].title.toHtmlEscaped())
                 .arg(figures[k].extents)
                 .arg(labReadText(figures[k].read).toHtmlEscaped(), mapSvg(map),
                     plotSvg(stages[k].stage->snapshot.inspection));
        if (const auto& sharing = stages[k].stage->sharing) { // the snapshot's copy beside
            const ExtentMap& twin = sharing->twin.inspection.map;
            h += QStringLiteral("<p>%1</p>\n<div class=\"stage\">%2%3</div>\n")
                     .arg(Text::tr("The snapshot's copy: %n extent(s)", nullptr, int(twin.extents.size()))
                              .toHtmlEscaped(),
                         mapSvg(twin), plotSvg(sharing->twin.inspection));
        }
    }
    return h;
}

} // namespace

QString labHtml(const LabResult& r)
{
    const LabSettings& s = r.settings;
    QString h = htmlHead(labExperimentTitle(s.experiment));
    h += QStringLiteral("<h1>%1</h1>\n").arg(labExperimentTitle(s.experiment).toHtmlEscaped());
    const QString when = Text::tr("%1 to %2, kernel %3, fragscope %4.")
                             .arg(r.startedAt.toString(Qt::ISODate), r.finishedAt.toString(Qt::ISODate),
                                 QSysInfo::kernelVersion(), QStringLiteral(FRAGSCOPE_VERSION));
    h += QStringLiteral("<p>%1 %2</p>\n").arg(experimentText(r).toHtmlEscaped(), when.toHtmlEscaped());
    h += patternsTable(r) + copiesTable(r) + summaryTable(r) + sharingTable(r);
    if (const QString rate = rateSvg(r.targets); !rate.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2>\n<p>%2</p>\n<div class=\"stage\">%3</div>\n")
                 .arg(Text::tr("Random writes").toHtmlEscaped(),
                     Text::tr("Writes per second, each with its fsync, each file timed on its own (the writes went to "
                              "the files in turn).")
                         .toHtmlEscaped(),
                     rate);
    }
    for (const LabTarget& t : r.targets)
        h += targetSection(t, s);
    h += QStringLiteral("<p class=\"model\">%1</p>\n</body>\n</html>\n")
             .arg(Text::tr("The figures marked (model) are what a model of a disk predicts, not a measurement: "
                           "%1, as its datasheet describes it (%2).")
                      .arg(diskName(s.hdd), hddParamsText(s.hdd))
                      .toHtmlEscaped());
    return h;
}

} // namespace fragscope
