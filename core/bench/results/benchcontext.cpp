// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/results/benchcontext.h"

#include "fs/fsjson.h"
#include "util/json.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <set>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchContext)
};

QString layerText(const StorageLayer& l)
{
    QString out = l.kind;
    if (!l.name.isEmpty())
        out += QStringLiteral(" (%1)").arg(l.name);
    if (!l.detail.isEmpty())
        out += QStringLiteral(" %1").arg(l.detail);
    return out;
}

// Each disk's `part`, joined; empty when none says it.
template<typename Part> QString disksSay(const StorageFacts& s, Part part)
{
    QStringList out;
    bool any = false;
    for (const DiskFacts& d : s.disks) {
        const QString v = part(d);
        any = any || !v.isEmpty();
        out << QStringLiteral("%1 %2").arg(d.name, v.isEmpty() ? QStringLiteral("-") : v);
    }
    return any ? out.join(QStringLiteral(", ")) : QString();
}

QJsonObject machineJson(const MachineFacts& m)
{
    return QJsonObject{{QStringLiteral("distribution"), m.distribution}, {QStringLiteral("cpu_model"), m.cpuModel},
        {QStringLiteral("cpus"), m.cpus}, {QStringLiteral("governor"), m.governor},
        {QStringLiteral("memory_bytes"), jsonNumber(m.memoryBytes)}};
}

MachineFacts machineFromJson(const QJsonObject& o)
{
    MachineFacts m;
    m.distribution = o.value(QLatin1String("distribution")).toString();
    m.cpuModel = o.value(QLatin1String("cpu_model")).toString();
    m.cpus = o.value(QLatin1String("cpus")).toInt();
    m.governor = o.value(QLatin1String("governor")).toString();
    m.memoryBytes = jsonU64(o.value(QLatin1String("memory_bytes")));
    return m;
}

QJsonObject storageJson(const StorageFacts& s)
{
    QJsonArray layers;
    for (const StorageLayer& l : s.layers)
        layers.append(QJsonObject{
            {QStringLiteral("kind"), l.kind}, {QStringLiteral("name"), l.name}, {QStringLiteral("detail"), l.detail}});
    QJsonArray disks;
    for (const DiskFacts& d : s.disks)
        disks.append(QJsonObject{{QStringLiteral("name"), d.name}, {QStringLiteral("model"), d.model},
            {QStringLiteral("firmware"), d.firmware}, {QStringLiteral("transport"), d.transport},
            {QStringLiteral("link"), d.link}, {QStringLiteral("scheduler"), d.scheduler},
            {QStringLiteral("rotational"), d.rotational},
            {QStringLiteral("discard_max_bytes"), jsonNumber(d.discardMaxBytes)}});
    QJsonObject out{{QStringLiteral("layers"), layers}, {QStringLiteral("disks"), disks},
        {QStringLiteral("online_discard"), s.onlineDiscard}};
    if (s.passesDiscard >= 0)
        out.insert(QStringLiteral("passes_discard_bytes"), double(s.passesDiscard));
    return out;
}

StorageFacts storageFromJson(const QJsonObject& o)
{
    StorageFacts s;
    for (const QJsonValue v : o.value(QLatin1String("layers")).toArray()) {
        const QJsonObject l = v.toObject();
        s.layers.push_back({l.value(QLatin1String("kind")).toString(), l.value(QLatin1String("name")).toString(),
            l.value(QLatin1String("detail")).toString()});
    }
    for (const QJsonValue v : o.value(QLatin1String("disks")).toArray()) {
        const QJsonObject d = v.toObject();
        DiskFacts f;
        f.name = d.value(QLatin1String("name")).toString();
        f.model = d.value(QLatin1String("model")).toString();
        f.firmware = d.value(QLatin1String("firmware")).toString();
        f.transport = d.value(QLatin1String("transport")).toString();
        f.link = d.value(QLatin1String("link")).toString();
        f.scheduler = d.value(QLatin1String("scheduler")).toString();
        f.rotational = d.value(QLatin1String("rotational")).toBool();
        f.discardMaxBytes = jsonU64(d.value(QLatin1String("discard_max_bytes")));
        s.disks.push_back(f);
    }
    const QJsonValue discard = o.value(QLatin1String("online_discard"));
    s.onlineDiscard = discard.isBool() ? (discard.toBool() ? QStringLiteral("discard") : QString()) // as first saved
                                       : discard.toString();
    s.passesDiscard = o.contains(QLatin1String("passes_discard_bytes"))
        ? std::int64_t(o.value(QLatin1String("passes_discard_bytes")).toDouble())
        : -1;
    return s;
}

} // namespace

