// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/mapjson.h"

#include <QJsonArray>

namespace fragscope {

QJsonValue jsonNumber(std::uint64_t v)
{
    return QJsonValue(qint64(v));
}

QJsonObject toJson(const FsInfo& fs)
{
    QJsonObject device{
        {QStringLiteral("name"), fs.device.name},
        {QStringLiteral("node"), fs.device.node},
        {QStringLiteral("model"), fs.device.model},
        {QStringLiteral("rotational"), fs.device.rotational},
        {QStringLiteral("size_bytes"), jsonNumber(fs.device.sizeBytes)},
    };
    if (!fs.device.loopBackingFile.isEmpty()) {
        device.insert(QStringLiteral("loop_backing_file"), fs.device.loopBackingFile);
        device.insert(QStringLiteral("backing"),
            QJsonObject{
                {QStringLiteral("name"), fs.device.backingName},
                {QStringLiteral("model"), fs.device.backingModel},
                {QStringLiteral("rotational"), fs.device.backingRotational},
            });
    }
    return QJsonObject{
        {QStringLiteral("type"), fs.typeName},
        {QStringLiteral("magic"), QStringLiteral("0x%1").arg(fs.magic, 0, 16)},
        {QStringLiteral("block_size"), jsonNumber(fs.blockSize)},
        {QStringLiteral("mount_point"), fs.mountPoint},
        {QStringLiteral("source"), fs.source},
        {QStringLiteral("options"), QJsonArray::fromStringList(fs.options())},
        {QStringLiteral("device"), fs.device.known ? QJsonValue(device) : QJsonValue()},
    };
}

QJsonObject toJson(const FragReport& r)
{
    return QJsonObject{
        {QStringLiteral("file_size"), jsonNumber(r.fileSize)},
        {QStringLiteral("mapped_bytes"), jsonNumber(r.mappedBytes)},
        {QStringLiteral("extent_records"), jsonNumber(r.extentRecords)},
        {QStringLiteral("fragments"), jsonNumber(r.fragments)},
        {QStringLiteral("physical_runs"), jsonNumber(r.physicalRuns)},
        {QStringLiteral("ideal_extents"), jsonNumber(r.idealExtents)},
        {QStringLiteral("best_extent_bytes"), jsonNumber(r.bestExtentBytes)},
        {QStringLiteral("e4defrag_score"), r.e4defragScore},
        {QStringLiteral("average_extent_bytes"), jsonNumber(r.averageExtentBytes)},
        {QStringLiteral("largest_extent_bytes"), jsonNumber(r.largestExtentBytes)},
        {QStringLiteral("contiguity"), r.contiguity},
        {QStringLiteral("seek_distance_bytes"), jsonNumber(r.seekDistanceBytes)},
        {QStringLiteral("holes"), jsonNumber(r.holes)},
        {QStringLiteral("hole_bytes"), jsonNumber(r.holeBytes)},
        {QStringLiteral("shared_bytes"), jsonNumber(r.sharedBytes)},
        {QStringLiteral("unwritten_bytes"), jsonNumber(r.unwrittenBytes)},
        {QStringLiteral("inline_bytes"), jsonNumber(r.inlineBytes)},
        {QStringLiteral("encoded_bytes"), jsonNumber(r.encodedBytes)},
        {QStringLiteral("delalloc_bytes"), jsonNumber(r.delallocBytes)},
    };
}

QJsonObject toJson(const Inspection& in)
{
    QJsonArray extents;
    for (const Extent& e : in.map.extents) {
        extents.append(QJsonObject{
            {QStringLiteral("logical"), jsonNumber(e.logical)},
            {QStringLiteral("physical"), jsonNumber(e.physical)},
            {QStringLiteral("length"), jsonNumber(e.length)},
            {QStringLiteral("flags"), QJsonArray::fromStringList(extentFlagNames(e.flags))},
            {QStringLiteral("flag_bits"), jsonNumber(e.flags)},
        });
    }
    return QJsonObject{
        {QStringLiteral("path"), in.map.path},
        {QStringLiteral("file_size"), jsonNumber(in.map.fileSize)},
        {QStringLiteral("block_size"), jsonNumber(in.map.blockSize)},
        {QStringLiteral("changed_while_reading"), in.map.changedWhileReading},
        {QStringLiteral("taken_at"), in.takenAt.toString(Qt::ISODateWithMs)},
        {QStringLiteral("fs"), toJson(in.fs)},
        {QStringLiteral("report"), toJson(in.report)},
        {QStringLiteral("extents"), extents},
    };
}

} // namespace fragscope
