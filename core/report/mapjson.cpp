// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/mapjson.h"

#include <QJsonArray>

namespace fragscope {
namespace {

// JSON numbers are doubles: exact up to 2^53 bytes (8 PiB), which covers real devices.
QJsonValue number(std::uint64_t v)
{
    return QJsonValue(qint64(v));
}

} // namespace

QJsonObject toJson(const FsInfo& fs)
{
    QJsonObject device{
        {QStringLiteral("name"), fs.device.name},
        {QStringLiteral("node"), fs.device.node},
        {QStringLiteral("model"), fs.device.model},
        {QStringLiteral("rotational"), fs.device.rotational},
        {QStringLiteral("sizeBytes"), number(fs.device.sizeBytes)},
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
        {QStringLiteral("blockSize"), number(fs.blockSize)},
        {QStringLiteral("mountPoint"), fs.mountPoint},
        {QStringLiteral("source"), fs.source},
        {QStringLiteral("options"), QJsonArray::fromStringList(fs.options())},
        {QStringLiteral("device"), fs.device.known ? QJsonValue(device) : QJsonValue()},
    };
}

QJsonObject toJson(const FragReport& r)
{
    return QJsonObject{
        {QStringLiteral("fileSize"), number(r.fileSize)},
        {QStringLiteral("mappedBytes"), number(r.mappedBytes)},
        {QStringLiteral("extentRecords"), number(r.extentRecords)},
        {QStringLiteral("fragments"), number(r.fragments)},
        {QStringLiteral("physicalRuns"), number(r.physicalRuns)},
        {QStringLiteral("idealExtents"), number(r.idealExtents)},
        {QStringLiteral("bestExtentBytes"), number(r.bestExtentBytes)},
        {QStringLiteral("e4defragScore"), r.e4defragScore},
        {QStringLiteral("averageExtentBytes"), number(r.averageExtentBytes)},
        {QStringLiteral("largestExtentBytes"), number(r.largestExtentBytes)},
        {QStringLiteral("contiguity"), r.contiguity},
        {QStringLiteral("seekDistanceBytes"), number(r.seekDistanceBytes)},
        {QStringLiteral("holes"), number(r.holes)},
        {QStringLiteral("holeBytes"), number(r.holeBytes)},
        {QStringLiteral("sharedBytes"), number(r.sharedBytes)},
        {QStringLiteral("unwrittenBytes"), number(r.unwrittenBytes)},
        {QStringLiteral("inlineBytes"), number(r.inlineBytes)},
        {QStringLiteral("encodedBytes"), number(r.encodedBytes)},
        {QStringLiteral("delallocBytes"), number(r.delallocBytes)},
    };
}

QJsonObject toJson(const Inspection& in)
{
    QJsonArray extents;
    for (const Extent& e : in.map.extents) {
        extents.append(QJsonObject{
            {QStringLiteral("logical"), number(e.logical)},
            {QStringLiteral("physical"), number(e.physical)},
            {QStringLiteral("length"), number(e.length)},
            {QStringLiteral("flags"), QJsonArray::fromStringList(extentFlagNames(e.flags))},
            {QStringLiteral("flagBits"), number(e.flags)},
        });
    }
    return QJsonObject{
        {QStringLiteral("path"), in.map.path},
        {QStringLiteral("fileSize"), number(in.map.fileSize)},
        {QStringLiteral("blockSize"), number(in.map.blockSize)},
        {QStringLiteral("changedWhileReading"), in.map.changedWhileReading},
        {QStringLiteral("takenAt"), in.takenAt.toString(Qt::ISODateWithMs)},
        {QStringLiteral("fs"), toJson(in.fs)},
        {QStringLiteral("report"), toJson(in.report)},
        {QStringLiteral("extents"), extents},
    };
}

} // namespace fragscope
