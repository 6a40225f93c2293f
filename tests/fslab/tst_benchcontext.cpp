// SPDX-License-Identifier: GPL-3.0-or-later
// A benchmark result's circumstances on real devices, against the tools that say them otherwise:
// the way down from a loop-mounted file system to its disks as lsblk and losetup see it, and a run's
// saved context, read back and compared with another run's after the device's I/O scheduler changed.
#include "bench/results/benchcontext.h"
#include "bench/results/resultjson.h"
#include "fs/sysfacts.h"
#include "fslab.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace fragscope;
using namespace fragscope::fslab;

namespace {

// lsblk's word on one device: its columns by name (-P: NAME="loop3" ROTA="0" ...), bytes as numbers.
QMap<QString, QString> lsblk(const QString& device)
{
    QString err;
    const QByteArray out = run(QStringLiteral("lsblk"),
        {QStringLiteral("-b"), QStringLiteral("-dnP"), QStringLiteral("-o"),
            QStringLiteral("NAME,ROTA,SCHED,DISC-MAX,MODEL,REV"), device},
        &err);
    QMap<QString, QString> columns;
    const QRegularExpression pair(QStringLiteral("([A-Z-]+)=\"([^\"]*)\""));
    for (auto it = pair.globalMatch(QString::fromUtf8(out)); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        columns.insert(m.captured(1), m.captured(2).trimmed());
    }
    return columns;
}

QString losetupSays(const QString& device, const char* column)
{
    QString err;
    return QString::fromUtf8(run(QStringLiteral("losetup"),
                                 {QStringLiteral("-n"), QStringLiteral("-O"), QLatin1String(column), device}, &err))
        .trimmed();
}

// Each disk the facts name, as lsblk says it: rotation, scheduler, discard, model and firmware.
void disksAgreeWithLsblk(const StorageFacts& s)
{
    QVERIFY(!s.disks.empty());
    for (const DiskFacts& d : s.disks) {
        const QMap<QString, QString> l = lsblk(QStringLiteral("/dev/") + d.name);
        QCOMPARE(l.value(QStringLiteral("NAME")), d.name);
        QCOMPARE(l.value(QStringLiteral("ROTA")) == QLatin1String("1"), d.rotational);
        QCOMPARE(l.value(QStringLiteral("SCHED")), d.scheduler);
        QCOMPARE(l.value(QStringLiteral("DISC-MAX")).toULongLong(), d.discardMaxBytes);
        // lsblk takes the model from udev where it can (a SATA disk's whole name, as IDENTIFY gives
        // it), the firmware from the SCSI layer's 4 characters (the end of IDENTIFY's), none for NVMe.
        if (!l.value(QStringLiteral("MODEL")).isEmpty())
            QCOMPARE(d.model, l.value(QStringLiteral("MODEL")));
        const QString rev = l.value(QStringLiteral("REV"));
        QVERIFY2(
            rev.isEmpty() ? d.transport != QLatin1String("sata") || d.firmware.isEmpty() : d.firmware.endsWith(rev),
            qPrintable(d.firmware + QStringLiteral(" against lsblk's ") + rev));
    }
}

// The discard option findmnt lists among the mount's options (discard, discard=async), or empty.
QString discardOption(const QString& mount)
{
    QString err;
    const QString options = QString::fromUtf8(
        run(QStringLiteral("findmnt"), {QStringLiteral("-no"), QStringLiteral("OPTIONS"), mount}, &err))
                                .trimmed();
    for (const QString& o : options.split(u',')) {
        if (o == QLatin1String("discard") || o.startsWith(QLatin1String("discard=")))
            return o;
    }
    return {};
}

} // namespace

