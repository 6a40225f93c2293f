// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/jobs/verify.h"

#include "io/random.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>

#include <unistd.h>
#include <xxhash.h>

#include <array>
#include <cerrno>
#include <cstring>

namespace fragscope::bench {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BenchRunner)
};

constexpr std::uint32_t kMagic = 0x31565346; // "FSV1"

// The header at the start of each chunk, then the digest of the rest of the chunk.
struct Header
{
    std::uint32_t magic;
    std::uint16_t headerBytes;
    std::uint8_t kind;
    std::uint8_t reserved;
    std::uint32_t chunkBytes;
    std::uint32_t reserved2;
    std::uint64_t offset;
    std::uint64_t seed;
};
static_assert(sizeof(Header) == 32);

template<std::uint32_t Poly> std::uint32_t crc(const void* data, std::size_t length)
{
    static const auto table = [] {
        std::array<std::uint32_t, 256> t{};
        for (std::uint32_t i = 0; i < 256; ++i) {
            std::uint32_t c = i;
            for (int k = 0; k < 8; ++k)
                c = c & 1 ? (c >> 1) ^ Poly : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    std::uint32_t c = 0xffffffffu;
    const auto* p = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < length; ++i)
        c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
    return c ^ 0xffffffffu;
}

std::optional<QCryptographicHash::Algorithm> hashOf(VerifyKind kind)
{
    switch (kind) {
    case VerifyKind::Md5:
        return QCryptographicHash::Md5;
    case VerifyKind::Sha1:
        return QCryptographicHash::Sha1;
    case VerifyKind::Sha256:
        return QCryptographicHash::Sha256;
    case VerifyKind::Sha512:
        return QCryptographicHash::Sha512;
    case VerifyKind::Sha3_224:
        return QCryptographicHash::Sha3_224;
    case VerifyKind::Sha3_256:
        return QCryptographicHash::Sha3_256;
    case VerifyKind::Sha3_384:
        return QCryptographicHash::Sha3_384;
    case VerifyKind::Sha3_512:
        return QCryptographicHash::Sha3_512;
    default:
        return std::nullopt;
    }
}

std::uint32_t digestBytes(VerifyKind kind)
{
    if (const auto h = hashOf(kind))
        return std::uint32_t(QCryptographicHash::hashLength(*h));
    switch (kind) {
    case VerifyKind::Crc32c:
    case VerifyKind::Crc32:
        return 4;
    case VerifyKind::Xxhash:
        return 8;
    default:
        return 0;
    }
}

QByteArray digest(VerifyKind kind, const unsigned char* data, std::size_t length)
{
    if (const auto h = hashOf(kind))
        return QCryptographicHash::hash(QByteArrayView(data, qsizetype(length)), *h);
    QByteArray out;
    const auto put = [&out](auto v) { out = QByteArray(reinterpret_cast<const char*>(&v), sizeof v); };
    switch (kind) {
    case VerifyKind::Crc32c:
        put(crc32c(data, length));
        break;
    case VerifyKind::Crc32:
        put(crc32ieee(data, length));
        break;
    case VerifyKind::Xxhash:
        put(std::uint64_t(XXH3_64bits(data, length)));
        break;
    default:
        break;
    }
    return out;
}

// The payload: the pattern repeated, else bytes from the seed.
void fillPayload(const QByteArray& pattern, unsigned char* data, std::size_t length, std::uint64_t seed)
{
    if (!pattern.isEmpty()) {
        for (std::size_t i = 0; i < length; ++i)
            data[i] = static_cast<unsigned char>(pattern[qsizetype(i % std::size_t(pattern.size()))]);
        return;
    }
    Rng(seed).fill(data, length);
}

} // namespace

std::uint32_t crc32c(const void* data, std::size_t length)
{
    return crc<0x82f63b78u>(data, length);
}

std::uint32_t crc32ieee(const void* data, std::size_t length)
{
    return crc<0xedb88320u>(data, length);
}

