// SPDX-License-Identifier: GPL-3.0-or-later
// Reading extents in process: FiemapReader against a bare FS_IOC_FIEMAP loop with the same large
// batch, both in this process, alternating, median of N runs. Also sweeps batch sizes.
//   fiemap_bench FILE [RUNS]
#include "extents/fiemapreader.h"
#include "fs/fsinfo.h"
#include "report/filefragformat.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace fragscope;

namespace {

// The least a program can do: one buffer, ioctl until LAST, count the extents.
std::size_t bareLoop(const char* path, std::uint32_t batch)
{
    const int fd = ::open(path, O_RDONLY);
    std::vector<std::uint64_t> buffer((sizeof(fiemap) + batch * sizeof(fiemap_extent)) / 8 + 1);
    auto* fm = reinterpret_cast<fiemap*>(buffer.data());
    std::size_t count = 0;
    std::uint64_t start = 0;
    for (;;) {
        std::memset(fm, 0, sizeof(fiemap));
        fm->fm_start = start;
        fm->fm_length = FIEMAP_MAX_OFFSET;
        fm->fm_extent_count = batch;
        if (::ioctl(fd, FS_IOC_FIEMAP, fm) != 0 || fm->fm_mapped_extents == 0)
            break;
        count += fm->fm_mapped_extents;
        const fiemap_extent& last = fm->fm_extents[fm->fm_mapped_extents - 1];
        if (last.fe_flags & FIEMAP_EXTENT_LAST)
            break;
        start = last.fe_logical + last.fe_length;
    }
    ::close(fd);
    return count;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: fiemap_bench FILE [RUNS]\n");
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    const int runs = argc > 2 ? std::atoi(argv[2]) : 5;
    QElapsedTimer timer;

    std::vector<double> bare;
    std::vector<double> reader;
    std::size_t extents = 0;
    for (int i = 0; i < runs; ++i) {
        timer.start();
        extents = bareLoop(argv[1], kDefaultFiemapBatch);
        bare.push_back(double(timer.nsecsElapsed()) / 1e6);
        timer.start();
        const auto map = readExtents(path);
        reader.push_back(double(timer.nsecsElapsed()) / 1e6);
        if (!map || map->extents.size() != extents) {
            std::fprintf(stderr, "reader and bare loop disagree\n");
            return 1;
        }
    }
    std::printf("extents: %zu\n", extents);
    std::printf("bare ioctl loop (batch %u): median %.2f ms\n", kDefaultFiemapBatch, median(bare));
    std::printf("FiemapReader (batch %u):    median %.2f ms\n", kDefaultFiemapBatch, median(reader));
    std::printf("ratio reader/bare: %.2f (target <= 1.3)\n", median(reader) / median(bare));

    // What `map --format filefrag` does after starting: streamed (two threads), bare and printed.
    std::vector<double> streamed;
    std::vector<double> printed;
    std::FILE* devNull = std::fopen("/dev/null", "w");
    const auto fs = FsInfo::probe(path);
    for (int i = 0; i < runs && fs && devNull; ++i) {
        timer.start();
        const auto bareStream = streamExtents(path, {}, {});
        streamed.push_back(double(timer.nsecsElapsed()) / 1e6);
        timer.start();
        FilefragWriter writer;
        const auto printedStream = streamExtents(path, {},
            {[&](const ExtentMap& header) { writer.begin(path, header, *fs, devNull); },
                [&](std::span<const Extent> batch) {
                    writer.add(batch);
                    return true;
                }});
        writer.finish();
        printed.push_back(double(timer.nsecsElapsed()) / 1e6);
        if (!bareStream || !printedStream) {
            std::fprintf(stderr, "streaming failed\n");
            return 1;
        }
    }
    // The listing alone, from a map already read.
    std::vector<double> formatted;
    if (const auto map = readExtents(path); map && fs && devNull) {
        for (int i = 0; i < runs; ++i) {
            timer.start();
            FilefragWriter writer;
            writer.write(path, *map, *fs, devNull);
            formatted.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        std::printf("filefrag's lines from memory:         median %.2f ms\n", median(formatted));
    }
    if (!streamed.empty()) {
        std::printf("streamExtents, nothing done with them: median %.2f ms\n", median(streamed));
        std::printf("streamExtents into filefrag's lines:  median %.2f ms\n", median(printed));
    }

    std::printf("batch sweep (bare loop, median of %d):\n", runs);
    for (std::uint32_t batch : {32u, 292u, 1024u, 4096u, 16384u, 65536u}) {
        std::vector<double> t;
        for (int i = 0; i < runs; ++i) {
            timer.start();
            bareLoop(argv[1], batch);
            t.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        std::printf("  batch %6u: %8.2f ms\n", batch, median(t));
    }
    return 0;
}
