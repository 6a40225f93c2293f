// SPDX-License-Identifier: GPL-3.0-or-later
// The cost model's read times against the whole cold read, on disks of known speed made here: a
// loop device over an image in RAM, read with direct I/O, held by the block throttle (cgroup v1's
// blkio or v2's io.max: throttle.h) to a hard disk's rates (40 MB/s, 150 reads a second) and a
// solid-state disk's (200 MB/s, 5,000 reads a second) — the way a cloud volume caps its reads. Each
// disk is measured by `fragscope calibrate` in the throttled group, all at once; each file's `map --cost` read time is
// checked against `cat` reading it cold (caches dropped, the reader in the group, the median of three): within ±20 %.
// The files: a contiguous one, the same kind of bytes in hundreds or thousands of pieces, a preallocated file half
// written (the kernel reads nothing of the unwritten half), and on btrfs a compressed file and one after random
// overwrites. And a tree of small files written by writers at once on ext4, read the way `tar cf /dev/zero` reads it,
// against `defrag --plan`'s tar-order read: as made, after e4defrag and after `fragscope defrag --together`. And a
// btrfs striped over two such disks of different speeds, each measured.
#include "fslab.h"
#include "throttle.h"

#include "testpaths.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <vector>

using namespace fragscope;
using namespace fragscope::fslab;

namespace {

constexpr std::uint64_t kMiB = 1 << 20;
constexpr double kWithin = 0.20;

bool put(const QString& file, const QByteArray& text)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size() && f.flush();
}

// Where a disk's check spends its time, printed when it ends: the suite is held to about a minute.
class Laps
{
public:
    Laps() { m_clock.start(); }
    ~Laps() { qInfo("time spent: %s", qPrintable(m_laps.join(QStringLiteral(", ")))); }
    Laps(const Laps&) = delete;
    Laps& operator=(const Laps&) = delete;
    void lap(const char* what)
    {
        m_laps << QStringLiteral("%1 %2 s").arg(QLatin1String(what)).arg(double(m_clock.restart()) / 1000, 0, 'f', 1);
    }

private:
    QElapsedTimer m_clock;
    QStringList m_laps;
};

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

// `read` (a program and its arguments: cat of a file, tar of a tree) in the group with every cache
// dropped first and the device idle for 0.3 s (three of the throttle's 100 ms slices): its seconds,
// or -1 (and *why). (Read right after another read, the throttle lets through what
// the slice it is in left unused: 400 MiB at 400 MB/s took 0.89 s back to back and 1.03-1.04 s
// after a second's pause, four times in a row. The model prices what a device sustains.)
double coldRead(const BlockThrottle& throttle, const QStringList& read, QString* why)
{
    ::sync();
    if (!put(QStringLiteral("/proc/sys/vm/drop_caches"), "3")) {
        *why = QStringLiteral("cannot drop the caches");
        return -1;
    }
    QThread::msleep(300);
    QProcess reader;
    reader.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer clock;
    clock.start();
    reader.start(QStringLiteral("/bin/sh"), throttle.wrap(read.front(), read.mid(1)));
    if (!reader.waitForFinished(60000) || reader.exitStatus() != QProcess::NormalExit || reader.exitCode() != 0) {
        *why = QStringLiteral("%1: %2").arg(read.join(u' '), QString::fromLocal8Bit(reader.readAllStandardError()));
        reader.kill();
        return -1;
    }
    return double(clock.nsecsElapsed()) / 1e9;
}

// A device to measure: the group it is read in, the reads a second it is held to there, and the
// file its profile goes to.
struct Measure
{
    const BlockThrottle* throttle;
    QString device;
    std::uint64_t iops;
    QString file;
};

