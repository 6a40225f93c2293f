// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <linux/btrfs.h>

#include <cstdint>
#include <cstring>
#include <functional>

namespace fragscope {

// Every item of a btrfs tree in a key range, by BTRFS_IOC_TREE_SEARCH_V2 (needs CAP_SYS_ADMIN):
// item(header, data) for each, in key order. The range is the keys from (min_objectid, min_type,
// min_offset) to (max_objectid, max_type, max_offset) compared as wholes, as the kernel does.
// Returns 0 or the errno of the call that failed.
using BtrfsItemFn = std::function<void(const btrfs_ioctl_search_header& header, const unsigned char* data)>;
int searchBtrfsTree(int fd, const btrfs_ioctl_search_key& range, const BtrfsItemFn& item);

// The items of one answer of TREE_SEARCH_V2: `count` headers, each followed by its item, in the
// first `size` bytes of `buffer`; item() for each, the last header into *last. False (and no item
// handed over beyond) where a header or an item would reach past the buffer: the answer is not
// taken on trust.
bool walkSearchItems(const char* buffer, std::size_t size, std::uint32_t count, const BtrfsItemFn& item,
    btrfs_ioctl_search_header* last);

// A little-endian on-disk field (btrfs is little-endian on disk, as is every machine this runs on).
inline std::uint64_t le64At(const unsigned char* p)
{
    std::uint64_t v;
    std::memcpy(&v, p, sizeof v);
    return v;
}

} // namespace fragscope
