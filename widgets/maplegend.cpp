// SPDX-License-Identifier: GPL-3.0-or-later
#include "maplegend.h"

#include "colormap.h"

#include <QPainter>

namespace fragscope {
namespace {

constexpr int kSwatch = 14;
constexpr int kRamp = 120;
constexpr int kSpacing = 14;

QImage swatch(BinKind kind, bool fragmentStart = false)
{
    QImage image(kSwatch, kSwatch, QImage::Format_ARGB32_Premultiplied);
    MapBin bin;
    bin.kind = kind;
    bin.position = 0.55f;
    for (int y = 0; y < kSwatch; ++y) {
        for (int x = 0; x < kSwatch; ++x) {
            const bool tick = fragmentStart && x < 2 && y < kSwatch / 3 + 1;
            image.setPixel(x, y, tick ? qRgb(20, 20, 20) : binColor(bin, x, y));
        }
    }
    return image;
}

} // namespace

MapLegend::MapLegend(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setAccessibleName(tr("Map legend"));
    setToolTip(tr("Colour tells where on the disk the data lie, in the order of the file's own pieces: a "
                  "contiguous file is one smooth gradient, a fragmented one is speckled. Black ticks mark where a "
                  "new run on disk starts (on ext4 and XFS where filefrag counts a new fragment)."));
}

QSize MapLegend::sizeHint() const
{
    return {600, fontMetrics().height() + 8};
}

void MapLegend::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const QFontMetrics fm = fontMetrics();
    const int h = height();
    const int top = (h - kSwatch) / 2;
    int x = 0;
    auto label = [&](const QString& text) {
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(x, 0, fm.horizontalAdvance(text) + 2, h), Qt::AlignVCenter, text);
        x += fm.horizontalAdvance(text) + kSpacing;
    };
    auto item = [&](const QImage& image, const QString& text) {
        painter.drawImage(x, top, image);
        painter.setPen(palette().color(QPalette::Mid));
        painter.drawRect(x, top, kSwatch - 1, kSwatch - 1);
        x += kSwatch + 4;
        label(text);
    };

    label(orderLabel());
    label(tr("first"));
    x -= kSpacing - 4;
    for (int i = 0; i < kRamp; ++i)
        painter.fillRect(x + i, top, 1, kSwatch, QColor::fromRgb(positionColor(float(i) / (kRamp - 1))));
    x += kRamp + 4;
    label(tr("last"));
    item(swatch(BinKind::Data, true), tr("new run on disk"));
    item(swatch(BinKind::Hole), tr("hole"));
    item(swatch(BinKind::Unwritten), tr("unwritten"));
    item(swatch(BinKind::Shared), tr("shared"));
    item(swatch(BinKind::Inline), tr("inline"));
    item(swatch(BinKind::Unknown), tr("delalloc / unknown"));
}

QString MapLegend::orderLabel() const
{
    return m_btrfs ? tr("Order of btrfs addresses:") : tr("Disk order:");
}

void MapLegend::setBtrfsAddresses(bool btrfs)
{
    if (m_btrfs == btrfs)
        return;
    m_btrfs = btrfs;
    setToolTip(btrfs ? tr("On btrfs FIEMAP gives btrfs's logical addresses, which its chunk tree maps to the "
                          "devices (the extent table's On device column, as root); the colours follow that order")
                     : QString());
    updateGeometry();
    update();
}

} // namespace fragscope
