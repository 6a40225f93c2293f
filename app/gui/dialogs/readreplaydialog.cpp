// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/dialogs/readreplaydialog.h"

#include "common/backgroundjob.h"
#include "readreplay.h"
#include "remembered.h"

#include "util/path.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QShortcut>
#include <QSlider>
#include <QTimer>
#include <QVBoxLayout>

namespace fragscope {
namespace {

constexpr int kSliderSteps = 1000;
constexpr double kFitSeconds = 20; // the default replay's length

} // namespace

ReadReplayDialog::ReadReplayDialog(const std::shared_ptr<const ExtentMap>& map, const HddParams& params,
    const QString& title, QWidget* parent, const std::shared_ptr<const DiskLayout>& diskLayout)
    : QDialog(parent)
    , m_view(new ReadReplayView)
    , m_play(new QPushButton(tr("Pause")))
    , m_speed(new QComboBox)
    , m_slider(new QSlider(Qt::Horizontal))
    , m_status(new QLabel)
    , m_export(new QPushButton(tr("Export…")))
    , m_timer(new QTimer(this))
    , m_job(new BackgroundJob(this))
    , m_exportJob(new BackgroundJob(this))
{
    setWindowTitle(tr("Replay Read — %1").arg(title));
    setAttribute(Qt::WA_DeleteOnClose);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    auto* controls = new QHBoxLayout;
    m_play->setToolTip(tr("Play or pause the replay (Space)"));
    m_play->setEnabled(false);
    controls->addWidget(m_play);
    auto* restart = new QPushButton(tr("From the Start"));
    restart->setToolTip(tr("Back to the start of the read (Home)"));
    controls->addWidget(restart);
    m_slider->setRange(0, kSliderSteps);
    m_slider->setAccessibleName(tr("Moment of the read"));
    controls->addWidget(m_slider, 1);
    m_speed->addItem(tr("Lasting about 20 s"), 0.0);
    for (double factor : {1.0, 10.0, 100.0, 1000.0})
        m_speed->addItem(tr("%1× the model's clock").arg(QLocale().toString(factor, 'f', 0)), factor);
    m_speed->setAccessibleName(tr("Replay speed"));
    controls->addWidget(m_speed);
    m_export->setToolTip(tr("Save the replay at this speed, 10 frames a second: as one animated PNG, which web "
                            "browsers and slides play, or as PNG frames in a folder"));
    auto* exportMenu = new QMenu(m_export);
    m_export->setMenu(exportMenu);
    m_export->setEnabled(false);
    controls->addWidget(m_export);
    layout->addLayout(controls);
    m_status->setText(tr("Working out the read on a %1 (model)…").arg(diskName(params)));
    layout->addWidget(m_status);

    connect(m_play, &QPushButton::clicked, this, [this] { setPlaying(!isPlaying()); });
    connect(restart, &QPushButton::clicked, this, [this] { seek(0); });
    connect(new QShortcut(QKeySequence(Qt::Key_Space), this), &QShortcut::activated, m_play, &QPushButton::click);
    connect(new QShortcut(QKeySequence(Qt::Key_Home), this), &QShortcut::activated, restart, &QPushButton::click);
    connect(m_slider, &QSlider::sliderMoved, this, [this](int v) {
        if (m_scene)
            seek(m_scene->duration() * v / kSliderSteps);
    });
    connect(exportMenu->addAction(tr("Animated PNG…")), &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the replay as an animated PNG"),
            dialogFolder(QStringLiteral("exports")) + QStringLiteral("/replay.png"), tr("Animated PNG (*.png)"));
        if (path.isEmpty())
            return;
        rememberDialogChoice(QStringLiteral("exports"), path);
        exportReplay(path, true);
    });
    connect(exportMenu->addAction(tr("PNG Frames…")), &QAction::triggered, this, [this] {
        const QString folder = pathFromQt(QFileDialog::getExistingDirectory(
            this, tr("Folder for the frames"), dialogFolder(QStringLiteral("exports"))));
        if (folder.isEmpty())
            return;
        rememberDialogChoice(QStringLiteral("exports"), folder + QStringLiteral("/replay-0001.png"));
        exportReplay(folder, false);
    });
    m_timer->setInterval(33);
    connect(m_timer, &QTimer::timeout, this, &ReadReplayDialog::advance);
    resize(1000, 620);

    // The model's trace of a file of 16,000 pieces takes some milliseconds: off the GUI thread all
    // the same, as all work on a layout.
    auto scene = std::make_shared<std::shared_ptr<const ReplayScene>>();
    m_job->start(
        [scene, map, params, diskLayout](const JobContext&) {
            *scene = std::make_shared<const ReplayScene>(ReplayScene::make(*map, params, diskLayout.get()));
        },
        [this, scene] { showScene(*scene); });
}

