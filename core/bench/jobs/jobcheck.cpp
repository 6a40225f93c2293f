// SPDX-License-Identifier: GPL-3.0-or-later
// What stops jobs from running as written: a job's own options, wait_for= across jobs, and options
// only fio implements.
#include "bench/jobs/jobfile.h"
#include "bench/jobs/verify.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace fragscope {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(JobFile)
};

} // namespace

namespace {

// size=, bs= and nrfiles= together.
Result<void> checkSizes(const JobSpec& job)
{
    if (job.size == 0 && job.fileSize == 0 && job.filename.isEmpty() && !job.fillDevice && !job.sizeFreePercent)
        return failure(Text::tr("job '%1' needs size= (or filename= of an existing file)").arg(job.name));
    if (job.bs == 0)
        return failure(Text::tr("job '%1': bs must be greater than 0").arg(job.name));
    if (job.fileBytes() != 0 && job.maxBs() > job.fileBytes())
        return failure(Text::tr("job '%1': bs (%2) is larger than size (%3)")
                           .arg(job.name, fioSizeText(job.maxBs()), fioSizeText(job.fileBytes())));
    if (job.nrfiles > 1 && !job.filename.isEmpty())
        return failure(
            Text::tr("job '%1': nrfiles with filename= (one file named for several) is not supported").arg(job.name));
    if (job.nrfiles > 1 && !job.verify.isEmpty())
        return failure(Text::tr("job '%1': verify with nrfiles is not supported").arg(job.name));
    if (job.nrfiles > 1 && job.size == 0 && job.fileSize == 0)
        return failure(Text::tr("job '%1': nrfiles needs size= or filesize=").arg(job.name));
    return {};
}

Result<void> checkZones(const JobSpec& job)
{
    if (!job.zbdZones)
        return {};
    if (job.zoneSize == 0)
        return failure(Text::tr("job '%1': zonemode=zbd on a file needs zonesize=").arg(job.name));
    if (job.size != 0 && job.size < job.zoneSize)
        return failure(Text::tr("job '%1': size (%2) is smaller than one zone (zonesize=%3)")
                           .arg(job.name, fioSizeText(job.size), fioSizeText(job.zoneSize)));
    return {};
}

Result<void> checkVerify(const JobSpec& job)
{
    if (job.verify.isEmpty())
        return {};
    const auto kind = bench::verifyKindFromName(job.verify);
    if (!kind)
        return failure(Text::tr("job '%1': verify=%2 is not a verify method").arg(job.name, job.verify));
    const bench::VerifyFormat format{*kind, job.verifyPattern, job.verifyInterval};
    if (format.kind == bench::VerifyKind::Pattern && format.pattern.isEmpty())
        return failure(Text::tr("job '%1': verify=pattern needs verify_pattern=").arg(job.name));
    if (job.verifyInterval && job.verifyInterval <= format.headerBytes())
        return failure(Text::tr("job '%1': verify_interval=%2 leaves no room after the %3-byte verify header")
                           .arg(job.name)
                           .arg(job.verifyInterval)
                           .arg(format.headerBytes()));
    if (job.verifyInterval && job.minBs() % job.verifyInterval != 0)
        return failure(Text::tr("job '%1': every block size must be a multiple of verify_interval=%2")
                           .arg(job.name)
                           .arg(job.verifyInterval));
    return {};
}

// Options that need another beside them.
Result<void> checkCompanions(const JobSpec& job)
{
    if (job.latencyTargetUs && job.latencyWindowUs == 0)
        return failure(Text::tr("job '%1': latency_target= needs latency_window=").arg(job.name));
    if (job.steadyState.criterion != SteadyState::Criterion::None && job.steadyState.durationUs == 0)
        return failure(Text::tr("job '%1': ss= needs ss_dur= (the window it is judged over)").arg(job.name));
    if (job.timeBased && job.runtimeUs == 0)
        return failure(Text::tr("job '%1': time_based needs runtime=").arg(job.name));
    return {};
}

} // namespace

Result<void> checkJob(const JobSpec& job)
{
    for (const auto check : {checkSizes, checkZones, checkVerify, checkCompanions}) {
        if (auto ok = check(job); !ok)
            return ok;
    }
    return {};
}

Result<void> checkWaitFor(const std::vector<JobSpec>& jobs)
{
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const QString& name = jobs[j].waitFor;
        if (!name.isEmpty() && std::none_of(jobs.begin(), jobs.begin() + qsizetype(j), [&](const JobSpec& o) {
                return o.name == name;
            }))
            return failure(Text::tr("job '%1': wait_for=%2 names no job before it").arg(jobs[j].name, name));
    }
    return {};
}

bool JobFileParse::okForFio() const
{
    return !jobs.empty()
        && std::all_of(problems.begin(), problems.end(), [](const JobFileProblem& p) { return p.forFio; });
}

Result<void> checkOurEngineRuns(const std::vector<JobSpec>& jobs)
{
    for (const JobSpec& job : jobs) {
        if (job.fioOnly.isEmpty())
            continue;
        QStringList names;
        for (const auto& o : job.fioOnly)
            names << o.first;
        return failure(Text::tr("job '%1': fragscope's engine does not implement %2; fio runs it (engine fio)")
                           .arg(job.name, names.join(QStringLiteral(", "))));
    }
    return {};
}

} // namespace fragscope
