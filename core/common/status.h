#pragma once

/// How every club operation (and every read or write of its store) reports:
/// ok, or the problems a person must fix. Below core/store and core/club, so
/// that the store returns its results in the club's convention
/// (club/status.h re-exports it).
/// Messages are written in English and translated where they are written
/// (QCoreApplication::translate, context of the writing class): the window,
/// which installs a translator, gets them in the person's language; the CLI,
/// which installs none (but for `report`), prints the English.

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace palmares {

/// Where in an input a problem is: a typed place, not a word to parse back.
struct Field {
    enum class Kind {
        None,        ///< the whole operation
        Name,        ///< the name given (a player's, a game's, the club's)
        NewName,     ///< the new name of a rename
        From,        ///< a merge's player taken away
        PeriodStart, ///< a period's start date (a Hall of Fame, a bulletin)
        PeriodEnd,   ///< a period's last day (a season)
        Season,      ///< a season named outside a period
        Into,        ///< a merge's player kept
        Game,        ///< the game of a match
        Date,        ///< the date of a match
        Match,       ///< the match's code
        Player,      ///< a player named outside a match
        Household,   ///< a player's household
        Players,     ///< the players of a what-if
        Participant, ///< participant `index` (1-based) of a match
        Column,      ///< column `key` of a results file
        Parameter,   ///< parameter `key` of a rule set
        Systems,     ///< the rule sets of a comparison
        RuleSet,     ///< the trial rule set named `key` of a comparison
        Event,       ///< an event named outside a match
        Round,       ///< a round of an event
        Table,       ///< a table (a board) of an event's round
        Rating,      ///< a player's starting rating
        Deviation,   ///< the deviation of a starting rating
    };
    Kind kind = Kind::None;
    int index = 0; ///< Participant: 1-based position in the match
    QString key;   ///< Column, Parameter, RuleSet: its name as written

    Field() = default;
    explicit Field(Kind where, int number = 0, QString name = {}) : kind(where), index(number), key(std::move(name)) {}

    static Field participant(int number) { return Field(Kind::Participant, number); }
    static Field column(const QString& name) { return Field(Kind::Column, 0, name); }
    static Field parameter(const QString& name) { return Field(Kind::Parameter, 0, name); }
    static Field ruleSet(const QString& name) { return Field(Kind::RuleSet, 0, name); }

    [[nodiscard]] bool isNone() const { return kind == Kind::None; }
    /// The place in words, translated ("player 2", "date"; a key as written).
    [[nodiscard]] QString toString() const;
    friend bool operator==(const Field&, const Field&) = default;
    friend bool operator<(const Field& a, const Field& b)
    {
        return a.kind != b.kind ? a.kind < b.kind : a.index != b.index ? a.index < b.index : a.key < b.key;
    }
};

size_t qHash(const Field& field, size_t seed = 0);

/// What went wrong, for a person: a message (translated at the source) and,
/// when the problem is in an input, where (a field, or a file line and column).
struct Problem {
    QString message;
    Field field;  ///< where in the input; None for the whole operation
    int line = 0; ///< file line (imports), 0 otherwise
    int column = 0;
    /// The rule set's fields the message speaks of and does not name (their
    /// keys, RATING_RULES.md §1: "morale_lost"), for whoever shows it to
    /// name: toString() as a results file's columns, the result dialog by
    /// its labels (issue 43: "(colonne turns)" in a form).
    QStringList fields = {};
    /// The message and its place; `fields` named as a results file's columns.
    [[nodiscard]] QString toString() const;
    /// The message with `fields` named as a results file's columns.
    [[nodiscard]] QString withColumns() const;
};

/// Rule-set fields named as a results file's columns: "(column turns)",
/// "(columns morale, morale_lost)"; empty for none.
[[nodiscard]] QString columnsText(const QStringList& keys);

/// A column's letters as a spreadsheet shows them: 1 → "A", 27 → "AA" (0: "").
[[nodiscard]] QString columnLetters(int column);

/// `problem` of a sheet of a workbook in words: its line is the sheet's row
/// and its column shown as letters ("sheet 'Saison 2019', row 12, column C
/// (score): …"); with no sheet, problem.toString().
[[nodiscard]] QString sheetProblemText(const Problem& problem, const QString& sheet);

/// The result of an operation: ok, or the problems found (nothing changed).
struct Status {
    QList<Problem> problems;
    [[nodiscard]] bool ok() const { return problems.isEmpty(); }
    [[nodiscard]] QString toString() const; ///< one problem per line
    /// Itself: a Status answers ok() and status() as an Expected does, so
    /// that either propagates the same way (`if (!r.ok()) return r.status();`).
    [[nodiscard]] const Status& status() const { return *this; }
    static Status failure(const QString& message, const Field& field = {});
    /// Work that writes nothing, stopped on the person's word
    /// (ClubContext::goOn said so): `stopped` set, nothing made.
    static Status stoppedByPerson();
    /// The person stopped the work: not a problem to show.
    bool stopped = false;
    /// The match was saved by another window or process since it was read:
    /// the person should reload it (the GUI offers to).
    bool stale = false;
    /// The write would change these closed seasons (RuleBook::guard): the
    /// person may confirm it (Club::confirmClosedSeasons) and try again.
    QStringList closedSeasons;
};

} // namespace palmares
