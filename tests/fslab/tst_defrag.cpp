// SPDX-License-Identifier: GPL-3.0-or-later
// Defrag on loop-mounted ext4 and btrfs: fragmented files come back whole with the same content
// (checked again after a remount), no worse than e4defrag and btrfs-progs on an identical file; the
// free-space-fragmented case is refused until there is room; every refusal says why; and the CLI's
// snapshots compare.
#include "defrag/defrag.h"
#include "defragchecks.h"
#include "fslab.h"
#include "fslabskip.h"
#include "testpaths.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <random>
#include <thread>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/swap.h>
#include <sys/xattr.h>
#include <unistd.h>

using namespace fragscope;
using fslab::FsType;
using fslab::LoopFs;

namespace {

// Overwrites the whole file with random bytes in place (no truncation, so the layout stays) and
// syncs: content worth digesting, layout unchanged.
QString fillInPlace(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite))
        return f.errorString();
    QByteArray chunk(1 << 20, Qt::Uninitialized);
    for (qint64 at = 0; at < f.size(); at += chunk.size()) {
        QRandomGenerator::global()->fillRange(reinterpret_cast<quint32*>(chunk.data()), chunk.size() / 4);
        f.seek(at);
        f.write(chunk.constData(), std::min<qint64>(chunk.size(), f.size() - at));
    }
    f.flush();
    ::fsync(f.handle());
    return {};
}

// The free extents of an ext4 device as dumpe2fs lists them, group by group, joined where they touch
// across groups, largest first, in bytes. Read after sync: the bitmaps on disk.
std::vector<std::uint64_t> dumpe2fsFreeExtents(const QString& device, QString* error)
{
    const QByteArray out = fslab::run(QStringLiteral("dumpe2fs"), {device}, error);
    std::uint64_t blockSize = 0;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges; // first, last block
    for (const QByteArray& raw : out.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.startsWith("Block size:"))
            blockSize = line.mid(11).trimmed().toULongLong();
        if (!line.startsWith("Free blocks: "))
            continue;
        for (const QByteArray& item : line.mid(13).split(',')) {
            const QList<QByteArray> ends = item.trimmed().split('-');
            if (ends.constFirst().isEmpty())
                continue;
            ranges.emplace_back(ends.constFirst().toULongLong(), ends.constLast().toULongLong());
        }
    }
    std::sort(ranges.begin(), ranges.end());
    std::vector<std::uint64_t> lengths;
    for (std::size_t i = 0; i < ranges.size(); ++i) {
        std::uint64_t last = ranges[i].second;
        const std::uint64_t first = ranges[i].first;
        while (i + 1 < ranges.size() && ranges[i + 1].first == last + 1)
            last = ranges[++i].second;
        lengths.push_back((last - first + 1) * blockSize);
    }
    std::sort(lengths.begin(), lengths.end(), std::greater<>());
    return lengths;
}

std::uint64_t fragmentsOf(const QString& path)
{
    auto s = takeSnapshot(path, {});
    return s ? s->inspection.report.fragments : 0;
}

bool setFlags(const QString& path, int set, int clear)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    int flags = 0;
    bool ok = ::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0;
    flags = (flags | set) & ~clear;
    ok = ok && ::ioctl(fd, FS_IOC_SETFLAGS, &flags) == 0;
    ::close(fd);
    return ok;
}

struct CliOutcome
{
    int status = -1;
    QByteArray out;
    QString err;
};

CliOutcome cli(const QStringList& args)
{
    QProcess p;
    p.start(fragscopeBin(), args);
    p.waitForFinished(120000);
    return {p.exitCode(), p.readAllStandardOutput(), QString::fromLocal8Bit(p.readAllStandardError())};
}

} // namespace

class TestDefrag : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ext4ComesBackWhole();
    void ext4FreeSpaceFragmented();
    void xfsLikeXfsFsr();
    void writeBetweenMapAndSwap_data();
    void writeBetweenMapAndSwap();
    void btrfsCopyOnWrite();
    void writerDuringDefrag_data();
    void writerDuringDefrag();
    void killedAtRandom_data();
    void killedAtRandom();
    void refusals();
    void swapfileRefused();
    void fullFileSystem();
    void copyAndExchange();
    void copyKilledMidExchange();
    void copyWhileReplacedByRename();
    void cancelledAtOnce();
    void ext3StyleFiles();
    void cliSnapshotsCompare();
    void cliPreview();
};

