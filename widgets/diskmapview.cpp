// SPDX-License-Identifier: GPL-3.0-or-later
#include "diskmapview.h"

#include "colormap.h"
#include "util/units.h"
#include "viewexport.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>

namespace fragscope {

DiskMapView::DiskMapView(QWidget* parent)
    : QWidget(parent)
    , m_nav(this, 1.25, 2,
          {.zoom = [this](std::optional<QPointF> anchor,
                       double factor) { zoomAt(anchor.value_or(QPointF(width() / 2.0, height() / 2.0)), factor); },
              .drag =
                  [this](QPointF delta) {
                      m_pan += delta;
                      update();
                  },
              .page =
                  [this](int dx, int dy) {
                      m_pan -= QPointF(dx * width() / 10.0, dy * height() / 10.0);
                      update();
                  },
              .showAll = [this] { resetZoom(); }})
{
    addExportActions(this, QStringLiteral("disk-map"));
    setAccessibleName(tr("Disk map"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(200, 200);
}

QColor DiskMapView::stateColor(CellState state)
{
    switch (state) {
    case CellState::Free:
        return QColor(0xf2, 0xf2, 0xee);
    case CellState::Metadata:
        return QColor(0x4a, 0x55, 0x68);
    case CellState::Contiguous:
        return ownDataColor();
    case CellState::Fragmented:
        return QColor(0xe0, 0x4b, 0x2f);
    case CellState::Shared:
        return sharedColor();
    case CellState::Unreferenced:
        return QColor(0x2a, 0x9d, 0x8f);
    case CellState::Other:
        return QColor(0xa8, 0xa8, 0xa0);
    case CellState::Outside:
        return QColor(0xff, 0xff, 0xff);
    }
    return Qt::black;
}

QString DiskMapView::legendHtml(Colouring colouring)
{
    QString html;
    const auto entry = [&html](const QColor& color, const QString& name) {
        html += QStringLiteral("<span style='background:%1'>&nbsp;&nbsp;&nbsp;&nbsp;</span>&nbsp;%2&nbsp;&nbsp; ")
                    .arg(color.name(), name.toHtmlEscaped().replace(QLatin1Char(' '), QLatin1String("&nbsp;")));
    };
    if (colouring == Colouring::TimeLost) {
        entry(stateColor(CellState::Free), stateName(CellState::Free));
        entry(stateColor(CellState::Metadata), stateName(CellState::Metadata));
        entry(lostShareColor(0), tr("No read time lost"));
        entry(lostShareColor(0.1), tr("A tenth of the read lost"));
        entry(lostShareColor(0.9), tr("Most of the read lost"));
        entry(stateColor(CellState::Unreferenced), stateName(CellState::Unreferenced));
        entry(stateColor(CellState::Other), stateName(CellState::Other));
        return html;
    }
    for (CellState s : {CellState::Free, CellState::Metadata, CellState::Contiguous, CellState::Fragmented,
             CellState::Shared, CellState::Unreferenced, CellState::Other})
        entry(stateColor(s), stateName(s));
    return html;
}

QString DiskMapView::stateName(CellState state)
{
    switch (state) {
    case CellState::Free:
        return tr("Free");
    case CellState::Metadata:
        return tr("File system metadata");
    case CellState::Contiguous:
        return tr("File in one piece");
    case CellState::Fragmented:
        return tr("Fragmented file");
    case CellState::Shared:
        return tr("Shared (reflink, snapshot)");
    case CellState::Unreferenced:
        return tr("Unreferenced (bookends)");
    case CellState::Other:
        return tr("Other data");
    case CellState::Outside:
        return tr("No block group here");
    }
    return {};
}

void DiskMapView::setCells(std::vector<CellView> cells, std::uint64_t start, std::uint64_t cellBytes)
{
    m_cells = std::move(cells);
    m_start = start;
    m_cellBytes = cellBytes;
    m_geometry.cells = m_cells.size();
    rebuildImage();
}

void DiskMapView::setHighlighted(std::vector<std::size_t> cells)
{
    m_highlighted = std::move(cells);
    rebuildImage();
}

void DiskMapView::setLayout(DiskMapGeometry::Layout layout)
{
    m_geometry.layout = layout;
    rebuildImage();
}

void DiskMapView::setColouring(Colouring colouring)
{
    m_colouring = colouring;
    rebuildImage();
}

void DiskMapView::rebuildImage()
{
    const std::uint32_t side = m_geometry.side();
    m_image = QImage(int(side), int(side), QImage::Format_RGB32);
    m_image.fill(palette().color(QPalette::Base));
    const QColor free = stateColor(CellState::Free);
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        const CellView& c = m_cells[i];
        const bool fileCell
            = c.state == CellState::Contiguous || c.state == CellState::Fragmented || c.state == CellState::Shared;
        QColor color = m_colouring == Colouring::TimeLost && fileCell && c.lostShare >= 0 ? lostShareColor(c.lostShare)
                                                                                          : stateColor(c.state);
        if (c.state != CellState::Free && c.state != CellState::Outside) {
            // A cell partly in use is paler: free-space fragmentation shows as pale speckle.
            const double t = 0.3 + 0.7 * double(c.used);
            color = QColor::fromRgbF(float(free.redF() + (color.redF() - free.redF()) * t),
                float(free.greenF() + (color.greenF() - free.greenF()) * t),
                float(free.blueF() + (color.blueF() - free.blueF()) * t));
        }
        const QPoint p = m_geometry.position(i);
        m_image.setPixel(p, color.rgb());
    }
    for (std::size_t i : m_highlighted) {
        if (i < m_cells.size())
            m_image.setPixel(m_geometry.position(i), QColor(0xff, 0xc4, 0x00).rgb());
    }
    update();
}

QRectF DiskMapView::imageRect() const
{
    const double side = std::min(width(), height()) - 8;
    const double scaled = std::max(1.0, side * m_zoom);
    const QPointF centre = QPointF(width() / 2.0, height() / 2.0) + m_pan;
    return QRectF(centre.x() - scaled / 2, centre.y() - scaled / 2, scaled, scaled);
}

std::ptrdiff_t DiskMapView::cellAtWidgetPos(QPointF pos) const
{
    const QRectF r = imageRect();
    if (!r.contains(pos) || m_image.isNull())
        return -1;
    const double side = m_geometry.side();
    const QPoint grid(int((pos.x() - r.left()) / r.width() * side), int((pos.y() - r.top()) / r.height() * side));
    return m_geometry.cellAt(grid);
}

void DiskMapView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Window));
    if (m_cells.empty()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("The disk map fills as the survey runs."));
        return;
    }
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    const QRectF r = imageRect();
    p.drawImage(r, m_image);
    p.setPen(QPen(palette().color(QPalette::Mid), 1));
    p.drawRect(r.adjusted(-0.5, -0.5, 0.5, 0.5));
    // Cell borders once they are large enough to see.
    const double cellPx = r.width() / m_geometry.side();
    if (cellPx >= 6) {
        p.setPen(QPen(palette().color(QPalette::Window), 1));
        const QRectF visible = r.intersected(QRectF(rect()));
        const int side = int(m_geometry.side());
        const int first = std::max(0, int((visible.left() - r.left()) / cellPx));
        const int last = std::min(side, int((visible.right() - r.left()) / cellPx) + 1);
        for (int i = first; i <= last; ++i)
            p.drawLine(QPointF(r.left() + i * cellPx, visible.top()), QPointF(r.left() + i * cellPx, visible.bottom()));
        const int firstRow = std::max(0, int((visible.top() - r.top()) / cellPx));
        const int lastRow = std::min(side, int((visible.bottom() - r.top()) / cellPx) + 1);
        for (int i = firstRow; i <= lastRow; ++i)
            p.drawLine(QPointF(visible.left(), r.top() + i * cellPx), QPointF(visible.right(), r.top() + i * cellPx));
    }
}

