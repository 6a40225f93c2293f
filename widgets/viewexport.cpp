// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewexport.h"

#include "remembered.h"
#include "util/units.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QTableView>
#include <QTreeView>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <vector>

namespace fragscope {
namespace {

// Paints the view scaled from its own size to `size`.
void paintView(QWidget* view, QPainter& painter, QSize size)
{
    const QSize own = view->size();
    if (own.isEmpty())
        return;
    painter.scale(double(size.width()) / own.width(), double(size.height()) / own.height());
    view->render(&painter, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
}

} // namespace

Result<void> exportView(QWidget* view, const QString& path, QSize size)
{
    if (size.isEmpty())
        size = view->size();
    const QString suffix = QFileInfo(path).suffix().toLower();
    // Written beside the target and renamed into place: a failed export leaves no half file.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return std::unexpected(Error{path, file.errorString()});
    if (suffix == QLatin1String("png")) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(view->palette().window().color());
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            paintView(view, painter, size);
        }
        if (!image.save(&file, "PNG"))
            return std::unexpected(Error{path, QApplication::translate("ViewExport", "the PNG could not be written")});
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setResolution(96); // CSS pixels: the width and height in mm are the pixels' own
        svg.setViewBox(QRect(QPoint(), size));
        svg.setTitle(view->accessibleName().isEmpty() ? QStringLiteral("Fragscope") : view->accessibleName());
        QPainter painter(&svg);
        paintView(view, painter, size);
    } else if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(&file);
        pdf.setResolution(96); // one page the view's size, at screen pixels
        pdf.setPageSize(QPageSize(QSizeF(size.width() * 72.0 / 96, size.height() * 72.0 / 96), QPageSize::Point));
        pdf.setPageMargins(QMarginsF());
        pdf.setCreator(QStringLiteral("Fragscope"));
        QPainter painter(&pdf);
        paintView(view, painter, size);
    } else {
        file.cancelWriting();
        return std::unexpected(Error{path,
            QApplication::translate("ViewExport", "'%1' is not a picture format Fragscope writes (png, svg, pdf)")
                .arg(suffix)});
    }
    if (!file.commit())
        return std::unexpected(Error{path, file.errorString()});
    return {};
}

