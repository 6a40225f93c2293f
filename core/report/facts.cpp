// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/facts.h"

#include "fs/freespace.h"
#include "util/units.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QLocale>

#include <climits>

namespace fragscope {
namespace {

// lupdate reads the context from here; a plain tr() helper in a namespace would file the texts elsewhere.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Facts)
};

QString bytesAndExact(std::uint64_t bytes)
{
    if (bytes < 1024)
        return formatBytes(bytes);
    return Text::tr("%1 (%2 bytes)").arg(formatBytes(bytes), formatCount(bytes));
}

QString scoreVerdict(double score)
{
    if (score <= 30)
        return Text::tr("no problem");
    if (score <= 55)
        return Text::tr("a little fragmented");
    return Text::tr("needs defrag");
}

// A figure of the disk, marked where it is a guess.
QString onDisk(const FragReport& r, const QString& value)
{
    return r.diskTruth == DiskTruth::Estimated ? Text::tr("%1 (estimated)").arg(value) : value;
}

QString diskTruthNote(const FragReport& r)
{
    switch (r.diskTruth) {
    case DiskTruth::Exact:
        return Text::tr("From the file system's own extent records");
    case DiskTruth::Estimated:
        return Text::tr("Estimated: FIEMAP gives a compressed extent's plain length, not its length on disk");
    case DiskTruth::Fiemap:
        break;
    }
    return Text::tr("From FIEMAP's records");
}

} // namespace

QList<Fact> costFacts(const ReadCost& c, const CostDisk& disk)
{
    const double share = c.readSeconds > 0 ? c.lostSeconds / c.readSeconds : 0;
    const double reader = c.now.readerSeconds;
    QList<Fact> facts = {
        {Text::tr("Read time"), formatSeconds(c.readSeconds),
            Text::tr("Reading the whole file cold, in order, as the kernel issues it (read-ahead windows, request "
                     "limits, the pieces as they lie on disk), on the disk below: a prediction of the cost model.")},
        {Text::tr("Defragmented"), formatSeconds(c.idealReadSeconds),
            Text::tr("The same extents laid end to end where the first one lies: what a defragmentation can reach. "
                     "A compressed file keeps its compressed extents.")},
        {Text::tr("Lost to fragmentation"), Text::tr("%1 (%2)").arg(formatSeconds(c.lostSeconds), formatPercent(share)),
            Text::tr("The read time less the time defragmented: what the layout costs, and what a defragmentation "
                     "wins back. None for a file in one run.")},
    };
    if (reader > 0) // a measured reader: the read time is the disk's and its
        facts.insert(1,
            {Text::tr("Of it the reader's CPU"), formatSeconds(reader),
                Text::tr("What opening the file and copying its bytes out of the page cache add to the read where "
                         "the disk's time does not hide them, as calibrate measured them; the rest is the disk's.")});
    if (c.encodedExtents > 0 && c.extentSeconds >= 0.005 * c.readSeconds && c.extentSeconds > 0) {
        facts.append({Text::tr("Compressed extents"),
            Text::tr("%1 for %n extent(s)", nullptr, int(std::min<std::uint64_t>(c.encodedExtents, INT_MAX)))
                .arg(formatSeconds(c.extentSeconds)),
            Text::tr("What reading the data in its compressed extents costs beyond reading it in one piece: each is "
                     "read whole, in a request of its own. Not fragmentation: btrfs compresses in extents of at most "
                     "128 KiB, so no defragmentation takes it away.")});
    }
    facts.append({Text::tr("Disk"), disk.description,
        disk.measured ? Text::tr("The profile `fragscope calibrate` measured of this disk.")
                      : Text::tr("No profile measured for this disk: a preset stands for it. `fragscope calibrate` "
                                 "or Measure this disk… measures it, reading only.")});
    return facts;
}

QJsonObject costDiskJson(const CostDisk& disk)
{
    QJsonObject o{{QStringLiteral("measured"), disk.measured}, {QStringLiteral("description"), disk.description},
        {QStringLiteral("device"), disk.device}};
    if (!disk.presetKey.isEmpty())
        o.insert(QStringLiteral("preset"), disk.presetKey);
    if (disk.params.measured)
        o.insert(QStringLiteral("key"), disk.params.measured->key);
    return o;
}

