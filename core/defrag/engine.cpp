// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/engine.h"

#include "extents/fiemapreader.h"
#include "fs/fsinfo.h"
#include "util/failpoint.h"
#include "util/path.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

namespace fragscope::defrag {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Defrag)
};

} // namespace

Error refusal(const QString& path, const QString& reason, int errnum)
{
    return Error{path, reason, errnum};
}

Error openError(const QString& path, int err)
{
    switch (err) {
    case EROFS:
        return refusal(path, Text::tr("the file system is mounted read-only: nothing can be moved"), err);
    case ETXTBSY:
        return refusal(path,
            Text::tr("the file is a running program or swap space: the kernel will not let it be opened for writing"),
            err);
    case EPERM:
    case EACCES:
        return refusal(path, Text::tr("no permission to write the file: %1").arg(errnoText(err)), err);
    case EWOULDBLOCK: // O_NONBLOCK: a lease another process took meanwhile; the open asked it to give it up
        return refusal(path,
            Text::tr("another program holds a lease on the file (as Samba does for its clients): opening it for "
                     "writing asks it to give the lease up; nothing was moved"),
            err);
    case ELOOP: // O_NOFOLLOW: the name became a symbolic link after it was looked at
        return refusal(path, Text::tr("a symbolic link: give the file it points to; the link was not followed"), err);
    default:
        return Error{path, errnoText(err), err};
    }
}

QString kernelRefusal(int err, std::uint64_t done, std::uint64_t total, const QString& call)
{
    switch (err) {
    case ENOSPC:
        return Text::tr("the file system filled up part-way; the file is whole (moved %1 of %2 bytes)")
            .arg(done)
            .arg(total);
    case ETXTBSY:
        return Text::tr("the file is in use as swap space: the kernel will not let it be moved");
    case EBUSY:
        return Text::tr("the file is busy (being changed); moved %1 of %2 bytes").arg(done).arg(total);
    case EPERM:
        return Text::tr("the kernel says the file may not change (immutable or append-only)");
    default:
        return Text::tr("%1 failed after %2 of %3 bytes: %4").arg(call).arg(done).arg(total).arg(errnoText(err));
    }
}

Result<bool> statAsMapped(Run& run, int fd, struct stat* st)
{
    if (::fstat(fd, st) != 0)
        return std::unexpected(Error{run.path, errnoText(errno), errno});
    if (st->st_ino != run.statBefore.st_ino || st->st_dev != run.statBefore.st_dev) {
        run.result.changedByOthers = true;
        run.result.outcome = Text::tr("the file was replaced while its layout was read (another program renamed "
                                      "a file over it); nothing was done");
        return false;
    }
    *st = run.statBefore;
    return true;
}

Result<void> keepFloor(Run& run, std::uint64_t need)
{
    DefragResult& r = run.result;
    struct statvfs sv = {};
    if (::statvfs(pathBytes(QFileInfo(run.path).absolutePath()).constData(), &sv) != 0)
        return std::unexpected(refusal(run.path,
            Text::tr("cannot read the free space (%1): refused rather than risk filling the file system")
                .arg(errnoText(errno)),
            errno));
    r.freeBytes = std::uint64_t(sv.f_bavail) * sv.f_frsize;
    r.roomNeededBytes = need;
    r.roomKeptBytes = run.options.keepFree.of(r.freeBytes);
    if (r.freeBytes >= need && r.freeBytes - need >= r.roomKeptBytes)
        return {};
    if (r.roomKeptBytes == 0)
        return std::unexpected(refusal(run.path,
            Text::tr("it needs %1 for a moment, and only %2 is free; nothing was changed")
                .arg(formatBytes(need), formatBytes(r.freeBytes)),
            ENOSPC));
    return std::unexpected(refusal(run.path,
        Text::tr("it needs %1 for a moment, and of the %2 free to other programs %3 stays theirs (--keep-free); "
                 "nothing was changed")
            .arg(formatBytes(need), formatBytes(r.freeBytes), formatBytes(r.roomKeptBytes)),
        ENOSPC));
}

int allocateWithin(int fd, std::uint64_t offset, std::uint64_t length, std::uint64_t allowed, std::uint64_t* taken,
    std::uint64_t align, FailPoint point)
{
    align = std::max<std::uint64_t>(align, 1);
    for (std::uint64_t done = 0; done < length;) {
        const std::uint64_t room = allowed > *taken ? (allowed - *taken) / 2 / align * align : 0;
        const std::uint64_t step = std::min(length - done, std::max(align, room));
        if (failing(point) || ::fallocate(fd, 0, off_t(offset + done), off_t(step)) != 0)
            return -1;
        done += step;
        *taken += step;
    }
    return 0;
}

