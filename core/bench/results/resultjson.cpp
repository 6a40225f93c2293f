// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/results/resultjson.h"

#include "bench/results/benchcontext.h"
#include "bench/results/latencytimeline.h"
#include "bench/results/suspects.h"

#include "bench/jobs/jobfile.h"
#include "fs/fsjson.h"
#include "util/documents.h"
#include "util/json.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

#include <cmath>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchJson)
};

QString percentileKey(double p)
{
    return QString::asprintf("%f", p);
}

QJsonObject latencyJson(const LatencyStats& s, bool withPercentiles)
{
    QJsonObject o{{QStringLiteral("min"), jsonNumber(s.minNs)}, {QStringLiteral("max"), jsonNumber(s.maxNs)},
        {QStringLiteral("mean"), s.meanNs}, {QStringLiteral("stddev"), s.stddevNs},
        {QStringLiteral("N"), jsonNumber(s.samples)}};
    if (withPercentiles && !s.percentiles.empty()) {
        QJsonObject p;
        for (const auto& [percent, ns] : s.percentiles)
            p.insert(percentileKey(percent), jsonNumber(ns));
        o.insert(QStringLiteral("percentile"), p);
    }
    return o;
}

LatencyStats latencyFromJson(const QJsonObject& o)
{
    LatencyStats s;
    s.minNs = std::uint64_t(o.value(QLatin1String("min")).toDouble());
    s.maxNs = std::uint64_t(o.value(QLatin1String("max")).toDouble());
    s.meanNs = o.value(QLatin1String("mean")).toDouble();
    s.stddevNs = o.value(QLatin1String("stddev")).toDouble();
    s.samples = std::uint64_t(o.value(QLatin1String("N")).toDouble());
    const QJsonObject p = o.value(QLatin1String("percentile")).toObject();
    for (auto it = p.begin(); it != p.end(); ++it)
        s.percentiles.emplace_back(it.key().toDouble(), std::uint64_t(it.value().toDouble()));
    std::sort(s.percentiles.begin(), s.percentiles.end());
    return s;
}

// json+'s bins: each bucket's value (its middle, ns) and count; only buckets with samples, and none
// at all for a direction without any (as fio: its own fio_jsonplus_clat2csv expects that).
QJsonObject withBins(QJsonObject latency, const LatencyHistogram& histogram)
{
    QJsonObject bins;
    const auto counts = histogram.counts();
    for (std::size_t i = 0; i < counts.size(); ++i) {
        if (counts[i])
            bins.insert(QString::number(latencybuckets::middle(i)), jsonNumber(counts[i]));
    }
    latency.insert(QStringLiteral("bins"), bins);
    return latency;
}

QJsonObject fioDirection(const DirectionStats& d, bool bins = false)
{
    const double runtimeMs = double(d.runtimeUs) / 1000.0;
    return QJsonObject{
        {QStringLiteral("io_bytes"), jsonNumber(d.ioBytes)},
        {QStringLiteral("io_kbytes"), jsonNumber(d.ioBytes / 1024)},
        {QStringLiteral("bw_bytes"), jsonNumber(std::uint64_t(std::llround(d.bandwidth())))},
        {QStringLiteral("bw"), jsonNumber(std::uint64_t(std::llround(d.bandwidth() / 1024)))}, // KiB/s, as fio
        {QStringLiteral("iops"), d.iops()},
        {QStringLiteral("runtime"), jsonNumber(std::uint64_t(std::llround(runtimeMs)))},
        {QStringLiteral("total_ios"), jsonNumber(d.ios)},
        {QStringLiteral("short_ios"), 0},
        {QStringLiteral("drop_ios"), 0},
        {QStringLiteral("slat_ns"), latencyJson(d.slat, false)},
        {QStringLiteral("clat_ns"),
            bins && !d.histogram.empty() ? withBins(latencyJson(d.clat, true), d.histogram)
                                         : latencyJson(d.clat, true)},
        {QStringLiteral("lat_ns"), latencyJson(d.lat.samples ? d.lat : d.clat, false)},
    };
}

