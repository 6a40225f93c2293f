// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/labimages.h"
#include "util/error.h"

#include <QDBusConnection>
#include <QString>

namespace fragscope {

// udisks2 over D-Bus, the way desktop disk tools attach and mount an image file without root:
// Manager.LoopSetup, Filesystem.Mount and Unmount, Loop.Delete, and Block.OpenForBenchmark to measure
// a disk; polkit decides whether the user may.
// Every error says what to do (udisks2 missing, not allowed, ...).
class UDisksClient
{
public:
    explicit UDisksClient(QDBusConnection bus = QDBusConnection::systemBus());

    // Attaches the image to a loop device; returns the block device's object path.
    Result<QString> loopSetup(const QString& image);
    // Makes a file system of `type` on that block device with its defaults, owned by the caller
    // (udisks2's take-ownership), so the user can write to it once mounted.
    Result<void> format(const QString& block, const QString& type);
    // Mounts the file system on that block device where udisks2 chooses; returns the mount path.
    Result<QString> mount(const QString& block, const QString& options = {});
    Result<void> unmount(const QString& block);
    Result<void> deleteLoop(const QString& block);
    // Opens the block device `node` (/dev/sda) to read, as GNOME Disks' benchmark does
    // (Block.OpenForBenchmark, writable false): a descriptor read-only with direct I/O, or why not.
    Result<int> openForBenchmark(const QString& node);
    // udisks2's object for a block device of this kernel name ("dm-0": .../block_devices/dm_2d0).
    static QString blockObjectPath(const QString& kernelName);

    static QString errorText(const QString& dbusErrorName, const QString& message);

private:
    QDBusConnection m_bus;
};

// Lab images for a desktop user: udisks2 attaches, formats (owned by the user), mounts, and at the
// end unmounts and deletes the loop device. Polkit decides; its refusal says what to do.
class UDisksImageBackend : public LabImageBackend
{
public:
    explicit UDisksImageBackend(QDBusConnection bus = QDBusConnection::systemBus());
    QString name() const override { return QStringLiteral("udisks2"); }
    Result<void> attach(LabImages::Image& image) override;
    void detach(const LabImages::Image& image) override;

private:
    UDisksClient m_client;
};

} // namespace fragscope