// What a calibration's JSON says the model will price by, for the log.
QString profileSummary(const QJsonObject& p)
{
    QStringList sustained;
    for (const QJsonValue v : p.value(QStringLiteral("sustained")).toArray())
        sustained << QStringLiteral("%1 B: %2/s")
                         .arg(v.toObject().value(QStringLiteral("bytes")).toInteger())
                         .arg(v.toObject().value(QStringLiteral("reads_per_second")).toDouble(), 0, 'f', 0);
    return QStringLiteral("in %1 s: streaming %2 MB/s, sustained %3")
               .arg(p.value(QStringLiteral("seconds")).toDouble(), 0, 'f', 1)
               .arg(p.value(QStringLiteral("streaming_bytes_per_second")).toDouble() / 1e6, 0, 'f', 0)
               .arg(sustained.join(QStringLiteral(", ")))
        + (p.contains(QStringLiteral("unsteady")) ? QStringLiteral("; unsteady: ")
                    + p.value(QStringLiteral("unsteady")).toVariant().toStringList().join(QStringLiteral("; "))
                                                  : QString());
}

// `fragscope calibrate --format json` of every device in its group, all at once: each device is
// throttled on its own, so each calibration waits on its own device's answers (in three rounds —
// the hard disk's, the solid-state disk's, the striped pair's — they took 56 s of the suite's 161 s
// under AddressSanitizer; all at once, 21 s). Each profile is saved where the cost of files
// on the device is worked out from (FRAGSCOPE_PROFILE_DIR) and kept in its file for --disk. The
// errors.
QStringList calibrateAll(const QList<Measure>& measures)
{
    // What the files' writing left is written back and the caches dropped, and the machine given a
    // second: calibrate times the throttle's answers, which the kernel's own threads deliver.
    ::sync();
    put(QStringLiteral("/proc/sys/vm/drop_caches"), "3");
    QThread::sleep(1);
    std::vector<std::unique_ptr<QProcess>> runs;
    for (const Measure& m : measures) {
        runs.push_back(std::make_unique<QProcess>());
        runs.back()->start(QStringLiteral("/bin/sh"),
            m.throttle->wrap(fragscopeBin(),
                {QStringLiteral("calibrate"), QStringLiteral("--format"), QStringLiteral("json"), m.device}));
    }
    QStringList errors;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        QProcess& p = *runs[i];
        const Measure& m = measures[qsizetype(i)];
        if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            errors
                << QStringLiteral("calibrate %1: %2").arg(m.device, QString::fromLocal8Bit(p.readAllStandardError()));
            p.kill();
            p.waitForFinished();
            continue;
        }
        const QByteArray json = p.readAllStandardOutput();
        // The calibration document, its one profile what --disk FILE takes.
        const QJsonArray profiles = QJsonDocument::fromJson(json).object().value(QStringLiteral("profiles")).toArray();
        const QJsonDocument doc(profiles.at(0).toObject()); // an empty object when there is none
        if (profiles.size() != 1 || !put(m.file, json)) {
            errors << QStringLiteral("calibrate %1 said no profile, or %2 cannot be written: %3")
                          .arg(m.device, m.file, QString::fromUtf8(json.left(500)));
            continue;
        }
        qInfo("calibrated %s %s", qPrintable(m.device), qPrintable(profileSummary(doc.object())));
        // The throttle held it: 4 KiB reads sustained at its rate, not RAM's (a limit the kernel
        // ignored would leave every row to compare RAM with RAM).
        double small = -1;
        for (const QJsonValue v : doc.object().value(QStringLiteral("sustained")).toArray()) {
            if (v.toObject().value(QStringLiteral("bytes")).toInteger() == 4096)
                small = v.toObject().value(QStringLiteral("reads_per_second")).toDouble();
        }
        if (std::abs(small / double(m.iops) - 1) > 0.25)
            errors << QStringLiteral(
                "%1 sustained %2 reads of 4 KiB a second, held to %3: the throttle did not hold it")
                          .arg(m.device)
                          .arg(small, 0, 'f', 0)
                          .arg(m.iops);
    }
    return errors;
}

