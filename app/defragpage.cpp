// SPDX-License-Identifier: GPL-3.0-or-later
#include "defragpage.h"

#include "compareview.h"
#include "hddmodeldialog.h"
#include "pageshortcut.h"

#include "bench/runner.h"
#include "report/mapjson.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace fragscope {

DefragPage::DefragPage(QWidget* parent)
    : QWidget(parent)
    , m_file(new QLineEdit)
    , m_method(new QComboBox)
    , m_verify(new QCheckBox(tr("Verify the content")))
    , m_unshare(new QCheckBox(tr("Unshare (btrfs)")))
    , m_readRepeat(new QSpinBox)
    , m_dryRun(new QPushButton(tr("Dry run")))
    , m_run(new QPushButton(tr("Defragment")))
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_progress(new QProgressBar)
    , m_status(new QLabel)
    , m_outcome(new QLabel)
    , m_list(new QListWidget)
    , m_a(new QComboBox)
    , m_b(new QComboBox)
    , m_compare(new CompareView)
{
    auto* layout = new QVBoxLayout(this);
    auto* fileRow = new QHBoxLayout;
    m_file->setPlaceholderText(tr("The file to defragment"));
    auto* browse = new QToolButton;
    browse->setText(QStringLiteral("…"));
    fileRow->addWidget(new QLabel(tr("File")));
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);
    for (DefragMethod m :
        {DefragMethod::Auto, DefragMethod::Ext4, DefragMethod::Xfs, DefragMethod::Btrfs, DefragMethod::Copy})
        m_method->addItem(defragMethodName(m), int(m));
    m_method->setToolTip(tr("auto picks the engine of the file's file system: ext4 (MOVE_EXT), XFS (extent swap, as "
                            "xfs_fsr) or btrfs (DEFRAG_RANGE); copy writes a new copy and exchanges it with the "
                            "file (any file system; new inode number and ctime)"));
    fileRow->addWidget(new QLabel(tr("Engine")));
    fileRow->addWidget(m_method);
    m_verify->setChecked(true);
    m_verify->setToolTip(tr("Digest the content (xxh3, read from disk) before and after"));
    m_unshare->setToolTip(tr("btrfs: go on although extents are shared with snapshots or reflinks; costs their space"));
    fileRow->addWidget(m_verify);
    fileRow->addWidget(m_unshare);
    m_readRepeat->setRange(0, 20);
    m_readRepeat->setValue(3);
    m_readRepeat->setToolTip(tr("Cold sequential reads before and after (0: none)"));
    fileRow->addWidget(new QLabel(tr("Read speed, repetitions")));
    fileRow->addWidget(m_readRepeat);
    layout->addLayout(fileRow);

    auto* actionRow = new QHBoxLayout;
    addPageShortcut(this, m_run, QKeySequence(Qt::CTRL | Qt::Key_D));
    addPageShortcut(this, m_cancel, QKeySequence(Qt::Key_Escape));
    m_run->setToolTip(tr("Defragment (Ctrl+D)"));
    m_cancel->setToolTip(tr("Cancel (Esc): stops between chunks; the file is whole"));
    m_cancel->setEnabled(false);
    auto* snapshot = new QPushButton(tr("Snapshot now"));
    snapshot->setToolTip(tr("Record the file's layout now, to compare with any other snapshot"));
    auto* load = new QPushButton(tr("Load snapshot…"));
    auto* save = new QPushButton(tr("Save snapshot…"));
    for (QPushButton* b : {m_dryRun, m_run, m_cancel, snapshot, load, save})
        actionRow->addWidget(b);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumHeight(14);
    m_progress->setTextVisible(false);
    actionRow->addWidget(m_progress, 1);
    actionRow->addWidget(m_status, 1);
    layout->addLayout(actionRow);
    QFont bold = m_outcome->font();
    bold.setBold(true);
    m_outcome->setFont(bold);
    m_outcome->setWordWrap(true);
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_outcome);

    auto* split = new QSplitter(Qt::Horizontal);
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Snapshots")));
    leftLayout->addWidget(m_list, 1);
    auto* pick = new QFormLayout;
    pick->addRow(tr("A"), m_a);
    pick->addRow(tr("B"), m_b);
    leftLayout->addLayout(pick);
    split->addWidget(left);
    split->addWidget(m_compare);
    split->setStretchFactor(1, 1);
    split->setSizes({240, 1000});
    layout->addWidget(split, 1);

    connect(browse, &QToolButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("The file to defragment"), m_file->text());
        if (!path.isEmpty())
            setFile(path);
    });
    connect(m_dryRun, &QPushButton::clicked, this, [this] { defragment(true); });
    connect(m_run, &QPushButton::clicked, this, [this] { defragment(false); });
    connect(m_cancel, &QPushButton::clicked, this, &DefragPage::cancel);
    connect(snapshot, &QPushButton::clicked, this, &DefragPage::takeSnapshot);
    connect(save, &QPushButton::clicked, this, &DefragPage::saveSnapshot);
    connect(load, &QPushButton::clicked, this, &DefragPage::loadSnapshot);
    for (QComboBox* c : {m_a, m_b})
        connect(c, &QComboBox::activated, this, [this] { compare(m_a->currentIndex(), m_b->currentIndex()); });
}

