// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/fsmetrics.h"

#include "fs/freespace.h"
#include "relayout/treeread.h"
#include "survey/scanner.h"
#include "util/error.h"
#include "util/path.h"

#include <QDateTime>
#include <QHash>
#include <QSet>

#include <sys/statfs.h>

#include <algorithm>
#include <cmath>
#include <map>

namespace fragscope {
namespace {

bool reportedType(const QString& type)
{
    return type == QLatin1String("ext4") || type == QLatin1String("ext3") || type == QLatin1String("ext2")
        || type == QLatin1String("xfs") || type == QLatin1String("btrfs");
}

// Whether folder `inner` of a file system is `outer` or lies under it.
bool folderWithin(const QString& inner, const QString& outer)
{
    return inner == outer || outer == QLatin1String("/")
        || (inner.startsWith(outer) && inner.at(outer.size()) == QLatin1Char('/'));
}

// The mount holding each path, in the order asked; problems for paths not on a reported file system.
std::vector<const MountEntry*> mountsOfPaths(
    const std::vector<MountEntry>& mounts, const QStringList& paths, QStringList* problems)
{
    std::vector<const MountEntry*> chosen;
    for (const QString& path : paths) {
        const QString canonical = canonicalPath(path); // realpath: empty, errno set, when it is not there
        if (canonical.isEmpty()) {
            problems->append(QStringLiteral("%1: %2").arg(displayPathText(path), errnoText(errno)));
            continue;
        }
        const MountEntry* entry = findMount(mounts, canonical);
        if (!entry)
            problems->append(QStringLiteral("%1: no mount holds it").arg(displayPathText(path)));
        else if (!reportedType(entry->fsType))
            problems->append(QStringLiteral("%1: on %2; the metrics are of ext4, XFS and btrfs")
                                 .arg(displayPathText(path), entry->fsType));
        else
            chosen.push_back(entry);
    }
    return chosen;
}

// Of one file system's mounts, those that together show all they show: the one showing the most
// folder first, then each showing a folder none before it shows (a subvolume mounted apart).
QStringList rootsShowingAll(std::vector<const MountEntry*> group)
{
    std::stable_sort(group.begin(), group.end(),
        [](const MountEntry* a, const MountEntry* b) { return a->root.size() < b->root.size(); });
    QStringList shown; // the file system's folders the chosen mounts show
    QStringList roots;
    for (const MountEntry* entry : group) {
        if (std::none_of(
                shown.cbegin(), shown.cend(), [&](const QString& s) { return folderWithin(entry->root, s); })) {
            shown << entry->root;
            roots << entry->mountPoint;
        }
    }
    return roots;
}

} // namespace

std::vector<MetricsTarget> metricsTargets(const std::vector<MountEntry>& mounts, const QStringList& paths,
    const std::function<QString(const MountEntry&)>& uuidOf, QStringList* problems)
{
    std::vector<const MountEntry*> chosen;
    if (paths.isEmpty()) {
        for (const MountEntry& entry : mounts)
            if (reportedType(entry.fsType))
                chosen.push_back(&entry);
    } else {
        chosen = mountsOfPaths(mounts, paths, problems);
    }
    // A file system is its superblock's device number, the same in every mount of it (a bind mount,
    // a btrfs subvolume) and different for two mounted at once that share a UUID (a clone, an LVM
    // snapshot); the UUID is its label.
    std::vector<MetricsTarget> targets;
    QSet<dev_t> done;
    for (const MountEntry* entry : chosen) {
        if (done.contains(entry->dev))
            continue;
        done.insert(entry->dev);
        // Every mount of the file system, not only those asked for.
        std::vector<const MountEntry*> group;
        for (const MountEntry& other : mounts)
            if (other.dev == entry->dev && reportedType(other.fsType))
                group.push_back(&other);
        MetricsTarget t{rootsShowingAll(std::move(group)), {}, entry->fsType, entry->source, {}};
        t.mountPoint = t.roots.constFirst();
        const auto shown = std::find_if(mounts.cbegin(), mounts.cend(),
            [&](const MountEntry& m) { return m.dev == entry->dev && m.mountPoint == t.mountPoint; });
        t.uuid = uuidOf(shown != mounts.cend() ? *shown : *entry);
        targets.push_back(std::move(t));
    }
    return targets;
}

FreeFigures freeFigures(const FreeSpace& space)
{
    FreeFigures f;
    f.bytes = space.freeBytes;
    f.extentsKnown = space.method == FreeSpace::Method::Fsmap;
    if (!f.extentsKnown)
        return f;
    f.extents = space.freeExtents;
    f.largestBytes = space.largestFreeBytes;
    for (const SpaceRange& range : space.free)
        for (std::size_t b = 0; b < kFreeExtentBuckets.size(); ++b)
            if (range.length <= kFreeExtentBuckets[b])
                ++f.atMost[b];
    return f;
}

namespace {

// The folders below the roots whose files lose the most read time, each read as tar reads it (its
// files mapped again); none when stop ended the reads.
std::vector<std::pair<QByteArray, double>> worstFolders(const Survey& survey, const MetricsTarget& target,
    const HddParams& hdd, std::size_t count, const std::atomic<bool>* stop)
{
    const FolderReads reads = predictFolderReads(
        target.roots, hdd, false, [stop] { return !stop || !stop->load(std::memory_order_relaxed); });
    std::vector<std::pair<QByteArray, double>> worst;
    if (!reads.complete)
        return worst;
    QSet<QByteArray> roots; // each the whole file system's figure again
    for (const QString& root : target.roots)
        roots.insert(pathBytes(root));
    for (const DirectoryCost& d : directoryCosts(survey, folderSeconds(reads))) {
        if (worst.size() == count || d.lostSeconds <= 0)
            break;
        if (!roots.contains(survey.dirs[d.dir]))
            worst.emplace_back(survey.dirs[d.dir], d.lostSeconds);
    }
    return worst;
}

} // namespace

FsMetrics collectFsMetrics(const MetricsTarget& target, const CostDisk& disk, std::size_t topFolders,
    const std::atomic<bool>* stop, const std::function<void(const MetricsProgress&)>& progress)
{
    FsMetrics m;
    m.target = target;
    m.measuredDisk = disk.measured;
    m.disk = disk.description;
    ScanOptions options;
    options.roots = target.roots;
    options.hdd = disk.params;
    ScanOutcome outcome;
    // What there is to cover: the inodes in use, where the file system counts them (btrfs does not),
    // else the bytes in use.
    struct statfs fs = {};
    const bool counted = ::statfs(pathBytes(target.mountPoint).constData(), &fs) == 0;
    const double inodesInUse = counted && fs.f_files > fs.f_ffree ? double(fs.f_files - fs.f_ffree) : 0;
    const double bytesInUse
        = counted && fs.f_blocks > fs.f_bfree ? double(fs.f_blocks - fs.f_bfree) * double(fs.f_frsize) : 0;
    const Survey survey = runSurvey(
        options, &outcome,
        [&](const ScanProgress& p) {
            if (progress)
                progress({p.files, p.fraction()});
        },
        stop);
    m.totals = survey.totals;
    m.scanSeconds = outcome.seconds;
    m.complete = survey.complete && outcome.failedRoots.empty();
    for (const Error& failed : outcome.failedRoots)
        m.problems << failed.message();
    const SurveyTotals& t = survey.totals;
    const double met = double(t.files + t.dirs + t.symlinks + t.specials);
    m.covered = m.complete ? 1.0
        : inodesInUse > 0  ? std::min(1.0, met / inodesInUse)
        : bytesInUse > 0   ? std::min(1.0, double(t.allocatedBytes) / bytesInUse)
                           : 0.0;
    if (target.fsType == QLatin1String("btrfs"))
        m.btrfs = survey.diskTotals();
    if (auto space = readFreeSpace(target.mountPoint))
        m.free = freeFigures(*space);
    if (m.complete && topFolders > 0)
        m.worstFolders = worstFolders(survey, target, disk.params, topFolders, stop);
    m.finishedAt = double(QDateTime::currentMSecsSinceEpoch()) / 1000.0;
    return m;
}

QByteArray prometheusLabelValue(const QString& value)
{
    QByteArray out;
    for (const char c : value.toUtf8()) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '"')
            out += "\\\"";
        else if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out;
}

