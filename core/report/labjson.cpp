// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/labreport.h"

#include "bench/results/resultjson.h"
#include "model/profile.h"
#include "report/labfigures.h"
#include "report/mapjson.h"
#include "report/snapshotcompare.h"
#include "util/documents.h"
#include "util/version.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <array>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LabReport)
};

// A measured disk (`lab` prices on the one under its directories) keeps its profile, and a btrfs
// its devices' ones, so that a run opened again prices its layouts as they were printed.
QJsonObject diskJson(const HddParams& p)
{
    QJsonObject o{
        {QStringLiteral("solid_state"), p.solidState}, {QStringLiteral("capacity_bytes"), double(p.capacityBytes)}};
    for (const HddField& f : hddFields())
        o.insert(QLatin1String(f.json), p.*f.member);
    if (p.measured)
        o.insert(QStringLiteral("measured_profile"), profileToJson(*p.measured));
    QJsonArray members;
    for (const HddParams::Member& m : p.members) {
        if (m.measured)
            members.append(QJsonObject{
                {QStringLiteral("device"), double(m.device)}, {QStringLiteral("profile"), profileToJson(*m.measured)}});
    }
    if (!members.isEmpty())
        o.insert(QStringLiteral("members"), members);
    return o;
}

std::shared_ptr<const DeviceProfile> profileIn(const QJsonValue& value)
{
    auto profile = profileFromJson(value.toObject());
    return profile ? std::make_shared<const DeviceProfile>(std::move(*profile)) : nullptr;
}

// A report written before a figure existed keeps the default's.
HddParams diskFromJson(const QJsonObject& o)
{
    HddParams p;
    p.solidState = o.value(QStringLiteral("solid_state")).toBool();
    p.capacityBytes = std::uint64_t(o.value(QStringLiteral("capacity_bytes")).toDouble(double(p.capacityBytes)));
    for (const HddField& f : hddFields())
        p.*f.member = o.value(QLatin1String(f.json)).toDouble(p.*f.member);
    if (o.contains(QStringLiteral("measured_profile")))
        p.measured = profileIn(o.value(QStringLiteral("measured_profile")));
    for (const QJsonValue m : o.value(QStringLiteral("members")).toArray()) {
        if (auto profile = profileIn(m.toObject().value(QStringLiteral("profile"))))
            p.members.push_back({std::uint32_t(m.toObject().value(QStringLiteral("device")).toDouble()), profile});
    }
    return p;
}

} // namespace