QString roomText(const DefragResult& r)
{
    return Text::tr("takes %1 for a moment and leaves at least %2 of the %3 free to other programs")
        .arg(formatBytes(r.roomNeededBytes), formatBytes(r.roomKeptBytes), formatBytes(r.freeBytes));
}

bool writtenSince(const Run& run, int fd)
{
    struct stat now = {};
    const struct stat& then = run.statBefore;
    return ::fstat(fd, &now) == 0
        && (now.st_size != then.st_size || now.st_mtim.tv_sec != then.st_mtim.tv_sec
            || now.st_mtim.tv_nsec != then.st_mtim.tv_nsec);
}

QString nameMovedOn(const Run& run, int fd)
{
    struct stat named = {}, open = {};
    if (::lstat(pathBytes(run.path).constData(), &named) != 0)
        return errno == ENOENT ? Text::tr("renamed or deleted it") : QString();
    if (::fstat(fd, &open) == 0 && (named.st_ino != open.st_ino || named.st_dev != open.st_dev))
        return Text::tr("put another file in its place");
    return {};
}

QString whatOthersDid(const Run& run, int fd)
{
    if (const QString moved = nameMovedOn(run, fd); !moved.isEmpty())
        return moved;
    if (writtenSince(run, fd))
        return Text::tr("wrote it");
    return Text::tr("changed it (its attributes, its names, or opened it for writing)");
}

Result<void> checkFlags(int fd, const QString& path, bool ext4)
{
    int flags = 0;
    if (::ioctl(fd, FS_IOC_GETFLAGS, &flags) != 0)
        return {}; // not every file system has flags; the engine's own checks follow
    if (flags & FS_IMMUTABLE_FL)
        return std::unexpected(
            refusal(path, Text::tr("the file is immutable (chattr +i): it must not change, so it is not moved")));
    if (flags & FS_APPEND_FL)
        return std::unexpected(
            refusal(path, Text::tr("the file is append-only (chattr +a): its blocks must not be rewritten")));
    // Data kept in the inode (ext4's inline_data): no blocks, nothing to move; said as such later.
    if (!ext4 || (flags & FS_INLINE_DATA_FL))
        return {};
    if (!(flags & FS_EXTENT_FL))
        return std::unexpected(refusal(path,
            Text::tr("the file uses ext3-style indirect blocks, which ext4's MOVE_EXT cannot move; "
                     "convert it (chattr +e) or use --method copy")));
    if (flags & FS_JOURNAL_DATA_FL)
        return std::unexpected(
            refusal(path, Text::tr("the file journals its data (chattr +j): ext4 refuses to move such files")));
    if (flags & FS_ENCRYPT_FL)
        return std::unexpected(refusal(path, Text::tr("the file is encrypted: ext4 refuses to move encrypted files")));
    if (flags & FS_DAX_FL)
        return std::unexpected(refusal(path, Text::tr("the file uses DAX: ext4 refuses online defrag with DAX")));
    return {};
}

namespace {

// Whether process `pid` has the file open (its /proc/PID/fd, readable by root and by its owner).
bool holdsOpen(const QByteArray& pid, const struct stat& st)
{
    const QString fds = QStringLiteral("/proc/%1/fd").arg(QString::fromLatin1(pid));
    for (const QString& fd : QDir(fds).entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)) {
        struct stat held = {};
        if (::stat(QFile::encodeName(fds + u'/' + fd).constData(), &held) == 0 && held.st_ino == st.st_ino
            && held.st_dev == st.st_dev)
            return true;
    }
    return false;
}

