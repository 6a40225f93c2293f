// SPDX-License-Identifier: GPL-3.0-or-later
#include "treemapview.h"

#include "colormap.h"
#include "util/units.h"
#include "viewexport.h"

#include <QHash>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <numeric>

namespace fragscope {

namespace {

double worstRatio(const std::vector<double>& row, double sum, double side)
{
    if (row.empty() || sum <= 0)
        return 1e300;
    const double maxW = *std::max_element(row.begin(), row.end());
    const double minW = *std::min_element(row.begin(), row.end());
    const double s2 = sum * sum, w2 = side * side;
    return std::max(w2 * maxW / s2, s2 / (w2 * minW));
}

} // namespace

std::vector<QRectF> squarify(const std::vector<double>& weights, const QRectF& rect)
{
    std::vector<QRectF> out(weights.size());
    const double total = std::accumulate(weights.begin(), weights.end(), 0.0);
    if (total <= 0 || rect.isEmpty())
        return out;
    const double scale = rect.width() * rect.height() / total; // weight -> area
    QRectF free = rect;
    std::size_t i = 0;
    while (i < weights.size()) {
        const double side = std::min(free.width(), free.height());
        std::vector<double> row;
        double sum = 0;
        std::size_t j = i;
        while (j < weights.size()) {
            const double a = weights[j] * scale;
            std::vector<double> next = row;
            next.push_back(a);
            if (!row.empty() && worstRatio(next, sum + a, side) > worstRatio(row, sum, side))
                break;
            row = std::move(next);
            sum += a;
            ++j;
        }
        // Lay the row along the shorter side of what is left.
        const bool horizontal = free.width() >= free.height(); // row is a column at the left
        const double thickness = side > 0 ? sum / side : 0;
        double at = 0;
        for (std::size_t k = i; k < j; ++k) {
            const double len = thickness > 0 ? weights[k] * scale / thickness : 0;
            out[k] = horizontal ? QRectF(free.left(), free.top() + at, thickness, len)
                                : QRectF(free.left() + at, free.top(), len, thickness);
            at += len;
        }
        if (horizontal)
            free.setLeft(free.left() + thickness);
        else
            free.setTop(free.top() + thickness);
        i = j;
    }
    return out;
}

TreemapView::TreemapView(QWidget* parent)
    : QWidget(parent)
{
    addExportActions(this, QStringLiteral("treemap"));
    setAccessibleName(tr("Treemap"));
    setMouseTracking(true);
    setMinimumSize(200, 200);
}

QColor TreemapView::colorForRunsPerMiB(double perMiB)
{
    // 0 (one piece): calm blue; 1 per MiB and more: red, through yellow, on a log scale.
    if (perMiB <= 0)
        return QColor(0x9c, 0xc3, 0xe6);
    const double t = std::clamp((std::log10(perMiB) + 3) / 3, 0.0, 1.0); // 0.001 .. 1 per MiB
    return QColor::fromHsvF(float(0.58 - 0.58 * t), float(0.35 + 0.5 * t), float(0.95 - 0.1 * t));
}

QColor TreemapView::colorOf(const SurveyFile& f)
{
    if (const double share = f.lostShare(); share >= 0)
        return lostShareColor(share);
    return colorForRunsPerMiB(f.runsPerMiB());
}

void TreemapView::setSurvey(const Survey* survey)
{
    if (survey != m_survey)
        m_folderCosts.clear();
    m_survey = survey;
    relayout();
}

void TreemapView::setFolderCosts(const std::vector<DirectoryCost>& costs)
{
    m_folderCosts.clear();
    for (const DirectoryCost& c : costs) {
        if (c.dir >= m_folderCosts.size())
            m_folderCosts.resize(std::size_t(c.dir) + 1);
        m_folderCosts[c.dir] = c;
    }
}

void TreemapView::setSelectedFile(std::int64_t fileIndex)
{
    m_selected = fileIndex;
    update();
}

void TreemapView::resizeEvent(QResizeEvent*)
{
    relayout();
}

namespace {

// What a file weighs in the map: its allocated bytes, at least 1 so that an empty file shows.
double weightOf(const SurveyFile& f)
{
    return double(std::max<std::uint64_t>(f.allocated, 1));
}

// The survey's folders as a tree: parents found by path, sizes summed upwards.
struct DirTree
{
    std::vector<double> bytes;
    std::vector<std::vector<std::uint32_t>> files, children;
    std::vector<std::uint32_t> roots;
};

// Each folder's parent among the surveyed ones, -1 for a root.
std::vector<std::int64_t> parentsOf(const Survey& s)
{
    QHash<QByteArray, std::uint32_t> byPath;
    for (std::uint32_t i = 0; i < s.dirs.size(); ++i)
        byPath.insert(s.dirs[i], i);
    std::vector<std::int64_t> parent(s.dirs.size(), -1);
    for (std::uint32_t i = 0; i < s.dirs.size(); ++i) {
        const qsizetype slash = s.dirs[i].lastIndexOf('/');
        const auto it = slash > 0 ? byPath.constFind(s.dirs[i].left(slash)) : byPath.constEnd();
        if (it != byPath.constEnd() && *it != i)
            parent[i] = *it;
    }
    return parent;
}

DirTree dirTree(const Survey& s)
{
    const std::size_t nd = s.dirs.size();
    const std::vector<std::int64_t> parent = parentsOf(s);
    DirTree t{std::vector<double>(nd, 0), std::vector<std::vector<std::uint32_t>>(nd),
        std::vector<std::vector<std::uint32_t>>(nd), {}};
    for (std::uint32_t f = 0; f < s.files.size(); ++f) {
        const auto d = s.files[f].dir;
        if (d >= nd)
            continue;
        t.files[d].push_back(f);
        for (std::int64_t at = d; at >= 0; at = parent[std::size_t(at)])
            t.bytes[std::size_t(at)] += weightOf(s.files[f]);
    }
    for (std::uint32_t i = 0; i < nd; ++i) {
        if (parent[i] < 0)
            t.roots.push_back(i);
        else
            t.children[std::size_t(parent[i])].push_back(i);
    }
    return t;
}

// A folder's or a file's tile to be: what it weighs and which it is.
struct Item
{
    double weight;
    std::int64_t file; // -1: a folder
    std::uint32_t dir;
};

// What lies in folder d, the heaviest first (the order squarify wants).
std::vector<Item> contentsOf(const Survey& s, const DirTree& tree, std::uint32_t d)
{
    std::vector<Item> items;
    for (std::uint32_t c : tree.children[d]) {
        if (tree.bytes[c] > 0)
            items.push_back(Item{tree.bytes[c], -1, c});
    }
    for (std::uint32_t f : tree.files[d])
        items.push_back(Item{weightOf(s.files[f]), f, 0});
    std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.weight > b.weight; });
    return items;
}

