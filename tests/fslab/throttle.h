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
    // empty. Callers check that a loop file system can be made first (FSLAB_SKIP): not root fails
    // the suites where they are required.
    static QString missing();

    // A group of its own (named after `name` and this process) with each device's reads limited.
    // Groups of this kind left by processes that are gone (a test killed) are removed first. On v2
    // the io controller is enabled for the root's children and left so: taking it back would lift
    // every other group's io.max.
    explicit BlockThrottle(const QString& name, const QList<Limit>& limits);
    // The limits lifted, this process back where it was, the group removed once its processes are
    // gone (a read left behind ends first; a warning after five seconds).
    ~BlockThrottle();
    BlockThrottle(const BlockThrottle&) = delete;
    BlockThrottle& operator=(const BlockThrottle&) = delete;

    // What went wrong making it, or empty.
    QString error() const { return m_error; }
    // Why v2 would not give a group its io.max here after all (a cgroup namespace whose root holds
    // processes, a kernel without the throttle, a read-only hierarchy), or empty: a reason to skip.
    QString unavailable() const { return m_unavailable; }
    // Which controller holds the limits, for messages.
    QString kind() const { return m_v2 ? QStringLiteral("cgroup v2 io.max") : QStringLiteral("cgroup v1 blkio"); }

    // Holds the group's writes to `device` (one of those limited) to `bps` bytes a second from now
    // on, 0 lifting it (blkio.throttle.write_bps_device, or io.max's wbps); false when refused. A
    // disk whose speed changes mid-run (a write cache filling).
    bool limitWrites(const QString& device, std::uint64_t bps);

    // sh's arguments to run `program args` in the group.
    QStringList wrap(const QString& program, const QStringList& args) const;
    // This process (all its threads) into the group, or back where it was; false when the kernel
    // refused.
    bool enter();
    bool leave();

private:
    bool limit(const QByteArray& device, std::uint64_t bps, std::uint64_t iops);
    void removeDeadGroups() const;

    bool m_v2 = false;
    QString m_root;                 // the hierarchy's root: its cgroup.procs takes a process back
    QString m_home;                 // this process's own group when it was made
    QString m_group;                // ours
    QList<QByteArray> m_devices;    // MAJ:MIN of those limited
    QList<QByteArray> m_writesHeld; // and of those whose writes are
    QString m_error;
    QString m_unavailable;
};

} // namespace fragscope::fslab