void TestDefrag::ext4ComesBackWhole()
{
    if (const QString why = fslab::skipReason(FsType::Ext4); !why.isEmpty())
        FSLAB_SKIP(why);
    const QString e4defrag = QStandardPaths::findExecutable(
        QStringLiteral("e4defrag"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
    if (e4defrag.isEmpty())
        FSLAB_SKIP("e4defrag is not installed (apt-get install e2fsprogs)");
    LoopFs lab(FsType::Ext4, 256);
    QVERIFY2(lab.ok(), qPrintable(lab.error()));
    // Two files fragmented the same way: ours and e4defrag's.
    for (const QString& name : {QStringLiteral("ours"), QStringLiteral("theirs")}) {
        QVERIFY(fslab::interleavedFallocate(lab.path(name), lab.path(name + QStringLiteral(".partner")), 1500, 4096)
                    .isEmpty());
        QVERIFY(fillInPlace(lab.path(name)).isEmpty());
    }
    const std::uint64_t before = fragmentsOf(lab.path(QStringLiteral("ours")));
    QVERIFY2(before > 500, qPrintable(QString::number(before)));

    std::atomic<bool> cancel{false};
    int progressCalls = 0;
    auto r = defragFile(
        lab.path(QStringLiteral("ours")), DefragOptions{}, cancel, [&](const DefragProgress&) { ++progressCalls; });
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QCOMPARE(r->method, DefragMethod::Ext4);
    QVERIFY2(r->defragmented && !r->changedByOthers, qPrintable(r->outcome));
    QVERIFY(progressCalls > 0);
    QCOMPARE(r->before.inspection.report.fragments, before);
    QCOMPARE(fslab::keptContent(*r), QString());
    const std::uint64_t ours = r->after.inspection.report.fragments;

    QString err;
    fslab::run(e4defrag, {lab.path(QStringLiteral("theirs"))}, &err);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    const std::uint64_t theirs = fragmentsOf(lab.path(QStringLiteral("theirs")));
    qInfo("ext4: %llu fragments before; fragscope %llu, e4defrag %llu", qulonglong(before), qulonglong(ours),
        qulonglong(theirs));
    QVERIFY(ours <= theirs);

    // After a remount nothing is served from the cache: the content on disk is what it was.
    QCOMPARE(fslab::wholeOnDisk(lab, *r), QString());
    QCOMPARE(fragmentsOf(lab.path(QStringLiteral("ours"))), ours);
}

void TestDefrag::ext4FreeSpaceFragmented()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 128);
    const QString fillers = lab.path(QStringLiteral("fill"));
    const QString file = lab.path(QStringLiteral("scattered"));
    QVERIFY(fslab::writeIntoFragmentedFreeSpace(fillers, file, 8 << 20).isEmpty());
    const std::uint64_t before = fragmentsOf(file);
    QVERIFY2(before > 100, qPrintable(QString::number(before)));
    std::atomic<bool> cancel{false};
    // With every free gap as small as the file's pieces, no better place exists: nothing changes.
    DefragOptions dry;
    dry.dryRun = true;
    auto r = defragFile(file, dry, cancel);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QVERIFY2(r->outcome.contains(QLatin1String("no improvement possible")), qPrintable(r->outcome));
    QVERIFY(!r->defragmented);
    // And it says why, from the free space: the largest free extent and the fewest pieces the file
    // could become (largest first until the file fits).
    std::uint64_t need = 0;
    for (const Extent& e : r->before.inspection.map.extents)
        need += e.length;
    QVERIFY(r->room.known);
    QVERIFY2(r->room.fewestPieces > 1, qPrintable(QString::number(r->room.fewestPieces)));
    QVERIFY2(r->outcome.contains(freeRoomText(r->room, need)), qPrintable(r->outcome));
    QVERIFY2(r->outcome.contains(QLatin1String("can at best become")), qPrintable(r->outcome));
    // The same figures from dumpe2fs's free blocks. GETFSMAP counts the blocks ext4 holds in its
    // in-memory preallocations as used, the bitmaps on disk do not: remounted, both are the same.
    QCOMPARE(lab.remount(), QString());
    auto space = readFreeSpace(lab.mountPoint());
    QVERIFY2(space, space ? "" : qPrintable(space.error().message()));
    QString error;
    const std::vector<std::uint64_t> free = dumpe2fsFreeExtents(lab.device(), &error);
    QVERIFY2(!free.empty(), qPrintable(error));
    std::uint64_t pieces = 0;
    for (std::uint64_t held = 0; held < need && pieces < free.size(); held += free[pieces++]) { }
    const FreeRoom room = freeRoom(*space, need);
    QCOMPARE(room.largestFreeBytes, free.front());
    QCOMPARE(room.fewestPieces, pieces);
    r = defragFile(file, DefragOptions{}, cancel);
    QVERIFY(r && !r->defragmented);
    QCOMPARE(fragmentsOf(file), before);
    // Once the fillers are gone, there is room: a handful of extents.
    QVERIFY(QDir(fillers).removeRecursively());
    ::sync();
    r = defragFile(file, DefragOptions{}, cancel);
    QVERIFY2(r && r->defragmented, r ? qPrintable(r->outcome) : qPrintable(r.error().message()));
    qInfo("ext4 free-space case: %llu fragments, then %llu", qulonglong(before),
        qulonglong(r->after.inspection.report.fragments));
    QVERIFY(r->after.inspection.report.fragments <= 5);
    QCOMPARE(fslab::keptContent(*r), QString());
}

