// SPDX-License-Identifier: GPL-3.0-or-later
// The copy-tools experiment's parts: a tree of many files made fragmented, the archive and copy
// tools that copy it between two file systems, and the defrag of every file of the tree.
#pragma once

#include "bench/results/result.h"
#include "util/error.h"

#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace fragscope {

struct LabControl;
class OwnedFiles;
class Rng;

// A way to copy a tree: `command` is run by /bin/sh with $1 the source folder and $2 the new one.
struct CopyTool
{
    QString name;    // "tar", "cpio", "cp -a", "rsync"
    QString program; // what must be installed
    QString command;
};
// tar, cpio, cp -a and rsync, those installed, in that order.
std::vector<CopyTool> installedCopyTools();

// The files of a tree to make: each one's place in it, its size, and where its bytes come from: a
// file of a tree the user picked (only ever read), or, when empty, incompressible random bytes.
struct TreeFile
{
    QString relative; // "d03/f00042"
    std::uint64_t size = 0;
    QString source;
};
struct TreeToMake
{
    std::vector<TreeFile> files;
    std::uint64_t bytes = 0;
};
// `files` files in 16 folders, sizes log-uniform from minBytes to maxBytes (as many files of 4-16 KiB
// as of 256 KiB-1 MiB: most files small, most bytes in the large ones).
TreeToMake generatedTree(int files, std::uint64_t minBytes, std::uint64_t maxBytes, std::uint64_t seed);
// The regular files under `source` with their places (links, devices and the like left out); an
// error names the folder or file that cannot be read, or says the folder has no file.
Result<TreeToMake> treeOf(const QString& source);

// Makes `dir` through `owned` (it must not exist) and writes `plan` into it in rounds of 64 KiB to
// every file still growing, with a commit of the file system after each round, so that the files'
// pieces interleave on disk (as files written side by side do).
Result<void> makeFragmentedTree(const QString& dir, const TreeToMake& plan, OwnedFiles& owned, Rng& rng,
    const LabControl& control, const std::function<void(std::uint64_t done, std::uint64_t total)>& progress = {});

// Copies `from` into `to` (made through `owned`, it must not exist) with `tool`, after emptying the
// page cache of the source (drop_caches as root, else each file's), measured as a command job: wall,
// user and system time and the storage bytes. `to` is removed afterwards.
Result<BenchResult> copyTree(const CopyTool& tool, const QString& from, const QString& to, OwnedFiles& owned,
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
