#include "ui/pages/tablepage.h"

#include "ui/models/filterproxy.h"
#include "ui/models/modelroles.h"
#include "ui/session.h"
#include "ui/texts.h"

#include <QEvent>
#include <QEventLoop>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace palmares::ui {

namespace {
/// The rows a fit of the columns reads (QHeaderView's precision): a
/// table of 100,000 results is fitted as cheaply as a small one.
constexpr int FittedRows = 500;
} // namespace

TablePage::TablePage(Session& session, QWidget* parent) : QWidget(parent), m_session(session) {}

TablePage::~TablePage() = default;

QTableView* TablePage::makeView(const QString& name, QAbstractItemModel* model, const QList<int>& keyColumns)
{
    m_keyColumns = keyColumns;
    m_proxy = new FilterProxy(this);
    m_proxy->setSourceModel(model);
    m_view = new QTableView(this);
    m_view->setObjectName(name);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    // The last column no wider than its contents when names are the key:
    // stretched, a number column took the room the names needed (issue 43).
    m_view->horizontalHeader()->setStretchLastSection(keyColumns.isEmpty());
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->verticalHeader()->setResizeContentsPrecision(FittedRows);
    // A width the person sets (a header's edge dragged or double-clicked)
    // is theirs: remembered, no longer fitted.
    m_view->horizontalHeader()->viewport()->installEventFilter(this);
    connect(m_view->horizontalHeader(), &QHeaderView::sectionResized, this, [this] {
        if (!m_fitting && m_mouseOnHeader) {
            m_personSized = true;
        }
    });
    return m_view;
}

void TablePage::setFirstSteps(const QString& text, const QList<FirstStep>& steps)
{
    m_firstSteps = new QWidget(m_view->viewport());
    m_firstSteps->setObjectName(QStringLiteral("firstSteps"));
    m_firstSteps->setAutoFillBackground(true);
    auto* said = new QLabel(text, m_firstSteps);
    said->setObjectName(QStringLiteral("firstStepsText"));
    said->setWordWrap(true);
    said->setAlignment(Qt::AlignCenter);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    for (const FirstStep& step : steps) {
        auto* button = new QPushButton(step.text, m_firstSteps);
        connect(button, &QPushButton::clicked, this, step.run);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(m_firstSteps);
    layout->addStretch(1);
    layout->addWidget(said);
    layout->addLayout(buttons);
    layout->addStretch(2);
    m_view->viewport()->installEventFilter(this);
    const QAbstractItemModel* rows = m_proxy->sourceModel();
    connect(rows, &QAbstractItemModel::modelReset, this, &TablePage::showFirstSteps);
    connect(rows, &QAbstractItemModel::rowsInserted, this, &TablePage::showFirstSteps);
    connect(rows, &QAbstractItemModel::rowsRemoved, this, &TablePage::showFirstSteps);
    showFirstSteps();
}

bool TablePage::showsFirstSteps() const
{
    return m_firstSteps != nullptr && m_firstSteps->isVisibleTo(this);
}

void TablePage::showFirstSteps()
{
    if (m_firstSteps == nullptr) {
        return;
    }
    // Not before the first read: an empty table then only means "not read yet".
    const bool empty = m_shownLoad > 0 && m_proxy->sourceModel()->rowCount() == 0;
    m_firstSteps->setGeometry(m_view->viewport()->rect());
    m_firstSteps->setVisible(empty);
}

bool TablePage::eventFilter(QObject* watched, QEvent* event)
{
    if (m_firstSteps != nullptr && watched == m_view->viewport() && event->type() == QEvent::Resize) {
        m_firstSteps->setGeometry(m_view->viewport()->rect());
    }
    if (m_view != nullptr && watched == m_view->horizontalHeader()->viewport()) {
        const QEvent::Type type = event->type();
        if (type == QEvent::MouseButtonPress || type == QEvent::MouseButtonDblClick) {
            m_mouseOnHeader = true;
        } else if (type == QEvent::MouseButtonRelease) {
            m_mouseOnHeader = false;
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool TablePage::movedBy(const club::Change& /*change*/) const
{
    return true;
}

void TablePage::load(std::function<Shown(club::Club&)> read)
{
    const quint64 load = ++m_lastLoad;
    if (load == m_shownLoad + 1) {
        Q_EMIT loadingChanged(true);
    }
    m_session.read(
        [read = std::move(read), this, load](club::Club& club) -> Session::Shown {
            Shown shown = read(club);
            return [this, load, shown = std::move(shown)] {
                if (load != m_lastLoad) {
                    return; // a newer read is under way: its rows will do
                }
                m_shownLoad = load;
                showFirstSteps();
                club::Status status;
                if (shown) {
                    shown(status);
                }
                if (!status.ok()) {
                    Q_EMIT problem(texts::problem(status));
                }
                Q_EMIT loadingChanged(false);
            };
        },
        this);
}

void TablePage::waitLoaded() const
{
    if (!loading()) {
        return;
    }
    QEventLoop loop;
    const auto connection = connect(this, &TablePage::loadingChanged, &loop, [&loop](bool loading) {
        if (!loading) {
            loop.quit();
        }
    });
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    disconnect(connection);
}

void TablePage::openProfilesOnDoubleClick()
{
    connect(m_view, &QTableView::doubleClicked, this,
            [this](const QModelIndex& index) { Q_EMIT profileRequested(index.data(PlayerNameRole).toString()); });
}

std::optional<report::Report> TablePage::report(const QString& title, club::Status& /*status*/)
{
    // The table prints as shown: filtered, sorted, with its columns.
    const QAbstractItemModel* model = m_view->model();
    QStringList headers;
    for (int c = 0; c < model->columnCount(); ++c) {
        headers << model->headerData(c, Qt::Horizontal).toString();
    }
    QList<QStringList> rows;
    for (int r = 0; r < model->rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < model->columnCount(); ++c) {
            row << model->index(r, c).data().toString();
        }
        rows << row;
    }
    return report::fromTable(title, headers, rows);
}

bool TablePage::restoreColumns(const QByteArray& state, bool personSized)
{
    const bool restored = m_view->horizontalHeader()->restoreState(state);
    m_personSized = restored && personSized;
    return restored;
}

QByteArray TablePage::saveColumns() const
{
    return m_view->horizontalHeader()->saveState();
}

void TablePage::fitColumns()
{
    constexpr int MaxWidth = 360; // a long text column (the games a player plays) leaves room to the others
    constexpr int Margin = 12;
    if (m_personSized || m_view->model()->rowCount() == 0) {
        return;
    }
    const QScopedValueRollback fitting(m_fitting, true);
    m_view->resizeColumnsToContents();
    for (int c = 0; c < m_view->model()->columnCount(); ++c) {
        const int wanted = m_view->columnWidth(c) + Margin;
        m_view->setColumnWidth(c, m_keyColumns.contains(c) ? wanted : std::min(MaxWidth, wanted));
    }
}

QString TablePage::selected(int role) const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(role).toString();
}

} // namespace palmares::ui
