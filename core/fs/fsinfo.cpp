// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/fsinfo.h"

#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUuid>

#include <fcntl.h>
#include <linux/btrfs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <unistd.h>

namespace fragscope {
namespace {

struct MagicName
{
    std::uint64_t magic;
    const char* name;
};

// statfs(2) magics, from linux/magic.h and the file systems' own headers.
constexpr std::array kMagics = {
    MagicName{kExt4Magic, "ext2/ext3/ext4"},
    MagicName{kXfsMagic, "xfs"},
    MagicName{kBtrfsMagic, "btrfs"},
    MagicName{0x01021994, "tmpfs"},
    MagicName{0x858458F6, "ramfs"},
    MagicName{0x794C7630, "overlay"},
    MagicName{0x2FC12FC1, "zfs"},
    MagicName{0x6969, "nfs"},
    MagicName{0x65735546, "fuse"},
    MagicName{0xF2F52010, "f2fs"},
    MagicName{0xCA451A4E, "bcachefs"},
    MagicName{0x73717368, "squashfs"},
    MagicName{0xE0F5E1E2, "erofs"},
    MagicName{0x4D44, "vfat"},
    MagicName{0x2011BAB0, "exfat"},
    MagicName{0x5346544E, "ntfs"},
    MagicName{0x7366746E, "ntfs3"},
    MagicName{0xFF534D42, "cifs"},
    MagicName{0xFE534D42, "smb2"},
    MagicName{0x00C36400, "ceph"},
    MagicName{0x01021997, "9p"},
    MagicName{0x3153464A, "jfs"},
    MagicName{0x52654973, "reiserfs"},
    MagicName{0x3434, "nilfs2"},
    MagicName{0x9660, "iso9660"},
    MagicName{0x15013346, "udf"},
    MagicName{0x01161970, "gfs2"},
    MagicName{0x7461636F, "ocfs2"},
    MagicName{0x9FA0, "proc"},
    MagicName{0x62656572, "sysfs"},
    MagicName{0x63677270, "cgroup2"},
};

// mountinfo escapes space, tab, newline and backslash as \ooo.
QString unescapeMountField(const QByteArray& field)
{
    QByteArray out;
    out.reserve(field.size());
    for (qsizetype i = 0; i < field.size(); ++i) {
        if (field[i] == '\\' && i + 3 < field.size()) {
            bool ok = false;
            const int value = field.mid(i + 1, 3).toInt(&ok, 8);
            if (ok) {
                out.append(char(value));
                i += 3;
                continue;
            }
        }
        out.append(field[i]);
    }
    return pathFromBytes(out); // a mount point is bytes: one that is not UTF-8 must still name it
}

// A device's name, and its disks' model and rotation: those of the disks under a stack (their
// distinct models joined; rotating when any of them rotates).
void describeDisk(const QString& sysDir, QString* name, QString* model, bool* rotational)
{
    *name = QFileInfo(sysDir).fileName();
    QStringList models;
    *rotational = false;
    for (const QString& leaf : physicalDevices(sysDir)) {
        const QString disk = diskDirFor(leaf);
        QString m = readSysfs(disk + QStringLiteral("/device/model"));
        if (m.isEmpty())
            m = readSysfs(disk + QStringLiteral("/device/name")); // mmc
        if (!m.isEmpty() && !models.contains(m))
            models << m;
        *rotational = *rotational || readSysfs(disk + QStringLiteral("/queue/rotational")) == QLatin1String("1");
    }
    *model = models.join(QStringLiteral(" + "));
}

BlockDeviceInfo probeDevice(const QString& node)
{
    BlockDeviceInfo info;
    info.node = node;
    const QString sysDir = sysfsDirForNode(node);
    if (sysDir.isEmpty())
        return info;
    info = describeSysfsDevice(sysDir); // through a stack (dm-linear on a loop device ...) to its bottom
    info.node = node;
    info.sizeBytes = readSysfs(sysDir + QStringLiteral("/size")).toULongLong() * 512;
    if (!info.loopBackingFile.isEmpty()) {
        // Follow the image to the disk under it: that is where seeks cost time.
        if (const QString backing = sysfsDirForFile(info.loopBackingFile); !backing.isEmpty())
            describeDisk(backing, &info.backingName, &info.backingModel, &info.backingRotational);
    }
    return info;
}

// e4defrag's "best" extent count divides by blocks_per_group (times the flex group size).
std::uint64_t readExt4GroupSpan(const QString& node, std::uint32_t blockSize)
{
    UniqueFd fd(::open(pathBytes(node).constData(), O_RDONLY | O_CLOEXEC));
    if (!fd.valid())
        return 0;
    unsigned char sb[1024];
    if (::pread(fd.get(), sb, sizeof sb, 1024) != ssize_t(sizeof sb))
        return 0;
    auto le32 = [&](int at) {
        return std::uint32_t(sb[at]) | std::uint32_t(sb[at + 1]) << 8 | std::uint32_t(sb[at + 2]) << 16
            | std::uint32_t(sb[at + 3]) << 24;
    };
    if ((le32(56) & 0xFFFF) != 0xEF53) // s_magic
        return 0;
    const std::uint64_t blocksPerGroup = le32(32);
    const std::uint32_t incompat = le32(96);
    constexpr std::uint32_t kFlexBg = 0x200;
    std::uint64_t groups = 1;
    if (incompat & kFlexBg)
        groups = std::uint64_t(1) << sb[372]; // s_log_groups_per_flex
    return blocksPerGroup * groups * blockSize;
}

} // namespace

QString sysfsDirForNode(const QString& node)
{
    struct stat st = {};
    if (::stat(pathBytes(node).constData(), &st) != 0 || !S_ISBLK(st.st_mode))
        return {};
    return sysfsDirForDev(st.st_rdev);
}

QString sysfsDirForDev(dev_t dev)
{
    return QFileInfo(QStringLiteral("/sys/dev/block/%1:%2").arg(major(dev)).arg(minor(dev))).canonicalFilePath();
}

QString sysfsDirForFile(const QString& path)
{
    struct stat st = {};
    return ::stat(pathBytes(path).constData(), &st) == 0 ? sysfsDirForDev(st.st_dev) : QString();
}

QString diskDirFor(const QString& sysDir)
{
    if (QFileInfo::exists(sysDir + QStringLiteral("/partition")))
        return QFileInfo(sysDir + QStringLiteral("/..")).canonicalFilePath();
    return sysDir;
}

QStringList physicalDevices(const QString& sysDir, int depth)
{
    const QString disk = diskDirFor(sysDir);
    const QStringList slaves = QDir(disk + QStringLiteral("/slaves")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    if (slaves.isEmpty() || depth > 8)
        return {sysDir};
    QStringList out;
    for (const QString& s : slaves) {
        for (const QString& leaf :
            physicalDevices(QFileInfo(disk + QStringLiteral("/slaves/") + s).canonicalFilePath(), depth + 1)) {
            if (!out.contains(leaf))
                out << leaf;
        }
    }
    return out;
}

BlockDeviceInfo describeSysfsDevice(const QString& sysDir)
{
    BlockDeviceInfo info;
    info.known = true;
    describeDisk(sysDir, &info.name, &info.model, &info.rotational);
    for (const QString& leaf : physicalDevices(sysDir)) {
        if (info.loopBackingFile.isEmpty())
            info.loopBackingFile = readSysfs(leaf + QStringLiteral("/loop/backing_file"));
    }
    return info;
}

QString readSysfs(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).trimmed();
}

QString fsTypeNameForMagic(std::uint64_t magic)
{
    for (const auto& entry : kMagics) {
        if (entry.magic == magic)
            return QString::fromLatin1(entry.name);
    }
    return QStringLiteral("0x%1").arg(magic, 0, 16);
}

QStringList parseSwaps(const QByteArray& text)
{
    // "Filename Type Size Used Priority", then one line each; the name escaped as in mountinfo.
    QStringList names;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray name = lines[i].simplified().split(' ').constFirst(); // spaces in it are \040
        if (!name.isEmpty())
            names << unescapeMountField(name);
    }
    return names;
}

