// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark's widgets offscreen: the results model under QAbstractItemModelTester with its
// median rows, the matrix and comparison rows, and the live plot taking ticks.
#include "bench/results/knee.h"
#include "benchcomparechart.h"
#include "benchmatrixview.h"
#include "benchresultmodel.h"
#include "findwidget.h"
#include "historypicker.h"
#include "ratebybytesplot.h"
#include "testmain.h"
#include "throughputplot.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QTableWidget>

#include <qcustomplot.h>

using namespace fragscope;

namespace {

// A result with known figures: bandwidth = MB/s * 10^6 over one second.
JobRun runOf(int job, int rep, double readMBps, double writeMBps)
{
    JobRun r;
    r.jobIndex = job;
    r.repetition = rep;
    r.runtimeUs = 1'000'000;
    for (auto [d, mbps] : {std::pair{&r.read, readMBps}, std::pair{&r.write, writeMBps}}) {
        if (mbps <= 0)
            continue;
        d->runtimeUs = 1'000'000;
        d->ioBytes = std::uint64_t(mbps * 1e6);
        d->ios = d->ioBytes / 4096;
        d->histogram.add(100'000, d->ios);
        d->clat = latencyStats(d->histogram, 90'000, 110'000, 1e5 * double(d->ios), 1e10 * double(d->ios));
    }
    return r;
}

BenchResult resultOf(const QStringList& names, const std::vector<JobRun>& runs)
{
    BenchResult r;
    for (const QString& n : names) {
        JobSpec j;
        j.name = n;
        r.jobs.push_back(j);
    }
    r.runs = runs;
    for (JobRun& run : r.runs)
        run.job = names.at(run.jobIndex);
    return r;
}

} // namespace

class TestBenchWidgets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resultModelRowsAndMedians()
    {
        BenchResultModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setResult(resultOf({QStringLiteral("seq"), QStringLiteral("rand")},
            {runOf(0, 0, 100, 0), runOf(0, 1, 300, 0), runOf(0, 2, 200, 0), runOf(1, 0, 0, 50)}));
        // Three repetitions and their median row, then the single run of the second job, then the
        // two jobs summed per repetition: they ran at the same time (no stonewall between them).
        QCOMPARE(model.rowCount(), 5 + 3);
        QCOMPARE(model.index(5, BenchResultModel::Job).data().toString(), QStringLiteral("group 0 (together)"));
        QCOMPARE(model.index(5, BenchResultModel::ReadMBps).data(BenchResultModel::SortRole).toDouble(), 100.0);
        QCOMPARE(model.index(5, BenchResultModel::WriteMBps).data(BenchResultModel::SortRole).toDouble(), 50.0);
        QCOMPARE(model.index(6, BenchResultModel::ReadMBps).data(BenchResultModel::SortRole).toDouble(), 300.0);
        QCOMPARE(model.index(6, BenchResultModel::WriteMBps).data().toString(), QStringLiteral("–"));
        QVERIFY(model.index(3, 0).data(BenchResultModel::SummaryRole).toBool());
        QCOMPARE(model.index(3, BenchResultModel::ReadMBps).data(BenchResultModel::SortRole).toDouble(), 200.0);
        QCOMPARE(model.index(3, BenchResultModel::ReadMBps).data().toString(), QStringLiteral("200.0"));
        QCOMPARE(model.index(1, BenchResultModel::ReadMBps).data(BenchResultModel::SortRole).toDouble(), 300.0);
        QCOMPARE(model.index(4, BenchResultModel::WriteMBps).data(BenchResultModel::SortRole).toDouble(), 50.0);
        QCOMPARE(model.index(4, BenchResultModel::ReadMBps).data().toString(), QStringLiteral("–"));
        QCOMPARE(model.index(0, BenchResultModel::MeanLatency).data().toString(), QStringLiteral("100.0 us"));
        model.setResult(BenchResult{});
        QCOMPARE(model.rowCount(), 0);
    }