// What `map --cost` predicts reading the file takes on the profile's disk (none: on the profiles
// saved for its devices), as it lies or (`figure`) defragmented; -1 when it says nothing.
double predicted(const QString& profile, const QString& path, const char* figure = "read_seconds")
{
    const QJsonObject o = fragscopeJson(fragscopeBin(),
        QStringList{QStringLiteral("map"), QStringLiteral("--cost")}
            + (profile.isEmpty() ? QStringList{} : QStringList{QStringLiteral("--disk"), profile})
            + QStringList{QStringLiteral("--format"), QStringLiteral("json"), path});
    const QJsonObject cost
        = o.value(QStringLiteral("files")).toArray().at(0).toObject().value(QStringLiteral("cost")).toObject();
    return cost.value(QLatin1String(figure)).toDouble(-1);
}

// What `defrag --plan` predicts reading the tree as tar reads it takes (-1 when it says nothing).
double treePredicted(const QString& profile, const QString& tree)
{
    const QJsonObject o = fragscopeJson(fragscopeBin(),
        {QStringLiteral("defrag"), QStringLiteral("--plan"), QStringLiteral("--json"), QStringLiteral("--disk"),
            profile, tree});
    return o.value(QStringLiteral("tree"))
        .toObject()
        .value(QStringLiteral("read_before"))
        .toObject()
        .value(QStringLiteral("seconds"))
        .toDouble(-1);
}

// Shapes of file. Each returns an empty string on success, else the reason.

// `blocks` blocks of data, each its own extent: allocated in turns with a partner deleted after,
// then written in place.
QString writePieces(const QString& path, std::uint64_t blocks)
{
    if (QString err = interleavedFallocate(path, path + QStringLiteral(".partner"), blocks, 4096); !err.isEmpty())
        return err;
    return writeInPlace(path, blocks * 4096);
}

// `bytes` preallocated, every other `chunk` of it written: half the file is unwritten extents.
QString writeHalfPreallocated(const QString& path, std::uint64_t bytes, std::uint64_t chunkBytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    if (::fallocate(f.handle(), 0, 0, off_t(bytes)) != 0)
        return QStringLiteral("fallocate %1: %2").arg(path, QString::fromLocal8Bit(strerror(errno)));
    QByteArray chunk(qsizetype(chunkBytes), 0);
    QRandomGenerator rng(11);
    for (std::uint64_t at = 0; at < bytes; at += 2 * chunkBytes) {
        rng.fillRange(reinterpret_cast<quint32*>(chunk.data()), chunk.size() / 4);
        if (!f.seek(qint64(at)) || f.write(chunk) != chunk.size())
            return f.errorString();
    }
    f.flush();
    return ::fsync(f.handle()) == 0 ? QString() : QStringLiteral("fsync %1").arg(path);
}

// `bytes` of text made of a small vocabulary: it compresses a few times, not a hundred.
QString writeText(const QString& path, std::uint64_t bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return f.errorString();
    static const char* const words[] = {"extent", "block", "inode", "fragment", "journal", "allocator", "seek",
        "request", "sector", "btrfs", "ext4", "xfs", "copy", "write", "read", "zone", "cache", "queue"};
    QRandomGenerator rng(5);
    QByteArray text;
    while (std::uint64_t(text.size()) < bytes) {
        text += words[rng.bounded(int(std::size(words)))];
        text += rng.bounded(12) == 0 ? '\n' : ' ';
        text += QByteArray::number(rng.bounded(100000));
        text += ' ';
    }
    text.truncate(qsizetype(bytes));
    if (f.write(text) != text.size())
        return f.errorString();
    f.flush();
    return ::fsync(f.handle()) == 0 ? QString() : QStringLiteral("fsync %1").arg(path);
}

// A read the model is checked on: what reads it cold, and what the model says it takes.
struct Row
{
    QString name;
    QStringList read;                // the program and its arguments
    std::function<double()> predict; // seconds, or -1
};

Row fileRow(const QString& name, const QString& path, const QString& profile)
{
    return {name, {QStringLiteral("cat"), path}, [=] { return predicted(profile, path); }};
}

