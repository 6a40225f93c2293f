// SPDX-License-Identifier: GPL-3.0-or-later
// Writers on every engine, after fstests' ext4/301-304: while a defrag runs on a file again and again
// (ext4's MOVE_EXT, XFS's swap, btrfs's DEFRAG_RANGE, the copy engine), a writer changes it in one
// way — overwrites through the cache and with O_DIRECT, appends, fills holes, truncates, punches
// holes, fallocates past the end, writes through a shared mapping — and keeps a model of what the
// file must hold. Afterwards, read from disk after a remount, the file is the model, byte for byte,
// and each file system's checker finds nothing. FRAGSCOPE_STRESS_SECONDS lengthens each row
// (tests/stress/defrag-under-load.sh runs the suite so); each row prints its line of the table.
#include "defrag/defrag.h"
#include "fslab.h"
#include "fslabskip.h"
#include "util/path.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <atomic>
#include <cstring>
#include <map>
#include <memory>
#include <random>
#include <thread>

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

using namespace fragscope;
using fslab::FsType;

namespace {

constexpr qint64 kBlock = 4096;
constexpr qint64 kBlocks = 2048; // 8 MiB in as many pieces

enum class Writer { Overwrite, Direct, Append, FillHoles, Truncate, Punch, Fallocate, Mmap };

constexpr std::pair<Writer, const char*> kWriters[] = {
    {Writer::Overwrite, "overwrite"},
    {Writer::Direct, "O_DIRECT overwrite"},
    {Writer::Append, "append"},
    {Writer::FillHoles, "fill holes"},
    {Writer::Truncate, "truncate"},
    {Writer::Punch, "punch holes"},
    {Writer::Fallocate, "fallocate past the end"},
    {Writer::Mmap, "mmap write"},
};

double rowSeconds()
{
    bool ok = false;
    const double s = qEnvironmentVariable("FRAGSCOPE_STRESS_SECONDS").toDouble(&ok);
    return ok && s > 0 ? s : 1.5;
}

// One writer's changes to the file, each also made to `model`: the bytes the file must hold. Each
// change opens the file anew (so that the copy engine can take its lease between two), and a
// change that fails (ENOSPC, say) is not in the model either.
class ModelWriter
{
public:
    ModelWriter(QString path, QByteArray model, Writer kind, unsigned seed)
        : m_path(std::move(path))
        , m_name(pathBytes(m_path))
        , m_model(std::move(model))
        , m_kind(kind)
        , m_rng(seed)
        , m_block(static_cast<char*>(std::aligned_alloc(kBlock, kBlock)), &std::free)
    { }

    // One change; false (with the reason in error()) when a call that must work failed.
    bool step()
    {
        std::memset(m_block.get(), 'a' + int(m_count % 26), kBlock);
        std::memcpy(m_block.get(), &m_count, sizeof m_count); // no two blocks alike
        const qint64 blocks = std::max<qint64>(1, m_model.size() / kBlock);
        const qint64 at = qint64(m_rng() % std::uint64_t(blocks)) * kBlock;
        bool ok = true;
        switch (m_kind) {
        case Writer::Overwrite:
        case Writer::FillHoles:
            ok = writeAt(m_kind == Writer::FillHoles ? at / (4 * kBlock) * 4 * kBlock : at, 0);
            break;
        case Writer::Direct:
            ok = writeAt(at, O_DIRECT);
            break;
        case Writer::Append:
            ok = growOrCut([this] { return writeAt(m_model.size(), 0); });
            break;
        case Writer::Truncate:
            ok = truncateTo(m_count % 2 ? m_model.size() - 3 * kBlock - 100 : m_model.size() + 5 * kBlock + 7);
            break;
        case Writer::Punch:
            ok = punch(at);
            break;
        case Writer::Fallocate:
            ok = growOrCut([this] { return fallocateEnd(); });
            break;
        case Writer::Mmap:
            ok = mapWrite(at);
            break;
        }
        ++m_count;
        return ok;
    }

    const QByteArray& model() const { return m_model; }
    const QString& error() const { return m_error; }
    std::uint64_t count() const { return m_count; }

private:
    bool failed(const char* call)
    {
        m_error = QStringLiteral("%1: %2").arg(QLatin1String(call), QString::fromLocal8Bit(strerror(errno)));
        return false;
    }

    bool writeAt(qint64 at, int flags)
    {
        const int fd = ::open(m_name.constData(), O_WRONLY | O_CLOEXEC | flags);
        if (fd < 0)
            return failed("open");
        const bool ok = ::pwrite(fd, m_block.get(), kBlock, off_t(at)) == kBlock;
        ::close(fd);
        if (!ok)
            return failed("pwrite");
        if (at + kBlock > m_model.size())
            m_model.resize(at + kBlock, '\0');
        m_model.replace(at, kBlock, m_block.get(), kBlock);
        return true;
    }

