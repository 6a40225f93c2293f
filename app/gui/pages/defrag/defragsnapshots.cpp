// SPDX-License-Identifier: GPL-3.0-or-later
// The defrag page's snapshots: taken by hand, made by each run, saved and loaded, kept in the
// session, and any two compared side by side.
#include "gui/pages/defrag/defragpage.h"

#include "common/backgroundjob.h"
#include "common/hddsettings.h"
#include "compareview.h"
#include "historypicker.h"
#include "remembered.h"
#include "report/mapjson.h"
#include "util/path.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QSaveFile>
#include <QTime>

namespace fragscope {

template<typename Work, typename Done> void DefragPage::runJob(const Work& work, const Done& done)
{
    setBusy(true);
    m_job->start([work, done](const JobContext& context) {
        auto result = std::make_shared<decltype(work())>(work());
        context.post([done, result] { done(std::move(*result)); });
    });
}

void DefragPage::takeSnapshot()
{
    const QString path = currentPath();
    if (path.isEmpty() || m_busy)
        return;
    const QString label = tr("by hand, %1").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")));
    runJob([path, label] { return fragscope::takeSnapshot(path, label); },
        [this](Result<Snapshot> s) {
            setBusy(false);
            if (!s) {
                m_outcome->setText(s.error().message());
                return;
            }
            addSnapshot({std::move(*s), std::nullopt});
        });
}

void DefragPage::addSnapshot(Entry entry)
{
    const QString name = tr("%1 — %2 (%n fragment(s))", "", int(entry.snapshot.inspection.report.fragments))
                             .arg(QFileInfo(entry.snapshot.inspection.map.path).fileName(), entry.snapshot.label);
    m_snapshots.push_back(std::move(entry));
    m_history->add(name);
    Q_EMIT sessionChanged();
}

void DefragPage::addSessionSnapshots(const std::vector<SessionSnapshot>& snapshots)
{
    for (const SessionSnapshot& s : snapshots)
        addSnapshot(s);
}

void DefragPage::compare(int a, int b)
{
    m_history->compare(a, b);
}

void DefragPage::showComparison(int a, int b)
{
    // Diffing, the figures and the maps' indexes are work for a worker (a newer pick drops this one).
    m_diff->start(
        [this, ea = m_snapshots[std::size_t(a)], eb = m_snapshots[std::size_t(b)]](const JobContext& context) {
            // The model's reads on the disk the read times are shown on (View ▸ Read Times On), as the
            // queue's and `fragscope defrag`'s.
            const HddParams hdd = shownCostDisk(eb.snapshot.inspection.map.path).params;
            auto comparison = compareSnapshots(ea.snapshot, eb.snapshot, ea.read, eb.read, hdd);
            // Delivered only while this page lives and this pick is the current one.
            context.post([this, comparison] { m_compare->setComparison(comparison); });
        });
}

void DefragPage::refreshHddModel()
{
    compare(m_history->a(), m_history->b());
}

void DefragPage::saveSnapshot()
{
    const int row = m_history->currentOrLast();
    if (row < 0)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the snapshot"), dialogFolder(QStringLiteral("results")), tr("Snapshots (*.json)"));
    rememberDialogChoice(QStringLiteral("results"), path);
    if (path.isEmpty())
        return;
    const QByteArray bytes = QJsonDocument(toJson(m_snapshots[std::size_t(row)].snapshot)).toJson();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        m_outcome->setText(tr("%1: %2").arg(path, file.errorString()));
}

void DefragPage::loadSnapshot()
{
    const QString path = pathFromQt(QFileDialog::getOpenFileName(
        this, tr("Load a snapshot"), dialogFolder(QStringLiteral("results")), tr("Snapshots (*.json);;All files (*)")));
    rememberDialogChoice(QStringLiteral("results"), path);
    if (path.isEmpty() || m_busy)
        return;
    loadSnapshotFrom(path, {});
}

// A defrag result brings its before and after; a listing of several files asks which one (then
// loads again with it). Read off the GUI thread, with the files to pick from where that is needed.
void DefragPage::loadSnapshotFrom(const QString& path, const QString& file)
{
    runJob(
        [path, file] {
            auto s = fragscope::loadSnapshots(path, file);
            return std::pair{s, s || !file.isEmpty() ? QStringList() : snapshotFilesIn(path)};
        },
        [this, path](const std::pair<Result<std::vector<Snapshot>>, QStringList>& loaded) {
            setBusy(false);
            const auto& [s, files] = loaded;
            if (!s && files.size() > 1) {
                bool ok = false;
                const QString picked = QInputDialog::getItem(this, tr("Load a snapshot"),
                    tr("%1 holds several files; which one?").arg(path), files, 0, false, &ok);
                if (ok)
                    loadSnapshotFrom(path, picked);
                return;
            }
            if (!s) {
                m_outcome->setText(s.error().message());
                return;
            }
            for (const Snapshot& one : *s)
                addSnapshot({one, std::nullopt});
        });
}

void DefragPage::saveSession(SessionContent& c) const
{
    c.snapshots = m_snapshots;
}

QStringList DefragPage::restoreSession(const SessionContent& c, const QString& /*origin*/)
{
    addSessionSnapshots(c.snapshots);
    return {};
}

void DefragPage::openSaved(const QString& path, SavedKind /*kind*/)
{
    openSnapshot(path);
}

} // namespace fragscope
