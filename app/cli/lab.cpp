// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope lab DIR_A DIR_B ...`: the lab's four experiments from the command line.
#include "cli/cli.h"
#include "cli/clijob.h"
#include "cli/labargs.h"
#include "common/clioutput.h"
#include "common/modules.h"

#include "bench/jobs/jobspec.h"
#include "lab/experiment.h"
#include "lab/labimages.h"
#include "model/hddmodel.h"
#include "report/benchtext.h"
#include "report/labfigures.h"
#include "report/labreport.h"
#include "report/snapshotcompare.h"
#include "util/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QSaveFile>

#include <array>
#include <cstdio>
#include <tuple>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LabCli)
};

QString stageLine(const LabStageFigures& f, const HddParams& hdd)
{
    return Text::tr("  %1: %2 extents, %3 fragments; cold read %4; %6 (model) %5 s\n")
        .arg(f.title, -22)
        .arg(f.extents)
        .arg(f.fragments)
        .arg(labReadWithChange(f))
        .arg(QLocale().toString(f.modelSeconds, 'f', 1))
        .arg(diskName(hdd));
}

// A whole number for `option` (at least `least`), else the usage error that names it.
Result<int> wholeNumber(const QCommandLineParser& parser, const QCommandLineOption& option, int least)
{
    bool ok = false;
    const int n = parser.value(option).toInt(&ok);
    if (!ok || n < least)
        return failure(
            Text::tr("--%1 needs a whole number, not '%2'").arg(option.names().constFirst(), parser.value(option)));
    return n;
}

// --size, --write-total, --bs, --file-sizes: fio's sizes.
Result<void> readSizes(const QCommandLineParser& parser, const std::array<const QCommandLineOption*, 3>& sizeOptions,
    const QCommandLineOption& fileSizes, LabSettings& s)
{
    const std::array<std::uint64_t*, 3> fields{&s.fileBytes, &s.writeTotalBytes, &s.writeBytes};
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const QCommandLineOption& option = *sizeOptions[i];
        if (!parser.isSet(option))
            continue;
        const auto v = parseFioSize(parser.value(option));
        if (!v)
            return failure(Text::tr("--%1 needs a size such as 4k, 64M or 1G, not '%2'")
                               .arg(option.names().constFirst(), parser.value(option)));
        *fields[i] = *v;
    }
    if (!parser.isSet(fileSizes))
        return {};
    const QStringList range = parser.value(fileSizes).split(u'-');
    const auto low = range.size() == 2 ? parseFioSize(range[0]) : std::nullopt;
    const auto high = range.size() == 2 ? parseFioSize(range[1]) : std::nullopt;
    if (!low || !high)
        return failure(Text::tr("--file-sizes needs two sizes such as 4k-1M, not '%1'").arg(parser.value(fileSizes)));
    s.copyMinBytes = *low;
    s.copyMaxBytes = *high;
    return {};
}

} // namespace

// An experiment's sizes in a preset: what --quick and the defaults mean for it.
QString presetSizes(const LabSettings& s)
{
    const QLocale l;
    switch (s.experiment) {
    case LabExperiment::ParallelWriters:
        return Text::tr("a %1 file, %2 writers, %3 cold reads")
            .arg(fioSizeText(s.fileBytes))
            .arg(s.writers)
            .arg(s.readRepetitions);
    case LabExperiment::Discard:
        return Text::tr("a %1 file, %2 s a pattern, %3 runs")
            .arg(fioSizeText(s.fileBytes))
            .arg(s.benchSeconds)
            .arg(s.benchRepetitions);
    case LabExperiment::CopyTools:
        return Text::tr("%1 files of %2 to %3, %4 rounds of copies")
            .arg(l.toString(s.copyFiles), fioSizeText(s.copyMinBytes), fioSizeText(s.copyMaxBytes))
            .arg(s.readRepetitions);
    case LabExperiment::Snapshots:
    case LabExperiment::Cow:
        break;
    }
    return Text::tr("a %1 file, %2 of %3 writes, %4 cold reads")
        .arg(fioSizeText(s.fileBytes), fioSizeText(s.writeTotalBytes), fioSizeText(s.writeBytes))
        .arg(s.readRepetitions);
}

