// SPDX-License-Identifier: GPL-3.0-or-later
// What the lab page shows of an experiment: the steps, the live maps and write rate, each side's
// stages, and the report exported or copied.
#include "gui/pages/lab/labpage.h"

#include "common/backgroundjob.h"
#include "extentmapview.h"
#include "gui/pages/lab/labcontroller.h"
#include "gui/pages/lab/labsetup.h"
#include "patternbars.h"
#include "writerateplot.h"

#include "remembered.h"
#include "report/labfigures.h"
#include "report/labreport.h"
#include "report/snapshotcompare.h"
#include "util/json.h"
#include "util/path.h"
#include "util/units.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QStyle>
#include <QTableWidget>

namespace fragscope {

void LabPage::showSteps()
{
    if (m_lab->isOpen() || (m_lab->isBusy() && !m_lab->stepStates().empty())) {
        m_stepStates = m_lab->stepStates();
    } else { // what the next experiment will do
        m_stepStates.clear();
        for (LabStep step : labSteps(m_setup->settings()))
            m_stepStates.push_back(StepState{step, false, tr("no experiment is open")});
    }
    const int keep = m_steps->currentRow();
    m_steps->clear();
    for (std::size_t i = 0; i < m_stepStates.size(); ++i) {
        const StepState& st = m_stepStates[i];
        auto* item = new QListWidgetItem(
            QStringLiteral("%1. %2").arg(i + 1).arg(labStepName(st.step, m_setup->settings().experiment)), m_steps);
        if (st.step == m_lab->running()) {
            item->setIcon(style()->standardIcon(m_pause->isChecked() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
            QFont bold = item->font();
            bold.setBold(true);
            item->setFont(bold);
        } else if (st.ran) {
            item->setIcon(style()->standardIcon(QStyle::SP_DialogApplyButton));
        } else {
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        }
        item->setToolTip(st.ran ? tr("Done") : st.whyNot.isEmpty() ? tr("Can run now") : st.whyNot);
    }
    m_steps->setCurrentRow(std::min(keep, m_steps->count() - 1));
    updateControls();
}

void LabPage::startWritePlot()
{
    QStringList names;
    const auto& result = m_lab->result();
    const int sides = m_setup->settings().experiment == LabExperiment::Snapshots ? 1 : 2; // B: the snapshot's copy
    for (int i = 0; i < sides; ++i) {
        QString name = i == 0 ? QStringLiteral("A") : QStringLiteral("B");
        if (result && std::size_t(i) < result->targets.size()) {
            const QString type = result->targets[std::size_t(i)].created.snapshot.inspection.fs.typeName;
            if (!type.isEmpty())
                name += QStringLiteral(" (%1)").arg(type);
        }
        names << name;
    }
    m_writePlot->start(names);
}

void LabPage::startCopyPlot()
{
    QStringList tools;
    for (const CopyTool& t : installedCopyTools())
        tools << t.name;
    m_writePlot->start(tools, WriteRatePlot::Kind::Copies);
}

void LabPage::showProgress(const LabProgress& p)
{
    if (p.target < 0 || p.target > 1)
        return;
    Side& side = m_sides[std::size_t(p.target)];
    if ((p.step == LabStep::Writes || p.step == LabStep::Copy || p.step == LabStep::CopyAfterDefrag)
        && p.rate.jobIndex >= 0)
        m_writePlot->add(p.rate);
    if (m_pause->isChecked()) {
        // the status says paused
    } else if (p.step == LabStep::Writes) {
        m_status->setText(tr("%1: %2 of %3 on each side, each followed by fsync")
                              .arg(labStepName(p.step), QLocale().toString(qulonglong(p.done)),
                                  QLocale().toString(qulonglong(p.total))));
    } else {
        m_status->setText(QStringLiteral("%1: %2").arg(p.target == 0 ? QStringLiteral("A") : QStringLiteral("B"),
            labStepName(p.step, m_setup->settings().experiment)));
    }
    if (p.total > 0)
        m_progress->setValue(int(1000.0 * double(p.done) / double(p.total)));
    if (p.map) {
        ++m_mapUpdates;
        side.map->updateMap(p.map, p.index); // the user's zoom and scroll stay
        QString title = tr("<b>%1</b> — %2 extents after %3 of %4 writes")
                            .arg(p.target == 0 ? QStringLiteral("A") : QStringLiteral("B"))
                            .arg(p.map->extents.size())
                            .arg(p.done)
                            .arg(p.total);
        if (p.dataUsedBytes > 0) // Snapshots: A is the file, B the snapshot's copy
            title += (p.target == 0 ? tr(" — the file; data used %1; purple shared, blue its own")
                                    : tr(" — the snapshot's copy; data used %1"))
                         .arg(formatBytes(p.dataUsedBytes));
        side.title->setText(title);
    }
}

namespace {

// One row of a side's table: the name left (its tooltip the whole name), the figures right; the
// cell at `faint`, if any, greyed with `why` as its tooltip: a change within the noise.
void setRow(QTableWidget* table, int row, const QStringList& cells, int faint = -1, const QString& why = {})
{
    for (int c = 0; c < cells.size(); ++c) {
        auto* item = new QTableWidgetItem(cells[c]);
        if (c > 0)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        else
            item->setToolTip(cells[c]);
        if (c == faint) {
            item->setForeground(table->palette().color(QPalette::Disabled, QPalette::Text));
            item->setToolTip(why);
        }
        table->setItem(row, c, item);
    }
}

// The stage to show first: the one in the most pieces (the later of equals: the writes' stage of a
// file they did not break).
int worstStage(const std::vector<LabStageFigures>& figures)
{
    int worst = 0;
    for (int row = 0; row < int(figures.size()); ++row) {
        if (figures[std::size_t(row)].ran && figures[std::size_t(row)].extents >= figures[std::size_t(worst)].extents)
            worst = row;
    }
    return worst;
}

// A side's title: which side, where, and what the writes did; each part a phrase of its own.
QString sideTitle(const LabResult& r, std::size_t i)
{
    const LabTarget& t = r.targets[i];
    QStringList title{QStringLiteral("<b>%1</b> — %2 (%3)")
                          .arg(i == 0 ? QStringLiteral("A") : QStringLiteral("B"), t.directory.toHtmlEscaped(),
                              labTargetFs(t).typeName)};
    if (r.settings.experiment == LabExperiment::Discard)
        title << LabPage::tr("mounted %1").arg(t.mountOptions.toHtmlEscaped());
    if (t.writesDone > 0 && t.writeSeconds > 0)
        title << LabPage::tr("%1 writes at %2/s, p99 %3 ms")
                     .arg(QLocale().toString(qulonglong(t.writesDone)))
                     .arg(QLocale().toString(double(t.writesDone) / t.writeSeconds, 'f', 0))
                     .arg(QLocale().toString(double(t.writeP99Ns) / 1e6, 'f', 1));
    if (!t.error.isEmpty())
        title << t.error.toHtmlEscaped();
    return title.join(QStringLiteral(" — "));
}

} // namespace

void LabPage::showResult(const LabResult& r)
{
    showExperimentKind(r.settings.experiment);
    // Snapshots: its one target's stages fill both sides, the file's and the snapshot's copy's.
    const bool snapshots = r.settings.experiment == LabExperiment::Snapshots;
    for (std::size_t i = 0; i < r.targets.size() && i < 2 && !snapshots; ++i) {
        Side& side = m_sides[i];
        const auto figures = labStageFigures(r.targets[i], r.settings);
        side.summary->setRowCount(int(figures.size()));
        for (int row = 0; row < int(figures.size()); ++row) {
            const LabStageFigures& f = figures[std::size_t(row)];
            if (!f.ran)
                continue;
            setRow(side.summary, row,
                {f.title, QLocale().toString(qulonglong(f.extents)), labReadText(f.read),
                    f.readChange.isEmpty() ? QStringLiteral("—") : f.readChange,
                    QStringLiteral("%1 s").arg(QLocale().toString(f.modelSeconds, 'f', 1))},
                f.readNoise == Noise::Within ? 3 : -1,
                tr("The runs before and after overlap: this change is within the noise of the measurement. Raise "
                   "the repetitions to see more; the model's figure beside it has no noise."));
        }
        side.title->setText(sideTitle(r, i));
        const int worst = worstStage(figures);
        side.summary->setCurrentCell(worst, 0);
        showStage(SideBySideMaps::Side(i), worst); // also when that row was current already
    }
    if (snapshots)
        showSharing(r);
    if (r.settings.experiment == LabExperiment::Discard)
        showPatterns(r);
    if (r.settings.experiment == LabExperiment::CopyTools)
        showCopies(r);
    m_progress->setValue(r.cancelled ? 0 : 1000);
}

namespace {

// Snapshots: a stage's row for the file (A) or the snapshot's copy (B); `sharing` null before the
// snapshot.
QStringList sharingCells(const LabStageRef& stage, const LabSharingFigures* sharing, bool copy)
{
    const auto& twin = stage.stage->sharing;
    if (copy && (!sharing || !twin))
        return {stage.title, LabPage::tr("no snapshot yet"), QString(), QString(), QString()};
    const Inspection& in = copy && twin ? twin->twin.inspection : stage.stage->snapshot.inspection;
    QStringList cells{stage.title, QLocale().toString(qulonglong(in.report.extentRecords)),
        formatBytes(in.report.exclusiveBytes), formatBytes(in.report.sharedBytes)};
    if (!sharing)
        cells << QStringLiteral("—");
    else if (!copy)
        cells << QStringLiteral("%1 (%2)").arg(formatBytes(sharing->dataUsed), formatByteChange(sharing->dataGrowth));
    else
        cells << formatBytes(sharing->both.diskBytes);
    return cells;
}

} // namespace

// Snapshots: A's table the file at each stage, B's the snapshot's copy of it, from the same
// figures as the CLI and the report; B's map follows the stage picked on either side.
void LabPage::showSharing(const LabResult& r)
{
    if (r.targets.empty())
        return;
    const LabTarget& t = r.targets.front();
    const auto stages = labStages(t, r.settings);
    const auto sharing = labSharingFigures(t, r.settings);
    for (std::size_t i = 0; i < 2; ++i) {
        QTableWidget* table = m_sides[i].summary;
        table->setRowCount(int(stages.size()));
        for (int row = 0; row < int(stages.size()); ++row) {
            const LabStageRef& st = stages[std::size_t(row)];
            const auto f = std::find_if(
                sharing.begin(), sharing.end(), [&](const LabSharingFigures& s) { return s.key == st.key; });
            const LabSharingFigures* figures = f == sharing.end() ? nullptr : &*f;
            setRow(table, row, sharingCells(st, figures, i == 1));
            const QString tip = figures
                ? QStringList{labSharingText(*figures), labSpaceText(*figures), labToolsText(*figures)}.join(u'\n')
                : QString();
            for (int c = 0; c < table->columnCount(); ++c)
                table->item(row, c)->setToolTip(tip.isEmpty() ? table->item(row, c)->toolTip() : tip);
        }
    }
    m_sides[0].title->setText(sideTitle(r, 0) + tr(" — the file: purple shared with the snapshot, blue its own"));
    // The defrag's two answers: the one that kept the sharing in the tooltip, the space the other took shown.
    const QStringList lines = labUnshareLines(t, r.settings);
    m_sides[1].title->setText(tr("<b>B</b> — the snapshot's copy of the file")
        + (lines.isEmpty() ? QString() : QStringLiteral("<br/>") + lines.constLast().toHtmlEscaped()));
    m_sides[1].title->setToolTip(QStringList{t.twinFile, lines.join(u'\n')}.join(u'\n'));
    const int last = int(stages.size()) - 1;
    for (std::size_t i = 0; i < 2; ++i) {
        m_sides[i].summary->setCurrentCell(std::max(0, last - (t.afterDefrag ? 1 : 0)), 0);
        showStage(SideBySideMaps::Side(i), m_sides[i].summary->currentRow());
    }
}

// Discard: each side's throughput by pattern, B's against A's with its noise.
void LabPage::showPatterns(const LabResult& r)
{
    const auto patterns = labPatterns(r);
    if (r.targets.size() >= 2)
        m_patternBars->setPatterns(patterns, labDiscardName(r.targets[0]), labDiscardName(r.targets[1]));
    for (std::size_t i = 0; i < 2; ++i) {
        QTableWidget* table = m_sides[i].summary;
        table->setRowCount(int(patterns.size()));
        for (int row = 0; row < int(patterns.size()); ++row) {
            const PatternComparison& p = patterns[std::size_t(row)];
            const Spread& mine = i == 0 ? p.a : p.b;
            setRow(table, row,
                {p.pattern, QLocale().toString(mine.count), formatMeasuredRate(mine),
                    i == 0 ? QStringLiteral("—") : formatMeasuredChange(p.a, p.b), QString()},
                i == 1 && p.noise == Noise::Within ? 3 : -1,
                tr("The runs on A and on B overlap: this difference is within the noise of the measurement. More "
                   "runs tell more."));
        }
    }
}

// A tool's copy as a row of A's table (before the defrag) or B's (after it).
QStringList LabPage::copyCells(const ToolCopy& c, std::uint64_t treeBytes, bool after)
{
    const QLocale l;
    const auto f = labCopyFigures(after ? c.after : c.before, treeBytes);
    const QString change = after ? labCopyChange(c, treeBytes) : QString();
    return {c.tool, f ? tr("%1 s").arg(l.toString(f->seconds, 'f', 2)) : tr("not run"),
        f ? tr("%1 + %2 s").arg(l.toString(f->userSeconds, 'f', 2), l.toString(f->systemSeconds, 'f', 2)) : QString(),
        f ? formatMeasuredRate(f->rate) : QString(), change.isEmpty() ? QStringLiteral("—") : change};
}

// CopyTools: each tool's copies of the tree, before the defrag on A's side, after it on B's with the
// change and its noise.
void LabPage::showCopies(const LabResult& r)
{
    for (std::size_t i = 0; i < 2; ++i) {
        QTableWidget* table = m_sides[i].summary;
        table->setRowCount(int(r.copies.size()));
        for (int row = 0; row < int(r.copies.size()); ++row) {
            const ToolCopy& c = r.copies[std::size_t(row)];
            setRow(table, row, copyCells(c, r.treeBytes, i == 1),
                i == 1 && labCopyNoise(c, r.treeBytes) == Noise::Within ? 4 : -1,
                tr("The copies before and after the defrag overlap: this difference is within the noise of the "
                   "measurement. More rounds tell more."));
        }
    }
    // The model's read of the tree beside the timed copies: what a tool reading it cold waits for.
    if (const QString read = labTreeReadText(r); !read.isEmpty() && !r.targets.empty())
        m_sides[0].title->setText(sideTitle(r, 0) + QStringLiteral("<br/>") + read.toHtmlEscaped());
}

void LabPage::showStage(SideBySideMaps::Side side, int row)
{
    const auto& result = m_lab->result();
    if (!result || std::size_t(side) >= result->targets.size() || row < 0)
        return;
    if (!result || row < 0 || result->targets.empty())
        return;
    // Snapshots: one target, B its snapshot's copy.
    const bool twin = result->settings.experiment == LabExperiment::Snapshots && side == SideBySideMaps::Right;
    if (!twin && std::size_t(side) >= result->targets.size())
        return;
    const LabTarget& t = result->targets[twin ? 0 : side];
    const auto stages = labStages(t, result->settings);
    const LabStage* st = row < int(stages.size()) ? stages[std::size_t(row)].stage : nullptr;
    const Snapshot* shown = !st ? nullptr : !twin ? &st->snapshot : st->sharing ? &st->sharing->twin : nullptr;
    if (shown && shown->inspection.map.fileSize > 0)
        m_sides[side].map->setMap(std::make_shared<const ExtentMap>(shown->inspection.map));
}

void LabPage::exportReport()
{
    const auto& result = m_lab->result();
    if (!result)
        return;
    const QString html = tr("HTML report (*.html)");
    QString filter = html;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the experiment"),
        dialogPath(QStringLiteral("exports"), QStringLiteral("fragscope-lab.html")),
        html + QStringLiteral(";;") + tr("Lab run, opens again (*.json)"), &filter);
    rememberDialogChoice(QStringLiteral("exports"), path);
    if (path.isEmpty() || !result) // the dialog's event loop may have let an experiment start
        return;
    const bool json = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)
        || (filter != html && !path.endsWith(QLatin1String(".html"), Qt::CaseInsensitive));
    const QByteArray bytes = json ? QJsonDocument(labToJson(*result)).toJson() : labHtml(*result).toUtf8();
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) < 0 || !out.commit()) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Export"),
            tr("Could not write %1: %2").arg(path, out.errorString()), QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return;
    }
    Q_EMIT statusMessage(tr("Report written to %1").arg(path));
}

