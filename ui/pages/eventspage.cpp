#include "eventspage.h"

#include "ui/commands.h"
#include "ui/eventdialog.h"
#include "ui/models/filterproxy.h"
#include "ui/pages/flowlayout.h"
#include "ui/pages/pagesupport.h"
#include "ui/session.h"
#include "ui/texts.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTabBar>
#include <QTableView>
#include <QTableWidget>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <utility>

namespace palmares::ui {

namespace {

/// The data roles of the page's own tables: a table's number, a player's name.
constexpr int TableRole = Qt::UserRole + 1;
constexpr int PlayerRole = Qt::UserRole + 2;
/// The match code of a table's result, in its Result cell.
constexpr int MatchRole = Qt::UserRole + 3;
/// The column of a round's first seat (after the table's number and lock).
constexpr int FirstSeat = 2;

QString number(double v)
{
    return QLocale().toString(v, 'g', 6);
}

/// `table` (a new plain one when null) set up as the page's tables are.
QTableWidget* smallTable(const QString& name, QWidget* parent, QTableWidget* table = nullptr)
{
    auto* t = table != nullptr ? table : new QTableWidget(parent);
    t->setObjectName(name);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setAlternatingRowColors(true);
    t->setWordWrap(false);
    t->verticalHeader()->hide();
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 8);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

QTableWidgetItem* cell(const QString& text, int role = 0, const QVariant& data = {})
{
    auto* item = new QTableWidgetItem(text);
    if (role != 0) {
        item->setData(role, data);
    }
    return item;
}

void fitTable(QTableWidget* t)
{
    t->resizeColumnsToContents();
    for (int c = 0; c < t->columnCount(); ++c) {
        t->setColumnWidth(c, t->columnWidth(c) + 12);
    }
}

/// A duel's result from its first player's side, as a board shows it.
QString duelScore(const club::MatchDraft& d, const QString& first)
{
    int mine = 0;
    int theirs = 0;
    for (const club::MatchDraft::Entry& e : d.participants) {
        (e.player == first ? mine : theirs) = e.rank.value_or(0);
    }
    if (mine == theirs) {
        return QStringLiteral("½-½");
    }
    return mine < theirs ? QStringLiteral("1-0") : QStringLiteral("0-1");
}

} // namespace

struct EventsPage::Shown {
    QList<club::Event> events;
    std::optional<club::Event> event; ///< the one selected, if it still exists
    QList<club::Entrant> entrants;
    QList<club::EventRound> rounds;
    QHash<QString, QString> scores;                ///< a duel's match code → "1-0" from its first player's side
    QHash<QString, int> paired;                    ///< each event's rounds paired so far
    QList<club::RequestedBye> byes;                ///< the byes asked for in the event selected
    std::optional<club::EventStandings> standings; ///< after the complete rounds
    std::optional<pairing::CrossTable> cross;
    /// The standings and cross-table after each complete round (issue 42:
    /// the standings after each round), shown with that round.
    QList<club::EventStandings> standingsAfter;
    QList<pairing::CrossTable> crossAfter;
    club::Status problem;
};

EventsPage::EventsPage(Session& session, QWidget* parent)
    : TablePage(session, parent),
      m_model(new QStandardItemModel(0, ColumnCount, this)),
      m_title(new QLabel(this)),
      m_entrants(smallTable(QStringLiteral("entrantsView"), this)),
      m_roundBar(new QTabBar(this)),
      m_round(new RoundTable(PlayerRole, this)),
      m_standings(smallTable(QStringLiteral("standingsView"), this)),
      m_cross(smallTable(QStringLiteral("crossTableView"), this)),
      m_sideTabs(new QTabWidget(this))
{
    setObjectName(QStringLiteral("eventsPage"));
    smallTable(QStringLiteral("roundView"), this, m_round);
    m_model->setHorizontalHeaderLabels({tr("Event"), tr("Game"), tr("Dates"), tr("Method"), tr("Rounds")});
    QTableView* events = makeView(QStringLiteral("eventsView"), m_model);
    events->setSortingEnabled(false);

    auto* bar = new FlowLayout;
    const auto button = [this](const QString& text, const QString& name, void (EventsPage::*slot)()) {
        auto* b = new QPushButton(text, this);
        b->setObjectName(name);
        connect(b, &QPushButton::clicked, this, slot);
        return b;
    };
    bar->addWidget(button(tr("New event…"), QStringLiteral("newEvent"), &EventsPage::newEvent));
    QPushButton* remove = button(tr("Remove…"), QStringLiteral("removeEvent"), &EventsPage::removeEvent);
    bar->addWidget(remove);
    bar->addWidget(printButton());
    bar->addStretch();

    // The entrants, under the list of events.
    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(bar);
    topLayout->addWidget(events);
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto* entrantBar = new FlowLayout;
    QPushButton* enter = button(tr("Enter players…"), QStringLiteral("enterPlayers"), &EventsPage::enterPlayers);
    QPushButton* withdraw = button(tr("Withdraw"), QStringLiteral("withdrawPlayer"), &EventsPage::withdrawPlayer);
    entrantBar->addWidget(enter);
    entrantBar->addWidget(withdraw);
    leftLayout->addWidget(new QLabel(tr("Entrants"), left));
    leftLayout->addLayout(entrantBar);
    leftLayout->addWidget(m_entrants);
    m_entrants->setColumnCount(3);
    m_entrants->setHorizontalHeaderLabels({tr("No."), tr("Player"), tr("Rating")});
    m_entrants->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_entrants->setSelectionMode(QAbstractItemView::SingleSelection);

    // The rounds, a tab each, their tables below.
    auto* middle = new QWidget(this);
    auto* middleLayout = new QVBoxLayout(middle);
    middleLayout->setContentsMargins(0, 0, 0, 0);
    m_title->setObjectName(QStringLiteral("eventTitle"));
    m_title->setWordWrap(true);
    middleLayout->addWidget(m_title);
    auto* roundBar = new FlowLayout;
    QPushButton* pair = button(tr("Pair next round"), QStringLiteral("pairNext"), &EventsPage::pairNext);
    QPushButton* again = button(tr("Pair again"), QStringLiteral("pairAgain"), &EventsPage::pairAgain);
    QPushButton* unpair = button(tr("Remove last round"), QStringLiteral("unpairLast"), &EventsPage::unpairLast);
    m_lock = button(tr("Lock / unlock table"), QStringLiteral("lockTable"), &EventsPage::toggleLock);
    m_swap = button(tr("Swap"), QStringLiteral("swapPlayers"), &EventsPage::swapPlayers);
    m_swap->setToolTip(
        tr("Select two players of the last round (Ctrl+click), then swap their seats; or drag one onto the "
           "other."));
    for (QPushButton* b : {pair, again, unpair, m_lock, m_swap, makeByeButton()}) {
        roundBar->addWidget(b);
    }
    middleLayout->addLayout(roundBar);
    m_roundBar->setObjectName(QStringLiteral("roundBar"));
    m_roundBar->setExpanding(false);
    middleLayout->addWidget(m_roundBar);
    middleLayout->addWidget(m_round, 1);
    auto* resultBar = new FlowLayout;
    resultBar->addWidget(makeEnterButton());
    const std::array<std::pair<QString, double>, 3> scores{{{tr("1-0"), 1.0}, {tr("½-½"), 0.5}, {tr("0-1"), 0.0}}};
    for (const auto& [text, score] : scores) {
        auto* b = new QPushButton(text, this);
        b->setObjectName(QStringLiteral("result%1").arg(score * 2));
        b->setToolTip(tr("The result of the selected board (keys 1, = and 0)"));
        connect(b, &QPushButton::clicked, this, [this, score = score] { recordDuel(score); });
        resultBar->addWidget(b);
        m_duelButtons << b;
    }
    resultBar->addWidget(makeForfeitButton());
    middleLayout->addLayout(resultBar);
    m_round->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_round->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_round->installEventFilter(this);
    // Queued: the swap waits for the club, and the drop must end first.
    connect(m_round, &RoundTable::swapAsked, this, &EventsPage::swapSeats, Qt::QueuedConnection);

    m_sideTabs->addTab(m_standings, tr("Standings"));
    m_sideTabs->addTab(m_cross, tr("Cross-table"));

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(left);
    split->addWidget(middle);
    split->addWidget(m_sideTabs);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 4);
    split->setStretchFactor(2, 4);
    // The entrants' three columns, and the standings' tie-breaks, whole at 1280 pixels.
    split->setSizes({240, 540, 480});
    split->setChildrenCollapsible(false);
    // The list of events above, the event selected below.
    auto* outer = new QSplitter(Qt::Vertical, this);
    outer->addWidget(top);
    outer->addWidget(split);
    outer->setStretchFactor(0, 1);
    outer->setStretchFactor(1, 3);
    outer->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(outer);