void TestDefrag::xfsLikeXfsFsr()
{
    if (const QString why = fslab::skipReason(FsType::Xfs); !why.isEmpty())
        FSLAB_SKIP(why);
    const QString fsr = QStandardPaths::findExecutable(
        QStringLiteral("xfs_fsr"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
    if (fsr.isEmpty())
        FSLAB_SKIP("xfs_fsr is not installed (apt-get install xfsprogs)");
    LoopFs lab(FsType::Xfs, 300);
    QVERIFY2(lab.ok(), qPrintable(lab.error()));
    for (const QString& name : {QStringLiteral("ours"), QStringLiteral("theirs")}) {
        QVERIFY(fslab::interleavedFallocate(lab.path(name), lab.path(name + QStringLiteral(".partner")), 1500, 4096)
                    .isEmpty());
        QVERIFY(fillInPlace(lab.path(name)).isEmpty());
    }
    // A size that is not a whole number of blocks: the copy's tail must come out exact.
    for (const QString& name : {QStringLiteral("ours"), QStringLiteral("theirs")})
        QVERIFY(::truncate(QFile::encodeName(lab.path(name)).constData(), 1500 * 4096 - 1000) == 0);
    const std::uint64_t before = fragmentsOf(lab.path(QStringLiteral("ours")));
    QVERIFY2(before > 500, qPrintable(QString::number(before)));
    std::atomic<bool> cancel{false};
    auto r = defragFile(lab.path(QStringLiteral("ours")), DefragOptions{}, cancel);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QCOMPARE(r->method, DefragMethod::Xfs);
    QVERIFY2(r->defragmented && !r->changedByOthers, qPrintable(r->outcome));
    QCOMPARE(fslab::keptContent(*r), QString());
    const std::uint64_t ours = r->after.inspection.report.fragments;
    QString err;
    fslab::run(fsr, {lab.path(QStringLiteral("theirs"))}, &err);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    const std::uint64_t theirs = fragmentsOf(lab.path(QStringLiteral("theirs")));
    qInfo("xfs: %llu fragments before; fragscope %llu, xfs_fsr %llu", qulonglong(before), qulonglong(ours),
        qulonglong(theirs));
    QVERIFY(ours <= theirs);
    QCOMPARE(fslab::wholeOnDisk(lab, *r), QString());
}

// A program writes into a hole of the file after its map was read and before the engine takes the
// times its swap (XFS) or exchange (the copy engine, unverified) is conditional on: the copy follows
// the map, without that write, so a swap would put the hole back over it. The times are taken before
// the map (as xfs_fsr does): the write changes them, nothing is swapped, the write is there.
void TestDefrag::writeBetweenMapAndSwap_data()
{
    QTest::addColumn<DefragMethod>("method");
    QTest::addColumn<bool>("verify");
    QTest::newRow("xfs") << DefragMethod::Xfs << true;
    QTest::newRow("copy, unverified") << DefragMethod::Copy << false;
}

void TestDefrag::writeBetweenMapAndSwap()
{
    QFETCH(DefragMethod, method);
    QFETCH(bool, verify);
    FSLAB_LOOP_FS(lab, FsType::Xfs, 300);
    const QString file = lab.path(QStringLiteral("f"));
    QVERIFY(fslab::interleavedFallocate(file, lab.path(QStringLiteral("p")), 200, 4096).isEmpty());
    QVERIFY(fillInPlace(file).isEmpty());
    const QByteArray native = QFile::encodeName(file);
    {
        const int fd = ::open(native.constData(), O_RDWR | O_CLOEXEC);
        QVERIFY(fd >= 0);
        QVERIFY(::fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, 100 * 4096, 4096) == 0);
        QVERIFY(::fsync(fd) == 0);
        ::close(fd);
    }
    const QByteArray written(4096, 'w');
    bool wrote = false;
    const auto writeIntoTheHole = [&](const DefragProgress& p) {
        if (wrote || p.phase != QLatin1String("Reading the content"))
            return;
        const int fd = ::open(native.constData(), O_WRONLY | O_CLOEXEC);
        wrote = fd >= 0 && ::pwrite(fd, written.constData(), 4096, 100 * 4096) == 4096 && ::fsync(fd) == 0;
        if (fd >= 0)
            ::close(fd);
    };
    DefragOptions options;
    options.method = method;
    options.verify = verify;
    std::atomic<bool> cancel{false};
    const auto r = defragFile(file, options, cancel, writeIntoTheHole);
    QVERIFY(wrote);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QVERIFY2(r->changedByOthers && !r->defragmented, qPrintable(r->outcome));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.seek(100 * 4096));
    QVERIFY2(f.read(4096) == written, "the write into the hole was lost");
}

void TestDefrag::btrfsCopyOnWrite()
{
    FSLAB_LOOP_FS(lab, FsType::Btrfs, 1024);
    for (const QString& name : {QStringLiteral("ours"), QStringLiteral("theirs")})
        QVERIFY(fslab::randomOverwrites(lab.path(name), 32 << 20, 400, 7).isEmpty());
    const std::uint64_t before = fragmentsOf(lab.path(QStringLiteral("ours")));
    QVERIFY2(before > 200, qPrintable(QString::number(before)));
    std::atomic<bool> cancel{false};
    auto r = defragFile(lab.path(QStringLiteral("ours")), DefragOptions{}, cancel);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QCOMPARE(r->method, DefragMethod::Btrfs);
    QVERIFY2(r->defragmented, qPrintable(r->outcome));
    QCOMPARE(fslab::keptContent(*r), QString());
    const std::uint64_t ours = r->after.inspection.report.fragments;
    QString err;
    fslab::run(QStringLiteral("btrfs"),
        {QStringLiteral("filesystem"), QStringLiteral("defragment"), lab.path(QStringLiteral("theirs"))}, &err);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    ::sync();
    const std::uint64_t theirs = fragmentsOf(lab.path(QStringLiteral("theirs")));
    qInfo("btrfs: %llu fragments before; fragscope %llu, btrfs filesystem defragment %llu", qulonglong(before),
        qulonglong(ours), qulonglong(theirs));
    QVERIFY(ours <= theirs);
    QVERIFY(ours < before / 10);

    // Shared extents: refused unless the user accepts unsharing them.
    QVERIFY(fslab::randomOverwrites(lab.path(QStringLiteral("shared")), 8 << 20, 100, 3).isEmpty());
    fslab::run(QStringLiteral("cp"),
        {QStringLiteral("--reflink=always"), lab.path(QStringLiteral("shared")), lab.path(QStringLiteral("clone"))},
        &err);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    ::sync();
    r = defragFile(lab.path(QStringLiteral("shared")), DefragOptions{}, cancel);
    QVERIFY(!r);
    QVERIFY2(r.error().reason.contains(QLatin1String("--unshare")), qPrintable(r.error().reason));
    DefragOptions unshare;
    unshare.unshare = true;
    r = defragFile(lab.path(QStringLiteral("shared")), unshare, cancel);
    QVERIFY2(r && r->defragmented, r ? qPrintable(r->outcome) : qPrintable(r.error().message()));
    QCOMPARE(fslab::keptContent(*r), QString());
}

void TestDefrag::writerDuringDefrag_data()
{
    QTest::addColumn<int>("fs");
    QTest::newRow("ext4") << int(FsType::Ext4);
    QTest::newRow("xfs") << int(FsType::Xfs);
}