    // A writer that grows the file cuts it back to its first size now and then, so that a long run
    // does not fill the file system.
    template<typename Grow> bool growOrCut(Grow grow)
    {
        return m_model.size() > 2 * kBlocks * kBlock ? truncateTo(kBlocks * kBlock) : grow();
    }

    bool truncateTo(qint64 size)
    {
        size = std::max<qint64>(size, kBlock);
        if (::truncate(m_name.constData(), off_t(size)) != 0)
            return failed("truncate");
        m_model.resize(size, '\0');
        return true;
    }

    bool punch(qint64 at)
    {
        const int fd = ::open(m_name.constData(), O_WRONLY | O_CLOEXEC);
        if (fd < 0)
            return failed("open");
        const bool ok = ::fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, off_t(at), kBlock) == 0;
        ::close(fd);
        if (!ok)
            return failed("fallocate(PUNCH_HOLE)");
        m_model.replace(at, kBlock, QByteArray(kBlock, '\0'));
        return true;
    }

    bool fallocateEnd()
    {
        const int fd = ::open(m_name.constData(), O_WRONLY | O_CLOEXEC);
        if (fd < 0)
            return failed("open");
        const bool ok = ::fallocate(fd, 0, off_t(m_model.size()), 2 * kBlock) == 0;
        ::close(fd);
        if (!ok)
            return failed("fallocate");
        m_model.resize(m_model.size() + 2 * kBlock, '\0');
        return true;
    }

    bool mapWrite(qint64 at)
    {
        const int fd = ::open(m_name.constData(), O_RDWR | O_CLOEXEC);
        if (fd < 0)
            return failed("open");
        void* map = ::mmap(nullptr, std::size_t(at + kBlock), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        ::close(fd);
        if (map == MAP_FAILED)
            return failed("mmap");
        std::memcpy(static_cast<char*>(map) + at, m_block.get(), kBlock);
        const bool ok = ::msync(map, std::size_t(at + kBlock), MS_SYNC) == 0;
        ::munmap(map, std::size_t(at + kBlock));
        if (!ok)
            return failed("msync");
        m_model.replace(at, kBlock, m_block.get(), kBlock);
        return true;
    }

    QString m_path;
    QByteArray m_name;
    QByteArray m_model;
    Writer m_kind;
    std::mt19937_64 m_rng;
    std::unique_ptr<char, decltype(&std::free)> m_block;
    std::uint64_t m_count = 0;
    QString m_error;
};

// A file of kBlocks blocks in as many pieces, random content; for the hole filler every fourth
// block punched out. Its content, or an empty array with *why set.
QByteArray fragmentedFile(const QString& path, FsType type, bool holes, QString* why)
{
    *why = type == FsType::Btrfs ? fslab::randomOverwrites(path, kBlocks * kBlock, int(kBlocks), 3)
                                 : fslab::interleavedFallocate(path, path + QStringLiteral(".p"), kBlocks, kBlock);
    if (!why->isEmpty())
        return {};
    QByteArray data(kBlocks * kBlock, Qt::Uninitialized);
    QRandomGenerator::global()->fillRange(reinterpret_cast<quint32*>(data.data()), data.size() / 4);
    const int fd = ::open(pathBytes(path).constData(), O_WRONLY | O_CLOEXEC);
    bool ok = fd >= 0 && ::pwrite(fd, data.constData(), std::size_t(data.size()), 0) == data.size();
    for (qint64 b = 0; ok && holes && b < kBlocks; b += 4) {
        ok = ::fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, off_t(b * kBlock), kBlock) == 0;
        data.replace(b * kBlock, kBlock, QByteArray(kBlock, '\0'));
    }
    ok = ok && ::fsync(fd) == 0;
    if (fd >= 0)
        ::close(fd);
    if (!ok)
        *why = QString::fromLocal8Bit(strerror(errno));
    return ok ? data : QByteArray();
}

} // namespace

class TestDefragWriters : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void writersOnEveryEngine_data();
    void writersOnEveryEngine();
    void cleanup();
    void cleanupTestCase();

private:
    std::map<FsType, fslab::SuiteFs> m_fs;
    int m_row = 0;
};

void TestDefragWriters::initTestCase()
{
    for (FsType type : {FsType::Ext4, FsType::Xfs, FsType::Btrfs})
        m_fs[type].make(type, 320);
}

