// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/freespace.h"

#include "fs/btrfschunks.h"
#include "fs/btrfssearch.h"

#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringList>

#include <fcntl.h>
#include <linux/btrfs.h>
#include <linux/btrfs_tree.h>
#include <linux/fsmap.h>
#include <linux/magic.h>
#include <sys/ioctl.h>
#include <sys/vfs.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstring>
#include <memory>
#include <optional>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FreeSpace)
};

Error permissionError(const QString& path, const QString& what, int err)
{
    return Error{path,
        Text::tr("%1 needs root (CAP_SYS_ADMIN): the kernel shows the file system's space map to the "
                 "administrator only")
            .arg(what),
        err};
}

// GETFSMAP: the whole device in batches, resuming after the last record (what fsmap_advance does).
Error fsmapError(const QString& path, int err)
{
    if (err == EPERM || err == EACCES)
        return permissionError(path, Text::tr("Reading free space"), err);
    if (err == ENOTTY || err == EOPNOTSUPP)
        return Error{path, Text::tr("this file system has no GETFSMAP ioctl"), err};
    return Error{path, errnoText(err), err};
}

// One GETFSMAP record of the data device: the address space's end, free space, metadata.
void addFsmapRecord(FreeSpace& space, const struct fsmap& rec)
{
    space.addressEnd = std::max<std::uint64_t>(space.addressEnd, rec.fmr_physical + rec.fmr_length);
    if (!(rec.fmr_flags & FMR_OF_SPECIAL_OWNER))
        return; // a file's blocks (XFS with rmapbt): the scan knows those
    if (rec.fmr_owner == FMR_OWN_FREE)
        addFreeExtent(space, rec.fmr_physical, rec.fmr_length);
    else if (rec.fmr_owner != FMR_OWN_UNKNOWN)
        space.metadata.push_back(SpaceRange{rec.fmr_physical, rec.fmr_length});
}

Result<FreeSpace> readFsmap(int fd, const QString& path, std::uint32_t blockSize)
{
    // Each call resumes from the last record, which costs ext4 a walk back to it: 4,096 records
    // (512 KiB) a call read 20,070 records in 2.6-3.1 ms where 1,024 a call took 4.4 ms (Linux
    // 6.18); more records a call gained little. Only the header needs zeroing.
    constexpr unsigned kRecords = 4096;
    auto storage = std::make_unique_for_overwrite<std::uint64_t[]>((fsmap_sizeof(kRecords) + 7) / 8);
    auto* head = reinterpret_cast<struct fsmap_head*>(storage.get());
    std::memset(head, 0, sizeof(struct fsmap_head));
    head->fmh_count = kRecords;
    head->fmh_keys[1].fmr_device = ~0u;
    head->fmh_keys[1].fmr_physical = ~0ull;
    head->fmh_keys[1].fmr_owner = ~0ull;
    head->fmh_keys[1].fmr_offset = ~0ull;
    head->fmh_keys[1].fmr_flags = ~0u;

    FreeSpace space;
    space.method = FreeSpace::Method::Fsmap;
    space.blockSize = blockSize;
    std::optional<std::uint32_t> device; // the first record's: the data device
    for (;;) {
        if (::ioctl(fd, FS_IOC_GETFSMAP, head) != 0)
            return std::unexpected(fsmapError(path, errno));
        if (head->fmh_entries == 0)
            break;
        for (std::uint32_t i = 0; i < head->fmh_entries; ++i) {
            const struct fsmap& rec = head->fmh_recs[i];
            // Only the data device: an external log or realtime device is another address space.
            if (!device)
                device = rec.fmr_device;
            if (rec.fmr_device == *device)
                addFsmapRecord(space, rec);
        }
        const struct fsmap& last = head->fmh_recs[head->fmh_entries - 1];
        if (last.fmr_flags & FMR_OF_LAST)
            break;
        head->fmh_keys[0] = last;
    }
    return space;
}