DirectionStats directionFromFio(const QJsonObject& o)
{
    DirectionStats d;
    d.ioBytes = std::uint64_t(o.value(QLatin1String("io_bytes")).toDouble());
    if (d.ioBytes == 0)
        d.ioBytes = std::uint64_t(o.value(QLatin1String("io_kbytes")).toDouble()) * 1024;
    d.ios = std::uint64_t(o.value(QLatin1String("total_ios")).toDouble());
    d.runtimeUs = o.contains(QLatin1String("runtime_us"))
        ? jsonU64(o.value(QLatin1String("runtime_us")))
        : std::uint64_t(o.value(QLatin1String("runtime")).toDouble() * 1000);
    d.printedIops = o.value(QLatin1String("printed_iops")).toDouble();
    // fio 2.x names it clat (microseconds); 3.x clat_ns.
    if (o.contains(QLatin1String("clat_ns"))) {
        const QJsonObject clat = o.value(QLatin1String("clat_ns")).toObject();
        d.clat = latencyFromJson(clat);
        // json+ (ours or fio's): the buckets themselves, so results merge exactly.
        const QJsonObject bins = clat.value(QLatin1String("bins")).toObject();
        for (auto it = bins.begin(); it != bins.end(); ++it)
            d.histogram.add(it.key().toULongLong(), jsonU64(it.value()));
    } else if (o.contains(QLatin1String("clat"))) {
        LatencyStats us = latencyFromJson(o.value(QLatin1String("clat")).toObject());
        us.minNs *= 1000;
        us.maxNs *= 1000;
        us.meanNs *= 1000;
        us.stddevNs *= 1000;
        for (auto& [p, v] : us.percentiles)
            v *= 1000;
        d.clat = us;
    }
    if (d.clat.samples == 0)
        d.clat.samples = d.ios;
    // fio 3 (and ours): submission latency, and total latency where it differs from completion.
    d.slat = latencyFromJson(o.value(QLatin1String("slat_ns")).toObject());
    d.slat.percentiles.clear();
    if (d.slat.samples) {
        d.lat = latencyFromJson(o.value(QLatin1String("lat_ns")).toObject());
        d.lat.percentiles.clear();
    }
    return d;
}

QJsonObject fioJobOptions(const JobSpec& job)
{
    QJsonObject o; // the same option lines a .fio file would carry
    if (!job.foreignTest.isEmpty())
        return o; // not a fio job: no options to invent
    for (const auto& [name, value] : jobOptions(job))
        o.insert(name, value);
    return o;
}

QJsonObject fioJob(const JobSpec& job, const JobRun& run, int groupId, bool bins)
{
    const double runtime = double(run.runtimeUs) / 1000.0;
    QJsonObject o{
        {QStringLiteral("jobname"), job.name},
        {QStringLiteral("groupid"), groupId},
        {QStringLiteral("error"), 0},
        {QStringLiteral("job options"), fioJobOptions(job)},
        {QStringLiteral("read"), fioDirection(run.read, bins)},
        {QStringLiteral("write"), fioDirection(run.write, bins)},
        {QStringLiteral("trim"), fioDirection(DirectionStats{})},
        {QStringLiteral("sync"), QJsonObject{{QStringLiteral("total_ios"), jsonNumber(run.syncs)}}},
        {QStringLiteral("job_runtime"), jsonNumber(std::uint64_t(std::llround(runtime)))},
        {QStringLiteral("usr_cpu"), run.usrCpu},
        {QStringLiteral("sys_cpu"), run.sysCpu},
        // fio's latency_target fields: the depth found (the job's iodepth when none was searched).
        {QStringLiteral("latency_depth"), run.latencyDepth ? run.latencyDepth : job.iodepth},
        {QStringLiteral("latency_target"), jsonNumber(job.latencyTargetUs * 1000)},
        {QStringLiteral("latency_percentile"), job.latencyPercentile},
        {QStringLiteral("latency_window"), jsonNumber(job.latencyWindowUs)},
        {QStringLiteral("fragscope_repetition"), run.repetition},
        {QStringLiteral("fragscope_cancelled"), run.cancelled},
    };
    if (job.continueOnError != JobSpec{}.continueOnError) { // as fio: with continue_on_error only
        o.insert(QStringLiteral("total_err"), jsonNumber(run.errors));
        o.insert(QStringLiteral("first_error"), run.firstError);
    }
    return o;
}

