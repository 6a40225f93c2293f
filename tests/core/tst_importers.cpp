// SPDX-License-Identifier: GPL-3.0-or-later
// Importers on output that fio and bonnie++ make here, on the older forms people still have, and on
// malformed input.
#include "bench/import/importers.h"
#include "bench/results/resultjson.h"
#include "fslabskip.h"
#include "report/benchtext.h"

#include "fslab.h"
#include "testpaths.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <unistd.h>

using namespace fragscope;

namespace {

QByteArray runTool(const QString& program, const QStringList& args, QString* error)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        *error = program + QStringLiteral(": ") + QString::fromLocal8Bit(p.readAllStandardError());
        return {};
    }
    return p.readAllStandardOutput();
}

bool within(double a, double b, double relative)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b)) + 1e-9;
}

// fio 2.x text, as people posted it (KB meaning KiB).
const QByteArray kFio2Text = "randread: (g=0): rw=randread, bs=4K-4K/4K-4K/4K-4K, ioengine=libaio, iodepth=32\n"
                             "fio-2.2.10\n"
                             "Starting 1 process\n"
                             "\n"
                             "randread: (groupid=0, jobs=1): err= 0: pid=3051: Thu Mar 10 10:00:00 2016\n"
                             "  read : io=9874.5MB, bw=112347KB/s, iops=28086, runt= 90002msec\n"
                             "    slat (usec): min=1, max=120, avg= 3.10, stdev= 1.20\n"
                             "    clat (usec): min=45, max=25310, avg=1135.52, stdev=410.11\n"
                             "     lat (usec): min=48, max=25313, avg=1138.80, stdev=410.20\n"
                             "    clat percentiles (usec):\n"
                             "     |  1.00th=[  490],  5.00th=[  620], 10.00th=[  700], 20.00th=[  820],\n"
                             "     | 50.00th=[ 1080], 99.00th=[ 2384], 99.99th=[ 9920]\n"
                             "    cpu          : usr=6.12%, sys=22.40%, ctx=1200000, majf=0, minf=40\n"
                             "\n"
                             "Run status group 0 (all jobs):\n"
                             "   READ: io=9874.5MB, aggrb=112347KB/s, minb=112347KB/s, maxb=112347KB/s\n";

} // namespace

class TestImporters : public QObject
{
    Q_OBJECT

private slots:
    void fio2Text();
    void statusLinesOverwritten();
    void fioJsonAndTextAgree();
    void fioTerseAgreesWithJson();
    void bonnie197Row();
    void bonnieFromTool();
    void bonnieAsPublished();
    void diskMarkAsPublished_data();
    void diskMarkAsPublished();
    void diskMarkTextAsCrystalDiskMarkPrints();
    void diskMarkTextOfOurRun();
    void malformed_data();
    void malformed();
    void ourJsonRoundTrip();
};

