// SPDX-License-Identifier: GPL-3.0-or-later
// The survey page's files: the table as CSV, the survey saved as JSON with its disk map, and a saved
// survey opened again.
#include "gui/pages/survey/surveypage.h"

#include "common/backgroundjob.h"
#include "diskmapview.h"
#include "surveytablemodel.h"
#include "treemapview.h"

#include "remembered.h"
#include "report/surveyreport.h"
#include "util/path.h"
#include "util/units.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QSaveFile>
#include <QStandardPaths>

namespace fragscope {

void SurveyPage::askOpen()
{
    const QString file = pathFromQt(QFileDialog::getOpenFileName(this, tr("Open Survey"),
        dialogFolder(QStringLiteral("results"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)),
        tr("Surveys (*.json);;All files (*)")));
    rememberDialogChoice(QStringLiteral("results"), file);
    if (!file.isEmpty())
        openSurvey(file);
}

void SurveyPage::openSurvey(const QString& file)
{
    if (isRunning()) {
        QMessageBox::warning(this, tr("Open Survey"), tr("Stop the survey that runs first."));
        Q_EMIT opened(false);
        return;
    }
    m_progress->setRange(0, 0);
    m_progressText->setText(tr("Reading %1…").arg(file));
    auto loaded = std::make_shared<Result<SavedSurvey>>(std::unexpected(Error{}));
    m_open->start([file, loaded](const JobContext&) { *loaded = loadSurveyJson(file); },
        [this, file, loaded] {
            m_progress->setRange(0, 1000);
            if (!*loaded) {
                m_progress->setValue(0);
                m_progressText->setText(loaded->error().message());
                QMessageBox::warning(this, tr("Open Survey"), loaded->error().message());
                Q_EMIT opened(false);
                return;
            }
            SavedSurvey& saved = **loaded;
            showSessionSurvey(SessionSurvey{std::make_shared<const Survey>(std::move(saved.survey)),
                                  std::move(saved.freeSpace), saved.freeSpaceUnavailable, std::move(saved.spaceCells)},
                QFileInfo(file).fileName());
            Q_EMIT opened(true);
        });
}

void SurveyPage::showSessionSurvey(const SessionSurvey& saved, const QString& origin)
{
    if (isRunning()) {
        Q_EMIT statusMessage(tr("A survey runs: %1 was not shown").arg(origin));
        return;
    }
    m_progress->setRange(0, 1000);
    m_model->setSurvey(nullptr);
    m_treemap->setSurvey(nullptr);
    m_diskMap->setHighlighted({});
    m_survey = saved.survey;
    m_free = saved.freeSpace;
    m_freeUnavailable = saved.freeSpaceUnavailable;
    m_spaceCells = saved.spaceCells;
    m_model->setSurvey(m_survey.get());
    if (m_survey->occupancy.isNull())
        m_diskMap->setCells({}, 0, 0);
    m_pathEdit->setText(m_survey->roots.join(QLatin1Char(' ')));
    m_progress->setValue(1000);
    m_progressText->setText(m_survey->occupancy.isNull()
            ? tr("Opened %1: %2 files (saved without the disk map)").arg(origin, formatCount(m_survey->files.size()))
            : tr("Opened %1: %2 files").arg(origin, formatCount(m_survey->files.size())));
    showWhole();
    Q_EMIT statusMessage(m_progressText->text());
    Q_EMIT sessionChanged();
}

std::optional<SessionSurvey> SurveyPage::sessionSurvey() const
{
    if (isRunning() || (m_survey->files.empty() && m_survey->roots.isEmpty()))
        return std::nullopt;
    return SessionSurvey{m_survey, m_free, m_freeUnavailable, m_spaceCells};
}

void SurveyPage::askExport(bool json)
{
    const QString purpose = json ? QStringLiteral("results") : QStringLiteral("exports");
    const QString suggested = dialogPath(purpose, json ? QStringLiteral("survey.json") : QStringLiteral("survey.csv"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    const QString file = QFileDialog::getSaveFileName(
        this, json ? tr("Save Survey") : tr("Export Table"), suggested, json ? tr("JSON (*.json)") : tr("CSV (*.csv)"));
    rememberDialogChoice(purpose, file);
    if (file.isEmpty())
        return;
    const bool ok = json ? exportJson(file) : exportCsv(file);
    if (ok)
        Q_EMIT statusMessage(tr("Saved %1").arg(file));
}

bool SurveyPage::exportCsv(const QString& file)
{
    SurveyReportInput in;
    in.survey = m_survey.get();
    for (int r = 0; r < m_model->rowCount(); ++r)
        in.files.push_back(m_model->fileIndex(r)); // the table as shown: filtered and sorted
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(surveyCsv(in)) < 0 || !out.commit()) {
        QMessageBox::warning(this, tr("Export"), tr("%1: %2").arg(file, out.errorString()));
        return false;
    }
    return true;
}

bool SurveyPage::exportJson(const QString& file)
{
    SurveyReportInput in;
    in.survey = m_survey.get();
    in.files = rankFiles(*m_survey, SurveySort::Runs);
    in.reopenable = true;
    in.spaceCells = &m_spaceCells;
    in.freeSpace = m_free;
    in.freeSpaceUnavailable = m_freeUnavailable;
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(surveyJson(in)) < 0 || !out.commit()) {
        QMessageBox::warning(this, tr("Save"), tr("%1: %2").arg(file, out.errorString()));
        return false;
    }
    return true;
}

} // namespace fragscope
