// SPDX-License-Identifier: GPL-3.0-or-later
// The snapshot experiment's own steps: the subvolume and its snapshot made (as files we own), and
// what the file and the snapshot's copy share, counted here and by compsize and btrfs's du.
#include "lab/labinternal.h"

#include "fs/btrfsfile.h"
#include "io/cache.h"
#include "util/fd.h"
#include "util/path.h"

#include <QCoreApplication>
#include <QProcess>
#include <QThread>

#include <fcntl.h>
#include <unistd.h>

#include <array>

namespace fragscope::lab {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Lab)
};

QString fileName(int index)
{
    return QStringLiteral("fragscope-lab.%1.%2").arg(::getpid()).arg(index);
}

// The file's references to its extents, from the map a snapshot just read (its layout is read
// again only for the references, which it does not keep), and whether they are the file system's
// own records.
Result<bool> addRefs(const Snapshot& file, std::vector<ExtentRef>& refs)
{
    const ExtentMap& map = file.inspection.map;
    UniqueFd fd(::open(pathBytes(map.path).constData(), O_RDONLY | O_CLOEXEC));
    if (!fd.valid())
        return std::unexpected(Error{map.path, errnoText(errno), errno});
    std::vector<ExtentRef> mine;
    const DiskLayout layout = diskLayoutOf(fd.get(), map.path, map.extents, map.fileSize, true, &mine);
    refs.insert(refs.end(), mine.begin(), mine.end());
    return layout.truth == DiskTruth::Exact;
}

// A tool's standard output, or nothing when it is not installed, fails or takes over a minute.
std::optional<QString> toolOutput(const QString& name, const QStringList& args)
{
    const QString program = toolPath(name);
    if (program.isEmpty())
        return std::nullopt;
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        p.kill();
        return std::nullopt;
    }
    return QString::fromLocal8Bit(p.readAllStandardOutput());
}

// compsize -b's TOTAL line: "TOTAL  100%  disk  uncompressed  referenced".
std::optional<ExtentTotals> compsizeTotals(const QString& output)
{
    for (const QString& line : output.split(u'\n')) {
        const QStringList f = line.split(u' ', Qt::SkipEmptyParts);
        if (f.size() < 5 || f[0] != QLatin1String("TOTAL"))
            continue;
        ExtentTotals t;
        bool ok[3] = {};
        t.diskBytes = f[2].toULongLong(&ok[0]);
        t.uncompressedBytes = f[3].toULongLong(&ok[1]);
        t.referencedBytes = f[4].toULongLong(&ok[2]);
        if (ok[0] && ok[1] && ok[2])
            return t;
    }
    return std::nullopt;
}

// `btrfs filesystem du --raw A B`: a header, then a row for each argument in order, its second
// column the Exclusive bytes.
std::array<std::optional<std::uint64_t>, 2> duExclusive(const QString& output)
{
    std::array<std::optional<std::uint64_t>, 2> out;
    std::size_t row = 0;
    for (const QString& line : output.split(u'\n')) {
        const QStringList f = line.split(u' ', Qt::SkipEmptyParts);
        if (f.size() < 4)
            continue;
        bool total = false, ok = false;
        f[0].toULongLong(&total);
        const std::uint64_t exclusive = f[1].toULongLong(&ok);
        if (!total || !ok) // the header
            continue;
        if (row < out.size())
            out[row++] = exclusive;
    }
    return out;
}

} // namespace

Result<void> makeSubvolume(LabTarget& t, int index, OwnedFiles& owned)
{
    t.subvolume = QStringLiteral("%1/fragscope-lab-subvol.%2.%3").arg(t.directory).arg(::getpid()).arg(index);
    if (auto made = owned.createDirectory(t.subvolume, createBtrfsSubvolume); !made)
        return made;
    t.file = t.subvolume + u'/' + fileName(index);
    t.snapshot = QStringLiteral("%1/fragscope-lab-snapshot.%2.%3").arg(t.directory).arg(::getpid()).arg(index);
    t.twinFile = t.snapshot + u'/' + fileName(index);
    return owned.create(t.file);
}

Result<void> takeBtrfsSnapshot(LabTarget& t, int, OwnedFiles& owned)
{
    owned.remove(t.snapshot); // an earlier run of the step: the experiment starts over from the write
    // The file's data on disk before the snapshot shares it, as a snapshot of a live system would.
    if (auto synced = commitFileSystem(t.file); !synced)
        return synced;
    return owned.createDirectory(
        t.snapshot, [&](const QString& path) { return createBtrfsSnapshot(t.subvolume, path); });
}

void settleDeletedSubvolumes(const QString& dir, const LabControl& control)
{
    // btrfs frees a deleted subvolume's extents in the background, over some transactions: until
    // the data used holds still over three commits in a row (20 s at most).
    std::optional<std::uint64_t> last;
    for (int still = 0, round = 0; still < 3 && round < 100 && control.goOn(); ++round) {
        if (!commitFileSystem(dir))
            return;
        const auto used = btrfsDataUsedBytes(dir);
        if (!used)
            return;
        still = last == *used ? still + 1 : 0;
        last = *used;
        QThread::msleep(200);
    }
}

Result<LabSharing> measureSharing(const LabTarget& t, const Snapshot& file)
{
    LabSharing s;
    auto twin = takeSnapshot(t.twinFile, Text::tr("the snapshot's copy"));
    if (!twin)
        return std::unexpected(twin.error());
    s.twin = std::move(*twin);
    std::vector<ExtentRef> refs;
    bool exact = true;
    for (const Snapshot* of : {&file, static_cast<const Snapshot*>(&s.twin)}) {
        auto ok = addRefs(*of, refs);
        if (!ok)
            return std::unexpected(ok.error());
        exact = exact && *ok;
    }
    s.totals = extentTotals(std::move(refs));
    s.exact = exact;
    auto used = btrfsDataUsedBytes(t.directory);
    if (!used)
        return std::unexpected(used.error());
    s.dataUsedBytes = *used;
    if (::geteuid() == 0) { // compsize reads the trees as we do: root only
        if (auto out = toolOutput(QStringLiteral("compsize"), {QStringLiteral("-b"), t.file, t.twinFile}))
            s.compsize = compsizeTotals(*out);
    }
    if (auto out = toolOutput(QStringLiteral("btrfs"),
            {QStringLiteral("filesystem"), QStringLiteral("du"), QStringLiteral("--raw"), t.file, t.twinFile})) {
        const auto exclusive = duExclusive(*out);
        s.duFileExclusive = exclusive[0];
        s.duTwinExclusive = exclusive[1];
    }
    return s;
}

} // namespace fragscope::lab
