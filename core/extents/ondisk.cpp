// SPDX-License-Identifier: GPL-3.0-or-later
#include "extents/ondisk.h"

#include "extents/fiemapreader.h"
#include "fs/btrfschunks.h"
#include "fs/fsinfo.h"
#include "util/path.h"

#include <QCoreApplication>

#include <sys/stat.h>

#include <algorithm>

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

void ExtentTotals::add(const ExtentTotals& o)
{
    diskBytes += o.diskBytes;
    uncompressedBytes += o.uncompressedBytes;
    referencedBytes += o.referencedBytes;
    unreferencedBytes += o.unreferencedBytes;
}

ExtentTotals extentTotals(
    std::vector<ExtentRef> refs, std::vector<std::pair<std::uint64_t, std::uint64_t>>* unreferenced)
{
    std::sort(refs.begin(), refs.end(), [](const ExtentRef& a, const ExtentRef& b) {
        return a.disk < b.disk || (a.disk == b.disk && a.offset < b.offset);
    });
    ExtentTotals t;
    for (std::size_t i = 0; i < refs.size();) {
        // One extent: its references by offset, their union walked once.
        const std::uint64_t disk = refs[i].disk;
        std::uint64_t diskLength = 0, plain = 0;
        std::size_t j = i;
        for (; j < refs.size() && refs[j].disk == disk; ++j) {
            diskLength = std::max(diskLength, refs[j].diskLength);
            plain = std::max(plain, refs[j].plainLength);
        }
        const bool stored = plain == diskLength; // not compressed: each byte of it has its own place
        const auto gap = [&](std::uint64_t from, std::uint64_t to) {
            if (unreferenced && stored && to > from)
                unreferenced->emplace_back(disk + from, to - from);
        };
        std::uint64_t covered = 0, reached = 0;
        for (std::size_t k = i; k < j; ++k) {
            const ExtentRef& r = refs[k];
            t.referencedBytes += r.length;
            const std::uint64_t to = std::min(r.offset + r.length, plain);
            if (r.offset > reached)
                gap(reached, std::min(r.offset, plain));
            if (to > std::max(r.offset, reached)) {
                covered += to - std::max(r.offset, reached);
                reached = to;
            }
        }
        gap(reached, plain);
        t.diskBytes += diskLength;
        t.uncompressedBytes += plain;
        const std::uint64_t unused = plain - covered;
        t.unreferencedBytes += stored || plain == 0 ? unused : diskLength * unused / plain;
        i = j;
    }
    return t;
}

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

namespace {

void takeTotals(DiskLayout& layout, const ExtentTotals& t)
{
    layout.diskBytes += t.diskBytes;
    layout.uncompressedBytes += t.uncompressedBytes;
    layout.referencedBytes += t.referencedBytes;
    layout.unreferencedBytes += t.unreferencedBytes;
}

} // namespace

DiskLayout diskLayoutFromFiemap(
    const std::vector<Extent>& extents, std::uint64_t fileSize, std::vector<ExtentRef>* refsOut)
{
    DiskLayout layout;
    std::vector<const Extent*> placed;
    for (const Extent& e : extents) {
        if (e.has(FIEMAP_EXTENT_DATA_INLINE)) {
            const std::uint64_t bytes = e.logical < fileSize ? std::min(e.length, fileSize - e.logical) : 0;
            layout.diskBytes += bytes; // stored as the file's bytes unless encoded, then a guess
            layout.uncompressedBytes += bytes;
            layout.referencedBytes += bytes;
            if (e.has(FIEMAP_EXTENT_ENCODED))
                layout.truth = DiskTruth::Estimated;
        } else if (!e.locationUnknown()) {
            placed.push_back(&e);
        }
    }
    std::vector<ExtentRef> refs;
    refs.reserve(placed.size());
    for (std::size_t i = 0; i < placed.size(); ++i) {
        const Extent& e = *placed[i];
        DiskPiece piece{e.logical, e.length, e.physical, e.length, e.has(FIEMAP_EXTENT_UNWRITTEN)};
        if (e.has(FIEMAP_EXTENT_ENCODED)) {
            layout.truth = DiskTruth::Estimated;
            piece.diskLength = guessEncodedLength(e, i + 1 < placed.size() ? placed[i + 1] : nullptr);
        }
        // A record is all FIEMAP shows of an extent: where the file's part of it lies.
        refs.push_back(ExtentRef{e.physical, piece.diskLength, e.length, 0, e.length});
        layout.pieces.push_back(piece);
    }
    takeTotals(layout, extentTotals(refs));
    if (refsOut)
        *refsOut = std::move(refs);
    if (layout.truth == DiskTruth::Estimated)
        layout.estimatedBecause = Text::tr("FIEMAP gives compressed extents' plain lengths; their lengths on disk "
                                           "are guessed from where the next one starts");
    return layout;
}

