// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QDBusConnection>
#include <QString>

namespace fragscope {

// udisks2 over D-Bus, the way desktop disk tools attach and mount an image file without root:
// Manager.LoopSetup, Filesystem.Mount and Unmount, Loop.Delete; polkit decides whether the user may.
// Every error says what to do (udisks2 missing, not allowed, ...).
class UDisksClient
{
public:
    explicit UDisksClient(QDBusConnection bus = QDBusConnection::systemBus());

    // Attaches the image to a loop device; returns the block device's object path.
    Result<QString> loopSetup(const QString& image);
    // Mounts the file system on that block device where udisks2 chooses; returns the mount path.
    Result<QString> mount(const QString& block);
    Result<void> unmount(const QString& block);
    Result<void> deleteLoop(const QString& block);

    static QString errorText(const QString& dbusErrorName, const QString& message);

private:
    QDBusConnection m_bus;
};

} // namespace fragscope
