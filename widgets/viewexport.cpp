// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewexport.h"

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
#include <QWidget>

#include <cmath>

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
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
        QString filter;
        const QString path = QFileDialog::getSaveFileName(view, QApplication::translate("ViewExport", "Export Image"),
            dir + u'/' + name + QStringLiteral(".png"),
            QApplication::translate("ViewExport", "PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"),
            &filter);
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

} // namespace fragscope
