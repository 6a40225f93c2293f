// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QJsonValue>

#include <QString>

#include "util/error.h"

#include <cmath>
#include <cstdint>
#include <optional>

namespace fragscope {

// A byte count or other unsigned figure. JSON numbers are doubles: exact up to 2^53 (8 PiB).
inline QJsonValue jsonNumber(std::uint64_t v)
{
    return QJsonValue(qint64(v));
}

// An unsigned whole number: 0 when absent or null; nullopt for anything else (negative, fractional,
// 2^64 or more, not a number), which a plain cast would misread (a negative double cast to an
// unsigned integer is undefined behaviour).
inline std::optional<std::uint64_t> jsonUnsigned(const QJsonValue& v)
{
    if (v.isUndefined() || v.isNull())
        return 0;
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!(d >= 0) || d >= 18446744073709551616.0 || d != std::floor(d))
        return std::nullopt;
    return std::uint64_t(d);
}

// The same, 0 for anything that is not one: for what other programs print (fio's -1 for "none").
inline std::uint64_t jsonU64(const QJsonValue& v)
{
    return jsonUnsigned(v).value_or(0);
}

// Reads the unsigned figures of a saved file, remembering the first that is not one, so that the
// file is refused by name rather than misread.
class JsonFigures
{
public:
    std::uint64_t operator()(const QJsonValue& v, const char* field)
    {
        const auto n = jsonUnsigned(v);
        if (!n && m_problem.isEmpty())
            m_problem = QStringLiteral("%1: %2").arg(QLatin1String(field), jsonValueText(v));
        return n.value_or(0);
    }
    bool ok() const { return m_problem.isEmpty(); }
    // "file_size: -5": the field and the value that is no unsigned whole number.
    QString problem() const { return m_problem; }

private:
    static QString jsonValueText(const QJsonValue& v)
    {
        return v.isDouble() ? QString::number(v.toDouble(), 'g', 17)
            : v.isString()  ? QLatin1Char('"') + v.toString() + QLatin1Char('"')
                            : QStringLiteral("not a number");
    }
    QString m_problem;
};

// The value under `key`, or under the name 0.1.0 wrote it with (camelCase) when a file is that old.
inline QJsonValue jsonField(const QJsonObject& o, const char* key, const char* oldKey)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isUndefined() ? o.value(QLatin1String(oldKey)) : v;
}

// The JSON object a saved file holds; the file's name with the reason when it cannot be read or
// is not JSON ("JSON at byte 17: unterminated string").
Result<QJsonObject> readJsonObject(const QString& path);

} // namespace fragscope
