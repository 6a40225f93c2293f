// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/btrfschunks.h"

#include "fs/btrfssearch.h"
#include "fs/fsinfo.h"
#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QUuid>

#include <fcntl.h>
#include <linux/btrfs.h>
#include <linux/btrfs_tree.h>
#include <linux/magic.h>
#include <sys/ioctl.h>
#include <sys/vfs.h>

#include <algorithm>
#include <cerrno>
#include <cstddef>
#include <iterator>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BtrfsChunks)
};

std::uint16_t le16At(const unsigned char* p)
{
    return std::uint16_t(p[0] | (p[1] << 8));
}

// Which of a chunk's stripes hold the logical stripe number `n`, and at which row of them (the
// stripe's n-th stripe_len on its device), by the chunk's profile.
struct StripeRow
{
    std::vector<std::size_t> stripes; // copies, first copy first
    std::uint64_t row = 0;
};

StripeRow stripeRow(const BtrfsChunk& c, std::uint64_t n)
{
    const std::size_t count = c.stripes.size();
    StripeRow out;
    if (c.type & BTRFS_BLOCK_GROUP_RAID0) {
        out.stripes = {std::size_t(n % count)};
        out.row = n / count;
    } else if (c.type & BTRFS_BLOCK_GROUP_RAID10) {
        const std::size_t sub = std::max<std::size_t>(1, c.subStripes);
        const std::size_t factor = std::max<std::size_t>(1, count / sub);
        const std::size_t first = std::size_t(n % factor) * sub;
        for (std::size_t k = 0; k < sub && first + k < count; ++k)
            out.stripes.push_back(first + k);
        out.row = n / factor;
    } else { // single, DUP, RAID1, RAID1C3, RAID1C4: every stripe a whole copy
        for (std::size_t k = 0; k < count; ++k)
            out.stripes.push_back(k);
        out.row = n;
    }
    return out;
}

// Adds a piece to its copy's list, joined to the last one where it continues it on the device.
void addPlace(std::vector<std::vector<DevicePlace>>& copies, const DevicePlace& p)
{
    if (copies.size() <= std::size_t(p.copy))
        copies.resize(std::size_t(p.copy) + 1);
    std::vector<DevicePlace>& list = copies[std::size_t(p.copy)];
    if (!list.empty() && list.back().devid == p.devid && list.back().offset + list.back().length == p.offset)
        list.back().length += p.length;
    else
        list.push_back(p);
}

} // namespace

std::vector<BtrfsChunk> readBtrfsChunks(int fd, int* err)
{
    std::vector<BtrfsChunk> chunks;
    btrfs_ioctl_search_key key{};
    key.tree_id = BTRFS_CHUNK_TREE_OBJECTID;
    key.min_objectid = key.max_objectid = BTRFS_FIRST_CHUNK_TREE_OBJECTID;
    key.min_type = key.max_type = BTRFS_CHUNK_ITEM_KEY;
    key.max_offset = ~0ull;
    key.max_transid = ~0ull;
    constexpr std::size_t kStripes = offsetof(btrfs_chunk, stripe);
    const int e = searchBtrfsTree(fd, key, [&](const btrfs_ioctl_search_header& h, const unsigned char* data) {
        if (h.type != BTRFS_CHUNK_ITEM_KEY || h.len < kStripes)
            return;
        BtrfsChunk c;
        c.start = h.offset;
        c.length = le64At(data + offsetof(btrfs_chunk, length));
        c.stripeLength = le64At(data + offsetof(btrfs_chunk, stripe_len));
        c.type = le64At(data + offsetof(btrfs_chunk, type));
        c.subStripes = le16At(data + offsetof(btrfs_chunk, sub_stripes));
        const std::size_t count = le16At(data + offsetof(btrfs_chunk, num_stripes));
        for (std::size_t i = 0; i < count && kStripes + (i + 1) * sizeof(btrfs_stripe) <= h.len; ++i) {
            const unsigned char* s = data + kStripes + i * sizeof(btrfs_stripe);
            c.stripes.push_back(
                BtrfsStripe{le64At(s + offsetof(btrfs_stripe, devid)), le64At(s + offsetof(btrfs_stripe, offset))});
        }
        chunks.push_back(std::move(c));
    });
    if (err)
        *err = e;
    std::sort(chunks.begin(), chunks.end(), [](const BtrfsChunk& a, const BtrfsChunk& b) { return a.start < b.start; });
    return chunks;
}

Result<BtrfsChunkMap> BtrfsChunkMap::read(int fd, const QString& path)
{
    int err = 0;
    std::vector<BtrfsChunk> chunks = readBtrfsChunks(fd, &err);
    if (err == EPERM || err == EACCES)
        return std::unexpected(Error{path, Text::tr("only root may read btrfs's chunk tree"), err});
    if (err)
        return std::unexpected(Error{path, errnoText(err), err});
    return of(std::move(chunks), readBtrfsDevices(fd));
}

std::vector<BtrfsDevice> readBtrfsDevices(int fd)
{
    std::vector<BtrfsDevice> devices;
    btrfs_ioctl_fs_info_args fs{};
    if (::ioctl(fd, BTRFS_IOC_FS_INFO, &fs) != 0)
        return devices;
    for (std::uint64_t id = 1; id <= fs.max_id; ++id) {
        btrfs_ioctl_dev_info_args dev{};
        dev.devid = id;
        if (::ioctl(fd, BTRFS_IOC_DEV_INFO, &dev) != 0)
            continue;
        devices.push_back(BtrfsDevice{
            id, QString::fromLocal8Bit(reinterpret_cast<const char*>(dev.path)), std::uint64_t(dev.total_bytes)});
    }
    return devices;
}

