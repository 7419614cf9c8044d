// The result dialog opened from a table of an event's round (issue 42, item
// 4): the same form and preview, its game and players fixed to the table's,
// saved through the events service so that the match carries its event,
// round and table.

#include "resultdialog.h"

#include "commands.h"
#include "participanttable.h"
#include "session.h"

#include <QComboBox>
#include <QPushButton>

namespace palmares::ui {

ResultDialog::ResultDialog(Session& session, const EventTableEntry& table, QWidget* parent)
    : ResultDialog(session, Mode::Add, table.game, parent)
{
    // NOLINTNEXTLINE(cppcoreguidelines-prefer-member-initializer): a delegating constructor initialises no member.
    m_table = table;
    setWindowTitle(tr("Result of table %1, round %2 of %3").arg(table.table).arg(table.round).arg(table.event));
    club::MatchDraft d;
    d.game = table.game;
    d.playedAt = table.playedAt;
    for (qsizetype i = 0; i < table.players.size(); ++i) {
        club::MatchDraft::Entry e;
        e.player = table.players.at(i);
        e.rank = static_cast<int>(i) + 1; // as a new result's rows are numbered
        d.participants << e;
    }
    fill(d);
    // The table's game and players, in its seat order: a swap is made in
    // the round, not here.
    m_game->setEnabled(false);
    m_participants->fixPlayers();
    m_participants->setTitle(tr("Table %1 of round %2: the players in their seats").arg(table.table).arg(table.round));
    m_saveNext->hide(); // the next table is chosen in the round
    m_save->setEnabled(false);
    refresh();
    m_pristine = formValues();
    m_participants->focusFirst(); // the first field of the result
}

club::Expected<QString> ResultDialog::saveToTable()
{
    auto change = std::make_unique<RecordEventResult>(m_table->event, m_table->round, m_table->table, *draft());
    const RecordEventResult* recorded = change.get();
    const club::Status status = m_session.run(std::move(change));
    if (status.ok()) {
        return recorded->code();
    }
    addProblems(status);
    showProblems();
    return status;
}

} // namespace palmares::ui
