// SPDX-License-Identifier: GPL-3.0-or-later
#include "backgroundjob.h"

#include <QCoreApplication>
#include <QThread>
#include <QTimer>
#include <QtConcurrent>

#include <chrono>
#include <mutex>

namespace fragscope {

struct JobContext::State
{
    QPointer<BackgroundJob> owner; // read on the GUI thread only
    quint64 id = 0;
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::function<void()> pendingProgress;
    bool progressScheduled = false;
    std::chrono::steady_clock::time_point lastProgress{};
    bool finished = false; // GUI thread only: no progress after done

    bool current() const { return owner && owner->currentId() == id; }
};

namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kProgressInterval = std::chrono::milliseconds(100);

void assertGuiThread()
{
    Q_ASSERT(QThread::currentThread() == QCoreApplication::instance()->thread());
}

// The application object lives as long as any delivery can: a safe context to queue calls to.
void onGuiThread(std::function<void()> fn)
{
    QMetaObject::invokeMethod(QCoreApplication::instance(), std::move(fn), Qt::QueuedConnection);
}

void deliverProgress(const std::shared_ptr<JobContext::State>& state)
{
    assertGuiThread();
    std::function<void()> fn;
    {
        const std::lock_guard lock(state->mutex);
        const auto since = Clock::now() - state->lastProgress;
        if (since < kProgressInterval) {
            const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(kProgressInterval - since);
            QTimer::singleShot(
                int(wait.count()) + 1, QCoreApplication::instance(), [state] { deliverProgress(state); });
            return;
        }
        fn = std::move(state->pendingProgress);
        state->pendingProgress = nullptr;
        state->progressScheduled = false;
        state->lastProgress = Clock::now();
    }
    if (fn && state->current() && !state->finished)
        fn();
}

} // namespace

const std::atomic<bool>& JobContext::stopToken() const
{
    return m_state->stop;
}

void JobContext::post(std::function<void()> fn) const
{
    onGuiThread([state = m_state, fn = std::move(fn)] {
        assertGuiThread();
        if (state->current())
            fn();
    });
}

void JobContext::progress(std::function<void()> fn) const
{
    bool schedule = false;
    {
        const std::lock_guard lock(m_state->mutex);
        m_state->pendingProgress = std::move(fn);
        schedule = !std::exchange(m_state->progressScheduled, true);
    }
    if (schedule)
        onGuiThread([state = m_state] { deliverProgress(state); });
}

BackgroundJob::BackgroundJob(QObject* parent)
    : QObject(parent)
{ }

BackgroundJob::~BackgroundJob()
{
    // The run goes on until it sees the token; nothing it posts reaches this object any more.
    if (m_state)
        m_state->stop = true;
}

quint64 BackgroundJob::start(std::function<void(const JobContext&)> work, std::function<void()> done)
{
    assertGuiThread();
    if (m_state)
        m_state->stop = true;
    auto state = std::make_shared<JobContext::State>();
    state->owner = this;
    state->id = ++m_id;
    m_state = state;
    m_running = true;
    m_cancelled = false;
    const quint64 id = m_id;
    QThreadPool::globalInstance()->start([state, work = std::move(work), done = std::move(done), id] {
        const JobContext context(state);
        work(context);
        // After everything the work posted, in order: the end of the run.
        onGuiThread([state, done, id] {
            assertGuiThread();
            state->finished = true;
            if (!state->current())
                return;
            BackgroundJob* job = state->owner;
            job->m_running = false;
            job->m_cancelled = state->stop.load();
            if (done)
                done();
            Q_EMIT job->finished(id);
        });
    });
    return id;
}

void BackgroundJob::cancel()
{
    if (m_state)
        m_state->stop = true;
}

} // namespace fragscope
