// SPDX-License-Identifier: GPL-3.0-or-later
// The defrag engines where any user can run them: in a scratch directory of the build tree (the
// file system the project sits on), no loop device, no root. A dry run changes nothing; a file in
// one piece is left alone; the copy engine keeps the content and says what it cannot keep; bad
// input and a file open for writing are refused by name; a cancel at once leaves the file as it was.
#include "defrag/defrag.h"
#include "extents/fiemapreader.h"
#include "extents/metrics.h"
#include "fslab.h"
#include "fslabskip.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace fragscope;

namespace {

QByteArray digestOf(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result();
}

struct Stamp
{
    ino_t inode = 0;
    timespec mtime{};
    off_t size = 0;
    bool operator==(const Stamp& o) const
    {
        return inode == o.inode && mtime.tv_sec == o.mtime.tv_sec && mtime.tv_nsec == o.mtime.tv_nsec && size == o.size;
    }
};

Stamp stampOfPath(const QString& path)
{
    struct stat st = {};
    ::stat(QFile::encodeName(path).constData(), &st);
    return Stamp{st.st_ino, st.st_mtim, st.st_size};
}

std::uint64_t fragmentsOfPath(const QString& path)
{
    auto map = readExtents(path, FiemapOptions{.sync = true});
    return map ? countFragments(map->extents) : 0;
}

} // namespace

