// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/sysfacts.h"

#include "fs/btrfschunks.h"
#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(StorageFacts)
};

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
    d.transport = transportOf(d.name, disk);
    d.model = readSysfs(disk + QStringLiteral("/device/model"));
    if (d.model.isEmpty())
        d.model = readSysfs(disk + QStringLiteral("/device/name")); // mmc
    // eMMC's "rev" is its EXT_CSD revision; NVMe's firmware is the controller's.
    for (const char* file : {"fwrev", "firmware_rev", "rev"}) {
        if (d.firmware.isEmpty() && !(d.transport != QLatin1String("mmc") && qstrcmp(file, "fwrev") == 0))
            d.firmware = readSysfs(disk + QStringLiteral("/device/") + QLatin1String(file));
    }
    // SATA behind the SCSI layer: its model cut to 16 characters, its firmware to the last 4; the disk's
    // own words are in IDENTIFY.
    QString model, firmware;
    if (d.transport == QLatin1String("sata")
        && ataIdentity(slurp(disk + QStringLiteral("/device/vpd_pg89")), &model, &firmware)) {
        d.model = model;
        d.firmware = firmware;
    }
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

// What cryptsetup's dm uuid prefix says the target is: CRYPT-LUKS2-..., CRYPT-PLAIN-... encrypt;
// CRYPT-VERITY-, CRYPT-INTEGRITY- check, CRYPT-SUBDEV- is a part of another.
StorageLayer cryptLayer(const QString& name, const QString& uuid, const QString& dmName)
{
    const QString type = uuid.section(u'-', 1, 1);
    if (type == QLatin1String("VERITY"))
        return {QStringLiteral("dm-verity"), name, dmName};
    if (type == QLatin1String("INTEGRITY"))
        return {QStringLiteral("dm-integrity"), name, dmName};
    if (type == QLatin1String("SUBDEV"))
        return {QStringLiteral("device-mapper"), name, dmName};
    return {QStringLiteral("dm-crypt"), name, type};
}

// The sysfs directory of the device holding a loop device's image: the image itself when it is a
// device; else its file system's device (btrfs and overlay give files device numbers of their own).
QString imageDeviceDir(const QString& image)
{
    struct stat st = {};
    if (::stat(pathBytes(image).constData(), &st) != 0)
        return {};
    if (S_ISBLK(st.st_mode))
        return sysfsDirForDev(st.st_rdev);
    if (const QString dir = sysfsDirForDev(st.st_dev); !dir.isEmpty())
        return dir;
    const auto fs = FsInfo::probe(image);
    return fs && fs->source.startsWith(QLatin1String("/dev/")) ? sysfsDirForNode(fs->source) : QString();
}

