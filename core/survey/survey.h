// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "extents/ondisk.h"
#include "fs/freespace.h"
#include "model/hddmodel.h"
#include "survey/occupancy.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <array>
#include <cstdint>
#include <vector>

namespace fragscope {

// The figures of one regular file, without its extents: tens of bytes and its name. The directory
// is an index into Survey::dirs, so each directory's path is kept once.
struct SurveyFile
{
    QByteArray name; // exactly as the directory holds it, which need not be UTF-8
    std::uint32_t dir = 0;
    std::uint32_t fsFlags = 0; // FIEMAP_EXTENT_* bits seen on any of its extents
    std::uint64_t size = 0;
    std::uint64_t allocated = 0; // st_blocks * 512
    std::uint64_t sharedBytes = 0;
    std::uint64_t unwrittenBytes = 0;
    std::uint64_t inlineBytes = 0;
    std::uint64_t encodedBytes = 0;
    std::uint64_t firstPhysical = 0; // where its first placed extent starts (for the disk map)
    std::uint32_t extentRecords = 0; // what FIEMAP returned
    std::uint32_t fragments = 0;     // filefrag's rule
    std::uint32_t e4Now = 0;         // e4defrag -c's now/best; both 0 when e4defrag would not count it
    std::uint32_t e4Best = 0;
    std::uint64_t e4Blocks = 0; // e4defrag's block count (extent lengths in whole blocks)
    float e4Score = 0;          // e4defrag's per-file score (its ranking of fragmented files)
    // The cost model (readCost) on the scan's disk: reading it cold, and what its layout loses against
    // the same bytes in one piece (ideal = read - lost).
    float readSeconds = 0;
    float readerSeconds = 0; // of readSeconds, the reader's CPU (HddPrediction::readerSeconds)
    float lostSeconds = 0;
    // Its place on disk as the file system keeps it (DiskLayout): where diskTruth is Estimated, a
    // guess; unreferencedBytes only where unreferencedKnown.
    std::uint32_t physicalRuns = 0;
    std::uint64_t diskBytes = 0;
    std::uint64_t uncompressedBytes = 0;
    std::uint64_t referencedBytes = 0;
    std::uint64_t unreferencedBytes = 0;
    std::uint64_t exclusiveBytes = 0; // btrfs filesystem du's Exclusive
    DiskTruth diskTruth = DiskTruth::Fiemap;
    bool unreferencedKnown = true;
    std::uint32_t subvolume = 0; // btrfs: index into Survey::subvolumes (0: none known)
    bool refsKept = false;       // it shares: its extent references are in Survey::sharedRefs
    bool mapped = false;         // false: one block or less, so at most one extent, no FIEMAP asked
    bool changed = false;        // size or times moved while its extents were read

    // The share of its read lost to its layout (lostSeconds / readSeconds, 0..1); below 0 when it
    // has no read time (a survey saved before read times were kept). The maps' colour.
    double lostShare() const { return readSeconds > 0 ? double(lostSeconds) / double(readSeconds) : -1; }
    // Physical runs per MiB allocated, 0 for a file in one run: the treemap's colour (old surveys).
    double runsPerMiB() const
    {
        return allocated && physicalRuns > 1 ? double(physicalRuns) * 1048576.0 / double(allocated) : 0.0;
    }
};

// Per-scan histograms: fragments per file and extent sizes, power-of-two rows.
struct SurveyHistograms
{
    // fragmentsPerFile[i]: files with fragments in [2^(i-1)+1, 2^i] (row 0: exactly 1; 0-fragment files apart)
    std::array<std::uint64_t, 33> fragmentsPerFile{};
    // extentSizes[i]: extent records of length in [2^i, 2^(i+1)) bytes
    std::array<std::uint64_t, 64> extentCount{};
    std::array<std::uint64_t, 64> extentBytes{};

