// SPDX-License-Identifier: GPL-3.0-or-later
// The copy-tools experiment's parts: a tree of many files made fragmented, the archive and copy
// tools that copy it between two file systems, and the defrag of every file of the tree.
#pragma once

#include "bench/result.h"
#include "util/error.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace fragscope {

struct LabControl;

// A way to copy a tree: `command` is run by /bin/sh with $1 the source folder and $2 the new one.
struct CopyTool
{
    QString name;    // "tar", "cpio", "cp -a", "rsync"
    QString program; // what must be installed
    QString command;
};
// tar, cpio, cp -a and rsync, those installed, in that order.
std::vector<CopyTool> installedCopyTools();

struct TreeSize
{
    std::uint64_t files = 0;
    std::uint64_t bytes = 0;
};

// `files` files under `dir` (made, it must not exist), in 16 folders, sizes log-uniform from 4 KiB
// to 1 MiB, incompressible, written in rounds of 64 KiB to every file still growing with a commit
// of the file system after each round, so their pieces interleave on disk (as files written side
// by side do).
Result<TreeSize> makeFragmentedTree(const QString& dir, int files, std::uint64_t seed, const LabControl& control,
    const std::function<void(std::uint64_t done, std::uint64_t total)>& progress = {});

// Copies `from` into `to` (made, it must not exist) with `tool`, after emptying the page cache of
// the source (drop_caches as root, else each file's), measured as a command job: wall, user and
// system time and the storage bytes. `to` is removed afterwards.
Result<BenchResult> copyTree(const CopyTool& tool, const QString& from, const QString& to,
    const std::atomic<bool>& cancel, const std::function<void(const BenchTick&)>& onTick = {});

// Defragments every regular file under `dir`; the files it could not improve stay as they were.
struct TreeDefrag
{
    int files = 0;
    int defragmented = 0;
};
TreeDefrag defragTree(
    const QString& dir, const std::atomic<bool>& cancel, const std::function<void(int done, int total)>& progress = {});

} // namespace fragscope
