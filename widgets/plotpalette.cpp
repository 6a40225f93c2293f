// SPDX-License-Identifier: GPL-3.0-or-later
#include "plotpalette.h"

#include <QEvent>
#include <QPalette>
#include <qcustomplot.h>

namespace fragscope {
namespace {

void apply(QCustomPlot* plot)
{
    const QPalette& p = plot->palette();
    const QColor text = p.color(QPalette::Text);
    const QColor base = p.color(QPalette::Base);
    QColor grid = text;
    grid.setAlphaF(0.18f);
    QColor subGrid = text;
    subGrid.setAlphaF(0.08f);
    plot->setBackground(base);
    for (QCPAxisRect* rect : plot->axisRects()) {
        for (QCPAxis* axis : rect->axes()) {
            axis->setBasePen(QPen(text, 1));
            axis->setTickPen(QPen(text, 1));
            axis->setSubTickPen(QPen(text, 1));
            axis->setTickLabelColor(text);
            axis->setLabelColor(text);
            axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
            axis->grid()->setSubGridPen(QPen(subGrid, 1, Qt::DotLine));
            axis->grid()->setZeroLinePen(Qt::NoPen);
        }
    }
    if (plot->legend) {
        QColor back = base;
        back.setAlphaF(0.85f);
        plot->legend->setBrush(back);
        plot->legend->setTextColor(text);
        plot->legend->setBorderPen(QPen(p.color(QPalette::Mid)));
    }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
        if (auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i)))
            title->setTextColor(text);
    }
}

// Lives as the plot's child; applies the palette again when it changes.
class PaletteFollower : public QObject
{
public:
    PaletteFollower(QCustomPlot* plot, std::function<void()> more)
        : QObject(plot)
        , m_plot(plot)
        , m_more(std::move(more))
    {
        plot->installEventFilter(this);
    }
    void run()
    {
        apply(m_plot);
        if (m_more)
            m_more();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_plot && event->type() == QEvent::PaletteChange)
            run();
        return false;
    }

private:
    QCustomPlot* m_plot;
    std::function<void()> m_more;
};

} // namespace

void followPalette(QCustomPlot* plot, std::function<void()> more)
{
    (new PaletteFollower(plot, std::move(more)))->run();
}

} // namespace fragscope
