// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/proc.h"

#include <QFile>
#include <QString>

#include <signal.h>
#include <sys/sysmacros.h>

#include <cerrno>

namespace fragscope {

QList<QByteArray> procStatFields(pid_t pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = stat.readAll();
    return text.mid(text.lastIndexOf(')') + 2).split(' ');
}

ProcessIo processIo(pid_t pid)
{
    ProcessIo c;
    QFile io(QStringLiteral("/proc/%1/io").arg(pid));
    if (!io.open(QIODevice::ReadOnly))
        return c;
    for (const QByteArray& line : io.readAll().split('\n')) {
        if (line.startsWith("read_bytes:"))
            c.readBytes = line.mid(11).trimmed().toULongLong();
        else if (line.startsWith("write_bytes:"))
            c.writeBytes = line.mid(12).trimmed().toULongLong();
    }
    return c;
}

std::optional<DiskCounters> diskCounters(dev_t device)
{
    QFile stats(QStringLiteral("/proc/diskstats"));
    if (!stats.open(QIODevice::ReadOnly))
        return std::nullopt;
    for (const QByteArray& line : stats.readAll().split('\n')) {
        const QList<QByteArray> f = line.simplified().split(' ');
        // major minor name reads merged sectors ms writes merged sectors ms in-flight io_ticks ...
        if (f.size() < 13 || f[0].toUInt() != major(device) || f[1].toUInt() != minor(device))
            continue;
        return DiskCounters{f[2], f[3].toULongLong(), f[7].toULongLong(), f[12].toULongLong()};
    }
    return std::nullopt;
}

bool processAlive(pid_t pid)
{
    return pid > 0 && (::kill(pid, 0) == 0 || errno != ESRCH);
}

QByteArray processStartTime(pid_t pid)
{
    const QList<QByteArray> fields = procStatFields(pid);
    return fields.size() > 19 ? fields.at(19) : QByteArray();
}

bool processAlive(pid_t pid, const QByteArray& startTime)
{
    return processAlive(pid) && processStartTime(pid) == startTime;
}

} // namespace fragscope
