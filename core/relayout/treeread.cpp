// SPDX-License-Identifier: GPL-3.0-or-later
#include "relayout/treeread.h"

#include "extents/fiemapreader.h"
#include "extents/ondisk.h"
#include "fs/btrfschunks.h"
#include "fs/fsinfo.h"
#include "survey/scanner.h"
#include "util/path.h"

#include <QFileInfo>
#include <QHash>

#include <sys/stat.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

namespace fragscope {
namespace {

// ext4 reads its inode table 32 blocks at a time (inode_readahead_blks), 16 inodes of 256 bytes a
// block.
constexpr std::uint64_t kInodesPerRead = 32 * 16;

// The pieces of a file's read that start within its size.
std::vector<Extent> withinSize(std::vector<Extent> pieces, std::uint64_t size)
{
    std::erase_if(pieces, [size](const Extent& e) { return e.logical >= size; });
    return pieces;
}

} // namespace

std::uint64_t TarRecords::file(std::uint64_t size)
{
    header();
    const std::uint64_t first = std::min(size, kTarReadBytes - m_offset);
    m_offset = (m_offset + (size + 511) / 512 * 512) % kTarReadBytes;
    return first;
}

Result<TreeLayouts> readTreeLayouts(
    const QStringList& filesInOrder, bool skipUnreadable, const std::function<bool()>& keepGoing)
{
    TreeLayouts out;
    QHash<QByteArray, std::uint32_t> dirIndex;
    // Each file system once (by st_dev): whose layouts, and on btrfs where its reads go on the device.
    struct FileSystem
    {
        FsInfo fs;
        std::shared_ptr<const BtrfsChunkMap> chunks;
    };
    std::map<std::uint64_t, FileSystem> fileSystems;
    for (const QString& path : filesInOrder) {
        if (keepGoing && !keepGoing())
            break;
        auto map = readExtents(path, {});
        if (!map) {
            if (!skipUnreadable)
                return std::unexpected(map.error());
            out.left << path;
            continue;
        }
        TreeLayouts::File file;
        file.size = map->fileSize;
        const QByteArray bytes = pathBytes(path);
        struct stat st = {};
        file.inodeKnown = ::stat(bytes.constData(), &st) == 0;
        if (file.inodeKnown)
            file.inodeChunk = std::uint64_t(st.st_ino) / kInodesPerRead;
        auto [fs, added] = fileSystems.try_emplace(file.inodeKnown ? std::uint64_t(st.st_dev) : 0);
        if (added) {
            if (auto probed = FsInfo::probe(path))
                fs->second.fs = std::move(*probed);
            fs->second.chunks = btrfsChunkMapFor(fs->second.fs, path);
        }
        const DiskLayout layout = readDiskLayout(path, *map, fs->second.fs);
        file.mapBlocks = layout.mapBlocks;
        file.readAheadBytes = layout.readAheadBytes;
        file.pieces = withinSize(readExtents(layout, fs->second.chunks.get()), file.size);
        file.laid = withinSize(laidReadExtents(layout, fs->second.chunks.get()), file.size);
        const QByteArray folder = splitParent(bytes).first;
        auto dir = dirIndex.constFind(folder);
        if (dir == dirIndex.constEnd()) {
            dir = dirIndex.insert(folder, std::uint32_t(out.dirs.size()));
            out.dirs.push_back(folder);
        }
        file.dir = *dir;
        out.files.push_back(std::move(file));
    }
    return out;
}

TreeRead predictTreeRead(
    const TreeLayouts& tree, std::size_t begin, std::size_t end, const HddParams& hdd, TreeLayout layout)
{
    const bool defragmented = layout == TreeLayout::Defragmented;
    TreeRead out;
    end = std::min(end, tree.files.size());
    std::vector<Extent> all; // the files end to end, as one long read
    FilesRead files;
    files.readBytes = kTarReadBytes;
    files.advisesSequential = false; // GNU tar asks nothing of read-ahead
    std::uint64_t logical = 0;
    out.firstByte = ~0ULL;
    std::set<std::uint64_t> inodeChunks;
    std::set<std::uint32_t> directories;
    TarRecords tar;
    for (std::size_t i = begin; i < end; ++i) {
        const TreeLayouts::File& f = tree.files[i];
        if (f.inodeKnown)
            inodeChunks.insert(f.inodeChunk);
        out.mapReads += defragmented ? 0 : f.mapBlocks;
        files.readAheadBytes = std::max(files.readAheadBytes, f.readAheadBytes);
        if (directories.insert(f.dir).second)
            tar.directory();
        files.starts.push_back(logical);
        files.firstReads.push_back(tar.file(f.size));
        for (Extent e : defragmented ? f.laid : f.pieces) {
            out.firstByte = std::min(out.firstByte, e.physical);
            out.endByte = std::max(out.endByte, e.physicalEnd());
            e.logical += logical;
            all.push_back(e);
        }
        logical += (f.size + 4095) / 4096 * 4096;
        ++out.files;
    }
    if (all.empty())
        out.firstByte = 0;
    out.read = predictFilesRead(std::span<const Extent>(all), files, hdd);
    out.metadataReads = inodeChunks.size() + directories.size() + out.mapReads;
    out.metadataSeconds = double(inodeChunks.size()) * farReadSeconds(kInodesPerRead * 256, hdd)
        + double(directories.size() + out.mapReads) * farReadSeconds(4096, hdd);
    out.read.seconds += out.metadataSeconds;
    out.read.positionSeconds += out.metadataSeconds;
    out.read.seeks += out.metadataReads;
    return out;
}

Result<TreeRead> predictTreeRead(const QStringList& filesInOrder, const HddParams& hdd)
{
    auto tree = readTreeLayouts(filesInOrder);
    if (!tree)
        return std::unexpected(tree.error());
    return predictTreeRead(*tree, 0, tree->files.size(), hdd);
}

namespace {

// A folder of the tree and its files: depth first, each folder's files are one stretch of the
// list, [first, last).
struct Stretch
{
    QByteArray path;
    std::size_t first = 0, last = 0;
};

// Every folder of the tree below and at `top` (named `name` as the survey names the root), in tar's
// order: by where each starts, a folder before the ones inside it.
std::vector<Stretch> stretchesOf(const TreeLayouts& tree, const QByteArray& top, const QByteArray& name)
{
    std::vector<Stretch> folders;
    QHash<QByteArray, std::size_t> index;
    // Each directory of the files once: the folders it lies in, itself first, up to the root.
    std::vector<std::vector<std::size_t>> within(tree.dirs.size());
    for (std::size_t d = 0; d < tree.dirs.size(); ++d) {
        for (QByteArray folder = tree.dirs[d];; folder = splitParent(folder).first) {
            auto at = index.constFind(folder);
            if (at == index.constEnd()) {
                at = index.insert(folder, folders.size());
                folders.push_back(Stretch{folder == top ? name : folder});
            }
            within[d].push_back(*at);
            if (folder.size() <= top.size())
                break;
        }
    }
    std::vector<bool> met(folders.size());
    for (std::size_t i = 0; i < tree.files.size(); ++i) {
        for (const std::size_t f : within[tree.files[i].dir]) {
            if (!met[f])
                folders[f].first = i;
            met[f] = true;
            folders[f].last = i + 1;
        }
    }
    std::sort(folders.begin(), folders.end(), [](const Stretch& a, const Stretch& b) {
        return a.first != b.first ? a.first < b.first : a.path.size() < b.path.size();
    });
    return folders;
}

// The folder's read as its files lie and with each of them defragmented.
FolderRead folderRead(
    const QByteArray& path, const TreeLayouts& tree, std::size_t first, std::size_t last, const HddParams& hdd)
{
    FolderRead read{path, predictTreeRead(tree, first, last, hdd)};
    read.idealSeconds = predictTreeRead(tree, first, last, hdd, TreeLayout::Defragmented).read.seconds;
    return read;
}

// Each folder of one root folder (named `name` as the survey names it), its files read.
void addFolders(const QByteArray& name, const HddParams& hdd, bool crossMounts, const std::function<bool()>& keepGoing,
    FolderReads& out)
{
    QByteArray top = name;
    while (top.size() > 1 && top.endsWith('/'))
        top.chop(1);
    auto tree = readTreeLayouts(regularFilesUnder(pathFromBytes(top), !crossMounts), true, keepGoing);
    if (!tree) // not with skipUnreadable; kept for the type's sake
        return;
    out.left += tree->left;
    for (const Stretch& f : stretchesOf(*tree, top, name)) {
        if (keepGoing && !keepGoing())
            return;
        out.folders.push_back(folderRead(f.path, *tree, f.first, f.last, hdd));
    }
}

} // namespace

FolderReads predictFolderReads(
    const QStringList& roots, const HddParams& hdd, bool crossMounts, const std::function<bool()>& keepGoing)
{
    FolderReads out;
    // Roots that are files: each folder's, read as those files (the survey lists them so).
    std::vector<std::pair<QByteArray, QStringList>> fileRoots;
    for (const QString& root : roots) {
        const QByteArray name = scanRootBytes(root);
        const QFileInfo info(pathFromBytes(name)); // a root that is a symbolic link is followed
        if (info.isDir()) {
            addFolders(name, hdd, crossMounts, keepGoing, out);
        } else if (info.isFile()) {
            const QByteArray folder = splitParent(name).first;
            auto at
                = std::find_if(fileRoots.begin(), fileRoots.end(), [&](const auto& r) { return r.first == folder; });
            if (at == fileRoots.end())
                at = fileRoots.insert(fileRoots.end(), {folder, {}});
            at->second << pathFromBytes(name);
        }
    }
    for (const auto& [folder, files] : fileRoots) {
        auto tree = readTreeLayouts(files, true, keepGoing);
        if (!tree)
            continue;
        out.left += tree->left;
        if (tree->files.empty())
            continue;
        out.folders.push_back(folderRead(folder, *tree, 0, tree->files.size(), hdd));
    }
    out.complete = !keepGoing || keepGoing();
    return out;
}

QHash<QByteArray, FolderSeconds> folderSeconds(const FolderReads& reads)
{
    QHash<QByteArray, FolderSeconds> out;
    out.reserve(qsizetype(reads.folders.size()));
    for (const FolderRead& f : reads.folders)
        out.insert(f.path, FolderSeconds{f.read.read.seconds, f.idealSeconds});
    return out;
}

} // namespace fragscope