class TestDefragUnprivileged : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path(const QString& name) const { return m_dir->filePath(name); }

    // A file in pieces as far as this file system lets an ordinary user make one (its path; the
    // error in *error when it could not be made).
    QString fragmentedFile(const QString& name, std::uint64_t* fragments, QString* error)
    {
        const QString file = path(name);
        *error = fslab::interleavedFallocate(file, path(name + QStringLiteral(".partner")), 256, 4096);
        if (!error->isEmpty())
            return {};
        // Content, so the digests mean something (fallocate leaves the blocks unwritten).
        QFile f(file);
        if (!f.open(QIODevice::ReadWrite)) {
            *error = f.errorString();
            return {};
        }
        QByteArray block(4096, '\0');
        for (int i = 0; i < 256; ++i) {
            block.fill(char('a' + i % 26));
            f.write(block);
        }
        f.close();
        *fragments = fragmentsOfPath(file);
        return file;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        m_dir = fslab::scratchDir(QStringLiteral("defrag-unprivileged"), &why);
        if (!m_dir->isValid())
            FSLAB_SKIP(QStringLiteral("no scratch directory with FIEMAP: %1").arg(why));
        qInfo("scratch directory: %s", qPrintable(m_dir->path()));
    }

    void dryRunChangesNothing()
    {
        std::uint64_t fragments = 0;
        QString error;
        const QString file = fragmentedFile(QStringLiteral("dry"), &fragments, &error);
        QVERIFY2(!file.isEmpty(), qPrintable(error));
        const Stamp before = stampOfPath(file);
        const QByteArray content = digestOf(file);
        auto mapBefore = readExtents(file, FiemapOptions{.sync = true});
        QVERIFY(mapBefore);
        for (DefragMethod method : {DefragMethod::Auto, DefragMethod::Copy}) {
            DefragOptions options;
            options.method = method;
            options.dryRun = true;
            std::atomic<bool> cancel{false};
            auto r = defragFile(file, options, cancel);
            if (!r && method == DefragMethod::Auto && r.error().reason.contains(QLatin1String("no in-place")))
                continue; // a file system without an engine: the copy engine still answers
            QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
            QVERIFY(r->dryRun);
            QVERIFY(!r->defragmented);
            QVERIFY(!r->outcome.isEmpty());
        }
        QVERIFY(stampOfPath(file) == before);
        QCOMPARE(digestOf(file), content);
        auto mapAfter = readExtents(file, FiemapOptions{.sync = true});
        QVERIFY(mapAfter);
        QVERIFY(mapAfter->sameLayout(*mapBefore));
    }

    void onePieceLeftAlone()
    {
        const QString file = path(QStringLiteral("whole"));
        QVERIFY(fslab::writeSequential(file, 256 << 10).isEmpty());
        if (fragmentsOfPath(file) != 1)
            QSKIP("this file system wrote 256 KiB in more than one piece");
        const Stamp before = stampOfPath(file);
        std::atomic<bool> cancel{false};
        for (DefragMethod method : {DefragMethod::Auto, DefragMethod::Copy}) {
            DefragOptions options;
            options.method = method;
            auto r = defragFile(file, options, cancel);
            if (!r && method == DefragMethod::Auto)
                continue; // no in-place engine here
            QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
            QVERIFY(!r->defragmented);
            QVERIFY2(r->outcome.contains(QLatin1String("already in one piece")), qPrintable(r->outcome));
            QCOMPARE(r->expectedFragments, std::uint64_t(1));
        }
        QVERIFY(stampOfPath(file) == before);
    }

    void copyEngineKeepsTheContent()
    {
        std::uint64_t fragments = 0;
        QString error;
        const QString file = fragmentedFile(QStringLiteral("copy"), &fragments, &error);
        QVERIFY2(!file.isEmpty(), qPrintable(error));
        if (fragments < 2)
            QSKIP("this file system gave an ordinary user's interleaved file a single piece");
        QVERIFY(::chmod(QFile::encodeName(file).constData(), 0640) == 0);
        const QStringList namesBefore
            = QDir(m_dir->path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        const Stamp before = stampOfPath(file);
        const QByteArray content = digestOf(file);
        DefragOptions options;
        options.method = DefragMethod::Copy;
        std::atomic<bool> cancel{false};
        auto r = defragFile(file, options, cancel);
        QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
        QCOMPARE(digestOf(file), content);
        QCOMPARE(QFileInfo(file).size(), qint64(before.size));
        struct stat st = {};
        QVERIFY(::stat(QFile::encodeName(file).constData(), &st) == 0);
        QCOMPARE(st.st_mode & 07777, mode_t(0640)); // the mode is kept
        qInfo("copy engine: %llu fragments before; %s", qulonglong(fragments), qPrintable(r->outcome));
        if (r->defragmented) {
            // A new copy exchanged by name: the inode changed, the modification time did not.
            const Stamp after = stampOfPath(file);
            QVERIFY(after.inode != before.inode);
            QCOMPARE(after.mtime.tv_sec, before.mtime.tv_sec);
            QCOMPARE(after.mtime.tv_nsec, before.mtime.tv_nsec);
            QVERIFY(r->after.inspection.report.fragments < fragments);
            QVERIFY(r->stateBefore.digested && r->stateBefore.digest == r->stateAfter.digest);
        } else {
            QVERIFY2(r->outcome.contains(QLatin1String("no improvement")), qPrintable(r->outcome));
            QVERIFY(stampOfPath(file) == before);
        }
        // Nothing left beside it: no temporary copy under any name.
        QCOMPARE(QDir(m_dir->path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), namesBefore);
    }

    void refusalsNameTheFile()
    {
        std::atomic<bool> cancel{false};
        const QString missing = path(QStringLiteral("missing"));
        auto r = defragFile(missing, DefragOptions{}, cancel);
        QVERIFY(!r);
        QVERIFY2(r.error().message().contains(missing), qPrintable(r.error().message()));
        auto dir = defragFile(m_dir->path(), DefragOptions{}, cancel);
        QVERIFY(!dir);
        QVERIFY2(dir.error().message().contains(m_dir->path()), qPrintable(dir.error().message()));

        // Open for writing by another program: the copy engine will not copy it.
        std::uint64_t fragments = 0;
        QString error;
        const QString file = fragmentedFile(QStringLiteral("open"), &fragments, &error);
        QVERIFY2(!file.isEmpty(), qPrintable(error));
        const Stamp before = stampOfPath(file);
        const int writer = ::open(QFile::encodeName(file).constData(), O_WRONLY | O_CLOEXEC);
        QVERIFY(writer >= 0);
        DefragOptions copy;
        copy.method = DefragMethod::Copy;
        auto open = defragFile(file, copy, cancel);
        ::close(writer);
        if (fragments >= 2) {
            QVERIFY(!open);
            QVERIFY2(
                open.error().message().contains(QLatin1String("open for writing")), qPrintable(open.error().message()));
        }
        QVERIFY(stampOfPath(file) == before);
    }

    // A symbolic link given as the file: refused by every method, dry run or not, before anything is
    // written; the link stays a link to the same file, and that file is untouched (issue 47: the copy
    // engine put a regular file in the link's place).
    void symlinkIsNeverFollowed()
    {
        std::uint64_t fragments = 0;
        QString error;
        const QString file = fragmentedFile(QStringLiteral("linked"), &fragments, &error);
        QVERIFY2(!file.isEmpty(), qPrintable(error));
        const QString link = path(QStringLiteral("link"));
        QVERIFY(::symlink(QFile::encodeName(file).constData(), QFile::encodeName(link).constData()) == 0);
        const Stamp before = stampOfPath(file);
        const QByteArray content = digestOf(file);
        std::atomic<bool> cancel{false};
        for (const DefragMethod method : {DefragMethod::Auto, DefragMethod::Copy}) {
            for (const bool dryRun : {true, false}) {
                DefragOptions options;
                options.method = method;
                options.dryRun = dryRun;
                auto r = defragFile(link, options, cancel);
                QVERIFY(!r);
                QCOMPARE(r.error().path, link);
                QVERIFY2(r.error().reason.contains(QLatin1String("symbolic link")), qPrintable(r.error().message()));
                QVERIFY2(r.error().reason.contains(file), qPrintable(r.error().message()));
                QCOMPARE(QFile::symLinkTarget(link), file);
                QVERIFY(stampOfPath(file) == before);
            }
        }
        QCOMPARE(digestOf(file), content);
        // A dangling link says the same, and so does a link to a directory.
        const QString dangling = path(QStringLiteral("dangling"));
        QVERIFY(::symlink("nothing-here", QFile::encodeName(dangling).constData()) == 0);
        const QString toDir = path(QStringLiteral("to-dir"));
        QVERIFY(::symlink(QFile::encodeName(m_dir->path()).constData(), QFile::encodeName(toDir).constData()) == 0);
        for (const QString& l : {dangling, toDir}) {
            auto r = defragFile(l, DefragOptions{}, cancel);
            QVERIFY(!r);
            QVERIFY2(r.error().reason.contains(QLatin1String("symbolic link")), qPrintable(r.error().message()));
            QVERIFY(QFileInfo(l).isSymLink());
        }
        for (const QString& l : {link, dangling, toDir})
            QVERIFY(QFile::remove(l));
    }

    void cancelAtOnceLeavesTheFile()
    {
        std::uint64_t fragments = 0;
        QString error;
        const QString file = fragmentedFile(QStringLiteral("cancel"), &fragments, &error);
        QVERIFY2(!file.isEmpty(), qPrintable(error));
        if (fragments < 2)
            QSKIP("this file system gave an ordinary user's interleaved file a single piece");
        const Stamp before = stampOfPath(file);
        const QByteArray content = digestOf(file);
        DefragOptions options;
        options.method = DefragMethod::Copy;
        std::atomic<bool> cancel{true};
        auto r = defragFile(file, options, cancel);
        QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
        QVERIFY(r->cancelled || !r->defragmented);
        QVERIFY(!r->defragmented);
        QVERIFY(stampOfPath(file) == before);
        QCOMPARE(digestOf(file), content);
    }
};

QTEST_GUILESS_MAIN(TestDefragUnprivileged)
#include "tst_defragunprivileged.moc"
