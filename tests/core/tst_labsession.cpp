// SPDX-License-Identifier: GPL-3.0-or-later
// The lab experiment a step at a time, in two temporary directories (no root needed): the order
// the steps may run in, re-running a read, starting over, pause, cancel, and that the test files
// are the only files touched and are gone at the end.
#include "fslabskip.h"
#include "lab/experiment.h"

#include "report/labfigures.h"
#include "util/path.h"

#include "fslab.h"
#include "testpaths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <map>
#include <thread>

using namespace fragscope;

namespace {

LabSettings small()
{
    LabSettings s;
    s.fileBytes = 8ULL << 20;
    s.writeBytes = 4096;
    s.writeTotalBytes = 1ULL << 20; // 256 writes
    s.readRepetitions = 1;
    return s;
}

QStringList labFiles(const QString& dir)
{
    return QDir(dir).entryList({QStringLiteral("fragscope-lab.*")}, QDir::Files | QDir::Hidden);
}

// Every entry under `dir` (links as links) with its content's digest and modification time.
QStringList treeState(const QString& dir)
{
    QStringList out;
    QDirIterator it(
        dir, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        const QFileInfo f = it.fileInfo();
        QByteArray digest;
        if (f.isFile() && !f.isSymLink()) {
            QFile file(f.filePath());
            if (file.open(QIODevice::ReadOnly))
                digest = QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
        }
        out << QStringLiteral("%1 %2 %3 %4")
                   .arg(f.filePath(), f.isSymLink() ? f.symLinkTarget() : QString(), QString::fromLatin1(digest))
                   .arg(f.lastModified().toMSecsSinceEpoch());
    }
    out.sort();
    return out;
}

QStringList labLeftovers(const QString& dir)
{
    return QDir(dir).entryList({QStringLiteral("fragscope-lab*")}, QDir::AllEntries | QDir::Hidden);
}

} // namespace

class TestLabSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void stepByStep();
    void startOver();
    void pauseHoldsTheWrites();
    void cancelledWrites();
    void keptFiles();
    void copyTreeFromFolder();
    void treeOfKeepsNameBytes();
    void killedCopyLeftoversRemoved();

private:
    QTemporaryDir m_cache;
    std::unique_ptr<QTemporaryDir> m_a;
    std::unique_ptr<QTemporaryDir> m_b;
    std::atomic<bool> m_cancel{false};
    std::atomic<bool> m_pause{false};
};

void TestLabSession::initTestCase()
{
    qputenv("XDG_CACHE_HOME", QFile::encodeName(m_cache.path())); // the registry of files made
}

void TestLabSession::init()
{
    QString why;
    m_a = fslab::scratchDir(QStringLiteral("lab-a"), &why); // the lab maps its files: FIEMAP needed
    m_b = fslab::scratchDir(QStringLiteral("lab-b"), &why);
    if (!m_a->isValid() || !m_b->isValid())
        FSLAB_SKIP(why);
    QFile other(m_a->filePath(QStringLiteral("someone-elses.txt")));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("left alone\n");
    m_cancel = false;
    m_pause = false;
}

