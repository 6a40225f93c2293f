// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope calibrate`: measures the disk under a path, read only, for the cost model.
#include "cli/calibrateargs.h"
#include "cli/cli.h"
#include "cli/clijob.h"
#include "common/modules.h"

#include "common/clioutput.h"

#include "model/calibrate.h"
#include "util/documents.h"
#include "util/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <unistd.h>

#include <cstdio>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString ms(double seconds)
{
    return QLocale().toString(seconds * 1000, 'f', seconds < 0.001 ? 3 : 2) + QStringLiteral(" ms");
}

QString us(double seconds)
{
    return QLocale().toString(seconds * 1e6, 'f', 2) + QStringLiteral(" µs");
}

QString profileText(const DeviceProfile& p)
{
    const QLocale l;
    QString out = Text::tr("%1 (%2), %3, %4, measured in %5 s")
                      .arg(p.device, p.model.isEmpty() ? Text::tr("no model given") : p.model, formatBytes(p.sizeBytes),
                          p.rotational ? Text::tr("says it rotates") : Text::tr("says it does not rotate"),
                          l.toString(p.seconds, 'f', 1))
        + u'\n';
    if (!p.measuredAs.isEmpty())
        out += QStringLiteral("  ") + Text::tr("Measured: %1").arg(p.measuredAs) + u'\n';
    out += QStringLiteral("  ")
        + Text::tr("Requests: read-ahead %1, at most %2 a request")
              .arg(formatBytes(p.readAheadBytes), formatBytes(p.maxRequestBytes))
        + u'\n';
    out += QStringLiteral("  ") + Text::tr("Sequential (zone curve)") + u'\n';
    for (const auto& r : p.sequential)
        out += QStringLiteral("    %1  %2\n")
                   .arg(l.toString(r.position * 100, 'f', 0) + QStringLiteral(" %"), 6)
                   .arg(l.toString(r.bytesPerSecond / 1e6, 'f', 0) + QStringLiteral(" MB/s"), 12);
    out += QStringLiteral("  ") + Text::tr("Access time (a 4 KiB read that far from the one before)") + u'\n';
    for (const auto& a : p.access)
        out += QStringLiteral("    %1  %2\n").arg(formatBytes(a.distance), 12).arg(ms(a.seconds), 12);
    out += QStringLiteral("  ") + Text::tr("A request continuing the one before") + u'\n';
    for (const auto& r : p.requests)
        out += QStringLiteral("    %1  %2\n").arg(formatBytes(r.bytes), 12).arg(ms(r.seconds), 12);
    if (!p.pausedRequests.empty()) {
        out += QStringLiteral("  ") + Text::tr("The same after a pause of 0.1 ms (a file's first read)") + u'\n';
        for (const auto& r : p.pausedRequests)
            out += QStringLiteral("    %1  %2\n").arg(formatBytes(r.bytes), 12).arg(ms(r.seconds), 12);
    }
    for (std::size_t i = 0; i < p.queueDepth.size(); ++i) {
        const DeviceProfile::Depth& d = p.queueDepth[i];
        if (i == 0 || d.bytes != p.queueDepth[i - 1].bytes)
            out += QStringLiteral("  ") + Text::tr("Random %1 reads against queue depth").arg(formatBytes(d.bytes))
                + u'\n';
        out += QStringLiteral("    %1  %2  %3\n")
                   .arg(Text::tr("depth %1").arg(d.depth), 12)
                   .arg(Text::tr("%1 reads/s").arg(l.toString(d.readsPerSecond, 'f', 0)), 16)
                   .arg(Text::tr("%1x").arg(l.toString(p.depthSpeedup(d.depth, d.bytes), 'f', 1)), 6);
    }
    if (p.streamingBytesPerSecond > 0)
        out += QStringLiteral("  ")
            + Text::tr("Streaming as read-ahead does (%1 requests, two windows in flight): %2 MB/s")
                  .arg(formatBytes(p.readRequestBytes()), l.toString(p.streamingBytesPerSecond / 1e6, 'f', 0))
            + u'\n';
    if (!p.sustained.empty())
        out += QStringLiteral("  ") + Text::tr("Sustained, after any burst (8 in flight)") + u'\n';
    for (const auto& r : p.sustained)
        out += QStringLiteral("    %1  %2  %3\n")
                   .arg(formatBytes(r.bytes), 12)
                   .arg(Text::tr("%1 reads/s").arg(l.toString(r.readsPerSecond, 'f', 0)), 16)
                   .arg(l.toString(r.readsPerSecond * double(r.bytes) / 1e6, 'f', 1) + QStringLiteral(" MB/s"), 12);
    if (p.reader.measured())
        out += QStringLiteral("  ")
            + Text::tr("The reader's CPU (a warm read): %1 a file, %2 a read call, %3 a MiB copied")
                  .arg(us(p.reader.fileSeconds), us(p.reader.readSeconds), ms(p.reader.byteSeconds * 1024 * 1024))
            + u'\n';
    for (const QString& why : p.unsteady)
        out += QStringLiteral("  ") + Text::tr("Unsteady: %1").arg(why) + u'\n';
    return out;
}

