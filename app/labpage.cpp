// SPDX-License-Identifier: GPL-3.0-or-later
#include "labpage.h"

#include "extentmapview.h"
#include "hddmodeldialog.h"
#include "pageshortcut.h"

#include "lab/hddmodel.h"
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
#include <QLocale>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace fragscope {
namespace {

QString modelHeader(const HddParams& p)
{
    return LabPage::tr("%1 rpm disk (model)").arg(QLocale().toString(p.rpm, 'f', 0));
}

} // namespace

LabPage::LabPage(QWidget* parent)
    : QWidget(parent)
    , m_preset(new QComboBox)
    , m_size(new QSpinBox)
    , m_total(new QSpinBox)
    , m_writeSize(new QSpinBox)
    , m_repeat(new QSpinBox)
    , m_defrag(new QCheckBox(tr("Defragment afterwards")))
    , m_run(new QPushButton(tr("Run the experiment")))
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_export(new QPushButton(tr("Export report…")))
    , m_copy(new QPushButton(tr("Copy as text")))
    , m_hddModel(new QPushButton(tr("Disk model…")))
    , m_progress(new QProgressBar)
    , m_status(new QLabel)
{
    auto* layout = new QVBoxLayout(this);
    auto* intro
        = new QLabel(tr("Two files take the same random writes, each followed by fsync: put one directory on btrfs "
                        "(copy-on-write) and one on ext4 or XFS (in place), and watch the maps."));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* targets = new QGridLayout;
    for (int side = 0; side < 2; ++side) {
        Side& s = m_sides[std::size_t(side)];
        s.directory = new QLineEdit;
        s.directory->setPlaceholderText(side == 0 ? tr("A directory on btrfs") : tr("A directory on ext4 or XFS"));
        auto* browse = new QToolButton;
        browse->setText(QStringLiteral("…"));
        browse->setToolTip(tr("Choose the directory"));
        connect(browse, &QToolButton::clicked, this, [this, side] {
            QLineEdit* edit = m_sides[std::size_t(side)].directory;
            const QString dir
                = QFileDialog::getExistingDirectory(this, tr("Directory for the test file"), edit->text());
            if (!dir.isEmpty())
                edit->setText(dir);
        });
        targets->addWidget(new QLabel(side == 0 ? tr("A") : tr("B")), side, 0);
        targets->addWidget(s.directory, side, 1);
        targets->addWidget(browse, side, 2);
    }
    layout->addLayout(targets);

    auto* settingsRow = new QHBoxLayout;
    m_preset->addItem(tr("The talk's experiment (1 GiB, 64 MiB of writes)"));
    m_preset->addItem(tr("Quick (256 MiB, 16 MiB of writes)"));
    m_preset->addItem(tr("Custom"));
    connect(m_preset, &QComboBox::activated, this, &LabPage::applyPreset);
    m_size->setRange(1, 1 << 20);
    m_size->setSuffix(tr(" MiB"));
    m_size->setToolTip(tr("Size of each test file, written sequentially first"));
    m_total->setRange(1, 1 << 20);
    m_total->setSuffix(tr(" MiB"));
    m_total->setToolTip(tr("Bytes of random writes in all"));
    m_writeSize->setRange(1, 1024);
    m_writeSize->setSuffix(tr(" KiB"));
    m_writeSize->setToolTip(tr("Size of each random write; each is followed by fsync"));
    m_repeat->setRange(0, 20);
    m_repeat->setToolTip(tr("Cold sequential reads at every stage (0: none)"));
    for (QSpinBox* box : {m_size, m_total, m_writeSize})
        connect(box, &QSpinBox::valueChanged, this, [this] { m_preset->setCurrentIndex(2); });
    settingsRow->addWidget(m_preset);
    settingsRow->addWidget(new QLabel(tr("File")));
    settingsRow->addWidget(m_size);
    settingsRow->addWidget(new QLabel(tr("Writes")));
    settingsRow->addWidget(m_total);
    settingsRow->addWidget(new QLabel(tr("of")));
    settingsRow->addWidget(m_writeSize);
    settingsRow->addWidget(new QLabel(tr("Reads")));
    settingsRow->addWidget(m_repeat);
    settingsRow->addWidget(m_defrag);
    m_hddModel->setToolTip(tr("The rotating disk the read times are predicted for"));
    connect(m_hddModel, &QPushButton::clicked, this, &LabPage::editHddModel);
    settingsRow->addWidget(m_hddModel);
    settingsRow->addStretch(1);
    layout->addLayout(settingsRow);

    auto* actions = new QHBoxLayout;
    addPageShortcut(this, m_run, QKeySequence(Qt::CTRL | Qt::Key_R));
    addPageShortcut(this, m_cancel, QKeySequence(Qt::Key_Escape));
    addPageShortcut(this, m_export, QKeySequence(Qt::CTRL | Qt::Key_E));
    m_run->setToolTip(tr("Run every step on both directories (Ctrl+R)"));
    m_cancel->setToolTip(tr("Cancel (Esc); the test files are removed"));
    m_export->setToolTip(tr("Save the whole experiment as one HTML file (Ctrl+E)"));
    m_copy->setToolTip(tr("filefrag-style listings and dd-style lines, as people post them"));
    connect(m_run, &QPushButton::clicked, this, &LabPage::run);
    connect(m_cancel, &QPushButton::clicked, this, &LabPage::cancel);
    connect(m_export, &QPushButton::clicked, this, &LabPage::exportReport);
    connect(m_copy, &QPushButton::clicked, this, &LabPage::copyAsText);
    m_cancel->setEnabled(false);
    m_export->setEnabled(false);
    m_copy->setEnabled(false);
    for (QPushButton* b : {m_run, m_cancel, m_export, m_copy})
        actions->addWidget(b);
    m_progress->setRange(0, 1000);
    m_progress->setMaximumHeight(14);
    m_progress->setTextVisible(false);
    actions->addWidget(m_progress, 1);
    actions->addWidget(m_status, 1);
    layout->addLayout(actions);

    auto* panes = new QHBoxLayout;
    for (int side = 0; side < 2; ++side) {
        Side& s = m_sides[std::size_t(side)];
        auto* pane = new QVBoxLayout;
        s.title = new QLabel(side == 0 ? tr("<b>A</b>") : tr("<b>B</b>"));
        s.map = new ExtentMapView;
        s.map->setMinimumHeight(220);
        s.summary = new QTableWidget(0, 4);
        s.summary->setHorizontalHeaderLabels(
            {tr("Stage"), tr("Extents"), tr("Cold read"), modelHeader(savedHddParams())});
        s.summary->verticalHeader()->hide();
        s.summary->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        s.summary->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
        s.summary->setEditTriggers(QAbstractItemView::NoEditTriggers);
        s.summary->setMaximumHeight(140);
        s.summary->setSelectionBehavior(QAbstractItemView::SelectRows);
        s.summary->setSelectionMode(QAbstractItemView::SingleSelection);
        s.summary->setToolTip(tr("Pick a stage to see its map"));
        connect(s.summary, &QTableWidget::currentCellChanged, this, [this, side](int row) { showStage(side, row); });
        pane->addWidget(s.title);
        pane->addWidget(s.map, 1);
        pane->addWidget(s.summary);
        panes->addLayout(pane, 1);
    }
    layout->addLayout(panes, 1);
    m_preset->setCurrentIndex(1);
    applyPreset(1);
}