QJsonObject directionJson(const DirectionStats& d)
{
    QJsonObject o = fioDirection(d);
    o.insert(QStringLiteral("bw_mb_s"), toMBps(d.bandwidth()));
    o.insert(QStringLiteral("bw_mib_s"), toMiBps(d.bandwidth()));
    // fio's runtime is whole milliseconds; ours keeps the microseconds, so that a saved result
    // reopens with the IOPS and bandwidth it was saved with.
    o.insert(QStringLiteral("runtime_us"), jsonNumber(d.runtimeUs));
    if (d.ios == 0 && d.printedIops > 0) // imported without a count: the IOPS as printed
        o.insert(QStringLiteral("printed_iops"), d.printedIops);
    return o;
}

// fio's "disk_util" entries, in fio's names.
QJsonArray disksJson(const std::vector<DiskUtil>& disks)
{
    QJsonArray out;
    for (const DiskUtil& d : disks) {
        out.append(QJsonObject{{QStringLiteral("name"), d.name}, {QStringLiteral("read_ios"), double(d.readIos)},
            {QStringLiteral("write_ios"), double(d.writeIos)}, {QStringLiteral("util"), d.utilPercent}});
    }
    return out;
}

std::vector<DiskUtil> disksFromJson(const QJsonArray& array)
{
    std::vector<DiskUtil> out;
    for (const QJsonValue& v : array) {
        const QJsonObject o = v.toObject();
        out.push_back(DiskUtil{o.value(QLatin1String("name")).toString(),
            std::uint64_t(o.value(QLatin1String("read_ios")).toDouble()),
            std::uint64_t(o.value(QLatin1String("write_ios")).toDouble()), o.value(QLatin1String("util")).toDouble()});
    }
    return out;
}

QJsonObject runJson(const JobRun& run)
{
    QJsonObject o{{QStringLiteral("job"), run.job}, {QStringLiteral("job_index"), run.jobIndex},
        {QStringLiteral("repetition"), run.repetition}, {QStringLiteral("read"), directionJson(run.read)},
        {QStringLiteral("write"), directionJson(run.write)}, {QStringLiteral("runtime_us"), jsonNumber(run.runtimeUs)},
        {QStringLiteral("usr_cpu"), run.usrCpu}, {QStringLiteral("sys_cpu"), run.sysCpu},
        {QStringLiteral("syncs"), jsonNumber(run.syncs)}, {QStringLiteral("cancelled"), run.cancelled}};
    if (run.latencyDepth)
        o.insert(QStringLiteral("latency_depth"), run.latencyDepth);
    if (run.prioIos)
        o.insert(QStringLiteral("prio_ios"), jsonNumber(run.prioIos));
    if (run.errors) {
        o.insert(QStringLiteral("errors"), jsonNumber(run.errors));
        o.insert(QStringLiteral("first_error"), run.firstError);
    }
    if (run.steadyState != 0) // ss=: reached (1) or not (-1)
        o.insert(QStringLiteral("steady_state"), run.steadyState);
    if (run.verifiedBytes || run.verifyFailures) {
        o.insert(QStringLiteral("verified_bytes"), jsonNumber(run.verifiedBytes));
        o.insert(QStringLiteral("verify_failures"), jsonNumber(run.verifyFailures));
    }
    if (!run.clones.empty()) {
        QJsonArray clones;
        for (const JobRun& c : run.clones)
            clones.append(runJson(c));
        o.insert(QStringLiteral("clones"), clones);
    }
    return o;
}