    void matrixPairsReadAndWriteJobs()
    {
        const BenchResult r = resultOf(
            {QStringLiteral("SEQ1M Q8T1 read"), QStringLiteral("SEQ1M Q8T1 write"), QStringLiteral("randrw")},
            {runOf(0, 0, 500, 0), runOf(0, 1, 700, 0), runOf(1, 0, 0, 400), runOf(2, 0, 30, 10)});
        BenchMatrixView view;
        view.setResult(r);
        QCOMPARE(view.rows().size(), std::size_t(2));
        QCOMPARE(view.rows()[0].label, QStringLiteral("SEQ1M Q8T1"));
        QCOMPARE(view.rows()[0].readBandwidth, 600e6); // the median of 500 and 700
        QCOMPARE(view.rows()[0].writeBandwidth, 400e6);
        QCOMPARE(view.rows()[1].label, QStringLiteral("randrw"));
        QCOMPARE(view.rows()[1].writeBandwidth, 10e6);
        // Drawn: far more ink than the empty view's one-line hint (the figures and their bars).
        view.resize(view.sizeHint());
        const auto ink = [](QWidget& w) {
            const QImage image = w.grab().toImage();
            const QRgb background = image.pixel(0, image.height() - 1);
            int n = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    n += image.pixel(x, y) != background;
            return n;
        };
        BenchMatrixView empty;
        empty.resize(view.size());
        const int drawn = ink(view), hint = ink(empty);
        QVERIFY2(hint > 0 && drawn > 3 * hint, qPrintable(QStringLiteral("%1 vs %2").arg(drawn).arg(hint)));
    }

    void compareGivesPercent()
    {
        const BenchResult a = resultOf({QStringLiteral("read")}, {runOf(0, 0, 100, 0)});
        const BenchResult b = resultOf({QStringLiteral("read")}, {runOf(0, 0, 125, 0)});
        BenchCompareChart chart;
        chart.setResults(a, QStringLiteral("A"), b, QStringLiteral("B"));
        QCOMPARE(chart.rows().size(), std::size_t(2)); // MB/s and IOPS of the reads
        QCOMPARE(chart.rows()[0].values[0], 100.0);
        QCOMPARE(chart.rows()[0].values[1], 125.0);
        QCOMPARE(chart.rows()[0].percent(1), 25.0);
        // No label in common and as many rows: paired in order, both names shown.
        const BenchResult c = resultOf({QStringLiteral("other")}, {runOf(0, 0, 50, 0)});
        chart.setResults(a, QStringLiteral("A"), c, QStringLiteral("C"));
        QCOMPARE(chart.rows()[0].row, QStringLiteral("read / other"));
        QCOMPARE(chart.rows()[0].percent(1), -50.0);
    }

    // How the results were measured, first: the circumstances that differ from the baseline's
    // above the chart, none when they were measured alike.
    void compareSaysWhatDiffersFirst()
    {
        BenchResult a = resultOf({QStringLiteral("read")}, {runOf(0, 0, 100, 0)});
        a.context.kernel = QStringLiteral("6.1.0");
        DiskFacts sda;
        sda.name = QStringLiteral("sda");
        sda.scheduler = QStringLiteral("mq-deadline");
        a.context.storage.disks.push_back(sda);
        BenchResult b = a;
        BenchCompareChart chart;
        chart.setResults(a, QStringLiteral("A"), b, QStringLiteral("B"));
        QVERIFY(chart.contextChanges().isEmpty());
        auto* said = byName<QLabel>(chart, QStringLiteral("How the results' circumstances differ"));
        QVERIFY(said);
        QVERIFY(said->isHidden());
        b.context.kernel = QStringLiteral("6.18.0");
        b.context.storage.disks[0].scheduler = QStringLiteral("none");
        chart.setResults(a, QStringLiteral("A"), b, QStringLiteral("B"));
        QCOMPARE(chart.contextChanges(),
            (QStringList{
                QStringLiteral("scheduler: sda mq-deadline → sda none"), QStringLiteral("kernel: 6.1.0 → 6.18.0")}));
        QVERIFY(!said->isHidden());
        QVERIFY2(said->text().contains(QStringLiteral("kernel: 6.1.0 → 6.18.0")), qPrintable(said->text()));
        // What one of them does not say is said, not taken for alike.
        b.context.factsKnown = true;
        b.context.machine.cpuModel = QStringLiteral("AMD EPYC");
        chart.setResults(a, QStringLiteral("A"), b, QStringLiteral("B"));
        QCOMPARE(chart.contextChanges().size(), 2);
        QVERIFY2(
            said->text().contains(QStringLiteral("A does not say its CPU governor, CPU")), qPrintable(said->text()));
    }

