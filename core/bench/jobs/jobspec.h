// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/ioqueue.h"

#include <QList>
#include <QMetaType>
#include <QPair>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace fragscope {

// fio's rw= values.
enum class RwMode { Read, Write, ReadWrite, RandRead, RandWrite, RandRw };

// One size of bssplit= and the percent of I/Os that get it.
struct BlockShare
{
    std::uint64_t bytes = 0;
    int percent = 0;
    bool operator==(const BlockShare&) const = default;
};

// The block sizes of one direction: bs=, bsrange= (bs to bsMax), bssplit= (instead of bs when not
// empty).
struct BlockSizes
{
    std::uint64_t bs = 4096;
    std::uint64_t bsMax = 0;
    std::vector<BlockShare> split;
    std::uint64_t min() const;
    std::uint64_t max() const;
    bool operator==(const BlockSizes&) const = default;
};

// cmdprio_bssplit=: of the I/Os of `bytes`, `percent` carry the priority `ioprio` (class << 13 |
// level; -1: cmdprio_class/cmdprio).
struct PrioShare
{
    std::uint64_t bytes = 0;
    int percent = 0;
    int ioprio = -1;
    bool operator==(const PrioShare&) const = default;
};

// random_distribution=: where random offsets fall.
struct RandomDistribution
{
    enum class Kind { Uniform, Zipf, Pareto, Normal, Zoned, ZonedAbs };
    struct Zone
    {
        int accessPercent = 0;
        std::uint64_t size = 0; // percent of the region (zoned) or bytes (zoned_abs)
        bool operator==(const Zone&) const = default;
    };
    Kind kind = Kind::Uniform;
    double value = 0;   // zipf: theta; pareto: power; normal: deviation in percent of the region
    double center = -1; // 0..1: where the most likely offsets lie; < 0: fio's default (scattered; normal 0.5)
    std::vector<Zone> zones;
    bool operator==(const RandomDistribution&) const = default;
};

// ss=: when a job has reached a steady state and stops.
struct SteadyState
{
    enum class Criterion { None, Iops, IopsSlope, Bw, BwSlope };
    Criterion criterion = Criterion::None;
    double limit = 0;
    bool percent = false;         // limit is a percent of the window's mean
    std::uint64_t durationUs = 0; // ss_dur: the rolling window, sampled once a second
    std::uint64_t rampUs = 0;     // ss_ramp: time before the window starts collecting
    bool operator==(const SteadyState&) const = default;
};

// exit_what=: what exitall stops when one job ends.
enum class ExitWhat { Group, Stonewall, All };

