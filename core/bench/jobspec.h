// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/ioqueue.h"

#include <QList>
#include <QMetaType>
#include <QPair>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace fragscope {

// fio's rw= values.
enum class RwMode { Read, Write, ReadWrite, RandRead, RandWrite, RandRw };

// One job section of a .fio file, with fio's option names and meanings. Sizes in bytes, times in
// microseconds. Defaults are fio's, except where a comment says otherwise.
struct JobSpec
{
    QString name = QStringLiteral("job");
    QString directory; // where the job's own files go
    QString filename;  // a file to use instead of the job's own ("name.N.0")
    RwMode rw = RwMode::Read;
    int rwmixread = 50; // percent of reads in rw/randrw
    std::uint64_t bs = 4096;
    std::uint64_t size = 0;   // size of the file region; 0: the existing file's size
    std::uint64_t ioSize = 0; // io_size: bytes to transfer per loop; 0: size
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
    // fio runs a job's loops back to back inside one result; here every loop is one repetition with
    // a result of its own, and startdelay is the pause before each of them.
    int loops = 1;
    std::uint64_t startDelayUs = 0;
    bool invalidate = true;
    bool overwrite = false;
    bool randrepeat = true;
    std::uint64_t randseed = 0x89;
    bool refillBuffers = false;
    bool groupReporting = false;
    bool stonewall = false; // wait for the jobs before this one to finish
    QString description;
    bool norandommap = false;      // random offsets drawn with replacement (some twice, some never)
    std::uint64_t numberIos = 0;   // number_ios: stop after this many I/Os per loop; 0: no limit
    std::uint64_t thinktimeUs = 0; // pause after every thinktime_blocks I/Os have completed
    std::uint64_t thinktimeBlocks = 1;
    std::uint64_t rateBytes = 0; // rate: each clone's cap, bytes/s; 0: none
    std::uint64_t rateIops = 0;  // rate_iops: each clone's cap, I/Os per second; 0: none
    // fio's write_bw_log/write_iops_log/write_lat_log: written after the run as NAME_bw.1.log etc.
    // from the live samples (every sample interval, or log_avg_msec), the job's clones together.
    QString bwLog;
    QString iopsLog;
    QString latLog;
    std::uint64_t logAvgMsec = 0;
    QString command; // a command job (see commandjob.h): the shell command; numjobs are its instances
    // Options fio knows and fragscope's engine does not implement, as written (name, value; a null
    // value for a bare flag), in order: the job file passes them to fio untouched, and our engine
    // refuses a job that has any (see fioOnlyProblem).
    QList<QPair<QString, QString>> fioOnly;

    bool isRandom() const { return rw == RwMode::RandRead || rw == RwMode::RandWrite || rw == RwMode::RandRw; }
    bool reads() const { return rw != RwMode::Write && rw != RwMode::RandWrite; }
    bool writes() const { return rw != RwMode::Read && rw != RwMode::RandRead; }
    bool mixed() const { return rw == RwMode::ReadWrite || rw == RwMode::RandRw; }
    std::uint64_t bytesPerLoop() const { return ioSize ? ioSize : size; }

    bool operator==(const JobSpec&) const = default;
};

// fio's spelling of the enums, and back.
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
