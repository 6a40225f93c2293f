// SPDX-License-Identifier: GPL-3.0-or-later
// The window's session: what every page holds, saved as one file and given back; the autosave that
// keeps it through a crash, and the offer to restore one left by a Fragscope that did not close.
#include "gui/mainwindow.h"

#include "common/backgroundjob.h"
#include "gui/pages/benchmark/benchmarkpage.h"
#include "gui/pages/defrag/defragpage.h"
#include "gui/pages/inspector/fileinspector.h"
#include "gui/pages/inspector/inspectorpage.h"
#include "gui/pages/lab/labpage.h"
#include "gui/pages/survey/surveypage.h"
#include "noticebar.h"
#include "remembered.h"
#include "util/proc.h"
#include "util/savefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

#include <mutex>

namespace fragscope {
namespace {

constexpr int kAutosaveDelayMs = 1500; // after the last change: a burst of imports is one write

QString sessionsFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/sessions");
}

// autosave-<pid>.json of processes that are gone: sessions that did not end properly, newest first.
QStringList unfinishedSessions()
{
    static const QRegularExpression name(QStringLiteral(R"(^autosave-([0-9]+)\.json$)"));
    const QDir dir(sessionsFolder());
    QStringList out;
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("autosave-*.json")}, QDir::Files, QDir::Time)) {
        const auto m = name.match(info.fileName());
        if (m.hasMatch() && !processAlive(pid_t(m.captured(1).toLongLong())))
            out << info.absoluteFilePath();
    }
    return out;
}

} // namespace

// This process's autosave file. Writes happen under the lock and only while the window lives, in
// the order they were asked for, so the file never goes back to an older state and nothing is
// written after the window has ended.
struct MainWindow::Autosave
{
    std::mutex mutex;
    QString path;
    bool closed = false;
    quint64 asked = 0;   // GUI thread
    quint64 written = 0; // under the lock

    Result<void> write(const SessionContent& content, quint64 seq)
    {
        const std::lock_guard lock(mutex);
        if (closed || seq <= written)
            return {};
        written = seq;
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return std::unexpected(Error{path, QStringLiteral("cannot create the folder")});
        return saveSession(content, path);
    }

    // The window closed properly: its session stays as the last one (File ▸ Open Session finds it).
    void close()
    {
        const std::lock_guard lock(mutex);
        closed = true;
        if (!QFileInfo::exists(path))
            return;
        const QString last = QFileInfo(path).absolutePath() + QStringLiteral("/last-session.json");
        QFile::remove(last);
        QFile::rename(path, last);
    }
};

MainWindow::~MainWindow()
{
    if (!m_autosave)
        return;
    // A change not yet written goes into the last session too.
    if (m_autosaveTimer->isActive())
        (void)m_autosave->write(sessionContent(), ++m_autosave->asked);
    m_autosave->close();
}

// Said in the status line and a message box that waits for nobody (no nested event loop).
void MainWindow::warn(const QString& title, const QString& text)
{
    statusBar()->showMessage(text, 15000);
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("sessionError"));
    box->open();
}

QWidget* MainWindow::createRestoreBar()
{
    m_restore = new NoticeBar;
    m_restore->setObjectName(QStringLiteral("restoreOffer"));
    return m_restore;
}

SessionContent MainWindow::sessionContent() const
{
    SessionContent c;
    for (const Page* page : m_pageList)
        page->saveSession(c);
    return c;
}

void MainWindow::restoreSession(const SessionContent& c, const QString& origin)
{
    QStringList missing;
    for (Page* page : std::as_const(m_pageList))
        missing << page->restoreSession(c, origin);
    QString text = tr("Opened the session %1: %2").arg(origin, c.summary());
    if (!missing.isEmpty())
        text += QStringLiteral(" — ")
            + tr("%n file(s) no longer there: %1", nullptr, int(missing.size()))
                  .arg(missing.join(QStringLiteral(", ")));
    statusBar()->showMessage(text, 15000);
}

void MainWindow::openSession(const QString& path)
{
    if (!m_sessionJob)
        m_sessionJob = new BackgroundJob(this);
    statusBar()->showMessage(tr("Reading the session %1…").arg(path));
    m_sessionJob->start([this, path](const JobContext& job) {
        auto loaded = std::make_shared<Result<SessionContent>>(loadSession(path));
        job.post([this, path, loaded] {
            if (!*loaded) {
                warn(tr("Open Session"), loaded->error().message());
                Q_EMIT sessionOpened(false);
                return;
            }
            restoreSession(**loaded, QFileInfo(path).fileName());
            Q_EMIT sessionOpened(true);
        });
    });
}