namespace {

// Whether two sets of runs differ beyond their noise.
QLatin1String noiseName(Noise n)
{
    static const char* const kNoise[] = {"unknown", "within", "beyond"};
    return QLatin1String(kNoise[int(n)]);
}

// Discard: each pattern on A and B (bytes/s over the runs) and whether they differ beyond the noise.
QJsonArray patternsJson(const LabResult& r)
{
    QJsonArray patterns;
    for (const PatternComparison& p : labPatterns(r)) {
        patterns.append(QJsonObject{{QStringLiteral("pattern"), p.pattern}, {QStringLiteral("a"), spreadJson(p.a)},
            {QStringLiteral("b"), spreadJson(p.b)}, {QStringLiteral("noise"), noiseName(p.noise)}});
    }
    return patterns;
}

// Copy tools: each tool's copy before and after defrag, and whether the rate's change is beyond the noise.
QJsonArray copiesJson(const LabResult& r)
{
    QJsonArray copies;
    for (const ToolCopy& c : r.copies) {
        QJsonObject o{{QStringLiteral("tool"), c.tool}};
        if (c.before)
            o.insert(QStringLiteral("before"), toJson(*c.before));
        if (c.after)
            o.insert(QStringLiteral("after_defrag"), toJson(*c.after));
        if (c.before && c.after)
            o.insert(QStringLiteral("rate_change_noise"), noiseName(labCopyNoise(c, r.treeBytes)));
        copies.append(o);
    }
    return copies;
}

// Snapshots: a target's texts of its own and their keys, written when set and read back.
template<typename Target> auto snapshotPaths(Target& t)
{
    return std::array{std::pair{"subvolume", &t.subvolume}, std::pair{"snapshot", &t.snapshot},
        std::pair{"snapshot_file", &t.twinFile}, std::pair{"kept_sharing", &t.keptSharing}};
}

// Snapshots: the file and the snapshot's copy at a stage, by us and by the tools where they ran.
QJsonObject sharingJson(const LabStage& stage, const LabSharing& s)
{
    const FragReport& file = stage.snapshot.inspection.report;
    const FragReport& twin = s.twin.inspection.report;
    QJsonObject o{{QStringLiteral("snapshot_file"), toJson(s.twin)}, {QStringLiteral("exact"), s.exact},
        {QStringLiteral("disk_bytes"), double(s.totals.diskBytes)},
        {QStringLiteral("uncompressed_bytes"), double(s.totals.uncompressedBytes)},
        {QStringLiteral("referenced_bytes"), double(s.totals.referencedBytes)},
        {QStringLiteral("unreferenced_bytes"), s.exact ? QJsonValue(double(s.totals.unreferencedBytes)) : QJsonValue()},
        {QStringLiteral("data_used_bytes"), double(s.dataUsedBytes)},
        {QStringLiteral("file_exclusive_bytes"), double(file.exclusiveBytes)},
        {QStringLiteral("file_shared_bytes"), double(file.sharedBytes)},
        {QStringLiteral("snapshot_exclusive_bytes"), double(twin.exclusiveBytes)},
        {QStringLiteral("snapshot_shared_bytes"), double(twin.sharedBytes)}};
    if (s.compsize)
        o.insert(QStringLiteral("compsize"),
            QJsonObject{{QStringLiteral("disk_bytes"), double(s.compsize->diskBytes)},
                {QStringLiteral("uncompressed_bytes"), double(s.compsize->uncompressedBytes)},
                {QStringLiteral("referenced_bytes"), double(s.compsize->referencedBytes)}});
    if (s.duFileExclusive && s.duTwinExclusive)
        o.insert(QStringLiteral("btrfs_du"),
            QJsonObject{{QStringLiteral("file_exclusive_bytes"), double(*s.duFileExclusive)},
                {QStringLiteral("snapshot_exclusive_bytes"), double(*s.duTwinExclusive)}});
    return o;
}

Result<LabSharing> sharingFromJson(const QJsonObject& o, const QString& source)
{
    LabSharing s;
    auto twin = snapshotFromJson(o.value(QStringLiteral("snapshot_file")).toObject(), source);
    if (!twin)
        return std::unexpected(twin.error());
    s.twin = std::move(*twin);
    const auto bytes = [](const QJsonObject& from, const char* key) {
        return std::uint64_t(from.value(QLatin1String(key)).toDouble());
    };
    s.exact = o.value(QStringLiteral("exact")).toBool();
    s.totals = ExtentTotals{bytes(o, "disk_bytes"), bytes(o, "uncompressed_bytes"), bytes(o, "referenced_bytes"),
        bytes(o, "unreferenced_bytes")};
    s.dataUsedBytes = bytes(o, "data_used_bytes");
    if (o.contains(QStringLiteral("compsize"))) {
        const QJsonObject c = o.value(QStringLiteral("compsize")).toObject();
        s.compsize
            = ExtentTotals{bytes(c, "disk_bytes"), bytes(c, "uncompressed_bytes"), bytes(c, "referenced_bytes"), 0};
    }
    if (o.contains(QStringLiteral("btrfs_du"))) {
        const QJsonObject d = o.value(QStringLiteral("btrfs_du")).toObject();
        s.duFileExclusive = bytes(d, "file_exclusive_bytes");
        s.duTwinExclusive = bytes(d, "snapshot_exclusive_bytes");
    }
    return s;
}

QJsonArray stagesJson(const LabTarget& t, const LabSettings& settings)
{
    QJsonArray stages;
    for (const LabStageRef& s : labStages(t, settings)) {
        QJsonObject o{{QStringLiteral("name"), s.key}, {QStringLiteral("snapshot"), toJson(s.stage->snapshot)},
            {QStringLiteral("hdd_model_read_s"), predictSnapshotRead(s.stage->snapshot, settings.hdd).seconds}};
        if (s.stage->read)
            o.insert(QStringLiteral("read_bytes_per_s"), spreadJson(*s.stage->read));
        // Whether the change against the first stage's read is more than the runs' noise.
        if (s.stage != &t.created && s.stage->read && t.created.read)
            o.insert(QStringLiteral("read_change_noise"), noiseName(noiseBetween(*t.created.read, *s.stage->read)));
        if (const auto& sharing = s.stage->sharing)
            o.insert(QStringLiteral("sharing"), sharingJson(*s.stage, *sharing));
        stages.append(o);
    }
    return stages;
}

QJsonObject targetJson(const LabTarget& t, const LabSettings& settings)
{
    QJsonArray rate; // [seconds, writes/s, p50 ns, p99 ns] about every 250 ms
    for (const BenchSample& b : t.writeRate)
        rate.append(QJsonArray{b.seconds, b.writeIops, double(b.p50Ns), double(b.p99Ns)});
    QJsonObject o{{QStringLiteral("directory"), t.directory}, {QStringLiteral("file"), t.file},
        {QStringLiteral("writes"), double(t.writesDone)}, {QStringLiteral("write_seconds"), t.writeSeconds},
        {QStringLiteral("write_latency_p50_ns"), double(t.writeP50Ns)},
        {QStringLiteral("write_latency_p99_ns"), double(t.writeP99Ns)}, {QStringLiteral("write_rate"), rate},
        {QStringLiteral("stages"), stagesJson(t, settings)}};
    if (t.defrag) {
        o.insert(QStringLiteral("defrag"),
            QJsonObject{{QStringLiteral("method"), defragMethodName(t.defrag->method)},
                {QStringLiteral("defragmented"), t.defrag->defragmented},
                {QStringLiteral("outcome"), t.defrag->outcome}, {QStringLiteral("seconds"), t.defrag->seconds},
                {QStringLiteral("unshare_bytes"), double(t.defrag->unshareBytes)},
                {QStringLiteral("unshare_space_bytes"), double(t.defrag->unshareSpaceBytes)}});
    }
    for (const auto& [key, value] : snapshotPaths(t)) {
        if (!value->isEmpty())
            o.insert(QLatin1String(key), *value);
    }
    if (t.bench)
        o.insert(QStringLiteral("bench"), toJson(*t.bench));
    if (!t.mountOptions.isEmpty())
        o.insert(QStringLiteral("mount_options"), t.mountOptions);
    if (!t.error.isEmpty())
        o.insert(QStringLiteral("error"), t.error);
    return o;
}

// CopyTools: the tree's read as the model prices it, as made and after the defrag (null: not priced).
QJsonValue treeReadJson(const LabResult& r)
{
    if (!r.treeReadBefore)
        return QJsonValue::Null;
    QJsonObject o{{QStringLiteral("as_made_seconds"), r.treeReadBefore->seconds},
        {QStringLiteral("defragmented_seconds"), r.treeReadBefore->defragmentedSeconds},
        {QStringLiteral("disk"), r.treeReadBefore->disk}};
    if (r.treeReadAfter)
        o.insert(QStringLiteral("after_defrag_seconds"), r.treeReadAfter->seconds);
    return o;
}

void treeReadFromJson(const QJsonValue& v, LabResult& r)
{
    if (!v.isObject())
        return;
    const QJsonObject o = v.toObject();
    r.treeReadBefore = TreeReadFigures{o.value(QStringLiteral("as_made_seconds")).toDouble(),
        o.value(QStringLiteral("defragmented_seconds")).toDouble(), o.value(QStringLiteral("disk")).toString()};
    if (o.contains(QStringLiteral("after_defrag_seconds")))
        r.treeReadAfter
            = TreeReadFigures{o.value(QStringLiteral("after_defrag_seconds")).toDouble(), 0, r.treeReadBefore->disk};
}

} // namespace