void TestDefrag::writerDuringDefrag()
{
    QFETCH(int, fs);
    const auto type = FsType(fs);
    FSLAB_LOOP_FS(lab, type, 300);
    const QString file = lab.path(QStringLiteral("busy"));
    QVERIFY(fslab::interleavedFallocate(file, lab.path(QStringLiteral("p")), 3000, 4096).isEmpty());
    QVERIFY(fillInPlace(file).isEmpty());
    QFile initial(file);
    QVERIFY(initial.open(QIODevice::ReadOnly));
    QByteArray model = initial.readAll(); // what the file must hold at the end
    initial.close();

    // The writer overwrites random blocks and appends, until the defrag is over and a little after.
    std::atomic<bool> defragDone{false};
    std::atomic<int> writes{0};
    std::jthread writer([&] {
        const int fd = ::open(QFile::encodeName(file).constData(), O_WRONLY | O_CLOEXEC);
        std::mt19937 rng(5);
        int after = 0;
        for (int i = 0; after < 20; ++i) {
            QByteArray block(4096, char('A' + i % 26));
            const bool append = i % 4 == 3;
            const qint64 at = append ? model.size() : qint64(rng() % std::uint32_t(model.size() / 4096)) * 4096;
            if (::pwrite(fd, block.constData(), 4096, off_t(at)) != 4096)
                break;
            if (append)
                model.append(block);
            else
                model.replace(at, 4096, block);
            ++writes;
            if (defragDone)
                ++after;
            std::this_thread::sleep_for(std::chrono::microseconds(300));
        }
        ::fsync(fd);
        ::close(fd);
    });
    QTRY_VERIFY(writes > 5);
    DefragOptions options;
    options.chunkBytes = 256 << 10; // many small moves: the writer gets in between
    std::atomic<bool> cancel{false};
    auto r = defragFile(file, options, cancel);
    defragDone = true;
    writer.join();
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QVERIFY2(r->changedByOthers, qPrintable(r->outcome));
    QVERIFY2(r->outcome.contains(QRegularExpression(QStringLiteral("changed|wrote it"))), qPrintable(r->outcome));
    // No write lost: the file is exactly what the writer made of it, read from disk after a remount.
    QVERIFY(lab.remount().isEmpty());
    QFile after(file);
    QVERIFY(after.open(QIODevice::ReadOnly));
    const QByteArray content = after.readAll();
    QCOMPARE(content.size(), model.size());
    QVERIFY2(content == model, "the content differs from what was written");
    qInfo("%s: %d writes during the defrag; outcome: %s", qPrintable(fslab::fsName(type)), writes.load(),
        qPrintable(r->outcome));
}

void TestDefrag::killedAtRandom_data()
{
    writerDuringDefrag_data();
}

void TestDefrag::killedAtRandom()
{
    QFETCH(int, fs);
    const auto type = FsType(fs);
    FSLAB_LOOP_FS(lab, type, 300);
    const QString file = lab.path(QStringLiteral("victim"));
    std::mt19937 rng(11);
    int interrupted = 0;
    for (int round = 0; round < 20; ++round) {
        if (fragmentsOf(file) < 100) { // whole again after the last round: fragment it anew
            QFile::remove(file);
            QVERIFY(fslab::interleavedFallocate(file, lab.path(QStringLiteral("p")), 2000, 4096).isEmpty());
            QVERIFY(fillInPlace(file).isEmpty());
        }
        auto before = fileState(file, true);
        QVERIFY(before);
        QProcess p;
        p.start(fragscopeBin(), {QStringLiteral("defrag"), file});
        QVERIFY(p.waitForStarted());
        QThread::msleep(rng() % 120);
        p.kill();
        p.waitForFinished();
        interrupted += p.exitStatus() == QProcess::CrashExit;
        auto after = fileState(file, true);
        QVERIFY(after);
        QCOMPARE(after->digest, before->digest);
        QCOMPARE(after->size, before->size);
        // Nothing left behind: the donor had no name.
        const QStringList names = QDir(lab.mountPoint()).entryList(QDir::Files | QDir::NoDotAndDotDot);
        QVERIFY2(names == QStringList{QStringLiteral("victim")}, qPrintable(names.join(QLatin1Char(' '))));
    }
    qInfo("%s: %d of 20 runs were killed before they finished; every time the content was intact",
        qPrintable(fslab::fsName(type)), interrupted);
    QVERIFY(interrupted > 0);
}

void TestDefrag::refusals()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 64);
    const QString file = lab.path(QStringLiteral("f"));
    QVERIFY(fslab::interleavedFallocate(file, lab.path(QStringLiteral("p")), 200, 4096).isEmpty());
    std::atomic<bool> cancel{false};
    const auto refusedWith = [&](const QString& path, const QString& part) {
        auto r = defragFile(path, DefragOptions{}, cancel);
        if (r)
            return QStringLiteral("not refused: %1").arg(r->outcome);
        return r.error().reason.contains(part) && r.error().path == path ? QString() : r.error().message();
    };
    QVERIFY(setFlags(file, FS_IMMUTABLE_FL, 0));
    QString why = refusedWith(file, QStringLiteral("immutable"));
    QVERIFY(setFlags(file, 0, FS_IMMUTABLE_FL));
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QVERIFY(setFlags(file, FS_APPEND_FL, 0));
    why = refusedWith(file, QStringLiteral("append-only"));
    QVERIFY(setFlags(file, 0, FS_APPEND_FL));
    QVERIFY2(why.isEmpty(), qPrintable(why));
    QVERIFY(lab.remount(true).isEmpty());
    why = refusedWith(file, QStringLiteral("read-only"));
    // The dry run, which opens the file read-only, says so too (it said "would defragment").
    DefragOptions dry;
    dry.dryRun = true;
    const auto dryOnReadOnly = defragFile(file, dry, cancel);
    QVERIFY(lab.remount(false).isEmpty());
    QVERIFY2(!dryOnReadOnly && dryOnReadOnly.error().reason.contains(QLatin1String("read-only")),
        dryOnReadOnly ? qPrintable(dryOnReadOnly->outcome) : qPrintable(dryOnReadOnly.error().message()));
    QVERIFY2(why.isEmpty(), qPrintable(why));
    // A file system without an engine.
    if (fslab::onTmpfs(QStringLiteral("/dev/shm"))) {
        QTemporaryDir shm(QStringLiteral("/dev/shm/fragscope-XXXXXX"));
        const QString onShm = shm.filePath(QStringLiteral("x"));
        QVERIFY(fslab::writeSequential(onShm, 1 << 20).isEmpty());
        auto r = defragFile(onShm, DefragOptions{}, cancel);
        QVERIFY(!r);
        QVERIFY2(
            r.error().reason.contains(QLatin1String("tmpfs")) || r.error().reason.contains(QLatin1String("FIEMAP")),
            qPrintable(r.error().reason));
    }
    // And through the CLI: the reason per file, exit status 1, the others still done.
    QVERIFY(setFlags(file, FS_IMMUTABLE_FL, 0));
    const QString other = lab.path(QStringLiteral("g"));
    QVERIFY(fslab::interleavedFallocate(other, lab.path(QStringLiteral("q")), 200, 4096).isEmpty());
    const CliOutcome o = cli({QStringLiteral("defrag"), file, other});
    QVERIFY(setFlags(file, 0, FS_IMMUTABLE_FL));
    QCOMPARE(o.status, 1);
    QVERIFY2(o.err.contains(file + QStringLiteral(": the file is immutable")), qPrintable(o.err));
    QVERIFY2(o.out.contains("fragments before"), o.out.constData());
    QVERIFY(fragmentsOf(other) <= 2);
}

