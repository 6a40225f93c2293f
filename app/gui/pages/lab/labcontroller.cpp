// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/pages/lab/labcontroller.h"

#include "common/backgroundjob.h"
#include "common/modules.h"

#include "lab/labimages.h"
#include "report/labfigures.h"

namespace fragscope {

LabController::LabController(QObject* parent)
    : QObject(parent)
    , m_job(new BackgroundJob(this))
{ }

LabController::~LabController()
{
    *m_pauseFlag = false; // a paused run is let go, and then sees its stop token
    m_session.reset();    // its files, then the file systems they are on
    m_images.reset();
}

void LabController::setBusy(bool busy)
{
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

QString LabController::showSaved(LabResult result)
{
    if (m_busy)
        return tr("The lab is busy; wait for the step to end, or cancel it.");
    if (m_session)
        return tr("An experiment is open; end it first (End experiment), then open the saved run.");
    Q_EMIT experimentStarted(); // what the page showed goes
    m_result = std::move(result);
    Q_EMIT resultChanged();
    return {};
}

void LabController::setDiskModel(const HddParams& params)
{
    if (m_result && !m_busy) {
        m_result->settings.hdd = params;
        Q_EMIT resultChanged();
    }
}

namespace {

// Each step of the session: whether it ran, and why it cannot run now.
std::vector<LabController::StepState> stepStatesOf(const LabSession& session)
{
    std::vector<LabController::StepState> out;
    for (LabStep step : session.steps())
        out.push_back(LabController::StepState{step, session.hasRun(step), messageOf(session.canRun(step))});
    return out;
}

} // namespace

QString LabController::start(Plan plan, const Setup& setup, LabStep only)
{
    if (m_busy)
        return tr("The lab is busy; wait for the step to end, or cancel it.");
    if (plan == Plan::One && !m_session)
        return tr("No experiment is open.");
    // A new experiment when none is open, or when the open one ran every step.
    const bool fresh = !m_session || (plan != Plan::One && m_session->next() == LabStep::Done);
    LabSettings s = setup.settings;
    if (fresh) {
        if (const QString why = setupRefused(setup, s); !why.isEmpty())
            return why;
        m_stepStates.clear();       // the new one's come with its session
        Q_EMIT experimentStarted(); // listeners may still take the last result
        m_result.reset();
    } else {
        s = m_session->result().settings;
    }
    *m_pauseFlag = false;
    setBusy(true);
    auto pauseFlag = m_pauseFlag;
    auto session = fresh ? nullptr : m_session;
    // A new experiment ends the open one first, on the worker: its files, then its file systems.
    std::shared_ptr<LabSession> oldSession = fresh ? std::move(m_session) : nullptr;
    std::shared_ptr<LabImages> oldImages = fresh ? std::move(m_images) : nullptr;
    // What is posted reaches this object only while it lives and this run is current (BackgroundJob).
    m_job->start(
        [this, plan, only, fresh, setup, s, session, pauseFlag, oldSession, oldImages](const JobContext& job) mutable {
            const auto post = [&job](auto f) { job.post(std::move(f)); };
            oldSession.reset();
            oldImages.reset();
            std::shared_ptr<LabImages> images;
            // Whatever way this ends: this thread's references go, files first, then file systems (this
            // object holds its own while it lives).
            struct Release
            {
                std::shared_ptr<LabSession>& session;
                std::shared_ptr<LabImages>& images;
                ~Release()
                {
                    session.reset();
                    images.reset();
                }
            } release{session, images};
            if (fresh) {
                if (const QString refused = openExperiment(job, setup, s, images, session);
                    !refused.isEmpty()) { // the images made, if any, go with this thread's last reference
                    post([this, refused] {
                        setBusy(false);
                        Q_EMIT status(tr("Refused: %1").arg(refused), true);
                        Q_EMIT finished(false);
                    });
                    return;
                }
                post([this, session, images] {
                    m_session = session;
                    m_images = images;
                });
            }
            const LabControl control{job.stopToken(), *pauseFlag};
            const auto states = [&session] { return stepStatesOf(*session); };
            post([this, st = states()] {
                m_stepStates = st;
                Q_EMIT stepsChanged();
            });
            bool ok = true;
            LabStep step = plan == Plan::One ? only : session->next();
            while (step != LabStep::Done) {
                post([this, step] {
                    m_running = step;
                    Q_EMIT stepStarted(step);
                    Q_EMIT stepsChanged();
                });
                ok = session->runStep(
                    step, control, [this, post](const LabProgress& p) { post([this, p] { Q_EMIT progress(p); }); });
                post([this, r = session->result(), st = states()] {
                    m_result = r;
                    m_stepStates = st;
                    m_running = LabStep::Done;
                    Q_EMIT stepsChanged();
                    Q_EMIT resultChanged();
                });
                if (!ok || plan != Plan::All)
                    break;
                step = session->next();
            }
            const LabStep next = session->next();
            // This thread's references go before the page hears of the end, so the page's own is
            // the last: closing the page right after removes the files then, not when this thread
            // gets round to it.
            session.reset();
            images.reset();
            post([this, ok, text = endText(ok, step, next, s.experiment)] {
                setBusy(false);
                Q_EMIT status(text, true);
                Q_EMIT finished(ok);
            });
        });
    return {};
}

QString LabController::setupRefused(const Setup& setup, const LabSettings& s)
{
    if (setup.throwaway && setup.folder.isEmpty())
        return tr("Choose a folder for the throwaway file systems first.");
    if (!setup.throwaway
        && (setup.directories.size() < 2 || setup.directories[0].isEmpty() || setup.directories[1].isEmpty()))
        return tr("Choose both directories first, or tick Throwaway file systems to have them made.");
    return messageOf(s.check());
}

QString LabController::openExperiment(const JobContext& job, const Setup& setup, const LabSettings& s,
    std::shared_ptr<LabImages>& images, std::shared_ptr<LabSession>& session)
{
    if (setup.throwaway) {
        job.post([this, folder = setup.folder] {
            Q_EMIT status(tr("Making the file systems in %1 (each with its defaults)…").arg(folder), false);
        });
        auto made = createLabImages(setup.folder, setup.types, s.bytesNeeded());
        if (!made)
            return made.error().message();
        images = std::move(*made);
        if (!images->staleRemoved().isEmpty()) {
            job.post([this, stale = images->staleRemoved()] {
                Q_EMIT notice(tr("Removed %1, left behind by an earlier run that ended abnormally")
                                  .arg(stale.join(QStringLiteral(", "))));
            });
        }
    }
    auto started = LabSession::start(images ? images->mountPoints() : setup.directories, s);
    if (!started)
        return started.error().message();
    session = std::move(*started);
    session->setTreeRead(labTreeRead());
    return {};
}

QString LabController::endText(bool ok, LabStep step, LabStep next, LabExperiment e)
{
    if (!ok && next == LabStep::Create)
        return tr("Cancelled during “%1”; the file was half changed, so the next step writes it again.")
            .arg(labStepName(step, e));
    if (!ok)
        return tr("Cancelled during “%1”; it can run again.").arg(labStepName(step, e));
    if (next == LabStep::Done)
        return tr("Done. The test files stay for steps run again until End experiment (Ctrl+Del).");
    return tr("“%1” done. Next: “%2” (F10 for it alone, Ctrl+R for all that are left).")
        .arg(labStepName(step, e), labStepName(next, e));
}

void LabController::setPaused(bool paused)
{
    *m_pauseFlag = paused;
    if (m_busy)
        Q_EMIT status(paused ? tr("Paused; Resume (Ctrl+P) goes on where it stopped") : tr("Going on…"), false);
}

void LabController::cancel()
{
    if (!m_busy)
        return;
    m_job->cancel();
    Q_EMIT status(tr("Stopping…"), false);
}

void LabController::endExperiment()
{
    if (m_busy || !m_session)
        return;
    const bool hadImages = m_images != nullptr;
    setBusy(true);
    Q_EMIT status(tr("Removing the test files…"), false);
    // Unmounting can take a while (and asks udisks2): not on this thread.
    m_job->start(
        [this, session = std::move(m_session), images = std::move(m_images), hadImages](const JobContext& job) mutable {
            session.reset();
            images.reset();
            job.post([this, hadImages] {
                m_stepStates.clear();
                setBusy(false);
                Q_EMIT status(hadImages ? tr("Experiment ended: its test files and file systems were removed.")
                                        : tr("Experiment ended: its test files were removed."),
                    true);
                Q_EMIT experimentEnded();
            });
        });
}

} // namespace fragscope
