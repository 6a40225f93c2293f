// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <vector>

namespace fragscope {

class LabImageBackend;

// Throwaway file systems for the lab: sparse image files in a folder the user picked, formatted with
// each file system's defaults (no compression, no autodefrag: nothing that hides the effect),
// attached to loop devices and mounted. Unmounted, detached and deleted when the object goes. As
// root this is done directly (mkfs, LOOP_CONFIGURE, mount(2)); for a desktop user a backend does
// it, udisks2 over D-Bus (lab/udisks.h), the way desktop disk tools do.
class LabImages
{
public:
    struct Image
    {
        QString type;       // btrfs, ext4, xfs
        QString options;    // mount options beyond the defaults ("discard"), or empty
        QString image;      // the image file
        QString device;     // /dev/loopN
        QString mountPoint; // where the file system is mounted
        std::uint64_t bytes = 0;
        bool mounted = false;
    };

    // The smallest image that holds `needBytes` for the experiment, at least what the file system
    // itself needs (btrfs 1 GiB, XFS 300 MiB).
    static std::uint64_t imageBytes(const QString& type, std::uint64_t needBytes);
    // Where images go unless the user picks a folder: $XDG_CACHE_HOME/fragscope/lab.
    static QString defaultFolder();
    // Makes one image per type in `folder`, through `backend`, or directly when none is given (root
    // only). A type may name mount options after a colon: "xfs:discard". The error says what to do when this cannot
    // work here (not root and no backend, a missing mkfs, no loop devices, polkit says no).
    static Result<std::unique_ptr<LabImages>> create(const QString& folder, const QStringList& types,
        std::uint64_t needBytes, std::unique_ptr<LabImageBackend> backend);
    // Directly, without a backend (root only). Not a default argument: the backend's class is not
    // complete here, and clang will not destroy what it cannot see.
    static Result<std::unique_ptr<LabImages>> create(
        const QString& folder, const QStringList& types, std::uint64_t needBytes);
    ~LabImages();
    LabImages(const LabImages&) = delete;
    LabImages& operator=(const LabImages&) = delete;

    const std::vector<Image>& images() const { return m_images; }
    QStringList mountPoints() const;
    QString backendName() const;
    // Images in the folder that a run which ended abnormally left behind (its process is gone):
    // create() unmounts, detaches and removes them first, and lists them here.
    const QStringList& staleRemoved() const { return m_staleRemoved; }

private:
    LabImages() = default;
    Result<void> add(const QString& folder, const QString& type, std::uint64_t bytes);
    void removeAll();
    void removeStale(const QString& folder);
    void detachWherever(Image im, const QStringList& mountPoints);

    std::unique_ptr<LabImageBackend> m_backend;
    std::vector<Image> m_images;
    QStringList m_staleRemoved;
};

// Formats an image file, attaches it to a loop device and mounts it, and undoes that.
class LabImageBackend
{
public:
    virtual ~LabImageBackend() = default;
    virtual QString name() const = 0;
    // `image` has its type, image file (made, empty) and a suggested mount point; fills in the
    // device and where it was mounted. What it made stays recorded there for detach().
    virtual Result<void> attach(LabImages::Image& image) = 0;
    // Unmounts and detaches whatever attach() got done, also after it failed half-way, or what a
    // run that died left (then device is /dev/loopN and mountPoint where it is still mounted).
    virtual void detach(const LabImages::Image& image) = 0;
};

} // namespace fragscope