    m_eventButtons = {remove, enter, withdraw, pair, again, unpair, m_lock, m_swap};
    connect(events->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& index) {
        const QString name = index.siblingAtColumn(Name).data().toString();
        if (index.isValid() && name != m_current) {
            selectEvent(name);
        }
    });
    connect(m_roundBar, &QTabBar::currentChanged, this, &EventsPage::showRound);
    connect(m_round, &QTableWidget::itemSelectionChanged, this, &EventsPage::updateButtons);
    connect(m_round, &QTableWidget::cellDoubleClicked, this, &EventsPage::enterResult);
    updateButtons();
}

EventsPage::~EventsPage() = default;

void EventsPage::refresh(const club::Expected<QList<club::Game>>& games)
{
    if (games) {
        m_games = *games;
    }
    reload();
}

bool EventsPage::movedBy(const club::Change& change) const
{
    using Kind = club::Change::Kind;
    switch (change.kind) {
    case Kind::PlayerAdded: // the dialog that enters players reads them when it opens
    case Kind::HouseholdChanged:
    case Kind::ActiveChanged:
    case Kind::SeasonsChanged:
    case Kind::DormancyChanged:
        return false;
    case Kind::MatchRecorded:
    case Kind::MatchEdited:
    case Kind::MatchDeleted:
    case Kind::ParametersChanged:
        // An event's results are matches of its game: the matches of the
        // other games move nothing here.
        if (m_shown) {
            for (const club::Event& e : m_shown->events) {
                if (change.games.contains(e.game)) {
                    return true;
                }
            }
        }
        return !m_shown || change.games.isEmpty();
    default:
        return true; // the events, names, games, another writer's change
    }
}

