#include "interchange.h"

#include "conversions.h"
#include "directory.h"
#include "gamecatalogue.h"
#include "matchdraft.h"
#include "names.h"
#include "participantmapping.h"
#include "ratingdraft.h"
#include "rerater.h"
#include "seasons.h"

#include "csv/resultscsv.h"
#include "store/bulkwriter.h"
#include "write.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Interchange)
};

} // namespace

using store::StoreError;

namespace {

// The results file's row, the draft and the stored row share
// store::ParticipantFields: a participant's fields are copied as one.

MatchDraft::Entry entryOf(const csv::CsvRow& row)
{
    MatchDraft::Entry entry;
    static_cast<store::ParticipantFields&>(entry) = static_cast<const store::ParticipantFields&>(row);
    entry.player = row.player;
    return entry;
}

csv::CsvRow csvRowOf(const store::ExportRow& r, rating::Outcome outcome)
{
    csv::CsvRow row;
    static_cast<store::ParticipantFields&>(row) = static_cast<const store::ParticipantFields&>(r);
    row.player = r.player;
    row.deals = r.deals;
    row.outcome = outcome;
    row.durationMin = r.durationMin;
    row.isVoid = r.isVoid;
    return row;
}

MatchDraft draftOf(const csv::CsvMatch& cm)
{
    MatchDraft d;
    d.code = cm.key;
    d.game = cm.game;
    d.playedAt = cm.playedAt;
    d.deals = cm.deals;
    d.durationMin = cm.durationMin;
    d.outcome = cm.outcome;
    d.isVoid = cm.isVoid;
    for (const csv::CsvRow& row : cm.rows) {
        d.participants.append(entryOf(row));
    }
    return d;
}

/// One import, step by step, inside one transaction from the first check to
/// the last write: the checks see the club as the writes will find it, and
/// nothing is half-imported. Each step returns false when the import stops
/// (the report says why).
class Import
{
public:
    Import(ClubContext& context, const QByteArray& bytes, const ImportSetup& setup)
        : m_context(context),
          m_setup(setup),
          m_parsed(csv::ResultsCsv::read(bytes, setup.lines))
    {
        m_report.rows = m_parsed.rowCount;
        m_report.matches = static_cast<int>(m_parsed.matches.size());
        for (const csv::CsvError& err : m_parsed.errors) {
            m_report.problems.append({err.message, Field::column(err.field), err.line, err.column});
            // Rows the reader already faulted: the rule set's check of their
            // match would only repeat the same mistake in other words ("needs
            // a rank" after "'x' is not an integer").
            m_faultyLines.insert(err.line);
        }
    }

    ImportReport run(bool dryRun)
    {
        // Not `write` (write.h): a dry run checks inside the transaction and
        // rolls it back, and the report, not a Status, carries the problems.
        ChangeScope changes(m_context); // announced only once committed
        store::Transaction t(m_context.db, m_e);
        if (!t.active()) {
            return storeFailed();
        }
        if (!addGames()) {
            return m_report;
        }
        if (!m_dir.load(m_context.store, m_e)) {
            return storeFailed();
        }
        if (!checkMatches() || !listClosedSeasons()) {
            return m_report;
        }
        if (dryRun) {
            listUnrated();
            return m_report;
        }
        // Still the one transaction: new players, the matches, then each game
        // re-rated from its earliest imported match.
        if (!writePlayers() || !writeMatches() || !rerateGames()) {
            return m_report;
        }
        if ((!m_setup.mappingKey.isEmpty() &&
             !m_context.store.saveImportMapping(m_setup.mappingKey, m_setup.mapping, m_e)) ||
            !m_context.store.audit(QStringLiteral("import"),
                                   QStringLiteral("%1 matches, %2 rows").arg(m_report.matches).arg(m_report.rows),
                                   m_e) ||
            !t.commit(m_e)) {
            return storeFailed();
        }
        changes.committed(Change::of(Change::Kind::Imported)); // its games: those re-rated
        m_report.written = true;
        return m_report;
    }

private:
    enum class Check { Kept, Refused, Stop };

    /// The games the setup adds, before the file is checked against the
    /// club's games (a dry run sees them too, then rolls them back).
    bool addGames()
    {
        // NOLINTNEXTLINE(readability-use-anyofallof): the loop adds each game; a predicate should not.
        for (const auto& [name, ruleSet] : m_setup.newGames) {
            const auto system = rating::systemFromKey(ruleSet.toStdString());
            const Status added = system ? GameCatalogue(m_context).addGame(name, *system)
                                        : Status::failure(Text::tr("there is no rule set '%1'").arg(ruleSet));
            if (!added.ok()) {
                m_report.problems.append(added.problems);
                return false;
            }
            m_report.newGames.append(names::normalised(name));
        }
        return true;
    }

