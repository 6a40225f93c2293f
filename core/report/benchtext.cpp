// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/benchtext.h"

#include "bench/results/benchcontext.h"
#include "bench/results/suspects.h"

#include "bench/jobs/jobfile.h"
#include "bench/jobs/jobvalues.h"

#include "util/error.h"
#include "util/units.h"
#include "util/version.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchText)
};

QString number(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

// `published`: another tool's figures, which are rates only: no byte count or runtime of ours to show.
QString directionText(const QString& label, const DirectionStats& d, bool published = false)
{
    QStringList figures;
    if (d.hasIops())
        figures << QStringLiteral("IOPS=%1").arg(formatIops(d.iops()));
    if (d.ioBytes > 0 || !published)
        figures << QStringLiteral("BW=%1").arg(formatBandwidth(d.bandwidth()));
    if (!published)
        figures << QStringLiteral("%1 in %2 s").arg(formatBytes(d.ioBytes), number(double(d.runtimeUs) / 1e6, 2));
    QString out = QStringLiteral("    %1: %2\n").arg(label, figures.join(QStringLiteral(", ")));
    const LatencyStats& c = d.clat;
    const auto moments = [&out](const char* name, const LatencyStats& l) {
        out += QStringLiteral("      %1: min=%2, max=%3, mean=%4, stddev=%5\n")
                   .arg(QLatin1String(name), formatLatency(double(l.minNs)), formatLatency(double(l.maxNs)),
                       formatLatency(l.meanNs), formatLatency(l.stddevNs));
    };
    if (d.slat.samples > 0) // as fio: submission, completion and total latency of asynchronous engines
        moments("slat", d.slat);
    if (c.samples > 0 && c.maxNs == 0 && c.meanNs > 0) { // only a mean was published (CrystalDiskMark)
        out += QStringLiteral("      %1\n").arg(Text::tr("mean latency: %1").arg(formatLatency(c.meanNs)));
    } else if (c.samples > 0 && (c.maxNs > 0 || c.meanNs > 0)) {
        moments("clat", c);
        if (d.lat.samples > 0)
            moments(" lat", d.lat);
    } else if (c.maxNs > 0) {
        out += QStringLiteral("      %1\n").arg(Text::tr("worst latency: %1").arg(formatLatency(double(c.maxNs))));
    }
    if (!c.percentiles.empty()) {
        QStringList parts;
        for (const auto& [p, ns] : c.percentiles) {
            if (p == 1 || p == 10 || p == 50 || p == 90 || p == 99 || p == 99.9 || p == 99.99)
                parts << QStringLiteral("p%1=%2").arg(p).arg(formatLatency(double(ns)));
        }
        out += QStringLiteral("      %1\n").arg(parts.join(QLatin1Char(' ')));
    }
    return out;
}

QString spreadText(const QString& label, const Spread& s, const std::function<QString(double)>& format)
{
    return QStringLiteral("    %1\n")
        .arg(Text::tr("%1: median %2 (min %3, max %4, mean %5, stddev %6)")
                 .arg(label, format(s.median), format(s.min), format(s.max), format(s.mean), format(s.stddev)));
}

} // namespace

QString formatBandwidth(double bytesPerSecond)
{
    const double mib = toMiBps(bytesPerSecond);
    const double mb = toMBps(bytesPerSecond);
    return QStringLiteral("%1 MiB/s (%2 MB/s)").arg(number(mib, mib < 10 ? 2 : 1), number(mb, mb < 10 ? 2 : 1));
}

QString formatIops(double iops)
{
    return number(iops, iops < 1000 ? 1 : 0);
}

QString formatLatency(double ns)
{
    if (ns < 1000)
        return QStringLiteral("%1 ns").arg(number(ns, 0));
    if (ns < 1e6)
        return QStringLiteral("%1 us").arg(number(ns / 1e3, ns < 1e4 ? 2 : 1));
    if (ns < 1e9)
        return QStringLiteral("%1 ms").arg(number(ns / 1e6, ns < 1e7 ? 2 : 1));
    return QStringLiteral("%1 s").arg(number(ns / 1e9, 2));
}