void LabPage::openRun(const QString& path)
{
    m_open->start([this, path](const JobContext& context) {
        const auto root = readJsonObject(path);
        auto run = std::make_shared<Result<LabResult>>(
            root ? labFromJson(*root, path) : Result<LabResult>(std::unexpected(root.error())));
        context.post([this, path, run] {
            if (!*run) {
                m_status->setText(run->error().message());
                Q_EMIT statusMessage(run->error().message());
                Q_EMIT opened(false);
                return;
            }
            Q_EMIT opened(showRun(std::move(**run), path));
        });
    });
}

namespace {

// One experiment however often it was shown: the same start and the same places.
bool sameRun(const LabResult& a, const LabResult& b)
{
    if (a.startedAt != b.startedAt || a.targets.size() != b.targets.size())
        return false;
    for (std::size_t i = 0; i < a.targets.size(); ++i) {
        if (a.targets[i].file != b.targets[i].file)
            return false;
    }
    return true;
}

QString runLabel(const LabResult& r)
{
    QStringList types;
    for (const LabTarget& t : r.targets)
        types << (t.afterWrites.snapshot.inspection.fs.typeName.isEmpty()
                ? labTargetFs(t).typeName
                : t.afterWrites.snapshot.inspection.fs.typeName);
    const QString when = QLocale().toString(r.startedAt.toLocalTime(), QLocale::ShortFormat);
    if (r.settings.experiment != LabExperiment::Cow)
        return LabPage::tr("%1 — %2, %3")
            .arg(when, types.join(QStringLiteral(" / ")), labExperimentTitle(r.settings.experiment));
    return LabPage::tr("%1 — %2, %3 of writes")
        .arg(when, types.join(QStringLiteral(" / ")), formatBytes(r.settings.writeTotalBytes));
}

} // namespace

