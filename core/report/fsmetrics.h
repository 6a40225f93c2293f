// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope metrics`: each file system's fragmentation and the read time it costs, as Prometheus
// metrics (the text exposition format node_exporter's textfile collector reads).
#pragma once

#include "extents/ondisk.h"
#include "fs/fsinfo.h"
#include "model/calibrate.h"
#include "survey/survey.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace fragscope {

// A file system to report on, once however many mount points show it.
struct MetricsTarget
{
    QStringList roots;  // the mount points its survey starts from (several: btrfs subvolumes mounted apart)
    QString mountPoint; // its label: the mount showing the most of it
    QString fsType;
    QString device; // the mount's source, "/dev/sda2"
    QString uuid;   // empty when unknown (then the device number tells file systems apart)
};

// Which file systems `metrics` reports on. With no paths: every ext4, XFS and btrfs mount; else the
// file system holding each path. A file system met through several mounts (bind mounts, its
// subvolumes) is one target, known by its superblock's device number (MountEntry::dev): mounts
// showing a folder another chosen mount shows already are left out. uuidOf gives the UUID it is
// labelled with (fileSystemUuid, or a test's). A path that is on no such file system is a problem,
// "PATH: on tmpfs, ...", and left out.
std::vector<MetricsTarget> metricsTargets(const std::vector<MountEntry>& mounts, const QStringList& paths,
    const std::function<QString(const MountEntry&)>& uuidOf, QStringList* problems);

// Free extents of at most these sizes, counted for the Prometheus histogram (and +Inf): powers of
// four from 4 KiB to 64 GiB, the same for every file system so that histograms add up.
constexpr std::array<std::uint64_t, 13> kFreeExtentBuckets = {4ull << 10, 16ull << 10, 64ull << 10, 256ull << 10,
    1ull << 20, 4ull << 20, 16ull << 20, 64ull << 20, 256ull << 20, 1ull << 30, 4ull << 30, 16ull << 30, 64ull << 30};

struct FreeFigures
{
    std::uint64_t bytes = 0;
    bool extentsKnown = false; // GETFSMAP (ext4, XFS); btrfs gives free bytes only
    std::uint64_t extents = 0;
    std::uint64_t largestBytes = 0;
    std::array<std::uint64_t, kFreeExtentBuckets.size()> atMost{}; // free extents of at most each bucket's bytes
};
// The free-space figures of what readFreeSpace found.
FreeFigures freeFigures(const FreeSpace& space);

// One file system's figures, as the metrics give them.
struct FsMetrics
{
    MetricsTarget target;
    SurveyTotals totals;
    std::optional<ExtentTotals> btrfs; // compsize's totals, on btrfs
    std::optional<FreeFigures> free;   // empty when the free space could not be read
    bool measuredDisk = false;         // the read times are from a calibrated profile, not a preset
    QString disk;                      // CostDisk::description
    double scanSeconds = 0;
    double finishedAt = 0; // seconds since the epoch
    bool complete = false; // false: the budget or a stop ended it early, or a root could not be read
    QStringList problems;  // the roots that could not be read, and why
    // The share of the inodes in use the survey went through (btrfs counts none: of the bytes in
    // use), 1 when complete.
    double covered = 0;
    // The folders whose files lose the most read time (as tar reads each folder), worst first.
    std::vector<std::pair<QByteArray, double>> worstFolders;
};

struct MetricsProgress
{
    std::uint64_t files = 0;
    double fraction = -1; // 0..1, -1 when unknown
};

// Surveys the target's roots with read times on `disk`, reads its free space and, with topFolders,
// each folder's read as tar reads it. stop ends the survey early (figures of what it covered).
FsMetrics collectFsMetrics(const MetricsTarget& target, const CostDisk& disk, std::size_t topFolders,
    const std::atomic<bool>* stop, const std::function<void(const MetricsProgress&)>& progress = {});

// The Prometheus text exposition of the file systems' figures: # HELP and # TYPE once per family,
// each family's samples together, labels escaped (paths that are not UTF-8 with \xNN). `kept` are
// sample lines of an earlier exposition to carry over (a file system skipped this time), each put
// with its family.
QByteArray prometheusText(const std::vector<FsMetrics>& systems, const QList<QByteArray>& kept = {});

// A label value as the text format wants it: backslash, double quote and newline escaped.
QByteArray prometheusLabelValue(const QString& value);

// The sample lines of an exposition with the target's labels (mount point, type, device and UUID):
// what prometheusText carries over for a file system skipped this time.
QList<QByteArray> samplesOfFileSystem(const QByteArray& exposition, const MetricsTarget& target);
// When the exposition says the target was last surveyed (seconds since the epoch), 0 when never.
double lastSurveyed(const QByteArray& exposition, const MetricsTarget& target);

} // namespace fragscope