QString ioKind(const std::vector<JobSpec>& jobs)
{
    bool direct = false, buffered = false;
    for (const JobSpec& j : jobs) {
        if (!j.command.isEmpty() || !j.foreignTest.isEmpty())
            continue;
        (j.direct ? direct : buffered) = true;
    }
    if (direct && buffered)
        return QStringLiteral("mixed");
    return direct ? QStringLiteral("direct") : buffered ? QStringLiteral("buffered") : QString();
}

std::uint64_t workingSetBytes(const std::vector<JobSpec>& jobs)
{
    std::uint64_t total = 0;
    std::set<QString> shared; // a filename= several jobs use counts once
    for (const JobSpec& j : jobs) {
        if (!j.command.isEmpty() || !j.foreignTest.isEmpty())
            continue;
        const std::uint64_t each = j.fileBytes();
        if (each == 0)
            return 0;
        if (!j.filename.isEmpty()) {
            if (shared.insert(j.filename).second)
                total += each;
        } else {
            total += each * std::uint64_t(std::max(1, j.nrfiles)) * std::uint64_t(std::max(1, j.numjobs));
        }
    }
    return total;
}

namespace {

// The facts as they are added: a fact without a value is not known and left out.
class Facts
{
public:
    void add(const char* key, const QString& label, const QString& value)
    {
        if (!value.isEmpty())
            m_out.push_back({QString::fromLatin1(key), label, value});
    }
    std::vector<ContextFact> take() { return std::move(m_out); }

private:
    std::vector<ContextFact> m_out;
};

QString ioText(const QString& io)
{
    if (io == QLatin1String("direct"))
        return Text::tr("direct (O_DIRECT: past the page cache)");
    if (io == QLatin1String("buffered"))
        return Text::tr("buffered (through the page cache)");
    return io.isEmpty() ? QString() : Text::tr("direct and buffered jobs");
}

// The way down: the layers top down, then each disk's facts.
void addStorage(Facts& f, const StorageFacts& s)
{
    QStringList layers;
    for (const StorageLayer& l : s.layers)
        layers << layerText(l);
    f.add("layers", Text::tr("layers"), layers.join(QStringLiteral(" › "))); // top down; "→" says a change
    f.add("disk", Text::tr("disk"), disksSay(s, [](const DiskFacts& d) {
        return d.model.isEmpty() || d.transport.isEmpty() ? d.model + d.transport
                                                          : QStringLiteral("%1 (%2)").arg(d.model, d.transport);
    }));
    f.add("firmware", Text::tr("firmware"), disksSay(s, [](const DiskFacts& d) { return d.firmware; }));
    f.add("link", Text::tr("link"), disksSay(s, [](const DiskFacts& d) { return d.link; }));
    f.add("scheduler", Text::tr("scheduler"), disksSay(s, [](const DiskFacts& d) { return d.scheduler; }));
    if (s.disks.empty())
        return;
    f.add("rotational", Text::tr("rotational"), disksSay(s, [](const DiskFacts& d) {
        return d.rotational ? Text::tr("rotates") : Text::tr("does not rotate");
    }));
    QString discard = disksSay(s, [](const DiskFacts& d) {
        return d.discardMaxBytes ? Text::tr("up to %1").arg(formatBytes(d.discardMaxBytes)) : Text::tr("none");
    });
    const bool disksTake
        = std::any_of(s.disks.begin(), s.disks.end(), [](const DiskFacts& d) { return d.discardMaxBytes > 0; });
    if (s.passesDiscard == 0 && disksTake)
        discard += Text::tr("; the file system's device passes none down");
    if (!s.onlineDiscard.isEmpty())
        discard += Text::tr("; mounted with %1").arg(s.onlineDiscard);
    f.add("discard", Text::tr("discard"), discard);
}

void addMachine(Facts& f, const MachineFacts& m)
{
    f.add("governor", Text::tr("CPU governor"),
        m.governor.isEmpty() ? Text::tr("not reported (no cpufreq)") : m.governor);
    if (m.cpus > 0 && m.cpuModel.isEmpty()) // arm64's cpuinfo names no model
        f.add("cpu", Text::tr("CPU"), Text::tr("%n online", "", m.cpus));
    else
        f.add("cpu", Text::tr("CPU"), m.cpus > 0 ? Text::tr("%1, %n online", "", m.cpus).arg(m.cpuModel) : m.cpuModel);
    f.add("memory", Text::tr("memory"), m.memoryBytes ? formatBytes(m.memoryBytes) : QString());
    f.add("distribution", Text::tr("distribution"), m.distribution);
}

QString filesAgainstMemory(std::uint64_t files, std::uint64_t memory)
{
    if (files == 0 || memory == 0)
        return {};
    return Text::tr("%1 of files, %2 % of the memory")
        .arg(formatBytes(files))
        .arg(100.0 * double(files) / double(memory), 0, 'f', files * 100 < memory ? 2 : 0);
}

} // namespace

