// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <expected>

namespace fragscope {

// What went wrong, for whom: every error a user can cause names the file and the reason.
struct Error
{
    QString path;
    QString reason;
    int errnum = 0; // errno when a system call failed, 0 otherwise
    bool cancelled = false;

    QString message() const { return path.isEmpty() ? reason : path + QStringLiteral(": ") + reason; }
};

template<typename T> using Result = std::expected<T, Error>;

// The system's text for an errno value, as a QString.
QString errnoText(int errnum);

} // namespace fragscope