void EventsPage::selectEvent(const QString& name)
{
    m_current = name;
    reload();
}

int EventsPage::shownRound() const
{
    return m_roundBar->count() == 0 ? 0 : m_roundBar->currentIndex() + 1;
}

void EventsPage::reload()
{
    if (!m_session.isOpen()) {
        return;
    }
    load([this, name = m_current](club::Club& club) -> TablePage::Shown {
        // Only the club is touched here (the worker's thread); `this` is for what is shown.
        auto s = std::make_shared<EventsPage::Shown>();
        if (const club::Status read = readInto(club, name, *s); !read.ok()) {
            return failure(read);
        }
        return [this, s](club::Status& status) {
            showRead(*s);
            status = s->problem;
        };
    });
}

club::Status EventsPage::readInto(club::Club& club, const QString& name, Shown& s)
{
    auto all = club.events().list();
    if (!all) {
        return all.status();
    }
    s.events = *all;
    for (const club::Event& e : s.events) {
        if (auto r = club.events().rounds(e.name)) {
            s.paired.insert(e.name, static_cast<int>(r->size()));
        }
    }
    const auto found =
        std::find_if(all->cbegin(), all->cend(), [&name](const club::Event& e) { return e.name == name; });
    if (found == all->cend()) {
        return {};
    }
    s.event = *found;
    auto entrants = club.events().entrants(name);
    auto rounds = club.events().rounds(name);
    if (!entrants || !rounds) {
        return entrants ? rounds.status() : entrants.status();
    }
    s.entrants = *entrants;
    s.rounds = *rounds;
    if (auto byes = club.events().requestedByes(name)) {
        s.byes = *std::move(byes);
    }
    if (auto st = club.events().standings(name)) {
        s.standings = *st;
    } else {
        s.problem = st.status();
    }
    readEachRound(club, name, s);
    if (found->pairing == club::PairingMethod::Tables) {
        return {};
    }
    // Duels: each board's result in words, and the cross-table.
    for (const club::EventRound& r : std::as_const(s.rounds)) {
        for (const club::EventTable& t : r.tables) {
            if (t.match.isEmpty()) {
                continue;
            }
            if (const auto d = club.resultBook().matchDraft(t.match)) {
                s.scores.insert(t.match, duelScore(*d, t.players.value(0)));
            }
        }
    }
    if (auto x = club.events().crossTable(name)) {
        s.cross = *x;
    }
    return {};
}