namespace {

// Where and how it ran: the file system and device, the hosts, how the cache was emptied.
QString contextText(const BenchResult& result)
{
    const BenchContext& c = result.context;
    const QString title = result.title.isEmpty() ? result.origin : result.title;
    QString out
        = c.time.isValid() ? QStringLiteral("%1 — %2\n").arg(title, c.time.toString(Qt::ISODate)) : title + u'\n';
    if (result.hosts.size() > 1)
        out += QStringLiteral("  %1\n").arg(Text::tr(
            "on %n host(s) through fio's client/server; the jobs below are their sum", "", int(result.hosts.size())));
    const std::vector<ContextFact> facts = contextFacts(result);
    qsizetype width = 0;
    for (const ContextFact& f : facts)
        width = std::max(width, f.label.size());
    for (const ContextFact& f : facts)
        out += QStringLiteral("  %1  %2\n").arg(f.label + u':', -int(width + 1)).arg(f.value);
    for (const TemperatureSpan& t : temperaturesToSay(result))
        out += QStringLiteral("  %1  %2\n")
                   .arg(Text::tr("temperature") + u':', -int(width + 1))
                   .arg(temperatureText(t));
    return out;
}

// A job's line: another tool's test, a command's, or the job's options as fio's job file has them.
QString jobLine(const JobSpec& job)
{
    if (!job.foreignTest.isEmpty())
        return QStringLiteral("%1: %2\n").arg(job.name, job.foreignTest);
    if (!job.command.isEmpty())
        return Text::tr("command: %1 (%n instance(s); bytes that reached the storage layer)\n", "", job.numjobs)
            .arg(job.command);
    QString sizes; // as the job file has it: bs=, bsrange= or bssplit=
    for (const auto& [option, value] : jobOptions(job)) {
        if (option == QLatin1String("bs") || option == QLatin1String("bsrange") || option == QLatin1String("bssplit"))
            sizes = option + u'=' + value;
    }
    return QStringLiteral("%1: rw=%2, %3, ioengine=%4, iodepth=%5, numjobs=%6, direct=%7\n")
        .arg(job.name, rwModeName(job.rw), sizes, ioEngineName(job.ioengine))
        .arg(job.iodepth)
        .arg(job.numjobs)
        .arg(int(job.direct));
}

QString line(const QString& text)
{
    return QStringLiteral("    %1\n").arg(text);
}

// What a run did besides its rates: CPU, verification, errors gone past, priorities, the latency
// target's depth, the steady state.
QString runNotes(const JobSpec& job, const JobRun& run, bool published)
{
    QString out;
    if (published && run.usrCpu > 0) // bonnie++: one figure of CPU use
        out += line(Text::tr("cpu: %1 %").arg(number(run.usrCpu, 1)));
    else if (!published)
        out += line(Text::tr("cpu: usr=%1 %, sys=%2 %, syncs=%3")
                        .arg(number(run.usrCpu, 1), number(run.sysCpu, 1))
                        .arg(run.syncs));
    if (run.verifiedBytes || run.verifyFailures)
        out += line(Text::tr("verify: %1 MiB read back and checked, %2 failed")
                        .arg(number(double(run.verifiedBytes) / double(1 << 20), 1))
                        .arg(run.verifyFailures));
    if (run.errors) // fio's "total_err=N first_error=E/<text>"
        out += line(Text::tr("errors gone on after (continue_on_error): %1, the first %2 (%3)")
                        .arg(run.errors)
                        .arg(run.firstError)
                        .arg(errnoText(run.firstError)));
    if (run.prioIos)
        out += line(Text::tr("cmdprio: %1 requests with priority class %2, level %3")
                        .arg(run.prioIos)
                        .arg(job.cmdprioClass[job.reads() ? 0 : 1])
                        .arg(job.cmdprio[job.reads() ? 0 : 1]));
    if (run.latencyDepth)
        out += line(Text::tr("latency target %1 us (%2 % of I/Os): queue depth %3 keeps to it")
                        .arg(job.latencyTargetUs)
                        .arg(job.latencyPercentile)
                        .arg(run.latencyDepth));
    const QString seconds = QString::number(double(run.runtimeUs) / 1e6, 'f', 0);
    if (run.steadyState > 0)
        out += line(Text::tr("steady state reached after %1 s (ss=%2), stopped there")
                        .arg(seconds, steadyStateText(job.steadyState)));
    else if (run.steadyState < 0)
        out += line(
            Text::tr("steady state not reached in %1 s (ss=%2)").arg(seconds, steadyStateText(job.steadyState)));
    return out;
}

QString runText(const JobSpec& job, const JobRun& run, bool repeated)
{
    QString out;
    if (repeated)
        out += QStringLiteral("  %1%2\n")
                   .arg(Text::tr("repetition %1").arg(run.repetition + 1),
                       run.cancelled ? QStringLiteral(" (") + Text::tr("cancelled") + QLatin1Char(')') : QString());
    else if (run.cancelled)
        out += QStringLiteral("  (%1)\n").arg(Text::tr("cancelled"));
    const bool published = !job.foreignTest.isEmpty();
    if (run.read.present())
        out += directionText(Text::tr("read"), run.read, published);
    if (run.write.present())
        out += directionText(Text::tr("write"), run.write, published);
    return out + runNotes(job, run, published);
}

// Over a job's repetitions: the spread of its bandwidth and IOPS in each direction.
QString repetitionsText(const std::vector<const JobRun*>& runs)
{
    QString out = QStringLiteral("  %1\n").arg(Text::tr("over %n repetitions", "", int(runs.size())));
    for (bool write : {false, true}) {
        std::vector<double> bw, iops;
        for (const JobRun* run : runs) {
            const DirectionStats& d = write ? run->write : run->read;
            if (d.present()) {
                bw.push_back(d.bandwidth());
                iops.push_back(d.iops());
            }
        }
        if (bw.empty())
            continue;
        const QString name = write ? Text::tr("write") : Text::tr("read");
        out += spreadText(
            Text::tr("%1 bandwidth").arg(name), spreadOf(bw), [](double v) { return formatBandwidth(v); });
        out += spreadText(Text::tr("%1 IOPS").arg(name), spreadOf(iops), [](double v) { return number(v, 0); });
    }
    return out;
}

QString directionsText(const JobRun& run)
{
    QString out;
    if (run.read.present())
        out += directionText(Text::tr("read"), run.read);
    if (run.write.present())
        out += directionText(Text::tr("write"), run.write);
    return out;
}

QString disksText(const std::vector<DiskUtil>& disks, const QString& indent)
{
    QString text;
    for (const DiskUtil& d : disks) {
        text += indent
            + Text::tr("disk %1: %2 % busy, %3 reads, %4 writes")
                  .arg(d.name)
                  .arg(d.utilPercent, 0, 'f', 1)
                  .arg(d.readIos)
                  .arg(d.writeIos)
            + u'\n';
    }
    return text;
}

// On several hosts the jobs are their sum; each host on its own.
QString hostText(const HostResult& h)
{
    const QStringList about
        = QStringList{h.hostname, h.fioVersion, h.os}.filter(QRegularExpression(QStringLiteral(".")));
    QString out = Text::tr("host %1").arg(h.label())
        + (about.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(about.join(QStringLiteral(", ")))) + u'\n';
    if (!h.error.isEmpty())
        out += line(Text::tr("failed: %1").arg(h.error));
    for (const JobRun& run : h.runs)
        out += QStringLiteral("  %1\n").arg(run.job) + directionsText(run);
    return out + disksText(h.disks, QStringLiteral("  "));
}

} // namespace