DefragPage::~DefragPage()
{
    *m_cancelFlag = true;
}

void DefragPage::setFile(const QString& path)
{
    m_file->setText(path);
}

void DefragPage::setReadRepetitions(int n)
{
    m_readRepeat->setValue(n);
}

QString DefragPage::outcome() const
{
    return m_outcome->text();
}

void DefragPage::setBusy(bool busy)
{
    m_busy = busy;
    m_run->setEnabled(!busy);
    m_dryRun->setEnabled(!busy);
    m_cancel->setEnabled(busy);
    if (busy) {
        *m_cancelFlag = false;
        m_progress->setRange(0, 0);
    } else {
        m_progress->setRange(0, 1000);
    }
}

template<typename Work, typename Done> void DefragPage::runInBackground(Work work, Done done)
{
    setBusy(true);
    m_work.addFuture(QtConcurrent::run([this, work, done] {
        auto result = work();
        QMetaObject::invokeMethod(
            this,
            [this, done, result = std::move(result)]() mutable {
                setBusy(false);
                done(std::move(result));
            },
            Qt::QueuedConnection);
    }));
}

void DefragPage::defragment(bool dryRun)
{
    if (m_busy)
        return;
    const QString path = m_file->text().trimmed();
    if (path.isEmpty()) {
        m_outcome->setText(tr("Choose the file to defragment first."));
        return;
    }
    DefragOptions options;
    options.method = DefragMethod(m_method->currentData().toInt());
    options.dryRun = dryRun;
    options.verify = m_verify->isChecked();
    options.unshare = m_unshare->isChecked();
    const int repetitions = dryRun ? 0 : m_readRepeat->value();
    m_outcome->setText(
        dryRun ? tr("Looking for a better place…") : tr("Defragmenting %1…").arg(QFileInfo(path).fileName()));
    m_status->clear();
    struct Outcome
    {
        Result<DefragResult> result = std::unexpected(Error{});
        std::optional<Spread> readBefore, readAfter;
    };
    auto flag = m_cancelFlag;
    runInBackground(
        [this, path, options, repetitions, flag]() {
            Outcome o;
            o.readBefore = coldReadSpread(path, repetitions, *flag);
            o.result = defragFile(path, options, *flag, [this](const DefragProgress& p) {
                QMetaObject::invokeMethod(
                    this,
                    [this, p] {
                        if (p.totalBytes > 0) {
                            m_progress->setRange(0, 1000);
                            m_progress->setValue(int(1000.0 * double(p.doneBytes) / double(p.totalBytes)));
                        }
                        m_status->setText(p.phase);
                    },
                    Qt::QueuedConnection);
            });
            if (o.result && o.result->defragmented)
                o.readAfter = coldReadSpread(path, repetitions, *flag);
            return o;
        },
        [this](Outcome o) {
            if (!o.result) {
                m_outcome->setText(tr("Refused or failed: %1").arg(o.result.error().message()));
                m_status->setText(tr("Nothing lost: the file is whole"));
                Q_EMIT finished(false);
                return;
            }
            const DefragResult& r = *o.result;
            m_outcome->setText(
                QStringLiteral("%1 (%2): %3").arg(QFileInfo(r.path).fileName(), defragMethodName(r.method), r.outcome));
            m_status->setText(
                r.stateBefore.digested && r.stateAfter.digested && r.stateBefore.digest == r.stateAfter.digest
                    ? tr("content verified: digest %1").arg(digestText(r.stateAfter.digest))
                    : QString());
            m_progress->setValue(1000);
            if (!r.after.inspection.map.path.isEmpty()) {
                addSnapshot({r.before, o.readBefore});
                addSnapshot({r.after, o.readAfter});
            } else if (r.dryRun) {
                addSnapshot({r.before, std::nullopt});
            }
            Q_EMIT statusMessage(m_outcome->text());
            Q_EMIT finished(!r.changedByOthers);
        });
}

