// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace fragscope {

// Sizes in binary units, always named: "512 B", "4.00 KiB", "1.50 GiB". Never MB for 2^20.
QString formatBytes(std::uint64_t bytes);
// A change of size, signed: "+16.0 MiB", "-4.00 KiB", "+0 B".
QString formatByteChange(std::int64_t bytes);
// Exact count with thousands separators: "1,048,576".
QString formatCount(std::uint64_t n);
QString formatPercent(double fraction); // 0.5 -> "50.0 %"
// A time to read something, to three figures: "0.84 ms", "42.0 ms", "1.24 s", "12.4 s", "124 s".
QString formatSeconds(double seconds);
// One CSV field (RFC 4180): quoted, with its quotes doubled, when it holds a comma, quote or newline.
QByteArray csvField(const QString& text);
// Whether a terminal gives `c` two columns, and Japanese breaks lines beside it: CJK, kana, Hangul
// and the full-width forms.
bool isWideCharacter(QChar c);

} // namespace fragscope
