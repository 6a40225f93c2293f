// SPDX-License-Identifier: GPL-3.0-or-later
// The registry of files a run made: what a killed run left is removed by the next start, and
// nothing else.
#include "io/ownedfiles.h"
#include "util/path.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace fragscope;

class TestOwnedFiles : public QObject
{
    Q_OBJECT

private slots:
    void killedBeforeTheMark();
    void othersLeftAlone();
    void aLiveRunsFileAtADeadRunsName();

private:
    // A registry line for `path` as a run lists it before making it (device and inode 0), by a
    // process that has ended.
    static QByteArray pendingLine(const QString& path);
    static void writeRegistry(const QString& registry, const QList<QByteArray>& lines);
};

QByteArray TestOwnedFiles::pendingLine(const QString& path)
{
    static const qint64 gone = [] {
        QProcess p;
        p.start(QStringLiteral("true"), {});
        p.waitForFinished();
        return p.processId() > 0 ? p.processId() : qint64(4194303);
    }();
    return QByteArray::number(gone) + " 1 0 0 " + pathBytes(path).toPercentEncoding("/");
}

void TestOwnedFiles::writeRegistry(const QString& registry, const QList<QByteArray>& lines)
{
    QFile f(registry);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    for (const QByteArray& line : lines)
        f.write(line + '\n');
}

// A run killed after making a folder or file but before marking it leaves it unmarked and empty:
// the next start removes it (the lab's copy folder was once left behind this way).
void TestOwnedFiles::killedBeforeTheMark()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString registry = dir.filePath(QStringLiteral("registry"));
    const QString folder = dir.filePath(QStringLiteral("fragscope-lab-copy.1.tar"));
    const QString file = dir.filePath(QStringLiteral("fragscope-bench.1.0"));
    QVERIFY(QDir().mkdir(folder));
    QFile made(file);
    QVERIFY(made.open(QIODevice::WriteOnly));
    made.close();
    writeRegistry(registry, {pendingLine(folder), pendingLine(file)});

    QStringList removed = OwnedFiles::removeStale(registry);
    removed.sort();
    QCOMPARE(removed, (QStringList{file, folder}));
    QVERIFY(!QFileInfo::exists(folder));
    QVERIFY(!QFileInfo::exists(file));
    QFile reg(registry);
    QVERIFY(reg.open(QIODevice::ReadOnly));
    QVERIFY(reg.readAll().trimmed().isEmpty()); // nothing more to do
}

// An unmarked name listed as pending that holds something is not provably ours: it stays, with
// every byte in it, and so do a file with another name and whatever is not a file or folder.
void TestOwnedFiles::othersLeftAlone()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString registry = dir.filePath(QStringLiteral("registry"));
    const QString folder = dir.filePath(QStringLiteral("full-folder"));
    const QString file = dir.filePath(QStringLiteral("full-file"));
    const QString linked = dir.filePath(QStringLiteral("empty-with-two-names"));
    const QString link = dir.filePath(QStringLiteral("a-link"));
    QVERIFY(QDir().mkdir(folder));
    QFile inside(folder + QStringLiteral("/data"));
    QVERIFY(inside.open(QIODevice::WriteOnly));
    inside.write("someone's\n");
    inside.close();
    QFile full(file);
    QVERIFY(full.open(QIODevice::WriteOnly));
    full.write("someone's\n");
    full.close();
    QFile empty(linked);
    QVERIFY(empty.open(QIODevice::WriteOnly));
    empty.close();
    QVERIFY(QFile::link(linked, link));
    QVERIFY(::link(pathBytes(linked).constData(), pathBytes(linked + QStringLiteral(".2")).constData()) == 0);
    writeRegistry(registry, {pendingLine(folder), pendingLine(file), pendingLine(linked), pendingLine(link)});

    QCOMPARE(OwnedFiles::removeStale(registry), QStringList());
    QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList{QStringLiteral("data")});
    QCOMPARE(QFileInfo(file).size(), qint64(10));
    QVERIFY(QFileInfo::exists(linked));
    QVERIFY(QFileInfo(link).isSymLink());
}

// A run that died before making its file left the name listed as pending; a live run made a file of
// that name since, marked as its own. The sweep of the dead run's entries leaves it alone (it took
// any marked file at a pending name: the live run's file was removed under it).
void TestOwnedFiles::aLiveRunsFileAtADeadRunsName()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString registry = dir.filePath(QStringLiteral("registry"));
    const QString file = dir.filePath(QStringLiteral("fragscope-bench.1.0"));
    writeRegistry(registry, {pendingLine(file)});
    OwnedFiles live(registry);
    QVERIFY(live.create(file));
    QFile data(file);
    QVERIFY(data.open(QIODevice::WriteOnly));
    data.write("the live run's\n");
    data.close();
    if (!OwnedFiles::isMarked(file))
        QSKIP("the temporary directory's file system keeps no user xattrs: the mark is the point here");
    QCOMPARE(OwnedFiles::removeStale(registry), QStringList());
    QCOMPARE(QFileInfo(file).size(), qint64(15));
    // The live run's own entry is still there: it removes the file when it is done.
    live.removeAll();
    QVERIFY(!QFileInfo::exists(file));
}

QTEST_GUILESS_MAIN(TestOwnedFiles)
#include "tst_ownedfiles.moc"
