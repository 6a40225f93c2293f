// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>

#include <linux/fiemap.h>

#include <cstdint>
#include <vector>

namespace fragscope {

// One FIEMAP record, all offsets and lengths in bytes, flags exactly as the kernel returned them.
struct Extent
{
    std::uint64_t logical = 0;
    std::uint64_t physical = 0;
    std::uint64_t length = 0;
    std::uint32_t flags = 0;
    // Which device `physical` is on, where a file system keeps its data on several (btrfs's devid,
    // once readExtents has placed the extent there); 0: the one disk, or not known.
    std::uint32_t device = 0;

    std::uint64_t logicalEnd() const { return logical + length; }
    std::uint64_t physicalEnd() const { return physical + length; }
    bool has(std::uint32_t flag) const { return (flags & flag) != 0; }
    // The physical address means nothing for these: delayed allocation, or location unknown.
    bool locationUnknown() const { return has(FIEMAP_EXTENT_UNKNOWN); }

    bool operator==(const Extent&) const = default;
};

// Not a FIEMAP flag (the kernel's use the low 14 bits): set by readExtents on a piece the kernel
// asks its device for in a request of its own, though it continues the piece before on that device
// (btrfs builds its requests in its own address space, where the two do not continue each other).
inline constexpr std::uint32_t kExtentOwnRequest = 1u << 31;

// The names filefrag prints, in its order; bits no name is known for come as hex ("0x4000").
QStringList extentFlagNames(std::uint32_t flags);
// The other way: the bits named (unknown names are left out).
std::uint32_t extentFlagsFromNames(const QStringList& names);

// Every FIEMAP_EXTENT_* flag with its name and a one-line explanation, for legends and help.
struct ExtentFlagInfo
{
    std::uint32_t bit;
    const char* name;
    const char* meaning;
};
const std::vector<ExtentFlagInfo>& extentFlagTable();

// The whole map of one file as FIEMAP reported it.
struct ExtentMap
{
    QString path;
    std::uint64_t fileSize = 0;
    std::uint32_t blockSize = 4096; // FIGETBSZ: the unit filefrag prints in
    std::uint64_t device = 0;       // st_dev, to tell files on different file systems apart
    std::vector<Extent> extents;    // in logical order, as returned
    bool changedWhileReading = false;

    bool operator==(const ExtentMap&) const = default;
    // Same layout, ignoring the path: what Watch uses to decide whether to redraw.
    bool sameLayout(const ExtentMap& other) const { return fileSize == other.fileSize && extents == other.extents; }
};

} // namespace fragscope

Q_DECLARE_METATYPE(fragscope::ExtentMap)
