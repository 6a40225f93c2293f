// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "fs/fsinfo.h"

#include <cstdio>
#include <string>

namespace fragscope {

// Writes what `filefrag -v` prints for a file, column for column, in file-system blocks. Holds
// filefrag's state across files: the "Filesystem type" line comes again only when the device
// changes, and column widths only grow.
class FilefragWriter
{
public:
    // name: the path as the user gave it (filefrag echoes its argument). Written in 64 KiB pieces:
    // a million-extent listing never sits in memory whole.
    void write(const QString& name, const ExtentMap& map, const FsInfo& fs, std::FILE* to);

private:
    int m_logicalWidth = 8;
    int m_physicalWidth = 10;
    std::uint64_t m_lastDevice = 0;
};

} // namespace fragscope
