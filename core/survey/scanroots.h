// SPDX-License-Identifier: GPL-3.0-or-later
// The scanner's roots, looked at before the scan starts (scanner.cpp's own header, not an API).
#pragma once

#include "survey/filefigures.h"
#include "survey/scanner.h"
#include "survey/survey.h"
#include "util/error.h"
#include "util/path.h"

#include <QByteArray>
#include <QStringList>

#include <sys/stat.h>

#include <cstdint>
#include <memory>
#include <vector>

namespace fragscope {

// A root's geometry, for each file under it.
struct RootInfo
{
    E4defragGeometry e4;
    std::uint32_t fsBlockSize = 4096; // statfs f_bsize: one block or less needs no FIEMAP
    bool btrfs = false;               // files' places read from its extent items (root), small ones too
    std::uint64_t fsMagic = 0;        // statfs f_type: whose st_blocks count a file's map blocks
    HddPrediction oneBlock;           // reading a file of one block (or less) cold on the scan's disk
    // btrfs: its chunk tree, for where reads go on the device (readExtents), for the files on the
    // root's own mount (mountId; 0: any); null where it could not be read (root only).
    std::shared_ptr<const BtrfsChunkMap> chunks;
    std::uint64_t mountId = 0;
    std::uint64_t readAheadBytes = 0; // btrfs's own (DiskLayout::readAheadBytes)
};

// A root that is there: a folder for the queue or a file for a call of its own.
struct PlannedRoot
{
    QByteArray path;
    std::size_t root = 0;      // index into RootsPlan::roots
    std::uint64_t mountId = 0; // the mount a folder's walk stays on (0: any)
};

struct RootsPlan
{
    std::vector<RootInfo> roots;
    std::vector<PlannedRoot> dirs, files;
    std::vector<Error> failed; // roots that are not there, or neither a folder nor a file
    ScanProgress expected;     // inodes and bytes, where a root is a whole file system
    Survey description;        // the first file system a root names; empty fsType when none
};

// What each root is, in order.
RootsPlan planRoots(const QStringList& roots, bool crossMounts);

// Why an entry could not be looked at, in words.
QString reasonFor(int err);

} // namespace fragscope
