// The Events tab: a table's result entered through the result dialog (issue
// 42, items 4 and 9) — a tarot table's scores and deals, a battle's morale,
// a duel's scores — then the next table pending selected, so that the
// secretary goes from table to table with the keyboard (Enter, the result,
// Enter).

#include "eventspage.h"

#include "ui/resultdialog.h"

#include <QPushButton>
#include <QTableWidget>

#include <algorithm>

namespace palmares::ui {

QPushButton* EventsPage::makeEnterButton()
{
    m_enterResult = new QPushButton(tr("Enter the result…"), this);
    m_enterResult->setObjectName(QStringLiteral("enterResult"));
    m_enterResult->setToolTip(tr("The result of the selected table: scores, deals, morale (Enter or a double-click)"));
    connect(m_enterResult, &QPushButton::clicked, this, &EventsPage::enterResult);
    return m_enterResult;
}

bool EventsPage::boardKeys() const
{
    const club::Event* e = eventShown();
    if (e == nullptr || e->pairing == club::PairingMethod::Tables) {
        return false;
    }
    const QString& game = e->game;
    const auto found =
        std::find_if(m_games.cbegin(), m_games.cend(), [&game](const club::Game& g) { return g.name == game; });
    if (found == m_games.cend()) {
        return true; // the games not read yet: the keys refuse nothing the club would take
    }
    const auto rules = club::GameCatalogue::ruleSetFor(*found);
    if (!rules) {
        return true;
    }
    const rating::Fields fields = (*rules)->describe().fields;
    return fields.has(rating::Field::Rank) && !fields.has(rating::Field::MoraleLost);
}

const club::EventTable* EventsPage::pendingAt(int row) const
{
    const club::EventRound* round = roundShown();
    if (round == nullptr || row < 0) {
        return nullptr;
    }
    const QList<club::EventTable>& tables = round->tables; // one row each, in order
    if (row >= tables.size() || tables.at(row).played()) {
        return nullptr;
    }
    return &tables.at(row);
}

int EventsPage::nextPending(int row) const
{
    const int rows = m_round->rowCount();
    for (int step = 1; step < rows; ++step) {
        if (const int next = (row + step) % rows; pendingAt(next) != nullptr) {
            return next;
        }
    }
    return row;
}

void EventsPage::enterResult()
{
    const int row = m_round->currentRow();
    const club::EventTable* table = pendingAt(row);
    const club::Event* e = eventShown();
    if (table == nullptr || e == nullptr) {
        return; // a bye, or a result entered already (corrected in the Results tab)
    }
    const int round = shownRound();
    const EventTableEntry entry{e->name, round, table->number, e->game, e->playedAt(round), table->players};
    // The round read again once the result is saved shows the next table
    // pending selected (the read may come back before the dialog closes).
    m_keepRow = nextPending(row);
    ResultDialog dialog(m_session, entry, this);
    if (dialog.exec() != QDialog::Accepted) {
        m_keepRow = -1;
    }
}

} // namespace palmares::ui