bool isActiveSwapFile(dev_t dev, ino_t ino)
{
    QFile swaps(QStringLiteral("/proc/swaps"));
    if (!swaps.open(QIODevice::ReadOnly))
        return false;
    for (const QString& name : parseSwaps(swaps.readAll())) {
        struct stat st = {};
        if (::stat(pathBytes(name).constData(), &st) == 0 && S_ISREG(st.st_mode) && st.st_dev == dev
            && st.st_ino == ino)
            return true;
    }
    return false;
}

std::vector<MountEntry> parseMountInfo(const QByteArray& text)
{
    // id parent major:minor root mountpoint options [optional fields...] - fstype source superoptions
    std::vector<MountEntry> entries;
    for (const QByteArray& line : text.split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        const qsizetype dash = fields.indexOf("-");
        if (dash < 6 || dash + 2 >= fields.size())
            continue;
        MountEntry entry;
        entry.root = unescapeMountField(fields[3]);
        entry.mountPoint = unescapeMountField(fields[4]);
        if (const QList<QByteArray> majorMinor = fields[2].split(':'); majorMinor.size() == 2)
            entry.dev = makedev(majorMinor[0].toUInt(), majorMinor[1].toUInt());
        entry.mountOptions = QString::fromUtf8(fields[5]);
        entry.fsType = QString::fromUtf8(fields[dash + 1]);
        entry.source = unescapeMountField(fields[dash + 2]);
        if (dash + 3 < fields.size())
            entry.superOptions = QString::fromUtf8(fields[dash + 3]);
        entries.push_back(entry);
    }
    return entries;
}

