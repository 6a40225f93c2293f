// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>

namespace fragscope {

// What the work of a BackgroundJob sees on its worker thread.
class JobContext
{
public:
    struct State;
    explicit JobContext(std::shared_ptr<State> state)
        : m_state(std::move(state))
    { }
    // Set when the job was cancelled, restarted or its owner went: check it between steps.
    const std::atomic<bool>& stopToken() const;
    bool stopped() const { return stopToken().load(std::memory_order_relaxed); }
    // Runs fn on the GUI thread, in the order posted, while the owner lives and this run is current.
    void post(std::function<void()> fn) const;
    // Like post, but at most about ten times a second: a newer call replaces one not yet delivered.
    void progress(std::function<void()> fn) const;

private:
    std::shared_ptr<State> m_state;
};

// The one way Fragscope runs work off the GUI thread: a run has an id, a stop token, progress
// throttled to ~10 Hz (latest wins), and its results delivered on the GUI thread only while the
// owner lives and the run is the current one (a newer start or cancel drops the older run's
// deliveries). Nothing blocks the GUI thread; deliveries assert the thread they run on.
class BackgroundJob : public QObject
{
    Q_OBJECT
public:
    explicit BackgroundJob(QObject* parent = nullptr);
    ~BackgroundJob() override;

    // Starts work on the thread pool (cancelling a run still going); done runs on the GUI thread
    // after everything the work posted, unless the run was superseded.
    quint64 start(std::function<void(const JobContext&)> work, std::function<void()> done = {});
    // Asks the current run to stop; its finished() still comes, with wasCancelled() true.
    void cancel();
    bool isRunning() const { return m_running; }
    bool wasCancelled() const { return m_cancelled; }
    quint64 currentId() const { return m_id; }

Q_SIGNALS:
    void finished(quint64 id);

private:
    std::shared_ptr<JobContext::State> m_state;
    quint64 m_id = 0;
    bool m_running = false;
    bool m_cancelled = false;
};

} // namespace fragscope
