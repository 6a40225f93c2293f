// SPDX-License-Identifier: GPL-3.0-or-later
#include "fs/fsjson.h"

#include "util/json.h"

#include <QJsonArray>

namespace fragscope {

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

FsInfo fsInfoFromJson(const QJsonObject& o)
{
    FsInfo fs;
    fs.typeName = o.value(QLatin1String("type")).toString();
    fs.blockSize = std::uint32_t(jsonU64(jsonField(o, "block_size", "blockSize")));
    fs.mountPoint = jsonField(o, "mount_point", "mountPoint").toString();
    fs.source = o.value(QLatin1String("source")).toString();
    return fs;
}

} // namespace fragscope
