// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/dialogs/calibratedialog.h"
#include "common/modules.h"

#include "common/backgroundjob.h"
#include "profileplot.h"
#include "util/units.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace fragscope {

CalibrateDialog::CalibrateDialog(const QString& path, QWidget* parent)
    : QDialog(parent)
    , m_path(path)
    , m_job(new BackgroundJob(this))
    , m_device(new QLabel(this))
    , m_thorough(new QCheckBox(tr("Thorough (about a minute; quick takes about 10 s)"), this))
    , m_plot(new ProfilePlot(this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_buttons(new QDialogButtonBox(this))
{
    setWindowTitle(tr("Measure This Disk"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Reads the disk under %1 — never writes — to learn what a read costs there: the "
                                "sequential rate across the disk, the time to reach a place against its distance, "
                                "the cost of a request and the gain of a queue. Every read time Fragscope gives for "
                                "files on this disk uses the result from then on.")
                                 .arg(path.toHtmlEscaped()),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_device->setWordWrap(true);
    m_device->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_device);
    layout->addWidget(m_thorough);
    m_plot->setMinimumSize(720, 260);
    layout->addWidget(m_plot, 1);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    layout->addWidget(m_progress);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_measure = m_buttons->addButton(tr("&Measure"), QDialogButtonBox::AcceptRole);
    m_cancel = m_buttons->addButton(QDialogButtonBox::Cancel);
    m_buttons->addButton(QDialogButtonBox::Close);
    m_measure->setDefault(true);
    m_measure->setEnabled(false);
    m_cancel->setEnabled(false);
    layout->addWidget(m_buttons);
    connect(m_measure, &QPushButton::clicked, this, &CalibrateDialog::measure);
    connect(m_cancel, &QPushButton::clicked, m_job, &BackgroundJob::cancel);
    connect(m_buttons->button(QDialogButtonBox::Close), &QPushButton::clicked, this, &CalibrateDialog::reject);
    findTarget();
}

CalibrateDialog::~CalibrateDialog() = default;

bool CalibrateDialog::isRunning() const
{
    return m_job->isRunning();
}

QString CalibrateDialog::statusText() const
{
    return m_status->text();
}

// Which disk, found off the GUI thread (it opens the device to see that it may).
void CalibrateDialog::findTarget()
{
    m_device->setText(tr("Finding the disk under %1…").arg(m_path.toHtmlEscaped()));
    auto found = std::make_shared<Result<std::vector<CalibrationTarget>>>(std::unexpected(Error{}));
    m_job->start([path = m_path, found](const JobContext&) { *found = calibrationTargets(path, openThroughUDisks); },
        [this, found] {
            if (!*found) {
                m_device->setText(QStringLiteral("<span style='color:#c62828'>%1</span>")
                                      .arg(tr("Cannot measure: %1").arg(found->error().message()).toHtmlEscaped()));
                Q_EMIT ended(false);
                return;
            }
            m_targets = **found;
            QStringList lines;
            for (const CalibrationTarget& t : m_targets) {
                QString text = tr("<b>%1</b> — %2, %3")
                                   .arg(t.node.toHtmlEscaped(),
                                       t.model.isEmpty() ? tr("no model given") : t.model.toHtmlEscaped(),
                                       formatBytes(t.sizeBytes));
                if (!t.measuredAs.isEmpty())
                    text += QStringLiteral("<br>") + tr("Measured: %1").arg(t.measuredAs.toHtmlEscaped());
                if (!t.warning.isEmpty())
                    text += QStringLiteral("<br><span style='color:#b26a00'>%1</span>").arg(t.warning.toHtmlEscaped());
                lines << text;
            }
            m_device->setText(lines.join(QStringLiteral("<br>")));
            growToFit();
            m_measure->setEnabled(true);
            m_measure->setFocus();
            if (m_autoStart)
                measure();
        });
}

void CalibrateDialog::measure()
{
    if (m_targets.empty() || m_job->isRunning())
        return;
    m_measure->setEnabled(false);
    m_thorough->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setValue(0);
    m_status->setText(tr("Measuring…"));
    const CalibrationOptions options{.thorough = m_thorough->isChecked(), .refused = openThroughUDisks};
    auto result = std::make_shared<Result<DeviceProfile>>(std::unexpected(Error{}));
    auto saved = std::make_shared<QStringList>(); // the devices whose profiles are saved
    m_job->start(
        [targets = m_targets, options, result, saved, this](const JobContext& job) {
            // Each device in turn, each profile saved as it is done.
            const double count = double(targets.size());
            for (std::size_t i = 0; i < targets.size() && !job.stopped(); ++i) {
                const QString which = targets.size() > 1 ? targets[i].node + QStringLiteral(": ") : QString();
                *result = calibrate(
                    targets[i], options, job.stopToken(), [&job, this, i, count, which](const CalibrationProgress& p) {
                        job.progress([this, p, i, count, which] {
                            m_plot->setProfile(p.profile);
                            m_progress->setValue(int((double(i) + p.fraction) / count * 1000));
                            m_status->setText(which + tr("Measuring: %1…").arg(calibrationPhaseName(p.phase)));
                        });
                    });
                if (!*result || job.stopped())
                    return;
                if (auto kept = saveProfile(**result); !kept) {
                    *result = std::unexpected(kept.error());
                    return;
                }
                saved->append(targets[i].node);
            }
        },
        [this, result, saved] { finished(std::move(*result), *saved); });
}

void CalibrateDialog::finished(Result<DeviceProfile> result, const QStringList& saved)
{
    m_cancel->setEnabled(false);
    m_thorough->setEnabled(true);
    m_measure->setEnabled(true);
    if (!result) {
        m_progress->setValue(0);
        const QString kept = saved.isEmpty()
            ? tr("nothing was saved.")
            : tr("the profiles of %1 were saved, nothing else.").arg(saved.join(QStringLiteral(", ")).toHtmlEscaped());
        m_status->setText(result.error().cancelled || m_job->wasCancelled()
                ? tr("Cancelled: %1").arg(kept)
                : QStringLiteral("<span style='color:#c62828'>%1</span> %2")
                      .arg(result.error().message().toHtmlEscaped(), saved.isEmpty() ? QString() : kept));
        Q_EMIT ended(false);
        return;
    }
    m_profile = std::move(*result);
    m_plot->setProfile(*m_profile);
    m_progress->setValue(1000);
    QStringList devices;
    for (const CalibrationTarget& t : m_targets)
        devices << t.node.toHtmlEscaped();
    m_status->setText(m_targets.size() > 1
            ? tr("Each of %1 measured and saved: a read there is priced on each device's own from now on (a survey "
                 "already shown keeps its figures until it runs again).")
                  .arg(devices.join(QStringLiteral(", ")))
            : tr("Measured in %1 s and saved: the read times of files on %2 use it from now on (a survey "
                 "already shown keeps its figures until it runs again).")
                  .arg(QLocale().toString(m_profile->seconds, 'f', 1), m_profile->device.toHtmlEscaped()));
    growToFit();
    Q_EMIT measured(m_profile->device);
    Q_EMIT ended(true);
}

// Taller where the text grew (several devices, a long message): wrapped labels do not raise the
// dialog's minimum height themselves, and the plots would be drawn over them.
void CalibrateDialog::growToFit()
{
    resize(size().expandedTo(sizeHint()));
}

void CalibrateDialog::reject()
{
    m_job->cancel();
    QDialog::reject();
}

} // namespace fragscope
