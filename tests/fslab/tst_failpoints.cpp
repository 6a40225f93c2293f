// SPDX-License-Identifier: GPL-3.0-or-later
// Every failure point of the code that writes (core/util/failpoint.h), made to fail with libfiu, one
// at a time: the defrag engines on loop-mounted ext4, XFS and btrfs (root), the files laid down
// together, the files we own and saving (on the scratch directory, no root needed). After each: the
// file's name, content (SHA-256, after a remount for the engines), mode and mtime are what they were
// (or the defrag is complete, which keeps all four too); nothing of ours is left beside it (no
// donor, no temporary name, no registry line), unless the message names what is left and why; the
// message names the file and what failed; the file system passes its own checker. The switch in
// caseFor() has no default: a point added to the list without a case here fails to build.
#include "defrag/defrag.h"
#include "defrag/together.h"
#include "fslabskip.h"
#include "io/ownedfiles.h"
#include "util/failpoint.h"
#include "util/path.h"
#include "util/proc.h"
#include "util/savefile.h"

#include "fslab.h"
#include "testpaths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

#define FIU_ENABLE 1
#include <fiu-control.h>
#include <fiu.h>

#include <atomic>
#include <cstring>
#include <functional>
#include <map>
#include <thread>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

using namespace fragscope;
using fragscope::fslab::FsType;
using fragscope::fslab::LoopFs;
using fragscope::fslab::lowestWhile;

namespace {

// What a case runs when its point fails.
enum class Op { Copy, Ext4, Ext4Pieces, Xfs, Btrfs, Together, Owned, OwnedFolder, Save };

struct Case
{
    Op op;
    // Simulated events rather than a failed call: no errno text to look for in the message.
    bool simulated = false;
    // Another point that must fail too for this one to be reached.
    std::optional<FailPoint> with = std::nullopt;
    // Fails only from this call of the point on (a move part-way through, say).
    int fromCall = 1;
    // The errno it fails with.
    int err = EIO;
};

Case caseFor(FailPoint p)
{
    switch (p) {
    case FailPoint::DefragOpen:
    case FailPoint::DonorCreate:
    case FailPoint::DonorAllocate:
    case FailPoint::DonorMap:
    case FailPoint::FinishSync:
    case FailPoint::FinishVerify:
    case FailPoint::FinishMap:
    case FailPoint::Ext4Sync:
    case FailPoint::Ext4Prefetch:
        return {Op::Ext4};
    case FailPoint::Ext4Move:
        return {Op::Ext4, false, std::nullopt, 3}; // part-way: two moves done
    case FailPoint::Ext4PieceCreate:
    case FailPoint::Ext4PieceAllocate:
    case FailPoint::Ext4PieceMap:
        return {Op::Ext4Pieces};
    case FailPoint::Ext4PieceSync:
        return {Op::Ext4Pieces, false, std::nullopt, 1}; // after the first round's moves
    case FailPoint::XfsOpenDirect:
    case FailPoint::XfsWrite:
    case FailPoint::XfsTruncate:
        return {Op::Xfs};
    case FailPoint::XfsSwap:
        // The kernel's EFAULT means "the size is not the length swapped": with the file's size as
        // it was, that is a failure, not a change by others.
        return {Op::Xfs, false, std::nullopt, 1, EFAULT};
    case FailPoint::BtrfsDefragRange:
        return {Op::Btrfs};
    case FailPoint::CopyLease:
    case FailPoint::CopyRead:
    case FailPoint::CopyWrite:
    case FailPoint::CopySync:
    case FailPoint::CopyLink:
    case FailPoint::CopyExchange:
    case FailPoint::CopyUnlinkOld:
        return {Op::Copy};
    case FailPoint::CopyShrunk:
    case FailPoint::CopyLateWriter:
        return {Op::Copy, true};
    case FailPoint::CopyPutBack:
        return {Op::Copy, false, FailPoint::CopyLateWriter};
    case FailPoint::TogetherCreate:
    case FailPoint::TogetherAllocate:
    case FailPoint::TogetherMap:
    case FailPoint::TogetherPunch:
    case FailPoint::TogetherSync:
        return {Op::Together};
    case FailPoint::OwnedRegistry:
    case FailPoint::OwnedCreate:
        return {Op::Owned};
    case FailPoint::OwnedMkdir:
    case FailPoint::OwnedRemove:
        return {Op::OwnedFolder};
    case FailPoint::SaveCreate:
    case FailPoint::SaveWrite:
    case FailPoint::SaveSync:
    case FailPoint::SaveLink:
    case FailPoint::SaveRename:
        return {Op::Save};
    }
    return {Op::Save};
}

// Counts the calls of an enabled point; fails from the case's call on.
std::atomic<int> g_calls{0};
std::atomic<int> g_failFrom{1};
int failFromNth(const char*, int*, void**, unsigned int*)
{
    return ++g_calls >= g_failFrom.load() ? 1 : 0;
}

// Makes `p` (and the point it needs) fail with EIO while it lives.
class Failing
{
public:
    explicit Failing(FailPoint p)
        : m_case(caseFor(p))
        , m_point(p)
    {
        fiu_init(0);
        g_calls = 0;
        g_failFrom = m_case.fromCall;
        fiu_enable_external(failPointName(p), 1, reinterpret_cast<void*>(std::intptr_t(m_case.err)), 0, failFromNth);
        if (m_case.with)
            fiu_enable(failPointName(*m_case.with), 1, reinterpret_cast<void*>(std::intptr_t(EIO)), 0);
    }
    ~Failing()
    {
        fiu_disable(failPointName(m_point));
        if (m_case.with)
            fiu_disable(failPointName(*m_case.with));
    }
    bool reached() const { return g_calls.load() >= m_case.fromCall; }

private:
    Case m_case;
    FailPoint m_point;
};

// What must not change: content, mode, mtime (the name: the file is read by it).
struct FileFacts
{
    QByteArray sha256;
    mode_t mode = 0;
    timespec mtime{};
    bool operator==(const FileFacts& o) const
    {
        return sha256 == o.sha256 && mode == o.mode && mtime.tv_sec == o.mtime.tv_sec
            && mtime.tv_nsec == o.mtime.tv_nsec;
    }
};

std::optional<FileFacts> factsOf(const QString& path)
{
    struct stat st
    {
    };
    if (::stat(pathBytes(path).constData(), &st) != 0)
        return std::nullopt;
    const int fd = ::open(pathBytes(path).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    char buffer[65536];
    ssize_t got = 0;
    while ((got = ::read(fd, buffer, sizeof buffer)) > 0)
        hash.addData(QByteArrayView(buffer, got));
    ::close(fd);
    if (got < 0)
        return std::nullopt;
    return FileFacts{hash.result(), st.st_mode, st.st_mtim};
}

// The names in a folder, as bytes (QDir would decode them as UTF-8, losing the rest).
QStringList entriesOf(const QString& dir)
{
    QStringList out;
    DIR* list = ::opendir(pathBytes(dir).constData());
    if (!list)
        return out;
    while (const dirent* e = ::readdir(list)) {
        if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
            out << pathFromBytes(QByteArray(e->d_name));
    }
    ::closedir(list);
    out.sort();
    return out;
}

// A file of `blocks` 4 KiB blocks with random content in as many pieces, named with bytes that are
// not UTF-8 (and a leading dash, a newline): the names must reach the kernel unchanged.
QString fragmentedFile(const QString& dir, const QString& name, std::uint64_t blocks, FsType type)
{
    const QString path = dir + QLatin1Char('/') + name;
    QString why;
    if (type == FsType::Btrfs) {
        why = fslab::randomOverwrites(path, blocks * 4096, int(blocks), 7);
    } else {
        why = fslab::interleavedFallocate(path, dir + QStringLiteral("/partner"), blocks, 4096);
        if (why.isEmpty()) {
            const int fd = ::open(pathBytes(path).constData(), O_WRONLY | O_CLOEXEC);
            QByteArray data(int(blocks * 4096), Qt::Uninitialized);
            for (char& c : data)
                c = char(QRandomGenerator::global()->generate());
            if (fd < 0 || ::pwrite(fd, data.constData(), std::size_t(data.size()), 0) != ssize_t(data.size())
                || ::fsync(fd) != 0)
                why = QStringLiteral("writing %1 failed").arg(path);
            if (fd >= 0)
                ::close(fd);
        }
    }
    return why;
}

// Removes what a test made under `dir` (QTemporaryDir cannot: it reads names as text), by bytes.
void removeUnder(const QString& dir)
{
    for (const QString& e : entriesOf(dir)) {
        const QByteArray path = pathBytes(dir + QLatin1Char('/') + e);
        struct stat st
        {
        };
        if (::lstat(path.constData(), &st) == 0 && S_ISDIR(st.st_mode)) {
            removeUnder(pathFromBytes(path));
            ::rmdir(path.constData());
        } else {
            ::unlink(path.constData());
        }
    }
}

// A name with bytes that are not UTF-8, a newline and a leading dash.
QString rawName(int i)
{
    return pathFromBytes(QByteArray("-bad\xff\xfe\nname") + QByteArray::number(i));
}

// `count` such files under `dir` (named by rawName), each `blocks` blocks in as many pieces.
QString fragmentedFiles(const QString& dir, int count, std::uint64_t blocks, FsType type, QStringList* files)
{
    for (int f = 0; f < count; ++f) {
        if (const QString why = fragmentedFile(dir, rawName(f), blocks, type); !why.isEmpty())
            return why;
        *files << dir + QLatin1Char('/') + rawName(f);
    }
    return {};
}

} // namespace

class TestFailPoints : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyPointHasACase();
    void processAliveForNoPid();
    void pathsRoundTripAsBytes();
    void saveKeepsModeAndUmask();
    void ownedAndSavePoints();
    void ownedRemovalNeverFollowsARename();
    void enginePoints_data();
    void enginePoints();
    void dryRunsAllocateNothing();
    void dryRunOfSeveralChunks();
    void togetherLeavesRoom();
    void everyEngineKeepsTheFloor_data();
    void everyEngineKeepsTheFloor();
    void ext4InPiecesWithLittleFreeSpace();
    void unshareKeepsTheFloor_data();
    void unshareKeepsTheFloor();
    void posixCallsFailUnderneath_data();
    void posixCallsFailUnderneath();
    void cleanupTestCase();

private:
    void runEngineCase(LoopFs& lab, FailPoint p);
    int m_tried = 0;
    int m_wholeRuns = 0; // the three file systems' rows and the unprivileged points, each run through
    std::map<Op, int> m_triedBy;
};

