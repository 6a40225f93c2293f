// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/savefile.h"

#include "util/fd.h"
#include "util/proc.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
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
        const ssize_t n = ::write(fd, bytes.constData() + done, std::size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

} // namespace

void removeSaveLeftovers(const QString& folder, const QString& targetNames)
{
    const QDir dir(folder);
    for (const QString& name : dir.entryList({targetNames + QStringLiteral(".part-*")}, QDir::Files | QDir::Hidden)) {
        bool ok = false;
        const pid_t pid = pid_t(name.section(QStringLiteral(".part-"), -1).section(u'-', 0, 0).toInt(&ok));
        if (ok && !processAlive(pid))
            QFile::remove(dir.filePath(name));
    }
}

Result<void> writeFileDurably(const QString& path, const QByteArray& bytes)
{
    const QFileInfo info(path);
    const QByteArray target = QFile::encodeName(info.absoluteFilePath());
    const QByteArray dirName = QFile::encodeName(info.absolutePath());
    const QByteArray pattern = target + ".part-" + QByteArray::number(::getpid()) + "-XXXXXX";
    QByteArray temp = pattern;
    removeSaveLeftovers(info.absolutePath(), info.fileName());
    // The data go into a file without a name (O_TMPFILE) and get one only once they are on disk, so a
    // process killed while writing leaves nothing behind; where the file system has no O_TMPFILE, a
    // named temporary file, removed on failure.
    UniqueFd fd(::open(dirName.constData(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0644));
    const bool unnamed = fd.valid();
    if (!unnamed)
        fd = UniqueFd(::mkostemp(temp.data(), O_CLOEXEC));
    if (!fd.valid())
        return std::unexpected(failure(path, Text::tr("cannot create a temporary file beside it"), errno));
    bool named = !unnamed;
    const auto fail = [&](const QString& what) {
        const int e = errno;
        fd.reset();
        if (named)
            ::unlink(temp.constData());
        return std::unexpected(failure(path, what, e));
    };
    if (!writeAll(fd.get(), bytes))
        return fail(Text::tr("cannot write"));
    if (::fchmod(fd.get(), 0644) != 0 || ::fsync(fd.get()) != 0)
        return fail(Text::tr("cannot sync"));
    if (unnamed) {
        const QByteArray self = "/proc/self/fd/" + QByteArray::number(fd.get());
        for (int attempt = 0; !named; ++attempt) {
            temp = pattern;
            const UniqueFd probe(::mkostemp(temp.data(), O_CLOEXEC)); // a free name: removed at once, linked below
            if (!probe.valid())
                return fail(Text::tr("cannot name the temporary file"));
            ::unlink(temp.constData());
            if (::linkat(AT_FDCWD, self.constData(), AT_FDCWD, temp.constData(), AT_SYMLINK_FOLLOW) == 0)
                named = true;
            else if (errno != EEXIST || attempt > 8)
                return fail(Text::tr("cannot name the temporary file"));
        }
    }
    fd.reset();
    if (::rename(temp.constData(), target.constData()) != 0)
        return fail(Text::tr("cannot rename into place"));
    UniqueFd dir(::open(dirName.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.valid())
        ::fsync(dir.get()); // the rename reaches the disk; a directory that cannot be opened still has the file
    return {};
}

} // namespace fragscope