std::optional<VerifyKind> verifyKindFromName(const QString& name)
{
    static const std::array<std::pair<const char*, VerifyKind>, 17> names = {{
        {"0", VerifyKind::None},
        {"md5", VerifyKind::Md5},
        {"sha1", VerifyKind::Sha1},
        {"sha256", VerifyKind::Sha256},
        {"sha512", VerifyKind::Sha512},
        {"sha3-224", VerifyKind::Sha3_224},
        {"sha3-256", VerifyKind::Sha3_256},
        {"sha3-384", VerifyKind::Sha3_384},
        {"sha3-512", VerifyKind::Sha3_512},
        {"crc32c", VerifyKind::Crc32c},
        {"crc32c-intel", VerifyKind::Crc32c},
        {"crc32", VerifyKind::Crc32},
        {"xxhash", VerifyKind::Xxhash},
        {"meta", VerifyKind::Meta},
        {"pattern", VerifyKind::Pattern},
        {"null", VerifyKind::Null},
        {"none", VerifyKind::None},
    }};
    const QString n = name.trimmed().toLower();
    for (const auto& [text, kind] : names) {
        if (n == QLatin1String(text))
            return kind;
    }
    return std::nullopt;
}

std::uint32_t VerifyFormat::headerBytes() const
{
    if (kind == VerifyKind::None || kind == VerifyKind::Pattern || kind == VerifyKind::Null)
        return 0;
    return std::uint32_t(sizeof(Header)) + digestBytes(kind);
}

void VerifyFormat::fill(unsigned char* data, std::uint32_t length, std::uint64_t offset, std::uint64_t seed) const
{
    const std::uint32_t chunk = chunkOf(length);
    const std::uint32_t header = headerBytes();
    for (std::uint32_t at = 0; at < length; at += chunk) {
        const std::uint32_t n = std::min(chunk, length - at);
        unsigned char* c = data + at;
        if (n <= header) { // a short tail too small for a header: the pattern or random bytes, unchecked
            fillPayload(pattern, c, n, seed + at);
            continue;
        }
        fillPayload(pattern, c + header, n - header, seed + at);
        if (header == 0) {
            if (kind == VerifyKind::Pattern)
                fillPayload(pattern, c, n, 0);
            continue;
        }
        const Header h{kMagic, std::uint16_t(header), std::uint8_t(kind), 0, n, 0, offset + at, seed + at};
        std::memcpy(c, &h, sizeof h);
        const QByteArray d = digest(kind, c + header, n - header);
        std::memcpy(c + sizeof h, d.constData(), std::size_t(d.size()));
    }
}

namespace {

// A chunk's header against what this job writes there: its kind, its place, its write, its digest.
Result<void> checkHeader(const unsigned char* c, std::uint32_t n, std::uint32_t header, VerifyKind kind,
    std::uint64_t where, std::optional<std::uint64_t> seed)
{
    Header h{};
    std::memcpy(&h, c, sizeof h);
    if (h.magic != kMagic || h.headerBytes != header || h.kind != std::uint8_t(kind) || h.chunkBytes != n)
        return failure(
            Text::tr("at %1: no verify header of this job's kind (never written with verify=, or overwritten)")
                .arg(where));
    if (h.offset != where)
        return failure(Text::tr("at %1: the data written for offset %2 (a misplaced write)").arg(where).arg(h.offset));
    if (seed && h.seed != *seed)
        return failure(Text::tr("at %1: an older write's data (a lost write)").arg(where));
    const QByteArray d = digest(kind, c + header, n - header);
    if (std::memcmp(c + sizeof h, d.constData(), std::size_t(d.size())) != 0)
        return failure(Text::tr("at %1: the checksum does not match the data (corrupted)").arg(where));
    return {};
}

// Bytes from..n of a chunk against the pattern, repeated from `from` on.
Result<void> checkPattern(
    const unsigned char* c, std::uint32_t from, std::uint32_t n, const QByteArray& pattern, std::uint64_t where)
{
    for (std::uint32_t i = from; i < n; ++i) {
        const auto want = static_cast<unsigned char>(pattern[qsizetype((i - from) % std::uint32_t(pattern.size()))]);
        if (c[i] != want) {
            return failure(Text::tr("at %1: byte %2 is 0x%3, the pattern has 0x%4")
                               .arg(where)
                               .arg(i)
                               .arg(c[i], 2, 16, QLatin1Char('0'))
                               .arg(want, 2, 16, QLatin1Char('0')));
        }
    }
    return {};
}

} // namespace