void DiskMapView::zoomAt(QPointF anchor, double factor)
{
    const double zoom = std::clamp(m_zoom * factor, 1.0, 256.0);
    factor = zoom / m_zoom;
    // Keep the point under the cursor where it is.
    const QPointF centre = QPointF(width() / 2.0, height() / 2.0) + m_pan;
    m_pan += (centre - anchor) * (factor - 1);
    m_zoom = zoom;
    if (m_zoom == 1.0)
        m_pan = {};
    update();
}

void DiskMapView::zoomIn()
{
    m_nav.zoomIn();
}

void DiskMapView::zoomOut()
{
    m_nav.zoomOut();
}

void DiskMapView::resetZoom()
{
    m_zoom = 1;
    m_pan = {};
    update();
}

void DiskMapView::wheelEvent(QWheelEvent* event)
{
    m_nav.wheel(event);
}

void DiskMapView::mousePressEvent(QMouseEvent* event)
{
    m_nav.press(event);
}

void DiskMapView::mouseMoveEvent(QMouseEvent* event)
{
    m_nav.move(event);
}

void DiskMapView::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_nav.release(event))
        return;
    const auto cell = cellAtWidgetPos(event->position());
    if (cell >= 0)
        Q_EMIT cellClicked(std::size_t(cell));
}

void DiskMapView::mouseDoubleClickEvent(QMouseEvent* event)
{
    const auto cell = cellAtWidgetPos(event->position());
    if (cell >= 0)
        Q_EMIT cellActivated(std::size_t(cell));
}

void DiskMapView::keyPressEvent(QKeyEvent* event)
{
    if (!m_nav.key(event))
        QWidget::keyPressEvent(event);
}

bool DiskMapView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const auto cell = cellAtWidgetPos(help->pos());
        if (cell < 0) {
            QToolTip::hideText();
            return true;
        }
        const CellView& c = m_cells[std::size_t(cell)];
        const std::uint64_t at = m_start + std::uint64_t(cell) * m_cellBytes;
        QString text = tr("%1 – %2 (%3 per cell)\n%4, %5 in use")
                           .arg(formatBytes(at), formatBytes(at + m_cellBytes), formatBytes(m_cellBytes),
                               stateName(c.state), formatPercent(c.used));
        if (m_describe) {
            const QString owners = m_describe(std::size_t(cell));
            if (!owners.isEmpty())
                text += QLatin1Char('\n') + owners;
        }
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace fragscope