// The help's description: the experiments, each with its sizes and --quick's, from the presets.
QString labDescription()
{
    QString text = Text::tr("The lab's experiments, side by side in each DIR (or on throwaway file systems made "
                            "with --images), on files the lab makes there and removes at the end:");
    const std::array<QString, std::size(kLabExperiments)> what{
        Text::tr("the talk's copy-on-write against in place: a test file written sequentially, then random writes "
                 "of --bs each with fsync; its extents and cold read before and after (and after --defrag); one "
                 "DIR on btrfs and one on ext4 or XFS"),
        Text::tr("the ext4 online defrag paper's: --writers write their slices of the file at once in 1 MiB "
                 "blocks, then the file is read, defragmented and read again; one DIR on ext4 and one elsewhere"),
        Text::tr("the six fio patterns on A mounted with discard and on B without"),
        Text::tr("a tree made on A copied to B by each installed tool (tar, cpio, cp -a, rsync), before and after "
                 "a defrag of the tree"),
        Text::tr("one DIR on btrfs: the file in a subvolume, a snapshot of it, random overwrites spread over the "
                 "file, then defrag without and with --unshare"),
    };
    for (std::size_t i = 0; i < std::size(kLabExperiments); ++i) {
        const auto presets = LabSettings::presets(kLabExperiments[i]);
        text += QStringLiteral("\n  ")
            + Text::tr("%1: %2. Default: %3; --quick: %4.")
                  .arg(labExperimentKey(kLabExperiments[i]), what[i], presetSizes(presets[0]), presetSizes(presets[1]));
    }
    return text;
}

