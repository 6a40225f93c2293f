// SPDX-License-Identifier: GPL-3.0-or-later
#include "headerfit.h"

#include <QEvent>
#include <QHeaderView>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QStyle>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace fragscope {
namespace {

class HeaderFit : public QObject
{
public:
    explicit HeaderFit(QTableView* table)
        : QObject(table)
        , m_table(table)
    {
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
        table->viewport()->installEventFilter(this);
        // A width the user dragged is theirs: from then on the columns are left as they are.
        connect(table->horizontalHeader(), &QHeaderView::sectionResized, this, [this] {
            if (!m_fitting)
                m_userSized = true;
        });
        watch(table->model());
        schedule();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Resize)
            schedule();
        return QObject::eventFilter(watched, event);
    }

private:
    void watch(QAbstractItemModel* model)
    {
        if (!model)
            return;
        connect(model, &QAbstractItemModel::modelReset, this, &HeaderFit::schedule);
        connect(model, &QAbstractItemModel::layoutChanged, this, &HeaderFit::schedule);
        connect(model, &QAbstractItemModel::rowsInserted, this, &HeaderFit::schedule);
        connect(model, &QAbstractItemModel::dataChanged, this, &HeaderFit::schedule);
        connect(model, &QAbstractItemModel::headerDataChanged, this, &HeaderFit::schedule);
    }

    // Once per turn of the event loop, however many changes came.
    void schedule()
    {
        if (m_pending)
            return;
        m_pending = true;
        QTimer::singleShot(0, this, [this] {
            m_pending = false;
            fit();
        });
    }

    void fit()
    {
        if (m_userSized)
            return;
        m_fitting = true;
        const auto fitted = qScopeGuard([this] { m_fitting = false; });
        QHeaderView* header = m_table->horizontalHeader();
        const QAbstractItemModel* model = m_table->model();
        if (!model)
            return;
        const QFontMetrics metrics(header->font());
        // Around a header's text: the style's margins and the sort arrow.
        const int padding = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header)
            + header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header) + 6;
        static const QRegularExpression space(QStringLiteral("\\s+"));
        const int columns = model->columnCount();
        std::vector<int> widths(std::size_t(std::max(columns, 0)), 0);
        int natural = 0;
        int shown = 0;
        for (int c = 0; c < columns; ++c) {
            if (header->isSectionHidden(c))
                continue;
            int word = 0;
            for (const QString& w : model->headerData(c, Qt::Horizontal).toString().split(space, Qt::SkipEmptyParts))
                word = std::max(word, metrics.horizontalAdvance(w));
            widths[std::size_t(c)] = std::max(word + padding, contentWidth(c));
            natural += widths[std::size_t(c)];
            ++shown;
        }
        if (shown == 0)
            return;
        // The spare width, shared evenly; none when the table is narrower than its columns need
        // (it scrolls sideways instead of cutting them).
        const int spare = std::max(0, m_table->viewport()->width() - natural);
        int lines = 1;
        int given = 0;
        for (int c = 0; c < columns; ++c) {
            if (header->isSectionHidden(c))
                continue;
            ++given;
            const int width = widths[std::size_t(c)] + spare / shown + (given == shown ? spare % shown : 0);
            header->resizeSection(c, width);
            const QRect text = metrics.boundingRect(QRect(0, 0, std::max(1, width - padding), 10000),
                int(Qt::AlignCenter | Qt::TextWordWrap), model->headerData(c, Qt::Horizontal).toString());
            lines = std::max(lines, (text.height() + metrics.lineSpacing() - 1) / metrics.lineSpacing());
        }
        header->setMinimumHeight(lines * metrics.lineSpacing() + 8);
    }

    // QTableView keeps sizeHintForColumn protected; QAbstractItemView makes it public.
    int contentWidth(int column) const
    {
        const QAbstractItemView* view = m_table;
        return view->sizeHintForColumn(column);
    }

    QTableView* m_table; // the parent: this goes with it
    bool m_pending = false;
    bool m_fitting = false;   // our own resizes, not the user's
    bool m_userSized = false; // the user dragged a column
};

} // namespace

void fitColumnsToHeaders(QTableView* table)
{
    new HeaderFit(table);
}

} // namespace fragscope
