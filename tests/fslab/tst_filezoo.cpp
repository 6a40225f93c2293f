// SPDX-License-Identifier: GPL-3.0-or-later
// The file zoo: every kind of file a real system holds, laid down on loop ext4, XFS and btrfs, each
// given to the file system's own engine and to the copy engine, dry run first and then for real.
// Each either comes out defragmented with everything the kernel keeps about it as it was (content,
// size, mode, owner, atime and mtime, every extended attribute — ACLs and file capabilities are
// among them —, the chattr flags, the link count, and for the in-place engines the inode number),
// or is refused with its name and the reason, untouched. docs/testing.md has the table this holds.
#include "defrag/defrag.h"
#include "extents/fiemapreader.h"
#include "extents/metrics.h"
#include "fslab.h"
#include "fslabskip.h"
#include "testpaths.h"
#include "util/path.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTest>

#include <fcntl.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/swap.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <map>
#include <memory>

using namespace fragscope;
using fslab::FsType;
using fslab::LoopFs;

namespace {

// What a defrag may not change, read without following a link and without opening anything but a
// regular file.
struct Facts
{
    mode_t mode = 0;
    uid_t uid = 0;
    gid_t gid = 0;
    off_t size = 0;
    ino_t ino = 0;
    nlink_t nlink = 0;
    timespec atime{};
    timespec mtime{};
    std::map<QByteArray, QByteArray> xattrs;
    int flags = 0;
    QByteArray content; // SHA-256 of a regular file's data; a link's target
    QString error;
};

Facts factsOf(const QString& path)
{
    Facts f;
    const QByteArray name = pathBytes(path);
    // A link's target first: readlink sets its atime (under relatime, the first time after a change).
    char target[4096];
    const ssize_t targetLength = ::readlink(name.constData(), target, sizeof target);
    struct stat st = {};
    if (::lstat(name.constData(), &st) != 0) {
        f.error = QStringLiteral("lstat: ") + QString::fromLocal8Bit(strerror(errno));
        return f;
    }
    f.mode = st.st_mode;
    f.uid = st.st_uid;
    f.gid = st.st_gid;
    f.size = st.st_size;
    f.ino = st.st_ino;
    f.nlink = st.st_nlink;
    f.atime = st.st_atim;
    f.mtime = st.st_mtim;
    char names[4096];
    const ssize_t listed = ::llistxattr(name.constData(), names, sizeof names);
    for (ssize_t i = 0; i < listed; i += ssize_t(std::strlen(names + i)) + 1) {
        char value[4096];
        const ssize_t len = ::lgetxattr(name.constData(), names + i, value, sizeof value);
        f.xattrs.emplace(QByteArray(names + i), QByteArray(value, int(std::max<ssize_t>(len, 0))));
    }
    if (S_ISLNK(st.st_mode))
        f.content = QByteArray(target, int(std::max<ssize_t>(targetLength, 0)));
    if (!S_ISREG(st.st_mode))
        return f;
    const int fd = ::open(name.constData(), O_RDONLY | O_NOFOLLOW | O_NOATIME | O_CLOEXEC);
    if (fd < 0) {
        f.error = QStringLiteral("open: ") + QString::fromLocal8Bit(strerror(errno));
        return f;
    }
    ::ioctl(fd, FS_IOC_GETFLAGS, &f.flags);
    QCryptographicHash sha(QCryptographicHash::Sha256);
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    for (off_t at = 0;;) {
        const ssize_t got = ::pread(fd, buffer.data(), std::size_t(buffer.size()), at);
        if (got <= 0)
            break;
        // A file with data far out: its holes read as zeros, which only the bytes up to there need say.
        sha.addData(QByteArrayView(buffer.constData(), got));
        at += got;
        const off_t next = ::lseek(fd, at, SEEK_DATA);
        if (next < 0)
            break;
        if (next > at) {
            sha.addData(QByteArray(QByteArray::number(qint64(next - at)) + " zeros"));
            at = next;
        }
    }
    ::close(fd);
    f.content = sha.result();
    return f;
}

// What differs between two readings ("mode 100644 -> 100755"), or empty; the inode number only when
// asked.
QString differences(const Facts& a, const Facts& b, bool sameInode)
{
    QStringList d;
    if (!a.error.isEmpty() || !b.error.isEmpty())
        return a.error + b.error;
    const auto was = [&d](const char* what, auto x, auto y) {
        if (x != y)
            d << QStringLiteral("%1 %2 -> %3").arg(QLatin1String(what)).arg(x).arg(y);
    };
    was("mode", QString::number(a.mode, 8), QString::number(b.mode, 8));
    was("uid", a.uid, b.uid);
    was("gid", a.gid, b.gid);
    was("size", qint64(a.size), qint64(b.size));
    was("links", qulonglong(a.nlink), qulonglong(b.nlink));
    was("flags", QString::number(a.flags, 16), QString::number(b.flags, 16));
    was("mtime", QStringLiteral("%1.%2").arg(a.mtime.tv_sec).arg(a.mtime.tv_nsec),
        QStringLiteral("%1.%2").arg(b.mtime.tv_sec).arg(b.mtime.tv_nsec));
    // A link's atime is set by reading its target, which a refusal names (as ls -l does).
    if (!S_ISLNK(a.mode))
        was("atime", QStringLiteral("%1.%2").arg(a.atime.tv_sec).arg(a.atime.tv_nsec),
            QStringLiteral("%1.%2").arg(b.atime.tv_sec).arg(b.atime.tv_nsec));
    if (sameInode)
        was("inode", qulonglong(a.ino), qulonglong(b.ino));
    if (a.content != b.content)
        d << QStringLiteral("content");
    for (const auto& [name, value] : a.xattrs) {
        const auto it = b.xattrs.find(name);
        if (it == b.xattrs.end() || it->second != value)
            d << QStringLiteral("xattr %1").arg(QString::fromLatin1(name));
    }
    for (const auto& [name, value] : b.xattrs) {
        if (!a.xattrs.count(name))
            d << QStringLiteral("new xattr %1").arg(QString::fromLatin1(name));
    }
    return d.join(QStringLiteral("; "));
}

// A file with `content` (or 64 blocks of random data) in pieces of one block: allocated a block at a
// time in turns with another file, then written in place (on btrfs too: a write into preallocated
// blocks stays there). Mode 0644, times in the past.
QString fragmented(const QString& path, QByteArray content = {})
{
    if (content.isEmpty()) {
        content.resize(64 * 4096);
        QRandomGenerator::global()->fillRange(reinterpret_cast<quint32*>(content.data()), content.size() / 4);
    }
    const QString partner = path + QStringLiteral(".partner");
    if (QString why = fslab::interleavedFallocate(path, partner, std::uint64_t(content.size() + 4095) / 4096, 4096);
        !why.isEmpty())
        return why;
    const QByteArray name = pathBytes(path);
    const int fd = ::open(name.constData(), O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return QStringLiteral("open: ") + QString::fromLocal8Bit(strerror(errno));
    const bool ok = ::pwrite(fd, content.constData(), std::size_t(content.size()), 0) == content.size()
        && ::ftruncate(fd, content.size()) == 0 && ::fsync(fd) == 0;
    ::close(fd);
    // The atime before the mtime: under relatime any read sets it, so a test sees every read.
    const timespec past[2] = {{1'600'000'000, 111}, {1'600'000'100, 222}};
    if (!ok || ::chmod(name.constData(), 0644) != 0 || ::utimensat(AT_FDCWD, name.constData(), past, 0) != 0)
        return QStringLiteral("writing: ") + QString::fromLocal8Bit(strerror(errno));
    return {};
}

// Sets the times to the past again after the recipe changed them (chmod, xattrs keep them; a write does not).
QString pastTimes(const QString& path)
{
    const timespec past[2] = {{1'600'000'000, 111}, {1'600'000'100, 222}};
    return ::utimensat(AT_FDCWD, pathBytes(path).constData(), past, AT_SYMLINK_NOFOLLOW) == 0
        ? QString()
        : QString::fromLocal8Bit(strerror(errno));
}

QString flagsOn(const QString& path, int set)
{
    const int fd = ::open(pathBytes(path).constData(), O_RDONLY | O_CLOEXEC);
    int flags = 0;
    const bool ok = fd >= 0 && ::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0
        && (flags |= set, ::ioctl(fd, FS_IOC_SETFLAGS, &flags) == 0);
    const QString why = ok ? QString() : QStringLiteral("chattr: ") + QString::fromLocal8Bit(strerror(errno));
    if (fd >= 0)
        ::close(fd);
    return why;
}

// A POSIX access ACL in the kernel's xattr form (version 2; tag, permissions, id): the owner rw-,
// user 1000 r--, the group r--, the mask r--, others r--: what `setfacl -m u:1000:r` makes of 0644.
QByteArray accessAcl()
{
    QByteArray acl;
    const auto u32 = [&acl](quint32 v) { acl.append(reinterpret_cast<const char*>(&v), 4); };
    const auto entry = [&](quint16 tag, quint16 perm, quint32 id) {
        acl.append(reinterpret_cast<const char*>(&tag), 2);
        acl.append(reinterpret_cast<const char*>(&perm), 2);
        u32(id);
    };
    u32(2);
    entry(0x01, 6, quint32(-1)); // ACL_USER_OBJ
    entry(0x02, 4, 1000);        // ACL_USER
    entry(0x04, 4, quint32(-1)); // ACL_GROUP_OBJ
    entry(0x10, 4, quint32(-1)); // ACL_MASK
    entry(0x20, 4, quint32(-1)); // ACL_OTHER
    return acl;
}

QString setXattr(const QString& path, const char* name, const QByteArray& value)
{
    return ::setxattr(pathBytes(path).constData(), name, value.constData(), std::size_t(value.size()), 0) == 0
        ? QString()
        : QStringLiteral("setxattr %1: %2").arg(QLatin1String(name), QString::fromLocal8Bit(strerror(errno)));
}

// cap_net_raw+ep, as `setcap` writes it (struct vfs_cap_data, revision 2).
QByteArray netRawCapability()
{
    const quint32 cap[5] = {0x02000000 | 0x1, 1u << 13, 0, 0, 0}; // VFS_CAP_REVISION_2 | effective
    return QByteArray(reinterpret_cast<const char*>(cap), sizeof cap);
}

enum class Expect { Done, Nothing, Refused };

struct Kind
{
    const char* name;
    // Lays the kind down in `dir` and returns the path to defragment, or sets *why.
    QString (*make)(const QString& dir, QString* why);
    Expect inPlace; // the file system's own engine
    Expect copy;
    const char* refusal;      // words the refusal holds
    bool dryRunAsReal = true; // else an in-place engine's dry run (read-only, saying what it would need) is not refused
    std::vector<FsType> only = {}; // the file systems that have the kind; empty: all
    // Done to the file by another program once the run has moved or copied some of its data: where
    // the file's inode is afterwards (empty: nowhere, it was deleted). The run must say so, never
    // "done", and leave that inode and the name as the other program left them.
    QString (*during)(const QString& path) = nullptr;
};

// What the file's name held after another program replaced the file during a run.
Facts g_replacement;

QString plainFile(const QString& dir, QString* why)
{
    const QString f = dir + QStringLiteral("/file");
    *why = fragmented(f);
    return f;
}

QString withMode(const QString& dir, QString* why, mode_t mode)
{
    const QString f = plainFile(dir, why);
    if (why->isEmpty() && ::chmod(pathBytes(f).constData(), mode) != 0)
        *why = QString::fromLocal8Bit(strerror(errno));
    return f;
}

// A fragmented file given a flag while it was still empty (nodatacow takes only then; compression
// then holds for all its data).
QString flaggedWhileEmpty(const QString& dir, QString* why, int flag)
{
    const QString f = dir + QStringLiteral("/file");
    const int fd = ::open(pathBytes(f).constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
        *why = QString::fromLocal8Bit(strerror(errno));
    else
        ::close(fd);
    if (why->isEmpty())
        *why = flagsOn(f, flag);
    if (why->isEmpty())
        *why = fragmented(f);
    return f;
}

// A writable shared mapping or a running program need a process of their own for the length of
// the row: one per zoo, killed at the end of the row.
std::vector<std::unique_ptr<QProcess>> g_holders;
std::vector<pid_t> g_children;
// The mounts a row made (bind mounts), undone at its end; the swap files it turned on.
QStringList g_mounts;
QStringList g_swaps;

// Where the system will not let the recipe make its kind (swapon refused in a container): the row
// is skipped with this reason.
constexpr QLatin1String kSkip("skip: ");

// How a child process holds the file while the row runs.
enum class Hold { DirectWriter, SharedWritableMap, ReadLease };

// A child that opens the file as `how` says, tells the row through a pipe, and waits to be killed
// (cleanup()). It only makes system calls: safe after fork() in a threaded process.
QString holdIn(const QString& path, Hold how)
{
    int ready[2];
    if (::pipe2(ready, O_CLOEXEC) != 0)
        return QString::fromLocal8Bit(strerror(errno));
    const QByteArray name = pathBytes(path);
    const pid_t parent = ::getpid();
    const pid_t pid = ::fork();
    if (pid == 0) {
        // Ends with the test, however it ends (else it would keep the file system busy).
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent)
            ::_exit(1);
        // A lease broken: it is kept until the kernel ends it (lease-break-time), not a death.
        ::signal(SIGIO, SIG_IGN);
        const int flags = how == Hold::ReadLease ? O_RDONLY : O_RDWR | (how == Hold::DirectWriter ? O_DIRECT : 0);
        const int fd = ::open(name.constData(), flags);
        bool ok = fd >= 0;
        if (ok && how == Hold::SharedWritableMap)
            ok = ::mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0) != MAP_FAILED;
        if (ok && how == Hold::ReadLease)
            ok = ::fcntl(fd, F_SETLEASE, F_RDLCK) == 0;
        const char said = ok ? 1 : 0;
        if (::write(ready[1], &said, 1) != 1)
            ::_exit(1);
        for (;;)
            ::pause();
    }
    ::close(ready[1]);
    char said = 0;
    const bool held = pid > 0 && ::read(ready[0], &said, 1) == 1 && said == 1;
    ::close(ready[0]);
    if (pid > 0)
        g_children.push_back(pid);
    return held ? QString() : QStringLiteral("the holder could not hold %1").arg(path);
}

QString heldFile(const QString& dir, QString* why, Hold how)
{
    const QString f = plainFile(dir, why);
    if (why->isEmpty())
        *why = holdIn(f, how);
    return f;
}

// A fragmented file in dir/real, seen through a bind mount of it at dir/bound (read-only if asked).
QString throughBindMount(const QString& dir, QString* why, bool readOnly)
{
    const QString real = dir + QStringLiteral("/real"), bound = dir + QStringLiteral("/bound");
    QDir().mkpath(real);
    QDir().mkpath(bound);
    *why = fragmented(real + QStringLiteral("/file"));
    if (!why->isEmpty())
        return {};
    if (::mount(pathBytes(real).constData(), pathBytes(bound).constData(), nullptr, MS_BIND, nullptr) != 0) {
        *why = QStringLiteral("mount --bind: ") + QString::fromLocal8Bit(strerror(errno));
        return {};
    }
    g_mounts << bound;
    if (readOnly
        && ::mount(nullptr, pathBytes(bound).constData(), nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY, nullptr) != 0)
        *why = QStringLiteral("mount -o remount,bind,ro: ") + QString::fromLocal8Bit(strerror(errno));
    return bound + QStringLiteral("/file");
}

const Kind kKinds[] = {
    {"plain", plainFile, Expect::Done, Expect::Done, ""},
    {"hard link",
        [](const QString& dir, QString* why) {
            const QString f = plainFile(dir, why);
            QDir(dir).mkdir(QStringLiteral("other"));
            if (why->isEmpty()
                && ::link(pathBytes(f).constData(), pathBytes(dir + QStringLiteral("/other/name")).constData()) != 0)
                *why = QString::fromLocal8Bit(strerror(errno));
            return f;
        },
        Expect::Done, Expect::Refused, "hard links"},
    {"setuid", [](const QString& dir, QString* why) { return withMode(dir, why, 04755); }, Expect::Done, Expect::Done,
        ""},
    {"setgid", [](const QString& dir, QString* why) { return withMode(dir, why, 02755); }, Expect::Done, Expect::Done,
        ""},
    {"capability",
        [](const QString& dir, QString* why) {
            const QString f = withMode(dir, why, 04755);
            if (why->isEmpty())
                *why = setXattr(f, "security.capability", netRawCapability());
            return f;
        },
        Expect::Done, Expect::Done, ""},
    {"access ACL",
        [](const QString& dir, QString* why) {
            const QString f = plainFile(dir, why);
            if (why->isEmpty())
                *why = setXattr(f, "system.posix_acl_access", accessAcl());
            return f;
        },
        Expect::Done, Expect::Done, ""},
    {"default ACL on the folder",
        [](const QString& dir, QString* why) {
            const QString f = plainFile(dir, why); // made before the folder's default: the file has no ACL
            if (why->isEmpty())
                *why = setXattr(dir, "system.posix_acl_default", accessAcl());
            return f;
        },
        Expect::Done, Expect::Done, ""},
    {"user, trusted, security xattrs",
        [](const QString& dir, QString* why) {
            const QString f = plainFile(dir, why);
            // ext4 this small has 1 KiB blocks: one holds all three.
            for (const char* name : {"user.note", "trusted.note", "security.note"}) {
                if (why->isEmpty())
                    *why = setXattr(f, name, QByteArray(name) + QByteArray(100, 'x'));
            }
            return f;
        },
        Expect::Done, Expect::Done, ""},
    {"noatime and nodump",
        [](const QString& dir, QString* why) {
            const QString f = plainFile(dir, why);
            if (why->isEmpty())
                *why = flagsOn(f, FS_NOATIME_FL | FS_NODUMP_FL);
            return f;
        },
        Expect::Done, Expect::Done, ""},
    {"immutable",
        [](const QString& dir, QString* why) {
            const QString f = plainFile(dir, why);
            if (why->isEmpty())
                *why = flagsOn(f, FS_IMMUTABLE_FL);
            return f;
        },
        Expect::Refused, Expect::Refused, "immutable"},
    {"append-only",
        [](const QString& dir, QString* why) {
            const QString f = plainFile(dir, why);
            if (why->isEmpty())
                *why = flagsOn(f, FS_APPEND_FL);
            return f;
        },
        Expect::Refused, Expect::Refused, "append-only"},
    {"sparse",
        [](const QString& dir, QString* why) {
            const QString f = plainFile(dir, why);
            // Holes punched every fourth block: 48 blocks of data in pieces, 16 holes between.
            const int fd = ::open(pathBytes(f).constData(), O_WRONLY | O_CLOEXEC);
            for (off_t b = 0; b < 64 && fd >= 0 && why->isEmpty(); b += 4) {
                if (::fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, b * 4096, 4096) != 0)
                    *why = QString::fromLocal8Bit(strerror(errno));
            }
            if (fd >= 0)
                ::close(fd);
            return f;
        },
        Expect::Done, Expect::Done, ""},
    {"data at 1 TiB",
        [](const QString& dir, QString* why) {
            const QString f = plainFile(dir, why);
            const int fd = ::open(pathBytes(f).constData(), O_WRONLY | O_CLOEXEC);
            if (why->isEmpty() && (fd < 0 || ::pwrite(fd, "far", 3, off_t(1) << 40) != 3 || ::fsync(fd) != 0))
                *why = QString::fromLocal8Bit(strerror(errno));
            if (fd >= 0)
                ::close(fd);
            return f;
        },
        Expect::Done, Expect::Done, ""},
    {"preallocated, unwritten",
        [](const QString& dir, QString* why) {
            const QString f = plainFile(dir, why);
            // 256 KiB allocated past the end (KEEP_SIZE), as a download manager or a database does.
            const int fd = ::open(pathBytes(f).constData(), O_WRONLY | O_CLOEXEC);
            if (why->isEmpty() && (fd < 0 || ::fallocate(fd, FALLOC_FL_KEEP_SIZE, 64 * 4096, 256 << 10) != 0))
                *why = QString::fromLocal8Bit(strerror(errno));
            if (fd >= 0)
                ::close(fd);
            return f;
        },
        Expect::Done, Expect::Done, ""},
    {"reflinked copy",
        [](const QString& dir, QString* why) {
            const QString f = plainFile(dir, why);
            QString error;
            if (why->isEmpty())
                fslab::run(QStringLiteral("cp"), {QStringLiteral("--reflink=always"), f, dir + QStringLiteral("/copy")},
                    &error);
            if (why->isEmpty())
                *why = error;
            return f;
        },
        Expect::Refused, Expect::Refused, "share", /*dryRunAsReal*/ false, {FsType::Xfs, FsType::Btrfs}},
    {"nodatacow (chattr +C)", [](const QString& dir, QString* why) { return flaggedWhileEmpty(dir, why, FS_NOCOW_FL); },
        Expect::Done, Expect::Done, "", true, {FsType::Btrfs}},
    {"empty",
        [](const QString& dir, QString* why) {
            const QString f = dir + QStringLiteral("/empty");
            const int fd = ::open(pathBytes(f).constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
            if (fd < 0)
                *why = QString::fromLocal8Bit(strerror(errno));
            else
                ::close(fd);
            return f;
        },
        Expect::Nothing, Expect::Nothing, ""},
    {"symbolic link",
        [](const QString& dir, QString* why) {
            plainFile(dir, why);
            const QString l = dir + QStringLiteral("/link");
            if (why->isEmpty() && ::symlink("file", pathBytes(l).constData()) != 0)
                *why = QString::fromLocal8Bit(strerror(errno));
            return l;
        },
        Expect::Refused, Expect::Refused, "symbolic link"},
    {"dangling link",
        [](const QString& dir, QString* why) {
            const QString l = dir + QStringLiteral("/link");
            if (::symlink("nowhere", pathBytes(l).constData()) != 0)
                *why = QString::fromLocal8Bit(strerror(errno));
            return l;
        },
        Expect::Refused, Expect::Refused, "symbolic link"},
    {"link loop",
        [](const QString& dir, QString* why) {
            const QString l = dir + QStringLiteral("/link");
            if (::symlink("link", pathBytes(l).constData()) != 0)
                *why = QString::fromLocal8Bit(strerror(errno));
            return l;
        },
        Expect::Refused, Expect::Refused, "symbolic link"},
    {"FIFO",
        [](const QString& dir, QString* why) {
            const QString f = dir + QStringLiteral("/fifo");
            if (::mkfifo(pathBytes(f).constData(), 0644) != 0)
                *why = QString::fromLocal8Bit(strerror(errno));
            return f;
        },
        Expect::Refused, Expect::Refused, "FIFO"},
    {"socket",
        [](const QString& dir, QString* why) {
            const QString f = dir + QStringLiteral("/socket");
            sockaddr_un addr{};
            addr.sun_family = AF_UNIX;
            const QByteArray name = pathBytes(f);
            std::memcpy(addr.sun_path, name.constData(), std::min<std::size_t>(name.size(), sizeof addr.sun_path - 1));
            const int s = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
            if (s < 0 || ::bind(s, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0)
                *why = QString::fromLocal8Bit(strerror(errno));
            if (s >= 0)
                ::close(s);
            return f;
        },
        Expect::Refused, Expect::Refused, "socket"},
    {"device node",
        [](const QString& dir, QString* why) {
            const QString f = dir + QStringLiteral("/null");
            if (::mknod(pathBytes(f).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
                *why = QString::fromLocal8Bit(strerror(errno));
            return f;
        },
        Expect::Refused, Expect::Refused, "device node"},
    {"directory",
        [](const QString& dir, QString* why) {
            plainFile(dir, why);
            return dir;
        },
        Expect::Refused, Expect::Refused, "directory"},
    {"name with a newline",
        [](const QString& dir, QString* why) {
            const QString f = dir + QStringLiteral("/two\nlines");
            *why = fragmented(f);
            return f;
        },
        Expect::Done, Expect::Done, ""},
    {"name with a leading dash",
        [](const QString& dir, QString* why) {
            const QString f = dir + QStringLiteral("/-rf");
            *why = fragmented(f);
            return f;
        },
        Expect::Done, Expect::Done, ""},
    {"name not UTF-8",
        [](const QString& dir, QString* why) {
            const QString f = pathFromBytes(pathBytes(dir) + QByteArray("/caf\xe9-\xff"));
            *why = fragmented(f);
            return f;
        },
        Expect::Done, Expect::Done, ""},
    {"running program",
        [](const QString& dir, QString* why) {
            // A copy of sleep(1) in pieces, running: the kernel lets no one open it for writing.
            const QString f = dir + QStringLiteral("/sleeper");
            QFile sleep(QStringLiteral("/bin/sleep"));
            if (!sleep.open(QIODevice::ReadOnly)) {
                *why = sleep.errorString();
                return f;
            }
            *why = fragmented(f, sleep.readAll());
            if (why->isEmpty() && ::chmod(pathBytes(f).constData(), 0755) != 0)
                *why = QString::fromLocal8Bit(strerror(errno));
            if (why->isEmpty())
                *why = pastTimes(f);
            QProcess* holder = g_holders.emplace_back(std::make_unique<QProcess>()).get();
            holder->start(f, {QStringLiteral("60")});
            if (why->isEmpty() && !holder->waitForStarted(10'000))
                *why = holder->errorString();
            return f;
        },
        Expect::Refused, Expect::Done, "running", /*dryRunAsReal*/ false},
    {"open by an O_DIRECT writer",
        [](const QString& dir, QString* why) { return heldFile(dir, why, Hold::DirectWriter); }, Expect::Done,
        Expect::Refused, "open for writing"},
    {"mapped shared and writable by another process",
        [](const QString& dir, QString* why) { return heldFile(dir, why, Hold::SharedWritableMap); }, Expect::Done,
        Expect::Refused, "open for writing"},
    {"read lease held by another process",
        [](const QString& dir, QString* why) { return heldFile(dir, why, Hold::ReadLease); }, Expect::Refused,
        Expect::Done, "lease", /*dryRunAsReal*/ false},
    {"small file (inline on btrfs)",
        [](const QString& dir, QString* why) {
            const QString f = dir + QStringLiteral("/small");
            QFile small(f);
            if (!small.open(QIODevice::WriteOnly) || small.write(QByteArray(100, 's')) != 100 || !small.flush()
                || ::fsync(small.handle()) != 0)
                *why = small.errorString();
            small.close();
            if (why->isEmpty())
                *why = pastTimes(f);
            return f;
        },
        Expect::Nothing, Expect::Nothing, ""},
    {"compressed (chattr +c)",
        [](const QString& dir, QString* why) { return flaggedWhileEmpty(dir, why, FS_COMPR_FL); }, Expect::Done,
        Expect::Done, "", true, {FsType::Btrfs}},
    {"in a snapshot",
        [](const QString& dir, QString* why) {
            const QString volume = dir + QStringLiteral("/volume");
            QString error;
            fslab::run(
                QStringLiteral("btrfs"), {QStringLiteral("subvolume"), QStringLiteral("create"), volume}, &error);
            const QString f = volume + QStringLiteral("/file");
            if (error.isEmpty())
                error = fragmented(f);
            if (error.isEmpty())
                fslab::run(QStringLiteral("btrfs"),
                    {QStringLiteral("subvolume"), QStringLiteral("snapshot"), volume,
                        dir + QStringLiteral("/snapshot")},
                    &error);
            *why = error;
            return f;
        },
        Expect::Refused, Expect::Refused, "share", /*dryRunAsReal*/ false, {FsType::Btrfs}},
    {"deleted during the run", plainFile, Expect::Done, Expect::Done, "renamed or deleted", true, {},
        [](const QString& path) {
            ::unlink(pathBytes(path).constData());
            return QString();
        }},
    {"renamed during the run", plainFile, Expect::Done, Expect::Done, "renamed or deleted", true, {},
        [](const QString& path) {
            const QString moved = path + QStringLiteral(".moved");
            ::rename(pathBytes(path).constData(), pathBytes(moved).constData());
            return moved;
        }},
    {"replaced during the run (a new file renamed over it)", plainFile, Expect::Done, Expect::Done,
        "another file in its place", true, {},
        [](const QString& path) {
            const QString moved = path + QStringLiteral(".old"), fresh = path + QStringLiteral(".new");
            QFile f(fresh);
            if (f.open(QIODevice::WriteOnly))
                f.write("a new version\n");
            f.close();
            // The old one kept by a second name, to look at afterwards.
            ::link(pathBytes(path).constData(), pathBytes(moved).constData());
            ::rename(pathBytes(fresh).constData(), pathBytes(path).constData());
            g_replacement = factsOf(path);
            return moved;
        }},
    {"through a bind mount", [](const QString& dir, QString* why) { return throughBindMount(dir, why, false); },
        Expect::Done, Expect::Done, ""},
    {"through a read-only bind mount",
        [](const QString& dir, QString* why) { return throughBindMount(dir, why, true); }, Expect::Refused,
        Expect::Refused, "read-only"},
    {"active swap file",
        [](const QString& dir, QString* why) {
            // 16 MiB written whole (a swap file has no holes), nodatacow first on btrfs, as swapon needs.
            const QString f = dir + QStringLiteral("/swap");
            const int fd = ::open(pathBytes(f).constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
            if (fd < 0) {
                *why = QString::fromLocal8Bit(strerror(errno));
                return f;
            }
            int flags = 0;
            if (::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0) {
                flags |= FS_NOCOW_FL;
                ::ioctl(fd, FS_IOC_SETFLAGS, &flags); // btrfs only; others ignore or refuse it
            }
            const QByteArray zeros(1 << 20, '\0');
            for (int i = 0; i < 16 && why->isEmpty(); ++i) {
                if (::write(fd, zeros.constData(), std::size_t(zeros.size())) != zeros.size())
                    *why = QString::fromLocal8Bit(strerror(errno));
            }
            ::fsync(fd);
            ::close(fd);
            QString error;
            if (why->isEmpty())
                fslab::run(QStringLiteral("mkswap"), {f}, &error);
            if (why->isEmpty() && !error.isEmpty())
                *why = kSkip + QStringLiteral("mkswap: ") + error;
            if (why->isEmpty() && ::swapon(pathBytes(f).constData(), 0) != 0)
                *why = kSkip + QStringLiteral("swapon refused here: ") + QString::fromLocal8Bit(strerror(errno));
            if (why->isEmpty())
                g_swaps << f;
            return f;
        },
        Expect::Refused, Expect::Refused, "swap"},
};

DefragMethod inPlaceMethod(FsType type)
{
    switch (type) {
    case FsType::Ext4:
        return DefragMethod::Ext4;
    case FsType::Xfs:
        return DefragMethod::Xfs;
    case FsType::Btrfs:
        break;
    }
    return DefragMethod::Btrfs;
}

// Undoes what would keep the row's folder from going: the flags that forbid removing a file.
void unpin(const QString& path)
{
    const int fd = ::open(pathBytes(path).constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    int flags = 0;
    if (fd >= 0 && ::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0 && (flags & (FS_IMMUTABLE_FL | FS_APPEND_FL))) {
        flags &= ~(FS_IMMUTABLE_FL | FS_APPEND_FL);
        ::ioctl(fd, FS_IOC_SETFLAGS, &flags);
    }
    if (fd >= 0)
        ::close(fd);
}

} // namespace

class TestFileZoo : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyKindEveryEngine_data();
    void everyKindEveryEngine();
    void everyKindInOneTree_data();
    void everyKindInOneTree();
    void ext4InlineData();
    void copyRefusesWhatItCannotKeep();
    void cleanup();

private:
    void runWithOthers(const Kind& k, const QString& path, DefragOptions options);
    std::map<FsType, fslab::SuiteFs> m_fs;
    int m_row = 0;
};

void TestFileZoo::initTestCase()
{
    for (FsType type : {FsType::Ext4, FsType::Xfs, FsType::Btrfs})
        m_fs[type].make(type, 320); // XFS wants 300 MB at least
}

void TestFileZoo::everyKindEveryEngine_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<bool>("copy");
    QTest::addColumn<int>("kind");
    for (FsType type : {FsType::Ext4, FsType::Xfs, FsType::Btrfs}) {
        for (bool copy : {false, true}) {
            for (int k = 0; k < int(std::size(kKinds)); ++k) {
                const std::vector<FsType>& only = kKinds[k].only;
                if (!only.empty() && std::find(only.begin(), only.end(), type) == only.end())
                    continue;
                const QString engine = copy ? QStringLiteral("copy") : defragMethodName(inPlaceMethod(type));
                QTest::addRow("%s %s: %s", qPrintable(fslab::fsName(type)), qPrintable(engine), kKinds[k].name)
                    << int(type) << copy << k;
            }
        }
    }
}

void TestFileZoo::everyKindEveryEngine()
{
    QFETCH(int, type);
    QFETCH(bool, copy);
    QFETCH(int, kind);
    const fslab::SuiteFs& fs = m_fs[FsType(type)];
    if (!fs.skip.isEmpty())
        FSLAB_SKIP(fs.skip);
    const Kind& k = kKinds[kind];
    const QString dir = fs.fs->path(QStringLiteral("row-%1").arg(++m_row));
    QVERIFY(QDir().mkpath(dir));
    QString why;
    const QString path = k.make(dir, &why);
    if (why.startsWith(kSkip))
        QSKIP(qPrintable(why.mid(kSkip.size())));
    QVERIFY2(why.isEmpty(), qPrintable(why));
    ::sync();
    const Facts before = factsOf(path);
    QVERIFY2(before.error.isEmpty(), qPrintable(before.error));
    const Expect expect = copy ? k.copy : k.inPlace;
    DefragOptions options;
    options.method = copy ? DefragMethod::Copy : inPlaceMethod(FsType(type));
    std::atomic<bool> cancel{false};
    if (k.during)
        return runWithOthers(k, path, options);
    for (bool dryRun : {true, false}) {
        options.dryRun = dryRun;
        const auto r = defragFile(path, options, cancel);
        const Facts after = factsOf(path);
        const char* run = dryRun ? "dry run" : "run";
        if (expect == Expect::Refused && (!dryRun || copy || k.dryRunAsReal)) {
            QVERIFY2(!r,
                qPrintable(QStringLiteral("%1: not refused: %2").arg(QLatin1String(run), r ? r->outcome : QString())));
            QVERIFY2(r.error().message().contains(displayPathText(path)), qPrintable(r.error().message()));
            QVERIFY2(r.error().reason.contains(QLatin1String(k.refusal)), qPrintable(r.error().message()));
            QCOMPARE(differences(before, after, true), QString());
            continue;
        }
        QVERIFY2(r, qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(run), r ? QString() : r.error().message())));
        // The dry run changes nothing, and neither does a file with nothing to do.
        const bool moved = !dryRun && expect == Expect::Done;
        QCOMPARE(r->defragmented, moved);
        QVERIFY2(!r->changedByOthers, qPrintable(r->outcome));
        QCOMPARE(differences(before, after, !moved || !copy), QString());
        if (moved)
            QVERIFY2(r->after.inspection.report.fragments < r->before.inspection.report.fragments,
                qPrintable(QStringLiteral("%1 -> %2 fragments")
                               .arg(r->before.inspection.report.fragments)
                               .arg(r->after.inspection.report.fragments)));
    }
    // A lease held by another is left as it was: not broken by an open for writing (the holder
    // would have been asked to give it up).
    if (std::strstr(k.name, "lease")) {
        QVERIFY(!g_children.empty());
        QFile locks(QStringLiteral("/proc/locks"));
        QVERIFY(locks.open(QIODevice::ReadOnly));
        const QByteArray all = locks.readAll();
        QByteArray holders; // the holder's lines: "1: LEASE  ACTIVE    READ PID DEV:INO 0 EOF"
        for (const QByteArray& line : all.split('\n')) {
            const QList<QByteArray> fields = line.simplified().split(' ');
            if (fields.size() > 5 && fields[1] == "LEASE" && fields[4] == QByteArray::number(g_children.back()))
                holders += line + '\n';
        }
        QVERIFY2(holders.contains("ACTIVE") && !holders.contains("BREAK"), all.constData());
    }
    // Nothing else appeared in the folder (a temporary name, an old copy).
    const QStringList names
        = QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    for (const QString& name : names)
        QVERIFY2(!name.startsWith(QLatin1String(".fragscope")), qPrintable(name));
}

// A kind another program changes during the run (Kind::during), once some data has moved: the run
// says so (a change by others, in the kind's words), never "done"; the inode is where the
// other program put it, as it was (for a hard link made to keep the old one: one link more); the
// name holds what the other program left there.
void TestFileZoo::runWithOthers(const Kind& k, const QString& path, DefragOptions options)
{
    g_replacement = Facts{};
    const Facts before = factsOf(path);
    options.dryRun = false;
    std::atomic<bool> cancel{false};
    bool done = false;
    QString moved;
    const auto r = defragFile(path, options, cancel, [&](const DefragProgress& p) {
        if (!done && p.doneBytes > 0) {
            done = true;
            moved = k.during(path);
        }
    });
    QVERIFY2(done, "the run reported no progress with data moved");
    const QString said = r ? r->outcome : r.error().message();
    qInfo("%s", qPrintable(said));
    QVERIFY2(r && r->changedByOthers, qPrintable(said));
    QVERIFY2(said.contains(QLatin1String(k.refusal)), qPrintable(said));
    if (moved.isEmpty()) {
        QVERIFY2(!QFileInfo::exists(path), "the deleted file came back");
    } else {
        QCOMPARE(differences(before, factsOf(moved), true), QString());
    }
    if (g_replacement.nlink != 0)
        QCOMPARE(differences(g_replacement, factsOf(path), true), QString());
    g_replacement = Facts{};
    const QStringList names = QDir(QFileInfo(path).absolutePath())
                                  .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    for (const QString& name : names)
        QVERIFY2(!name.startsWith(QLatin1String(".fragscope")), qPrintable(name));
}

void TestFileZoo::everyKindInOneTree_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<bool>("copy");
    QTest::newRow("ext4") << int(FsType::Ext4) << QStringList() << false;
    QTest::newRow("ext4, copy") << int(FsType::Ext4) << QStringList{QStringLiteral("--method"), QStringLiteral("copy")}
                                << true;
    QTest::newRow("ext4, --together") << int(FsType::Ext4) << QStringList{QStringLiteral("--together")} << false;
    QTest::newRow("xfs") << int(FsType::Xfs) << QStringList() << false;
    QTest::newRow("btrfs") << int(FsType::Btrfs) << QStringList() << false;
}

// Every kind (but those changed mid-run, and a folder) in a folder of its own under one tree, and a
// link to a folder outside it, given to `fragscope defrag TREE` as a user would: every file comes out
// with everything but its layout as it was (a new inode only where the copy engine did it), most in
// fewer pieces (those the tree's plan leaves out are named), exit status 1 for the refusals, nothing
// left beside them, and the folder behind the link never entered.
void TestFileZoo::everyKindInOneTree()
{
    QFETCH(int, type);
    QFETCH(QStringList, options);
    QFETCH(bool, copy);
    const fslab::SuiteFs& fs = m_fs[FsType(type)];
    if (!fs.skip.isEmpty())
        FSLAB_SKIP(fs.skip);
    const QString row = fs.fs->path(QStringLiteral("row-%1").arg(++m_row));
    const QString tree = row + QStringLiteral("/tree"), outside = row + QStringLiteral("/outside");
    QVERIFY(QDir().mkpath(tree) && QDir().mkpath(outside));
    QCOMPARE(fragmented(outside + QStringLiteral("/file")), QString());
    QCOMPARE(
        ::symlink(pathBytes(outside).constData(), pathBytes(tree + QStringLiteral("/linked folder")).constData()), 0);
    struct Laid
    {
        const Kind* kind;
        QString path;
        Facts before;
        std::uint64_t fragments;
    };
    std::vector<Laid> laid;
    const auto fragmentsOf = [](const QString& path) {
        const auto map = readExtents(path, FiemapOptions{.sync = true});
        return map ? countFragments(map->extents) : 0;
    };
    for (const Kind& k : kKinds) {
        // A directory given as a file is a folder of the tree here: walked, its times its own.
        const bool folder = std::strcmp(k.name, "directory") == 0;
        if (k.during || folder
            || (!k.only.empty() && std::find(k.only.begin(), k.only.end(), FsType(type)) == k.only.end()))
            continue;
        const QString dir = tree + QStringLiteral("/kind-%1").arg(laid.size());
        QVERIFY(QDir().mkpath(dir));
        QString why;
        const QString path = k.make(dir, &why);
        if (why.startsWith(kSkip))
            continue; // said by the kind's own row
        QVERIFY2(why.isEmpty(), qPrintable(QLatin1String(k.name) + QStringLiteral(": ") + why));
        laid.push_back(Laid{&k, path, {}, 0});
    }
    ::sync();
    for (Laid& l : laid) {
        l.before = factsOf(l.path);
        l.fragments = S_ISREG(l.before.mode) ? fragmentsOf(l.path) : 0;
    }
    const Facts outsideBefore = factsOf(outside + QStringLiteral("/file"));
    QProcess cli;
    cli.start(fragscopeBin(), QStringList{QStringLiteral("defrag")} + options + QStringList{tree});
    QVERIFY(cli.waitForFinished(120'000));
    const QString err = QString::fromLocal8Bit(cli.readAllStandardError());
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 1, qPrintable(err)); // refusals: 1
    const QString out = QString::fromLocal8Bit(cli.readAllStandardOutput());
    const auto said = [&] { return QStringLiteral("\n%1%2").arg(out, err); };
    if (qEnvironmentVariableIsSet("ZOO_TREE_OUT"))
        qInfo("%s", qPrintable(said()));
    int moved = 0;
    QStringList unmoved; // a tree's plan leaves some out (open for writing by another program), said so
    for (const Laid& l : laid) {
        const Expect expect = copy ? l.kind->copy : l.kind->inPlace;
        // A bind mount's file is the tree's real/file too, which the copy engine copied.
        const bool newInode
            = copy && (expect == Expect::Done || QLatin1String(l.kind->name).contains(QLatin1String("bind mount")));
        const Facts after = factsOf(l.path);
        QVERIFY2(differences(l.before, after, !newInode).isEmpty(),
            qPrintable(QLatin1String(l.kind->name) + QStringLiteral(": ") + differences(l.before, after, !newInode)));
        if (expect == Expect::Done && l.fragments > 1) {
            if (fragmentsOf(l.path) < l.fragments)
                ++moved;
            else
                unmoved << QLatin1String(l.kind->name);
        }
    }
    QCOMPARE(differences(outsideBefore, factsOf(outside + QStringLiteral("/file")), true), QString());
    QVERIFY2(moved > 10, qPrintable(said()));
    QDirIterator left(
        tree, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (left.hasNext()) {
        const QString name = left.next();
        QVERIFY2(!QFileInfo(name).fileName().startsWith(QLatin1String(".fragscope")), qPrintable(name));
    }
    qInfo("%zu kinds, %d moved into fewer pieces, the rest as they were; not moved in the tree although alone they "
          "are: %s",
        laid.size(), moved, qPrintable(unmoved.join(QStringLiteral(", "))));
}

// ext4 made with inline_data keeps a small file's bytes in its inode: FIEMAP says so, and every
// engine, dry run and real, finds nothing to do and changes nothing (MOVE_EXT has no blocks to move).
void TestFileZoo::ext4InlineData()
{
    FSLAB_LOOP_FS(lab, FsType::Ext4, 64, QStringList{QStringLiteral("-O"), QStringLiteral("inline_data")});
    const QString f = lab.path(QStringLiteral("inline"));
    {
        QFile small(f);
        QVERIFY(small.open(QIODevice::WriteOnly));
        QCOMPARE(small.write(QByteArray(50, 'i')), qint64(50));
    }
    QCOMPARE(pastTimes(f), QString());
    ::sync();
    const auto map = readExtents(f, FiemapOptions{.sync = true});
    QVERIFY2(map, qPrintable(map ? QString() : map.error().message()));
    QCOMPARE(map->extents.size(), std::size_t(1));
    QVERIFY(map->extents.front().has(FIEMAP_EXTENT_DATA_INLINE));
    const Facts before = factsOf(f);
    std::atomic<bool> cancel{false};
    for (const DefragMethod method : {DefragMethod::Ext4, DefragMethod::Copy}) {
        for (const bool dryRun : {true, false}) {
            DefragOptions options;
            options.method = method;
            options.dryRun = dryRun;
            const auto r = defragFile(f, options, cancel);
            QVERIFY2(r, qPrintable(r ? QString() : r.error().message()));
            QVERIFY2(!r->defragmented && r->outcome.contains(QLatin1String("nothing to do")), qPrintable(r->outcome));
            QCOMPARE(differences(before, factsOf(f), true), QString());
        }
    }
}

// The copy engine run by a user who may not set file capabilities (CAP_SETFCAP is root's), on their
// own file that has one: refused before any data is copied, by name and with what it could not keep,
// exit status 1; the file exactly as it was, its capability and inode number too.
void TestFileZoo::copyRefusesWhatItCannotKeep()
{
    const fslab::SuiteFs& fs = m_fs[FsType::Ext4];
    if (!fs.skip.isEmpty())
        FSLAB_SKIP(fs.skip);
    if (QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
        FSLAB_SKIP("setpriv is missing to run as another user");
    const QString binary = fs.fs->copyForOthers(fragscopeBin());
    QVERIFY(!binary.isEmpty());
    const QString dir = fs.fs->path(QStringLiteral("row-%1").arg(++m_row));
    QVERIFY(QDir().mkpath(dir));
    const QString file = dir + QStringLiteral("/ping");
    QCOMPARE(fragmented(file), QString());
    for (const QString& path : {dir, file})
        QVERIFY(::chown(pathBytes(path).constData(), 65534, 65534) == 0);
    QVERIFY(::chmod(pathBytes(file).constData(), 0755) == 0);
    QCOMPARE(setXattr(file, "security.capability", netRawCapability()), QString());
    ::sync();
    const Facts before = factsOf(file);
    QProcess nobody;
    nobody.start(QStringLiteral("setpriv"),
        {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"), binary,
            QStringLiteral("defrag"), QStringLiteral("--method"), QStringLiteral("copy"), file});
    QVERIFY(nobody.waitForFinished(60'000));
    const QString err = QString::fromLocal8Bit(nobody.readAllStandardError());
    qInfo("%s", qPrintable(err.trimmed()));
    QCOMPARE(nobody.exitCode(), 1);
    QVERIFY2(err.contains(file) && err.contains(QLatin1String("security.capability"))
            && err.contains(QLatin1String("not copied")),
        qPrintable(err));
    QCOMPARE(differences(before, factsOf(file), true), QString());
    QCOMPARE(QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
        QStringList{QStringLiteral("ping")});
}

void TestFileZoo::cleanup()
{
    for (const auto& holder : g_holders) {
        holder->kill();
        holder->waitForFinished(10'000);
    }
    g_holders.clear();
    for (const pid_t child : g_children) {
        ::kill(child, SIGKILL);
        ::waitpid(child, nullptr, 0);
    }
    g_children.clear();
    for (const QString& swap : std::as_const(g_swaps)) {
        if (::swapoff(pathBytes(swap).constData()) != 0)
            qWarning("swapoff %s: %s", qPrintable(swap), strerror(errno));
    }
    g_swaps.clear();
    // Undone whatever happens (a failed check here would leave the rest): lazily where busy.
    for (const QString& mount : std::as_const(g_mounts)) {
        if (::umount2(pathBytes(mount).constData(), 0) != 0)
            ::umount2(pathBytes(mount).constData(), MNT_DETACH);
    }
    g_mounts.clear();
    for (auto& [type, fs] : m_fs) {
        if (!fs.fs)
            continue;
        const QString dir = fs.fs->path(QStringLiteral("row-%1").arg(m_row));
        QDirIterator files(
            dir, QDir::Files | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (files.hasNext())
            unpin(files.next());
        QDir(dir).removeRecursively();
    }
}

QTEST_GUILESS_MAIN(TestFileZoo)
#include "tst_filezoo.moc"
