// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/jobs/jobspec.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <utility>

namespace fragscope {
namespace {

constexpr std::array kRwNames = {
    std::pair{RwMode::Read, "read"},
    std::pair{RwMode::Write, "write"},
    std::pair{RwMode::ReadWrite, "rw"},
    std::pair{RwMode::RandRead, "randread"},
    std::pair{RwMode::RandWrite, "randwrite"},
    std::pair{RwMode::RandRw, "randrw"},
};

constexpr std::array kEngineNames = {
    std::pair{IoEngine::Sync, "sync"},
    std::pair{IoEngine::Psync, "psync"},
    std::pair{IoEngine::Libaio, "libaio"},
    std::pair{IoEngine::IoUring, "io_uring"},
    std::pair{IoEngine::Null, "null"},
};

// Splits "64KiB" into 64 and "kib"; false when there is no leading number.
bool splitNumber(const QString& text, std::uint64_t* number, QString* suffix)
{
    const QString t = text.trimmed();
    qsizetype digits = 0;
    while (digits < t.size() && t.at(digits).isDigit())
        ++digits;
    if (digits == 0)
        return false;
    bool ok = false;
    *number = t.left(digits).toULongLong(&ok);
    *suffix = t.mid(digits).trimmed().toLower();
    return ok;
}

std::optional<std::uint64_t> multiply(std::uint64_t n, std::uint64_t unit)
{
    std::uint64_t out = 0;
    if (__builtin_mul_overflow(n, unit, &out))
        return std::nullopt;
    return out;
}

} // namespace

std::uint64_t JobSpec::bytesToDo() const
{
    return multiply(bytesPerLoop(), std::uint64_t(std::max(1, loops))).value_or(UINT64_MAX);
}

bool JobSpec::continuesAfter(ErrorKind kind, int errnum) const
{
    if (!continueOnError[std::size_t(kind)])
        return false;
    const std::vector<int>& list = ignoredErrors[std::size_t(kind)];
    return list.empty() ? (errnum == EIO || errnum == EILSEQ)
                        : std::find(list.begin(), list.end(), errnum) != list.end();
}

int commandPriority(const JobSpec& job, bool write, std::uint32_t length, std::uint64_t draw)
{
    const std::size_t dir = write ? 1 : 0;
    const int own = (job.cmdprioClass[dir] << 13) | job.cmdprio[dir];
    if (job.cmdprioSplit[dir].empty())
        return int(draw) < job.cmdprioPercent[dir] ? own : 0;
    int sum = 0;
    for (const PrioShare& p : job.cmdprioSplit[dir]) {
        if (p.bytes != length)
            continue;
        sum += p.percent;
        if (int(draw) < sum)
            return p.ioprio >= 0 ? p.ioprio : own;
    }
    return 0;
}

int JobSpec::ioprio() const
{
    if (!prioClass && prio < 0)
        return 0;
    const int cls = prioClass ? prioClass : 2;
    return (cls << 13) | (prio >= 0 ? prio : (cls == 3 ? 0 : 4));
}

std::uint64_t BlockSizes::min() const
{
    if (split.empty())
        return bs;
    std::uint64_t m = UINT64_MAX;
    for (const BlockShare& b : split)
        m = std::min(m, b.bytes);
    return m;
}

std::uint64_t BlockSizes::max() const
{
    if (split.empty())
        return std::max(bs, bsMax);
    std::uint64_t m = 0;
    for (const BlockShare& b : split)
        m = std::max(m, b.bytes);
    return m;
}

BlockSizes JobSpec::sizes(bool write) const
{
    return write && writeSizes ? *writeSizes : BlockSizes{bs, bsMax, bssplit};
}

void JobSpec::setSizes(const BlockSizes& reads, const BlockSizes& writes)
{
    bs = reads.bs;
    bsMax = reads.bsMax;
    bssplit = reads.split;
    writeSizes = writes == reads ? std::nullopt : std::optional(writes);
}

std::uint64_t JobSpec::minBs() const
{
    return std::min(sizes(false).min(), sizes(true).min());
}

std::uint64_t JobSpec::maxBs() const
{
    return std::max(sizes(false).max(), sizes(true).max());
}

QString rwModeName(RwMode mode)
{
    for (const auto& [m, name] : kRwNames) {
        if (m == mode)
            return QLatin1String(name);
    }
    return {};
}

std::optional<RwMode> rwModeFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("readwrite"))
        return RwMode::ReadWrite;
    for (const auto& [m, text] : kRwNames) {
        if (n == QLatin1String(text))
            return m;
    }
    return std::nullopt;
}

