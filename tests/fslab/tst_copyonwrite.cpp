// SPDX-License-Identifier: GPL-3.0-or-later
// Copy-on-write told truthfully, against tools nobody here wrote, on a loop btrfs mounted with
// compress=zstd: a compressed file's place on disk as btrfs's own records give it (compsize's
// totals, the runs of `btrfs inspect-internal dump-tree`'s EXTENT_DATA items), and without root the
// same figures from FIEMAP, marked as estimated.
#include "fslab.h"
#include "fslabskip.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <random>
#include <tuple>

using namespace fragscope::fslab;

namespace {

constexpr std::uint64_t kMiB = 1 << 20;

// Text that compresses about 30 to 1, written in order and fsync'd.
QString writeText(const QString& path, std::uint64_t bytes, bool append = false)
{
    QFile f(path);
    if (!f.open(append ? QIODevice::Append : QIODevice::WriteOnly))
        return f.errorString();
    QByteArray chunk;
    for (std::uint64_t line = 0; std::uint64_t(chunk.size()) < kMiB; ++line)
        chunk += QByteArray("line ") + QByteArray::number(qulonglong(line)).rightJustified(8, '0')
            + QByteArray(" of a compressible text, padded out to 64 b\n");
    chunk.truncate(qsizetype(kMiB));
    for (std::uint64_t done = 0; done < bytes; done += kMiB) {
        if (f.write(chunk.constData(), qint64(std::min(kMiB, bytes - done))) < 0)
            return f.errorString();
    }
    f.flush();
    return ::fsync(f.handle()) == 0 ? QString() : QStringLiteral("fsync failed");
}

// `fragscope map --format json FILE`'s entry for the file.
QJsonObject mapEntry(const QString& path)
{
    return fragscope::fslab::mapEntry(fragscopeBin(), path);
}

std::uint64_t u64(const QJsonValue& v)
{
    return std::uint64_t(v.toInteger());
}

// The first file's entry of `fragscope defrag --json`.
QJsonObject firstResult(const QJsonObject& document)
{
    return document.value(QStringLiteral("results")).toArray().first().toObject();
}

// The runs on disk of inode `ino` by `btrfs inspect-internal dump-tree` of the top subvolume (5):
// its EXTENT_DATA items in file order, a new run wherever an extent's disk_bytenr does not follow
// the previous one's disk_bytenr + disk_num_bytes (a second reference to the same extent goes on
// with it). Holes and inline items are not on disk. -1 when the dump cannot be read.
int dumpTreeRuns(const QString& device, std::uint64_t ino, int* items, QString* error)
{
    const QByteArray out = run(QStringLiteral("btrfs"),
        {QStringLiteral("inspect-internal"), QStringLiteral("dump-tree"), QStringLiteral("-t"), QStringLiteral("5"),
            device},
        error);
    if (!error->isEmpty())
        return -1;
    const QRegularExpression key(QStringLiteral(R"(item \d+ key \(%1 EXTENT_DATA (\d+)\))").arg(ino));
    static const QRegularExpression disk(QStringLiteral(R"(extent data disk byte (\d+) nr (\d+))"));
    int runs = 0;
    bool inItem = false;
    std::uint64_t prevStart = 0;
    std::uint64_t prevEnd = 0;
    *items = 0;
    for (const QString& line : QString::fromUtf8(out).split(QLatin1Char('\n'))) {
        if (line.contains(QLatin1String(" key ("))) {
            inItem = key.match(line).hasMatch();
            *items += inItem ? 1 : 0;
            continue;
        }
        const auto m = disk.match(line);
        if (!inItem || !m.hasMatch())
            continue;
        const std::uint64_t start = m.captured(1).toULongLong();
        const std::uint64_t length = m.captured(2).toULongLong();
        if (start == 0)
            continue; // a hole
        if (runs == 0 || (start != prevEnd && start != prevStart))
            ++runs;
        prevStart = start;
        prevEnd = start + length;
    }
    return runs;
}

// Writes `bytes` of 'x' at `offset` of an existing file and fsyncs: the written range gets extents of
// its own, no longer shared.
QString overwrite(const QString& path, std::uint64_t offset, std::uint64_t bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite) || !f.seek(qint64(offset)))
        return f.errorString();
    if (f.write(QByteArray(qsizetype(bytes), 'x')) != qint64(bytes) || !f.flush())
        return f.errorString();
    return ::fsync(f.handle()) == 0 ? QString() : QStringLiteral("fsync failed");
}

// The exclusive and shared bytes of a file, as the file system's own tool says: btrfs filesystem du
// --raw's Exclusive and Total - Exclusive; on XFS, xfs_io fiemap -v's records by their shared flag.
struct Sharing
{
    std::uint64_t exclusive = 0;
    std::uint64_t shared = 0;
};
Sharing toolSharing(FsType type, const QString& path, QString* error)
{
    if (type == FsType::Btrfs) {
        const QByteArray out = run(QStringLiteral("btrfs"),
            {QStringLiteral("filesystem"), QStringLiteral("du"), QStringLiteral("--raw"), path}, error);
        static const QRegularExpression row(QStringLiteral(R"(^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.+)$)"));
        for (const QString& line : QString::fromUtf8(out).split(QLatin1Char('\n'))) {
            if (const auto m = row.match(line); m.hasMatch() && m.captured(4) == path)
                return {m.captured(2).toULongLong(), m.captured(1).toULongLong() - m.captured(2).toULongLong()};
        }
        *error = QStringLiteral("btrfs filesystem du printed no row for the file: ") + QString::fromUtf8(out);
        return {};
    }
    const QByteArray out = run(QStringLiteral("xfs_io"),
        {QStringLiteral("-r"), QStringLiteral("-c"), QStringLiteral("fiemap -v"), path}, error);
    static const QRegularExpression record(
        QStringLiteral(R"(^\s*\d+: \[\d+\.\.\d+\]:\s+\d+\.\.\d+\s+(\d+)\s+0x([0-9a-f]+)\s*$)"));
    Sharing sharing;
    int records = 0;
    for (const QString& line : QString::fromUtf8(out).split(QLatin1Char('\n'))) {
        const auto m = record.match(line);
        if (!m.hasMatch())
            continue;
        ++records;
        const std::uint64_t bytes = m.captured(1).toULongLong() * 512;
        (m.captured(2).toUInt(nullptr, 16) & 0x2000 ? sharing.shared : sharing.exclusive) += bytes;
    }
    if (records == 0 && error->isEmpty())
        *error = QStringLiteral("xfs_io printed no extent: ") + QString::fromUtf8(out);
    return sharing;
}

// Bytes that do not compress, written in order from the start (into the blocks an existing file
// has: it is not truncated) and fsync'd.
QString writeRandom(const QString& path, std::uint64_t bytes, std::uint32_t seed)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadWrite))
        return f.errorString();
    std::mt19937_64 random(seed);
    QByteArray chunk(qsizetype(kMiB), Qt::Uninitialized);
    for (std::uint64_t done = 0; done < bytes; done += kMiB) {
        for (qsizetype i = 0; i < chunk.size(); i += 8) {
            const std::uint64_t v = random();
            std::memcpy(chunk.data() + i, &v, 8);
        }
        if (f.write(chunk.constData(), qint64(std::min(kMiB, bytes - done))) < 0)
            return f.errorString();
    }
    f.flush();
    return ::fsync(f.handle()) == 0 ? QString() : QStringLiteral("fsync failed");
}