    ImportReport storeFailed()
    {
        m_report.problems.append({m_e.message, {}, 0, 0});
        return m_report;
    }

    [[nodiscard]] int columnOf(const QString& name) const
    {
        return static_cast<int>(m_parsed.header.indexOf(name)) + 1;
    }

    /// The closed seasons the import changes: those of each game from its
    /// earliest match in the file on (Seasons::closedFrom).
    bool listClosedSeasons()
    {
        QMap<QString, QDate> earliest;
        for (const MatchDraft& d : std::as_const(m_drafts)) {
            Change::widen(earliest, d.game, d.playedAt.date());
        }
        Seasons seasons(m_context);
        for (auto it = earliest.cbegin(); it != earliest.cend(); ++it) {
            const auto closed = seasons.closedFrom(it.key(), *it);
            if (!closed) {
                m_report.problems.append(closed.status().problems);
                return false;
            }
            for (const Season& s : *closed) {
                if (!m_report.closedSeasons.contains(s.name)) {
                    m_report.closedSeasons.append(s.name);
                }
            }
        }
        return true;
    }

    /// Checks that need the club: games, identifiers, the rule sets.
    bool checkMatches()
    {
        QSet<QString> newPlayers;
        m_drafts.reserve(m_parsed.matches.size());
        if (!findTakenCodes()) {
            return false;
        }
        for (const csv::CsvMatch& cm : std::as_const(m_parsed.matches)) {
            if (m_report.problems.size() >= csv::CsvParseResult::MaxErrors) {
                break;
            }
            if (!visibleNames(cm)) {
                continue;
            }
            MatchDraft d = normalised(draftOf(cm));
            for (int i = 0; i < d.participants.size(); ++i) {
                const QString& player = d.participants[i].player;
                if (!m_dir.playersByName.contains(player) && !newPlayers.contains(player)) {
                    newPlayers.insert(player);
                    m_firstLine.insert(player, cm.rows[i].line);
                }
            }
            const Check checked = check(cm, d);
            if (checked == Check::Stop) {
                return false;
            }
            if (checked == Check::Kept) {
                m_report.matchesPerGame[d.game] += 1;
                m_drafts.append(d);
            }
        }
        m_parsed.matches = {}; // the drafts hold everything from here on (a large file: half the memory)
        while (m_report.problems.size() > csv::CsvParseResult::MaxErrors) {
            m_report.problems.removeLast();
        }
        m_report.newPlayers = QStringList(newPlayers.cbegin(), newPlayers.cend());
        m_report.newPlayers.sort();
        listLookalikes();
        if (!m_report.problems.isEmpty()) {
            m_report.matchesPerGame.clear();
            return false;
        }
        return true;
    }

    /// The file's match identifiers the club already has, asked at once
    /// (one round trip per block of them to a PostgreSQL server).
    bool findTakenCodes()
    {
        QStringList codes;
        codes.reserve(static_cast<qsizetype>(m_parsed.matches.size()));
        for (const csv::CsvMatch& cm : std::as_const(m_parsed.matches)) {
            codes.append(cm.key);
        }
        auto taken = m_context.store.takenMatchCodes(codes, m_e);
        if (!taken) {
            storeFailed();
            return false;
        }
        m_taken = std::move(*taken);
        return true;
    }

    /// Refuses the names of `cm` that hold an invisible character (names.h),
    /// each at its line and column; false when one does.
    bool visibleNames(const csv::CsvMatch& cm)
    {
        bool visible = true;
        const auto refuse = [&](const QString& name, names::Of of, const char* column, int line) {
            // The reader shares one string per distinct name: each is looked
            // at once, not once per row (the map holds it, so its address
            // stays its own).
            if (name.isEmpty()) {
                return;
            }
            const auto [known, isNew] = m_visibleNames.try_emplace(name.constData(), name);
            if (!isNew) {
                return; // visible: a name with a problem is not kept
            }
            if (QString problem = names::invisibleProblem(name, of); !problem.isEmpty()) {
                m_visibleNames.erase(known); // refused at every row it is on
                const QString key = QLatin1String(column);
                m_report.problems.append({std::move(problem), Field::column(key), line, columnOf(key)});
                visible = false;
            }
        };
        refuse(cm.game, names::Of::Game, "game", cm.firstLine);
        for (const csv::CsvRow& row : cm.rows) {
            refuse(row.player, names::Of::Player, "player", row.line);
            refuse(row.team, names::Of::Team, "team", row.line);
            refuse(row.armyList, names::Of::ArmyList, "army_list", row.line);
        }
        return visible;
    }