class TestBenchContext : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        for (const char* tool : {"lsblk", "losetup"}) {
            if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty()
                && QStandardPaths::findExecutable(
                    QLatin1String(tool), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")})
                       .isEmpty())
                FSLAB_SKIP(QStringLiteral("%1 is not installed (util-linux)").arg(QLatin1String(tool)));
        }
    }

    // btrfs compressing with zstd on a loop device reading its image with direct I/O: the layers top
    // down (the compression, then the loop device and its image as losetup names it), and each disk
    // (the loop device, and the disk under the image where there is one) as lsblk says it.
    void storageAgreesWithLsblk()
    {
        FSLAB_LOOP_FS(fs, FsType::Btrfs, 256, {}, QStringLiteral("compress=zstd:3"), LoopPlace{.directIo = true});
        const auto info = FsInfo::probe(fs.mountPoint());
        QVERIFY(info);
        const StorageFacts s = probeStorage(fs.mountPoint(), *info);
        QVERIFY2(s.layers.size() >= 2, qPrintable(QString::number(s.layers.size())));
        QCOMPARE(s.layers[0], (StorageLayer{QStringLiteral("btrfs compression"), {}, QStringLiteral("zstd:3")}));
        QCOMPARE(s.layers[1].kind, QStringLiteral("loop"));
        QCOMPARE(s.layers[1].name, QFileInfo(fs.device()).fileName());
        const QString direct
            = losetupSays(fs.device(), "DIO") == QLatin1String("1") ? QStringLiteral(", direct I/O") : QString();
        QCOMPARE(s.layers[1].detail, losetupSays(fs.device(), "BACK-FILE") + direct);
        // A folder of nodatacow (chattr +C): btrfs compresses nothing there.
        const QString nocow = fs.path(QStringLiteral("nocow"));
        QVERIFY(QDir().mkdir(nocow));
        QString err;
        run(QStringLiteral("chattr"), {QStringLiteral("+C"), nocow}, &err);
        QVERIFY2(err.isEmpty(), qPrintable(err));
        QCOMPARE(probeStorage(nocow, *info).layers.front().kind, QStringLiteral("loop"));
        QCOMPARE(s.disks.front().name, QFileInfo(fs.device()).fileName());
        QCOMPARE(s.disks.front().transport, QStringLiteral("loop"));
        disksAgreeWithLsblk(s);
        // btrfs turns on discard=async by itself where the device takes discards (Linux 6.2 on).
        QCOMPARE(s.onlineDiscard, discardOption(fs.mountPoint()));
        QCOMPARE(s.passesDiscard, lsblk(fs.device()).value(QStringLiteral("DISC-MAX")).toLongLong());

        // ext4 mounted with discard, without compression: the loop device first.
        FSLAB_LOOP_FS(ext4, FsType::Ext4, 64, {}, QStringLiteral("discard"));
        const auto e = FsInfo::probe(ext4.mountPoint());
        QVERIFY(e);
        const StorageFacts t = probeStorage(ext4.mountPoint(), *e);
        QCOMPARE(t.layers.front().kind, QStringLiteral("loop"));
        QCOMPARE(t.onlineDiscard, QStringLiteral("discard"));
        QCOMPARE(discardOption(ext4.mountPoint()), QStringLiteral("discard"));
        disksAgreeWithLsblk(t);
    }

    // A run's context in its JSON: the machine as the kernel says it, the loop device as lsblk
    // says it, the workload. Read back and compared with a second run after the device's scheduler
    // changed: that change, and no other, is what differs.
    void runsSayWhatChanged()
    {
        FSLAB_LOOP_FS(fs, FsType::Ext4, 64);
        const QString name = QFileInfo(fs.device()).fileName();
        const QString schedulerFile = QStringLiteral("/sys/block/%1/queue/scheduler").arg(name);
        QFile file(schedulerFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString offered = QString::fromUtf8(file.readAll()).trimmed();
        file.close();
        const QString was = schedulerInUse(offered);
        QString other;
        for (const QString& s : offered.split(u' ', Qt::SkipEmptyParts)) {
            if (!s.startsWith(u'['))
                other = s;
        }
        const auto setScheduler = [&](const QString& s) {
            QFile f(schedulerFile);
            return f.open(QIODevice::WriteOnly) && f.write(s.toUtf8()) > 0 && f.flush();
        };
        const auto back = qScopeGuard([&] { setScheduler(was); });
        const auto benchRun = [&](const QString& out, const QStringList& more = {}) {
            QString err;
            run(fragscopeBin(),
                QStringList{QStringLiteral("bench"), QStringLiteral("--rw=read"), QStringLiteral("--size=1m"),
                    QStringLiteral("--output-format"), QStringLiteral("fragscope-json"), QStringLiteral("--output"),
                    out, fs.mountPoint()}
                    + more,
                &err);
            QFile f(out);
            if (!err.isEmpty() || !f.open(QIODevice::ReadOnly))
                return Result<BenchResult>(std::unexpected(Error{out, err}));
            return benchResultFromJson(QJsonDocument::fromJson(f.readAll()).object(), out);
        };
        QTemporaryDir dir;
        const auto a = benchRun(dir.filePath(QStringLiteral("a.json")));
        QVERIFY2(a, qPrintable(a ? QString() : a.error().message()));
        QFile saved(dir.filePath(QStringLiteral("a.json")));
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonObject context
            = QJsonDocument::fromJson(saved.readAll()).object().value(QLatin1String("context")).toObject();
        const QJsonObject machine = context.value(QLatin1String("machine")).toObject();
        QCOMPARE(machine.value(QLatin1String("cpus")).toInt(), int(::sysconf(_SC_NPROCESSORS_ONLN)));
        const QJsonObject disk = context.value(QLatin1String("storage"))
                                     .toObject()
                                     .value(QLatin1String("disks"))
                                     .toArray()
                                     .at(0)
                                     .toObject();
        QCOMPARE(disk.value(QLatin1String("name")).toString(), name);
        QCOMPARE(disk.value(QLatin1String("scheduler")).toString(), lsblk(fs.device()).value(QStringLiteral("SCHED")));
        const QJsonObject workload = context.value(QLatin1String("workload")).toObject();
        QCOMPARE(workload.value(QLatin1String("io")).toString(), QStringLiteral("buffered"));
        QCOMPARE(workload.value(QLatin1String("file_bytes")).toDouble(), 1048576.0);
        // Read back, the facts are those written.
        QCOMPARE(a->context.storage, probeStorage(fs.mountPoint(), *FsInfo::probe(fs.mountPoint())));
        QCOMPARE(a->context.machine, probeMachine());

        // fio on the same: the engine, and nothing else, differs.
        if (!QStandardPaths::findExecutable(QStringLiteral("fio")).isEmpty()) {
            const auto f = benchRun(
                dir.filePath(QStringLiteral("fio.json")), {QStringLiteral("--engine"), QStringLiteral("fio")});
            QVERIFY2(f, qPrintable(f ? QString() : f.error().message()));
            const QStringList changes = contextChanges(*a, *f);
            QCOMPARE(changes.size(), 1);
            QVERIFY2(changes[0].startsWith(QStringLiteral("engine: Fragscope's own "))
                    && changes[0].contains(QStringLiteral("→ fio 3.")),
                qPrintable(changes[0]));
        }

        if (other.isEmpty())
            QSKIP(qPrintable(QStringLiteral("%1 offers one scheduler (%2): no change to compare").arg(name, offered)));
        QVERIFY2(setScheduler(other), qPrintable(schedulerFile));
        const auto b = benchRun(dir.filePath(QStringLiteral("b.json")));
        QVERIFY2(b, qPrintable(b ? QString() : b.error().message()));
        // Each disk's scheduler, the loop device's and the one under its image.
        QString before;
        for (const ContextFact& f : contextFacts(*a)) {
            if (f.key == QLatin1String("scheduler"))
                before = f.value;
        }
        QVERIFY2(before.startsWith(QStringLiteral("%1 %2").arg(name, was)), qPrintable(before));
        const QString after
            = QString(before).replace(QStringLiteral("%1 %2").arg(name, was), QStringLiteral("%1 %2").arg(name, other));
        QCOMPARE(contextChanges(*a, *b), QStringList{QStringLiteral("scheduler: %1 → %2").arg(before, after)});
    }
};

QTEST_GUILESS_MAIN(TestBenchContext)
#include "tst_benchcontext.moc"