void TestFailPoints::initTestCase()
{
#ifndef FRAGSCOPE_FAILPOINTS_ON
    QSKIP("built without failure points (FRAGSCOPE_FAILPOINTS=OFF)");
#endif
    QCOMPARE(fiu_init(0), 0);
}

void TestFailPoints::everyPointHasACase()
{
    // The names are unique and each maps to a case (the switch makes sure at build time).
    QSet<QString> names;
    for (int i = 0; i < kFailPointCount; ++i)
        names.insert(QString::fromLatin1(kFailPointNames[i]));
    QCOMPARE(names.size(), kFailPointCount);
    qInfo("%d failure points in the code", kFailPointCount);
}

void TestFailPoints::processAliveForNoPid()
{
    // A stale errno (EPERM from some earlier call) once made pid 0 look alive.
    errno = EPERM;
    QVERIFY(!processAlive(0, QByteArray("1")));
    errno = EPERM;
    QVERIFY(!processAlive(-1, QByteArray("1")));
    QVERIFY(processAlive(::getpid(), processStartTime(::getpid())));
    QVERIFY(!processAlive(::getpid(), QByteArray("0")));
}

// util/path.h: any bytes through a QString and back unchanged; valid text stays text (a character
// beyond U+FFFF whose low surrogate lies in the escape range, U+1F480, is not mistaken for a byte);
// a name Qt decoded lossily (a file dialog) finds its bytes again.
void TestFailPoints::pathsRoundTripAsBytes()
{
    const QList<QByteArray> names{"plain", "\xff", "bad\xff\xfename", "-dash\nnewline", "caf\xc3\xa9",
        "skull \xf0\x9f\x92\x80", "lone \xed\xb2\x80 surrogate", "overlong \xc0\xaf", "cut \xe3\x81", "\x80\x81\xfe"};
    for (const QByteArray& bytes : names) {
        const QString path = pathFromBytes(bytes);
        QCOMPARE(pathBytes(path), bytes);
        QCOMPARE(hasRawBytes(path), QString::fromUtf8(bytes).toUtf8() != bytes);
    }
    QCOMPARE(pathFromBytes("skull \xf0\x9f\x92\x80"), QString::fromUtf8("skull \xf0\x9f\x92\x80"));
    QCOMPARE(displayPathText(pathFromBytes("bad\xff\xfename")), QStringLiteral("bad\\xff\\xfename"));
    FSLAB_SCRATCH_DIR(dir, "failpoints-paths");
    const QByteArray file = QFile::encodeName(dir.path()) + "/dir\xe9/f\xff";
    QVERIFY(makePath(pathFromBytes(file.left(file.lastIndexOf('/')))));
    const int fd = ::open(file.constData(), O_WRONLY | O_CREAT | O_EXCL, 0644);
    QVERIFY(fd >= 0);
    ::close(fd);
    const QString lossy = QFile::decodeName(file); // what QFileDialog returns
    QVERIFY(pathBytes(lossy) != file);
    QCOMPARE(pathBytes(pathFromQt(lossy)), file);
    QCOMPARE(regularFilesUnder(dir.path()), QStringList{pathFromBytes(file)});
    removeUnder(dir.path());
}

