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
    QStringList options;
    for (const QJsonValue v : o.value(QLatin1String("options")).toArray())
        options << v.toString();
    fs.mountOptions = options.join(u',');
    const QJsonObject device = o.value(QLatin1String("device")).toObject();
    if (!device.isEmpty()) {
        fs.device.known = true;
        fs.device.name = device.value(QLatin1String("name")).toString();
        fs.device.node = device.value(QLatin1String("node")).toString();
        fs.device.model = device.value(QLatin1String("model")).toString();
        fs.device.rotational = device.value(QLatin1String("rotational")).toBool();
        fs.device.sizeBytes = jsonU64(device.value(QLatin1String("size_bytes")));
        fs.device.loopBackingFile = device.value(QLatin1String("loop_backing_file")).toString();
        const QJsonObject backing = device.value(QLatin1String("backing")).toObject();
        fs.device.backingName = backing.value(QLatin1String("name")).toString();
        fs.device.backingModel = backing.value(QLatin1String("model")).toString();
        fs.device.backingRotational = backing.value(QLatin1String("rotational")).toBool();
    }
    return fs;
}

} // namespace fragscope
