// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark page offscreen, on real files: the form and the text write through one parser,
// eight jobs run while the event loop keeps turning (no stall over 50 ms), Stop (Esc) ends a run
// within a second and keeps its partial result, and no file is left behind.
#include "benchmarkpage.h"
#include "benchmatrixview.h"
#include "benchresultmodel.h"
#include "jobeditor.h"
#include "testmain.h"
#include "throughputplot.h"

#include "bench/jobfile.h"

#include "fslab.h"
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>

using namespace fragscope;

namespace {

QStringList benchFiles(const QString& dir)
{
    return QDir(dir).entryList({QStringLiteral("fragscope-bench.*")}, QDir::Files);
}

// The longest gap between turns of the event loop while `work` runs, sampled by a 5 ms timer.
struct StallMeter
{
    QTimer timer;
    QElapsedTimer clock;
    qint64 worst = 0;
    qint64 last = 0;
    StallMeter()
    {
        timer.setInterval(5);
        QObject::connect(&timer, &QTimer::timeout, [this] {
            const qint64 now = clock.elapsed();
            worst = std::max(worst, now - last);
            last = now;
        });
        clock.start();
        timer.start();
    }
};

} // namespace

class TestBenchmarkPage : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir; // on a disk: the page benchmarks it

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        m_dir = fslab::scratchDir(QStringLiteral("page"), &why);
        if (!m_dir->isValid())
            QSKIP(qPrintable(why));
        QCoreApplication::setOrganizationName(QStringLiteral("fragscope-tests"));
    }

    void formAndTextAgree()
    {
        JobEditor editor;
        auto* bs = editor.findChild<QLineEdit*>(QStringLiteral("bs"));
        QVERIFY(bs);
        bs->setText(QStringLiteral("64k"));
        Q_EMIT bs->editingFinished();
        QCOMPARE(editor.jobs().front().bs, 65536ULL);
        auto* text = editor.findChild<QPlainTextEdit*>(QStringLiteral("jobText"));
        QVERIFY(text->toPlainText().contains(QLatin1String("bs=64k")));

        // A value the parser refuses leaves the job as it was.
        bs->setText(QStringLiteral("huge"));
        Q_EMIT bs->editingFinished();
        QCOMPARE(editor.jobs().front().bs, 65536ULL);
        QVERIFY(!bs->styleSheet().isEmpty());

        // The text, with a mistake: the problem names its line, the jobs stay.
        text->setPlainText(QStringLiteral("[a]\nsize=1m\nblocksise=4k\n"));
        text->document()->setModified(true);
        QVERIFY(!editor.commitText());
        QVERIFY2(editor.problemText().contains(QLatin1String(":3:")), qPrintable(editor.problemText()));
        QCOMPARE(editor.jobs().front().bs, 65536ULL);
        // Corrected, it replaces the jobs.
        text->setPlainText(QStringLiteral("[a]\nsize=1m\nrw=randwrite\n[b]\nsize=2m\nstonewall\n"));
        text->document()->setModified(true);
        QVERIFY(editor.commitText());
        QCOMPARE(editor.jobs().size(), std::size_t(2));
        QCOMPARE(editor.jobs()[0].rw, RwMode::RandWrite);
        QVERIFY(editor.jobs()[1].stonewall);
    }

    void eightJobsKeepTheWindowResponsive()
    {
        BenchmarkPage page;
        page.resize(1300, 800);
        page.show();
        JobSpec job;
        job.name = QStringLiteral("mixed");
        job.rw = RwMode::RandRw;
        job.size = 8 << 20;
        job.numjobs = 8;
        job.timeBased = true;
        job.runtimeUs = 2'000'000;
        job.invalidate = false;
        page.editor()->setJobs({job});
        page.setDirectory(m_dir->path());
        QSignalSpy running(&page, &BenchmarkPage::runningChanged);
        StallMeter meter;
        // While the jobs run: the meter stops as the run ends, before the result is laid out.
        connect(&page, &BenchmarkPage::runningChanged, &meter.timer, [&meter](bool on) {
            if (!on)
                meter.timer.stop();
        });
        page.run();
        QVERIFY(page.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 20000);
        qInfo("longest event-loop stall while 8 jobs ran: %lld ms", meter.worst);
        QVERIFY2(meter.worst <= 50, qPrintable(QString::number(meter.worst)));
        QCOMPARE(running.count(), 2);
        QVERIFY(page.plot()->sampleCount() >= 10);
        QCOMPARE(page.results()->rowCount(), 1);
        QVERIFY(page.results()->index(0, BenchResultModel::ReadIops).data(BenchResultModel::SortRole).toDouble() > 0);
        QCOMPARE(page.results()->result().runs.front().clones.size(), std::size_t(8));
        QCOMPARE(page.historySize(), 1);
        QVERIFY(benchFiles(m_dir->path()).isEmpty());
    }

    void escapeStopsAndKeepsThePartialResult()
    {
        BenchmarkPage page;
        page.show();
        JobSpec job;
        job.name = QStringLiteral("long");
        job.rw = RwMode::RandWrite;
        job.size = 8 << 20;
        job.timeBased = true;
        job.runtimeUs = 60'000'000;
        page.editor()->setJobs({job});
        page.setDirectory(m_dir->path());
        page.run();
        QTRY_VERIFY_WITH_TIMEOUT(page.plot()->sampleCount() >= 3, 10000);
        QElapsedTimer stopping;
        stopping.start();
        QTest::keyClick(&page, Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 5000);
        QVERIFY2(stopping.elapsed() < 1500, qPrintable(QString::number(stopping.elapsed())));
        QVERIFY(page.results()->result().cancelled);
        QCOMPARE(page.results()->rowCount(), 1);
        QVERIFY(page.results()->result().runs.front().write.ios > 0);
        QVERIFY(benchFiles(m_dir->path()).isEmpty());
    }

    void coldReadAndCommandModes()
    {
        BenchmarkPage page;
        page.show();
        const QString file = m_dir->filePath(QStringLiteral("data"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(3 << 20, 'x'));
        f.close();
        page.setColdReadFile(file);
        page.run();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 20000);
        // Three repetitions and their median; the file is read whole each time, and kept.
        QCOMPARE(page.results()->rowCount(), 4);
        for (const JobRun& run : page.results()->result().runs)
            QCOMPARE(run.read.ioBytes, 3ULL << 20);
        QVERIFY(!page.results()->result().context.cacheMethod.isEmpty());
        QVERIFY(QFileInfo::exists(file));

        page.setCommand(QStringLiteral("cat '%1' > /dev/null").arg(file), 2);
        page.run();
        QTRY_VERIFY_WITH_TIMEOUT(!page.isRunning(), 20000);
        QCOMPARE(page.results()->rowCount(), 1);
        QCOMPARE(page.results()->result().jobs.front().numjobs, 2);
        QCOMPARE(page.historySize(), 2);
    }

    void presetsAndImportFillTheViews()
    {
        BenchmarkPage page;
        page.loadPreset(QStringLiteral("crystaldiskmark"));
        QCOMPARE(page.editor()->jobs().size(), std::size_t(8));
        // A result made elsewhere, then compared with itself: every difference is zero.
        const QString path = m_dir->filePath(QStringLiteral("old.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("seq: (groupid=0, jobs=1): err= 0: pid=1: Thu Mar 10 10:00:00 2016\n"
                   "  read : io=1024.0MB, bw=104857KB/s, iops=102, runt= 10000msec\n");
        file.close();
        QSignalSpy imported(&page, &BenchmarkPage::importFinished);
        page.importResult(path);
        page.importResult(path);
        QTRY_COMPARE(imported.count(), 2);
        QVERIFY(imported.at(0).at(0).toBool() && imported.at(1).at(0).toBool());
        QCOMPARE(page.historySize(), 2);
        QCOMPARE(page.matrix()->rows().size(), std::size_t(1));
        QVERIFY(std::abs(page.matrix()->rows().front().readBandwidth - 104857.6 * 1024) < 2048);
        page.importResult(m_dir->filePath(QStringLiteral("missing.json")));
        QTRY_COMPARE(imported.count(), 3);
        QVERIFY(!imported.at(2).at(0).toBool());
        QCOMPARE(page.historySize(), 2);
    }
};

FRAGSCOPE_WIDGET_TEST_MAIN(TestBenchmarkPage)
#include "tst_benchmarkpage.moc"
