// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/fsinfo.h"
#include "fs/sysfacts.h"
#include "fslab.h"
#include "fslabskip.h"
#include "util/path.h"
#include "why.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace fragscope;

// A sysfs tree made as the kernel lays it out, in a temporary folder: files with a line of text,
// and links (slaves/, device).
class FakeSysfs
{
public:
    bool put(const QString& file, const QByteArray& text)
    {
        QFile f(filePath(file));
        return QDir().mkpath(QFileInfo(filePath(file)).path()) && f.open(QIODevice::WriteOnly)
            && f.write(text + '\n') == text.size() + 1;
    }
    bool link(const QString& from, const QString& to)
    {
        return QDir().mkpath(QFileInfo(filePath(from)).path()) && QFile::link(filePath(to), filePath(from));
    }
    bool putBytes(const QString& file, const QByteArray& bytes)
    {
        QFile f(filePath(file));
        return QDir().mkpath(QFileInfo(filePath(file)).path()) && f.open(QIODevice::WriteOnly)
            && f.write(bytes) == bytes.size();
    }
    QString filePath(const QString& name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

// The ATA Information VPD page (89h) of a SATA disk with this model and firmware: IDENTIFY DEVICE from
// byte 60, its strings in 16-bit words with the first character in the high byte, padded with spaces.
QByteArray identifyPage(const QByteArray& model, const QByteArray& firmware)
{
    QByteArray page(60 + 512, '\0');
    page[1] = char(0x89);
    const auto words = [&](int first, int count, QByteArray text) {
        text = text.leftJustified(2 * count, ' ');
        for (int i = 0; i < count; ++i) {
            page[60 + 2 * (first + i)] = text[2 * i + 1];
            page[60 + 2 * (first + i) + 1] = text[2 * i];
        }
    };
    words(23, 4, firmware);
    words(27, 20, model);
    return page;
}

class TestFsInfo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesMountInfo()
    {
        const QByteArray text
            = "22 1 8:2 / / rw,relatime shared:1 - ext4 /dev/sda2 rw,errors=remount-ro\n"
              "40 22 0:45 / /mnt/with\\040space rw - btrfs /dev/loop3 rw,compress=zstd:3,space_cache=v2\n"
              "41 22 0:46 / /mnt/with\\040space/sub rw master:7 - xfs /dev/loop4 rw,inode64\n"
              "garbage line\n";
        const auto entries = parseMountInfo(text);
        QCOMPARE(entries.size(), std::size_t(3));
        QCOMPARE(entries[1].mountPoint, QStringLiteral("/mnt/with space"));
        QCOMPARE(entries[1].fsType, QStringLiteral("btrfs"));
        QCOMPARE(entries[1].source, QStringLiteral("/dev/loop3"));
        QCOMPARE(entries[1].superOptions, QStringLiteral("rw,compress=zstd:3,space_cache=v2"));
        QCOMPARE(entries[2].fsType, QStringLiteral("xfs")); // optional fields before the dash

        QCOMPARE(findMount(entries, QStringLiteral("/mnt/with space/a"))->fsType, QStringLiteral("btrfs"));
        QCOMPARE(findMount(entries, QStringLiteral("/mnt/with space/sub/b"))->fsType, QStringLiteral("xfs"));
        QCOMPARE(findMount(entries, QStringLiteral("/mnt/with spacex"))->fsType, QStringLiteral("ext4"));
        QCOMPARE(findMount(entries, QStringLiteral("/home/u"))->fsType, QStringLiteral("ext4"));
    }

    // A mount point whose name is not UTF-8 ("/mnt/caf\xe9", escaped as the kernel writes it) keeps
    // its bytes: statfs of it must find it (decoded as text it named another path, and --together
    // kept no room for others there).
    void mountPointNamesAreBytes()
    {
        const QByteArray text = "40 22 0:45 / /mnt/caf\\351 rw - ext4 /dev/loop3 rw\n";
        const auto entries = parseMountInfo(text);
        QCOMPARE(entries.size(), std::size_t(1));
        QCOMPARE(pathBytes(entries[0].mountPoint), QByteArray("/mnt/caf\xe9"));
        QCOMPARE(findMount(entries, pathFromBytes("/mnt/caf\xe9/f"))->source, QStringLiteral("/dev/loop3"));
    }

    void swapsListed()
    {
        const QByteArray text = "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n"
                                "/dev/sda3                               partition\t8388604\t\t0\t\t-2\n"
                                "/mnt/with\\040space/swap\t\tfile\t\t16380\t\t0\t\t-3\n";
        QCOMPARE(parseSwaps(text), (QStringList{QStringLiteral("/dev/sda3"), QStringLiteral("/mnt/with space/swap")}));
        QCOMPARE(parseSwaps("Filename Type Size Used Priority\n"), QStringList());
    }

    void laterMountHidesEarlier()
    {
        const QByteArray text = "1 0 8:1 / /mnt rw - ext4 /dev/a rw\n2 0 8:2 / /mnt rw - xfs /dev/b rw\n";
        const auto entries = parseMountInfo(text);
        QCOMPARE(findMount(entries, QStringLiteral("/mnt/f"))->source, QStringLiteral("/dev/b"));
    }

    void optionsAreMerged()
    {
        FsInfo fs;
        fs.mountOptions = QStringLiteral("rw,relatime");
        fs.superOptions = QStringLiteral("rw,compress=zstd:3,discard=async");
        QCOMPARE(fs.options(),
            QStringList({QStringLiteral("rw"), QStringLiteral("relatime"), QStringLiteral("compress=zstd:3"),
                QStringLiteral("discard=async")}));
        QVERIFY(fs.hasOption(QStringLiteral("compress")));
        QVERIFY(fs.hasOption(QStringLiteral("discard")));
        QVERIFY(!fs.hasOption(QStringLiteral("nodatacow")));
    }

    void magicNames_data()
    {
        QTest::addColumn<quint64>("magic");
        QTest::addColumn<QString>("name");
        QTest::newRow("ext4") << quint64(0xEF53) << QStringLiteral("ext2/ext3/ext4");
        QTest::newRow("xfs") << quint64(0x58465342) << QStringLiteral("xfs");
        QTest::newRow("btrfs") << quint64(0x9123683E) << QStringLiteral("btrfs");
        QTest::newRow("tmpfs") << quint64(0x01021994) << QStringLiteral("tmpfs");
        QTest::newRow("zfs") << quint64(0x2FC12FC1) << QStringLiteral("zfs");
        QTest::newRow("unknown") << quint64(0x12345678) << QStringLiteral("0x12345678");
    }
    void magicNames()
    {
        QFETCH(quint64, magic);
        QTEST(fsTypeNameForMagic(magic), "name");
    }

    // findmnt (util-linux) is the oracle for what file system and mount point a path is on.
    void probeAgreesWithFindmnt()
    {
        const QString findmnt = QStandardPaths::findExecutable(QStringLiteral("findmnt"));
        if (findmnt.isEmpty())
            FSLAB_SKIP("findmnt is not installed");
        const QString path = QDir::tempPath();
        QProcess p;
        p.start(findmnt,
            {QStringLiteral("-n"), QStringLiteral("-o"), QStringLiteral("TARGET,FSTYPE,SOURCE"),
                QStringLiteral("--target"), path});
        QVERIFY(p.waitForFinished());
        const QStringList fields
            = QString::fromLocal8Bit(p.readAllStandardOutput()).simplified().split(QLatin1Char(' '));
        QCOMPARE(fields.size(), 3);
        const auto info = FsInfo::probe(path);
        QVERIFY2(info.has_value(), why(info).constData());
        QCOMPARE(info->mountPoint, fields[0]);
        QCOMPARE(info->typeName, fields[1]);
        QVERIFY(fields[2].startsWith(info->source)); // findmnt adds [/subvol] for btrfs
        QVERIFY(info->blockSize >= 512);
    }

    // hwmon's temperatures as the kernel lays them out: an NVMe drive's (its controller with a
    // namespace), a SATA drive's (drivetemp, on the SCSI device with its block device), the CPU's
    // with labels and an input past 9; a sensor that cannot be read now says nothing.
    void temperaturesOfDrivesAndCpu()
    {
        FakeSysfs sys;
        const auto put = [&](const QString& file, const QByteArray& text) { QVERIFY(sys.put(file, text)); };
        const auto link = [&](const QString& from, const QString& to) { QVERIFY(sys.link(from, to)); };
        put(QStringLiteral("devices/nvme/nvme0/nvme0n1/size"), "1000");
        put(QStringLiteral("hwmon/hwmon0/name"), "nvme");
        put(QStringLiteral("hwmon/hwmon0/temp1_input"), "41850");
        put(QStringLiteral("hwmon/hwmon0/temp1_label"), "Composite");
        put(QStringLiteral("hwmon/hwmon0/temp2_input"), "49850");
        put(QStringLiteral("hwmon/hwmon0/temp2_label"), "Sensor 1");
        link(QStringLiteral("hwmon/hwmon0/device"), QStringLiteral("devices/nvme/nvme0"));
        // As in /sys/class/hwmon: a link to the hwmon directory under its device.
        put(QStringLiteral("devices/scsi/0:0:0:0/block/sda/size"), "1000");
        put(QStringLiteral("devices/scsi/0:0:0:0/hwmon/hwmon1/name"), "drivetemp");
        put(QStringLiteral("devices/scsi/0:0:0:0/hwmon/hwmon1/temp1_input"), "36000");
        link(QStringLiteral("devices/scsi/0:0:0:0/hwmon/hwmon1/device"), QStringLiteral("devices/scsi/0:0:0:0"));
        link(QStringLiteral("hwmon/hwmon1"), QStringLiteral("devices/scsi/0:0:0:0/hwmon/hwmon1"));
        put(QStringLiteral("hwmon/hwmon2/name"), "coretemp");
        put(QStringLiteral("hwmon/hwmon2/temp10_input"), "61000");
        put(QStringLiteral("hwmon/hwmon2/temp2_input"), "58000");
        put(QStringLiteral("hwmon/hwmon2/temp3_input"), "not now");
        const std::vector<Temperature> t = readTemperatures(sys.filePath(QStringLiteral("hwmon")));
        const std::vector<Temperature> expected{
            {QStringLiteral("hwmon0/temp1"), QStringLiteral("nvme Composite"), QStringLiteral("nvme0n1"), 41.85},
            {QStringLiteral("hwmon0/temp2"), QStringLiteral("nvme Sensor 1"), QStringLiteral("nvme0n1"), 49.85},
            {QStringLiteral("hwmon1/temp1"), QStringLiteral("drivetemp"), QStringLiteral("sda"), 36},
            {QStringLiteral("hwmon2/temp2"), QStringLiteral("coretemp"), {}, 58},
            {QStringLiteral("hwmon2/temp10"), QStringLiteral("coretemp"), {}, 61}};
        QCOMPARE(t, expected);
        QVERIFY(readTemperatures(sys.filePath(QStringLiteral("none"))).empty());
    }

    // The walk down a stack, on a sysfs tree made as the kernel lays it out: dm-1 (LVM) on dm-0
    // (LUKS) on md0 (RAID 1) on a partition of a rotating disk and on an SSD: the models of both
    // disks, rotating; a loop device at the bottom gives its image.
    void stackOfDisks()
    {
        FakeSysfs sys;
        const auto put = [&](const QString& file, const QByteArray& text) { QVERIFY(sys.put(file, text)); };
        const auto link = [&](const QString& from, const QString& to) { QVERIFY(sys.link(from, to)); };
        put(QStringLiteral("sda/device/model"), "ST3000DM001-1CH1");
        put(QStringLiteral("sda/queue/rotational"), "1");
        put(QStringLiteral("sda/sda2/partition"), "2");
        put(QStringLiteral("sdb/device/model"), "Samsung SSD 870");
        put(QStringLiteral("sdb/queue/rotational"), "0");
        put(QStringLiteral("md0/queue/rotational"), "0"); // md says what it likes; the disks decide
        link(QStringLiteral("md0/slaves/sda2"), QStringLiteral("sda/sda2"));
        link(QStringLiteral("md0/slaves/sdb"), QStringLiteral("sdb"));
        link(QStringLiteral("dm-0/slaves/md0"), QStringLiteral("md0"));
        link(QStringLiteral("dm-1/slaves/dm-0"), QStringLiteral("dm-0"));
        BlockDeviceInfo d = describeSysfsDevice(sys.filePath(QStringLiteral("dm-1")));
        QCOMPARE(d.name, QStringLiteral("dm-1"));
        QCOMPARE(d.model, QStringLiteral("ST3000DM001-1CH1 + Samsung SSD 870"));
        QVERIFY(d.rotational);
        QVERIFY(d.loopBackingFile.isEmpty());
        // The SSD alone: not rotating.
        d = describeSysfsDevice(sys.filePath(QStringLiteral("sdb")));
        QCOMPARE(d.model, QStringLiteral("Samsung SSD 870"));
        QVERIFY(!d.rotational);
        // A partition: its disk's facts.
        d = describeSysfsDevice(sys.filePath(QStringLiteral("sda/sda2")));
        QCOMPARE(d.name, QStringLiteral("sda2"));
        QCOMPARE(d.model, QStringLiteral("ST3000DM001-1CH1"));
        // dm on a loop device: the image.
        put(QStringLiteral("loop3/loop/backing_file"), "/var/tmp/disk.img");
        put(QStringLiteral("loop3/queue/rotational"), "1");
        link(QStringLiteral("dm-2/slaves/loop3"), QStringLiteral("loop3"));
        d = describeSysfsDevice(sys.filePath(QStringLiteral("dm-2")));
        QCOMPARE(d.loopBackingFile, QStringLiteral("/var/tmp/disk.img"));
    }

    // A file system on device mapper over a loop device (as LVM or LUKS stack): its disk is the one
    // under the loop device's image, as for the loop device itself.
    void followsTheDeviceStack()
    {
        if (::geteuid() != 0)
            FSLAB_SKIP("needs root: losetup, dmsetup and mount");
        for (const char* tool : {"losetup", "dmsetup", "mkfs.ext4"}) {
            if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty()
                && QStandardPaths::findExecutable(
                    QLatin1String(tool), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")})
                       .isEmpty())
                FSLAB_SKIP(QStringLiteral("%1 is not installed").arg(QLatin1String(tool)));
        }
        QFile misc(QStringLiteral("/proc/misc"));
        if (!misc.open(QIODevice::ReadOnly) || !misc.readAll().contains("device-mapper"))
            QSKIP("this kernel has no device mapper (/proc/misc lists none); the stack walk is checked on a made "
                  "sysfs tree (stackOfDisks)");
        QString whyNot;
        const auto scratch = fslab::scratchDir(QStringLiteral("stack"), &whyNot);
        if (!scratch || !scratch->isValid())
            FSLAB_SKIP(whyNot);
        const auto run = [](const QString& program, const QStringList& args) {
            QProcess p;
            p.start(program, args);
            const bool ok = p.waitForFinished(60'000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
            return std::pair{
                ok, QString::fromLocal8Bit(p.readAllStandardOutput() + p.readAllStandardError()).trimmed()};
        };
        const QString image = scratch->filePath(QStringLiteral("stack.img"));
        QFile img(image);
        QVERIFY(img.open(QIODevice::WriteOnly) && img.resize(64 << 20));
        img.close();
        // Undone in reverse whatever happens below.
        const QString name = QStringLiteral("fragscope-test-%1").arg(::getpid());
        const QString mountPoint = scratch->filePath(QStringLiteral("mnt"));
        QString loop;
        bool mapped = false, mounted = false;
        const auto cleanup = qScopeGuard([&] {
            if (mounted)
                run(QStringLiteral("umount"), {mountPoint});
            if (mapped)
                run(QStringLiteral("dmsetup"), {QStringLiteral("remove"), name});
            if (!loop.isEmpty())
                run(QStringLiteral("losetup"), {QStringLiteral("-d"), loop});
        });
        auto [ok, out] = run(QStringLiteral("losetup"), {QStringLiteral("--find"), QStringLiteral("--show"), image});
        QVERIFY2(ok, qPrintable(out));
        loop = out;
        std::tie(ok, out) = run(QStringLiteral("dmsetup"),
            {QStringLiteral("create"), name, QStringLiteral("--table"),
                QStringLiteral("0 %1 linear %2 0").arg((64 << 20) / 512).arg(loop)});
        QVERIFY2(ok, qPrintable(out));
        mapped = true;
        const QString mapper = QStringLiteral("/dev/mapper/") + name;
        std::tie(ok, out) = run(QStringLiteral("mkfs.ext4"), {QStringLiteral("-q"), QStringLiteral("-F"), mapper});
        QVERIFY2(ok, qPrintable(out));
        QVERIFY(QDir().mkpath(mountPoint));
        std::tie(ok, out) = run(QStringLiteral("mount"), {mapper, mountPoint});
        QVERIFY2(ok, qPrintable(out));
        mounted = true;

        const auto info = FsInfo::probe(mountPoint);
        QVERIFY2(info.has_value(), why(info).constData());
        QVERIFY2(info->device.name.startsWith(QLatin1String("dm-")), qPrintable(info->device.name));
        QCOMPARE(info->device.loopBackingFile, QFileInfo(image).canonicalFilePath());
        // The disk under the image: the same as the scratch directory's own file system says.
        const auto host = FsInfo::probe(scratch->path());
        QVERIFY(host.has_value());
        QCOMPARE(info->device.backingName, host->device.name);
        QCOMPARE(info->device.backingModel, host->device.model);
        QCOMPARE(info->device.backingRotational, host->device.rotational);
    }

    // The machine's facts from the files' text: os-release's PRETTY_NAME (NAME VERSION without
    // it), cpuinfo's first model name (none on a CPU that gives none), MemTotal in bytes, the
    // scheduler in brackets.
    void machineFactsFromText()
    {
        QCOMPARE(
            osReleaseName("# a comment\nNAME=\"Debian GNU/Linux\"\nPRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\n"),
            QStringLiteral("Debian GNU/Linux 12 (bookworm)"));
        QCOMPARE(osReleaseName("NAME='Arch Linux'\nVERSION=rolling\n"), QStringLiteral("Arch Linux rolling"));
        QCOMPARE(osReleaseName(""), QString());
        QCOMPARE(cpuModelName("processor\t: 0\nmodel name\t: Intel(R) Xeon(R)  Gold 6148 CPU\n\nprocessor\t: 1\n"
                              "model name\t: other\n"),
            QStringLiteral("Intel(R) Xeon(R) Gold 6148 CPU"));
        QCOMPARE(cpuModelName("processor\t: 0\nBogoMIPS\t: 50.00\nCPU part\t: 0xd0c\n"), QString());
        QCOMPARE(memTotalBytes("MemTotal:       24555540 kB\nMemFree: 1 kB\n"), std::uint64_t(24555540) * 1024);
        QCOMPARE(memTotalBytes("MemFree: 1 kB\n"), std::uint64_t(0));
        QCOMPARE(schedulerInUse(QStringLiteral("none [mq-deadline] kyber")), QStringLiteral("mq-deadline"));
        QCOMPARE(schedulerInUse(QStringLiteral("[none] mq-deadline")), QStringLiteral("none"));
        QCOMPARE(schedulerInUse(QStringLiteral("none")), QStringLiteral("none"));
        QCOMPARE(schedulerInUse(QString()), QString());
    }

    // This machine's, against the tools that say it otherwise: getconf, lscpu, free, and the shell
    // reading os-release.
    void machineAgreesWithItsTools()
    {
        const auto say = [](const QString& program, const QStringList& args) {
            QProcess p;
            p.start(program, args);
            p.waitForFinished(10'000);
            return QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed();
        };
        const MachineFacts m = probeMachine();
        QCOMPARE(QString::number(m.cpus), say(QStringLiteral("getconf"), {QStringLiteral("_NPROCESSORS_ONLN")}));
        const QString shell = say(QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"), QStringLiteral(". /etc/os-release && echo \"$PRETTY_NAME\"")});
        if (!shell.isEmpty())
            QCOMPARE(m.distribution, shell);
        const QString free = say(QStringLiteral("free"), {QStringLiteral("-b")});
        const QStringList mem = free.section(u'\n', 1, 1).simplified().split(u' '); // "Mem: total used ..."
        if (mem.size() > 1)
            QCOMPARE(QString::number(m.memoryBytes), mem[1]);
        else
            QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("free")).isEmpty(), "free printed no Mem line");
        QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
        if (!cpuinfo.open(QIODevice::ReadOnly) || !cpuinfo.readAll().contains("model name"))
            QSKIP("this CPU's cpuinfo names no model (arm64): no model is said, and lscpu's own table is not ours");
        QString lscpu;
        for (const QString& line : say(QStringLiteral("lscpu"), {}).split(u'\n')) {
            if (line.startsWith(QLatin1String("Model name:")))
                lscpu = line.section(u':', 1).simplified();
        }
        if (lscpu.isEmpty())
            QSKIP("lscpu names no model here: the model name is checked on text (machineFactsFromText)");
        QCOMPARE(m.cpuModel, lscpu);
    }

    // The way down from a file system to its disks, on a sysfs tree laid out as the kernel lays it
    // out: LVM on dm-crypt (LUKS2) on md RAID 1 over a SATA disk's partition and a USB disk; an NVMe
    // namespace; a loop device over an image. Each layer top down, each disk with its firmware, link,
    // scheduler, rotation and discard.
    void storageLayersAndDisks()
    {
        FakeSysfs sys;
        const auto put = [&](const QString& file, const QByteArray& text) { QVERIFY(sys.put(file, text)); };
        const auto link = [&](const QString& from, const QString& to) { QVERIFY(sys.link(from, to)); };
        const QString sata = QStringLiteral("pci0000:00/0000:00:17.0/ata3/host2/target2:0:0/2:0:0:0/block/sda");
        // The SCSI layer's words for a SATA disk are cut short; IDENTIFY (in the VPD page) has them whole.
        put(sata + QStringLiteral("/device/model"), "Samsung SSD 860 ");
        put(sata + QStringLiteral("/device/rev"), "4B6Q");
        QVERIFY(sys.putBytes(sata + QStringLiteral("/device/vpd_pg89"),
            identifyPage(QByteArrayLiteral("Samsung SSD 860 EVO 500GB"), QByteArrayLiteral("RVT04B6Q"))));
        put(sata + QStringLiteral("/queue/scheduler"), "[mq-deadline] kyber none");
        put(sata + QStringLiteral("/queue/rotational"), "0");
        put(sata + QStringLiteral("/queue/discard_max_bytes"), "2147450880");
        put(sata + QStringLiteral("/sda2/partition"), "2");
        put(QStringLiteral("pci0000:00/0000:00:17.0/ata3/link3/ata_link/link3/sata_spd"), "6.0 Gbps");
        const QString usbPort = QStringLiteral("pci0000:00/0000:00:14.0/usb2/2-1");
        put(usbPort + QStringLiteral("/idVendor"), "0bc2");
        put(usbPort + QStringLiteral("/speed"), "5000");
        const QString usb = usbPort + QStringLiteral("/2-1:1.0/host3/target3:0:0/3:0:0:0/block/sdb");
        put(usb + QStringLiteral("/device/model"), "Expansion HDD");
        put(usb + QStringLiteral("/device/rev"), "0712");
        put(usb + QStringLiteral("/queue/scheduler"), "mq-deadline [bfq] none");
        put(usb + QStringLiteral("/queue/rotational"), "1");
        put(usb + QStringLiteral("/queue/discard_max_bytes"), "0");
        put(QStringLiteral("virtual/block/md127/md/level"), "raid1");
        link(QStringLiteral("virtual/block/md127/slaves/sda2"), sata + QStringLiteral("/sda2"));
        link(QStringLiteral("virtual/block/md127/slaves/sdb"), usb);
        put(QStringLiteral("virtual/block/dm-0/dm/uuid"), "CRYPT-LUKS2-0a1b2c-cryptdata");
        put(QStringLiteral("virtual/block/dm-0/dm/name"), "cryptdata");
        link(QStringLiteral("virtual/block/dm-0/slaves/md127"), QStringLiteral("virtual/block/md127"));
        put(QStringLiteral("virtual/block/dm-1/dm/uuid"), "LVM-abcdef");
        put(QStringLiteral("virtual/block/dm-1/dm/name"), "vg-home");
        link(QStringLiteral("virtual/block/dm-1/slaves/dm-0"), QStringLiteral("virtual/block/dm-0"));
        StorageFacts s;
        describeStack(sys.filePath(QStringLiteral("virtual/block/dm-1")), &s);
        QCOMPARE(s.layers.size(), std::size_t(3));
        QCOMPARE(s.layers[0], (StorageLayer{QStringLiteral("LVM"), QStringLiteral("dm-1"), QStringLiteral("vg-home")}));
        QCOMPARE(
            s.layers[1], (StorageLayer{QStringLiteral("dm-crypt"), QStringLiteral("dm-0"), QStringLiteral("LUKS2")}));
        QCOMPARE(s.layers[2], (StorageLayer{QStringLiteral("md"), QStringLiteral("md127"), QStringLiteral("raid1")}));
        QCOMPARE(s.disks.size(), std::size_t(2));
        QCOMPARE(s.disks[0],
            (DiskFacts{QStringLiteral("sda"), QStringLiteral("Samsung SSD 860 EVO 500GB"), QStringLiteral("RVT04B6Q"),
                QStringLiteral("sata"), QStringLiteral("6.0 Gbps"), QStringLiteral("mq-deadline"), false, 2147450880}));
        QCOMPARE(s.disks[1],
            (DiskFacts{QStringLiteral("sdb"), QStringLiteral("Expansion HDD"), QStringLiteral("0712"),
                QStringLiteral("usb"), QStringLiteral("5000 Mbps"), QStringLiteral("bfq"), true, 0}));

        // NVMe: the namespace's device is the controller (its firmware), whose device is the PCIe function.
        const QString pci = QStringLiteral("pci0000:00/0000:00:1d.0/0000:3d:00.0");
        put(pci + QStringLiteral("/current_link_speed"), "8.0 GT/s PCIe");
        put(pci + QStringLiteral("/current_link_width"), "4");
        put(pci + QStringLiteral("/nvme/nvme0/firmware_rev"), "3B2QGXA7");
        put(pci + QStringLiteral("/nvme/nvme0/model"), "Samsung SSD 970 EVO Plus 1TB");
        link(pci + QStringLiteral("/nvme/nvme0/device"), pci);
        const QString ns = pci + QStringLiteral("/nvme/nvme0/nvme0n1");
        link(ns + QStringLiteral("/device"), pci + QStringLiteral("/nvme/nvme0"));
        put(ns + QStringLiteral("/queue/scheduler"), "[none] mq-deadline");
        s = {};
        describeStack(sys.filePath(ns), &s);
        QVERIFY(s.layers.empty());
        QCOMPARE(s.disks.size(), std::size_t(1));
        QCOMPARE(s.disks[0].model, QStringLiteral("Samsung SSD 970 EVO Plus 1TB"));
        QCOMPARE(s.disks[0].firmware, QStringLiteral("3B2QGXA7"));
        QCOMPARE(s.disks[0].transport, QStringLiteral("nvme"));
        QCOMPARE(s.disks[0].link, QStringLiteral("8.0 GT/s PCIe x4"));
        QCOMPARE(s.disks[0].scheduler, QStringLiteral("none"));

        // A loop device reading its image with direct I/O (an image that is not there: nothing under it).
        put(QStringLiteral("virtual/block/loop3/loop/backing_file"), "/nonexistent/disk.img");
        put(QStringLiteral("virtual/block/loop3/loop/dio"), "1");
        put(QStringLiteral("virtual/block/loop3/queue/scheduler"), "[none] mq-deadline");
        s = {};
        describeStack(sys.filePath(QStringLiteral("virtual/block/loop3")), &s);
        QCOMPARE(s.layers.size(), std::size_t(1));
        QCOMPARE(s.layers[0],
            (StorageLayer{
                QStringLiteral("loop"), QStringLiteral("loop3"), QStringLiteral("/nonexistent/disk.img, direct I/O")}));
        QCOMPARE(s.disks.size(), std::size_t(1));
        QCOMPARE(s.disks[0].transport, QStringLiteral("loop"));

        // dm-verity is not encryption; a device reached twice (a snapshot and its origin on one
        // volume) is one layer; an eMMC's firmware is its fwrev, not its EXT_CSD revision.
        put(QStringLiteral("virtual/block/dm-5/dm/uuid"), "CRYPT-VERITY-0a1b-usr");
        put(QStringLiteral("virtual/block/dm-5/dm/name"), "usr");
        put(QStringLiteral("virtual/block/dm-6/dm/uuid"), "LVM-snap");
        put(QStringLiteral("virtual/block/dm-6/dm/name"), "vg-snap");
        link(QStringLiteral("virtual/block/dm-6/slaves/dm-5"), QStringLiteral("virtual/block/dm-5"));
        link(QStringLiteral("virtual/block/dm-6/slaves/dm-1"), QStringLiteral("virtual/block/dm-1"));
        link(QStringLiteral("virtual/block/dm-5/slaves/dm-1"), QStringLiteral("virtual/block/dm-1"));
        s = {};
        describeStack(sys.filePath(QStringLiteral("virtual/block/dm-6")), &s);
        QStringList kinds;
        for (const StorageLayer& l : s.layers)
            kinds << l.kind + u' ' + l.name;
        QCOMPARE(kinds,
            (QStringList{QStringLiteral("LVM dm-6"), QStringLiteral("LVM dm-1"), QStringLiteral("dm-crypt dm-0"),
                QStringLiteral("md md127"), QStringLiteral("dm-verity dm-5")}));
        QCOMPARE(s.disks.size(), std::size_t(2));
        put(QStringLiteral("mmc/mmcblk0/device/name"), "DG4016");
        put(QStringLiteral("mmc/mmcblk0/device/rev"), "0x8");
        put(QStringLiteral("mmc/mmcblk0/device/fwrev"), "0x6");
        s = {};
        describeStack(sys.filePath(QStringLiteral("mmc/mmcblk0")), &s);
        QCOMPARE(s.disks.at(0).model, QStringLiteral("DG4016"));
        QCOMPARE(s.disks.at(0).firmware, QStringLiteral("0x6"));
        QCOMPARE(s.disks.at(0).transport, QStringLiteral("mmc"));
    }

    void probeNamesTheMissingPath()
    {
        const auto info = FsInfo::probe(QStringLiteral("/nonexistent/fragscope"));
        QVERIFY(!info);
        QVERIFY(info.error().message().startsWith(QStringLiteral("/nonexistent/fragscope: ")));
    }
};

QTEST_GUILESS_MAIN(TestFsInfo)
#include "tst_fsinfo.moc"