bool LabPage::showRun(LabResult run, const QString& origin)
{
    // The run shown until now joins the earlier ones (keepShownRun); this one leaves them.
    const QString why = m_lab->showSaved(std::move(run));
    if (why.isEmpty()) {
        std::erase_if(m_earlier, [this](const LabResult& r) { return sameRun(r, *result()); });
        refreshEarlierRuns();
    }
    if (!why.isEmpty()) {
        m_status->setText(why);
        Q_EMIT statusMessage(why);
        return false;
    }
    updateControls();
    const QString text = tr("Opened the saved run %1").arg(origin);
    m_status->setText(text);
    Q_EMIT statusMessage(text);
    Q_EMIT sessionChanged();
    return true;
}

std::vector<LabResult> LabPage::sessionRuns() const
{
    std::vector<LabResult> runs = m_earlier;
    if (const auto& shown = result(); !isBusy() && shown && !shown->targets.empty())
        runs.push_back(*shown);
    std::stable_sort(
        runs.begin(), runs.end(), [](const LabResult& a, const LabResult& b) { return a.startedAt < b.startedAt; });
    return runs;
}

void LabPage::addSessionRuns(const std::vector<LabResult>& runs, const QString& origin)
{
    if (runs.empty())
        return;
    for (std::size_t i = 0; i + 1 < runs.size(); ++i) {
        const bool known
            = std::any_of(m_earlier.begin(), m_earlier.end(), [&](const LabResult& r) { return sameRun(r, runs[i]); });
        if (!known)
            m_earlier.push_back(runs[i]);
    }
    refreshEarlierRuns();
    showRun(runs.back(), origin);
}