QString benchText(const BenchResult& result)
{
    QString out = contextText(result);
    // When to doubt it, before its figures.
    const std::vector<Suspect> doubts = suspects(result);
    if (!doubts.empty())
        out += Text::tr("To doubt (%n):\n", "", int(doubts.size()));
    for (const Suspect& d : doubts)
        out += QStringLiteral("  ? %1\n").arg(d.job.isEmpty() ? d.reason : d.job + QStringLiteral(": ") + d.reason);
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        const JobSpec& job = result.jobs[j];
        const auto runs = result.runsOf(int(j));
        out += jobLine(job);
        for (const JobRun* run : runs)
            out += runText(job, *run, runs.size() > 1);
        if (runs.size() > 1)
            out += repetitionsText(runs);
    }
    // Jobs that ran at the same time, summed (fio's group reporting across job sections).
    for (const JobRun& g : groupRuns(result)) {
        out += QStringLiteral("%1, %2\n")
                   .arg(Text::tr("group %1 (jobs that ran at the same time)").arg(-1 - g.jobIndex),
                       Text::tr("repetition %1").arg(g.repetition + 1));
        out += directionsText(g);
    }
    out += disksText(result.disks, QString());
    for (const HostResult& h : result.hosts)
        out += hostText(h);
    for (const BenchWarning& w : result.warnings)
        out += QStringLiteral("! %1\n").arg(w.job.isEmpty() ? w.text : w.job + QStringLiteral(": ") + w.text);
    if (result.cancelled)
        out += QStringLiteral("%1\n").arg(Text::tr("Cancelled: the figures above are partial."));
    if (!result.error.isEmpty())
        out += QStringLiteral("%1\n").arg(Text::tr("Stopped: %1").arg(result.error));
    return out;
}

} // namespace fragscope