// One job section of a .fio file, with fio's option names and meanings. Sizes in bytes, times in
// microseconds. Defaults are fio's, except where a comment says otherwise.
struct JobSpec
{
    QString name = QStringLiteral("job");
    QString directory; // where the job's own files go
    QString filename;  // a file to use instead of the job's own ("name.N.0")
    RwMode rw = RwMode::Read;
    int rwmixread = 50;              // percent of reads in rw/randrw
    std::uint64_t bs = 4096;         // the block size; with bsrange= the smallest
    std::uint64_t bsMax = 0;         // bsrange=: sizes from bs to this, multiples of bs; 0: bs only
    std::vector<BlockShare> bssplit; // weighted block sizes, instead of bs when not empty
    // bs=R,W (and bsrange=, bssplit=): the writes' own sizes; unset: the reads' (above).
    std::optional<BlockSizes> writeSizes;
    std::uint64_t blockalign = 0; // random offsets' alignment; 0: the smallest block size
    // rw=...:N. Sequential: bytes added to the offset after each I/O (negative: backwards, wrapping
    // to the end). Random: I/Os done sequentially from each new random offset.
    std::int64_t rwModifier = 0;
    RandomDistribution randomDistribution;
    // percentage_random=: of a random job's reads [0] and writes [1], the percent at random offsets;
    // the others continue where the last I/O ended.
    std::array<int, 2> percentageRandom{100, 100};
    // zonemode=strided: zonesize bytes of I/O in each zone of zonerange bytes (0: zonesize), then on
    // to the next zone, zoneskip bytes further.
    bool stridedZones = false;
    // zonemode=zbd on a file, as fio emulates a zoned device there: zones of zonesize, empty at the
    // start, each written only at its write pointer and reset when full; at most max_open_zones (or
    // job_max_open_zones; 0: any) written at a time; reads only below the write pointers unless
    // read_beyond_wp. Ours are per clone (fio's are shared by the jobs on one device).
    bool zbdZones = false;
    int maxOpenZones = 0;
    bool readBeyondWp = false;
    std::uint64_t zoneSize = 0;
    std::uint64_t zoneRange = 0;
    std::uint64_t zoneSkip = 0;
    std::uint64_t size = 0; // size of the file region (of all nrfiles together); 0: the existing file's size
    // nrfiles=: each clone's own files (fragscope-bench.NAME.CLONE.0 ... N-1), of filesize= each
    // (0: size / nrfiles); file_service_type=: which file each I/O goes to — roundrobin (every
    // fileServiceBatch I/Os the next), sequential (one file to its end, then the next), random.
    int nrfiles = 1;
    std::uint64_t fileSize = 0;
    enum class FileService { RoundRobin, Sequential, Random };
    FileService fileService = FileService::RoundRobin;
    int fileServiceBatch = 1;
    int openFiles = 0;        // openfiles=: kept for fio (ours keeps every file open); 0: unset
    std::uint64_t ioSize = 0; // io_size: bytes to transfer per loop; 0: size
    // offset=: where the region starts in the file; offset_increment=: how much further each clone's
    // starts (clone N at offset + N * offset_increment).
    std::uint64_t offset = 0;
    std::uint64_t offsetIncrement = 0;
    int numjobs = 1;
    int iodepth = 1;
    IoEngine ioengine = IoEngine::Psync;
    bool direct = false;
    std::uint32_t fsync = 0;     // fsync after every N writes
    std::uint32_t fdatasync = 0; // fdatasync after every N writes
    bool endFsync = false;
    bool timeBased = false;
    std::uint64_t runtimeUs = 0;
    std::uint64_t rampTimeUs = 0;
    // loops=: passes over the job's I/O inside one result, as fio (repetitions measured each on its
    // own are RunOptions::repetitions).
    int loops = 1;
    std::uint64_t startDelayUs = 0;
    bool invalidate = true;
    bool overwrite = false;
    bool randrepeat = true;
    std::uint64_t randseed = 0x89;
    bool refillBuffers = false;
    // What writes hold (bench/content.h): scramble_buffers (fio's default), buffer_compress_percentage
    // (-1: unset) in chunks of buffer_compress_chunk (0: the block), dedupe_percentage,
    // dedupe_mode=working_set with dedupe_working_set_percentage, dedupe_global.
    bool scrambleBuffers = true;
    int compressPercent = -1;
    std::uint64_t compressChunk = 512;
    int dedupePercent = 0;
    bool dedupeWorkingSet = false;
    int dedupeWorkingSetPercent = 5;
    bool dedupeGlobal = false;
    bool groupReporting = false;
    bool stonewall = false; // wait for the jobs before this one to finish
    QString description;
    // Another tool's test, in its words ("bonnie++: block writes of 8 KiB"), for an imported result:
    // then this is no fio job, and no fio option of it is shown or written.
    QString foreignTest;
    bool norandommap = false;      // random offsets drawn with replacement (some twice, some never)
    std::uint64_t numberIos = 0;   // number_ios: stop after this many I/Os per loop; 0: no limit
    std::uint64_t thinktimeUs = 0; // pause after every thinktime_blocks I/Os have completed
    std::uint64_t thinktimeBlocks = 1;
    // rate/rate_iops: each clone's cap for reads [0] and writes [1], per second; 0: none.
    std::array<std::uint64_t, 2> rateBytes{};
    std::array<std::uint64_t, 2> rateIops{};
    bool ratePoisson = false; // rate_process=poisson: I/Os at random times with that mean rate
    // io_submit_mode=offload: fio hands submission to worker threads; its latencies still count from
    // when an I/O is issued with a free slot (measured: fio 3.33 offload, psync, rate far beyond the
    // device: lat 89.6 us, clat 84.5 us), which our inline loop measures too. Kept so the job file
    // says what was asked.
    bool offloadSubmit = false;
    // rate_min/rate_iops_min: a clone below this over a rate cycle (ratecycle=, ms) fails the job.
    std::array<std::uint64_t, 2> rateMin{};
    std::array<std::uint64_t, 2> rateIopsMin{};
    std::uint64_t rateCycleMs = 1000;
    bool measureLatency = true; // gtod_reduce=1 turns it off: I/Os are counted, not timed
    // I/O priorities (ionice's classes: 1 realtime, 2 best effort, 3 idle; levels 0 highest to 7):
    // prioclass/prio for all of a clone's I/O; cmdprio_percentage of the requests (reads [0],
    // writes [1]; libaio and io_uring) with cmdprio_class/cmdprio as their own.
    int prioClass = 0; // 0: unset
    int prio = -1;     // -1: unset
    std::array<int, 2> cmdprioPercent{};
    std::array<int, 2> cmdprioClass{1, 1};
    std::array<int, 2> cmdprio{};
    std::array<std::vector<PrioShare>, 2> cmdprioSplit; // instead of cmdprio_percentage when not empty
    bool logPrio = false; // log_prio: the logs' last column is the priority (ours: of the job)
    // latency_target (us): fio's search for the deepest queue (up to iodepth) whose latency_percentile
    // of I/Os finish within the target over each latency_window; the job then runs one more window
    // at that depth, and those are its figures.
    std::uint64_t latencyTargetUs = 0;
    std::uint64_t latencyWindowUs = 0;
    double latencyPercentile = 100;
    QString randomGenerator; // fio's generator for offsets (tausworthe, lfsr, tausworthe64); ours is
                             // always our own, a permutation where fio keeps a random map
    // Between jobs: wait_for= starts after the named job's clones are done; exitall stops the
    // others when this one ends; flow= keeps the jobs of one flow_id at the ratio of their weights
    // (flow_sleep: the pause, in microseconds, of a job ahead of its share).
    QString waitFor;
    bool exitall = false;
    ExitWhat exitWhat = ExitWhat::Group;
    int flow = 0;
    int flowId = 0;
    std::uint64_t flowSleepUs = 0;
    SteadyState steadyState;
    // verify=: every write carries a header and checksum per verify_interval bytes (the I/O when 0;
    // see bench/verify.h); with do_verify a write job reads back what it wrote (every verify_backlog
    // writes, else at its end) and a read job checks what it reads. verify_dump keeps a failing
    // block's bytes beside the file; verify_fatal stops at the first failure.
    QString verify; // fio's name: crc32c, md5, sha256, xxhash, meta, pattern, ...; empty: none
    QByteArray verifyPattern;
    std::uint32_t verifyInterval = 0;
    bool doVerify = true;
    std::uint64_t verifyBacklog = 0;
    bool verifyDump = false;
    bool verifyFatal = false;
    // fill_device: a write job's file grows until the file system is full but for a reserve (1 %
    // and 64 MiB), and running out of room ends it rather than failing it.
    bool fillDevice = false;
    // size=N% of a write job whose files do not exist yet: N % of the room fill_device would fill
    // (fio refuses a percentage for new files: ours, for writing until a drive's cache is full).
    int sizeFreePercent = 0;
    // continue_on_error= and ignore_error=: per kind (read, write, verify) whether an error of one
    // of its errnos (fio's default EIO and EILSEQ) is counted and the job goes on; error_dump=0
    // keeps such errors out of the warnings.
    enum ErrorKind { ReadError, WriteError, VerifyError };
    std::array<bool, 3> continueOnError{};
    std::array<std::vector<int>, 3> ignoredErrors; // empty: EIO, EILSEQ
    bool errorDump = true;
    bool continuesAfter(ErrorKind kind, int errnum) const;
    // fio's write_bw_log/write_iops_log/write_lat_log: written after the run as NAME_bw.1.log etc.
    // from the live samples (every sample interval, or log_avg_msec), the job's clones together.
    QString bwLog;
    QString iopsLog;
    QString latLog;
    std::uint64_t logAvgMsec = 0;
    bool logOffset = false; // log_offset: the logs have the offset column
    // numa_cpu_nodes=: the NUMA nodes whose CPUs each clone runs on; numa_mem_policy=: where its
    // buffers' memory comes from (mode[:nodes]). As written; empty: unset (bench/numa.h).
    QString numaCpuNodes;
    QString numaMemPolicy;
    QString command; // a command job (see commandjob.h): the shell command; numjobs are its instances
    // Options fio knows and fragscope's engine does not implement, as written (name, value; a null
    // value for a bare flag), in order: the job file passes them to fio untouched, and our engine
    // refuses a job that has any (see checkOurEngineRuns).
    QList<QPair<QString, QString>> fioOnly;

