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
    bool unsupported = false; // valid input that another tool (fio) takes and fragscope does not

    QString message() const { return path.isEmpty() ? reason : path + QStringLiteral(": ") + reason; }
};

template<typename T> using Result = std::expected<T, Error>;

// A failure whose reason names what it is about itself (a job, an option, a file in the text), so
// the Error has no separate path: `return failure(tr("job '%1': ...").arg(name));`.
inline std::unexpected<Error> failure(const QString& reason)
{
    return std::unexpected(Error{{}, reason});
}

// What a view shows for a check: nothing when it passed, else its message.
inline QString messageOf(const Result<void>& checked)
{
    return checked ? QString() : checked.error().message();
}

// The system's text for an errno value, as a QString.
QString errnoText(int errnum);

} // namespace fragscope