void EventsPage::readEachRound(club::Club& club, const QString& name, Shown& s)
{
    const int complete = s.standings ? s.standings->rounds : 0;
    const bool duels = s.event && s.event->pairing != club::PairingMethod::Tables;
    for (int r = 1; r <= complete; ++r) {
        auto st = club.events().standings(name, r);
        auto x = duels ? club.events().crossTable(name, r) : Expected<pairing::CrossTable>(pairing::CrossTable{});
        if (!st || !x) {
            s.standingsAfter.clear();
            s.crossAfter.clear();
            return; // the standings after the complete rounds are shown for every round
        }
        s.standingsAfter << *std::move(st);
        s.crossAfter << *std::move(x);
    }
}

void EventsPage::showRead(const Shown& s)
{
    m_shown = std::make_shared<const Shown>(s);
    if (!s.event) {
        m_current.clear();
    }
    m_model->setRowCount(0);
    int selectedRow = -1;
    for (const club::Event& e : s.events) {
        const int paired = s.paired.value(e.name);
        if (s.event && e.name == s.event->name) {
            selectedRow = m_model->rowCount();
        }
        const QLocale locale;
        QString dates = locale.toString(e.first, QLocale::ShortFormat);
        if (e.last.isValid() && e.last != e.first) {
            dates += QStringLiteral(" – ") + locale.toString(e.last, QLocale::ShortFormat);
        }
        const QString rounds = e.rounds > 0 ? tr("%1 of %2").arg(paired).arg(e.rounds) : QString::number(paired);
        QList<QStandardItem*> row;
        for (const QString& text : {e.name, e.game, dates, club::pairingLabel(e.pairing), rounds}) {
            row << new QStandardItem(text);
        }
        m_model->appendRow(row);
    }
    if (selectedRow >= 0) {
        const QSignalBlocker block(view()->selectionModel());
        view()->selectRow(proxy()->mapFromSource(m_model->index(selectedRow, 0)).row());
    }
    m_entrants->setRowCount(0);
    for (const club::Entrant& e : s.entrants) {
        const int r = m_entrants->rowCount();
        m_entrants->insertRow(r);
        QString name = e.player;
        if (e.withdrawnRound > 0) {
            name = tr("%1 (withdrawn from round %2)").arg(e.player).arg(e.withdrawnRound);
        } else if (e.firstRound > 1) {
            name = tr("%1 (from round %2)").arg(e.player).arg(e.firstRound);
        }
        m_entrants->setItem(r, 0, cell(QString::number(e.pairingNumber)));
        m_entrants->setItem(r, 1, cell(name, PlayerRole, e.player));
        m_entrants->setItem(r, 2, cell(number(std::round(e.rating))));
    }
    fitTable(m_entrants);
    m_title->setText(s.event ? tr("<b>%1</b> — %2, %3")
                                       .arg(s.event->name.toHtmlEscaped(), s.event->game.toHtmlEscaped(),
                                            club::pairingLabel(s.event->pairing)) +
                                   byesAskedText(s.byes, static_cast<int>(s.rounds.size()))
                             : tr("Select an event, or add one with “New event…”."));
    showRounds(s); // and the standings after the round shown
    updateButtons();
}

void EventsPage::showRounds(const Shown& s)
{
    const int before = m_roundBar->count();
    const int shown = m_roundBar->currentIndex();
    const QSignalBlocker block(m_roundBar);
    while (m_roundBar->count() > 0) {
        m_roundBar->removeTab(0);
    }
    for (const club::EventRound& r : s.rounds) {
        m_roundBar->addTab(tr("Round %1").arg(r.number));
    }
    // A round added or removed shows the last; otherwise the one shown stays.
    const int count = m_roundBar->count();
    m_roundBar->setVisible(count > 0);
    m_roundBar->updateGeometry();
    m_roundBar->setCurrentIndex(count != before || shown < 0 ? count - 1 : std::min(shown, count - 1));
    showRound(m_roundBar->currentIndex());
}

