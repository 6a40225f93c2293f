// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"

#include <QMetaType>

using Extents = std::vector<fragscope::Extent>;
Q_DECLARE_METATYPE(Extents)

// An extent given in 4 KiB blocks, the way one reads filefrag.
inline fragscope::Extent blk(
    std::uint64_t logical, std::uint64_t physical, std::uint64_t length, std::uint32_t flags = 0)
{
    return {logical * 4096, physical * 4096, length * 4096, flags};
}

inline fragscope::ExtentMap mapOf(const Extents& extents, std::uint64_t sizeBlocks)
{
    fragscope::ExtentMap map;
    map.path = QStringLiteral("synthetic");
    map.blockSize = 4096;
    map.fileSize = sizeBlocks * 4096;
    map.extents = extents;
    return map;
}