void TestFailPoints::saveKeepsModeAndUmask()
{
    FSLAB_SCRATCH_DIR(dir, "failpoints-save");
    const QString path = dir.filePath(QStringLiteral("session.json"));
    QVERIFY(writeFileDurably(path, "one").has_value());
    QVERIFY(::chmod(pathBytes(path).constData(), 0600) == 0);
    QVERIFY(writeFileDurably(path, "two").has_value());
    struct stat st
    {
    };
    QCOMPARE(::stat(pathBytes(path).constData(), &st), 0);
    QCOMPARE(st.st_mode & 07777, mode_t(0600)); // a private file stays private
    const mode_t old = ::umask(027);
    const QString fresh = dir.filePath(rawName(1));
    const auto saved = writeFileDurably(fresh, "three");
    ::umask(old);
    QVERIFY(saved.has_value());
    QCOMPARE(::stat(pathBytes(fresh).constData(), &st), 0);
    QCOMPARE(st.st_mode & 07777, mode_t(0640)); // a new one follows the umask
    removeUnder(dir.path());
}

void TestFailPoints::ownedAndSavePoints()
{
    FSLAB_SCRATCH_DIR(dir, "failpoints-owned");
    for (int i = 0; i < kFailPointCount; ++i) {
        const FailPoint p = FailPoint(i);
        const Case c = caseFor(p);
        if (c.op != Op::Owned && c.op != Op::OwnedFolder && c.op != Op::Save)
            continue;
        const QString name = QString::fromLatin1(failPointName(p));
        const QString work = dir.filePath(QString::number(i));
        QVERIFY(QDir().mkpath(work));
        const QString registry = work + QStringLiteral("/registry");
        if (c.op == Op::Save) {
            const QString path = work + QLatin1Char('/') + rawName(i);
            QVERIFY(writeFileDurably(path, "before").has_value());
            QVERIFY(::chmod(pathBytes(path).constData(), 0600) == 0);
            const auto before = factsOf(path);
            Result<void> r;
            {
                const Failing failing(p);
                r = writeFileDurably(path, "after");
                QVERIFY2(failing.reached(), qPrintable(name));
            }
            QVERIFY2(!r, qPrintable(name));
            QCOMPARE(r.error().path, path);
            QVERIFY2(
                r.error().reason.contains(errnoText(EIO)), qPrintable(name + QStringLiteral(": ") + r.error().reason));
            QVERIFY2(factsOf(path) == before, qPrintable(name));
            QCOMPARE(entriesOf(work), QStringList{rawName(i)}); // no temporary file left
        } else {
            const QString path = work + QLatin1Char('/') + rawName(i);
            {
                OwnedFiles owned(registry);
                if (p == FailPoint::OwnedRemove) {
                    QVERIFY(owned.createDirectory(path).has_value());
                    QVERIFY(owned.create(path + QStringLiteral("/inside")).has_value());
                    {
                        const Failing failing(p);
                        owned.removeAll();
                        QVERIFY2(failing.reached(), qPrintable(name));
                    }
                    // Not removed, so still listed: removed once it can be (here, when `owned` goes).
                    QCOMPARE(pathKind(path), PathKind::Directory);
                    QFile reg(registry);
                    QVERIFY(reg.open(QIODevice::ReadOnly));
                    QVERIFY2(reg.readAll().contains(pathBytes(path).toPercentEncoding("/")),
                        "a folder not removed must stay listed");
                } else {
                    Result<void> r;
                    {
                        const Failing failing(p);
                        r = c.op == Op::OwnedFolder ? owned.createDirectory(path) : owned.create(path);
                        QVERIFY2(failing.reached(), qPrintable(name));
                    }
                    QVERIFY2(!r, qPrintable(name));
                    QCOMPARE(r.error().path, path);
                    QVERIFY2(!r.error().reason.isEmpty(), qPrintable(name));
                    QCOMPARE(pathKind(path), PathKind::Missing);
                }
            }
            // Nothing left: no file, no folder, no registry line.
            QCOMPARE(pathKind(path), PathKind::Missing);
            QFile reg(registry);
            if (reg.open(QIODevice::ReadOnly))
                QCOMPARE(reg.readAll().trimmed(), QByteArray());
        }
        ++m_tried;
        ++m_triedBy[c.op];
    }
    removeUnder(dir.path());
    qInfo("%d points tried without root", m_tried);
    ++m_wholeRuns;
}

// The folder of ours renamed away and another put under its name while its contents are being
// removed (done by a libfiu callback at the first removal): what is now under the name (a file of
// someone else's) stays; the old code's removal by path (nftw) went into the new folder.
namespace {
QByteArray g_renameFrom, g_renameTo;
int renameOnce(const char*, int*, void**, unsigned int*)
{
    if (!g_renameFrom.isEmpty()) {
        ::rename(g_renameFrom.constData(), g_renameTo.constData());
        ::mkdir(g_renameFrom.constData(), 0755);
        const int fd = ::open(QByteArray(g_renameFrom + "/victim").constData(), O_WRONLY | O_CREAT | O_EXCL, 0644);
        if (fd >= 0)
            ::close(fd);
        g_renameFrom.clear();
    }
    return 0; // the removal itself goes on
}
} // namespace

