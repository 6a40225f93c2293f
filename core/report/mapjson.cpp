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
        {QStringLiteral("sizeBytes"), jsonNumber(fs.device.sizeBytes)},
    };
    if (!fs.device.loopBackingFile.isEmpty()) {
        device.insert(QStringLiteral("loopBackingFile"), fs.device.loopBackingFile);
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
        {QStringLiteral("blockSize"), jsonNumber(fs.blockSize)},
        {QStringLiteral("mountPoint"), fs.mountPoint},
        {QStringLiteral("source"), fs.source},
        {QStringLiteral("options"), QJsonArray::fromStringList(fs.options())},
        {QStringLiteral("device"), fs.device.known ? QJsonValue(device) : QJsonValue()},
    };
}

QJsonObject toJson(const FragReport& r)
{
    return QJsonObject{
        {QStringLiteral("fileSize"), jsonNumber(r.fileSize)},
        {QStringLiteral("mappedBytes"), jsonNumber(r.mappedBytes)},
        {QStringLiteral("extentRecords"), jsonNumber(r.extentRecords)},
        {QStringLiteral("fragments"), jsonNumber(r.fragments)},
        {QStringLiteral("physicalRuns"), jsonNumber(r.physicalRuns)},
        {QStringLiteral("idealExtents"), jsonNumber(r.idealExtents)},
        {QStringLiteral("bestExtentBytes"), jsonNumber(r.bestExtentBytes)},
        {QStringLiteral("e4defragScore"), r.e4defragScore},
        {QStringLiteral("averageExtentBytes"), jsonNumber(r.averageExtentBytes)},
        {QStringLiteral("largestExtentBytes"), jsonNumber(r.largestExtentBytes)},
        {QStringLiteral("contiguity"), r.contiguity},
        {QStringLiteral("seekDistanceBytes"), jsonNumber(r.seekDistanceBytes)},
        {QStringLiteral("holes"), jsonNumber(r.holes)},
        {QStringLiteral("holeBytes"), jsonNumber(r.holeBytes)},
        {QStringLiteral("sharedBytes"), jsonNumber(r.sharedBytes)},
        {QStringLiteral("unwrittenBytes"), jsonNumber(r.unwrittenBytes)},
        {QStringLiteral("inlineBytes"), jsonNumber(r.inlineBytes)},
        {QStringLiteral("encodedBytes"), jsonNumber(r.encodedBytes)},
        {QStringLiteral("delallocBytes"), jsonNumber(r.delallocBytes)},
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
            {QStringLiteral("flagBits"), jsonNumber(e.flags)},
        });
    }
    return QJsonObject{
        {QStringLiteral("path"), in.map.path},
        {QStringLiteral("fileSize"), jsonNumber(in.map.fileSize)},
        {QStringLiteral("blockSize"), jsonNumber(in.map.blockSize)},
        {QStringLiteral("changedWhileReading"), in.map.changedWhileReading},
        {QStringLiteral("takenAt"), in.takenAt.toString(Qt::ISODateWithMs)},
        {QStringLiteral("fs"), toJson(in.fs)},
        {QStringLiteral("report"), toJson(in.report)},
        {QStringLiteral("extents"), extents},
    };
}

} // namespace fragscope
