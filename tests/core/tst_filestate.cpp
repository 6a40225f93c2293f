// SPDX-License-Identifier: GPL-3.0-or-later
// The digest defrag verifies with, read with O_DIRECT (or through the cache where there is none), the
// ordered O_DIRECT reader the XFS copy uses, and the read-ahead that feeds ext4's MOVE_EXT: each must
// hand over exactly the file's bytes, in order.
#include "defrag/filestate.h"
#include "defrag/orderedread.h"
#include "defrag/prefetch.h"
#include "fslab.h"
#include "fslabskip.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>
#include <xxhash.h>

#include <map>
#include <random>

using namespace fragscope;

namespace {

QByteArray randomBytes(qint64 size, unsigned seed)
{
    QByteArray data(size, Qt::Uninitialized);
    std::mt19937 rng(seed);
    for (char& c : data)
        c = char(rng());
    return data;
}

QString writeFile(const QString& dir, const QString& name, const QByteArray& data)
{
    const QString path = dir + QLatin1Char('/') + name;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
        return {};
    return path;
}

// The digest's definition (ContentDigest), written out here from pieces of content at their offsets
// in a file of `size` bytes, zeros elsewhere: for each 4 KiB block not all zeros, its number and its
// xxh3-64; then the size; xxh3-64 of all that.
std::uint64_t expected(const std::map<std::uint64_t, QByteArray>& pieces, std::uint64_t size)
{
    std::map<std::uint64_t, QByteArray> blocks;
    for (const auto& [offset, data] : pieces) {
        for (qsizetype i = 0; i < data.size();) {
            const std::uint64_t at = offset + std::uint64_t(i);
            const qsizetype within = qsizetype(at % 4096), n = std::min(data.size() - i, 4096 - within);
            QByteArray& block = blocks[at / 4096];
            block.resize(4096, '\0');
            block.replace(within, n, data.constData() + i, n);
            i += n;
        }
    }
    QByteArray records;
    for (const auto& [index, block] : blocks) {
        if (block.count('\0') == 4096)
            continue;
        const std::uint64_t entry[2] = {index, XXH3_64bits(block.constData(), 4096)};
        records.append(reinterpret_cast<const char*>(entry), sizeof entry);
    }
    records.append(reinterpret_cast<const char*>(&size), sizeof size);
    return XXH3_64bits(records.constData(), std::size_t(records.size()));
}

std::uint64_t expected(const QByteArray& data)
{
    return expected({{0, data}}, std::uint64_t(data.size()));
}

// Sizes around the block size and the 4 MiB reads, and more than the four reads in flight.
const QList<qint64> kSizes{0, 1, 4095, 4096, 4097, 4 << 20, (4 << 20) + 1, (17 << 20) + 123};

} // namespace

class TestFileState : public QObject
{
    Q_OBJECT

private slots:
    void digestIsTheContent_data();
    void digestIsTheContent();
    void digestThroughTheCache();
    void missingFileNamed();
    void holesCountAsZeros();
    void dataFarOut();
    void directReadInOrder_data();
    void directReadInOrder();
    void directReadStops();
    void prefetchDigestIsTheContent();
    void prefetchWaitsAndStops();
    void prefetchEndsAtShorterFile();
    void prefetchMissingFile();
};

void TestFileState::digestIsTheContent_data()
{
    QTest::addColumn<qint64>("size");
    for (qint64 size : kSizes)
        QTest::addRow("%lld bytes", size) << size;
}

void TestFileState::digestIsTheContent()
{
    QFETCH(qint64, size);
    FSLAB_SCRATCH_DIR(dir, "filestate");
    const QByteArray data = randomBytes(size, unsigned(size));
    const QString path = writeFile(dir.path(), QStringLiteral("f"), data);
    QVERIFY(!path.isEmpty());
    const auto s = fileState(path, true);
    QVERIFY2(s, s ? "" : qPrintable(s.error().reason));
    QVERIFY(s->digested);
    QCOMPARE(s->size, std::uint64_t(size));
    QCOMPARE(digestText(s->digest), digestText(expected(data)));
    // One byte changed anywhere changes it.
    if (size > 0) {
        QByteArray changed = data;
        changed[changed.size() / 2] = char(changed[changed.size() / 2] ^ 1);
        QVERIFY(!writeFile(dir.path(), QStringLiteral("f"), changed).isEmpty());
        const auto t = fileState(path, true);
        QVERIFY(t);
        QCOMPARE(digestText(t->digest), digestText(expected(changed)));
        QVERIFY(t->digest != s->digest);
    }
    // Without a digest: size and times only.
    const auto plain = fileState(path, false);
    QVERIFY(plain && !plain->digested && plain->mtimeNs > 0);
}