void TestLabSession::stepByStep()
{
    auto started = LabSession::start({m_a->path(), m_b->path()}, small());
    QVERIFY2(started, started ? "" : qPrintable(started.error().message()));
    LabSession& lab = **started;
    const LabControl control{m_cancel, m_pause};
    QCOMPARE(lab.steps().size(), std::size_t(4)); // no defrag asked for
    QCOMPARE(lab.next(), LabStep::Create);
    QVERIFY(!lab.canRun(LabStep::Writes));              // the file is not written yet
    QVERIFY(!lab.canRun(LabStep::Defrag));              // not part of this experiment
    QVERIFY(!lab.runStep(LabStep::ReadAfter, control)); // refused, nothing ran
    QVERIFY(!lab.result().targets[0].created.read.has_value());

    QVERIFY(lab.runStep(LabStep::Create, control));
    for (const LabTarget& t : lab.result().targets)
        QCOMPARE(QFileInfo(t.file).size(), qint64(small().fileBytes));
    QCOMPARE(lab.next(), LabStep::ReadBefore);
    QVERIFY(lab.runStep(LabStep::ReadBefore, control));
    QVERIFY(lab.result().targets[1].created.read.has_value());
    QCOMPARE(lab.result().targets[1].created.snapshot.inspection.map.fileSize, small().fileBytes);
    // A read may run again while the file is as the step before left it.
    QVERIFY(lab.canRun(LabStep::ReadBefore));
    QVERIFY(lab.runStep(LabStep::ReadBefore, control));
    QCOMPARE(lab.next(), LabStep::Writes);

    // Every map of one file has its twin from the other after the same number of writes.
    std::map<int, std::vector<std::uint64_t>> reported;
    QVERIFY(lab.runStep(LabStep::Writes, control, [&](const LabProgress& p) {
        if (p.map)
            reported[p.target].push_back(p.done);
    }));
    QCOMPARE(reported[0], reported[1]);
    QVERIFY(!reported[0].empty());
    QCOMPARE(reported[0].back(), small().writes());
    for (const LabTarget& t : lab.result().targets) {
        QVERIFY2(t.error.isEmpty(), qPrintable(t.error));
        QCOMPARE(t.writesDone, small().writes());
        QVERIFY(t.writeSeconds > 0);
        QCOMPARE(QFileInfo(t.file).size(), qint64(small().fileBytes)); // overwrites, no growth
    }
    // The file has changed: the read "before" and the writes cannot be repeated on it.
    QVERIFY(!lab.canRun(LabStep::ReadBefore));
    QVERIFY(!lab.canRun(LabStep::Writes));
    QVERIFY(lab.runStep(LabStep::ReadAfter, control));
    QCOMPARE(lab.next(), LabStep::Done);
    QVERIFY(lab.result().targets[0].afterWrites.read.has_value());

    const QStringList files{lab.result().targets[0].file, lab.result().targets[1].file};
    lab.finish();
    for (const QString& f : files)
        QVERIFY2(!QFileInfo::exists(f), qPrintable(f));
    QVERIFY(!lab.canRun(LabStep::Create));
    QVERIFY(QFileInfo::exists(m_a->filePath(QStringLiteral("someone-elses.txt"))));
}

void TestLabSession::startOver()
{
    auto started = LabSession::start({m_a->path()}, small());
    QVERIFY(started);
    LabSession& lab = **started;
    const LabControl control{m_cancel, m_pause};
    for (LabStep step : {LabStep::Create, LabStep::ReadBefore, LabStep::Writes})
        QVERIFY(lab.runStep(step, control));
    QCOMPARE(lab.result().targets[0].writesDone, small().writes());
    // Writing the file again starts the experiment over: no stage is left from before.
    QVERIFY(lab.canRun(LabStep::Create));
    QVERIFY(lab.runStep(LabStep::Create, control));
    const LabTarget& t = lab.result().targets[0];
    QCOMPARE(t.writesDone, std::uint64_t(0));
    QVERIFY(!t.created.read.has_value());
    QCOMPARE(lab.next(), LabStep::ReadBefore);
    QVERIFY(!lab.hasRun(LabStep::Writes));
    QCOMPARE(QFileInfo(t.file).size(), qint64(small().fileBytes));
}

void TestLabSession::pauseHoldsTheWrites()
{
    auto started = LabSession::start({m_a->path(), m_b->path()}, small());
    QVERIFY(started);
    LabSession& lab = **started;
    const LabControl control{m_cancel, m_pause};
    QVERIFY(lab.runStep(LabStep::Create, control));
    m_pause = true;
    std::atomic<bool> finished{false};
    bool ok = false;
    double wall = 0;
    std::thread worker([&] {
        QElapsedTimer clock;
        clock.start();
        ok = lab.runStep(LabStep::Writes, control);
        wall = double(clock.nsecsElapsed()) / 1e9;
        finished = true;
    });
    QThread::msleep(400);
    const bool heldWhilePaused = !finished.load();
    m_pause = false;
    worker.join();
    QVERIFY(heldWhilePaused);
    QVERIFY(ok);
    for (const LabTarget& t : lab.result().targets) {
        QCOMPARE(t.writesDone, small().writes());
        QVERIFY2(t.writeSeconds < wall - 0.3, // the pause is not counted as writing
            qPrintable(QStringLiteral("%1 s writing in %2 s").arg(t.writeSeconds).arg(wall)));
    }
}

