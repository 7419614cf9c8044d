#pragma once

// Internal to core/club: the checks an import of the results file makes of
// each match against the club (Interchange::importCsv, interchange.cpp).

#include "directory.h"
#include "interchange.h"
#include "matchdraft.h"

#include "csv/csvmatch.h"
#include "rating/ruleset.h"

#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <unordered_map>
#include <utility>

namespace palmares::club {

/// The checks of a file's matches that need the club (games, identifiers
/// taken, the rule sets), against the club as it was before the import wrote
/// anything: its own copy of the directory, so that it can run on a thread of
/// its own while the import writes (it touches no database). It fills the
/// report's problems, new players, possible duplicates and matches per game,
/// exactly as the one-thread import did.
class FileChecks
{
public:
    /// A match that passed, as the club keeps its names; false: give no more.
    using Kept = std::function<bool(MatchDraft&&)>;

    FileChecks(Directory dir, QStringList header, QSet<int> faultyLines, QSet<QString> taken, ImportReport& report,
               bool giving)
        : m_dir(std::move(dir)),
          m_header(std::move(header)),
          m_faultyLines(std::move(faultyLines)),
          m_taken(std::move(taken)),
          m_report(report),
          m_giving(giving)
    {}

    /// What checking a match gave.
    enum class Step {
        Go,   ///< checked: give the next one
        Stop, ///< a rule set could not be made: the import stops, finish() is not called
    };

    /// Checks one match (the file's matches in order, each given once),
    /// handed to `kept` when it passed while the file has had no problem.
    /// Past MaxErrors problems, the next ones are counted, not kept
    /// (ImportReport::problemCount).
    Step step(const csv::CsvMatch& cm, const Kept& kept);

    /// After the last match checked: false when the file cannot be imported
    /// (the report says why).
    bool finish();

    /// Each game's earliest match that passed.
    [[nodiscard]] const QMap<QString, QDate>& earliest() const { return m_earliest; }
    /// Each game's earliest match that passed, to the minute: the club's
    /// matches from there on are re-rated by the import.
    [[nodiscard]] const QMap<QString, QDateTime>& earliestAt() const { return m_earliestAt; }
    /// The matches that passed and are the results of events' tables.
    [[nodiscard]] const QList<MatchDraft>& eventResults() const { return m_slots; }
    /// The rule set of a game of the file (after run).
    [[nodiscard]] const rating::RuleSet* rules(qint64 game) const { return m_rules.value(game).get(); }

private:
    enum class Check { Kept, Refused, Stop };

    [[nodiscard]] int columnOf(const QString& name) const { return static_cast<int>(m_header.indexOf(name)) + 1; }

    /// One match checked; handed to `kept` when it passed and `giving`
    /// (false from the first problem on, or once `kept` wants no more).
    Check checkOne(const csv::CsvMatch& cm, const Kept& kept, bool& giving, QSet<QString>& newPlayers);

    void noteNewPlayers(const csv::CsvMatch& cm, const MatchDraft& d, QSet<QString>& newPlayers);

    /// The problems capped, the new players listed in name order, and the
    /// counts dropped when the file cannot be imported.
    void finish(const QSet<QString>& newPlayers);

    /// Refuses the names of `cm` that hold an invisible character (names.h),
    /// each at its line and column; false when one does.
    bool visibleNames(const csv::CsvMatch& cm);

    /// The new players whose name is possibly another's, new or already in
    /// the club ("bob" and "Bob"): a warning, the import goes on.
    void listLookalikes();

    Check check(const csv::CsvMatch& cm, const MatchDraft& d);

    /// The rule set of a game, made once per import.
    const rating::RuleSet* rulesOf(const Game& g);

    const Directory m_dir; ///< as before the import wrote anything
    const QStringList m_header;
    const QSet<int> m_faultyLines;
    const QSet<QString> m_taken; ///< the file's match identifiers the club already has
    ImportReport& m_report;
    QHash<qint64, std::shared_ptr<rating::RuleSet>> m_rules;
    QMap<QString, QDate> m_earliest;
    QMap<QString, QDateTime> m_earliestAt;
    QList<MatchDraft> m_slots;                                ///< the matches that passed and name an event's table
    QHash<QString, int> m_firstLine;                          ///< each new player's first line
    std::unordered_map<const QChar*, QString> m_visibleNames; ///< names found visible, by their shared text
    QSet<QString> m_newPlayers;
    bool m_giving = true; ///< matches that pass go to `kept` (until a problem, or `kept` wants no more)
};

} // namespace palmares::club
