// SPDX-License-Identifier: GPL-3.0-or-later
#include "extentmapview.h"

#include "colormap.h"
#include "util/units.h"
#include "viewexport.h"

#include <QAction>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>

namespace fragscope {
namespace {
constexpr double kZoomStep = 1.5;
constexpr int kMargin = 6;

ExtentMapView::ReplayHandler& replayHandler()
{
    static ExtentMapView::ReplayHandler handler;
    return handler;
}

} // namespace

void ExtentMapView::setReplayHandler(ReplayHandler handler)
{
    replayHandler() = std::move(handler);
}

ExtentMapView::ExtentMapView(QWidget* parent)
    : QWidget(parent)
    , m_replay(new QAction(tr("Replay Read…"), this))
    , m_nav(this, kZoomStep, kZoomStep,
          {.zoom = [this](std::optional<QPointF> anchor, double factor) { zoomAbout(anchor, factor); },
              .drag =
                  [this](QPointF delta) {
                      if (!m_map)
                          return;
                      // Along the rows: a pixel is a column; across them, a row's worth of columns.
                      const int pitch = m_geometry.rowHeight + m_geometry.rowGap;
                      m_geometry.pan(-delta.x() - delta.y() / pitch * m_geometry.columns(), total());
                      invalidate();
                  },
              .page =
                  [this](int dx, int dy) {
                      m_geometry.pan((dx + dy) * double(m_geometry.bins()) * 0.1, total());
                      invalidate();
                  },
              .showAll = [this] { resetZoom(); }})
{
    m_replay->setToolTip(tr("Replay a cold sequential read of this layout as the disk model serves it"));
    m_replay->setEnabled(false);
    connect(m_replay, &QAction::triggered, this, [this] {
        if (replayHandler() && m_map)
            replayHandler()(this, m_map, m_layout);
    });
    addAction(m_replay);
    addExportActions(this, QStringLiteral("extent-map"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Extent map"));
    m_labelWidth = fontMetrics().horizontalAdvance(QStringLiteral("000.0 MiB")) + kMargin;
}

QSize ExtentMapView::sizeHint() const
{
    return {800, 320};
}

QSize ExtentMapView::minimumSizeHint() const
{
    return {200, 60};
}

void ExtentMapView::adopt(std::shared_ptr<const ExtentMap> map, std::shared_ptr<const MapIndex> index)
{
    m_map = std::move(map);
    m_layout = nullptr; // the new map's, if any, comes after it
    if (m_map && !index)
        index = std::make_shared<const MapIndex>(indexMap(*m_map));
    m_index = m_map ? std::move(index) : nullptr;
    m_replay->setEnabled(m_map && !m_map->extents.empty() && replayHandler());
}

void ExtentMapView::setDiskLayout(std::shared_ptr<const DiskLayout> layout)
{
    m_layout = std::move(layout);
}

void ExtentMapView::setSharingColours(bool on)
{
    if (m_sharingColours == on)
        return;
    m_sharingColours = on;
    invalidate();
}

void ExtentMapView::setMap(std::shared_ptr<const ExtentMap> map, std::shared_ptr<const MapIndex> index)
{
    adopt(std::move(map), std::move(index));
    m_selected = -1;
    layoutStrip();
    m_geometry.reset(total());
    invalidate();
}

void ExtentMapView::updateMap(std::shared_ptr<const ExtentMap> map, std::shared_ptr<const MapIndex> index)
{
    if (!m_map || !map || m_map->path != map->path) {
        setMap(std::move(map), std::move(index));
        return;
    }
    const MapGeometry kept = m_geometry;
    const std::int64_t selected = m_selected;
    // Showing the whole file stays showing the whole file as it grows or shrinks (Watch).
    const bool whole = kept.viewStart == 0 && kept.viewEnd >= total();
    adopt(std::move(map), std::move(index));
    m_geometry = kept;
    if (whole || m_geometry.viewEnd > total())
        m_geometry.reset(total());
    m_selected = selected < std::int64_t(m_map->extents.size()) ? selected : -1;
    invalidate();
}

std::uint64_t ExtentMapView::total() const
{
    if (!m_map)
        return 1;
    const std::uint64_t end = m_map->extents.empty() ? 0 : m_map->extents.back().logicalEnd();
    return std::max<std::uint64_t>({m_map->fileSize, end, 1});
}

void ExtentMapView::layoutStrip()
{
    const int rowHeight = std::max(14, fontMetrics().height() + 2);
    m_geometry.rowHeight = rowHeight;
    m_geometry.rowGap = 4;
    m_geometry.area = rect().adjusted(m_labelWidth + kMargin, kMargin, -kMargin, -kMargin);
    // Use whole rows only, so the last row is as tall as the others.
    const int rows = m_geometry.rows();
    m_geometry.area.setHeight(rows * rowHeight + (rows - 1) * m_geometry.rowGap);
}

void ExtentMapView::invalidate()
{
    m_imageValid = false;
    update();
    Q_EMIT viewChanged(m_geometry.viewStart, m_geometry.viewEnd, m_geometry.bytesPerBin());
}

void ExtentMapView::resizeEvent(QResizeEvent*)
{
    const MapGeometry old = m_geometry;
    layoutStrip();
    m_geometry.viewStart = old.viewStart;
    m_geometry.viewEnd = old.viewEnd == 0 ? total() : old.viewEnd;
    invalidate();
}

void ExtentMapView::renderImage()
{
    // At the screen's pixel ratio (150 %, 200 %): a bin per device pixel, so a screen with twice the
    // pixels shows twice the detail. The same rows over the same bytes: a bin here is a slice of the
    // logical bin the geometry (and the mouse) speaks of.
    const qreal ratio = std::max<qreal>(1, devicePixelRatioF());
    MapGeometry device = m_geometry;
    device.area = QRect(QPoint(0, 0), (QSizeF(m_geometry.area.size()) * ratio).toSize());
    device.rowHeight = int(std::lround(m_geometry.rowHeight * ratio));
    device.rowGap = m_geometry.rows() > 1
        ? (device.area.height() - m_geometry.rows() * device.rowHeight) / (m_geometry.rows() - 1)
        : int(std::lround(m_geometry.rowGap * ratio));
    const QSize size = device.area.size();
    if (m_image.size() != size)
        m_image = QImage(size, QImage::Format_ARGB32_Premultiplied);
    m_image.setDevicePixelRatio(ratio);
    m_image.fill(Qt::transparent);
    if (!m_map) {
        m_imageValid = true;
        return;
    }
    const int cols = device.columns();
    const int rowHeight = device.rowHeight;
    const int pitch = rowHeight + device.rowGap;
    const auto bins = binExtents(*m_map, m_index->fragmentStarts, m_index->order, m_geometry.viewStart,
        m_geometry.viewEnd, std::size_t(cols) * std::size_t(m_geometry.rows()));
    const int tick = std::max(3, rowHeight / 4);
    const QRgb breakColor = qRgb(20, 20, 20);
    std::vector<QRgb> plain(static_cast<std::size_t>(cols));
    for (int row = 0; row < m_geometry.rows(); ++row) {
        const MapBin* rowBins = bins.data() + std::size_t(row) * std::size_t(cols);
        // Data columns are one colour top to bottom: look it up once per column, not per pixel.
        for (int x = 0; x < cols; ++x)
            plain[std::size_t(x)] = plainColor(rowBins[x]);
        for (int y = 0; y < rowHeight; ++y) {
            const int iy = row * pitch + y;
            if (iy >= size.height())
                break;
            auto* line = reinterpret_cast<QRgb*>(m_image.scanLine(iy));
            for (int x = 0; x < cols && x < size.width(); ++x) {
                const MapBin& bin = rowBins[x];
                if (bin.fragmentStart && y < tick)
                    line[x] = breakColor;
                else if (plain[std::size_t(x)] != 0)
                    line[x] = plain[std::size_t(x)];
                else // the hatching of holes and unknown blocks as on a 100 % screen
                    line[x] = binColor(bin, int(x / ratio), int(y / ratio));
            }
        }
    }
    m_imageValid = true;
}

QRgb ExtentMapView::plainColor(const MapBin& bin) const
{
    if (!m_sharingColours)
        return bin.kind == BinKind::Data ? positionColor(bin.position) : 0;
    return bin.kind == BinKind::Data ? ownDataColor().rgb() : bin.kind == BinKind::Shared ? sharedColor().rgb() : 0;
}

QString ExtentMapView::message() const
{
    if (!m_map)
        return tr("No map to show");
    if (m_map->extents.empty()) {
        return m_map->fileSize == 0
            ? tr("The file is empty: it has no extents.")
            : tr("The file has no blocks: all %1 of it is a hole.").arg(formatBytes(m_map->fileSize));
    }
    return {};
}

void ExtentMapView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (const QString said = message(); !said.isEmpty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, said);
        return;
    }
    if (!m_imageValid)
        renderImage();
    painter.drawImage(QRectF(m_geometry.area), m_image);
    drawRowLabels(painter);
    drawSelection(painter);
    if (hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DotLine));
        painter.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void ExtentMapView::drawRowLabels(QPainter& painter)
{
    painter.setPen(palette().color(QPalette::Text));
    const int pitch = m_geometry.rowHeight + m_geometry.rowGap;
    const std::size_t cols = std::size_t(m_geometry.columns());
    // Label every row when it fits, else every few rows.
    const int every = std::max(1, (fontMetrics().height() + 2) / pitch + 1);
    for (int row = 0; row < m_geometry.rows(); row += every) {
        const std::uint64_t offset = m_geometry.offsetOfBin(std::size_t(row) * cols);
        if (offset >= total())
            break;
        const QRect r(kMargin, m_geometry.area.top() + row * pitch, m_labelWidth - kMargin, m_geometry.rowHeight);
        painter.drawText(r, Qt::AlignRight | Qt::AlignVCenter, formatBytes(offset));
    }
}

void ExtentMapView::drawRange(QPainter& painter, std::uint64_t start, std::uint64_t end)
{
    if (end <= m_geometry.viewStart || start >= m_geometry.viewEnd || end <= start)
        return;
    const std::size_t first = m_geometry.binOf(std::max(start, m_geometry.viewStart));
    const std::size_t last = m_geometry.binOf(std::min(end, m_geometry.viewEnd) - 1);
    const auto cols = std::size_t(m_geometry.columns());
    for (std::size_t row = first / cols; row <= last / cols; ++row) {
        const std::size_t from = std::max(first, row * cols);
        const std::size_t to = std::min(last, row * cols + cols - 1);
        const QPoint a = m_geometry.binOrigin(from);
        const QPoint b = m_geometry.binOrigin(to);
        painter.drawRect(QRect(a.x() - 1, a.y() - 1, b.x() - a.x() + 3, m_geometry.rowHeight + 2));
    }
}

void ExtentMapView::drawSelection(QPainter& painter)
{
    if (!m_highlights.empty()) {
        painter.setPen(QPen(QColor(255, 140, 0), 1));
        painter.setBrush(QColor(255, 140, 0, 60));
        for (const auto& [start, end] : m_highlights)
            drawRange(painter, start, end);
    }
    if (!m_map || m_selected < 0 || m_selected >= std::int64_t(m_map->extents.size()))
        return;
    const Extent& e = m_map->extents[std::size_t(m_selected)];
    painter.setPen(QPen(QColor(230, 40, 40), 2));
    painter.setBrush(Qt::NoBrush);
    drawRange(painter, e.logical, e.logicalEnd());
}

void ExtentMapView::setViewRange(std::uint64_t start, std::uint64_t end)
{
    const std::uint64_t t = total();
    end = std::min(end, t);
    if (end <= start || (start == m_geometry.viewStart && end == m_geometry.viewEnd))
        return;
    m_geometry.viewStart = start;
    m_geometry.viewEnd = end;
    invalidate();
}

void ExtentMapView::setHighlights(std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges)
{
    m_highlights = std::move(ranges);
    update();
}

QString ExtentMapView::tooltipFor(std::int64_t index) const
{
    const Extent& e = m_map->extents[std::size_t(index)];
    const QString flags = extentFlagNames(e.flags).join(QStringLiteral(", "));
    return tr("<b>Extent %1</b><br>logical %2 – %3<br>physical %4<br>length %5%6")
        .arg(index)
        .arg(formatBytes(e.logical), formatBytes(e.logicalEnd()),
            e.locationUnknown() ? tr("not yet known") : formatBytes(e.physical), formatBytes(e.length),
            flags.isEmpty() ? QString() : tr("<br>flags: %1").arg(flags));
}

bool ExtentMapView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && m_map) {
        auto* help = static_cast<QHelpEvent*>(event);
        const auto offset = m_geometry.offsetAt(help->pos());
        const std::int64_t index = offset ? extentAt(*m_map, *offset) : -1;
        if (index >= 0)
            QToolTip::showText(help->globalPos(), tooltipFor(index), this);
        else if (offset && *offset < total())
            QToolTip::showText(
                help->globalPos(), tr("Hole at %1: no blocks, reads as zeros").arg(formatBytes(*offset)), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void ExtentMapView::zoomAbout(std::optional<QPointF> anchor, double factor)
{
    if (!m_map)
        return;
    const std::uint64_t middle = (m_geometry.viewStart + m_geometry.viewEnd) / 2;
    const auto at = anchor ? m_geometry.offsetAt(anchor->toPoint()) : std::nullopt;
    m_geometry.zoom(factor, at.value_or(middle), total());
    invalidate();
}

void ExtentMapView::wheelEvent(QWheelEvent* event)
{
    if (!m_map)
        return;
    if (!(event->modifiers() & Qt::ShiftModifier)) {
        m_nav.wheel(event);
        return;
    }
    m_geometry.pan(-event->angleDelta().y() / 120.0 * m_geometry.columns(), total()); // a row a notch
    invalidate();
    event->accept();
}

void ExtentMapView::mousePressEvent(QMouseEvent* event)
{
    m_nav.press(event);
}

void ExtentMapView::mouseMoveEvent(QMouseEvent* event)
{
    m_nav.move(event);
}

void ExtentMapView::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_nav.release(event) || !m_map)
        return;
    const auto offset = m_geometry.offsetAt(event->pos());
    const std::int64_t index = offset ? extentAt(*m_map, *offset) : -1;
    if (index >= 0) {
        setSelectedExtent(index);
        Q_EMIT extentClicked(index);
    }
}

void ExtentMapView::keyPressEvent(QKeyEvent* event)
{
    if (!m_nav.key(event))
        QWidget::keyPressEvent(event);
}

void ExtentMapView::zoomIn()
{
    m_nav.zoomIn();
}

void ExtentMapView::zoomOut()
{
    m_nav.zoomOut();
}

void ExtentMapView::resetZoom()
{
    m_geometry.reset(total());
    invalidate();
}

void ExtentMapView::setSelectedExtent(std::int64_t index)
{
    if (!m_map || index >= std::int64_t(m_map->extents.size()))
        index = -1;
    m_selected = index;
    if (index >= 0) {
        const auto before = m_geometry.viewStart;
        m_geometry.ensureVisible(m_map->extents[std::size_t(index)].logical, total());
        if (before != m_geometry.viewStart) {
            invalidate();
            return;
        }
    }
    update();
}

} // namespace fragscope