void TestLabSession::cancelledWrites()
{
    LabSettings s = small();
    s.fileBytes = s.writeTotalBytes = 32ULL << 20; // 8,192 writes with fsync: far longer than 250 ms
    auto started = LabSession::start({m_a->path(), m_b->path()}, s);
    QVERIFY(started);
    LabSession& lab = **started;
    const LabControl control{m_cancel, m_pause};
    QVERIFY(lab.runStep(LabStep::Create, control));
    QVERIFY(lab.runStep(LabStep::ReadBefore, control));
    // Cancelled at the first map, about 250 ms in after some writes: the step did not run, and the half-written file
    // allows only writing it again.
    std::uint64_t seen = 0;
    QVERIFY(!lab.runStep(LabStep::Writes, control, [&](const LabProgress& p) {
        seen = p.done;
        m_cancel = true;
    }));
    QVERIFY(lab.result().cancelled);
    QVERIFY(seen > 0);
    QVERIFY(lab.result().targets[0].writesDone < s.writes());
    // Side by side: when the first map came, both files had taken the same number of writes.
    QCOMPARE(lab.result().targets[1].writesDone, lab.result().targets[0].writesDone);
    QCOMPARE(lab.result().targets[0].writesDone, seen);
    QVERIFY(!lab.hasRun(LabStep::Writes));
    QCOMPARE(lab.next(), LabStep::Create);
    QVERIFY(!lab.canRun(LabStep::Writes));
    QVERIFY(!lab.canRun(LabStep::ReadAfter));
    m_cancel = false;
    QVERIFY(lab.runStep(LabStep::Create, control));
    QVERIFY(!lab.result().cancelled);
    QCOMPARE(lab.next(), LabStep::ReadBefore);
}

void TestLabSession::keptFiles()
{
    LabSettings s = small();
    s.keepFiles = true;
    QString file;
    {
        auto started = LabSession::start({m_a->path()}, s);
        QVERIFY(started);
        const LabControl control{m_cancel, m_pause};
        QVERIFY((*started)->runStep(LabStep::Create, control));
        file = (*started)->result().targets[0].file;
    }
    QVERIFY(QFileInfo::exists(file));
    QCOMPARE(QFileInfo(file).size(), qint64(s.fileBytes));
    QVERIFY(QFile::remove(file));

    s.keepFiles = false;
    {
        auto started = LabSession::start({m_a->path()}, s);
        QVERIFY(started);
        QCOMPARE(labFiles(m_a->path()).size(), 1);
    } // ended without running a step: the empty file goes too
    QVERIFY(labFiles(m_a->path()).isEmpty());
}

// copy-tools with the tree of a folder the user picked: its regular files are written onto A (links
// left out), copied to B by every installed tool in two rounds, defragmented and copied again; the
// folder itself is only read, and nothing of the tree or the copies is left.
void TestLabSession::copyTreeFromFolder()
{
    QTemporaryDir source;
    QVERIFY(QDir(source.path()).mkpath(QStringLiteral("src/lib")));
    const std::pair<const char*, int> files[]
        = {{"README", 3000}, {"src/main.c", 20000}, {"src/lib/a.c", 70000}, {"src/lib/empty", 0}, {".hidden", 5000}};
    for (const auto& [name, bytes] : files)
        QVERIFY(fslab::writeSequential(source.filePath(QLatin1String(name)), std::uint64_t(bytes)).isEmpty());
    QVERIFY(QFile::link(source.filePath(QStringLiteral("README")), source.filePath(QStringLiteral("link"))));
    const QStringList before = treeState(source.path());

    LabSettings s = LabSettings::quickCopyTools();
    s.copySource = source.path();
    s.readRepetitions = 2;
    const std::atomic<bool> cancel{false};
    const auto r = runLab({m_a->path(), m_b->path()}, s, cancel);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    for (const LabTarget& t : r->targets)
        QVERIFY2(t.error.isEmpty(), qPrintable(t.error));
    QCOMPARE(r->treeFiles, std::uint64_t(5));
    QCOMPARE(r->treeBytes, std::uint64_t(3000 + 20000 + 70000 + 5000));
    QVERIFY(!r->copies.empty());
    for (const ToolCopy& c : r->copies) {
        const auto b = labCopyFigures(c.before, r->treeBytes);
        const auto a = labCopyFigures(c.after, r->treeBytes);
        QVERIFY2(b && a, qPrintable(c.tool));
        QCOMPARE(b->rate.count, 2); // a run a round
        QCOMPARE(a->rate.count, 2);
        QVERIFY(labCopyLine(c, r->treeBytes).contains(c.tool));
    }
    QCOMPARE(treeState(source.path()), before);
    QVERIFY2(labLeftovers(m_a->path()).isEmpty(), qPrintable(labLeftovers(m_a->path()).join(u' ')));
    QVERIFY2(labLeftovers(m_b->path()).isEmpty(), qPrintable(labLeftovers(m_b->path()).join(u' ')));

    // A folder that cannot make a tree is refused up front, by name.
    s.copySource = source.filePath(QStringLiteral("no-such-folder"));
    const auto refused = runLab({m_a->path(), m_b->path()}, s, cancel);
    QVERIFY(!refused);
    QCOMPARE(refused.error().path, s.copySource);
}

