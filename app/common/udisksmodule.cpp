// SPDX-License-Identifier: GPL-3.0-or-later
#include "lab/udisks.h"

#include "util/path.h"

#include <QtGlobal>

// What udisksImageBackend() looks up after dlopen: QtDBus stays out of the command line's start.
extern "C" Q_DECL_EXPORT fragscope::LabImageBackend* fragscope_make_udisks_backend()
{
    return new fragscope::UDisksImageBackend;
}

// What openThroughUDisks() looks up: a descriptor of the device to read with direct I/O, or -1 with
// the reason in `error` (UTF-8, cut to its size).
extern "C" Q_DECL_EXPORT int fragscope_udisks_open_for_benchmark(const char* node, char* error, int errorSize)
{
    fragscope::UDisksClient client;
    auto fd = client.openForBenchmark(fragscope::pathFromBytes(QByteArray(node)));
    if (fd)
        return *fd;
    qstrncpy(error, fd.error().reason.toUtf8().constData(), std::size_t(errorSize));
    return -1;
}