namespace fragscope {
namespace {

// "SEQ1M Q8T1" (CrystalDiskMark's tests, as our preset and the importer name them) as
// CrystalDiskMark prints it, "  SEQ    1MiB (Q=  8, T= 1)"; any other row keeps its name.
QString diskMarkLabel(const QString& row)
{
    static const QRegularExpression test(QStringLiteral(R"(^(SEQ|RND)([0-9]+)([KM]) Q([0-9]+)T([0-9]+)$)"));
    const auto m = test.match(row);
    if (!m.hasMatch())
        return QStringLiteral("  %1").arg(row, -25);
    return QString::asprintf("  %s %4d%s (Q=%3d, T=%2d)", qPrintable(m.captured(1)), m.captured(2).toInt(),
        m.captured(3) == QLatin1String("M") ? "MiB" : "KiB", m.captured(4).toInt(), m.captured(5).toInt());
}

} // namespace

// Figures in the C locale and CrystalDiskMark's column widths: the text is pasted into forums beside
// CrystalDiskMark's and KDiskMark's, and read back by their importer (ours too).
namespace {

// The [Read] or [Write] section: a line per matrix row that has the figure.
QString diskMarkSection(const std::vector<MatrixRow>& rows, bool write)
{
    QString section;
    for (const MatrixRow& row : rows) {
        const double bandwidth = write ? row.writeBandwidth : row.readBandwidth;
        if (bandwidth < 0)
            continue;
        const double iops = write ? row.writeIops : row.readIops;
        const double latency = write ? row.writeLatencyNs : row.readLatencyNs;
        section += diskMarkLabel(row.label) + QString::asprintf(":%10.3f MB/s", toMBps(bandwidth));
        if (iops >= 0)
            section += QString::asprintf(" [%9.1f IOPS]", iops);
        if (iops >= 0 && latency >= 0)
            section += QString::asprintf(" < %8.2f us>", latency / 1e3);
        section += u'\n';
    }
    if (section.isEmpty())
        return {};
    return (write ? QStringLiteral("\n[Write]\n") : QStringLiteral("\n[Read]\n")) + section;
}

// The profile, the test, the date, the OS and the target.
QString diskMarkFooter(const BenchResult& result)
{
    const BenchContext& c = result.context;
    const auto runs = result.runs.size();
    std::uint64_t runtimeUs = 0;
    for (const JobRun& run : result.runs)
        runtimeUs = std::max({runtimeUs, run.read.runtimeUs, run.write.runtimeUs});
    QString out = QStringLiteral("\nProfile: %1\n").arg(result.title.isEmpty() ? result.origin : result.title);
    if (runs > 0 && !result.jobs.empty())
        out += QStringLiteral("   Test: %1 job(s), %2 run(s) [Measure: %3 sec]\n")
                   .arg(result.jobs.size())
                   .arg(runs)
                   .arg(std::max<std::uint64_t>(1, (runtimeUs + 500'000) / 1'000'000));
    if (c.time.isValid())
        out += QStringLiteral("   Date: %1\n").arg(c.time.toString(QStringLiteral("yyyy/MM/dd HH:mm:ss")));
    if (!c.kernel.isEmpty())
        out += QStringLiteral("     OS: Linux %1\n").arg(c.kernel);
    if (c.fsKnown)
        out += QStringLiteral(" Target: %1 on %2 (%3)\n")
                   .arg(c.fs.mountPoint, c.fs.typeName, c.fs.device.model.isEmpty() ? c.fs.source : c.fs.device.model);
    return out;
}

} // namespace

QString diskMarkText(const BenchResult& result)
{
    const QString rule(78, u'-');
    const BenchContext& c = result.context;
    QString out = rule + u'\n';
    if (c.tool.compare(QLatin1String("fragscope"), Qt::CaseInsensitive) == 0)
        out += QStringLiteral("Fragscope %1\n").arg(c.toolVersion.isEmpty() ? versionText() : c.toolVersion);
    else
        out += QStringLiteral("%1 (Fragscope %2)\n").arg(result.origin, versionText());
    out += rule + u'\n';
    out += QStringLiteral("* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]\n"
                          "* KB = 1000 bytes, KiB = 1024 bytes\n");
    const std::vector<MatrixRow> rows = benchMatrix(result);
    return out + diskMarkSection(rows, false) + diskMarkSection(rows, true) + diskMarkFooter(result);
}

} // namespace fragscope
