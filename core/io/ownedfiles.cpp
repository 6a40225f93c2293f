// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/ownedfiles.h"

#include "util/fd.h"
#include "util/proc.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <fcntl.h>
#include <ftw.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(OwnedFiles)
};

constexpr char kXattr[] = "user.fragscope";
constexpr char kMark[] = "benchmark file";

// Field 22 of /proc/PID/stat: when the process started, so a reused pid is not mistaken for ours.
QByteArray startTimeOf(pid_t pid)
{
    const QList<QByteArray> fields = procStatFields(pid);
    return fields.size() > 19 ? fields.at(19) : QByteArray();
}

// True when the file system keeps user xattrs and this file's mark is gone: then it is not ours.
bool markRemoved(const QByteArray& path)
{
    char value[64];
    return ::getxattr(path.constData(), kXattr, value, sizeof value) < 0 && errno == ENODATA;
}

// A folder of ours and what is in it, depth first, on its own file system, links not followed.
void removeTree(const QByteArray& path)
{
    ::nftw(
        path.constData(), [](const char* p, const struct stat*, int, struct FTW*) { return ::remove(p), 0; }, 16,
        FTW_DEPTH | FTW_PHYS | FTW_MOUNT);
}

bool processAlive(pid_t pid, const QByteArray& startTime)
{
    return pid > 0 && ::kill(pid, 0) == 0 ? startTimeOf(pid) == startTime : errno == EPERM;
}

// The registry is rewritten under an exclusive lock (on a file of its own beside it): `edit` gets its
// lines and returns the new ones, written to a new file that then replaces the registry in one step,
// so that a process killed half-way leaves the old registry or the new one, never a part.
template<typename Edit> void editRegistry(const QString& path, Edit edit)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    UniqueFd lock(
        ::open(QFile::encodeName(path + QStringLiteral(".lock")).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600));
    if (!lock.valid() || ::flock(lock.get(), LOCK_EX) != 0)
        return;
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
        return;
    for (const QByteArray& line : lines)
        out.write(line + '\n');
    if (!out.flush() || ::fsync(out.handle()) != 0) {
        out.remove();
        return;
    }
    out.close();
    ::rename(QFile::encodeName(fresh).constData(), QFile::encodeName(path).constData());
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
    const ssize_t n = ::getxattr(QFile::encodeName(path).constData(), kXattr, value, sizeof value - 1);
    return n > 0 && QByteArray(value, n) == kMark;
}

Result<void> OwnedFiles::create(const QString& path)
{
    const QByteArray native = QFile::encodeName(path);
    pend(path);
    UniqueFd fd(::open(native.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
    if (!fd.valid() && errno == EEXIST) {
        // Only a file a crashed run of ours left behind may be taken over.
        removeStale(m_registry);
        fd.reset(::open(native.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
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
    ::fsetxattr(fd.get(), kXattr, kMark, sizeof kMark - 1, 0);
    add(Entry{QFileInfo(path).absoluteFilePath(), st.st_dev, st.st_ino});
    return {};
}

Result<void> OwnedFiles::createDirectory(const QString& path)
{
    const QByteArray native = QFile::encodeName(path);
    pend(path);
    if (::mkdir(native.constData(), 0755) != 0) {
        const int err = errno;
        unpend(path);
        return std::unexpected(Error{path, err == EEXIST ? Text::tr("exists already") : errnoText(err), err});
    }
    struct stat st
    {
    };
    ::stat(native.constData(), &st);
    ::setxattr(native.constData(), kXattr, kMark, sizeof kMark - 1, 0);
    add(Entry{QFileInfo(path).absoluteFilePath(), st.st_dev, st.st_ino});
    return {};
}

// A registry line: the process (pid and start time), the file's device and inode, its path.
static QByteArray registryLine(const QString& path, dev_t dev, ino_t ino)
{
    return QByteArray::number(::getpid()) + ' ' + startTimeOf(::getpid()) + ' ' + QByteArray::number(qulonglong(dev))
        + ' ' + QByteArray::number(qulonglong(ino)) + ' ' + QFile::encodeName(QFileInfo(path).absoluteFilePath());
}

void OwnedFiles::pend(const QString& path)
{
    // Listed before it is made (device and inode 0: not known yet), so that a kill right after
    // making it leaves it listed; its mark then tells a later start that it was made.
    const QByteArray line = registryLine(path, 0, 0);
    editRegistry(m_registry, [&](QList<QByteArray> lines) {
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

void OwnedFiles::removeEntry(const Entry& e)
{
    struct stat st
    {
    };
    const QByteArray native = QFile::encodeName(e.path);
    // Never remove a file that replaced ours under the same name.
    if (::lstat(native.constData(), &st) != 0 || st.st_dev != e.dev || st.st_ino != e.ino)
        return;
    if (S_ISDIR(st.st_mode))
        removeTree(native);
    else
        ::unlink(native.constData());
}

void OwnedFiles::remove(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    std::vector<Entry> gone;
    for (const Entry& e : m_entries) {
        if (e.path == absolute) {
            removeEntry(e);
            gone.push_back(e);
        }
    }
    forget(gone);
}

void OwnedFiles::removeAll()
{
    for (const Entry& e : m_entries)
        removeEntry(e);
    forget(m_entries);
}

void OwnedFiles::keepAll()
{
    forget(m_entries);
}

void OwnedFiles::forget(std::vector<Entry> gone)
{
    if (gone.empty())
        return;
    editRegistry(m_registry, [&](QList<QByteArray> lines) {
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

QStringList OwnedFiles::removeStale(const QString& registryPath)
{
    QStringList removed;
    if (!QFileInfo::exists(registryPath))
        return removed;
    editRegistry(registryPath, [&](QList<QByteArray> lines) {
        QList<QByteArray> kept;
        for (const QByteArray& line : lines) {
            const QList<QByteArray> f = line.split(' ');
            if (f.size() < 5)
                continue; // not ours to understand: drop the line, touch no file
            if (processAlive(pid_t(f.at(0).toLongLong()), f.at(1))) {
                kept << line;
                continue;
            }
            const QByteArray path = line.mid(f.at(0).size() + f.at(1).size() + f.at(2).size() + f.at(3).size() + 4);
            struct stat st
            {
            };
            if (::lstat(path.constData(), &st) != 0 || !(S_ISREG(st.st_mode) || S_ISDIR(st.st_mode)))
                continue;
            // Listed before it was made (0 0): only if it carries our mark, which it got when made.
            const bool pending = f.at(2).toULongLong() == 0 && f.at(3).toULongLong() == 0;
            const bool ours = pending
                ? isMarked(QFile::decodeName(path))
                : st.st_dev == f.at(2).toULongLong() && st.st_ino == f.at(3).toULongLong() && !markRemoved(path);
            if (ours) {
                if (S_ISDIR(st.st_mode))
                    removeTree(path);
                else
                    ::unlink(path.constData());
                if (::lstat(path.constData(), &st) != 0)
                    removed << QFile::decodeName(path);
                else if (S_ISDIR(st.st_mode))
                    kept << line; // something (a copy tool the killed run started) still writes into it: later
            }
        }
        return kept;
    });
    return removed;
}

} // namespace fragscope
