// SPDX-License-Identifier: GPL-3.0-or-later
#include "survey/survey.h"

#include <QHash>

#include "extents/metrics.h"

#include "util/path.h"

#include <algorithm>
#include <bit>

namespace fragscope {

int SurveyHistograms::fragmentRow(std::uint64_t fragments)
{
    if (fragments <= 1)
        return 0;
    return std::min(32, int(std::bit_width(fragments - 1)));
}

void SurveyHistograms::add(const SurveyHistograms& other)
{
    for (std::size_t i = 0; i < fragmentsPerFile.size(); ++i)
        fragmentsPerFile[i] += other.fragmentsPerFile[i];
    for (std::size_t i = 0; i < extentCount.size(); ++i) {
        extentCount[i] += other.extentCount[i];
        extentBytes[i] += other.extentBytes[i];
    }
}

double E4defragTotals::score() const
{
    if (blocks == 0)
        return 0;
    // e4defrag computes in float: keep its rounding.
    const float ratio = float(std::int64_t(nowExtents) - std::int64_t(bestExtents)) * 100 / float(blocks);
    return e4defragScore(ratio);
}

std::uint64_t E4defragTotals::averageExtentKiB() const
{
    return nowExtents ? blocks * (blockSize / 1024) / nowExtents : 0;
}

E4defragTotals::Band E4defragTotals::band() const
{
    // e4defrag prints the score with %.0f and calls above 55 "needs defrag".
    const double s = score();
    if (s > 55)
        return Band::Needs;
    if (s > 30)
        return Band::Somewhat;
    return Band::Fine;
}

void SurveyTotals::add(const SurveyTotals& o)
{
    files += o.files;
    dirs += o.dirs;
    symlinks += o.symlinks;
    specials += o.specials;
    otherMounts += o.otherMounts;
    unmappedFiles += o.unmappedFiles;
    bytes += o.bytes;
    allocatedBytes += o.allocatedBytes;
    extentRecords += o.extentRecords;
    fragments += o.fragments;
    fragmentedFiles += o.fragmentedFiles;
    physicalRuns += o.physicalRuns;
    scatteredFiles += o.scatteredFiles;
    estimatedFiles += o.estimatedFiles;
    unreferencedUnknownFiles += o.unreferencedUnknownFiles;
    sharedBytes += o.sharedBytes;
    exclusiveBytes += o.exclusiveBytes;
    unwrittenBytes += o.unwrittenBytes;
    inlineBytes += o.inlineBytes;
    encodedBytes += o.encodedBytes;
    readSeconds += o.readSeconds;
    readerSeconds += o.readerSeconds;
    lostSeconds += o.lostSeconds;
    e4.files += o.e4.files;
    e4.nowExtents += o.e4.nowExtents;
    e4.bestExtents += o.e4.bestExtents;
    e4.blocks += o.e4.blocks;
}

void Survey::add(SurveyBatch&& batch)
{
    for (auto& [index, path] : batch.dirs) {
        if (dirs.size() <= index)
            dirs.resize(std::size_t(index) + 1);
        dirs[index] = std::move(path);
    }
    for (auto& [index, subvolume] : batch.subvolumes) {
        if (subvolumes.size() <= index)
            subvolumes.resize(std::size_t(index) + 1);
        subvolumes[index] = std::move(subvolume);
    }
    if (!batch.placed.empty() && occupancy.isNull()) {
        constexpr std::uint64_t kGiB = 1ull << 30;
        occupancy.reset(0, std::max(deviceBytes, kGiB), 1 << 16, blockSize);
    }
    const auto base = std::uint32_t(files.size());
    for (const PlacedExtent& p : batch.placed)
        occupancy.add(p.physical, p.length, base + p.file, p.fragmentedFile, p.shared, p.unreferenced);
    for (SharedRef& r : batch.sharedRefs) {
        r.file += base;
        sharedRefs.push_back(r);
    }
    if (files.empty())
        files = std::move(batch.files);
    else
        files.insert(
            files.end(), std::make_move_iterator(batch.files.begin()), std::make_move_iterator(batch.files.end()));
    skipped.insert(
        skipped.end(), std::make_move_iterator(batch.skipped.begin()), std::make_move_iterator(batch.skipped.end()));
    const std::uint32_t e4BlockSize = totals.e4.blockSize;
    totals.add(batch.totals);
    totals.e4.blockSize = e4BlockSize;
    histograms.add(batch.histograms);
}

void Survey::finish(bool completed, double scanSeconds)
{
    complete = completed;
    seconds = scanSeconds;
    if (occupancy.isNull() || sharedRefs.empty())
        return;
    std::vector<ExtentRef> refs;
    refs.reserve(sharedRefs.size());
    for (const SharedRef& r : sharedRefs)
        refs.push_back(r.ref);
    std::vector<std::pair<std::uint64_t, std::uint64_t>> unreferenced;
    extentTotals(std::move(refs), &unreferenced);
    for (const auto& [at, length] : unreferenced)
        occupancy.add(at, length, OccupancyIndex::kNoOwner, false, false, true);
}

void Survey::describeAs(const Survey& d)
{
    fsType = d.fsType;
    mountPoint = d.mountPoint;
    blockSize = d.blockSize;
    deviceBytes = d.deviceBytes;
    totals.e4.blockSize = d.totals.e4.blockSize;
    constexpr std::uint64_t kReserveAtMost = 1 << 21; // 2 M files, some 400 MB of address space
    files.reserve(std::max(files.size(), std::size_t(std::min(d.inodesInUse, kReserveAtMost))));
}

QByteArray Survey::pathBytes(const SurveyFile& file) const
{
    const QByteArray& dir = file.dir < dirs.size() ? dirs[file.dir] : QByteArray();
    if (dir.endsWith('/'))
        return dir + file.name;
    return dir + '/' + file.name;
}

ExtentTotals Survey::diskTotals(const QByteArray& folder) const
{
    const QByteArray prefix = folder.endsWith('/') ? folder : folder + '/';
    std::vector<char> inFolder(dirs.size(), folder.isEmpty() ? 1 : 0);
    if (!folder.isEmpty()) {
        for (std::size_t i = 0; i < dirs.size(); ++i)
            inFolder[i] = dirs[i] == folder || dirs[i].startsWith(prefix) ? 1 : 0;
    }
    const auto under = [&](const SurveyFile& f) { return f.dir < inFolder.size() && inFolder[f.dir]; };
    ExtentTotals t;
    for (const SurveyFile& f : files) {
        if (under(f) && !f.refsKept)
            t.add(ExtentTotals{f.diskBytes, f.uncompressedBytes, f.referencedBytes, f.unreferencedBytes});
    }
    // The files that share: their extents once over all of them; what a file holds besides its
    // extents (btrfs's inline data) as it is.
    std::vector<ExtentRef> shared;
    for (std::size_t i = 0; i < sharedRefs.size();) {
        const std::uint32_t file = sharedRefs[i].file;
        std::size_t end = i;
        while (end < sharedRefs.size() && sharedRefs[end].file == file)
            ++end;
        const SurveyFile& f = files[file];
        if (under(f)) {
            std::vector<ExtentRef> own;
            for (std::size_t k = i; k < end; ++k)
                own.push_back(sharedRefs[k].ref);
            const ExtentTotals mine = extentTotals(own);
            t.add(ExtentTotals{f.diskBytes - mine.diskBytes, f.uncompressedBytes - mine.uncompressedBytes,
                f.referencedBytes - mine.referencedBytes, 0});
            shared.insert(shared.end(), own.begin(), own.end());
        }
        i = end;
    }
    t.add(extentTotals(std::move(shared)));
    return t;
}

DiskTruth Survey::diskTruth() const
{
    if (totals.estimatedFiles > 0)
        return DiskTruth::Estimated;
    if (fsType == QLatin1String("btrfs") && totals.unreferencedUnknownFiles == 0)
        return DiskTruth::Exact;
    return DiskTruth::Fiemap;
}

const SurveySubvolume* Survey::subvolumeOf(const SurveyFile& file) const
{
    return file.subvolume > 0 && file.subvolume < subvolumes.size() ? &subvolumes[file.subvolume] : nullptr;
}

QString Survey::path(const SurveyFile& file) const
{
    return displayPath(pathBytes(file));
}

std::vector<CellView> costedCellViews(const Survey& survey, const SpaceCells& space)
{
    std::vector<CellView> views = cellViews(survey.occupancy, space);
    for (std::size_t i = 0; i < views.size(); ++i) {
        const std::uint32_t owner = survey.occupancy.cell(i).owner;
        if (owner < survey.files.size())
            views[i].lostShare = float(std::min(survey.files[owner].lostShare(), 1.0));
    }
    return views;
}

QString displayPath(const QByteArray& bytes, bool* escaped)
{
    QString path = pathFromBytes(bytes);
    const bool raw = hasRawBytes(path);
    if (escaped)
        *escaped = raw;
    if (!raw)
        return path;
    // Each byte that is not UTF-8 as \xNN; a backslash of the name doubled, so the two cannot be mixed up.
    path.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    return displayPathText(path);
}

std::vector<DirectoryCost> directoryCosts(const Survey& survey, const QHash<QByteArray, FolderSeconds>& folderReads)
{
    const std::size_t n = survey.dirs.size();
    std::vector<DirectoryCost> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const FolderSeconds read = folderReads.value(survey.dirs[i]);
        out[i].dir = std::uint32_t(i);
        out[i].readSeconds = read.read;
        out[i].idealReadSeconds = std::min(read.ideal, read.read);
        out[i].lostSeconds = std::max(0.0, read.read - read.ideal);
    }
    for (const SurveyFile& f : survey.files) {
        if (f.dir < n)
            ++out[f.dir].files;
    }
    // Each directory's sums into its parent's, deepest first: every subtree whole.
    QHash<QByteArray, std::uint32_t> index;
    index.reserve(qsizetype(n));
    for (std::size_t i = 0; i < n; ++i)
        index.insert(survey.dirs[i], std::uint32_t(i));
    std::vector<std::uint32_t> deepestFirst(n);
    for (std::size_t i = 0; i < n; ++i)
        deepestFirst[i] = std::uint32_t(i);
    std::sort(deepestFirst.begin(), deepestFirst.end(),
        [&](std::uint32_t a, std::uint32_t b) { return survey.dirs[a].count('/') > survey.dirs[b].count('/'); });
    for (const std::uint32_t i : deepestFirst) {
        const QByteArray& path = survey.dirs[i];
        if (path == "/")
            continue;
        // The parent as the survey names it: a root may keep a slash at its end ("/data/").
        const QByteArray parentPath = splitParent(path).first;
        auto parent = index.constFind(parentPath);
        if (parent == index.constEnd())
            parent = index.constFind(parentPath == "/" ? parentPath : parentPath + '/');
        if (parent == index.constEnd() || *parent == i)
            continue;
        out[*parent].files += out[i].files;
    }
    std::sort(out.begin(), out.end(), [&](const DirectoryCost& a, const DirectoryCost& b) {
        if (a.lostSeconds != b.lostSeconds)
            return a.lostSeconds > b.lostSeconds;
        return survey.dirs[a.dir] < survey.dirs[b.dir];
    });
    return out;
}