void TestDefrag::swapfileRefused()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 64);
    const QString swap = lab.path(QStringLiteral("swap"));
    QVERIFY(fslab::writeSequential(swap, 16 << 20).isEmpty());
    ::chmod(QFile::encodeName(swap).constData(), 0600);
    QString err;
    fslab::run(QStringLiteral("mkswap"), {swap}, &err);
    if (!err.isEmpty())
        QSKIP(qPrintable(QStringLiteral("mkswap: ") + err));
    if (::swapon(QFile::encodeName(swap).constData(), 0) != 0)
        QSKIP(qPrintable(QStringLiteral("swapon refused here: ") + QString::fromLocal8Bit(strerror(errno))));
    struct SwapOff
    {
        QByteArray path;
        ~SwapOff() { ::swapoff(path.constData()); }
    } off{QFile::encodeName(swap)};
    // Refused as swap by every engine and the dry run, whatever its layout (an open for writing
    // succeeds: only the move itself was refused, or nothing at all tried where the donor was no
    // better).
    std::atomic<bool> cancel{false};
    for (const DefragMethod method : {DefragMethod::Auto, DefragMethod::Copy}) {
        for (const bool dryRun : {true, false}) {
            DefragOptions options;
            options.method = method;
            options.dryRun = dryRun;
            auto r = defragFile(swap, options, cancel);
            QVERIFY2(!r, r ? qPrintable(r->outcome) : "");
            QVERIFY2(r.error().reason.contains(QLatin1String("swap space")), qPrintable(r.error().message()));
        }
    }
}

void TestDefrag::fullFileSystem()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 64);
    const QString file = lab.path(QStringLiteral("f"));
    QVERIFY(fslab::interleavedFallocate(file, lab.path(QStringLiteral("p")), 2000, 4096).isEmpty());
    QVERIFY(fillInPlace(file).isEmpty());
    // Fill every free block: there is no room for a second copy.
    {
        QFile filler(lab.path(QStringLiteral("filler")));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        const QByteArray chunk(1 << 20, 'z');
        while (filler.write(chunk) == chunk.size()) { }
        filler.close();
        ::sync();
    }
    auto before = fileState(file, true);
    QVERIFY(before);
    const std::uint64_t fragments = fragmentsOf(file);
    std::atomic<bool> cancel{false};
    auto r = defragFile(file, DefragOptions{}, cancel);
    QVERIFY(!r);
    QVERIFY2(r.error().reason.contains(QLatin1String("only 0 B is free")), qPrintable(r.error().message()));
    QCOMPARE(r.error().errnum, ENOSPC);
    auto after = fileState(file, true);
    QVERIFY(after);
    QCOMPARE(after->digest, before->digest);
    QCOMPARE(fragmentsOf(file), fragments);
}

void TestDefrag::copyAndExchange()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 64);
    const QString file = lab.path(QStringLiteral("f"));
    QVERIFY(fslab::interleavedFallocate(file, lab.path(QStringLiteral("p")), 300, 4096).isEmpty());
    QVERIFY(fillInPlace(file).isEmpty());
    const QByteArray native = QFile::encodeName(file);
    QVERIFY(::chmod(native.constData(), 0640) == 0);
    QVERIFY(::setxattr(native.constData(), "user.note", "kept", 4, 0) == 0);
    const timespec past[2] = {{1'600'000'000, 0}, {1'600'000'000, 123'456'789}};
    QVERIFY(::utimensat(AT_FDCWD, native.constData(), past, 0) == 0);
    struct stat before
    {
    };
    QVERIFY(::stat(native.constData(), &before) == 0);
    DefragOptions copy;
    copy.method = DefragMethod::Copy;
    std::atomic<bool> cancel{false};

    // Refused while another program holds it open for writing, and when it has a second name.
    {
        QFile writer(file);
        QVERIFY(writer.open(QIODevice::WriteOnly | QIODevice::Append));
        auto r = defragFile(file, copy, cancel);
        QVERIFY(!r);
        QVERIFY2(r.error().reason.contains(QLatin1String("open for writing")), qPrintable(r.error().message()));
    }
    QVERIFY(::link(native.constData(), QFile::encodeName(lab.path(QStringLiteral("second-name"))).constData()) == 0);
    auto r = defragFile(file, copy, cancel);
    QVERIFY(!r);
    QVERIFY2(r.error().reason.contains(QLatin1String("hard links")), qPrintable(r.error().message()));
    QVERIFY(QFile::remove(lab.path(QStringLiteral("second-name"))));

    r = defragFile(file, copy, cancel);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QVERIFY2(r->defragmented && !r->changedByOthers, qPrintable(r->outcome));
    QVERIFY2(r->outcome.contains(QLatin1String("inode number")), qPrintable(r->outcome));
    QCOMPARE(fslab::keptContent(*r), QString());
    QVERIFY(r->after.inspection.report.fragments <= 2);
    struct stat after
    {
    };
    QVERIFY(::stat(native.constData(), &after) == 0);
    QVERIFY(after.st_ino != before.st_ino);
    QCOMPARE(after.st_mode, before.st_mode);
    QCOMPARE(after.st_uid, before.st_uid);
    QCOMPARE(after.st_mtim.tv_sec, before.st_mtim.tv_sec);
    QCOMPARE(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec);
    char value[8] = {};
    QCOMPARE(::getxattr(native.constData(), "user.note", value, sizeof value), ssize_t(4));
    QCOMPARE(QByteArray(value, 4), QByteArray("kept"));
    // Nothing else is left in the directory: no temporary name, no old copy.
    const QStringList names = QDir(lab.mountPoint()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    QVERIFY2(names == QStringList{QStringLiteral("f")}, qPrintable(names.join(QLatin1Char(' '))));
    QCOMPARE(fslab::wholeOnDisk(lab, *r), QString());
}

