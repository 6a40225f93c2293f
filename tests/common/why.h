// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/error.h"

#include <QByteArray>

// The error of a failed Result for a QVERIFY2 message; empty for a success. (The message argument
// is evaluated either way, so it must not touch error() of a value.)
template<typename T> QByteArray why(const fragscope::Result<T>& result)
{
    return result ? QByteArray() : result.error().message().toLocal8Bit();
}
