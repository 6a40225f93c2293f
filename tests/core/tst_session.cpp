// SPDX-License-Identifier: GPL-3.0-or-later
// Sessions: every kind the window keeps goes into one file and comes back equal; a truncated,
// damaged, newer or foreign file opens nothing; saving replaces the file whole or not at all, also
// when the saving process is killed.
#include "bench/results/resultjson.h"
#include "model/profile.h"
#include "report/labreport.h"
#include "report/mapjson.h"
#include "report/session.h"
#include "survey/scanner.h"
#include "testpaths.h"
#include "util/path.h"
#include "util/savefile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace fragscope;

namespace {

Snapshot snapshotOf(const QString& label, std::uint64_t where)
{
    Snapshot s;
    s.label = label;
    ExtentMap& m = s.inspection.map;
    m.path = QStringLiteral("/data/file");
    m.fileSize = 12 * 4096;
    m.blockSize = 4096;
    m.extents = {Extent{0, where, 4 * 4096, 0}, Extent{4 * 4096, where + (64 << 20), 8 * 4096, 1}};
    s.inspection.fs.typeName = QStringLiteral("ext4");
    s.inspection.fs.blockSize = 4096;
    s.inspection.takenAt = QDateTime::fromString(QStringLiteral("2026-12-01T10:00:00.000Z"), Qt::ISODateWithMs);
    s.inspection.report = computeFragReport(m, 0);
    return s;
}

BenchResult benchOf(const QString& title, std::uint64_t bytes)
{
    BenchResult r;
    r.title = title;
    r.origin = QStringLiteral("fragscope");
    JobSpec job;
    job.name = QStringLiteral("seq");
    r.jobs.push_back(job);
    JobRun run;
    run.job = job.name;
    run.read.ioBytes = bytes;
    run.read.ios = bytes / 4096;
    run.read.runtimeUs = 1'000'000;
    run.read.clat.samples = run.read.ios; // as a run has: a latency per I/O
    run.read.clat.minNs = 500;
    run.read.clat.maxNs = 2000;
    run.read.clat.meanNs = 1000;
    run.read.lat = run.read.clat;
    run.runtimeUs = 1'000'000;
    r.runs.push_back(run);
    BenchSample sample;
    sample.seconds = 0.5;
    sample.readBandwidth = double(bytes);
    r.series.push_back(sample);
    r.context.time = QDateTime::fromString(QStringLiteral("2026-12-01T10:00:00.000Z"), Qt::ISODateWithMs);
    return r;
}

LabResult labOf()
{
    LabResult r;
    r.startedAt = QDateTime::fromString(QStringLiteral("2026-12-01T10:00:00.000Z"), Qt::ISODateWithMs);
    r.finishedAt = r.startedAt.addSecs(30);
    LabTarget t;
    t.directory = QStringLiteral("/mnt/btrfs");
    t.file = QStringLiteral("/mnt/btrfs/f");
    t.created.snapshot = snapshotOf(QStringLiteral("written sequentially"), 1 << 20);
    t.afterWrites.snapshot = snapshotOf(QStringLiteral("after the random writes"), 9 << 20);
    t.afterWrites.read = Spread{100e6, 101e6, 90e6, 110e6, 5e6, 3};
    t.writesDone = 16384;
    r.targets.push_back(t);
    // Priced on a measured disk, as `fragscope lab` prices on the disk under its directories: the
    // profile goes with the run.
    auto profile = readProfileFile(sourcePath(QStringLiteral("tests/data/profiles/throttled-40mbs-150iops.json")));
    if (profile)
        r.settings.hdd.measured = std::make_shared<const DeviceProfile>(std::move(*profile));
    return r;
}

QByteArray part(const QJsonObject& o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    SessionContent everything()
    {
        SessionContent c;
        // A name that is not UTF-8 (and holds a newline) comes back as the same bytes.
        c.inspectedFiles = {QStringLiteral("/data/a"), pathFromBytes("/data/bad\xff\xfe\nname")};
        c.recordedLayouts = {QStringLiteral(":/recorded/cow-btrfs.json")};
        c.snapshots.push_back({snapshotOf(QStringLiteral("before"), 1 << 20), Spread{50e6, 50e6, 49e6, 51e6, 1e6, 3}});
        c.snapshots.push_back({snapshotOf(QStringLiteral("after"), 5 << 20), std::nullopt});
        c.benchResults = {benchOf(QStringLiteral("one"), 100 << 20), benchOf(QStringLiteral("two"), 200 << 20)};
        c.labRuns = {labOf()};
        // A real survey of a small tree (unprivileged: FIEMAP of our own files).
        const QString tree = m_dir.filePath(QStringLiteral("tree"));
        QDir().mkpath(tree + QStringLiteral("/sub"));
        for (int i = 0; i < 5; ++i) {
            QFile f(tree + (i % 2 ? QStringLiteral("/sub/f%1") : QStringLiteral("/f%1")).arg(i));
            f.open(QIODevice::WriteOnly);
            f.write(QByteArray(8192 * (i + 1), char('a' + i)));
        }
        ScanOptions options;
        options.roots = {tree};
        ScanOutcome outcome;
        auto survey = std::make_shared<Survey>(runSurvey(options, &outcome));
        // Two files sharing one extent (a reflinked copy): their references are saved, so that the
        // extent still counts once when the survey is opened again.
        SurveyBatch shared;
        SurveyFile g;
        g.size = g.allocated = g.sharedBytes = g.diskBytes = g.uncompressedBytes = g.referencedBytes = 1 << 20;
        g.physicalRuns = 1;
        g.mapped = g.refsKept = true;
        // ... in a btrfs subvolume, which comes back by its id.
        g.subvolume = std::uint32_t(std::max<std::size_t>(1, survey->subvolumes.size()));
        shared.subvolumes.emplace_back(g.subvolume, SurveySubvolume{257, QByteArray("/data/vol")});
        g.name = "original";
        shared.files.push_back(g);
        g.name = "copy";
        shared.files.push_back(g);
        const ExtentRef whole{1ULL << 30, 1 << 20, 1 << 20, 0, 1 << 20};
        shared.sharedRefs = {SharedRef{0, whole}, SharedRef{1, whole}};
        survey->add(std::move(shared));
        c.surveys.push_back({survey, std::nullopt, QStringLiteral("not asked"), {}});
        return c;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Saved and opened again, each part is what its own file would be, figure for figure.
    void everyKindComesBackEqual()
    {
        const SessionContent c = everything();
        QCOMPARE(c.surveys.front().survey->files.size(), std::size_t(7));
        // Saved under a name that is not UTF-8 either.
        const QString path = m_dir.filePath(pathFromBytes("all\xe9.json"));
        QVERIFY(saveSession(c, path));
        auto back = loadSession(path);
        QCOMPARE(::unlink(pathBytes(path).constData()), 0);
        QVERIFY2(back, back ? "" : qPrintable(back.error().message()));
        QCOMPARE(back->inspectedFiles, c.inspectedFiles);
        QCOMPARE(pathBytes(back->inspectedFiles.at(1)), QByteArray("/data/bad\xff\xfe\nname"));
        QCOMPARE(back->recordedLayouts, c.recordedLayouts);
        QCOMPARE(back->snapshots.size(), c.snapshots.size());
        for (std::size_t i = 0; i < c.snapshots.size(); ++i) {
            QCOMPARE(part(toJson(back->snapshots[i].snapshot)), part(toJson(c.snapshots[i].snapshot)));
            QCOMPARE(back->snapshots[i].read.has_value(), c.snapshots[i].read.has_value());
        }
        QCOMPARE(back->snapshots[0].read->median, 50e6);
        QCOMPARE(back->benchResults.size(), std::size_t(2));
        for (std::size_t i = 0; i < 2; ++i)
            QCOMPARE(part(toJson(back->benchResults[i])), part(toJson(c.benchResults[i])));
        QCOMPARE(back->benchResults[1].series.size(), std::size_t(1)); // the plot comes back
        QCOMPARE(back->labRuns.size(), std::size_t(1));
        QCOMPARE(part(labToJson(back->labRuns[0])), part(labToJson(c.labRuns[0])));
        QVERIFY(c.labRuns[0].settings.hdd.measured && back->labRuns[0].settings.hdd.measured);
        QCOMPARE(back->labRuns[0].settings.hdd.measured->device, c.labRuns[0].settings.hdd.measured->device);
        QCOMPARE(back->surveys.size(), std::size_t(1));
        const auto surveyBytes = [](const SessionSurvey& s) {
            SurveyReportInput in;
            in.survey = s.survey.get();
            in.files = rankFiles(*s.survey, SurveySort::Fragments);
            in.freeSpaceUnavailable = s.freeSpaceUnavailable;
            return surveyJson(in);
        };
        QCOMPARE(surveyBytes(back->surveys[0]), surveyBytes(c.surveys[0]));
        QCOMPARE(back->surveys[0].freeSpaceUnavailable, QStringLiteral("not asked"));
        const Survey& again = *back->surveys[0].survey;
        QCOMPARE(again.sharedRefs.size(), std::size_t(2));
        const auto copy = std::find_if(
            again.files.begin(), again.files.end(), [](const SurveyFile& f) { return f.name == "copy"; });
        QVERIFY(copy != again.files.end() && again.subvolumeOf(*copy));
        QCOMPARE(again.subvolumeOf(*copy)->id, std::uint64_t(257));
        QCOMPARE(again.subvolumeOf(*copy)->path, QByteArray("/data/vol"));
        QCOMPARE(again.diskTotals(), c.surveys[0].survey->diskTotals());
        QCOMPARE(again.diskTotals().referencedBytes - again.diskTotals().diskBytes, std::uint64_t(1) << 20);
        // And the whole again: the same document but for the time it was saved.
        const auto withoutTime = [](QByteArray bytes) {
            const qsizetype at = bytes.indexOf("\"saved_at\":\"");
            return bytes.remove(at, bytes.indexOf('"', at + 12) - at + 1);
        };
        QCOMPARE(withoutTime(sessionJson(*back)), withoutTime(sessionJson(c)));
        QVERIFY2(back->summary().contains(QLatin1String("2 benchmark result")), qPrintable(back->summary()));
        QVERIFY(SessionContent{}.empty());
        QVERIFY(!back->empty());
    }

    // Cut short anywhere, damaged inside, from a newer Fragscope, or not a session: refused, the
    // message naming the file and what is wrong, and nothing given back.
    void badFilesOpenNothing()
    {
        const QByteArray whole = sessionJson(everything());
        for (double at : {0.1, 0.5, 0.9, 0.999}) {
            auto r = sessionFromJson(whole.left(qsizetype(double(whole.size()) * at)), QStringLiteral("cut.json"));
            QVERIFY(!r);
            QVERIFY2(r.error().message().startsWith(QLatin1String("cut.json: ")), qPrintable(r.error().message()));
            QVERIFY2(r.error().message().contains(QLatin1String("ends early")), qPrintable(r.error().message()));
        }
        QByteArray damaged = whole;
        damaged[damaged.indexOf("\"extents\"") + 9] = ';'; // the colon after the key
        auto r = sessionFromJson(damaged, QStringLiteral("damaged.json"));
        QVERIFY(!r);
        QVERIFY2(r.error().message().contains(QLatin1String("damaged at byte")), qPrintable(r.error().message()));
        // Well-formed JSON whose second benchmark result names a job it does not have.
        QJsonObject doc = QJsonDocument::fromJson(whole).object();
        QJsonArray results = doc.value(QStringLiteral("bench_results")).toArray();
        QJsonObject second = results.at(1).toObject();
        QJsonArray runs = second.value(QStringLiteral("runs")).toArray();
        QVERIFY(!runs.isEmpty());
        QJsonObject run = runs.at(0).toObject();
        run.insert(QStringLiteral("job_index"), 7);
        runs.replace(0, run);
        second.insert(QStringLiteral("runs"), runs);
        results.replace(1, second);
        doc.insert(QStringLiteral("bench_results"), results);
        r = sessionFromJson(QJsonDocument(doc).toJson(), QStringLiteral("s.json"));
        QVERIFY(!r);
        QVERIFY2(r.error().message().contains(QLatin1String("benchmark result 2")), qPrintable(r.error().message()));
        // Newer.
        doc = QJsonDocument::fromJson(whole).object();
        doc.insert(QStringLiteral("format_version"), kSessionVersion + 1);
        doc.insert(QStringLiteral("version"), QStringLiteral("9.0.0"));
        r = sessionFromJson(QJsonDocument(doc).toJson(), QStringLiteral("new.json"));
        QVERIFY(!r);
        QVERIFY2(r.error().message().contains(
                     QStringLiteral("session format %1, written by 9.0.0").arg(kSessionVersion + 1)),
            qPrintable(r.error().message()));
        // Another kind of file.
        r = sessionFromJson(part(toJson(snapshotOf(QStringLiteral("x"), 0))), QStringLiteral("snap.json"));
        QVERIFY(!r);
        QVERIFY2(
            r.error().message().contains(QLatin1String("not a Fragscope session")), qPrintable(r.error().message()));
    }

    // The file is replaced whole; no temporary file is left beside it; where it cannot be written
    // the old one stays and the error names it.
    void savingReplacesWholeOrNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        QVERIFY(writeFileDurably(path, "old\n"));
        QVERIFY(writeFileDurably(path, "new content\n"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("new content\n"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("s.json")});
        auto bad = writeFileDurably(dir.filePath(QStringLiteral("missing/s.json")), "x");
        QVERIFY(!bad);
        QVERIFY2(bad.error().message().contains(QLatin1String("missing/s.json")), qPrintable(bad.error().message()));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("s.json")});
    }

