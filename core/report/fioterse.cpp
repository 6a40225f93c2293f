// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/fioterse.h"

#include <QStringList>

#include <array>

namespace fragscope {
namespace {

QString us(double ns)
{
    return QString::asprintf("%f", ns / 1000.0);
}

QString wholeUs(std::uint64_t ns)
{
    return QString::number(ns / 1000);
}

// Total IO, bandwidth, IOPS, runtime; slat; clat; 20 percentiles; lat; bandwidth samples.
void direction(QStringList& f, const DirectionStats& d, double groupBandwidth)
{
    const double kib = d.bandwidth() / 1024.0;
    f << QString::number(d.ioBytes / 1024) << QString::number(std::llround(kib))
      << QString::number(std::llround(d.iops())) << QString::number(d.runtimeUs / 1000);
    const auto latency
        = [&](const LatencyStats& l) { f << wholeUs(l.minNs) << wholeUs(l.maxNs) << us(l.meanNs) << us(l.stddevNs); };
    latency(d.slat);
    const LatencyStats& c = d.clat;
    latency(c);
    for (int i = 0; i < 20; ++i) {
        if (i < int(c.percentiles.size()))
            f << QString::asprintf("%f%%=%llu", c.percentiles[std::size_t(i)].first,
                static_cast<unsigned long long>(c.percentiles[std::size_t(i)].second / 1000));
        else
            f << QStringLiteral("0%=0");
    }
    latency(d.lat.samples ? d.lat : c); // total latency; synchronous engines: the completion latency
    const double share = groupBandwidth > 0 ? 100.0 * d.bandwidth() / groupBandwidth : 0;
    f << QStringLiteral("0") << QStringLiteral("0") << QString::asprintf("%f%%", share) << QString::asprintf("%f", kib)
      << QStringLiteral("0.000000");
}

QString line(const JobSpec& job, const JobRun& run, int group, const DirectionStats& groupTotal, const QString& tool)
{
    QStringList f{QStringLiteral("3"), tool, job.name, QString::number(group), QStringLiteral("0")};
    direction(f, run.read, groupTotal.present() ? groupTotal.bandwidth() : run.read.bandwidth());
    direction(f, run.write, groupTotal.present() ? groupTotal.bandwidth() : run.write.bandwidth());
    f << QString::asprintf("%f%%", run.usrCpu) << QString::asprintf("%f%%", run.sysCpu) << QStringLiteral("0")
      << QStringLiteral("0") << QStringLiteral("0");
    constexpr std::array<int, 7> depths = {1, 2, 4, 8, 16, 32, 64};
    const bool async = job.ioengine == IoEngine::Libaio || job.ioengine == IoEngine::IoUring;
    const int depth = async ? job.iodepth : 1;
    for (std::size_t i = 0; i < depths.size(); ++i) {
        const bool here = depth <= depths[i] && (i == 0 || depth > depths[i - 1]);
        f << QStringLiteral("%1%").arg(
            here || (i + 1 == depths.size() && depth > 64) ? QStringLiteral("100.0") : QStringLiteral("0.0"));
    }
    LatencyHistogram all = run.read.histogram;
    all.merge(run.write.histogram);
    // The share of I/Os in each latency range, up to each bound (us, then ms; the last open-ended).
    constexpr std::array<std::uint64_t, 10> usBounds = {2, 4, 10, 20, 50, 100, 250, 500, 750, 1000};
    constexpr std::array<std::uint64_t, 11> msBounds = {2, 4, 10, 20, 50, 100, 250, 500, 750, 1000, 2000};
    double below = 0;
    const auto range = [&](std::uint64_t ns) {
        const double upTo = all.shareAtMost(ns);
        f << QString::asprintf("%.2f%%", 100.0 * (upTo - below));
        below = upTo;
    };
    for (std::uint64_t b : usBounds)
        range(b * 1000);
    for (std::uint64_t b : msBounds)
        range(b * 1'000'000);
    f << QString::asprintf("%.2f%%", all.empty() ? 0.0 : 100.0 * (1.0 - below));
    return f.join(QLatin1Char(';'));
}

} // namespace

QString fioTerse(const BenchResult& result)
{
    const QString tool = QStringLiteral("fragscope-" FRAGSCOPE_VERSION);
    const std::vector<JobRun> groups = groupRuns(result);
    QStringList lines;
    for (const FioEntry& e : fioEntries(result)) {
        // The group's sum in this repetition, for each job's share of it.
        DirectionStats total;
        for (const JobRun& g : groups) {
            if (g.jobIndex == -1 - e.group && g.repetition == e.run->repetition)
                total = g.read.present() ? g.read : g.write;
        }
        lines << line(*e.job, *e.run, e.group, total, tool);
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace fragscope
