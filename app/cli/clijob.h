// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/backgroundjob.h"

#include <optional>
#include <type_traits>
#include <utility>

namespace fragscope {

// The command line's long work goes through the same BackgroundJob as the window's: `work` runs on
// the thread pool with the job's stop token, which Ctrl+C, SIGTERM and SIGHUP set (under an
// InterruptGuard), while this thread waits in an event loop and runs what the work posts — lines to
// print, in order, and progress at most ten times a second (the latest wins). Returns when the work
// is done, with what it returned.
void runCliJob(std::function<void(const JobContext&)> work);

template<typename Work> auto runInBackground(Work work)
{
    using T = std::invoke_result_t<Work&, const JobContext&>;
    std::optional<T> result;
    // Written on the worker, read here after the run's end arrived through the event queue.
    runCliJob([&result, &work](const JobContext& context) { result.emplace(work(context)); });
    if (!result)
        qFatal("runInBackground: the work did not run");
    return std::move(*result);
}

} // namespace fragscope