void EventsPage::showRound(int index)
{
    const int keep = std::exchange(m_keepRow, -1);
    if (m_shown) {
        showStandings(*m_shown);
    }
    m_round->clear();
    m_round->setRowCount(0);
    if (!m_shown || index < 0 || index >= m_shown->rounds.size()) {
        m_round->setColumnCount(0);
        updateButtons();
        return;
    }
    const club::EventRound& r = m_shown->rounds.at(index);
    qsizetype seats = 2;
    for (const club::EventTable& t : r.tables) {
        seats = std::max(seats, t.players.size());
    }
    QStringList headers{tr("Table"), tr("Locked")};
    for (qsizetype i = 1; i <= seats; ++i) {
        headers << tr("Player %1").arg(i);
    }
    headers << tr("Result");
    m_round->setColumnCount(static_cast<int>(headers.size()));
    m_round->setHorizontalHeaderLabels(headers);
    for (const club::EventTable& t : r.tables) {
        const int row = m_round->rowCount();
        m_round->insertRow(row);
        m_round->setItem(row, 0, cell(t.bye() ? tr("bye") : QString::number(t.number), TableRole, t.number));
        for (qsizetype i = 0; i < t.players.size(); ++i) {
            m_round->setItem(row, static_cast<int>(i + FirstSeat), cell(t.players.at(i), PlayerRole, t.players.at(i)));
        }
        QString result = tr("pending");
        if (t.bye()) {
            result = tr("bye");
        } else if (t.forfeit != club::Absent::None) {
            result = report::forfeitResult(t.forfeit);
        } else if (!t.match.isEmpty()) {
            const QString score = m_shown->scores.value(t.match);
            result = score.isEmpty() ? t.match : tr("%1 (%2)").arg(score, t.match);
        }
        m_round->setItem(row, 1, cell(t.locked ? tr("locked") : QString()));
        m_round->setItem(row, static_cast<int>(seats + FirstSeat), cell(result, MatchRole, t.match));
    }
    // The byes asked for this round, under its tables (not seats: no drag).
    for (const club::RequestedBye& b : r.byes) {
        const int row = m_round->rowCount();
        m_round->insertRow(row);
        m_round->setItem(row, 0, cell(tr("bye asked"), TableRole, -1));
        m_round->setItem(row, FirstSeat, cell(b.player));
        m_round->setItem(row, static_cast<int>(seats + FirstSeat), cell(b.half ? tr("½ point") : tr("0 points")));
    }
    fitTable(m_round);
    if (keep >= 0 && keep < m_round->rowCount()) {
        m_round->setCurrentCell(keep, FirstSeat);
    }
    updateButtons();
}

void EventsPage::showStandings(const Shown& s)
{
    m_standings->clear();
    m_standings->setRowCount(0);
    m_standings->setColumnCount(0);
    // After the round shown when it is complete, else after the complete
    // rounds (those it was paired from), as the print of that round.
    const int shown = shownRound();
    const bool ofShown = shown >= 1 && shown <= s.standingsAfter.size();
    const std::optional<club::EventStandings> standings =
        ofShown ? std::optional<club::EventStandings>(s.standingsAfter.at(shown - 1)) : s.standings;
    const int after = standings ? standings->rounds : 0;
    // Short, so that the cross-table's tab stays beside it; the tip says it whole.
    m_sideTabs->setTabText(0, after > 0 ? tr("Standings (R%1)").arg(after) : tr("Standings"));
    m_sideTabs->setTabToolTip(0, after > 0 ? tr("The standings after round %1").arg(after)
                                           : tr("The standings: no round is complete yet"));
    if (standings) {
        const bool tarot = standings->event.pairing == club::PairingMethod::Tables;
        QStringList headers{tr("Rank"), tr("Player"), tarot ? tr("Score") : tr("Points"), tr("Played")};
        for (const QString& key : standings->tieBreaks) {
            headers << (key == QStringLiteral("placement") ? tr("Placement") : key);
        }
        m_standings->setColumnCount(static_cast<int>(headers.size()));
        m_standings->setHorizontalHeaderLabels(headers);
        for (const club::EventStandingRow& row : standings->rows) {
            const int r = m_standings->rowCount();
            m_standings->insertRow(r);
            m_standings->setItem(r, 0, cell(row.shared ? QStringLiteral("=") : QString::number(row.rank)));
            m_standings->setItem(r, 1, cell(row.player, PlayerRole, row.player));
            m_standings->setItem(r, 2, cell(number(row.points)));
            m_standings->setItem(r, 3, cell(QString::number(row.played)));
            for (qsizetype i = 0; i < row.tieBreaks.size(); ++i) {
                m_standings->setItem(r, static_cast<int>(4 + i), cell(number(row.tieBreaks.at(i))));
            }
        }
        fitTable(m_standings);
    }
    showCrossTable(ofShown && shown <= s.crossAfter.size() && s.cross ? std::optional(s.crossAfter.at(shown - 1))
                                                                      : s.cross);
}