void TestFileState::digestThroughTheCache()
{
    // ramfs has no O_DIRECT: the digest is read through the cache, and must be the same.
    const fslab::RamFs mountPoint;
    if (!mountPoint.skipReason().isEmpty())
        FSLAB_SKIP(mountPoint.skipReason());
    for (qint64 size : kSizes) {
        const QByteArray data = randomBytes(size, unsigned(size) + 1);
        const QString path = writeFile(mountPoint.path(), QStringLiteral("f%1").arg(size), data);
        const auto s = fileState(path, true);
        QVERIFY2(s, s ? "" : qPrintable(s.error().reason));
        QCOMPARE(digestText(s->digest), digestText(expected(data)));
    }
}

void TestFileState::missingFileNamed()
{
    const auto s = fileState(QStringLiteral("/nonexistent/fragscope-test"), true);
    QVERIFY(!s);
    QCOMPARE(s.error().path, QStringLiteral("/nonexistent/fragscope-test"));
}

void TestFileState::holesCountAsZeros()
{
    // The same bytes written as zeros, left as holes, and preallocated unwritten: one digest, the
    // definition's, read with O_DIRECT, through the cache and by the read-ahead.
    FSLAB_SCRATCH_DIR(dir, "filestate");
    const QByteArray head = randomBytes(5000, 7), tail = randomBytes(3000, 8);
    const std::uint64_t tailAt = 40 * 4096 + 100, size = tailAt + std::uint64_t(tail.size());
    QByteArray whole(qsizetype(size), '\0');
    whole.replace(0, head.size(), head);
    whole.replace(qsizetype(tailAt), tail.size(), tail);
    const QString written = writeFile(dir.path(), QStringLiteral("zeros"), whole);
    const QString sparse = dir.path() + QStringLiteral("/sparse");
    const QString unwritten = dir.path() + QStringLiteral("/unwritten");
    for (const QString& path : {sparse, unwritten}) {
        UniqueFd fd(::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644));
        QVERIFY(fd.valid());
        if (path == unwritten && ::fallocate(fd.get(), 0, 0, off_t(size)) != 0)
            QSKIP("no fallocate in the temporary directory's file system");
        QCOMPARE(::pwrite(fd.get(), head.constData(), std::size_t(head.size()), 0), ssize_t(head.size()));
        QCOMPARE(::pwrite(fd.get(), tail.constData(), std::size_t(tail.size()), off_t(tailAt)), ssize_t(tail.size()));
        QVERIFY(::fsync(fd.get()) == 0);
    }
    const std::uint64_t want = expected({{0, head}, {tailAt, tail}}, size);
    QCOMPARE(digestText(want), digestText(expected(whole)));
    // And it tells them apart: a byte beside a hole, the last byte of the partial last block, the
    // size by one, each gives another digest, read back too.
    QByteArray nearHole = whole;
    nearHole[head.size() - 1] = char(nearHole[head.size() - 1] ^ 1);
    QByteArray lastByte = whole;
    lastByte[lastByte.size() - 1] = char(lastByte[lastByte.size() - 1] ^ 1);
    for (const QByteArray& other : QList<QByteArray>{nearHole, lastByte, whole + QByteArray(1, char(0))}) {
        QVERIFY(expected(other) != want);
        const QString path = writeFile(dir.path(), QStringLiteral("other"), other);
        const auto s = fileState(path, true);
        QVERIFY(s);
        QCOMPARE(digestText(s->digest), digestText(expected(other)));
    }
    for (const QString& path : {written, sparse, unwritten}) {
        for (bool direct : {true, false}) {
            const auto s = fileState(path, true, direct);
            QVERIFY2(s, s ? "" : qPrintable(s.error().reason));
            QCOMPARE(digestText(s->digest), digestText(want));
        }
        auto p = Prefetch::start(path, size, 1 << 20);
        QVERIFY(p);
        const auto d = (*p)->digest();
        QVERIFY(d);
        QCOMPARE(digestText(*d), digestText(want));
    }
}

