// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/pages/benchmark/benchsession.h"

#include "common/backgroundjob.h"

#include <QFileInfo>

namespace fragscope {

BenchSession::BenchSession(QObject* parent)
    : QObject(parent)
    , m_job(new BackgroundJob(this))
{ }

template<typename Work> void BenchSession::launch(const QStringList& names, const Work& work)
{
    if (m_running)
        return;
    m_running = true;
    Q_EMIT started(names);
    // Every tick is posted, not throttled: the live plot draws each sample.
    m_job->start([this, work](const JobContext& job) {
        const auto onTick = [&job, this](const BenchTick& t) { job.post([this, t] { Q_EMIT tick(t); }); };
        auto result = std::make_shared<BenchResult>(work(job.stopToken(), onTick));
        job.post([this, result] {
            m_running = false;
            Q_EMIT finished(*result);
        });
    });
}

void BenchSession::runJobs(
    const std::vector<JobSpec>& jobs, const QString& title, std::optional<FioRunOptions> fio, int repetitions)
{
    QStringList names;
    if (fio && !fio->hosts.empty()) {
        for (const FioHost& h : fio->hosts)
            names << fioHostText(h);
    } else {
        for (const JobSpec& j : jobs)
            names << j.name;
    }
    RunOptions options;
    options.repetitions = repetitions;
    launch(names, [jobs, title, fio, options](const std::atomic<bool>& cancel, const auto& onTick) {
        BenchResult r = fio ? runFio(jobs, *fio, cancel, onTick) : runBench(jobs, options, cancel, onTick);
        r.title = title;
        return r;
    });
}

void BenchSession::runColdRead(const QString& path, CacheDrop method, int repetitions)
{
    launch({QFileInfo(path).fileName()}, [=](const std::atomic<bool>& cancel, const auto& onTick) {
        return fragscope::runColdRead(path, method, repetitions, cancel, onTick);
    });
}

void BenchSession::runCommand(const CommandJob& job)
{
    launch({job.command},
        [job](const std::atomic<bool>& cancel, const auto& onTick) { return runCommandJob(job, cancel, onTick); });
}

void BenchSession::stop()
{
    m_job->cancel();
}

} // namespace fragscope
