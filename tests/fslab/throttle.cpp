// SPDX-License-Identifier: GPL-3.0-or-later
#include "throttle.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QThread>

#include <signal.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>

namespace fragscope::fslab {
namespace {

QByteArray slurp(const QString& file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool put(const QString& file, const QByteArray& text)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size() && f.flush();
}

// Where the v1 blkio hierarchy and the v2 one are mounted (empty: not mounted).
struct Hierarchies
{
    QString v1;
    QString v2;
};
Hierarchies hierarchies()
{
    Hierarchies h;
    for (const QByteArray& line : slurp(QStringLiteral("/proc/self/mounts")).split('\n')) {
        const QList<QByteArray> f = line.split(' ');
        if (f.size() < 4)
            continue;
        if (f[2] == "cgroup" && f[3].split(',').contains("blkio") && h.v1.isEmpty())
            h.v1 = QString::fromUtf8(f[1]);
        else if (f[2] == "cgroup2" && h.v2.isEmpty())
            h.v2 = QString::fromUtf8(f[1]);
    }
    return h;
}

// This process's group in the v1 hierarchy holding blkio, or in the v2 one ("/..."; "/" if unknown).
QString ownGroup(bool v2)
{
    for (const QByteArray& line : slurp(QStringLiteral("/proc/self/cgroup")).split('\n')) {
        const QList<QByteArray> parts = line.split(':');
        if (parts.size() != 3)
            continue;
        if (v2 ? parts[0] == "0" && parts[1].isEmpty() : parts[1].split(',').contains("blkio"))
            return QString::fromUtf8(parts[2]);
    }
    return QStringLiteral("/");
}

bool hasIo(const QString& v2)
{
    return !v2.isEmpty()
        && QString::fromUtf8(slurp(v2 + QStringLiteral("/cgroup.controllers")))
               .simplified()
               .split(u' ')
               .contains(QStringLiteral("io"));
}

} // namespace

QString BlockThrottle::missing()
{
    if (::geteuid() != 0)
        return QStringLiteral("not root: only root may set the block throttle that makes a disk of known speed");
    const Hierarchies h = hierarchies();
    if (!h.v1.isEmpty() && QFileInfo::exists(h.v1 + QStringLiteral("/blkio.throttle.read_iops_device")))
        return {};
    if (hasIo(h.v2))
        return {};
    if (!h.v1.isEmpty())
        return QStringLiteral("cgroup v1's blkio at %1 has no throttle (CONFIG_BLK_DEV_THROTTLING)").arg(h.v1);
    if (!h.v2.isEmpty())
        return QStringLiteral("cgroup v2 at %1 has no io controller (%2 lists: %3)")
            .arg(h.v2, QStringLiteral("cgroup.controllers"),
                QString::fromUtf8(slurp(h.v2 + QStringLiteral("/cgroup.controllers")).trimmed()));
    return QStringLiteral("neither cgroup v1's blkio nor cgroup v2 is mounted");
}

BlockThrottle::BlockThrottle(const QString& name, const QList<Limit>& limits)
{
    if (m_error = missing(); !m_error.isEmpty())
        return;
    const Hierarchies h = hierarchies();
    m_v2 = h.v1.isEmpty() || !QFileInfo::exists(h.v1 + QStringLiteral("/blkio.throttle.read_iops_device"));
    m_root = m_v2 ? h.v2 : h.v1;
    m_home = m_root + ownGroup(m_v2);
    removeDeadGroups();
    if (m_v2) {
        // The root's children get the io controller (the root has no io.max of its own).
        const QString control = m_root + QStringLiteral("/cgroup.subtree_control");
        if (!QString::fromUtf8(slurp(control)).simplified().split(u' ').contains(QStringLiteral("io"))
            && !put(control, "+io")) {
            m_unavailable = QStringLiteral("cgroup v2 at %1 refuses io for its children (%2): a cgroup namespace "
                                           "whose root holds processes?")
                                .arg(m_root, control);
            return;
        }
    }
    const QString group = m_root + QStringLiteral("/fragscope-%1-%2").arg(name).arg(::getpid());
    if (!QDir().mkdir(group)) {
        (m_v2 ? m_unavailable : m_error) = QStringLiteral("cannot make %1").arg(group);
        return;
    }
    m_group = group;
    if (m_v2 && !QFileInfo::exists(m_group + QStringLiteral("/io.max"))) {
        m_unavailable
            = QStringLiteral("%1 has no io.max: this kernel has no block throttle (CONFIG_BLK_DEV_THROTTLING)")
                  .arg(m_group);
        return;
    }
    for (const auto& [device, bps, iops] : limits) {
        struct stat st = {};
        if (::stat(QFile::encodeName(device).constData(), &st) != 0 || !S_ISBLK(st.st_mode)) {
            m_error = QStringLiteral("%1 is not a block device").arg(device);
            return;
        }
        const QByteArray id = QByteArray::number(major(st.st_rdev)) + ':' + QByteArray::number(minor(st.st_rdev));
        m_devices << id;
        if (!limit(id, bps, iops)) {
            m_error = QStringLiteral("cannot throttle %1 in %2 (%3)").arg(device, m_group, kind());
            return;
        }
    }
}

BlockThrottle::~BlockThrottle()
{
    for (const QByteArray& id : std::as_const(m_devices))
        limit(id, 0, 0);
    for (const QByteArray& id : std::as_const(m_writesHeld)) {
        if (m_v2)
            put(m_group + QStringLiteral("/io.max"), id + " wbps=max");
        else
            put(m_group + QStringLiteral("/blkio.throttle.write_bps_device"), id + " 0");
    }
    if (!m_group.isEmpty()) {
        const QByteArray self = QByteArray::number(::getpid());
        if (slurp(m_group + QStringLiteral("/cgroup.procs")).split('\n').contains(self))
            leave();
        for (int tries = 0; tries < 50 && QFileInfo::exists(m_group) && !QDir().rmdir(m_group); ++tries)
            QThread::msleep(100);
        if (QFileInfo::exists(m_group))
            qWarning("cannot remove %s: a process or a read is still in it", qPrintable(m_group));
    }
}

void BlockThrottle::removeDeadGroups() const
{
    const QRegularExpression ours(QStringLiteral("^fragscope-.+-([0-9]+)$"));
    for (const QString& name : QDir(m_root).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QRegularExpressionMatch m = ours.match(name);
        if (m.hasMatch() && ::kill(pid_t(m.captured(1).toInt()), 0) != 0 && errno == ESRCH)
            QDir().rmdir(m_root + u'/' + name); // refused while anything is in it: then it stays
    }
}

bool BlockThrottle::limit(const QByteArray& id, std::uint64_t bps, std::uint64_t iops)
{
    // 0 lifts a limit; io.max says "max" for that.
    const auto v2 = [](std::uint64_t n) { return n ? QByteArray::number(quint64(n)) : QByteArray("max"); };
    if (m_v2)
        return put(m_group + QStringLiteral("/io.max"), id + " rbps=" + v2(bps) + " riops=" + v2(iops));
    return put(m_group + QStringLiteral("/blkio.throttle.read_bps_device"), id + ' ' + QByteArray::number(quint64(bps)))
        && put(
            m_group + QStringLiteral("/blkio.throttle.read_iops_device"), id + ' ' + QByteArray::number(quint64(iops)));
}

bool BlockThrottle::limitWrites(const QString& device, std::uint64_t bps)
{
    struct stat st = {};
    if (m_group.isEmpty() || ::stat(QFile::encodeName(device).constData(), &st) != 0 || !S_ISBLK(st.st_mode))
        return false;
    const QByteArray id = QByteArray::number(major(st.st_rdev)) + ':' + QByteArray::number(minor(st.st_rdev));
    if (!m_writesHeld.contains(id))
        m_writesHeld << id;
    if (m_v2)
        return put(
            m_group + QStringLiteral("/io.max"), id + " wbps=" + (bps ? QByteArray::number(quint64(bps)) : "max"));
    return put(
        m_group + QStringLiteral("/blkio.throttle.write_bps_device"), id + ' ' + QByteArray::number(quint64(bps)));
}

QStringList BlockThrottle::wrap(const QString& program, const QStringList& args) const
{
    return QStringList{QStringLiteral("-c"), QStringLiteral("echo $$ > \"$0\" && exec \"$@\""),
               m_group + QStringLiteral("/cgroup.procs"), program}
    + args;
}

bool BlockThrottle::enter()
{
    return !m_group.isEmpty() && put(m_group + QStringLiteral("/cgroup.procs"), QByteArray::number(::getpid()));
}

bool BlockThrottle::leave()
{
    const QByteArray self = QByteArray::number(::getpid());
    return put(m_home + QStringLiteral("/cgroup.procs"), self) || put(m_root + QStringLiteral("/cgroup.procs"), self);
}

} // namespace fragscope::fslab