Result<BtrfsChunkMap> BtrfsChunkMap::read(const QString& path)
{
    const UniqueFd fd(::open(pathBytes(path).constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK));
    if (!fd.valid())
        return std::unexpected(Error{path, errnoText(errno), errno});
    return read(fd.get(), path);
}

std::vector<BtrfsDevice> btrfsDevicesOf(const QString& path)
{
    auto fs = FsInfo::probe(path);
    if (!fs || fs->magic != BTRFS_SUPER_MAGIC)
        return {};
    const QString at = fs->mountPoint.isEmpty() ? path : fs->mountPoint;
    const UniqueFd fd(::open(pathBytes(at).constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK));
    return fd.valid() ? readBtrfsDevices(fd.get()) : std::vector<BtrfsDevice>{};
}

std::shared_ptr<const BtrfsChunkMap> btrfsChunkMapFor(const FsInfo& fs, const QString& path)
{
    if (fs.magic != BTRFS_SUPER_MAGIC)
        return nullptr;
    auto chunks = BtrfsChunkMap::read(fs.mountPoint.isEmpty() ? path : fs.mountPoint);
    return chunks ? std::make_shared<const BtrfsChunkMap>(std::move(*chunks)) : nullptr;
}

BtrfsChunkMap BtrfsChunkMap::of(std::vector<BtrfsChunk> chunks, std::vector<BtrfsDevice> devices)
{
    BtrfsChunkMap map;
    map.m_chunks = std::move(chunks);
    map.m_devices = std::move(devices);
    return map;
}

std::optional<DevicePlace> BtrfsChunkMap::readPlace(std::uint64_t logical, std::uint64_t length) const
{
    const auto it = std::upper_bound(
        m_chunks.begin(), m_chunks.end(), logical, [](std::uint64_t at, const BtrfsChunk& c) { return at < c.start; });
    if (it == m_chunks.begin())
        return std::nullopt;
    const BtrfsChunk& c = *std::prev(it);
    constexpr std::uint64_t kSpread
        = BTRFS_BLOCK_GROUP_RAID0 | BTRFS_BLOCK_GROUP_RAID10 | BTRFS_BLOCK_GROUP_RAID5 | BTRFS_BLOCK_GROUP_RAID6;
    if ((c.type & kSpread) || c.stripes.empty() || logical + length > c.start + c.length)
        return std::nullopt;
    const BtrfsStripe& s = c.stripes.front();
    return DevicePlace{s.devid, s.offset + (logical - c.start), length, 0};
}

std::vector<DevicePlace> BtrfsChunkMap::places(std::uint64_t logical, std::uint64_t length) const
{
    std::vector<std::vector<DevicePlace>> copies;
    // The chunk holding `logical`: the last one starting at or before it.
    auto it = std::upper_bound(
        m_chunks.begin(), m_chunks.end(), logical, [](std::uint64_t at, const BtrfsChunk& c) { return at < c.start; });
    if (it != m_chunks.begin())
        --it;
    for (; length > 0 && it != m_chunks.end(); ++it) {
        const BtrfsChunk& c = *it;
        if (logical < c.start || logical >= c.start + c.length || c.stripes.empty() || c.stripeLength == 0
            || (c.type & (BTRFS_BLOCK_GROUP_RAID5 | BTRFS_BLOCK_GROUP_RAID6)))
            return {};
        while (length > 0 && logical < c.start + c.length) {
            const std::uint64_t off = logical - c.start;
            const std::uint64_t in = off % c.stripeLength;
            // Striped profiles change device each stripe; the others keep every copy whole.
            const bool striped = c.type & (BTRFS_BLOCK_GROUP_RAID0 | BTRFS_BLOCK_GROUP_RAID10);
            const std::uint64_t n
                = std::min({length, striped ? c.stripeLength - in : length, c.start + c.length - logical});
            const StripeRow where = stripeRow(c, off / c.stripeLength);
            for (std::size_t k = 0; k < where.stripes.size(); ++k) {
                const BtrfsStripe& s = c.stripes[where.stripes[k]];
                addPlace(copies, DevicePlace{s.devid, s.offset + where.row * c.stripeLength + in, n, int(k)});
            }
            logical += n;
            length -= n;
        }
    }
    if (length > 0) // past the last chunk
        return {};
    std::vector<DevicePlace> out;
    for (const auto& copy : copies)
        out.insert(out.end(), copy.begin(), copy.end());
    return out;
}

QString BtrfsChunkMap::deviceName(std::uint64_t devid) const
{
    for (const BtrfsDevice& d : m_devices) {
        if (d.devid == devid && !d.path.isEmpty())
            return d.path;
    }
    return Text::tr("device %1").arg(devid);
}

std::uint64_t btrfsReadAheadBytes(int fd)
{
    struct statfs sfs = {};
    if (::fstatfs(fd, &sfs) != 0 || (std::uint64_t(sfs.f_type) & 0xFFFFFFFFu) != kBtrfsMagic)
        return 0;
    btrfs_ioctl_fs_info_args fs{};
    if (::ioctl(fd, BTRFS_IOC_FS_INFO, &fs) != 0)
        return kBtrfsReadAheadFloor;
    const QString fsid = QUuid::fromRfc4122(QByteArrayView(reinterpret_cast<const char*>(fs.fsid), BTRFS_FSID_SIZE))
                             .toString(QUuid::WithoutBraces);
    bool ok = false;
    const std::uint64_t kb = readSysfs(QStringLiteral("/sys/fs/btrfs/%1/bdi/read_ahead_kb").arg(fsid)).toULongLong(&ok);
    return ok && kb > 0 ? kb * 1024 : kBtrfsReadAheadFloor;
}

} // namespace fragscope