// One device measured on a background thread, its progress on a terminal's stderr line.
Result<DeviceProfile> measure(const CalibrationTarget& target, const CalibrationOptions& options, bool showProgress)
{
    auto profile = runInBackground([&](const JobContext& context) {
        return calibrate(target, options, context.stopToken(), [&](const CalibrationProgress& p) {
            if (!showProgress)
                return;
            const QString line = Text::tr("Measuring %1: %2, %3 %")
                                     .arg(target.node, calibrationPhaseName(p.phase))
                                     .arg(int(p.fraction * 100));
            context.progress([line] { std::fprintf(stderr, "\r\033[K%s", qPrintable(line)); });
        });
    });
    if (showProgress)
        std::fprintf(stderr, "\r\033[K");
    return profile;
}

} // namespace

Result<CalibrateArgs> parseCalibrateArgs(const QStringList& args, QString* helpText)
{
    QCommandLineParser parser;
    const QCommandLineOption help(
        QStringList{QStringLiteral("h"), QStringLiteral("help")}, Text::tr("Show this help."));
    const QCommandLineOption thorough(
        QStringLiteral("thorough"), Text::tr("Measure for about a minute instead of about 10 seconds."));
    const QCommandLineOption format(QStringLiteral("format"),
        Text::tr("text, or json (a calibration document: its profiles, each what --disk FILE takes)."),
        QStringLiteral("text|json"), QStringLiteral("text"));
    const QCommandLineOption noSave(
        QStringLiteral("no-save"), Text::tr("Print the profile but do not keep it for the cost of layouts."));
    const QList<QCommandLineOption> options{help, thorough, format, noSave};
    if (auto ok = parseOptions(parser, options, QStringLiteral("fragscope calibrate"), args); !ok)
        return std::unexpected(ok.error());
    CalibrateArgs a;
    if (parser.isSet(help)) {
        a.help = true;
        if (helpText)
            *helpText = subcommandHelp(QLatin1StringView("calibrate"),
                Text::tr("Measures the disk under the path by reading it, never writing: the sequential rate across "
                         "the disk, access time against distance, the cost of a request, the gain of a queue and the "
                         "rates it sustains after any burst (a disk that caps its reads, as cloud volumes do); and "
                         "what a program reading files costs the CPU, by reading the disk's first 64 MiB again from "
                         "the page cache. The profile is saved per disk and used from then on for every read time "
                         "fragscope predicts there. A btrfs on several devices has each of them measured in turn, "
                         "and a read there is priced on each device's own. Reading a disk's device needs root, or "
                         "udisks2 to open it."),
                options,
                {{QStringLiteral("DEVICE|MOUNT|FILE"),
                    Text::tr("The disk to measure: a block device, or the one under a mount point or file. Default: "
                             "the current folder's.")}});
        return a;
    }
    const QString fmt = parser.value(format);
    if (fmt != QLatin1String("text") && fmt != QLatin1String("json"))
        return failure(Text::tr("--format is text or json, not '%1'").arg(fmt));
    if (parser.positionalArguments().size() > 1)
        return failure(Text::tr("one DEVICE, MOUNT or FILE, not %1").arg(parser.positionalArguments().size()));
    a.path = parser.positionalArguments().value(0, a.path);
    a.thorough = parser.isSet(thorough);
    a.json = fmt == QLatin1String("json");
    a.save = !parser.isSet(noSave);
    return a;
}

int runCalibrateCommand(const QStringList& args)
{
    const QString command = QStringLiteral("fragscope calibrate");
    QString helpText;
    const auto parsed = parseCalibrateArgs(args, &helpText);
    if (const auto done = usageOrHelp(parsed, command, helpText))
        return *done;
    const CalibrateArgs& a = *parsed;
    auto targets = calibrationTargets(a.path, openThroughUDisks);
    if (!targets) {
        printErr(command + QStringLiteral(": ") + targets.error().message());
        return 1;
    }
    const InterruptGuard guard;
    const bool showProgress = ::isatty(STDERR_FILENO) != 0;
    const CalibrationOptions measuring{.thorough = a.thorough, .refused = openThroughUDisks};
    QJsonArray profiles;
    for (const CalibrationTarget& target : *targets) {
        if (!target.warning.isEmpty())
            printErr(command + QStringLiteral(": ") + Text::tr("warning: %1").arg(target.warning));
        auto profile = measure(target, measuring, showProgress);
        if (!profile) {
            printErr(command + QStringLiteral(": ") + profile.error().message());
            return 1;
        }
        if (a.json)
            profiles.append(profileToJson(*profile));
        else
            printOut(profileText(*profile));
        std::fflush(stdout);
        if (!a.save)
            continue;
        if (auto saved = saveProfile(*profile); !saved) {
            printErr(command + QStringLiteral(": ") + saved.error().message());
            return 1;
        }
        printErr(Text::tr("Saved as %1/%2.json: the read times of files on %3 use it from now on.")
                     .arg(profileDirectory(), profile->key, profile->device));
    }
    if (a.json) {
        // A profile a device (a btrfs on several has several); with one, the file is what --disk takes.
        const QByteArray out
            = QJsonDocument(document(documents::kCalibration, {{QStringLiteral("profiles"), profiles}})).toJson();
        std::fwrite(out.constData(), 1, std::size_t(out.size()), stdout);
        std::fflush(stdout);
    }
    return 0;
}

} // namespace fragscope
