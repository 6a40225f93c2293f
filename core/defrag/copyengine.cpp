// SPDX-License-Identifier: GPL-3.0-or-later
#include "defrag/engine.h"

#include "defrag/orderedread.h"
#include "util/failpoint.h"
#include "util/path.h"
#include "util/proc.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <fcntl.h>
#include <linux/fs.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <vector>

namespace fragscope::defrag {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Defrag)
};

using Xattrs = std::map<QByteArray, QByteArray>;

// An open file's extended attributes (ACLs and file capabilities are among them), by name; nullopt
// when they cannot be listed or read.
std::optional<Xattrs> readXattrs(int fd)
{
    Xattrs out;
    const ssize_t size = ::flistxattr(fd, nullptr, 0);
    if (size < 0)
        return errno == ENOTSUP ? std::optional<Xattrs>(out) : std::nullopt;
    std::vector<char> names(std::size_t(size) + 1);
    const ssize_t got = ::flistxattr(fd, names.data(), names.size() - 1);
    if (got < 0)
        return std::nullopt;
    for (ssize_t i = 0; i < got;) {
        const char* name = names.data() + i;
        i += ssize_t(std::strlen(name)) + 1;
        const ssize_t len = ::fgetxattr(fd, name, nullptr, 0);
        if (len < 0)
            return std::nullopt;
        QByteArray value(len, Qt::Uninitialized);
        if (::fgetxattr(fd, name, value.data(), std::size_t(len)) != len)
            return std::nullopt;
        out.emplace(QByteArray(name), value);
    }
    return out;
}

// The attribute flags (chattr) a copy carries. Those the file system keeps for itself (extents,
// inline data, huge files) are its own business; any other the file has and the copy cannot (fs-
// verity, DAX) refuses the file.
constexpr int kCarriedFlags = FS_NOATIME_FL | FS_NODUMP_FL | FS_SYNC_FL | FS_NOCOW_FL | FS_COMPR_FL | FS_NOCOMP_FL
    | FS_SECRM_FL | FS_UNRM_FL | FS_NOTAIL_FL;
constexpr int kOwnFlags = FS_EXTENT_FL | FS_INLINE_DATA_FL | FS_HUGE_FILE_FL;

int flagsOf(int fd)
{
    int flags = 0;
    return ::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0 ? flags & ~kOwnFlags : 0;
}

int carriedFlags(int fd)
{
    return flagsOf(fd) & kCarriedFlags;
}

// The project ID (project quotas), or 0 where the file system has none.
std::uint32_t projectOf(int fd)
{
    struct fsxattr fa = {};
    return ::ioctl(fd, FS_IOC_FSGETXATTR, &fa) == 0 ? fa.fsx_projid : 0;
}