DiskLayout diskLayoutFromBtrfs(const std::vector<BtrfsFileExtent>& items, std::vector<ExtentRef>* refsOut)
{
    DiskLayout layout;
    layout.truth = DiskTruth::Exact;
    std::vector<ExtentRef> refs;
    for (const BtrfsFileExtent& item : items) {
        if (item.kind == BtrfsFileExtent::Kind::Inline) {
            layout.diskBytes += item.inlineBytes;
            layout.uncompressedBytes += item.ramBytes;
            layout.referencedBytes += item.ramBytes;
            continue;
        }
        if (item.isHole())
            continue;
        refs.push_back(ExtentRef{item.diskBytenr, item.diskBytes, item.isCompressed() ? item.ramBytes : item.diskBytes,
            item.extentOffset, item.referencedBytes});
        layout.pieces.push_back(DiskPiece{item.fileOffset, item.referencedBytes, item.readStart(), item.readBytes(),
            item.kind == BtrfsFileExtent::Kind::Prealloc});
    }
    takeTotals(layout, extentTotals(refs));
    if (refsOut)
        *refsOut = std::move(refs);
    return layout;
}

std::vector<bool> sharedPieces(const DiskLayout& layout, const std::vector<Extent>& extents)
{
    // Both lists are in file order: one pass, the records' index only moving forward.
    std::vector<bool> shared(layout.pieces.size(), false);
    std::size_t at = 0;
    for (std::size_t i = 0; i < layout.pieces.size(); ++i) {
        const DiskPiece& p = layout.pieces[i];
        while (at < extents.size() && extents[at].logicalEnd() <= p.logical)
            ++at;
        for (std::size_t k = at; k < extents.size() && extents[k].logical < p.logicalEnd(); ++k) {
            if (extents[k].has(FIEMAP_EXTENT_SHARED)) {
                shared[i] = true;
                break;
            }
        }
    }
    return shared;
}

std::uint64_t sharedDiskBytes(const DiskLayout& layout, const std::vector<Extent>& extents)
{
    const std::vector<bool> shared = sharedPieces(layout, extents);
    std::vector<std::pair<std::uint64_t, std::uint64_t>> stored; // (disk, length) of the shared pieces
    for (std::size_t i = 0; i < layout.pieces.size(); ++i) {
        if (shared[i])
            stored.emplace_back(layout.pieces[i].disk, layout.pieces[i].diskLength);
    }
    std::sort(stored.begin(), stored.end());
    std::uint64_t bytes = 0;
    for (std::size_t i = 0; i < stored.size(); ++i) {
        if (i == 0 || stored[i].first != stored[i - 1].first)
            bytes += stored[i].second;
    }
    return bytes;
}

namespace {

// The extents' places on the devices their reads go to, where every one has a place; else as they
// were (one address space or the other, never both). An extent in a chunk that keeps each copy
// whole on one device is placed by its first block, whole: btrfs's own extents never leave their
// chunk, but a run the defrag preview joins (one piece where it starts) may reach past it. One in a
// striped chunk (RAID0, RAID10) becomes a piece per stripe, each on its device at its place in the
// file (a compressed extent's parts all where it starts: it is read whole, at once): the kernel splits
// a read there and sends each device its part.
// A piece that does not continue the one before in the file system's addresses is a request of its
// own (kExtentOwnRequest), wherever it lands.
void placeOnDevices(std::vector<Extent>& extents, const BtrfsChunkMap& chunks)
{
    std::vector<Extent> placed;
    placed.reserve(extents.size());
    const Extent* before = nullptr;
    for (const Extent& source : extents) {
        Extent e = source;
        if (before && (before->logicalEnd() != e.logical || before->physicalEnd() != e.physical))
            e.flags |= kExtentOwnRequest;
        before = &source;
        if (const auto place = chunks.readPlace(e.physical, std::min<std::uint64_t>(e.length, 4096))) {
            Extent x = e;
            x.physical = place->offset;
            x.device = std::uint32_t(place->devid);
            placed.push_back(x);
            continue;
        }
        const std::vector<DevicePlace> pieces = chunks.places(e.physical, e.length);
        if (pieces.empty())
            return;
        std::uint64_t logical = e.logical;
        for (const DevicePlace& p : pieces) {
            if (p.copy != 0)
                continue; // the kernel reads one copy
            Extent x = e;
            x.logical = logical;
            x.physical = p.offset;
            x.length = p.length;
            x.device = std::uint32_t(p.devid);
            placed.push_back(x);
            if (!e.has(FIEMAP_EXTENT_ENCODED))
                logical += p.length;
        }
    }
    extents = std::move(placed);
}

} // namespace

