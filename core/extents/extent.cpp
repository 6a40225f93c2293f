// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/extent.h"

namespace fragscope {

const std::vector<ExtentFlagInfo>& extentFlagTable()
{
    // Order and names as filefrag -v prints them, so text output compares line for line.
    static const std::vector<ExtentFlagInfo> table = {
        {FIEMAP_EXTENT_LAST, "last", QT_TRANSLATE_NOOP("ExtentFlag", "the last extent of the file")},
        {FIEMAP_EXTENT_UNKNOWN, "unknown_loc", QT_TRANSLATE_NOOP("ExtentFlag", "location not known yet")},
        {FIEMAP_EXTENT_DELALLOC, "delalloc",
            QT_TRANSLATE_NOOP("ExtentFlag", "delayed allocation: data still in the page cache, no blocks yet")},
        {FIEMAP_EXTENT_ENCODED, "encoded", QT_TRANSLATE_NOOP("ExtentFlag", "compressed or otherwise encoded")},
        {FIEMAP_EXTENT_DATA_ENCRYPTED, "encrypted", QT_TRANSLATE_NOOP("ExtentFlag", "data are encrypted")},
        {FIEMAP_EXTENT_NOT_ALIGNED, "not_aligned", QT_TRANSLATE_NOOP("ExtentFlag", "not aligned to the block size")},
        {FIEMAP_EXTENT_DATA_INLINE, "inline", QT_TRANSLATE_NOOP("ExtentFlag", "data stored inside the metadata")},
        {FIEMAP_EXTENT_DATA_TAIL, "tail_packed",
            QT_TRANSLATE_NOOP("ExtentFlag", "several files' tails packed in one block")},
        {FIEMAP_EXTENT_UNWRITTEN, "unwritten",
            QT_TRANSLATE_NOOP("ExtentFlag", "allocated but never written (reads as zeros)")},
        {FIEMAP_EXTENT_MERGED, "merged",
            QT_TRANSLATE_NOOP("ExtentFlag", "merged from block-mapped records by the file system")},
        {FIEMAP_EXTENT_SHARED, "shared",
            QT_TRANSLATE_NOOP("ExtentFlag", "shared with another file or snapshot (reflink, copy-on-write)")},
    };
    return table;
}

QStringList extentFlagNames(std::uint32_t flags)
{
    QStringList names;
    for (const auto& info : extentFlagTable()) {
        if (flags & info.bit) {
            names << QString::fromLatin1(info.name);
            flags &= ~info.bit;
        }
    }
    for (std::uint32_t mask = 1; flags != 0 && mask != 0; mask <<= 1) {
        if (flags & mask) {
            names << QStringLiteral("0x%1").arg(mask, 2, 16, QLatin1Char('0'));
            flags &= ~mask;
        }
    }
    return names;
}

std::uint32_t extentFlagsFromNames(const QStringList& names)
{
    std::uint32_t flags = 0;
    for (const QString& name : names) {
        bool hex = false;
        if (name.startsWith(QLatin1String("0x")))
            flags |= name.mid(2).toUInt(&hex, 16);
        for (const auto& info : extentFlagTable()) {
            if (!hex && name == QLatin1String(info.name))
                flags |= info.bit;
        }
    }
    return flags;
}

} // namespace fragscope
