// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/ondisk.h"

#include "extents/fiemapreader.h"
#include "fs/fsinfo.h"

#include <QCoreApplication>

#include <sys/stat.h>

#include <algorithm>
#include <set>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(DiskLayout)
};

// The largest extent btrfs compresses into: 128 KiB of plain bytes, so at most that on disk.
constexpr std::uint64_t kMaxCompressedExtent = 128 << 10;

// An encoded record's bytes on disk: up to where the next record starts, when that is close after
// it, else the most a compressed extent can take (or its plain length, if less).
std::uint64_t guessEncodedLength(const Extent& e, const Extent* next)
{
    const std::uint64_t most = std::min(e.length, kMaxCompressedExtent);
    if (next && next->physical > e.physical && next->physical - e.physical <= most)
        return next->physical - e.physical;
    return most;
}

} // namespace

QString diskTruthKey(DiskTruth truth)
{
    switch (truth) {
    case DiskTruth::Exact:
        return QStringLiteral("exact");
    case DiskTruth::Estimated:
        return QStringLiteral("estimated");
    case DiskTruth::Fiemap:
        break;
    }
    return QStringLiteral("fiemap");
}

DiskTruth diskTruthFromKey(const QString& key)
{
    for (DiskTruth truth : {DiskTruth::Exact, DiskTruth::Estimated}) {
        if (key == diskTruthKey(truth))
            return truth;
    }
    return DiskTruth::Fiemap;
}

DiskLayout diskLayoutFromFiemap(const std::vector<Extent>& extents)
{
    DiskLayout layout;
    std::vector<const Extent*> placed;
    for (const Extent& e : extents) {
        if (!e.locationUnknown())
            placed.push_back(&e);
    }
    std::set<std::uint64_t> seen; // an extent referenced twice by the file is stored once
    for (std::size_t i = 0; i < placed.size(); ++i) {
        const Extent& e = *placed[i];
        DiskPiece piece{e.logical, e.length, e.physical, e.length};
        if (e.has(FIEMAP_EXTENT_ENCODED)) {
            layout.truth = DiskTruth::Estimated;
            piece.diskLength = guessEncodedLength(e, i + 1 < placed.size() ? placed[i + 1] : nullptr);
        }
        layout.referencedBytes += e.length;
        if (seen.insert(e.physical).second) {
            layout.diskBytes += piece.diskLength;
            layout.uncompressedBytes += e.length;
        }
        layout.pieces.push_back(piece);
    }
    if (layout.truth == DiskTruth::Estimated)
        layout.estimatedBecause = Text::tr("FIEMAP gives compressed extents' plain lengths; their lengths on disk "
                                           "are guessed from where the next one starts");
    return layout;
}

DiskLayout diskLayoutFromBtrfs(const std::vector<BtrfsFileExtent>& items)
{
    DiskLayout layout;
    layout.truth = DiskTruth::Exact;
    std::set<std::uint64_t> seen;
    for (const BtrfsFileExtent& item : items) {
        if (item.kind == BtrfsFileExtent::Kind::Inline) {
            layout.diskBytes += item.inlineBytes;
            layout.uncompressedBytes += item.ramBytes;
            layout.referencedBytes += item.ramBytes;
            continue;
        }
        if (item.isHole())
            continue;
        layout.referencedBytes += item.referencedBytes;
        if (seen.insert(item.diskBytenr).second) {
            layout.diskBytes += item.diskBytes;
            layout.uncompressedBytes += item.isCompressed() ? item.ramBytes : item.diskBytes;
        }
        layout.pieces.push_back(DiskPiece{item.fileOffset, item.referencedBytes, item.readStart(), item.readBytes()});
    }
    return layout;
}

DiskLayout readDiskLayout(const QString& path, const std::vector<Extent>& extents, const FsInfo& fs)
{
    if (fs.magic != kBtrfsMagic)
        return diskLayoutFromFiemap(extents); // FIEMAP's records are the disk's
    struct stat st = {};
    auto fd = openForMapping(path, &st);
    Error why = fd ? Error{} : fd.error();
    if (fd) {
        auto items = readBtrfsFileExtents(fd->get(), path);
        if (items)
            return diskLayoutFromBtrfs(*items);
        why = items.error();
    }
    DiskLayout layout = diskLayoutFromFiemap(extents);
    if (layout.truth == DiskTruth::Estimated)
        layout.estimatedBecause = Text::tr("%1 (%2)").arg(layout.estimatedBecause, why.reason);
    return layout;
}

} // namespace fragscope
