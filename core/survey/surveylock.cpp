// SPDX-License-Identifier: GPL-3.0-or-later
#include "survey/surveylock.h"

#include "fs/fsinfo.h"
#include "util/error.h"
#include "util/path.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <utility>

namespace fragscope {

SurveyLock SurveyLock::tryTake(const QStringList& mountPoints, Mode mode)
{
    SurveyLock lock;
    for (const QString& mountPoint : mountPoints) {
        const int fd = ::open(pathBytes(mountPoint).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        const int err = errno;
        if (fd >= 0 && ::flock(fd, (mode == Mode::Alone ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0) {
            lock.m_fds.push_back(fd);
            continue;
        }
        const int why = fd >= 0 ? errno : err;
        if (fd >= 0)
            ::close(fd);
        lock.release();
        if (why == EWOULDBLOCK)
            lock.m_busy = true;
        else
            lock.m_problem = QStringLiteral("%1: %2").arg(displayPathText(mountPoint), errnoText(why));
        return lock;
    }
    return lock;
}

SurveyLock SurveyLock::tryTakeFor(const QString& path, Mode mode)
{
    const QString canonical = canonicalPath(path);
    const std::vector<MountEntry> mounts = currentMounts();
    const MountEntry* mount = canonical.isEmpty() ? nullptr : findMount(mounts, canonical);
    if (!mount) {
        SurveyLock none;
        none.m_problem = QStringLiteral("%1: no mount holds it").arg(displayPathText(path));
        return none;
    }
    // The mount that shows the most of its file system (the shortest root), as metrics takes it: a
    // bind mount of a folder locks the same directory as the file system's own mount.
    const MountEntry* widest = mount;
    for (const MountEntry& m : mounts)
        if (m.dev == mount->dev && m.root.size() < widest->root.size())
            widest = &m;
    return tryTake({widest->mountPoint}, mode);
}

SurveyLock& SurveyLock::operator=(SurveyLock&& other) noexcept
{
    if (this != &other) {
        release();
        m_fds = std::exchange(other.m_fds, {});
        m_busy = other.m_busy;
        m_problem = std::move(other.m_problem);
    }
    return *this;
}

SurveyLock::~SurveyLock()
{
    release();
}

void SurveyLock::release()
{
    for (const int fd : m_fds)
        ::close(fd);
    m_fds.clear();
}

} // namespace fragscope