    static int fragmentRow(std::uint64_t fragments);
    // The fragment counts row i holds, both ends included.
    static std::uint64_t fragmentRowMin(std::size_t row) { return row == 0 ? 1 : (1ull << (row - 1)) + 1; }
    static std::uint64_t fragmentRowMax(std::size_t row) { return row == 0 ? 1 : 1ull << row; }
    // The extent lengths row i holds: [min, max), max all ones for the last.
    static std::uint64_t extentRowMin(std::size_t row) { return 1ull << row; }
    static std::uint64_t extentRowMax(std::size_t row) { return row >= 63 ? ~0ull : 1ull << (row + 1); }
    void add(const SurveyHistograms& other);
};

// What e4defrag -c says of the files scanned, computed by its rule.
struct E4defragTotals
{
    std::uint64_t files = 0; // the files it counts: regular, non-empty, with blocks, mapped
    std::uint64_t nowExtents = 0;
    std::uint64_t bestExtents = 0;
    std::uint64_t blocks = 0;
    std::uint32_t blockSize = 4096;

    // (now - best) * 100 / blocks, then 8 r up to 10, 80 + 20 r / 100 above; in single precision as e4defrag.
    double score() const;
    std::uint64_t averageExtentKiB() const; // "Average size per extent" in KB as it prints it
    enum class Band { Fine, Somewhat, Needs };
    Band band() const; // 0-30, 31-55, 56-
    bool operator==(const E4defragTotals&) const = default;
};

struct SurveyTotals
{
    std::uint64_t files = 0;
    std::uint64_t dirs = 0;
    std::uint64_t symlinks = 0; // never followed
    std::uint64_t specials = 0; // FIFOs, sockets, devices: never opened
    std::uint64_t otherMounts = 0;
    std::uint64_t unmappedFiles = 0; // on a file system without FIEMAP
    std::uint64_t bytes = 0;
    std::uint64_t allocatedBytes = 0;
    std::uint64_t extentRecords = 0;
    std::uint64_t fragments = 0;
    std::uint64_t fragmentedFiles = 0; // more than one fragment
    std::uint64_t physicalRuns = 0;
    std::uint64_t scatteredFiles = 0; // in more than one physical run
    std::uint64_t estimatedFiles = 0; // whose place on disk is a guess (DiskTruth::Estimated)
    std::uint64_t unreferencedUnknownFiles = 0;
    std::uint64_t sharedBytes = 0;
    std::uint64_t exclusiveBytes = 0;
    std::uint64_t unwrittenBytes = 0;
    std::uint64_t inlineBytes = 0;
    std::uint64_t encodedBytes = 0;
    double readSeconds = 0; // the sums of the files' (SurveyFile)
    double readerSeconds = 0;
    double lostSeconds = 0;
    E4defragTotals e4;

