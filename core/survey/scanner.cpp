// SPDX-License-Identifier: GPL-3.0-or-later
#include "survey/scanner.h"

#include "extents/inspection.h"
#include "extents/metrics.h"
#include "fs/fsinfo.h"
#include "util/fd.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <dirent.h>
#include <fcntl.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/vfs.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <memory>
#include <mutex>
#include <thread>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Scanner)
};

using Clock = std::chrono::steady_clock;

// A directory's entry as getdents64 gave it.
struct Entry
{
    QByteArray name;
    unsigned char type = DT_UNKNOWN;
};

// The work the threads share: a directory to read, or a slice of a large directory's entries.
struct Work
{
    QByteArray path; // of the directory
    std::uint32_t dirIndex = 0;
    std::uint64_t mountId = 0; // the mount the directory must be on (0: any)
    std::shared_ptr<UniqueFd> dirFd; // set for a slice: the directory, already open
    std::vector<Entry> slice;
    std::size_t root = 0; // index of the root it came from
};

struct RootInfo
{
    std::uint32_t e4BlockSize = 4096; // e4defrag's block size: st_blksize of the root
    std::uint64_t e4SpanBlocks = 0;       // blocks_per_group * groups_per_flex, 0 when unknown
    std::uint32_t fsBlockSize = 4096;     // statfs f_bsize: one block or less needs no FIEMAP
};

QString reasonFor(int err)
{
    switch (err) {
    case EACCES:
    case EPERM:
        return Text::tr("permission denied");
    case ENOENT:
        return Text::tr("vanished during the scan");
    case ELOOP:
        return Text::tr("replaced by a symbolic link during the scan");
    case ENOTDIR:
        return Text::tr("no longer a directory");
    default:
        return errnoText(err);
    }
}

bool statxAt(int dirFd, const char* name, struct statx* st, int* err)
{
    constexpr unsigned kMask = STATX_TYPE | STATX_MODE | STATX_INO | STATX_SIZE | STATX_BLOCKS | STATX_MNT_ID
        | STATX_MTIME | STATX_CTIME;
    if (::statx(dirFd, name, AT_SYMLINK_NOFOLLOW | AT_NO_AUTOMOUNT, kMask, st) == 0)
        return true;
    *err = errno;
    return false;
}

std::uint64_t mountIdOf(const struct statx& st)
{
    return (st.stx_mask & STATX_MNT_ID) ? st.stx_mnt_id : 0;
}

// e4defrag's per-file counts from the extents in logical order (its get_physical_count and
// get_best_count, in blocks of e4defrag's block size).
void e4defragFigures(const std::vector<Extent>& extents, const RootInfo& root, SurveyFile& f)
{
    const std::uint64_t bs = root.e4BlockSize;
    std::uint64_t blocks = 0;
    struct Run
    {
        std::uint64_t physical, logical, length;
    };
    std::vector<Run> runs;
    runs.reserve(extents.size());
    for (const Extent& e : extents) {
        blocks += e.length / bs;
        runs.push_back(Run{e.physical / bs, e.logical / bs, e.length / bs});
    }
    if (blocks == 0)
        return;
    std::sort(runs.begin(), runs.end(), [](const Run& a, const Run& b) { return a.physical < b.physical; });
    std::uint64_t physicalCount = 0;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const Run& a = runs[i];
        const Run& b = runs[(i + 1) % runs.size()]; // its list is a ring: the last is compared with the first
        if (a.physical + a.length != b.physical || a.logical + a.length != b.logical)
            ++physicalCount;
    }
    const std::uint64_t best = root.e4SpanBlocks == 0 ? 1 : (blocks - 1) / root.e4SpanBlocks + 1;
    f.e4Now = std::uint32_t(extents.size());
    f.e4Best = std::uint32_t(best);
    f.e4Blocks = blocks;
    const float ratio = float(std::int64_t(physicalCount) - std::int64_t(best)) * 100 / float(blocks);
    f.e4Score = ratio > 10 ? 80 + 20 * ratio / 100 : 8 * ratio;
}

class Scan
{
public:
    Scan(const ScanOptions& options, const SurveyBatchSink& sink, const std::atomic<bool>* stop)
        : m_options(options)
        , m_sink(sink)
        , m_externalStop(stop)
    { }

