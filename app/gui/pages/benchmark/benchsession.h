// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/engine/commandjob.h"
#include "bench/engine/runner.h"
#include "bench/fio/fioengine.h"

#include <QObject>

namespace fragscope {

class BackgroundJob;

// Runs one benchmark at a time through BackgroundJob and hands every tick and the result over as
// signals on the GUI thread. Stop asks the workers to finish; the result still arrives, marked
// cancelled. A session destroyed while running stops it; the run still removes its files, and the
// application waits for it at exit.
class BenchSession : public QObject
{
    Q_OBJECT
public:
    explicit BenchSession(QObject* parent = nullptr);

    bool isRunning() const { return m_running; }
    // On our engine, or with `fio` through fio (locally, or on fio->hosts at once).
    // `repetitions`: our engine's (fio runs once).
    void runJobs(const std::vector<JobSpec>& jobs, const QString& title, std::optional<FioRunOptions> fio = {},
        int repetitions = 1);
    void runColdRead(const QString& path, CacheDrop method, int repetitions);
    void runCommand(const CommandJob& job);
    void stop();

Q_SIGNALS:
    void started(const QStringList& seriesNames); // the jobs, or the hosts the run is on
    void tick(const fragscope::BenchTick& tick);
    void finished(const fragscope::BenchResult& result);

private:
    template<typename Work> void launch(const QStringList& names, const Work& work);

    BackgroundJob* m_job;
    bool m_running = false; // false before finished is emitted, so a listener may start the next run
};

} // namespace fragscope
