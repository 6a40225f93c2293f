// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope lab DIR_A DIR_B ...`: the copy-on-write against in-place experiment from the command line.
#include "cli/cli.h"
#include "cli/clijob.h"
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

#include <cstdio>

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

} // namespace

int runLabCommand(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Text::tr("The lab's experiments, side by side in each DIR. cow, the copy-on-write against in-place "
                 "experiment: a test file of --size is written sequentially, then takes --write-total bytes of random "
                 "writes of --bs each, fsync after every one; its extents and cold sequential read speed are recorded "
                 "before and after (and after --defrag); give one directory on btrfs and one on ext4 or XFS. "
                 "parallel-writers: --writers write the file at once, then it is read, defragmented and read again; "
                 "give one directory on ext4 and one on another file system. The test files are removed at the end.\n"
                 "Exit status: 0 when every target ran, 1 when one failed or the run was interrupted, 2 on a usage "
                 "error."));
    parser.addPositionalArgument(QStringLiteral("DIR"), Text::tr("Directories to run in."), QStringLiteral("DIR..."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help."));
    const QCommandLineOption quick(QStringLiteral("quick"), Text::tr("256M file, 16M of writes (for slow machines)."));
    const QCommandLineOption size(
        QStringLiteral("size"), Text::tr("Test file size (default 1G)."), QStringLiteral("SIZE"));
    const QCommandLineOption total(
        QStringLiteral("write-total"), Text::tr("Bytes of random writes (default 64M)."), QStringLiteral("SIZE"));
    const QCommandLineOption bs(
        QStringLiteral("bs"), Text::tr("Size of each write (default 4k)."), QStringLiteral("SIZE"));
    const QCommandLineOption repeat(QStringLiteral("repeat"),
        Text::tr("Cold reads per stage (default 3); discard: runs of the matrix; copy-tools: rounds of the copies."),
        QStringLiteral("N"), QStringLiteral("3"));
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
        QStringLiteral("TYPES"));
    const QCommandLineOption imageDir(QStringLiteral("image-dir"),
        Text::tr("Where the images go (default: the cache folder, fragscope/lab)."), QStringLiteral("DIR"));
    const QCommandLineOption report(
        QStringLiteral("report"), Text::tr("Write the experiment as one HTML file."), QStringLiteral("FILE.html"));
    const QCommandLineOption text(QStringLiteral("text"),
        Text::tr("Print it as people post it: filefrag-style listings (first and last lines) and dd-style reads."));
    const QCommandLineOption disk = diskOption();
    const QCommandLineOption experiment(QStringLiteral("experiment"),
        Text::tr("Which experiment: cow (the default, the talk's: sequential file, then random writes with fsync); "
                 "parallel-writers (the ext4 online defrag paper's: --writers write their slices of the file at once "
                 "in 1 MiB blocks, then the file is read, defragmented and read again; default 2G, --quick 256M); "
                 "discard (the six patterns on DIR A mounted with discard and on B without); or copy-tools (a tree "
                 "made on A copied to B by each installed tool, before and after a defrag of the tree)."),
        QStringLiteral("NAME"), QStringLiteral("cow"));
    const QCommandLineOption writers(QStringLiteral("writers"),
        Text::tr("parallel-writers: how many write at once (default 10)."), QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption direct(
        QStringLiteral("direct"), Text::tr("parallel-writers: write with O_DIRECT instead of through the page cache."));
    const QCommandLineOption seconds(QStringLiteral("seconds"),
        Text::tr("discard: each pattern's runtime in seconds (default 10, --quick 2)."), QStringLiteral("N"));
    const QCommandLineOption files(QStringLiteral("files"),
        Text::tr("copy-tools: files in the generated tree (default 2000, --quick 300)."), QStringLiteral("N"));
    const QCommandLineOption fileSizes(QStringLiteral("file-sizes"),
        Text::tr("copy-tools: the generated files' sizes, spread evenly on a log scale between the two (default "
                 "4k-1M)."),
        QStringLiteral("MIN-MAX"));
    const QCommandLineOption tree(QStringLiteral("tree"),
        Text::tr("copy-tools: the tree is a copy of this folder's files (it is only read) instead of generated "
                 "ones."),
        QStringLiteral("FOLDER"));
    if (!parseArguments(parser,
            {help, quick, size, total, bs, repeat, defrag, keep, json, images, imageDir, report, text, disk, spread,
                experiment, writers, direct, seconds, files, fileSizes, tree},
            QStringLiteral("fragscope lab"), args))
        return 2;
    if (parser.isSet(help)) {
        printOut(parser.helpText());
        return 0;
    }
    const auto chosen = labExperimentFromKey(parser.value(experiment));
    if (!chosen) {
        printErr(Text::tr("fragscope lab: --experiment is cow, parallel-writers, discard or copy-tools, not '%1'")
                     .arg(parser.value(experiment)));
        return 2;
    }
    LabSettings s = LabSettings::presets(*chosen)[parser.isSet(quick) ? 1 : 0];
    for (const auto& [option, field] :
        {std::pair{&size, &s.fileBytes}, std::pair{&total, &s.writeTotalBytes}, std::pair{&bs, &s.writeBytes}}) {
        if (!parser.isSet(*option))
            continue;
        const auto v = parseFioSize(parser.value(*option));
        if (!v) {
            printErr(Text::tr("fragscope lab: --%1 needs a size such as 4k, 64M or 1G, not '%2'")
                         .arg(option->names().constFirst(), parser.value(*option)));
            return 2;
        }
        *field = *v;
    }
    bool ok = false;
    s.readRepetitions = parser.value(repeat).toInt(&ok);
    if (!ok || s.readRepetitions < 0) {
        printErr(Text::tr("fragscope lab: --repeat needs a whole number, not '%1'").arg(parser.value(repeat)));
        return 2;
    }
    if (s.experiment == LabExperiment::Discard) { // --repeat: runs of the matrix; no cold reads
        if (parser.isSet(repeat))
            s.benchRepetitions = s.readRepetitions;
        s.readRepetitions = 0;
        if (parser.isSet(seconds)) {
            s.benchSeconds = parser.value(seconds).toInt(&ok);
            if (!ok) {
                printErr(
                    Text::tr("fragscope lab: --seconds needs a whole number, not '%1'").arg(parser.value(seconds)));
                return 2;
            }
        }
    }
    if (parser.isSet(files)) {
        s.copyFiles = parser.value(files).toInt(&ok);
        if (!ok) {
            printErr(Text::tr("fragscope lab: --files needs a whole number, not '%1'").arg(parser.value(files)));
            return 2;
        }
    }
    if (parser.isSet(fileSizes)) {
        const QStringList range = parser.value(fileSizes).split(u'-');
        const auto low = range.size() == 2 ? parseFioSize(range[0]) : std::nullopt;
        const auto high = range.size() == 2 ? parseFioSize(range[1]) : std::nullopt;
        if (!low || !high) {
            printErr(Text::tr("fragscope lab: --file-sizes needs two sizes such as 4k-1M, not '%1'")
                         .arg(parser.value(fileSizes)));
            return 2;
        }
        s.copyMinBytes = *low;
        s.copyMaxBytes = *high;
    }
    if (parser.isSet(tree))
        s.copySource = QFileInfo(parser.value(tree)).absoluteFilePath();
    s.writers = parser.value(writers).toInt(&ok);
    if (!ok) {
        printErr(Text::tr("fragscope lab: --writers needs a whole number, not '%1'").arg(parser.value(writers)));
        return 2;
    }
    s.directIo = parser.isSet(direct);
    s.defrag = s.defrag || parser.isSet(defrag);
    s.keepFiles = parser.isSet(keep);
    s.spread = parser.isSet(spread);
    const auto hdd = diskFromOption(parser, QStringLiteral("fragscope lab"));
    if (!hdd)
        return 2;
    s.hdd = *hdd;
    if (auto ok = s.check(); !ok) {
        printErr(QStringLiteral("fragscope lab: ") + ok.error().message());
        return 2;
    }
    if (parser.positionalArguments().isEmpty() == !parser.isSet(images)) {
        printErr(Text::tr("fragscope lab: give the directories to run in, or --images (see fragscope lab --help)"));
        return 2;
    }

    const bool quiet = parser.isSet(json);
    InterruptGuard guard;
    QStringList directories = parser.positionalArguments();
    std::unique_ptr<LabImages> made;
    if (parser.isSet(images)) {
        const QString folder = parser.isSet(imageDir) ? parser.value(imageDir) : LabImages::defaultFolder();
        if (!quiet)
            printErr(Text::tr("making the lab file systems in %1 (each with its defaults)").arg(folder));
        QStringList types = parser.value(images).split(u',', Qt::SkipEmptyParts);
        // Discard: one type, mounted with discard (A) and without (B).
        if (s.experiment == LabExperiment::Discard && types.size() == 1)
            types = QStringList{types[0] + QStringLiteral(":discard"), types[0]};
        auto m = createLabImages(folder, types, s.bytesNeeded());
        if (!m) {
            printErr(QStringLiteral("fragscope lab: ") + m.error().message());
            return 1;
        }
        made = std::move(*m);
        directories = made->mountPoints();
        for (const QString& image : made->staleRemoved())
            printErr(Text::tr("fragscope: removed %1, left behind by an earlier run that ended abnormally").arg(image));
    }
    // On a worker (runInBackground); a line per step and file is printed from this thread.
    auto r = runInBackground([&](const JobContext& context) {
        LabStep shown = LabStep::Done;
        int shownTarget = -1;
        return runLab(directories, s, context.stopToken(), [&](const LabProgress& p) {
            // The writes go to every target in turn: one line for all of them.
            const int target = p.step == LabStep::Writes ? -1 : p.target;
            if (quiet || (p.step == shown && target == shownTarget) || p.step == LabStep::Done)
                return;
            shown = p.step;
            shownTarget = target;
            const QString line = p.step == LabStep::Writes
                ? Text::tr("[all] %1, to each file in turn").arg(labStepName(p.step))
                : QStringLiteral("[%1] %2").arg(QChar(u'A' + p.target)).arg(labStepName(p.step, s.experiment));
            context.post([line] { printErr(line); });
        });
    });
    made.reset(); // the file systems go before anything is printed: a closed pipe cannot stop that
    if (!r) {
        printErr(QStringLiteral("fragscope lab: ") + r.error().message());
        return 1;
    }
    int status = r->cancelled ? 1 : 0;
    if (parser.isSet(json)) {
        const QByteArray bytes = QJsonDocument(labToJson(*r)).toJson(QJsonDocument::Indented);
        std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    }
    if (parser.isSet(report)) {
        QSaveFile out(parser.value(report)); // whole or not at all
        if (!out.open(QIODevice::WriteOnly) || out.write(labHtml(*r).toUtf8()) < 0 || !out.commit()) {
            printErr(QStringLiteral("fragscope lab: %1: %2").arg(parser.value(report), out.errorString()));
            status = 1;
        } else if (!quiet) {
            printErr(Text::tr("report written to %1").arg(parser.value(report)));
        }
    }
    if (parser.isSet(text))
        printOut(labText(*r));
    for (const LabTarget& t : r->targets) {
        if (!t.error.isEmpty()) {
            printErr(QStringLiteral("fragscope lab: %1: %2").arg(t.directory, t.error));
            status = 1;
        }
        if (parser.isSet(json) || parser.isSet(text))
            continue;
        QString out = QStringLiteral("%1 (%2)\n").arg(t.directory, labTargetFs(t).typeName);
        if (s.experiment == LabExperiment::Discard)
            out += Text::tr("  mounted %1\n").arg(t.mountOptions);
        for (const LabStageFigures& f : labStageFigures(t, s))
            out += stageLine(f, s.hdd);
        if (t.created.read && t.afterWrites.read) {
            out += Text::tr("  read speed after the writes: %1\n")
                       .arg(formatMeasuredChange(*t.created.read, *t.afterWrites.read));
        }
        printOut(out);
    }
    if (!parser.isSet(json) && !parser.isSet(text)) {
        for (const PatternComparison& p : labPatterns(*r))
            printOut(QStringLiteral("  ") + labPatternLine(p) + u'\n');
        if (s.experiment == LabExperiment::CopyTools) {
            printOut(Text::tr("  the tree: %1 files, %2; the defrag improved %3; %n round(s) of copies\n", nullptr,
                std::max(1, s.readRepetitions))
                         .arg(r->treeFiles)
                         .arg(formatBytes(r->treeBytes))
                         .arg(r->treeDefragmented));
        }
        for (const ToolCopy& c : r->copies)
            printOut(QStringLiteral("  ") + labCopyLine(c, r->treeBytes) + u'\n');
    }
    return status;
}

} // namespace fragscope
