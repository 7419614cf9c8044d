// A match's explanation card (sheets.h): the result as entered, every
// number its rule set used, and the calculation in words.

#include "report/sheets.h"

#include "report/sheetparts.h"

#include "club/explanation.h"

#include "rating/placementpoints.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace palmares::report {

using namespace sheet; // NOLINT(google-build-using-namespace): the parts every sheet shares (sheetparts.h)

namespace {

using Entered = club::RecordedMatch::Participant;

/// A number entered for a participant: whole, or with two decimals; an
/// empty cell when it was not entered.
Cell optionalNumber(const std::optional<double>& value)
{
    if (!value) {
        return {QString()};
    }
    return decimal(*value, *value == std::round(*value) ? 0 : 2);
}

/// The result as entered: the players, then only the columns some
/// participant fills.
Table enteredTable(const club::Explanation& x)
{
    const QList<Entered>& entered = x.record.participants;
    const auto any = [&](const std::function<bool(const Entered&)>& has) {
        return std::any_of(entered.cbegin(), entered.cend(), has);
    };
    Table input;
    input.caption = Sheets::tr("The result as entered");
    input.columns << textColumn(Sheets::tr("Player"), 10);
    QList<std::function<Cell(const Entered&)>> cells;
    const auto add = [&](bool shown, const Column& column, std::function<Cell(const Entered&)> cell) {
        if (shown) {
            input.columns << column;
            cells << std::move(cell);
        }
    };
    add(any([](const auto& p) { return p.rank.has_value(); }), numberColumn(Sheets::tr("Rank"), 3),
        [](const auto& p) { return p.rank ? integer(*p.rank) : Cell(QString()); });
    add(any([](const auto& p) { return p.score.has_value(); }), numberColumn(Sheets::tr("Score"), 3),
        [](const auto& p) { return optionalNumber(p.score); });
    add(any([](const auto& p) { return !p.team.isEmpty(); }), textColumn(Sheets::tr("Team"), 4),
        [](const auto& p) { return Cell(p.team); });
    add(any([](const auto& p) { return p.morale.has_value(); }), numberColumn(Sheets::tr("Morale"), 3),
        [](const auto& p) { return optionalNumber(p.morale); });
    add(any([](const auto& p) { return p.moraleLost.has_value(); }), numberColumn(Sheets::tr("Morale lost"), 3),
        [](const auto& p) { return optionalNumber(p.moraleLost); });
    add(any([](const auto& p) { return p.armyPoints.has_value(); }), numberColumn(Sheets::tr("Army points"), 3),
        [](const auto& p) { return p.armyPoints ? integer(*p.armyPoints) : Cell(QString()); });
    add(any([](const auto& p) { return p.turns.has_value(); }), numberColumn(Sheets::tr("Turns"), 3),
        [](const auto& p) { return p.turns ? integer(*p.turns) : Cell(QString()); });
    add(any([](const auto& p) { return p.left; }), textColumn(Sheets::tr("Left"), 3),
        [](const auto& p) { return p.left ? Cell(Sheets::tr("left"), QVariant(true)) : Cell(QString()); });
    for (int i = 0; i < entered.size() && i < x.playerNames.size(); ++i) {
        QList<Cell> row{Cell(x.playerNames[i])};
        for (const auto& cell : std::as_const(cells)) {
            row << cell(entered[i]);
        }
        input.rows << row;
    }
    return input;
}

/// The result as entered, with what the match was besides its table (deals,
/// duration, outcome, void) and why it is not rated.
Section resultSection(const club::Explanation& x)
{
    Section result;
    result.tables << enteredTable(x);
    result.heading = result.tables.first().caption;
    QStringList facts;
    if (x.record.deals) {
        facts << Sheets::tr("%Ln deal(s)", nullptr, *x.record.deals);
    }
    if (x.record.durationMin) {
        facts << Sheets::tr("%Ln minute(s)", nullptr, *x.record.durationMin);
    }
    if (x.record.outcome != rating::Outcome::None) {
        facts << Sheets::tr("outcome %1").arg(QString::fromLatin1(rating::outcomeKey(x.record.outcome).data()));
    }
    if (x.record.isVoid) {
        facts << Sheets::tr("declared void");
    }
    if (!facts.isEmpty()) {
        result.paragraphs << capitalised(facts.join(QStringLiteral(", "))) + QLatin1Char('.');
    }
    if (!x.unratedReason.isEmpty()) {
        result.paragraphs << Sheets::tr("Not rated: %1. It counts nowhere (no rating change, no placement points).")
                                 .arg(club::unratedReasonText(x.unratedReason));
    }
    return result;
}

/// The positions of the first `players`: a whole place, or the run of
/// places tied players share ("1–2"), as the words say; CSV keeps the mean
/// position used.
QList<Cell> positionRow(const QList<rating::RatingChange>& changes, int players)
{
    using C = rating::RatingChange;
    QList<Cell> cells{Cell(Sheets::tr("Position (ties share)"))};
    for (int i = 0; i < players; ++i) {
        const double mine = changes[i].position;
        const rating::Places places = rating::placesOf(changes, mine, [](const C& c) { return c.position; });
        const QString text = places.count > 1 ? Sheets::tr("%1–%2", "places shared by tied players")
                                                    .arg(locale().toString(places.first),
                                                         locale().toString(places.first + places.count - 1))
                                              : locale().toString(places.first);
        cells << Cell(text, QVariant(mine));
    }
    return cells;
}

/// Every number the rule set used: one row per quantity, one column per
/// player.
Table numbersTable(const club::Explanation& x)
{
    Table numbers;
    numbers.caption = Sheets::tr("Every number used");
    numbers.columns << textColumn(Sheets::tr("Quantity"), 14);
    const int players = static_cast<int>(std::min(x.changes.size(), x.playerNames.size()));
    for (int i = 0; i < players; ++i) {
        numbers.columns << numberColumn(x.playerNames[i], 5);
    }
    const auto row = [&](const QString& label, const std::function<double(const rating::RatingChange&)>& value,
                         int decimals) {
        QList<Cell> cellsOfRow{Cell(label)};
        for (int i = 0; i < players; ++i) {
            cellsOfRow << shortDecimal(value(x.changes[i]), decimals);
        }
        numbers.rows << cellsOfRow;
    };
    const auto flagRow = [&](const QString& label, const std::function<bool(const rating::RatingChange&)>& value) {
        QList<Cell> cellsOfRow{Cell(label)};
        for (int i = 0; i < players; ++i) {
            const bool v = value(x.changes[i]);
            cellsOfRow << Cell(v ? Sheets::tr("yes") : Sheets::tr("no"), QVariant(v));
        }
        numbers.rows << cellsOfRow;
    };
    using C = rating::RatingChange;
    const bool anyFloor = std::any_of(x.changes.cbegin(), x.changes.cend(), [](const C& c) { return c.floored; });
    // The rule set's own numbers, labelled with the parameters in force.
    const auto rules = club::ruleSetOf(x);
    for (const rating::Quantity& q : rules->quantities()) {
        const QString label = club::quantityLabel(q, locale());
        if (q.flag) {
            flagRow(label, [read = q.value](const C& c) { return read(c) != 0.0; });
        } else {
            row(label, q.value, q.decimals);
        }
    }
    if (anyFloor) {
        flagRow(Sheets::tr("Floor applied"), [](const C& c) { return c.floored; });
    }
    numbers.rows << positionRow(x.changes, players);
    row(
        Sheets::tr("Placement points (Hall of Fame)"), [](const C& c) { return c.placementPoints; }, 2);
    return numbers;
}

} // namespace

std::optional<Report> explanationCard(club::Club& club, const QString& match, club::Status& status)
{
    const auto x = club.explainer().explain(match, locale()); // the sheet's numbers: "104,89" in French
    if (!x) {
        status = x.status();
        return std::nullopt;
    }
    const auto game = club.catalogue().game(x->game);
    const auto params =
        game ? club.catalogue().parameters(x->game) : club::Expected<QList<rating::Parameter>>(game.status());
    if (!params) {
        status = params.status();
        return std::nullopt;
    }
    Report r = reportOf(club);
    r.title = Sheets::tr("Match %1 — %2").arg(x->match, x->game);
    r.dateLine = Sheets::tr("Played on %1").arg(Sheets::playedAt(x->playedAt));
    r.footer = Sheets::ruleSetLine(*game);
    r.sections << resultSection(*x);
    if (!x->changes.isEmpty()) {
        Section used;
        used.tables << numbersTable(*x);
        used.heading = used.tables.first().caption;
        r.sections << used;
    }
    Section words;
    words.heading = Sheets::tr("The calculation in words");
    words.lines = x->lines;
    r.sections << Sheets::parametersSection(*game, *params) << words; // the words stay last
    return r;
}

} // namespace palmares::report
