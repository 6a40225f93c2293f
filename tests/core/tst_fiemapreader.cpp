// SPDX-License-Identifier: GPL-3.0-or-later
// FiemapReader on the temporary directory's file system, and its refusals and messages.
#include "extents/fiemapreader.h"
#include "fslab.h"
#include "why.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <linux/fiemap.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>

using namespace fragscope;

class TestFiemapReader : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file(const QString& name) const { return m_dir.filePath(name); }

    // A file with data in every other 4 KiB block: on any extent file system, one extent each.
    QString makeScattered(const QString& name, int blocks)
    {
        QList<std::uint64_t> at;
        for (int i = 0; i < blocks; ++i)
            at << std::uint64_t(2 * i);
        const QString path = file(name);
        const QString err = fslab::writeSparse(path, std::uint64_t(2 * blocks) * 4096, at);
        return err.isEmpty() ? path : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString probe = file(QStringLiteral("probe"));
        QVERIFY(fslab::writeSequential(probe, 4096).isEmpty());
        const auto map = readExtents(probe);
        if (!map && map.error().errnum == EOPNOTSUPP)
            QSKIP("the temporary directory's file system has no FIEMAP; set TMPDIR to ext4, XFS or btrfs");
    }

    void readsAWholeFile()
    {
        const QString path = file(QStringLiteral("seq"));
        QVERIFY(fslab::writeSequential(path, 3 << 20).isEmpty());
        const auto map = readExtents(path, FiemapOptions{true, false});
        QVERIFY2(map.has_value(), why(map).constData());
        QCOMPARE(map->fileSize, std::uint64_t(3 << 20));
        QVERIFY(!map->extents.empty());
        std::uint64_t covered = 0;
        for (const Extent& e : map->extents) {
            QCOMPARE(e.logical, covered); // no holes in a sequentially written file
            covered = e.logicalEnd();
        }
        QVERIFY(covered >= map->fileSize);
        QVERIFY(map->extents.back().has(FIEMAP_EXTENT_LAST));
        QVERIFY(map->blockSize >= 512);
        QVERIFY(!map->changedWhileReading);
    }

    void batchSizeDoesNotChangeTheMap_data()
    {
        QTest::addColumn<uint>("batch");
        for (uint batch : {1u, 2u, 7u, 292u, kDefaultFiemapBatch})
            QTest::addRow("%u", batch) << batch;
    }
    void batchSizeDoesNotChangeTheMap()
    {
        QFETCH(uint, batch);
        static const QString path = makeScattered(QStringLiteral("scattered"), 300);
        QVERIFY(!path.isEmpty());
        const auto reference = readExtents(path, FiemapOptions{false, false, 100000});
        QVERIFY(reference.has_value());
        QCOMPARE(reference->extents.size(), std::size_t(300));
        int calls = 0;
        int backwards = 0;
        std::uint64_t reached = 0;
        const auto map = readExtents(path, FiemapOptions{false, false, batch}, [&](const FiemapProgress& p) {
            ++calls;
            backwards += p.mappedBytes < reached ? 1 : 0;
            reached = p.mappedBytes;
            return true;
        });
        QCOMPARE(backwards, 0); // progress only moves forward
        QVERIFY(map.has_value());
        QCOMPARE(map->extents, reference->extents);
        QCOMPARE(calls, int((300 + batch - 1) / batch));     // resumes after each batch, stops on LAST
        QCOMPARE(reached, map->extents.back().logicalEnd()); // the file ends in a hole
    }

    // Streaming reads a file with more than one batch of extents from two threads, the second from
    // mid-file, usually inside an extent, which the kernel reports clipped at that offset; the
    // joined stream must still be the file's own extents, in order.
    void streamingFromTwoThreadsJoinsInsideAnExtent()
    {
        QList<std::uint64_t> blocks;
        std::uint64_t at = 0;
        for (std::uint64_t run : {100, 251, 333, 97, 500, 13, 77}) {
            for (std::uint64_t i = 0; i < run; ++i)
                blocks << at + i;
            at += run + 7;
        }
        const QString path = file(QStringLiteral("runs"));
        QVERIFY(fslab::writeSparse(path, at * 4096, blocks).isEmpty());
        const auto reference = readExtents(path, FiemapOptions{false, false, 100000});
        QVERIFY(reference.has_value());
        QVERIFY(reference->extents.size() >= 7);
        for (uint batch : {1u, 2u, 3u}) {
            std::vector<Extent> streamed;
            const auto header = streamExtents(
                path, FiemapOptions{false, false, batch}, {{}, [&](std::span<const Extent> b) {
                                                               streamed.insert(streamed.end(), b.begin(), b.end());
                                                               return true;
                                                           }});
            QVERIFY(header.has_value());
            QCOMPARE(streamed, reference->extents);
        }
    }

    void streamingHandsOverTheSameExtents()
    {
        const QString path = makeScattered(QStringLiteral("streamed"), 100);
        const auto reference = readExtents(path);
        QVERIFY(reference.has_value());
        std::vector<Extent> streamed;
        std::uint64_t announcedSize = 0;
        int batches = 0;
        const auto header = streamExtents(path, FiemapOptions{false, false, 30},
            {[&](const ExtentMap& h) { announcedSize = h.fileSize; },
                [&](std::span<const Extent> batch) {
                    ++batches;
                    streamed.insert(streamed.end(), batch.begin(), batch.end());
                    return true;
                }});
        QVERIFY2(header.has_value(), why(header).constData());
        QVERIFY(header->extents.empty()); // none kept
        QCOMPARE(announcedSize, reference->fileSize);
        QCOMPARE(header->blockSize, reference->blockSize);
        QCOMPARE(streamed, reference->extents);
        QCOMPARE(batches, 4);

        // Stopping early ends the read with "cancelled".
        const auto stopped
            = streamExtents(path, FiemapOptions{false, false, 30}, {{}, [](std::span<const Extent>) { return false; }});
        QVERIFY(!stopped);
        QVERIFY(stopped.error().cancelled);
    }

    // A FIEMAP answer that says it mapped more records than the batch held (what a kernel bug or a
    // stacked file system could say): only the batch is read; the records before the point asked
    // from are left out; the last flag and the end come from what was read.
    void answerClaimingMoreThanTheBatch()
    {
        constexpr std::uint32_t kAsked = 4;
        std::vector<std::uint64_t> storage((sizeof(struct fiemap) + 8 * sizeof(struct fiemap_extent)) / 8 + 1);
        auto* fm = reinterpret_cast<struct fiemap*>(storage.data());
        for (std::uint32_t i = 0; i < 8; ++i) {
            fm->fm_extents[i].fe_logical = std::uint64_t(i) * 8192;
            fm->fm_extents[i].fe_physical = 1'000'000 + std::uint64_t(i) * 16384;
            fm->fm_extents[i].fe_length = 8192;
            fm->fm_extents[i].fe_flags = i == 7 ? FIEMAP_EXTENT_LAST : 0;
        }
        fm->fm_mapped_extents = 1000; // more than asked, more than the buffer
        std::vector<Extent> records;
        bool last = true;
        std::uint64_t next = 0;
        QCOMPARE(fiemapRecords(*fm, kAsked, 0, records, &last, &next), kAsked);
        QCOMPARE(records.size(), std::size_t(kAsked));
        QCOMPARE(records.back().logical, std::uint64_t(3 * 8192));
        QVERIFY(!last); // the record with the flag was past the batch
        QCOMPARE(next, std::uint64_t(4 * 8192));
        // Resumed from inside the second record: the first, ending before, is left out.
        QCOMPARE(fiemapRecords(*fm, kAsked, 8192 + 100, records, &last, &next), kAsked);
        QCOMPARE(records.size(), std::size_t(3));
        QCOMPARE(records.front().logical, std::uint64_t(8192));
        // The end: nothing mapped.
        fm->fm_mapped_extents = 0;
        QCOMPARE(fiemapRecords(*fm, kAsked, 0, records, &last, &next), 0u);
        QVERIFY(records.empty());
    }

    void emptyAndAllHoleFiles()
    {
        const QString empty = file(QStringLiteral("empty"));
        QVERIFY(fslab::writeSequential(empty, 0).isEmpty());
        auto map = readExtents(empty);
        QVERIFY(map.has_value());
        QCOMPARE(map->extents.size(), std::size_t(0));
        QCOMPARE(map->fileSize, std::uint64_t(0));

        const QString hole = file(QStringLiteral("hole"));
        QVERIFY(fslab::writeSparse(hole, 1 << 20, {}).isEmpty());
        map = readExtents(hole);
        QVERIFY(map.has_value());
        QCOMPARE(map->extents.size(), std::size_t(0));
        QCOMPARE(map->fileSize, std::uint64_t(1 << 20));
    }

    void refusesWhatIsNotARegularFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("reason");
        QTest::newRow("missing") << file(QStringLiteral("missing")) << QStringLiteral("No such file or directory");
        QTest::newRow("directory") << m_dir.path() << QStringLiteral("is a directory; Fragscope maps regular files");
        QTest::newRow("fifo") << file(QStringLiteral("fifo"))
                              << QStringLiteral("is a named pipe (FIFO), not a regular file");
        QTest::newRow("socket") << file(QStringLiteral("socket")) << QStringLiteral("is a socket, not a regular file");
        QTest::newRow("char device") << QStringLiteral("/dev/null")
                                     << QStringLiteral("is a character device node, not a regular file");
        QTest::newRow("empty name") << QString() << QStringLiteral("no file name given");
    }
    void refusesWhatIsNotARegularFile()
    {
        QFETCH(QString, path);
        QFETCH(QString, reason);
        if (path.endsWith(QLatin1String("fifo")) && !QFile::exists(path))
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        if (path.endsWith(QLatin1String("socket")) && !QFile::exists(path)) {
            const int s = ::socket(AF_UNIX, SOCK_STREAM, 0);
            sockaddr_un addr{};
            addr.sun_family = AF_UNIX;
            qstrncpy(addr.sun_path, QFile::encodeName(path).constData(), sizeof addr.sun_path);
            QCOMPARE(::bind(s, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
            ::close(s);
        }
        const auto map = readExtents(path); // a FIFO must not block here
        QVERIFY(!map);
        QCOMPARE(map.error().path, path);
        QCOMPARE(map.error().reason, reason);
        QVERIFY(map.error().message().startsWith(path + QStringLiteral(": ")) || path.isEmpty());
    }

    void tmpfsHasNoFiemap()
    {
        if (!fslab::onTmpfs(QStringLiteral("/dev/shm")))
            QSKIP("/dev/shm is not a tmpfs here");
        QTemporaryDir shm(QStringLiteral("/dev/shm/fragscope-XXXXXX"));
        const QString path = shm.filePath(QStringLiteral("f"));
        QVERIFY(fslab::writeSequential(path, 8192).isEmpty());
        const auto map = readExtents(path);
        QVERIFY(!map);
        QCOMPARE(map.error().reason,
            QStringLiteral("the tmpfs file system does not report extents (FIEMAP is not supported)"));
    }

    void permissionDenied()
    {
        if (::geteuid() == 0)
            QSKIP("root reads every file; tst_cli checks this as another user");
        const QString path = file(QStringLiteral("secret"));
        QVERIFY(fslab::writeSequential(path, 4096).isEmpty());
        QVERIFY(QFile::setPermissions(path, {}));
        const auto map = readExtents(path);
        QVERIFY(!map);
        QCOMPARE(map.error().reason, QStringLiteral("permission denied: cannot open the file for reading"));
    }

    void cancelStopsTheRead()
    {
        const QString path = makeScattered(QStringLiteral("cancel"), 50);
        const auto map
            = readExtents(path, FiemapOptions{false, false, 5}, [](const FiemapProgress& p) { return p.extents < 20; });
        QVERIFY(!map);
        QVERIFY(map.error().cancelled);
    }

    void fileThatKeepsChangingIsFlagged()
    {
        const QString path = makeScattered(QStringLiteral("changing"), 20);
        QFile writer(path);
        QVERIFY(writer.open(QIODevice::ReadWrite | QIODevice::Append));
        int passes = 0;
        const auto map = readExtents(path, FiemapOptions{false, false, 4}, [&](const FiemapProgress& p) {
            if (p.extents <= 4) { // once per pass over the file
                ++passes;
                writer.write(QByteArray(4096, 'x'));
                writer.flush();
            }
            return true;
        });
        QVERIFY(map.has_value());
        QVERIFY(map->changedWhileReading);
        QCOMPARE(passes, 3); // read again twice before giving up
    }

    void fileThatChangedOnceIsReadAgain()
    {
        const QString path = makeScattered(QStringLiteral("changed-once"), 20);
        QFile writer(path);
        QVERIFY(writer.open(QIODevice::ReadWrite | QIODevice::Append));
        bool written = false;
        const auto map = readExtents(path, FiemapOptions{false, false, 4}, [&](const FiemapProgress&) {
            if (!written) {
                written = true;
                writer.write(QByteArray(4096, 'x'));
                writer.flush();
            }
            return true;
        });
        QVERIFY(map.has_value());
        QVERIFY(!map->changedWhileReading);
        QCOMPARE(map->fileSize, std::uint64_t(41 * 4096));
    }
};

QTEST_GUILESS_MAIN(TestFiemapReader)
#include "tst_fiemapreader.moc"
