// SPDX-License-Identifier: GPL-3.0-or-later
#include "survey/scanroots.h"

#include "extents/inspection.h"
#include "fs/btrfschunks.h"
#include "fs/fsinfo.h"
#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <fcntl.h>
#include <sys/statvfs.h>

#include <algorithm>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Scanner)
};

void describe(Survey& d, const QByteArray& native, const FsInfo& fs, const RootInfo& info)
{
    if (struct statvfs vfs = {}; ::statvfs(native.constData(), &vfs) == 0 && vfs.f_files >= vfs.f_ffree)
        d.inodesInUse = vfs.f_files - vfs.f_ffree;
    d.fsType = fs.typeName;
    d.mountPoint = fs.mountPoint;
    d.blockSize = fs.blockSize;
    d.deviceBytes = fs.device.sizeBytes ? fs.device.sizeBytes : fs.totalBlocks * fs.blockSize;
    d.totals.e4.blockSize = info.e4.blockSize;
}

// Time remaining can be told when a root is a whole file system.
void expectWholeFs(const QByteArray& native, const FsInfo& fs, ScanProgress& expected)
{
    struct statvfs vfs = {};
    if (QFileInfo(pathFromBytes(native)).canonicalFilePath() != fs.mountPoint
        || ::statvfs(native.constData(), &vfs) != 0)
        return;
    expected.expectedInodes += vfs.f_files - vfs.f_ffree;
    expected.expectedBytes += (vfs.f_blocks - vfs.f_bfree) * vfs.f_frsize;
}

// One root: what it is (the first one that names a file system describes the survey), what the
// progress can expect of it, and where it goes: the queue for a folder, a call of its own for a file.
void addRoot(const QString& rootPath, bool crossMounts, RootsPlan& plan)
{
    const QByteArray native = scanRootBytes(rootPath);
    struct statx st = {};
    // The root itself may be a symlink to a directory: that one the user named, so follow it.
    if (::statx(AT_FDCWD, native.constData(), AT_NO_AUTOMOUNT, STATX_TYPE | STATX_MNT_ID | STATX_INO, &st) != 0) {
        const int err = errno;
        plan.failed.push_back(Error{rootPath, reasonFor(err), err});
        return;
    }
    if (!S_ISDIR(st.stx_mode) && !S_ISREG(st.stx_mode)) {
        plan.failed.push_back(Error{rootPath, Text::tr("not a directory or a regular file")});
        return;
    }
    RootInfo info;
    info.e4.blockSize = st.stx_blksize; // e4defrag's block size is the root's st_blksize
    if (const auto fs = FsInfo::probe(pathFromBytes(native))) {
        info.fsBlockSize = fs->blockSize;
        info.btrfs = fs->magic == kBtrfsMagic;
        info.chunks = btrfsChunkMapFor(*fs, pathFromBytes(native)); // a root may be a symbolic link
        if (info.btrfs) {
            const UniqueFd fd(::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));
            info.readAheadBytes = fd.valid() ? btrfsReadAheadBytes(fd.get()) : kBtrfsReadAheadFloor;
        }
        info.mountId = mountIdOf(st);
        info.fsMagic = fs->magic;
        info.e4.spanBlocks = bestExtentBytesFor(*fs) / std::max<std::uint32_t>(1, info.e4.blockSize);
        if (plan.description.fsType.isEmpty())
            describe(plan.description, native, *fs, info);
        expectWholeFs(native, *fs, plan.expected);
    }
    const PlannedRoot planned{native, plan.roots.size(), crossMounts ? 0 : mountIdOf(st)};
    plan.roots.push_back(info);
    (S_ISREG(st.stx_mode) ? plan.files : plan.dirs).push_back(planned);
}

} // namespace

RootsPlan planRoots(const QStringList& roots, bool crossMounts)
{
    RootsPlan plan;
    for (const QString& root : roots)
        addRoot(root, crossMounts, plan);
    return plan;
}

QByteArray scanRootBytes(const QString& root)
{
    return pathBytes(QFileInfo(root).absoluteFilePath());
}

QString reasonFor(int err)
{
    switch (err) {
    case EACCES:
    case EPERM:
        return Text::tr("permission denied");
    case ENOENT:
        return Text::tr("vanished during the scan");
    case ELOOP:
        return Text::tr("replaced by a symbolic link during the scan");
    case ENOTDIR:
        return Text::tr("no longer a directory");
    default:
        return errnoText(err);
    }
}

} // namespace fragscope