void TestFailPoints::ownedRemovalNeverFollowsARename()
{
    FSLAB_SCRATCH_DIR(dir, "failpoints-rename");
    const QString folder = dir.filePath(QStringLiteral("ours"));
    {
        OwnedFiles owned(dir.filePath(QStringLiteral("registry")));
        QVERIFY(owned.createDirectory(folder).has_value());
        QVERIFY(owned.create(folder + QStringLiteral("/inside")).has_value());
        g_renameFrom = pathBytes(folder);
        g_renameTo = pathBytes(folder + QStringLiteral(".moved"));
        fiu_enable_external(failPointName(FailPoint::OwnedRemove), 1, nullptr, 0, renameOnce);
        owned.removeAll();
        fiu_disable(failPointName(FailPoint::OwnedRemove));
        QVERIFY(g_renameFrom.isEmpty()); // the rename happened, mid-removal
    }
    // Someone else's folder under the old name, and its file, are untouched.
    QCOMPARE(pathKind(folder), PathKind::Directory);
    QCOMPARE(pathKind(folder + QStringLiteral("/victim")), PathKind::File);
    // What was ours went, from the folder it was renamed to.
    QCOMPARE(pathKind(folder + QStringLiteral(".moved/inside")), PathKind::Missing);
}

void TestFailPoints::enginePoints_data()
{
    QTest::addColumn<int>("fs");
    QTest::newRow("ext4") << int(FsType::Ext4);
    QTest::newRow("xfs") << int(FsType::Xfs);
    QTest::newRow("btrfs") << int(FsType::Btrfs);
}

void TestFailPoints::enginePoints()
{
    QFETCH(int, fs);
    const auto type = FsType(fs);
    if (const QString why = fslab::skipReason(type); !why.isEmpty())
        FSLAB_SKIP(why);
    LoopFs lab(type, type == FsType::Ext4 ? 128 : 320); // mkfs.xfs wants 300 MB
    QVERIFY2(lab.ok(), qPrintable(lab.error()));
    int here = 0;
    for (int i = 0; i < kFailPointCount; ++i) {
        const FailPoint p = FailPoint(i);
        const Op op = caseFor(p).op;
        const bool mine
            = (type == FsType::Ext4 && (op == Op::Ext4 || op == Op::Ext4Pieces || op == Op::Copy || op == Op::Together))
            || (type == FsType::Xfs && op == Op::Xfs) || (type == FsType::Btrfs && op == Op::Btrfs);
        if (!mine)
            continue;
        runEngineCase(lab, p);
        if (QTest::currentTestFailed())
            return;
        ++here;
    }
    // The file system is consistent after all of them.
    QCOMPARE(lab.check(), QString());
    qInfo("%s: %d points tried", qPrintable(fslab::fsName(type)), here);
    ++m_wholeRuns;
}

void TestFailPoints::runEngineCase(LoopFs& lab, FailPoint p)
{
    const Case c = caseFor(p);
    const QString name = QString::fromLatin1(failPointName(p));
    const QString dir = lab.path(QString(name).replace(QLatin1Char('/'), QLatin1Char('_')));
    QVERIFY(QDir().mkpath(dir));
    const int count = c.op == Op::Together ? 6 : 1;
    QStringList files;
    for (int f = 0; f < count; ++f) {
        files << dir + QLatin1Char('/') + rawName(f);
        // In pieces: a file larger than the room allowed, which holds the margin and some pieces.
        const QString why = fragmentedFile(dir, rawName(f), c.op == Op::Ext4Pieces ? 256 : 48, lab.type());
        QVERIFY2(why.isEmpty(), qPrintable(name + QStringLiteral(": ") + why));
    }
    std::vector<FileFacts> before;
    for (const QString& f : files) {
        const auto facts = factsOf(f);
        QVERIFY(facts.has_value());
        before.push_back(*facts);
    }
    const QStringList entriesBefore = entriesOf(dir);

    DefragOptions options;
    options.method = c.op == Op::Copy ? DefragMethod::Copy : DefragMethod::Auto;
    options.chunkBytes = 8 * 4096; // several moves, so that one can fail part-way
    if (c.op == Op::Ext4Pieces) {
        // Room above the floor for half the file: ext4 moves it in pieces.
        struct statfs fs = {};
        QCOMPARE(::statfs(pathBytes(dir).constData(), &fs), 0);
        // 160 pages above the floor for the 256 of the file: less the margin for extent trees (64
        // pages and 1/128), 95 usable.
        options.keepFree = KeepFree{fslab::availableBytesOf(fs) - 160 * 4096, 0};
    }
    const std::atomic<bool> cancel{false};
    std::vector<Result<DefragResult>> results;
    {
        const Failing failing(p);
        if (c.op == Op::Together)
            results = defragTogether(files, options, cancel).results;
        else
            results.push_back(defragFile(files.front(), options, cancel));
        QVERIFY2(failing.reached(), qPrintable(name + QStringLiteral(": the point was not reached")));
    }
    // The message: names the file and what failed (the injected errno), or the outcome says what
    // happened instead.
    QString messages;
    bool failed = false;
    for (std::size_t f = 0; f < results.size(); ++f) {
        const auto& r = results[f];
        if (!r) {
            failed = true;
            QCOMPARE(r.error().path, files[int(f)]);
            messages += r.error().reason + QLatin1Char('\n');
            if (!c.simulated)
                QVERIFY2(r.error().reason.contains(errnoText(c.err)),
                    qPrintable(name + QStringLiteral(": ") + r.error().reason));
        } else {
            messages += r->outcome + QLatin1Char('\n');
        }
    }
    QVERIFY2(failed || c.simulated || p == FailPoint::CopyUnlinkOld,
        qPrintable(name + QStringLiteral(": no failure reported: ") + messages));
    // Nothing of ours left beside the files, unless the message says where it is.
    for (const QString& e : entriesOf(dir)) {
        if (entriesBefore.contains(e))
            continue;
        QVERIFY2(messages.contains(displayPathText(e)),
            qPrintable(name + QStringLiteral(": left behind, unsaid: ") + displayPathText(e) + QStringLiteral("\n")
                + messages));
        QCOMPARE(::unlink(pathBytes(dir + QLatin1Char('/') + e).constData()), 0);
    }
    // Name, content, mode and mtime, read from the disk.
    QCOMPARE(lab.remount(), QString());
    for (int f = 0; f < files.size(); ++f) {
        const auto after = factsOf(files[f]);
        QVERIFY2(after.has_value(), qPrintable(name + QStringLiteral(": the file is gone")));
        QVERIFY2(*after == before[std::size_t(f)], qPrintable(name + QStringLiteral(": the file changed")));
    }
    ++m_tried;
    ++m_triedBy[c.op];
}