    void add(const SurveyTotals& other);
    bool operator==(const SurveyTotals&) const = default;
};

struct SurveySkip
{
    QByteArray path;
    QString reason;
};

// One piece of a file's data on the disk, for the occupancy index; file is the index in the batch.
// An unreferenced piece is a part of the file's extent that no file uses any more.
struct PlacedExtent
{
    std::uint64_t physical = 0;
    std::uint64_t length = 0;
    std::uint32_t file = 0;
    bool fragmentedFile = false;
    bool shared = false;
    bool unreferenced = false;
};

// A btrfs subvolume the scan went through: its id and the directory it was met at.
struct SurveySubvolume
{
    std::uint64_t id = 0;
    QByteArray path;
    bool operator==(const SurveySubvolume&) const = default;
};

// A reference of a file that shares extents; file is the index in the batch, then in the survey.
struct SharedRef
{
    std::uint32_t file = 0;
    ExtentRef ref;
};

// What a scan worker hands over: new directories, files, skips, and the deltas of the totals.
struct SurveyBatch
{
    std::vector<std::pair<std::uint32_t, QByteArray>> dirs;            // index, full path
    std::vector<std::pair<std::uint32_t, SurveySubvolume>> subvolumes; // index, which
    std::vector<SurveyFile> files;
    std::vector<PlacedExtent> placed;
    std::vector<SharedRef> sharedRefs;
    std::vector<SurveySkip> skipped;
    SurveyTotals totals;
    SurveyHistograms histograms;
    bool empty() const
    {
        return dirs.empty() && subvolumes.empty() && files.empty() && skipped.empty() && totals == SurveyTotals{};
    }
};

// A whole scan as it grows: every file's figures, the totals, and the disk's occupancy.
struct Survey
{
    QStringList roots;
    QString fsType;
    QString mountPoint;
    std::uint64_t deviceBytes = 0;
    std::uint32_t blockSize = 4096;
    // The inodes its file system has in use: what describeAs reserves room for up front (address
    // space only, until files arrive), so that growing never moves the files already in.
    std::uint64_t inodesInUse = 0;
    std::vector<QByteArray> dirs;
    std::vector<SurveyFile> files;
    std::vector<SurveySkip> skipped;
    std::vector<SharedRef> sharedRefs;       // in file order
    std::vector<SurveySubvolume> subvolumes; // [0]: none known; SurveyFile::subvolume indexes it
    SurveyTotals totals;
    SurveyHistograms histograms;
    OccupancyIndex occupancy;
    bool complete = false; // false while it runs, and after a stop
    double seconds = 0;
    QString costDisk; // the disk the read times are worked out on, in words (CostDisk::description)

    // Takes a batch in: files get the next indices, their extents land on the occupancy index.
    void add(SurveyBatch&& batch);
    // The scan is over (complete: not stopped): the parts of shared extents that none of the files
    // references go on the disk map (those of files that share nothing went with their batches).
    void finish(bool completed, double scanSeconds);
    // Takes the file system's description (what scanTree's start callback hands over).
    void describeAs(const Survey& description);
    QByteArray pathBytes(const SurveyFile& file) const;
    // compsize's totals of the files under folder (empty: every file), each extent once however
    // many of them share it, and the bytes of those extents none of them references.
    ExtentTotals diskTotals(const QByteArray& folder = {}) const;
    // Estimated where any file's place is a guess; Exact on btrfs read from its extent items.
    DiskTruth diskTruth() const;
    QString path(const SurveyFile& file) const;                       // for display: invalid UTF-8 bytes as \xNN
    const SurveySubvolume* subvolumeOf(const SurveyFile& file) const; // null when none is known
};

// A folder's read as tar reads it (relayout/treeread.h: predictFolderReads), not its files each read
// alone: as they lie, and with each of them defragmented.
struct FolderSeconds
{
    double read = 0;
    double ideal = 0;
};
// A directory's files, its whole subtree counted (as du counts), and its read: as tar reads it,
// with each file defragmented, and the difference, what its files' layouts lose.
struct DirectoryCost
{
    std::uint32_t dir = 0; // index into Survey::dirs
    std::uint64_t files = 0;
    double readSeconds = 0;
    double idealReadSeconds = 0;
    double lostSeconds = 0;
};
// Every directory the survey went through, worst (most seconds lost) first, then by path; each
// one's read from folderReads by its path's bytes (0 for a folder without a file to read).
std::vector<DirectoryCost> directoryCosts(const Survey& survey, const QHash<QByteArray, FolderSeconds>& folderReads);

// A path for display and JSON: valid UTF-8 as it is, other bytes as \xNN (and a backslash as \\ then).
QString displayPath(const QByteArray& bytes, bool* escaped = nullptr);

// The disk map's cells (cellViews) with each cell's main owner's share of its read lost to its
// layout (CellView::lostShare), for the map coloured by time lost.
std::vector<CellView> costedCellViews(const Survey& survey, const SpaceCells& space);

enum class SurveySort { Runs, Fragments, Score, Size, Path, Lost };
// The indices of the files sorted worst first (path: by name), at most `limit` (0: all).
std::vector<std::uint32_t> rankFiles(const Survey& survey, SurveySort sort, std::size_t limit = 0);

} // namespace fragscope
