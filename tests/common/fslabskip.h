// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTest>

#include <cstdlib>
#include <cstring>

// A skip for want of root, a tool or a scratch file system: the test cannot run *here*. Where
// FRAGSCOPE_REQUIRE_FSLAB=1 (CI sets it) it fails instead, so the file-system tests cannot silently
// stop running. Skips for what a machine legitimately lacks or is (no device mapper, a sanitizer
// build, root where the test needs another user) stay plain QSKIPs.
namespace fragscope::fslab {

inline bool fslabRequired()
{
    const char* value = std::getenv("FRAGSCOPE_REQUIRE_FSLAB");
    return value != nullptr && std::strcmp(value, "1") == 0;
}
inline QString skipText(const char* text)
{
    return QString::fromUtf8(text);
}
inline QString skipText(const QString& text)
{
    return text;
}

} // namespace fragscope::fslab

#define FSLAB_SKIP(reason)                                                                                             \
    do {                                                                                                               \
        const QString fslabSkipReason_ = ::fragscope::fslab::skipText(reason);                                         \
        if (::fragscope::fslab::fslabRequired())                                                                       \
            QFAIL(qPrintable(QStringLiteral("FRAGSCOPE_REQUIRE_FSLAB=1, so this may not skip: ") + fslabSkipReason_)); \
        QSKIP(qPrintable(fslabSkipReason_));                                                                           \
    } while (false)