Result<LabArgs> parseLabArgs(const QStringList& args, QString* helpText)
{
    QCommandLineParser parser;
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help."));
    const QCommandLineOption quick(
        QStringLiteral("quick"), Text::tr("The experiment's small sizes (below), for slow machines and teaching."));
    const QCommandLineOption size(QStringLiteral("size"),
        Text::tr("The test file's size (default: the experiment's, below)."), QStringLiteral("SIZE"));
    const QCommandLineOption total(QStringLiteral("write-total"),
        Text::tr("cow, snapshots: bytes of random writes (default: the experiment's)."), QStringLiteral("SIZE"));
    const QCommandLineOption bs(QStringLiteral("bs"), Text::tr("cow, snapshots: the size of each write."),
        QStringLiteral("SIZE"), QStringLiteral("4k"));
    const QCommandLineOption repeat(QStringLiteral("repeat"),
        Text::tr("Cold reads per stage; discard: runs of the matrix; copy-tools: rounds of the copies (default: "
                 "the experiment's, below)."),
        QStringLiteral("N"));
    const QCommandLineOption defrag(QStringLiteral("defrag"), Text::tr("Defragment the files after the writes."));
    const QCommandLineOption keep(QStringLiteral("keep"), Text::tr("Keep the test files."));
    const QCommandLineOption spread(QStringLiteral("spread"),
        Text::tr("Spread the writes over the whole file (about two extents per write on btrfs) instead of writing "
                 "each block of the first --write-total bytes once in random order (the talk's, as fio's randwrite "
                 "with size=; about one extent per write)."));
    const QCommandLineOption json(QStringLiteral("json"), Text::tr("Print the whole experiment as JSON."));
    const QCommandLineOption images(QStringLiteral("images"),
        Text::tr("Run on throwaway loop-mounted file systems of these types (btrfs,ext4,xfs), made with "
                 "their defaults and removed afterwards, instead of DIRs: directly as root, else through udisks2."),
        QStringLiteral("TYPE[,TYPE]"));
    const QCommandLineOption imageDir(QStringLiteral("image-dir"),
        Text::tr("Where the images go (default: the cache folder, fragscope/lab)."), QStringLiteral("DIR"));
    const QCommandLineOption report(
        QStringLiteral("report"), Text::tr("Write the experiment as one HTML file."), QStringLiteral("FILE.html"));
    const QCommandLineOption text(QStringLiteral("text"),
        Text::tr("Print it as people post it: filefrag-style listings (first and last lines) and dd-style reads."));
    const QCommandLineOption disk = diskOption();
    const QCommandLineOption experiment(QStringLiteral("experiment"), Text::tr("Which experiment (below)."),
        labExperimentKeys().join(u'|'), labExperimentKey(LabExperiment::Cow));
    const QCommandLineOption writers(QStringLiteral("writers"),
        Text::tr("parallel-writers: how many write at once (default: the experiment's)."), QStringLiteral("N"));
    const QCommandLineOption direct(
        QStringLiteral("direct"), Text::tr("parallel-writers: write with O_DIRECT instead of through the page cache."));
    const QCommandLineOption seconds(QStringLiteral("seconds"),
        Text::tr("discard: each pattern's runtime in seconds (default: the experiment's)."), QStringLiteral("N"));
    const QCommandLineOption files(QStringLiteral("files"),
        Text::tr("copy-tools: files in the generated tree (default: the experiment's)."), QStringLiteral("N"));
    const QCommandLineOption fileSizes(QStringLiteral("file-sizes"),
        Text::tr("copy-tools: the generated files' sizes, spread evenly on a log scale between the two."),
        QStringLiteral("MIN-MAX"), QStringLiteral("4k-1M"));
    const QCommandLineOption tree(QStringLiteral("tree"),
        Text::tr("copy-tools: the tree is a copy of this folder's files (it is only read) instead of generated "
                 "ones."),
        QStringLiteral("FOLDER"));
    const QList<QCommandLineOption> options{help, experiment, quick, repeat, size, total, bs, spread, defrag, writers,
        direct, seconds, files, fileSizes, tree, disk, json, text, report, keep, images, imageDir};
    if (auto ok = parseOptions(parser, options, QStringLiteral("fragscope lab"), args); !ok)
        return std::unexpected(ok.error());
    LabArgs a;
    if (parser.isSet(help)) {
        a.help = true;
        if (helpText)
            *helpText = subcommandHelp(QLatin1StringView("lab"), labDescription(), options,
                {{QStringLiteral("DIR..."), Text::tr("Directories to run in (each on the file system to compare).")}});
        return a;
    }
    const auto chosen = labExperimentFromKey(parser.value(experiment));
    if (!chosen)
        return failure(Text::tr("--experiment is cow, parallel-writers, discard, copy-tools or snapshots, not '%1'")
                           .arg(parser.value(experiment)));
    LabSettings& s = a.settings;
    s = LabSettings::presets(*chosen)[parser.isSet(quick) ? 1 : 0];
    if (auto ok = readSizes(parser, {&size, &total, &bs}, fileSizes, s); !ok)
        return std::unexpected(ok.error());
    // --repeat: cold reads per stage, or discard's runs of the matrix (it reads nothing cold).
    int* const repetitions = s.experiment == LabExperiment::Discard ? &s.benchRepetitions : &s.readRepetitions;
    for (const auto& [option, field, least] :
        {std::tuple{&repeat, repetitions, 0}, std::tuple{&seconds, &s.benchSeconds, 1},
            std::tuple{&files, &s.copyFiles, 1}, std::tuple{&writers, &s.writers, 1}}) {
        if (!parser.isSet(*option))
            continue;
        const auto n = wholeNumber(parser, *option, least);
        if (!n)
            return std::unexpected(n.error());
        *field = *n;
    }
    if (parser.isSet(tree))
        s.copySource = QFileInfo(parser.value(tree)).absoluteFilePath();
    s.directIo = parser.isSet(direct);
    s.defrag = s.defrag || parser.isSet(defrag);
    s.keepFiles = parser.isSet(keep);
    s.spread = s.spread || parser.isSet(spread);
    auto chosenDisk = parseDiskOption(parser);
    if (!chosenDisk)
        return std::unexpected(chosenDisk.error());
    a.disk = *chosenDisk;
    if (auto ok = s.check(); !ok)
        return std::unexpected(ok.error());
    a.directories = parser.positionalArguments();
    if (parser.isSet(images))
        a.imageTypes = parser.value(images).split(u',', Qt::SkipEmptyParts);
    if (a.directories.isEmpty() == !a.imageTypes)
        return failure(Text::tr("give the directories to run in, or --images (see fragscope lab --help)"));
    a.imageDir = parser.value(imageDir);
    a.report = parser.value(report);
    a.json = parser.isSet(json);
    a.text = parser.isSet(text);
    return a;
}