// The copy engine killed (SIGKILL) just before its exchange, and just after it (before the old file's
// name goes): the file is whole and one .fragscope-defrag-PID-INO is left; the next defrag in the
// folder removes it (before this, nothing ever did). An old file that differs from every file of the
// folder (a program wrote into it at the last moment) is kept, and the outcome says where.
void TestDefrag::copyKilledMidExchange()
{
    if (QStandardPaths::findExecutable(QStringLiteral("fiu-run")).isEmpty())
        FSLAB_SKIP("fiu-run is not installed (make test installs fiu-utils)");
    FSLAB_LOOP_FS(lab, FsType::Ext4, 64);
    const QString file = lab.path(QStringLiteral("f"));
    const auto leftovers = [&] {
        return QDir(lab.mountPoint())
            .entryList({QStringLiteral(".fragscope-defrag-*")}, QDir::Files | QDir::Hidden | QDir::System);
    };
    const std::pair<const char*, bool> rounds[] = {{"copy/exchange", false}, {"copy/unlink-old", false},
        {"copy/unlink-old", true}}; // the step killed at; whether a program then writes into the old file
    for (const auto& [point, written] : rounds) {
        QFile::remove(file);
        QVERIFY(fslab::interleavedFallocate(file, lab.path(QStringLiteral("p")), 200, 4096).isEmpty());
        QVERIFY(fillInPlace(file).isEmpty());
        const auto before = fileState(file, true);
        QVERIFY(before);
        QProcess killed;
        killed.setProcessEnvironment(fslab::fiuRunEnvironment());
        killed.start(QStringLiteral("fiu-run"),
            {QStringLiteral("-f"), QString(), QStringLiteral("-c"),
                QStringLiteral("enable name=%1,failinfo=-9").arg(QLatin1String(point)), fragscopeBin(),
                QStringLiteral("defrag"), QStringLiteral("--method"), QStringLiteral("copy"), file});
        QVERIFY(killed.waitForFinished(60'000));
        QVERIFY2(killed.exitStatus() == QProcess::CrashExit || killed.exitCode() == 128 + SIGKILL,
            qPrintable(QString::fromLocal8Bit(killed.readAllStandardError())));
        const auto whole = fileState(file, true);
        QVERIFY(whole);
        QCOMPARE(digestText(whole->digest), digestText(before->digest));
        QCOMPARE(leftovers().size(), 1);
        const QString left = lab.mountPoint() + QLatin1Char('/') + leftovers().constFirst();
        if (written) {
            QFile old(left);
            QVERIFY(old.open(QIODevice::ReadWrite));
            QVERIFY(old.write("a program's last write") > 0);
        }
        const CliOutcome next
            = cli({QStringLiteral("defrag"), QStringLiteral("--method"), QStringLiteral("copy"), file});
        QVERIFY2(next.status == 0, qPrintable(next.err));
        const auto after = fileState(file, true);
        QVERIFY(after);
        QCOMPARE(digestText(after->digest), digestText(before->digest));
        if (!written) {
            QCOMPARE(leftovers(), QStringList());
            continue;
        }
        QCOMPARE(leftovers().size(), 1);
        QVERIFY2(QString::fromLocal8Bit(next.out).contains(leftovers().constFirst()), next.out.constData());
        QVERIFY(QFile::remove(left));
    }
}

// While the copy engine copies, a program saves the file the safe way: a new file renamed over the
// name (which breaks no read lease). The copy is of the old file: the exchange must not put it in
// the new one's place — that once removed the new file with the temporary name. (The old file's
// ctime, moved by losing its name, tells it first; the inode under the name after the exchange
// would tell it too.)
void TestDefrag::copyWhileReplacedByRename()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 64);
    const QString file = lab.path(QStringLiteral("f"));
    QVERIFY(fslab::interleavedFallocate(file, lab.path(QStringLiteral("p")), 300, 4096).isEmpty());
    QVERIFY(fillInPlace(file).isEmpty());
    const QByteArray saved("the program's new version\n");
    bool replaced = false;
    const auto save = [&](const DefragProgress& p) {
        if (replaced || p.phase != QLatin1String("Copying"))
            return;
        QFile next(lab.path(QStringLiteral("f.new")));
        replaced = next.open(QIODevice::WriteOnly) && next.write(saved) == saved.size() && next.flush()
            && ::fsync(next.handle()) == 0;
        next.close();
        replaced = replaced
            && ::rename(QFile::encodeName(next.fileName()).constData(), QFile::encodeName(file).constData()) == 0;
    };
    DefragOptions copy;
    copy.method = DefragMethod::Copy;
    copy.chunkBytes = 64 << 10;
    std::atomic<bool> cancel{false};
    const auto r = defragFile(file, copy, cancel, save);
    QVERIFY(replaced);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QVERIFY2(r->changedByOthers && !r->defragmented, qPrintable(r->outcome));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), saved);
    const QStringList names = QDir(lab.mountPoint()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    QCOMPARE(names, QStringList{QStringLiteral("f")});
}