std::vector<ContextFact> contextFacts(const BenchResult& result)
{
    const BenchContext& c = result.context;
    Facts f;
    f.add("io", Text::tr("I/O"), ioText(ioKind(result.jobs)));
    addStorage(f, c.storage);
    if (c.fsKnown) {
        f.add("filesystem", Text::tr("file system"),
            Text::tr("%1 on %2 at %3").arg(c.fs.typeName, c.fs.source, c.fs.mountPoint));
        f.add("mount_options", Text::tr("mount options"), c.fs.options().join(u','));
    }
    f.add("files_vs_memory", Text::tr("files against memory"),
        filesAgainstMemory(workingSetBytes(result.jobs), c.machine.memoryBytes));
    f.add("engine", Text::tr("engine"),
        c.tool.compare(QLatin1String("fragscope"), Qt::CaseInsensitive) == 0
            ? Text::tr("Fragscope's own %1").arg(c.toolVersion)
            : QStringLiteral("%1 %2").arg(c.tool, c.toolVersion).trimmed());
    f.add("kernel", Text::tr("kernel"), c.kernel);
    if (c.factsKnown)
        addMachine(f, c.machine);
    const bool plain = c.buildType.isEmpty() || c.fragscopeVersion.isEmpty() || c.buildType == QLatin1String("Release");
    f.add("fragscope", Text::tr("Fragscope"),
        plain ? c.fragscopeVersion : QStringLiteral("%1 (%2)").arg(c.fragscopeVersion, c.buildType));
    f.add("cache_drop", Text::tr("cache emptied by"), c.cacheMethod);
    f.add("host", Text::tr("host"), c.hostname);
    return f.take();
}

QStringList contextChanges(const BenchResult& before, const BenchResult& after)
{
    const std::vector<ContextFact> a = contextFacts(before);
    QStringList out;
    for (const ContextFact& f : contextFacts(after)) {
        for (const ContextFact& was : a) {
            if (was.key == f.key && was.value != f.value)
                out << QStringLiteral("%1: %2 → %3").arg(f.label, was.value, f.value);
        }
    }
    return out;
}

QStringList contextUnsaid(const BenchResult& result, const BenchResult& other)
{
    const std::vector<ContextFact> said = contextFacts(result);
    QStringList out;
    for (const ContextFact& f : contextFacts(other)) {
        if (std::none_of(said.begin(), said.end(), [&](const ContextFact& s) { return s.key == f.key; }))
            out << f.label;
    }
    return out;
}

QJsonObject contextJson(const BenchResult& result)
{
    const BenchContext& c = result.context;
    QJsonObject context{{QStringLiteral("tool"), c.tool}, {QStringLiteral("tool_version"), c.toolVersion},
        {QStringLiteral("build_type"), c.buildType}, {QStringLiteral("kernel"), c.kernel},
        {QStringLiteral("hostname"), c.hostname}, {QStringLiteral("time"), c.time.toString(Qt::ISODateWithMs)}};
    if (!c.fragscopeVersion.isEmpty())
        context.insert(QStringLiteral("fragscope_version"), c.fragscopeVersion);
    if (!c.cacheMethod.isEmpty())
        context.insert(QStringLiteral("cache_drop"), c.cacheMethod);
    if (c.fsKnown)
        context.insert(QStringLiteral("filesystem"), toJson(c.fs));
    if (c.factsKnown) {
        context.insert(QStringLiteral("machine"), machineJson(c.machine));
        context.insert(QStringLiteral("storage"), storageJson(c.storage));
    }
    QJsonObject workload;
    if (const QString io = ioKind(result.jobs); !io.isEmpty())
        workload.insert(QStringLiteral("io"), io);
    if (const std::uint64_t files = workingSetBytes(result.jobs))
        workload.insert(QStringLiteral("file_bytes"), jsonNumber(files));
    if (!workload.isEmpty())
        context.insert(QStringLiteral("workload"), workload);
    return context;
}