    ScanOutcome run(const ScanProgressFn& progress, Survey* describe);

private:
    struct Local
    {
        SurveyBatch batch;
        Clock::time_point lastFlush = Clock::now();
        std::vector<Extent> extents;
        std::unique_ptr<std::uint64_t[]> fiemapBuffer;
    };

    bool stopped() const
    {
        return m_stop.load(std::memory_order_relaxed)
            || (m_externalStop && m_externalStop->load(std::memory_order_relaxed));
    }
    void push(Work&& work);
    void worker();
    void readDirectory(Work& work, Local& local);
    void processEntries(const Work& work, int dirFd, const std::vector<Entry>& entries, Local& local);
    void processFile(const Work& work, int dirFd, const Entry& entry, const struct statx& st, Local& local);
    int readFiemap(int fd, Local& local);
    void flush(Local& local, bool force);
    void skip(Local& local, const QByteArray& path, const QString& reason);

    const ScanOptions& m_options;
    const SurveyBatchSink& m_sink;
    const std::atomic<bool>* m_externalStop;
    std::atomic<bool> m_stop{false};
    std::vector<RootInfo> m_roots;

    std::mutex m_queueMutex;
    std::condition_variable m_queueChanged;
    std::vector<Work> m_queue; // a stack: depth first keeps it short
    unsigned m_active = 0;
    bool m_done = false;
    std::atomic<std::uint32_t> m_nextDir{0};

    std::mutex m_sinkMutex;
    std::mutex m_noFiemapMutex;
    std::vector<std::uint64_t> m_noFiemapMounts; // mounts that said FIEMAP is not supported

    std::atomic<std::uint64_t> m_files{0}, m_dirs{0}, m_inodes{0}, m_bytes{0};
};

void Scan::push(Work&& work)
{
    {
        const std::lock_guard lock(m_queueMutex);
        m_queue.push_back(std::move(work));
    }
    m_queueChanged.notify_one();
}

void Scan::flush(Local& local, bool force)
{
    const auto now = Clock::now();
    if (local.batch.empty() && local.batch.totals.files == 0)
        return;
    if (!force && local.batch.files.size() < m_options.batchFiles && now - local.lastFlush < std::chrono::milliseconds(100))
        return;
    {
        const std::lock_guard lock(m_sinkMutex);
        m_sink(std::move(local.batch));
    }
    local.batch = SurveyBatch{};
    local.lastFlush = now;
}

void Scan::skip(Local& local, const QByteArray& path, const QString& reason)
{
    local.batch.skipped.push_back(SurveySkip{path, reason});
}

void Scan::worker()
{
    Local local;
    for (;;) {
        Work work;
        {
            std::unique_lock lock(m_queueMutex);
            m_queueChanged.wait(lock, [&] { return !m_queue.empty() || m_done || (m_active == 0 && m_queue.empty()); });
            if (m_queue.empty() || m_done) {
                m_done = true;
                lock.unlock();
                m_queueChanged.notify_all();
                break;
            }
            work = std::move(m_queue.back());
            m_queue.pop_back();
            ++m_active;
        }
        if (!stopped()) {
            if (work.dirFd)
                processEntries(work, work.dirFd->get(), work.slice, local);
            else
                readDirectory(work, local);
            flush(local, false);
        }
        {
            const std::lock_guard lock(m_queueMutex);
            --m_active;
            if (stopped())
                m_queue.clear();
        }
        m_queueChanged.notify_all();
    }
    flush(local, true);
}

void Scan::readDirectory(Work& work, Local& local)
{
    local.batch.dirs.emplace_back(work.dirIndex, work.path);
    ++local.batch.totals.dirs;
    m_dirs.fetch_add(1, std::memory_order_relaxed);
    auto dirFd = std::make_shared<UniqueFd>(
        ::open(work.path.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK));
    if (!dirFd->valid()) {
        skip(local, work.path, reasonFor(errno));
        return;
    }
    std::vector<Entry> entries;
    alignas(8) static thread_local char buffer[64 * 1024];
    for (;;) {
        const long got = ::syscall(SYS_getdents64, dirFd->get(), buffer, sizeof buffer);
        if (got < 0) {
            skip(local, work.path, Text::tr("could not read the directory: %1").arg(errnoText(errno)));
            break;
        }
        if (got == 0)
            break;
        for (long at = 0; at < got;) {
            // struct linux_dirent64: ino, off, reclen, type, then the name.
            const char* record = buffer + at;
            unsigned short reclen = 0;
            std::memcpy(&reclen, record + 16, sizeof reclen);
            const auto type = static_cast<unsigned char>(record[18]);
            const char* name = record + 19;
            at += reclen;
            if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0)))
                continue;
            entries.push_back(Entry{QByteArray(name), type});
        }
        if (stopped())
            return;
    }
    // Large directories are shared out in slices, so one directory of 100,000 files uses every thread.
    constexpr std::size_t kSlice = 1024;
    if (entries.size() > 2 * kSlice) {
        flush(local, true); // the directory is known before any slice of it is handed over
        for (std::size_t from = kSlice; from < entries.size(); from += kSlice) {
            Work slice;
            slice.path = work.path;
            slice.dirIndex = work.dirIndex;
            slice.mountId = work.mountId;
            slice.root = work.root;
            slice.dirFd = dirFd;
            const auto end = std::min(entries.size(), from + kSlice);
            slice.slice.assign(std::make_move_iterator(entries.begin() + from), std::make_move_iterator(entries.begin() + end));
            push(std::move(slice));
        }
        entries.resize(kSlice);
    }
    processEntries(work, dirFd->get(), entries, local);
}

