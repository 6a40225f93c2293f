// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope map`: a file's extents and figures as text, JSON or filefrag's lines, or its picture.
#include "cli/cli.h"
#include "cli/mapargs.h"

#include "common/clioutput.h"

#include "extents/inspection.h"
#include "report/facts.h"
#include "report/filefragformat.h"
#include "report/mapjson.h"
#include "util/path.h"
#include "util/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

#include <cstdio>

namespace fragscope {
namespace {

// lupdate reads the context from here; a plain tr() helper in a namespace would file the texts elsewhere.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

void printFacts(QString& out, const QString& title, const QList<Fact>& facts)
{
    out += QStringLiteral("  %1\n").arg(title);
    int width = 0;
    for (const Fact& f : facts)
        width = std::max(width, int(f.label.size()));
    for (const Fact& f : facts)
        out += QStringLiteral("    %1  %2\n").arg(f.label, -width).arg(f.value);
}

QString textReport(const Inspection& in)
{
    QString out = in.map.path + QLatin1Char('\n');
    printFacts(out, Text::tr("Fragmentation"), reportFacts(in.report));
    printFacts(out, Text::tr("File system"), fsFacts(in));
    const std::uint64_t bs = std::max<std::uint32_t>(1, in.map.blockSize);
    out += QStringLiteral("  %1\n").arg(Text::tr("Extents (offsets and lengths in %1-byte blocks)").arg(bs));
    out += QStringLiteral("    %1 %2 %3 %4  %5\n")
               .arg(QStringLiteral("#"), 8)
               .arg(Text::tr("logical"), 14)
               .arg(Text::tr("physical"), 14)
               .arg(Text::tr("length"), 10)
               .arg(Text::tr("flags"));
    std::size_t i = 0;
    for (const Extent& e : in.map.extents) {
        out += QStringLiteral("    %1 %2 %3 %4  %5\n")
                   .arg(i++, 8)
                   .arg(e.logical / bs, 14)
                   .arg(e.locationUnknown() ? QStringLiteral("-") : QString::number(e.physical / bs), 14)
                   .arg((e.length + bs - 1) / bs, 10)
                   .arg(extentFlagNames(e.flags).join(QLatin1Char(',')));
    }
    return out + QLatin1Char('\n');
}

// What reading the file takes on the disk, when asked (--cost).
std::optional<ReadCost> costOn(const Inspection& in, const std::optional<CostDisk>& disk)
{
    if (!disk)
        return std::nullopt;
    return layoutReadCost(in.onDisk, in.chunks.get(), disk->params);
}

QJsonObject inspectionJson(const Inspection& in, const std::optional<CostDisk>& disk)
{
    QJsonObject o = toJson(in);
    if (const auto cost = costOn(in, disk); cost && disk)
        o.insert(QStringLiteral("cost"), costJson(*cost, *disk));
    return o;
}

// The text report, with the read time first under the file's name when asked.
QString inspectionText(const Inspection& in, const std::optional<CostDisk>& disk)
{
    QString text = textReport(in);
    if (const auto cost = costOn(in, disk); cost && disk) {
        QString facts;
        printFacts(facts, Text::tr("Read time"), costFacts(*cost, *disk));
        text.insert(text.indexOf(u'\n') + 1, facts);
    }
    return text;
}

// `map --image`: the window's own inspector drawn offscreen by a child fragscope (this process has
// no widgets: it must not load them, and one process holds one application object).
int renderMapImage(const QStringList& files, const QString& out, const QString& sizeText)
{
    if (files.size() != 1) {
        printErr(Text::tr("fragscope map: --image draws one FILE, not %1").arg(files.size()));
        return 2;
    }
    const QStringList wh = sizeText.split(u'x');
    const int w = wh.value(0).toInt(), h = wh.value(1).toInt();
    if (wh.size() != 2 || w < 100 || h < 100 || w > 20000 || h > 20000) {
        printErr(Text::tr("fragscope map: --size is WIDTHxHEIGHT in pixels (100 to 20000), not '%1'").arg(sizeText));
        return 2;
    }
    const QString suffix = QFileInfo(out).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg") && suffix != QLatin1String("pdf")) {
        printErr(Text::tr("fragscope map: %1: --image writes .png, .svg or .pdf").arg(out));
        return 2;
    }
    if (pathKind(canonicalPath(files[0])) != PathKind::File) {
        printErr(Text::tr("fragscope map: %1: not a regular file").arg(files[0]));
        return 1;
    }
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(),
        {QStringLiteral("--render-image"), out, QStringLiteral("--size"), sizeText, QStringLiteral("--"), files[0]});
    if (!child.waitForFinished(300'000)) {
        child.kill();
        child.waitForFinished();
        printErr(Text::tr("fragscope map: drawing %1 did not finish").arg(files[0]));
        return 1;
    }
    return child.exitStatus() == QProcess::NormalExit ? child.exitCode() : 1;
}

} // namespace

