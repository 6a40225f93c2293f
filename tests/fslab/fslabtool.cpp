// SPDX-License-Identifier: GPL-3.0-or-later
// The fslab recipes from the shell, for tests/perf and by hand:
//   fslab-tool interleave FILE PARTNER BLOCKS   one extent per 4 KiB block (XFS)
//   fslab-tool cow FILE MIB WRITES              sequential write, then random 4 KiB overwrites + fsync
//   fslab-tool freespace DIR FILE MIB           write into free space fragmented by 16 KiB files
//   fslab-tool tree FILL TREE FILES WRITERS [LARGEST_KIB]   a scattered tree of fragmented files (writeScatteredTree)
//   fslab-tool die-holding                      a loop-mounted ext4 made, its mount point printed, then
//                                               SIGKILL: what a test that dies leaves (removeDeadLoopFs)
#include "fslab.h"

#include <QCoreApplication>
#include <QStringList>

#include <csignal>
#include <cstdio>

using namespace fragscope::fslab;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList a = app.arguments();
    QString error = QStringLiteral("usage: fslab-tool interleave FILE PARTNER BLOCKS | cow FILE MIB WRITES | "
                                   "freespace DIR FILE MIB | tree FILL TREE FILES WRITERS [LARGEST_KIB] | die-holding");
    if (a.size() == 5 && a[1] == QLatin1String("interleave"))
        error = interleavedFallocate(a[2], a[3], a[4].toULongLong(), 4096);
    else if (a.size() == 5 && a[1] == QLatin1String("cow"))
        error = randomOverwrites(a[2], a[3].toULongLong() << 20, a[4].toInt(), 42);
    else if (a.size() == 5 && a[1] == QLatin1String("freespace"))
        error = writeIntoFragmentedFreeSpace(a[2], a[3], a[4].toULongLong() << 20);
    else if ((a.size() == 6 || a.size() == 7) && a[1] == QLatin1String("tree"))
        error = writeScatteredTree(
            a[2], a[3], a[4].toInt(), a[5].toInt(), 42, a.size() == 7 ? a[6].toULongLong() << 10 : 512 * 1024);
    else if (a.size() == 2 && a[1] == QLatin1String("die-holding")) {
        LoopFs fs(FsType::Ext4, 32);
        if (!fs.ok())
            error = fs.error();
        else {
            std::printf("%s\n", qPrintable(fs.mountPoint()));
            std::fflush(stdout);
            ::raise(SIGKILL);
        }
    }
    if (!error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    return 0;
}