LabPage::~LabPage()
{
    *m_cancelFlag = true;
    m_work.waitForFinished();
}

void LabPage::applyPreset(int index)
{
    if (index > 1)
        return;
    const LabSettings s = index == 0 ? LabSettings::published() : LabSettings::quick();
    const QSignalBlocker a(m_size), b(m_total), c(m_writeSize);
    m_size->setValue(int(s.fileBytes >> 20));
    m_total->setValue(int(s.writeTotalBytes >> 20));
    m_writeSize->setValue(int(s.writeBytes >> 10));
    m_repeat->setValue(s.readRepetitions);
}

void LabPage::setDirectories(const QString& a, const QString& b)
{
    m_sides[0].directory->setText(a);
    m_sides[1].directory->setText(b);
}

void LabPage::setSettings(const LabSettings& s)
{
    const QSignalBlocker a(m_size), b(m_total), c(m_writeSize);
    m_size->setValue(int(s.fileBytes >> 20));
    m_total->setValue(int(s.writeTotalBytes >> 20));
    m_writeSize->setValue(int(s.writeBytes >> 10));
    m_repeat->setValue(s.readRepetitions);
    m_defrag->setChecked(s.defrag);
    const auto sameSizes = [&s](const LabSettings& p) {
        return p.fileBytes == s.fileBytes && p.writeTotalBytes == s.writeTotalBytes && p.writeBytes == s.writeBytes;
    };
    m_preset->setCurrentIndex(sameSizes(LabSettings::published()) ? 0 : sameSizes(LabSettings::quick()) ? 1 : 2);
}

