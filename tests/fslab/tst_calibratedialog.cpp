// SPDX-License-Identifier: GPL-3.0-or-later
// Measure This Disk…: on a loop device it finds the device, measures with the plot filling as it
// goes, saves the profile where every read time looks for it, and a cancel saves nothing; on a
// folder with no disk under it, it says why and offers nothing to start.
#include "fslab.h"

#include "gui/dialogs/calibratedialog.h"
#include "profileplot.h"

#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace fragscope;
using namespace fragscope::fslab;

class TestCalibrateDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void measuresAndSaves()
    {
        LoopFs fs(FsType::Ext4, 128);
        if (!fs.ok())
            FSLAB_SKIP(fs.error());
        QTemporaryDir profiles;
        qputenv("FRAGSCOPE_PROFILE_DIR", profiles.path().toUtf8());
        CalibrateDialog dialog(fs.device());
        dialog.show();
        QPushButton* measure = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            if (b->text().remove(u'&') == QStringLiteral("Measure"))
                measure = b;
        QVERIFY(measure);
        QTRY_VERIFY_WITH_TIMEOUT(measure->isEnabled(), 10000); // the device found and openable
        QSignalSpy saved(&dialog, &CalibrateDialog::measured);
        QTest::mouseClick(measure, Qt::LeftButton);
        QVERIFY(dialog.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30000);
        QCOMPARE(saved.count(), 1);
        QCOMPARE(saved.at(0).at(0).toString(), fs.device());
        QVERIFY2(dialog.statusText().contains(QStringLiteral("saved")), qPrintable(dialog.statusText()));
        QVERIFY(dialog.profile() && dialog.profile()->check());
        QCOMPARE(dialog.plot()->rateCount(), 11);
        QVERIFY(dialog.plot()->accessCount() >= 5);
        QCOMPARE(QDir(profiles.path()).entryList({QStringLiteral("*.json")}).size(), 1);

        // Cancelled at once: nothing more saved, and it says so.
        QDir(profiles.path()).removeRecursively();
        QDir().mkpath(profiles.path());
        dialog.measure();
        QVERIFY(dialog.isRunning());
        QTest::keyClick(&dialog, Qt::Key_Escape); // closes, cancelling the run
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 10000);
        QVERIFY(!dialog.isVisible());
        QCOMPARE(QDir(profiles.path()).entryList({QStringLiteral("*.json")}).size(), 0);
        qunsetenv("FRAGSCOPE_PROFILE_DIR");
    }

    void noDiskNoMeasure()
    {
        if (!onTmpfs(QStringLiteral("/dev/shm")))
            QSKIP("/dev/shm is not a tmpfs here");
        CalibrateDialog dialog(QStringLiteral("/dev/shm"));
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 10000);
        bool said = false;
        for (QLabel* l : dialog.findChildren<QLabel*>())
            said = said || l->text().contains(QStringLiteral("no block device"));
        QVERIFY(said);
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            if (b->text().remove(u'&') == QStringLiteral("Measure"))
                QVERIFY(!b->isEnabled());
    }
};

QTEST_MAIN(TestCalibrateDialog)
#include "tst_calibratedialog.moc"