QJsonObject costJson(const ReadCost& c, const CostDisk& disk)
{
    return {{QStringLiteral("read_seconds"), c.readSeconds},
        {QStringLiteral("disk_seconds"), c.readSeconds - c.now.readerSeconds},
        {QStringLiteral("reader_seconds"), c.now.readerSeconds},
        {QStringLiteral("ideal_read_seconds"), c.idealReadSeconds}, {QStringLiteral("lost_seconds"), c.lostSeconds},
        {QStringLiteral("one_piece_seconds"), c.onePieceSeconds}, {QStringLiteral("extent_seconds"), c.extentSeconds},
        {QStringLiteral("encoded_extents"), qint64(c.encodedExtents)},
        {QStringLiteral("requests_elsewhere"), qint64(c.now.seeks)}, {QStringLiteral("profile"), costDiskJson(disk)}};
}

QList<Fact> reportFacts(const FragReport& r)
{
    const QString how = diskTruthNote(r);
    QList<Fact> facts = {
        {Text::tr("File size"), bytesAndExact(r.fileSize), Text::tr("st_size of the file")},
        {Text::tr("Mapped"), bytesAndExact(r.mappedBytes),
            Text::tr("Bytes covered by extents, including unwritten ones")},
        {Text::tr("Extent records"), formatCount(r.extentRecords), Text::tr("Records the FIEMAP ioctl returned")},
        {Text::tr("Fragments (filefrag)"), formatCount(r.fragments),
            Text::tr("filefrag's count of FIEMAP's records: a fragment starts where an extent does not continue the "
                     "previous one")},
        {Text::tr("Physical runs"), onDisk(r, formatCount(r.physicalRuns)),
            Text::tr("Pieces that are contiguous both in the file and on disk. %1").arg(how)},
        {Text::tr("Ideal extents"), formatCount(r.idealExtents),
            r.bestExtentBytes
                ? Text::tr("Fewest extents for this size: one per %1, as e4defrag counts")
                      .arg(formatBytes(r.bestExtentBytes))
                : Text::tr("Fewest extents for this size: one, as e4defrag counts without the superblock")},
        {Text::tr("e4defrag score"),
            Text::tr("%1 (%2)").arg(QLocale().toString(r.e4defragScore, 'f', 0), scoreVerdict(r.e4defragScore)),
            Text::tr("(extents - ideal) * 100 / blocks, scaled as e4defrag -c: 0-30 no problem, 31-55 a little "
                     "fragmented, 56 and up needs defrag")},
        {Text::tr("Average extent"), formatBytes(r.averageExtentBytes), Text::tr("Mapped bytes / extent records")},
        {Text::tr("Largest extent"), formatBytes(r.largestExtentBytes), {}},
        {Text::tr("Contiguity"), onDisk(r, formatPercent(r.contiguity)),
            Text::tr("Share of the mapped bytes in the largest physical runs (as many as the ideal count). %1")
                .arg(how)},
        {Text::tr("Seek distance"), onDisk(r, formatBytes(r.seekDistanceBytes)),
            Text::tr("Sum of the jumps on disk when the file is read from start to end. %1").arg(how)},
        {Text::tr("Holes"), Text::tr("%1 (%2)").arg(formatCount(r.holes), formatBytes(r.holeBytes)),
            Text::tr("Ranges of the file with no blocks: they read as zeros")},
    };
    if (r.diskBytes != r.uncompressedBytes)
        facts.append({Text::tr("On disk"),
            onDisk(r,
                Text::tr("%1 (%2 of %3)", "bytes on disk, their share, the bytes uncompressed")
                    .arg(formatBytes(r.diskBytes),
                        formatPercent(r.uncompressedBytes ? double(r.diskBytes) / double(r.uncompressedBytes) : 1.0),
                        formatBytes(r.uncompressedBytes))),
            Text::tr("The extents the file uses, each once, as stored and decompressed (compsize's Disk Usage and "
                     "Uncompressed). %1")
                .arg(how)});
    auto addIf = [&](std::uint64_t bytes, const QString& label, const QString& explanation) {
        if (bytes)
            facts.append({label, formatBytes(bytes), explanation});
    };
    addIf(r.sharedBytes, Text::tr("Shared"), Text::tr("Bytes in extents shared with other files or snapshots"));
    if (r.sharedBytes)
        facts.append({Text::tr("Exclusive"), formatBytes(r.exclusiveBytes),
            Text::tr("Bytes in extents no other file or snapshot shares (btrfs filesystem du's Exclusive)")});
    addIf(r.unwrittenBytes, Text::tr("Unwritten"), Text::tr("Allocated but never written: preallocated space"));
    addIf(r.inlineBytes, Text::tr("Inline"), Text::tr("Data kept inside the file system's metadata"));
    addIf(r.encodedBytes, Text::tr("Encoded"), Text::tr("Compressed or otherwise encoded extents"));
    addIf(r.delallocBytes, Text::tr("Delayed allocation"),
        Text::tr("Written to the page cache but not yet given blocks; map with Sync to see where they go"));
    return facts;
}