    // What a killed save left beside its target (TARGET.part-PID-XXXXXX) goes when the process is
    // gone, for a target named by a wildcard too (the autosaves: "autosave-*.json", once compared as
    // it is, so nothing was ever removed); a live process's, and names that only look alike, stay.
    void leftoversOfDeadSavesRemoved()
    {
        QTemporaryDir dir;
        const pid_t ended = ::fork(); // a process that is gone: one that ended and was reaped
        QVERIFY(ended >= 0);
        if (ended == 0)
            ::_exit(0);
        QCOMPARE(::waitpid(ended, nullptr, 0), ended);
        const QByteArray dead = QByteArray::number(ended);
        const QByteArray alive = QByteArray::number(::getpid());
        const QList<QByteArray> gone{
            "autosave-123-1.json.part-" + dead + "-aB3xYz", "autosave-9-2.json.part-" + dead + "-QWErty"};
        const QList<QByteArray> kept{"autosave-123-1.json.part-" + alive + "-aB3xYz",
            "other-1.json.part-" + dead + "-aB3xYz", "autosave-1.json.partial", "autosave-1.json"};
        for (const QByteArray& name : gone + kept) {
            QFile f(dir.filePath(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        removeSaveLeftovers(dir.path(), QStringLiteral("autosave-*.json"));
        QStringList want;
        for (const QByteArray& name : kept)
            want << QString::fromLatin1(name);
        want.sort();
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name), want);
        // A save names its own file, which is no pattern: "report[1].json" goes by its name, and
        // "a?.json" takes nothing of "ab.json".
        for (const QByteArray& name :
            QList<QByteArray>{"report[1].json.part-" + dead + "-aB3xYz", "ab.json.part-" + dead + "-aB3xYz"}) {
            QFile f(dir.filePath(QString::fromLatin1(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        QVERIFY(writeFileDurably(dir.filePath(QStringLiteral("report[1].json")), "{}\n"));
        QVERIFY(writeFileDurably(dir.filePath(QStringLiteral("a?.json")), "{}\n"));
        const QStringList names = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
        QVERIFY2(!names.contains(QStringLiteral("report[1].json.part-%1-aB3xYz").arg(QLatin1String(dead))),
            qPrintable(names.join(u' ')));
        QVERIFY2(names.contains(QStringLiteral("ab.json.part-%1-aB3xYz").arg(QLatin1String(dead))),
            qPrintable(names.join(u' ')));
    }

    // Killed at random moments while it saves a large session again and again, the process leaves
    // the file as the last whole save (it opens) and no other file beside it.
    void killedWhileSavingLosesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("s.json"));
        SessionContent c = everything();
        for (int i = 0; i < 200; ++i) // about 4 MB: a save takes a few milliseconds
            c.benchResults.push_back(benchOf(QStringLiteral("run %1").arg(i), std::uint64_t(i + 1) << 20));
        QVERIFY(saveSession(c, path));
        for (int round = 0; round < 12; ++round) {
            const pid_t child = ::fork();
            QVERIFY(child >= 0);
            if (child == 0) {
                for (;;)
                    (void)saveSession(c, path);
            }
            ::usleep(useconds_t(QRandomGenerator::global()->bounded(2000, 60000)));
            ::kill(child, SIGKILL);
            int status = 0;
            ::waitpid(child, &status, 0);
            QVERIFY(WIFSIGNALED(status));
            auto back = loadSession(path);
            QVERIFY2(back, back ? "" : qPrintable(back.error().message()));
            QCOMPARE(back->benchResults.size(), c.benchResults.size());
            const QStringList files = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
            // A kill in the instant between naming the written file and renaming it may leave it,
            // gone at the next save; any other moment leaves nothing.
            QVERIFY2(files.size() <= 2 && files.contains(QStringLiteral("s.json")), qPrintable(files.join(u' ')));
            QVERIFY(saveSession(c, path));
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("s.json")});
        }
    }
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