ReadReplayDialog::~ReadReplayDialog() = default;

void ReadReplayDialog::showScene(std::shared_ptr<const ReplayScene> scene)
{
    m_scene = std::move(scene);
    m_view->setScene(m_scene);
    m_play->setEnabled(true);
    m_export->setEnabled(true);
    const QLocale l;
    m_status->setText(tr("%1 requests of the kernel (128 KiB at most) as the drive serves them; the replay runs "
                         "%2× the model's clock")
                          .arg(l.toString(qulonglong(m_scene->steps.size())), l.toString(speed(), 'f', 1)));
    setPlaying(true);
    Q_EMIT sceneReady();
}

bool ReadReplayDialog::isPlaying() const
{
    return m_timer->isActive();
}

void ReadReplayDialog::setPlaying(bool playing)
{
    if (!m_scene)
        return;
    if (playing && m_view->time() >= m_scene->duration())
        seek(0);
    if (playing) {
        m_clock.start();
        m_timer->start();
    } else {
        m_timer->stop();
    }
    m_play->setText(playing ? tr("Pause") : tr("Play"));
}

double ReadReplayDialog::speed() const
{
    const double chosen = m_speed->currentData().toDouble();
    if (chosen > 0 || !m_scene)
        return chosen > 0 ? chosen : 1;
    return std::max(1.0, m_scene->duration() / kFitSeconds);
}

void ReadReplayDialog::advance()
{
    const double elapsed = double(m_clock.restart()) / 1000;
    const double next = m_view->time() + elapsed * speed();
    seek(next);
    if (next >= m_scene->duration())
        setPlaying(false);
}

void ReadReplayDialog::seek(double seconds)
{
    if (!m_scene)
        return;
    const double t = std::clamp(seconds, 0.0, m_scene->duration());
    m_view->setTime(t);
    if (!m_slider->isSliderDown())
        m_slider->setValue(m_scene->duration() > 0 ? int(t / m_scene->duration() * kSliderSteps) : 0);
}

void ReadReplayDialog::exportReplay(const QString& target, bool animated)
{
    if (!m_scene)
        return;
    m_export->setEnabled(false);
    auto outcome = std::make_shared<Result<int>>(0);
    m_exportJob->start(
        [this, outcome, scene = m_scene, target, animated, speed = speed(), palette = m_view->palette()](
            const JobContext& job) {
            const auto progress = [this, &job](int done, int total) {
                job.progress(
                    [this, done, total] { m_status->setText(tr("Saving frame %1 of %2…").arg(done).arg(total)); });
            };
            // An animation plays in a browser or on a slide: smaller than the frames, which go to a video.
            *outcome = animated ? exportReplayAnimation(
                           *scene, target, QSize(960, 540), speed, 10, 600, palette, job.stopToken(), progress)
                                : exportReplayFrames(*scene, target, QSize(1280, 720), speed, 10, 600, palette,
                                    job.stopToken(), progress);
        },
        [this, outcome, target, animated] {
            m_export->setEnabled(true);
            if (!*outcome) {
                m_status->setText(outcome->error().message());
                return;
            }
            m_status->setText(animated ? tr("Saved the replay, %n frame(s), as %1", "", **outcome).arg(target)
                                       : tr("Saved %n frame(s) in %1", "", **outcome).arg(target));
            Q_EMIT framesSaved(**outcome);
        });
}

} // namespace fragscope