namespace {

// One run of `fragscope lab`: the file systems made if asked, the experiment on a worker with a line
// per step, then the result as JSON, text, a report, or the figures of each target.
class LabCommand
{
public:
    explicit LabCommand(const LabArgs& a)
        : m_a(a)
        , m_s(a.settings)
    { }

    int run()
    {
        QStringList directories = m_a.directories;
        // --disk's disk for the model's read times, before anything is made.
        if (m_a.disk && !chooseDisk(QString()))
            return 2;
        std::unique_ptr<LabImages> made;
        if (m_a.imageTypes) {
            auto m = makeImages(*m_a.imageTypes);
            if (!m) {
                printErr(QStringLiteral("fragscope lab: ") + m.error().message());
                return 1;
            }
            made = std::move(*m);
            directories = made->mountPoints();
        }
        if (!m_a.disk && !chooseDisk(directories.front())) // the disk under the first DIR (or image)
            return 2;
        auto r = runExperiment(directories);
        made.reset(); // the file systems go before anything is printed: a closed pipe cannot stop that
        if (!r) {
            printErr(QStringLiteral("fragscope lab: ") + r.error().message());
            return 1;
        }
        const bool reported = writeReport(*r); // a cancelled run's report too
        int status = r->cancelled || !reported ? 1 : 0;
        if (m_a.json) {
            const QByteArray bytes = QJsonDocument(labToJson(*r)).toJson(QJsonDocument::Indented);
            std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
        }
        if (m_a.text)
            printOut(labText(*r));
        for (const LabTarget& t : r->targets) {
            if (!t.error.isEmpty()) {
                printErr(QStringLiteral("fragscope lab: %1: %2").arg(t.directory, t.error));
                status = 1;
            }
        }
        if (!m_a.json && !m_a.text)
            printFigures(*r);
        return status;
    }

private:
    QString imageFolder() const { return m_a.imageDir.isEmpty() ? LabImages::defaultFolder() : m_a.imageDir; }

    // The disk the model's read times are worked out on: --disk's, else the one under `path`.
    bool chooseDisk(const QString& path)
    {
        auto disk = chooseCostDisk(m_a.disk, path);
        if (!disk) {
            printErr(QStringLiteral("fragscope lab: ") + disk.error().message());
            return false;
        }
        m_s.hdd = disk->params;
        return true;
    }

    Result<std::unique_ptr<LabImages>> makeImages(QStringList types) const
    {
        const QString folder = imageFolder();
        if (!m_a.json)
            printErr(Text::tr("making the lab file systems in %1 (each with its defaults)").arg(folder));
        // Discard: one type, mounted with discard (A) and without (B).
        if (m_s.experiment == LabExperiment::Discard && types.size() == 1)
            types = QStringList{types[0] + QStringLiteral(":discard"), types[0]};
        auto made = createLabImages(folder, types, m_s.bytesNeeded());
        if (made) {
            for (const QString& image : (*made)->staleRemoved())
                printErr(
                    Text::tr("fragscope: removed %1, left behind by an earlier run that ended abnormally").arg(image));
        }
        return made;
    }