// `tree`, a folder of `mount`, as tar reads it.
Row treeRow(const QString& name, const QString& mount, const QString& tree, const QString& profile)
{
    return {name,
        {QStringLiteral("tar"), QStringLiteral("cf"), QStringLiteral("/dev/zero"), QStringLiteral("-C"), mount, tree},
        [=] { return treePredicted(profile, mount + u'/' + tree); }};
}

// Each row's cold read (median of three) against the model's read time, printed as a table: the
// rows further off than kWithin, each with its reads (and the profile, for the log).
QStringList checkRows(
    const QString& disk, const BlockThrottle& throttle, const QString& profile, const QList<Row>& rows)
{
    QStringList misses;
    qInfo("%s",
        qPrintable(QStringLiteral("%1: %2 %3 %4 %5")
                       .arg(disk, -16)
                       .arg(QStringLiteral("file"), -26)
                       .arg(QStringLiteral("cold read"), 10)
                       .arg(QStringLiteral("predicted"), 10)
                       .arg(QStringLiteral("error"), 7)));
    for (const Row& row : rows) {
        QList<double> reads;
        QString why;
        for (int i = 0; i < 3; ++i) {
            const double s = coldRead(throttle, row.read, &why);
            if (s <= 0)
                return misses << why;
            reads << s;
        }
        const double cold = median(reads);
        const double model = row.predict();
        if (model <= 0)
            return misses << QStringLiteral("the model said nothing of %1").arg(row.read.join(u' '));
        const double error = model / cold - 1;
        qInfo("%s",
            qPrintable(QStringLiteral("%1: %2 %3 %4 %5")
                           .arg(disk, -16)
                           .arg(row.name, -26)
                           .arg(QString::number(cold, 'f', 3) + QStringLiteral(" s"), 10)
                           .arg(QString::number(model, 'f', 3) + QStringLiteral(" s"), 10)
                           .arg(QString::asprintf("%+.0f %%", error * 100), 7)));
        if (std::abs(error) > kWithin)
            misses << QStringLiteral("%1: predicted %2 s, read cold in %3 s (%4)")
                          .arg(row.name)
                          .arg(model, 0, 'f', 3)
                          .arg(cold, 0, 'f', 3)
                          .arg(QStringLiteral("%1 reads: ").arg(reads.size())
                              + QStringList{QString::number(reads[0], 'f', 3), QString::number(reads[1], 'f', 3),
                                  QString::number(reads[2], 'f', 3)}
                                    .join(QStringLiteral(", ")));
    }
    if (!misses.isEmpty()) { // what the model had to go on, for the log
        QFile file(profile);
        if (file.open(QIODevice::ReadOnly))
            qInfo("the profile: %s", file.readAll().constData());
    }
    return misses;
}

// The tree of `files` small files on `ext4` (writeScatteredTree's), read as tar reads it as made,
// after e4defrag and after `fragscope defrag --together`: the rows that miss.
QStringList checkTree(
    const QString& disk, const BlockThrottle& throttle, const QString& profile, const LoopFs& ext4, int files)
{
    QString e4defrag = QStandardPaths::findExecutable(QStringLiteral("e4defrag"));
    if (e4defrag.isEmpty())
        e4defrag = QStandardPaths::findExecutable(QStringLiteral("e4defrag"), {QStringLiteral("/usr/sbin")});
    if (e4defrag.isEmpty())
        return {QStringLiteral("e4defrag is not installed (e2fsprogs)")};
    const QString tree = ext4.path(QStringLiteral("tree"));
    const QString count = QString::number(files);
    QStringList misses = checkRows(disk, throttle, profile,
        {treeRow(
            QStringLiteral("ext4 %1 files as made").arg(count), ext4.mountPoint(), QStringLiteral("tree"), profile)});
    QString err;
    run(e4defrag, {tree}, &err);
    if (!err.isEmpty())
        return misses << QStringLiteral("e4defrag %1: %2").arg(tree, err);
    ::sync();
    misses << checkRows(disk, throttle, profile,
        {treeRow(
            QStringLiteral("ext4 %1 after e4defrag").arg(count), ext4.mountPoint(), QStringLiteral("tree"), profile)});
    run(fragscopeBin(), {QStringLiteral("defrag"), QStringLiteral("--together"), tree}, &err);
    if (!err.isEmpty())
        return misses << QStringLiteral("defrag --together %1: %2").arg(tree, err);
    ::sync();
    misses << checkRows(disk, throttle, profile,
        {treeRow(QStringLiteral("ext4 %1 after --together").arg(count), ext4.mountPoint(), QStringLiteral("tree"),
            profile)});
    return misses;
}