// The tree of a folder whose names are not UTF-8 (with a newline, a leading dash): each file found
// by its bytes, its size read, nothing refused as unreadable.
void TestLabSession::treeOfKeepsNameBytes()
{
    QTemporaryDir source;
    const QByteArray folder = QFile::encodeName(source.path()) + "/dir\xe9";
    const QByteArray file = folder + "/-bad\xff\xfe\nname";
    QCOMPARE(::mkdir(folder.constData(), 0755), 0);
    const int fd = ::open(file.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    QVERIFY(fd >= 0);
    QCOMPARE(::write(fd, "0123456789", 10), ssize_t(10));
    ::close(fd);
    const auto plan = treeOf(source.path());
    ::unlink(file.constData());
    ::rmdir(folder.constData());
    QVERIFY2(plan, plan ? "" : qPrintable(plan.error().message()));
    QCOMPARE(plan->files.size(), std::size_t(1));
    QCOMPARE(pathBytes(plan->files.front().relative), QByteArray("dir\xe9/-bad\xff\xfe\nname"));
    QCOMPARE(plan->files.front().size, std::uint64_t(10));
    QCOMPARE(pathBytes(plan->files.front().source), file);
}

// A lab run killed while it copies leaves its tree on A and a copy on B; the next start removes both
// (folders it made, by the registry) and nothing else.
void TestLabSession::killedCopyLeftoversRemoved()
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CACHE_HOME"), m_cache.path());
    p.setProcessEnvironment(env);
    p.start(fragscopeBin(),
        {QStringLiteral("lab"), QStringLiteral("--experiment"), QStringLiteral("copy-tools"), QStringLiteral("--files"),
            QStringLiteral("400"), m_a->path(), m_b->path()});
    QVERIFY(p.waitForStarted());
    QElapsedTimer waited;
    waited.start();
    const auto named = [](const QString& dir, const QString& pattern) {
        return QDir(dir).entryList({pattern}, QDir::AllEntries | QDir::Hidden);
    };
    const QString copies = QStringLiteral("fragscope-lab-copy.*");
    while (named(m_b->path(), copies).isEmpty() && p.state() == QProcess::Running && waited.elapsed() < 120000)
        QThread::msleep(5);
    QVERIFY2(!named(m_b->path(), copies).isEmpty(), "the copy to B never began");
    p.kill(); // SIGKILL: no chance to clean up
    QVERIFY(p.waitForFinished());
    QCOMPARE(named(m_a->path(), QStringLiteral("fragscope-lab-tree.*")).size(), 1); // the tree
    QVERIFY(!named(m_b->path(), copies).isEmpty());                                 // the copy begun

    // The copy tool the killed run started may write on for a moment: its folder goes once it ends.
    QStringList removed;
    QTRY_VERIFY_WITH_TIMEOUT(
        (removed += OwnedFiles::removeStale(m_cache.filePath(QStringLiteral("fragscope/bench-files"))),
            removed.size() >= 2),
        60000);
    QVERIFY2(labLeftovers(m_a->path()).isEmpty(), qPrintable(labLeftovers(m_a->path()).join(u' ')));
    QVERIFY2(labLeftovers(m_b->path()).isEmpty(), qPrintable(labLeftovers(m_b->path()).join(u' ')));
    QVERIFY(QFileInfo::exists(m_a->filePath(QStringLiteral("someone-elses.txt"))));
}

QTEST_GUILESS_MAIN(TestLabSession)
#include "tst_labsession.moc"
