// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/ownedfiles.h"

#include "util/failpoint.h"
#include "util/fd.h"
#include "util/path.h"
#include "util/proc.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <optional>
#include <vector>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(OwnedFiles)
};

constexpr char kXattr[] = "user.fragscope";
constexpr char kMark[] = "benchmark file";

// The mark a process gives what it makes: "benchmark file PID START", the process as its registry
// lines name it, so that a file is known to be one process's and not another's that made a file
// of the same name (or got the same inode number) later.
QByteArray markOf(const QByteArray& pid, const QByteArray& start)
{
    return QByteArray(kMark) + ' ' + pid + ' ' + start;
}

QByteArray ownMark()
{
    return markOf(QByteArray::number(::getpid()), processStartTime(::getpid()));
}

enum class Mark { Unsupported, Missing, Other, This };

// Whether `path` carries the mark `mark`, another one, none, or cannot carry one (a file system
// without user xattrs).
Mark markOn(const QByteArray& path, const QByteArray& mark)
{
    char value[128];
    const ssize_t n = ::getxattr(path.constData(), kXattr, value, sizeof value);
    if (n < 0)
        return errno == ENOTSUP ? Mark::Unsupported : Mark::Missing;
    return QByteArray(value, int(n)) == mark ? Mark::This : Mark::Other;
}

// Everything in the open folder `dir`, depth first, through descriptors: each name looked at with
// fstatat (no link followed), each folder opened by that name with O_NOFOLLOW and checked to be the
// inode fstatat saw before anything in it goes, folders on another device (a mount) left alone.
// A name renamed or replaced meanwhile is never followed. False when anything stayed.
bool removeContents(int dir, dev_t dev);