void TestFailPoints::dryRunsAllocateNothing()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 128);
    QStringList files;
    QCOMPARE(fragmentedFiles(lab.mountPoint(), 24, 64, FsType::Ext4, &files), QString());
    ::sync();
    struct statfs fs
    {
    };
    QCOMPARE(::statfs(pathBytes(lab.mountPoint()).constData(), &fs), 0);
    const std::uint64_t freeBefore = fs.f_bfree;
    const auto freeBlocks = [](const struct statfs& now) { return std::uint64_t(now.f_bfree); };
    DefragOptions options;
    options.dryRun = true;
    const std::atomic<bool> cancel{false};
    std::uint64_t samples = 0;
    TogetherRun run;
    QCOMPARE(lowestWhile(
                 lab.mountPoint(), freeBlocks, [&] { run = defragTogether(files, options, cancel); }, &samples),
        freeBefore); // not a block taken, even for a moment
    QVERIFY(run.together);
    QVERIFY(run.groups.size() >= 1);
    QVERIFY2(run.notes.join(u'\n').contains(QStringLiteral("allocates nothing")), qPrintable(run.notes.join(u'\n')));
    for (const auto& r : run.results) {
        QVERIFY2(r.has_value(), qPrintable(r ? QString() : r.error().message()));
        QVERIFY(r->dryRun);
    }
    // A tree's dry run without --together: each file's engine, in place and by copy.
    for (DefragMethod method : {DefragMethod::Auto, DefragMethod::Copy}) {
        options.method = method;
        std::vector<Result<DefragResult>> results;
        QCOMPARE(lowestWhile(
                     lab.mountPoint(), freeBlocks,
                     [&] {
                         for (const QString& f : files)
                             results.push_back(defragFile(f, options, cancel));
                     },
                     &samples),
            freeBefore);
        for (const auto& r : results) {
            QVERIFY2(r.has_value(), qPrintable(r ? QString() : r.error().message()));
            QVERIFY2(r->outcome.contains(QStringLiteral("would go from")), qPrintable(r->outcome));
            QVERIFY(r->expectedFragments >= 1);
        }
    }
    qInfo("dry runs: %llu statfs samples, free blocks %llu throughout", qulonglong(samples), qulonglong(freeBefore));
}

// A dry run of more than one 1 GiB chunk: each later chunk is planned in the free space the earlier
// ones left, so the planned stretches never overlap (they cover at least the files' size).
void TestFailPoints::dryRunOfSeveralChunks()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 4096);
    QStringList files;
    std::uint64_t total = 0;
    for (int f = 0; f < 5; ++f) { // 1.5 GiB: two chunks of three files and two
        const QString path = lab.path(QStringLiteral("big%1").arg(f));
        const int fd = ::open(pathBytes(path).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
        QVERIFY(fd >= 0);
        const off_t size = off_t(300) << 20;
        QCOMPARE(::fallocate(fd, 0, 0, size), 0); // unwritten extents: nothing written to the image
        ::close(fd);
        files << path;
        total += std::uint64_t(size);
    }
    DefragOptions options;
    options.dryRun = true;
    const std::atomic<bool> cancel{false};
    const TogetherRun run = defragTogether(files, options, cancel);
    QVERIFY(run.together);
    for (const auto& r : run.results)
        QVERIFY2(r.has_value(), qPrintable(r ? QString() : r.error().message()));
    QVERIFY2(run.notes.join(u'\n').contains(QStringLiteral("chunks")), qPrintable(run.notes.join(u'\n')));
    QVERIFY2(run.spanBytes() >= total,
        qPrintable(QStringLiteral("planned over %1 bytes for %2 bytes of files").arg(run.spanBytes()).arg(total)));
}

void TestFailPoints::togetherLeavesRoom()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 128);
    QStringList files;
    QCOMPARE(fragmentedFiles(lab.mountPoint(), 24, 64, FsType::Ext4, &files), QString());
    // Most of the rest filled, so that three times the files would not fit.
    {
        QFile fill(lab.path(QStringLiteral("fill")));
        QVERIFY(fill.open(QIODevice::WriteOnly));
        struct statfs fs
        {
        };
        QCOMPARE(::statfs(pathBytes(lab.mountPoint()).constData(), &fs), 0);
        const qint64 leave = 24 * 64 * 4096 * 2; // twice the files
        const qint64 avail = qint64(fs.f_bavail) * fs.f_bsize;
        QVERIFY(avail > leave);
        QCOMPARE(::fallocate(fill.handle(), 0, 0, avail - leave), 0);
        QCOMPARE(::fsync(fill.handle()), 0);
    }
    std::vector<FileFacts> before;
    for (const QString& f : files) {
        const auto facts = factsOf(f);
        QVERIFY(facts.has_value());
        before.push_back(*facts);
    }
    const std::atomic<bool> cancel{false};
    TogetherRun run;
    std::uint64_t samples = 0;
    const std::uint64_t lowestAvail = lowestWhile(
        lab.mountPoint(), fslab::availableBytesOf, [&] { run = defragTogether(files, DefragOptions{}, cancel); },
        &samples);
    QVERIFY(samples > 0);
    QVERIFY(run.keptFree > 0);
    QVERIFY2(lowestAvail >= run.keptFree,
        qPrintable(QStringLiteral("free went down to %1, below the %2 promised").arg(lowestAvail).arg(run.keptFree)));
    QVERIFY2(run.notes.join(u'\n').contains(QStringLiteral("always leaving")), qPrintable(run.notes.join(u'\n')));
    QCOMPARE(lab.remount(), QString());
    for (int f = 0; f < files.size(); ++f)
        QVERIFY(factsOf(files[f]) == before[std::size_t(f)]);
    QCOMPARE(lab.check(), QString());
}

// Each engine that allocates (ext4's donor, XFS's, the copy, btrfs's rewrite), on a file system
// with a little more free than the file: the space others may use (f_bavail, sampled throughout)
// never goes below a tenth of what was free (it went to 4 MiB of 90 MiB for an 85 MiB file, and
// to 0 for a larger one before it was refused). With room for the file and the tenth, done; with
// less, refused with the figures, the file as it was.
void TestFailPoints::everyEngineKeepsTheFloor_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<int>("method");
    QTest::newRow("ext4") << int(FsType::Ext4) << int(DefragMethod::Ext4);
    QTest::newRow("ext4, copy") << int(FsType::Ext4) << int(DefragMethod::Copy);
    QTest::newRow("xfs") << int(FsType::Xfs) << int(DefragMethod::Xfs);
    QTest::newRow("btrfs") << int(FsType::Btrfs) << int(DefragMethod::Btrfs);
}