JobRun runFromJson(const QJsonObject& o)
{
    JobRun r;
    r.job = o.value(QLatin1String("job")).toString();
    r.jobIndex = o.value(QLatin1String("job_index")).toInt();
    r.repetition = o.value(QLatin1String("repetition")).toInt();
    r.read = directionFromFio(o.value(QLatin1String("read")).toObject());
    r.write = directionFromFio(o.value(QLatin1String("write")).toObject());
    r.runtimeUs = std::uint64_t(o.value(QLatin1String("runtime_us")).toDouble());
    r.usrCpu = o.value(QLatin1String("usr_cpu")).toDouble();
    r.sysCpu = o.value(QLatin1String("sys_cpu")).toDouble();
    r.syncs = std::uint64_t(o.value(QLatin1String("syncs")).toDouble());
    r.cancelled = o.value(QLatin1String("cancelled")).toBool();
    r.steadyState = o.value(QLatin1String("steady_state")).toInt();
    r.latencyDepth = o.value(QLatin1String("latency_depth")).toInt();
    r.prioIos = std::uint64_t(o.value(QLatin1String("prio_ios")).toDouble());
    r.errors = std::uint64_t(o.value(QLatin1String("errors")).toDouble());
    r.firstError = o.value(QLatin1String("first_error")).toInt();
    r.verifiedBytes = std::uint64_t(o.value(QLatin1String("verified_bytes")).toDouble());
    r.verifyFailures = std::uint64_t(o.value(QLatin1String("verify_failures")).toDouble());
    for (const QJsonValue& c : o.value(QLatin1String("clones")).toArray())
        r.clones.push_back(runFromJson(c.toObject()));
    return r;
}

// A job spec from fio's "job options", which hold only what the job file set.
JobSpec jobFromOptions(const QString& name, const QJsonObject& options)
{
    JobSpec job;
    job.name = name;
    int kbBase = 1024;
    for (auto it = options.begin(); it != options.end(); ++it)
        (void)setJobOption(job, it.key(), it.value().toString(), true, &kbBase); // keep what we know
    return job;
}

Result<BenchResult> fromFioJson(const QJsonObject& object, const QString& path)
{
    BenchResult result;
    result.title = QFileInfo(path).fileName();
    result.origin
        = object.value(QLatin1String("fio version")).toString().replace(QLatin1String("fio-"), QLatin1String("fio "));
    result.context.tool = QStringLiteral("fio");
    result.context.toolVersion = result.origin.section(QLatin1Char(' '), 1);
    result.context.time = QDateTime::fromSecsSinceEpoch(qint64(object.value(QLatin1String("timestamp")).toDouble()));
    const QJsonArray jobs = object.value(QLatin1String("jobs")).toArray();
    if (jobs.isEmpty())
        return std::unexpected(Error{path, Text::tr("fio JSON without jobs[]")});
    result.disks = disksFromJson(object.value(QLatin1String("disk_util")).toArray());
    for (const QJsonValue& value : jobs) {
        const QJsonObject j = value.toObject();
        const QString name = j.value(QLatin1String("jobname")).toString();
        const int repetition = j.value(QLatin1String("fragscope_repetition")).toInt();
        JobRun clone;
        clone.job = name;
        clone.repetition = repetition;
        clone.read = directionFromFio(j.value(QLatin1String("read")).toObject());
        clone.write = directionFromFio(j.value(QLatin1String("write")).toObject());
        clone.runtimeUs = std::uint64_t(j.value(QLatin1String("job_runtime")).toDouble() * 1000);
        if (clone.runtimeUs == 0)
            clone.runtimeUs = std::max(clone.read.runtimeUs, clone.write.runtimeUs);
        clone.usrCpu = j.value(QLatin1String("usr_cpu")).toDouble();
        clone.sysCpu = j.value(QLatin1String("sys_cpu")).toDouble();
        clone.syncs
            = std::uint64_t(j.value(QLatin1String("sync")).toObject().value(QLatin1String("total_ios")).toDouble());
        clone.cancelled = j.value(QLatin1String("fragscope_cancelled")).toBool();
        clone.errors = std::uint64_t(j.value(QLatin1String("total_err")).toDouble());
        clone.firstError = j.value(QLatin1String("first_error")).toInt();
        // ss=: fio says whether the job reached its steady state ("attained", 1 or 0).
        if (const QJsonValue ss = j.value(QLatin1String("steadystate")); ss.isObject())
            clone.steadyState = ss.toObject().value(QLatin1String("attained")).toInt() ? 1 : -1;
        // Entries with the same name and repetition are clones of one job (numjobs without
        // group_reporting).
        auto job
            = std::find_if(result.jobs.begin(), result.jobs.end(), [&](const JobSpec& s) { return s.name == name; });
        if (job == result.jobs.end()) {
            result.jobs.push_back(jobFromOptions(name, j.value(QLatin1String("job options")).toObject()));
            job = result.jobs.end() - 1;
        }
        clone.jobIndex = int(job - result.jobs.begin());
        auto run = std::find_if(result.runs.begin(), result.runs.end(),
            [&](const JobRun& r) { return r.jobIndex == clone.jobIndex && r.repetition == repetition; });
        if (run == result.runs.end()) {
            result.runs.push_back(clone);
            continue;
        }
        if (run->clones.empty())
            run->clones.push_back(*run);
        accumulate(*run, clone);
        run->clones.push_back(clone);
    }
    return result;
}

