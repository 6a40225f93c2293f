// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/commandjob.h"
#include "bench/runner.h"

#include <QFuture>
#include <QObject>

#include <atomic>
#include <memory>

namespace fragscope {

// Runs one benchmark at a time off the GUI thread and hands its ticks and its result over as
// signals on the GUI thread. Stop asks the workers to finish; the result still arrives, marked
// cancelled. Destroying a running session stops it and waits, so its files are always removed.
class BenchSession : public QObject
{
    Q_OBJECT
public:
    explicit BenchSession(QObject* parent = nullptr);
    ~BenchSession() override;

    bool isRunning() const { return m_running; }
    void runJobs(const std::vector<JobSpec>& jobs, const QString& title);
    void runColdRead(const QString& path, CacheDrop method, int repetitions);
    void runCommand(const CommandJob& job);
    void stop();
    void waitForFinished();

Q_SIGNALS:
    void started(const QStringList& jobNames);
    void tick(const fragscope::BenchTick& tick);
    void finished(const fragscope::BenchResult& result);

private:
    template<typename Work> void launch(const QStringList& names, Work work);

    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFuture<void> m_future;
    bool m_running = false;
};

} // namespace fragscope
