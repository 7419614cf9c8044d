// The report of an event (sheets.h): a round's pairings or seating to pin
// up, by table and alphabetically; for tarot a score sheet per table to
// fill in; the standings after the round printed (the complete rounds'
// last when it is not complete); a duel event's cross-table, the same.

#include "report/sheets.h"

#include "report/sheetparts.h"

#include <algorithm>
#include <cmath>

namespace palmares::report {

using namespace sheet; // NOLINT(google-build-using-namespace): the parts every sheet shares (sheetparts.h)

namespace {

/// The deals a tarot score sheet leaves room for.
constexpr int ScoreSheetDeals = 12;
/// The type of the pages pinned up (pairings, seating): at least this, to
/// be read from a few metres, at most that.
constexpr double PinUpLeast = 16.0;
constexpr double PinUpMost = 24.0;
/// The most a header of large type prints at (report.cpp).
constexpr double HeaderMostPoints = 14.0;
/// A score sheet's type: rows tall enough to write the scores in by hand.
constexpr double ScoreSheetPoints = 18.0;

/// A duel's result as printed: "1–0", "½–½", "0–1" (the first seat's first);
/// a forfeit as forfeitResult says it.
QString duelResult(club::Club& club, const club::EventTable& t)
{
    if (t.forfeit != club::Absent::None) {
        return forfeitResult(t.forfeit);
    }
    const auto d = club.resultBook().matchDraft(t.match);
    if (!d || d->participants.size() != 2) {
        return t.match;
    }
    const auto rankOf = [&](const QString& player) {
        for (const club::MatchDraft::Entry& e : d->participants) {
            if (e.player == player) {
                return e.rank.value_or(0);
            }
        }
        return 0;
    };
    const int first = rankOf(t.players.value(0));
    const int second = rankOf(t.players.value(1));
    if (first == second) {
        return QStringLiteral("½–½");
    }
    return first < second ? QStringLiteral("1–0") : QStringLiteral("0–1");
}

/// A table's number as the pin-up pages print it: in bold, to be found at a glance.
Cell strongNumber(int number)
{
    Cell c = integer(number);
    c.strong = true;
    return c;
}

double rowHeight(double points)
{
    return points * LineHeight + RowPadding;
}

/// The size of a pin-up page's type (pageFillingPoints): never under 16 pt
/// (names readable from a few metres), at most 24.
double pinUpPoints(qsizetype rows, const QStringList& names, double share)
{
    return pageFillingPoints(rows, names, share, PinUpLeast, PinUpMost);
}

/// A part of the report that starts a page: `table` under `heading`.
Section pageOf(const QString& heading, const Table& table)
{
    Section s;
    s.heading = heading;
    s.newPage = true;
    s.tables << table;
    return s;
}

/// How tall row `row` of `t` prints: its tallest cell's lines (a name
/// wider than its column wraps) of type, and its padding.
double rowHeight(const Table& t, const QList<Cell>& row)
{
    const QList<int> shown = t.paperColumns();
    int total = 0;
    for (const int c : shown) {
        total += std::max(1, t.columns[c].weight);
    }
    double lines = 1.0;
    for (const int c : shown) {
        const double width = PageWidth * std::max(1, t.columns[c].weight) / total - RowPadding;
        const double text = CharWidth * t.points * static_cast<double>(c < row.size() ? row[c].text.size() : 0);
        lines = std::max(lines, std::ceil(text / width));
    }
    return t.points * LineHeight * lines + RowPadding;
}

/// `t` cut into pages of whole groups (`groups`: the rows of each board or
/// tarot table, in order), a section each under `heading`: a page break
/// never falls inside a table, and every page says which round it is.
QList<Section> pinUpPages(const QString& heading, const Table& t, const QList<qsizetype>& groups)
{
    const double room = PageRoom - rowHeight(HeaderMostPoints); // less the header row
    QList<Section> pages;
    Table part = t;
    part.rows.clear();
    double used = 0.0;
    const auto turn = [&] {
        pages << pageOf(heading, part);
        part.rows.clear();
        used = 0.0;
    };
    qsizetype row = 0;
    for (const qsizetype size : groups) {
        double height = 0.0;
        for (qsizetype i = row; i < row + size && i < t.rows.size(); ++i) {
            height += rowHeight(t, t.rows[i]);
        }
        if (!part.rows.isEmpty() && used + height > room) {
            turn();
        }
        for (qsizetype i = 0; i < size && row < t.rows.size(); ++i) {
            part.rows << t.rows[row++];
        }
        used += height;
    }
    turn();
    return pages;
}

/// The byes asked for round `r`, under its tables (a line each, in `t`'s
/// columns): those players need not look for a board.
void addByesAsked(Table& t, const club::EventRound& r, bool duels, QStringList& names, QList<qsizetype>& groups)
{
    for (const club::RequestedBye& b : r.byes) {
        names << b.player;
        const QString points = b.half ? Sheets::tr("(bye asked: ½)") : Sheets::tr("(bye asked: 0)");
        t.rows << (duels ? QList<Cell>{Cell(Sheets::tr("bye"), QVariant()), Cell(b.player), Cell(points), Cell()}
                         : QList<Cell>{Cell(Sheets::tr("bye"), QVariant()), Cell(), Cell(b.player), Cell(points)});
        groups << 1;
    }
}

/// The round's tables in order, large: duels a board to a line (first
/// seat, second seat, result); tarot a line per seat, the table's number on
/// its first.
QList<Section> byTable(club::Club& club, const club::Event& e, const club::EventRound& r, bool duels, bool chess,
                       const QString& heading)
{
    Table t;
    t.caption = Sheets::tr("By table");
    t.columns << numberColumn(Sheets::tr("Table"), 6);
    QList<qsizetype> groups;
    QStringList names;
    if (duels) {
        t.columns << textColumn(chess ? Sheets::tr("White") : Sheets::tr("Player"), 19)
                  << textColumn(chess ? Sheets::tr("Black") : Sheets::tr("Opponent"), 19)
                  << textColumn(Sheets::tr("Result"), 9);
    } else {
        t.columns << numberColumn(Sheets::tr("Seat"), 6) << textColumn(Sheets::tr("Player"), 30)
                  << Column{Sheets::tr("Result"), false, Column::Show::CsvOnly, 0}; // a match's code: CSV only
    }
    for (const club::EventTable& table : r.tables) {
        const Cell number = table.bye() ? Cell(Sheets::tr("bye"), QVariant()) : strongNumber(table.number);
        names << table.players;
        if (duels) {
            t.rows << QList<Cell>{number, Cell(table.players.value(0)),
                                  Cell(table.bye() ? Sheets::tr("(bye: %1)").arg(locale().toString(e.byePoints))
                                                   : table.players.value(1)),
                                  Cell(table.bye() || !table.played() ? QString() : duelResult(club, table))};
            groups << 1;
            continue;
        }
        for (qsizetype i = 0; i < table.players.size(); ++i) {
            t.rows << QList<Cell>{i == 0 ? number : Cell(QString(), table.number), integer(i + 1),
                                  Cell(table.players[i]), Cell(table.match)};
        }
        groups << table.players.size();
    }
    addByesAsked(t, r, duels, names, groups);
    t.points = pinUpPoints(t.rows.size(), names, duels ? 19.0 / 53.0 : 30.0 / 42.0);
    return pinUpPages(heading, t, groups);
}

/// Every player of the round in alphabetical order: his table and seat
/// (chess: his colour), so that each finds his place at a glance; large.
QList<Section> alphabetically(const club::EventRound& r, bool chess, const QString& heading)
{
    struct Place {
        QString player;
        int table = 0;
        int seat = 0;
    };
    QList<Place> places;
    QStringList names;
    for (const club::EventTable& table : r.tables) {
        for (qsizetype i = 0; i < table.players.size(); ++i) {
            places.append(Place{table.players[i], table.number, static_cast<int>(i) + 1});
        }
        names << table.players;
    }
    std::sort(places.begin(), places.end(),
              [](const Place& a, const Place& b) { return QString::localeAwareCompare(a.player, b.player) < 0; });
    Table t;
    t.caption = Sheets::tr("Alphabetically");
    t.columns << textColumn(Sheets::tr("Player"), 30) << numberColumn(Sheets::tr("Table"), 6)
              << textColumn(chess ? Sheets::tr("Colour") : Sheets::tr("Seat"), 8);
    for (const Place& p : places) {
        const QString seat = p.table == 0 ? Sheets::tr("bye")
                             : chess      ? (p.seat == 1 ? Sheets::tr("White") : Sheets::tr("Black"))
                                          : locale().toString(p.seat);
        t.rows << QList<Cell>{Cell(p.player), p.table == 0 ? Cell(QString()) : strongNumber(p.table), Cell(seat)};
    }
    t.points = pinUpPoints(t.rows.size(), names, 30.0 / 44.0);
    return pinUpPages(heading, t, QList<qsizetype>(t.rows.size(), 1));
}

/// A tarot table's score sheet: a column per player, a row per deal.
Section scoreSheet(const club::EventRound& r, const club::EventTable& table)
{
    Section s;
    s.heading = Sheets::tr("Round %1, table %2 — score sheet").arg(r.number).arg(table.number);
    s.newPage = true;
    Table t;
    t.columns << textColumn(Sheets::tr("Deal"), 6);
    for (const QString& p : table.players) {
        t.columns << textColumn(p, 8);
    }
    for (int deal = 1; deal <= ScoreSheetDeals; ++deal) {
        QList<Cell> row{integer(deal)};
        for (qsizetype i = 0; i < table.players.size(); ++i) {
            row << Cell(QString());
        }
        t.rows << row;
    }
    QList<Cell> total{Cell(Sheets::tr("Total"), QVariant(), true, Cell::Tone::Normal)};
    for (qsizetype i = 0; i < table.players.size(); ++i) {
        total << Cell(QString());
    }
    t.rows << total;
    t.points = ScoreSheetPoints;
    s.tables << t;
    return s;
}

Table standingsTable(const club::EventStandings& s)
{
    Table t;
    t.caption = s.rounds == 0 ? Sheets::tr("Standings (no round complete yet)")
                              : Sheets::tr("Standings after round %1").arg(s.rounds);
    t.sheet = s.event.name;
    const bool tarot = s.event.pairing == club::PairingMethod::Tables;
    t.columns << numberColumn(Sheets::tr("Rank"), 2) << textColumn(Sheets::tr("Player"), 14)
              << numberColumn(tarot ? Sheets::tr("Score") : Sheets::tr("Points"), 3);
    for (const QString& key : s.tieBreaks) {
        t.columns << numberColumn(key == QLatin1String("placement") ? Sheets::tr("Placement points") : key, 3);
    }
    t.columns << numberColumn(Sheets::tr("Played"), 2);
    for (const club::EventStandingRow& r : s.rows) {
        QList<Cell> row{r.shared ? Cell(QString(), r.rank) : integer(r.rank), Cell(r.player),
                        shortDecimal(r.points, 2)};
        for (const double v : r.tieBreaks) {
            row << shortDecimal(v, 2);
        }
        row << integer(r.played);
        t.rows << row;
    }
    t.note = tarot ? Sheets::tr("Ranked by the total score, then by the placement points of the tables.")
                   : Sheets::tr("Tie-breaks (FIDE C.07): BH-C1 Buchholz cut 1, BH Buchholz, SB Sonneborn-Berger, "
                                "PS progressive score, DE direct encounter, WIN wins.");
    return t;
}

Table crossTableOf(const pairing::CrossTable& x)
{
    Table t;
    t.caption = Sheets::tr("Cross-table");
    t.columns << numberColumn(Sheets::tr("Rank"), 2) << textColumn(Sheets::tr("Player"), 12)
              << numberColumn(Sheets::tr("Points"), 3);
    const int width = x.roundRobin ? static_cast<int>(x.rows.size()) : x.rounds;
    for (int i = 1; i <= width; ++i) {
        t.columns << textColumn(x.roundRobin ? locale().toString(i) : Sheets::tr("R%1").arg(i), 3);
    }
    for (const pairing::CrossRow& r : x.rows) {
        QList<Cell> row{integer(r.rank), Cell(QString::fromStdString(r.name)), shortDecimal(r.points, 1)};
        if (x.roundRobin) {
            for (const std::string& cell : r.grid) {
                row << Cell(QString::fromStdString(cell));
            }
        } else {
            for (const pairing::CrossCell& cell : r.rounds) {
                row << Cell(QString::fromStdString(cell.text));
            }
        }
        while (row.size() < t.columns.size()) {
            row << Cell(QString());
        }
        t.rows << row;
    }
    t.note = x.roundRobin ? Sheets::tr("Each cell: the points against the player of that row.")
                          : Sheets::tr("Each round: the opponent's row, his colour (w, b) and the result; + a win "
                                       "without play (the bye).");
    return t;
}

/// The round's pages (when `parts` asks for them): its pairings or seating
/// by table, then alphabetically on a page of its own, each page saying
/// which round; for tarot a score sheet per table.
void addRound(Report& r, club::Club& club, const club::Event& e, const club::EventRound& round, const EventParts& parts,
              bool chess)
{
    const bool duels = e.pairing != club::PairingMethod::Tables;
    if (parts.pairings) {
        const QString heading = duels ? Sheets::tr("Round %1 — pairings").arg(round.number)
                                      : Sheets::tr("Round %1 — tables").arg(round.number);
        r.sections << byTable(club, e, round, duels, chess, heading) << alphabetically(round, chess, heading);
    }
    if (parts.scoreSheets && !duels) {
        for (const club::EventTable& table : round.tables) {
            r.sections << scoreSheet(round, table);
        }
    }
}

/// Why a report of `e` asked for nothing it has.
/// The round the standings and the cross-table of a report of round
/// `number` are after: that round when it is complete, else the last
/// complete one before it (a round is paired only when the one before is
/// complete); none (the service's default: after the complete rounds) when
/// no round is asked for or none is complete.
std::optional<int> standingsRound(const QList<club::EventRound>& rounds, std::optional<int> number)
{
    if (!number) {
        return std::nullopt;
    }
    int complete = 0;
    while (complete < *number && complete < rounds.size() && rounds[complete].complete()) {
        ++complete;
    }
    return complete > 0 ? std::optional<int>(complete) : std::nullopt;
}

QString nothingToPrint(const club::Event& e, int round)
{
    if (round == 0) {
        return Sheets::tr("'%1' has no round paired yet").arg(e.name);
    }
    return e.pairing == club::PairingMethod::Tables
               ? Sheets::tr("'%1' is a tarot event: it has no cross-table").arg(e.name)
               : Sheets::tr("'%1' is an event of duels: it has no score sheets").arg(e.name);
}

} // namespace

std::optional<Report> eventReport(club::Club& club, const QString& name, std::optional<int> round, club::Status& status)
{
    return eventReport(club, name, round, EventParts{}, status);
}

std::optional<Report> eventReport(club::Club& club, const QString& name, std::optional<int> round,
                                  const EventParts& parts, club::Status& status)
{
    const auto e = club.events().event(name);
    if (!e) {
        status = e.status();
        return std::nullopt;
    }
    const auto rounds = club.events().rounds(name);
    if (!rounds) {
        status = rounds.status();
        return std::nullopt;
    }
    const bool duels = e->pairing != club::PairingMethod::Tables;
    Report r = reportOf(club);
    r.title = Sheets::tr("%1 — %2").arg(e->name, e->game);
    r.dateLine = e->last.isValid() && e->last != e->first
                     ? Sheets::tr("From %1 to %2").arg(formatDate(e->first), formatDate(e->last))
                     : formatDate(e->first);
    r.footer = club::pairingLabel(e->pairing);
    const int number = round.value_or(static_cast<int>(rounds->size()));
    if (number < 0 || number > rounds->size()) {
        status = club::Status::failure(
            Sheets::tr("'%1' has %Ln round(s) paired, not %2", nullptr, static_cast<int>(rounds->size()))
                .arg(e->name)
                .arg(number),
            club::Field{club::Field::Kind::Round});
        return std::nullopt;
    }
    if (number > 0) {
        const auto g = club.catalogue().game(e->game);
        const bool chess = g && g->system == rating::System::EloProvisional;
        addRound(r, club, *e, (*rounds)[number - 1], parts, chess);
    }
    const std::optional<int> after = standingsRound(*rounds, round);
    if (parts.standings) {
        const auto standings = club.events().standings(name, after);
        if (!standings) {
            status = standings.status();
            return std::nullopt;
        }
        r.sections << pageOf(Sheets::tr("Standings"), standingsTable(*standings));
    }
    if (parts.crossTable && duels) {
        const auto x = club.events().crossTable(name, after);
        if (!x) {
            status = x.status();
            return std::nullopt;
        }
        r.sections << pageOf(Sheets::tr("Cross-table"), crossTableOf(*x));
    }
    if (r.sections.isEmpty()) {
        status = club::Status::failure(nothingToPrint(*e, number));
        return std::nullopt;
    }
    r.sections.first().newPage = false; // the first part starts under the title
    return r;
}

QString forfeitResult(club::Absent absent)
{
    switch (absent) {
    case club::Absent::First:
        return Sheets::tr("− / + (forfeit)");
    case club::Absent::Second:
        return Sheets::tr("+ / − (forfeit)");
    case club::Absent::Both:
        return Sheets::tr("− / − (forfeit)");
    case club::Absent::None:
        break;
    }
    return {};
}

} // namespace palmares::report