QJsonObject labToJson(const LabResult& r)
{
    const QJsonArray patterns = patternsJson(r);
    const QJsonArray copies = copiesJson(r);
    QJsonArray targets;
    for (const LabTarget& t : r.targets)
        targets.append(targetJson(t, r.settings));
    const LabSettings& s = r.settings;
    return {{QStringLiteral("tool"), QStringLiteral("fragscope")},
        {QStringLiteral("version"), QStringLiteral(FRAGSCOPE_VERSION)}, {QStringLiteral("build_type"), buildType()},
        {QStringLiteral("format_version"), documents::kLab.formatVersion},
        {QStringLiteral("kind"), QString(documents::kLab.kind)}, {QStringLiteral("kernel"), QSysInfo::kernelVersion()},
        {QStringLiteral("started"), r.startedAt.toString(Qt::ISODateWithMs)},
        {QStringLiteral("finished"), r.finishedAt.toString(Qt::ISODateWithMs)},
        {QStringLiteral("cancelled"), r.cancelled},
        {QStringLiteral("settings"),
            QJsonObject{{QStringLiteral("experiment"), labExperimentKey(s.experiment)},
                {QStringLiteral("writers"), s.writers}, {QStringLiteral("direct_io"), s.directIo},
                {QStringLiteral("bench_seconds"), s.benchSeconds},
                {QStringLiteral("bench_repetitions"), s.benchRepetitions}, {QStringLiteral("copy_files"), s.copyFiles},
                {QStringLiteral("copy_source"), s.copySource},
                {QStringLiteral("copy_min_bytes"), double(s.copyMinBytes)},
                {QStringLiteral("copy_max_bytes"), double(s.copyMaxBytes)},
                {QStringLiteral("file_bytes"), double(s.fileBytes)},
                {QStringLiteral("write_bytes"), double(s.writeBytes)},
                {QStringLiteral("write_total_bytes"), double(s.writeTotalBytes)},
                {QStringLiteral("read_repetitions"), s.readRepetitions}, {QStringLiteral("defrag"), s.defrag},
                {QStringLiteral("writes_spread_over_file"), s.spread}, {QStringLiteral("seed"), double(s.seed)},
                {QStringLiteral("hdd_model"), diskJson(s.hdd)}}},
        {QStringLiteral("targets"), targets}, {QStringLiteral("patterns"), patterns},
        {QStringLiteral("tree_files"), double(r.treeFiles)}, {QStringLiteral("tree_bytes"), double(r.treeBytes)},
        {QStringLiteral("tree_defragmented"), r.treeDefragmented}, {QStringLiteral("tree_read"), treeReadJson(r)},
        {QStringLiteral("copies"), copies}};
}

