// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope metrics` without a file system of its own: which mounts it reports on (each file system
// once), the exposition it writes (read back sample by sample, and by promtool where it is), the free
// extents' histogram, the figures it carries over for a file system it skips, and the survey lock.
#include "fslabskip.h"
#include "testtools.h"

#include "report/fsmetrics.h"
#include "survey/surveylock.h"
#include "util/path.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace fragscope;

namespace {

// name{labels} -> value, of every sample line; each # TYPE's name in the order met.
struct Parsed
{
    std::map<QByteArray, QByteArray> samples;
    QList<QByteArray> types;
    QList<QByteArray> order; // the family of each sample line, in order
};

Parsed parse(const QByteArray& text)
{
    Parsed p;
    for (const QByteArray& line : text.split('\n')) {
        if (line.startsWith("# TYPE "))
            p.types << line.split(' ').value(2);
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const qsizetype space = line.lastIndexOf(' ');
        p.samples[line.left(space)] = line.mid(space + 1);
        p.order << p.types.constLast();
    }
    return p;
}

FsMetrics someFileSystem(const QString& mountPoint, const QString& uuid)
{
    FsMetrics m;
    m.target = MetricsTarget{{mountPoint}, mountPoint, QStringLiteral("ext4"), QStringLiteral("/dev/sdz1"), uuid};
    m.totals.files = 1234;
    m.totals.bytes = 5'000'000'000ull;
    m.totals.extentRecords = 4000;
    m.totals.physicalRuns = 3900;
    m.totals.scatteredFiles = 17;
    m.totals.readSeconds = 42.5;
    m.totals.lostSeconds = 10.25;
    FreeFigures free;
    free.bytes = 1 << 30;
    free.extentsKnown = true;
    free.extents = 3;
    free.largestBytes = 1 << 29;
    free.atMost.fill(3);
    free.atMost[0] = 1;
    m.free = free;
    m.disk = QStringLiteral("WDC \"Blue\", measured 2 Dec 2026");
    m.measuredDisk = true;
    m.scanSeconds = 1.5;
    m.finishedAt = 1796590000.25;
    m.complete = true;
    m.covered = 1;
    m.worstFolders = {{pathBytes(mountPoint) + "/srv", 6.5}};
    return m;
}

// The first family whose samples do not all follow one another, or empty.
QByteArray scatteredFamily(const Parsed& p)
{
    for (qsizetype i = 1; i < p.order.size(); ++i)
        if (p.order[i] != p.order[i - 1] && p.order.mid(0, i).contains(p.order[i]))
            return p.order[i];
    return {};
}

// promtool check metrics on text, or nullopt without promtool.
std::optional<QString> promtoolComplaints(const QByteArray& text)
{
    const QString promtool = testTool(QStringLiteral("promtool"));
    return promtool.isEmpty() ? std::nullopt : std::optional(promtoolCheck(promtool, text));
}

} // namespace