void copyViewImage(QWidget* view)
{
    const qreal ratio = view->devicePixelRatioF();
    QImage image((QSizeF(view->size()) * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(view->palette().window().color());
    {
        QPainter painter(&image);
        view->render(&painter, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
    }
    QApplication::clipboard()->setImage(image);
}

void addExportActions(QWidget* view, const QString& name)
{
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* copy = new QAction(QApplication::translate("ViewExport", "Copy as Image"), view);
    QObject::connect(copy, &QAction::triggered, view, [view] { copyViewImage(view); });
    auto* save = new QAction(QApplication::translate("ViewExport", "Export Image…"), view);
    QObject::connect(save, &QAction::triggered, view, [view, name] {
        const QString dir = dialogFolder(
            QStringLiteral("exports"), QStandardPaths::writableLocation(QStandardPaths::PicturesLocation));
        QString filter;
        const QString path = QFileDialog::getSaveFileName(view, QApplication::translate("ViewExport", "Export Image"),
            dir + u'/' + name + QStringLiteral(".png"),
            QApplication::translate("ViewExport", "PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"),
            &filter);
        rememberDialogChoice(QStringLiteral("exports"), path);
        if (path.isEmpty())
            return;
        // The size, in pixels: the view's own by default, any other to fit a slide or a page.
        bool ok = false;
        const QString text = QInputDialog::getText(view, QApplication::translate("ViewExport", "Export Image"),
            QApplication::translate("ViewExport", "Size in pixels (width x height):"), QLineEdit::Normal,
            QStringLiteral("%1x%2").arg(view->width()).arg(view->height()), &ok);
        if (!ok)
            return;
        const QStringList wh = text.split(u'x');
        const QSize size(wh.value(0).trimmed().toInt(), wh.value(1).trimmed().toInt());
        if (size.isEmpty() || size.width() > 20000 || size.height() > 20000) {
            QMessageBox::warning(view, QApplication::translate("ViewExport", "Export Image"),
                QApplication::translate("ViewExport", "'%1' is not a size like 1600x900").arg(text));
            return;
        }
        if (auto done = exportView(view, path, size); !done)
            QMessageBox::warning(view, QApplication::translate("ViewExport", "Export Image"), done.error().message());
    });
    view->addActions({copy, save});
}

namespace {

// A header may break its lines where the table is narrow ("Mean\nlatency", "平均\nレイテンシ"): one
// line in a file, joined by a space, or by nothing between two Japanese characters.
QString headerOnOneLine(const QString& text)
{
    QString joined;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != u'\n') {
            joined += text[i];
            continue;
        }
        const bool cjk = i > 0 && i + 1 < text.size() && isWideCharacter(text[i - 1]) && isWideCharacter(text[i + 1]);
        if (!cjk)
            joined += u' ';
    }
    return joined;
}

} // namespace

QByteArray tableText(const QAbstractItemView* view, char separator, bool selectedOnly)
{
    const QAbstractItemModel* model = view->model();
    if (!model)
        return {};
    const auto* table = qobject_cast<const QTableView*>(view);
    const auto* tree = qobject_cast<const QTreeView*>(view);
    std::vector<int> columns;
    for (int c = 0; c < model->columnCount(); ++c) {
        if (!(table && table->isColumnHidden(c)) && !(tree && tree->isColumnHidden(c)))
            columns.push_back(c);
    }
    std::vector<int> rows;
    if (selectedOnly && view->selectionModel()) {
        for (const QModelIndex& i : view->selectionModel()->selectedIndexes())
            rows.push_back(i.row());
        std::sort(rows.begin(), rows.end());
        rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    }
    if (rows.empty()) {
        for (int r = 0; r < model->rowCount(); ++r)
            rows.push_back(r);
    }
    const auto cell = [separator](const QVariant& v) {
        const QString text = v.toString();
        return separator == ',' ? csvField(text) : text.simplified().toUtf8(); // tabs and newlines would split cells
    };
    QByteArray out;
    const auto line = [&](auto valueOf) {
        for (std::size_t i = 0; i < columns.size(); ++i)
            out += (i ? QByteArray(1, separator) : QByteArray()) + cell(valueOf(columns[i]));
        out += '\n';
    };
    line([&](int c) { return headerOnOneLine(model->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString()); });
    for (int r : rows)
        line([&](int c) { return model->index(r, c).data(Qt::DisplayRole); });
    return out;
}

void addTableExportActions(QAbstractItemView* view, const QString& name)
{
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* copy = new QAction(QApplication::translate("ViewExport", "Copy Table as Text"), view);
    QObject::connect(copy, &QAction::triggered, view, [view] {
        const bool some = view->selectionModel() && view->selectionModel()->hasSelection();
        QApplication::clipboard()->setText(QString::fromUtf8(tableText(view, '\t', some)));
    });
    auto* save = new QAction(QApplication::translate("ViewExport", "Export CSV…"), view);
    QObject::connect(save, &QAction::triggered, view, [view, name] {
        const QString dir = dialogFolder(
            QStringLiteral("exports"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
        const QString path = QFileDialog::getSaveFileName(view, QApplication::translate("ViewExport", "Export CSV"),
            dir + u'/' + name + QStringLiteral(".csv"), QApplication::translate("ViewExport", "CSV (*.csv)"));
        rememberDialogChoice(QStringLiteral("exports"), path);
        if (path.isEmpty())
            return;
        QSaveFile file(path);
        const QByteArray bytes = tableText(view, ',', false);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
            QMessageBox::warning(view, QApplication::translate("ViewExport", "Export CSV"),
                QStringLiteral("%1: %2").arg(path, file.errorString()));
    });
    view->addActions({copy, save});
}

} // namespace fragscope
