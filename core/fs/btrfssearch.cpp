// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/btrfssearch.h"

#include <sys/ioctl.h>

#include <algorithm>
#include <cerrno>
#include <memory>

namespace fragscope {

namespace {

// The key right after `last`, in key order; false past the last key there is.
bool keyAfter(const btrfs_ioctl_search_header& last, btrfs_ioctl_search_key& key)
{
    key.min_objectid = last.objectid;
    key.min_type = last.type;
    key.min_offset = last.offset + 1;
    if (last.offset != ~0ull)
        return true;
    key.min_offset = 0;
    if (last.type != 255) {
        key.min_type = last.type + 1;
        return true;
    }
    key.min_type = 0;
    key.min_objectid = last.objectid + 1;
    return last.objectid != ~0ull;
}

} // namespace

bool walkSearchItems(
    const char* buffer, std::size_t size, std::uint32_t count, const BtrfsItemFn& item, btrfs_ioctl_search_header* last)
{
    std::size_t at = 0;
    for (std::uint32_t i = 0; i < count; ++i) {
        if (size - at < sizeof *last)
            return false;
        std::memcpy(last, buffer + at, sizeof *last);
        at += sizeof *last;
        if (size - at < last->len)
            return false;
        item(*last, reinterpret_cast<const unsigned char*>(buffer + at));
        at += last->len;
    }
    return true;
}

int searchBtrfsTree(int fd, const btrfs_ioctl_search_key& range, const BtrfsItemFn& item)
{
    constexpr std::size_t kBuffer = 64 * 1024;
    auto storage = std::make_unique<std::uint64_t[]>((sizeof(btrfs_ioctl_search_args_v2) + kBuffer + 7) / 8);
    auto* args = reinterpret_cast<btrfs_ioctl_search_args_v2*>(storage.get());
    args->key = range;
    for (;;) {
        args->key.nr_items = 4096;
        args->buf_size = kBuffer;
        if (::ioctl(fd, BTRFS_IOC_TREE_SEARCH_V2, args) != 0)
            return errno;
        if (args->key.nr_items == 0)
            return 0;
        btrfs_ioctl_search_header last{};
        const auto* buffer = reinterpret_cast<const char*>(args->buf);
        if (!walkSearchItems(buffer, std::min<std::size_t>(args->buf_size, kBuffer), args->key.nr_items, item, &last))
            return EIO;
        if (!keyAfter(last, args->key) || args->key.min_objectid > range.max_objectid)
            return 0;
    }
}

} // namespace fragscope
