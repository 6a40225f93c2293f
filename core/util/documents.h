// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QLatin1StringView>
#include <QString>

namespace fragscope {

// Every JSON document Fragscope writes, named once: its "kind" (what a reader checks first) and its
// "format_version" (raised when a key changes meaning; readers refuse a newer one).
struct DocumentKind
{
    QLatin1StringView kind;
    int formatVersion;
};

namespace documents {
inline constexpr DocumentKind kMap{QLatin1StringView("map"), 2};                   // map --format json, snapshots
inline constexpr DocumentKind kSurvey{QLatin1StringView("survey"), 1};             // scan --format json, saved surveys
inline constexpr DocumentKind kDefrag{QLatin1StringView("defrag"), 1};             // defrag --json
inline constexpr DocumentKind kComparison{QLatin1StringView("comparison"), 1};     // compare --json
inline constexpr DocumentKind kBenchResult{QLatin1StringView("bench-result"), 1};  // bench, import, saved results
inline constexpr DocumentKind kLab{QLatin1StringView("lab"), 1};                   // lab --json, saved lab runs
inline constexpr DocumentKind kSession{QLatin1StringView("fragscope-session"), 1}; // File ▸ Save Session
inline constexpr DocumentKind kDiskProfile{QLatin1StringView("disk-profile"), 1};  // a saved calibration
inline constexpr DocumentKind kCalibration{QLatin1StringView("calibration"), 1};   // calibrate --format json
} // namespace documents

// What every document starts with: "tool", "version", "kind" and "format_version".
inline QJsonObject documentHeader(const DocumentKind& k)
{
    return QJsonObject{{QStringLiteral("tool"), QStringLiteral("fragscope")},
        {QStringLiteral("version"), QStringLiteral(FRAGSCOPE_VERSION)}, {QStringLiteral("kind"), QString(k.kind)},
        {QStringLiteral("format_version"), k.formatVersion}};
}

// The header and the document's own keys, the header's winning.
inline QJsonObject document(const DocumentKind& k, QJsonObject body)
{
    const QJsonObject header = documentHeader(k);
    for (auto it = header.begin(); it != header.end(); ++it)
        body.insert(it.key(), it.value());
    return body;
}

} // namespace fragscope