namespace {

QByteArray number(double v)
{
    if (std::isnan(v))
        return "NaN";
    if (std::isinf(v))
        return v > 0 ? "+Inf" : "-Inf";
    if (v == std::floor(v) && std::fabs(v) < 9.0e15)
        return QByteArray::number(static_cast<long long>(v));
    return QByteArray::number(v, 'g', 15);
}

QByteArray number(std::uint64_t v)
{
    return QByteArray::number(qulonglong(v));
}

// A bucket's bound as Prometheus spells it once ingested (Go's shortest float, ".0" on a whole
// number, an exponent from a million on: 4096.0, 1.048576e+06), so that `le` matchers are the same
// whichever Prometheus and scrape protocol read it (3.0 rewrites them so).
QByteArray bucketBound(std::uint64_t v)
{
    QByteArray digits = QByteArray::number(qulonglong(v));
    if (v < 1000000)
        return digits + ".0";
    const qsizetype exponent = digits.size() - 1;
    while (digits.endsWith('0'))
        digits.chop(1);
    QByteArray mantissa = digits.left(1);
    if (digits.size() > 1)
        mantissa += '.' + digits.mid(1);
    return mantissa + "e+" + QByteArray::number(exponent).rightJustified(2, '0');
}

// The labels every sample of a file system carries, without braces.
QByteArray fsLabels(const MetricsTarget& t)
{
    return "mountpoint=\"" + prometheusLabelValue(displayPath(pathBytes(t.mountPoint))) + "\",fstype=\""
        + prometheusLabelValue(t.fsType) + "\",device=\"" + prometheusLabelValue(displayPath(pathBytes(t.device)))
        + "\",uuid=\"" + prometheusLabelValue(t.uuid) + '"';
}

// One family: its name, type and help, and its sample lines (name{labels} value).
struct Family
{
    const char* name;
    const char* type;
    const char* help;
    std::function<void(const FsMetrics&, const QByteArray& labels, QList<QByteArray>& lines)> samples;
};

// A gauge with one sample per file system (none where value gives nullopt).
Family gauge(const char* name, const char* help, std::function<std::optional<double>(const FsMetrics&)> value)
{
    return Family{name, "gauge", help,
        [name, value = std::move(value)](const FsMetrics& m, const QByteArray& labels, QList<QByteArray>& lines) {
            if (const auto v = value(m))
                lines << QByteArray(name) + '{' + labels + "} " + number(*v);
        }};
}

std::optional<double> whenBtrfs(const FsMetrics& m, std::uint64_t ExtentTotals::*field)
{
    return m.btrfs ? std::optional(double((*m.btrfs).*field)) : std::nullopt;
}

std::vector<Family> families()
{
    std::vector<Family> f;
    const auto count = [](std::uint64_t v) { return std::optional(double(v)); };
    f.push_back(gauge("fragscope_files", "Regular files the survey went through.",
        [count](const FsMetrics& m) { return count(m.totals.files); }));
    f.push_back(gauge("fragscope_file_bytes", "Their sizes added up (bytes).",
        [count](const FsMetrics& m) { return count(m.totals.bytes); }));
    f.push_back(gauge("fragscope_extent_records", "Extent records FIEMAP gave for them.",
        [count](const FsMetrics& m) { return count(m.totals.extentRecords); }));
    f.push_back(gauge("fragscope_physical_runs", "Contiguous runs their data lie in on the disk.",
        [count](const FsMetrics& m) { return count(m.totals.physicalRuns); }));
    f.push_back(gauge("fragscope_scattered_files", "Files in more than one physical run.",
        [count](const FsMetrics& m) { return count(m.totals.scatteredFiles); }));
    f.push_back(gauge("fragscope_read_seconds", "Seconds to read every file once, cold, as they lie on this disk.",
        [](const FsMetrics& m) { return std::optional(m.totals.readSeconds); }));
    f.push_back(gauge("fragscope_ideal_read_seconds", "The same with each file in one piece.",
        [](const FsMetrics& m) { return std::optional(m.totals.readSeconds - m.totals.lostSeconds); }));
    f.push_back(gauge("fragscope_lost_seconds", "Read seconds lost to the files' layout (read - ideal).",
        [](const FsMetrics& m) { return std::optional(m.totals.lostSeconds); }));
    f.push_back(gauge("fragscope_e4defrag_score", "e4defrag -c's fragmentation score of the files (0-100).",
        [](const FsMetrics& m) { return std::optional(m.totals.e4.score()); }));
    f.push_back(gauge("fragscope_free_bytes", "Free space (bytes).",
        [](const FsMetrics& m) { return m.free ? std::optional(double(m.free->bytes)) : std::nullopt; }));
    f.push_back(gauge("fragscope_free_extents", "Free extents (GETFSMAP; ext4 and XFS).", [](const FsMetrics& m) {
        return m.free && m.free->extentsKnown ? std::optional(double(m.free->extents)) : std::nullopt;
    }));
    f.push_back(gauge("fragscope_free_largest_extent_bytes", "The largest free extent (bytes; ext4 and XFS).",
        [](const FsMetrics& m) {
            return m.free && m.free->extentsKnown ? std::optional(double(m.free->largestBytes)) : std::nullopt;
        }));
    f.push_back(Family{"fragscope_free_extent_size_bytes", "histogram", "Free extents by size (bytes; ext4 and XFS).",
        [](const FsMetrics& m, const QByteArray& labels, QList<QByteArray>& lines) {
            if (!m.free || !m.free->extentsKnown)
                return;
            for (std::size_t b = 0; b < kFreeExtentBuckets.size(); ++b)
                lines << "fragscope_free_extent_size_bytes_bucket{" + labels + ",le=\""
                        + bucketBound(kFreeExtentBuckets[b]) + "\"} " + number(m.free->atMost[b]);
            lines << "fragscope_free_extent_size_bytes_bucket{" + labels + ",le=\"+Inf\"} " + number(m.free->extents);
            lines << "fragscope_free_extent_size_bytes_sum{" + labels + "} " + number(m.free->bytes);
            lines << "fragscope_free_extent_size_bytes_count{" + labels + "} " + number(m.free->extents);
        }});
    f.push_back(
        gauge("fragscope_btrfs_disk_bytes", "btrfs: the files' extents as stored, each once (compsize's Disk Usage).",
            [](const FsMetrics& m) { return whenBtrfs(m, &ExtentTotals::diskBytes); }));
    f.push_back(gauge("fragscope_btrfs_uncompressed_bytes", "btrfs: the same extents uncompressed.",
        [](const FsMetrics& m) { return whenBtrfs(m, &ExtentTotals::uncompressedBytes); }));
    f.push_back(gauge("fragscope_btrfs_referenced_bytes", "btrfs: the bytes the files reference in them.",
        [](const FsMetrics& m) { return whenBtrfs(m, &ExtentTotals::referencedBytes); }));
    f.push_back(gauge("fragscope_btrfs_unreferenced_bytes", "btrfs: bytes of those extents no file references.",
        [](const FsMetrics& m) { return whenBtrfs(m, &ExtentTotals::unreferencedBytes); }));
    f.push_back(gauge("fragscope_btrfs_shared_bytes", "btrfs: the files' bytes in extents shared with others.",
        [](const FsMetrics& m) { return m.btrfs ? std::optional(double(m.totals.sharedBytes)) : std::nullopt; }));
    f.push_back(gauge("fragscope_read_times_measured",
        "1 when the read times are from this disk's calibrated profile, 0 from a preset.",
        [](const FsMetrics& m) { return std::optional(m.measuredDisk ? 1.0 : 0.0); }));
    f.push_back(Family{"fragscope_cost_disk_info", "gauge", "The disk the read times are worked out on, in words.",
        [](const FsMetrics& m, const QByteArray& labels, QList<QByteArray>& lines) {
            lines << "fragscope_cost_disk_info{" + labels + ",disk=\"" + prometheusLabelValue(m.disk) + "\"} 1";
        }});
    f.push_back(gauge("fragscope_scan_duration_seconds", "How long the survey took.",
        [](const FsMetrics& m) { return std::optional(m.scanSeconds); }));
    f.push_back(gauge("fragscope_last_scan_timestamp_seconds", "When the survey ended (seconds since the epoch).",
        [](const FsMetrics& m) { return std::optional(m.finishedAt); }));
    f.push_back(
        gauge("fragscope_scan_complete", "1 when the survey went through every file, 0 when its budget ended it.",
            [](const FsMetrics& m) { return std::optional(m.complete ? 1.0 : 0.0); }));
    f.push_back(gauge("fragscope_scan_covered_ratio",
        "The share of the inodes in use the survey went through (btrfs, which counts none: of the bytes in use).",
        [](const FsMetrics& m) { return std::optional(m.covered); }));
    f.push_back(Family{"fragscope_folder_lost_seconds", "gauge",
        "Read seconds the files of the worst folders lose to their layout (each folder read as tar reads it, "
        "its subfolders included).",
        [](const FsMetrics& m, const QByteArray& labels, QList<QByteArray>& lines) {
            // A folder named "\\xff" and one with the byte 0xff read alike: the second would be a
            // duplicate series, which spoils the whole scrape.
            QSet<QByteArray> seen;
            for (const auto& [path, lost] : m.worstFolders) {
                const QByteArray label = prometheusLabelValue(displayPath(path));
                if (!seen.contains(label)) {
                    seen.insert(label);
                    lines << "fragscope_folder_lost_seconds{" + labels + ",path=\"" + label + "\"} " + number(lost);
                }
            }
        }});
    return f;
}

// The family a sample line belongs to: its metric name, without a histogram's suffixes.
QByteArray familyOf(const QByteArray& line, const std::vector<Family>& known)
{
    QByteArray name = line.left(line.indexOf('{'));
    for (const Family& f : known) {
        if (name == f.name)
            return name;
        if (qstrcmp(f.type, "histogram") == 0 && name.startsWith(f.name))
            return f.name;
    }
    return name;
}

} // namespace