void TestFailPoints::everyEngineKeepsTheFloor()
{
    QFETCH(int, type);
    QFETCH(int, method);
    // btrfs's metadata for two files of 6,144 extents each outgrows 320 MB
    const int megabytes = FsType(type) == FsType::Btrfs ? 640 : 320;
    FSLAB_LOOP_FS(lab, FsType(type), megabytes);
    constexpr std::uint64_t kFile = 24ULL << 20;
    // A file for each run: f with room, g without.
    QCOMPARE(fragmentedFile(lab.mountPoint(), QStringLiteral("f"), kFile / 4096, FsType(type)), QString());
    QCOMPARE(fragmentedFile(lab.mountPoint(), QStringLiteral("g"), kFile / 4096, FsType(type)), QString());
    QString file = lab.path(QStringLiteral("f"));
    auto before = factsOf(file);
    QVERIFY(before.has_value());
    const auto avail = [&] { return fslab::availableAfterSync(lab.mountPoint()); };
    // First a third more than the file free: room for it and the tenth. Then less than the file. A
    // file of our own takes the rest, cut to nothing first each time (a truncation frees its blocks
    // at once), once what the last run freed is back (XFS frees a donor's blocks in the background).
    QFile fill(lab.path(QStringLiteral("fill")));
    QVERIFY(fill.open(QIODevice::ReadWrite));
    for (const std::uint64_t leave : {kFile / 3 * 4, kFile - kFile / 8}) {
        QCOMPARE(::ftruncate(fill.handle(), 0), 0);
        QCOMPARE(::fsync(fill.handle()), 0);
        for (std::uint64_t was = 0, tries = 0; avail() != was && tries < 30; ++tries) {
            was = avail();
            QThread::msleep(100);
        }
        const std::uint64_t now = avail();
        QVERIFY2(now > leave, qPrintable(QStringLiteral("%1 free, %2 wanted").arg(now).arg(leave)));
        QCOMPARE(::fallocate(fill.handle(), 0, 0, off_t(now - leave)), 0);
        const std::uint64_t start = avail();
        DefragOptions options;
        options.method = DefragMethod(method);
        const std::atomic<bool> cancel{false};
        std::optional<Result<DefragResult>> r;
        std::uint64_t samples = 0;
        const std::uint64_t lowest = lowestWhile(
            lab.mountPoint(), fslab::availableBytesOf, [&] { r = defragFile(file, options, cancel); }, &samples);
        const std::uint64_t floor = start / 10;
        qInfo("%s: %llu MiB free, the file %llu MiB: lowest %.1f MiB free (the floor %.1f MiB) in %llu samples; %s",
            QTest::currentDataTag(), qulonglong(start >> 20), qulonglong(kFile >> 20), double(lowest) / (1 << 20),
            double(floor) / (1 << 20), qulonglong(samples), qPrintable(*r ? (*r)->outcome : r->error().message()));
        QVERIFY2(lowest >= floor,
            qPrintable(QStringLiteral("free went down to %1, below the %2 kept").arg(lowest).arg(floor)));
        if (leave > kFile) {
            QVERIFY2(*r && (*r)->defragmented, qPrintable(*r ? (*r)->outcome : r->error().message()));
            QVERIFY(factsOf(file) == before);
            file = lab.path(QStringLiteral("g"));
            before = factsOf(file);
            continue;
        }
        if (DefragMethod(method) == DefragMethod::Ext4 || DefragMethod(method) == DefragMethod::Btrfs) {
            // ext4 moves it in pieces instead (ext4InPiecesWithLittleFreeSpace), btrfs rewrites it a
            // range at a time.
            QVERIFY2(
                *r && (*r)->defragmented && (*r)->pieces > 1, qPrintable(*r ? (*r)->outcome : r->error().message()));
            QVERIFY2((*r)->after.inspection.report.fragments < (*r)->before.inspection.report.fragments / 10,
                qPrintable((*r)->outcome));
            QVERIFY(factsOf(file) == before);
            continue;
        }
        QVERIFY(!*r);
        QVERIFY2(r->error().reason.contains(QLatin1String("--keep-free")), qPrintable(r->error().message()));
        QCOMPARE(r->error().errnum, ENOSPC);
        QVERIFY(factsOf(file) == before);
    }
    // --keep-free set: with room for the file and a tenth, but all of it to stay others', refused.
    QCOMPARE(::ftruncate(fill.handle(), 0), 0);
    QCOMPARE(::fsync(fill.handle()), 0);
    DefragOptions keepAll;
    keepAll.method = DefragMethod(method);
    keepAll.keepFree = KeepFree{avail(), 0};
    const std::atomic<bool> cancel{false};
    const auto r = defragFile(file, keepAll, cancel);
    QVERIFY2(!r, r ? qPrintable(r->outcome) : "");
    QVERIFY2(r.error().reason.contains(QLatin1String("--keep-free")), qPrintable(r.error().message()));
    QVERIFY(factsOf(file) == before);
}

