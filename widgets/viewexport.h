// SPDX-License-Identifier: GPL-3.0-or-later
// Saving and copying what a view shows: PNG, SVG or PDF at a chosen size, or the clipboard. One
// way for every map, plot and chart, used by the window's menus and by `fragscope map --image`.
#pragma once

#include "util/error.h"

#include <QSize>
#include <QString>

class QAbstractItemView;
class QWidget;

namespace fragscope {

// Draws `view` into `path` as the suffix says (.png, .svg, .pdf) at `size` pixels (empty: the
// view's own), painting it anew at that scale, so lines and text stay sharp. An unknown suffix or
// a file that cannot be written is an error naming the file.
Result<void> exportView(QWidget* view, const QString& path, QSize size = {});

// The view as an image on the clipboard, at the screen's device pixel ratio.
void copyViewImage(QWidget* view);

// Adds "Copy as image" and "Export image…" to the view's context menu; `name` is the file name
// the save dialog proposes ("layout-plot").
void addExportActions(QWidget* view, const QString& name);

// A table as text, its cells as shown: the header and every row (or only the selected rows, when
// some are), visible columns only; `separator` ',' gives CSV (RFC 4180 quoting), '\t' what
// spreadsheets take from the clipboard.
QByteArray tableText(const QAbstractItemView* view, char separator, bool selectedOnly);

// Adds "Copy Table as Text" and "Export CSV…" to the table's context menu; `name` is the file name
// the save dialog proposes.
void addTableExportActions(QAbstractItemView* view, const QString& name);

} // namespace fragscope