std::vector<QRectF> squarified(const std::vector<Item>& items, const QRectF& rect)
{
    std::vector<double> weights;
    weights.reserve(items.size());
    for (const Item& it : items)
        weights.push_back(it.weight);
    return squarify(weights, rect);
}

} // namespace

// One drawing of the map into the cache: the painter, the tree and the look of a folder's header.
struct TreemapView::Painting
{
    QPainter& p;
    const Survey& survey;
    const DirTree& tree;
    QFont small;
    int header;
    QColor frame;
};

void TreemapView::relayout()
{
    m_tiles.clear();
    m_cache = QPixmap(size() * devicePixelRatioF());
    m_cache.setDevicePixelRatio(devicePixelRatioF());
    m_cache.fill(palette().color(QPalette::Base));
    if (!m_survey || m_survey->files.empty() || width() < 10 || height() < 10) {
        update();
        return;
    }
    const DirTree tree = dirTree(*m_survey);
    QPainter p(&m_cache);
    p.setRenderHint(QPainter::Antialiasing, false);
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
    p.setFont(small);
    const Painting how{
        p, *m_survey, tree, small, QFontMetrics(small).height() + 2, palette().color(QPalette::Window).darker(130)};
    std::vector<Item> roots;
    roots.reserve(tree.roots.size());
    for (std::uint32_t r : tree.roots)
        roots.push_back(Item{std::max(1.0, tree.bytes[r]), -1, r});
    const auto rects = squarified(roots, QRectF(rect()));
    for (std::size_t i = 0; i < roots.size(); ++i)
        layDir(how, roots[i].dir, rects[i]);
    update();
}