QByteArray prometheusText(const std::vector<FsMetrics>& systems, const QList<QByteArray>& kept)
{
    const std::vector<Family> all = families();
    std::map<QByteArray, QList<QByteArray>> carried;
    for (const QByteArray& line : kept)
        carried[familyOf(line, all)] << line;
    QByteArray out;
    for (const Family& f : all) {
        QList<QByteArray> lines;
        for (const FsMetrics& m : systems)
            f.samples(m, fsLabels(m.target), lines);
        lines += carried[f.name];
        if (lines.isEmpty())
            continue;
        out += QByteArray("# HELP ") + f.name + ' ' + f.help + '\n';
        out += QByteArray("# TYPE ") + f.name + ' ' + f.type + '\n';
        for (const QByteArray& line : lines)
            out += line + '\n';
    }
    return out;
}

QList<QByteArray> samplesOfFileSystem(const QByteArray& exposition, const MetricsTarget& target)
{
    const QByteArray labels = '{' + fsLabels(target);
    QList<QByteArray> lines;
    for (const QByteArray& line : exposition.split('\n'))
        if (line.startsWith("fragscope_")
            && (line.contains(QByteArray(labels + '}')) || line.contains(QByteArray(labels + ','))))
            lines << line;
    return lines;
}

double lastSurveyed(const QByteArray& exposition, const MetricsTarget& target)
{
    for (const QByteArray& line : samplesOfFileSystem(exposition, target))
        if (line.startsWith("fragscope_last_scan_timestamp_seconds{"))
            return line.mid(line.lastIndexOf(' ') + 1).toDouble();
    return 0;
}

} // namespace fragscope
