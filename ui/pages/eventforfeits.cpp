// The Events tab: forfeits and byes asked for (issue 42) — a duel's board
// settled because a player did not come (nothing is rated: no match is
// recorded), and a player who will not come to a round not paired yet. Both
// go through the events service as undoable changes.

#include "eventspage.h"

#include "ui/commands.h"
#include "ui/pages/pagesupport.h"
#include "ui/session.h"
#include "ui/texts.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>

#include <algorithm>
#include <array>
#include <memory>
#include <utility>

namespace palmares::ui {

QPushButton* EventsPage::makeForfeitButton()
{
    m_forfeit = new QPushButton(tr("Forfeit"), this);
    m_forfeit->setObjectName(QStringLiteral("forfeit"));
    m_forfeit->setToolTip(tr("The selected board settled because a player did not come: the one who came wins "
                             "without playing, and nothing is rated"));
    auto* menu = new QMenu(m_forfeit);
    menu->setObjectName(QStringLiteral("forfeitMenu"));
    const std::array<std::pair<QString, club::Absent>, 3> who{{
        {tr("The first player did not come (chess: White)"), club::Absent::First},
        {tr("The second player did not come (chess: Black)"), club::Absent::Second},
        {tr("Neither came"), club::Absent::Both},
    }};
    for (const auto& [text, absent] : who) {
        QAction* a = menu->addAction(text);
        a->setObjectName(QStringLiteral("forfeit-") + club::absentKey(absent));
        connect(a, &QAction::triggered, this, [this, absent = absent] { recordForfeit(absent); });
    }
    menu->addSeparator();
    QAction* clear = menu->addAction(tr("Take the forfeit back"));
    clear->setObjectName(QStringLiteral("forfeit-clear"));
    connect(clear, &QAction::triggered, this, &EventsPage::clearForfeit);
    m_forfeit->setMenu(menu);
    return m_forfeit;
}

QPushButton* EventsPage::makeByeButton()
{
    m_bye = new QPushButton(tr("Bye asked…"), this);
    m_bye->setObjectName(QStringLiteral("askBye"));
    m_bye->setToolTip(tr("A player who will not come to a round not paired yet: he is left out of its pairing"));
    connect(m_bye, &QPushButton::clicked, this, &EventsPage::askBye);
    m_eventButtons << m_bye;
    return m_bye;
}

const club::EventTable* EventsPage::selectedBoard() const
{
    const club::EventRound* round = roundShown();
    const int table = selectedTable();
    if (round == nullptr || table <= 0) {
        return nullptr;
    }
    const auto found = std::find_if(round->tables.cbegin(), round->tables.cend(),
                                    [table](const club::EventTable& t) { return t.number == table; });
    return found == round->tables.cend() ? nullptr : &*found;
}

QString EventsPage::byesAskedText(const QList<club::RequestedBye>& byes, int paired)
{
    QStringList asked;
    for (const club::RequestedBye& b : byes) {
        if (b.round > paired) {
            asked << tr("%1 (round %2, %3)")
                         .arg(b.player.toHtmlEscaped())
                         .arg(b.round)
                         .arg(b.half ? tr("½ point") : tr("0 points"));
        }
    }
    return asked.isEmpty() ? QString() : QStringLiteral("<br>") + tr("Byes asked: %1").arg(asked.join(u", "));
}

void EventsPage::recordForfeit(club::Absent absent)
{
    const club::EventTable* board = selectedBoard();
    if (board == nullptr) {
        return;
    }
    const int table = board->number;
    const club::Status s =
        m_session.run(std::make_unique<SetForfeit>(m_current, shownRound(), table, club::Absent::None, absent));
    if (!s.ok()) {
        pages::showError(this, tr("Could not record the forfeit at table %1").arg(table), texts::problem(s));
    }
}

void EventsPage::clearForfeit()
{
    const club::EventTable* board = selectedBoard();
    if (board == nullptr || board->forfeit == club::Absent::None) {
        return;
    }
    const int table = board->number;
    const club::Status s =
        m_session.run(std::make_unique<SetForfeit>(m_current, shownRound(), table, board->forfeit, club::Absent::None));
    if (!s.ok()) {
        pages::showError(this, tr("Could not take the forfeit back at table %1").arg(table), texts::problem(s));
    }
}

void EventsPage::askBye()
{
    const club::Event* e = eventShown();
    if (e == nullptr) {
        return;
    }
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("byeDialog"));
    dialog.setWindowTitle(tr("Bye asked"));
    auto* form = new QFormLayout(&dialog);
    auto* player = new QComboBox(&dialog);
    player->setObjectName(QStringLiteral("byePlayer"));
    for (int row = 0; row < m_entrants->rowCount(); ++row) {
        if (const QTableWidgetItem* item = m_entrants->item(row, 1)) {
            player->addItem(item->text());
        }
    }
    auto* round = new QSpinBox(&dialog);
    round->setObjectName(QStringLiteral("byeRound"));
    const int next = m_roundBar->count() + 1;
    round->setRange(next, e->rounds > 0 ? std::max(next, e->rounds) : next + 50);
    auto* points = new QComboBox(&dialog);
    points->setObjectName(QStringLiteral("byePoints"));
    points->addItem(tr("½ point"), true);
    points->addItem(tr("0 points"), false);
    auto* cancel = new QRadioButton(tr("Take back the bye he asked for"), &dialog);
    cancel->setObjectName(QStringLiteral("byeCancel"));
    form->addRow(tr("&Player:"), player);
    form->addRow(tr("&Round:"), round);
    form->addRow(tr("P&oints:"), points);
    form->addRow(cancel);
    cancel->setAutoExclusive(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted || player->currentText().isEmpty()) {
        return;
    }
    club::RequestedBye bye{player->currentText(), round->value(), points->currentData().toBool()};
    if (cancel->isChecked()) {
        // Undo asks it again with the points it had.
        const QList<club::RequestedBye>& byes = byesShown();
        const auto had = std::find_if(byes.cbegin(), byes.cend(), [&bye](const club::RequestedBye& b) {
            return b.player == bye.player && b.round == bye.round;
        });
        bye.half = had != byes.cend() ? had->half : bye.half;
    }
    const club::Status s = m_session.run(std::make_unique<AskBye>(m_current, bye, cancel->isChecked()));
    if (!s.ok()) {
        pages::showError(this, tr("Bye asked"), texts::problem(s));
    }
}

} // namespace palmares::ui