LabSettings LabPage::settings() const
{
    LabSettings s;
    s.fileBytes = std::uint64_t(m_size->value()) << 20;
    s.writeTotalBytes = std::uint64_t(m_total->value()) << 20;
    s.writeBytes = std::uint64_t(m_writeSize->value()) << 10;
    s.readRepetitions = m_repeat->value();
    s.defrag = m_defrag->isChecked();
    s.hdd = savedHddParams();
    return s;
}

void LabPage::setBusy(bool busy)
{
    m_busy = busy;
    m_run->setEnabled(!busy);
    m_cancel->setEnabled(busy);
    m_export->setEnabled(!busy && m_result.has_value());
    m_copy->setEnabled(!busy && m_result.has_value());
    for (QWidget* w : std::initializer_list<QWidget*>{
             m_preset, m_size, m_total, m_writeSize, m_repeat, m_defrag, m_sides[0].directory, m_sides[1].directory})
        w->setEnabled(!busy);
}

void LabPage::run()
{
    if (m_busy)
        return;
    const QStringList dirs{m_sides[0].directory->text().trimmed(), m_sides[1].directory->text().trimmed()};
    if (dirs[0].isEmpty() || dirs[1].isEmpty()) {
        m_status->setText(tr("Choose both directories first."));
        return;
    }
    const LabSettings s = settings();
    if (const QString why = s.problem(); !why.isEmpty()) {
        m_status->setText(why);
        return;
    }
    m_result.reset();
    m_mapUpdates = 0;
    for (Side& side : m_sides) {
        side.summary->setRowCount(0);
        side.map->setMap(nullptr);
    }
    *m_cancelFlag = false;
    setBusy(true);
    auto flag = m_cancelFlag;
    m_work.addFuture(QtConcurrent::run([this, dirs, s, flag] {
        auto r = runLab(dirs, s, *flag, [this](const LabProgress& p) {
            QMetaObject::invokeMethod(
                this, [this, p] { showProgress(p); }, Qt::QueuedConnection);
        });
        QMetaObject::invokeMethod(
            this,
            [this, r = std::move(r)]() mutable {
                if (r)
                    m_result = std::move(*r);
                setBusy(false); // after m_result: Export and Copy need it
                if (!r) {
                    m_status->setText(tr("Refused: %1").arg(r.error().message()));
                    Q_EMIT finished(false);
                    return;
                }
                showResult(*m_result);
                Q_EMIT finished(!m_result->cancelled);
            },
            Qt::QueuedConnection);
    }));
}

void LabPage::cancel()
{
    *m_cancelFlag = true;
    m_status->setText(tr("Stopping; the test files are being removed…"));
}

void LabPage::showProgress(const LabProgress& p)
{
    if (p.target < 0 || p.target > 1)
        return;
    Side& side = m_sides[std::size_t(p.target)];
    m_status->setText(
        QStringLiteral("%1: %2").arg(p.target == 0 ? QStringLiteral("A") : QStringLiteral("B"), labStepName(p.step)));
    if (p.total > 0)
        m_progress->setValue(int(1000.0 * double(p.done) / double(p.total)));
    if (p.map) {
        ++m_mapUpdates;
        side.map->setMap(p.map);
        side.title->setText(tr("<b>%1</b> — %2 extents after %3 of %4 writes")
                                .arg(p.target == 0 ? QStringLiteral("A") : QStringLiteral("B"))
                                .arg(p.map->extents.size())
                                .arg(p.done)
                                .arg(p.total));
    }
}

