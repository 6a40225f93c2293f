// SPDX-License-Identifier: GPL-3.0-or-later
#include "readreplay.h"

#include "apngwriter.h"

#include "colormap.h"
#include "util/units.h"

#include <QDir>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>

#include <algorithm>
#include <cmath>
#include <utility>

namespace fragscope {
namespace {

constexpr int kMargin = 12;
constexpr int kStrip = 26;

// Where the head is `seconds` into the read: the step under way, and how far into its transfer.
struct Head
{
    std::size_t step = 0;
    std::uint64_t logical = 0;
    std::uint64_t physical = 0;
};

Head headAt(const ReplayScene& s, double seconds)
{
    Head h;
    if (s.steps.empty())
        return h;
    h.step = readStepAt(s.steps, seconds);
    const ReadStep& r = s.steps[h.step];
    const double flowing = seconds - r.start - r.positionSeconds;
    const double part = r.transferSeconds > 0 ? std::clamp(flowing / r.transferSeconds, 0.0, 1.0) : 1.0;
    const auto into = std::uint64_t(part * double(r.length));
    h.logical = r.logical + into;
    h.physical = r.physical + into;
    return h;
}

double place(std::uint64_t at, std::uint64_t low, std::uint64_t high)
{
    return std::clamp(double(at - std::min(at, low)) / double(std::max<std::uint64_t>(1, high - low)), 0.0, 1.0);
}

QColor colourAt(const ReplayScene& s, std::uint64_t physical, int alpha = 255)
{
    QColor c = QColor::fromRgb(positionColor(float(place(physical, s.low, s.high))));
    c.setAlpha(alpha);
    return c;
}

} // namespace

ReplayScene ReplayScene::make(const ExtentMap& map, const HddParams& params, const DiskLayout* layout)
{
    ReplayScene s;
    if (layout && layout->truth != DiskTruth::Fiemap) {
        const std::vector<Extent> read = readExtents(*layout);
        s.steps = traceHddRead(read, params, layout->readAheadBytes);
    } else {
        s.steps = traceHddRead(map.extents, params, layout ? layout->readAheadBytes : 0);
    }
    s.fileSize = map.fileSize;
    s.disk = diskName(params);
    if (s.steps.empty())
        return s;
    std::uint64_t low = UINT64_MAX, high = 0;
    std::uint32_t seeks = 0, hits = 0;
    for (const ReadStep& r : s.steps) {
        low = std::min(low, r.physical);
        high = std::max(high, r.physical + r.length);
        seeks += r.how == ReadStep::How::First || r.how == ReadStep::How::Seek;
        hits += r.how == ReadStep::How::CacheHit;
        s.seeksUpTo.push_back(seeks);
        s.hitsUpTo.push_back(hits);
    }
    const std::uint64_t pad = (high - low) / 50;
    s.low = low - std::min(low, pad);
    s.high = high + pad;
    s.fileSize = std::max(s.fileSize, s.steps.back().logical + s.steps.back().length);
    return s;
}

QString replayClock(const ReplayScene& scene, double seconds)
{
    const QLocale l;
    const double total = scene.duration();
    const int decimals = total < 10 ? 2 : 1;
    return ReadReplayView::tr("%1 s of %2 s")
        .arg(l.toString(std::clamp(seconds, 0.0, total), 'f', decimals), l.toString(total, 'f', decimals));
}

void paintReplay(QPainter& p, QSize size, const ReplayScene& s, double seconds, const QPalette& palette)
{
    p.fillRect(QRect(QPoint(0, 0), size), palette.color(QPalette::Base));
    p.setRenderHint(QPainter::Antialiasing, true);
    const QColor text = palette.color(QPalette::Text);
    QColor faint = text; // captions and frames: the text's colour, lighter
    faint.setAlpha(150);
    const int w = std::max(10, size.width() - 2 * kMargin);
    const int line = p.fontMetrics().height();
    if (s.steps.empty()) {
        p.setPen(text);
        p.drawText(QRect(QPoint(0, 0), size), Qt::AlignCenter, ReadReplayView::tr("Nothing to read: no data on disk"));
        return;
    }
    const Head head = headAt(s, seconds);
    const QLocale l;
    // What is read, on what, how far, and what it cost so far.
    int y = kMargin;
    QFont bold = p.font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(text);
    p.drawText(kMargin, y + line,
        ReadReplayView::tr("A cold sequential read on a %1 (model): %2").arg(s.disk, replayClock(s, seconds)));
    p.setFont(QFont());
    const std::uint32_t seeks = s.seeksUpTo[head.step], hits = s.hitsUpTo[head.step];
    p.drawText(kMargin, y + 2 * line + 4,
        ReadReplayView::tr("%1 seeks · %2 requests from the drive's cache · %3 read on · %4 of %5 read")
            .arg(l.toString(seeks), l.toString(hits), l.toString(qulonglong(head.step + 1 - seeks - hits)),
                formatBytes(head.logical), formatBytes(s.fileSize)));
    y += 2 * line + 16;

    // The file, in logical order: what is read so far in the colour of where it lies.
    p.setPen(faint);
    p.drawText(kMargin, y + line - 3, ReadReplayView::tr("The file, read from start to end"));
    y += line;
    const QRect file(kMargin, y, w, kStrip);
    p.fillRect(file, palette.color(QPalette::AlternateBase));
    const double readX = double(w) * place(head.logical, 0, s.fileSize);
    for (int x = 0; x < int(readX); ++x) {
        const auto logical = std::uint64_t((x + 0.5) / w * double(s.fileSize));
        const auto it = std::upper_bound(s.steps.begin(), s.steps.end(), logical,
            [](std::uint64_t at, const ReadStep& r) { return at < r.logical; });
        const ReadStep& r = *(it == s.steps.begin() ? it : it - 1);
        p.fillRect(QRectF(file.left() + x, file.top(), 1, kStrip),
            colourAt(s, r.physical + (logical - std::min(logical, r.logical))));
    }
    p.setPen(faint);
    p.setBrush(Qt::NoBrush);
    p.drawRect(file);
    y = file.bottom() + 34;

    // The disk around the file's data: where its pieces lie (faint), those read (full colour).
    const QRect disk(kMargin, y, w, kStrip);
    p.fillRect(disk, palette.color(QPalette::AlternateBase));
    std::vector<int> state(std::size_t(w), 0); // 0 nothing, 1 a piece not yet read, 2 read
    for (std::size_t i = 0; i < s.steps.size(); ++i) {
        const ReadStep& r = s.steps[i];
        const int a = int(double(w) * place(r.physical, s.low, s.high));
        const int b = std::max(a, int(double(w) * place(r.physical + r.length, s.low, s.high)) - 1);
        for (int x = std::clamp(a, 0, w - 1); x <= std::clamp(b, 0, w - 1); ++x)
            state[std::size_t(x)] = std::max(state[std::size_t(x)], i <= head.step ? 2 : 1);
    }
    for (int x = 0; x < w; ++x) {
        if (state[std::size_t(x)] == 0)
            continue;
        const auto at = s.low + std::uint64_t((x + 0.5) / w * double(s.high - s.low));
        p.fillRect(
            QRectF(disk.left() + x, disk.top(), 1, kStrip), colourAt(s, at, state[std::size_t(x)] == 2 ? 255 : 60));
    }
    p.setPen(faint);
    p.drawRect(disk);
    p.drawText(QRect(disk.left(), disk.bottom() + 2, w, line), Qt::AlignLeft, formatBytes(s.low));
    p.drawText(QRect(disk.left(), disk.bottom() + 2, w, line), Qt::AlignHCenter,
        ReadReplayView::tr("The disk, where the file's data lie"));
    p.drawText(QRect(disk.left(), disk.bottom() + 2, w, line), Qt::AlignRight, formatBytes(s.high));

    // The head: from the place in the file to the place on the disk.
    const double fileX = file.left() + readX;
    const double diskX = disk.left() + double(w) * place(head.physical, s.low, s.high);
    QPen headPen(text, 2);
    p.setPen(headPen);
    p.drawLine(QPointF(fileX, file.top() - 3), QPointF(fileX, file.bottom() + 1));
    p.drawLine(QPointF(fileX, file.bottom() + 1), QPointF(diskX, disk.top() - 1));
    QPainterPath marker;
    marker.moveTo(diskX, disk.top() + 2);
    marker.lineTo(diskX - 6, disk.top() - 8);
    marker.lineTo(diskX + 6, disk.top() - 8);
    marker.closeSubpath();
    p.fillPath(marker, text);
    p.drawLine(QPointF(diskX, disk.top()), QPointF(diskX, disk.bottom()));
    y = disk.bottom() + line + 14;

    // The head's path over the model's time: the address against the clock, drawn up to now.
    p.setPen(faint);
    p.drawText(kMargin, y + line - 3, ReadReplayView::tr("Where the head is over time"));
    y += line;
    const QRect plot(kMargin, y, w, std::max(40, size.height() - y - kMargin - line));
    p.setPen(faint);
    p.drawRect(plot);
    // A dot per request where and when it was read, in the colour of its place (one per pixel):
    // a contiguous file is one rising line, a scattered one bands the head goes back and forth between.
    const double total = std::max(1e-9, s.duration());
    const int h = plot.height() - 2;
    std::vector<char> drawn(std::size_t(w) * std::size_t(std::max(1, h)), 0);
    p.setRenderHint(QPainter::Antialiasing, false);
    for (std::size_t i = 0; i <= head.step; ++i) {
        const ReadStep& r = s.steps[i];
        const int x = std::clamp(int(r.start / total * w), 0, w - 1);
        const int y = std::clamp(int(place(r.physical, s.low, s.high) * h), 0, std::max(0, h - 1));
        if (std::exchange(drawn[std::size_t(y) * std::size_t(w) + std::size_t(x)], 1))
            continue;
        p.fillRect(QRect(plot.left() + x, plot.top() + 1 + y, 2, 2), colourAt(s, r.physical));
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(faint);
    for (const auto& [at, y] : {std::pair{s.low, plot.top() + 2}, std::pair{s.high, plot.bottom() - line - 2}}) {
        const QString label = formatBytes(at);
        const QRect box(plot.left() + 2, y, p.fontMetrics().horizontalAdvance(label) + 6, line);
        p.fillRect(box, palette.color(QPalette::Base));
        p.drawText(box, Qt::AlignCenter, label);
    }
    const double nowX = plot.left() + std::clamp(seconds / total, 0.0, 1.0) * w;
    p.setPen(QPen(text, 1, Qt::DashLine));
    p.drawLine(QPointF(nowX, plot.top()), QPointF(nowX, plot.bottom()));
    p.setPen(faint);
    p.drawText(QRect(plot.left(), plot.bottom() + 2, w, line), Qt::AlignLeft, ReadReplayView::tr("0 s"));
    p.drawText(QRect(plot.left(), plot.bottom() + 2, w, line), Qt::AlignRight,
        ReadReplayView::tr("%1 s").arg(l.toString(total, 'f', total < 10 ? 2 : 1)));
}

namespace {

// Paints the replay's frames in order and hands each to `save` (false: stop with its error):
// `fps` a second of replay shown at `speed` times the model's clock, at most `maxFrames`, at least
// the start and the end. Returns the frames made.
Result<int> eachReplayFrame(const ReplayScene& scene, QSize size, double speed, int fps, int maxFrames,
    const QPalette& palette, const std::atomic<bool>& stop, const std::function<void(int, int)>& progress,
    const std::function<Result<void>(const QImage&, int index, int total)>& save)
{
    const double shown = scene.duration() / std::max(1e-9, speed); // seconds the replay lasts
    const int total = std::clamp(int(std::ceil(shown * fps)) + 1, 2, std::max(2, maxFrames));
    QImage image(size, QImage::Format_RGB32);
    for (int i = 0; i < total; ++i) {
        if (stop.load())
            return i;
        {
            QPainter p(&image);
            paintReplay(p, size, scene, scene.duration() * i / (total - 1), palette);
        }
        if (auto ok = save(image, i, total); !ok)
            return std::unexpected(ok.error());
        if (progress)
            progress(i + 1, total);
    }
    return total;
}

} // namespace

Result<int> exportReplayFrames(const ReplayScene& scene, const QString& folder, QSize size, double speed, int fps,
    int maxFrames, const QPalette& palette, const std::atomic<bool>& stop,
    const std::function<void(int, int)>& progress)
{
    if (!QDir(folder).exists())
        return std::unexpected(Error{folder, ReadReplayView::tr("no such folder")});
    return eachReplayFrame(scene, size, speed, fps, maxFrames, palette, stop, progress,
        [&](const QImage& image, int i, int) -> Result<void> {
            const QString path
                = QDir(folder).filePath(QStringLiteral("replay-%1.png").arg(i + 1, 4, 10, QLatin1Char('0')));
            if (!image.save(path, "PNG"))
                return std::unexpected(Error{path, ReadReplayView::tr("cannot be written")});
            return {};
        });
}

Result<int> exportReplayAnimation(const ReplayScene& scene, const QString& path, QSize size, double speed, int fps,
    int maxFrames, const QPalette& palette, const std::atomic<bool>& stop,
    const std::function<void(int, int)>& progress)
{
    std::unique_ptr<ApngWriter> writer;
    auto made = eachReplayFrame(
        scene, size, speed, fps, maxFrames, palette, stop, progress, [&](const QImage& image, int, int total) {
            if (!writer)
                writer = std::make_unique<ApngWriter>(path, size, total, 1000 / std::max(1, fps));
            return writer->add(image);
        });
    if (!made || !writer || stop.load())
        return made; // stopped: the file was never made (it appears whole or not at all)
    if (auto ok = writer->finish(); !ok)
        return std::unexpected(ok.error());
    return made;
}

ReadReplayView::ReadReplayView(QWidget* parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Read replay"));
    setMinimumSize(480, 320);
}

void ReadReplayView::setScene(std::shared_ptr<const ReplayScene> scene)
{
    m_scene = std::move(scene);
    m_time = 0;
    update();
}

void ReadReplayView::setTime(double seconds)
{
    m_time = seconds;
    update();
}

void ReadReplayView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    if (!m_scene) {
        p.fillRect(rect(), palette().color(QPalette::Base));
        p.setPen(palette().color(QPalette::Mid));
        p.drawText(rect(), Qt::AlignCenter, tr("Working out the read…"));
        return;
    }
    paintReplay(p, size(), *m_scene, m_time, palette());
}

} // namespace fragscope
