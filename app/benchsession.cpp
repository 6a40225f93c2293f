// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchsession.h"

#include <QFileInfo>
#include <QPointer>
#include <QtConcurrent>

namespace fragscope {

BenchSession::BenchSession(QObject* parent)
    : QObject(parent)
{ }

BenchSession::~BenchSession()
{
    stop();
    waitForFinished();
}

template<typename Work> void BenchSession::launch(const QStringList& names, Work work)
{
    if (m_running)
        return;
    m_running = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    Q_EMIT started(names);
    QPointer<BenchSession> self(this);
    m_future = QtConcurrent::run([self, cancel = m_cancel, work]() {
        const auto onTick = [self](const BenchTick& t) {
            QMetaObject::invokeMethod(
                self.data(),
                [self, t] {
                    if (self)
                        Q_EMIT self->tick(t);
                },
                Qt::QueuedConnection);
        };
        BenchResult result = work(*cancel, onTick);
        QMetaObject::invokeMethod(
            self.data(),
            [self, result = std::move(result)] {
                if (!self)
                    return;
                self->m_running = false;
                Q_EMIT self->finished(result);
            },
            Qt::QueuedConnection);
    });
}

void BenchSession::runJobs(const std::vector<JobSpec>& jobs, const QString& title)
{
    QStringList names;
    for (const JobSpec& j : jobs)
        names << j.name;
    launch(names, [jobs, title](const std::atomic<bool>& cancel, const auto& onTick) {
        BenchResult r = runBench(jobs, RunOptions{}, cancel, onTick);
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
    if (m_cancel)
        *m_cancel = true;
}

void BenchSession::waitForFinished()
{
    m_future.waitForFinished();
}

} // namespace fragscope
