// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"
#include "util/fd.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <vector>

namespace fragscope {

// Throwaway file systems for the lab: sparse image files in a folder the user picked, formatted with
// each file system's defaults (no compression, no autodefrag: nothing that hides the effect),
// attached to loop devices and mounted next to them. Unmounted, detached and deleted when the
// object goes (the loop devices clear themselves once unmounted, also if the program dies).
// Needs root here; the udisks2 way for desktop users is not built yet.
class LabImages
{
public:
    struct Image
    {
        QString type;       // btrfs, ext4, xfs
        QString image;      // the image file
        QString device;     // /dev/loopN
        QString mountPoint; // where the file system is mounted
        std::uint64_t bytes = 0;
    };

    // The smallest image that holds `needBytes` for the experiment, at least what the file system
    // itself needs (btrfs 1 GiB, XFS 300 MiB).
    static std::uint64_t imageBytes(const QString& type, std::uint64_t needBytes);
    // Where images go unless the user picks a folder: $XDG_CACHE_HOME/fragscope/lab.
    static QString defaultFolder();
    // Makes one image per type in `folder`. The error says what to do when this cannot work here
    // (not root, a missing mkfs, no loop devices).
    static Result<std::unique_ptr<LabImages>> create(
        const QString& folder, const QStringList& types, std::uint64_t needBytes);
    ~LabImages();
    LabImages(const LabImages&) = delete;
    LabImages& operator=(const LabImages&) = delete;

    const std::vector<Image>& images() const { return m_images; }
    QStringList mountPoints() const;

private:
    LabImages() = default;
    Result<void> add(const QString& folder, const QString& type, std::uint64_t bytes);
    void removeAll();

    std::vector<Image> m_images;
    std::vector<UniqueFd> m_loops; // held until unmounted, then autoclear detaches
};

} // namespace fragscope