void MainWindow::showSaveSessionDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Session"),
        dialogPath(QStringLiteral("sessions"),
            QStringLiteral("fragscope-session-%1.json")
                .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm")))),
        tr("Fragscope sessions (*.json)"));
    rememberDialogChoice(QStringLiteral("sessions"), path);
    if (!path.isEmpty())
        saveSessionAs(path);
}

void MainWindow::saveSessionAs(const QString& path)
{
    if (!m_sessionJob)
        m_sessionJob = new BackgroundJob(this);
    statusBar()->showMessage(tr("Saving the session to %1…").arg(path));
    m_sessionJob->start([this, path, content = sessionContent()](const JobContext& job) {
        const Result<void> saved = saveSession(content, path);
        const QString why = saved ? QString() : saved.error().message();
        const QString summary = content.summary();
        job.post([this, path, why, summary] {
            if (!why.isEmpty()) {
                warn(tr("Save Session"), why);
                Q_EMIT sessionSaved(false);
                return;
            }
            statusBar()->showMessage(tr("Saved the session to %1: %2").arg(path, summary), 8000);
            Q_EMIT sessionSaved(true);
        });
    });
}

QString MainWindow::autosavePath() const
{
    return m_autosave ? m_autosave->path : QString();
}

void MainWindow::setAutosave(bool on)
{
    if (!on) {
        if (m_autosave)
            m_autosave->close();
        m_autosave.reset();
        return;
    }
    if (m_autosave)
        return;
    m_autosave = std::make_shared<Autosave>();
    m_autosave->path = sessionsFolder() + QStringLiteral("/autosave-%1.json").arg(QCoreApplication::applicationPid());
    if (!m_autosaveTimer) {
        m_autosaveTimer = new QTimer(this);
        m_autosaveTimer->setSingleShot(true);
        m_autosaveTimer->setInterval(kAutosaveDelayMs);
        connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosaveNow);
        const auto changed = [this] {
            if (m_autosave)
                m_autosaveTimer->start();
        };
        for (const Page* page : std::as_const(m_pageList))
            connect(page, &Page::sessionChanged, this, changed);
    }
    offerUnfinishedSession();
}

void MainWindow::autosaveNow()
{
    if (!m_autosave)
        return;
    m_autosaveTimer->stop();
    auto* job = new BackgroundJob(this); // one per write: a newer one must not cancel an older one half-way
    connect(job, &BackgroundJob::finished, job, &QObject::deleteLater);
    const quint64 seq = ++m_autosave->asked;
    job->start([this, autosave = m_autosave, seq, content = sessionContent()](const JobContext& context) {
        const Result<void> saved = autosave->write(content, seq);
        const QString why = saved ? QString() : saved.error().message();
        context.post([this, why] {
            if (!why.isEmpty())
                statusBar()->showMessage(tr("The session could not be kept: %1").arg(why), 15000);
            else if (!m_orphan.isEmpty()) // what was restored from it is in our own file now
                QFile::remove(std::exchange(m_orphan, QString()));
            Q_EMIT autosaved(why.isEmpty());
        });
    });
}

void MainWindow::offerUnfinishedSession()
{
    const QStringList unfinished = unfinishedSessions();
    // A temporary name left by a process killed while it saved (writeFileDurably) goes with it.
    removeSaveLeftovers(sessionsFolder(), QStringLiteral("autosave-*.json"));
    if (unfinished.isEmpty())
        return;
    const QString& path = unfinished.front();
    if (!m_sessionJob)
        m_sessionJob = new BackgroundJob(this);
    m_sessionJob->start([this, path](const JobContext& job) {
        auto loaded = std::make_shared<Result<SessionContent>>(loadSession(path));
        job.post([this, path, loaded] {
            const QString when = QLocale().toString(QFileInfo(path).lastModified(), QLocale::ShortFormat);
            for (QPushButton* b : m_restore->findChildren<QPushButton*>())
                delete b;
            if (!*loaded) {
                // Kept where it is: nothing is deleted that cannot be read back.
                m_restore->setText(tr("Fragscope did not close properly (%1), and the session it kept cannot be read: "
                                      "%2")
                                       .arg(when, loaded->error().message().toHtmlEscaped()));
            } else if ((*loaded)->empty()) {
                QFile::remove(path);
                return;
            } else {
                m_restore->setText(tr("<b>Fragscope did not close properly</b> (%1). Its session was kept: %2.")
                                       .arg(when, (*loaded)->summary().toHtmlEscaped()));
                connect(m_restore->addButton(tr("Restore")), &QPushButton::clicked, this, [this, path, loaded] {
                    m_orphan = path;
                    restoreSession(**loaded, tr("not closed properly"));
                    autosaveNow();
                });
                connect(
                    m_restore->addButton(tr("Discard")), &QPushButton::clicked, this, [path] { QFile::remove(path); });
            }
            m_restore->show();
            Q_EMIT restoreOffered();
        });
    });
}

} // namespace fragscope
