// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/pages/benchmark/fiohosts.h"

#include "common/backgroundjob.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

#include <memory>

namespace fragscope {
namespace {

enum Column { Use, Name, Address, Port, Answer, ColumnCount };

QSettings settings()
{
    return QSettings(QStringLiteral("fragscope"), QStringLiteral("fragscope"));
}

} // namespace

std::vector<SavedFioHost> savedFioHosts()
{
    QSettings s = settings();
    std::vector<SavedFioHost> out;
    const int n = s.beginReadArray(QStringLiteral("fioHosts"));
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        SavedFioHost h;
        h.name = s.value(QStringLiteral("name")).toString();
        h.host.address = s.value(QStringLiteral("address")).toString();
        h.host.port = s.value(QStringLiteral("port"), 8765).toInt();
        h.use = s.value(QStringLiteral("use"), true).toBool();
        if (parseFioHost(fioHostText(h.host))) // hand-edited settings: skip what is not a host
            out.push_back(h);
    }
    s.endArray();
    return out;
}

void saveFioHosts(const std::vector<SavedFioHost>& hosts)
{
    QSettings s = settings();
    s.beginWriteArray(QStringLiteral("fioHosts"), int(hosts.size()));
    for (int i = 0; i < int(hosts.size()); ++i) {
        s.setArrayIndex(i);
        const SavedFioHost& h = hosts[std::size_t(i)];
        s.setValue(QStringLiteral("name"), h.name);
        s.setValue(QStringLiteral("address"), h.host.address);
        s.setValue(QStringLiteral("port"), h.host.port);
        s.setValue(QStringLiteral("use"), h.use);
    }
    s.endArray();
}

std::vector<FioHost> fioHostsInUse(const std::vector<SavedFioHost>& hosts)
{
    std::vector<FioHost> out;
    for (const SavedFioHost& h : hosts) {
        if (h.use)
            out.push_back(h.host);
    }
    return out;
}

FioHostsDialog::FioHostsDialog(const std::vector<SavedFioHost>& hosts, QWidget* parent)
    : QDialog(parent)
    , m_table(new QTableWidget(0, ColumnCount))
    , m_probe(new BackgroundJob(this))
{
    setWindowTitle(tr("fio hosts"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Machines that run <tt>fio --server</tt>. Ticked hosts run the benchmark page's "
                                "jobs through fio's client, all at once; only the hosts listed here are contacted. "
                                "fio's server runs the jobs as the user who started it, in its working directory "
                                "unless the jobs name one."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_table->setHorizontalHeaderLabels(
        {tr("Use"), tr("Name"), tr("Address"), tr("Port"), tr("fio's answer (Test connection)")});
    m_table->horizontalHeader()->setSectionResizeMode(Answer, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    layout->addWidget(m_table, 1);
    for (const SavedFioHost& h : hosts)
        addRow(h);
    connect(m_table, &QTableWidget::itemChanged, this, &FioHostsDialog::checkRows);

    auto* buttons = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add"));
    auto* remove = new QPushButton(tr("Remove"));
    auto* test = new QPushButton(tr("Test connection"));
    test->setObjectName(QStringLiteral("testConnection"));
    test->setToolTip(tr("Ask the selected hosts (all, when none is selected) for fio's version, hostname and OS"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    buttons->addWidget(test);
    layout->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, [this] {
        addRow(SavedFioHost{{}, FioHost{QStringLiteral("localhost"), 8765}, true});
        m_table->setCurrentCell(m_table->rowCount() - 1, Address);
        m_table->editItem(m_table->item(m_table->rowCount() - 1, Address));
    });
    remove->setShortcut(QKeySequence::Delete);
    connect(remove, &QPushButton::clicked, this, [this] {
        const auto rows = m_table->selectionModel()->selectedRows();
        for (auto it = rows.rbegin(); it != rows.rend(); ++it)
            m_table->removeRow(it->row());
    });
    connect(test, &QPushButton::clicked, this, &FioHostsDialog::testConnections);

    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(box);
    resize(720, 360);
}

void FioHostsDialog::addRow(const SavedFioHost& h)
{
    const QSignalBlocker block(m_table);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto* use = new QTableWidgetItem;
    use->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    use->setCheckState(h.use ? Qt::Checked : Qt::Unchecked);
    m_table->setItem(row, Use, use);
    m_table->setItem(row, Name, new QTableWidgetItem(h.name));
    m_table->setItem(row, Address, new QTableWidgetItem(h.host.address));
    m_table->setItem(row, Port, new QTableWidgetItem(QString::number(h.host.port)));
    auto* answer = new QTableWidgetItem;
    answer->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    m_table->setItem(row, Answer, answer);
}

std::optional<FioHost> FioHostsDialog::rowHost(int row) const
{
    QString address = m_table->item(row, Address)->text().trimmed();
    if (address.contains(QLatin1Char(':'))) // IPv6: the port goes after brackets
        address = QLatin1Char('[') + address + QLatin1Char(']');
    return parseFioHost(address + QLatin1Char(':') + m_table->item(row, Port)->text().trimmed());
}

// Marks rows whose address or port is not a host.
void FioHostsDialog::checkRows()
{
    const QSignalBlocker block(m_table);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const bool ok = rowHost(row).has_value();
        for (int c : {Address, Port})
            m_table->item(row, c)->setBackground(ok ? QBrush() : QBrush(QColor(0xf8, 0xd7, 0xd7)));
        if (!ok)
            m_table->item(row, Answer)->setText(tr("not a host name or address with a port from 1 to 65535"));
    }
}

std::vector<SavedFioHost> FioHostsDialog::hosts() const
{
    std::vector<SavedFioHost> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (const auto host = rowHost(row))
            out.push_back(SavedFioHost{m_table->item(row, Name)->text().trimmed(), *host,
                m_table->item(row, Use)->checkState() == Qt::Checked});
    }
    return out;
}

void FioHostsDialog::testConnections()
{
    std::vector<std::pair<int, FioHost>> targets;
    QList<int> rows;
    for (const QModelIndex& i : m_table->selectionModel()->selectedRows())
        rows << i.row();
    if (rows.isEmpty()) {
        for (int r = 0; r < m_table->rowCount(); ++r)
            rows << r;
    }
    for (int row : rows) {
        if (const auto host = rowHost(row)) {
            targets.emplace_back(row, *host);
            m_table->item(row, Answer)->setText(tr("asking…"));
            m_table->item(row, Answer)->setForeground(palette().color(QPalette::PlaceholderText));
        }
    }
    // One after another on the worker, each bounded by the probe's own timeout.
    m_probe->start(
        [this, targets](const JobContext& job) {
            for (const auto& [row, host] : targets) {
                if (job.stopped())
                    return;
                const auto answer = probeFioHost(host);
                const QString text = answer ? tr("%1 on %2 (%3)").arg(answer->fioVersion, answer->hostname, answer->os)
                                            : answer.error().reason;
                const bool ok = answer.has_value();
                job.post([this, row, text, ok] {
                    if (row >= m_table->rowCount())
                        return;
                    m_table->item(row, Answer)->setText(text);
                    m_table->item(row, Answer)->setToolTip(text);
                    m_table->item(row, Answer)->setForeground(ok ? QColor(0x20, 0x70, 0x30) : QColor(0xb0, 0x20, 0x20));
                });
            }
        },
        [this] { Q_EMIT testsFinished(); });
}

} // namespace fragscope
