// SPDX-License-Identifier: GPL-3.0-or-later
// The lab page, offscreen: the Quick experiment on two temporary directories ends with both
// summaries filled, the maps were redrawn during the writes, and no test file is left.
#include "colormap.h"
#include "common/hddsettings.h"
#include "extentmapview.h"
#include "findwidget.h"
#include "fslabskip.h"
#include "gui/dialogs/hddmodeldialog.h"
#include "gui/pages/lab/labpage.h"
#include "gui/pages/lab/labsetup.h"
#include "report/labfigures.h"
#include "report/labreport.h"
#include "report/snapshotcompare.h"
#include "writerateplot.h"

#include "../common/testmain.h"
#include "fslab.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QJsonDocument>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace fragscope;

namespace {

// Ending removes the files on the worker; the page says when it is done.
void endExperiment(LabPage& page)
{
    QSignalSpy ended(&page, &LabPage::experimentEnded);
    page.endExperiment();
    QVERIFY(page.isBusy());
    QVERIFY(ended.wait(60'000));
    QVERIFY(!page.isBusy());
}

} // namespace

class TestLabPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void quickExperimentFillsBothSummaries();
    void asksForDirectories();
    void stepsOneAtATime();
    void throwawayFileSystems();
    void experimentChooser();
    void snapshotExperiment();

private:
    QTemporaryDir m_cache;
};

void TestLabPage::initTestCase()
{
    qputenv("XDG_CACHE_HOME", QFile::encodeName(m_cache.path()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_cache.path())); // the saved disk model, apart
}

void TestLabPage::quickExperimentFillsBothSummaries()
{
    FSLAB_SCRATCH_DIR(a, "lab-a");
    FSLAB_SCRATCH_DIR(b, "lab-b");
    LabPage page;
    page.resize(1200, 800);
    page.show();
    page.setDirectories(a.path(), b.path());
    LabSettings s = LabSettings::quick();
    s.readRepetitions = 1;
    page.setSettings(s);
    QCOMPARE(page.settings(), s);
    QSignalSpy done(&page, &LabPage::finished);
    page.run();
    QVERIFY(page.isBusy());
    QVERIFY(done.wait(300'000));
    QVERIFY2(done.at(0).at(0).toBool(), "the experiment did not finish");
    QVERIFY(!page.isBusy());
    QVERIFY(page.result().has_value());
    QVERIFY(page.mapUpdates() >= 2);
    QVERIFY(page.writePlot()->sampleCount() >= 2); // the write rate drawn while the writes ran
    // The two maps zoom and scroll together.
    page.map(SideBySideMaps::Left)->zoomIn();
    page.map(SideBySideMaps::Left)->zoomIn();
    QVERIFY(page.map(SideBySideMaps::Left)->geometryState().viewEnd < page.result()->settings.fileBytes);
    QCOMPARE(page.map(SideBySideMaps::Right)->geometryState().viewStart,
        page.map(SideBySideMaps::Left)->geometryState().viewStart);
    QCOMPARE(page.map(SideBySideMaps::Right)->geometryState().viewEnd,
        page.map(SideBySideMaps::Left)->geometryState().viewEnd);
    page.map(SideBySideMaps::Right)->zoomOut();
    QCOMPARE(page.map(SideBySideMaps::Left)->geometryState().viewEnd,
        page.map(SideBySideMaps::Right)->geometryState().viewEnd);
    for (SideBySideMaps::Side side : {SideBySideMaps::Left, SideBySideMaps::Right}) {
        QTableWidget* t = page.summary(side);
        QCOMPARE(t->rowCount(), 2); // written sequentially, after the writes
        for (int row = 0; row < 2; ++row) {
            for (int c = 0; c < 5; ++c)
                QVERIFY2(t->item(row, c) && !t->item(row, c)->text().isEmpty(),
                    qPrintable(QStringLiteral("%1,%2").arg(row).arg(c)));
        }
        // The change against the first read, and whether the runs tell it from their noise.
        const LabTarget& measured = page.result()->targets[std::size_t(side)];
        QCOMPARE(t->item(1, 3)->text(), formatMeasuredChange(*measured.created.read, *measured.afterWrites.read));
        const LabTarget& target = page.result()->targets[std::size_t(side)];
        QCOMPARE(t->item(1, 1)->text(),
            QLocale().toString(qulonglong(target.afterWrites.snapshot.inspection.report.extentRecords)));
        QVERIFY(t->item(1, 2)->text().contains(QLatin1String("MB/s")));
        QCOMPARE(target.writesDone, s.writes());
    }
    // The experiment stays open for steps run again; ending it removes the test files.
    QVERIFY(page.isOpen());
    for (const QString& dir : {a.path(), b.path()})
        QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden).size(), 1);
    endExperiment(page);
    QVERIFY(!page.isOpen());
    for (const QString& dir : {a.path(), b.path()})
        QVERIFY(QDir(dir).entryList(QDir::Files | QDir::Hidden).isEmpty());

    // A slower disk for the model (5400 rpm, half the media rate): saved, and the same layouts
    // predicted again for it.
    const double before = page.result()->settings.hdd.rpm;
    QCOMPARE(before, 7200.0);
    const QString modelBefore = page.summary(SideBySideMaps::Left)->item(1, 4)->text();
    page.editHddModel();
    auto* dialog = page.findChild<HddModelDialog*>();
    QVERIFY(dialog);
    const auto box = [dialog](const char* key) {
        auto* b = dialog->findChild<QDoubleSpinBox*>(QLatin1String(key));
        Q_ASSERT(b);
        return b;
    };
    QCOMPARE(dialog->findChildren<QDoubleSpinBox*>().size(), qsizetype(hddFields().size() + 1)); // and capacity
    auto* preset = dialog->findChild<QComboBox*>();
    QCOMPARE(preset->currentData().toString(), QStringLiteral("desktop-7200"));
    box("average")->setValue(30); // average seek beyond full stroke: not a disk
    auto* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    QCOMPARE(preset->currentIndex(), preset->count() - 1); // Custom
    box("average")->setValue(12);
    box("rpm")->setValue(5400);
    box("outer")->setValue(75); // half the media rate: the transfer takes twice as long
    box("inner")->setValue(40);
    QVERIFY(box("latency")->isEnabled() == false); // an SSD's figure
    QVERIFY(ok->isEnabled());
    dialog->accept();
    QCOMPARE(savedHddParams().rpm, 5400.0);
    QCOMPARE(page.result()->settings.hdd.rpm, 5400.0);
    QVERIFY(page.summary(SideBySideMaps::Left)->horizontalHeaderItem(4)->text().contains(QLatin1String("5,400")));
    QVERIFY2(page.summary(SideBySideMaps::Left)->item(1, 4)->text() != modelBefore, qPrintable(modelBefore));

    // Saved as JSON (Export's second kind) and opened in another page: the same figures in every cell.
    const QString saved = m_cache.filePath(QStringLiteral("run.json"));
    {
        QFile f(saved);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(labToJson(*page.result())).toJson());
    }
    LabPage again;
    QSignalSpy opened(&again, &LabPage::opened);
    again.openRun(saved);
    QVERIFY(opened.wait(20'000));
    QVERIFY2(opened.first().first().toBool(), qPrintable(again.statusText()));
    for (SideBySideMaps::Side side : {SideBySideMaps::Left, SideBySideMaps::Right}) {
        QTableWidget* was = page.summary(side);
        QTableWidget* is = again.summary(side);
        QCOMPARE(is->rowCount(), was->rowCount());
        for (int row = 0; row < was->rowCount(); ++row)
            for (int c = 0; c < was->columnCount(); ++c)
                QCOMPARE(is->item(row, c)->text(), was->item(row, c)->text());
    }
    // Cut short, or from a newer Fragscope: refused with the file named, the shown run kept.
    QFile full(saved);
    QVERIFY(full.open(QIODevice::ReadOnly));
    const QByteArray bytes = full.readAll();
    full.close();
    QByteArray newer = bytes;
    newer.replace("\"format_version\": 1", "\"format_version\": 7");
    QVERIFY(newer != bytes);
    const std::pair<QByteArray, QString> bad[]
        = {{bytes.left(bytes.size() / 2), QStringLiteral("JSON at byte")}, {newer, QStringLiteral("format 7")}};
    for (const auto& [content, says] : bad) {
        QFile f(saved);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
        f.close();
        opened.clear();
        again.openRun(saved);
        QVERIFY(opened.wait(20'000));
        QCOMPARE(opened.first().first().toBool(), false);
        QVERIFY2(
            again.statusText().contains(saved) && again.statusText().contains(says), qPrintable(again.statusText()));
        QCOMPARE(again.summary(SideBySideMaps::Left)->item(1, 1)->text(),
            page.summary(SideBySideMaps::Left)->item(1, 1)->text());
    }
}

void TestLabPage::asksForDirectories()
{
    LabPage page;
    QSignalSpy done(&page, &LabPage::finished);
    page.run();
    QVERIFY(!page.isBusy());
    QCOMPARE(done.count(), 0);
    QVERIFY2(page.statusText().contains(QLatin1String("Throwaway")), qPrintable(page.statusText())); // the other way
}

// Next step runs one step; a read runs again; Pause holds the writes; Cancel stops a step, which
// then runs again; closing the page removes the files.
void TestLabPage::stepsOneAtATime()
{
    FSLAB_SCRATCH_DIR(a, "lab-a");
    FSLAB_SCRATCH_DIR(b, "lab-b");
    auto page = std::make_unique<LabPage>();
    page->setDirectories(a.path(), b.path());
    LabSettings s = LabSettings::quick();
    s.fileBytes = 32ULL << 20;
    s.writeTotalBytes = 32ULL << 20; // 8,192 writes with fsync on each side: seconds, not milliseconds
    s.readRepetitions = 1;
    page->setSettings(s);
    QSignalSpy done(page.get(), &LabPage::finished);
    const auto ran = [&page](LabStep step) {
        for (const auto& st : page->stepStates()) {
            if (st.step == step)
                return st.ran;
        }
        return false;
    };

    page->nextStep();
    QVERIFY(done.wait(60'000));
    QVERIFY(done.takeFirst().at(0).toBool());
    QVERIFY(page->isOpen());
    QVERIFY(ran(LabStep::Create));
    QVERIFY(!ran(LabStep::ReadBefore));
    page->nextStep();
    QVERIFY(done.wait(60'000));
    QVERIFY(done.takeFirst().at(0).toBool());
    QVERIFY(ran(LabStep::ReadBefore));
    const double firstRead = page->result()->targets[0].created.read->median;
    page->rerun(LabStep::ReadBefore); // the same file, read again
    QVERIFY(done.wait(60'000));
    QVERIFY(done.takeFirst().at(0).toBool());
    QVERIFY(page->result()->targets[0].created.read.has_value());
    QVERIFY(page->result()->targets[0].created.read->median != firstRead);

    // The writes: paused at once, nothing moves; cancelled while paused, the file must be written again.
    page->nextStep();
    page->setPaused(true);
    QTest::qWait(500);
    QVERIFY(page->isBusy());
    QCOMPARE(done.count(), 0);
    page->cancel();
    QVERIFY(done.wait(30'000));
    QVERIFY(!done.takeFirst().at(0).toBool());
    QVERIFY(!ran(LabStep::Writes));
    QVERIFY(!page->stepStates()[2].whyNot.isEmpty()); // the writes cannot run on a half-changed file
    QVERIFY(page->isOpen());

    endExperiment(*page);
    for (const QString& dir : {a.path(), b.path()})
        QVERIFY(QDir(dir).entryList(QDir::Files | QDir::Hidden).isEmpty());
    page->nextStep(); // a new experiment, left open: closing the page removes its files
    QVERIFY(done.wait(60'000));
    QCOMPARE(QDir(a.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
    page.reset();
    for (const QString& dir : {a.path(), b.path()})
        QVERIFY(QDir(dir).entryList(QDir::Files | QDir::Hidden).isEmpty());
}

// As root: the page makes btrfs and ext4 images, runs there, and ending the experiment unmounts and
// removes them.
void TestLabPage::throwawayFileSystems()
{
    for (auto type : {fslab::FsType::Btrfs, fslab::FsType::Ext4}) {
        if (const QString why = fslab::skipReason(type); !why.isEmpty())
            FSLAB_SKIP(why);
    }
    QTemporaryDir folder;
    LabPage page;
    page.setThrowaway(true, QStringLiteral("btrfs"), QStringLiteral("ext4"), folder.path());
    LabSettings s = LabSettings::quick();
    s.fileBytes = 64ULL << 20;
    s.writeTotalBytes = 4ULL << 20;
    s.readRepetitions = 1;
    page.setSettings(s);
    QSignalSpy done(&page, &LabPage::finished);
    page.run();
    QVERIFY(done.wait(300'000));
    QVERIFY2(done.at(0).at(0).toBool(), qPrintable(page.statusText()));
    QVERIFY(page.result().has_value());
    const auto& targets = page.result()->targets;
    QCOMPARE(targets[0].created.snapshot.inspection.fs.typeName, QStringLiteral("btrfs"));
    QCOMPARE(targets[1].created.snapshot.inspection.fs.typeName, QStringLiteral("ext4"));
    QVERIFY(targets[0].afterWrites.snapshot.inspection.report.extentRecords
        > targets[1].afterWrites.snapshot.inspection.report.extentRecords);
    for (const LabTarget& t : targets)
        QVERIFY2(fslab::mounts().contains(t.directory), qPrintable(t.directory));
    endExperiment(page);
    for (const LabTarget& t : targets)
        QVERIFY2(!fslab::mounts().contains(t.directory), qPrintable(t.directory));
    QVERIFY2(QDir(folder.path()).isEmpty(), qPrintable(QDir(folder.path()).entryList().join(u' ')));
}

// The snapshot experiment on a throwaway btrfs: one side to set, A the file and B the snapshot's
// copy, both maps redrawn during the overwrites and coloured by sharing (the copy all shared, the
// file partly its own), B's table empty before the snapshot, B's title the space --unshare took.
void TestLabPage::snapshotExperiment()
{
    if (const QString why = fslab::skipReason(fslab::FsType::Btrfs); !why.isEmpty())
        FSLAB_SKIP(why);
    QTemporaryDir folder;
    LabPage page;
    page.resize(1200, 800);
    page.show();
    page.setThrowaway(true, QStringLiteral("btrfs"), {}, folder.path());
    page.setSettings(LabSettings::quickSnapshots());
    QCOMPARE(page.findChild<LabSetup*>()->throwawayTypes(), QStringList{QStringLiteral("btrfs")});
    QCOMPARE(page.findChild<QListWidget*>()->count(), 7);
    QSignalSpy done(&page, &LabPage::finished);
    page.run();
    QVERIFY(done.wait(300'000));
    QVERIFY2(done.at(0).at(0).toBool(), qPrintable(page.statusText()));
    QCOMPARE(page.result()->targets.size(), std::size_t(1));
    QVERIFY(page.mapUpdates() >= 2); // the file and the copy, at least once each
    QTableWidget* copy = page.summary(SideBySideMaps::Right);
    QCOMPARE(copy->rowCount(), 4);
    QCOMPARE(copy->item(0, 1)->text(), QStringLiteral("no snapshot yet"));
    QCOMPARE(copy->currentRow(), 2); // after the overwrites
    const auto colours = [&](SideBySideMaps::Side side) {
        const QImage image = page.map(side)->grab().toImage();
        int shared = 0, own = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QRgb p = image.pixel(x, y) | 0xff000000;
                shared += p == sharedColor().rgb();
                own += p == ownDataColor().rgb();
            }
        }
        return std::pair{shared, own};
    };
    const auto [copyShared, copyOwn] = colours(SideBySideMaps::Right);
    const auto [fileShared, fileOwn] = colours(SideBySideMaps::Left);
    QVERIFY2(copyShared > 1000 && copyOwn == 0, qPrintable(QStringLiteral("%1 %2").arg(copyShared).arg(copyOwn)));
    QVERIFY2(fileShared > 1000 && fileOwn > 0, qPrintable(QStringLiteral("%1 %2").arg(fileShared).arg(fileOwn)));
    // Saved and read back, the run says the same: its sharing, space, tools and the defrag's answers.
    const auto back = labFromJson(labToJson(*page.result()), QStringLiteral("lab.json"));
    QVERIFY2(back, back ? "" : qPrintable(back.error().message()));
    const auto said = [](const LabResult& r) {
        QStringList lines = labUnshareLines(r.targets.front(), r.settings);
        for (const LabSharingFigures& f : labSharingFigures(r.targets.front(), r.settings))
            lines << f.title << labSharingText(f) << labSpaceText(f) << labToolsText(f);
        return lines;
    };
    QCOMPARE(said(*back).size(), 2 + 3 * 4);
    QCOMPARE(said(*back), said(*page.result()));
    endExperiment(page);
    QVERIFY2(QDir(folder.path()).isEmpty(), qPrintable(QDir(folder.path()).entryList().join(u' ')));
}

// The experiment chooser: the parallel writers' settings show their own figures and steps (no random
// writes, so no write-rate plot); run, each side shows its stages with the map of the one in the
// most pieces; choosing the talk's experiment again brings its own settings back.
void TestLabPage::experimentChooser()
{
    FSLAB_SCRATCH_DIR(a, "lab-writers-a");
    FSLAB_SCRATCH_DIR(b, "lab-writers-b");
    LabPage page;
    page.resize(1200, 800);
    page.show();
    LabSettings s = LabSettings::quickWriters();
    s.directIo = true;
    s.writers = 7;
    s.hdd = savedHddParams();
    page.setSettings(s);
    QCOMPARE(page.settings(), s);
    auto* steps = page.findChild<QListWidget*>();
    QVERIFY(steps);
    QCOMPARE(steps->count(), 4); // write, read, defrag, read
    QVERIFY2(steps->item(0)->text().contains(QLatin1String("parallel writers")), qPrintable(steps->item(0)->text()));
    QVERIFY(!page.writePlot()->isVisibleTo(&page));

    LabSettings small = s;
    small.fileBytes = 16ULL << 20;
    small.writers = 4;
    small.directIo = false; // any file system takes it
    small.readRepetitions = 0;
    page.setSettings(small);
    page.setDirectories(a.path(), b.path());
    QSignalSpy done(&page, &LabPage::finished);
    page.run();
    QVERIFY(done.wait(120'000));
    QVERIFY(page.result());
    for (SideBySideMaps::Side side : {SideBySideMaps::Left, SideBySideMaps::Right}) {
        const LabTarget& t = page.result()->targets[std::size_t(side)];
        QVERIFY2(
            t.error.isEmpty() || t.error.contains(QLatin1String("defrag"), Qt::CaseInsensitive), qPrintable(t.error));
        QVERIFY(page.summary(side)->rowCount() >= 1);
        QVERIFY2(page.summary(side)->item(0, 0)->text().contains(QLatin1String("4 writers")),
            qPrintable(page.summary(side)->item(0, 0)->text()));
        QVERIFY2(page.map(side)->message().isEmpty(), qPrintable(page.map(side)->message())); // a map shown
    }
    endExperiment(page);
    QComboBox* chooser = nullptr;
    for (QComboBox* c : page.findChildren<QComboBox*>()) {
        if (c->accessibleName() == QLatin1String("Experiment"))
            chooser = c;
    }
    QVERIFY(chooser);
    chooser->setCurrentIndex(chooser->findData(QStringLiteral("cow")));
    Q_EMIT chooser->activated(chooser->currentIndex());
    QCOMPARE(page.settings().experiment, LabExperiment::Cow);
    QCOMPARE(page.settings().fileBytes, LabSettings::quick().fileBytes); // its quick preset
    QVERIFY2(steps->item(0)->text().contains(QLatin1String("test file")), qPrintable(steps->item(0)->text()));
    QVERIFY(page.writePlot()->isVisibleTo(&page));

    // Discard: one step, its own settings, and its throwaway sides are one type with and without discard.
    chooser->setCurrentIndex(chooser->findData(QStringLiteral("discard")));
    Q_EMIT chooser->activated(chooser->currentIndex());
    QCOMPARE(page.settings().experiment, LabExperiment::Discard);
    QCOMPARE(page.settings().benchRepetitions, LabSettings::quickDiscard().benchRepetitions);
    QCOMPARE(steps->count(), 1);
    QVERIFY(!page.writePlot()->isVisibleTo(&page));
    QCOMPARE(page.findChild<LabSetup*>()->throwawayTypes(),
        (QStringList{QStringLiteral("xfs:discard"), QStringLiteral("xfs")}));
    QCOMPARE(page.summary(SideBySideMaps::Left)->horizontalHeaderItem(0)->text(), QStringLiteral("Pattern"));

    // Copy tools: its four steps, a tree of files to set, its tools' table.
    chooser->setCurrentIndex(chooser->findData(QStringLiteral("copy-tools")));
    Q_EMIT chooser->activated(chooser->currentIndex());
    QCOMPARE(page.settings().experiment, LabExperiment::CopyTools);
    QCOMPARE(page.settings().copyFiles, LabSettings::quickCopyTools().copyFiles);
    QCOMPARE(steps->count(), 4);
    QCOMPARE(page.summary(SideBySideMaps::Left)->horizontalHeaderItem(0)->text(), QStringLiteral("Tool"));
    QVERIFY(page.writePlot()->isVisibleTo(&page)); // the copies' MB/s
    // Its rounds, the generated files' sizes, or a folder whose files make the tree instead.
    auto* rounds = byName<QSpinBox>(page, "Rounds of copies");
    auto* sizes = byName<QComboBox>(page, "File sizes");
    auto* folder = byName<QLineEdit>(page, "Tree from a folder");
    auto* files = byName<QSpinBox>(page, "Files in the tree");
    QVERIFY(rounds && sizes && folder && files);
    rounds->setValue(5);
    QCOMPARE(page.settings().readRepetitions, 5);
    sizes->setCurrentIndex(2);
    QCOMPARE(page.settings().copyMinBytes, 1ULL << 20);
    QCOMPARE(page.settings().copyMaxBytes, 8ULL << 20);
    QVERIFY(files->isEnabled());
    folder->setText(QStringLiteral("/usr/share/doc"));
    QCOMPARE(page.settings().copySource, QStringLiteral("/usr/share/doc"));
    QVERIFY(!files->isEnabled() && !sizes->isEnabled()); // the folder's files and sizes
    // Settings of an earlier run come back whole.
    LabSettings back = page.settings();
    back.copyMinBytes = 8192;
    back.copyMaxBytes = 65536;
    page.setSettings(back);
    QCOMPARE(page.settings().copyMinBytes, 8192ULL);
    QCOMPARE(page.settings().copyMaxBytes, 65536ULL);
    QCOMPARE(page.settings().copySource, QStringLiteral("/usr/share/doc"));
    QCOMPARE(page.settings().readRepetitions, 5);
}

FRAGSCOPE_WIDGET_TEST_MAIN(TestLabPage)
#include "tst_labpage.moc"
