// SPDX-License-Identifier: GPL-3.0-or-later
// fio's verify=: what a write job writes carries, per chunk of verify_interval bytes, a header (our
// own layout: magic, offset, seed) and a checksum of the rest, so a later read knows whether each
// chunk is the one written there. The layout is fragscope's (fio's own verify headers are not
// reproduced); a file written with verify by our engine is checked by our engine.
#pragma once

#include "util/error.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <cstdint>
#include <map>
#include <optional>

namespace fragscope::bench {

enum class VerifyKind {
    None,
    Md5,
    Sha1,
    Sha256,
    Sha512,
    Sha3_224,
    Sha3_256,
    Sha3_384,
    Sha3_512,
    Crc32c,
    Crc32,
    Xxhash,
    Meta,    // the header alone
    Pattern, // verify_pattern in every byte, no header
    Null,    // fio's "pretend": nothing is checked
};

// fio's names (crc32c-intel is crc32c); nullopt for a name we do not implement (crc64, crc16, crc7).
std::optional<VerifyKind> verifyKindFromName(const QString& name);

struct VerifyFormat
{
    VerifyKind kind = VerifyKind::None;
    QByteArray pattern;         // verify_pattern, repeated; empty: random bytes from the seed
    std::uint32_t interval = 0; // bytes per chunk; 0: the whole I/O

    // Header and checksum bytes at the start of each chunk (0 for pattern and null).
    std::uint32_t headerBytes() const;
    std::uint32_t chunkOf(std::uint32_t ioLength) const { return interval ? interval : ioLength; }
    // Fills `length` bytes written at `offset` with content for `seed`, chunk by chunk.
    void fill(unsigned char* data, std::uint32_t length, std::uint64_t offset, std::uint64_t seed) const;
    // Whether every chunk of `length` bytes read at `offset` is as written, else the first fault;
    // `seed` (when given) is what the write recorded, so an older write of the same place shows.
    Result<void> check(const unsigned char* data, std::uint32_t length, std::uint64_t offset,
        std::optional<std::uint64_t> seed = std::nullopt) const;
};

// verify_pattern=: "0xaa555aa5" (bytes in the order written), "'text'" or "\"text\"", or a decimal
// number (its bytes, little-endian, as fio); nullopt when none of those.
std::optional<QByteArray> parseVerifyPattern(const QString& text);

// What a verifying clone wrote and has not read back yet (by offset: a later write there wins), and
// what failed: counted, the first kept, the bytes of the first ten dumped beside the file when asked
// (verify_dump: PATH.OFFSET.received, and .expected where the write is known).
class VerifyLog
{
public:
    VerifyLog(const VerifyFormat& format, const QString& path, bool dump)
        : m_format(format)
        , m_path(path)
        , m_dump(dump)
    { }
    void written(std::uint64_t offset, std::uint32_t length, std::uint64_t seed);
    std::uint64_t sinceReadBack() const { return m_sinceReadBack; }
    // Reads back every write not yet checked from `fd` into `scratch` (the largest block) and checks
    // it; adds what was read to `verifiedBytes`. 0, or -errno of a failed read.
    int readBack(int fd, unsigned char* scratch, bool stopAtFirst, const std::atomic<bool>& cancel,
        std::uint64_t* verifiedBytes);
    void fault(const QString& why, std::uint64_t offset, const unsigned char* data, std::uint32_t length,
        std::optional<std::uint64_t> seed);
    std::uint64_t failures() const { return m_failures; }
    QString firstFault() const { return m_first; }

private:
    struct Written
    {
        std::uint32_t length;
        std::uint64_t seed;
    };
    VerifyFormat m_format;
    QString m_path;
    bool m_dump;
    std::map<std::uint64_t, Written> m_pending;
    std::uint64_t m_sinceReadBack = 0;
    std::uint64_t m_failures = 0;
    QString m_first;
    int m_dumps = 0;
};

// CRC-32C (Castagnoli) and CRC-32 (IEEE), reflected, as ext4, btrfs and zlib compute them.
std::uint32_t crc32c(const void* data, std::size_t length);
std::uint32_t crc32ieee(const void* data, std::size_t length);

} // namespace fragscope::bench
