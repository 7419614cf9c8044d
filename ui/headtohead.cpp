#include "headtohead.h"

#include "clubreads.h"
#include "models/filterproxy.h"
#include "models/headtoheadmodel.h"
#include "session.h"
#include "texts.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace palmares::ui {

HeadToHeadDialog::HeadToHeadDialog(Session& session, QWidget* parent)
    : QDialog(parent),
      m_session(session),
      m_a(new QComboBox(this)),
      m_b(new QComboBox(this))
{
    setWindowTitle(tr("Head-to-head"));
    m_a->setObjectName(QStringLiteral("playerA"));
    m_b->setObjectName(QStringLiteral("playerB"));
    for (QComboBox* c : {m_a, m_b}) {
        c->setMinimumWidth(200);
    }
    if (session.isOpen()) {
        const QStringList names = reads::playerNames(session);
        m_a->addItems(names);
        m_b->addItems(names);
        if (names.size() > 1) {
            m_b->setCurrentIndex(1);
        }
    }
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_a);
    bar->addWidget(new QLabel(tr("against"), this));
    bar->addWidget(m_b);
    bar->addStretch();
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("headToHeadSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_model = new HeadToHeadModel(this);
    auto* proxy = new FilterProxy(this);
    proxy->setSourceModel(m_model);
    m_view = new QTableView(this);
    m_view->setModel(proxy);
    m_view->setSortingEnabled(true);
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    connect(m_a, &QComboBox::currentIndexChanged, this, &HeadToHeadDialog::refresh);
    connect(m_b, &QComboBox::currentIndexChanged, this, &HeadToHeadDialog::refresh);
    resize(900, 560);
    refresh();
}

HeadToHeadDialog::~HeadToHeadDialog() = default;

void HeadToHeadDialog::setPlayers(const QString& a, const QString& b)
{
    const QSignalBlocker blockA(m_a);
    const QSignalBlocker blockB(m_b);
    m_a->setCurrentText(a);
    m_b->setCurrentText(b);
    refresh();
}

QString HeadToHeadDialog::summaryText() const
{
    return m_model->summary().join(QLatin1Char('\n'));
}

void HeadToHeadDialog::refresh()
{
    if (!m_session.isOpen() || m_a->currentText().isEmpty() || m_b->currentText().isEmpty()) {
        m_model->setHeadToHead({});
        m_summary->clear();
        return;
    }
    const auto h = m_session.readNow<club::Expected<club::HeadToHead>>(
        [a = m_a->currentText(), b = m_b->currentText()](club::Club& club) { return club.stories().headToHead(a, b); });
    if (!h) {
        m_model->setHeadToHead({});
        m_summary->setText(texts::problem(h.status()).toHtmlEscaped());
        return;
    }
    m_model->setHeadToHead(*h);
    QStringList lines = m_model->summary();
    for (QString& line : lines) {
        line = line.toHtmlEscaped();
    }
    m_summary->setText(lines.isEmpty() ? tr("They have never played the same game.")
                                       : lines.join(QStringLiteral("<br>")));
    m_view->resizeColumnsToContents();
}

} // namespace palmares::ui