// Whether a lease (F_SETLEASE, as Samba takes for its clients) is held on the file: /proc/locks
// lists each with its holder, its file system's device (major:minor in hex) and the inode. An open
// for writing would break it, so it is looked for first. btrfs gives stat() a device per
// subvolume, not the file system's: there a lease on the same inode number is the file's only if
// its holder has the file itself open.
bool leaseHeld(const struct stat& st, bool btrfs)
{
    QFile locks(QStringLiteral("/proc/locks"));
    if (!locks.open(QIODevice::ReadOnly))
        return false;
    const QByteArray inode = ':' + QByteArray::number(quint64(st.st_ino));
    const QByteArray file = QByteArray::number(major(st.st_dev), 16).rightJustified(2, '0') + ':'
        + QByteArray::number(minor(st.st_dev), 16).rightJustified(2, '0') + inode;
    for (const QByteArray& line : locks.readAll().split('\n')) {
        // "1: LEASE  ACTIVE    READ 4242 fd:00:1234 0 EOF"
        const QList<QByteArray> fields = line.simplified().split(' ');
        if (fields.size() < 6 || fields[1] != "LEASE")
            continue;
        const QByteArray& where = fields[5];
        if (where == file || (btrfs && where.endsWith(inode) && where.count(':') == 2 && holdsOpen(fields[4], st)))
            return true;
    }
    return false;
}

} // namespace