    // On a worker (runInBackground); a line per step and file is printed from this thread.
    Result<LabResult> runExperiment(const QStringList& directories) const
    {
        return runInBackground([&](const JobContext& context) {
            LabStep shown = LabStep::Done;
            int shownTarget = -1;
            return runLab(
                directories, m_s, context.stopToken(),
                [&](const LabProgress& p) {
                    // The writes go to every target in turn: one line for all of them.
                    const int target = p.step == LabStep::Writes ? -1 : p.target;
                    if (m_a.json || (p.step == shown && target == shownTarget) || p.step == LabStep::Done)
                        return;
                    shown = p.step;
                    shownTarget = target;
                    const QString line = p.step == LabStep::Writes
                        ? Text::tr("[all] %1, to each file in turn").arg(labStepName(p.step))
                        : QStringLiteral("[%1] %2")
                              .arg(QChar(u'A' + p.target))
                              .arg(labStepName(p.step, m_s.experiment));
                    context.post([line] { printErr(line); });
                },
                labTreeRead());
        });
    }

    // --report: whole or not at all; false when it could not be written.
    bool writeReport(const LabResult& r) const
    {
        if (m_a.report.isEmpty())
            return true;
        QSaveFile out(m_a.report);
        if (!out.open(QIODevice::WriteOnly) || out.write(labHtml(r).toUtf8()) < 0 || !out.commit()) {
            printErr(QStringLiteral("fragscope lab: %1: %2").arg(m_a.report, out.errorString()));
            return false;
        }
        if (!m_a.json)
            printErr(Text::tr("report written to %1").arg(m_a.report));
        return true;
    }

    void printFigures(const LabResult& r) const
    {
        for (const LabTarget& t : r.targets) {
            QString out = QStringLiteral("%1 (%2)\n").arg(t.directory, labTargetFs(t).typeName);
            if (m_s.experiment == LabExperiment::Discard)
                out += Text::tr("  mounted %1\n").arg(t.mountOptions);
            for (const LabStageFigures& f : labStageFigures(t, m_s))
                out += stageLine(f, m_s.hdd);
            if (t.created.read && t.afterWrites.read)
                out += Text::tr("  read speed after the writes: %1\n")
                           .arg(formatMeasuredChange(*t.created.read, *t.afterWrites.read));
            for (const LabSharingFigures& f : labSharingFigures(t, m_s)) {
                out += QStringLiteral("  %1:\n    %2\n    %3\n").arg(f.title, labSharingText(f), labSpaceText(f));
                if (const QString tools = labToolsText(f); !tools.isEmpty())
                    out += QStringLiteral("    %1\n").arg(tools);
            }
            for (const QString& line : labUnshareLines(t, m_s))
                out += QStringLiteral("  %1\n").arg(line);
            printOut(out);
        }
        for (const PatternComparison& p : labPatterns(r))
            printOut(QStringLiteral("  ") + labPatternLine(p) + u'\n');
        if (m_s.experiment == LabExperiment::CopyTools) {
            printOut(Text::tr("  the tree: %1 files, %2; the defrag improved %3; %n round(s) of copies\n", nullptr,
                std::max(1, m_s.readRepetitions))
                         .arg(r.treeFiles)
                         .arg(formatBytes(r.treeBytes))
                         .arg(r.treeDefragmented));
            if (const QString read = labTreeReadText(r); !read.isEmpty())
                printOut(QStringLiteral("  ") + read + u'\n');
        }
        for (const ToolCopy& c : r.copies)
            printOut(QStringLiteral("  ") + labCopyLine(c, r.treeBytes) + u'\n');
    }

    const LabArgs& m_a;
    LabSettings m_s;
};

} // namespace

int runLabCommand(const QStringList& args)
{
    QString helpText;
    const auto parsed = parseLabArgs(args, &helpText);
    if (const auto done = usageOrHelp(parsed, QStringLiteral("fragscope lab"), helpText))
        return *done;
    InterruptGuard guard;
    return LabCommand(*parsed).run();
}

} // namespace fragscope
