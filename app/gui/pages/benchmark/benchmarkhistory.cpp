// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark page's history: results joining it (runs and imports), shown, compared, saved;
// and its part of the window's session.
#include "gui/pages/benchmark/benchmarkpage.h"

#include "benchcomparechart.h"
#include "benchmatrixview.h"
#include "benchresultmodel.h"
#include "common/backgroundjob.h"
#include "gui/pages/benchmark/benchsession.h"
#include "gui/pages/benchmark/fiohosts.h"
#include "gui/pages/benchmark/jobeditor.h"
#include "historypicker.h"
#include "throughputplot.h"

#include "bench/import/importers.h"
#include "bench/jobs/jobfile.h"
#include "bench/jobs/presets.h"
#include "bench/results/resultjson.h"
#include "remembered.h"
#include "report/benchtext.h"
#include "util/path.h"
#include "viewexport.h"

#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace fragscope {

namespace {

QString historyLabel(const BenchResult& r)
{
    const QString when = r.context.time.isValid() ? r.context.time.toString(QStringLiteral("HH:mm:ss")) : QString();
    return QStringLiteral("%1  %2  (%3)").arg(when, r.title.isEmpty() ? r.origin : r.title, r.origin).trimmed();
}

} // namespace

void BenchmarkPage::importResult(const QString& path)
{
    // Result files can be large (fio JSON of many jobs): parsed off the GUI thread, each file by a
    // job of its own, so several imports in a row all arrive (in the order they finish).
    auto* job = new BackgroundJob(this);
    connect(job, &BackgroundJob::finished, job, &QObject::deleteLater);
    job->start([this, path](const JobContext& context) {
        auto result = std::make_shared<Result<BenchResult>>(importResultFile(path));
        context.post([this, path, result] {
            if (!*result) {
                error(result->error().message());
                Q_EMIT importFinished(false);
                return;
            }
            BenchResult& r = **result;
            if (r.title.isEmpty())
                r.title = QFileInfo(path).fileName();
            addToHistory(r);
            showResult(r);
            replot(r);
            Q_EMIT statusMessage(tr("Imported %1 (%2)").arg(QFileInfo(path).fileName(), r.origin));
            Q_EMIT importFinished(true);
        });
    });
}

void BenchmarkPage::addToHistory(const BenchResult& result)
{
    m_history.push_back(result);
    m_historyPicker->add(QStringLiteral("%1. %2").arg(m_history.size()).arg(historyLabel(result)));
    Q_EMIT sessionChanged();
}

void BenchmarkPage::showHistory(int index)
{
    if (index < 0 || std::size_t(index) >= m_history.size())
        return;
    showResult(m_history[std::size_t(index)]);
    replot(m_history[std::size_t(index)]);
}

void BenchmarkPage::compareHistory(int a, int b)
{
    m_historyPicker->compare(a, b);
}

void BenchmarkPage::compareHistory(const QList<int>& entries, int baseline)
{
    m_historyPicker->compareMany(entries, baseline);
}

void BenchmarkPage::copyDiskMarkText()
{
    const BenchResult& r = m_model->result();
    if (r.runs.empty() && r.hosts.empty()) {
        Q_EMIT statusMessage(tr("There is no result to copy yet"));
        return;
    }
    QGuiApplication::clipboard()->setText(diskMarkText(r));
    Q_EMIT statusMessage(tr("Copied the result in CrystalDiskMark's layout"));
}

void BenchmarkPage::saveJobFile()
{
    if (!m_editor->commitText())
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the job file"),
        dialogPath(QStringLiteral("jobs"), m_title.endsWith(QLatin1String(".fio")) ? m_title : QString()),
        tr("fio job files (*.fio)"));
    rememberDialogChoice(QStringLiteral("jobs"), path);
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    const QByteArray text = writeJobFile(m_editor->jobs());
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        error(tr("%1: %2").arg(path, file.errorString()));
}

void BenchmarkPage::saveResult()
{
    if (m_model->result().runs.empty() && m_model->result().hosts.empty()) {
        error(tr("There is no result to save yet"));
        return;
    }
    QString filter;
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Save the result"), dialogFolder(QStringLiteral("results")),
            tr("fragscope JSON (*.json);;fio JSON (*.json);;Text (*.txt);;CrystalDiskMark text (*.txt)"), &filter);
    rememberDialogChoice(QStringLiteral("results"), path);
    if (path.isEmpty())
        return;
    const BenchResult& r = m_model->result();
    QByteArray bytes;
    if (filter.startsWith(QLatin1String("fio")))
        bytes = QJsonDocument(toFioJson(r)).toJson();
    else if (filter.startsWith(QLatin1String("Text")))
        bytes = benchText(r).toUtf8();
    else if (filter.startsWith(QLatin1String("CrystalDiskMark")))
        bytes = diskMarkText(r).toUtf8();
    else
        bytes = QJsonDocument(toJson(r)).toJson();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        error(tr("%1: %2").arg(path, file.errorString()));
}

QString BenchmarkPage::title() const
{
    return tr("Benchmark");
}

QString BenchmarkPage::purpose() const
{
    return tr("Run I/O jobs and watch their throughput live");
}

void BenchmarkPage::saveSession(SessionContent& c) const
{
    c.benchResults = m_history;
}

QStringList BenchmarkPage::restoreSession(const SessionContent& c, const QString& /*origin*/)
{
    for (const BenchResult& r : c.benchResults)
        addToHistory(r);
    if (!c.benchResults.empty())
        showHistory(historySize() - 1);
    return {};
}

void BenchmarkPage::openSaved(const QString& path, SavedKind kind)
{
    if (kind == SavedKind::JobFile)
        loadJobFile(path);
    else
        importResult(path);
}

bool BenchmarkPage::stopForClose()
{
    if (!isRunning())
        return true;
    stop();
    connect(m_session, &BenchSession::finished, this, &Page::readyToClose, Qt::SingleShotConnection);
    emit statusMessage(tr("Stopping the benchmark; the window closes when its files are removed"));
    return false;
}

} // namespace fragscope
