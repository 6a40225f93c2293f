// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/labreport.h"

#include "report/filefragformat.h"
#include "report/labfigures.h"

#include <QCoreApplication>
#include <QStringList>

#include <sys/mman.h>
#include <unistd.h>

#include <cstdio>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LabReport)
};

// The lines filefrag -v would print for the map, its middle left out.
QString filefragExcerpt(const Snapshot& s, const QString& name)
{
    // The writer writes to a file descriptor: an anonymous file in memory.
    const int fd = ::memfd_create("filefrag", MFD_CLOEXEC);
    std::FILE* out = fd >= 0 ? ::fdopen(fd, "w+") : nullptr;
    if (!out) {
        if (fd >= 0)
            ::close(fd);
        return {};
    }
    {
        FilefragWriter writer;
        writer.write(name, s.inspection.map, s.inspection.fs, out);
    }
    std::fflush(out);
    QByteArray text;
    char chunk[65536];
    for (off_t at = 0;;) {
        const ssize_t n = ::pread(fd, chunk, sizeof chunk, at);
        if (n <= 0)
            break;
        text.append(chunk, n);
        at += n;
    }
    std::fclose(out);
    const QStringList lines = QString::fromLocal8Bit(text).split(u'\n', Qt::SkipEmptyParts);
    constexpr int kHead = 6, kTail = 3; // the header lines and the first extents, the last ones
    if (lines.size() <= kHead + kTail + 1)
        return lines.join(u'\n') + u'\n';
    return (lines.mid(0, kHead) + QStringList{QStringLiteral("   ...")} + lines.mid(lines.size() - kTail)).join(u'\n')
        + u'\n';
}

} // namespace

QString labText(const LabResult& r)
{
    QString out;
    for (const LabTarget& t : r.targets) {
        out += QStringLiteral("== %1 (%2%3)\n")
                   .arg(t.directory, labTargetFs(t).typeName,
                       t.mountOptions.isEmpty() ? QString() : QStringLiteral(", ") + t.mountOptions);
        for (const LabStageRef& st : labStages(t, r.settings)) {
            const Snapshot& snap = st.stage->snapshot;
            out += QStringLiteral("\n%1: %2 extents\n$ filefrag -v %3\n")
                       .arg(st.title)
                       .arg(snap.inspection.report.extentRecords)
                       .arg(t.file);
            out += filefragExcerpt(snap, t.file);
            if (st.stage->read && st.stage->read->median > 0) {
                const std::uint64_t bytes = snap.inspection.map.fileSize;
                const double seconds = double(bytes) / st.stage->read->median;
                // dd's own format: bytes, in both units, the time and the rate.
                out += QStringLiteral("$ dd if=%1 of=/dev/null bs=1M\n%2 bytes (%3 MB, %4 MiB) copied, %5 s, %6 MB/s\n")
                           .arg(t.file)
                           .arg(bytes)
                           .arg(double(bytes) / 1e6, 0, 'f', 0)
                           .arg(double(bytes) / (1 << 20), 0, 'f', 0)
                           .arg(seconds, 0, 'g', 3)
                           .arg(st.stage->read->median / 1e6, 0, 'f', 0);
            }
        }
        out += u'\n';
    }
    for (const PatternComparison& p : labPatterns(r))
        out += labPatternLine(p) + u'\n';
    for (const ToolCopy& c : r.copies)
        out += labCopyLine(c, r.treeBytes) + u'\n';
    return out;
}

} // namespace fragscope
