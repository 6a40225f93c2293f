// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/savefile.h"

#include "util/failpoint.h"
#include "util/fd.h"
#include "util/path.h"
#include "util/proc.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <dirent.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <cerrno>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SaveFile)
};

Error failure(const QString& path, const QString& what, int err)
{
    return Error{path, Text::tr("%1: %2").arg(what, errnoText(err)), err};
}

bool writeAll(int fd, const QByteArray& bytes)
{
    for (qsizetype done = 0; done < bytes.size();) {
        const ssize_t n
            = FRAGSCOPE_FAILABLE(SaveWrite, ::write(fd, bytes.constData() + done, std::size_t(bytes.size() - done)));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

// The process's umask, read without changing it (umask(2) would, for every thread): Linux lists it
// in /proc/self/status. 022 when it cannot be read.
mode_t currentUmask()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray& line : status.readAll().split('\n')) {
            if (line.startsWith("Umask:")) {
                bool ok = false;
                const uint mask = line.mid(6).trimmed().toUInt(&ok, 8);
                if (ok)
                    return mode_t(mask);
            }
        }
    }
    return 022;
}

} // namespace

void removeSaveLeftovers(const QString& folder, const QString& targetNames)
{
    // By the names' bytes (QDir's wildcards would read them as text): TARGET.part-PID-XXXXXX, where
    // TARGET matches targetNames as the shell matches it (fnmatch; the pattern was once compared
    // as it is, so a dead process's autosave-*.json.part-* stayed for ever).
    const QByteArray dir = pathBytes(folder);
    const QByteArray pattern = pathBytes(targetNames);
    DIR* list = ::opendir(dir.constData());
    if (!list)
        return;
    QList<QByteArray> stale;
    while (const dirent* e = ::readdir(list)) {
        const QByteArray name(e->d_name);
        const qsizetype part = name.lastIndexOf(".part-");
        if (part <= 0 || ::fnmatch(pattern.constData(), name.left(part).constData(), FNM_PERIOD) != 0)
            continue;
        bool ok = false;
        const pid_t pid = pid_t(name.mid(part + 6).split('-').value(0).toInt(&ok));
        if (ok && pid > 0 && !processAlive(pid))
            stale << name;
    }
    ::closedir(list);
    for (const QByteArray& name : std::as_const(stale))
        ::unlink(QByteArray(dir + '/' + name).constData());
}

namespace {

// The file the data go into: one without a name (O_TMPFILE) that gets one only once they are on
// disk, so a process killed while writing leaves nothing behind; where the file system has no
// O_TMPFILE, a named temporary file at `temp` (from its pattern), removed on failure.
struct Temporary
{
    UniqueFd fd;
    bool named = false;
};

Temporary createTemporary(const QByteArray& dirName, QByteArray& temp)
{
    Temporary t{
        UniqueFd(FRAGSCOPE_FAILABLE(SaveCreate, ::open(dirName.constData(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600))),
        false};
    if (!t.fd.valid() && (errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL)) { // no O_TMPFILE here
        t.fd = UniqueFd(FRAGSCOPE_FAILABLE(SaveCreate, ::mkostemp(temp.data(), O_CLOEXEC)));
        t.named = t.fd.valid();
    }
    return t;
}

// A free name beside the target (`temp`, from `pattern`) for the unnamed file at fd. False with
// errno set when none could be had.
bool nameTemporary(int fd, const QByteArray& pattern, QByteArray& temp)
{
    const QByteArray self = "/proc/self/fd/" + QByteArray::number(fd);
    for (int attempt = 0;; ++attempt) {
        temp = pattern;
        const UniqueFd probe(::mkostemp(temp.data(), O_CLOEXEC)); // a free name: removed at once, linked below
        if (!probe.valid())
            return false;
        ::unlink(temp.constData());
        if (FRAGSCOPE_FAILABLE(
                SaveLink, ::linkat(AT_FDCWD, self.constData(), AT_FDCWD, temp.constData(), AT_SYMLINK_FOLLOW))
            == 0)
            return true;
        if (errno != EEXIST || attempt > 8)
            return false;
    }
}

} // namespace

Result<void> writeFileDurably(const QString& path, const QByteArray& bytes)
{
    const QFileInfo info(path);
    const QByteArray target = pathBytes(info.absoluteFilePath());
    const QByteArray dirName = pathBytes(info.absolutePath());
    const QByteArray pattern = target + ".part-" + QByteArray::number(::getpid()) + "-XXXXXX";
    QByteArray temp = pattern;
    // The name as a pattern that matches only itself ("report[1].json" is no wildcard here).
    QString literal = info.fileName();
    for (const QChar c : {QLatin1Char('\\'), QLatin1Char('*'), QLatin1Char('?'), QLatin1Char('[')})
        literal.replace(c, QStringLiteral("\\") + c);
    removeSaveLeftovers(info.absolutePath(), literal);
    // A file saved over keeps its mode (a 0600 session stays private) and, where we may, its owner;
    // a new one gets what the umask leaves of 0666, as any program's new file.
    struct stat existing
    {
    };
    const bool replacing = ::stat(target.constData(), &existing) == 0 && S_ISREG(existing.st_mode);
    const mode_t mode = replacing ? existing.st_mode & 07777 : 0666 & ~currentUmask();
    Temporary t = createTemporary(dirName, temp);
    if (!t.fd.valid())
        return std::unexpected(failure(path, Text::tr("cannot create a temporary file beside it"), errno));
    const auto fail = [&](const QString& what) {
        const int e = errno;
        t.fd.reset();
        if (t.named)
            ::unlink(temp.constData());
        return std::unexpected(failure(path, what, e));
    };
    if (!writeAll(t.fd.get(), bytes))
        return fail(Text::tr("cannot write"));
    if (replacing && (existing.st_uid != ::geteuid() || existing.st_gid != ::getegid()))
        (void)::fchown(t.fd.get(), existing.st_uid, existing.st_gid); // only where we may: root, or our own group
    if (::fchmod(t.fd.get(), mode) != 0)
        return fail(Text::tr("cannot set its mode"));
    if (FRAGSCOPE_FAILABLE(SaveSync, ::fsync(t.fd.get())) != 0)
        return fail(Text::tr("cannot sync"));
    if (!t.named && !nameTemporary(t.fd.get(), pattern, temp))
        return fail(Text::tr("cannot name the temporary file"));
    t.named = true;
    t.fd.reset();
    if (FRAGSCOPE_FAILABLE(SaveRename, ::rename(temp.constData(), target.constData())) != 0)
        return fail(Text::tr("cannot rename into place"));
    UniqueFd dir(::open(dirName.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.valid())
        ::fsync(dir.get()); // the rename reaches the disk; a directory that cannot be opened still has the file
    return {};
}

} // namespace fragscope
