// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/jobs/optioninput.h"

#include <QCoreApplication>
#include <QStringList>

namespace fragscope::options {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(JobFile)
};

std::optional<bool> parseBool(const QString& value)
{
    const QString v = value.trimmed().toLower();
    if (v == QLatin1String("1") || v == QLatin1String("true") || v == QLatin1String("yes") || v == QLatin1String("on"))
        return true;
    if (v == QLatin1String("0") || v == QLatin1String("false") || v == QLatin1String("no") || v == QLatin1String("off"))
        return false;
    return std::nullopt;
}

std::optional<std::uint64_t> parseCount(const QString& value)
{
    bool ok = false;
    const std::uint64_t n = value.trimmed().toULongLong(&ok);
    return ok ? std::optional(n) : std::nullopt;
}

} // namespace

Result<void> OptionInput::needValue() const
{
    if (hasValue)
        return {};
    return failure(Text::tr("needs a value"));
}
Result<void> OptionInput::size(std::uint64_t* out, bool allowZero) const
{
    if (!hasValue)
        return needValue();
    const auto n = parseFioSize(value, base);
    if (!n)
        return failure(Text::tr("'%1' is not a size (examples: 4k, 1m, 64KiB, 1g)").arg(value));
    if (!allowZero && *n == 0)
        return failure(Text::tr("must be greater than 0"));
    *out = *n;
    return {};
}
Result<void> OptionInput::time(std::uint64_t* out, std::uint64_t unitUs) const
{
    if (!hasValue)
        return needValue();
    const auto us = parseFioTime(value, unitUs);
    if (!us)
        return failure(Text::tr("'%1' is not a time (examples: 30, 500ms, 2m)").arg(value));
    *out = *us;
    return {};
}
Result<void> OptionInput::flag(bool* out) const
{
    if (!hasValue) {
        *out = true;
        return {};
    }
    const auto b = parseBool(value);
    if (!b)
        return failure(Text::tr("'%1' is not 0 or 1").arg(value));
    *out = *b;
    return {};
}
Result<std::uint64_t> OptionInput::number(std::uint64_t min, std::uint64_t max) const
{
    if (!hasValue)
        return std::unexpected(needValue().error());
    const auto n = parseCount(value);
    if (!n || *n < min || *n > max)
        return failure(Text::tr("'%1' is not a whole number from %2 to %3").arg(value).arg(min).arg(max));
    return *n;
}
Result<void> OptionInput::perDirectionInts(std::array<int, 2>* out, int min, int max) const
{
    if (!hasValue)
        return needValue();
    const auto parts = directionParts(value);
    if (!parts)
        return failure(Text::tr("at most three values: reads, writes, trims"));
    std::array<int, 2> v = *out;
    for (std::size_t dir = 0; dir < 2; ++dir) {
        const QString& t = (*parts)[dir];
        if (t.isEmpty())
            continue;
        bool ok = false;
        const int n = t.toInt(&ok);
        if (!ok || n < min || n > max)
            return failure(Text::tr("'%1' is not a whole number from %2 to %3").arg(t).arg(min).arg(max));
        v[dir] = n;
    }
    *out = v;
    return {};
}
Result<void> OptionInput::logName(QString* out) const
{
    *out = hasValue && !value.trimmed().isEmpty() ? value.trimmed() : job.name;
    return {};
}
Result<void> OptionInput::text(QString* out) const
{
    if (!hasValue)
        return needValue();
    *out = value.trimmed();
    return {};
}
Result<QString> OptionInput::oneOf(std::initializer_list<const char*> names) const
{
    QString v = value.trimmed().toLower();
    QStringList all;
    for (const char* name : names) {
        if (v == QLatin1String(name))
            return v;
        all << QLatin1String(name);
    }
    return failure(Text::tr("'%1' is not one of %2").arg(value, all.join(QStringLiteral(", "))));
}

} // namespace fragscope::options
