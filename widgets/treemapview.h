// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "survey/survey.h"

#include <QPixmap>
#include <QRectF>
#include <QWidget>

#include <vector>

namespace fragscope {

// Squarified layout (Bruls, Huizing and van Wijk): weights sorted largest first, laid in rows
// along the shorter side while that keeps the worst aspect ratio of the row from growing.
std::vector<QRectF> squarify(const std::vector<double>& weights, const QRectF& rect);

// The tree as a treemap: area is allocated size, colour is fragments per MiB, directories nested
// with a header naming them. The tiles are laid out and painted once into a pixmap; hover and
// click look the tile up.
class TreemapView : public QWidget
{
    Q_OBJECT
public:
    explicit TreemapView(QWidget* parent = nullptr);

    // Lays the survey out again (the page calls it when the survey grew, at most once a second).
    // The folders' costs go with the survey they were worked out for.
    void setSurvey(const Survey* survey);
    // Each folder's read as tar reads it and what its files lose (directoryCosts), for a folder's
    // tooltip; empty: not worked out (yet).
    void setFolderCosts(const std::vector<DirectoryCost>& costs);
    void setSelectedFile(std::int64_t fileIndex);
    // A file's tile: by the share of its read time lost to fragmentation (the cost model's
    // lostSeconds / readSeconds), calm blue for none, red for most of it; a survey saved before
    // read times were kept, by its physical runs per MiB.
    static QColor colorForRunsPerMiB(double perMiB);
    static QColor colorOf(const SurveyFile& file);

    QSize sizeHint() const override { return QSize(520, 520); }

Q_SIGNALS:
    void fileClicked(std::uint32_t fileIndex);
    void fileActivated(std::uint32_t fileIndex);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override;

private:
    struct Tile
    {
        QRectF rect;
        std::int64_t file = -1; // -1: a directory
        std::uint32_t dir = 0;
    };
    struct Painting;
    void relayout();
    QRectF drawDir(const Painting& how, std::uint32_t d, QRectF r);
    void layDir(const Painting& how, std::uint32_t d, QRectF r);
    const Tile* tileAt(QPointF pos) const; // the innermost

    const Survey* m_survey = nullptr;
    std::vector<DirectoryCost> m_folderCosts; // by Survey::dirs index; files 0 where not known
    std::vector<Tile> m_tiles;
    QPixmap m_cache;
    std::int64_t m_selected = -1;
};

} // namespace fragscope