void TestDefrag::cancelledAtOnce()
{
    // Cancel before the first chunk: every engine stops and the file is as it was.
    FSLAB_LOOP_FS(lab, FsType::Ext4, 64);
    const QString file = lab.path(QStringLiteral("f"));
    QVERIFY(fslab::interleavedFallocate(file, lab.path(QStringLiteral("p")), 300, 4096).isEmpty());
    QVERIFY(fillInPlace(file).isEmpty());
    const std::uint64_t fragments = fragmentsOf(file);
    std::atomic<bool> cancel{true};
    for (DefragMethod method : {DefragMethod::Ext4, DefragMethod::Copy}) {
        DefragOptions options;
        options.method = method;
        auto r = defragFile(file, options, cancel);
        QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
        QVERIFY(r->cancelled);
        QVERIFY2(r->outcome.contains(QLatin1String("cancelled")), qPrintable(r->outcome));
        QCOMPARE(fragmentsOf(file), fragments);
        auto state = fileState(file, true);
        QVERIFY(state);
        QCOMPARE(state->digest, r->stateBefore.digest);
    }
}

void TestDefrag::ext3StyleFiles()
{
    // Files mapped by indirect blocks (ext4 without the extent feature): MOVE_EXT cannot move them,
    // which is said before anything happens; the copy engine can.
    FSLAB_LOOP_FS(lab, FsType::Ext4, 64, {QStringLiteral("-O"), QStringLiteral("^extent,^64bit")});
    const QString file = lab.path(QStringLiteral("old"));
    QVERIFY(fslab::writeSequential(file, 4 << 20).isEmpty());
    std::atomic<bool> cancel{false};
    auto r = defragFile(file, DefragOptions{}, cancel);
    QVERIFY(!r);
    QVERIFY2(r.error().reason.contains(QLatin1String("indirect blocks"))
            && r.error().reason.contains(QLatin1String("--method copy")),
        qPrintable(r.error().message()));
    DefragOptions copy;
    copy.method = DefragMethod::Copy;
    r = defragFile(file, copy, cancel);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QVERIFY2(!r->changedByOthers && !r->cancelled, qPrintable(r->outcome));
    qInfo("ext3-style file, copy engine: %s", qPrintable(r->outcome));
    if (r->defragmented) // a sequential file may already be in one piece: then nothing is copied
        QCOMPARE(fslab::keptContent(*r), QString());
    auto state = fileState(file, true);
    QVERIFY(state);
    QCOMPARE(state->size, 4ULL << 20);
}

void TestDefrag::cliSnapshotsCompare()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 64);
    const QString file = lab.path(QStringLiteral("f"));
    QVERIFY(fslab::interleavedFallocate(file, lab.path(QStringLiteral("p")), 300, 4096).isEmpty());
    const CliOutcome dry = cli({QStringLiteral("defrag"), QStringLiteral("--dry-run"), file});
    QCOMPARE(dry.status, 0);
    QVERIFY2(dry.out.contains("would go from"), dry.out.constData());
    const CliOutcome o = cli({QStringLiteral("defrag"), QStringLiteral("--json"), file});
    QCOMPARE(o.status, 0);
    const QJsonObject result
        = QJsonDocument::fromJson(o.out).object().value(QLatin1String("results")).toArray().at(0).toObject();
    QCOMPARE(result.value(QLatin1String("digest_before")).toString(),
        result.value(QLatin1String("digest_after")).toString());
    // compare takes what defrag --json wrote: alone, its before against its after.
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("defrag.json"));
    QFile f(saved);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(o.out);
    f.close();
    const CliOutcome cmp = cli({QStringLiteral("compare"), saved, QStringLiteral("--json")});
    QVERIFY2(cmp.status == 0, qPrintable(cmp.err));
    const QJsonObject diff = QJsonDocument::fromJson(cmp.out).object();
    const QJsonObject figures = diff.value(QLatin1String("figures")).toObject();
    const QJsonObject fragments = figures.value(QLatin1String("fragments")).toObject();
    QVERIFY(fragments.value(QLatin1String("a")).toDouble() > 200);
    QVERIFY(fragments.value(QLatin1String("b")).toDouble() <= 2);
    // Every byte moved, none appeared or vanished: figures of the change, one value each.
    const auto value = [&](const char* key) {
        const QJsonObject figure = figures.value(QLatin1String(key)).toObject();
        return figure.contains(QLatin1String("a")) ? -1.0 : figure.value(QLatin1String("value")).toDouble(-1);
    };
    QCOMPARE(value("moved_bytes"), 300.0 * 4096);
    QCOMPARE(value("stayed_bytes"), 0.0);
    QCOMPARE(value("appeared_bytes"), 0.0);
    QCOMPARE(value("vanished_bytes"), 0.0);
    // One side of it against the other, named: the same figures.
    const CliOutcome sides = cli({QStringLiteral("compare"), saved + QStringLiteral("#before"),
        saved + QStringLiteral("#after"), QStringLiteral("--json")});
    QVERIFY2(sides.status == 0, qPrintable(sides.err));
    QCOMPARE(QJsonDocument::fromJson(sides.out).object().value(QLatin1String("figures")), QJsonValue(figures));
    // Both sides given where one is wanted: refused, saying how to pick.
    const CliOutcome both = cli({QStringLiteral("compare"), saved, saved});
    QCOMPARE(both.status, 1);
    QVERIFY2(both.err.contains(QLatin1String("#before")), qPrintable(both.err));
}