namespace {

Result<LabSettings> labSettingsFromJson(const QJsonObject& s, const QString& source)
{
    LabSettings settings;
    const QString experiment = s.value(QStringLiteral("experiment")).toString(QStringLiteral("cow"));
    const auto e = labExperimentFromKey(experiment);
    if (!e)
        return std::unexpected(
            Error{source, Text::tr("an experiment this Fragscope does not know: %1").arg(experiment)});
    settings.experiment = *e;
    settings.writers = s.value(QStringLiteral("writers")).toInt(settings.writers);
    settings.directIo = s.value(QStringLiteral("direct_io")).toBool();
    settings.benchSeconds = s.value(QStringLiteral("bench_seconds")).toInt(settings.benchSeconds);
    settings.benchRepetitions = s.value(QStringLiteral("bench_repetitions")).toInt(settings.benchRepetitions);
    settings.copyFiles = s.value(QStringLiteral("copy_files")).toInt(settings.copyFiles);
    settings.copySource = s.value(QStringLiteral("copy_source")).toString();
    settings.copyMinBytes = std::uint64_t(s.value(QStringLiteral("copy_min_bytes")).toDouble(4096));
    settings.copyMaxBytes = std::uint64_t(s.value(QStringLiteral("copy_max_bytes")).toDouble(1 << 20));
    settings.fileBytes = std::uint64_t(s.value(QStringLiteral("file_bytes")).toDouble());
    settings.writeBytes = std::uint64_t(s.value(QStringLiteral("write_bytes")).toDouble());
    settings.writeTotalBytes = std::uint64_t(s.value(QStringLiteral("write_total_bytes")).toDouble());
    settings.readRepetitions = s.value(QStringLiteral("read_repetitions")).toInt();
    settings.defrag = s.value(QStringLiteral("defrag")).toBool();
    settings.spread = s.value(QStringLiteral("writes_spread_over_file")).toBool();
    settings.seed = std::uint64_t(s.value(QStringLiteral("seed")).toDouble());
    if (s.contains(QStringLiteral("hdd_model")))
        settings.hdd = diskFromJson(s.value(QStringLiteral("hdd_model")).toObject());
    return settings;
}

// The copy experiment's tools, each with its copy before and after the defrag.
Result<std::vector<ToolCopy>> copiesFromJson(const QJsonArray& array, const QString& source)
{
    std::vector<ToolCopy> copies;
    for (const QJsonValue& v : array) {
        const QJsonObject c = v.toObject();
        ToolCopy copy{c.value(QStringLiteral("tool")).toString(), {}, {}};
        for (const auto& [key, slot] : {std::pair{"before", &copy.before}, std::pair{"after_defrag", &copy.after}}) {
            if (!c.contains(QLatin1String(key)))
                continue;
            auto run = benchResultFromJson(c.value(QLatin1String(key)).toObject(), source);
            if (!run)
                return std::unexpected(run.error());
            *slot = std::move(*run);
        }
        copies.push_back(std::move(copy));
    }
    return copies;
}

// The random writes' rate: [seconds, IOPS, p50 ns, p99 ns] a sample.
std::vector<BenchSample> writeRateFromJson(const QJsonArray& array, int target, std::uint64_t writeBytes)
{
    std::vector<BenchSample> rate;
    for (const QJsonValue& v : array) {
        const QJsonArray a = v.toArray();
        BenchSample b;
        b.jobIndex = target;
        b.seconds = a.at(0).toDouble();
        b.writeIops = a.at(1).toDouble();
        b.writeBandwidth = b.writeIops * double(writeBytes);
        b.p50Ns = std::uint64_t(a.at(2).toDouble());
        b.p99Ns = std::uint64_t(a.at(3).toDouble());
        rate.push_back(b);
    }
    return rate;
}

// The stages of a side (created, after the writes, after the defrag), each a snapshot and its read.
Result<void> stagesFromJson(const QJsonArray& array, LabTarget& t, const QString& source)
{
    for (const QJsonValue& sv : array) {
        const QJsonObject so = sv.toObject();
        auto snap = snapshotFromJson(so.value(QStringLiteral("snapshot")).toObject(), source);
        if (!snap)
            return std::unexpected(snap.error());
        LabStage stage;
        stage.snapshot = std::move(*snap);
        if (so.contains(QStringLiteral("read_bytes_per_s")))
            stage.read = spreadFromJson(so.value(QStringLiteral("read_bytes_per_s")).toObject());
        if (so.contains(QStringLiteral("sharing"))) {
            auto sharing = sharingFromJson(so.value(QStringLiteral("sharing")).toObject(), source);
            if (!sharing)
                return std::unexpected(sharing.error());
            stage.sharing = std::move(*sharing);
        }
        const QString name = so.value(QStringLiteral("name")).toString();
        if (name == QLatin1String("created"))
            t.created = std::move(stage);
        else if (name == QLatin1String("snapshotted"))
            t.snapshotted = std::move(stage);
        else if (name == QLatin1String("after_writes"))
            t.afterWrites = std::move(stage);
        else if (name == QLatin1String("after_defrag"))
            t.afterDefrag = std::move(stage);
    }
    return {};
}

DefragResult labDefragFromJson(const QJsonObject& d)
{
    DefragResult dr;
    dr.method = defragMethodFromName(d.value(QStringLiteral("method")).toString()).value_or(DefragMethod::Auto);
    dr.defragmented = d.value(QStringLiteral("defragmented")).toBool();
    dr.outcome = d.value(QStringLiteral("outcome")).toString();
    dr.seconds = d.value(QStringLiteral("seconds")).toDouble();
    dr.unshareBytes = std::uint64_t(d.value(QStringLiteral("unshare_bytes")).toDouble());
    dr.unshareSpaceBytes = std::uint64_t(d.value(QStringLiteral("unshare_space_bytes")).toDouble());
    return dr;
}

// One side of the experiment, the `index`th.
Result<LabTarget> targetFromJson(const QJsonObject& to, int index, const LabSettings& settings, const QString& source)
{
    LabTarget t;
    t.directory = to.value(QStringLiteral("directory")).toString();
    t.file = to.value(QStringLiteral("file")).toString();
    t.writesDone = std::uint64_t(to.value(QStringLiteral("writes")).toDouble());
    t.writeSeconds = to.value(QStringLiteral("write_seconds")).toDouble();
    t.writeP50Ns = std::uint64_t(to.value(QStringLiteral("write_latency_p50_ns")).toDouble());
    t.writeP99Ns = std::uint64_t(to.value(QStringLiteral("write_latency_p99_ns")).toDouble());
    t.writeRate = writeRateFromJson(to.value(QStringLiteral("write_rate")).toArray(), index, settings.writeBytes);
    t.error = to.value(QStringLiteral("error")).toString();
    t.mountOptions = to.value(QStringLiteral("mount_options")).toString();
    for (const auto& [key, value] : snapshotPaths(t))
        *value = to.value(QLatin1String(key)).toString();
    if (to.contains(QStringLiteral("bench"))) {
        auto bench = benchResultFromJson(to.value(QStringLiteral("bench")).toObject(), source);
        if (!bench)
            return std::unexpected(bench.error());
        t.bench = std::move(*bench);
    }
    if (auto stages = stagesFromJson(to.value(QStringLiteral("stages")).toArray(), t, source); !stages)
        return std::unexpected(stages.error());
    if (to.contains(QStringLiteral("defrag")))
        t.defrag = labDefragFromJson(to.value(QStringLiteral("defrag")).toObject());
    return t;
}

} // namespace