QString ioEngineName(IoEngine engine)
{
    for (const auto& [e, name] : kEngineNames) {
        if (e == engine)
            return QLatin1String(name);
    }
    return {};
}

std::optional<IoEngine> ioEngineFromName(const QString& name)
{
    const QString n = name.trimmed().toLower();
    for (const auto& [e, text] : kEngineNames) {
        if (n == QLatin1String(text))
            return e;
    }
    return std::nullopt;
}

std::optional<std::uint64_t> parseFioSize(const QString& text, int kbBase)
{
    std::uint64_t n = 0;
    QString suffix;
    if (!splitNumber(text, &n, &suffix))
        return std::nullopt;
    if (suffix.isEmpty() || suffix == QLatin1String("b"))
        return n;
    static constexpr std::string_view kPrefixes = "kmgtpe";
    const qsizetype power = qsizetype(kPrefixes.find(char(suffix.at(0).toLatin1()))) + 1;
    if (power <= 0)
        return std::nullopt;
    const QString rest = suffix.mid(1);
    std::uint64_t base = 0;
    if (rest.isEmpty() || rest == QLatin1String("ib"))
        base = 1024;
    else if (rest == QLatin1String("b"))
        base = kbBase == 1000 ? 1000 : 1024;
    else
        return std::nullopt;
    std::optional<std::uint64_t> out = n;
    for (qsizetype i = 0; i < power && out; ++i)
        out = multiply(*out, base);
    return out;
}

std::optional<std::uint64_t> parseFioTime(const QString& text, std::uint64_t defaultUnitUs)
{
    std::uint64_t n = 0;
    QString suffix;
    if (!splitNumber(text, &n, &suffix))
        return std::nullopt;
    static const std::array<std::pair<QLatin1String, std::uint64_t>, 11> units = {{
        {QLatin1String("us"), 1},
        {QLatin1String("usec"), 1},
        {QLatin1String("ms"), 1000},
        {QLatin1String("msec"), 1000},
        {QLatin1String("s"), 1'000'000},
        {QLatin1String("sec"), 1'000'000},
        {QLatin1String("m"), 60'000'000},
        {QLatin1String("min"), 60'000'000},
        {QLatin1String("h"), 3'600'000'000ULL},
        {QLatin1String("d"), 86'400'000'000ULL},
        {QLatin1String(""), 0},
    }};
    for (const auto& [name, unit] : units) {
        if (suffix == name)
            return multiply(n, unit ? unit : defaultUnitUs);
    }
    return std::nullopt;
}

QString fioSizeText(std::uint64_t bytes)
{
    static constexpr std::array suffixes = {"", "k", "m", "g", "t", "p"};
    std::size_t i = 0;
    while (bytes != 0 && bytes % 1024 == 0 && i + 1 < suffixes.size()) {
        bytes /= 1024;
        ++i;
    }
    return QString::number(bytes) + QLatin1String(suffixes[i]);
}

QString fioTimeText(std::uint64_t us)
{
    if (us % 1'000'000 == 0)
        return QString::number(us / 1'000'000) + QLatin1Char('s');
    if (us % 1000 == 0)
        return QString::number(us / 1000) + QLatin1String("ms");
    return QString::number(us) + QLatin1String("us");
}

} // namespace fragscope
