// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a folder the way tar reads it: its files one after another in the order their folders
// list them, each file's header in tar's records before its data, on the disk model. One definition
// of a folder's read, for the defrag plan (the tree before and after) and the survey (each folder's
// read in `scan --cost`).
#pragma once

#include "model/hddmodel.h"
#include "survey/survey.h"
#include "util/error.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <vector>

namespace fragscope {

// GNU tar reads a file's data 10 KiB (its record) at a time.
inline constexpr std::uint64_t kTarReadBytes = 10240;

// GNU tar's archive as it fills it: a 512-byte header before each member, directories too, each
// file's data padded to 512 bytes, all in records of 10 KiB that tar reads the files straight into.
// So a file's first read is what its header left of the record (at most the file): 512 bytes to
// 10 KiB, and the kernel's first read-ahead window for it 16 to 64 KiB (block traces of
// `tar cf - | cat` on Linux 6.18 show the three).
class TarRecords
{
public:
    void directory() { header(); }
    // The file's first read, in bytes.
    std::uint64_t file(std::uint64_t size);

private:
    void header() { m_offset = (m_offset + 512) % kTarReadBytes; }
    std::uint64_t m_offset = 0; // into the record
};

// A tree read as tar reads it: the files one after another in this order, each from start to end
// 10 KiB at a time (predictFilesRead), on the disk model; and what finding them costs: a read of the
// inode table's read-ahead (ext4: 32 blocks, 512 inodes) for each stretch of inode numbers met, a
// block for each directory and for each block of a file's map kept outside its inode (ext4's extent
// tree past 4 extents, XFS's block-map btree), each from afar (where inodes lie is not asked: an
// estimate). The physical span from the first block of the files to the last; the seeks of that read.
struct TreeRead
{
    HddPrediction read;              // the files' data and the metadata reads, together
    std::uint64_t metadataReads = 0; // of read.seeks
    std::uint64_t mapReads = 0;      // of metadataReads: the files' map blocks
    double metadataSeconds = 0;      // of read.seconds
    std::uint64_t files = 0;
    std::uint64_t firstByte = 0; // on the device
    std::uint64_t endByte = 0;
    std::uint64_t spanBytes() const { return endByte > firstByte ? endByte - firstByte : 0; }
};

// What the tree read needs of each file, read once: its pieces as the per-file figures read them
// (on disk: a compressed extent's stored bytes, not its 128 KiB of plain ones; unwritten ones not
// read; on btrfs where they lie on the device), in tar's order.
struct TreeLayouts
{
    struct File
    {
        std::vector<Extent> pieces; // logical from the file's start, within its size
        std::vector<Extent> laid;   // the same defragmented (laidReadExtents: a striped btrfs's striped again)
        std::uint64_t size = 0;
        std::uint64_t inodeChunk = 0; // inode number / 512: the inode table's read-ahead it falls in
        bool inodeKnown = false;
        std::uint32_t dir = 0; // index into dirs
        std::uint64_t mapBlocks = 0;
        std::uint64_t readAheadBytes = 0; // the file system's own (btrfs)
    };
    std::vector<QByteArray> dirs; // each file's folder, once, as bytes
    std::vector<File> files;
    QStringList left; // files that could not be read (gone, no FIEMAP): not in files
};

// The layouts of the files, in this order. With skipUnreadable a file that cannot be read is listed
// in `left` and the rest go on; without, the first such file is the error. keepGoing (when given)
// is asked between files: false stops, and what was read is returned.
Result<TreeLayouts> readTreeLayouts(
    const QStringList& filesInOrder, bool skipUnreadable = false, const std::function<bool()>& keepGoing = {});

// The read of files [begin, end) of the tree, alone: the first of them from afar. Defragmented: each
// file as a defragmentation leaves it (laidReadExtents where its first piece lies, no map blocks),
// the files where they are.
enum class TreeLayout { AsItLies, Defragmented };
TreeRead predictTreeRead(const TreeLayouts& tree, std::size_t begin, std::size_t end, const HddParams& hdd,
    TreeLayout layout = TreeLayout::AsItLies);

// (tar's order: togetherFiles(roots, TogetherOrder::Directory))
Result<TreeRead> predictTreeRead(const QStringList& filesInOrder, const HddParams& hdd);

// Each folder of a tree read as tar reads it (predictTreeRead of that folder's files alone), as its
// files lie and with each of them defragmented; what the difference is, its files' layouts lose.
struct FolderRead
{
    QByteArray path; // as the survey names it (scanRootBytes)
    TreeRead read;
    double idealSeconds = 0; // the read with each file defragmented
    double lostSeconds() const { return std::max(0.0, read.read.seconds - idealSeconds); }
};
struct FolderReads
{
    std::vector<FolderRead> folders; // in tar's order: each folder before the ones inside it
    QStringList left;                // files that could not be read
    bool complete = true;            // false: keepGoing said stop
};
// Every folder under each root folder, and the root itself, that holds a regular file somewhere
// below; a root that is a file, its folder (read as those files alone). With crossMounts false what
// lies on other mounts below a root is left out, as the survey leaves it out.
FolderReads predictFolderReads(
    const QStringList& roots, const HddParams& hdd, bool crossMounts, const std::function<bool()>& keepGoing = {});
// Each folder's seconds by its path, as directoryCosts takes them.
QHash<QByteArray, FolderSeconds> folderSeconds(const FolderReads& reads);

} // namespace fragscope
