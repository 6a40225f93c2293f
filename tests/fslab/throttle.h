// SPDX-License-Identifier: GPL-3.0-or-later
// Disks of known speed: the kernel's block throttle (blk-throttle) on loop devices, in a control
// group of its own. The same throttle is reached two ways: cgroup v1's blkio controller
// (blkio.throttle.read_bps_device, blkio.throttle.read_iops_device) where it is mounted, else cgroup
// v2's io controller (io.max: "MAJ:MIN rbps=… riops=…") in a group under the v2 root.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace fragscope::fslab {

class BlockThrottle
{
public:
    // A device and what it is held to: bytes and reads a second.
    struct Limit
    {
        QString device;
        std::uint64_t bps = 0;
        std::uint64_t iops = 0;
    };

    // Why there is no block throttle here (not root, no blkio controller, cgroup v2 without io), or
    // empty.
    static QString missing();

    // A group of its own (named after `name` and this process) with each device's reads limited.
    explicit BlockThrottle(const QString& name, const QList<Limit>& limits);
    // The limits lifted, this process back where it was, the group removed once its processes are
    // gone (a read left behind ends first); and io given back to the v2 root's children as it was.
    ~BlockThrottle();
    BlockThrottle(const BlockThrottle&) = delete;
    BlockThrottle& operator=(const BlockThrottle&) = delete;

    // What went wrong making it, or empty.
    QString error() const { return m_error; }
    // Which controller holds the limits, for messages.
    QString kind() const { return m_v2 ? QStringLiteral("cgroup v2 io.max") : QStringLiteral("cgroup v1 blkio"); }

    // sh's arguments to run `program args` in the group.
    QStringList wrap(const QString& program, const QStringList& args) const;
    // This process (all its threads) into the group, or back where it was; false when the kernel
    // refused.
    bool enter();
    bool leave();

private:
    bool limit(const QByteArray& device, std::uint64_t bps, std::uint64_t iops);

    bool m_v2 = false;
    QString m_root;  // the hierarchy's root: its cgroup.procs takes a process back
    QString m_home;  // this process's own group when it was made
    QString m_group; // ours
    bool m_enabledIo = false;
    QList<QByteArray> m_devices; // MAJ:MIN of those limited
    QString m_error;
};

} // namespace fragscope::fslab