class TestFsMetrics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Every ext4, XFS and btrfs mount, each file system once, by its device number (mountinfo's
    // major:minor, the superblock's): a bind mount of the root or of a folder in it adds nothing;
    // btrfs subvolumes mounted apart are one file system surveyed from both; a subvolume's folder
    // mounted again adds nothing; a clone sharing a UUID is another file system.
    void eachFileSystemOnce()
    {
        const QByteArray mountinfo = "20 1 8:2 / / rw,relatime - ext4 /dev/sda2 rw\n"
                                     "21 20 8:2 /srv/data /mnt/bind rw - ext4 /dev/sda2 rw\n"
                                     "22 20 8:2 / /mnt/again rw - ext4 /dev/sda2 rw\n"
                                     "23 20 0:40 /@home /home rw - btrfs /dev/sdb1 rw,subvol=/@home\n"
                                     "24 20 0:40 /@data /data rw - btrfs /dev/sdb1 rw,subvol=/@data\n"
                                     "25 20 0:40 /@data/sub /data2 rw - btrfs /dev/sdb1 rw\n"
                                     "26 20 0:5 / /proc rw - proc proc rw\n"
                                     "27 20 8:3 / /x rw - xfs /dev/sda3 rw\n"
                                     "28 20 0:50 / /nouuid rw - ext4 /dev/sdc rw\n"
                                     "29 20 0:51 / /nouuid2 rw - ext4 /dev/sdd rw\n"
                                     "30 20 7:4 / /clone rw - ext4 /dev/loop4 rw\n";
        const auto uuidOf = [](const MountEntry& m) {
            if (m.source == QLatin1String("/dev/sda2") || m.source == QLatin1String("/dev/loop4")) // a clone
                return QStringLiteral("aaaa");
            if (m.source == QLatin1String("/dev/sdb1"))
                return QStringLiteral("bbbb");
            if (m.source == QLatin1String("/dev/sda3"))
                return QStringLiteral("xxxx");
            return QString();
        };
        QStringList problems;
        const auto targets = metricsTargets(parseMountInfo(mountinfo), {}, uuidOf, &problems);
        QVERIFY(problems.isEmpty());
        QCOMPARE(targets.size(), std::size_t(6));
        QCOMPARE(targets[0].roots, QStringList{QStringLiteral("/")});
        QCOMPARE(targets[0].uuid, QStringLiteral("aaaa"));
        QCOMPARE(targets[0].fsType, QStringLiteral("ext4"));
        QCOMPARE(targets[0].device, QStringLiteral("/dev/sda2"));
        QCOMPARE(targets[1].roots, (QStringList{QStringLiteral("/home"), QStringLiteral("/data")}));
        QCOMPARE(targets[1].mountPoint, QStringLiteral("/home"));
        QCOMPARE(targets[2].roots, QStringList{QStringLiteral("/x")});
        QCOMPARE(targets[3].roots, QStringList{QStringLiteral("/nouuid")});
        QCOMPARE(targets[3].uuid, QString());
        QCOMPARE(targets[4].roots, QStringList{QStringLiteral("/nouuid2")});
        // A clone with the first one's UUID, mounted beside it: a file system of its own, same label.
        QCOMPARE(targets[5].roots, QStringList{QStringLiteral("/clone")});
        QCOMPARE(targets[5].uuid, QStringLiteral("aaaa"));
    }

    // Asked for by path: the file system holding each, whole and once; what is on another kind of
    // file system, or not there, is a problem named by its path.
    void pathsStandForTheirFileSystems()
    {
        const QByteArray mountinfo = "20 1 8:2 / / rw - ext4 /dev/sda2 rw\n"
                                     "26 20 0:5 / /proc rw - proc proc rw\n"
                                     "30 20 8:2 /var /srv/var rw - ext4 /dev/sda2 rw\n";
        QStringList problems;
        const auto targets = metricsTargets(
            parseMountInfo(mountinfo),
            {QStringLiteral("/"), QStringLiteral("/proc/self"), QStringLiteral("/no/such/path/here"),
                QStringLiteral("/etc")},
            [](const MountEntry&) { return QStringLiteral("aaaa"); }, &problems);
        QCOMPARE(targets.size(), std::size_t(1));
        QCOMPARE(targets[0].roots, QStringList{QStringLiteral("/")});
        QCOMPARE(problems.size(), 2);
        QVERIFY2(problems[0].startsWith(QStringLiteral("/proc/self: on proc")), qPrintable(problems[0]));
        QVERIFY2(problems[1].startsWith(QStringLiteral("/no/such/path/here: ")), qPrintable(problems[1]));
        QVERIFY2(problems[1].contains(QStringLiteral("No such file")), qPrintable(problems[1]));
    }

    // Each free extent counted in every bucket at least its size; the last, +Inf, all of them.
    void freeExtentsHistogram()
    {
        FreeSpace space;
        space.method = FreeSpace::Method::Fsmap;
        for (const std::uint64_t length : {4096ull, 8192ull, 65536ull, (1ull << 20) + 4096, 5ull << 30})
            addFreeExtent(space, 0, length);
        space.free
            = {{0, 4096}, {1 << 20, 8192}, {2 << 20, 65536}, {4 << 20, (1 << 20) + 4096}, {1ull << 32, 5ull << 30}};
        const FreeFigures f = freeFigures(space);
        QVERIFY(f.extentsKnown);
        QCOMPARE(f.extents, 5u);
        QCOMPARE(f.largestBytes, 5ull << 30);
        const std::array<std::uint64_t, kFreeExtentBuckets.size()> expected{1, 2, 3, 3, 3, 4, 4, 4, 4, 4, 4, 5, 5};
        QCOMPARE(f.atMost, expected);

        FreeSpace btrfs;
        btrfs.method = FreeSpace::Method::BtrfsBlockGroups;
        btrfs.freeBytes = 123456789;
        QVERIFY(!freeFigures(btrfs).extentsKnown);
        QCOMPARE(freeFigures(btrfs).bytes, 123456789u);
    }

    // Each family's # HELP and # TYPE once, its samples right after; the figures read back as given;
    // the labels escaped as the text format wants (quote, backslash, newline; bytes that are not
    // UTF-8 as \xNN); promtool accepts it all.
    void expositionReadsBack()
    {
        const QString odd = pathFromBytes(QByteArray("/mnt/a\"b\\c\nd \xff\xfe"));
        FsMetrics a = someFileSystem(odd, QStringLiteral("1111"));
        FsMetrics b = someFileSystem(QStringLiteral("/srv"), QStringLiteral("2222"));
        b.target.fsType = QStringLiteral("btrfs");
        b.btrfs = ExtentTotals{100, 200, 150, 7};
        b.totals.sharedBytes = 30;
        b.free = FreeFigures{};
        b.free->bytes = 77;
        b.complete = false;
        b.covered = 0.25;
        const QByteArray text = prometheusText({a, b});
        const Parsed p = parse(text);
        QCOMPARE(QSet<QByteArray>(p.types.cbegin(), p.types.cend()).size(), p.types.size());
        // The lines of a family follow one another.
        QVERIFY2(scatteredFamily(p).isEmpty(), scatteredFamily(p).constData());

        const QByteArray la
            = "mountpoint=\"/mnt/a\\\"b\\\\\\\\c\\nd \\\\xff\\\\xfe\",fstype=\"ext4\",device=\"/dev/sdz1\","
              "uuid=\"1111\"";
        const QByteArray lb = "mountpoint=\"/srv\",fstype=\"btrfs\",device=\"/dev/sdz1\",uuid=\"2222\"";
        const auto value = [&](const QByteArray& name, const QByteArray& labels) {
            const auto it = p.samples.find(name + '{' + labels + '}');
            return it == p.samples.end() ? QByteArray("(none)") : it->second;
        };
        QCOMPARE(value("fragscope_files", la), QByteArray("1234"));
        QCOMPARE(value("fragscope_file_bytes", la), QByteArray("5000000000"));
        QCOMPARE(value("fragscope_physical_runs", la), QByteArray("3900"));
        QCOMPARE(value("fragscope_scattered_files", la), QByteArray("17"));
        QCOMPARE(value("fragscope_read_seconds", la), QByteArray("42.5"));
        QCOMPARE(value("fragscope_ideal_read_seconds", la), QByteArray("32.25"));
        QCOMPARE(value("fragscope_lost_seconds", la), QByteArray("10.25"));
        // The bounds as Prometheus spells them once ingested (Go's shortest float).
        QCOMPARE(value("fragscope_free_extent_size_bytes_bucket", la + ",le=\"4096.0\""), QByteArray("1"));
        QCOMPARE(value("fragscope_free_extent_size_bytes_bucket", la + ",le=\"262144.0\""), QByteArray("3"));
        QCOMPARE(value("fragscope_free_extent_size_bytes_bucket", la + ",le=\"1.048576e+06\""), QByteArray("3"));
        QCOMPARE(value("fragscope_free_extent_size_bytes_bucket", la + ",le=\"1.073741824e+09\""), QByteArray("3"));
        QCOMPARE(value("fragscope_free_extent_size_bytes_bucket", la + ",le=\"6.8719476736e+10\""), QByteArray("3"));
        QCOMPARE(value("fragscope_free_extent_size_bytes_bucket", la + ",le=\"+Inf\""), QByteArray("3"));
        QCOMPARE(value("fragscope_free_extent_size_bytes_count", la), QByteArray("3"));
        QCOMPARE(value("fragscope_free_extent_size_bytes_sum", la), QByteArray("1073741824"));
        QCOMPARE(value("fragscope_read_times_measured", la), QByteArray("1"));
        QCOMPARE(
            value("fragscope_cost_disk_info", la + ",disk=\"WDC \\\"Blue\\\", measured 2 Dec 2026\""), QByteArray("1"));
        QCOMPARE(value("fragscope_last_scan_timestamp_seconds", la), QByteArray("1796590000.25"));
        QCOMPARE(value("fragscope_folder_lost_seconds", la + ",path=\"/mnt/a\\\"b\\\\\\\\c\\nd \\\\xff\\\\xfe/srv\""),
            QByteArray("6.5"));
        // btrfs's own figures where it is btrfs only; no free extents where they are not known.
        QCOMPARE(value("fragscope_btrfs_disk_bytes", lb), QByteArray("100"));
        QCOMPARE(value("fragscope_btrfs_unreferenced_bytes", lb), QByteArray("7"));
        QCOMPARE(value("fragscope_btrfs_shared_bytes", lb), QByteArray("30"));
        QCOMPARE(value("fragscope_btrfs_disk_bytes", la), QByteArray("(none)"));
        QCOMPARE(value("fragscope_free_bytes", lb), QByteArray("77"));
        QCOMPARE(value("fragscope_free_extents", lb), QByteArray("(none)"));
        QCOMPARE(value("fragscope_scan_complete", lb), QByteArray("0"));
        QCOMPARE(value("fragscope_scan_covered_ratio", lb), QByteArray("0.25"));

        const auto complaints = promtoolComplaints(text);
        if (!complaints)
            FSLAB_SKIP("promtool is missing (make deps unpacks it: tests/tools/fetch.sh)");
        QVERIFY2(complaints->isEmpty(), qPrintable(*complaints + QStringLiteral("\n") + QString::fromUtf8(text)));
    }

    // A file system skipped this time keeps the figures of the last exposition, each in its family:
    // still one # TYPE per family, and promtool still accepts it.
    void skippedFileSystemKeepsItsFigures()
    {
        const FsMetrics a = someFileSystem(QStringLiteral("/a"), QStringLiteral("1111"));
        FsMetrics b = someFileSystem(QStringLiteral("/b"), QStringLiteral("2222"));
        b.totals.files = 99;
        b.finishedAt = 1700000000;
        FsMetrics clone = someFileSystem(QStringLiteral("/b-clone"), QStringLiteral("2222")); // b's UUID
        clone.finishedAt = 1800000000;
        const QByteArray before = prometheusText({a, b, clone});
        const QList<QByteArray> kept = samplesOfFileSystem(before, b.target);
        QCOMPARE(kept.size(), parse(prometheusText({b})).samples.size());
        QCOMPARE(lastSurveyed(before, b.target), 1700000000.0);
        QCOMPARE(lastSurveyed(before, clone.target), 1800000000.0);
        QCOMPARE(lastSurveyed(before, someFileSystem(QStringLiteral("/new"), QStringLiteral("3333")).target), 0.0);
        FsMetrics a2 = a;
        a2.totals.files = 1300;
        const QByteArray after = prometheusText({a2}, kept);
        const Parsed p = parse(after);
        QCOMPARE(QSet<QByteArray>(p.types.cbegin(), p.types.cend()).size(), p.types.size());
        const QByteArray lb = "mountpoint=\"/b\",fstype=\"ext4\",device=\"/dev/sdz1\",uuid=\"2222\"";
        const QByteArray la = "mountpoint=\"/a\",fstype=\"ext4\",device=\"/dev/sdz1\",uuid=\"1111\"";
        QCOMPARE(p.samples.at("fragscope_files{" + lb + '}'), QByteArray("99"));
        QCOMPARE(p.samples.at("fragscope_last_scan_timestamp_seconds{" + lb + '}'), QByteArray("1700000000"));
        QCOMPARE(p.samples.at("fragscope_files{" + la + '}'), QByteArray("1300"));
        QCOMPARE(p.samples.at("fragscope_free_extent_size_bytes_bucket{" + lb + ",le=\"+Inf\"}"), QByteArray("3"));
        QVERIFY2(scatteredFamily(p).isEmpty(), scatteredFamily(p).constData());
        const auto complaints = promtoolComplaints(after);
        if (!complaints)
            FSLAB_SKIP("promtool is missing (make deps unpacks it: tests/tools/fetch.sh)");
        QVERIFY2(complaints->isEmpty(), qPrintable(*complaints));
    }

    // Alone excludes every other claim; shared ones coexist; a released lock is free again; a mount
    // point that cannot be opened is a problem, not "busy".
    void surveyLock()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QStringList where{dir.path()};
        {
            const SurveyLock alone = SurveyLock::tryTake(where, SurveyLock::Mode::Alone);
            QVERIFY(alone.held());
            const SurveyLock second = SurveyLock::tryTake(where, SurveyLock::Mode::Alone);
            QVERIFY(!second.held());
            QVERIFY(second.busy());
            QVERIFY(SurveyLock::tryTake(where, SurveyLock::Mode::Shared).busy());
        }
        const SurveyLock shared = SurveyLock::tryTake(where, SurveyLock::Mode::Shared);
        QVERIFY(shared.held());
        QVERIFY(SurveyLock::tryTake(where, SurveyLock::Mode::Shared).held());
        QVERIFY(SurveyLock::tryTake(where, SurveyLock::Mode::Alone).busy());
        // All or none: the first of two taken, the second busy, and the first given back.
        QTemporaryDir other;
        const SurveyLock both = SurveyLock::tryTake({other.path(), dir.path()}, SurveyLock::Mode::Alone);
        QVERIFY(both.busy());
        QVERIFY(SurveyLock::tryTake({other.path()}, SurveyLock::Mode::Alone).held());

        const SurveyLock missing = SurveyLock::tryTake({dir.path() + QStringLiteral("/gone")}, SurveyLock::Mode::Alone);
        QVERIFY(!missing.held());
        QVERIFY(!missing.busy());
        QVERIFY2(missing.problem().contains(QStringLiteral("/gone: ")), qPrintable(missing.problem()));
    }
};

QTEST_GUILESS_MAIN(TestFsMetrics)
#include "tst_fsmetrics.moc"
