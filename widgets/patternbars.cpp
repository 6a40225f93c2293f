// SPDX-License-Identifier: GPL-3.0-or-later
#include "patternbars.h"

#include "colormap.h"
#include "extents/ramp.h"
#include "report/snapshotcompare.h"
#include "viewexport.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace fragscope {

PatternBars::PatternBars(QWidget* parent)
    : QWidget(parent)
{
    setAccessibleName(tr("Throughput by pattern"));
    setMinimumHeight(160);
    addExportActions(this, QStringLiteral("discard-patterns"));
}

void PatternBars::setPatterns(std::vector<PatternComparison> patterns, const QString& nameA, const QString& nameB)
{
    m_patterns = std::move(patterns);
    m_names[0] = nameA;
    m_names[1] = nameB;
    update();
}

void PatternBars::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QColor text = palette().color(QPalette::Text);
    if (m_patterns.empty()) {
        p.setPen(palette().color(QPalette::Mid));
        p.drawText(rect(), Qt::AlignCenter, tr("The patterns' throughput shows here once both sides have run"));
        return;
    }
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    const QColor colours[2]
        = {QColor::fromRgb(positionColor(seriesPosition(0, 2))), QColor::fromRgb(positionColor(seriesPosition(1, 2)))};
    // The legend on top, then a row of two bars per pattern.
    int x = 8;
    for (int side = 0; side < 2; ++side) {
        p.fillRect(QRect(x, 6, 12, 12), colours[side]);
        p.setPen(text);
        const QString name = QStringLiteral("%1: %2").arg(QChar(u'A' + side)).arg(m_names[side]);
        p.drawText(x + 16, 6 + fm.ascent(), name);
        x += 16 + fm.horizontalAdvance(name) + 24;
    }
    double top = 0;
    int labelWidth = 0, changeWidth = 0;
    for (const PatternComparison& c : m_patterns) {
        top = std::max({top, c.a.max, c.b.max});
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(c.pattern));
        changeWidth = std::max(changeWidth, fm.horizontalAdvance(formatMeasuredChange(c.a, c.b)));
    }
    const int left = 8 + labelWidth + 8;
    const int right = width() - 8 - changeWidth - 8;
    const int barsTop = 6 + line + 8;
    const double rowHeight = double(height() - barsTop - line - 8) / double(m_patterns.size());
    const double barHeight = std::clamp((rowHeight - 6) / 2, 3.0, 14.0);
    const auto xOf = [&](double v) { return left + (right - left) * (top > 0 ? v / top : 0); };
    for (std::size_t i = 0; i < m_patterns.size(); ++i) {
        const PatternComparison& c = m_patterns[i];
        const double y = barsTop + rowHeight * double(i);
        p.setPen(text);
        p.drawText(QRectF(8, y, labelWidth, rowHeight), Qt::AlignVCenter | Qt::AlignLeft, c.pattern);
        for (int side = 0; side < 2; ++side) {
            const Spread& s = side == 0 ? c.a : c.b;
            const double by = y + (rowHeight - 2 * barHeight - 2) / 2 + side * (barHeight + 2);
            p.fillRect(QRectF(left, by, xOf(s.median) - left, barHeight), colours[side]);
            // The runs' range: a whisker across the bar's end.
            p.setPen(QPen(text, 1));
            const double mid = by + barHeight / 2;
            p.drawLine(QPointF(xOf(s.min), mid), QPointF(xOf(s.max), mid));
            p.drawLine(QPointF(xOf(s.min), by + 2), QPointF(xOf(s.min), by + barHeight - 2));
            p.drawLine(QPointF(xOf(s.max), by + 2), QPointF(xOf(s.max), by + barHeight - 2));
        }
        QColor changeColour = text;
        if (c.noise == Noise::Within)
            changeColour = palette().color(QPalette::Disabled, QPalette::Text);
        p.setPen(changeColour);
        p.drawText(QRectF(right + 8, y, changeWidth, rowHeight), Qt::AlignVCenter | Qt::AlignLeft,
            formatMeasuredChange(c.a, c.b));
    }
    // The scale: 0 and the fastest run, in MB/s.
    p.setPen(palette().color(QPalette::Mid));
    p.drawLine(left, barsTop, left, height() - line - 8);
    p.setPen(text);
    p.drawText(QRect(left - 20, height() - line - 4, 40, line), Qt::AlignHCenter, QStringLiteral("0"));
    p.drawText(QRect(right - 100, height() - line - 4, 100, line), Qt::AlignRight,
        tr("%1 MB/s").arg(QLocale().toString(top / 1e6, 'f', 0)));
}

} // namespace fragscope