const MountEntry* findMount(const std::vector<MountEntry>& entries, const QString& canonicalPath)
{
    const MountEntry* best = nullptr;
    for (const auto& entry : entries) {
        const QString& mp = entry.mountPoint;
        const bool under = canonicalPath == mp || mp == QLatin1String("/")
            || (canonicalPath.startsWith(mp) && canonicalPath.at(mp.size()) == QLatin1Char('/'));
        if (under && (!best || mp.size() >= best->mountPoint.size()))
            best = &entry;
    }
    return best;
}

std::vector<MountEntry> currentMounts()
{
    QFile mountinfo(QStringLiteral("/proc/self/mountinfo"));
    if (!mountinfo.open(QIODevice::ReadOnly))
        return {};
    return parseMountInfo(mountinfo.readAll());
}

namespace {

// FS_IOC_GETFSUUID (linux/fs.h from Linux 6.9 on; Debian 12's headers are older).
struct FsUuid2
{
    std::uint8_t len;
    std::uint8_t uuid[16];
};
constexpr unsigned long kGetFsUuid = _IOR(0x15, 0, FsUuid2);

// A UUID's 16 bytes as blkid prints them; empty for the all-zero one (mkfs -U null, some images),
// which tells nothing apart.
QString uuidText(const std::uint8_t* bytes)
{
    if (std::all_of(bytes, bytes + 16, [](std::uint8_t b) { return b == 0; }))
        return {};
    return QUuid::fromRfc4122(QByteArrayView(reinterpret_cast<const char*>(bytes), 16)).toString(QUuid::WithoutBraces);
}

QString uuidFromKernel(const QString& mountPoint, const QString& fsType)
{
    const UniqueFd dir(::open(pathBytes(mountPoint).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!dir.valid())
        return {};
    FsUuid2 fsuuid{};
    if (::ioctl(dir.get(), kGetFsUuid, &fsuuid) == 0 && fsuuid.len == 16)
        return uuidText(fsuuid.uuid);
    btrfs_ioctl_fs_info_args btrfs{};
    if (fsType == QLatin1String("btrfs") && ::ioctl(dir.get(), BTRFS_IOC_FS_INFO, &btrfs) == 0)
        return uuidText(btrfs.fsid);
    return {};
}

// Where each file system keeps its UUID on the device: ext4's s_uuid, XFS's sb_uuid, btrfs's fsid.
qint64 superblockUuidOffset(const QString& fsType)
{
    if (fsType == QLatin1String("ext4") || fsType == QLatin1String("ext3") || fsType == QLatin1String("ext2"))
        return 1024 + 0x68;
    if (fsType == QLatin1String("xfs"))
        return 32;
    if (fsType == QLatin1String("btrfs"))
        return 0x10000 + 0x20;
    return -1;
}

} // namespace

QString fileSystemUuid(const QString& mountPoint, const QString& fsType, const QString& source)
{
    if (QString fromKernel = uuidFromKernel(mountPoint, fsType); !fromKernel.isEmpty())
        return fromKernel;
    const qint64 offset = superblockUuidOffset(fsType);
    if (offset < 0 || !source.startsWith(QLatin1String("/dev/")))
        return {};
    const UniqueFd device(::open(pathBytes(source).constData(), O_RDONLY | O_CLOEXEC));
    std::uint8_t uuid[16] = {};
    if (!device.valid() || ::pread(device.get(), uuid, sizeof uuid, offset) != ssize_t(sizeof uuid))
        return {};
    return uuidText(uuid);
}

QStringList FsInfo::options() const
{
    QStringList all = mountOptions.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString& option : superOptions.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!all.contains(option))
            all << option;
    }
    return all;
}

