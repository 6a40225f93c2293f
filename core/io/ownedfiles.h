// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>

#include <sys/types.h>

#include <functional>

#include <vector>

namespace fragscope {

// The files a benchmark made: the only files it ever writes to or removes. Each is created with
// O_EXCL, marked with the extended attribute user.fragscope, and listed in a registry (with the
// owning process and the inode) so that a later start removes what a crash left behind. A folder
// made the same way (mkdir of a new name, marked, listed) is removed with what was put in it, on
// its file system only and without following a link.
class OwnedFiles
{
public:
    explicit OwnedFiles(QString registryPath = defaultRegistryPath());
    ~OwnedFiles(); // removes every file still held
    OwnedFiles(const OwnedFiles&) = delete;
    OwnedFiles& operator=(const OwnedFiles&) = delete;

    // Creates `path` (it must not exist), or takes over a file a crashed fragscope run left there
    // (marked, and listed for a process that is gone). Anything else there is refused.
    Result<void> create(const QString& path);
    // Makes the folder `path` (it must not exist; its parent must).
    Result<void> createDirectory(const QString& path);
    // The same, made by `make` (a btrfs subvolume, a snapshot: what rmdir removes once empty), which
    // fails with the reason when it could not make it.
    Result<void> createDirectory(const QString& path, const std::function<Result<void>(const QString&)>& make);
    // Removes one file or folder made here now (if it is still the one made).
    void remove(const QString& path);
    void removeAll();
    void keepAll(); // hand the files to the caller: nothing is removed, the registry forgets them
    const QStringList& paths() const { return m_paths; }

    static QString defaultRegistryPath(); // $XDG_CACHE_HOME/fragscope/bench-files
    static bool isMarked(const QString& path);
    // Removes the files and folders listed for processes that have ended, if they are still the
    // same inode and still marked; returns their paths.
    static QStringList removeStale(const QString& registryPath = defaultRegistryPath());

private:
    struct Entry
    {
        QString path;
        dev_t dev = 0;
        ino_t ino = 0;
    };
    bool pend(const QString& path); // listed as about to be made; false when the registry cannot be written
    Error unlisted(const QString& path) const;
    void unpend(const QString& path);            // it was not made after all
    void add(const Entry& entry);                // made: listed with its device and inode
    static bool removeEntry(const Entry& entry); // false when something of it stayed
    void forget(std::vector<Entry> gone);        // a copy: it may be m_entries

    QString m_registry;
    std::vector<Entry> m_entries;
    QStringList m_paths;
};

} // namespace fragscope