bool LabPage::showEarlierRun(int index)
{
    if (index < 0 || index >= int(m_earlier.size()))
        return false;
    LabResult run = m_earlier[std::size_t(index)];
    const QString label = runLabel(run); // before the run moves into the call
    return showRun(std::move(run), label);
}

void LabPage::keepShownRun()
{
    const auto& shown = result();
    if (!shown || shown->targets.empty())
        return;
    const bool known
        = std::any_of(m_earlier.begin(), m_earlier.end(), [&](const LabResult& r) { return sameRun(r, *shown); });
    if (!known)
        m_earlier.push_back(*shown);
    refreshEarlierRuns();
}

void LabPage::refreshEarlierRuns()
{
    const QSignalBlocker block(m_earlierRuns);
    m_earlierRuns->clear();
    m_earlierRuns->addItem(tr("Earlier runs (%1)").arg(m_earlier.size()));
    for (const LabResult& r : m_earlier)
        m_earlierRuns->addItem(runLabel(r));
    m_earlierRuns->setEnabled(!m_earlier.empty());
}

void LabPage::copyAsText()
{
    const auto& result = m_lab->result();
    if (!result)
        return;
    QApplication::clipboard()->setText(labText(*result));
    Q_EMIT statusMessage(tr("Copied the experiment as text"));
}

} // namespace fragscope
