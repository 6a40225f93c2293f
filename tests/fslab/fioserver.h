// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QTemporaryDir>

#include <utility>

namespace fragscope::fslab {

// Whether fio is installed (Debian package fio).
bool haveFio();

// A TCP socket on 127.0.0.1 bound to a free port, listening (the kernel completes connections that
// nobody answers) or not; closed with the object.
struct LoopbackSocket
{
    int fd = -1;
    int port = 0;
    explicit LoopbackSocket(bool listen);
    ~LoopbackSocket();
    LoopbackSocket(const LoopbackSocket&) = delete;
    LoopbackSocket& operator=(const LoopbackSocket&) = delete;
};
// A port nothing listens on now (bound and closed again).
int freeLoopbackPort();
// An HTTP/1.0 GET of `target` ("/metrics") from 127.0.0.1:port, waiting at most 10 s for it: the
// status code and the body; code 0 when nothing answered.
std::pair<int, QByteArray> loopbackGet(int port, const QByteArray& target);

// `fio --server` on 127.0.0.1 and a free port, in a directory of its own (where the jobs' files go),
// in its own process group so that kill() also stops the process it forks per connection. Stopped
// when it goes.
struct FioServer
{
    QTemporaryDir dir;
    QProcess process;
    int port = 0;

    bool start(); // true once it accepts connections (within 5 s)
    void kill();
    ~FioServer();
};

} // namespace fragscope::fslab