    bool isRandom() const { return rw == RwMode::RandRead || rw == RwMode::RandWrite || rw == RwMode::RandRw; }
    bool reads() const { return rw != RwMode::Write && rw != RwMode::RandWrite; }
    bool writes() const { return rw != RwMode::Read && rw != RwMode::RandRead; }
    bool mixed() const { return rw == RwMode::ReadWrite || rw == RwMode::RandRw; }
    std::uint64_t bytesPerLoop() const { return ioSize ? ioSize : size ? size : fileSize * std::uint64_t(nrfiles); }
    // The region of each of the clone's files; 0: the existing file's size.
    std::uint64_t fileBytes() const { return fileSize ? fileSize : size / std::uint64_t(std::max(1, nrfiles)); }
    // All loops' bytes (saturating); 0 when the file decides (no size=).
    std::uint64_t bytesToDo() const;
    // prioclass/prio as ioprio_set takes it (class << 13 | level; best effort when only a level is
    // given, level 4 when only a class); 0 when neither is set.
    int ioprio() const;
    std::uint64_t regionStart(int clone) const { return offset + std::uint64_t(clone) * offsetIncrement; }
    // The smallest and largest block size of either direction.
    std::uint64_t minBs() const;
    std::uint64_t maxBs() const;
    BlockSizes sizes(bool write) const;
    // Sets both directions' sizes; writeSizes stays unset when they are the same.
    void setSizes(const BlockSizes& reads, const BlockSizes& writes);
    bool hasRate() const { return rateBytes[0] || rateBytes[1] || rateIops[0] || rateIops[1]; }
    bool hasFile() const { return ioengine != IoEngine::Null; } // the null engine does no I/O