Result<UniqueFd> openForEngine(const QString& path, const FsInfo& fs, DefragMethod method, int openFlags)
{
    const bool ext4 = method == DefragMethod::Ext4;
    if (ext4 && fs.options().contains(QStringLiteral("data=journal")))
        return std::unexpected(
            refusal(path, Text::tr("the file system is mounted with data=journal: ext4 refuses online defrag")));
    // The file's flags first (an immutable file cannot even be opened for writing), then opened as
    // the engine needs (for writing, as MOVE_EXT and DEFRAG_RANGE want): a read-only mount says so here.
    {
        UniqueFd readOnly(
            ::open(pathBytes(path).constData(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | O_NOFOLLOW));
        if (readOnly.valid()) {
            if (auto flags = checkFlags(readOnly.get(), path, ext4); !flags)
                return std::unexpected(flags.error());
            struct stat st = {};
            if (openFlags != O_RDONLY && ::fstat(readOnly.get(), &st) == 0 && leaseHeld(st, fs.magic == kBtrfsMagic))
                return std::unexpected(refusal(path,
                    Text::tr("another program holds a lease on the file (as Samba does for its clients): opening it "
                             "for writing would break it; nothing was done"),
                    EWOULDBLOCK));
        }
    }
    UniqueFd fd(FRAGSCOPE_FAILABLE(DefragOpen,
        openNoAtime(pathBytes(path).constData(), openFlags | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | O_NOFOLLOW)));
    if (!fd.valid())
        return std::unexpected(openError(path, errno));
    return fd;
}

std::vector<std::pair<std::uint64_t, std::uint64_t>> dataRanges(const ExtentMap& map)
{
    std::vector<std::pair<std::uint64_t, std::uint64_t>> out; // [start, end) in bytes
    for (const Extent& e : map.extents) {
        // Blocks past the end (XFS's speculative preallocation) hold no data of the file.
        if (e.logical >= map.fileSize)
            break;
        const std::uint64_t end = std::min(e.logicalEnd(), map.fileSize);
        if (!out.empty() && out.back().second == e.logical)
            out.back().second = end;
        else
            out.emplace_back(e.logical, end);
    }
    return out;
}

Result<void> verify(Run& run)
{
    run.report(0, 1, Text::tr("Verifying"));
    // An engine that already read back what now is the file (the copy engine, under its lease) has
    // left its digest: only size and times are looked at again.
    const bool digested = run.result.stateAfter.digested;
    auto after = failing(FailPoint::FinishVerify) ? Result<FileState>(
                     std::unexpected(Error{run.path, Text::tr("reading it back: %1").arg(errnoText(errno)), errno}))
                                                  : fileState(run.path, run.options.verify && !digested);
    if (!after)
        return std::unexpected(after.error());
    if (digested) {
        after->digest = run.result.stateAfter.digest;
        after->digested = true;
    }
    run.result.stateAfter = *after;
    const FileState& before = run.result.stateBefore;
    if (after->size != before.size || after->mtimeNs != before.mtimeNs) {
        run.result.changedByOthers = true; // said instead of any other outcome: it matters most
        run.result.outcome = Text::tr("the file changed during defrag (another program wrote it); nothing was lost, "
                                      "but the layout shown is of the changed file");
        return {};
    }
    if (run.options.verify && after->digest != before.digest) {
        // A write sets the mtime before it copies its bytes: one under way when the times were taken
        // lands after them, with the same mtime (tst_defragwriters: btrfs and XFS under a writer,
        // Linux 6.18). A file written in the last seconds is being written: a change by others, not
        // a fault of the disk.
        timespec now = {};
        ::clock_gettime(CLOCK_REALTIME, &now);
        const std::int64_t nowNs = std::int64_t(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
        if (nowNs - before.mtimeNs < 10'000'000'000) {
            run.result.changedByOthers = true;
            run.result.outcome = Text::tr("another program was writing the file: its content changed during defrag "
                                          "before its mtime did; nothing was lost");
            return {};
        }
        return std::unexpected(Error{run.path,
            Text::tr("the content read back differs from before although the file's size and mtime did not change "
                     "(digest %1, was %2): check the disk and the file system")
                .arg(digestText(after->digest), digestText(before.digest))});
    }
    return {};
}

Result<void> finish(Run& run, int fd)
{
    // ext4 without verification does what e4defrag does: it writes the moved data back and leaves
    // the commit of the new layout to the journal's own timer. The file is whole at every moment
    // either way: MOVE_EXT swaps the extents in a journal transaction and ties the moved data to it
    // as ordered data. Everything else is flushed to the disk.
    const bool flush = run.options.verify || run.result.method != DefragMethod::Ext4;
    const int rc = flush
        ? FRAGSCOPE_FAILABLE(FinishSync, ::fsync(fd))
        : ::sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE | SYNC_FILE_RANGE_WAIT_AFTER);
    if (rc != 0)
        return std::unexpected(
            Error{run.path, Text::tr("writing the moved data to disk: %1").arg(errnoText(errno)), errno});
    // Renamed, deleted or replaced meanwhile: what is under the name now is another's business.
    if (const QString moved = nameMovedOn(run, fd); !moved.isEmpty()) {
        // No layout "after" to show or read by the name: not counted as defragmented.
        run.result.defragmented = false;
        run.result.changedByOthers = true;
        run.result.outcome = Text::tr("another program %1 during defrag; the data moved is whole wherever the file "
                                      "is now, and nothing was lost")
                                 .arg(moved);
        return {};
    }
    if (auto ok = verify(run); !ok)
        return ok;
    auto after = failing(FailPoint::FinishMap) ? Result<Snapshot>(std::unexpected(
                     Error{run.path, Text::tr("mapping it after defrag: %1").arg(errnoText(errno)), errno}))
                                               : takeSnapshot(run.path, Text::tr("after defrag"));
    if (!after)
        return std::unexpected(after.error());
    run.result.after = std::move(*after);
    if (run.result.outcome.isEmpty()) {
        const std::uint64_t after = run.result.after.inspection.report.fragments;
        run.result.outcome
            = Text::tr("%1 fragments before, %2 after").arg(run.result.before.inspection.report.fragments).arg(after);
        // Not one piece: say whether the free space allowed better.
        const FreeRoom& room = run.result.room;
        if (after > 1 && room.known && room.fewestPieces > 1)
            run.result.outcome = Text::tr("%1 fragments before, %2 after (%3)")
                                     .arg(run.result.before.inspection.report.fragments)
                                     .arg(after)
                                     .arg(freeRoomText(room, run.result.after.inspection.report.mappedBytes));
    }
    return {};
}

namespace {

// An outcome with what the free space allows, to say why the new place is no better (or not whole).
QString withRoom(const DefragResult& r, std::uint64_t total, const QString& text)
{
    const QString room = freeRoomText(r.room, total);
    return room.isEmpty() ? text : Text::tr("%1; %2", "an outcome; what the free space allows").arg(text, room);
}

QString noImprovement(const DefragResult& r, std::uint64_t total)
{
    return withRoom(r, total,
        Text::tr("no improvement possible: free space is fragmented (the best new place has %1 fragments, the file "
                 "has %2); nothing was changed")
            .arg(r.expectedFragments)
            .arg(r.before.inspection.report.fragments));
}

Error noRoom(const Run& run, std::uint64_t total)
{
    return Error{run.path,
        withRoom(run.result, total,
            Text::tr("not enough free space for a second copy of the file's blocks (%1); nothing was changed")
                .arg(formatBytes(total))),
        ENOSPC};
}

// A dry run allocates nothing, not even for a moment: the best the free-space map allows, and the
// room it would take.
Result<UniqueFd> planDonor(Run& run, std::uint64_t total)
{
    DefragResult& r = run.result;
    const std::uint64_t now = r.before.inspection.report.fragments;
    if (!r.room.known) {
        r.expectedFragments = 0;
        r.outcome = Text::tr("would defragment the file; the free space cannot be mapped here, so the new layout "
                             "is up to the allocator");
    } else if (r.room.fewestPieces == 0) {
        return std::unexpected(noRoom(run, total));
    } else {
        r.expectedFragments = r.room.fewestPieces;
        r.outcome = r.expectedFragments >= now
            ? noImprovement(r, total)
            : withRoom(
                r, total, Text::tr("would go from %1 fragments to at best %2").arg(now).arg(r.expectedFragments));
    }
    r.outcome = Text::tr("%1; %2", "an outcome; the room it takes").arg(r.outcome, roomText(r));
    return UniqueFd();
}

// The donor allocated where the file has data, within what others leave (keepFloor): the free space
// never goes below --keep-free. False where the file system cannot preallocate and the copy may
// allocate as it writes (ext3-style files, some file systems): what that gives is seen afterwards.
Result<bool> allocateDonor(Run& run, int donor, std::uint64_t total, bool mayWriteUnallocated)
{
    const DefragResult& r = run.result;
    const std::uint64_t bs = std::max<std::uint32_t>(1, r.before.inspection.map.blockSize);
    const std::uint64_t allowed = roomAllowed(r);
    std::uint64_t taken = 0;
    for (const auto& [start, end] : dataRanges(r.before.inspection.map)) {
        const std::uint64_t from = start / bs * bs, to = (end + bs - 1) / bs * bs;
        if (allocateWithin(donor, from, to - from, allowed, &taken, bs, FailPoint::DonorAllocate) == 0)
            continue;
        const int err = errno;
        if (err == EOPNOTSUPP && mayWriteUnallocated)
            return false;
        if (err == ENOSPC)
            return std::unexpected(noRoom(run, total));
        return std::unexpected(Error{run.path, Text::tr("allocating the donor: %1").arg(errnoText(err)), err});
    }
    return true;
}

} // namespace

Result<UniqueFd> makeDonor(
    Run& run, std::uint64_t* total, bool mayWriteUnallocated, void (*prepare)(const Run& run, int donor))
{
    DefragResult& r = run.result;
    const ExtentMap& map = r.before.inspection.map;
    const std::uint64_t bs = std::max<std::uint32_t>(1, map.blockSize);
    *total = 0;
    for (const auto& [start, end] : dataRanges(map))
        *total += (end + bs - 1) / bs * bs - start / bs * bs;
    if (auto floor = keepFloor(run, *total); !floor)
        return std::unexpected(floor.error());
    if (auto space = readFreeSpace(QFileInfo(run.path).absolutePath()))
        r.room = freeRoom(*space, *total);
    if (r.dryRun)
        return planDonor(run, *total);
    const QByteArray dir = pathBytes(QFileInfo(run.path).absolutePath());
    UniqueFd donor(FRAGSCOPE_FAILABLE(DonorCreate, ::open(dir.constData(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600)));
    if (!donor.valid())
        return std::unexpected(
            Error{run.path, Text::tr("cannot make a temporary donor file: %1").arg(errnoText(errno)), errno});
    if (prepare)
        prepare(run, donor.get());
    if (::ftruncate(donor.get(), off_t(map.fileSize)) != 0)
        return std::unexpected(Error{run.path, errnoText(errno), errno});
    run.report(0, 1, Text::tr("Allocating"));
    const auto allocated = allocateDonor(run, donor.get(), *total, mayWriteUnallocated);
    if (!allocated)
        return std::unexpected(allocated.error());
    if (!*allocated) {
        r.expectedFragments = 0;
        return donor;
    }
    // Only go on if the new place is better than the old.
    auto donorMap = failing(FailPoint::DonorMap)
        ? Result<ExtentMap>(
            std::unexpected(Error{run.path, Text::tr("mapping the donor: %1").arg(errnoText(errno)), errno}))
        : readExtents(QStringLiteral("/proc/self/fd/%1").arg(donor.get()), FiemapOptions{.sync = true});
    if (!donorMap)
        return std::unexpected(donorMap.error());
    r.expectedFragments = countFragments(donorMap->extents);
    if (r.expectedFragments >= r.before.inspection.report.fragments) {
        r.outcome = noImprovement(r, *total);
        return UniqueFd();
    }
    return donor;
}

} // namespace fragscope::defrag