void walk(const QString& sysDir, StorageFacts* out, int depth, QStringList& seen)
{
    if (sysDir.isEmpty() || depth > 8)
        return;
    const QString disk = diskDirFor(sysDir);
    const QString name = QFileInfo(disk).fileName();
    if (seen.contains(disk))
        return; // reached again (a thin pool, a snapshot and its origin on one volume)
    seen << disk;
    if (QFileInfo::exists(disk + QStringLiteral("/dm/uuid"))) {
        const QString uuid = readSysfs(disk + QStringLiteral("/dm/uuid"));
        const QString dmName = readSysfs(disk + QStringLiteral("/dm/name"));
        if (uuid.startsWith(QLatin1String("CRYPT-")))
            out->layers.push_back(cryptLayer(name, uuid, dmName));
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
        // The image's own disk: where the loop device's reads end up.
        walk(imageDeviceDir(image), out, depth + 1, seen);
        return;
    }
    const QStringList slaves = QDir(disk + QStringLiteral("/slaves")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    if (slaves.isEmpty()) {
        addDisk(out, diskFacts(disk));
        return;
    }
    for (const QString& s : slaves)
        walk(QFileInfo(disk + QStringLiteral("/slaves/") + s).canonicalFilePath(), out, depth + 1, seen);
}

// From the file system's device (a partition's, the disk's), down.
void walkFrom(const QString& sysDir, StorageFacts* out)
{
    QStringList seen;
    walk(sysDir, out, 0, seen);
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
    walkFrom(sysDir, out);
}

bool ataIdentity(const QByteArray& vpdPage89, QString* model, QString* firmware)
{
    // The page: a 4-byte header, the SAT layer's names (8-35), the device's signature, then the
    // 512 bytes of IDENTIFY DEVICE from byte 60; its strings are 16-bit words, high byte first.
    constexpr qsizetype kIdentify = 60;
    if (vpdPage89.size() < kIdentify + 512 || quint8(vpdPage89[1]) != 0x89)
        return false;
    const auto words = [&](int first, int last) {
        QByteArray text;
        for (int w = first; w <= last; ++w) {
            text += vpdPage89[kIdentify + 2 * w + 1];
            text += vpdPage89[kIdentify + 2 * w];
        }
        return QString::fromLatin1(text).trimmed();
    };
    *model = words(27, 46);
    *firmware = words(23, 26);
    return !model->isEmpty();
}

namespace {

// btrfs's compression of what is written at `path`: the mount's (compress=, compress-force=), or a
// file's or folder's chattr +c; none under chattr +C (nodatacow), nor under chattr +m unless forced.
// Empty: none.
QString btrfsCompression(const QByteArray& path, const FsInfo& fs)
{
    QString compress;
    bool forced = false;
    for (const QString& o : fs.options()) {
        if (o.startsWith(QLatin1String("compress=")) || o.startsWith(QLatin1String("compress-force="))) {
            forced = o.startsWith(QLatin1String("compress-force="));
            compress = forced ? Text::tr("%1, forced").arg(o.section(u'=', 1)) : o.section(u'=', 1);
        }
    }
    int flags = 0;
    UniqueFd fd(::open(path.constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
    if (!fd.valid() || ::ioctl(fd.get(), FS_IOC_GETFLAGS, &flags) != 0)
        return compress;
    // nodatacow (chattr +C) is never compressed; chattr +m stops all but compress-force.
    if ((flags & FS_NOCOW_FL) || ((flags & FS_NOCOMP_FL) && !forced))
        return {};
    return compress.isEmpty() && (flags & FS_COMPR_FL) ? QStringLiteral("chattr +c") : compress;
}

} // namespace

StorageFacts probeStorage(const QString& path, const FsInfo& fs)
{
    StorageFacts out;
    const QByteArray native = pathBytes(path);
    // The file system's own layers first: they are nearest the file.
    if (fs.magic == kBtrfsMagic) {
        if (const QString compress = btrfsCompression(native, fs); !compress.isEmpty())
            out.layers.push_back({QStringLiteral("btrfs compression"), {}, compress});
    }
    struct statx sx = {};
    const bool statted = ::statx(AT_FDCWD, native.constData(), AT_STATX_SYNC_AS_STAT, STATX_BASIC_STATS, &sx) == 0;
    if (statted && (sx.stx_attributes_mask & STATX_ATTR_ENCRYPTED) && (sx.stx_attributes & STATX_ATTR_ENCRYPTED))
        out.layers.push_back({QStringLiteral("fscrypt"), {}, fs.typeName});
    for (const QString& o : fs.options()) {
        if (o == QLatin1String("discard") || o.startsWith(QLatin1String("discard=")))
            out.onlineDiscard = o;
    }
    if (fs.magic == kBtrfsMagic) {
        const std::vector<BtrfsDevice> devices = btrfsDevicesOf(path);
        if (devices.size() > 1) {
            for (const BtrfsDevice& d : devices)
                walkFrom(sysfsDirForNode(d.path), &out);
            return out;
        }
    }
    // The mounted device, or where the source names none (/dev/root, a bind), the path's own.
    QString top = fs.source.startsWith(QLatin1String("/dev/")) ? sysfsDirForNode(fs.source) : QString();
    if (top.isEmpty() && statted && sx.stx_dev_major != 0)
        top = sysfsDirForDev(makedev(sx.stx_dev_major, sx.stx_dev_minor));
    if (const QString limit
        = top.isEmpty() ? QString() : readSysfs(diskDirFor(top) + QStringLiteral("/queue/discard_max_bytes"));
        !limit.isEmpty())
        out.passesDiscard = limit.toLongLong();
    walkFrom(top, &out);
    return out;
}

namespace {

// The disk a hwmon device measures: an NVMe controller's first namespace, or the block device of a
// SCSI device (drivetemp); empty for other sensors.
QString diskOfSensor(const QString& hwmon)
{
    const QString device = QFileInfo(hwmon + QStringLiteral("/device")).canonicalFilePath();
    if (device.isEmpty())
        return {};
    static const QRegularExpression ns(QStringLiteral("^nvme[0-9]+n[0-9]+$"));
    const QDir dir(device);
    for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (ns.match(name).hasMatch())
            return name;
    }
    const QStringList block = QDir(device + QStringLiteral("/block")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    return block.isEmpty() ? QString() : block.front();
}

} // namespace

std::vector<Temperature> readTemperatures(const QString& hwmonDir)
{
    std::vector<Temperature> out;
    const QDir root(hwmonDir);
    static const QRegularExpression input(QStringLiteral("^temp([0-9]+)_input$"));
    for (const QString& hwmon : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString dir = root.filePath(hwmon);
        const QString name = readSysfs(dir + QStringLiteral("/name"));
        const QString disk = diskOfSensor(dir);
        QStringList inputs = QDir(dir).entryList({QStringLiteral("temp*_input")}, QDir::Files);
        std::sort(inputs.begin(), inputs.end(), [](const QString& a, const QString& b) {
            return input.match(a).captured(1).toInt() < input.match(b).captured(1).toInt();
        });
        for (const QString& file : inputs) {
            const QRegularExpressionMatch m = input.match(file);
            bool ok = false;
            const double milli = readSysfs(dir + u'/' + file).toDouble(&ok);
            if (!m.hasMatch() || !ok) // a sensor that cannot be read now (a drive asleep) says nothing
                continue;
            const QString label = readSysfs(dir + QStringLiteral("/temp%1_label").arg(m.captured(1)));
            const QString sensor = QStringList{name, label}.join(u' ').trimmed();
            out.push_back({QStringLiteral("%1/temp%2").arg(hwmon, m.captured(1)), sensor.isEmpty() ? hwmon : sensor,
                disk, milli / 1000});
        }
    }
    return out;
}

} // namespace fragscope
