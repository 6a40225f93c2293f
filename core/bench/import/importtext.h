// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// For the importers' sources only: their messages' translation context and the "file:line" error.
#include "util/error.h"

#include <QCoreApplication>
#include <QString>

namespace fragscope::importtext {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Import)
};

inline Error lineError(const QString& path, int line, const QString& reason)
{
    return Error{QStringLiteral("%1:%2").arg(path).arg(line), reason};
}

// A failure of line `line` of the file, naming both.
inline std::unexpected<Error> lineFailure(const QString& path, int line, const QString& reason)
{
    return std::unexpected(lineError(path, line, reason));
}

} // namespace fragscope::importtext
