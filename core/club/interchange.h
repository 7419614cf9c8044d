#pragma once

#include "clubcontext.h"
#include "events.h"
#include "gamecatalogue.h"
#include "rerater.h"
#include "rulebook.h"
#include "status.h"

#include <QByteArray>
#include <QIODevice>
#include <QList>
#include <QMap>
#include <QPair>
#include <QStringList>

namespace palmares::club {

/// Names of players that are possibly one person ("bob" and "Bob"), at
/// least one of them new: the import's warning (names.h).
struct PossibleDuplicate {
    struct Spelling {
        QString name;
        int line = 0; ///< the first line of a new player; 0 = already in the club
    };
    QList<Spelling> names;
};

struct ImportReport {
    QList<Problem> problems; ///< empty when the file was (or would be) imported; the first ones at most
    /// Every problem found, of which `problems` holds the first (up to
    /// csv::CsvParseResult::MaxErrors); 0 when not counted beyond them.
    int problemCount = 0;
    QStringList newPlayers;
    QList<PossibleDuplicate> possibleDuplicates; ///< warnings: the import goes on
    QMap<QString, int> matchesPerGame;
    QList<QPair<QString, QString>> unrated; ///< (match, reason key)
    /// The closed seasons the import changes (or would): writing it needs
    /// Club::confirmClosedSeasons.
    QStringList closedSeasons;
    QStringList newGames; ///< the games the import adds (the import assistant)
    /// The club's matches played after the file's earliest of their game
    /// (a dry run counts them): the import re-rates them too.
    qint64 laterMatches = 0;
    /// The workbook's sheet the rows came from: the problems' lines are its
    /// rows, their columns its columns (palmares::sheetProblemText); "" for a file of text.
    QString sheet;
    int rows = 0;
    int matches = 0;
    bool written = false;
};

/// What an import does besides the file's rows, in its transaction (the
/// import assistant, importassistant.h).
struct ImportSetup {
    QList<QPair<QString, QString>> newGames; ///< (name, rule set key): added before the file is checked
    QString mappingKey;                      ///< the header the mapping is saved under; "" = nothing saved
    QString mapping;                         ///< the mapping, as JSON
    /// The line of the secretary's file each line of the results file was
    /// written from (lines[n] for line n): every problem is told there.
    QList<int> lines;
    /// The bytes the file is read by at a time (0: csv::ResultsStream's
    /// default); tests make it small to cut records at every byte.
    qsizetype chunkSize = 0;
    /// Up to how many matches in the file the rows written are held to
    /// re-rate from (-1: the import's own limit); tests make it 0 to re-rate
    /// from the rows read back, as a file larger than that does.
    qsizetype heldMatches = -1;
};

/// How many problems refused an import, to be said with them: "1 problem",
/// "12 problems", or "the first 50 of 2,000 problems" when `problems` holds
/// only the first (translated, in the reader's notation).
[[nodiscard]] QString problemsCounted(const ImportReport& report);

/// The results file of RATING_RULES.md §1 in and out of the club
/// (core/csv reads and writes the format).
class Interchange
{
public:
    Interchange(ClubContext& context, RuleBook& rules, GameCatalogue& catalogue, Rerater& rerater, Events& events)
        : m_context(context),
          m_rules(rules),
          m_catalogue(catalogue),
          m_rerater(rerater),
          m_events(events)
    {}

    /// Checks a results file against the club and, unless `dryRun`, adds its
    /// players and matches and re-rates, all in one transaction (with what
    /// `setup` adds: games, the mapping saved). The file is read from the
    /// device a chunk at a time, twice, never held whole (a device that
    /// cannot seek back is read whole first): the memory does not grow with
    /// its rows (ARCHITECTURE.md, Import).
    ImportReport importCsv(QIODevice& device, bool dryRun, const ImportSetup& setup = {});
    /// The same, from bytes in memory.
    ImportReport importCsv(const QByteArray& bytes, bool dryRun, const ImportSetup& setup = {});
    /// Every match of the club as a results file.
    Status exportResults(QIODevice& device);

private:
    ClubContext& m_context;
    RuleBook& m_rules;
    GameCatalogue& m_catalogue;
    Rerater& m_rerater;
    Events& m_events;
};

} // namespace palmares::club
