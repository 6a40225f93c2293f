// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

#include <utility>

namespace fragscope {

// Owns a file descriptor and closes it once.
class UniqueFd
{
public:
    UniqueFd() = default;
    explicit UniqueFd(int fd)
        : m_fd(fd)
    { }
    UniqueFd(UniqueFd&& other) noexcept
        : m_fd(std::exchange(other.m_fd, -1))
    { }
    UniqueFd& operator=(UniqueFd&& other) noexcept
    {
        if (this != &other)
            reset(std::exchange(other.m_fd, -1));
        return *this;
    }
    UniqueFd(const UniqueFd&) = delete;
    UniqueFd& operator=(const UniqueFd&) = delete;
    ~UniqueFd() { reset(); }

    int get() const { return m_fd; }
    bool valid() const { return m_fd >= 0; }
    int release() { return std::exchange(m_fd, -1); } // the caller closes it now
    void reset(int fd = -1)
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = fd;
    }

private:
    int m_fd = -1;
};

// open(2) without updating the file's access time: reading a file to move or check it is not using
// it, and backup, tiering and cleanup tools go by the atime. O_NOATIME is the owner's (or
// CAP_FOWNER's) to ask for; to anyone else the kernel says EPERM, and the file is opened as asked.
inline int openNoAtime(const char* path, int flags)
{
    const int fd = ::open(path, flags | O_NOATIME);
    return fd >= 0 || errno != EPERM ? fd : ::open(path, flags);
}

} // namespace fragscope