// One name in the open folder: a file unlinked; a folder on the same device opened without
// following a link, checked to be the inode seen, emptied and removed. False when anything stayed.
bool removeEntry(int dir, const QByteArray& name, dev_t dev)
{
    struct stat st
    {
    };
    if (::fstatat(dir, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0)
        return errno == ENOENT;
    if (!S_ISDIR(st.st_mode))
        return FRAGSCOPE_FAILABLE(OwnedRemove, ::unlinkat(dir, name.constData(), 0)) == 0;
    if (st.st_dev != dev)
        return false; // a mount: not ours to empty
    UniqueFd sub(::openat(dir, name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    struct stat opened
    {
    };
    if (!sub.valid() || ::fstat(sub.get(), &opened) != 0 || opened.st_dev != st.st_dev || opened.st_ino != st.st_ino)
        return false;
    const bool emptied = removeContents(sub.get(), dev);
    return FRAGSCOPE_FAILABLE(OwnedRemove, ::unlinkat(dir, name.constData(), AT_REMOVEDIR)) == 0 && emptied;
}

bool removeContents(int dir, dev_t dev)
{
    const auto names = namesInFolder(dir);
    if (!names)
        return false;
    bool all = true;
    for (const QByteArray& name : *names)
        all = removeEntry(dir, name, dev) && all;
    return all;
}

// Removes the file or folder at `path` if it is still the inode (dev, ino): looked up through its
// parent folder's descriptor, a folder opened without following a link and its identity checked
// again before its contents go. True when it is gone (or was never there, or is no longer ours).
bool removeOwned(const QByteArray& path, dev_t dev, ino_t ino)
{
    const auto [parentPath, name] = splitParent(path);
    UniqueFd parent(::open(parentPath.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!parent.valid())
        return errno == ENOENT;
    struct stat st
    {
    };
    if (::fstatat(parent.get(), name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0)
        return errno == ENOENT;
    if (st.st_dev != dev || st.st_ino != ino)
        return true; // something else has the name now: not ours to touch
    if (!S_ISDIR(st.st_mode))
        return FRAGSCOPE_FAILABLE(OwnedRemove, ::unlinkat(parent.get(), name.constData(), 0)) == 0 || errno == ENOENT;
    UniqueFd dir(::openat(parent.get(), name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    struct stat opened
    {
    };
    if (!dir.valid() || ::fstat(dir.get(), &opened) != 0 || opened.st_dev != dev || opened.st_ino != ino)
        return !dir.valid() && errno == ENOENT;
    const bool emptied = removeContents(dir.get(), dev);
    // The name may have moved on since: only the same inode, now empty, goes.
    if (::fstatat(parent.get(), name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0 || st.st_ino != ino
        || st.st_dev != dev)
        return emptied;
    return emptied
        && (FRAGSCOPE_FAILABLE(OwnedRemove, ::unlinkat(parent.get(), name.constData(), AT_REMOVEDIR)) == 0
            || errno == ENOENT);
}

// Removes `path` (found as `st`) if it is an empty folder or an empty file with no other name.
bool removeEmpty(const QByteArray& path, const struct stat& st)
{
    if (S_ISDIR(st.st_mode))
        return FRAGSCOPE_FAILABLE(OwnedRemove, ::rmdir(path.constData())) == 0;
    return S_ISREG(st.st_mode) && st.st_size == 0 && st.st_nlink == 1
        && FRAGSCOPE_FAILABLE(OwnedRemove, ::unlink(path.constData())) == 0;
}

// The registry is rewritten under an exclusive lock (on a file of its own beside it): `edit` gets its
// lines and returns the new ones, written to a new file that then replaces the registry in one step,
// so that a process killed half-way leaves the old registry or the new one, never a part.
// False when the registry could not be written (it is then as it was).
template<typename Edit> bool editRegistry(const QString& path, Edit edit)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    UniqueFd lock(::open(pathBytes(path + QStringLiteral(".lock")).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600));
    if (!lock.valid() || ::flock(lock.get(), LOCK_EX) != 0)
        return false;
    QFile file(path);
    QList<QByteArray> lines;
    if (file.open(QIODevice::ReadOnly))
        lines = file.readAll().split('\n');
    file.close();
    lines.removeAll(QByteArray());
    lines = edit(lines);
    const QString fresh = path + QStringLiteral(".new");
    QFile out(fresh);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    bool written = true;
    for (const QByteArray& line : lines)
        written = written && out.write(line + '\n') == line.size() + 1;
    if (!written || !out.flush() || FRAGSCOPE_FAILABLE(OwnedRegistry, ::fsync(out.handle())) != 0) {
        out.remove();
        return false;
    }
    out.close();
    return ::rename(pathBytes(fresh).constData(), pathBytes(path).constData()) == 0;
}

} // namespace

OwnedFiles::OwnedFiles(QString registryPath)
    : m_registry(std::move(registryPath))
{ }

OwnedFiles::~OwnedFiles()
{
    removeAll();
}

QString OwnedFiles::defaultRegistryPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
        + QStringLiteral("/fragscope/bench-files");
}

bool OwnedFiles::isMarked(const QString& path)
{
    char value[64] = {};
    const ssize_t n = ::getxattr(pathBytes(path).constData(), kXattr, value, sizeof value - 1);
    return n > 0 && QByteArray(value, n).startsWith(kMark);
}

Result<void> OwnedFiles::create(const QString& path)
{
    const QByteArray native = pathBytes(path);
    if (!pend(path))
        return std::unexpected(unlisted(path));
    UniqueFd fd(
        FRAGSCOPE_FAILABLE(OwnedCreate, ::open(native.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644)));
    if (!fd.valid() && errno == EEXIST) {
        // Only a file a crashed run of ours left behind may be taken over.
        removeStale(m_registry);
        fd.reset(
            FRAGSCOPE_FAILABLE(OwnedCreate, ::open(native.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644)));
        if (!fd.valid() && errno == EEXIST) {
            unpend(path);
            return std::unexpected(Error{path,
                isMarked(path) ? Text::tr("exists and is in use by another fragscope run")
                               : Text::tr("exists and was not made by fragscope; a benchmark writes only its own files "
                                          "(choose another directory or remove the file)"),
                EEXIST});
        }
    }
    if (!fd.valid()) {
        const int err = errno;
        unpend(path);
        return std::unexpected(Error{path, errnoText(err), err});
    }
    struct stat st
    {
    };
    ::fstat(fd.get(), &st);
    // Marking can fail where user xattrs are off (some tmpfs, NFS): the registry still holds it.
    const QByteArray mark = ownMark();
    ::fsetxattr(fd.get(), kXattr, mark.constData(), std::size_t(mark.size()), 0);
    add(Entry{QFileInfo(path).absoluteFilePath(), st.st_dev, st.st_ino});
    return {};
}

Result<void> OwnedFiles::createDirectory(const QString& path)
{
    return createDirectory(path, [](const QString& p) -> Result<void> {
        if (::mkdir(pathBytes(p).constData(), 0755) == 0)
            return {};
        const int err = errno;
        return std::unexpected(Error{p, err == EEXIST ? Text::tr("exists already") : errnoText(err), err});
    });
}

Result<void> OwnedFiles::createDirectory(const QString& path, const std::function<Result<void>(const QString&)>& make)
{
    const QByteArray native = pathBytes(path);
    if (!pend(path))
        return std::unexpected(unlisted(path));
    Result<void> made
        = failing(FailPoint::OwnedMkdir) ? std::unexpected(Error{path, errnoText(errno), errno}) : make(path);
    if (!made) {
        unpend(path);
        return made;
    }
    struct stat st
    {
    };
    ::stat(native.constData(), &st);
    const QByteArray mark = ownMark();
    ::setxattr(native.constData(), kXattr, mark.constData(), std::size_t(mark.size()), 0);
    add(Entry{QFileInfo(path).absoluteFilePath(), st.st_dev, st.st_ino});
    return {};
}

// A registry line: the process (pid and start time), the file's device and inode, its path.
static QByteArray registryLine(const QString& path, dev_t dev, ino_t ino)
{
    return QByteArray::number(::getpid()) + ' ' + processStartTime(::getpid()) + ' '
        + QByteArray::number(qulonglong(dev)) + ' ' + QByteArray::number(qulonglong(ino)) + ' '
        + pathBytes(QFileInfo(path).absoluteFilePath()).toPercentEncoding("/"); // a name may hold a newline
}

Error OwnedFiles::unlisted(const QString& path) const
{
    return Error{path,
        Text::tr("cannot list it in the registry of fragscope's files (%1), so a crash could leave it behind; "
                 "not made")
            .arg(displayPathText(m_registry))};
}

bool OwnedFiles::pend(const QString& path)
{
    // Listed before it is made (device and inode 0: not known yet), so that a kill right after
    // making it leaves it listed; its mark then tells a later start that it was made.
    const QByteArray line = registryLine(path, 0, 0);
    return editRegistry(m_registry, [&](QList<QByteArray> lines) {
        lines << line;
        return lines;
    });
}

void OwnedFiles::unpend(const QString& path)
{
    const QByteArray line = registryLine(path, 0, 0);
    editRegistry(m_registry, [&](QList<QByteArray> lines) {
        lines.removeAll(line);
        return lines;
    });
}

void OwnedFiles::add(const Entry& entry)
{
    m_entries.push_back(entry);
    m_paths << entry.path;
    const QByteArray pending = registryLine(entry.path, 0, 0);
    const QByteArray line = registryLine(entry.path, entry.dev, entry.ino);
    editRegistry(m_registry, [&](QList<QByteArray> lines) {
        lines.removeAll(pending);
        lines << line;
        return lines;
    });
}

bool OwnedFiles::removeEntry(const Entry& e)
{
    // Never a file that replaced ours under the same name, never through a link.
    return removeOwned(pathBytes(e.path), e.dev, e.ino);
}

void OwnedFiles::remove(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    std::vector<Entry> gone;
    for (const Entry& e : m_entries) {
        if (e.path == absolute && removeEntry(e))
            gone.push_back(e);
    }
    forget(gone);
}

void OwnedFiles::removeAll()
{
    // What could not be removed stays listed: a later start tries again once this process is gone.
    std::vector<Entry> gone;
    for (const Entry& e : m_entries) {
        if (removeEntry(e))
            gone.push_back(e);
    }
    forget(gone);
}

void OwnedFiles::keepAll()
{
    forget(m_entries);
}

void OwnedFiles::forget(std::vector<Entry> gone)
{
    if (gone.empty())
        return;
    editRegistry(m_registry, [&](const QList<QByteArray>& lines) {
        QList<QByteArray> kept;
        for (const QByteArray& line : lines) {
            const QList<QByteArray> f = line.split(' ');
            const bool match = f.size() >= 5 && f.at(0).toLongLong() == ::getpid()
                && std::any_of(gone.begin(), gone.end(),
                    [&](const Entry& e) { return f.at(2).toULongLong() == e.dev && f.at(3).toULongLong() == e.ino; });
            if (!match)
                kept << line;
        }
        return kept;
    });
    std::erase_if(m_entries, [&](const Entry& e) {
        return std::any_of(gone.begin(), gone.end(), [&](const Entry& g) { return g.dev == e.dev && g.ino == e.ino; });
    });
    m_paths.clear();
    for (const Entry& e : m_entries)
        m_paths << e.path;
}

namespace {

enum class StaleEntry { Gone, Removed, Kept };

// The entry of a process that is no more, fields f (pid, start, dev, ino, …) and `path`: what is
// still its removed. Kept when something still writes into it (a copy tool the killed run
// started) or a removal failed: later.
StaleEntry removeDeadEntry(const QList<QByteArray>& f, const QByteArray& path)
{
    struct stat st
    {
    };
    if (::lstat(path.constData(), &st) != 0 || !(S_ISREG(st.st_mode) || S_ISDIR(st.st_mode)))
        return StaleEntry::Gone;
    // Listed before it was made (0 0): ours if it carries the mark this process gave it when made
    // (another run's mark: that run made the name after this one died). A kill between making it
    // and marking it leaves it unmarked but as made, empty: then it goes only while it is empty
    // (rmdir refuses a folder that holds anything), so no byte of anyone's can be lost by taking a
    // name that is not ours. Listed as made: ours if it is that inode, with this process's mark
    // (or on a file system that keeps no marks).
    const Mark mark = markOn(path, markOf(f.at(0), f.at(1)));
    const bool pending = f.at(2).toULongLong() == 0 && f.at(3).toULongLong() == 0;
    if (pending && (mark == Mark::Missing || mark == Mark::Unsupported))
        return removeEmpty(path, st) ? StaleEntry::Removed : StaleEntry::Gone;
    const bool sameInode = st.st_dev == f.at(2).toULongLong() && st.st_ino == f.at(3).toULongLong();
    // A file marked before the mark named its maker ("benchmark file" alone) goes by its inode.
    const bool oldMark = mark == Mark::Other && markOn(path, kMark) == Mark::This;
    const bool ours
        = pending ? mark == Mark::This : sameInode && (mark == Mark::This || mark == Mark::Unsupported || oldMark);
    if (!ours)
        return StaleEntry::Gone;
    return removeOwned(path, st.st_dev, st.st_ino) ? StaleEntry::Removed : StaleEntry::Kept;
}

} // namespace

QStringList OwnedFiles::removeStale(const QString& registryPath)
{
    QStringList removed;
    if (!QFileInfo::exists(registryPath))
        return removed;
    editRegistry(registryPath, [&](const QList<QByteArray>& lines) {
        QList<QByteArray> kept;
        for (const QByteArray& line : lines) {
            const QList<QByteArray> f = line.split(' ');
            if (f.size() < 5)
                continue; // not ours to understand: drop the line, touch no file
            if (processAlive(pid_t(f.at(0).toLongLong()), f.at(1))) {
                kept << line;
                continue;
            }
            const QByteArray path = QByteArray::fromPercentEncoding(
                line.mid(f.at(0).size() + f.at(1).size() + f.at(2).size() + f.at(3).size() + 4));
            const StaleEntry outcome = removeDeadEntry(f, path);
            if (outcome == StaleEntry::Removed)
                removed << pathFromBytes(path);
            else if (outcome == StaleEntry::Kept)
                kept << line;
        }
        return kept;
    });
    return removed;
}

} // namespace fragscope
