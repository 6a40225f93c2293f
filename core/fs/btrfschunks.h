// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace fragscope {

struct FsInfo;

// One stripe of a btrfs chunk: where on which device it lies.
struct BtrfsStripe
{
    std::uint64_t devid = 0;
    std::uint64_t offset = 0; // bytes from the device's start
};

// A chunk: a range of btrfs's logical address space, kept on one or more devices by its profile
// (single, DUP, RAID0, RAID1, RAID10, ...). FIEMAP's "physical" on btrfs is such a logical address.
struct BtrfsChunk
{
    std::uint64_t start = 0; // logical
    std::uint64_t length = 0;
    std::uint64_t type = 0; // BTRFS_BLOCK_GROUP_*: what it holds and its profile
    std::uint64_t stripeLength = 0;
    std::uint16_t subStripes = 0;
    std::vector<BtrfsStripe> stripes;
};

// A btrfs device of the file system: its id and the node the kernel has it as.
struct BtrfsDevice
{
    std::uint64_t devid = 0;
    QString path;
    std::uint64_t bytes = 0;
};

// Where some logical bytes lie on a device: one copy's piece (copy 0 the first, DUP's and RAID1's
// further copies after).
struct DevicePlace
{
    std::uint64_t devid = 0;
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
    int copy = 0;

    bool operator==(const DevicePlace&) const = default;
};

// The chunk tree of a mounted btrfs, read once: maps logical addresses to devices.
class BtrfsChunkMap
{
public:
    // Reads the chunk tree (BTRFS_IOC_TREE_SEARCH_V2: root only; EPERM otherwise, with the reason)
    // and the devices (BTRFS_IOC_DEV_INFO).
    static Result<BtrfsChunkMap> read(int fd, const QString& path);
    // The same for the file system holding `path` (a file or a folder, not followed if a link).
    static Result<BtrfsChunkMap> read(const QString& path);

    // Where [logical, logical + length) lies, each copy in logical order, a piece per stripe run on
    // one device (consecutive stripes on one device joined). Empty where no chunk holds it, or
    // the chunk's profile spreads parity (RAID5, RAID6: not mapped here).
    std::vector<DevicePlace> places(std::uint64_t logical, std::uint64_t length) const;

    // Where a read of [logical, logical + length) goes, for the cost model: the first copy's place,
    // where one chunk holds the range and keeps each copy whole on one device (single, DUP, RAID1,
    // RAID1C3/4: the kernel reads one copy). nullopt in a striped (RAID0, RAID10) or parity
    // profile, or where no chunk holds the whole range.
    std::optional<DevicePlace> readPlace(std::uint64_t logical, std::uint64_t length) const;

    const std::vector<BtrfsChunk>& chunks() const { return m_chunks; }
    const std::vector<BtrfsDevice>& devices() const { return m_devices; }
    // "/dev/loop1", or "device 3" when the kernel did not name it.
    QString deviceName(std::uint64_t devid) const;

    // For tests and for readers of the chunk tree elsewhere.
    static BtrfsChunkMap of(std::vector<BtrfsChunk> chunks, std::vector<BtrfsDevice> devices);

private:
    std::vector<BtrfsChunk> m_chunks; // by start
    std::vector<BtrfsDevice> m_devices;
};

// The chunk map of `fs` where it is btrfs and the chunk tree can be read (root); null otherwise.
// Read through its mount point (`path`, on the file system, where that is not known): a path may
// be a symbolic link, which the open does not follow.
std::shared_ptr<const BtrfsChunkMap> btrfsChunkMapFor(const FsInfo& fs, const QString& path);

// The devices of the btrfs `fd` is on (BTRFS_IOC_FS_INFO and BTRFS_IOC_DEV_INFO: any user may ask);
// empty where it is not btrfs.
std::vector<BtrfsDevice> readBtrfsDevices(int fd);
// The same for the file system holding `path`, asked through its mount point; empty where it is
// not btrfs or cannot be opened.
std::vector<BtrfsDevice> btrfsDevicesOf(const QString& path);

// The chunk tree's items (root only); the search's error number in *err, 0 when read.
std::vector<BtrfsChunk> readBtrfsChunks(int fd, int* err);

// The read-ahead window of the btrfs file system `fd` is on, in bytes: btrfs reads through a bdi of
// its own whose read-ahead is 128 KiB times its devices and at least 4 MiB (open_ctree), whatever
// the devices' own (/sys/fs/btrfs/FSID/bdi/read_ahead_kb; 4 MiB where that cannot be read). 0 when
// `fd` is not on btrfs.
std::uint64_t btrfsReadAheadBytes(int fd);
// The least of it, taken where btrfs cannot be asked.
inline constexpr std::uint64_t kBtrfsReadAheadFloor = std::uint64_t(4) << 20;

} // namespace fragscope