Result<LabResult> labFromJson(const QJsonObject& o, const QString& source)
{
    if (o.value(QStringLiteral("kind")).toString() != documents::kLab.kind)
        return std::unexpected(Error{source, Text::tr("not a fragscope lab report")});
    if (const int version = o.value(QStringLiteral("format_version")).toInt(1); version > 1)
        return std::unexpected(
            Error{source, Text::tr("lab report format %1; this Fragscope reads up to %2").arg(version).arg(1)});
    if (o.value(QStringLiteral("targets")).toArray().isEmpty())
        return std::unexpected(Error{source, Text::tr("a lab report without a side: nothing to show")});
    LabResult r;
    auto settings = labSettingsFromJson(o.value(QStringLiteral("settings")).toObject(), source);
    if (!settings)
        return std::unexpected(settings.error());
    r.settings = std::move(*settings);
    r.treeFiles = std::uint64_t(o.value(QStringLiteral("tree_files")).toDouble());
    r.treeBytes = std::uint64_t(o.value(QStringLiteral("tree_bytes")).toDouble());
    r.treeDefragmented = o.value(QStringLiteral("tree_defragmented")).toInt();
    treeReadFromJson(o.value(QStringLiteral("tree_read")), r);
    auto copies = copiesFromJson(o.value(QStringLiteral("copies")).toArray(), source);
    if (!copies)
        return std::unexpected(copies.error());
    r.copies = std::move(*copies);
    r.startedAt = QDateTime::fromString(o.value(QStringLiteral("started")).toString(), Qt::ISODateWithMs);
    r.finishedAt = QDateTime::fromString(o.value(QStringLiteral("finished")).toString(), Qt::ISODateWithMs);
    r.cancelled = o.value(QStringLiteral("cancelled")).toBool();
    for (const QJsonValue& tv : o.value(QStringLiteral("targets")).toArray()) {
        auto t = targetFromJson(tv.toObject(), int(r.targets.size()), r.settings, source);
        if (!t)
            return std::unexpected(t.error());
        r.targets.push_back(std::move(*t));
    }
    return r;
}

} // namespace fragscope
