// SPDX-License-Identifier: GPL-3.0-or-later
// Running the lab: a step, the next, all that are left, or one again; pause, cancel and the end of
// the experiment, all through the page's BackgroundJob.
#include "labpage.h"

#include "labsetup.h"

#include "backgroundjob.h"
#include "extentmapview.h"
#include "hddmodeldialog.h"
#include "hddsettings.h"
#include "pageshortcut.h"
#include "writerateplot.h"

#include "lab/labimages.h"
#include "model/hddmodel.h"
#include "modules.h"
#include "report/benchtext.h"
#include "report/labreport.h"
#include "report/snapshotcompare.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace fragscope {

void LabPage::run()
{
    start(Plan::All);
}

void LabPage::nextStep()
{
    start(Plan::Next);
}

void LabPage::rerun(LabStep step)
{
    if (m_session)
        start(Plan::One, step);
}

void LabPage::start(Plan plan, LabStep only)
{
    if (m_busy)
        return;
    // A new experiment when none is open, or when the open one ran every step.
    const bool fresh = !m_session || (plan != Plan::One && m_session->next() == LabStep::Done);
    QStringList dirs;
    QStringList types;
    const QString folder = m_setup->imageFolder();
    const bool throwaway = m_setup->throwaway();
    LabSettings s = settings();
    if (fresh) {
        if (throwaway) {
            types = m_setup->throwawayTypes();
            if (folder.isEmpty()) {
                m_status->setText(tr("Choose a folder for the throwaway file systems first."));
                return;
            }
        } else {
            dirs = m_setup->directories();
            if (dirs[0].isEmpty() || dirs[1].isEmpty()) {
                m_status->setText(
                    tr("Choose both directories first, or tick Throwaway file systems to have them made."));
                return;
            }
        }
        if (const QString why = s.problem(); !why.isEmpty()) {
            m_status->setText(why);
            return;
        }
        m_result.reset();
        m_mapUpdates = 0;
        for (Side& side : m_sides) {
            side.summary->setRowCount(0);
            side.map->setMap(nullptr);
            side.title->setText(&side == &m_sides[0] ? tr("<b>A</b>") : tr("<b>B</b>"));
        }
    } else {
        s = m_session->result().settings;
    }
    *m_pauseFlag = false;
    setBusy(true);
    showSteps();
    auto pauseFlag = m_pauseFlag;
    auto session = fresh ? nullptr : m_session;
    // A new experiment ends the open one first, on the worker: its files, then its file systems.
    std::shared_ptr<LabSession> oldSession = fresh ? std::move(m_session) : nullptr;
    std::shared_ptr<LabImages> oldImages = fresh ? std::move(m_images) : nullptr;
    // What is posted reaches the page only while it lives and this run is current (BackgroundJob).
    m_job->start([this, plan, only, fresh, throwaway, dirs, types, folder, s, session, pauseFlag, oldSession,
                     oldImages](const JobContext& job) mutable {
        const auto post = [&job](auto f) { job.post(std::move(f)); };
        oldSession.reset();
        oldImages.reset();
        std::shared_ptr<LabImages> images;
        // Whatever way this ends: this thread's references go, files first, then file systems (the
        // page holds its own while it lives).
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
            QString refused;
            if (throwaway) {
                post([this, folder] {
                    m_status->setText(tr("Making the file systems in %1 (each with its defaults)…").arg(folder));
                });
                auto made = createLabImages(folder, types, s.bytesNeeded());
                if (made)
                    images = std::move(*made);
                else
                    refused = made.error().message();
                if (images && !images->staleRemoved().isEmpty()) {
                    post([this, stale = images->staleRemoved()] {
                        Q_EMIT statusMessage(tr("Removed %1, left behind by an earlier run that ended abnormally")
                                                 .arg(stale.join(QStringLiteral(", "))));
                    });
                }
            }
            if (refused.isEmpty()) {
                auto started = LabSession::start(images ? images->mountPoints() : dirs, s);
                if (started)
                    session = std::move(*started);
                else
                    refused = started.error().message();
            }
            if (!refused.isEmpty()) { // the images made, if any, go with this thread's last reference
                post([this, refused] {
                    setBusy(false);
                    m_status->setText(tr("Refused: %1").arg(refused));
                    Q_EMIT statusMessage(m_status->text());
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
        const auto states = [&session] {
            std::vector<StepState> out;
            for (LabStep step : session->steps())
                out.push_back(StepState{step, session->hasRun(step), session->whyNot(step)});
            return out;
        };
        post([this, st = states()] { m_stepStates = st; });
        bool ok = true;
        LabStep step = plan == Plan::One ? only : session->next();
        while (step != LabStep::Done) {
            post([this, step] {
                m_running = step;
                if (step == LabStep::Writes)
                    startWritePlot();
                showSteps();
            });
            ok = session->runStep(
                step, control, [this, post](const LabProgress& p) { post([this, p] { showProgress(p); }); });
            post([this, r = session->result(), st = states()] {
                m_result = r;
                m_stepStates = st;
                m_running = LabStep::Done;
                showSteps();
                showResult(*m_result);
            });
            if (!ok || plan != Plan::All)
                break;
            step = session->next();
        }
        const LabStep next = session->next();
        post([this, ok, step, next] {
            setBusy(false);
            if (!ok) {
                m_status->setText(next == LabStep::Create
                        ? tr("Cancelled during “%1”; the file was half changed, so the next step writes it again.")
                              .arg(labStepName(step))
                        : tr("Cancelled during “%1”; it can run again.").arg(labStepName(step)));
            } else if (next == LabStep::Done) {
                m_status->setText(tr("Done. The test files stay for steps run again until End experiment (Ctrl+Del)."));
            } else {
                m_status->setText(tr("“%1” done. Next: “%2” (F10 for it alone, Ctrl+R for all that are left).")
                                      .arg(labStepName(step), labStepName(next)));
            }
            Q_EMIT statusMessage(m_status->text());
            Q_EMIT finished(ok);
        });
    });
}

void LabPage::setPaused(bool paused)
{
    *m_pauseFlag = paused;
    m_pause->setText(paused ? tr("Resume") : tr("Pause"));
    if (m_busy)
        m_status->setText(paused ? tr("Paused; Resume (Ctrl+P) goes on where it stopped") : tr("Going on…"));
    showSteps();
}

void LabPage::cancel()
{
    if (!m_busy)
        return;
    m_job->cancel();
    m_status->setText(tr("Stopping…"));
}

void LabPage::endExperiment()
{
    if (m_busy || !m_session)
        return;
    const bool hadImages = m_images != nullptr;
    setBusy(true);
    m_status->setText(tr("Removing the test files…"));
    // Unmounting can take a while (and asks udisks2): not on this thread.
    m_job->start(
        [this, session = std::move(m_session), images = std::move(m_images), hadImages](const JobContext& job) mutable {
            session.reset();
            images.reset();
            job.post([this, hadImages] {
                setBusy(false);
                m_status->setText(hadImages ? tr("Experiment ended: its test files and file systems were removed.")
                                            : tr("Experiment ended: its test files were removed."));
                Q_EMIT statusMessage(m_status->text());
                showSteps();
                Q_EMIT experimentEnded();
            });
        });
}

} // namespace fragscope
