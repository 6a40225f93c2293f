// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/backgroundjob.h"

#include <QCoreApplication>
#include <QEvent>
#include <QRunnable>
#include <QThread>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <mutex>

// Qt hands work to its thread pool and events to the GUI thread through its own futex-based locks,
// which ThreadSanitizer does not see (Debian's Qt is not built with it). The runnable and the event
// are made whole here, then marked: what was written before the mark is seen after it, on the other
// thread. Outside a tsan build the marks are nothing.
#ifdef FRAGSCOPE_THREAD_SANITIZER
extern "C" void __tsan_acquire(void* addr);
extern "C" void __tsan_release(void* addr);
#define FRAGSCOPE_HANDOVER_RELEASE(addr) __tsan_release(addr)
#define FRAGSCOPE_HANDOVER_ACQUIRE(addr) __tsan_acquire(addr)
#else
#define FRAGSCOPE_HANDOVER_RELEASE(addr) ((void)(addr))
#define FRAGSCOPE_HANDOVER_ACQUIRE(addr) ((void)(addr))
#endif

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

// The jobs' own threads, not QThreadPool::globalInstance(): Qt's raster engine (6.4) splits a large
// fill over the global pool and waits for the pieces on the GUI thread, so jobs holding the global
// pool's threads (two on a two-core machine) for seconds held the window as long — 0.3 to 5.4 s
// stalls while a benchmark ran and fio's version was asked. Kept to the end of the process, as the
// receiver is: a job still running at exit is not waited for.
QThreadPool& jobThreads()
{
    static QThreadPool* const pool = [] {
        auto* p = new QThreadPool;
        p->setObjectName(QStringLiteral("fragscope jobs"));
        p->setMaxThreadCount(64); // jobs mostly wait (on the disk, on fio): one thread each
        return p;
    }();
    return *pool;
}

// A call for the GUI thread, and the object there that makes it.
class CallEvent : public QEvent
{
public:
    static QEvent::Type kind()
    {
        static const int type = QEvent::registerEventType();
        return QEvent::Type(type);
    }
    explicit CallEvent(std::function<void()> fn)
        : QEvent(kind())
        , call(std::move(fn))
    { }
    std::function<void()> call;
};

class CallReceiver : public QObject
{
public:
    using QObject::QObject;
    bool event(QEvent* event) override
    {
        // Before the first read of it, its type included: the worker thread made it (TSan reported
        // QEvent::type() racing with the event's construction when the acquire came after).
        FRAGSCOPE_HANDOVER_ACQUIRE(event);
        if (event->type() != CallEvent::kind())
            return QObject::event(event);
        static_cast<CallEvent*>(event)->call();
        return true;
    }
};

// Made on the GUI thread by the first BackgroundJob and never destroyed, so that a worker thread
// still running at shutdown never posts to a receiver that is gone (the application's children are
// deleted with it): safe by construction rather than by the order things end in. Published with
// release, read with acquire.
std::atomic<CallReceiver*> g_receiver{nullptr};

void onGuiThread(std::function<void()> fn)
{
    auto* event = new CallEvent(std::move(fn));
    FRAGSCOPE_HANDOVER_RELEASE(event);
    QCoreApplication::postEvent(g_receiver.load(std::memory_order_acquire), event);
}

// A run on the thread pool, made whole before it is handed over.
class JobRunnable : public QRunnable
{
public:
    explicit JobRunnable(std::function<void()> body)
        : m_body(std::move(body))
    { }
    void run() override
    {
        FRAGSCOPE_HANDOVER_ACQUIRE(this);
        m_body();
    }

private:
    std::function<void()> m_body;
};

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
{
    assertGuiThread();
    if (!g_receiver.load(std::memory_order_acquire))
        g_receiver.store(new CallReceiver, std::memory_order_release); // kept to the end of the process
}

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
    auto* runnable = new JobRunnable([state, work = std::move(work), done = std::move(done), id] {
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
    FRAGSCOPE_HANDOVER_RELEASE(runnable);
    jobThreads().start(runnable); // deletes it after the run
    return id;
}

void BackgroundJob::cancel()
{
    if (m_state)
        m_state->stop = true;
}

} // namespace fragscope
