// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/sysfacts.h"

#include "fs/btrfschunks.h"
#include "util/fd.h"
#include "util/path.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace fragscope {
namespace {

QByteArray slurp(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString unquote(QString v)
{
    v = v.trimmed();
    if (v.size() >= 2 && (v.front() == u'"' || v.front() == u'\'') && v.back() == v.front())
        v = v.mid(1, v.size() - 2);
    return v;
}

// The sysfs directory of the block device holding `st_dev` (a file's device), or empty.
QString sysDirOfDev(dev_t dev)
{
    return QFileInfo(QStringLiteral("/sys/dev/block/%1:%2").arg(major(dev)).arg(minor(dev))).canonicalFilePath();
}

// How the disk is attached, from its name and where it sits in the device tree.
QString transportOf(const QString& name, const QString& path)
{
    if (name.startsWith(QLatin1String("nvme")))
        return QStringLiteral("nvme");
    if (name.startsWith(QLatin1String("loop")))
        return QStringLiteral("loop");
    if (name.startsWith(QLatin1String("vd")) || path.contains(QLatin1String("/virtio")))
        return QStringLiteral("virtio");
    if (name.startsWith(QLatin1String("mmcblk")))
        return QStringLiteral("mmc");
    if (path.contains(QLatin1String("/usb")))
        return QStringLiteral("usb");
    if (path.contains(QRegularExpression(QStringLiteral("/ata[0-9]+/"))))
        return QStringLiteral("sata");
    if (name.startsWith(QLatin1String("sd")))
        return QStringLiteral("scsi");
    return {};
}

// The link's negotiated speed: SATA's sata_spd, NVMe's PCIe link, USB's speed; empty elsewhere.
QString linkOf(const QString& transport, const QString& disk)
{
    if (transport == QLatin1String("sata")) {
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("^(.*/ata([0-9]+))/")).match(disk);
        if (m.hasMatch()) {
            const QString n = m.captured(2);
            return readSysfs(QStringLiteral("%1/link%2/ata_link/link%2/sata_spd").arg(m.captured(1), n));
        }
    }
    if (transport == QLatin1String("nvme")) {
        // nvme0n1/device is the controller; its device, the PCI function.
        const QString pci = disk + QStringLiteral("/device/device");
        const QString speed = readSysfs(pci + QStringLiteral("/current_link_speed"));
        const QString width = readSysfs(pci + QStringLiteral("/current_link_width"));
        if (!speed.isEmpty())
            return width.isEmpty() ? speed : QStringLiteral("%1 x%2").arg(speed, width);
    }
    if (transport == QLatin1String("usb")) {
        for (QString dir = QFileInfo(disk).canonicalFilePath(); dir.size() > 1 && dir.startsWith(QLatin1String("/"));
             dir = QFileInfo(dir).path()) {
            if (QFileInfo::exists(dir + QStringLiteral("/idVendor"))) {
                const QString mbps = readSysfs(dir + QStringLiteral("/speed"));
                return mbps.isEmpty() ? QString() : QStringLiteral("%1 Mbps").arg(mbps);
            }
        }
    }
    return {};
}

DiskFacts diskFacts(const QString& disk)
{
    DiskFacts d;
    d.name = QFileInfo(disk).fileName();
    d.model = readSysfs(disk + QStringLiteral("/device/model"));
    if (d.model.isEmpty())
        d.model = readSysfs(disk + QStringLiteral("/device/name")); // mmc
    d.firmware = readSysfs(disk + QStringLiteral("/device/rev"));
    if (d.firmware.isEmpty())
        d.firmware = readSysfs(disk + QStringLiteral("/device/firmware_rev")); // nvme: the controller's
    d.transport = transportOf(d.name, disk);
    d.link = linkOf(d.transport, disk);
    d.scheduler = schedulerInUse(readSysfs(disk + QStringLiteral("/queue/scheduler")));
    d.rotational = readSysfs(disk + QStringLiteral("/queue/rotational")) == QLatin1String("1");
    d.discardMaxBytes = readSysfs(disk + QStringLiteral("/queue/discard_max_bytes")).toULongLong();
    return d;
}

void addDisk(StorageFacts* out, DiskFacts d)
{
    for (const DiskFacts& have : out->disks) {
        if (have.name == d.name)
            return;
    }
    out->disks.push_back(std::move(d));
}

void walk(const QString& sysDir, StorageFacts* out, int depth)
{
    if (sysDir.isEmpty() || depth > 8)
        return;
    const QString disk = diskDirFor(sysDir);
    const QString name = QFileInfo(disk).fileName();
    if (QFileInfo::exists(disk + QStringLiteral("/dm/uuid"))) {
        const QString uuid = readSysfs(disk + QStringLiteral("/dm/uuid"));
        const QString dmName = readSysfs(disk + QStringLiteral("/dm/name"));
        if (uuid.startsWith(QLatin1String("CRYPT-")))
            out->layers.push_back({QStringLiteral("dm-crypt"), name, uuid.section(u'-', 1, 1)});
        else if (uuid.startsWith(QLatin1String("LVM-")))
            out->layers.push_back({QStringLiteral("LVM"), name, dmName});
        else
            out->layers.push_back({QStringLiteral("device-mapper"), name, dmName});
    } else if (QFileInfo::exists(disk + QStringLiteral("/md/level"))) {
        out->layers.push_back({QStringLiteral("md"), name, readSysfs(disk + QStringLiteral("/md/level"))});
    } else if (QFileInfo::exists(disk + QStringLiteral("/loop/backing_file"))) {
        const QString image = readSysfs(disk + QStringLiteral("/loop/backing_file"));
        const QString direct = readSysfs(disk + QStringLiteral("/loop/dio")) == QLatin1String("1")
            ? QStringLiteral(", direct I/O")
            : QString();
        out->layers.push_back({QStringLiteral("loop"), name, image + direct});
        addDisk(out, diskFacts(disk));
        // The image's own file system and disk: where the loop device's reads end up.
        struct stat st = {};
        if (::stat(pathBytes(image).constData(), &st) == 0)
            walk(sysDirOfDev(st.st_dev), out, depth + 1);
        return;
    }
    const QStringList slaves = QDir(disk + QStringLiteral("/slaves")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    if (slaves.isEmpty()) {
        addDisk(out, diskFacts(disk));
        return;
    }
    for (const QString& s : slaves)
        walk(QFileInfo(disk + QStringLiteral("/slaves/") + s).canonicalFilePath(), out, depth + 1);
}

} // namespace

QString osReleaseName(const QByteArray& osRelease)
{
    QString name, version;
    for (const QByteArray& raw : osRelease.split('\n')) {
        const QString line = QString::fromUtf8(raw).trimmed();
        const qsizetype eq = line.indexOf(u'=');
        if (eq <= 0 || line.startsWith(u'#'))
            continue;
        const QString key = line.left(eq);
        const QString value = unquote(line.mid(eq + 1));
        if (key == QLatin1String("PRETTY_NAME") && !value.isEmpty())
            return value;
        if (key == QLatin1String("NAME"))
            name = value;
        else if (key == QLatin1String("VERSION"))
            version = value;
    }
    return version.isEmpty() ? name : QStringLiteral("%1 %2").arg(name, version);
}

QString cpuModelName(const QByteArray& cpuinfo)
{
    for (const QByteArray& raw : cpuinfo.split('\n')) {
        const qsizetype colon = raw.indexOf(':');
        if (colon > 0 && raw.left(colon).trimmed() == "model name")
            return QString::fromUtf8(raw.mid(colon + 1)).simplified();
    }
    return {};
}

std::uint64_t memTotalBytes(const QByteArray& meminfo)
{
    for (const QByteArray& raw : meminfo.split('\n')) {
        if (raw.startsWith("MemTotal:")) {
            const QList<QByteArray> f = raw.simplified().split(' '); // "MemTotal: 24555540 kB"
            if (f.size() >= 2)
                return f[1].toULongLong() * (f.size() >= 3 && f[2] == "kB" ? 1024 : 1);
        }
    }
    return 0;
}

QString schedulerInUse(const QString& queueScheduler)
{
    const qsizetype open = queueScheduler.indexOf(u'[');
    const qsizetype close = queueScheduler.indexOf(u']', open + 1);
    if (open >= 0 && close > open)
        return queueScheduler.mid(open + 1, close - open - 1);
    return queueScheduler.trimmed(); // "none" alone, where there is no choice
}

MachineFacts probeMachine()
{
    MachineFacts m;
    QByteArray osRelease = slurp(QStringLiteral("/etc/os-release"));
    if (osRelease.isEmpty())
        osRelease = slurp(QStringLiteral("/usr/lib/os-release"));
    m.distribution = osReleaseName(osRelease);
    m.cpuModel = cpuModelName(slurp(QStringLiteral("/proc/cpuinfo")));
    m.cpus = int(::sysconf(_SC_NPROCESSORS_ONLN));
    m.governor = readSysfs(QStringLiteral("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor"));
    m.memoryBytes = memTotalBytes(slurp(QStringLiteral("/proc/meminfo")));
    return m;
}

void describeStack(const QString& sysDir, StorageFacts* out)
{
    walk(sysDir, out, 0);
}

StorageFacts probeStorage(const QString& path, const FsInfo& fs)
{
    StorageFacts out;
    const QByteArray native = pathBytes(path);
    // The file system's own layers first: they are nearest the file.
    if (fs.magic == kBtrfsMagic) {
        QString compress;
        for (const QString& o : fs.options()) {
            if (o.startsWith(QLatin1String("compress=")) || o.startsWith(QLatin1String("compress-force=")))
                compress = o.section(u'=', 1);
        }
        int flags = 0;
        UniqueFd fd(::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
        if (compress.isEmpty() && fd.valid() && ::ioctl(fd.get(), FS_IOC_GETFLAGS, &flags) == 0
            && (flags & FS_COMPR_FL))
            compress = QStringLiteral("chattr +c");
        if (!compress.isEmpty())
            out.layers.push_back({QStringLiteral("btrfs compression"), {}, compress});
    }
    struct statx sx = {};
    if (::statx(AT_FDCWD, native.constData(), AT_STATX_SYNC_AS_STAT, STATX_BASIC_STATS, &sx) == 0
        && (sx.stx_attributes_mask & STATX_ATTR_ENCRYPTED) && (sx.stx_attributes & STATX_ATTR_ENCRYPTED))
        out.layers.push_back({QStringLiteral("fscrypt"), {}, fs.typeName});
    out.onlineDiscard = fs.hasOption(QStringLiteral("discard"));
    if (fs.magic == kBtrfsMagic) {
        const std::vector<BtrfsDevice> devices = btrfsDevicesOf(path);
        if (devices.size() > 1) {
            for (const BtrfsDevice& d : devices)
                walk(sysfsDirForNode(d.path), &out, 0);
            return out;
        }
    }
    if (fs.source.startsWith(QLatin1String("/dev/")))
        walk(sysfsDirForNode(fs.source), &out, 0);
    return out;
}

} // namespace fragscope