    bool operator==(const JobSpec&) const = default;
};

// fio's spelling of the enums, and back.
// cmdprio_percentage / cmdprio_bssplit: the priority (class << 13 | level) one request of `length`
// bytes carries, 0 for the clone's own; `draw` is uniform in 0..99.
int commandPriority(const JobSpec& job, bool write, std::uint32_t length, std::uint64_t draw);

QString rwModeName(RwMode mode);
std::optional<RwMode> rwModeFromName(const QString& name);
QString ioEngineName(IoEngine engine);
std::optional<IoEngine> ioEngineFromName(const QString& name);

// fio's number syntax: "4k", "1m", "64KiB", "1g", "512" (kb_base=1024, fio's default, where k, KB
// and KiB all mean 1024; with kbBase 1000, KB means 1000 and KiB 1024). nullopt when malformed.
std::optional<std::uint64_t> parseFioSize(const QString& text, int kbBase = 1024);
// fio's time syntax, in microseconds: a bare number is in `defaultUnitUs` (seconds for runtime),
// suffixes us, ms, s, m, h, d.
std::optional<std::uint64_t> parseFioTime(const QString& text, std::uint64_t defaultUnitUs = 1'000'000);
// The shortest exact spelling fio reads back: 4096 -> "4k", 1048576 -> "1m", 1000 -> "1000".
QString fioSizeText(std::uint64_t bytes);
QString fioTimeText(std::uint64_t us);

} // namespace fragscope

Q_DECLARE_METATYPE(fragscope::JobSpec)