void DefragPage::takeSnapshot()
{
    const QString path = m_file->text().trimmed();
    if (path.isEmpty() || m_busy)
        return;
    const QString label = tr("by hand, %1").arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")));
    runInBackground([path, label] { return fragscope::takeSnapshot(path, label); },
        [this](Result<Snapshot> s) {
            if (!s) {
                m_outcome->setText(s.error().message());
                return;
            }
            addSnapshot({std::move(*s), std::nullopt});
        });
}

void DefragPage::cancel()
{
    if (m_busy) {
        *m_cancelFlag = true;
        m_status->setText(tr("Cancelling…"));
    }
}

void DefragPage::addSnapshot(Entry entry)
{
    const QString name = tr("%1 — %2 (%n fragment(s))", "", int(entry.snapshot.inspection.report.fragments))
                             .arg(QFileInfo(entry.snapshot.inspection.map.path).fileName(), entry.snapshot.label);
    m_snapshots.push_back(std::move(entry));
    m_list->addItem(name);
    m_a->addItem(name);
    m_b->addItem(name);
    const int n = int(m_snapshots.size());
    if (n >= 2)
        compare(n - 2, n - 1);
}

void DefragPage::compare(int a, int b)
{
    if (a < 0 || b < 0 || std::max(a, b) >= int(m_snapshots.size()))
        return;
    m_a->setCurrentIndex(a);
    m_b->setCurrentIndex(b);
    const Entry& ea = m_snapshots[std::size_t(a)];
    const Entry& eb = m_snapshots[std::size_t(b)];
    m_compare->setHddParams(savedHddParams());
    m_compare->setSnapshots(ea.snapshot, eb.snapshot, ea.read, eb.read);
}

void DefragPage::refreshHddModel()
{
    compare(m_a->currentIndex(), m_b->currentIndex());
}

void DefragPage::saveSnapshot()
{
    const int row = m_list->currentRow() >= 0 ? m_list->currentRow() : int(m_snapshots.size()) - 1;
    if (row < 0)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the snapshot"), {}, tr("Snapshots (*.json)"));
    if (path.isEmpty())
        return;
    const QByteArray bytes = QJsonDocument(toJson(m_snapshots[std::size_t(row)].snapshot)).toJson();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        m_outcome->setText(tr("%1: %2").arg(path, file.errorString()));
}

void DefragPage::loadSnapshot()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Load a snapshot"), {}, tr("Snapshots (*.json);;All files (*)"));
    if (path.isEmpty() || m_busy)
        return;
    runInBackground([path] { return fragscope::loadSnapshot(path); },
        [this](Result<Snapshot> s) {
            if (!s) {
                m_outcome->setText(s.error().message());
                return;
            }
            addSnapshot({std::move(*s), std::nullopt});
        });
}

} // namespace fragscope