// What a defrag buys, said before anything is written: each file's pieces after (as the engine
// expects them), its read now and after on the disk asked (the same read time `map --cost` gives),
// what it writes; the thresholds leave files out, listed, and a left-out file is not touched; after
// a run with cold reads the measured read is set beside the model's.
void TestDefrag::cliPreview()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 64);
    const QString file = lab.path(QStringLiteral("f"));
    const QString whole = lab.path(QStringLiteral("whole"));
    QVERIFY(fslab::interleavedFallocate(file, lab.path(QStringLiteral("p")), 300, 4096).isEmpty());
    QVERIFY(fillInPlace(file).isEmpty());
    {
        QFile w(whole);
        QVERIFY(w.open(QIODevice::WriteOnly));
        w.write(QByteArray(1 << 20, 'w'));
    }
    ::sync();
    const QString nvme = QStringLiteral("nvme-ssd");
    const CliOutcome dry = cli({QStringLiteral("defrag"), QStringLiteral("--dry-run"), QStringLiteral("--json"),
        QStringLiteral("--disk"), nvme, file, whole});
    QVERIFY2(dry.status == 0, qPrintable(dry.err));
    const QJsonObject doc = QJsonDocument::fromJson(dry.out).object();
    const QJsonObject totals = doc.value(QLatin1String("preview")).toObject();
    QCOMPARE(totals.value(QLatin1String("files")).toInt(), 2);
    QCOMPARE(totals.value(QLatin1String("improving")).toInt(), 1);
    QCOMPARE(totals.value(QLatin1String("write_bytes")).toDouble(), 300.0 * 4096);
    const QJsonArray results = doc.value(QLatin1String("results")).toArray();
    QCOMPARE(results.size(), 2);
    const QJsonObject r0 = results.at(0).toObject();
    const QJsonObject p0 = r0.value(QLatin1String("preview")).toObject();
    // The pieces after are the ones the engine expects; the pieces now, filefrag's count (every
    // other block is the partner's, so no two pieces touch).
    QCOMPARE(
        p0.value(QLatin1String("pieces_after")).toDouble(), r0.value(QLatin1String("expected_fragments")).toDouble());
    QCOMPARE(p0.value(QLatin1String("pieces_after")).toDouble(), 1.0);
    QCOMPARE(p0.value(QLatin1String("pieces_now")).toDouble(), double(fragmentsOf(file)));
    const double readNow = p0.value(QLatin1String("read_seconds")).toDouble();
    QVERIFY(p0.value(QLatin1String("read_after_seconds")).toDouble() < readNow);
    QCOMPARE(p0.value(QLatin1String("write_bytes")).toDouble(), 300.0 * 4096);
    // One definition of the read time: map --cost on the same disk says the same.
    const CliOutcome map = cli({QStringLiteral("map"), QStringLiteral("--format"), QStringLiteral("json"),
        QStringLiteral("--disk"), nvme, file});
    const QJsonObject cost = QJsonDocument::fromJson(map.out)
                                 .object()
                                 .value(QLatin1String("files"))
                                 .toArray()
                                 .at(0)
                                 .toObject()
                                 .value(QLatin1String("cost"))
                                 .toObject();
    QCOMPARE(cost.value(QLatin1String("read_seconds")).toDouble(), readNow);
    // The file in one piece gains nothing and writes nothing.
    const QJsonObject p1 = results.at(1).toObject().value(QLatin1String("preview")).toObject();
    QCOMPARE(p1.value(QLatin1String("gain_seconds")).toDouble(), 0.0);
    QCOMPARE(p1.value(QLatin1String("write_bytes")).toDouble(), 0.0);

    // Thresholds: the files below them are listed with the reason and left untouched.
    const std::uint64_t before = fragmentsOf(file);
    const CliOutcome few = cli({QStringLiteral("defrag"), QStringLiteral("--min-fragments"),
        QString::number(before + 1), QStringLiteral("--disk"), nvme, file});
    QVERIFY2(few.status == 0, qPrintable(few.err));
    QVERIFY2(few.out.contains("left out") && few.out.contains("--min-fragments"), few.out.constData());
    QCOMPARE(fragmentsOf(file), before);
    const CliOutcome gain = cli({QStringLiteral("defrag"), QStringLiteral("--dry-run"), QStringLiteral("--json"),
        QStringLiteral("--min-gain"), QStringLiteral("1000"), file, whole});
    const QJsonObject skipped = QJsonDocument::fromJson(gain.out).object().value(QLatin1String("preview")).toObject();
    QCOMPARE(skipped.value(QLatin1String("skipped")).toArray().size(), 2);
    QVERIFY(skipped.value(QLatin1String("skipped"))
                .toArray()
                .at(0)
                .toObject()
                .value(QLatin1String("reason"))
                .toString()
                .contains(QLatin1String("--min-gain")));
    const CliOutcome badGain
        = cli({QStringLiteral("defrag"), QStringLiteral("--min-gain"), QStringLiteral("soon"), file});
    QCOMPARE(badGain.status, 2);
    QVERIFY2(badGain.err.contains(QLatin1String("--min-gain")), qPrintable(badGain.err));

    // The run, with a cold read after: measured beside the model.
    const CliOutcome run = cli({QStringLiteral("defrag"), QStringLiteral("--measure-read"), QStringLiteral("1"),
        QStringLiteral("--disk"), nvme, file});
    QVERIFY2(run.status == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains("predicted: read") && run.out.contains("read after: measured"), run.out.constData());
    QVERIFY(fragmentsOf(file) < before);
}

QTEST_GUILESS_MAIN(TestDefrag)
#include "tst_defrag.moc"