// The samples the live plot drew, one array per sample in the order of kSeriesFields.
constexpr const char* kSeriesFields[] = {"seconds", "job", "host", "read_bw_bytes", "write_bw_bytes", "read_iops",
    "write_iops", "p50_ns", "p99_ns", "mean_ns", "p999_ns"};

QJsonObject seriesJson(const std::vector<BenchSample>& series)
{
    QJsonArray fields;
    for (const char* f : kSeriesFields)
        fields.append(QLatin1String(f));
    QJsonArray samples;
    for (const BenchSample& s : series) {
        samples.append(QJsonArray{std::round(s.seconds * 1000) / 1000, s.jobIndex, s.host, std::round(s.readBandwidth),
            std::round(s.writeBandwidth), std::round(s.readIops * 10) / 10, std::round(s.writeIops * 10) / 10,
            jsonNumber(s.p50Ns), jsonNumber(s.p99Ns), std::round(s.meanNs), jsonNumber(s.p999Ns)});
    }
    return QJsonObject{{QStringLiteral("fields"), fields}, {QStringLiteral("samples"), samples}};
}

std::vector<BenchSample> seriesFromJson(const QJsonObject& o)
{
    std::vector<BenchSample> out;
    for (const QJsonValue& v : o.value(QLatin1String("samples")).toArray()) {
        const QJsonArray a = v.toArray();
        if (a.size() < 9) // the first nine fields, then any later ones
            continue;
        BenchSample s;
        s.seconds = a.at(0).toDouble();
        s.jobIndex = a.at(1).toInt();
        s.host = a.at(2).toInt();
        s.readBandwidth = a.at(3).toDouble();
        s.writeBandwidth = a.at(4).toDouble();
        s.readIops = a.at(5).toDouble();
        s.writeIops = a.at(6).toDouble();
        s.p50Ns = jsonU64(a.at(7));
        s.p99Ns = jsonU64(a.at(8));
        s.meanNs = a.at(9).toDouble();
        s.p999Ns = jsonU64(a.at(10)); // 0 where an older file has no such field
        out.push_back(s);
    }
    return out;
}

QJsonObject hostJson(const HostResult& h)
{
    QJsonArray runs;
    for (const JobRun& run : h.runs)
        runs.append(runJson(run));
    return QJsonObject{{QStringLiteral("host"), h.address}, {QStringLiteral("port"), h.port},
        {QStringLiteral("fio_version"), h.fioVersion}, {QStringLiteral("hostname"), h.hostname},
        {QStringLiteral("os"), h.os},
        {QStringLiteral("result"),
            QJsonObject{{QStringLiteral("runs"), runs}, {QStringLiteral("disk_util"), disksJson(h.disks)}}},
        {QStringLiteral("error"), h.error.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(h.error)}};
}

HostResult hostFromJson(const QJsonObject& o)
{
    HostResult h;
    h.address = o.value(QLatin1String("host")).toString();
    h.port = o.value(QLatin1String("port")).toInt();
    h.fioVersion = o.value(QLatin1String("fio_version")).toString();
    h.hostname = o.value(QLatin1String("hostname")).toString();
    h.os = o.value(QLatin1String("os")).toString();
    h.error = o.value(QLatin1String("error")).toString();
    const QJsonObject r = o.value(QLatin1String("result")).toObject();
    for (const QJsonValue& v : r.value(QLatin1String("runs")).toArray())
        h.runs.push_back(runFromJson(v.toObject()));
    h.disks = disksFromJson(r.value(QLatin1String("disk_util")).toArray());
    return h;
}

