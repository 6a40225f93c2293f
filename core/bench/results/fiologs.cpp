// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/results/fiologs.h"

#include <QSaveFile>

#include <cmath>

namespace fragscope {
namespace {

// A job's samples, averaged over windows of `avgMs` (0: as they are).
std::vector<BenchSample> windows(const BenchResult& result, int jobIndex, std::uint64_t avgMs)
{
    std::vector<BenchSample> out;
    std::vector<BenchSample> pending;
    double windowEnd = double(avgMs) / 1000.0;
    const auto flush = [&] {
        if (pending.empty())
            return;
        BenchSample w = pending.back();
        const double n = double(pending.size());
        w.readBandwidth = w.writeBandwidth = w.readIops = w.writeIops = w.meanNs = 0;
        for (const BenchSample& s : pending) {
            w.readBandwidth += s.readBandwidth / n;
            w.writeBandwidth += s.writeBandwidth / n;
            w.readIops += s.readIops / n;
            w.writeIops += s.writeIops / n;
            w.meanNs += s.meanNs / n;
        }
        w.seconds = windowEnd; // as fio: stamped with the window's end
        out.push_back(w);
        pending.clear();
    };
    for (const BenchSample& s : result.series) {
        if (s.jobIndex != jobIndex || s.host != -1)
            continue;
        if (avgMs == 0) {
            out.push_back(s);
            continue;
        }
        while (s.seconds > windowEnd + 1e-9) {
            flush();
            windowEnd += double(avgMs) / 1000.0;
        }
        pending.push_back(s);
    }
    flush();
    return out;
}

} // namespace

namespace {

// One log line as fio 3.33 writes it: msec, value, direction, bs, [offset,] priority; averaged
// windows have bs (and offset) 0.
QByteArray logLine(const JobSpec& job, const BenchSample& s, int dir, double value)
{
    QByteArray line = QStringLiteral("%1, %2, %3, %4, ")
                          .arg(std::llround(s.seconds * 1000))
                          .arg(std::llround(value))
                          .arg(dir)
                          .arg(job.logAvgMsec ? 0 : job.sizes(dir == 1).bs)
                          .toLatin1();
    if (job.logOffset)
        line += QByteArray::number(job.logAvgMsec ? 0 : s.offset) + ", ";
    // log_prio: the job's priority (class << 13 | level), else 0.
    return line + QByteArray::number(job.logPrio ? job.ioprio() : 0) + '\n';
}

using LogValue = double (*)(const BenchSample&, int dir);

// A log's text: a line per sample and direction the job does, or one line of the job's direction.
QByteArray logText(const JobSpec& job, const std::vector<BenchSample>& samples, LogValue value, bool perDirection)
{
    QByteArray text;
    for (const BenchSample& s : samples) {
        if (!perDirection) {
            text += logLine(job, s, job.reads() ? 0 : 1, value(s, 0));
            continue;
        }
        for (int dir = 0; dir < 2; ++dir) {
            if (dir == 0 ? job.reads() : job.writes())
                text += logLine(job, s, dir, value(s, dir));
        }
    }
    return text;
}

void save(const QString& path, const QByteArray& text, FioLogs& logs)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        logs.problems << QStringLiteral("%1: %2").arg(path, file.errorString());
        return;
    }
    logs.written << path;
}

} // namespace

FioLogs writeFioLogs(const BenchResult& result)
{
    FioLogs logs;
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        const JobSpec& job = result.jobs[j];
        if (job.bwLog.isEmpty() && job.iopsLog.isEmpty() && job.latLog.isEmpty())
            continue;
        const std::vector<BenchSample> samples = windows(result, int(j), job.logAvgMsec);
        const auto write = [&](const QString& name, const QString& kind, LogValue value, bool perDirection) {
            save(QStringLiteral("%1_%2.%3.log").arg(name, kind).arg(j + 1), logText(job, samples, value, perDirection),
                logs);
        };
        if (!job.bwLog.isEmpty())
            write(
                job.bwLog, QStringLiteral("bw"),
                [](const BenchSample& s, int dir) { return (dir ? s.writeBandwidth : s.readBandwidth) / 1024.0; },
                true);
        if (!job.iopsLog.isEmpty())
            write(
                job.iopsLog, QStringLiteral("iops"),
                [](const BenchSample& s, int dir) { return dir ? s.writeIops : s.readIops; }, true);
        if (!job.latLog.isEmpty()) {
            const LogValue mean = [](const BenchSample& s, int) { return s.meanNs; };
            write(job.latLog, QStringLiteral("clat"), mean, false);
            const bool async = job.ioengine == IoEngine::Libaio || job.ioengine == IoEngine::IoUring;
            if (!async)
                write(job.latLog, QStringLiteral("lat"), mean, false);
        }
    }
    return logs;
}

} // namespace fragscope
