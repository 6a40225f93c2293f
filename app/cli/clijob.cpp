// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/clijob.h"

#include "common/clioutput.h"

#include <QEventLoop>
#include <QTimer>

namespace fragscope {

void runCliJob(std::function<void(const JobContext&)> work)
{
    QEventLoop loop;
    BackgroundJob job;
    QObject::connect(&job, &BackgroundJob::finished, &loop, &QEventLoop::quit);
    // The signal handlers only set a flag; the job's stop token follows it from here.
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &job, [&job] {
        if (interrupted().load())
            job.cancel();
    });
    poll.start(50);
    job.start(std::move(work));
    loop.exec();
}

} // namespace fragscope