void Scan::processEntries(const Work& work, int dirFd, const std::vector<Entry>& entries, Local& local)
{
    const QByteArray prefix = work.path.endsWith('/') ? work.path : work.path + '/';
    for (const Entry& entry : entries) {
        if (stopped())
            return;
        m_inodes.fetch_add(1, std::memory_order_relaxed);
        if (entry.type == DT_LNK) {
            ++local.batch.totals.symlinks;
            continue;
        }
        if (entry.type != DT_UNKNOWN && entry.type != DT_DIR && entry.type != DT_REG) {
            ++local.batch.totals.specials;
            continue;
        }
        struct statx st = {};
        int err = 0;
        if (!statxAt(dirFd, entry.name.constData(), &st, &err)) {
            skip(local, prefix + entry.name, reasonFor(err));
            continue;
        }
        if (S_ISDIR(st.stx_mode)) {
            if (work.mountId != 0 && mountIdOf(st) != work.mountId && !m_options.crossMounts) {
                ++local.batch.totals.otherMounts;
                skip(local, prefix + entry.name, Text::tr("another mount (not crossed without --cross-mounts)"));
                continue;
            }
            Work sub;
            sub.path = prefix + entry.name;
            sub.dirIndex = m_nextDir.fetch_add(1);
            sub.mountId = m_options.crossMounts ? 0 : work.mountId;
            sub.root = work.root;
            push(std::move(sub));
        } else if (S_ISREG(st.stx_mode)) {
            processFile(work, dirFd, entry, st, local);
        } else if (S_ISLNK(st.stx_mode)) {
            ++local.batch.totals.symlinks;
        } else {
            ++local.batch.totals.specials;
        }
    }
}

// Batches of FIEMAP into local.extents; 0 or an errno (ECANCELED when the scan stops).
int Scan::readFiemap(int fd, Local& local)
{
    constexpr std::uint32_t kBatch = 512;
    const std::size_t bytes = sizeof(struct fiemap) + kBatch * sizeof(struct fiemap_extent);
    if (!local.fiemapBuffer)
        local.fiemapBuffer = std::make_unique<std::uint64_t[]>((bytes + 7) / 8);
    auto* fm = reinterpret_cast<struct fiemap*>(local.fiemapBuffer.get());
    local.extents.clear();
    std::uint64_t start = 0;
    for (;;) {
        std::memset(fm, 0, sizeof(struct fiemap));
        fm->fm_start = start;
        fm->fm_length = FIEMAP_MAX_OFFSET;
        fm->fm_flags = m_options.sync ? FIEMAP_FLAG_SYNC : 0;
        fm->fm_extent_count = kBatch;
        if (::ioctl(fd, FS_IOC_FIEMAP, fm) != 0)
            return errno;
        const std::uint32_t mapped = fm->fm_mapped_extents;
        if (mapped == 0)
            return 0;
        bool last = false;
        for (std::uint32_t i = 0; i < mapped; ++i) {
            const struct fiemap_extent& fe = fm->fm_extents[i];
            if (start != 0 && fe.fe_logical + fe.fe_length <= start)
                continue;
            local.extents.push_back(Extent{fe.fe_logical, fe.fe_physical, fe.fe_length, fe.fe_flags});
            last = last || (fe.fe_flags & FIEMAP_EXTENT_LAST);
        }
        const struct fiemap_extent& tail = fm->fm_extents[mapped - 1];
        const std::uint64_t next = tail.fe_logical + tail.fe_length;
        if (last || next <= start)
            return 0;
        if (stopped())
            return ECANCELED;
        start = next;
    }
}