// Two files written in turns, `pieces` pieces of `bytes` each, each piece written back before the
// next: on a RAID0 of two devices with 64 KiB stripes each file's pieces land on every other stripe.
QString writeInTurns(const QString& a, const QString& b, int pieces, std::uint64_t bytes)
{
    QFile fa(a), fb(b);
    if (!fa.open(QIODevice::WriteOnly) || !fb.open(QIODevice::WriteOnly))
        return QStringLiteral("cannot create %1 or %2").arg(a, b);
    QByteArray chunk(qsizetype(bytes), 0);
    QRandomGenerator rng(17);
    for (int i = 0; i < pieces; ++i) {
        for (QFile* f : {&fa, &fb}) {
            rng.fillRange(reinterpret_cast<quint32*>(chunk.data()), chunk.size() / 4);
            if (f->write(chunk) != chunk.size() || !f->flush() || ::fsync(f->handle()) != 0)
                return QStringLiteral("writing %1: %2").arg(f->fileName(), f->errorString());
        }
    }
    return {};
}

// The device holding nine tenths or more of a btrfs file's bytes (`map --format json`'s extents'
// first copies, as root), or what the map says instead.
QString holderOf(const QString& path)
{
    const QJsonObject o = fragscopeJson(
        fragscopeBin(), {QStringLiteral("map"), QStringLiteral("--format"), QStringLiteral("json"), path});
    const QJsonObject entry = o.value(QStringLiteral("files")).toArray().at(0).toObject();
    std::map<qint64, double> bytes;
    double all = 0;
    for (const QJsonValue e : entry.value(QStringLiteral("extents")).toArray()) {
        for (const QJsonValue place : e.toObject().value(QStringLiteral("on_devices")).toArray()) {
            if (place.toArray().at(3).toInt() == 0) {
                bytes[place.toArray().at(0).toInteger()] += place.toArray().at(2).toDouble();
                all += place.toArray().at(2).toDouble();
            }
        }
    }
    for (const QJsonValue d : entry.value(QStringLiteral("btrfs_devices")).toArray()) {
        if (all > 0 && bytes[d.toObject().value(QStringLiteral("devid")).toInteger()] >= 0.9 * all)
            return d.toObject().value(QStringLiteral("path")).toString();
    }
    return QString::fromUtf8(QJsonDocument(entry).toJson(QJsonDocument::Compact).left(2000));
}

} // namespace

class TestCostAccuracy : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_work;
    // A hard disk's rates (40 MB/s, 150 reads a second): XFS, btrfs (compress=zstd) and ext4.
    std::unique_ptr<LoopFs> m_hddXfs, m_hddBtrfs, m_hddExt4;
    // A solid-state disk's (200 MB/s, 5,000 reads a second): XFS and ext4.
    std::unique_ptr<LoopFs> m_ssdXfs, m_ssdExt4;
    // btrfs with its data striped (RAID0) over two devices, one of them half the other's speed.
    std::unique_ptr<LoopFs> m_raid;
    std::unique_ptr<BlockThrottle> m_hdd, m_ssd, m_striped;
    QString m_hddProfile, m_ssdProfile;

    // A loop file system in RAM read with direct I/O: its only limit is the throttle's. The error.
    static QString make(std::unique_ptr<LoopFs>& fs, FsType type, std::uint64_t sizeMiB, const QStringList& mkfs = {},
        const QString& options = {}, int devices = 1)
    {
        fs = std::make_unique<LoopFs>(
            type, sizeMiB, mkfs, options, LoopPlace{QStringLiteral("/dev/shm"), true, devices});
        return fs->ok() ? QString() : fs->error();
    }