void LabPage::showResult(const LabResult& r)
{
    for (std::size_t i = 0; i < r.targets.size() && i < 2; ++i) {
        const LabTarget& t = r.targets[i];
        Side& side = m_sides[i];
        side.title->setText(QStringLiteral("<b>%1</b> — %2 (%3)")
                                .arg(i == 0 ? QStringLiteral("A") : QStringLiteral("B"), t.directory.toHtmlEscaped(),
                                    t.created.snapshot.inspection.fs.typeName));
        const auto stages = labStages(t);
        side.summary->setRowCount(int(stages.size()));
        for (int row = 0; row < int(stages.size()); ++row) {
            const LabStage& st = *stages[std::size_t(row)].stage;
            if (st.snapshot.inspection.map.fileSize == 0 && !st.read)
                continue; // a stage that did not run
            QString read
                = st.read ? tr("%1 MB/s").arg(QLocale().toString(st.read->median / 1e6, 'f', 0)) : tr("not measured");
            if (row > 0 && st.read && t.created.read)
                read += QStringLiteral(" (%1)").arg(formatPercentChange(t.created.read->median, st.read->median));
            const QStringList cells{stages[std::size_t(row)].title,
                QLocale().toString(qulonglong(st.snapshot.inspection.report.extentRecords)), read,
                QStringLiteral("%1 s").arg(
                    QLocale().toString(predictHddRead(st.snapshot.inspection.map, r.settings.hdd).seconds, 'f', 1))};
            for (int c = 0; c < cells.size(); ++c) {
                auto* item = new QTableWidgetItem(cells[c]);
                if (c > 0)
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                side.summary->setItem(row, c, item);
            }
        }
        if (!t.error.isEmpty())
            side.title->setText(side.title->text() + QStringLiteral(" — ") + t.error.toHtmlEscaped());
        // The map of the stage picked in the table; first the one after the writes.
        side.summary->setCurrentCell(std::min(1, side.summary->rowCount() - 1), 0);
    }
    m_progress->setValue(1000);
    m_status->setText(r.cancelled ? tr("Cancelled; the test files were removed") : tr("Done"));
    Q_EMIT statusMessage(m_status->text());
}

void LabPage::showStage(int side, int row)
{
    if (!m_result || std::size_t(side) >= m_result->targets.size() || row < 0)
        return;
    const LabTarget& t = m_result->targets[std::size_t(side)];
    const auto stages = labStages(t);
    const LabStage* st = row < int(stages.size()) ? stages[std::size_t(row)].stage : nullptr;
    if (st && st->snapshot.inspection.map.fileSize > 0)
        m_sides[std::size_t(side)].map->setMap(std::make_shared<const ExtentMap>(st->snapshot.inspection.map));
}

void LabPage::editHddModel()
{
    auto* dialog = new HddModelDialog(savedHddParams(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const HddParams p = dialog->params();
        saveHddParams(p);
        for (Side& side : m_sides)
            side.summary->horizontalHeaderItem(3)->setText(modelHeader(p));
        if (m_result && !m_busy) {
            m_result->settings.hdd = p; // the same layouts, predicted for the new disk
            showResult(*m_result);
        }
        Q_EMIT hddModelChanged();
    });
    dialog->open();
}

void LabPage::exportReport()
{
    if (!m_result)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the experiment"), QStringLiteral("fragscope-lab.html"), tr("HTML (*.html)"));
    if (path.isEmpty())
        return;
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(labHtml(*m_result).toUtf8()) < 0 || !out.commit()) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Export"),
            tr("Could not write %1: %2").arg(path, out.errorString()), QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return;
    }
    Q_EMIT statusMessage(tr("Report written to %1").arg(path));
}

void LabPage::copyAsText()
{
    if (!m_result)
        return;
    QApplication::clipboard()->setText(labText(*m_result));
    Q_EMIT statusMessage(tr("Copied the experiment as text"));
}

} // namespace fragscope