void TestFileState::dataFarOut()
{
    // A byte at 1 TiB: the holes before it are not read (reading them took minutes), and the digest
    // is the definition's.
    FSLAB_SCRATCH_DIR(dir, "filestate");
    const QString path = dir.path() + QStringLiteral("/far");
    const std::uint64_t at = 1ULL << 40;
    {
        UniqueFd fd(::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644));
        QVERIFY(fd.valid());
        if (::pwrite(fd.get(), "head", 4, 0) != 4 || ::pwrite(fd.get(), "far", 3, off_t(at)) != 3)
            QSKIP("the temporary directory's file system cannot hold a file of 1 TiB");
    }
    const std::uint64_t want = expected({{0, QByteArray("head")}, {at, QByteArray("far")}}, at + 3);
    for (bool direct : {true, false}) {
        const auto s = fileState(path, true, direct);
        QVERIFY2(s, s ? "" : qPrintable(s.error().reason));
        QCOMPARE(digestText(s->digest), digestText(want));
    }
    auto p = Prefetch::start(path, at + 3, 1 << 20);
    QVERIFY(p);
    QVERIFY((*p)->waitUntil(at / 2)); // in a hole: the reader is past it
    const auto d = (*p)->digest();
    QVERIFY(d);
    QCOMPARE(digestText(*d), digestText(want));
}

void TestFileState::directReadInOrder_data()
{
    using Ranges = std::vector<std::pair<std::uint64_t, std::uint64_t>>;
    QTest::addColumn<Ranges>("ranges");
    QTest::addColumn<int>("chunk");
    QTest::addColumn<int>("depth");
    // The file is 1 MiB + 1000 bytes.
    QTest::newRow("whole, 4 in flight") << Ranges{{0, 4 << 20}} << (64 << 10) << 4;
    QTest::newRow("whole, 1 at a time") << Ranges{{0, 4 << 20}} << (64 << 10) << 1;
    QTest::newRow("gaps") << Ranges{{0, 3 * 4096}, {10 * 4096, 12 * 4096}, {200 * 4096, 201 * 4096}} << 4096 << 4;
    QTest::newRow("chunk larger than ranges") << Ranges{{4096, 8192}, {16384, 65536}} << (1 << 20) << 8;
    QTest::newRow("tail past the end") << Ranges{{1 << 20, (1 << 20) + 8192}} << 4096 << 4;
}

void TestFileState::directReadInOrder()
{
    using Ranges = std::vector<std::pair<std::uint64_t, std::uint64_t>>;
    QFETCH(Ranges, ranges);
    QFETCH(int, chunk);
    QFETCH(int, depth);
    FSLAB_SCRATCH_DIR(dir, "filestate");
    const QByteArray data = randomBytes((1 << 20) + 1000, 5);
    const QString path = writeFile(dir.path(), QStringLiteral("f"), data);
    UniqueFd fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECT | O_CLOEXEC));
    if (!fd.valid())
        QSKIP("no O_DIRECT in the temporary directory's file system");
    // What should arrive: every range cut into chunks, clipped at the end of the file.
    QList<QPair<std::uint64_t, QByteArray>> want;
    for (const auto& [start, end] : ranges) {
        for (std::uint64_t off = start; off < end && off < std::uint64_t(data.size()); off += std::uint64_t(chunk))
            want.append({off, data.mid(qsizetype(off), qsizetype(std::min<std::uint64_t>(chunk, end - off)))});
    }
    QList<QPair<std::uint64_t, QByteArray>> got;
    const auto r = readInOrder(
        fd.get(), ranges, std::uint32_t(chunk), depth, [&](std::uint64_t off, const char* p, std::size_t n) {
            got.append({off, QByteArray(p, qsizetype(n))});
            return true;
        });
    QVERIFY2(r, r ? "" : qPrintable(r.error().reason));
    QCOMPARE(int(*r), int(ReadEnd::Done));
    QCOMPARE(got.size(), want.size());
    for (qsizetype i = 0; i < got.size(); ++i) {
        QCOMPARE(got[i].first, want[i].first);
        QVERIFY2(got[i].second == want[i].second, qPrintable(QStringLiteral("piece at %1").arg(got[i].first)));
    }
}

