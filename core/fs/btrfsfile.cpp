// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/btrfsfile.h"

#include "fs/btrfssearch.h"
#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>

#include <linux/btrfs.h>
#include <linux/btrfs_tree.h>
#include <sys/ioctl.h>
#include <sys/stat.h>

#include <cerrno>
#include <cstddef>
#include <cstring>
#include <fcntl.h>
#include <tuple>
#include <vector>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BtrfsFile)
};

// The header of btrfs_file_extent_item: inline data starts where disk_bytenr would.
constexpr std::size_t kInlineStart = offsetof(btrfs_file_extent_item, disk_bytenr);

// One EXTENT_DATA item; false for an item too short to be one (a newer format, or damage).
bool parseItem(std::uint64_t fileOffset, const unsigned char* data, std::uint32_t len, BtrfsFileExtent& out)
{
    if (len < kInlineStart)
        return false;
    out = BtrfsFileExtent{};
    out.fileOffset = fileOffset;
    out.ramBytes = le64At(data + offsetof(btrfs_file_extent_item, ram_bytes));
    out.compression = data[offsetof(btrfs_file_extent_item, compression)];
    const std::uint8_t type = data[offsetof(btrfs_file_extent_item, type)];
    if (type == BTRFS_FILE_EXTENT_INLINE) {
        out.kind = BtrfsFileExtent::Kind::Inline;
        out.inlineBytes = len - kInlineStart;
        out.referencedBytes = out.ramBytes;
        return true;
    }
    if (len < sizeof(btrfs_file_extent_item))
        return false;
    out.kind = type == BTRFS_FILE_EXTENT_PREALLOC ? BtrfsFileExtent::Kind::Prealloc : BtrfsFileExtent::Kind::Regular;
    out.diskBytenr = le64At(data + offsetof(btrfs_file_extent_item, disk_bytenr));
    out.diskBytes = le64At(data + offsetof(btrfs_file_extent_item, disk_num_bytes));
    out.extentOffset = le64At(data + offsetof(btrfs_file_extent_item, offset));
    out.referencedBytes = le64At(data + offsetof(btrfs_file_extent_item, num_bytes));
    return true;
}

} // namespace

Result<std::uint64_t> btrfsSubvolumeOf(int fd, const QString& path)
{
    btrfs_ioctl_ino_lookup_args args{};
    args.objectid = BTRFS_FIRST_FREE_OBJECTID; // the subvolume's id only: allowed without root
    if (::ioctl(fd, BTRFS_IOC_INO_LOOKUP, &args) != 0)
        return std::unexpected(Error{path, errnoText(errno), errno});
    return std::uint64_t(args.treeid);
}

Result<std::vector<BtrfsFileExtent>> readBtrfsFileExtents(int fd, const QString& path)
{
    struct stat st = {};
    if (::fstat(fd, &st) != 0)
        return std::unexpected(Error{path, errnoText(errno), errno});
    auto tree = btrfsSubvolumeOf(fd, path);
    if (!tree)
        return std::unexpected(tree.error());
    btrfs_ioctl_search_key key{};
    key.tree_id = *tree;
    key.min_objectid = key.max_objectid = std::uint64_t(st.st_ino);
    key.min_type = key.max_type = BTRFS_EXTENT_DATA_KEY;
    key.max_offset = ~0ull;
    key.max_transid = ~0ull;
    std::vector<BtrfsFileExtent> items;
    int malformed = 0;
    const int err = searchBtrfsTree(fd, key, [&](const btrfs_ioctl_search_header& h, const unsigned char* data) {
        BtrfsFileExtent item;
        if (h.type != BTRFS_EXTENT_DATA_KEY || h.objectid != std::uint64_t(st.st_ino))
            return;
        if (parseItem(h.offset, data, h.len, item))
            items.push_back(item);
        else
            ++malformed;
    });
    if (err == EPERM || err == EACCES)
        return std::unexpected(Error{path,
            Text::tr("reading btrfs extent items needs root (CAP_SYS_ADMIN): the kernel shows the file "
                     "system's trees to the administrator only"),
            err});
    if (err)
        return std::unexpected(Error{path, errnoText(err), err});
    if (malformed)
        return std::unexpected(Error{path, Text::tr("%n btrfs extent item(s) too short to read", "", malformed)});
    return items;
}