namespace {

// readExtents' pieces in the file system's addresses.
std::vector<Extent> unplacedReadExtents(const DiskLayout& layout)
{
    std::vector<Extent> out;
    out.reserve(layout.pieces.size());
    for (std::size_t i = 0; i < layout.pieces.size(); ++i) {
        const DiskPiece& p = layout.pieces[i];
        if (p.unwritten || (i > 0 && p.disk == layout.pieces[i - 1].disk))
            continue;
        Extent e;
        e.logical = p.logical;
        e.physical = p.disk;
        e.length = p.diskLength;
        if (p.diskLength != p.length)
            e.flags |= FIEMAP_EXTENT_ENCODED;
        out.push_back(e);
    }
    return out;
}

} // namespace

std::vector<Extent> readExtents(const DiskLayout& layout, const BtrfsChunkMap* chunks)
{
    std::vector<Extent> out = unplacedReadExtents(layout);
    if (chunks)
        placeOnDevices(out, *chunks);
    return out;
}

std::vector<Extent> laidReadExtents(const DiskLayout& layout, const BtrfsChunkMap* chunks)
{
    std::vector<Extent> out = unplacedReadExtents(layout);
    if (out.empty())
        return out;
    std::uint64_t end = out.front().physical;
    for (Extent& e : out) {
        e.physical = end;
        end += e.length;
    }
    if (!chunks)
        return out;
    // Placed by the chunk the first piece lies in, as if it went on past its end: the next chunk in
    // btrfs's addresses may lie anywhere (or be missing), where a new extent would not.
    const auto& all = chunks->chunks();
    const auto at = std::upper_bound(all.begin(), all.end(), out.front().physical,
        [](std::uint64_t logical, const BtrfsChunk& c) { return logical < c.start; });
    if (at == all.begin() || out.front().physical - std::prev(at)->start >= std::prev(at)->length)
        return out; // in no chunk: btrfs's addresses stand in, as for the read as it lies
    BtrfsChunk first = *std::prev(at);
    first.length = std::max(first.length, end - first.start);
    placeOnDevices(out, BtrfsChunkMap::of({first}, chunks->devices()));
    return out;
}

DiskLayout diskLayoutOf(int fd, const QString& path, const std::vector<Extent>& extents, std::uint64_t fileSize,
    bool btrfs, std::vector<ExtentRef>* refs, Error* itemsError)
{
    Error why;
    if (btrfs && fd >= 0) {
        auto items = readBtrfsFileExtents(fd, path);
        if (items)
            return diskLayoutFromBtrfs(*items, refs);
        why = items.error();
        if (itemsError)
            *itemsError = why;
    }
    DiskLayout layout = diskLayoutFromFiemap(extents, fileSize, refs);
    if (btrfs) {
        layout.unreferencedKnown = false; // btrfs keeps bookends; FIEMAP does not show them
        if (layout.truth == DiskTruth::Estimated && !why.reason.isEmpty())
            layout.estimatedBecause = Text::tr("%1 (%2)").arg(layout.estimatedBecause, why.reason);
    }
    return layout;
}

std::uint64_t mapBlocksOf(
    const std::vector<Extent>& extents, std::uint64_t allocatedBytes, std::uint32_t blockSize, std::uint64_t fsMagic)
{
    if ((fsMagic != kExt4Magic && fsMagic != kXfsMagic) || blockSize == 0 || extents.size() < 2)
        return 0; // one extent always fits in the inode
    std::uint64_t data = 0;
    for (const Extent& e : extents)
        if (!e.has(FIEMAP_EXTENT_DATA_INLINE))
            data += e.length;
    const std::uint64_t more = allocatedBytes > data ? (allocatedBytes - data) / blockSize : 0;
    // What else st_blocks may count (an ext4 xattr block, XFS's preallocation past the end FIEMAP
    // leaves out) is not read with the data: at most what the extents could fill (a block holds
    // 250-340, here 64) and two more.
    return std::min<std::uint64_t>(more, extents.size() / 64 + 2);
}

DiskLayout readDiskLayout(const QString& path, const ExtentMap& map, const FsInfo& fs)
{
    if (fs.magic != kBtrfsMagic) { // FIEMAP's records are the disk's
        DiskLayout layout = diskLayoutFromFiemap(map.extents, map.fileSize);
        struct stat st = {};
        if (::stat(pathBytes(path).constData(), &st) == 0)
            layout.mapBlocks = mapBlocksOf(map.extents, std::uint64_t(st.st_blocks) * 512, map.blockSize, fs.magic);
        return layout;
    }
    struct stat st = {};
    const auto fd = openForMapping(path, &st);
    DiskLayout layout = diskLayoutOf(fd ? fd->get() : -1, path, map.extents, map.fileSize, true);
    layout.readAheadBytes = fd ? btrfsReadAheadBytes(fd->get()) : kBtrfsReadAheadFloor;
    if (!fd && layout.truth == DiskTruth::Estimated)
        layout.estimatedBecause = Text::tr("%1 (%2)").arg(layout.estimatedBecause, fd.error().reason);
    return layout;
}

} // namespace fragscope