void TestFileState::directReadStops()
{
    // Stopped after two pieces: nothing more is handed over, and nothing is left in flight.
    FSLAB_SCRATCH_DIR(dir, "filestate");
    const QByteArray data = randomBytes(8 << 20, 6);
    const QString path = writeFile(dir.path(), QStringLiteral("f"), data);
    UniqueFd fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECT | O_CLOEXEC));
    if (!fd.valid())
        QSKIP("no O_DIRECT in the temporary directory's file system");
    int calls = 0;
    const auto r = readInOrder(fd.get(), {{0, 8 << 20}}, 1 << 20, 4, [&](std::uint64_t off, const char*, std::size_t) {
        [&] { QCOMPARE(off, std::uint64_t(calls) << 20); }();
        return ++calls < 2;
    });
    QVERIFY(r);
    QCOMPARE(int(*r), int(ReadEnd::Stopped));
    QCOMPARE(calls, 2);
}

void TestFileState::prefetchDigestIsTheContent()
{
    FSLAB_SCRATCH_DIR(dir, "filestate");
    for (qint64 size : kSizes) {
        const QByteArray data = randomBytes(size, unsigned(size) + 2);
        const QString path = writeFile(dir.path(), QStringLiteral("f%1").arg(size), data);
        auto p = Prefetch::start(path, std::uint64_t(size), 2 << 20);
        QVERIFY(p);
        // Asked for in steps, as the moves ask, then for the rest.
        for (qint64 at = 0; at < size; at += 3 << 20)
            QVERIFY((*p)->waitUntil(std::uint64_t(at)));
        const auto d = (*p)->digest();
        QVERIFY(d);
        QCOMPARE(digestText(*d), digestText(expected(data)));
    }
}

void TestFileState::prefetchWaitsAndStops()
{
    // A reader a window ahead stops there, and going away mid-file neither hangs nor fails.
    FSLAB_SCRATCH_DIR(dir, "filestate");
    const QByteArray data = randomBytes(64 << 20, 3);
    const QString path = writeFile(dir.path(), QStringLiteral("f"), data);
    QElapsedTimer clock;
    clock.start();
    {
        auto p = Prefetch::start(path, std::uint64_t(data.size()), 1 << 20);
        QVERIFY(p);
        QVERIFY((*p)->waitUntil(1 << 20));
    }
    QVERIFY2(clock.elapsed() < 10'000, "the reader did not stop");
}

void TestFileState::prefetchEndsAtShorterFile()
{
    // The file is shorter than the size it was started with (someone truncated it): the reader ends
    // at its end, and the digest is of what is there.
    FSLAB_SCRATCH_DIR(dir, "filestate");
    const QByteArray data = randomBytes(3 << 20, 4);
    const QString path = writeFile(dir.path(), QStringLiteral("f"), data);
    auto p = Prefetch::start(path, std::uint64_t(data.size()) + (10 << 20), 1 << 20);
    QVERIFY(p);
    QVERIFY((*p)->waitUntil(std::uint64_t(data.size()) + (8 << 20)));
    const auto d = (*p)->digest();
    QVERIFY(d);
    QCOMPARE(digestText(*d), digestText(expected(data)));
}

void TestFileState::prefetchMissingFile()
{
    const auto p = Prefetch::start(QStringLiteral("/nonexistent/fragscope-test"), 100, 1 << 20);
    QVERIFY(!p);
    QCOMPARE(p.error().path, QStringLiteral("/nonexistent/fragscope-test"));
}

QTEST_APPLESS_MAIN(TestFileState)
#include "tst_filestate.moc"