// The chunk tree lists every chunk: its logical start, length and type. The search's error
// number, 0 when read.
int readChunks(int fd, std::vector<BtrfsBlockGroup>& groups)
{
    int err = 0;
    for (const BtrfsChunk& chunk : readBtrfsChunks(fd, &err)) {
        BtrfsBlockGroup group;
        group.start = chunk.start;
        group.length = chunk.length;
        group.flags = chunk.type;
        groups.push_back(group);
    }
    return err;
}

// How full a group is: its BLOCK_GROUP_ITEM (start, BLOCK_GROUP_ITEM, length), in the extent tree,
// or in the block-group tree on file systems made with that feature.
void readGroupUse(int fd, BtrfsBlockGroup& group)
{
    for (std::uint64_t tree : {BTRFS_EXTENT_TREE_OBJECTID, BTRFS_BLOCK_GROUP_TREE_OBJECTID}) {
        btrfs_ioctl_search_key key{};
        key.tree_id = tree;
        key.min_objectid = key.max_objectid = group.start;
        key.min_type = key.max_type = BTRFS_BLOCK_GROUP_ITEM_KEY;
        key.min_offset = key.max_offset = group.length;
        key.max_transid = ~0ull;
        bool found = false;
        const int e = searchBtrfsTree(fd, key, [&](const btrfs_ioctl_search_header& h, const unsigned char* data) {
            if (h.type == BTRFS_BLOCK_GROUP_ITEM_KEY && h.len >= sizeof(btrfs_block_group_item)) {
                group.used = le64At(data + offsetof(btrfs_block_group_item, used));
                found = true;
            }
        });
        if (found || (e != 0 && e != ENOENT))
            return;
    }
}

// Space on the devices that no chunk holds yet.
void readUnallocated(int fd, FreeSpace& space)
{
    btrfs_ioctl_fs_info_args fsInfo{};
    if (::ioctl(fd, BTRFS_IOC_FS_INFO, &fsInfo) != 0)
        return;
    for (std::uint64_t id = 1; id <= fsInfo.max_id; ++id) {
        btrfs_ioctl_dev_info_args dev{};
        dev.devid = id;
        if (::ioctl(fd, BTRFS_IOC_DEV_INFO, &dev) != 0)
            continue;
        space.totalBytes += dev.total_bytes;
        space.unallocatedBytes += dev.total_bytes - std::min(dev.total_bytes, dev.bytes_used);
    }
}

Result<FreeSpace> readBtrfsBlockGroups(int fd, const QString& path, std::uint32_t blockSize)
{
    FreeSpace space;
    space.method = FreeSpace::Method::BtrfsBlockGroups;
    space.blockSize = blockSize;
    const int err = readChunks(fd, space.blockGroups);
    if (err == EPERM || err == EACCES)
        return std::unexpected(permissionError(path, Text::tr("Reading btrfs block groups"), err));
    if (err)
        return std::unexpected(Error{path, errnoText(err), err});
    for (BtrfsBlockGroup& group : space.blockGroups)
        readGroupUse(fd, group);
    std::sort(space.blockGroups.begin(), space.blockGroups.end(),
        [](const BtrfsBlockGroup& a, const BtrfsBlockGroup& b) { return a.start < b.start; });
    readUnallocated(fd, space);
    space.freeBytes = space.unallocatedBytes;
    for (const auto& g : space.blockGroups) {
        space.addressEnd = std::max(space.addressEnd, g.start + g.length);
        space.freeBytes += g.length - std::min(g.length, g.used);
    }
    if (!space.blockGroups.empty())
        space.addressStart = space.blockGroups.front().start;
    return space;
}

} // namespace

QString BtrfsBlockGroup::typeName() const
{
    QStringList parts;
    if (flags & BTRFS_BLOCK_GROUP_DATA)
        parts << QStringLiteral("Data");
    if (flags & BTRFS_BLOCK_GROUP_METADATA)
        parts << QStringLiteral("Metadata");
    if (flags & BTRFS_BLOCK_GROUP_SYSTEM)
        parts << QStringLiteral("System");
    return parts.join(QLatin1Char('+'));
}

bool BtrfsBlockGroup::isData() const
{
    return flags & BTRFS_BLOCK_GROUP_DATA;
}