namespace {

// The folder `path` is to be made in, opened, and the new name, as the subvolume ioctls take them.
struct NewName
{
    UniqueFd parent;
    QByteArray name;
};

Result<NewName> openParent(const QString& path)
{
    NewName out;
    QByteArray parent;
    std::tie(parent, out.name) = splitParent(pathBytes(path));
    if (out.name.isEmpty() || out.name.size() >= BTRFS_PATH_NAME_MAX)
        return std::unexpected(Error{path, Text::tr("not a name a subvolume can have")});
    out.parent = UniqueFd(::open(parent.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!out.parent.valid())
        return std::unexpected(Error{pathFromBytes(parent), errnoText(errno), errno});
    return out;
}

Error subvolumeError(const QString& path, int err)
{
    if (err == ENOTTY || err == EINVAL)
        return Error{path, Text::tr("not on btrfs: only btrfs has subvolumes and snapshots"), err};
    return Error{path, errnoText(err), err};
}

} // namespace

Result<void> createBtrfsSubvolume(const QString& path)
{
    auto at = openParent(path);
    if (!at)
        return std::unexpected(at.error());
    btrfs_ioctl_vol_args args{};
    std::memcpy(args.name, at->name.constData(), std::size_t(at->name.size()));
    if (::ioctl(at->parent.get(), BTRFS_IOC_SUBVOL_CREATE, &args) != 0)
        return std::unexpected(subvolumeError(path, errno));
    return {};
}

Result<void> createBtrfsSnapshot(const QString& source, const QString& path)
{
    auto at = openParent(path);
    if (!at)
        return std::unexpected(at.error());
    UniqueFd from(::open(pathBytes(source).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!from.valid())
        return std::unexpected(Error{source, errnoText(errno), errno});
    btrfs_ioctl_vol_args_v2 args{};
    args.fd = from.get();
    std::memcpy(args.name, at->name.constData(), std::size_t(at->name.size()));
    if (::ioctl(at->parent.get(), BTRFS_IOC_SNAP_CREATE_V2, &args) != 0)
        return std::unexpected(subvolumeError(path, errno));
    return {};
}

Result<std::uint64_t> btrfsDataUsedBytes(const QString& path)
{
    UniqueFd fd(::open(pathBytes(path).constData(), O_RDONLY | O_CLOEXEC));
    if (!fd.valid())
        return std::unexpected(Error{path, errnoText(errno), errno});
    // First how many kinds of space there are (no slots asked for), then all of them. In buffers of
    // bytes: the struct ends in an array of length 0, which C++ has only as an extension.
    std::vector<unsigned char> buffer(sizeof(btrfs_ioctl_space_args));
    if (::ioctl(fd.get(), BTRFS_IOC_SPACE_INFO, buffer.data()) != 0)
        return std::unexpected(subvolumeError(path, errno));
    const std::size_t kinds = reinterpret_cast<const btrfs_ioctl_space_args*>(buffer.data())->total_spaces;
    buffer.assign(sizeof(btrfs_ioctl_space_args) + kinds * sizeof(btrfs_ioctl_space_info), 0);
    auto* args = reinterpret_cast<btrfs_ioctl_space_args*>(buffer.data());
    args->space_slots = kinds;
    if (::ioctl(fd.get(), BTRFS_IOC_SPACE_INFO, args) != 0)
        return std::unexpected(subvolumeError(path, errno));
    std::uint64_t used = 0;
    for (std::size_t i = 0; i < args->total_spaces && i < kinds; ++i) {
        const btrfs_ioctl_space_info& s = args->spaces[i];
        if (s.flags & BTRFS_BLOCK_GROUP_DATA) // mixed block groups (small file systems) too
            used += s.used_bytes;
    }
    return used;
}

} // namespace fragscope
