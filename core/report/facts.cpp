// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/facts.h"

#include "report/units.h"

#include <QCoreApplication>
#include <QLocale>

namespace fragscope {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("Facts", text);
}

QString bytesAndExact(std::uint64_t bytes)
{
    if (bytes < 1024)
        return formatBytes(bytes);
    return tr("%1 (%2 bytes)").arg(formatBytes(bytes), formatCount(bytes));
}

QString scoreVerdict(double score)
{
    if (score <= 30)
        return tr("no problem");
    if (score <= 55)
        return tr("a little fragmented");
    return tr("needs defrag");
}

} // namespace

QList<Fact> reportFacts(const FragReport& r)
{
    QList<Fact> facts = {
        {tr("File size"), bytesAndExact(r.fileSize), tr("st_size of the file")},
        {tr("Mapped"), bytesAndExact(r.mappedBytes), tr("Bytes covered by extents, including unwritten ones")},
        {tr("Extent records"), formatCount(r.extentRecords), tr("Records the FIEMAP ioctl returned")},
        {tr("Fragments"), formatCount(r.fragments),
         tr("filefrag's count: a fragment starts where an extent does not continue the previous one on disk")},
        {tr("Physical runs"), formatCount(r.physicalRuns),
         tr("Pieces that are contiguous both in the file and on disk")},
        {tr("Ideal extents"), formatCount(r.idealExtents),
         r.bestExtentBytes ? tr("Fewest extents for this size: one per %1, as e4defrag counts")
                                 .arg(formatBytes(r.bestExtentBytes))
                           : tr("Fewest extents for this size: one, as e4defrag counts without the superblock")},
        {tr("e4defrag score"),
         tr("%1 (%2)").arg(QLocale().toString(r.e4defragScore, 'f', 0), scoreVerdict(r.e4defragScore)),
         tr("(extents - ideal) * 100 / blocks, scaled as e4defrag -c: 0-30 no problem, 31-55 a little "
            "fragmented, 56 and up needs defrag")},
        {tr("Average extent"), formatBytes(r.averageExtentBytes), tr("Mapped bytes / extent records")},
        {tr("Largest extent"), formatBytes(r.largestExtentBytes), {}},
        {tr("Contiguity"), formatPercent(r.contiguity),
         tr("Share of the mapped bytes in the largest physical runs (as many as the ideal count)")},
        {tr("Seek distance"), formatBytes(r.seekDistanceBytes),
         tr("Sum of the jumps on disk when the file is read from start to end")},
        {tr("Holes"), tr("%1 (%2)").arg(formatCount(r.holes), formatBytes(r.holeBytes)),
         tr("Ranges of the file with no blocks: they read as zeros")},
    };
    auto addIf = [&](std::uint64_t bytes, const QString& label, const QString& explanation) {
        if (bytes)
            facts.append({label, formatBytes(bytes), explanation});
    };
    addIf(r.sharedBytes, tr("Shared"), tr("Bytes in extents shared with other files or snapshots"));
    addIf(r.unwrittenBytes, tr("Unwritten"), tr("Allocated but never written: preallocated space"));
    addIf(r.inlineBytes, tr("Inline"), tr("Data kept inside the file system's metadata"));
    addIf(r.encodedBytes, tr("Encoded"), tr("Compressed or otherwise encoded extents"));
    addIf(r.delallocBytes, tr("Delayed allocation"),
          tr("Written to the page cache but not yet given blocks; map with Sync to see where they go"));
    return facts;
}

QList<Fact> fsFacts(const FsInfo& fs)
{
    QList<Fact> facts = {
        {tr("File system"), fs.typeName, tr("statfs magic 0x%1").arg(fs.magic, 0, 16)},
        {tr("Block size"), formatBytes(fs.blockSize), {}},
        {tr("Mount point"), fs.mountPoint, {}},
        {tr("Source"), fs.source, {}},
        {tr("Options"), fs.options().join(QLatin1Char(',')), tr("Mount and file-system options from mountinfo")},
    };
    if (fs.device.known) {
        const auto& d = fs.device;
        facts.append({tr("Device"), d.model.isEmpty() ? d.name : tr("%1 (%2)").arg(d.name, d.model), {}});
        facts.append({tr("Device size"), formatBytes(d.sizeBytes), {}});
        facts.append({tr("Rotational"), d.rotational ? tr("yes (HDD: seeks cost time)") : tr("no"), {}});
        if (!d.loopBackingFile.isEmpty()) {
            facts.append({tr("Loop image"), d.loopBackingFile, tr("The file behind this loop device")});
            const QString under = d.backingModel.isEmpty() ? d.backingName
                                                           : tr("%1 (%2)").arg(d.backingName, d.backingModel);
            facts.append({tr("Image lives on"),
                          tr("%1, %2").arg(under, d.backingRotational ? tr("rotational") : tr("not rotational")),
                          tr("Where the image's own blocks are: the real seeks happen there")});
        }
    }
    return facts;
}

} // namespace fragscope
