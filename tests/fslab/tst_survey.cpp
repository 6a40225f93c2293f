// SPDX-License-Identifier: GPL-3.0-or-later
// The survey against tools nobody here wrote, on real ext4, XFS and btrfs loop images: every file's
// fragments against filefrag, the totals and score against e4defrag -c, the free space against
// e2freefrag, xfs_spaceman freesp and btrfs's own chunk tree; skips, mounts, cancel, and the
// shortcut for one-block files.
#include "fs/btrfschunks.h"
#include "fslab.h"
#include "fslabskip.h"

#include "survey/scanner.h"
#include "testpaths.h"
#include "util/fd.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <map>
#include <memory>
#include <thread>

using namespace fragscope;
using namespace fragscope::fslab;

namespace {

std::uint64_t u64(const QJsonValue& v)
{
    return std::uint64_t(v.toInteger());
}

QJsonObject scanJson(const QStringList& args, int* exitCode = nullptr, const QString& asUser = {})
{
    return fragscopeJson(fragscopeBin(),
        QStringList{QStringLiteral("scan"), QStringLiteral("--format"), QStringLiteral("json")} + args, asUser,
        exitCode);
}

// filefrag FILE...: "path: N extents found" per file.
std::map<QString, std::uint64_t> filefragCounts(const QStringList& files)
{
    std::map<QString, std::uint64_t> out;
    QString err;
    const QByteArray text = run(QStringLiteral("filefrag"), files, &err);
    static const QRegularExpression re(QStringLiteral(R"(^(.*): (\d+) extents? found$)"));
    for (const QString& line : QString::fromUtf8(text).split(QLatin1Char('\n'))) {
        if (const auto m = re.match(line); m.hasMatch())
            out[m.captured(1)] = m.captured(2).toULongLong();
    }
    return out;
}

// find's regular files, not entering the bind mount (same device, so -xdev alone would).
QStringList regularFiles(const QString& root)
{
    QString err;
    const QByteArray text = run(QStringLiteral("find"),
        {root, QStringLiteral("-xdev"), QStringLiteral("-path"), root + QStringLiteral("/bind"),
            QStringLiteral("-prune"), QStringLiteral("-o"), QStringLiteral("-type"), QStringLiteral("f"),
            QStringLiteral("-print")},
        &err);
    return QString::fromUtf8(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestSurvey : public QObject
{
    Q_OBJECT

private:
    struct Lab : SuiteFs
    {
        QString bindMount; // a bind mount inside the tree, unmounted at the end
    };
    std::map<FsType, Lab> m_labs;

    // The tree every file system gets: nested directories, contiguous and fragmented files, an
    // empty and a sparse file, small files, a symlink loop, a FIFO, a directory only root may
    // read, and a bind mount of part of the tree inside it.
    void prepare(FsType type, std::uint64_t sizeMiB)
    {
        Lab& lab = m_labs[type];
        lab.make(type, sizeMiB);
        if (!lab.skip.isEmpty())
            return;
        const LoopFs& fs = *lab.fs;
        // The scan runs as nobody too: let it reach the mount point.
        ::chmod(QFile::encodeName(QFileInfo(fs.mountPoint()).path()).constData(), 0755);
        ::chmod(QFile::encodeName(fs.mountPoint()).constData(), 0755);
        QDir root(fs.mountPoint());
        root.mkpath(QStringLiteral("a/b/c"));
        root.mkpath(QStringLiteral("small"));
        root.mkpath(QStringLiteral("private"));
        root.mkpath(QStringLiteral("bind"));
        auto check = [&](const QString& what, const QString& error) { lab.madeOrSkip(what, error); };
        check(QStringLiteral("seq"), writeSequential(fs.path(QStringLiteral("a/seq")), 8 << 20));
        check(QStringLiteral("sparse"), writeSparse(fs.path(QStringLiteral("a/b/sparse")), 4 << 20, {0, 3, 7, 500}));
        check(QStringLiteral("interleaved"),
            interleavedFallocate(
                fs.path(QStringLiteral("a/b/c/interleaved")), fs.path(QStringLiteral("a/b/c/partner")), 300, 4096));
        if (type == FsType::Btrfs)
            check(QStringLiteral("cow"), randomOverwrites(fs.path(QStringLiteral("a/cow")), 16 << 20, 200, 7));
        QFile empty(fs.path(QStringLiteral("a/empty")));
        empty.open(QIODevice::WriteOnly);
        empty.close();
        for (int i = 0; i < 40; ++i)
            check(QStringLiteral("small"), writeSequential(fs.path(QStringLiteral("small/f%1").arg(i)), 100 + i * 90));
        check(QStringLiteral("private"), writeSequential(fs.path(QStringLiteral("private/secret")), 64 << 10));
        ::chmod(QFile::encodeName(fs.path(QStringLiteral("private"))).constData(), 0700);
        QFile::link(QStringLiteral("loop2"), fs.path(QStringLiteral("a/loop1")));
        QFile::link(QStringLiteral("loop1"), fs.path(QStringLiteral("a/loop2")));
        ::mkfifo(QFile::encodeName(fs.path(QStringLiteral("a/fifo"))).constData(), 0644);
        lab.bindMount = fs.path(QStringLiteral("bind"));
        if (::mount(QFile::encodeName(fs.path(QStringLiteral("a/b"))).constData(),
                QFile::encodeName(lab.bindMount).constData(), nullptr, MS_BIND, nullptr)
            != 0)
            lab.bindMount.clear();
        ::sync();
    }

    const Lab& lab(int type) { return m_labs[FsType(type)]; }

private Q_SLOTS:
    void initTestCase()
    {
        prepare(FsType::Ext4, 256);
        prepare(FsType::Xfs, 300);
        prepare(FsType::Btrfs, 512);
    }

    void cleanupTestCase()
    {
        for (auto& [type, lab] : m_labs) {
            if (!lab.bindMount.isEmpty())
                ::umount2(QFile::encodeName(lab.bindMount).constData(), MNT_DETACH);
        }
        m_labs.clear(); // unmounts and detaches
    }

    void fragmentsMatchFilefrag_data() { addFsTypeRows(); }
    void fragmentsMatchFilefrag()
    {
        QFETCH(int, type);
        const Lab& l = lab(type);
        if (!l.skip.isEmpty())
            FSLAB_SKIP(l.skip);
        int exitCode = -1;
        const QJsonObject json = scanJson({l.fs->mountPoint()}, &exitCode);
        QCOMPARE(exitCode, 0);
        const QStringList files = regularFiles(l.fs->mountPoint());
        const auto theirs = filefragCounts(files);
        QCOMPARE(theirs.size(), std::size_t(files.size()));
        const QJsonArray ours = json.value(QStringLiteral("files")).toArray();
        // Every regular file once: the bind mount is not crossed, nothing is counted twice.
        QCOMPARE(ours.size(), files.size());
        std::uint64_t fragmented = 0;
        for (const QJsonValue& v : ours) {
            const QJsonObject f = v.toObject();
            const QString path = f.value(QStringLiteral("path")).toString();
            const auto it = theirs.find(path);
            QVERIFY2(it != theirs.end(), qPrintable(path));
            QVERIFY2(u64(f.value(QStringLiteral("fragments"))) == it->second,
                qPrintable(QStringLiteral("%1: ours %2, filefrag %3")
                               .arg(path)
                               .arg(u64(f.value(QStringLiteral("fragments"))))
                               .arg(it->second)));
            fragmented += it->second > 1 ? 1 : 0;
        }
        QVERIFY2(fragmented >= 1, "the tree has a fragmented file (interleaved)");
        // Nothing followed: the symlinks and the FIFO are counted, never opened.
        const QJsonObject summary = json.value(QStringLiteral("summary")).toObject();
        QCOMPARE(u64(summary.value(QStringLiteral("symlinks"))), 2u);
        QCOMPARE(u64(summary.value(QStringLiteral("special_files"))), 1u);
        QCOMPARE(u64(summary.value(QStringLiteral("files"))), std::uint64_t(files.size()));
        if (!l.bindMount.isEmpty()) {
            bool listed = false;
            for (const QJsonValue& s : json.value(QStringLiteral("skipped")).toArray())
                listed = listed || s.toObject().value(QStringLiteral("path")).toString() == l.bindMount;
            QVERIFY2(listed, "the bind mount is listed as skipped");
        }
    }

    void crossMountsEntersTheBindMount_data() { addFsTypeRows(); }
    void crossMountsEntersTheBindMount()
    {
        QFETCH(int, type);
        const Lab& l = lab(type);
        if (!l.skip.isEmpty())
            FSLAB_SKIP(l.skip);
        if (l.bindMount.isEmpty())
            QSKIP("the bind mount could not be made");
        const QJsonObject plain = scanJson({l.fs->mountPoint()});
        const QJsonObject crossed = scanJson({QStringLiteral("--cross-mounts"), l.fs->mountPoint()});
        const auto inB = regularFiles(l.fs->path(QStringLiteral("a/b"))).size();
        QVERIFY(inB >= 2); // sparse and interleaved
        QCOMPARE(u64(crossed[QStringLiteral("summary")][QStringLiteral("files")]),
            u64(plain[QStringLiteral("summary")][QStringLiteral("files")]) + std::uint64_t(inB));
    }

    void summaryMatchesE4defrag()
    {
        const Lab& l = lab(int(FsType::Ext4));
        if (!l.skip.isEmpty())
            FSLAB_SKIP(l.skip);
        QString err;
        const QString dir = l.fs->path(QStringLiteral("a"));
        const QByteArray theirs = run(QStringLiteral("e4defrag"), {QStringLiteral("-c"), dir}, &err);
        static const QRegularExpression totals(QStringLiteral(R"(Total/best extents\s+(\d+)/(\d+))"));
        static const QRegularExpression score(QStringLiteral(R"(Fragmentation score\s+(\d+))"));
        static const QRegularExpression average(QStringLiteral(R"(Average size per extent\s+(\d+) KB)"));
        const QString text = QString::fromUtf8(theirs);
        const auto t = totals.match(text);
        QVERIFY2(t.hasMatch(), theirs.constData());
        const QJsonObject summary = scanJson({dir}).value(QStringLiteral("summary")).toObject();
        QCOMPARE(u64(summary.value(QStringLiteral("now_extents"))), t.captured(1).toULongLong());
        QCOMPARE(u64(summary.value(QStringLiteral("best_extents"))), t.captured(2).toULongLong());
        QCOMPARE(u64(summary.value(QStringLiteral("e4defrag_score"))), score.match(text).captured(1).toULongLong());
        // The e4defrag layout prints the same block.
        const QByteArray ours = run(fragscopeBin(),
            {QStringLiteral("scan"), QStringLiteral("--format"), QStringLiteral("e4defrag"), dir}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const QString oursText = QString::fromUtf8(ours);
        QCOMPARE(totals.match(oursText).captured(0), t.captured(0));
        QCOMPARE(average.match(oursText).captured(0), average.match(text).captured(0));
        QCOMPARE(score.match(oursText).captured(0), score.match(text).captured(0));
        QVERIFY(oursText.contains(QStringLiteral("does not need defragmentation"))
            == text.contains(QStringLiteral("does not need defragmentation")));
    }

    // One block or less allocated: no FIEMAP asked, and the figures are the same as when asked. Not
    // on btrfs: a small file there may be inline, compressed or shared with a snapshot, so each is asked.
    void oneBlockShortcutIsExact_data() { addFsTypeRows(); }
    void oneBlockShortcutIsExact()
    {
        QFETCH(int, type);
        const Lab& l = lab(type);
        if (!l.skip.isEmpty())
            FSLAB_SKIP(l.skip);
        const QJsonObject fast = scanJson({QStringLiteral("--sort"), QStringLiteral("path"), l.fs->mountPoint()});
        const QJsonObject full = scanJson({QStringLiteral("--sort"), QStringLiteral("path"),
            QStringLiteral("--map-small-files"), l.fs->mountPoint()});
        const QJsonArray a = fast.value(QStringLiteral("files")).toArray();
        const QJsonArray b = full.value(QStringLiteral("files")).toArray();
        QCOMPARE(a.size(), b.size());
        int shortcuts = 0;
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QJsonObject x = a[i].toObject(), y = b[i].toObject();
            QCOMPARE(x.value(QStringLiteral("path")), y.value(QStringLiteral("path")));
            if (x.value(QStringLiteral("mapped")).toBool())
                continue;
            ++shortcuts;
            QCOMPARE(x.value(QStringLiteral("extent_records")), y.value(QStringLiteral("extent_records")));
            QCOMPARE(x.value(QStringLiteral("fragments")), y.value(QStringLiteral("fragments")));
            QCOMPARE(x.value(QStringLiteral("e4defrag_now")), y.value(QStringLiteral("e4defrag_now")));
            QCOMPARE(x.value(QStringLiteral("e4defrag_best")), y.value(QStringLiteral("e4defrag_best")));
            for (const char* key : {"physical_runs", "disk_bytes", "exclusive_bytes", "unreferenced_bytes"})
                QCOMPARE(x.value(QLatin1String(key)), y.value(QLatin1String(key)));
        }
        if (FsType(type) == FsType::Btrfs) {
            QCOMPARE(shortcuts, 0);
            return;
        }
        // ext4 makes 1 KiB blocks on an image this small: then only the files up to 1 KiB qualify.
        QVERIFY2(shortcuts >= 10, qPrintable(QStringLiteral("%1 files took the shortcut").arg(shortcuts)));
    }

    // As an ordinary user: the private directory is a skip with its reason, the rest is scanned,
    // the free space says why it is missing.
    void unprivilegedScan_data() { addFsTypeRows(); }
    void unprivilegedScan()
    {
        QFETCH(int, type);
        const Lab& l = lab(type);
        if (!l.skip.isEmpty())
            FSLAB_SKIP(l.skip);
        if (::getuid() != 0)
            FSLAB_SKIP("needs root to switch to the user nobody");
        int exitCode = -1;
        const QJsonObject json
            = scanJson({QStringLiteral("--free-space"), l.fs->mountPoint()}, &exitCode, QStringLiteral("nobody"));
        QVERIFY2(!json.isEmpty(), "setpriv to nobody failed");
        QCOMPARE(exitCode, 0); // skips are not failures
        bool privateSkipped = false;
        for (const QJsonValue& s : json.value(QStringLiteral("skipped")).toArray()) {
            const QJsonObject o = s.toObject();
            if (o.value(QStringLiteral("path")).toString() == l.fs->path(QStringLiteral("private")))
                privateSkipped = o.value(QStringLiteral("reason")).toString() == QLatin1String("permission denied");
        }
        QVERIFY(privateSkipped);
        // GETFSMAP asks for no privilege on ext4 and XFS; btrfs's tree search needs root.
        if (FsType(type) == FsType::Btrfs) {
            QVERIFY(json.value(QStringLiteral("free_space")).isNull());
            const QString why = json.value(QStringLiteral("free_space_unavailable")).toString();
            QVERIFY2(why.contains(QLatin1String("root")), qPrintable(why));
        } else {
            QVERIFY(u64(json[QStringLiteral("free_space")][QStringLiteral("free_extents")]) > 0);
        }
        QVERIFY(u64(json[QStringLiteral("summary")][QStringLiteral("files")]) >= 40);
    }

    void freeSpaceMatchesE2freefrag()
    {
        const Lab& l = lab(int(FsType::Ext4));
        if (!l.skip.isEmpty())
            FSLAB_SKIP(l.skip);
        // Fragment the free space: 60 files of 64 KiB, every other one deleted.
        for (int i = 0; i < 60; ++i)
            QCOMPARE(writeSequential(l.fs->path(QStringLiteral("gap%1").arg(i)), 64 << 10), QString());
        ::sync();
        for (int i = 0; i < 60; i += 2)
            QFile::remove(l.fs->path(QStringLiteral("gap%1").arg(i)));
        ::sync();
        QString err;
        const QString text = QString::fromUtf8(run(QStringLiteral("e2freefrag"), {l.fs->device()}, &err));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const QJsonObject space = scanJson({QStringLiteral("--free-space"), l.fs->mountPoint()})
                                      .value(QStringLiteral("free_space"))
                                      .toObject();
        QVERIFY2(!space.isEmpty(), "no free space read");
        const std::uint64_t bs = u64(space.value(QStringLiteral("block_size")));
        static const QRegularExpression freeBlocks(QStringLiteral(R"(Free blocks: (\d+))"));
        static const QRegularExpression count(QStringLiteral(R"(Num\. free extent: (\d+))"));
        static const QRegularExpression largest(QStringLiteral(R"(Max\. free extent: (\d+) KB)"));
        QCOMPARE(u64(space.value(QStringLiteral("free_bytes"))) / bs, freeBlocks.match(text).captured(1).toULongLong());
        QCOMPARE(u64(space.value(QStringLiteral("free_extents"))), count.match(text).captured(1).toULongLong());
        QCOMPARE(u64(space.value(QStringLiteral("largest_free_bytes"))) / 1024,
            largest.match(text).captured(1).toULongLong());
        QVERIFY2(u64(space.value(QStringLiteral("free_extents"))) >= 20, qPrintable(text));
        // Every histogram row: "  64K...  128K-  :  30  480  0.27%"
        static const QRegularExpression row(
            QStringLiteral(R"(^\s*\d+[KMGT]\.\.\.\s*\S+\s*:\s*(\d+)\s+(\d+)\s+[\d.]+%$)"));
        QList<std::pair<std::uint64_t, std::uint64_t>> theirs;
        for (const QString& line : text.split(QLatin1Char('\n'))) {
            if (const auto m = row.match(line); m.hasMatch())
                theirs.append({m.captured(1).toULongLong(), m.captured(2).toULongLong()});
        }
        const QJsonArray ours = space.value(QStringLiteral("histogram")).toArray();
        QCOMPARE(ours.size(), theirs.size());
        for (qsizetype i = 0; i < ours.size(); ++i) {
            const QJsonObject o = ours[i].toObject();
            QCOMPARE(u64(o.value(QStringLiteral("extents"))), theirs[i].first);
            QCOMPARE(u64(o.value(QStringLiteral("bytes"))) / bs, theirs[i].second);
        }
    }

    void freeSpaceMatchesXfsSpaceman()
    {
        const Lab& l = lab(int(FsType::Xfs));
        if (!l.skip.isEmpty())
            FSLAB_SKIP(l.skip);
        for (int i = 0; i < 40; ++i)
            QCOMPARE(writeSequential(l.fs->path(QStringLiteral("gap%1").arg(i)), 64 << 10), QString());
        ::sync();
        for (int i = 0; i < 40; i += 2)
            QFile::remove(l.fs->path(QStringLiteral("gap%1").arg(i)));
        ::sync();
        static const QRegularExpression extents(QStringLiteral(R"(total free extents (\d+))"));
        static const QRegularExpression blocks(QStringLiteral(R"(total free blocks (\d+))"));
        // XFS frees extents lazily after a sync (busy extents): read until two readings agree.
        QString err, text, previous;
        for (int i = 0; i < 20 && (text.isEmpty() || text != previous); ++i) {
            previous = text;
            text = QString::fromUtf8(run(QStringLiteral("xfs_spaceman"),
                {QStringLiteral("-c"), QStringLiteral("freesp -s"), l.fs->mountPoint()}, &err));
            QVERIFY2(err.isEmpty(), qPrintable(err));
            QThread::msleep(100);
        }
        const QJsonObject space = scanJson({QStringLiteral("--free-space"), l.fs->mountPoint()})
                                      .value(QStringLiteral("free_space"))
                                      .toObject();
        QVERIFY2(!space.isEmpty(), "no free space read");
        const std::uint64_t bs = u64(space.value(QStringLiteral("block_size")));
        QCOMPARE(u64(space.value(QStringLiteral("free_extents"))), extents.match(text).captured(1).toULongLong());
        QCOMPARE(u64(space.value(QStringLiteral("free_bytes"))) / bs, blocks.match(text).captured(1).toULongLong());
        QVERIFY(u64(space.value(QStringLiteral("free_extents"))) >= 20);
    }

    void blockGroupsMatchBtrfs()
    {
        const Lab& l = lab(int(FsType::Btrfs));
        if (!l.skip.isEmpty())
            FSLAB_SKIP(l.skip);
        QString err;
        ::sync();
        const QString chunks = QString::fromUtf8(run(QStringLiteral("btrfs"),
            {QStringLiteral("inspect-internal"), QStringLiteral("dump-tree"), QStringLiteral("-t"),
                QStringLiteral("chunk"), l.fs->device()},
            &err));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        // "item 2 key (FIRST_CHUNK_TREE CHUNK_ITEM 22020096) itemoff ... \n length 8388608 owner 2 ... type
        // METADATA|DUP"
        static const QRegularExpression chunk(
            QStringLiteral(R"(CHUNK_ITEM (\d+)\).*\n\s*length (\d+) owner \d+ stripe_len \d+ type (\S+))"));
        std::map<std::uint64_t, std::pair<std::uint64_t, QString>> theirs;
        for (auto it = chunk.globalMatch(chunks); it.hasNext();) {
            const auto m = it.next();
            theirs[m.captured(1).toULongLong()] = {m.captured(2).toULongLong(), m.captured(3)};
        }
        QVERIFY2(theirs.size() >= 3, qPrintable(chunks.left(2000)));
        const QJsonObject space = scanJson({QStringLiteral("--free-space"), l.fs->mountPoint()})
                                      .value(QStringLiteral("free_space"))
                                      .toObject();
        const QJsonArray groups = space.value(QStringLiteral("block_groups")).toArray();
        QCOMPARE(std::size_t(groups.size()), theirs.size());
        std::map<QString, std::uint64_t> usedByType;
        for (const QJsonValue& v : groups) {
            const QJsonObject g = v.toObject();
            const auto it = theirs.find(u64(g.value(QStringLiteral("start"))));
            QVERIFY(it != theirs.end());
            QCOMPARE(u64(g.value(QStringLiteral("length"))), it->second.first);
            const QString type = g.value(QStringLiteral("type")).toString().toUpper();
            QVERIFY2(it->second.second.startsWith(type), qPrintable(it->second.second + QStringLiteral(" vs ") + type));
            usedByType[g.value(QStringLiteral("type")).toString()] += u64(g.value(QStringLiteral("used")));
        }
        // btrfs filesystem usage -b: "Data,single: Size:8388608, Used:1234 (..%)"
        const QString usage = QString::fromUtf8(run(QStringLiteral("btrfs"),
            {QStringLiteral("filesystem"), QStringLiteral("usage"), QStringLiteral("-b"), l.fs->mountPoint()}, &err));
        static const QRegularExpression used(QStringLiteral(R"(^(Data|Metadata|System),\S+: Size:\d+, Used:(\d+))"),
            QRegularExpression::MultilineOption);
        int seen = 0;
        for (auto it = used.globalMatch(usage); it.hasNext();) {
            const auto m = it.next();
            QCOMPARE(usedByType[m.captured(1)], m.captured(2).toULongLong());
            ++seen;
        }
        QVERIFY2(seen == 3, qPrintable(usage));
    }

    // btrfs reads through a bdi of its own, whose read-ahead is 128 KiB times its devices and at
    // least 4 MiB whatever the device's (the kernel's open_ctree): found through the file system's
    // id as `btrfs filesystem show` prints it. Nothing on another file system.
    void btrfsReadsAheadByItsOwnWindow()
    {
        const Lab& l = lab(int(FsType::Btrfs));
        if (!l.skip.isEmpty())
            FSLAB_SKIP(l.skip);
        QString err;
        const QString show = QString::fromUtf8(run(
            QStringLiteral("btrfs"), {QStringLiteral("filesystem"), QStringLiteral("show"), l.fs->mountPoint()}, &err));
        QVERIFY2(err.isEmpty(), qPrintable(err));
        static const QRegularExpression uuid(QStringLiteral(R"(uuid: ([0-9a-f-]{36}))"));
        const auto m = uuid.match(show);
        QVERIFY2(m.hasMatch(), qPrintable(show));
        QFile bdi(QStringLiteral("/sys/fs/btrfs/%1/bdi/read_ahead_kb").arg(m.captured(1)));
        QVERIFY2(bdi.open(QIODevice::ReadOnly), qPrintable(bdi.fileName()));
        const std::uint64_t theirs = bdi.readAll().trimmed().toULongLong() * 1024;
        QVERIFY2(theirs >= 4 << 20, qPrintable(QString::number(theirs)));
        const UniqueFd fd(::open(QFile::encodeName(l.fs->mountPoint()).constData(), O_RDONLY | O_CLOEXEC));
        QVERIFY(fd.valid());
        QCOMPARE(btrfsReadAheadBytes(fd.get()), theirs);
        const UniqueFd other(::open("/proc/self/status", O_RDONLY | O_CLOEXEC));
        QVERIFY(other.valid());
        QCOMPARE(btrfsReadAheadBytes(other.get()), std::uint64_t(0));
    }

    // A file deleted while the scan runs is a skip with its reason, never a failure.
    void filesVanishingDuringTheScan()
    {
        const Lab& l = lab(int(FsType::Ext4));
        if (!l.skip.isEmpty())
            FSLAB_SKIP(l.skip);
        const QString dir = l.fs->path(QStringLiteral("churn"));
        QDir().mkpath(dir);
        constexpr int kFiles = 6000;
        for (int i = 0; i < kFiles; ++i) {
            QFile f(dir + QStringLiteral("/%1").arg(i));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("x");
        }
        // The directory is read whole, then its entries are looked at: delete them all in between,
        // when the scan hands over the directory (one thread, so it waits for the sink).
        ScanOptions options;
        options.roots = {dir};
        options.threads = 1;
        options.mapSmallFiles = true;
        Survey survey;
        bool deleted = false;
        const ScanOutcome outcome = scanTree(options, [&](SurveyBatch&& batch) {
            if (!deleted) {
                for (int i = 0; i < kFiles; ++i)
                    QFile::remove(dir + QStringLiteral("/%1").arg(i));
                deleted = true;
            }
            survey.add(std::move(batch));
        });
        QVERIFY(outcome.failedRoots.empty());
        std::uint64_t vanished = 0;
        for (const SurveySkip& s : survey.skipped) {
            QVERIFY2(s.reason == QLatin1String("vanished during the scan"), qPrintable(s.reason));
            ++vanished;
        }
        QVERIFY(deleted);
        QCOMPARE(survey.totals.files + vanished, std::uint64_t(kFiles));
        QVERIFY(vanished > kFiles / 2);
        qInfo("%llu files scanned, %llu vanished", static_cast<unsigned long long>(survey.totals.files),
            static_cast<unsigned long long>(vanished));
        QDir(dir).removeRecursively();
    }

    // Stopping: the scan returns within a second, says it was cancelled, keeps what it had.
    void cancelStopsWithinASecond()
    {
        const Lab& l = lab(int(FsType::Ext4));
        if (!l.skip.isEmpty())
            FSLAB_SKIP(l.skip);
        const QString dir = l.fs->path(QStringLiteral("many"));
        for (int d = 0; d < 20; ++d) {
            QDir().mkpath(dir + QStringLiteral("/%1").arg(d));
            for (int i = 0; i < 500; ++i) {
                QFile f(dir + QStringLiteral("/%1/%2").arg(d).arg(i));
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(QByteArray(8192, 'x'));
            }
        }
        ::sync();
        std::atomic<bool> stop{false};
        ScanOptions options;
        options.roots = {dir};
        options.threads = 2;
        options.mapSmallFiles = true;
        options.batchFiles = 50;
        std::chrono::steady_clock::time_point askedAt;
        Survey survey;
        const ScanOutcome outcome = scanTree(
            options,
            [&](SurveyBatch&& batch) {
                if (!stop && !batch.files.empty()) {
                    askedAt = std::chrono::steady_clock::now();
                    stop = true;
                }
                survey.add(std::move(batch));
            },
            {}, &stop);
        const auto took = std::chrono::steady_clock::now() - askedAt;
        QVERIFY(stop);
        QVERIFY(outcome.cancelled);
        QVERIFY2(took < std::chrono::seconds(1),
            qPrintable(
                QStringLiteral("%1 ms").arg(std::chrono::duration_cast<std::chrono::milliseconds>(took).count())));
        QVERIFY(survey.totals.files >= 1);
        QVERIFY(survey.totals.files < 10000);
        QDir(dir).removeRecursively();
    }
};

QTEST_GUILESS_MAIN(TestSurvey)
#include "tst_survey.moc"