Result<void> VerifyFormat::check(
    const unsigned char* data, std::uint32_t length, std::uint64_t offset, std::optional<std::uint64_t> seed) const
{
    if (kind == VerifyKind::None || kind == VerifyKind::Null)
        return {};
    const std::uint32_t chunk = chunkOf(length);
    const std::uint32_t header = headerBytes();
    for (std::uint32_t at = 0; at < length; at += chunk) {
        const std::uint32_t n = std::min(chunk, length - at);
        const unsigned char* c = data + at;
        const bool headed = header && n > header;
        if (headed) {
            const auto chunkSeed = seed ? std::optional<std::uint64_t>(*seed + at) : std::nullopt;
            if (auto ok = checkHeader(c, n, header, kind, offset + at, chunkSeed); !ok)
                return ok;
        }
        const bool patterned = kind == VerifyKind::Pattern || (headed && !pattern.isEmpty());
        if (!patterned)
            continue;
        if (auto ok = checkPattern(c, kind == VerifyKind::Pattern ? 0 : header, n, pattern, offset + at); !ok)
            return ok;
    }
    return {};
}

void VerifyLog::written(std::uint64_t offset, std::uint32_t length, std::uint64_t seed)
{
    m_pending[offset] = Written{length, seed};
    ++m_sinceReadBack;
}

int VerifyLog::readBack(
    int fd, unsigned char* scratch, bool stopAtFirst, const std::atomic<bool>& cancel, std::uint64_t* verifiedBytes)
{
    for (const auto& [offset, w] : m_pending) {
        if (cancel.load(std::memory_order_relaxed) || (stopAtFirst && m_failures))
            break;
        const ssize_t n = ::pread(fd, scratch, w.length, off_t(offset));
        if (n < 0)
            return -errno;
        if (std::uint32_t(n) != w.length)
            fault(Text::tr("at %1: the file ends before the data written there").arg(offset), offset, scratch,
                std::uint32_t(n), w.seed);
        else if (auto ok = m_format.check(scratch, w.length, offset, w.seed); !ok)
            fault(ok.error().reason, offset, scratch, w.length, w.seed);
        *verifiedBytes += std::uint64_t(n);
    }
    m_pending.clear();
    m_sinceReadBack = 0;
    return 0;
}

void VerifyLog::fault(const QString& why, std::uint64_t offset, const unsigned char* data, std::uint32_t length,
    std::optional<std::uint64_t> seed)
{
    ++m_failures;
    if (m_first.isEmpty())
        m_first = why;
    if (!m_dump || m_dumps >= 10)
        return;
    ++m_dumps;
    const QString base = QStringLiteral("%1.%2").arg(m_path).arg(offset);
    QFile received(base + QStringLiteral(".received"));
    if (received.open(QIODevice::WriteOnly | QIODevice::Truncate))
        received.write(reinterpret_cast<const char*>(data), length);
    if (seed) {
        QByteArray expected(qsizetype(length), '\0');
        m_format.fill(reinterpret_cast<unsigned char*>(expected.data()), length, offset, *seed);
        QFile e(base + QStringLiteral(".expected"));
        if (e.open(QIODevice::WriteOnly | QIODevice::Truncate))
            e.write(expected);
    }
}

std::optional<QByteArray> parseVerifyPattern(const QString& text)
{
    const QString t = text.trimmed();
    if (t.size() >= 2 && (t.startsWith(u'"') || t.startsWith(u'\'')) && t.endsWith(t.front()))
        return t.mid(1, t.size() - 2).toUtf8();
    if (t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)) {
        QString hex = t.mid(2);
        if (hex.isEmpty() || hex.size() % 2 != 0)
            hex.prepend(u'0');
        QByteArray bytes = QByteArray::fromHex(hex.toLatin1());
        if (bytes.toHex().size() != hex.size())
            return std::nullopt; // not all hex digits
        return bytes;
    }
    bool ok = false;
    const std::uint32_t n = t.toUInt(&ok);
    if (!ok)
        return std::nullopt;
    QByteArray out(reinterpret_cast<const char*>(&n), sizeof n);
    while (out.size() > 1 && out.endsWith('\0'))
        out.chop(1);
    return out;
}

} // namespace fragscope::bench