Result<MapArgs> parseMapArgs(const QStringList& args, QString* helpText)
{
    QCommandLineParser parser;
    const QString description = Text::tr(
        "Print the on-disk extents of each FILE and its fragmentation figures: as text, as JSON (every extent, the "
        "file system and the figures) or as the lines `filefrag -v` prints; or draw its map as the window does.");
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help."));
    const QCommandLineOption sync(QStringLiteral("sync"),
        Text::tr("Flush the file's dirty data first (FIEMAP_FLAG_SYNC), so delayed "
                 "allocations show where they land."));
    const QCommandLineOption xattr(QStringLiteral("xattr"), Text::tr("Map the extended-attribute fork instead."));
    static const QStringList kFormats{QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("filefrag")};
    const QCommandLineOption format(QStringLiteral("format"),
        Text::tr("text, json (every extent, the file system and the figures), or filefrag (what `filefrag -v` "
                 "prints)."),
        kFormats.join(u'|'), QStringLiteral("text"));
    const QCommandLineOption batch(QStringLiteral("batch"), Text::tr("Extents per FIEMAP call (for measurements)."),
        QStringLiteral("N"), QString::number(kDefaultFiemapBatch));
    const QCommandLineOption image(QStringLiteral("image"),
        Text::tr("Draw the map and layout plot of FILE, as the window shows them, into OUT (.png, .svg or .pdf) "
                 "without a display, instead of printing."),
        QStringLiteral("OUT"));
    const QCommandLineOption size(QStringLiteral("size"), Text::tr("The picture's size for --image."),
        QStringLiteral("WxH"), QStringLiteral("1200x800"));
    const QCommandLineOption cost(QStringLiteral("cost"),
        Text::tr("Add what reading the file cold takes on its disk (as measured by fragscope calibrate, else a "
                 "preset), in one piece, and the time lost to fragmentation."));
    const QCommandLineOption disk = diskOption();
    const QList<QCommandLineOption> options{help, sync, xattr, batch, format, cost, disk, image, size};
    if (auto ok = parseOptions(parser, options, QStringLiteral("fragscope map"), args); !ok)
        return std::unexpected(ok.error());

    MapArgs a;
    if (parser.isSet(help)) {
        a.help = true;
        if (helpText)
            *helpText = subcommandHelp(QLatin1StringView("map"), description, options,
                {{QStringLiteral("FILE..."), Text::tr("Regular files to map.")}});
        return a;
    }
    a.format = parser.value(format);
    if (!kFormats.contains(a.format))
        return failure(Text::tr("unknown format '%1' (use text, json or filefrag)").arg(a.format));
    bool batchOk = false;
    a.fiemap.batchExtents = parser.value(batch).toUInt(&batchOk);
    if (!batchOk || a.fiemap.batchExtents == 0)
        return failure(Text::tr("--batch needs a positive number, not '%1'").arg(parser.value(batch)));
    a.files = parser.positionalArguments();
    if (a.files.isEmpty())
        return failure(Text::tr("no FILE given (see fragscope map --help)"));
    a.fiemap.sync = parser.isSet(sync);
    a.fiemap.xattr = parser.isSet(xattr);
    if (parser.isSet(image))
        a.image = parser.value(image);
    a.size = parser.value(size);
    auto chosen = parseDiskOption(parser);
    if (!chosen)
        return std::unexpected(chosen.error());
    a.disk = *chosen;
    a.cost = parser.isSet(cost) || a.disk;
    if (a.cost && a.format == QLatin1String("filefrag"))
        return failure(Text::tr("--cost and --disk print in the text and json formats, not filefrag's"));
    return a;
}

int runMapCommand(const QStringList& args)
{
    QString helpText;
    const auto parsed = parseMapArgs(args, &helpText);
    if (const auto done = usageOrHelp(parsed, QStringLiteral("fragscope map"), helpText))
        return *done;
    const MapArgs& a = *parsed;
    if (a.image)
        return renderMapImage(a.files, *a.image, a.size);
    const QStringList& files = a.files;
    const FiemapOptions& options = a.fiemap;
    const QString& fmtName = a.format;

    std::optional<CostDisk> named;
    if (a.disk) {
        auto disk = chooseCostDisk(a.disk, files.front());
        if (!disk) {
            printErr(QStringLiteral("fragscope map: ") + disk.error().message());
            return 2;
        }
        named = std::move(*disk);
    }
    int status = 0;
    QJsonArray jsonFiles;
    QJsonArray jsonErrors;
    FilefragWriter filefrag;
    const bool filefragFormat = fmtName == QLatin1String("filefrag");
    auto fail = [&](const QString& file, const Error& error) {
        printErr(QStringLiteral("fragscope: ") + error.message());
        jsonErrors.append(QJsonObject{{QStringLiteral("path"), file}, {QStringLiteral("reason"), error.reason}});
        status = 1;
    };
    auto warnIfChanged = [](const QString& file, const ExtentMap& map) {
        if (map.changedWhileReading)
            printErr(Text::tr("fragscope: %1: warning: the file kept changing while it was read; the map may mix "
                              "old and new layouts")
                         .arg(file));
    };
    for (const QString& file : files) {
        if (filefragFormat) {
            // Streamed: each batch is printed as it comes and none is kept.
            auto fs = FsInfo::probe(file);
            if (!fs) {
                fail(file, fs.error());
                continue;
            }
            auto map = streamExtents(file, options,
                {[&](const ExtentMap& header) { filefrag.begin(file, header, *fs, stdout); },
                    [&](std::span<const Extent> batch) {
                        filefrag.add(batch);
                        return true;
                    }});
            if (!map) {
                fail(file, map.error());
                continue;
            }
            filefrag.finish();
            warnIfChanged(file, *map);
            continue;
        }
        auto inspection = inspectFile(file, options);
        if (!inspection) {
            fail(file, inspection.error());
            continue;
        }
        warnIfChanged(file, inspection->map);
        placeOnDevices(*inspection, file);
        std::optional<CostDisk> disk = named;
        if (a.cost && !disk)
            disk = costDiskFor(file);
        if (fmtName == QLatin1String("json"))
            jsonFiles.append(inspectionJson(*inspection, disk));
        else
            printOut(inspectionText(*inspection, disk));
    }
    if (fmtName == QLatin1String("json")) {
        const QByteArray bytes = QJsonDocument(mapDocument(jsonFiles, jsonErrors)).toJson(QJsonDocument::Indented);
        std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    }
    std::fflush(stdout);
    return status;
}

} // namespace fragscope