    /// The new players whose name is possibly another's, new or already in
    /// the club ("bob" and "Bob"): a warning, the import goes on.
    void listLookalikes()
    {
        QStringList all = m_report.newPlayers;
        for (auto it = m_dir.playersByName.cbegin(); it != m_dir.playersByName.cend(); ++it) {
            all << it.key();
        }
        for (const QStringList& group : names::lookalikes(all)) {
            if (!std::ranges::any_of(group, [&](const QString& name) { return m_firstLine.contains(name); })) {
                continue; // the club's own lookalikes: `check` lists them
            }
            PossibleDuplicate duplicate;
            for (const QString& name : group) {
                duplicate.names.append({name, m_firstLine.value(name)});
            }
            m_report.possibleDuplicates.append(duplicate);
        }
    }

    Check check(const csv::CsvMatch& cm, const MatchDraft& d)
    {
        const auto gameIt = m_dir.gamesByName.constFind(d.game);
        if (gameIt == m_dir.gamesByName.cend()) {
            m_report.problems.append({Text::tr("there is no game named '%1' in the club (add it first)").arg(d.game),
                                      Field::column(QStringLiteral("game")), cm.firstLine,
                                      columnOf(QStringLiteral("game"))});
            return Check::Refused;
        }
        if (m_taken.contains(cm.key)) {
            m_report.problems.append(
                {Text::tr("the club already has a match '%1' (identifiers are kept; use another one)").arg(cm.key),
                 Field::column(QStringLiteral("match")), cm.firstLine, columnOf(QStringLiteral("match"))});
            return Check::Refused;
        }
        const rating::RuleSet* rules = rulesOf(*gameIt);
        if (rules == nullptr) {
            return Check::Stop;
        }
        const bool faulty = std::any_of(cm.rows.cbegin(), cm.rows.cend(),
                                        [&](const csv::CsvRow& row) { return m_faultyLines.contains(row.line); });
        if (const RuleProblem problem =
                faulty ? RuleProblem{} : ruleProblem(*rules, d, m_dir.households, m_dir.playersByName);
            !problem.message.isEmpty()) {
            const QString message = Text::tr("match '%1' (%2): %3").arg(cm.key, d.game, problem.message);
            if (problem.participant >= 0 && problem.participant < cm.rows.size() && !problem.column.isEmpty()) {
                // One value of one row: located at its line and column.
                m_report.problems.append({message, Field::column(problem.column), cm.rows[problem.participant].line,
                                          columnOf(problem.column)});
            } else {
                // The whole match is at fault: located at its first row's identifier.
                m_report.problems.append({message, {}, cm.firstLine, columnOf(QStringLiteral("match"))});
            }
            return Check::Refused;
        }
        return Check::Kept;
    }

    /// The rule set of a game, made once per import.
    const rating::RuleSet* rulesOf(const Game& g)
    {
        auto& ruleSet = m_rules[g.id];
        if (!ruleSet) {
            auto made = GameCatalogue::ruleSetFor(g);
            if (made) {
                ruleSet = std::move(*made);
            } else {
                m_report.problems.append(made.status().problems);
            }
        }
        return ruleSet.get();
    }

    /// Which matches would be kept unrated, and why (no replay needed).
    void listUnrated()
    {
        for (const MatchDraft& d : std::as_const(m_drafts)) {
            const Game& g = m_dir.gamesByName.value(d.game);
            const RatingDraft rated(d, m_dir.households, m_dir.playersByName);
            const rating::UnratedReason reason = m_rules.value(g.id)->eligibility(rated.match());
            if (reason != rating::UnratedReason::None) {
                m_report.unrated.append({d.code, fromStd(rating::unratedReasonKey(reason))});
            }
        }
    }

    bool writePlayers()
    {
        // NOLINTNEXTLINE(readability-use-anyofallof): the loop writes each player; a predicate should not.
        for (const QString& name : std::as_const(m_report.newPlayers)) {
            const auto id = m_context.store.insertPlayer(name, QString(), m_e);
            if (!id) {
                storeFailed();
                return false;
            }
            m_dir.playersByName.insert(name, {*id, name, {}, true, {}});
        }
        return true;
    }