void EventsPage::showCrossTable(const std::optional<pairing::CrossTable>& cross)
{
    m_cross->clear();
    m_cross->setRowCount(0);
    m_cross->setColumnCount(0);
    m_sideTabs->setTabEnabled(1, cross.has_value());
    if (!cross) {
        return;
    }
    const pairing::CrossTable& x = *cross;
    QStringList headers{tr("Rank"), tr("Player"), tr("Points")};
    const int columns = x.roundRobin ? static_cast<int>(x.rows.size()) : x.rounds;
    for (int c = 1; c <= columns; ++c) {
        headers << (x.roundRobin ? QString::number(c) : tr("R%1").arg(c));
    }
    m_cross->setColumnCount(static_cast<int>(headers.size()));
    m_cross->setHorizontalHeaderLabels(headers);
    for (const pairing::CrossRow& row : x.rows) {
        const int r = m_cross->rowCount();
        m_cross->insertRow(r);
        m_cross->setItem(r, 0, cell(row.shared ? QStringLiteral("=") : QString::number(row.rank)));
        m_cross->setItem(r, 1, cell(QString::fromStdString(row.name)));
        m_cross->setItem(r, 2, cell(number(row.points)));
        const auto texts = x.roundRobin ? row.grid : [&row] {
            std::vector<std::string> out;
            for (const pairing::CrossCell& c : row.rounds) {
                out.push_back(c.text);
            }
            return out;
        }();
        for (std::size_t c = 0; c < texts.size(); ++c) {
            m_cross->setItem(r, static_cast<int>(3 + c), cell(QString::fromStdString(texts[c])));
        }
    }
    fitTable(m_cross);
}

void EventsPage::updateButtons()
{
    const bool event = !m_current.isEmpty();
    for (QPushButton* b : std::as_const(m_eventButtons)) {
        b->setEnabled(event);
    }
    const bool last = event && m_roundBar->count() > 0 && m_roundBar->currentIndex() == m_roundBar->count() - 1;
    m_lock->setEnabled(last && selectedTable() > 0);
    m_swap->setEnabled(last);
    const bool duels = boardKeys();
    m_enterResult->setEnabled(pendingAt(m_round->currentRow()) != nullptr);
    for (QPushButton* b : std::as_const(m_duelButtons)) {
        b->setVisible(duels);
        b->setEnabled(duels && selectedTable() > 0);
    }
    const club::Event* e = eventShown();
    const club::EventTable* board = selectedBoard();
    m_forfeit->setVisible(e != nullptr && e->pairing != club::PairingMethod::Tables);
    m_forfeit->setEnabled(board != nullptr && board->match.isEmpty());
    m_bye->setEnabled(e != nullptr && e->pairing != club::PairingMethod::RoundRobin);
}

const club::Event* EventsPage::eventShown() const
{
    return m_shown && m_shown->event ? &*m_shown->event : nullptr;
}

const QList<club::RequestedBye>& EventsPage::byesShown() const
{
    static const QList<club::RequestedBye> none;
    return m_shown ? m_shown->byes : none;
}