BenchContext contextFromJson(const QJsonObject& c)
{
    BenchContext out;
    out.tool = c.value(QLatin1String("tool")).toString();
    out.toolVersion = c.value(QLatin1String("tool_version")).toString();
    out.fragscopeVersion = c.value(QLatin1String("fragscope_version")).toString();
    if (out.fragscopeVersion.isEmpty() && out.tool == QLatin1String("fragscope"))
        out.fragscopeVersion = out.toolVersion; // saved before it was kept apart: ours ran it
    out.buildType = c.value(QLatin1String("build_type")).toString();
    out.kernel = c.value(QLatin1String("kernel")).toString();
    out.hostname = c.value(QLatin1String("hostname")).toString();
    out.time = QDateTime::fromString(c.value(QLatin1String("time")).toString(), Qt::ISODateWithMs);
    out.cacheMethod = c.value(QLatin1String("cache_drop")).toString();
    if (c.contains(QLatin1String("filesystem"))) {
        out.fs = fsInfoFromJson(c.value(QLatin1String("filesystem")).toObject());
        out.fsKnown = true;
    }
    if (c.contains(QLatin1String("machine"))) {
        out.machine = machineFromJson(c.value(QLatin1String("machine")).toObject());
        out.storage = storageFromJson(c.value(QLatin1String("storage")).toObject());
        out.factsKnown = true;
    }
    return out;
}

namespace {

// Each sensor (by its input) and its readings in time order: (seconds, °C).
std::vector<std::pair<Temperature, std::vector<std::pair<double, double>>>> readingsBySensor(const BenchResult& result)
{
    std::vector<std::pair<Temperature, std::vector<std::pair<double, double>>>> out;
    for (const TemperatureReading& r : result.temperatures) {
        auto it = std::find_if(out.begin(), out.end(),
            [&](const auto& s) { return s.first.source == r.sensor.source && s.first.sensor == r.sensor.sensor; });
        if (it == out.end())
            it = out.insert(out.end(), {r.sensor, {}});
        it->second.emplace_back(r.seconds, r.sensor.celsius);
    }
    return out;
}

} // namespace

std::vector<TemperatureSpan> temperatureSpans(const BenchResult& result)
{
    std::vector<TemperatureSpan> out;
    for (const auto& [sensor, readings] : readingsBySensor(result)) {
        TemperatureSpan span{sensor.source, sensor.sensor, sensor.disk, readings.front().second, readings.back().second,
            readings.front().second};
        for (const auto& [seconds, celsius] : readings)
            span.peak = std::max(span.peak, celsius);
        out.push_back(span);
    }
    return out;
}

std::vector<TemperatureSpan> temperaturesToSay(const BenchResult& result)
{
    std::vector<TemperatureSpan> out;
    const TemperatureSpan* hottest = nullptr;
    const std::vector<TemperatureSpan> all = temperatureSpans(result);
    for (const TemperatureSpan& s : all) {
        if (!s.disk.isEmpty())
            out.push_back(s);
        else if (!hottest || s.peak > hottest->peak)
            hottest = &s;
    }
    if (hottest)
        out.push_back(*hottest);
    return out;
}

QString temperatureText(const TemperatureSpan& span)
{
    const QString name = span.disk.isEmpty() ? span.sensor : QStringLiteral("%1 (%2)").arg(span.sensor, span.disk);
    return Text::tr("%1: %2 → %3 °C, at most %4 °C")
        .arg(name)
        .arg(span.first, 0, 'f', 0)
        .arg(span.last, 0, 'f', 0)
        .arg(span.peak, 0, 'f', 0);
}

QJsonArray temperaturesJson(const BenchResult& result)
{
    QJsonArray out;
    for (const auto& [sensor, readings] : readingsBySensor(result)) {
        QJsonArray pairs;
        for (const auto& [seconds, celsius] : readings)
            pairs.append(QJsonArray{std::round(seconds * 1000) / 1000, celsius});
        out.append(QJsonObject{{QStringLiteral("source"), sensor.source}, {QStringLiteral("sensor"), sensor.sensor},
            {QStringLiteral("disk"), sensor.disk}, {QStringLiteral("readings"), pairs}});
    }
    return out;
}

std::vector<TemperatureReading> temperaturesFromJson(const QJsonArray& array)
{
    std::vector<TemperatureReading> out;
    for (const QJsonValue& v : array) {
        const QJsonObject o = v.toObject();
        for (const QJsonValue& r : o.value(QLatin1String("readings")).toArray()) {
            const QJsonArray pair = r.toArray();
            if (pair.size() == 2 && pair.at(0).isDouble() && pair.at(1).isDouble())
                out.push_back({pair.at(0).toDouble(),
                    {o.value(QLatin1String("source")).toString(), o.value(QLatin1String("sensor")).toString(),
                        o.value(QLatin1String("disk")).toString(), pair.at(1).toDouble()}});
        }
    }
    std::stable_sort(out.begin(), out.end(),
        [](const TemperatureReading& a, const TemperatureReading& b) { return a.seconds < b.seconds; });
    return out;
}

} // namespace fragscope
