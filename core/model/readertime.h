// SPDX-License-Identifier: GPL-3.0-or-later
// The reader's part of a predicted read (DeviceProfile::Reader; see predictHddRead): what the
// program's CPU adds to the disk's time, file by file.
#pragma once

#include "model/hddmodel.h"
#include "model/profile.h"

#include <cstdint>
#include <span>
#include <vector>

namespace fragscope {

// The disk's time file by file, from the read's steps in logical order, and at the end what the
// reader's CPU adds to it: each file's open, its calls and its bytes, less the copying of all but
// its first read-ahead window, which hides behind the disk's time for the rest.
class ReaderTime
{
public:
    ReaderTime(std::span<const Extent> extents, const FilesRead& files, const DeviceProfile& d);
    void step(const ReadStep& s);
    double seconds() const;

private:
    struct File
    {
        std::uint64_t start = 0, end = 0;
        std::uint64_t firstWindowBytes = 0;
        double disk = 0, firstWindow = 0; // seconds: the disk's for the file, and for its first window
    };
    DeviceProfile::Reader m_reader;
    std::uint64_t m_readBytes;
    std::vector<File> m_files;
    std::size_t m_at = 0;
};

} // namespace fragscope
