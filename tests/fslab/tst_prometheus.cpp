// SPDX-License-Identifier: GPL-3.0-or-later
// `fragscope metrics` against the real thing: its figures are those of `fragscope scan --cost` and
// its UUIDs blkid's; promtool accepts every exposition, names needing escapes included; a bind mount
// adds no file system; a file system another survey holds keeps its last figures; the budget stops a
// survey and says how much it covered, at low priority; Debian's node_exporter serves the figures
// from its textfile folder and a Prometheus scraping it answers PromQL about them, with our alert
// rules loaded and every query of our Grafana dashboard valid. Servers on 127.0.0.1 only, for
// seconds, killed with their process groups.
#include "fioserver.h"
#include "fslab.h"
#include "testpaths.h"
#include "testtools.h"
#include "throttle.h"

#include "report/fsmetrics.h"
#include "survey/surveylock.h"
#include "util/path.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <sys/mount.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <cmath>
#include <csignal>
#include <map>

using namespace fragscope;
using namespace fragscope::fslab;

namespace {

// name{labels} -> value of an exposition's samples.
std::map<QByteArray, double> samples(const QByteArray& text)
{
    std::map<QByteArray, double> out;
    for (const QByteArray& line : text.split('\n')) {
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const qsizetype space = line.lastIndexOf(' ');
        out[line.left(space)] = line.mid(space + 1).toDouble();
    }
    return out;
}

// How many samples of `name` have labels containing `having`.
int countOf(const std::map<QByteArray, double>& all, const QByteArray& name, const QByteArray& having)
{
    int count = 0;
    for (const auto& [series, value] : all)
        count += series.startsWith(QByteArray(name + '{')) && series.contains(having) ? 1 : 0;
    return count;
}

// The one sample of `name` whose labels contain `having`; NaN when there is none or several.
double sampleOf(const std::map<QByteArray, double>& all, const QByteArray& name, const QByteArray& having)
{
    if (countOf(all, name, having) != 1)
        return NAN;
    for (const auto& [series, value] : all)
        if (series.startsWith(QByteArray(name + '{')) && series.contains(having))
            return value;
    return NAN;
}

struct Ran
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

Ran runFragscope(const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(fragscopeBin(), args);
    Ran r;
    if (!p.waitForFinished(180000)) {
        p.kill();
        p.waitForFinished();
        r.err = QStringLiteral("did not finish in 3 minutes");
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// A file of `blocks` 4 KiB pieces, each its own extent (fallocated in turns with a partner that is
// then deleted), written over so that its pieces are data.
QString fragmentedFile(const QString& path, int blocks = 256)
{
    const QString partner = path + QStringLiteral(".partner");
    if (QString why = interleavedFallocate(path, partner, std::uint64_t(blocks), 4096); !why.isEmpty())
        return why;
    QFile::remove(partner);
    return writeInPlace(path, std::uint64_t(blocks) * 4096);
}

// A server process on 127.0.0.1 in a process group of its own, killed with the group when it goes.
struct Server
{
    QProcess process;
    Server(const QString& program, const QStringList& args, const QString& workDir = {})
    {
        process.setProcessChannelMode(QProcess::MergedChannels);
        // A group of its own for the kill, and gone with the suite if the suite is killed (a timeout).
        process.setChildProcessModifier([] {
            ::setsid();
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        });
        if (!workDir.isEmpty())
            process.setWorkingDirectory(workDir);
        process.start(program, args);
        process.waitForStarted();
    }
    // Until GET target answers 200 (at most `seconds`): its body, or nullopt.
    std::optional<QByteArray> waitFor(int port, const QByteArray& target, int seconds = 20)
    {
        for (int i = 0; i < seconds * 10 && process.state() == QProcess::Running; ++i) {
            if (auto [code, body] = loopbackGet(port, target); code == 200)
                return body;
            QTest::qWait(100);
        }
        return std::nullopt;
    }
    QString said() { return QString::fromUtf8(process.readAll()); }
    ~Server()
    {
        if (process.state() != QProcess::NotRunning) {
            ::kill(-pid_t(process.processId()), SIGKILL);
            process.waitForFinished(5000);
        }
    }
};

QString toolOrSkipReason(const QString& name, QString* path)
{
    *path = testTool(name);
    return path->isEmpty() ? QStringLiteral("%1 is missing (make deps unpacks it: tests/tools/fetch.sh)").arg(name)
                           : QString();
}

QByteArray urlQuery(const QString& promql)
{
    return "/api/v1/query?query=" + QUrl::toPercentEncoding(promql);
}

} // namespace

class TestPrometheus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The alert rules load (promtool check rules) and fire where they should and nowhere else
    // (promtool test rules on series made for it: a fifth lost fires, 15 % and an empty file system
    // do not; a survey two days old fires, one a day old does not).
    void alertRules()
    {
        QString promtool;
        if (const QString why = toolOrSkipReason(QStringLiteral("promtool"), &promtool); !why.isEmpty())
            FSLAB_SKIP(why);
        QString error;
        run(promtool,
            {QStringLiteral("check"), QStringLiteral("rules"),
                sourcePath(QStringLiteral("resources/prometheus/fragscope-rules.yml"))},
            &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QByteArray said = run(promtool,
            {QStringLiteral("test"), QStringLiteral("rules"),
                sourcePath(QStringLiteral("tests/data/prometheus/fragscope-rules-test.yml"))},
            &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(said.contains("SUCCESS"), said.constData());
    }

    // A textfile folder that is not there or not a folder is said, by its name, before any survey
    // (exit 1, nothing printed); a usage error exits 2; a path on no reported file system is named.
    void problemsAreNamed()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("plain"));
        QVERIFY(QFile(file).open(QIODevice::WriteOnly));
        for (const auto& [folder, reason] :
            {std::pair{dir.filePath(QStringLiteral("gone")), QStringLiteral("No such file or directory")},
                std::pair{file, QStringLiteral("Not a directory")}}) {
            const Ran r = runFragscope({QStringLiteral("metrics"), QStringLiteral("--textfile"), folder, dir.path()});
            QCOMPARE(r.exitCode, 1);
            QCOMPARE(r.err.trimmed(), QStringLiteral("fragscope metrics: %1: %2").arg(folder, reason));
            QVERIFY(r.out.isEmpty());
        }
        QCOMPARE(runFragscope({QStringLiteral("metrics"), QStringLiteral("--top-folders=x")}).exitCode, 2);
        const Ran proc = runFragscope({QStringLiteral("metrics"), QStringLiteral("/proc")});
        QCOMPARE(proc.exitCode, 1);
        QVERIFY2(proc.err.contains(
                     QStringLiteral("fragscope metrics: /proc: on proc; the metrics are of ext4, XFS and btrfs")),
            qPrintable(proc.err));
        QVERIFY2(
            proc.err.contains(QStringLiteral("no ext4, XFS or btrfs file system to report on")), qPrintable(proc.err));
    }

    // The dashboard is Grafana JSON whose every query names only families fragscope metrics writes
    // (those of a file system with every figure: btrfs, free extents, a worst folder), and whose
    // every panel reads the datasource variable.
    void dashboardNamesOurFamilies()
    {
        QFile file(sourcePath(QStringLiteral("resources/grafana/fragscope.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
        QVERIFY2(doc.isObject(), qPrintable(error.errorString()));
        // The families written for a file system with every figure: btrfs's, free extents, a folder.
        FsMetrics full;
        full.target = MetricsTarget{{QStringLiteral("/m")}, QStringLiteral("/m"), QStringLiteral("btrfs"), {}, {}};
        full.btrfs = ExtentTotals{};
        full.free = FreeFigures{};
        full.free->extentsKnown = true;
        full.worstFolders = {{"/m/a", 1.0}};
        QSet<QString> families;
        for (const QByteArray& line : prometheusText({full}).split('\n'))
            if (line.startsWith("# TYPE "))
                families << QString::fromUtf8(line.split(' ').value(2));
        QVERIFY(families.contains(QStringLiteral("fragscope_lost_seconds")));
        QVERIFY(families.contains(QStringLiteral("fragscope_free_extent_size_bytes")));
        int queries = 0;
        for (const QJsonValue& panel : doc[QStringLiteral("panels")].toArray()) {
            QCOMPARE(
                panel[QStringLiteral("datasource")][QStringLiteral("uid")].toString(), QStringLiteral("${datasource}"));
            for (const QJsonValue& target : panel[QStringLiteral("targets")].toArray()) {
                const QString expr = target[QStringLiteral("expr")].toString();
                ++queries;
                for (const auto& m :
                    QRegularExpression(QStringLiteral("\\b(fragscope_[a-z_]+?)(_bucket|_sum|_count)?\\b"))
                        .globalMatch(expr))
                    QVERIFY2(
                        families.contains(m.captured(1)), qPrintable(m.captured(1) + QStringLiteral(" in ") + expr));
            }
        }
        QVERIFY(queries >= 8);
    }

    // On ext4 with a fragmented file, and on btrfs with compressed files: each figure is the one
    // `fragscope scan --cost --free-space --format json` gives of the same file system, the UUID
    // blkid's, the worst folder the scan's, and promtool accepts the text.
    void figuresAreTheScans_data()
    {
        QTest::addColumn<FsType>("type");
        QTest::addColumn<QString>("mountOptions");
        QTest::newRow("ext4") << FsType::Ext4 << QString();
        QTest::newRow("btrfs, compressed") << FsType::Btrfs << QStringLiteral("compress=zstd");
    }
    void figuresAreTheScans()
    {
        QFETCH(FsType, type);
        QFETCH(QString, mountOptions);
        QString promtool;
        if (const QString why = toolOrSkipReason(QStringLiteral("promtool"), &promtool); !why.isEmpty())
            FSLAB_SKIP(why);
        FSLAB_LOOP_FS(fs, type, 256, {}, mountOptions);
        QVERIFY(QDir(fs.mountPoint()).mkpath(QStringLiteral("worst/deeper")));
        QVERIFY(QDir(fs.mountPoint()).mkpath(QStringLiteral("tidy")));
        QCOMPARE(fragmentedFile(fs.path(QStringLiteral("worst/deeper/pieces"))), QString());
        QCOMPARE(writeSequential(fs.path(QStringLiteral("tidy/whole")), 8 << 20), QString());
        QByteArray text;
        for (int i = 0; i < 64; ++i) // compressible: btrfs stores it in 128 KiB compressed extents
            text += QByteArray(4096, char('a' + i % 26));
        for (int i = 0; i < 4; ++i) {
            QFile f(fs.path(QStringLiteral("tidy/text%1").arg(i)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        }
        ::sync();
        const Ran metrics = runFragscope({QStringLiteral("metrics"), fs.mountPoint()});
        QVERIFY2(metrics.exitCode == 0, qPrintable(metrics.err));
        QCOMPARE(promtoolCheck(promtool, metrics.out), QString());
        const QJsonObject scan = fragscopeJson(fragscopeBin(),
            {QStringLiteral("scan"), QStringLiteral("--cost"), QStringLiteral("--free-space"),
                QStringLiteral("--format"), QStringLiteral("json"), fs.mountPoint()});
        const QJsonObject summary = scan[QStringLiteral("summary")].toObject();
        QVERIFY(!summary.isEmpty());
        const auto all = samples(metrics.out);
        QString error;
        const QString uuid = QString::fromUtf8(run(QStringLiteral("blkid"),
                                                   {QStringLiteral("-p"), QStringLiteral("-s"), QStringLiteral("UUID"),
                                                       QStringLiteral("-o"), QStringLiteral("value"), fs.device()},
                                                   &error))
                                 .trimmed();
        QVERIFY2(!uuid.isEmpty(), qPrintable(error));
        const QByteArray labels = "mountpoint=\"" + fs.mountPoint().toUtf8() + "\",fstype=\"" + fsName(type).toUtf8()
            + "\",device=\"" + fs.device().toUtf8() + "\",uuid=\"" + uuid.toUtf8() + '"';
        const auto near = [](double a, double b) { return std::fabs(a - b) <= 1e-6 * std::max(1.0, std::fabs(b)); };
        const auto expect = [&](const char* family, double scanValue) {
            const double ours = sampleOf(all, family, labels);
            QVERIFY2(near(ours, scanValue),
                qPrintable(QStringLiteral("%1: %2 here, %3 in scan's JSON\n%4")
                               .arg(QLatin1String(family))
                               .arg(ours, 0, 'g', 12)
                               .arg(scanValue, 0, 'g', 12)
                               .arg(QString::fromUtf8(metrics.out.left(600)))));
        };
        const auto count = [&](const char* key) { return summary[QLatin1String(key)].toDouble(); };
        expect("fragscope_files", count("files"));
        QVERIFY(count("files") >= 6);
        expect("fragscope_file_bytes", count("size_bytes"));
        expect("fragscope_extent_records", count("extent_records"));
        expect("fragscope_physical_runs", count("physical_runs"));
        QVERIFY(count("physical_runs") >= 200);
        expect("fragscope_scattered_files", count("scattered_files"));
        expect("fragscope_read_seconds", count("read_seconds"));
        expect("fragscope_ideal_read_seconds", count("ideal_read_seconds"));
        expect("fragscope_lost_seconds", count("lost_seconds"));
        QVERIFY(count("lost_seconds") > 0);
        QVERIFY(std::fabs(sampleOf(all, "fragscope_e4defrag_score", labels) - count("e4defrag_score")) <= 0.5);
        const QJsonObject free = scan[QStringLiteral("free_space")].toObject();
        QVERIFY2(!free.isEmpty(), qPrintable(scan[QStringLiteral("free_space_unavailable")].toString()));
        expect("fragscope_free_bytes", free[QStringLiteral("free_bytes")].toDouble());
        if (type == FsType::Btrfs) {
            expect("fragscope_btrfs_disk_bytes", count("disk_bytes"));
            expect("fragscope_btrfs_uncompressed_bytes", count("uncompressed_bytes"));
            expect("fragscope_btrfs_referenced_bytes", count("referenced_bytes"));
            expect("fragscope_btrfs_unreferenced_bytes", count("unreferenced_bytes"));
            expect("fragscope_btrfs_shared_bytes", count("shared_bytes"));
            QVERIFY2(count("disk_bytes") < count("uncompressed_bytes"), "the text files were not compressed");
            // And compsize's, which reads the extent tree its own way.
            if (QStandardPaths::findExecutable(QStringLiteral("compsize")).isEmpty())
                FSLAB_SKIP("compsize is not installed (Debian package btrfs-compsize)");
            QString why;
            const CompsizeTotals c = compsize(fs.mountPoint(), &why);
            QVERIFY2(why.isEmpty(), qPrintable(why));
            expect("fragscope_btrfs_disk_bytes", double(c.disk));
            expect("fragscope_btrfs_uncompressed_bytes", double(c.uncompressed));
            expect("fragscope_btrfs_referenced_bytes", double(c.referenced));
            QCOMPARE(countOf(all, "fragscope_free_extents", labels), 0);
        } else {
            expect("fragscope_free_extents", free[QStringLiteral("free_extents")].toDouble());
            expect("fragscope_free_largest_extent_bytes", free[QStringLiteral("largest_free_bytes")].toDouble());
            expect("fragscope_free_extent_size_bytes_count", free[QStringLiteral("free_extents")].toDouble());
            QCOMPARE(countOf(all, "fragscope_btrfs_disk_bytes", labels), 0);
        }
        // The worst folder is the scan's worst below the mount point, with its seconds.
        QJsonObject worst;
        for (const QJsonValue& d : scan[QStringLiteral("directories")].toArray())
            if (d[QStringLiteral("path")].toString() != fs.mountPoint()) {
                worst = d.toObject();
                break;
            }
        QCOMPARE(worst[QStringLiteral("path")].toString(), fs.path(QStringLiteral("worst")));
        const double worstLost = sampleOf(all, "fragscope_folder_lost_seconds",
            labels + ",path=\"" + fs.path(QStringLiteral("worst")).toUtf8() + '"');
        QVERIFY2(
            near(worstLost, worst[QStringLiteral("lost_seconds")].toDouble()), qPrintable(QString::number(worstLost)));
        QCOMPARE(countOf(all, "fragscope_folder_lost_seconds", "path=\"" + fs.mountPoint().toUtf8() + "\""), 0);
        QCOMPARE(sampleOf(all, "fragscope_scan_complete", labels), 1.0);
        QCOMPARE(sampleOf(all, "fragscope_scan_covered_ratio", labels), 1.0);
        const double now = double(QDateTime::currentSecsSinceEpoch());
        QVERIFY(std::fabs(sampleOf(all, "fragscope_last_scan_timestamp_seconds", labels) - now) < 120);
    }

    // Folders named with a double quote, a backslash, a newline and bytes that are not UTF-8 come out
    // escaped (the JSON's \xNN for the bytes), and promtool accepts the text.
    void namesNeedingEscapes()
    {
        QString promtool;
        if (const QString why = toolOrSkipReason(QStringLiteral("promtool"), &promtool); !why.isEmpty())
            FSLAB_SKIP(why);
        FSLAB_LOOP_FS(fs, FsType::Ext4, 128);
        const QList<QByteArray> names = {"say \"cheese\"", "back\\slash", "new\nline", "latin1 \xe9t\xe9"};
        for (const QByteArray& name : names) {
            const QByteArray dir = pathBytes(fs.mountPoint()) + '/' + name;
            QVERIFY(::mkdir(dir.constData(), 0755) == 0);
            QCOMPARE(fragmentedFile(pathFromBytes(dir + "/f"), 32), QString());
        }
        ::sync();
        const Ran metrics = runFragscope({QStringLiteral("metrics"), fs.mountPoint()});
        QVERIFY2(metrics.exitCode == 0, qPrintable(metrics.err));
        QCOMPARE(promtoolCheck(promtool, metrics.out), QString());
        const QByteArray mount = fs.mountPoint().toUtf8();
        for (const QByteArray& label : {QByteArray("say \\\"cheese\\\""), QByteArray("back\\\\slash"),
                 QByteArray("new\\nline"), QByteArray("latin1 \\\\xe9t\\\\xe9")})
            QVERIFY2(metrics.out.contains(QByteArray("path=\"" + mount + '/' + label + "\"} ")), label.constData());
    }

    // A bind mount of the same file system, asked for beside it, adds nothing: one set of figures,
    // labelled with the mount that shows all of it.
    void bindMountCountedOnce()
    {
        FSLAB_LOOP_FS(fs, FsType::Xfs, 300);
        QVERIFY(QDir(fs.mountPoint()).mkpath(QStringLiteral("sub")));
        QCOMPARE(writeSequential(fs.path(QStringLiteral("sub/file")), 1 << 20), QString());
        QTemporaryDir bind;
        QVERIFY(bind.isValid());
        QVERIFY2(::mount(pathBytes(fs.path(QStringLiteral("sub"))).constData(), pathBytes(bind.path()).constData(),
                     nullptr, MS_BIND, nullptr)
                == 0,
            qPrintable(errnoText(errno)));
        const auto unbind = qScopeGuard([&] { ::umount2(pathBytes(bind.path()).constData(), MNT_DETACH); });
        const Ran metrics = runFragscope({QStringLiteral("metrics"), bind.path(), fs.mountPoint()});
        QVERIFY2(metrics.exitCode == 0, qPrintable(metrics.err));
        QCOMPARE(metrics.out.count("fragscope_files{"), 1);
        QVERIFY(metrics.out.contains(QByteArray("fragscope_files{mountpoint=\"" + fs.mountPoint().toUtf8() + '"')));
        QCOMPARE(sampleOf(samples(metrics.out), "fragscope_files", "fstype=\"xfs\""), 1.0);
    }

    // While another survey holds the file system (the window's or scan's claim, taken here), metrics
    // leaves it alone, says so, exits 0, and the textfile keeps the figures of the last run as they
    // were; once free, it is surveyed again. The file is replaced whole: no other file is left.
    void skipsWhatAnotherSurveyHolds()
    {
        QString promtool;
        if (const QString why = toolOrSkipReason(QStringLiteral("promtool"), &promtool); !why.isEmpty())
            FSLAB_SKIP(why);
        FSLAB_LOOP_FS(fs, FsType::Ext4, 128);
        FSLAB_LOOP_FS(other, FsType::Xfs, 300);
        QCOMPARE(fragmentedFile(fs.path(QStringLiteral("a"))), QString());
        QTemporaryDir textfile;
        const QStringList args{QStringLiteral("metrics"), QStringLiteral("--textfile"), textfile.path(),
            fs.mountPoint(), other.mountPoint()};
        const Ran first = runFragscope(args);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QFile prom(textfile.filePath(QStringLiteral("fragscope.prom")));
        QVERIFY(prom.open(QIODevice::ReadOnly));
        const QByteArray before = prom.readAll();
        prom.close();
        QCOMPARE(QFileInfo(prom).permissions() & QFile::ReadOther, QFile::ReadOther); // node_exporter's user reads it
        const QByteArray mark = "mountpoint=\"" + fs.mountPoint().toUtf8() + '"';
        QCOMPARE(sampleOf(samples(before), "fragscope_files", mark), 1.0);
        QCOMPARE(writeSequential(fs.path(QStringLiteral("b")), 1 << 20), QString());
        ::sync();
        QTest::qWait(1100); // a later timestamp for what is surveyed again
        {
            const SurveyLock claim = SurveyLock::tryTake({fs.mountPoint()}, SurveyLock::Mode::Shared);
            QVERIFY(claim.held());
            const Ran second = runFragscope(args);
            QVERIFY2(second.exitCode == 0, qPrintable(second.err));
            QVERIFY2(second.err.contains(fs.mountPoint() + QStringLiteral(": another survey of it is running")),
                qPrintable(second.err));
        }
        QVERIFY(prom.open(QIODevice::ReadOnly));
        const QByteArray during = prom.readAll();
        prom.close();
        QCOMPARE(promtoolCheck(promtool, during), QString());
        const auto was = samples(before), now = samples(during);
        QCOMPARE(sampleOf(now, "fragscope_files", mark), 1.0);
        QCOMPARE(sampleOf(now, "fragscope_last_scan_timestamp_seconds", mark),
            sampleOf(was, "fragscope_last_scan_timestamp_seconds", mark));
        const QByteArray otherMark = "mountpoint=\"" + other.mountPoint().toUtf8() + '"';
        QVERIFY(sampleOf(now, "fragscope_last_scan_timestamp_seconds", otherMark)
            > sampleOf(was, "fragscope_last_scan_timestamp_seconds", otherMark));
        const Ran third = runFragscope(args);
        QVERIFY2(third.exitCode == 0, qPrintable(third.err));
        QVERIFY(prom.open(QIODevice::ReadOnly));
        QCOMPARE(sampleOf(samples(prom.readAll()), "fragscope_files", mark), 2.0);
        QCOMPARE(
            QDir(textfile.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("fragscope.prom")});
    }

    // On a disk that reads slowly (the block throttle, 10 reads a second, cold), --max-seconds ends
    // the survey: covered between none and all, complete 0, fewer files than there are, the message
    // says how much; meanwhile its threads run at nice 10 in the idle I/O class.
    void budgetStopsAndSaysHowMuch()
    {
        FSLAB_LOOP_FS(fs, FsType::Ext4, 256);
        if (const QString why = BlockThrottle::missing(); !why.isEmpty())
            QSKIP(qPrintable(why));
        constexpr int kFiles = 6000;
        for (int d = 0; d < 60; ++d) {
            const QString dir = fs.path(QStringLiteral("d%1").arg(d));
            QVERIFY(QDir().mkpath(dir));
            for (int i = 0; i < kFiles / 60; ++i) {
                QFile f(dir + QStringLiteral("/f%1").arg(i));
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write("x");
            }
        }
        QCOMPARE(fs.remount(), QString()); // nothing of it cached
        BlockThrottle throttle(QStringLiteral("metrics-budget"), {{fs.device(), 0, 10}});
        QVERIFY2(throttle.error().isEmpty(), qPrintable(throttle.error()));
        if (!throttle.unavailable().isEmpty())
            QSKIP(qPrintable(throttle.unavailable()));
        const QStringList wrapped = throttle.wrap(fragscopeBin(),
            {QStringLiteral("metrics"), QStringLiteral("--max-seconds"), QStringLiteral("2"), fs.mountPoint()});
        QProcess p;
        p.start(QStringLiteral("sh"), wrapped);
        QVERIFY(p.waitForStarted());
        // Its threads' nice and I/O class, looked at again and again while it surveys: each time
        // it has threads besides the first (those start after it lowered its priorities), every
        // one of them, the first too.
        QStringList seen;
        int looks = 0;
        const QString proc = QStringLiteral("/proc/%1").arg(p.processId());
        for (int i = 0; i < 200 && p.state() == QProcess::Running && looks < 5; ++i) {
            QTest::qWait(20);
            if (QFileInfo(proc + QStringLiteral("/exe")).symLinkTarget()
                != QFileInfo(fragscopeBin()).canonicalFilePath())
                continue; // still sh
            const QStringList tasks = QDir(proc + QStringLiteral("/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
            if (tasks.size() < 2)
                continue;
            ++looks;
            for (const QString& task : tasks) {
                QFile stat(proc + QStringLiteral("/task/%1/stat").arg(task));
                if (!stat.open(QIODevice::ReadOnly))
                    continue; // gone meanwhile
                const QByteArray s = stat.readAll();
                const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 2).split(' '); // from the state on
                QString error;
                const QString ionice
                    = QString::fromUtf8(run(QStringLiteral("ionice"), {QStringLiteral("-p"), task}, &error)).trimmed();
                if (error.isEmpty())
                    seen << QStringLiteral("%1: nice %2, %3").arg(task, QString::fromUtf8(fields.value(16)), ionice);
            }
        }
        QVERIFY(p.waitForFinished(60000));
        const QByteArray out = p.readAllStandardOutput();
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitCode() == 0, qPrintable(err));
        QVERIFY2(looks >= 2, "it was not seen running with its threads");
        for (const QString& s : seen)
            QVERIFY2(s.endsWith(QStringLiteral(": nice 10, idle")), qPrintable(s));
        const auto all = samples(out);
        const QByteArray mark = "mountpoint=\"" + fs.mountPoint().toUtf8() + '"';
        QCOMPARE(sampleOf(all, "fragscope_scan_complete", mark), 0.0);
        const double covered = sampleOf(all, "fragscope_scan_covered_ratio", mark);
        QVERIFY2(covered > 0 && covered < 1, qPrintable(QString::number(covered)));
        const double files = sampleOf(all, "fragscope_files", mark);
        QVERIFY2(files > 0 && files < kFiles, qPrintable(QString::number(files)));
        QVERIFY2(
            err.contains(fs.mountPoint() + QStringLiteral(": stopped at the time limit after %1 files").arg(files)),
            qPrintable(err));
        QVERIFY(!out.contains("fragscope_folder_lost_seconds{"));
    }

    // The whole way: metrics into a textfile folder; Debian's node_exporter serves it on 127.0.0.1
    // with the figures of scan's JSON; a Prometheus scraping it every second, with our rules,
    // answers topk(1, fragscope_lost_seconds) with the fragmented file system (not the tidy one),
    // has loaded both alerts, and takes every query of the dashboard.
    void nodeExporterAndPrometheus()
    {
        QString exporter, prometheus;
        if (const QString why = toolOrSkipReason(QStringLiteral("prometheus-node-exporter"), &exporter); !why.isEmpty())
            FSLAB_SKIP(why);
        if (const QString why = toolOrSkipReason(QStringLiteral("prometheus"), &prometheus); !why.isEmpty())
            FSLAB_SKIP(why);
        FSLAB_LOOP_FS(fragmented, FsType::Ext4, 128);
        FSLAB_LOOP_FS(tidy, FsType::Xfs, 300);
        QVERIFY(QDir(fragmented.mountPoint()).mkpath(QStringLiteral("worst")));
        QCOMPARE(fragmentedFile(fragmented.path(QStringLiteral("worst/pieces"))), QString());
        QCOMPARE(writeSequential(tidy.path(QStringLiteral("whole")), 4 << 20), QString());
        ::sync();
        QTemporaryDir textfile;
        QVERIFY(QFile::setPermissions(
            textfile.path(), QFile::permissions(textfile.path()) | QFile::ReadOther | QFile::ExeOther));
        const Ran metrics = runFragscope({QStringLiteral("metrics"), QStringLiteral("--textfile"), textfile.path(),
            fragmented.mountPoint(), tidy.mountPoint()});
        QVERIFY2(metrics.exitCode == 0, qPrintable(metrics.err));

        const int exporterPort = freeLoopbackPort();
        Server node(exporter,
            {QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(exporterPort),
                QStringLiteral("--collector.disable-defaults"), QStringLiteral("--collector.textfile"),
                QStringLiteral("--collector.textfile.directory=") + textfile.path()});
        const auto served = node.waitFor(exporterPort, "/metrics");
        QVERIFY2(served, qPrintable(node.said()));
        QVERIFY2(served->contains("\nnode_textfile_scrape_error 0\n"), served->constData());
        const auto all = samples(*served);
        const QJsonObject scan = fragscopeJson(fragscopeBin(),
            {QStringLiteral("scan"), QStringLiteral("--cost"), QStringLiteral("--format"), QStringLiteral("json"),
                fragmented.mountPoint()});
        const double lost = scan[QStringLiteral("summary")][QStringLiteral("lost_seconds")].toDouble();
        const QByteArray mark = "mountpoint=\"" + fragmented.mountPoint().toUtf8() + '"';
        QVERIFY(lost > 0);
        QVERIFY2(std::fabs(sampleOf(all, "fragscope_lost_seconds", mark) - lost) <= 1e-6 * lost,
            qPrintable(QStringLiteral("node_exporter serves %1, scan says %2")
                           .arg(sampleOf(all, "fragscope_lost_seconds", mark))
                           .arg(lost)));
        QCOMPARE(sampleOf(all, "fragscope_files", mark),
            scan[QStringLiteral("summary")][QStringLiteral("files")].toDouble());

        QTemporaryDir server;
        const int prometheusPort = freeLoopbackPort();
        QFile config(server.filePath(QStringLiteral("prometheus.yml")));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write(QStringLiteral("global: {scrape_interval: 1s, evaluation_interval: 1s}\n"
                                    "rule_files: ['%1']\n"
                                    "scrape_configs:\n"
                                    "  - job_name: node\n"
                                    "    static_configs: [{targets: ['127.0.0.1:%2']}]\n")
                         .arg(sourcePath(QStringLiteral("resources/prometheus/fragscope-rules.yml")))
                         .arg(exporterPort)
                         .toUtf8());
        config.close();
        Server prom(prometheus,
            {QStringLiteral("--config.file=") + config.fileName(),
                QStringLiteral("--storage.tsdb.path=") + server.filePath(QStringLiteral("data")),
                QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(prometheusPort)},
            server.path());
        QVERIFY2(prom.waitFor(prometheusPort, "/-/ready", 30), qPrintable(prom.said()));
        QJsonArray top;
        for (int i = 0; i < 200 && top.isEmpty(); ++i) {
            const auto [code, body]
                = loopbackGet(prometheusPort, urlQuery(QStringLiteral("topk(1, fragscope_lost_seconds)")));
            if (code == 200)
                top = QJsonDocument::fromJson(body)[QStringLiteral("data")][QStringLiteral("result")].toArray();
            if (top.isEmpty())
                QTest::qWait(100);
        }
        QCOMPARE(top.size(), 1);
        QCOMPARE(top[0][QStringLiteral("metric")][QStringLiteral("mountpoint")].toString(), fragmented.mountPoint());
        QCOMPARE(top[0][QStringLiteral("metric")][QStringLiteral("instance")].toString(),
            QStringLiteral("127.0.0.1:%1").arg(exporterPort));

        const auto [rulesCode, rules] = loopbackGet(prometheusPort, "/api/v1/rules");
        QCOMPARE(rulesCode, 200);
        QVERIFY2(rules.contains("\"FragmentationCostsReadTime\"") && rules.contains("\"FragscopeSurveyStale\""),
            rules.constData());

        QFile dashboard(sourcePath(QStringLiteral("resources/grafana/fragscope.json")));
        QVERIFY(dashboard.open(QIODevice::ReadOnly));
        const QJsonDocument doc = QJsonDocument::fromJson(dashboard.readAll());
        for (const QJsonValue& panel : doc[QStringLiteral("panels")].toArray()) {
            for (const QJsonValue& target : panel[QStringLiteral("targets")].toArray()) {
                QString expr = target[QStringLiteral("expr")].toString();
                expr.replace(QStringLiteral("$instance"), QStringLiteral(".*"));
                const auto [code, body] = loopbackGet(prometheusPort, urlQuery(expr));
                QVERIFY2(code == 200, qPrintable(QStringLiteral("%1: %2").arg(expr, QString::fromUtf8(body))));
                const QJsonArray result
                    = QJsonDocument::fromJson(body)[QStringLiteral("data")][QStringLiteral("result")].toArray();
                QVERIFY2(!result.isEmpty(), qPrintable(expr + QStringLiteral(": no data")));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestPrometheus)
#include "tst_prometheus.moc"
