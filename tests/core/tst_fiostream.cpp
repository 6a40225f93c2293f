// SPDX-License-Identifier: GPL-3.0-or-later
// fio's output as it streams, on recordings of fio 3.33 (tests/data/fio): a local run with
// --status-interval=1, and a client driving two servers on 127.0.0.1 (JSON and normal output).
#include "bench/fio/fiostream.h"
#include "testpaths.h"

#include <QFile>
#include <QTest>

#include <map>

using namespace fragscope;

namespace {

QByteArray recording(const char* name)
{
    QFile f(sourcePath(QStringLiteral("tests/data/fio/")) + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

// Feeds `bytes` in pieces of `chunk`, as a pipe would deliver them.
std::vector<QJsonObject> feedInPieces(FioStreamParser& p, const QByteArray& bytes, int chunk)
{
    std::vector<QJsonObject> out;
    for (qsizetype at = 0; at < bytes.size(); at += chunk) {
        auto docs = p.feed(bytes.mid(at, chunk));
        out.insert(out.end(), docs.begin(), docs.end());
    }
    return out;
}

} // namespace

class TestFioStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void localStatusDocuments_data()
    {
        QTest::addColumn<int>("chunk");
        QTest::newRow("whole") << 0;
        QTest::newRow("1 byte") << 1;
        QTest::newRow("4 KiB") << 4096;
    }
    void localStatusDocuments()
    {
        QFETCH(int, chunk);
        const QByteArray bytes = recording("local-status-interval.json");
        FioStreamParser p;
        const auto docs = feedInPieces(p, bytes, chunk > 0 ? chunk : int(bytes.size()));
        QCOMPARE(docs.size(), std::size_t(4)); // three intervals and the final result
        QVERIFY(!p.hasPartial());
        QVERIFY(p.error().isEmpty());
        // Cumulative: each report has moved more bytes, later, than the one before.
        std::vector<FioReport> reports;
        for (const QJsonObject& d : docs) {
            const auto r = fioReports(d);
            QCOMPARE(r.size(), std::size_t(1));
            QVERIFY(r.front().host.isEmpty());
            reports.push_back(r.front());
        }
        for (std::size_t i = 1; i < reports.size(); ++i) {
            QVERIFY(reports[i].bytes[0] > reports[i - 1].bytes[0]);
            QVERIFY(reports[i].runtimeMs > reports[i - 1].runtimeMs);
            const auto interval = fioInterval(reports[i - 1], reports[i]);
            QVERIFY(interval);
            // 4 KiB reads: bytes/s is 4096 × I/O per second in every interval (fio counts the two
            // a few I/Os apart: 63,750,144 bytes against 15,558 I/Os in the first interval).
            const double ratio = interval->iops[0] * 4096 / interval->bytesPerSecond[0];
            QVERIFY2(ratio > 0.995 && ratio < 1.005, qPrintable(QString::number(ratio)));
            QCOMPARE(interval->bytesPerSecond[1], 0.0);
        }
        // The last is fio's final result: its totals are what the intervals add up to.
        QCOMPARE(reports.back().bytes[0], std::uint64_t(199233536));
        QCOMPARE(reports.back().runtimeMs, std::uint64_t(3000)); // job_runtime; read.runtime says 3001
    }

    void textBetweenAndACutOffEnd()
    {
        const QByteArray one = recording("local-status-interval.json");
        const qsizetype firstEnd = one.indexOf("\n}\n") + 3;
        QByteArray bytes = "fio: some warning\n" + one.left(firstEnd) + "note: between\r\n"
            + one.mid(firstEnd, 500); // the second document cut off
        FioStreamParser p;
        const auto docs = p.feed(bytes);
        QCOMPARE(docs.size(), std::size_t(1));
        QVERIFY(p.hasPartial());
        const QStringList lines = p.takeLines();
        QVERIFY2(lines.contains(QStringLiteral("fio: some warning")), qPrintable(lines.join(u'|')));
        QVERIFY2(lines.contains(QStringLiteral("note: between")), qPrintable(lines.join(u'|')));
        QVERIFY(p.takeLines().isEmpty());
        // A brace inside a string does not end the document.
        FioStreamParser q;
        const QByteArray braceInString = "{\"name\" : \"a}b\\\"}\", \"n\" : 1}";
        QCOMPARE(q.feed(braceInString).size(), std::size_t(1));
        QVERIFY(!q.hasPartial());
        // Not JSON: skipped, said.
        FioStreamParser bad;
        QCOMPARE(bad.feed("{ nope }").size(), std::size_t(0));
        QVERIFY(!bad.error().isEmpty());
    }

    void clientTwoHosts()
    {
        FioStreamParser p;
        const auto docs = p.feed(recording("client-two-hosts.json"));
        QCOMPARE(docs.size(), std::size_t(1)); // a client writes its JSON once, at the end
        const auto reports = fioReports(docs.front());
        // Both servers' interval reports, told apart by port; "All clients" left out.
        std::map<int, std::vector<FioReport>> byPort;
        for (const FioReport& r : reports) {
            QCOMPARE(r.host, QStringLiteral("127.0.0.1"));
            QCOMPARE(r.job, QStringLiteral("t"));
            byPort[r.port].push_back(r);
        }
        QCOMPARE(byPort.size(), std::size_t(2));
        QCOMPARE(byPort[18765].size(), std::size_t(4));
        QCOMPARE(byPort[18766].size(), std::size_t(4));
        for (const auto& [port, list] : byPort) {
            QCOMPARE(list.back().runtimeMs, std::uint64_t(3000));
            for (std::size_t i = 1; i < list.size(); ++i)
                QVERIFY(fioInterval(list[i - 1], list[i]));
        }
        QCOMPARE(byPort[18765].back().bytes[0], std::uint64_t(148697088));
        QCOMPARE(byPort[18766].back().bytes[0], std::uint64_t(147849216));
    }

    void clientStatusLines()
    {
        FioStreamParser p;
        QCOMPARE(p.feed(recording("client-two-hosts-normal.txt")).size(), std::size_t(0)); // normal output
        std::vector<FioStatusLine> status;
        for (const QString& line : p.takeLines()) {
            if (auto s = parseFioStatusLine(line))
                status.push_back(*s);
        }
        QCOMPARE(status.size(), std::size_t(3)); // one per second of the 3 s job
        QCOMPARE(status[0].jobs, 2);
        QVERIFY(!status[0].percent); // "Jobs: 2 (f=2)": not started yet
        QCOMPARE(*status[1].percent, 85.7);
        QCOMPARE(*status[1].etaSeconds, 1);
        QCOMPARE(status[1].readBytesPerSecond, 97.4 * 1024 * 1024);
        QCOMPARE(status[1].readIops, 24.3 * 1024);
        QCOMPARE(status[2].readBytesPerSecond, 101.0 * 1024 * 1024);
        // fio's units are 1024-based: IOPS × 4 KiB agrees with the rate within the rounding.
        for (std::size_t i = 1; i < status.size(); ++i) {
            const double ratio = status[i].readIops * 4096 / status[i].readBytesPerSecond;
            QVERIFY2(ratio > 0.98 && ratio < 1.02, qPrintable(QString::number(ratio)));
        }
        const auto both = parseFioStatusLine(
            QStringLiteral("Jobs: 1 (f=1): [m(1)][50.0%][r=2048KiB/s,w=1M][r=512,w=256 IOPS][eta 01h:02m:03s]"));
        QVERIFY(both);
        QCOMPARE(both->readBytesPerSecond, 2048.0 * 1024);
        QCOMPARE(both->writeBytesPerSecond, 1024.0 * 1024);
        QCOMPARE(both->readIops, 512.0);
        QCOMPARE(both->writeIops, 256.0);
        QCOMPARE(*both->etaSeconds, 3723);
        QVERIFY(!parseFioStatusLine(QStringLiteral("<vm> Starting 1 process")));
    }
};

QTEST_GUILESS_MAIN(TestFioStream)
#include "tst_fiostream.moc"