QString BtrfsBlockGroup::profileName() const
{
    struct Profile
    {
        std::uint64_t bit;
        const char* name;
    };
    static constexpr Profile kProfiles[] = {{BTRFS_BLOCK_GROUP_RAID0, "RAID0"}, {BTRFS_BLOCK_GROUP_RAID1, "RAID1"},
        {BTRFS_BLOCK_GROUP_DUP, "DUP"}, {BTRFS_BLOCK_GROUP_RAID10, "RAID10"}, {BTRFS_BLOCK_GROUP_RAID5, "RAID5"},
        {BTRFS_BLOCK_GROUP_RAID6, "RAID6"}, {BTRFS_BLOCK_GROUP_RAID1C3, "RAID1C3"},
        {BTRFS_BLOCK_GROUP_RAID1C4, "RAID1C4"}};
    for (const Profile& p : kProfiles) {
        if (flags & p.bit)
            return QString::fromLatin1(p.name);
    }
    return QStringLiteral("single");
}

int freeSpaceBucketIndex(std::uint64_t blocks)
{
    if (blocks == 0)
        return 0;
    // e2freefrag: log2(blocks) + 1, the last row taking everything larger.
    return std::min(int(std::bit_width(blocks)), 31);
}

void addFreeExtent(FreeSpace& space, std::uint64_t start, std::uint64_t length)
{
    const std::uint64_t bs = std::max<std::uint32_t>(1, space.blockSize);
    space.free.push_back(SpaceRange{start, length});
    space.freeBytes += length;
    ++space.freeExtents;
    space.largestFreeBytes = std::max(space.largestFreeBytes, length);
    space.smallestFreeBytes = space.freeExtents == 1 ? length : std::min(space.smallestFreeBytes, length);
    const int index = freeSpaceBucketIndex(length / bs);
    const std::uint64_t minBytes = (std::uint64_t(1) << (index - 1)) * bs;
    auto it = std::lower_bound(space.histogram.begin(), space.histogram.end(), minBytes,
        [](const FreeSpaceBucket& b, std::uint64_t m) { return b.minBytes < m; });
    if (it == space.histogram.end() || it->minBytes != minBytes)
        it = space.histogram.insert(it, FreeSpaceBucket{minBytes, index >= 31 ? ~0ull : minBytes * 2, 0, 0});
    ++it->extents;
    it->bytes += length;
}

FreeRoom freeRoom(const FreeSpace& space, std::uint64_t bytes)
{
    FreeRoom room;
    if (space.method != FreeSpace::Method::Fsmap)
        return room;
    room.known = true;
    room.freeBytes = space.freeBytes;
    room.largestFreeBytes = space.largestFreeBytes;
    if (bytes == 0 || bytes > space.freeBytes)
        return room;
    std::vector<std::uint64_t> lengths;
    lengths.reserve(space.free.size());
    for (const SpaceRange& r : space.free)
        lengths.push_back(r.length);
    std::sort(lengths.begin(), lengths.end(), std::greater<>());
    std::uint64_t held = 0;
    for (std::uint64_t length : lengths) {
        held += length;
        ++room.fewestPieces;
        if (held >= bytes)
            break;
    }
    return room;
}

Result<FreeSpace> readFreeSpace(const QString& path)
{
    const QByteArray native = pathBytes(path);
    UniqueFd fd(::open(native.constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (!fd.valid()) {
        const int err = errno;
        return std::unexpected(Error{path, errnoText(err), err});
    }
    struct statfs sfs = {};
    if (::fstatfs(fd.get(), &sfs) != 0) {
        const int err = errno;
        return std::unexpected(Error{path, errnoText(err), err});
    }
    const auto blockSize = std::uint32_t(sfs.f_bsize);
    const std::uint64_t magic = std::uint64_t(sfs.f_type) & 0xFFFFFFFFu;
    if (magic == BTRFS_SUPER_MAGIC)
        return readBtrfsBlockGroups(fd.get(), path, blockSize);
    auto space = readFsmap(fd.get(), path, blockSize);
    if (space)
        space->totalBytes = std::uint64_t(sfs.f_blocks) * sfs.f_bsize;
    return space;
}

} // namespace fragscope
