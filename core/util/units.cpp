// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/units.h"

#include <QLocale>

#include <array>

namespace fragscope {

QString formatBytes(std::uint64_t bytes)
{
    static constexpr std::array units = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    if (bytes < 1024)
        return QStringLiteral("%1 B").arg(bytes);
    double value = double(bytes);
    std::size_t unit = 0;
    while (value >= 1024 && unit + 1 < units.size()) {
        value /= 1024;
        ++unit;
    }
    const int decimals = value < 10 ? 2 : value < 100 ? 1 : 0;
    return QStringLiteral("%1 %2").arg(QLocale().toString(value, 'f', decimals), QLatin1String(units[unit]));
}

QString formatByteChange(std::int64_t bytes)
{
    const std::uint64_t size = bytes < 0 ? std::uint64_t(0) - std::uint64_t(bytes) : std::uint64_t(bytes);
    return (bytes < 0 ? QStringLiteral("-") : QStringLiteral("+")) + formatBytes(size);
}

QString formatCount(std::uint64_t n)
{
    return QLocale().toString(qulonglong(n));
}

bool isWideCharacter(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) || (u >= 0xAC00 && u <= 0xD7A3)
        || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
        || (u >= 0xFFE0 && u <= 0xFFE6);
}

QByteArray csvField(const QString& text)
{
    QByteArray b = text.toUtf8();
    if (b.contains(',') || b.contains('"') || b.contains('\n') || b.contains('\r'))
        b = '"' + b.replace('"', "\"\"") + '"';
    return b;
}

QString formatPercent(double fraction)
{
    return QStringLiteral("%1 %").arg(QLocale().toString(fraction * 100.0, 'f', 1));
}

QString formatSeconds(double seconds)
{
    const QLocale l;
    if (seconds < 1) {
        const double ms = seconds * 1000;
        return l.toString(ms, 'f', ms < 10 ? 2 : ms < 100 ? 1 : 0) + QStringLiteral(" ms");
    }
    return l.toString(seconds, 'f', seconds < 10 ? 2 : seconds < 100 ? 1 : 0) + QStringLiteral(" s");
}

} // namespace fragscope