    bool writeMatches()
    {
        // On PostgreSQL the rows go by COPY (BulkWriter): all of them are
        // in once flushed, before the re-rating reads the club.
        store::BulkWriter writer(m_context.store, m_drafts.size());
        Status status;
        for (MatchDraft& draft : m_drafts) {
            const MatchDraft d = std::exchange(draft, {}); // each draft freed once written
            const Game& g = m_dir.gamesByName.value(d.game);
            auto record = toRecord(d, m_dir, g, status);
            if (!record) {
                m_report.problems.append(status.problems);
                return false;
            }
            const auto id = writer.insertMatch(*record, m_e);
            if (!id) {
                storeFailed();
                return false;
            }
            record->id = *id;
            auto it = m_earliest.find(g.id);
            if (it == m_earliest.end() || record->playedAt < it->playedAt ||
                (record->playedAt == it->playedAt && *id < it->id)) {
                m_earliest.insert(g.id, {record->playedAt, *id});
            }
            m_written[g.id].push_back(std::move(*record));
        }
        m_drafts.clear();
        if (!writer.flush(m_e)) {
            storeFailed();
            return false;
        }
        return true;
    }

    bool rerateGames()
    {
        const auto players = m_context.store.players(m_e);
        if (!players) {
            storeFailed();
            return false;
        }
        Status status;
        for (auto it = m_earliest.cbegin(); it != m_earliest.cend(); ++it) {
            std::vector<store::MatchRecord>& mine = m_written[it.key()];
            const auto later = m_context.store.matchCountAfter(it.key(), it->playedAt, it->id, m_e);
            if (!later) {
                storeFailed();
                return false;
            }
            const bool onlyMine = *later + 1 == static_cast<qint64>(mine.size());
            const auto replayOrder = [](const store::MatchRecord& a, const store::MatchRecord& b) {
                return a.playedAt < b.playedAt || (a.playedAt == b.playedAt && a.id < b.id);
            };
            // A results file is usually in date order already: one pass says so.
            if (onlyMine && !std::is_sorted(mine.begin(), mine.end(), replayOrder)) {
                std::sort(mine.begin(), mine.end(), replayOrder);
            }
            if (!Rerater(m_context).rerate(m_dir.gamesById.value(it.key()), it->playedAt, it->id, {}, status, &*players,
                                           onlyMine ? &mine : nullptr)) {
                m_report.problems.append(status.problems);
                return false;
            }
            mine = {}; // released game by game
        }
        return true;
    }

    struct From {
        QString playedAt;
        qint64 id = 0;
    };

    ClubContext& m_context;
    const ImportSetup& m_setup;
    csv::CsvParseResult m_parsed;
    ImportReport m_report;
    StoreError m_e;
    Directory m_dir;
    QSet<int> m_faultyLines;
    QHash<qint64, std::shared_ptr<rating::RuleSet>> m_rules;
    QList<MatchDraft> m_drafts;
    QHash<qint64, From> m_earliest;
    QHash<QString, int> m_firstLine;                          ///< each new player's first line
    QSet<QString> m_taken;                                    ///< the file's match identifiers the club already has
    std::unordered_map<const QChar*, QString> m_visibleNames; ///< names found visible, by their shared text
    // The matches as written, per game: when no older match of the club
    // comes after the earliest of them, they are what the re-rating replays,
    // and it need not read them back.
    std::unordered_map<qint64, std::vector<store::MatchRecord>> m_written;
};

} // namespace

ImportReport Interchange::importCsv(const QByteArray& bytes, bool dryRun, const ImportSetup& setup)
{
    return Import(m_context, bytes, setup).run(dryRun);
}

Status Interchange::exportResults(QIODevice& device)
{
    StoreError e;
    QList<csv::CsvMatch> matches;
    const bool ok = m_context.store.forEachExportRow(
        [&](const store::ExportRow& r) {
            if (matches.isEmpty() || matches.last().key != r.code) {
                csv::CsvMatch m;
                m.key = r.code;
                m.playedAt = QDateTime::fromString(r.playedAt, Qt::ISODate);
                m.playedAt.setTimeSpec(Qt::UTC);
                m.game = r.game;
                m.deals = r.deals;
                m.durationMin = r.durationMin;
                m.outcome = rating::outcomeFromKey(r.outcome.toStdString()).value_or(rating::Outcome::None);
                m.isVoid = r.isVoid;
                matches.append(m);
            }
            matches.last().rows.append(csvRowOf(r, matches.last().outcome));
            return true;
        },
        e);
    if (!ok) {
        return fromStore(e);
    }
    if (!csv::ResultsCsv::write(device, matches)) {
        return Status::failure(Text::tr("cannot write the results: %1").arg(device.errorString()));
    }
    return {};
}

} // namespace palmares::club
