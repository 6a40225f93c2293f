// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/extent.h"
#include "fs/fsinfo.h"

#include <cstdio>
#include <memory>
#include <span>
#include <string>

namespace fragscope {

// Writes what `filefrag -v` prints for a file, column for column, in file-system blocks. Holds
// filefrag's state across files: the "Filesystem type" line comes again only when the device
// changes, and column widths only grow.
class FilefragWriter
{
public:
    FilefragWriter();
    ~FilefragWriter();
    FilefragWriter(const FilefragWriter&) = delete;
    FilefragWriter& operator=(const FilefragWriter&) = delete;

    // A whole map at once. name: the path as the user gave it (filefrag echoes its argument).
    void write(const QString& name, const ExtentMap& map, const FsInfo& fs, std::FILE* to);

    // Or streamed: begin with the map's header (its extents are not read), add batches as they
    // come, finish with the count. Nothing is printed before the first add or finish, so a file
    // that fails before its first batch leaves no half-written entry.
    void begin(const QString& name, const ExtentMap& header, const FsInfo& fs, std::FILE* to);
    void add(std::span<const Extent> extents);
    void finish();

private:
    void start();
    void flush();
    char* putExtent(char* p, const Extent& e);

    // Across files, as filefrag keeps them.
    int m_logicalWidth = 8;
    int m_physicalWidth = 10;
    std::uint64_t m_lastDevice = 0;

    // The file being written.
    std::string m_file;
    ExtentMap m_header;
    std::uint64_t m_magic = 0;
    std::uint64_t m_totalBlocks = 0;
    int m_fd = -1;
    bool m_started = false;
    bool m_listed = false;
    int m_shift = 0;
    Extent m_prev;
    std::uint64_t m_found = 0;
    std::uint64_t m_index = 0;
    // Lines are composed straight into one buffer and handed to write(2) in 64 KiB pieces.
    std::unique_ptr<char[]> m_buffer;
    char* m_end = nullptr;
};

} // namespace fragscope