void TestDefragWriters::writersOnEveryEngine_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<int>("method");
    QTest::addColumn<int>("writer");
    const std::pair<FsType, DefragMethod> engines[] = {{FsType::Ext4, DefragMethod::Ext4},
        {FsType::Xfs, DefragMethod::Xfs}, {FsType::Btrfs, DefragMethod::Btrfs}, {FsType::Ext4, DefragMethod::Copy}};
    for (const auto& [type, method] : engines) {
        for (const auto& [writer, name] : kWriters)
            QTest::addRow("%s %s: %s", qPrintable(fslab::fsName(type)), qPrintable(defragMethodName(method)), name)
                << int(type) << int(method) << int(writer);
    }
}

void TestDefragWriters::writersOnEveryEngine()
{
    QFETCH(int, type);
    QFETCH(int, method);
    QFETCH(int, writer);
    fslab::SuiteFs& fs = m_fs[FsType(type)];
    if (!fs.skip.isEmpty())
        FSLAB_SKIP(fs.skip);
    const QString file = fs.fs->path(QStringLiteral("row-%1").arg(++m_row));
    QString why;
    const QByteArray initial = fragmentedFile(file, FsType(type), Writer(writer) == Writer::FillHoles, &why);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    ModelWriter w(file, initial, Writer(writer), unsigned(m_row));

    std::atomic<bool> stop{false};
    std::atomic<bool> writerFailed{false};
    std::thread writing([&] {
        while (!stop.load()) {
            if (!w.step()) {
                writerFailed = true;
                return;
            }
            // Bursts with pauses between: some defrags run while it writes, some finish in a pause.
            std::this_thread::sleep_for(
                w.count() % 64 ? std::chrono::microseconds(200) : std::chrono::milliseconds(40));
        }
    });
    DefragOptions options;
    options.method = DefragMethod(method);
    options.chunkBytes = 256 << 10; // many small moves: the writer gets in between
    const std::atomic<bool> cancel{false};
    int runs = 0, moved = 0, changed = 0, refused = 0;
    QStringList refusals;
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < qint64(rowSeconds() * 1000) && !writerFailed.load()) {
        const auto r = defragFile(file, options, cancel);
        ++runs;
        if (!r) {
            ++refused;
            if (!refusals.contains(r.error().reason))
                refusals << r.error().reason;
            continue;
        }
        moved += r->defragmented;
        changed += r->changedByOthers;
    }
    stop = true;
    writing.join();
    QVERIFY2(!writerFailed.load(), qPrintable(w.error()));
    QCOMPARE(fs.fs->remount(), QString());
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray content = f.readAll();
    // The blocks that differ from the model (a size that differs counts the blocks beyond).
    const QByteArray& model = w.model();
    qint64 bad = std::abs(content.size() - model.size()) / kBlock;
    for (qint64 at = 0; at < std::min(content.size(), model.size()); at += kBlock) {
        const qint64 n = std::min({kBlock, content.size() - at, model.size() - at});
        bad += std::memcmp(content.constData() + at, model.constData() + at, std::size_t(n)) != 0;
    }
    qInfo("%s: %d runs, %d moved data, %d saw the writer, %d refused; %llu writes; %lld bad blocks",
        QTest::currentDataTag(), runs, moved, changed, refused, qulonglong(w.count()), bad);
    if (!refusals.isEmpty())
        qInfo("  refused: %s", qPrintable(refusals.join(QStringLiteral(" | "))));
    QCOMPARE(content.size(), model.size());
    QCOMPARE(bad, 0);
    QVERIFY(runs > 0 && w.count() > 0);
    // A writer is a change by others, said as one, never as a fault: not "the kernel moved nothing",
    // not "the copy read back differs", not "check the disk". Refusals with their reason (the copy
    // engine's read lease, the free space a growing file leaves) are what they say.
    for (const QString& reason : std::as_const(refusals)) {
        for (const char* fault : {"differs", "check the disk", "moved nothing"})
            QVERIFY2(!reason.contains(QLatin1String(fault)), qPrintable(reason));
    }
}

// Each row's file goes with it, failed or not: a long run must not fill the file system for the next.
void TestDefragWriters::cleanup()
{
    for (auto& [type, fs] : m_fs) {
        if (fs.fs)
            QFile::remove(fs.fs->path(QStringLiteral("row-%1").arg(m_row)));
    }
}

void TestDefragWriters::cleanupTestCase()
{
    for (auto& [type, fs] : m_fs) {
        if (fs.fs)
            QCOMPARE(fs.fs->check(), QString());
    }
}

QTEST_GUILESS_MAIN(TestDefragWriters)
#include "tst_defragwriters.moc"