QList<Fact> fsFacts(const FsInfo& fs)
{
    QList<Fact> facts = {
        {Text::tr("File system"), fs.typeName, Text::tr("statfs magic 0x%1").arg(fs.magic, 0, 16)},
        {Text::tr("Block size"), formatBytes(fs.blockSize), {}},
        {Text::tr("Mount point"), fs.mountPoint, {}},
        {Text::tr("Source"), fs.source, {}},
        {Text::tr("Options"), fs.options().join(QLatin1Char(',')),
            Text::tr("Mount and file-system options from mountinfo")},
    };
    if (fs.device.known) {
        const auto& d = fs.device;
        facts.append({Text::tr("Device"), d.model.isEmpty() ? d.name : Text::tr("%1 (%2)").arg(d.name, d.model), {}});
        facts.append({Text::tr("Device size"), formatBytes(d.sizeBytes), {}});
        facts.append(
            {Text::tr("Rotational"), d.rotational ? Text::tr("yes (HDD: seeks cost time)") : Text::tr("no"), {}});
        if (!d.loopBackingFile.isEmpty()) {
            facts.append({Text::tr("Loop image"), d.loopBackingFile, Text::tr("The file behind this loop device")});
            const QString under
                = d.backingModel.isEmpty() ? d.backingName : Text::tr("%1 (%2)").arg(d.backingName, d.backingModel);
            facts.append({Text::tr("Image lives on"),
                Text::tr("%1, %2").arg(
                    under, d.backingRotational ? Text::tr("rotational") : Text::tr("not rotational")),
                Text::tr("Where the image's own blocks are: the real seeks happen there")});
        }
    }
    return facts;
}

QList<Fact> fsFacts(const Inspection& in)
{
    QList<Fact> facts = fsFacts(in.fs);
    if (in.fs.magic != kBtrfsMagic)
        return facts;
    const QString what = Text::tr("FIEMAP's physical addresses on btrfs are btrfs's logical addresses, not offsets on "
                                  "a device; its chunk tree maps them to the devices (and to each copy of RAID1 and "
                                  "DUP)");
    if (!in.chunks) {
        facts.append({Text::tr("Addresses"),
            Text::tr("btrfs logical (their place on the devices: %1)").arg(in.chunksUnread), what});
        return facts;
    }
    QStringList devices;
    for (const BtrfsDevice& d : in.chunks->devices())
        devices << d.path;
    QStringList profiles;
    for (const BtrfsChunk& c : in.chunks->chunks()) {
        BtrfsBlockGroup group;
        group.flags = c.type;
        if (group.isData() && !profiles.contains(group.profileName()))
            profiles << group.profileName();
    }
    facts.append({Text::tr("Addresses"),
        Text::tr("btrfs logical, on %n device(s): %1 (data %2)", nullptr, int(devices.size()))
            .arg(devices.join(QStringLiteral(", ")), profiles.join(QStringLiteral(", "))),
        what});
    return facts;
}

QString devicePlacesText(const BtrfsChunkMap& chunks, const std::vector<DevicePlace>& places)
{
    if (places.empty())
        return {};
    const DevicePlace& first = places.front();
    QString at = Text::tr("%1 at %2").arg(chunks.deviceName(first.devid), formatBytes(first.offset));
    if (places.size() == 1)
        return at;
    return Text::tr("%1 and %n more piece(s)", nullptr, int(places.size() - 1)).arg(at);
}

QString devicePlacesList(const BtrfsChunkMap& chunks, const std::vector<DevicePlace>& places)
{
    QStringList lines;
    for (const DevicePlace& p : places)
        lines << Text::tr("copy %1: %2 at %3, %4")
                     .arg(p.copy + 1)
                     .arg(chunks.deviceName(p.devid), formatBytes(p.offset), formatBytes(p.length));
    return lines.join(u'\n');
}

} // namespace fragscope
