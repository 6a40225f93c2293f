// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchmatrixview.h"

#include "colormap.h"
#include "report/benchtext.h"
#include "viewexport.h"

#include <QLocale>
#include <QPainter>

namespace fragscope {
namespace {

constexpr int kRowHeight = 64;
constexpr int kHeaderHeight = 28;
constexpr int kLabelWidth = 170;
constexpr int kGap = 6;

QString mbps(double bytesPerSecond)
{
    const double v = toMBps(bytesPerSecond);
    return QLocale().toString(v, 'f', v < 100 ? 2 : 1);
}

} // namespace

BenchMatrixView::BenchMatrixView(QWidget* parent)
    : QWidget(parent)
{
    addExportActions(this, QStringLiteral("benchmark-matrix"));
    setAccessibleName(tr("Benchmark matrix"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
}

void BenchMatrixView::setResult(const BenchResult& result)
{
    m_rows = benchMatrix(result);
    m_title = result.title;
    updateGeometry();
    update();
}

QSize BenchMatrixView::sizeHint() const
{
    return {kLabelWidth + 2 * 220 + 4 * kGap,
        kHeaderHeight + int(std::max<std::size_t>(m_rows.size(), 1)) * (kRowHeight + kGap) + kGap};
}

QSize BenchMatrixView::minimumSizeHint() const
{
    return {kLabelWidth + 2 * 120, kHeaderHeight + kRowHeight};
}

void BenchMatrixView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    if (m_rows.empty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("Run a job or a preset: its figures appear here."));
        return;
    }
    const int cellWidth = std::max(120, (width() - kLabelWidth - 4 * kGap) / 2);
    double best[2] = {1, 1};
    for (const MatrixRow& r : m_rows) {
        best[0] = std::max(best[0], r.readBandwidth);
        best[1] = std::max(best[1], r.writeBandwidth);
    }
    QFont header = font();
    header.setBold(true);
    p.setFont(header);
    p.setPen(pal.color(QPalette::Text));
    const QString titles[2] = {tr("Read (MB/s)"), tr("Write (MB/s)")};
    for (int c = 0; c < 2; ++c) {
        const QRect cell(kLabelWidth + kGap * (2 + c) + c * cellWidth, 0, cellWidth, kHeaderHeight);
        p.drawText(cell, Qt::AlignCenter, titles[c]);
    }
    QFont big = font();
    big.setPointSizeF(font().pointSizeF() * 1.9);
    big.setBold(true);
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.9);
    const QColor accent = QColor::fromRgb(positionColor(0.35f));
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const MatrixRow& r = m_rows[i];
        const int y = kHeaderHeight + int(i) * (kRowHeight + kGap);
        const QRect label(kGap, y, kLabelWidth, kRowHeight);
        p.setPen(Qt::NoPen);
        p.setBrush(accent);
        p.drawRoundedRect(label, 4, 4);
        p.setPen(Qt::white);
        p.setFont(header);
        p.drawText(label.adjusted(6, 0, -6, 0), Qt::AlignCenter | Qt::TextWordWrap, r.label);
        const double bw[2] = {r.readBandwidth, r.writeBandwidth};
        const double iops[2] = {r.readIops, r.writeIops};
        for (int c = 0; c < 2; ++c) {
            const QRect cell(kLabelWidth + kGap * (2 + c) + c * cellWidth, y, cellWidth, kRowHeight);
            p.setPen(QPen(pal.color(QPalette::Mid), 1));
            p.setBrush(pal.color(QPalette::AlternateBase));
            p.drawRoundedRect(cell, 4, 4);
            if (bw[c] < 0) {
                p.setPen(pal.color(QPalette::PlaceholderText));
                p.setFont(big);
                p.drawText(cell, Qt::AlignCenter, QStringLiteral("–"));
                continue;
            }
            QColor bar = accent;
            bar.setAlpha(70);
            p.setPen(Qt::NoPen);
            p.setBrush(bar);
            p.drawRoundedRect(
                QRectF(cell).adjusted(1, 1, -1, -1).adjusted(0, 0, -(cell.width() - 2) * (1 - bw[c] / best[c]), 0), 3,
                3);
            p.setPen(pal.color(QPalette::Text));
            p.setFont(big);
            p.drawText(cell.adjusted(0, 2, -10, -kRowHeight / 3), Qt::AlignRight | Qt::AlignVCenter, mbps(bw[c]));
            if (iops[c] >= 0) {
                p.setFont(small);
                p.drawText(cell.adjusted(0, kRowHeight * 2 / 3 - 4, -10, -2), Qt::AlignRight | Qt::AlignVCenter,
                    tr("%1 IOPS").arg(formatIops(iops[c])));
            }
        }
    }
}

} // namespace fragscope
