// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/readertime.h"
#include "model/readahead.h"

#include <algorithm>

namespace fragscope {

ReaderTime::ReaderTime(std::span<const Extent> extents, const FilesRead& files, const DeviceProfile& d)
    : m_reader(d.reader)
    , m_readBytes(files.readSize())
{
    std::uint64_t end = 0;
    for (const Extent& e : extents)
        end = std::max(end, e.logicalEnd());
    // Each file's first window as forEachWindow has it: for its first read (tar's: what its
    // header left of the record), else the reader's read size.
    ReadAheadWindows windows(d.readWindowBytes(files.advisesSequential, files.readAheadBytes), m_readBytes);
    const auto firstWindow = [&](std::size_t file) {
        windows.startFile(0, file < files.firstReads.size() ? files.firstReads[file] : 0);
        return windows.endOf(0);
    };
    if (files.starts.empty() || files.starts.front() != 0)
        m_files.push_back({0, 0, firstWindow(files.starts.size())}); // no first read of its own
    for (std::size_t i = 0; i < files.starts.size(); ++i)
        m_files.push_back({files.starts[i], 0, firstWindow(i)});
    for (std::size_t i = 0; i < m_files.size(); ++i)
        m_files[i].end = i + 1 < m_files.size() ? m_files[i + 1].start : std::max(end, m_files[i].start);
}

void ReaderTime::step(const ReadStep& s)
{
    while (m_at + 1 < m_files.size() && s.logical >= m_files[m_at + 1].start)
        ++m_at;
    File& f = m_files[m_at];
    const double seconds = s.positionSeconds + s.transferSeconds;
    f.disk += seconds;
    if (s.logical < f.start + f.firstWindowBytes)
        f.firstWindow += seconds;
}

double ReaderTime::seconds() const
{
    double added = 0;
    for (const File& f : m_files) {
        const std::uint64_t bytes = f.end - f.start;
        const double calls = double((bytes + m_readBytes - 1) / m_readBytes + 1); // the last finds the end
        const double copying = calls * m_reader.readSeconds + double(bytes) * m_reader.byteSeconds;
        // The copying of all but the first window, behind the disk's time for all but it.
        const double behind
            = bytes > f.firstWindowBytes ? copying * double(bytes - f.firstWindowBytes) / double(bytes) : 0;
        const double hidden = std::min(behind, std::max(0.0, f.disk - f.firstWindow));
        added += m_reader.fileSeconds + copying - hidden;
    }
    return added;
}

} // namespace fragscope