// The file's attribute flags onto the donor while it is still empty: btrfs takes nodatacow (+C)
// only then. All but sync (+S), which would make every write of the copy synchronous; it comes
// with the rest after the data (copyAttributes).
void takeFlags(const Run& run, int donor)
{
    const UniqueFd fd(::open(pathBytes(run.path).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
    int flags = 0;
    if (!fd.valid() || ::ioctl(donor, FS_IOC_GETFLAGS, &flags) != 0)
        return;
    flags = (flags & ~kCarriedFlags) | (carriedFlags(fd.get()) & ~FS_SYNC_FL);
    ::ioctl(donor, FS_IOC_SETFLAGS, &flags);
}

// What of the file's owner, mode, extended attributes and flags the copy does not have, in words.
QStringList differences(int fd, int copy)
{
    QStringList differ;
    struct stat a = {};
    struct stat b = {};
    if (::fstat(fd, &a) != 0 || ::fstat(copy, &b) != 0)
        return {Text::tr("owner and mode (%1)").arg(errnoText(errno))};
    if (a.st_uid != b.st_uid || a.st_gid != b.st_gid)
        differ << Text::tr("owner");
    if ((a.st_mode & 07777) != (b.st_mode & 07777))
        differ << ((a.st_mode & 06000) != (b.st_mode & 06000) ? Text::tr("setuid or setgid") : Text::tr("mode"));
    const auto from = readXattrs(fd);
    const auto to = readXattrs(copy);
    if (!from || !to)
        return differ << Text::tr("extended attributes (%1)").arg(errnoText(errno));
    for (const auto& [name, value] : *from) {
        const auto it = to->find(name);
        if (it == to->end() || it->second != value)
            differ << (name == "security.capability" ? Text::tr("capabilities (security.capability)")
                                                     : QString::fromLocal8Bit(name));
    }
    for (const auto& [name, value] : *to) {
        if (!from->count(name))
            differ << Text::tr("%1 (the copy has it, the file not)").arg(QString::fromLocal8Bit(name));
    }
    if (flagsOf(fd) != flagsOf(copy))
        differ << Text::tr("attribute flags (chattr)");
    if (projectOf(fd) != projectOf(copy))
        differ << Text::tr("project ID");
    return differ;
}

// The file's owner, extended attributes, mode and flags onto the copy, in an order that keeps each:
// a change of owner clears setuid, setgid and the file capabilities, and a write or truncation of
// the copy does too (so this runs again after the data). What the copy still lacks, in words, with
// the first refusal's reason; empty when it has them all.
QString copyAttributes(int fd, int copy)
{
    int err = 0;
    const auto tried = [&err](int rc) {
        if (rc != 0 && err == 0)
            err = errno;
    };
    struct stat st
    {
    };
    tried(::fstat(fd, &st));
    tried(::fchown(copy, st.st_uid, st.st_gid));
    if (const auto from = readXattrs(fd)) {
        for (const auto& [name, value] : readXattrs(copy).value_or(Xattrs{})) {
            if (!from->count(name)) // a default ACL of the directory, which the file did not get
                tried(::fremovexattr(copy, name.constData()));
        }
        for (const auto& [name, value] : *from)
            tried(::fsetxattr(copy, name.constData(), value.constData(), std::size_t(value.size()), 0));
    }
    tried(::fchmod(copy, st.st_mode & 07777));
    int flags = 0;
    if (::ioctl(copy, FS_IOC_GETFLAGS, &flags) == 0 && (flags & kCarriedFlags) != carriedFlags(fd)) {
        flags = (flags & ~kCarriedFlags) | carriedFlags(fd);
        tried(::ioctl(copy, FS_IOC_SETFLAGS, &flags));
    }
    struct fsxattr fa = {};
    if (projectOf(fd) != projectOf(copy) && ::ioctl(copy, FS_IOC_FSGETXATTR, &fa) == 0) {
        fa.fsx_projid = projectOf(fd);
        tried(::ioctl(copy, FS_IOC_FSSETXATTR, &fa));
    }
    const QStringList lost = differences(fd, copy);
    if (lost.isEmpty())
        return {};
    return err ? Text::tr("%1: %2", "what a copy lacks: why").arg(lost.join(QStringLiteral(", ")), errnoText(err))
               : lost.join(QStringLiteral(", "));
}

// Any file system: a new copy written where the allocator puts it, checked, then exchanged with the
// original by name in one step (renameat2 RENAME_EXCHANGE). A read lease held throughout tells if
// anyone opened the file for writing meanwhile; then nothing is exchanged (or it is exchanged back).
// Only when asked for: the file gets a new inode number and ctime.
// A copy would split hard links apart and unshare shared extents: refused. Then a read lease: the
// kernel breaks it when anyone opens the file for writing, which is how a writer is noticed.
Result<void> mayCopy(Run& run, int fd, const struct stat& st)
{
    if (st.st_nlink > 1)
        return std::unexpected(refusal(run.path,
            Text::tr("the file has %1 hard links: a copy would split them apart; not done").arg(st.st_nlink)));
    if (run.result.before.inspection.report.sharedBytes > 0)
        return std::unexpected(refusal(run.path,
            Text::tr(
                "the file shares extents with others (reflinks or snapshots): a copy would unshare them; not done")));
    ignoreLeaseBreakSignal();
    if (FRAGSCOPE_FAILABLE(CopyLease, ::fcntl(fd, F_SETLEASE, F_RDLCK)) == 0)
        return {};
    const int err = errno;
    return std::unexpected(refusal(run.path,
        err == EAGAIN ? Text::tr("another program has the file open for writing; not copied")
                      : Text::tr("cannot take a read lease on the file: %1").arg(errnoText(err)),
        err));
}

bool leaseHeld(int fd)
{
    return ::fcntl(fd, F_GETLEASE) == F_RDLCK;
}

// The file's data into the copy, holes kept. False when it stopped: cancelled, or the file got
// shorter meanwhile (someone truncated it: a change by others, not an error of ours); the outcome
// says which.
Result<bool> copyData(Run& run, int fd, int copy, std::uint64_t total)
{
    DefragResult& r = run.result;
    std::vector<char> buffer(1 << 20);
    std::uint64_t done = 0;
    for (const auto& [start, end] : dataRanges(r.before.inspection.map)) {
        for (std::uint64_t off = start; off < end;) {
            if (run.cancel.load()) {
                r.cancelled = true;
                r.outcome = Text::tr("cancelled while copying; the file was not touched");
                return false;
            }
            const std::size_t want = std::size_t(std::min<std::uint64_t>(buffer.size(), end - off));
            const ssize_t got = failing(FailPoint::CopyShrunk)
                ? 0
                : FRAGSCOPE_FAILABLE(CopyRead, ::pread(fd, buffer.data(), want, off_t(off)));
            if (got == 0) {
                r.changedByOthers = true;
                r.outcome = Text::tr("the file got shorter while it was copied (another program changed it); nothing "
                                     "was exchanged and nothing lost");
                return false;
            }
            if (got < 0)
                return std::unexpected(Error{run.path,
                    Text::tr("reading for the copy: %1; the file was not touched").arg(errnoText(errno)), errno});
            if (FRAGSCOPE_FAILABLE(CopyWrite, ::pwrite(copy, buffer.data(), std::size_t(got), off_t(off))) != got)
                return std::unexpected(Error{
                    run.path, Text::tr("writing the copy: %1; the file was not touched").arg(errnoText(errno)), errno});
            off += std::uint64_t(got);
            done += std::uint64_t(got);
            run.report(done, total, Text::tr("Copying"));
        }
    }
    return true;
}

// The copy's size, then its owner, extended attributes, mode and flags (the data and the size cleared
// the file capabilities and setuid), then its times, as the file's, on disk; read back from there,
// it must be the file.
Result<bool> sealCopy(Run& run, int fd, int copy, const struct stat& st)
{
    DefragResult& r = run.result;
    if (::ftruncate(copy, st.st_size) != 0)
        return std::unexpected(Error{
            run.path, Text::tr("writing the copy to disk: %1; nothing was exchanged").arg(errnoText(errno)), errno});
    if (const QString lost = copyAttributes(fd, copy); !lost.isEmpty())
        return std::unexpected(
            Error{run.path, Text::tr("the copy could not be given the file's %1; nothing was exchanged").arg(lost)});
    const timespec times[2] = {st.st_atim, st.st_mtim};
    if (::futimens(copy, times) != 0 || FRAGSCOPE_FAILABLE(CopySync, ::fsync(copy)) != 0)
        return std::unexpected(Error{
            run.path, Text::tr("writing the copy to disk: %1; nothing was exchanged").arg(errnoText(errno)), errno});
    if (!run.options.verify)
        return true;
    auto state = fileState(QStringLiteral("/proc/self/fd/%1").arg(copy), true);
    if (!state)
        return std::unexpected(state.error());
    if (state->digest != r.stateBefore.digest || state->size != r.stateBefore.size) {
        // Someone wrote the file since it was read for the digest: a change by others, not a fault.
        if (writtenSince(run, fd)) {
            r.changedByOthers = true;
            r.outcome = Text::tr("another program wrote the file while it was copied; nothing was exchanged and "
                                 "nothing lost");
            return false;
        }
        return std::unexpected(
            Error{run.path, Text::tr("the copy read back differs from the file; nothing was exchanged")});
    }
    r.stateAfter.digest = state->digest; // what the file will be once exchanged: verify needs not read it again
    r.stateAfter.digested = true;
    return true;
}

// The copy's name beside the file (in the folder the path names, as the kernel resolves it), for
// the exchange; a crash from here on leaves that name. Removing it removes what it names then (the
// copy, or the old file once exchanged) if that is still the inode expected; when it is not, or the
// removal fails, the outcome says where it is.
class TempName
{
public:
    TempName(const QString& path, ino_t ino)
        : m_folder(splitParent(pathBytes(path)).first)
        , m_bytes(m_folder + "/.fragscope-defrag-" + QByteArray::number(::getpid()) + '-' + QByteArray::number(ino))
        , m_name(pathFromBytes(m_bytes))
    { }

    const QString& name() const { return m_name; }
    const char* bytes() const { return m_bytes.constData(); }
    const QByteArray& folder() const { return m_folder; }

    void remove(ino_t expected)
    {
        struct stat st = {};
        if (::lstat(m_bytes.constData(), &st) == 0 && st.st_ino != expected) {
            m_leftover = Text::tr("%1 is not what was put there (another program put a file there): left as it is")
                             .arg(displayPathText(m_name));
            return;
        }
        if (FRAGSCOPE_FAILABLE(CopyUnlinkOld, ::unlink(m_bytes.constData())) != 0)
            m_leftover = Text::tr("%1 could not be removed (%2): remove it by hand")
                             .arg(displayPathText(m_name), errnoText(errno));
    }

    // An outcome, with the name left behind if there is one.
    QString said(const QString& text) const
    {
        return m_leftover.isEmpty() ? text : Text::tr("%1; %2", "an outcome; a file left behind").arg(text, m_leftover);
    }

private:
    QByteArray m_folder;
    QByteArray m_bytes;
    QString m_name;
    QString m_leftover;
};

// Whether the file is as it was at `st` (size and times: ctime too, as a chmod, ACL or chattr since
// the copy's attributes were taken changes only that) and still under the read lease.
bool untouched(int fd, const struct stat& st)
{
    struct stat now = {};
    return leaseHeld(fd) && ::fstat(fd, &now) == 0 && now.st_size == st.st_size
        && now.st_mtim.tv_sec == st.st_mtim.tv_sec && now.st_mtim.tv_nsec == st.st_mtim.tv_nsec
        && now.st_ctim.tv_sec == st.st_ctim.tv_sec && now.st_ctim.tv_nsec == st.st_ctim.tv_nsec;
}

// Exchanges the names of the file and its sealed copy, unless a writer came: before the exchange
// nothing is touched; just after it, the original is put back.
Result<void> exchangeCopy(Run& run, int fd, int copy, const struct stat& st)
{
    DefragResult& r = run.result;
    const QString copyPath = QStringLiteral("/proc/self/fd/%1").arg(copy);
    TempName temp(run.path, st.st_ino);
    const QByteArray target = pathBytes(run.path); // as given: the kernel resolves it, not a cleaned text
    struct stat copied = {};
    if (::fstat(copy, &copied) != 0)
        return std::unexpected(Error{run.path, errnoText(errno), errno});
    if (FRAGSCOPE_FAILABLE(
            CopyLink, ::linkat(AT_FDCWD, copyPath.toLocal8Bit().constData(), AT_FDCWD, temp.bytes(), AT_SYMLINK_FOLLOW))
        != 0)
        return std::unexpected(
            Error{run.path, Text::tr("naming the copy: %1; nothing was exchanged").arg(errnoText(errno)), errno});
    if (!untouched(fd, st)) {
        temp.remove(copied.st_ino); // the copy: the file was never touched
        r.changedByOthers = true;
        r.outcome = temp.said(Text::tr("another program %1 during the copy; nothing was exchanged and nothing lost")
                                  .arg(whatOthersDid(run, fd)));
        return {};
    }
    if (FRAGSCOPE_FAILABLE(
            CopyExchange, ::renameat2(AT_FDCWD, temp.bytes(), AT_FDCWD, target.constData(), RENAME_EXCHANGE))
        != 0) {
        const int err = errno;
        temp.remove(copied.st_ino); // the copy, still under its temporary name
        return std::unexpected(Error{run.path,
            temp.said(Text::tr("exchanging the names: %1; the file was not touched").arg(errnoText(err))), err});
    }
    // What the name held is now under the temporary one: the file, unless another program renamed
    // a file over it during the copy (a rename breaks no read lease). Then that file goes back.
    struct stat held = {};
    if (::lstat(temp.bytes(), &held) != 0 || held.st_ino != st.st_ino || held.st_dev != st.st_dev) {
        r.changedByOthers = true;
        if (::renameat2(AT_FDCWD, temp.bytes(), AT_FDCWD, target.constData(), RENAME_EXCHANGE) != 0) {
            const int err = errno;
            return std::unexpected(Error{run.path,
                Text::tr("another program put a new file in the file's place during the copy, and putting it back "
                         "failed (%1): it is now %2, and the file's name holds the copy made before; nothing was "
                         "removed")
                    .arg(errnoText(err), displayPathText(temp.name())),
                err});
        }
        temp.remove(copied.st_ino); // the copy, under the temporary name again
        r.outcome = temp.said(Text::tr("another program put a new file in the file's place during the copy; it was "
                                       "left there, nothing lost"));
        return {};
    }
    // A writer that opened the old file between the last check and the exchange: put it back. If
    // that fails, both names stay: the copy has the file's name, the old file (what the writer
    // writes into) the temporary one; nothing is removed, and the message says where each is.
    if (failing(FailPoint::CopyLateWriter) || !leaseHeld(fd)) {
        r.changedByOthers = true;
        if (FRAGSCOPE_FAILABLE(
                CopyPutBack, ::renameat2(AT_FDCWD, temp.bytes(), AT_FDCWD, target.constData(), RENAME_EXCHANGE))
            != 0) {
            const int err = errno;
            return std::unexpected(Error{run.path,
                Text::tr("another program opened the file for writing at the last moment, and putting the original "
                         "back failed (%1): the original, with what the program writes, is now %2, and the file's "
                         "name holds the copy made before; nothing was removed")
                    .arg(errnoText(err), displayPathText(temp.name())),
                err});
        }
        temp.remove(copied.st_ino); // the copy, now under the temporary name
        r.outcome = temp.said(Text::tr(
            "another program opened the file for writing at the last moment; the original was put back, nothing lost"));
        return {};
    }
    temp.remove(st.st_ino); // the old file, now under the temporary name
    UniqueFd dir(::open(temp.folder().constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.valid())
        ::fsync(dir.get());
    r.defragmented = true;
    auto result = finish(run, copy);
    if (result && !r.changedByOthers) {
        r.outcome = temp.said(Text::tr("%1; a new copy: the inode number and ctime changed").arg(r.outcome));
    }
    return result;
}

Result<void> copyDefrag(Run& run, int fd)
{
    struct stat st
    {
    };
    // The size and times the exchange is conditional on: those from before the map the copy follows.
    if (const auto same = statAsMapped(run, fd, &st); !same || !*same)
        return endedAt(same);
    if (auto ok = mayCopy(run, fd, st); !ok)
        return ok;
    std::uint64_t total = 0;
    auto made = makeDonor(run, &total, /*mayWriteUnallocated*/ true, takeFlags);
    if (!made)
        return std::unexpected(made.error());
    if (!made->valid())
        return {};
    const UniqueFd& copy = *made;
    // What the copy cannot carry (a file capability without CAP_SETFCAP, a group the user is not
    // in, a flag the file system does not set on a file with blocks) refuses the file before any
    // data is copied. The data, holes kept; then all of it again, and the times (sealCopy).
    if (const QString lost = copyAttributes(fd, copy.get()); !lost.isEmpty())
        return std::unexpected(
            refusal(run.path, Text::tr("a copy could not be given the file's %1; not copied").arg(lost)));
    const auto copied = copyData(run, fd, copy.get(), total);
    if (!copied || !*copied)
        return endedAt(copied);
    if (const auto sealed = sealCopy(run, fd, copy.get(), st); !sealed || !*sealed)
        return endedAt(sealed);
    return exchangeCopy(run, fd, copy.get(), st);
}

} // namespace

namespace {

constexpr char kPrefix[] = ".fragscope-defrag-";

// Whether two open files hold the same bytes.
bool sameContent(int a, int b)
{
    std::vector<char> x(1 << 20), y(1 << 20);
    for (off_t at = 0;;) {
        const ssize_t n = ::pread(a, x.data(), x.size(), at);
        const ssize_t m = ::pread(b, y.data(), y.size(), at);
        if (n != m || n < 0)
            return false;
        if (n == 0)
            return true;
        if (std::memcmp(x.data(), y.data(), std::size_t(n)) != 0)
            return false;
        at += n;
    }
}

// Another regular file of the folder, on its device, that holds the same bytes as the open file
// `fd` (of `st`).
bool folderHoldsTheSameBytes(int dir, const QByteArray& skip, int fd, const struct stat& st)
{
    for (const QByteArray& name : namesInFolder(dir).value_or(std::vector<QByteArray>{})) {
        struct stat other = {};
        if (name == skip || ::fstatat(dir, name.constData(), &other, AT_SYMLINK_NOFOLLOW) != 0
            || !S_ISREG(other.st_mode) || other.st_dev != st.st_dev || other.st_ino == st.st_ino
            || other.st_size != st.st_size)
            continue;
        const UniqueFd same(
            ::openat(dir, name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOATIME | O_CLOEXEC));
        if (same.valid() && sameContent(fd, same.get()))
            return true;
    }
    return false;
}

} // namespace

// What a run of the copy engine killed during its exchange left in the folder: the name
// .fragscope-defrag-PID-INO of a process that is gone, which names the copy (before the exchange)
// or the old file (after it). It goes only when nobody has it open (a write lease is granted only
// then: not to a late writer, nor to a run of another PID namespace that is not gone at all) and
// another file of the folder holds the same bytes — never by its inode number alone, which the file
// may have lost to a rename since. The names kept, said.
QStringList removeCopyLeftovers(const QString& folder)
{
    // Once a folder per process: a tree's thousand files in one folder read it once, not a thousand times.
    static std::mutex mutex;
    static std::set<QString> swept;
    {
        const std::lock_guard lock(mutex);
        if (!swept.insert(folder).second)
            return {};
    }
    QStringList kept;
    ignoreLeaseBreakSignal();
    const UniqueFd dir(::open(pathBytes(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    for (const QByteArray& name :
        dir.valid() ? namesInFolder(dir.get()).value_or(std::vector<QByteArray>{}) : std::vector<QByteArray>{}) {
        if (!name.startsWith(kPrefix))
            continue;
        const QList<QByteArray> parts = name.mid(int(sizeof kPrefix) - 1).split('-');
        bool pidOk = false, inoOk = false;
        const pid_t pid = pid_t(parts.value(0).toInt(&pidOk));
        parts.value(1).toULongLong(&inoOk);
        if (parts.size() != 2 || !pidOk || !inoOk || pid <= 0 || processAlive(pid))
            continue;
        const UniqueFd fd(
            ::openat(dir.get(), name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOATIME | O_CLOEXEC));
        struct stat st = {};
        if (!fd.valid() || ::fstat(fd.get(), &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        struct stat now = {};
        const bool removable = ::fcntl(fd.get(), F_SETLEASE, F_WRLCK) == 0
            && folderHoldsTheSameBytes(dir.get(), name, fd.get(), st)
            && ::fstatat(dir.get(), name.constData(), &now, AT_SYMLINK_NOFOLLOW) == 0 && now.st_dev == st.st_dev
            && now.st_ino == st.st_ino && ::fcntl(fd.get(), F_GETLEASE) == F_WRLCK;
        if (removable && ::unlinkat(dir.get(), name.constData(), 0) == 0)
            continue;
        kept << displayPathText(folder + QLatin1Char('/') + pathFromBytes(name));
    }
    return kept;
}

const Engine kCopyEngine{DefragMethod::Copy, 0, O_RDONLY, copyDefrag};

} // namespace fragscope::defrag