// Every host's rates added: what the machines did together.
QJsonObject totalJson(const std::vector<HostResult>& hosts)
{
    double rate[2] = {0, 0};
    double iops[2] = {0, 0};
    for (const HostResult& h : hosts) {
        for (const JobRun& run : h.runs) {
            rate[0] += run.read.bandwidth();
            rate[1] += run.write.bandwidth();
            iops[0] += run.read.iops();
            iops[1] += run.write.iops();
        }
    }
    return QJsonObject{{QStringLiteral("read_bw_bytes"), std::round(rate[0])},
        {QStringLiteral("write_bw_bytes"), std::round(rate[1])}, {QStringLiteral("read_iops"), iops[0]},
        {QStringLiteral("write_iops"), iops[1]}};
}

} // namespace

QJsonObject toJson(const BenchResult& result)
{
    QJsonArray jobs;
    for (const JobSpec& job : result.jobs) {
        QJsonObject j{{QStringLiteral("name"), job.name}, {QStringLiteral("options"), fioJobOptions(job)}};
        if (!job.foreignTest.isEmpty())
            j.insert(QStringLiteral("test"), job.foreignTest);
        if (!job.command.isEmpty())
            j.insert(QStringLiteral("command"), job.command); // a command job: no fio options describe it
        jobs.append(j);
    }
    QJsonArray runs;
    for (const JobRun& run : result.runs)
        runs.append(runJson(run));
    QJsonArray warnings;
    for (const BenchWarning& w : result.warnings)
        warnings.append(QJsonObject{{QStringLiteral("job"), w.job}, {QStringLiteral("text"), w.text}});
    const QJsonObject context = contextJson(result);
    QJsonArray suspect;
    for (const Suspect& d : suspects(result)) {
        QJsonObject figures;
        for (const auto& [name, value] : d.figures)
            figures.insert(name, value);
        suspect.append(QJsonObject{{QStringLiteral("id"), d.id}, {QStringLiteral("job"), d.job},
            {QStringLiteral("reason"), d.reason}, {QStringLiteral("figures"), figures}});
    }
    QJsonObject o{{QStringLiteral("fragscope"), QStringLiteral(FRAGSCOPE_VERSION)},
        {QStringLiteral("tool"), QStringLiteral("fragscope")},
        {QStringLiteral("version"), QStringLiteral(FRAGSCOPE_VERSION)},
        {QStringLiteral("kind"), QString(documents::kBenchResult.kind)},
        {QStringLiteral("format_version"), documents::kBenchResult.formatVersion},
        {QStringLiteral("title"), result.title}, {QStringLiteral("origin"), result.origin},
        {QStringLiteral("jobs"), jobs}, {QStringLiteral("runs"), runs}, {QStringLiteral("warnings"), warnings},
        {QStringLiteral("context"), context}, {QStringLiteral("suspect"), suspect},
        {QStringLiteral("cancelled"), result.cancelled}};
    if (!result.error.isEmpty())
        o.insert(QStringLiteral("error"), result.error);
    if (!result.hosts.empty()) {
        QJsonArray hosts;
        for (const HostResult& h : result.hosts)
            hosts.append(hostJson(h));
        o.insert(QStringLiteral("hosts"), hosts);
        o.insert(QStringLiteral("total"), totalJson(result.hosts));
    }
    if (!result.series.empty())
        o.insert(QStringLiteral("series"), seriesJson(result.series));
    if (!result.latency.empty())
        o.insert(QStringLiteral("latency_over_time"), latencyTimelineJson(result));
    if (!result.temperatures.empty())
        o.insert(QStringLiteral("temperatures"), temperaturesJson(result));
    if (!result.disks.empty())
        o.insert(QStringLiteral("disk_util"), disksJson(result.disks));
    return o;
}