void Scan::processFile(const Work& work, int dirFd, const Entry& entry, const struct statx& st, Local& local)
{
    const RootInfo& root = m_roots[work.root];
    SurveyFile f;
    f.name = entry.name;
    f.dir = work.dirIndex;
    f.size = st.stx_size;
    f.allocated = st.stx_blocks * 512;
    const bool oneBlock = st.stx_blocks > 0 && f.allocated <= root.fsBlockSize;
    const bool nothing = st.stx_blocks == 0 && st.stx_size == 0;
    bool placed = false;
    if (nothing) {
        f.mapped = true; // an empty file has no extents; there is nothing to ask
    } else if (oneBlock && !m_options.mapSmallFiles) {
        // One block or less allocated: at most one extent, so one record and one fragment, exactly.
        f.extentRecords = 1;
        f.fragments = 1;
        // e4defrag: one extent of one block, its best one extent.
        f.e4Now = f.e4Best = 1;
        f.e4Blocks = 1;
        f.e4Score = 0;
    } else {
        UniqueFd fd(::openat(dirFd, entry.name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
        if (!fd.valid()) {
            skip(local, work.path + '/' + entry.name, reasonFor(errno));
            return;
        }
        struct stat before = {};
        if (::fstat(fd.get(), &before) != 0 || !S_ISREG(before.st_mode) || before.st_ino != st.stx_ino) {
            skip(local, work.path + '/' + entry.name, Text::tr("replaced during the scan"));
            return;
        }
        int err = 0;
        for (int attempt = 0; attempt < 2; ++attempt) {
            err = readFiemap(fd.get(), local);
            struct stat after = {};
            if (err || ::fstat(fd.get(), &after) != 0)
                break;
            f.changed = after.st_size != before.st_size || after.st_mtim.tv_sec != before.st_mtim.tv_sec
                || after.st_mtim.tv_nsec != before.st_mtim.tv_nsec || after.st_ctim.tv_sec != before.st_ctim.tv_sec
                || after.st_ctim.tv_nsec != before.st_ctim.tv_nsec;
            if (!f.changed)
                break;
            f.size = std::uint64_t(after.st_size);
            f.allocated = std::uint64_t(after.st_blocks) * 512;
            before = after;
        }
        if (err == ECANCELED)
            return;
        if (err == EOPNOTSUPP || err == ENOTTY) {
            ++local.batch.totals.unmappedFiles;
            const std::uint64_t mount = mountIdOf(st);
            const std::lock_guard lock(m_noFiemapMutex);
            if (std::find(m_noFiemapMounts.begin(), m_noFiemapMounts.end(), mount) == m_noFiemapMounts.end()) {
                m_noFiemapMounts.push_back(mount);
                struct statfs sfs = {};
                const QString type = ::fstatfs(fd.get(), &sfs) == 0
                    ? fsTypeNameForMagic(std::uint64_t(sfs.f_type) & 0xFFFFFFFFu)
                    : QStringLiteral("?");
                skip(local, work.path,
                    Text::tr("the %1 file system does not report extents (FIEMAP is not supported); its files are "
                             "counted but not mapped")
                        .arg(type));
            }
            return;
        }
        if (err) {
            skip(local, work.path + '/' + entry.name, errnoText(err));
            return;
        }
        f.mapped = true;
        placed = true;
        const auto& ex = local.extents;
        f.extentRecords = std::uint32_t(ex.size());
        f.fragments = std::uint32_t(countFragments(ex));
        bool first = true;
        for (const Extent& e : ex) {
            f.fsFlags |= e.flags;
            if (e.has(FIEMAP_EXTENT_SHARED))
                f.sharedBytes += e.length;
            if (e.has(FIEMAP_EXTENT_UNWRITTEN))
                f.unwrittenBytes += e.length;
            if (e.has(FIEMAP_EXTENT_DATA_INLINE))
                f.inlineBytes += e.length;
            if (e.has(FIEMAP_EXTENT_ENCODED))
                f.encodedBytes += e.length;
            const int row = e.length ? int(std::bit_width(e.length)) - 1 : 0;
            ++local.batch.histograms.extentCount[row];
            local.batch.histograms.extentBytes[row] += e.length;
            if (first && !e.locationUnknown() && !e.has(FIEMAP_EXTENT_DATA_INLINE)) {
                f.firstPhysical = e.physical;
                first = false;
            }
        }
        // e4defrag 1.47.0 (Debian 12) counts every non-empty file with blocks; 1.47.4 leaves out those of
        // one block. The installed one is the oracle.
        if (f.size > 0 && st.stx_blocks > 0 && !ex.empty())
            e4defragFigures(ex, root, f);
        if (f.fragments > 1) {
            ExtentMap map;
            map.extents.swap(local.extents);
            const HddPrediction p = predictHddRead(map, m_options.hdd);
            map.extents.swap(local.extents);
            const double firstSeek = m_options.hdd.averageSeekMs / 1000.0 + 30.0 / m_options.hdd.rpm;
            f.extraReadSeconds = float(std::max(0.0, p.positionSeconds - firstSeek));
        }
    }

    SurveyBatch& b = local.batch;
    const auto index = std::uint32_t(b.files.size());
    if (placed && m_options.placements) {
        for (const Extent& e : local.extents) {
            if (e.locationUnknown() || e.has(FIEMAP_EXTENT_DATA_INLINE))
                continue;
            b.placed.push_back(PlacedExtent{e.physical, e.length, index, f.fragments > 1, e.has(FIEMAP_EXTENT_SHARED)});
        }
    }
    SurveyTotals& t = b.totals;
    ++t.files;
    t.bytes += f.size;
    t.allocatedBytes += f.allocated;
    t.extentRecords += f.extentRecords;
    t.fragments += f.fragments;
    t.fragmentedFiles += f.fragments > 1 ? 1 : 0;
    t.sharedBytes += f.sharedBytes;
    t.unwrittenBytes += f.unwrittenBytes;
    t.inlineBytes += f.inlineBytes;
    t.encodedBytes += f.encodedBytes;
    t.extraReadSeconds += f.extraReadSeconds;
    if (f.e4Now > 0) {
        ++t.e4.files;
        t.e4.nowExtents += f.e4Now;
        t.e4.bestExtents += f.e4Best;
        t.e4.blocks += f.e4Blocks;
    }
    if (f.fragments > 0)
        ++b.histograms.fragmentsPerFile[SurveyHistograms::fragmentRow(f.fragments)];
    m_files.fetch_add(1, std::memory_order_relaxed);
    m_bytes.fetch_add(f.allocated, std::memory_order_relaxed);
    b.files.push_back(std::move(f));
}

ScanOutcome Scan::run(const ScanProgressFn& progress, Survey* describe)
{
    const auto started = Clock::now();
    ScanOutcome outcome;
    ScanProgress expected;
    bool described = false;
    std::vector<Work> initial;
    std::vector<std::pair<QByteArray, std::size_t>> rootFiles;
    for (const QString& rootPath : m_options.roots) {
        const QByteArray native = QFile::encodeName(QFileInfo(rootPath).absoluteFilePath());
        struct statx st = {};
        int err = 0;
        // The root itself may be a symlink to a directory: that one the user named, so follow it.
        if (::statx(AT_FDCWD, native.constData(), AT_NO_AUTOMOUNT, STATX_TYPE | STATX_MNT_ID | STATX_INO, &st) != 0) {
            err = errno;
            outcome.failedRoots << rootPath + QStringLiteral(": ") + reasonFor(err);
            continue;
        }
        if (!S_ISDIR(st.stx_mode) && !S_ISREG(st.stx_mode)) {
            outcome.failedRoots << rootPath + QStringLiteral(": ") + Text::tr("not a directory or a regular file");
            continue;
        }
        RootInfo info;
        struct statvfs vfs = {};
        if (::statvfs(native.constData(), &vfs) == 0)
            info.fsBlockSize = std::uint32_t(vfs.f_bsize);
        struct stat plain = {};
        if (::stat(native.constData(), &plain) == 0)
            info.e4BlockSize = std::uint32_t(plain.st_blksize);
        const auto fs = FsInfo::probe(QFile::decodeName(native));
        if (fs && fs->ext4GroupSpanBytes)
            info.e4SpanBlocks = fs->ext4GroupSpanBytes / std::max<std::uint32_t>(1, info.e4BlockSize);
        if (fs && !described && describe) {
            describe->fsType = fs->typeName;
            describe->mountPoint = fs->mountPoint;
            describe->blockSize = fs->blockSize;
            describe->deviceBytes = fs->device.sizeBytes ? fs->device.sizeBytes : fs->totalBlocks * fs->blockSize;
            describe->totals.e4.blockSize = info.e4BlockSize;
            described = true;
        }
        // Time remaining can be told when a root is a whole file system.
        if (fs && QFileInfo(QFile::decodeName(native)).canonicalFilePath() == fs->mountPoint) {
            expected.expectedInodes += vfs.f_files - vfs.f_ffree;
            expected.expectedBytes += (vfs.f_blocks - vfs.f_bfree) * vfs.f_frsize;
        }
        const std::size_t rootIndex = m_roots.size();
        m_roots.push_back(info);
        if (S_ISREG(st.stx_mode)) {
            rootFiles.emplace_back(native, rootIndex);
            continue;
        }
        Work w;
        w.path = native;
        w.dirIndex = m_nextDir.fetch_add(1);
        w.mountId = m_options.crossMounts ? 0 : mountIdOf(st);
        w.root = rootIndex;
        initial.push_back(std::move(w));
    }
    // Roots that are files: one call each, on this thread, in a directory entry of their own.
    for (const auto& [native, rootIndex] : rootFiles) {
        Local local;
        const qsizetype slash = native.lastIndexOf('/');
        Work parent;
        parent.path = slash > 0 ? native.left(slash) : QByteArray("/");
        parent.dirIndex = m_nextDir.fetch_add(1);
        parent.root = rootIndex;
        local.batch.dirs.emplace_back(parent.dirIndex, parent.path);
        UniqueFd dirFd(::open(parent.path.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        const std::vector<Entry> one{Entry{native.mid(slash + 1), DT_UNKNOWN}};
        processEntries(parent, dirFd.get(), one, local);
        flush(local, true);
    }
    m_queue = std::move(initial);

    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const unsigned threads = m_options.threads ? m_options.threads : std::clamp(cores * 2, 2u, 16u);
    {
        std::vector<std::jthread> pool;
        for (unsigned i = 0; i < threads; ++i)
            pool.emplace_back([this] { worker(); });
        for (;;) {
            std::unique_lock lock(m_queueMutex);
            m_queueChanged.wait_for(lock, std::chrono::milliseconds(100), [&] { return m_done; });
            const bool done = m_done;
            lock.unlock();
            if (m_externalStop && m_externalStop->load())
                m_stop = true;
            if (progress) {
                ScanProgress p = expected;
                p.files = m_files.load();
                p.dirs = m_dirs.load();
                p.inodes = m_inodes.load() + p.dirs;
                p.bytes = m_bytes.load();
                p.seconds = std::chrono::duration<double>(Clock::now() - started).count();
                progress(p);
            }
            if (done)
                break;
        }
    }
    outcome.cancelled = stopped();
    outcome.seconds = std::chrono::duration<double>(Clock::now() - started).count();
    return outcome;
}

} // namespace

double ScanProgress::fraction() const
{
    if (expectedInodes == 0 && expectedBytes == 0)
        return -1;
    // Small files cost per inode, large ones per byte: the mean of the two shares.
    const double byInodes = expectedInodes ? std::min(1.0, double(inodes) / double(expectedInodes)) : 0;
    const double byBytes = expectedBytes ? std::min(1.0, double(bytes) / double(expectedBytes)) : byInodes;
    return std::min(0.999, (byInodes + byBytes) / 2);
}

double ScanProgress::remainingSeconds() const
{
    const double f = fraction();
    if (f <= 0.01 || seconds < 0.5)
        return -1;
    return seconds * (1 - f) / f;
}

ScanOutcome scanTree(const ScanOptions& options, const SurveyBatchSink& sink, const ScanProgressFn& progress,
    const std::atomic<bool>* stop, Survey* describe)
{
    Scan scan(options, sink, stop);
    return scan.run(progress, describe);
}

Survey runSurvey(const ScanOptions& options, ScanOutcome* outcome, const ScanProgressFn& progress,
    const std::atomic<bool>* stop)
{
    Survey survey;
    survey.roots = options.roots;
    *outcome = scanTree(
        options, [&survey](SurveyBatch&& batch) { survey.add(std::move(batch)); }, progress, stop, &survey);
    survey.complete = !outcome->cancelled;
    survey.cancelled = outcome->cancelled;
    survey.seconds = outcome->seconds;
    return survey;
}

} // namespace fragscope
