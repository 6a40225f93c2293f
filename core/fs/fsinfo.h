// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

#include <QStringList>
#include <sys/types.h>

#include <cstdint>

namespace fragscope {

// The block device a file system lives on, as sysfs describes it.
struct BlockDeviceInfo
{
    QString name; // kernel name, e.g. "sda2", "loop0", "dm-1"
    QString node; // /dev/... as mounted
    // Of the disks under it: through LUKS, LVM, md and other device-mapper stacks (slaves/) down to
    // the physical disks (their distinct models joined with " + "; rotating when any rotates).
    QString model; // empty when the device does not say
    bool rotational = false;
    bool known = false; // false when the source is not a block device (tmpfs, nfs, ...)
    std::uint64_t sizeBytes = 0;
    QString loopBackingFile; // for loop devices (also under a stack): the image file
    // For a loop device: the device that holds the image, where the real seeks happen.
    QString backingName;
    QString backingModel;
    bool backingRotational = false;
};

// What the file system under a path is, and how it is mounted.
struct FsInfo
{
    std::uint64_t magic = 0; // statfs f_type
    QString typeName;        // from mountinfo when found, else from the magic
    std::uint32_t blockSize = 0;
    std::uint64_t totalBlocks = 0; // statfs f_blocks, in f_bsize units
    QString mountPoint;
    QString source;       // mount source, e.g. /dev/loop0
    QString mountOptions; // per-mount options (rw,relatime,...)
    QString superOptions; // file-system options (compress=zstd, discard, ...)
    BlockDeviceInfo device;
    // ext4 only, read from the superblock when it is readable (root): what e4defrag calls the best
    // extent size. 0 when unknown.
    std::uint64_t ext4GroupSpanBytes = 0;

    QStringList options() const; // mount and super options, without duplicates
    bool hasOption(const QString& name) const;

    // Probe the file system holding path (a file or directory); never opens the file for writing.
    static Result<FsInfo> probe(const QString& path);
};

// Bytes an unprivileged writer may still use on the file system holding `dir` (statvfs f_bavail);
// UINT64_MAX on one without a size (ramfs and the like: no limit to check).
Result<std::uint64_t> availableBytes(const QString& dir);

// statfs magic numbers (linux/magic.h) of the file systems with engines of their own.
constexpr std::uint64_t kExt4Magic = 0xEF53; // ext2, ext3 and ext4 share it
constexpr std::uint64_t kXfsMagic = 0x58465342;
constexpr std::uint64_t kBtrfsMagic = 0x9123683E;

// The name for a statfs magic ("xfs", "btrfs", ...), or "0x1234abcd" when unknown.
QString fsTypeNameForMagic(std::uint64_t magic);

// A block device's facts from its sysfs directory (/sys/class/block/NAME): its name, and the
// model, rotation and loop image of what lies at the bottom of its stack (slaves/).
BlockDeviceInfo describeSysfsDevice(const QString& sysDir);

// The sysfs directory of a block device node (/sys/devices/.../sda/sda2), or empty when the path is
// not a block device.
QString sysfsDirForNode(const QString& node);
// The sysfs directory of the block device numbered `dev`, or empty when there is none (a file on
// btrfs or overlay has a device number of its own).
QString sysfsDirForDev(dev_t dev);
// The sysfs directory of the device holding the file at `path` (a loop device's image: the disk
// its reads end up on), or empty.
QString sysfsDirForFile(const QString& path);
// The whole disk's sysfs directory for a partition's (queue/ and device/ live there); others as they are.
QString diskDirFor(const QString& sysDir);
// The devices at the bottom of a stack (LUKS, LVM, md, any device mapper: slaves/ of each level),
// down to the disks or loop devices; the device itself when nothing is under it.
QStringList physicalDevices(const QString& sysDir, int depth = 0);

// A small sysfs or procfs file's text, trimmed; empty when it cannot be read.
QString readSysfs(const QString& path);

// Parsing helpers, exposed for tests.
struct MountEntry
{
    QString mountPoint;
    QString fsType;
    QString source;
    QString mountOptions;
    QString superOptions;
    QString root; // the folder of its file system the mount shows ("/" for the whole; a bind mount's or subvolume's)
    // The file system's device number: its superblock's, one for all its mounts (bind mounts, btrfs
    // subvolumes; stat gives each btrfs subvolume a number of its own).
    dev_t dev = 0;
};
std::vector<MountEntry> parseMountInfo(const QByteArray& text);
// The files and devices in use as swap space, from the text of /proc/swaps (names unescaped).
QStringList parseSwaps(const QByteArray& text);
// Whether the file with this device and inode is in use as swap space (swapon; /proc/swaps).
bool isActiveSwapFile(dev_t dev, ino_t ino);
// The entry whose mount point is the longest prefix of canonicalPath (the last one on ties:
// later mounts hide earlier ones).
const MountEntry* findMount(const std::vector<MountEntry>& entries, const QString& canonicalPath);
// This process's mounts (/proc/self/mountinfo); empty when it cannot be read.
std::vector<MountEntry> currentMounts();

// The UUID of the file system mounted at mountPoint, "01234567-89ab-..." as blkid prints it: asked of
// the kernel (FS_IOC_GETFSUUID, Linux 6.9 and later, any user; btrfs's BTRFS_IOC_FS_INFO), else read
// from the superblock on `source` (ext4, XFS, btrfs; needs read access to the device). Empty when
// neither works, or when it is all zeros.
QString fileSystemUuid(const QString& mountPoint, const QString& fsType, const QString& source);

} // namespace fragscope

Q_DECLARE_METATYPE(fragscope::FsInfo)
