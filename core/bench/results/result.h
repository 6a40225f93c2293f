// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/jobs/jobspec.h"
#include "bench/results/histogram.h"
#include "bench/results/sample.h"
#include "fs/fsinfo.h"
#include "fs/sysfacts.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace fragscope {

// Completion latency of one direction, in nanoseconds.
struct LatencyStats
{
    std::uint64_t minNs = 0;
    std::uint64_t maxNs = 0;
    double meanNs = 0;
    double stddevNs = 0;
    std::uint64_t samples = 0;
    std::vector<std::pair<double, std::uint64_t>> percentiles; // (percent, ns)
};

// Running moments of a latency, without buckets: what submission and total latency need.
struct LatencyMoments
{
    std::uint64_t n = 0;
    std::uint64_t minNs = UINT64_MAX;
    std::uint64_t maxNs = 0;
    double sum = 0;
    double squares = 0;
    void add(std::uint64_t ns)
    {
        ++n;
        minNs = std::min(minNs, ns);
        maxNs = std::max(maxNs, ns);
        sum += double(ns);
        squares += double(ns) * double(ns);
    }
    LatencyStats stats() const; // min, max, mean, stddev, samples; no percentiles
};
// Two sets of moments as one (min, max, mean and stddev of all samples; percentiles dropped).
LatencyStats combineMoments(const LatencyStats& a, const LatencyStats& b);

// Reads or writes of one job run. As fio: clat is from submission to completion, slat from issue to
// submission (asynchronous engines only; 0 samples where not measured), lat from issue to
// completion (0 samples: the same as clat, as for synchronous engines).
struct DirectionStats
{
    std::uint64_t ioBytes = 0;
    std::uint64_t ios = 0;
    std::uint64_t runtimeUs = 0;
    LatencyStats clat;
    LatencyStats slat;
    LatencyStats lat;
    LatencyHistogram histogram; // kept so groups merge exactly; not every importer has one
    // Imported without an I/O count (fio's terse output): the IOPS as the tool printed them.
    double printedIops = 0;

    double bandwidth() const { return runtimeUs ? double(ioBytes) * 1e6 / double(runtimeUs) : 0; } // bytes/s
    double iops() const
    {
        if (ios == 0 && printedIops > 0)
            return printedIops;
        return runtimeUs ? double(ios) * 1e6 / double(runtimeUs) : 0;
    }
    bool hasIops() const { return ios != 0 || printedIops > 0; }
    bool present() const { return ios != 0 || ioBytes != 0; }
};

// One repetition of one job section, summed over its numjobs clones.
struct JobRun
{
    QString job;
    int jobIndex = 0;
    int repetition = 0; // 0-based
    DirectionStats read;
    DirectionStats write;
    std::uint64_t runtimeUs = 0;
    double usrCpu = 0; // percent of one CPU over the runtime, as fio reports it
    double sysCpu = 0;
    std::uint64_t syncs = 0;          // fsync and fdatasync calls
    int steadyState = 0;              // ss=: 1 reached (the job stopped there), -1 not reached, 0 not asked
    std::uint64_t verifiedBytes = 0;  // verify=: bytes read and checked
    std::uint64_t verifyFailures = 0; // I/Os whose data did not check
    int latencyDepth = 0;             // latency_target: the queue depth found (0: not asked)
    std::uint64_t prioIos = 0;        // cmdprio_percentage: requests sent with their own priority
    std::uint64_t errors = 0;         // continue_on_error: I/O errors counted and gone on after
    int firstError = 0;               // the errno of the first of them
    bool cancelled = false;
    std::vector<JobRun> clones; // per clone when numjobs > 1 (empty for imported results)
};

// How a number could mislead, said next to it.
struct BenchWarning
{
    QString job; // empty for the whole run
    QString text;
};

// Where and with what a result was measured (bench/results/benchcontext.h says it and compares it).
struct BenchContext
{
    QString tool = QStringLiteral("fragscope"); // what measured: "fragscope" (our engine), "fio", another tool
    QString toolVersion;                        // its version
    QString fragscopeVersion;                   // the Fragscope that ran it (empty for an import)
    QString buildType; // fragscope's own runs: how the binary was built (Debug figures mislead)
    QString kernel;
    QString hostname;
    QDateTime time;
    FsInfo fs; // of the first job's directory or file
    bool fsKnown = false;
    QString cacheMethod; // for a cold read: how the page cache was emptied
    // The machine and the way down to the disks, where they were read (this machine's run; empty
    // for a result measured elsewhere that did not say).
    MachineFacts machine;
    StorageFacts storage;
    bool factsKnown = false;
};

// One machine of a run through fio's client/server (fio --server on it): who it is, as fio's probe
// answered, and what its jobs did there.
// A disk's share of a run, as fio's "Disk stats" report it: I/Os completed and the part of the
// run's time the disk was busy (from /proc/diskstats: io_ticks over the run's time).
struct DiskUtil
{
    QString name; // "vda", "nvme0n1", "loop3"
    std::uint64_t readIos = 0;
    std::uint64_t writeIos = 0;
    double utilPercent = 0;
    bool operator==(const DiskUtil&) const = default;
};

struct HostResult
{
    QString address; // as the user listed it
    int port = 0;
    QString fioVersion; // "fio-3.33"
    QString hostname;   // the machine's own name, from fio
    QString os;         // "Linux x86-64"
    std::vector<JobRun> runs;
    std::vector<DiskUtil> disks; // fio's disk statistics of the host
    QString error;               // why the host failed (fio's words); empty when it finished

    QString label() const; // "address:port"
};
// "address:port", an IPv6 address in brackets.
QString hostPortText(const QString& address, int port);