QJsonObject toFioJson(const BenchResult& result, bool bins)
{
    QJsonArray jobs;
    for (const FioEntry& e : fioEntries(result))
        jobs.append(fioJob(*e.job, *e.run, e.group, bins));
    const QDateTime time = result.context.time.isValid() ? result.context.time : QDateTime::currentDateTime();
    return QJsonObject{
        {QStringLiteral("fio version"), QStringLiteral("fragscope-" FRAGSCOPE_VERSION)},
        {QStringLiteral("timestamp"), double(time.toSecsSinceEpoch())},
        {QStringLiteral("timestamp_ms"), double(time.toMSecsSinceEpoch())},
        {QStringLiteral("time"), time.toString(QStringLiteral("ddd MMM d HH:mm:ss yyyy"))},
        {QStringLiteral("jobs"), jobs},
        {QStringLiteral("disk_util"), disksJson(result.disks)},
    };
}

Result<BenchResult> benchResultFromJson(const QJsonObject& object, const QString& path)
{
    if (object.contains(QLatin1String("fio version")))
        return fromFioJson(object, path);
    if (!object.contains(QLatin1String("fragscope")))
        return std::unexpected(Error{path, Text::tr("neither fio JSON nor a fragscope result")});
    BenchResult result;
    result.title = object.value(QLatin1String("title")).toString();
    result.origin = object.value(QLatin1String("origin")).toString();
    result.cancelled = object.value(QLatin1String("cancelled")).toBool();
    result.error = object.value(QLatin1String("error")).toString();
    for (const QJsonValue& v : object.value(QLatin1String("jobs")).toArray()) {
        const QJsonObject j = v.toObject();
        result.jobs.push_back(
            jobFromOptions(j.value(QLatin1String("name")).toString(), j.value(QLatin1String("options")).toObject()));
        result.jobs.back().foreignTest = j.value(QLatin1String("test")).toString();
        result.jobs.back().command = j.value(QLatin1String("command")).toString();
    }
    for (const QJsonValue& v : object.value(QLatin1String("runs")).toArray())
        result.runs.push_back(runFromJson(v.toObject()));
    for (const QJsonValue& v : object.value(QLatin1String("warnings")).toArray()) {
        const QJsonObject w = v.toObject();
        result.warnings.push_back(
            {w.value(QLatin1String("job")).toString(), w.value(QLatin1String("text")).toString()});
    }
    result.context = contextFromJson(object.value(QLatin1String("context")).toObject());
    for (const QJsonValue& v : object.value(QLatin1String("hosts")).toArray())
        result.hosts.push_back(hostFromJson(v.toObject()));
    result.series = seriesFromJson(object.value(QLatin1String("series")).toObject());
    result.disks = disksFromJson(object.value(QLatin1String("disk_util")).toArray());
    result.temperatures = temperaturesFromJson(object.value(QLatin1String("temperatures")).toArray());
    result.latency = latencyIntervalsFromJson(object.value(QLatin1String("latency_over_time")).toObject(), result);
    for (const JobRun& r : result.runs) {
        if (r.jobIndex < 0 || std::size_t(r.jobIndex) >= result.jobs.size())
            return std::unexpected(
                Error{path, Text::tr("a run names job %1, which the file does not list").arg(r.jobIndex)});
    }
    return result;
}

QJsonObject spreadJson(const Spread& s)
{
    return {{QStringLiteral("median"), s.median}, {QStringLiteral("mean"), s.mean}, {QStringLiteral("min"), s.min},
        {QStringLiteral("max"), s.max}, {QStringLiteral("stddev"), s.stddev}, {QStringLiteral("count"), s.count}};
}

Spread spreadFromJson(const QJsonObject& o)
{
    Spread s;
    s.median = o.value(QStringLiteral("median")).toDouble();
    s.mean = o.value(QStringLiteral("mean")).toDouble();
    s.min = o.value(QStringLiteral("min")).toDouble();
    s.max = o.value(QStringLiteral("max")).toDouble();
    s.stddev = o.value(QStringLiteral("stddev")).toDouble();
    s.count = o.value(QStringLiteral("count")).toInt();
    return s;
}

} // namespace fragscope
