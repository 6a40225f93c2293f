// SPDX-License-Identifier: GPL-3.0-or-later
// Inside runFio: a local fio's cumulative JSON documents (--status-interval, json+) made into
// samples of the interval between two, as our engine's live plots take them.
#pragma once

#include "bench/fio/fiostream.h"
#include "bench/jobs/jobspec.h"
#include "bench/results/result.h"

#include <QJsonObject>

#include <map>
#include <optional>
#include <vector>

namespace fragscope::fio {

// Our job index for fio's job name; -1 when none has it.
int jobIndexOf(const std::vector<JobSpec>& jobs, const QString& name);

// Adds a sample's rates (bandwidth and IOPS, both directions) to a sum.
void addRates(BenchSample& total, const BenchSample& s);

// Latency bins: bucket value (ns) -> count.
using Bins = std::map<std::uint64_t, std::uint64_t>;

// Per job (its clones together) and, with several, their sum.
class LocalReports
{
public:
    explicit LocalReports(const std::vector<JobSpec>& jobs)
        : m_jobs(jobs)
    { }

    const QJsonObject& lastDocument() const { return m_lastDocument; }
    // The samples since the document before, stamped `seconds`.
    BenchTick interval(const QJsonObject& doc, double seconds);

private:
    std::optional<BenchSample> next(const QString& name, const FioReport& report, const std::map<QString, Bins>& bins);

    const std::vector<JobSpec>& m_jobs;
    std::map<QString, FioReport> m_lastReport; // per job: the last cumulative report
    std::map<QString, Bins> m_lastBins;        // and its latency bins
    QJsonObject m_lastDocument;
};

} // namespace fragscope::fio