private Q_SLOTS:
    // Every disk made, its files written, and every device measured at once.
    void initTestCase()
    {
        // Under AddressSanitizer too (CI runs every suite there alone): the throttled disks' rows
        // came out -10 % to +7 % in the asan tree on 2026-12-06 (-14 % to +11 % in the dev tree the
        // day before); a request of the throttle's takes milliseconds, the sanitizer microseconds.
        QVERIFY(m_work.isValid());
        qputenv("FRAGSCOPE_PROFILE_DIR", QFile::encodeName(m_work.filePath(QStringLiteral("profiles"))));
        for (const FsType type : {FsType::Xfs, FsType::Btrfs, FsType::Ext4}) {
            if (const QString why = skipReason(type); !why.isEmpty())
                FSLAB_SKIP(why);
        }
        if (const QString why = BlockThrottle::missing(); !why.isEmpty())
            QSKIP(qPrintable(why));
        Laps laps;
        // The hard disk: a contiguous file, one in 120 pieces and one half preallocated (in runs of
        // 4 MiB) on XFS; a compressed text file and a file after 100 random overwrites on btrfs;
        // a tree of 100 files on ext4 (3,000 would take 80 s a read here). Each read takes 0.6 to
        // 1.5 s.
        QCOMPARE(make(m_hddXfs, FsType::Xfs, 512), QString());
        QCOMPARE(make(m_hddBtrfs, FsType::Btrfs, 512, {}, QStringLiteral("compress=zstd")), QString());
        QCOMPARE(make(m_hddExt4, FsType::Ext4, 512), QString()); // 4 KiB blocks, as ext4 has them from 512 MiB up
        QCOMPARE(writeSequential(m_hddXfs->path(QStringLiteral("contiguous")), 24 * kMiB), QString());
        QCOMPARE(writePieces(m_hddXfs->path(QStringLiteral("pieces")), 120), QString());
        QCOMPARE(writeHalfPreallocated(m_hddXfs->path(QStringLiteral("preallocated")), 48 * kMiB, 4 * kMiB), QString());
        QCOMPARE(writeText(m_hddBtrfs->path(QStringLiteral("compressed")), 16 * kMiB), QString());
        QCOMPARE(randomOverwrites(m_hddBtrfs->path(QStringLiteral("overwritten")), 12 * kMiB, 100, 3), QString());
        QCOMPARE(writeScatteredTree(m_hddExt4->path(QStringLiteral("fill")), m_hddExt4->path(QStringLiteral("tree")),
                     100, 4, 7, 64 * 1024),
            QString());
        // The solid-state disk: a contiguous file and one in 3,000 pieces on XFS, each read in about
        // 0.6 s; a tree of 3,000 files on ext4.
        QCOMPARE(make(m_ssdXfs, FsType::Xfs, 512), QString());
        QCOMPARE(make(m_ssdExt4, FsType::Ext4, 512), QString());
        QCOMPARE(writeSequential(m_ssdXfs->path(QStringLiteral("contiguous")), 128 * kMiB), QString());
        QCOMPARE(writePieces(m_ssdXfs->path(QStringLiteral("pieces")), 3000), QString());
        QCOMPARE(writeScatteredTree(m_ssdExt4->path(QStringLiteral("fill")), m_ssdExt4->path(QStringLiteral("tree")),
                     3000, 8, 7, 64 * 1024),
            QString());
        // The striped btrfs (metadata mirrored): a contiguous file, and two written in turns 64 KiB
        // at a time.
        QCOMPARE(
            make(m_raid, FsType::Btrfs, 320,
                {QStringLiteral("-d"), QStringLiteral("raid0"), QStringLiteral("-m"), QStringLiteral("raid1")}, {}, 2),
            QString());
        QCOMPARE(writeSequential(m_raid->path(QStringLiteral("contiguous")), 24 * kMiB), QString());
        QCOMPARE(writeInTurns(
                     m_raid->path(QStringLiteral("pieces")), m_raid->path(QStringLiteral("partner")), 160, 64 * 1024),
            QString());
        // The slower device is the one that holds the pieces (each on the same device as the one
        // before, by the stripes' turns), so that their defragmented read, striped, halves.
        const QString slow = holderOf(m_raid->path(QStringLiteral("pieces")));
        const QStringList devices = m_raid->devices();
        QVERIFY2(devices.contains(slow), qPrintable(QStringLiteral("the pieces are not on one device: %1").arg(slow)));
        const QString fast = devices[devices[0] == slow ? 1 : 0];
        laps.lap("making the disks and files");

        m_hdd = std::make_unique<BlockThrottle>(QStringLiteral("hdd"),
            QList<BlockThrottle::Limit>{{m_hddXfs->device(), 40'000'000, 150}, {m_hddBtrfs->device(), 40'000'000, 150},
                {m_hddExt4->device(), 40'000'000, 150}});
        m_ssd = std::make_unique<BlockThrottle>(QStringLiteral("ssd"),
            QList<BlockThrottle::Limit>{
                {m_ssdXfs->device(), 200'000'000, 5000}, {m_ssdExt4->device(), 200'000'000, 5000}});
        m_striped = std::make_unique<BlockThrottle>(
            QStringLiteral("raid0"), QList<BlockThrottle::Limit>{{slow, 40'000'000, 150}, {fast, 80'000'000, 300}});
        for (const BlockThrottle* t : {m_hdd.get(), m_ssd.get(), m_striped.get()}) {
            if (!t->unavailable().isEmpty())
                QSKIP(qPrintable(t->unavailable()));
            QVERIFY2(t->error().isEmpty(), qPrintable(t->error()));
        }
        qInfo("the disks are held by the %s", qPrintable(m_hdd->kind()));
        // Each disk's images are the same kind of disk: RAM behind the same throttle; one is measured.
        m_hddProfile = m_work.filePath(QStringLiteral("hdd.json"));
        m_ssdProfile = m_work.filePath(QStringLiteral("ssd.json"));
        QCOMPARE(calibrateAll({{m_hdd.get(), m_hddXfs->device(), 150, m_hddProfile},
                     {m_ssd.get(), m_ssdXfs->device(), 5000, m_ssdProfile},
                     {m_striped.get(), slow, 150, m_work.filePath(QStringLiteral("slow.json"))},
                     {m_striped.get(), fast, 300, m_work.filePath(QStringLiteral("fast.json"))}}),
            QStringList());
        laps.lap("calibrating four devices at once");
    }

    void cleanupTestCase()
    {
        // The groups go before the disks they limit.
        m_hdd.reset();
        m_ssd.reset();
        m_striped.reset();
    }

    // The hard disk's files, and its tree as made, after e4defrag and after --together.
    void hardDiskRates()
    {
        Laps laps;
        const QString disk = QStringLiteral("40 MB/s, 150/s");
        const QString& profile = m_hddProfile;
        QStringList misses = checkRows(disk, *m_hdd, profile,
            {fileRow(QStringLiteral("XFS contiguous 24 MiB"), m_hddXfs->path(QStringLiteral("contiguous")), profile),
                fileRow(QStringLiteral("XFS 120 pieces of 4 KiB"), m_hddXfs->path(QStringLiteral("pieces")), profile),
                fileRow(QStringLiteral("XFS 48 MiB, half unwritten"), m_hddXfs->path(QStringLiteral("preallocated")),
                    profile),
                fileRow(
                    QStringLiteral("btrfs zstd text 16 MiB"), m_hddBtrfs->path(QStringLiteral("compressed")), profile),
                fileRow(QStringLiteral("btrfs 12 MiB, 100 rewrites"), m_hddBtrfs->path(QStringLiteral("overwritten")),
                    profile)});
        laps.lap("the files' reads");
        misses << checkTree(disk, *m_hdd, profile, *m_hddExt4, 100);
        laps.lap("the tree's reads, e4defrag and --together");
        QVERIFY2(misses.isEmpty(), qPrintable(misses.join(QStringLiteral("; "))));
    }

    // The solid-state disk, at half a SATA SSD's bandwidth. This machine's loop device over RAM
    // reads 400 MiB cold in 0.94-1.74 s unthrottled: at 400 MB/s the throttle would not be what sets
    // the time; at 200 MB/s it is (2.11-2.15 s, five reads). No preallocated file here: reading 128
    // MiB of unwritten extents took XFS 0.46 s of CPU (a cold read of 128 MiB written and 128 MiB
    // unwritten in runs of 16 MiB, 0.50 s unthrottled; of the 128 MiB written alone, 0.04 s), more
    // than the disk's 0.67 s would hide — what the reader costs the CPU, which the model does not
    // price yet.
    void solidStateRates()
    {
        Laps laps;
        const QString disk = QStringLiteral("200 MB/s, 5000/s");
        const QString& profile = m_ssdProfile;
        QStringList misses = checkRows(disk, *m_ssd, profile,
            {fileRow(QStringLiteral("XFS contiguous 128 MiB"), m_ssdXfs->path(QStringLiteral("contiguous")), profile),
                fileRow(
                    QStringLiteral("XFS 3,000 pieces of 4 KiB"), m_ssdXfs->path(QStringLiteral("pieces")), profile)});
        laps.lap("the files' reads");
        misses << checkTree(disk, *m_ssd, profile, *m_ssdExt4, 3000);
        laps.lap("the tree's reads, e4defrag and --together");
        QVERIFY2(misses.isEmpty(), qPrintable(misses.join(QStringLiteral("; "))));
    }

    // btrfs striped (RAID0) over two devices of different speeds (40 MB/s and 150 reads a second,
    // 80 MB/s and 300), read times from the profiles saved for the devices (no --disk): a read
    // goes to both at once and waits for the slower. The throttle counts btrfs's requests of a
    // stripe (64 KiB) each: a contiguous 24 MiB file reads at (150 + 150) x 64 KiB a second on the
    // first disk's rates, not 40 MB/s (2026-12-06: 48 MiB cold in 2.62 s; a model of one device said
    // 1.2 s). A file in 64 KiB pieces on every other stripe lies on one device alone, read at its
    // rate; after `btrfs filesystem defragment` it is striped over both, which its defragmented read
    // time said before.
    void stripedDevices()
    {
        Laps laps;
        const QString pieces = m_raid->path(QStringLiteral("pieces"));
        // The model's read defragmented, asked before the defrag.
        const double defragmented = predicted({}, pieces, "ideal_read_seconds");
        const QString disk = QStringLiteral("RAID0 40+80 MB/s");
        QStringList misses = checkRows(disk, *m_striped, QString(),
            {fileRow(QStringLiteral("contiguous 24 MiB"), m_raid->path(QStringLiteral("contiguous")), {}),
                fileRow(QStringLiteral("10 MiB in 160 pieces"), pieces, {})});
        QString err;
        run(QStringLiteral("btrfs"),
            {QStringLiteral("filesystem"), QStringLiteral("defragment"), QStringLiteral("-f"), pieces}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        ::sync();
        misses << checkRows(disk, *m_striped, QString(),
            {{QStringLiteral("the same, defragmented"), {QStringLiteral("cat"), pieces},
                [=] { return defragmented; }}});
        laps.lap("the reads");
        QVERIFY2(misses.isEmpty(), qPrintable(misses.join(QStringLiteral("; "))));
    }
};

QTEST_GUILESS_MAIN(TestCostAccuracy)
#include "tst_costaccuracy.moc"