// `bytes` of random data written in one O_DIRECT write to the existing file `path`: the file system
// allocates the range at once, in one extent where it has the room. Written through the page cache,
// the flusher may take part of the range before the rest is written when other programs have dirty
// pages (a CI run beside other loop suites), and the file lies in pieces.
QString writeRandomDirect(const QString& path, std::uint64_t bytes, std::uint32_t seed)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_DIRECT | O_CLOEXEC);
    if (fd < 0)
        return QStringLiteral("%1: open O_DIRECT: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
    std::unique_ptr<void, decltype(&std::free)> buffer(std::aligned_alloc(4096, bytes), &std::free);
    if (!buffer) {
        ::close(fd);
        return QStringLiteral("%1: no memory for %2 bytes").arg(path).arg(bytes);
    }
    std::mt19937_64 random(seed);
    auto* words = static_cast<std::uint64_t*>(buffer.get());
    for (std::uint64_t i = 0; i < bytes / 8; ++i)
        words[i] = random();
    const ssize_t wrote = ::pwrite(fd, buffer.get(), bytes, 0);
    const int saved = errno;
    if (wrote != ssize_t(bytes)) {
        ::close(fd);
        return QStringLiteral("%1: pwrite wrote %2 of %3 bytes: %4")
            .arg(path)
            .arg(wrote)
            .arg(bytes)
            .arg(QString::fromLocal8Bit(std::strerror(saved)));
    }
    const int synced = ::fsync(fd);
    const int fsyncErr = errno;
    ::close(fd);
    return synced == 0 ? QString()
                       : QStringLiteral("%1: fsync: %2").arg(path, QString::fromLocal8Bit(std::strerror(fsyncErr)));
}

// The bytes of data extents that none of their references in subvolumes `trees` covers, from
// `btrfs inspect-internal dump-tree`'s EXTENT_DATA items (regular and preallocated): per extent
// (disk byte, nr) its length
// minus the union of the referenced ranges (offset, nr); a compressed extent's unreferenced share
// of its stored length (ram bytes against disk nr). -1 when the dump cannot be read.
std::int64_t dumpTreeUnreferenced(const QString& device, const QStringList& trees, QString* error)
{
    struct Extent
    {
        std::uint64_t disk = 0, ram = 0;
        std::vector<std::pair<std::uint64_t, std::uint64_t>> refs;
    };
    std::map<std::uint64_t, Extent> extents;
    // A preallocated extent's items say "prealloc data" and give no ram bytes (they are its length).
    static const QRegularExpression disk(QStringLiteral(R"((?:extent|prealloc) data disk byte (\d+) nr (\d+))"));
    static const QRegularExpression part(
        QStringLiteral(R"((?:extent|prealloc) data offset (\d+) nr (\d+)(?: ram (\d+))?)"));
    for (const QString& tree : trees) {
        const QByteArray out = run(QStringLiteral("btrfs"),
            {QStringLiteral("inspect-internal"), QStringLiteral("dump-tree"), QStringLiteral("-t"), tree, device},
            error);
        if (!error->isEmpty())
            return -1;
        std::uint64_t at = 0, nr = 0;
        for (const QString& line : QString::fromUtf8(out).split(QLatin1Char('\n'))) {
            if (const auto m = disk.match(line); m.hasMatch()) {
                at = m.captured(1).toULongLong();
                nr = m.captured(2).toULongLong();
            } else if (const auto p = part.match(line); p.hasMatch() && at != 0) {
                Extent& e = extents[at];
                e.disk = nr;
                e.ram = p.captured(3).isEmpty() ? nr : p.captured(3).toULongLong();
                e.refs.emplace_back(p.captured(1).toULongLong(), p.captured(2).toULongLong());
                at = 0;
            }
        }
    }
    std::int64_t unreferenced = 0;
    for (auto& [start, e] : extents) {
        std::sort(e.refs.begin(), e.refs.end());
        std::uint64_t covered = 0, reached = 0;
        for (const auto& [offset, length] : e.refs) {
            const std::uint64_t to = std::min(offset + length, e.ram);
            if (to > std::max(offset, reached)) {
                covered += to - std::max(offset, reached);
                reached = to;
            }
        }
        const std::uint64_t unused = e.ram - covered;
        unreferenced += std::int64_t(e.ram == e.disk ? unused : e.disk * unused / e.ram);
    }
    return unreferenced;
}

std::uint64_t filefragCount(const QString& path)
{
    QString err;
    const QByteArray out = run(QStringLiteral("filefrag"), {path}, &err);
    static const QRegularExpression found(QStringLiteral(R"(: (\d+) extents? found)"));
    const auto m = found.match(QString::fromUtf8(out));
    return m.hasMatch() ? m.captured(1).toULongLong() : 0;
}

} // namespace

class TestCopyOnWrite : public QObject
{
    Q_OBJECT

    std::unique_ptr<LoopFs> m_fs;

    LoopFs& fs() { return *m_fs; }

    // btrfs filesystem usage -b's "Used:" of the whole file system, after a sync: what its data and
    // metadata take.
    std::uint64_t usedBytes(QString* error)
    {
        run(QStringLiteral("btrfs"), {QStringLiteral("filesystem"), QStringLiteral("sync"), fs().mountPoint()}, error);
        if (!error->isEmpty())
            return 0;
        const QByteArray out = run(QStringLiteral("btrfs"),
            {QStringLiteral("filesystem"), QStringLiteral("usage"), QStringLiteral("-b"), fs().mountPoint()}, error);
        static const QRegularExpression used(
            QStringLiteral(R"(^\s*Used:\s+(\d+)\s*$)"), QRegularExpression::MultilineOption);
        const auto m = used.match(QString::fromUtf8(out));
        if (!m.hasMatch() && error->isEmpty())
            *error = QStringLiteral("btrfs filesystem usage printed no Used: ") + QString::fromUtf8(out);
        return m.captured(1).toULongLong();
    }

    // nobody must reach the mount and run the program: a copy of it beside the image (empty when
    // it cannot be made).
    QString binaryForNobody() { return fs().copyForOthers(fragscopeBin()); }

