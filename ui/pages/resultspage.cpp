#include "resultspage.h"

#include "ui/datefield.h"
#include "ui/explanationpanel.h"
#include "ui/models/filterproxy.h"
#include "ui/models/modelroles.h"
#include "ui/models/resultsmodel.h"
#include "ui/pages/flowlayout.h"
#include "ui/pages/pagesupport.h"
#include "ui/session.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace palmares::ui {

ResultsPage::ResultsPage(Session& session, QWidget* parent)
    : TablePage(session, parent),
      m_model(new ResultsModel(this)),
      m_game(new QComboBox(this))
{
    setObjectName(QStringLiteral("resultsPage"));
    m_player = pages::filterBox(this, tr("Player…"));
    m_player->setMinimumWidth(m_player->fontMetrics().averageCharWidth() * 14);
    m_from = pages::openDate(this, tr("from the start"));
    m_to = pages::openDate(this, tr("until today"));
    auto* filter = pages::filterBox(this, tr("Filter results…"));
    auto* add = new QPushButton(tr("New…"), this);
    auto* edit = new QPushButton(tr("Correct…"), this);
    auto* remove = new QPushButton(tr("Delete…"), this);
    // On a narrow screen the row wraps, each date beside its label.
    auto* bar = new FlowLayout;
    bar->addWidget(m_game);
    bar->addWidget(m_player);
    bar->addGroup(this, {new QLabel(tr("From"), this), m_from});
    bar->addGroup(this, {new QLabel(tr("to"), this), m_to});
    bar->addWidget(pages::periodPresets(this, m_from, m_to, true, pages::seasonsOf(m_session)));
    m_from->setObjectName(QStringLiteral("from"));
    m_to->setObjectName(QStringLiteral("to"));
    bar->addWidget(filter);
    bar->addGroup(this, {add, edit, remove});
    QTableView* table = makeView(QStringLiteral("resultsView"), m_model, {ResultsModel::Players});
    // Under the table, why the selected result changed the ratings.
    // Made after the filter bar: the focus chain follows the order widgets are made in.
    // NOLINTNEXTLINE(cppcoreguidelines-prefer-member-initializer): made after the filter bar (above).
    m_explanation = new ExplanationPanel(m_session, this);
    m_explanation->setObjectName(QStringLiteral("explanationPanel"));
    auto* split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("resultsSplitter"));
    split->addWidget(table);
    split->addWidget(m_explanation);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(split);
    connect(table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ResultsPage::showExplanation);
    connect(m_game, &QComboBox::currentIndexChanged, this,
            [this] { proxy()->setGameFilter(m_game->currentData().toString()); });
    connect(m_player, &QLineEdit::textChanged, proxy(), &FilterProxy::setPlayerFilter);
    const auto dates = [this] { proxy()->setDateRange(m_from->date(), m_to->date()); };
    connect(m_from, &DateField::dateChanged, this, dates);
    connect(m_to, &DateField::dateChanged, this, dates);
    connect(filter, &QLineEdit::textChanged, proxy(), &FilterProxy::setFilterText);
    connect(add, &QPushButton::clicked, this, &ResultsPage::newResultRequested);
    connect(edit, &QPushButton::clicked, this, &ResultsPage::editRequested);
    connect(remove, &QPushButton::clicked, this, &ResultsPage::deleteRequested);
    connect(table, &QTableView::doubleClicked, this, &ResultsPage::editRequested);
}

ResultsPage::~ResultsPage() = default;

QString ResultsPage::selectedMatch() const
{
    return selected(MatchCodeRole);
}

void ResultsPage::refresh(const club::Expected<QList<club::Game>>& games)
{
    if (!m_session.isOpen()) {
        return;
    }
    pages::fillGames(m_game, games.value_or(QList<club::Game>{}), true);
    proxy()->setGameFilter(m_game->currentData().toString());
    load([this](club::Club& club) -> Shown {
        auto results = club.archive().results();
        if (!results) {
            return failure(results.status());
        }
        // Folded and collated here too, off the window's thread.
        return [this, results = std::make_shared<ResultsModel::Prepared>(ResultsModel::prepare(std::move(*results)))](
                   club::Status&) {
            // The selected result stays selected (and explained) when the
            // results are read again: a correction saved, another's change.
            const QString selected = selectedMatch();
            m_model->setResults(std::move(*results));
            selectMatch(selected);
            showExplanation();
        };
    });
}

bool ResultsPage::movedBy(const club::Change& change) const
{
    using Kind = club::Change::Kind;
    // The matches, the players' and games' names, why a match is unrated
    // (a game's parameters, a rebuild): not a new player, a household nor
    // whether a player is active.
    switch (change.kind) {
    case Kind::PlayerAdded:
    case Kind::HouseholdChanged:
    case Kind::ActiveChanged:
    case Kind::DormancyChanged:
    case Kind::SeasonsChanged:
    case Kind::EventsChanged:
        return false;
    default:
        return true;
    }
}

bool ResultsPage::restoreColumns(const QByteArray& state, bool personSized)
{
    const bool restored = TablePage::restoreColumns(state, personSized);
    if (!restored) {
        view()->sortByColumn(ResultsModel::Date, Qt::DescendingOrder);
    }
    return restored;
}

void ResultsPage::selectMatch(const QString& code)
{
    if (code.isEmpty()) {
        return;
    }
    const QList<club::ResultRow>& rows = m_model->results();
    const auto found =
        std::find_if(rows.cbegin(), rows.cend(), [&code](const club::ResultRow& r) { return r.code == code; });
    if (found == rows.cend()) {
        return; // deleted meanwhile
    }
    // The model shows its data in its own sort order.
    const auto dataRow = static_cast<int>(found - rows.cbegin());
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->dataRowAt(row) == dataRow) {
            if (const QModelIndex shown = proxy()->mapFromSource(m_model->index(row, 0)); shown.isValid()) {
                view()->selectRow(shown.row());
            }
            return;
        }
    }
}

void ResultsPage::showExplanation()
{
    m_explanation->setMatch(selectedMatch());
}

} // namespace palmares::ui