    // Any number of results against a chosen baseline: each one's figure and change, a result
    // without the figure left out of that row only, a row nobody else has dropped.
    void compareManyAgainstABaseline()
    {
        const BenchResult a
            = resultOf({QStringLiteral("seq"), QStringLiteral("solo")}, {runOf(0, 0, 100, 40), runOf(1, 0, 10, 0)});
        const BenchResult b = resultOf({QStringLiteral("seq")}, {runOf(0, 0, 125, 0)});
        const BenchResult c = resultOf({QStringLiteral("seq")}, {runOf(0, 0, 50, 80)});
        const BenchResult d = resultOf({QStringLiteral("seq")}, {runOf(0, 0, 200, 20)});
        BenchCompareChart chart;
        chart.resize(1000, 700);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setResults(
            {&a, &b, &c, &d}, {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d")}, 2);
        // seq read MB/s, seq write MB/s, seq read IOPS, seq write IOPS; "solo" is a's alone.
        QCOMPARE(chart.rows().size(), std::size_t(4));
        const ComparisonRow& read = chart.rows()[0];
        QCOMPARE(read.label, QStringLiteral("seq read MB/s"));
        QCOMPARE(read.baseline, std::size_t(2));
        QCOMPARE(read.values, (std::vector<double>{100, 125, 50, 200}));
        QCOMPARE(read.percent(0), 100.0);
        QCOMPARE(read.percent(1), 150.0);
        QCOMPARE(read.percent(2), 0.0);
        QCOMPARE(read.percent(3), 300.0);
        const ComparisonRow& write = chart.rows()[1];
        QCOMPARE(write.label, QStringLiteral("seq write MB/s"));
        QCOMPARE(write.values, (std::vector<double>{40, -1, 80, 20}));
        QCOMPARE(write.percent(0), -50.0);
        QCOMPARE(write.percent(1), 0.0); // b wrote nothing: no change to show
        QCOMPARE(write.percent(3), -75.0);
        QCOMPARE(chart.rows()[2].label, QStringLiteral("seq read IOPS"));
        QCOMPARE(chart.rows()[2].percent(3), 300.0);
        // With room, a percent label beside every bar but the baseline's where the bar has a figure:
        // 3 + 2 on the bandwidth plot; the legend lists the results in order, the baseline named.
        QCustomPlot* bandwidth = chart.findChildren<QCustomPlot*>().front();
        QCOMPARE(bandwidth->plottableCount(), 4);
        QCOMPARE(bandwidth->itemCount(), 5);
        QVERIFY(bandwidth->legend->visible());
        QCOMPARE(bandwidth->legend->itemCount(), 4);
        const auto legendName = [bandwidth](int i) {
            return static_cast<QCPPlottableLegendItem*>(bandwidth->legend->item(i))->plottable()->name();
        };
        QCOMPARE(legendName(0), QStringLiteral("a"));
        QCOMPARE(legendName(2), QStringLiteral("c (baseline)"));
        // The hover and the table say the same, exactly.
        QVERIFY2(chart.figureText(true, 1).contains(QStringLiteral("d: 200.0 (+300.0 %)")),
            qPrintable(chart.figureText(true, 1)));
        QVERIFY(chart.figureText(true, 2).contains(QStringLiteral("b: —")));
        QCOMPARE(chart.table()->rowCount(), 4);
        QCOMPARE(chart.table()->columnCount(), 5);
        QCOMPARE(chart.table()->item(1, 4)->text(), QStringLiteral("20.0  (-75.0 %)"));
        QCOMPARE(chart.table()->item(1, 3)->text(), QStringLiteral("80.0"));
        // Crowded (a small plot): no labels over the bars; the hover still tells.
        chart.resize(500, 160);
        QTRY_VERIFY(bandwidth->height() < 200);
        QCOMPARE(bandwidth->itemCount(), 0);
    }

    // The benchmark page's picker: entries join the comparison as they come, at most six at once,
    // the baseline stays where the user put it, and unchecking it hands it to the oldest picked.
    void historyPickerPicksMany()
    {
        HistoryPicker picker(QStringLiteral("runs"), HistoryPicker::Choice::Many);
        QSignalSpy spy(&picker, &HistoryPicker::compareManyRequested);
        picker.add(QStringLiteral("one"));
        QCOMPARE(spy.count(), 0); // nothing to compare with yet
        picker.add(QStringLiteral("two"));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.last().at(0).value<QList<int>>(), (QList<int>{0, 1}));
        QCOMPARE(spy.last().at(1).toInt(), 0);
        for (int i = 3; i <= 8; ++i)
            picker.add(QString::number(i));
        QCOMPARE(picker.picked(), (QList<int>{0, 3, 4, 5, 6, 7})); // six: the baseline and the newest five
        picker.compareMany({2, 4, 6}, 4);
        QCOMPARE(spy.last().at(0).value<QList<int>>(), (QList<int>{2, 4, 6}));
        QCOMPARE(spy.last().at(1).toInt(), 4);
        picker.list()->item(4)->setCheckState(Qt::Unchecked);
        QCOMPARE(spy.last().at(0).value<QList<int>>(), (QList<int>{2, 6}));
        QCOMPARE(spy.last().at(1).toInt(), 2);
        QCOMPARE(picker.baseline(), 2);
        QCOMPARE(picker.b(), 6);
        picker.compare(1, 0); // two of them, the first the baseline
        QCOMPARE(picker.picked(), (QList<int>{0, 1}));
        QCOMPARE(picker.baseline(), 1);
    }

    void plotTakesTicks()
    {
        ThroughputPlot plot;
        plot.resize(800, 500);
        plot.show();
        plot.start({QStringLiteral("a"), QStringLiteral("b")});
        QCOMPARE(plot.plot()->graphCount(), 3 * 5); // two jobs and the total, five graphs each
        BenchTick tick;
        for (int job : {0, 1, -1}) {
            BenchSample s;
            s.jobIndex = job;
            s.seconds = 0.1;
            s.readBandwidth = 1e8;
            s.readIops = 1000;
            s.p50Ns = 50'000;
            s.p99Ns = 90'000;
            tick.samples.push_back(s);
        }
        plot.addTick(tick);
        QCOMPARE(plot.sampleCount(), 3);
        QCOMPARE(plot.plot()->graph(0)->dataCount(), 1);
        QCOMPARE(plot.plot()->graph(0)->data()->at(0)->value, 100.0); // MB/s
        // A single job has no total line.
        plot.start({QStringLiteral("only")});
        QCOMPARE(plot.plot()->graphCount(), 5);
        tick.samples.resize(1);
        tick.samples[0].jobIndex = 0;
        plot.addTick(tick);
        QCOMPARE(plot.sampleCount(), 1);
        QVERIFY(plot.following());
    }

    // A writing job's MB/s against the bytes it wrote: the knee marked and said under the plot; a
    // result that only reads says there is nothing to draw.
    void rateByBytesMarksTheKnee()
    {
        RateByBytesPlot plot;
        plot.resize(700, 400);
        plot.show();
        BenchResult r;
        r.jobs.resize(1);
        r.jobs[0].name = QStringLiteral("sw");
        r.jobs[0].rw = RwMode::Write;
        for (int i = 1; i <= 40; ++i) {
            BenchSample s;
            s.jobIndex = 0;
            s.seconds = 0.5 * i;
            s.writeBandwidth = i <= 20 ? 500e6 : 50e6;
            r.series.push_back(s);
        }
        plot.setResult(r);
        const auto knee = findRateKnee(r.series, 0);
        QVERIFY(knee);
        QVERIFY2(plot.summary().contains(rateKneeText(*knee)), qPrintable(plot.summary()));
        QCOMPARE(plot.plot()->graphCount(), 1);
        QCOMPARE(plot.plot()->graph(0)->dataCount(), 38); // the first and last samples left out
        QCPItemStraightLine* mark = nullptr;
        for (int i = 0; i < plot.plot()->itemCount(); ++i) {
            if (auto* m = qobject_cast<QCPItemStraightLine*>(plot.plot()->item(i)))
                mark = m;
        }
        QVERIFY(mark);
        QCOMPARE(mark->point1->coords().x(), knee->bytes / double(1ULL << 30));
        r.jobs[0].rw = RwMode::Read;
        plot.setResult(r);
        QCOMPARE(plot.plot()->graphCount(), 0);
        QVERIFY(plot.summary().startsWith(QLatin1String("No job of this result writes")));
    }

    // fio's steady-state window: behind the throughput, trailing the last sample while the run goes
    // on, then where the run ended it, saying what it found; a new run without one shows none.
    void plotShowsTheSteadyStateWindow()
    {
        ThroughputPlot plot;
        plot.resize(800, 600);
        plot.show();
        plot.start({QStringLiteral("a")});
        plot.setSteadyWindow(5);
        BenchTick tick;
        tick.samples.resize(1);
        tick.samples[0].jobIndex = 0;
        tick.samples[0].readBandwidth = 1e8;
        for (int i = 1; i <= 12; ++i) {
            tick.samples[0].seconds = i;
            plot.addTick(tick);
        }
        QCPItemRect* band = nullptr;
        for (int i = 0; i < plot.plot()->itemCount(); ++i) {
            if (auto* r = qobject_cast<QCPItemRect*>(plot.plot()->item(i)))
                band = r;
        }
        QVERIFY(band);
        QTRY_COMPARE(band->bottomRight->coords().x(), 12.0);
        QCOMPARE(band->topLeft->coords().x(), 7.0);
        QVERIFY(band->visible());
        QVERIFY(plot.steadyText().contains(QLatin1String("5 s")));
        plot.markSteadyState(10, QStringLiteral("a: steady state reached after 10 s"));
        QCOMPARE(band->topLeft->coords().x(), 5.0);
        QCOMPARE(band->bottomRight->coords().x(), 10.0);
        QCOMPARE(plot.steadyText(), QStringLiteral("a: steady state reached after 10 s"));
        plot.start({QStringLiteral("b")});
        QVERIFY(!band->visible());
        QVERIFY(plot.steadyText().isEmpty());
    }

    // Latency over time drawn from merged histograms: two hosts' lines and their total, p99.9
    // too, and the heat map's cells hold every completion; with nothing to draw, the plot says why.
    void plotDrawsLatencyOverTime()
    {
        ThroughputPlot plot;
        plot.resize(800, 600);
        plot.show();
        plot.start({QStringLiteral("host a"), QStringLiteral("host b")});
        BenchResult r;
        r.jobs.resize(1);
        r.hosts.resize(2);
        for (int i = 1; i <= 5; ++i) {
            for (int h = 0; h < 2; ++h) {
                LatencyInterval l{0, h, double(i), {}};
                l.bins.add(latencybuckets::indexOf(h ? 2'000'000 : 20'000), 99);
                l.bins.add(latencybuckets::indexOf(50'000'000), 1);
                r.latency.push_back(l);
            }
        }
        plot.showLatency(latencyTimeline(r), true, QStringLiteral("never shown"));
        QCustomPlot* p = plot.plot();
        // Graphs per line: MB/s, IOPS, p50, p99, p99.9; the total's p50 is between the hosts'.
        const auto valueAt = [p](int graph) { return p->graph(graph)->data()->at(0)->value; };
        QCOMPARE(p->graph(2)->dataCount(), 5);
        QVERIFY(valueAt(2) < 25 && valueAt(7) > 1500); // µs: host a 20, host b 2,000
        QVERIFY(valueAt(12) > 20 && valueAt(12) < 2500);
        QVERIFY(valueAt(14) > 40'000); // p99.9 of all: the 50 ms ones
        QCPColorMap* heat = nullptr;
        for (int i = 0; i < p->plottableCount(); ++i) {
            if (auto* m = qobject_cast<QCPColorMap*>(p->plottable(i)))
                heat = m;
        }
        QVERIFY(heat);
        p->replot();
        double cells = 0;
        for (int x = 0; x < heat->data()->keySize(); ++x) {
            for (int y = 0; y < heat->data()->valueSize(); ++y) {
                const double v = heat->data()->cell(x, y);
                if (!std::isnan(v))
                    cells += v;
            }
        }
        QCOMPARE(heat->data()->keySize(), 5);
        QCOMPARE(cells, 5 * 200.0);
        const auto noteShown = [p] {
            for (int i = 0; i < p->itemCount(); ++i) {
                if (auto* t = qobject_cast<QCPItemText*>(p->item(i)); t && t->visible())
                    return t->text();
            }
            return QString();
        };
        QVERIFY(noteShown().isEmpty());
        plot.start({QStringLiteral("host a"), QStringLiteral("host b")});
        plot.showLatency(LatencyTimeline{}, true, QStringLiteral("no logs that add up"));
        QCOMPARE(noteShown(), QStringLiteral("no logs that add up"));
    }

    // A dark theme chosen while running: the plot's background, axes, labels and the Total line
    // take the new colours (QCustomPlot alone stays black on white).
    void plotFollowsThePalette()
    {
        ThroughputPlot plot;
        plot.resize(800, 500);
        plot.show();
        plot.start({QStringLiteral("a"), QStringLiteral("b")});
        QCustomPlot* p = plot.plot();
        const auto corner = [p] { return p->grab().toImage().pixelColor(2, 2); }; // outside the axes
        QCOMPARE(corner(), plot.palette().color(QPalette::Base));
        QPalette dark = plot.palette();
        dark.setColor(QPalette::Base, QColor(0x20, 0x22, 0x26));
        dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
        dark.setColor(QPalette::Window, QColor(0x2a, 0x2c, 0x30));
        dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
        QVERIFY(dark.color(QPalette::Base) != plot.palette().color(QPalette::Base));
        plot.setPalette(dark);
        p->replot();
        QCOMPARE(corner(), dark.color(QPalette::Base));
        QCOMPARE(p->xAxis->tickLabelColor(), dark.color(QPalette::Text));
        QCOMPARE(p->yAxis->basePen().color(), dark.color(QPalette::Text));
        QCOMPARE(p->legend->textColor(), dark.color(QPalette::Text));
        QCOMPARE(p->graph(p->graphCount() - 4)->pen().color(), dark.color(QPalette::Text)); // the Total
        QVERIFY(p->graph(0)->pen().color() != dark.color(QPalette::Text));                  // a job keeps its colour
        // Drawn, the plot's middle is the dark background, not white.
        const QImage image = plot.grab().toImage();
        const QColor middle = image.pixelColor(image.width() / 2, image.height() / 4);
        QVERIFY2(middle.lightness() < 128, qPrintable(middle.name()));
    }
};

FRAGSCOPE_WIDGET_TEST_MAIN(TestBenchWidgets)
#include "tst_benchwidgets.moc"
