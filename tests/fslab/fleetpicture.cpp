// SPDX-License-Identifier: GPL-3.0-or-later
// fleet-picture PORT START OUT.png [WxH]: the guide's picture of a fleet's fragmentation, drawn from what
// the Prometheus on 127.0.0.1:PORT answers to three of the Grafana dashboard's queries
// (resources/grafana/fragscope.json): the hosts ranked by read time lost, each file system's time
// lost since START (seconds since the epoch), and the share of its read time that is. Grafana is not here; the
// figures are Prometheus's own. tests/fslab/make-fleet-picture.sh sets up the fleet it draws.
#include "fioserver.h"

#include "plotpalette.h"

#include <QApplication>
#include <QGridLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QUrl>
#include <QWidget>

#include <qcustomplot.h>

#include <algorithm>
#include <cstdio>

namespace {

QJsonArray result(int port, const QByteArray& path)
{
    const auto [code, body] = fragscope::fslab::loopbackGet(port, path);
    if (code != 200) {
        std::fprintf(stderr, "fleet-picture: %s: HTTP %d %s\n", path.constData(), code, body.constData());
        std::exit(1);
    }
    return QJsonDocument::fromJson(body)[QStringLiteral("data")][QStringLiteral("result")].toArray();
}

QJsonArray instant(int port, const QString& promql)
{
    return result(port, "/api/v1/query?query=" + QUrl::toPercentEncoding(promql));
}

QJsonArray range(int port, const QString& promql, qint64 start, qint64 end)
{
    return result(port,
        "/api/v1/query_range?query=" + QUrl::toPercentEncoding(promql) + "&start=" + QByteArray::number(start)
            + "&end=" + QByteArray::number(end) + "&step=1");
}

const QList<QColor> kColours = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
    QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b)};

QCustomPlot* newPlot(const QString& title)
{
    auto* plot = new QCustomPlot;
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(
        0, 0, new QCPTextElement(plot, title, QFont(QStringLiteral("Sans"), 11, QFont::Bold)));
    fragscope::followPalette(plot);
    return plot;
}

// Hosts by the read time their file systems lose, longest bar first (at the top).
QCustomPlot* hostsPlot(int port)
{
    auto* plot = newPlot(QStringLiteral("Hosts by read time lost to fragmentation"));
    const QJsonArray hosts = instant(port, QStringLiteral("sort_desc(sum by (instance) (fragscope_lost_seconds))"));
    auto* bars = new QCPBars(plot->yAxis, plot->xAxis);
    bars->setBrush(kColours[0]);
    bars->setPen(Qt::NoPen);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    double most = 0;
    for (qsizetype i = 0; i < hosts.size(); ++i) {
        const double key = double(hosts.size() - i);
        const double value = hosts[i][QStringLiteral("value")][1].toString().toDouble();
        bars->addData(key, value);
        ticker->addTick(key, hosts[i][QStringLiteral("metric")][QStringLiteral("instance")].toString());
        most = std::max(most, value);
    }
    plot->yAxis->setTicker(ticker);
    plot->yAxis->setRange(0.4, double(hosts.size()) + 0.6);
    plot->xAxis->setRange(0, most * 1.15);
    plot->xAxis->setLabel(QStringLiteral("seconds lost (sum of fragscope_lost_seconds)"));
    return plot;
}

// One line per file system of a range query, time in seconds from the start.
QCustomPlot* linesPlot(int port, const QString& title, const QString& promql, const QString& unit, double scale,
    qint64 start, qint64 end, double threshold = -1)
{
    auto* plot = newPlot(title);
    const QJsonArray series = range(port, promql, start, end);
    // Time from the first survey any host made.
    double first = double(end);
    for (const QJsonValue& s : series)
        first = std::min(first, s[QStringLiteral("values")][0][0].toDouble());
    double most = 0;
    for (qsizetype i = 0; i < series.size(); ++i) {
        const QJsonObject metric = series[i][QStringLiteral("metric")].toObject();
        auto* graph = plot->addGraph();
        graph->setName(QStringLiteral("%1 %2").arg(
            metric[QStringLiteral("instance")].toString(), metric[QStringLiteral("fstype")].toString()));
        graph->setPen(QPen(kColours[int(i % kColours.size())], 2.2));
        for (const QJsonValue& point : series[i][QStringLiteral("values")].toArray()) {
            const double v = point[1].toString().toDouble() * scale;
            graph->addData(point[0].toDouble() - first, v);
            most = std::max(most, v);
        }
    }
    if (threshold >= 0) {
        auto* line = new QCPItemStraightLine(plot);
        line->point1->setCoords(0, threshold);
        line->point2->setCoords(1, threshold);
        line->setPen(QPen(QColor(0xd6, 0x27, 0x28), 1.2, Qt::DashLine));
        most = std::max(most, threshold);
    }
    plot->xAxis->setRange(0, double(end) - first);
    plot->xAxis->setLabel(
        QStringLiteral("seconds since the first survey (one survey every few seconds here; daily on a fleet)"));
    plot->yAxis->setRange(0, most * 1.15);
    plot->yAxis->setLabel(unit);
    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    return plot;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: fleet-picture PROMETHEUS-PORT START-EPOCH OUT.png [WxH]\n");
        return 2;
    }
    const int port = args[1].toInt();
    const qint64 start = args[2].toLongLong();
    const qint64 end = QDateTime::currentSecsSinceEpoch();
    const QStringList size = args.value(4, QStringLiteral("1400x860")).split(u'x');
    QWidget window;
    window.resize(size.value(0).toInt(), size.value(1).toInt());
    auto* grid = new QGridLayout(&window);
    auto* title = new QLabel(QStringLiteral(
        "<b>fragscope metrics on three hosts, as Prometheus has them</b> — drawn from its answers to the Grafana "
        "dashboard's queries (resources/grafana/fragscope.json); each host a node_exporter reading the file "
        "fragscope wrote, while each host's files were rewritten in pieces between surveys."));
    title->setWordWrap(true);
    grid->addWidget(title, 0, 0, 1, 2);
    grid->addWidget(hostsPlot(port), 1, 0);
    grid->addWidget(linesPlot(port, QStringLiteral("Read time lost, per file system"),
                        QStringLiteral("fragscope_lost_seconds"), QStringLiteral("seconds"), 1, start, end),
        1, 1);
    grid->addWidget(linesPlot(port, QStringLiteral("Share of the read time lost (the alert above 20 %)"),
                        QStringLiteral("fragscope_lost_seconds / (fragscope_read_seconds > 0)"), QStringLiteral("%"),
                        100, start, end, 20),
        2, 0, 1, 2);
    grid->setRowStretch(1, 1);
    grid->setRowStretch(2, 1);
    window.show();
    app.processEvents();
    if (!window.grab().save(args[3])) {
        std::fprintf(stderr, "fleet-picture: cannot write %s\n", qPrintable(args[3]));
        return 1;
    }
    return 0;
}