const club::EventRound* EventsPage::roundShown() const
{
    const int index = m_roundBar->currentIndex();
    return m_shown && index >= 0 && index < m_shown->rounds.size() ? &m_shown->rounds.at(index) : nullptr;
}

int EventsPage::selectedTable() const
{
    const int row = m_round->currentRow();
    if (row < 0 || m_round->item(row, 0) == nullptr) {
        return -1;
    }
    return m_round->item(row, 0)->data(TableRole).toInt();
}

bool EventsPage::write(const std::function<club::Status(club::Club&)>& job, const QString& what)
{
    const club::Status s = m_session.inBackground(job, what);
    if (!s.ok()) {
        pages::showError(this, what, texts::problem(s));
    }
    return s.ok();
}

// ------------------------------------------------------------- the events

void EventsPage::newEvent()
{
    if (m_games.isEmpty()) {
        pages::showError(this, tr("New event"), tr("The club has no game yet: add one in the Games tab first."));
        return;
    }
    EventDialog dialog(m_games, this);
    while (dialog.exec() == QDialog::Accepted) {
        const club::Event e = dialog.chosen();
        const club::Status s =
            m_session.inBackground([e](club::Club& club) { return club.events().add(e); }, tr("New event"));
        if (s.ok()) {
            selectEvent(e.name.simplified());
            return;
        }
        dialog.setProblem(texts::problem(s));
    }
}

