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

QStringList writeFioLogs(const BenchResult& result, QStringList* problems)
{
    QStringList written;
    for (std::size_t j = 0; j < result.jobs.size(); ++j) {
        const JobSpec& job = result.jobs[j];
        if (job.bwLog.isEmpty() && job.iopsLog.isEmpty() && job.latLog.isEmpty())
            continue;
        const std::vector<BenchSample> samples = windows(result, int(j), job.logAvgMsec);
        const QString number = QString::number(j + 1);
        const auto write = [&](const QString& name, const QString& kind, auto value, bool perDirection) {
            const QString path = QStringLiteral("%1_%2.%3.log").arg(name, kind, number);
            QByteArray text;
            for (const BenchSample& s : samples) {
                // fio 3.33: msec, value, direction, bs, [offset,] priority; averaged windows have
                // bs (and offset) 0.
                const auto line = [&](int dir, double v) {
                    text += QStringLiteral("%1, %2, %3, %4, ")
                                .arg(std::llround(s.seconds * 1000))
                                .arg(std::llround(v))
                                .arg(dir)
                                .arg(job.logAvgMsec ? 0 : job.sizes(dir == 1).bs)
                                .toLatin1();
                    if (job.logOffset)
                        text += QByteArray::number(job.logAvgMsec ? 0 : s.offset) + ", ";
                    // log_prio: the job's priority (class << 13 | level), else 0.
                    text += QByteArray::number(job.logPrio ? job.ioprio() : 0) + '\n';
                };
                if (!perDirection) {
                    line(job.reads() ? 0 : 1, value(s, 0));
                    continue;
                }
                for (int dir = 0; dir < 2; ++dir) {
                    if (dir == 0 ? job.reads() : job.writes())
                        line(dir, value(s, dir));
                }
            }
            QSaveFile file(path);
            if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
                if (problems)
                    *problems << QStringLiteral("%1: %2").arg(path, file.errorString());
                return;
            }
            written << path;
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
            const auto mean = [](const BenchSample& s, int) { return s.meanNs; };
            write(job.latLog, QStringLiteral("clat"), mean, false);
            const bool async = job.ioengine == IoEngine::Libaio || job.ioengine == IoEngine::IoUring;
            if (!async)
                write(job.latLog, QStringLiteral("lat"), mean, false);
        }
    }
    return written;
}

} // namespace fragscope
