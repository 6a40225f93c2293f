// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lab/experiment.h"
#include "model/hddmodel.h"

#include <QObject>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace fragscope {

class BackgroundJob;
class JobContext;
class LabImages;

// Runs the lab's experiment on a BackgroundJob for the page: a new experiment (its throwaway file
// systems first, when asked), then a step, the next one, all that are left, or one again; pause,
// cancel, and the end of the experiment, whose files and file systems go on the worker. It holds
// the open experiment and says what happens through its signals; the page shows it.
class LabController : public QObject
{
    Q_OBJECT
public:
    enum class Plan { All, Next, One };
    struct StepState
    {
        LabStep step;
        bool ran = false;
        QString whyNot;
    };
    // Where and how a new experiment runs: two directories, or two file systems made in a folder.
    struct Setup
    {
        bool throwaway = false;
        QStringList directories; // A and B
        QStringList types;       // A and B, for throwaway file systems
        QString folder;          // where their images go
        LabSettings settings;
    };

    explicit LabController(QObject* parent = nullptr);
    // A run still going sees its stop token; the experiment ends (files, then file systems) with the
    // last reference to it, on the worker if that one is still there. The application waits for it.
    ~LabController() override;

    // Runs `plan` (a new experiment from `setup` when none is open or the open one ran every step);
    // empty when it started, else why not, and nothing changed.
    QString start(Plan plan, const Setup& setup, LabStep only = LabStep::Done);
    void setPaused(bool paused);
    void cancel();
    void endExperiment();

    bool isBusy() const { return m_busy; }
    bool isOpen() const { return m_session != nullptr; } // an experiment whose files are still there
    const std::vector<StepState>& stepStates() const { return m_stepStates; }
    LabStep running() const { return m_running; }
    const std::optional<LabResult>& result() const { return m_result; }
    // The same layouts, predicted for another disk.
    void setDiskModel(const HddParams& params);
    // Shows a saved run (fragscope lab --json, Export as JSON) as the last result; refused (with the
    // reason) while a step runs or an experiment is open, whose result it would hide.
    QString showSaved(LabResult result);

Q_SIGNALS:
    void busyChanged(bool busy);
    void experimentStarted(); // a new one: what the last one showed goes (result() still has it, for now)
    void status(const QString& text, bool announce); // announce: also for the window's status bar
    void notice(const QString& text);                // for the status bar only
    void stepsChanged();
    void stepStarted(LabStep step);
    void progress(const LabProgress& p);
    void resultChanged();
    void finished(bool ok);
    void experimentEnded(); // its files (and file systems) are gone

private:
    void setBusy(bool busy);
    // Why a new experiment cannot start with this setup, or empty.
    static QString setupRefused(const Setup& setup, const LabSettings& s);
    // On the worker: the throwaway file systems (if asked) and the session on them; why not, or empty.
    QString openExperiment(const JobContext& job, const Setup& setup, const LabSettings& s,
        std::shared_ptr<LabImages>& images, std::shared_ptr<LabSession>& session);
    // What the status line says when a run of steps ended.
    static QString endText(bool ok, LabStep step, LabStep next, LabExperiment e);

    BackgroundJob* m_job;
    bool m_busy = false;
    std::shared_ptr<std::atomic<bool>> m_pauseFlag = std::make_shared<std::atomic<bool>>(false);
    // The open experiment and the throwaway file systems under it, used by one thread at a time:
    // the worker while busy, else this object. The session goes first (its files are on the images).
    std::shared_ptr<LabImages> m_images;
    std::shared_ptr<LabSession> m_session;
    std::vector<StepState> m_stepStates;
    LabStep m_running = LabStep::Done;
    std::optional<LabResult> m_result;
};

} // namespace fragscope