// One interval's completion latencies (reads and writes) of one job on one host, as measured: what
// the latency over time is made of (bench/results/latencytimeline.h merges them).
struct LatencyInterval
{
    int jobIndex = -1;  // -1: all jobs of the host, measured together
    int host = -1;      // an index of BenchResult::hosts; -1: here
    double seconds = 0; // end of the interval, since the jobs began
    SparseHistogram bins;
};

// A sensor's temperature at a time of the run (seconds since the jobs began).
struct TemperatureReading
{
    double seconds = 0;
    Temperature sensor;
};

struct BenchResult
{
    QString title;  // the job file's name, the preset, or the imported file
    QString origin; // "fragscope", "fio 3.33", "bonnie++ 1.97", ...
    std::vector<JobSpec> jobs;
    std::vector<JobRun> runs; // in run order
    std::vector<BenchWarning> warnings;
    BenchContext context;
    bool cancelled = false;
    QString error; // what stopped the run, if anything did
    // On several hosts: each one's result; `runs` is then their sum per job (bytes and I/Os add).
    std::vector<HostResult> hosts;
    std::vector<DiskUtil> disks; // the disks under the jobs' files during the run (fio: "Disk stats")
    // What the live plot drew, in order, so a saved result plots again.
    // (Without their histograms: those are in `latency`.)
    std::vector<BenchSample> series;
    std::vector<LatencyInterval> latency;
    // The machine's temperature sensors (hwmon) at the start, every few seconds, at the end.
    std::vector<TemperatureReading> temperatures;
    double temperaturesTriedAt = -1e9; // when the sensors were last read (not kept in the JSON)

    std::vector<const JobRun*> runsOf(int jobIndex) const;
    // Keeps a tick's samples: their rates in `series`, the jobs' histograms in `latency`.
    void record(const BenchTick& tick);
    // Reads the temperature sensors at `seconds`, unless they were read less than five seconds
    // before (`always`: the start and the end).
    void noteTemperatures(double seconds, bool always = false);
};

// fio's groups: the jobs from one stonewall to the next ran at the same time. Per group with more
// than one job and per repetition, the sum of its jobs (bytes and I/Os add, runtime is the longest,
// histograms merge); job is "group N" and jobIndex -1 - N.
std::vector<JobRun> groupRuns(const BenchResult& result);

// fio's jobs[] list of a result, as its JSON and terse outputs have it: per job and repetition one
// entry (per clone without group_reporting), with fio's group number (counted at each stonewall).
struct FioEntry
{
    const JobSpec* job = nullptr;
    const JobRun* run = nullptr; // the job's run, or one clone of it
    int group = 0;
};
std::vector<FioEntry> fioEntries(const BenchResult& result);

// Median, mean, min, max and standard deviation of a figure across repetitions.
struct Spread
{
    double median = 0;
    double mean = 0;
    double min = 0;
    double max = 0;
    double stddev = 0;
    int count = 0;
};
Spread spreadOf(std::vector<double> values);

// Whether the runs of `b` differ from those of `a` by more than each set differs within itself:
// their ranges (slowest to fastest) do not overlap. With one run on a side the noise is not known.
enum class Noise { Unknown, Within, Beyond };
Noise noiseBetween(const Spread& a, const Spread& b);

// Latency statistics of a merged histogram plus the exact min, max and sums.
LatencyStats latencyStats(
    const LatencyHistogram& histogram, std::uint64_t minNs, std::uint64_t maxNs, double sumNs, double sumSquaresNs);

// Adds `part` (a clone, or an imported job) into `sum`: bytes and I/Os add, runtime is the longest,
// latency histograms merge and the statistics are recomputed from them.
void accumulate(DirectionStats& sum, const DirectionStats& part);

// A result as CrystalDiskMark lays it out: one row per test, read and write side by side, medians
// over the repetitions. Jobs named "X read" and "X write" share the row X; any other job is a row
// of its own with the directions it has.
struct MatrixRow
{
    QString label;
    double readBandwidth = -1; // bytes/s; -1 when the row has no reads
    double writeBandwidth = -1;
    double readIops = -1;
    double writeIops = -1;
    double readLatencyNs = -1; // the mean latency from issue to completion (lat, else clat)
    double writeLatencyNs = -1;
};
std::vector<MatrixRow> benchMatrix(const BenchResult& result);

// Results side by side, figure by figure, against one of them (the baseline): a row per figure of
// the baseline's matrix that at least one other result has. Rows pair by label; a result that shares
// no label with the baseline but has as many rows pairs in order (a fio job against the same job run
// here under another name), and the row is then named after both.
struct ComparisonRow
{
    QString label;  // "randread read MB/s"
    QString row;    // the matrix row
    bool bandwidth; // else IOPS
    bool write;
    std::vector<double> values; // per result, MB/s or IOPS; -1 where that result lacks the figure
    std::size_t baseline = 0;
    // Result i's change against the baseline, in percent (0 where either lacks the figure).
    double percent(std::size_t i) const;
};
std::vector<ComparisonRow> compareResults(const std::vector<const BenchResult*>& results, std::size_t baseline);
// Two: b against a.
std::vector<ComparisonRow> compareResults(const BenchResult& a, const BenchResult& b);

// The same for whole runs (clones into their job, jobs into their group): both directions, the
// longest runtime, CPU percentages and syncs added, cancelled if either was.
void accumulate(JobRun& sum, const JobRun& part);

// MB/s (10^6) and MiB/s, as the figure is labelled.
double toMBps(double bytesPerSecond);
double toMiBps(double bytesPerSecond);

} // namespace fragscope

Q_DECLARE_METATYPE(fragscope::BenchResult)