void EventsPage::removeEvent()
{
    const QString name = m_current;
    if (name.isEmpty()) {
        return;
    }
    if (QMessageBox::question(this, tr("Remove an event"),
                              tr("Remove the event %1, its entrants and its rounds?").arg(name),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes) {
        return;
    }
    write([name](club::Club& club) { return club.events().remove(name); }, tr("Could not remove %1").arg(name));
}

void EventsPage::enterPlayers()
{
    const QString name = m_current;
    if (name.isEmpty()) {
        return;
    }
    const auto players = m_session.readNow<club::Expected<QList<club::Player>>>(
        [](club::Club& club) { return club.roster().players(); });
    if (!players) {
        pages::showError(this, tr("Enter players"), texts::problem(players.status()));
        return;
    }
    QStringList entered;
    if (m_shown) {
        for (const club::Entrant& e : m_shown->entrants) {
            entered << e.player;
        }
    }
    QStringList free;
    for (const club::Player& p : *players) {
        if (!entered.contains(p.name)) {
            free << p.name;
        }
    }
    EnterPlayersDialog dialog(name, free, this);
    while (dialog.exec() == QDialog::Accepted) {
        const QStringList chosen = dialog.players();
        if (chosen.isEmpty()) {
            return;
        }
        const bool create = dialog.hasNewNames();
        const club::Status s = m_session.inBackground(
            [name, chosen, create](club::Club& club) { return club.events().enter(name, chosen, create); },
            tr("Enter players"));
        if (s.ok()) {
            return;
        }
        dialog.setProblem(texts::problem(s));
    }
}

void EventsPage::withdrawPlayer()
{
    const QString name = m_current;
    const int row = m_entrants->currentRow();
    if (name.isEmpty() || row < 0) {
        pages::showError(this, tr("Withdraw"), tr("Select an entrant first."));
        return;
    }
    const QString player = m_entrants->item(row, 1)->data(PlayerRole).toString();
    write([name, player](club::Club& club) { return club.events().withdraw(name, player); },
          tr("Could not withdraw %1").arg(player));
}

// ------------------------------------------------------------- the rounds

void EventsPage::pairNext()
{
    const QString name = m_current;
    write(
        [name](club::Club& club) -> club::Status {
            const auto r = club.events().pairNext(name);
            return r ? club::Status() : r.status();
        },
        tr("Could not pair the next round"));
}

void EventsPage::pairAgain()
{
    const QString name = m_current;
    write(
        [name](club::Club& club) -> club::Status {
            const auto r = club.events().pairAgain(name);
            return r ? club::Status() : r.status();
        },
        tr("Could not pair the round again"));
}

void EventsPage::unpairLast()
{
    const QString name = m_current;
    write([name](club::Club& club) { return club.events().unpairLast(name); }, tr("Could not remove the last round"));
}

void EventsPage::toggleLock()
{
    const QString name = m_current;
    const int table = selectedTable();
    const int row = m_round->currentRow();
    if (name.isEmpty() || table <= 0) {
        return;
    }
    const bool locked = m_round->item(row, 1)->text().isEmpty();
    m_keepRow = row;
    write([name, table, locked](club::Club& club) { return club.events().lock(name, table, locked); },
          tr("Could not lock or unlock table %1").arg(table));
}

void EventsPage::swapPlayers()
{
    QStringList chosen;
    for (const QTableWidgetItem* item : m_round->selectedItems()) {
        if (const QString p = item->data(PlayerRole).toString(); !p.isEmpty()) {
            chosen << p;
        }
    }
    if (chosen.size() != 2) {
        pages::showError(this, tr("Swap"), tr("Select two players of the last round (Ctrl+click the second)."));
        return;
    }
    swapSeats(chosen[0], chosen[1]);
}

void EventsPage::swapSeats(const QString& a, const QString& b)
{
    const QString what = tr("Could not swap %1 and %2").arg(a, b);
    if (const QString refused = swapRefusal(a, b); !refused.isEmpty()) {
        pages::showError(this, what, refused);
        return;
    }
    // Undoable (Ctrl+Z swaps them back), as a result typed on the board is.
    if (const club::Status s = m_session.run(std::make_unique<SwapSeats>(m_current, a, b)); !s.ok()) {
        pages::showError(this, what, texts::problem(s));
    }
}

bool EventsPage::shownTarot() const
{
    return m_shown && m_shown->event && m_shown->event->pairing == club::PairingMethod::Tables;
}

QString EventsPage::swapRefusal(const QString& a, const QString& b) const
{
    if (!m_shown || m_shown->rounds.isEmpty() || shownRound() != m_shown->rounds.size()) {
        return tr("Only the players of the last round can change seats.");
    }
    for (const club::EventTable& t : m_shown->rounds.constLast().tables) {
        if (t.locked && (t.players.contains(a) || t.players.contains(b))) {
            return tr("Table %1 is locked: unlock it first.").arg(t.number);
        }
    }
    return {};
}

void EventsPage::recordDuel(double firstScore)
{
    const int table = selectedTable();
    const int round = shownRound();
    const int row = m_round->currentRow();
    if (m_current.isEmpty() || table <= 0 || round == 0) {
        return;
    }
    const QTableWidgetItem* firstSeat = m_round->item(row, FirstSeat);
    const QTableWidgetItem* secondSeat = m_round->item(row, FirstSeat + 1);
    const QString first = firstSeat != nullptr ? firstSeat->text() : QString();
    const QString second = secondSeat != nullptr ? secondSeat->text() : QString();
    club::MatchDraft draft;
    club::MatchDraft::Entry a;
    a.player = first;
    club::MatchDraft::Entry b;
    b.player = second;
    a.rank = firstScore < 0.5 ? 2 : 1;
    b.rank = firstScore > 0.5 ? 2 : 1;
    draft.participants = {a, b};
    m_keepRow = nextPending(row); // the next board waiting, for the next result
    const club::Status s = m_session.run(std::make_unique<RecordEventResult>(m_current, round, table, draft));
    if (!s.ok()) {
        pages::showError(this, tr("Could not record the result of table %1").arg(table), texts::problem(s));
    }
}

bool EventsPage::eventFilter(QObject* watched, QEvent* event)
{
    const auto* key = event->type() == QEvent::KeyPress ? dynamic_cast<QKeyEvent*>(event) : nullptr;
    if (watched == m_round && key != nullptr) {
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
            (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            enterResult();
            return true;
        }
        const bool duels = boardKeys();
        // 1: the first player won; =: a draw; 0: the second won.
        constexpr std::array<std::pair<int, double>, 3> keys{
            {{Qt::Key_1, 1.0}, {Qt::Key_Equal, 0.5}, {Qt::Key_0, 0.0}}};
        const auto* const typed =
            std::find_if(keys.cbegin(), keys.cend(), [key](const auto& k) { return k.first == key->key(); });
        if (duels && typed != keys.cend() && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            recordDuel(typed->second);
            return true;
        }
    }
    return TablePage::eventFilter(watched, event);
}

} // namespace palmares::ui