// A file twice the size of the free space, on ext4, written a block at a time beside another file:
// no donor for the whole of it fits above the floor (a tenth of the free space), so it goes in
// pieces, each in the largest runs the room above the floor holds, the floor kept throughout (statfs
// sampled); the dry run says so and takes nothing. Before pieces, this was refused.
void TestFailPoints::ext4InPiecesWithLittleFreeSpace()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 320);
    constexpr std::uint64_t kFile = 96ULL << 20;
    const QString file = lab.path(QStringLiteral("f"));
    {
        // A block of the file, a block of another, and so on; then the file written.
        QFile f(file), other(lab.path(QStringLiteral("other")));
        QVERIFY(f.open(QIODevice::ReadWrite) && other.open(QIODevice::ReadWrite));
        for (std::uint64_t at = 0; at < kFile; at += 4096) {
            QCOMPARE(::fallocate(f.handle(), 0, off_t(at), 4096), 0);
            QCOMPARE(::fallocate(other.handle(), 0, off_t(at), 4096), 0);
        }
        QByteArray data(1 << 20, Qt::Uninitialized);
        for (std::uint64_t at = 0; at < kFile; at += std::uint64_t(data.size())) {
            QRandomGenerator::global()->fillRange(reinterpret_cast<quint32*>(data.data()), data.size() / 4);
            QCOMPARE(::pwrite(f.handle(), data.constData(), std::size_t(data.size()), off_t(at)), ssize_t(data.size()));
        }
        QCOMPARE(::fsync(f.handle()), 0);
    }
    const auto before = factsOf(file);
    QVERIFY(before.has_value());
    struct stat st = {};
    QCOMPARE(::stat(pathBytes(file).constData(), &st), 0);
    const ino_t inode = st.st_ino;
    const auto avail = [&] { return fslab::availableAfterSync(lab.mountPoint()); };
    QFile fill(lab.path(QStringLiteral("fill")));
    QVERIFY(fill.open(QIODevice::ReadWrite));
    QVERIFY(avail() > kFile / 2);
    QCOMPARE(::fallocate(fill.handle(), 0, 0, off_t(avail() - kFile / 2)), 0);
    const std::uint64_t start = avail();
    const std::uint64_t floor = start / 10;
    const std::atomic<bool> cancel{false};
    const auto bytes = fslab::availableBytesOf;

    DefragOptions options;
    options.dryRun = true;
    std::optional<Result<DefragResult>> dry;
    std::uint64_t samples = 0;
    QVERIFY(lowestWhile(
                lab.mountPoint(), bytes, [&] { dry = defragFile(file, options, cancel); }, &samples)
        >= start);
    QVERIFY2(*dry, qPrintable(*dry ? QString() : dry->error().message()));
    QVERIFY2((*dry)->outcome.contains(QLatin1String("in pieces")), qPrintable((*dry)->outcome));
    const std::uint64_t fragments = (*dry)->before.inspection.report.fragments;
    QVERIFY2((*dry)->expectedFragments < fragments / 10, qPrintable((*dry)->outcome));
    QVERIFY((*dry)->pieceBytes > 0 && (*dry)->pieceBytes <= start - floor);

    options.dryRun = false;
    std::optional<Result<DefragResult>> r;
    const std::uint64_t lowest = lowestWhile(
        lab.mountPoint(), bytes, [&] { r = defragFile(file, options, cancel); }, &samples);
    QVERIFY2(*r, qPrintable(*r ? QString() : r->error().message()));
    qInfo("%llu MiB free, the file %llu MiB: %s; lowest %.1f MiB free (the floor %.1f MiB), %llu samples",
        qulonglong(start >> 20), qulonglong(kFile >> 20), qPrintable((*r)->outcome), double(lowest) / (1 << 20),
        double(floor) / (1 << 20), qulonglong(samples));
    QVERIFY2(lowest >= floor, qPrintable(QStringLiteral("free went down to %1, below %2").arg(lowest).arg(floor)));
    QVERIFY2((*r)->defragmented && (*r)->pieces > 1, qPrintable((*r)->outcome));
    QVERIFY2(!(*r)->changedByOthers, qPrintable((*r)->outcome));
    const std::uint64_t after = (*r)->after.inspection.report.fragments;
    QVERIFY2(after < fragments / 2, qPrintable((*r)->outcome));
    QVERIFY((*r)->stateBefore.digested && (*r)->stateAfter.digest == (*r)->stateBefore.digest);
    // Read from the disk: the same bytes, mode, mtime and inode.
    fill.close();
    QCOMPARE(lab.remount(), QString());
    QVERIFY(factsOf(file) == before);
    QCOMPARE(::stat(pathBytes(file).constData(), &st), 0);
    QCOMPARE(st.st_ino, inode);
    QCOMPARE(entriesOf(lab.mountPoint()),
        (QStringList{
            QStringLiteral("f"), QStringLiteral("fill"), QStringLiteral("lost+found"), QStringLiteral("other")}));
    QCOMPARE(lab.check(), QString());
}

void TestFailPoints::unshareKeepsTheFloor_data()
{
    QTest::addColumn<int>("type");
    QTest::newRow("xfs") << int(FsType::Xfs);
    QTest::newRow("btrfs") << int(FsType::Btrfs);
}