void TestImporters::fio2Text()
{
    auto r = importResult(kFio2Text, QStringLiteral("old.txt"));
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QCOMPARE(r->origin, QStringLiteral("fio 2.2.10"));
    QCOMPARE(r->runs.size(), std::size_t(1));
    const DirectionStats& d = r->runs.front().read;
    QCOMPARE(d.ioBytes, std::uint64_t(9874.5 * 1048576)); // MB meant MiB in fio 2
    QCOMPARE(d.runtimeUs, 90'002'000ULL);
    QVERIFY(within(d.iops(), 28086, 0.001));
    QVERIFY(within(d.bandwidth() / 1024, 112347, 0.002)); // KB/s meant KiB/s
    QCOMPARE(d.clat.minNs, 45'000ULL);
    QCOMPARE(d.clat.maxNs, 25'310'000ULL);
    QVERIFY(within(d.clat.meanNs, 1'135'520, 1e-9));
    QCOMPARE(d.clat.percentiles.size(), std::size_t(7));
    QCOMPARE(d.clat.percentiles.back().first, 99.99);
    QCOMPARE(d.clat.percentiles.back().second, 9'920'000ULL);
    QCOMPARE(r->runs.front().usrCpu, 6.12);
    QCOMPARE(r->runs.front().sysCpu, 22.40);
    QVERIFY(!r->runs.front().write.present());
}

// fio's normal output as a client writes it (tests/data/fio): status lines end in '\r' and the
// next text overwrites them, sometimes the report's first line itself ("Jobs: 0 (f=0)\rrr: (groupid=0").
void TestImporters::statusLinesOverwritten()
{
    const QByteArray text = "hostname=vm, be=0, 64-bit, os=Linux, arch=x86-64, fio=fio-3.33, flags=1\n"
                            "<vm> Starting 1 process\n"
                            "Jobs: 1 (f=1): [r(1)][100.0%][r=60.3M][r=15.4k IOPS][eta 00m:00s]\r"
                            "Jobs: 0 (f=0)\rrr: (groupid=0, jobs=1): err= 0: pid=9299: Mon Nov 30 23:41:27 2026\r\n"
                            "  read: IOPS=15.4k, BW=60.3MiB/s (63.2MB/s)(241MiB/4001msec)\r\n";
    const auto r = importFioText(text, QStringLiteral("client.txt"));
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QCOMPARE(r->jobs.size(), std::size_t(1));
    // fio's client prints a host's disk statistics after each report; the last one counts.
    QFile recording(sourcePath(QStringLiteral("tests/data/fio/client-two-hosts-normal.txt")));
    QVERIFY(recording.open(QIODevice::ReadOnly));
    const QByteArray all = recording.readAll();
    const auto client = importFioText(all.left(all.indexOf("All clients")), recording.fileName()); // one host's part
    QVERIFY(client);
    QCOMPARE(client->disks, (std::vector<DiskUtil>{{QStringLiteral("vda"), 69860, 1, 71.41}}));
    QCOMPARE(r->jobs.front().name, QStringLiteral("rr"));
    QCOMPARE(r->runs.front().read.ioBytes, std::uint64_t(241) << 20);
}

void TestImporters::fioJsonAndTextAgree()
{
    const QString fio = QStandardPaths::findExecutable(QStringLiteral("fio"));
    if (fio.isEmpty())
        FSLAB_SKIP("fio is not installed (apt-get install fio)");
    FSLAB_SCRATCH_DIR(dir, "fio");
    // One run, both outputs: the same figures must come out of either importer.
    const QString jsonPath = dir.filePath(QStringLiteral("out.json"));
    QString error;
    const QByteArray normal = runTool(fio,
        {QStringLiteral("--name=mix"), QStringLiteral("--rw=randrw"), QStringLiteral("--bs=4k"),
            QStringLiteral("--size=8m"), QStringLiteral("--numjobs=2"), QStringLiteral("--group_reporting"),
            QStringLiteral("--directory=") + dir.path(), QStringLiteral("--output-format=normal,json"),
            QStringLiteral("--output=") + jsonPath},
        &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QFile both(jsonPath);
    QVERIFY(both.open(QIODevice::ReadOnly));
    const QByteArray all = both.readAll();
    const qsizetype start = all.indexOf("\n{\n") >= 0 ? all.indexOf("\n{\n") + 1 : all.indexOf("{\n");
    const qsizetype end = all.indexOf("\n}\n", start) + 2;
    QVERIFY(start >= 0 && end > start);
    const QByteArray json = all.mid(start, end - start);
    const QByteArray text = all.left(start) + all.mid(end);

    auto fromJson = importResult(json, QStringLiteral("out.json"));
    QVERIFY2(fromJson, fromJson ? "" : qPrintable(fromJson.error().message()));
    auto fromText = importResult(text, QStringLiteral("out.txt"));
    QVERIFY2(fromText, fromText ? "" : qPrintable(fromText.error().message()));
    QCOMPARE(fromJson->runs.size(), std::size_t(1));
    QCOMPARE(fromText->runs.size(), std::size_t(1));
    QVERIFY(fromJson->origin.startsWith(QLatin1String("fio 3")));
    QCOMPARE(fromText->origin, fromJson->origin);
    for (int dir = 0; dir < 2; ++dir) {
        const DirectionStats& j = dir ? fromJson->runs[0].write : fromJson->runs[0].read;
        const DirectionStats& t = dir ? fromText->runs[0].write : fromText->runs[0].read;
        QVERIFY(j.ios > 0);
        QCOMPARE(t.ios, j.ios); // "issued rwts" is exact
        QVERIFY2(within(double(t.ioBytes), double(j.ioBytes), 0.01),
            qPrintable(QStringLiteral("%1 vs %2").arg(t.ioBytes).arg(j.ioBytes)));
        QVERIFY(within(j.bandwidth(), double(j.ioBytes) * 1e6 / double(j.runtimeUs), 1e-9));
        QVERIFY2(within(t.clat.meanNs, j.clat.meanNs, 0.02),
            qPrintable(QStringLiteral("%1 vs %2").arg(t.clat.meanNs).arg(j.clat.meanNs)));
        QVERIFY(!j.clat.percentiles.empty());
        QCOMPARE(t.clat.percentiles.size(), j.clat.percentiles.size());
    }
    QVERIFY(!normal.contains("error"));
    // fio's disk statistics, from either output.
    QVERIFY(!fromJson->disks.empty());
    QCOMPARE(fromText->disks.size(), fromJson->disks.size());
    for (std::size_t i = 0; i < fromJson->disks.size(); ++i) {
        QCOMPARE(fromText->disks[i].name, fromJson->disks[i].name);
        QCOMPARE(fromText->disks[i].readIos, fromJson->disks[i].readIos);
        QCOMPARE(fromText->disks[i].writeIos, fromJson->disks[i].writeIos);
        QVERIFY(std::abs(fromText->disks[i].utilPercent - fromJson->disks[i].utilPercent) < 0.01);
    }
}

// One fio run printed as terse and JSON: the terse line gives the same figures, at the precision it
// prints them (KiB, whole ms, whole IOPS, latencies in us), and says its jobs' options are unknown.
void TestImporters::fioTerseAgreesWithJson()
{
    const QString fio = QStandardPaths::findExecutable(QStringLiteral("fio"));
    if (fio.isEmpty())
        FSLAB_SKIP("fio is not installed (apt-get install fio)");
    FSLAB_SCRATCH_DIR(dir, "terse");
    QString error;
    const QByteArray all = runTool(fio,
        {QStringLiteral("--directory=") + dir.path(), QStringLiteral("--size=8m"), QStringLiteral("--bs=4k"),
            QStringLiteral("--output-format=terse,json"), QStringLiteral("--name=mix"), QStringLiteral("--rw=randrw"),
            QStringLiteral("--name=reader"), QStringLiteral("--rw=read"), QStringLiteral("--bs=64k")},
        &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const qsizetype brace = all.indexOf("\n{");
    QVERIFY(brace > 0);
    auto terse = importResult(all.left(brace + 1), QStringLiteral("out.terse"));
    QVERIFY2(terse, terse ? "" : qPrintable(terse.error().message()));
    auto json = importResult(all.mid(brace + 1), QStringLiteral("out.json"));
    QVERIFY2(json, json ? "" : qPrintable(json.error().message()));
    QCOMPARE(terse->origin, json->origin);
    QCOMPARE(terse->runs.size(), std::size_t(2));
    QCOMPARE(json->runs.size(), std::size_t(2));
    for (std::size_t r = 0; r < 2; ++r) {
        const JobRun& t = terse->runs[r];
        const JobRun& j = json->runs[r];
        QCOMPARE(t.job, j.job);
        QVERIFY(!terse->jobs[std::size_t(t.jobIndex)].foreignTest.isEmpty());
        QVERIFY(within(t.usrCpu, j.usrCpu, 1e-5) || std::abs(t.usrCpu - j.usrCpu) < 1e-5);
        QVERIFY(within(t.sysCpu, j.sysCpu, 1e-5) || std::abs(t.sysCpu - j.sysCpu) < 1e-5);
        for (int d = 0; d < 2; ++d) {
            const DirectionStats& a = d ? t.write : t.read;
            const DirectionStats& b = d ? j.write : j.read;
            QCOMPARE(a.present(), b.present());
            if (!b.present())
                continue;
            QCOMPARE(a.ioBytes, b.ioBytes / 1024 * 1024);
            QCOMPARE(a.runtimeUs, b.runtimeUs);
            QVERIFY2(std::abs(a.iops() - b.iops()) <= 1.0,
                qPrintable(QStringLiteral("%1 vs %2").arg(a.iops()).arg(b.iops())));
            QCOMPARE(a.iops(), std::floor(a.iops())); // as printed: whole
            QCOMPARE(a.clat.minNs, b.clat.minNs / 1000 * 1000);
            QCOMPARE(a.clat.maxNs, b.clat.maxNs / 1000 * 1000);
            QVERIFY2(std::abs(a.clat.meanNs - b.clat.meanNs) < 1.0,
                qPrintable(QStringLiteral("%1 vs %2").arg(a.clat.meanNs).arg(b.clat.meanNs)));
            QCOMPARE(a.clat.percentiles.size(), b.clat.percentiles.size());
            for (std::size_t p = 0; p < a.clat.percentiles.size(); ++p) {
                QCOMPARE(a.clat.percentiles[p].first, b.clat.percentiles[p].first);
                QCOMPARE(a.clat.percentiles[p].second, b.clat.percentiles[p].second / 1000 * 1000);
            }
        }
    }
    // Saved and opened again, the printed IOPS stay; the report names no invented option.
    auto again = benchResultFromJson(toJson(*terse), QStringLiteral("again.json"));
    QVERIFY2(again, again ? "" : qPrintable(again.error().message()));
    QCOMPARE(again->runs[0].read.iops(), terse->runs[0].read.iops());
    QVERIFY(!benchText(*terse).contains(QLatin1String("rw=")));
}

void TestImporters::bonnie197Row()
{
    // putc 1021 K/s at 97 % CPU, ..., seeks 450.3/s; file tests; 12 latencies.
    const QByteArray row = "1.97,1.97,host,1,1398764520,4G,,1021,97,61234,12,30122,8,2345,96,98765,10,450.3,9,"
                           "16,,,,,5012,40,+++++,+++,6123,35,5210,41,+++++,+++,5998,34,"
                           "12201us,350ms,410ms,15432us,120ms,2100ms,620us,410us,1510us,580us,90us,1290us\n";
    auto r = importResult(row, QStringLiteral("b.csv"));
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QCOMPARE(r->origin, QStringLiteral("bonnie++ 1.97"));
    const auto find = [&](const QString& test) -> const JobRun* {
        for (const JobRun& run : r->runs) {
            if (run.job == QStringLiteral("host ") + test)
                return &run;
        }
        return nullptr;
    };
    const JobRun* block = find(QStringLiteral("put_block"));
    QVERIFY(block);
    QCOMPARE(block->write.bandwidth(), 61234.0 * 1024);
    QCOMPARE(block->usrCpu, 12.0);
    QCOMPARE(block->write.clat.maxNs, 350'000'000ULL);
    const JobRun* read = find(QStringLiteral("get_block"));
    QVERIFY(read);
    QCOMPARE(read->read.bandwidth(), 98765.0 * 1024);
    QCOMPARE(read->read.clat.maxNs, 120'000'000ULL);
    const JobRun* seeks = find(QStringLiteral("seeks"));
    QVERIFY(seeks);
    QCOMPARE(seeks->read.iops(), 450.3); // the decimal as published
    QCOMPARE(seeks->read.clat.maxNs, 2'100'000'000ULL);
    QVERIFY(find(QStringLiteral("seq_create")));
    QVERIFY(!find(QStringLiteral("seq_stat"))); // +++++: too fast, reported as a warning instead
    QCOMPARE(r->warnings.size(), std::size_t(2));
    QVERIFY(r->warnings.front().text.contains(QLatin1String("+++++")));
}

void TestImporters::bonnieFromTool()
{
    const QString bonnie = QStandardPaths::findExecutable(
        QStringLiteral("bonnie++"), {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin")});
    if (bonnie.isEmpty())
        FSLAB_SKIP("bonnie++ is not installed (apt-get install bonnie++)");
    FSLAB_SCRATCH_DIR(dir, "bonnie");
    QStringList args{QStringLiteral("-d"), dir.path(), QStringLiteral("-s"), QStringLiteral("32M"),
        QStringLiteral("-r"), QStringLiteral("16"), QStringLiteral("-n"), QStringLiteral("1"), QStringLiteral("-f"),
        QStringLiteral("-q")};
    if (::geteuid() == 0)
        args << QStringLiteral("-u") << QStringLiteral("root");
    QString error;
    const QByteArray out = runTool(bonnie, args, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QByteArray row = out.trimmed().split('\n').last();
    auto r = importResult(row, QStringLiteral("bonnie.csv"));
    QVERIFY2(r, r ? "" : qPrintable(r.error().message() + QStringLiteral("\n") + QString::fromLatin1(row)));
    QVERIFY(r->origin.startsWith(QLatin1String("bonnie++ ")));
    // Every test is either a figure or a "too fast" warning; -f skips the per-character ones.
    QCOMPARE(int(r->runs.size() + r->warnings.size()), 4 + 6);
    for (const JobRun& run : r->runs)
        QVERIFY(run.read.present() || run.write.present());
}

// bonnie++ 2.00a's whole output (tests/data/bonnie), on a loop-mounted ext4 throttled to 300 I/Os
// a second in a 40 MiB memory cgroup, so that its random seeks are a decimal figure: every figure as
// bonnie++ printed it in its table, every test described as what it does, no fio option invented.
void TestImporters::bonnieAsPublished()
{
    QFile recording(sourcePath(QStringLiteral("tests/data/bonnie/2.00a-seeks-throttled.txt")));
    QVERIFY(recording.open(QIODevice::ReadOnly));
    const QByteArray text = recording.readAll();
    auto r = importResult(text, QStringLiteral("bonnie.txt"));
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QCOMPARE(r->origin, QStringLiteral("bonnie++ 2.00a"));

    // The table's figure row, read apart from the CSV: "vm 128M:::1500 1051k 99 +++++ +++ ... 438.4 3".
    QStringList row;
    for (const QByteArray& line : text.split('\n')) {
        if (line.startsWith("vm ") && line.contains(":::"))
            row = QString::fromLatin1(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    }
    QCOMPARE(row.size(), 14); // name, size, then six figures with their CPU
    const auto find = [&](const char* test) -> const JobRun* {
        for (const JobRun& run : r->runs) {
            if (run.job == QStringLiteral("vm ") + QLatin1String(test))
                return &run;
        }
        return nullptr;
    };
    const auto kib = [](const QString& cell) { return cell.chopped(1).toDouble() * 1024; }; // "1051k" K/sec
    const JobRun* putc = find("putc");
    QVERIFY(putc);
    QCOMPARE(putc->write.bandwidth(), kib(row[2]));
    QCOMPARE(putc->usrCpu, row[3].toDouble());
    const JobRun* getc = find("getc");
    QVERIFY(getc);
    QCOMPARE(getc->read.bandwidth(), kib(row[8]));
    const JobRun* seeks = find("seeks");
    QVERIFY(seeks);
    QCOMPARE(row[12], QStringLiteral("438.4"));
    QCOMPARE(seeks->read.iops(), 438.4);              // was 438: a rounded count over one second
    QCOMPARE(seeks->read.clat.maxNs, 108'000'000ULL); // the table's Latency row: 108ms
    QVERIFY(find("ran_del"));
    QCOMPARE(r->runs.size(), std::size_t(4));
    QCOMPARE(r->warnings.size(), std::size_t(8)); // +++++: too fast to measure

    // What each test is, in bonnie++'s terms, with this run's sizes; nothing about fio.
    const auto test = [&](const JobRun* run) { return r->jobs[std::size_t(run->jobIndex)].foreignTest; };
    QVERIFY2(test(putc).contains(QLatin1String("a byte at a time")), qPrintable(test(putc)));
    QVERIFY2(test(seeks).contains(QLatin1String("1500 random seeks by 3 processes")), qPrintable(test(seeks)));
    QVERIFY2(test(seeks).contains(QLatin1String("8k")), qPrintable(test(seeks)));
    QVERIFY2(test(find("ran_del")).contains(QStringLiteral("deletes 1×1024 files in random order")),
        qPrintable(test(find("ran_del"))));
    QVERIFY(putc->write.present() && !putc->read.present());
    QVERIFY(getc->read.present() && !getc->write.present());
    const QString report = benchText(*r);
    QVERIFY2(report.contains(QLatin1String("vm seeks: bonnie++: 1500 random seeks")), qPrintable(report));
    QVERIFY2(!report.contains(QLatin1String("rw=")), qPrintable(report));
    const QJsonObject fio = toFioJson(*r);
    for (const QJsonValue& job : fio.value(QLatin1String("jobs")).toArray())
        QVERIFY(job.toObject().value(QLatin1String("job options")).toObject().isEmpty());

    // Saved and opened again: the same descriptions and the decimal.
    auto again = benchResultFromJson(toJson(*r), QStringLiteral("again.json"));
    QVERIFY2(again, again ? "" : qPrintable(again.error().message()));
    QCOMPARE(again->jobs.size(), r->jobs.size());
    for (std::size_t j = 0; j < r->jobs.size(); ++j)
        QCOMPARE(again->jobs[j].foreignTest, r->jobs[j].foreignTest);
    for (const JobRun& run : again->runs) {
        if (run.job == QLatin1String("vm seeks"))
            QCOMPARE(run.read.iops(), 438.4);
    }
}

// CrystalDiskMark's and KDiskMark's text results (tests/data/diskmark, as their authors posted them):
// every line's MB/s, IOPS and latency as printed, read here from the file apart from the importer;
// the rows pair read and write as the CrystalDiskMark preset's jobs do, so runs of it compare.
// Our CrystalDiskMark layout of CrystalDiskMark's own result prints its rows to the character.
void TestImporters::diskMarkTextAsCrystalDiskMarkPrints()
{
    QFile f(sourcePath(QStringLiteral("tests/data/diskmark/crystaldiskmark-8.0.4.txt")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString original = QString::fromUtf8(f.readAll());
    auto r = importResult(original.toUtf8(), QStringLiteral("cdm.txt"));
    QVERIFY(r);
    const QString text = diskMarkText(*r);
    const auto rowsOf = [](const QString& t) {
        QStringList rows;
        for (const QString& line : t.split(u'\n')) {
            if (line.contains(QLatin1String("MB/s [")) || line.startsWith(u'['))
                rows << line;
        }
        return rows;
    };
    QCOMPARE(rowsOf(text).size(), 10); // [Read], 4 rows, [Write], 4 rows
    QCOMPARE(rowsOf(text), rowsOf(original));
    QVERIFY2(text.contains(QLatin1String("CrystalDiskMark 8.0.4")), qPrintable(text));
    // And it reads back as the same tool's result.
    auto again = importResult(text.toUtf8(), QStringLiteral("again.txt"));
    QVERIFY2(again, again ? "" : qPrintable(again.error().message()));
    QCOMPARE(again->origin, r->origin);
    QCOMPARE(again->runs.size(), r->runs.size());
}

// A run of ours (two repetitions of the preset's first test, a row of another name, a job with
// writes only): the medians at CrystalDiskMark's precision, read back by the importer as ours.
void TestImporters::diskMarkTextOfOurRun()
{
    BenchResult r;
    r.title = QStringLiteral("crystaldiskmark");
    r.context.toolVersion = QStringLiteral("0.1.0");
    r.context.kernel = QStringLiteral("6.1.0-test");
    const auto job = [&](const QString& name) {
        JobSpec spec;
        spec.name = name;
        r.jobs.push_back(spec);
        return int(r.jobs.size() - 1);
    };
    const auto run
        = [&](int index, int repetition, bool write, std::uint64_t mib, std::uint64_t ios, double latencyUs) {
              JobRun jr;
              jr.job = r.jobs[std::size_t(index)].name;
              jr.jobIndex = index;
              jr.repetition = repetition;
              DirectionStats& d = write ? jr.write : jr.read;
              d.ioBytes = mib << 20;
              d.ios = ios;
              d.runtimeUs = 5'000'000;
              d.clat.samples = ios;
              d.clat.meanNs = latencyUs * 1000;
              d.lat = d.clat;
              r.runs.push_back(jr);
          };
    const int seqRead = job(QStringLiteral("SEQ1M Q8T1 read"));
    const int seqWrite = job(QStringLiteral("SEQ1M Q8T1 write"));
    const int other = job(QStringLiteral("randread"));
    run(seqRead, 0, false, 2000, 2000, 20'000);
    run(seqRead, 1, false, 2200, 2200, 18'000); // median of two: the mean
    run(seqWrite, 0, true, 1000, 1000, 40'000);
    run(other, 0, false, 40, 10240, 488.281);
    const QString text = diskMarkText(r);
    QVERIFY2(text.contains(QLatin1String("\nFragscope 0.1.0\n")), qPrintable(text));
    // (2000 + 2200) / 2 MiB in 5 s = 440.401920 MB/s; 420 IOPS; 19,000 us.
    QVERIFY2(
        text.contains(QLatin1String("  SEQ    1MiB (Q=  8, T= 1):   440.402 MB/s [    420.0 IOPS] < 19000.00 us>")),
        qPrintable(text));
    QVERIFY2(
        text.contains(QLatin1String("  SEQ    1MiB (Q=  8, T= 1):   209.715 MB/s [    200.0 IOPS] < 40000.00 us>")),
        qPrintable(text));
    QVERIFY2(
        text.contains(QLatin1String("  randread                 :     8.389 MB/s [   2048.0 IOPS] <   488.28 us>")),
        qPrintable(text));
    QVERIFY(text.indexOf(QLatin1String("[Read]")) < text.indexOf(QLatin1String("[Write]")));
    QVERIFY2(text.contains(QLatin1String("     OS: Linux 6.1.0-test")), qPrintable(text));

    auto back = importResult(text.toUtf8(), QStringLiteral("ours.txt"));
    QVERIFY2(back, back ? "" : qPrintable(back.error().message()));
    QCOMPARE(back->origin, QStringLiteral("Fragscope 0.1.0"));
    QCOMPARE(back->runs.size(), std::size_t(2)); // the preset's test, both ways; "randread" is printed only
    const auto rows = benchMatrix(*back);
    QCOMPARE(rows.size(), std::size_t(1));
    QCOMPARE(rows[0].readIops, 420.0);
    QCOMPARE(rows[0].writeIops, 200.0);
    QVERIFY(std::abs(rows[0].readLatencyNs - 19'000'000) < 1);

    // Writes only: a [Write] section alone still reads back.
    BenchResult writes = r;
    writes.runs = {r.runs[2]};
    auto w = importResult(diskMarkText(writes).toUtf8(), QStringLiteral("writes.txt"));
    QVERIFY2(w, w ? "" : qPrintable(w.error().message()));
    QCOMPARE(w->runs.size(), std::size_t(1));
    QVERIFY(w->runs[0].write.present());
}

void TestImporters::diskMarkAsPublished_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("origin");
    QTest::newRow("CrystalDiskMark 8.0.4") << "crystaldiskmark-8.0.4.txt"
                                           << "CrystalDiskMark 8.0.4";
    QTest::newRow("KDiskMark 3.2.0") << "kdiskmark-3.2.0.txt"
                                     << "KDiskMark 3.2.0";
}

void TestImporters::diskMarkAsPublished()
{
    QFETCH(QString, file);
    QFETCH(QString, origin);
    QFile f(sourcePath(QStringLiteral("tests/data/diskmark/")) + file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    auto r = importResult(text, file);
    QVERIFY2(r, r ? "" : qPrintable(r.error().message()));
    QCOMPARE(r->origin, origin);
    // The printed figures, in file order: MB/s, IOPS, us, per line with "MB/s [".
    struct Printed
    {
        double mbps, iops, us;
    };
    std::vector<Printed> printed;
    for (const QByteArray& line : text.split('\n')) {
        if (!line.contains("MB/s ["))
            continue;
        const QList<QByteArray> after = line.mid(line.indexOf("):") + 2).simplified().split(' ');
        // "384.064 MB/s [ 366.3 IOPS] < 21765.43 us>"
        QStringList numbers;
        for (const QByteArray& w : after) {
            bool ok = false;
            QString(QString::fromLatin1(w)).remove(QLatin1Char('<')).toDouble(&ok);
            if (ok)
                numbers << QString::fromLatin1(w).remove(QLatin1Char('<'));
        }
        QCOMPARE(numbers.size(), 3);
        printed.push_back({numbers[0].toDouble(), numbers[1].toDouble(), numbers[2].toDouble()});
    }
    QCOMPARE(printed.size(), std::size_t(8));
    QCOMPARE(r->runs.size(), printed.size());
    for (std::size_t i = 0; i < printed.size(); ++i) {
        const JobRun& run = r->runs[i];
        const bool write = i >= 4;
        const DirectionStats& d = write ? run.write : run.read;
        QVERIFY(!(write ? run.read : run.write).present());
        QVERIFY2(std::abs(d.bandwidth() / 1e6 - printed[i].mbps) < 1e-9, qPrintable(run.job));
        QCOMPARE(d.iops(), printed[i].iops);
        QVERIFY(std::abs(d.clat.meanNs - printed[i].us * 1000) < 1e-6);
        QVERIFY(!r->jobs[std::size_t(run.jobIndex)].foreignTest.isEmpty());
    }
    QCOMPARE(r->runs[0].job, QStringLiteral("SEQ1M Q8T1 read"));
    QCOMPARE(r->runs[6].job, QStringLiteral("RND4K Q32T1 write"));
    // The tests ran one after another: no group of them ran together, so none is summed.
    QVERIFY(groupRuns(*r).empty());
    const auto entries = fioEntries(*r);
    QCOMPARE(entries.back().group, int(entries.size()) - 1);
    // CrystalDiskMark's layout again: four rows, read and write side by side.
    const auto rows = benchMatrix(*r);
    QCOMPARE(rows.size(), std::size_t(4));
    QCOMPARE(rows[0].label, QStringLiteral("SEQ1M Q8T1"));
    QCOMPARE(rows[0].readIops, printed[0].iops);
    QCOMPARE(rows[0].writeIops, printed[4].iops);
    // Saved and opened again: the same figures.
    auto again = benchResultFromJson(toJson(*r), QStringLiteral("again.json"));
    QVERIFY2(again, again ? "" : qPrintable(again.error().message()));
    for (std::size_t i = 0; i < printed.size(); ++i) {
        const DirectionStats& d = i >= 4 ? again->runs[i].write : again->runs[i].read;
        QCOMPARE(d.iops(), printed[i].iops);
        QVERIFY(std::abs(d.bandwidth() / 1e6 - printed[i].mbps) < 1e-9);
    }
}

void TestImporters::malformed_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("reasonPart");
    QTest::newRow("terse too short") << QByteArray("3;fio-3.33;j;0;0;4;1;1;1000\n") << "in.txt:1"
                                     << "fields";
    QTest::newRow("terse not a number") << (QByteArray("3;fio-3.33;j;0;0;4;1;x;1000") + QByteArray(";0").repeated(120))
                                        << "in.txt:1"
                                        << "field 8 ('x')";
    QTest::newRow("empty") << QByteArray("  \n") << "in.txt"
                           << "empty";
    QTest::newRow("broken json") << QByteArray("{\n  \"jobs\": [\n    {\"jobname\": }\n") << "in.txt:3"
                                 << "JSON";
    QTest::newRow("foreign json") << QByteArray("{\"hello\": 1}") << "in.txt"
                                  << "neither fio";
    QTest::newRow("fio json without jobs") << QByteArray("{\"fio version\": \"fio-3.33\", \"jobs\": []}") << "in.txt"
                                           << "without jobs";
    QTest::newRow("text without jobs") << QByteArray("hello\nworld\n") << "in.txt"
                                       << "no fio job result";
    QTest::newRow("bad read line") << QByteArray("j: (groupid=0, jobs=1): err= 0: pid=1\n  read: IOPS=lots\n")
                                   << "in.txt:2"
                                   << "read";
    QTest::newRow("bad old read line") << QByteArray(
        "j: (groupid=0, jobs=1): err= 0: pid=1\n  read : io=xMB, bw=1KB/s, iops=1, runt=1msec\n")
                                       << "in.txt:2"
                                       << "read";
    QTest::newRow("bad clat") << QByteArray(
        "j: (groupid=0, jobs=1): err= 0: pid=1\n  read: IOPS=1, BW=4096B/s (4096B/s)(4096B/1000msec)\n"
        "    clat (usec): min=x, max=1, avg=1, stdev=1\n")
                              << "in.txt:3"
                              << "latency";
    QTest::newRow("bonnie short row") << QByteArray("1.97,1.97,host,1,2,4G,,1,2\n") << "in.txt:1"
                                      << "fields";
    QTest::newRow("bonnie bad number") << QByteArray(
        "1.97,1.97,host,1,1398764520,4G,,1021,97,fast,12,30122,8,2345,96,98765,10,450.3,9,"
        "16,,,,,5012,40,+++++,+++,6123,35,5210,41,+++++,+++,5998,34\n")
                                       << "in.txt:1"
                                       << "put_block";
    QTest::newRow("bonnie second row wrong")
        << QByteArray("1.97,1.97,host,1,1398764520,4G,,1021,97,61234,12,30122,8,2345,96,98765,10,450.3,9,"
                      "16,,,,,5012,40,+++++,+++,6123,35,5210,41,+++++,+++,5998,34\n1.95,x\n")
        << "in.txt:2"
        << "format version";
}

void TestImporters::malformed()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, where);
    QFETCH(QString, reasonPart);
    auto r = importResult(text, QStringLiteral("in.txt"));
    QVERIFY(!r);
    QCOMPARE(r.error().path, where);
    QVERIFY2(r.error().reason.contains(reasonPart), qPrintable(r.error().reason));
}

void TestImporters::ourJsonRoundTrip()
{
    auto r = importResult(kFio2Text, QStringLiteral("old.txt"));
    QVERIFY(r);
    r->disks = {{QStringLiteral("nvme0n1"), 1200, 34, 87.5}};
    const QByteArray json = QJsonDocument(toJson(*r)).toJson();
    auto back = importResult(json, QStringLiteral("ours.json"));
    QVERIFY2(back, back ? "" : qPrintable(back.error().message()));
    QCOMPARE(back->runs.size(), r->runs.size());
    QCOMPARE(back->runs[0].read.ioBytes, r->runs[0].read.ioBytes);
    QCOMPARE(back->runs[0].read.runtimeUs, r->runs[0].read.runtimeUs);
    QCOMPARE(back->runs[0].read.clat.percentiles, r->runs[0].read.clat.percentiles);
    QCOMPARE(back->origin, r->origin);
    // And fio's schema, read back as fio JSON.
    auto viaFio = importResult(QJsonDocument(toFioJson(*r)).toJson(), QStringLiteral("fio.json"));
    QVERIFY2(viaFio, viaFio ? "" : qPrintable(viaFio.error().message()));
    QCOMPARE(viaFio->runs[0].read.ioBytes, r->runs[0].read.ioBytes);
    QVERIFY(within(viaFio->runs[0].read.iops(), r->runs[0].read.iops(), 0.001));
    QCOMPARE(viaFio->runs[0].read.clat.percentiles, r->runs[0].read.clat.percentiles);
    QCOMPARE(back->disks, r->disks);
    QCOMPARE(viaFio->disks, r->disks);
}

QTEST_GUILESS_MAIN(TestImporters)
#include "tst_importers.moc"
