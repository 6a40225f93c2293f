// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QJsonValue>

#include <cstdint>

namespace fragscope {

// A byte count or other unsigned figure. JSON numbers are doubles: exact up to 2^53 (8 PiB).
inline QJsonValue jsonNumber(std::uint64_t v)
{
    return QJsonValue(qint64(v));
}

inline std::uint64_t jsonU64(const QJsonValue& v)
{
    return std::uint64_t(v.toDouble());
}

// The value under `key`, or under the name 0.1.0 wrote it with (camelCase) when a file is that old.
inline QJsonValue jsonField(const QJsonObject& o, const char* key, const char* oldKey)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isUndefined() ? o.value(QLatin1String(oldKey)) : v;
}

} // namespace fragscope