    // Each extent of a map entry's on_devices against btrfs-map-logical's placing of the same
    // bytes (FIEMAP's range, or a compressed extent's piece on disk from disk_layout): the first
    // difference, or nothing. *pieces gets how many were compared.
    static QString placesAgainstMapLogical(const QJsonObject& entry, const QString& device, int* pieces)
    {
        std::map<QString, std::uint64_t> devid;
        for (const QJsonValue& d : entry.value(QStringLiteral("btrfs_devices")).toArray())
            devid[d[QStringLiteral("path")].toString()] = u64(d[QStringLiteral("devid")]);
        if (devid.size() != 2)
            return QStringLiteral("%1 devices listed").arg(devid.size());
        std::map<std::uint64_t, std::pair<std::uint64_t, std::uint64_t>> onDisk; // logical -> disk range
        for (const QJsonValue& p : entry.value(QStringLiteral("disk_layout"))[QStringLiteral("pieces")].toArray())
            onDisk[u64(p[0])] = {u64(p[2]), u64(p[3])};
        *pieces = 0;
        static const QRegularExpression line(
            QStringLiteral(R"(mirror (\d+) logical (\d+) physical (\d+) device (\S+))"));
        for (const QJsonValue& e : entry.value(QStringLiteral("extents")).toArray()) {
            std::uint64_t logical = u64(e[QStringLiteral("physical")]);
            std::uint64_t length = u64(e[QStringLiteral("length")]);
            if (e[QStringLiteral("flags")].toArray().contains(QStringLiteral("encoded"))) {
                const auto piece = onDisk.find(u64(e[QStringLiteral("logical")]));
                if (piece == onDisk.end())
                    return QStringLiteral("no piece at %1").arg(u64(e[QStringLiteral("logical")]));
                std::tie(logical, length) = piece->second;
            }
            QString err;
            const QByteArray out = run(QStringLiteral("btrfs-map-logical"),
                {QStringLiteral("-l"), QString::number(logical), QStringLiteral("-b"), QString::number(length), device},
                &err);
            if (!err.isEmpty())
                return err;
            // "mirror 1 logical L physical P device D", a line per stripe, each up to the next:
            // joined where one continues the last on its device, as ours are.
            struct Piece
            {
                std::uint64_t devid, offset, length, logical;
                int copy;
            };
            std::vector<Piece> joined;
            std::uint64_t next = logical + length;
            std::vector<Piece> lines;
            for (auto m = line.globalMatch(QString::fromLocal8Bit(out)); m.hasNext();) {
                const auto match = m.next();
                lines.push_back(Piece{devid.at(match.captured(4)), match.captured(3).toULongLong(), 0,
                    match.captured(2).toULongLong(), match.captured(1).toInt() - 1});
            }
            for (std::size_t k = lines.size(); k-- > 0;) { // each up to the next line's start
                lines[k].length = next - lines[k].logical;
                next = lines[k].logical;
            }
            for (const Piece& p : lines) {
                if (!joined.empty() && joined.back().devid == p.devid && joined.back().copy == p.copy
                    && joined.back().offset + joined.back().length == p.offset)
                    joined.back().length += p.length;
                else
                    joined.push_back(p);
            }
            const QJsonArray ours = e[QStringLiteral("on_devices")].toArray();
            if (joined.empty() || std::size_t(ours.size()) != joined.size())
                return QStringLiteral("at %1: %2 pieces, btrfs-map-logical %3")
                    .arg(logical)
                    .arg(ours.size())
                    .arg(joined.size());
            for (std::size_t k = 0; k < joined.size(); ++k) {
                const QJsonArray o = ours[qsizetype(k)].toArray();
                if (u64(o[0]) != joined[k].devid || u64(o[1]) != joined[k].offset || u64(o[2]) != joined[k].length
                    || o[3].toInt() != joined[k].copy)
                    return QStringLiteral("at %1, piece %2: ours %3 %4 %5, btrfs-map-logical %6 %7 %8")
                        .arg(logical)
                        .arg(k)
                        .arg(u64(o[0]))
                        .arg(u64(o[1]))
                        .arg(u64(o[2]))
                        .arg(joined[k].devid)
                        .arg(joined[k].offset)
                        .arg(joined[k].length);
            }
            *pieces += int(ours.size());
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (const QString why = skipReason(FsType::Btrfs); !why.isEmpty())
            FSLAB_SKIP(why);
        if (QStandardPaths::findExecutable(QStringLiteral("compsize")).isEmpty())
            FSLAB_SKIP("compsize is not installed (Debian package btrfs-compsize)");
        m_fs = std::make_unique<LoopFs>(FsType::Btrfs, 1024, QStringList{}, QStringLiteral("compress=zstd"));
        QVERIFY2(fs().ok(), qPrintable(fs().error()));
        // 200 MiB written once, in order: a run of about 6 MiB on disk in 1,600 compressed extents.
        QCOMPARE(writeText(fs().path(QStringLiteral("text")), 200 * kMiB), QString());
        // Another file between two halves of a third: that one lies in two runs.
        QCOMPARE(writeText(fs().path(QStringLiteral("halves")), 32 * kMiB), QString());
        QCOMPARE(writeText(fs().path(QStringLiteral("between")), 8 * kMiB), QString());
        QCOMPARE(writeText(fs().path(QStringLiteral("halves")), 32 * kMiB, true), QString());
        // Committed: the tree dump-tree reads from the device is the one the ioctls see.
        QCOMPARE(fs().remount(), QString());
    }

    void cleanupTestCase() { m_fs.reset(); }

    // The talk's case: a compressed file in one run on disk is one run, not 1,600 fragments.
    void compressedFileIsOneRun()
    {
        const QString path = fs().path(QStringLiteral("text"));
        const QJsonObject entry = mapEntry(path);
        const QJsonObject r = entry.value(QStringLiteral("report")).toObject();
        QCOMPARE(r.value(QStringLiteral("disk_truth")).toString(), QStringLiteral("exact"));
        QCOMPARE(u64(r.value(QStringLiteral("physical_runs"))), 1ULL);
        QCOMPARE(u64(r.value(QStringLiteral("seek_distance_bytes"))), 0ULL);
        QCOMPARE(r.value(QStringLiteral("contiguity")).toDouble(), 1.0);
        // filefrag's count stays filefrag's: over a thousand.
        const std::uint64_t fragments = u64(r.value(QStringLiteral("fragments")));
        QCOMPARE(fragments, filefragCount(path));
        QVERIFY2(fragments > 1000, qPrintable(QString::number(fragments)));
        QString err;
        const CompsizeTotals c = compsize(path, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(u64(r.value(QStringLiteral("disk_bytes"))), c.disk);
        QCOMPARE(u64(r.value(QStringLiteral("uncompressed_bytes"))), c.uncompressed);
        QCOMPARE(u64(r.value(QStringLiteral("referenced_bytes"))), c.referenced);
        QVERIFY2(c.disk < 20 * kMiB, qPrintable(QString::number(c.disk))); // it did compress
    }

    // Our runs are dump-tree's runs, for files in one run and a file in more (its halves have another
    // file between them; where btrfs put each half's pieces is its own choice).
    void runsMatchDumpTree_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("fewest");
        QTest::addColumn<int>("most");
        QTest::newRow("one run") << QStringLiteral("text") << 1 << 1;
        QTest::newRow("halves") << QStringLiteral("halves") << 2 << 100;
        QTest::newRow("between") << QStringLiteral("between") << 1 << 1;
    }
    void runsMatchDumpTree()
    {
        QFETCH(QString, name);
        QFETCH(int, fewest);
        QFETCH(int, most);
        const QString path = fs().path(name);
        struct stat st = {};
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QString err;
        int items = 0;
        const int runs = dumpTreeRuns(fs().device(), std::uint64_t(st.st_ino), &items, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QVERIFY2(items > 10, qPrintable(QString::number(items))); // the dump was read and parsed
        QVERIFY2(runs >= fewest && runs <= most, qPrintable(QString::number(runs)));
        const QJsonObject r = mapEntry(path).value(QStringLiteral("report")).toObject();
        QCOMPARE(int(u64(r.value(QStringLiteral("physical_runs")))), runs);
        const CompsizeTotals c = compsize(path, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(u64(r.value(QStringLiteral("disk_bytes"))), c.disk);
    }

    // A reflinked copy with a part overwritten: per file, the bytes shared and exclusive are what
    // btrfs filesystem du says on btrfs (compressed, here) and what xfs_io's fiemap flags say on XFS.
    void sharedAndExclusiveMatchTheTools_data()
    {
        QTest::addColumn<bool>("xfs");
        QTest::newRow("btrfs") << false;
        QTest::newRow("xfs") << true;
    }
    void sharedAndExclusiveMatchTheTools()
    {
        QFETCH(bool, xfs);
        std::unique_ptr<LoopFs> own;
        if (xfs) {
            if (const QString why = skipReason(FsType::Xfs); !why.isEmpty())
                FSLAB_SKIP(why);
            own = std::make_unique<LoopFs>(FsType::Xfs, 512); // mkfs.xfs makes reflink=1 by default
            QVERIFY2(own->ok(), qPrintable(own->error()));
        }
        LoopFs& lab = xfs ? *own : fs();
        const QString orig = lab.path(QStringLiteral("orig"));
        const QString copy = lab.path(QStringLiteral("copy"));
        QCOMPARE(writeText(orig, 8 * kMiB), QString());
        QString err;
        run(QStringLiteral("cp"), {QStringLiteral("--reflink=always"), orig, copy}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(overwrite(copy, 2 * kMiB, kMiB), QString());
        for (const QString& path : {orig, copy}) {
            const Sharing tool = toolSharing(xfs ? FsType::Xfs : FsType::Btrfs, path, &err);
            QVERIFY2(err.isEmpty(), qPrintable(err));
            const QJsonObject r = mapEntry(path).value(QStringLiteral("report")).toObject();
            QCOMPARE(u64(r.value(QStringLiteral("shared_bytes"))), tool.shared);
            QCOMPARE(u64(r.value(QStringLiteral("exclusive_bytes"))), tool.exclusive);
        }
        // The copy's overwritten MiB is its own, the rest still shared with the original.
        const QJsonObject r = mapEntry(copy).value(QStringLiteral("report")).toObject();
        QVERIFY2(u64(r.value(QStringLiteral("exclusive_bytes"))) >= kMiB,
            qPrintable(QString::number(u64(r.value(QStringLiteral("exclusive_bytes"))))));
        QVERIFY2(u64(r.value(QStringLiteral("shared_bytes"))) >= 4 * kMiB,
            qPrintable(QString::number(u64(r.value(QStringLiteral("shared_bytes"))))));
        if (!xfs) {
            QVERIFY(QFile::remove(orig));
            QVERIFY(QFile::remove(copy));
        }
    }

    // A tree of every kind of sharing in a subvolume and its snapshot: a reflinked copy, bookends
    // (a file overwritten in its middle), inline files, holes, preallocated space, compressed and
    // incompressible data, then the snapshot partly overwritten. The survey crosses into both
    // subvolumes; its totals are compsize's, its unreferenced bytes what dump-tree's items leave
    // unreferenced, each file's exclusive and shared bytes btrfs filesystem du's. As nobody the
    // same scan runs and says its figures are estimated.
    void surveyOfSharedTreeMatchesTheTools()
    {
        const QString top = fs().path(QStringLiteral("cow"));
        QVERIFY(QDir().mkpath(top));
        const QString vol = top + QStringLiteral("/vol");
        const QString snap = top + QStringLiteral("/snap");
        QString err;
        run(QStringLiteral("btrfs"), {QStringLiteral("subvolume"), QStringLiteral("create"), vol}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const auto in = [&vol](const char* name) -> QString { return vol + QLatin1Char('/') + QLatin1String(name); };
        QCOMPARE(writeRandom(in("random"), 4 * kMiB, 1), QString());
        QCOMPARE(writeText(in("text"), 4 * kMiB), QString());
        run(QStringLiteral("cp"), {QStringLiteral("--reflink=always"), in("random"), in("reflink")}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        // The bookends in one extent, so that the overwrite leaves a whole MiB of it unreferenced:
        // written through the page cache beside other loop suites, the flusher once cut it in
        // pieces and the overwrite freed a 100 KiB piece whole (946,176 bytes left, in CI).
        {
            QFile empty(in("bookends"));
            QVERIFY(empty.open(QIODevice::WriteOnly));
        }
        run(QStringLiteral("chattr"), {QStringLiteral("+m"), in("bookends")}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(writeRandomDirect(in("bookends"), 4 * kMiB, 2), QString());
        QCOMPARE(overwrite(in("bookends"), kMiB, kMiB), QString());
        QCOMPARE(writeText(in("small"), 100), QString());
        run(QStringLiteral("xfs_io"),
            {QStringLiteral("-f"), QStringLiteral("-c"), QStringLiteral("pwrite -S 7 0 1m"), QStringLiteral("-c"),
                QStringLiteral("pwrite -S 7 8m 1m"), QStringLiteral("-c"), QStringLiteral("fsync"), in("holes")},
            &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        run(QStringLiteral("xfs_io"),
            {QStringLiteral("-f"), QStringLiteral("-c"), QStringLiteral("falloc 0 2m"), QStringLiteral("-c"),
                QStringLiteral("pwrite -S 9 0 64k"), QStringLiteral("-c"), QStringLiteral("fsync"), in("prealloc")},
            &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        for (const char* name : {"holes", "prealloc"}) // xfs_io makes them 0600; nobody reads them below
            QVERIFY(QFile::setPermissions(in(name), QFile::permissions(in(name)) | QFile::ReadOther));
        run(QStringLiteral("btrfs"), {QStringLiteral("subvolume"), QStringLiteral("snapshot"), vol, snap}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(overwrite(snap + QStringLiteral("/text"), kMiB, 512 * 1024), QString());
        QCOMPARE(overwrite(snap + QStringLiteral("/random"), 0, 256 * 1024), QString());
        QCOMPARE(fs().remount(), QString()); // committed, for dump-tree

        int exitCode = -1;
        const QJsonObject json = fragscopeJson(fragscopeBin(),
            {QStringLiteral("scan"), QStringLiteral("--format"), QStringLiteral("json"), top}, {}, &exitCode);
        QCOMPARE(exitCode, 0);
        const QJsonObject sum = json.value(QStringLiteral("summary")).toObject();
        QCOMPARE(u64(sum.value(QStringLiteral("files"))), 14ULL); // both subvolumes crossed
        QCOMPARE(sum.value(QStringLiteral("disk_truth")).toString(), QStringLiteral("exact"));
        const CompsizeTotals c = compsize(top, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(u64(sum.value(QStringLiteral("disk_bytes"))), c.disk);
        QCOMPARE(u64(sum.value(QStringLiteral("uncompressed_bytes"))), c.uncompressed);
        QCOMPARE(u64(sum.value(QStringLiteral("referenced_bytes"))), c.referenced);
        // The snapshot's data counted once: far less than the two subvolumes' files hold.
        QVERIFY2(c.disk * 3 < u64(sum.value(QStringLiteral("allocated_bytes"))) * 2,
            qPrintable(QStringLiteral("%1 of %2").arg(c.disk).arg(u64(sum.value(QStringLiteral("allocated_bytes"))))));

        QStringList trees;
        for (const QString& sub : {vol, snap}) {
            const QByteArray id = run(
                QStringLiteral("btrfs"), {QStringLiteral("inspect-internal"), QStringLiteral("rootid"), sub}, &err)
                                      .trimmed();
            QVERIFY2(err.isEmpty(), qPrintable(err));
            trees << QString::fromLatin1(id);
        }
        const std::int64_t unreferenced = dumpTreeUnreferenced(fs().device(), trees, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QVERIFY2(unreferenced >= std::int64_t(kMiB), qPrintable(QString::number(unreferenced))); // the bookends' MiB
        QCOMPARE(sum.value(QStringLiteral("unreferenced_bytes")).toInteger(), unreferenced);

        // Each file names its subvolume, as btrfs inspect-internal rootid does.
        QCOMPARE(sum.value(QStringLiteral("subvolumes")).toArray().size(), 3); // the top level, vol, snap
        int checked = 0;
        for (const QJsonValue& v : json.value(QStringLiteral("files")).toArray()) {
            const QJsonObject f = v.toObject();
            const QString path = f.value(QStringLiteral("path")).toString();
            QCOMPARE(QString::number(u64(f.value(QStringLiteral("subvolume")))),
                trees.at(path.startsWith(snap + QLatin1Char('/')) ? 1 : 0));
            const Sharing tool = toolSharing(FsType::Btrfs, path, &err);
            QVERIFY2(err.isEmpty(), qPrintable(err));
            QCOMPARE(u64(f.value(QStringLiteral("exclusive_bytes"))), tool.exclusive);
            QCOMPARE(u64(f.value(QStringLiteral("shared_bytes"))), tool.shared);
            ++checked;
        }
        QCOMPARE(checked, 14);

        // As nobody: the same files, the figures marked, the unreferenced bytes unknown, not 0.
        if (QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
            return;
        const QString binary = binaryForNobody();
        const QJsonObject theirs
            = fragscopeJson(binary, {QStringLiteral("scan"), QStringLiteral("--format"), QStringLiteral("json"), top},
                QStringLiteral("65534"), &exitCode);
        QCOMPARE(exitCode, 0);
        const QJsonObject nobody = theirs.value(QStringLiteral("summary")).toObject();
        QCOMPARE(u64(nobody.value(QStringLiteral("files"))), 14ULL);
        QCOMPARE(nobody.value(QStringLiteral("disk_truth")).toString(), QStringLiteral("estimated"));
        QVERIFY(nobody.value(QStringLiteral("estimated_because")).toString().contains(QLatin1String("root")));
        QVERIFY(nobody.value(QStringLiteral("unreferenced_bytes")).isNull());
        QCOMPARE(nobody.value(QStringLiteral("referenced_bytes")), sum.value(QStringLiteral("referenced_bytes")));
        QFile::remove(binary);
    }

    // A fragmented file and its reflinked copy: defrag leaves the copy as it is unless --unshare,
    // and says what unsharing takes (the dry run's JSON too); with --unshare it is done, the content
    // the same, and the space it took (btrfs filesystem usage's Used) within 5 % of what it said.
    void defragKeepsSharingUnlessAsked()
    {
        const QString orig = fs().path(QStringLiteral("fragmented"));
        const QString copy = fs().path(QStringLiteral("fragmented-copy"));
        QCOMPARE(randomOverwrites(orig, 64 * kMiB, 3000, 7), QString());
        QString err;
        run(QStringLiteral("cp"), {QStringLiteral("--reflink=always"), orig, copy}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(fs().remount(), QString());
        const Digests before = digests({orig, copy});
        const QString bin = fragscopeBin();
        const QStringList json{QStringLiteral("defrag"), QStringLiteral("--json")};

        int exitCode = -1;
        const QJsonObject dry
            = fragscopeJson(bin, json + QStringList{QStringLiteral("--dry-run"), copy}, {}, &exitCode);
        QCOMPARE(exitCode, 0);
        const QJsonObject planned = firstResult(dry);
        const QJsonObject r = mapEntry(copy).value(QStringLiteral("report")).toObject();
        QCOMPARE(u64(planned.value(QStringLiteral("unshare_bytes"))), u64(r.value(QStringLiteral("shared_bytes"))));
        QVERIFY2(u64(planned.value(QStringLiteral("unshare_bytes"))) >= 60 * kMiB,
            qPrintable(QString::number(u64(planned.value(QStringLiteral("unshare_bytes"))))));
        const std::uint64_t predicted = u64(planned.value(QStringLiteral("unshare_space_bytes")));
        QCOMPARE(u64(dry.value(QStringLiteral("unshare_space_bytes"))), predicted); // the total of one file
        QVERIFY(planned.value(QStringLiteral("outcome")).toString().contains(QLatin1String("--unshare")));

        const QJsonObject refused = fragscopeJson(bin, json + QStringList{copy}, {}, &exitCode);
        QCOMPARE(exitCode, 1);
        const QString why = firstResult(refused).value(QStringLiteral("error")).toString();
        QVERIFY2(why.contains(QLatin1String("--unshare")) && why.contains(QLatin1String("more space needed")),
            qPrintable(why));
        QCOMPARE(digests({orig, copy}), before);
        QCOMPARE(mapEntry(copy).value(QStringLiteral("report")).toObject().value(QStringLiteral("shared_bytes")),
            r.value(QStringLiteral("shared_bytes")));

        const std::uint64_t usedBefore = usedBytes(&err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const QJsonObject done
            = fragscopeJson(bin, json + QStringList{QStringLiteral("--unshare"), copy}, {}, &exitCode);
        QCOMPARE(exitCode, 0);
        QVERIFY(firstResult(done).value(QStringLiteral("defragmented")).toBool());
        QCOMPARE(digests({orig, copy}), before);
        const std::uint64_t usedAfter = usedBytes(&err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const double took = double(usedAfter) - double(usedBefore);
        QVERIFY2(std::abs(took - double(predicted)) <= 0.05 * double(predicted),
            qPrintable(QStringLiteral("took %1 bytes, predicted %2").arg(took, 0, 'f', 0).arg(predicted)));
        QVERIFY(QFile::remove(orig));
        QVERIFY(QFile::remove(copy));
    }

    // The kernel's defrag rewrites only extents below its threshold: a 64 MiB file whose first 8 MiB
    // were overwritten a block in two (1,024 writes, each made durable), then reflinked. The preview
    // says what the run takes — the fragmented 8 MiB, not the whole file (it said 64 MiB before) —
    // within 5 % of what btrfs's Used grew by, and the rest stays shared.
    void unsharePreviewIsWhatTheRunTakes()
    {
        const QString orig = fs().path(QStringLiteral("head-fragmented"));
        const QString copy = fs().path(QStringLiteral("head-fragmented-copy"));
        // Bytes that do not compress (the file system is mounted compress=zstd): what a rewrite
        // takes is then what the pieces take now. Marked not to be compressed (chattr +m) before
        // its first byte, and written in one O_DIRECT write (which btrfs would otherwise turn into
        // a buffered one to compress it): one extent, whatever else the machine writes. Through
        // the page cache, beside other loop suites, the tail came in pieces below the kernel's
        // defrag threshold (26 MiB predicted in one CI run, 64 MiB in another).
        {
            QFile empty(orig);
            QVERIFY(empty.open(QIODevice::WriteOnly));
        }
        QString chattrErr;
        run(QStringLiteral("chattr"), {QStringLiteral("+m"), orig}, &chattrErr);
        QVERIFY2(chattrErr.isEmpty(), qPrintable(chattrErr));
        QCOMPARE(writeRandomDirect(orig, 64 * kMiB, 21), QString());
        {
            QFile f(orig);
            QVERIFY(f.open(QIODevice::ReadWrite));
            std::mt19937_64 random(22);
            QByteArray block(4096, Qt::Uninitialized);
            for (qint64 at = 0; at < qint64(8 * kMiB); at += 8192) {
                for (qsizetype i = 0; i < block.size(); i += 8) {
                    const std::uint64_t v = random();
                    std::memcpy(block.data() + i, &v, 8);
                }
                QVERIFY(f.seek(at) && f.write(block) == block.size() && f.flush());
                QCOMPARE(::fsync(f.handle()), 0);
            }
        }
        QString err;
        run(QStringLiteral("cp"), {QStringLiteral("--reflink=always"), orig, copy}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(fs().remount(), QString());
        // The case this test is about: filefrag (e2fsprogs) sees the untouched tail in one extent
        // above the kernel's defrag threshold, so that the run rewrites the head alone.
        const QByteArray layout = run(QStringLiteral("filefrag"), {QStringLiteral("-v"), copy}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        qint64 largest = 0;
        static const QRegularExpression extentLine(
            QStringLiteral(R"(^\s*\d+:\s+\d+\.\.\s*\d+:\s+\d+\.\.\s*\d+:\s+(\d+):)"),
            QRegularExpression::MultilineOption);
        for (auto it = extentLine.globalMatch(QString::fromUtf8(layout)); it.hasNext();)
            largest = std::max(largest, it.next().captured(1).toLongLong());
        QVERIFY2(largest * 4096 >= qint64(32 * kMiB), layout.right(600).constData());
        const Digests before = digests({orig, copy});
        const QString bin = fragscopeBin();
        const QStringList json{QStringLiteral("defrag"), QStringLiteral("--json")};
        int exitCode = -1;
        const QJsonObject dry = fragscopeJson(
            bin, json + QStringList{QStringLiteral("--dry-run"), QStringLiteral("--unshare"), copy}, {}, &exitCode);
        QCOMPARE(exitCode, 0);
        const std::uint64_t predicted = u64(dry.value(QStringLiteral("unshare_space_bytes")));
        QVERIFY2(predicted >= 6 * kMiB && predicted <= 10 * kMiB, qPrintable(QString::number(predicted)));
        // Without --unshare it is still refused, the file and its sharing untouched.
        const QJsonObject refused = fragscopeJson(bin, json + QStringList{copy}, {}, &exitCode);
        QCOMPARE(exitCode, 1);
        QVERIFY(firstResult(refused).value(QStringLiteral("error")).toString().contains(QLatin1String("--unshare")));
        QCOMPARE(digests({orig, copy}), before);

        const std::uint64_t usedBefore = usedBytes(&err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const QJsonObject done
            = fragscopeJson(bin, json + QStringList{QStringLiteral("--unshare"), copy}, {}, &exitCode);
        QCOMPARE(exitCode, 0);
        QVERIFY(firstResult(done).value(QStringLiteral("defragmented")).toBool());
        QCOMPARE(digests({orig, copy}), before);
        const std::uint64_t usedAfter = usedBytes(&err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const double took = double(usedAfter) - double(usedBefore);
        qInfo("predicted %.1f MiB, took %.1f MiB", double(predicted) / double(kMiB), took / double(kMiB));
        QVERIFY2(std::abs(took - double(predicted)) <= 0.05 * double(predicted),
            qPrintable(QStringLiteral("took %1 bytes, predicted %2").arg(took, 0, 'f', 0).arg(predicted)));
        // The tail, one extent of 56 MiB, is still shared with the original.
        const std::uint64_t sharedAfter
            = u64(mapEntry(copy).value(QStringLiteral("report")).toObject().value(QStringLiteral("shared_bytes")));
        QVERIFY2(sharedAfter >= 50 * kMiB, qPrintable(QString::number(sharedAfter)));
        QVERIFY(QFile::remove(orig));
        QVERIFY(QFile::remove(copy));
    }

    // The same on XFS (reflink=1): a fragmented file's reflinked copy is refused with the figures,
    // and with --unshare it is done, its extents its own afterwards.
    void xfsDefragKeepsSharingUnlessAsked()
    {
        if (const QString why = skipReason(FsType::Xfs); !why.isEmpty())
            FSLAB_SKIP(why);
        LoopFs xfs(FsType::Xfs, 512);
        QVERIFY2(xfs.ok(), qPrintable(xfs.error()));
        const QString orig = xfs.path(QStringLiteral("fragmented"));
        const QString copy = xfs.path(QStringLiteral("copy"));
        // 1,024 blocks allocated in turns with another file, then written: about a thousand pieces.
        QCOMPARE(interleavedFallocate(orig, xfs.path(QStringLiteral("partner")), 1024, 4096), QString());
        QCOMPARE(writeRandom(orig, 4 * kMiB, 3), QString());
        QString err;
        run(QStringLiteral("cp"), {QStringLiteral("--reflink=always"), orig, copy}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        const Digests before = digests({orig, copy});
        const QString bin = fragscopeBin();
        const QStringList json{QStringLiteral("defrag"), QStringLiteral("--json")};
        int exitCode = -1;
        const QJsonObject dry
            = fragscopeJson(bin, json + QStringList{QStringLiteral("--dry-run"), copy}, {}, &exitCode);
        QCOMPARE(exitCode, 0);
        QCOMPARE(u64(dry.value(QStringLiteral("unshare_bytes"))), 4 * kMiB);
        QCOMPARE(u64(dry.value(QStringLiteral("unshare_space_bytes"))), 4 * kMiB);
        fragscopeJson(bin, json + QStringList{copy}, {}, &exitCode);
        QCOMPARE(exitCode, 1);
        QCOMPARE(digests({orig, copy}), before);
        QCOMPARE(u64(mapEntry(copy).value(QStringLiteral("report")).toObject().value(QStringLiteral("shared_bytes"))),
            4 * kMiB);
        fragscopeJson(bin, json + QStringList{QStringLiteral("--unshare"), copy}, {}, &exitCode);
        QCOMPARE(exitCode, 0);
        QCOMPARE(digests({orig, copy}), before);
        const QJsonObject after = mapEntry(copy).value(QStringLiteral("report")).toObject();
        QCOMPARE(u64(after.value(QStringLiteral("shared_bytes"))), 0ULL);
        QVERIFY2(u64(after.value(QStringLiteral("fragments"))) < 10,
            qPrintable(QString::number(u64(after.value(QStringLiteral("fragments"))))));
    }

    // Without root the extent items cannot be read: FIEMAP's figures, marked as estimated, with the
    // reason; the runs still found from where each compressed extent starts.
    void withoutRootTheFiguresAreEstimated()
    {
        if (::geteuid() != 0)
            QSKIP("runs as root only, to compare with root's figures");
        if (QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
            FSLAB_SKIP("setpriv is missing to run as another user");
        const QString binary = binaryForNobody();
        QVERIFY(!binary.isEmpty());
        for (const QString& name : {QStringLiteral("text"), QStringLiteral("halves")}) {
            const QString path = fs().path(name);
            const QJsonObject root = mapEntry(path).value(QStringLiteral("report")).toObject();
            const QJsonObject entry = fragscope::fslab::mapEntry(binary, path, QStringLiteral("65534"));
            QVERIFY2(!entry.isEmpty(), "nobody's map printed nothing");
            const QJsonObject r = entry.value(QStringLiteral("report")).toObject();
            QCOMPARE(r.value(QStringLiteral("disk_truth")).toString(), QStringLiteral("estimated"));
            QVERIFY(entry.value(QStringLiteral("disk_layout"))
                        .toObject()
                        .value(QStringLiteral("estimated_because"))
                        .toString()
                        .contains(QLatin1String("root")));
            QCOMPARE(r.value(QStringLiteral("physical_runs")), root.value(QStringLiteral("physical_runs")));
            QCOMPARE(r.value(QStringLiteral("fragments")), root.value(QStringLiteral("fragments")));
            // The guess of the bytes on disk: never less than the truth, and at most its last extent's
            // 128 KiB per run above it.
            const std::uint64_t truth = u64(root.value(QStringLiteral("disk_bytes")));
            const std::uint64_t guess = u64(r.value(QStringLiteral("disk_bytes")));
            QVERIFY2(guess >= truth && guess <= truth + u64(r.value(QStringLiteral("physical_runs"))) * 128 * 1024,
                qPrintable(QStringLiteral("%1 against %2").arg(guess).arg(truth)));
        }
        QFile::remove(binary);
    }

    // btrfs on two devices: FIEMAP's addresses are btrfs's logical ones; as root the map places each
    // extent on the devices through the chunk tree, piece by piece as btrfs-map-logical (which reads
    // the chunk tree from the device itself) places it: a striped file's, and a compressed file's by
    // the bytes each extent takes on disk (FIEMAP gives its plain length there).
    void multiDeviceAddresses()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("btrfs-map-logical")).isEmpty())
            FSLAB_SKIP("btrfs-map-logical is not installed (Debian package btrfs-progs)");
        // Data striped (RAID0) and metadata mirrored over two loop devices.
        LoopFs fs(FsType::Btrfs, 600,
            {QStringLiteral("-d"), QStringLiteral("raid0"), QStringLiteral("-m"), QStringLiteral("raid1")},
            QStringLiteral("compress=zstd"), LoopPlace{.devices = 2});
        QVERIFY2(fs.ok(), qPrintable(fs.error()));
        const QString striped = fs.path(QStringLiteral("striped"));
        const QString text = fs.path(QStringLiteral("text"));
        QCOMPARE(writeSequential(striped, 8 * kMiB), QString()); // incompressible: stored as it is
        QCOMPARE(writeText(text, 8 * kMiB), QString());
        QString err;
        run(QStringLiteral("sync"), {}, &err);
        int pieces = 0;
        QCOMPARE(placesAgainstMapLogical(mapEntry(striped), fs.device(), &pieces), QString());
        QVERIFY2(
            std::uint64_t(pieces) >= 8 * kMiB / (64 * 1024), qPrintable(QString::number(pieces))); // 64 KiB stripes
        const QJsonObject compressed = mapEntry(text);
        QVERIFY(compressed.value(QStringLiteral("report"))[QStringLiteral("encoded_bytes")].toInteger() > 0);
        QCOMPARE(placesAgainstMapLogical(compressed, fs.device(), &pieces), QString());
        // The text says what the addresses are, and on which devices.
        const QString said = QString::fromLocal8Bit(run(fragscopeBin(), {QStringLiteral("map"), striped}, &err));
        QVERIFY2(said.contains(QStringLiteral("btrfs logical, on 2 devices: %1, %2 (data RAID0)")
                                   .arg(fs.devices().first(), fs.devices().last())),
            qPrintable(said));
    }

    // After balances btrfs's addresses lie beyond the device's end (they only grow). The read is
    // priced where it goes on the device: on a rotating disk whose zones read at 400 MB/s at its
    // start and 40 MB/s at its end, at the rate of the place the chunk tree gives (and `map`'s
    // on_devices, checked against btrfs-map-logical above); before, at the slowest zone's. The scan
    // prices the file as map does.
    void readIsPricedWhereItLiesOnTheDevice()
    {
        LoopFs own(FsType::Btrfs, 512, QStringList{}, QString());
        QVERIFY2(own.ok(), qPrintable(own.error()));
        constexpr std::uint64_t kDevice = 512 * kMiB;
        constexpr double kOuter = 400e6, kInner = 40e6;
        const QString path = own.path(QStringLiteral("data"));
        QCOMPARE(writeRandom(path, 32 * kMiB, 7), QString());
        QString err;
        std::uint64_t logical = 0;
        // Every data chunk moved each time (-d: no filter). With -dusage=100 a chunk the file fills
        // to the last byte stays where it is ("usage under 100 %"): under load the file's first
        // extent filled mkfs's 8 MiB chunk at 13 MiB and 24 balances left it there.
        for (int i = 0; i < 24 && logical < kDevice + kDevice / 2; ++i) {
            run(QStringLiteral("btrfs"),
                {QStringLiteral("balance"), QStringLiteral("start"), QStringLiteral("-d"), own.mountPoint()}, &err);
            QVERIFY2(err.isEmpty(), qPrintable(err));
            const QJsonArray extents = mapEntry(path).value(QStringLiteral("extents")).toArray();
            QVERIFY(!extents.isEmpty());
            logical = u64(extents.first()[QStringLiteral("physical")]);
        }
        QVERIFY2(logical > kDevice, qPrintable(QString::number(logical)));

        const QString profile = own.path(QStringLiteral("rotating.json"));
        QFile file(profile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(
            QJsonObject{{QStringLiteral("format_version"), 1}, {QStringLiteral("device"), own.device()},
                {QStringLiteral("rotational"), true}, {QStringLiteral("size_bytes"), qint64(kDevice)},
                {QStringLiteral("max_request_bytes"), 1 << 20}, {QStringLiteral("read_ahead_bytes"), 128 << 10},
                {QStringLiteral("sequential"),
                    QJsonArray{
                        QJsonObject{{QStringLiteral("position"), 0}, {QStringLiteral("bytes_per_second"), kOuter}},
                        QJsonObject{{QStringLiteral("position"), 1}, {QStringLiteral("bytes_per_second"), kInner}}}},
                {QStringLiteral("access"),
                    QJsonArray{
                        QJsonObject{{QStringLiteral("distance_bytes"), 4096}, {QStringLiteral("seconds"), 20e-6}}}},
                {QStringLiteral("request_seconds"),
                    QJsonArray{QJsonObject{{QStringLiteral("bytes"), 4096}, {QStringLiteral("seconds"), 4096 / kOuter}},
                        QJsonObject{
                            {QStringLiteral("bytes"), 1 << 20}, {QStringLiteral("seconds"), (1 << 20) / kOuter}}}}})
                       .toJson());
        file.close();
        const QJsonObject entry = fragscopeJson(fragscopeBin(),
            {QStringLiteral("map"), QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--disk"),
                profile, path})
                                      .value(QStringLiteral("files"))[0]
                                      .toObject();
        const double read = entry.value(QStringLiteral("cost"))[QStringLiteral("read_seconds")].toDouble();
        // Each MiB at the zone rate where it lies on the device.
        double expected = 0;
        for (const QJsonValue e : entry.value(QStringLiteral("extents")).toArray()) {
            for (const QJsonValue place : e[QStringLiteral("on_devices")].toArray()) {
                const std::uint64_t offset = u64(place[1]), length = u64(place[2]);
                QVERIFY2(offset + length <= kDevice, qPrintable(QString::number(offset)));
                for (std::uint64_t at = 0; at < length; at += kMiB) {
                    const double x = double(offset + at) / double(kDevice);
                    expected += double(std::min(kMiB, length - at)) / (kOuter + (kInner - kOuter) * x);
                }
            }
        }
        QVERIFY2(expected > 0 && expected < 0.8 * double(32 * kMiB) / kInner,
            qPrintable(QStringLiteral("%1 s: the file lies near the device's end").arg(expected)));
        QVERIFY2(std::abs(read - expected) < 0.1 * expected,
            qPrintable(QStringLiteral("predicted %1 s, at its place on the device %2 s").arg(read).arg(expected)));

        const QJsonArray files = fragscopeJson(fragscopeBin(),
            {QStringLiteral("scan"), QStringLiteral("--cost"), QStringLiteral("--format"), QStringLiteral("json"),
                QStringLiteral("--disk"), profile, own.mountPoint()})
                                     .value(QStringLiteral("files"))
                                     .toArray();
        bool found = false;
        for (const QJsonValue f : files) {
            if (f[QStringLiteral("path")].toString() != path)
                continue;
            found = true;
            QVERIFY2(std::abs(f[QStringLiteral("read_seconds")].toDouble() - read) < 1e-4 * read,
                qPrintable(
                    QStringLiteral("scan %1 s, map %2 s").arg(f[QStringLiteral("read_seconds")].toDouble()).arg(read)));
        }
        QVERIFY(found);

        // And the defrag's preview (was: at the logical address, 0.84 s where map said 0.10 s).
        const QJsonObject dry = fragscopeJson(fragscopeBin(),
            {QStringLiteral("defrag"), QStringLiteral("--dry-run"), QStringLiteral("--json"), QStringLiteral("--disk"),
                profile, path});
        const QJsonObject preview = dry.value(QStringLiteral("results"))[0][QStringLiteral("preview")].toObject();
        const double previewed = preview.value(QStringLiteral("read_seconds")).toDouble(-1);
        QVERIFY2(std::abs(previewed - read) < 1e-4 * read,
            qPrintable(QStringLiteral("defrag's preview %1 s, map %2 s").arg(previewed).arg(read)));
    }

    // A folder's read as the tree defrag plans it (tar's order) reads what each file's own figures
    // read: a compressed extent as stored, compsize's disk usage, not FIEMAP's 128 KiB of plain
    // bytes for each (it read 18 MiB for the 2.5 MiB below).
    void folderReadTakesTheBytesOnDisk()
    {
        const QString dir = fs().path(QStringLiteral("tree"));
        QVERIFY(QDir().mkpath(dir));
        QCOMPARE(writeText(dir + QStringLiteral("/text"), 16 * kMiB), QString());
        QCOMPARE(writeRandom(dir + QStringLiteral("/random"), 2 * kMiB, 3), QString());
        QString err;
        const CompsizeTotals c = compsize(dir, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        // The random bytes as they are, the text compressed.
        QVERIFY2(c.disk > 2 * kMiB && c.disk < 3 * kMiB, qPrintable(QString::number(c.disk)));
        const QJsonObject tree = fragscopeJson(fragscopeBin(),
            {QStringLiteral("defrag"), QStringLiteral("--plan"), QStringLiteral("--json"), QStringLiteral("--disk"),
                QStringLiteral("nvme-ssd"), dir})
                                     .value(QStringLiteral("tree"))
                                     .toObject();
        const QJsonObject read = tree.value(QStringLiteral("read_before")).toObject();
        QCOMPARE(read.value(QStringLiteral("files")).toInt(), 2);
        QCOMPARE(u64(read.value(QStringLiteral("bytes"))), c.disk);
    }

    // The lab's snapshot experiment (quick: 64 MiB, 1,024 overwrites of 4 KiB): at each stage the
    // sharing the physics says, counted as compsize and btrfs filesystem du count it (the run records
    // their output beside ours); the defrag without --unshare leaves the file, the one with it takes
    // the space it predicted (within 5 %); the subvolume and its snapshot are gone afterwards.
    void snapshotExperiment()
    {
        const QString dir = fs().path(QStringLiteral("lab"));
        QVERIFY(QDir().mkpath(dir));
        int exitCode = -1;
        const QJsonObject run = fragscopeJson(fragscopeBin(),
            {QStringLiteral("lab"), QStringLiteral("--experiment"), QStringLiteral("snapshots"),
                QStringLiteral("--quick"), QStringLiteral("--json"), dir},
            {}, &exitCode);
        QCOMPARE(exitCode, 0);
        const QJsonObject target = run.value(QStringLiteral("targets")).toArray().first().toObject();
        std::map<QString, QJsonObject> sharing;
        for (const QJsonValue& stage : target.value(QStringLiteral("stages")).toArray())
            sharing[stage[QStringLiteral("name")].toString()] = stage[QStringLiteral("sharing")].toObject();
        QCOMPARE(sharing.size(), std::size_t(4));
        QVERIFY(sharing.at(QStringLiteral("created")).isEmpty()); // no snapshot yet
        const auto bytes
            = [&](const QString& stage, const char* key) { return u64(sharing.at(stage).value(QLatin1String(key))); };
        const QString snapped = QStringLiteral("snapshotted"), written = QStringLiteral("after_writes"),
                      defragged = QStringLiteral("after_defrag");
        // Right after the snapshot every byte of both is shared; after the overwrites the file's
        // 1,024 distinct blocks are its own, the copy's are still all shared (each old extent the
        // file still uses a byte of); after --unshare nothing is shared.
        QCOMPARE(bytes(snapped, "file_shared_bytes"), 64 * kMiB);
        QCOMPARE(bytes(snapped, "file_exclusive_bytes"), 0ULL);
        QCOMPARE(bytes(written, "file_exclusive_bytes"), 4 * kMiB);
        QCOMPARE(bytes(written, "snapshot_exclusive_bytes"), 0ULL);
        QCOMPARE(bytes(defragged, "file_shared_bytes"), 0ULL);
        QCOMPARE(bytes(defragged, "snapshot_exclusive_bytes"), 64 * kMiB);
        for (const QString& stage : {snapped, written, defragged}) {
            const QJsonObject s = sharing.at(stage);
            QVERIFY(s.value(QStringLiteral("exact")).toBool());
            const QJsonObject compsize = s.value(QStringLiteral("compsize")).toObject();
            const QJsonObject du = s.value(QStringLiteral("btrfs_du")).toObject();
            QVERIFY2(!compsize.isEmpty() && !du.isEmpty(), qPrintable(stage));
            for (const char* key : {"disk_bytes", "uncompressed_bytes", "referenced_bytes"})
                QCOMPARE(u64(compsize.value(QLatin1String(key))), bytes(stage, key));
            for (const char* key : {"file_exclusive_bytes", "snapshot_exclusive_bytes"})
                QCOMPARE(u64(du.value(QLatin1String(key))), bytes(stage, key));
        }
        // The overwrites took their own space; the data used grew by what the defrag said it would.
        const std::uint64_t grew = bytes(written, "data_used_bytes") - bytes(snapped, "data_used_bytes");
        QVERIFY2(grew >= 4 * kMiB && grew <= 4 * kMiB + 4 * kMiB / 20, qPrintable(QString::number(grew)));
        const QJsonObject defrag = target.value(QStringLiteral("defrag")).toObject();
        QVERIFY(target.value(QStringLiteral("kept_sharing")).toString().contains(QLatin1String("--unshare")));
        const double predicted = defrag.value(QStringLiteral("unshare_space_bytes")).toDouble();
        const double took = double(bytes(defragged, "data_used_bytes") - bytes(written, "data_used_bytes"));
        QVERIFY2(predicted > 0 && std::abs(took - predicted) <= predicted / 20,
            qPrintable(QStringLiteral("took %1, predicted %2").arg(took).arg(predicted)));
        QVERIFY2(QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty(), "the lab left something");
        QVERIFY(QDir(dir).rmdir(dir));
    }

    // The same as nobody: a subvolume and a snapshot any user may make and remove (rmdir of an empty
    // one); FIEMAP's sharing, the totals from it not exact, no compsize (it needs root).
    void snapshotExperimentWithoutRoot()
    {
        if (::geteuid() != 0)
            QSKIP("runs as root only, to become nobody");
        if (QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
            FSLAB_SKIP("setpriv is missing to run as another user");
        const QString binary = binaryForNobody();
        QVERIFY(!binary.isEmpty());
        const QString dir = fs().path(QStringLiteral("nobody"));
        const QString cache = fs().path(QStringLiteral("nobody-cache"));
        for (const QString& d : {dir, cache}) {
            QVERIFY(QDir().mkpath(d));
            QVERIFY(::chown(QFile::encodeName(d).constData(), 65534, 65534) == 0);
        }
        int exitCode = -1;
        const QJsonObject run = fragscopeJson(QStringLiteral("env"),
            {QStringLiteral("XDG_CACHE_HOME=") + cache, binary, QStringLiteral("lab"), QStringLiteral("--experiment"),
                QStringLiteral("snapshots"), QStringLiteral("--quick"), QStringLiteral("--json"), dir},
            QStringLiteral("65534"), &exitCode);
        QCOMPARE(exitCode, 0);
        const QJsonArray stages
            = run.value(QStringLiteral("targets")).toArray().first()[QStringLiteral("stages")].toArray();
        QCOMPARE(stages.size(), 4);
        const QJsonObject written = stages[2][QStringLiteral("sharing")].toObject();
        QCOMPARE(written.value(QStringLiteral("exact")).toBool(true), false);
        QVERIFY(written.value(QStringLiteral("unreferenced_bytes")).isNull());
        QVERIFY(!written.contains(QStringLiteral("compsize")));
        QCOMPARE(u64(written.value(QStringLiteral("file_exclusive_bytes"))), 4 * kMiB);
        QCOMPARE(u64(written.value(QStringLiteral("btrfs_du"))[QStringLiteral("file_exclusive_bytes")]), 4 * kMiB);
        QVERIFY2(QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty(), "the lab left something");
        QVERIFY(QDir(dir).removeRecursively() && QDir(cache).removeRecursively());
        QFile::remove(binary);
    }
};

QTEST_GUILESS_MAIN(TestCopyOnWrite)
#include "tst_copyonwrite.moc"
