// SPDX-License-Identifier: GPL-3.0-or-later
#include "fioserver.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QThread>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

namespace fragscope::fslab {
namespace {

sockaddr_in loopback(int port)
{
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = htons(quint16(port));
    return a;
}

bool accepting(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    const sockaddr_in a = loopback(port);
    const bool ok = fd >= 0 && ::connect(fd, reinterpret_cast<const sockaddr*>(&a), sizeof a) == 0;
    if (fd >= 0)
        ::close(fd);
    return ok;
}

} // namespace

bool haveFio()
{
    return !QStandardPaths::findExecutable(QStringLiteral("fio")).isEmpty();
}

LoopbackSocket::LoopbackSocket(bool listen)
{
    fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in a = loopback(0);
    socklen_t len = sizeof a;
    if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&a), len) != 0
        || ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) != 0 || (listen && ::listen(fd, 4) != 0))
        return;
    port = ntohs(a.sin_port);
}

LoopbackSocket::~LoopbackSocket()
{
    if (fd >= 0)
        ::close(fd);
}

int freeLoopbackPort()
{
    return LoopbackSocket(false).port;
}

std::pair<int, QByteArray> loopbackGet(int port, const QByteArray& target)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return {0, {}};
    const timeval timeout{10, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(std::uint16_t(port));
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    QByteArray reply;
    if (::connect(fd, reinterpret_cast<const sockaddr*>(&addr), sizeof addr) == 0) {
        const QByteArray request = "GET " + target + " HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n";
        if (::write(fd, request.constData(), std::size_t(request.size())) == request.size()) {
            char buffer[65536];
            for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;)
                reply.append(buffer, n);
        }
    }
    ::close(fd);
    const qsizetype end = reply.indexOf("\r\n\r\n");
    if (!reply.startsWith("HTTP/") || end < 0)
        return {0, {}};
    return {reply.mid(9, 3).toInt(), reply.mid(end + 4)};
}

bool FioServer::start()
{
    port = freeLoopbackPort();
    process.setWorkingDirectory(dir.path());
    process.setChildProcessModifier([] { ::setsid(); });
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.setStandardOutputFile(QProcess::nullDevice());
    process.start(QStringLiteral("fio"), {QStringLiteral("--server=ip:127.0.0.1,%1").arg(port)});
    if (!process.waitForStarted(5000))
        return false;
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 5000) {
        if (accepting(port))
            return true;
        QThread::msleep(50);
    }
    return false;
}

void FioServer::kill()
{
    if (process.state() != QProcess::NotRunning && process.processId() > 0)
        ::kill(-pid_t(process.processId()), SIGKILL);
    process.waitForFinished(5000);
}

FioServer::~FioServer()
{
    kill();
}

} // namespace fragscope::fslab
