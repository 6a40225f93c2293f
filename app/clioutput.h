// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <atomic>
#include <csignal>

namespace fragscope {

// Text to standard output as is, and to standard error with a newline, in the locale's encoding.
void printOut(const QString& text);
void printErr(const QString& text);

// While one lives, Ctrl+C and SIGTERM set interrupted() instead of ending the process, so a long
// command stops between steps, keeps what it did and cleans up.
struct InterruptGuard
{
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

private:
    struct sigaction m_oldInt
    {
    };
    struct sigaction m_oldTerm
    {
    };
};
std::atomic<bool>& interrupted();

} // namespace fragscope