// Folder d's frame and, where there is room, its name and size; the rectangle left for what it holds.
QRectF TreemapView::drawDir(const Painting& how, std::uint32_t d, QRectF r)
{
    m_tiles.push_back(Tile{r, -1, d});
    how.p.fillRect(r, palette().color(QPalette::Window));
    how.p.setPen(how.frame);
    how.p.drawRect(r.adjusted(0, 0, -1, -1));
    QRectF inner = r.adjusted(1, 1, -1, -1);
    if (r.height() <= 3 * how.header || r.width() <= 40)
        return inner;
    how.p.setPen(palette().color(QPalette::WindowText));
    const QByteArray& path = how.survey.dirs[d];
    const QString name = displayPath(path.mid(path.lastIndexOf('/') + 1));
    const QString label = QStringLiteral("%1  %2").arg(name, formatBytes(std::uint64_t(how.tree.bytes[d])));
    how.p.drawText(QRectF(inner.left() + 2, inner.top(), inner.width() - 4, how.header),
        Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetrics(how.small).elidedText(label, Qt::ElideRight, int(inner.width() - 4)));
    inner.setTop(inner.top() + how.header);
    return inner;
}

// Lays out one folder's contents in r; the recursion is as deep as the tree.
void TreemapView::layDir(const Painting& how, std::uint32_t d, QRectF r)
{
    const QRectF inner = drawDir(how, d, r);
    const std::vector<Item> items = contentsOf(how.survey, how.tree, d);
    const auto rects = squarified(items, inner);
    for (std::size_t k = 0; k < items.size(); ++k) {
        const QRectF& rr = rects[k];
        if (rr.width() < 1 || rr.height() < 1)
            continue; // too small to see: the folder's background stands for it
        if (items[k].file < 0) {
            layDir(how, items[k].dir, rr);
            continue;
        }
        const SurveyFile& f = how.survey.files[std::size_t(items[k].file)];
        m_tiles.push_back(Tile{rr, items[k].file, d});
        const QColor c = colorOf(f);
        how.p.fillRect(rr, c);
        if (rr.width() > 3 && rr.height() > 3) {
            how.p.setPen(c.darker(135));
            how.p.drawRect(rr.adjusted(0, 0, -1, -1));
        }
    }
}

const TreemapView::Tile* TreemapView::tileAt(QPointF pos) const
{
    // Tiles are stored parents first: the last one containing the point is the innermost.
    for (auto it = m_tiles.rbegin(); it != m_tiles.rend(); ++it) {
        if (it->rect.contains(pos))
            return &*it;
    }
    return nullptr;
}

void TreemapView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    if (!m_survey || m_survey->files.empty()) {
        p.fillRect(rect(), palette().color(QPalette::Window));
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("The treemap fills as the survey runs."));
        return;
    }
    p.drawPixmap(0, 0, m_cache);
    if (m_selected >= 0) {
        for (const Tile& t : m_tiles) {
            if (t.file == m_selected) {
                p.setPen(QPen(QColor(0xff, 0xc4, 0x00), 3));
                p.drawRect(t.rect.adjusted(1, 1, -1, -1));
            }
        }
    }
}

void TreemapView::mouseReleaseEvent(QMouseEvent* event)
{
    if (const Tile* t = tileAt(event->position()); t && t->file >= 0)
        Q_EMIT fileClicked(std::uint32_t(t->file));
}

void TreemapView::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (const Tile* t = tileAt(event->position()); t && t->file >= 0)
        Q_EMIT fileActivated(std::uint32_t(t->file));
}

bool TreemapView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && m_survey) {
        auto* help = static_cast<QHelpEvent*>(event);
        const Tile* t = tileAt(help->pos());
        if (!t) {
            QToolTip::hideText();
            return true;
        }
        QString text;
        if (t->file >= 0) {
            const SurveyFile& f = m_survey->files[std::size_t(t->file)];
            text = tr("%1\n%2 allocated, %n run(s) on disk, %3 per MiB; %4 fragments (filefrag)", nullptr,
                int(f.physicalRuns))
                       .arg(m_survey->path(f), formatBytes(f.allocated), QString::number(f.runsPerMiB(), 'f', 2))
                       .arg(f.fragments);
            if (const double share = f.lostShare(); share >= 0)
                text += u'\n'
                    + tr("Read time %1, lost to fragmentation %2 (%3)")
                          .arg(formatSeconds(f.readSeconds), formatSeconds(f.lostSeconds), formatPercent(share));
        } else {
            text = displayPath(m_survey->dirs[t->dir]);
            if (t->dir < m_folderCosts.size() && m_folderCosts[t->dir].readSeconds > 0) {
                const DirectoryCost& c = m_folderCosts[t->dir];
                text += u'\n'
                    + tr("%n file(s), read as tar reads the folder in %1; its files lose %2 to fragmentation", nullptr,
                        int(std::min<std::uint64_t>(c.files, 1u << 30)))
                          .arg(formatSeconds(c.readSeconds), formatSeconds(c.lostSeconds));
            }
        }
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace fragscope