bool FsInfo::hasOption(const QString& name) const
{
    for (const QString& option : options()) {
        if (option == name || option.startsWith(name + QLatin1Char('=')))
            return true;
    }
    return false;
}

Result<FsInfo> FsInfo::probe(const QString& path)
{
    const QByteArray native = pathBytes(path);
    struct statfs sfs = {};
    if (::statfs(native.constData(), &sfs) != 0) {
        const int err = errno;
        return std::unexpected(Error{path, errnoText(err), err});
    }
    FsInfo info;
    info.magic = std::uint64_t(sfs.f_type) & 0xFFFFFFFFu;
    info.typeName = fsTypeNameForMagic(info.magic);
    info.blockSize = std::uint32_t(sfs.f_bsize);
    info.totalBlocks = sfs.f_blocks;

    if (const auto entries = currentMounts(); !entries.empty()) {
        QString canonical = canonicalPath(path);
        if (canonical.isEmpty())
            canonical = QFileInfo(path).absoluteFilePath();
        if (const MountEntry* entry = findMount(entries, canonical)) {
            info.mountPoint = entry->mountPoint;
            info.source = entry->source;
            info.mountOptions = entry->mountOptions;
            info.superOptions = entry->superOptions;
            if (!entry->fsType.isEmpty())
                info.typeName = entry->fsType;
        }
    }
    if (info.source.startsWith(QLatin1String("/dev/")))
        info.device = probeDevice(info.source);
    if (info.magic == kExt4Magic && info.device.known)
        info.ext4GroupSpanBytes = readExt4GroupSpan(info.source, info.blockSize);
    return info;
}

Result<std::uint64_t> availableBytes(const QString& dir)
{
    struct statvfs v = {};
    if (::statvfs(pathBytes(dir).constData(), &v) != 0)
        return std::unexpected(Error{dir, errnoText(errno), errno});
    if (v.f_blocks == 0)
        return UINT64_MAX;
    return std::uint64_t(v.f_bavail) * v.f_frsize;
}

} // namespace fragscope
