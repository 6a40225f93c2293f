// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/hddmodel.h"
#include "survey/survey.h"
#include "util/error.h"

#include <QStringList>

#include <atomic>
#include <functional>

namespace fragscope {

struct ScanOptions
{
    QStringList roots;          // directories or regular files
    bool crossMounts = false;   // go into other file systems (and bind mounts) met inside a root
    bool mapSmallFiles = false; // ask FIEMAP even for files of one block, to place them on the disk map
    bool placements = false;    // hand over every extent for the disk map's occupancy index
    bool sync = false;          // FIEMAP_FLAG_SYNC: flush each file's dirty data first (writes!)
    unsigned threads = 0;       // 0: chosen from the number of cores
    std::size_t batchFiles = 2048;
    HddParams hdd;
};

struct ScanProgress
{
    std::uint64_t files = 0;
    std::uint64_t dirs = 0;
    std::uint64_t inodes = 0; // everything met: files, directories, links, special files
    std::uint64_t bytes = 0;  // allocated bytes of the files done
    double seconds = 0;
    // From statfs when a root is its file system's mount point (used inodes and bytes), else 0.
    std::uint64_t expectedInodes = 0;
    std::uint64_t expectedBytes = 0;

    double filesPerSecond() const { return seconds > 0 ? double(files) / seconds : 0; }
    double fraction() const;         // 0..1, or -1 when nothing is expected
    double remainingSeconds() const; // -1 when unknown
};

struct ScanOutcome
{
    std::vector<Error> failedRoots; // each root that could not be scanned at all
    bool cancelled = false;
    double seconds = 0;
};

// Called from the scan's threads, one call at a time, in an order where a file's directory always
// comes before it.
using SurveyBatchSink = std::function<void(SurveyBatch&& batch)>;
// Called from the thread that called scanTree, about ten times a second.
using ScanProgressFn = std::function<void(const ScanProgress& progress)>;
// Called once from the thread that called scanTree, before the walk: a survey that only describes
// the first root's file system (type, mount point, block sizes, size), for views that need it first.
using ScanStartFn = std::function<void(const Survey& description)>;

// Walks the roots on a pool of threads that take directories (and slices of large ones) as they
// come: getdents64, statx and FIEMAP, never following a symlink or opening a special file, staying
// on each root's mount unless crossMounts. Blocks until done or until *stop is set (it returns within
// a second then).
ScanOutcome scanTree(const ScanOptions& options, const SurveyBatchSink& sink, const ScanProgressFn& progress = {},
    const std::atomic<bool>* stop = nullptr, const ScanStartFn& started = {});

// How a scan names a root: its absolute path as given (QFileInfo::absoluteFilePath; a slash at its
// end kept), in the bytes it names. A folder below it is that and "/NAME"; a file root's folder is
// its path up to the last slash.
QByteArray scanRootBytes(const QString& root);

// The whole scan collected into one Survey (what the command line uses).
Survey runSurvey(const ScanOptions& options, ScanOutcome* outcome, const ScanProgressFn& progress = {},
    const std::atomic<bool>* stop = nullptr);

} // namespace fragscope