std::vector<std::uint32_t> rankFiles(const Survey& survey, SurveySort sort, std::size_t limit)
{
    std::vector<std::uint32_t> order(survey.files.size());
    for (std::uint32_t i = 0; i < order.size(); ++i)
        order[i] = i;
    const auto& f = survey.files;
    auto worse = [&](std::uint32_t a, std::uint32_t b) {
        switch (sort) {
        case SurveySort::Runs:
            if (f[a].physicalRuns != f[b].physicalRuns)
                return f[a].physicalRuns > f[b].physicalRuns;
            return f[a].allocated > f[b].allocated;
        case SurveySort::Fragments:
            if (f[a].fragments != f[b].fragments)
                return f[a].fragments > f[b].fragments;
            return f[a].allocated > f[b].allocated;
        case SurveySort::Score:
            if (f[a].e4Score != f[b].e4Score)
                return f[a].e4Score > f[b].e4Score;
            return f[a].fragments > f[b].fragments;
        case SurveySort::Size:
            return f[a].allocated > f[b].allocated;
        case SurveySort::Lost:
            if (f[a].lostSeconds != f[b].lostSeconds)
                return f[a].lostSeconds > f[b].lostSeconds;
            return f[a].fragments > f[b].fragments;
        case SurveySort::Path:
            return survey.pathBytes(f[a]) < survey.pathBytes(f[b]);
        }
        return false;
    };
    if (limit > 0 && limit < order.size()) {
        std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(limit), order.end(), worse);
        order.resize(limit);
    } else {
        std::stable_sort(order.begin(), order.end(), worse);
    }
    return order;
}

} // namespace fragscope