// --unshare writes the shared extents anew while the reflinked copy keeps the old: with room for
// that and the tenth it goes; with less, XFS refuses with the figures and btrfs rewrites a range at
// a time within the room; the free space others may use never below the tenth (sampled) in either.
void TestFailPoints::unshareKeepsTheFloor()
{
    QFETCH(int, type);
    const int megabytes = FsType(type) == FsType::Btrfs ? 640 : 320;
    FSLAB_LOOP_FS(lab, FsType(type), megabytes);
    constexpr std::uint64_t kFile = 24ULL << 20;
    const QString file = lab.path(QStringLiteral("f")), copy = lab.path(QStringLiteral("copy"));
    QCOMPARE(fragmentedFile(lab.mountPoint(), QStringLiteral("f"), kFile / 4096, FsType(type)), QString());
    QString error;
    fslab::run(QStringLiteral("cp"), {QStringLiteral("--reflink=always"), file, copy}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto before = factsOf(file);
    QVERIFY(before.has_value());
    const auto avail = [&] { return fslab::availableAfterSync(lab.mountPoint()); };
    const auto bytes = fslab::availableBytesOf;
    QFile fill(lab.path(QStringLiteral("fill")));
    QVERIFY(fill.open(QIODevice::ReadWrite));
    DefragOptions options;
    options.unshare = true;
    const std::atomic<bool> cancel{false};
    // Less than the file and a tenth free: XFS refuses, nothing changed; btrfs refuses or rewrites
    // in ranges, each within the room above the tenth. The tenth kept either way.
    QCOMPARE(::fallocate(fill.handle(), 0, 0, off_t(avail() - kFile)), 0);
    std::uint64_t samples = 0;
    std::uint64_t start = avail();
    std::optional<Result<DefragResult>> little;
    std::uint64_t lowest = lowestWhile(
        lab.mountPoint(), bytes, [&] { little = defragFile(file, options, cancel); }, &samples);
    qInfo("%s: %llu MiB free: %s; lowest %.1f MiB free (the tenth %.1f MiB)", QTest::currentDataTag(),
        qulonglong(start >> 20), qPrintable(*little ? (*little)->outcome : little->error().message()),
        double(lowest) / (1 << 20), double(start / 10) / (1 << 20));
    QVERIFY2(
        lowest >= start / 10, qPrintable(QStringLiteral("free went down to %1, below %2").arg(lowest).arg(start / 10)));
    // btrfs: refused where its free space, read as the run begins, is short of the shared bytes and
    // the tenth (it gives space back in the background: either is seen here), else in ranges.
    if (FsType(type) == FsType::Xfs || !*little) {
        QVERIFY(!*little);
        QVERIFY2(little->error().reason.contains(QLatin1String("--keep-free")), qPrintable(little->error().message()));
    } else {
        QVERIFY2((*little)->pieces > 0, qPrintable((*little)->outcome));
    }
    QVERIFY(factsOf(file) == before);
    // A fresh reflinked copy for the second run (btrfs's first left the file its own).
    QCOMPARE(::unlink(pathBytes(copy).constData()), 0);
    fslab::run(QStringLiteral("cp"), {QStringLiteral("--reflink=always"), file, copy}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // Room for them and the tenth: unshared, the tenth kept throughout.
    QCOMPARE(::ftruncate(fill.handle(), 0), 0);
    QCOMPARE(::fsync(fill.handle()), 0);
    for (std::uint64_t was = 0, tries = 0; avail() != was && tries < 30; ++tries) {
        was = avail();
        QThread::msleep(100); // XFS and btrfs give freed space back in the background
    }
    QCOMPARE(::fallocate(fill.handle(), 0, 0, off_t(avail() - kFile * 2)), 0);
    start = avail();
    std::optional<Result<DefragResult>> r;
    lowest = lowestWhile(
        lab.mountPoint(), bytes, [&] { r = defragFile(file, options, cancel); }, &samples);
    QVERIFY2(*r, qPrintable(*r ? QString() : r->error().message()));
    qInfo("%s: %llu MiB free, %llu MiB shared: %s; lowest %.1f MiB free (the tenth %.1f MiB), %llu samples",
        QTest::currentDataTag(), qulonglong(start >> 20), qulonglong((*r)->unshareBytes >> 20),
        qPrintable((*r)->outcome), double(lowest) / (1 << 20), double(start / 10) / (1 << 20), qulonglong(samples));
    QVERIFY2((*r)->defragmented, qPrintable((*r)->outcome));
    QVERIFY((*r)->unshareBytes > 0);
    QVERIFY2(
        lowest >= start / 10, qPrintable(QStringLiteral("free went down to %1, below %2").arg(lowest).arg(start / 10)));
    fill.close();
    QCOMPARE(lab.remount(), QString());
    QVERIFY(factsOf(file) == before);
    QCOMPARE(lab.check(), QString());
}

// Underneath our own points: fiu-run's POSIX wrappers make every call of one libc function fail
// (EIO) in the real binary, `fragscope defrag`, whatever calls it (Qt included). However far it
// gets: the file as it was, nothing left beside it, a message naming the file, a clean checker.
void TestFailPoints::posixCallsFailUnderneath_data()
{
    QTest::addColumn<int>("fs");
    QTest::addColumn<QString>("method");
    QTest::newRow("ext4, MOVE_EXT") << int(FsType::Ext4) << QStringLiteral("auto");
    QTest::newRow("ext4, copy") << int(FsType::Ext4) << QStringLiteral("copy");
    QTest::newRow("xfs, SWAPEXT") << int(FsType::Xfs) << QStringLiteral("auto");
}

void TestFailPoints::posixCallsFailUnderneath()
{
    QFETCH(int, fs);
    QFETCH(QString, method);
    const auto type = FsType(fs);
    if (const QString why = fslab::skipReason(type); !why.isEmpty())
        FSLAB_SKIP(why);
    if (QStandardPaths::findExecutable(QStringLiteral("fiu-run")).isEmpty())
        FSLAB_SKIP("fiu-run is not installed (make test installs fiu-utils)");
    LoopFs lab(type, type == FsType::Ext4 ? 128 : 320);
    QVERIFY2(lab.ok(), qPrintable(lab.error()));
    int failed = 0;
    QStringList failedBy;
    for (const char* call :
        {"posix/io/sync/fsync", "posix/io/rw/pwrite", "posix/io/rw/pread", "posix/io/rw/write", "posix/io/oc/open"}) {
        const QString dir = lab.path(QString::fromLatin1(call).replace(u'/', u'_'));
        QVERIFY(QDir().mkpath(dir));
        const QString name = QStringLiteral("file");
        QVERIFY(fragmentedFile(dir, name, 48, type).isEmpty());
        const QString path = dir + QLatin1Char('/') + name;
        const auto before = factsOf(path);
        QVERIFY(before.has_value());
        QProcess p;
        p.setProcessEnvironment(fslab::fiuRunEnvironment());
        p.start(QStringLiteral("fiu-run"),
            {QStringLiteral("-x"), QStringLiteral("-f"), QString(), QStringLiteral("-c"),
                QStringLiteral("enable name=%1,failinfo=%2").arg(QLatin1String(call)).arg(EIO), fragscopeBin(),
                QStringLiteral("defrag"), QStringLiteral("--method"), method, path});
        QVERIFY(p.waitForFinished(120000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        if (p.exitCode() != 0) {
            ++failed;
            failedBy << QString::fromLatin1(call).section(u'/', -1);
            // A failure says which file (Qt's own start-up failing first names no file of ours).
            QVERIFY2(err.contains(path) || !err.contains(QStringLiteral("fragscope defrag")),
                qPrintable(QLatin1String(call) + QStringLiteral(": ") + err));
        }
        QCOMPARE(entriesOf(dir), QStringList{name});
        QCOMPARE(lab.remount(), QString());
        QVERIFY2(factsOf(path) == before, qPrintable(QLatin1String(call) + QStringLiteral(": the file changed")));
    }
    // Not every engine makes every call (MOVE_EXT neither writes nor preads): some must have failed.
    QVERIFY2(failed >= 2, qPrintable(failedBy.join(u',')));
    QCOMPARE(lab.check(), QString());
    qInfo("%s %s: %d of 5 libc calls made it fail (%s), nothing lost", qPrintable(fslab::fsName(type)),
        qPrintable(method), failed, qPrintable(failedBy.join(QStringLiteral(", "))));
}

void TestFailPoints::cleanupTestCase()
{
    qInfo("failure points tried: %d of %d (ext4 %d, in pieces %d, XFS %d, btrfs %d, copy %d, together %d, owned %d, "
          "save %d)",
        m_tried, kFailPointCount, m_triedBy[Op::Ext4], m_triedBy[Op::Ext4Pieces], m_triedBy[Op::Xfs],
        m_triedBy[Op::Btrfs], m_triedBy[Op::Copy], m_triedBy[Op::Together],
        m_triedBy[Op::Owned] + m_triedBy[Op::OwnedFolder], m_triedBy[Op::Save]);
    // A whole run as root with every file system leaves none out.
    if (m_wholeRuns == 4)
        QCOMPARE(m_tried, kFailPointCount);
}

QTEST_GUILESS_MAIN(TestFailPoints)
#include "tst_failpoints.moc"
