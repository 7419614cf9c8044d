#include "interchange.h"

#include "conversions.h"
#include "directory.h"
#include "filechecks.h"
#include "matchdraft.h"
#include "names.h"
#include "participantmapping.h"
#include "ratingdraft.h"
#include "rowqueue.h"

#include "csv/resultscsv.h"
#include "csv/resultsstream.h"
#include "store/bulkwriter.h"
#include "write.h"

#include <QBuffer>
#include <QHash>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <thread>
#include <unordered_map>
#include <unordered_set>
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

namespace {

// The results file's row, the draft and the stored row share
// palmares::ParticipantFields: a participant's fields are copied as one.

csv::CsvRow csvRowOf(const store::ExportRow& r, rating::Outcome outcome)
{
    csv::CsvRow row;
    static_cast<palmares::ParticipantFields&>(row) = static_cast<const palmares::ParticipantFields&>(r);
    row.player = r.player;
    row.deals = r.deals;
    row.outcome = outcome;
    row.durationMin = r.durationMin;
    row.isVoid = r.isVoid;
    return row;
}

/// One import, step by step, inside one transaction from the first check to
/// the last write: the checks see the club as it was, and nothing is
/// half-imported. Each step returns false when the import stops (the report
/// says why).
///
/// The file is read as a stream (csv::ResultsStream), never held whole: a
/// first reading (the survey, before the transaction) gives its match
/// identifiers, asked of the club at once (the taken ones), and its player
/// names; the new ones are written first, in name order. Then the second
/// reading runs on a thread of its own: each match, whole as soon as its
/// last row is read, is checked (FileChecks, with a copy of the directory as
/// it was) and turned into its stored rows (toRecord), handed here by
/// batches (RowQueue) and written while the next ones are read. A dry run
/// checks on this thread and writes nothing. The checks always go to the end
/// of the file, so their report is the one-thread import's; a problem
/// anywhere — even on the last line — rolls everything back.
///
/// A problem of the reader (a cell that is not a number, a match with one
/// row…) stops the checks where it is found; the file is then read once more,
/// checks only, knowing every such problem, as the import of a whole parsed
/// file told it (the rule set's checks skip the rows already faulted).
class Import
{
public:
    Import(ClubContext& context, RuleBook& rules, GameCatalogue& catalogue, Rerater& rerater, Events& events,
           QIODevice& device, const ImportSetup& setup)
        : m_context(context),
          m_rules(rules),
          m_catalogue(catalogue),
          m_rerater(rerater),
          m_events(events),
          m_setup(setup),
          m_stream(device, setup.lines, setup.chunkSize > 0 ? setup.chunkSize : csv::ResultsStream::DefaultChunkSize)
    {
        m_stream.survey(); // a file that cannot be read: the reading says so
        m_report.rows = m_stream.rowCount();
        m_report.matches = static_cast<int>(m_stream.matchCount());
        // Beyond this many matches the rows written are read back to re-rate
        // rather than held: the memory stays bounded (docs/PERFORMANCE.md).
        // NOLINTNEXTLINE(cppcoreguidelines-prefer-member-initializer): known once the survey above has run
        m_keepWritten = m_stream.matchCount() <= (setup.heldMatches >= 0 ? setup.heldMatches : KeepWrittenUpTo);
    }

    ImportReport run(bool dryRun)
    {
        // Not `write` (write.h): a dry run checks inside the transaction and
        // rolls it back, and the report, not a Status, carries the problems.
        ChangeScope changes(m_context); // announced only once committed
        store::Transaction t(m_context.db);
        if (!t.active()) {
            m_e = t.began();
            return storeFailed();
        }
        if (!addGames()) {
            return m_report;
        }
        if (!kept(m_dir.load(m_context.store))) {
            return storeFailed();
        }
        if (!findTakenCodes()) {
            return m_report;
        }
        readSeasons();
        if (dryRun) {
            // Nothing to write: the checks alone, here.
            checkOnly();
            return m_report;
        }
        // Still the one transaction: new players, the matches as they are
        // checked, then each game re-rated from its earliest imported match.
        if (!writeAsChecked() || !rerateGames() || !linkEventResults(true)) {
            return m_report;
        }
        if ((!m_setup.mappingKey.isEmpty() &&
             !kept(m_context.store.saveImportMapping(m_setup.mappingKey, m_setup.mapping))) ||
            !kept(m_context.store.audit(
                QStringLiteral("import"),
                QStringLiteral("%1 matches, %2 rows").arg(m_report.matches).arg(m_report.rows))) ||
            !kept(t.commit())) {
            return storeFailed();
        }
        changes.committed(Change::of(Change::Kind::Imported)); // its games: those re-rated
        m_report.written = true;
        return m_report;
    }

private:
    /// How the writing of the checked matches ended.
    enum class Written { All, Failed, Cancelled };

    /// Up to this many matches in the file, the matches written are held to
    /// re-rate from (ARCHITECTURE.md, Import); beyond, they are read back.
    static constexpr qsizetype KeepWrittenUpTo = 100000;

    /// The games the setup adds, before the file is checked against the
    /// club's games (a dry run sees them too, then rolls them back).
    bool addGames()
    {
        // NOLINTNEXTLINE(readability-use-anyofallof): the loop adds each game; a predicate should not.
        for (const auto& [name, ruleSet] : m_setup.newGames) {
            const auto system = rating::systemFromKey(ruleSet.toStdString());
            const Status added = system ? m_catalogue.addGame(name, *system)
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
        m_report.problems.append(m_e.problems);
        return m_report;
    }

    /// A store call's failure kept for storeFailed(); whether it succeeded.
    bool kept(Status status)
    {
        m_e = std::move(status);
        return m_e.ok();
    }
    template <typename T>
    Expected<T> kept(Expected<T> result)
    {
        m_e = result.status();
        return result;
    }

    [[nodiscard]] std::unique_ptr<FileChecks> makeChecks(bool giving)
    {
        return std::make_unique<FileChecks>(m_dirBefore ? *m_dirBefore : m_dir, m_stream.header(), m_faultyLines,
                                            m_taken, m_report, giving);
    }

    /// How a reading of the file went, checks and all.
    struct Reading {
        csv::CsvParseResult parsed; ///< the reader's problems, header and row count (no matches)
        bool checked = false;       ///< the checks went to the end: finish() tells whether they passed
        bool cancelled = false;
    };

    /// Reads the file once, each match checked as it comes (and handed to
    /// `kept` when it passed) until a problem of the reader shows up, or
    /// until `stop`.
    Reading checkReading(FileChecks& checks, const FileChecks::Kept& kept, const std::stop_token& stop = {})
    {
        Reading reading;
        bool checking = true;
        int matches = 0;
        reading.parsed = m_stream.read([&](csv::CsvMatch&& cm) {
            ++matches;
            if (stop.stop_requested()) {
                reading.cancelled = true;
                return false;
            }
            if (checking && m_stream.faulted()) {
                checking = false; // the reader's problems first: read once more (recheck)
            }
            if (checking) {
                const FileChecks::Step step = checks.step(cm, kept);
                checking = step == FileChecks::Step::Go;
                if (step == FileChecks::Step::Stop) {
                    reading.cancelled = true; // a rule set could not be made: the report says so
                    return false;
                }
            }
            return true;
        });
        m_report.rows = reading.parsed.rowCount;
        m_report.matches = matches;
        reading.checked = !reading.cancelled && reading.parsed.errors.isEmpty();
        return reading;
    }

    /// The file had problems the reader found: read once more, checks only,
    /// knowing them all (as an import of the whole parsed file reported).
    void recheck(const csv::CsvParseResult& parsed)
    {
        ImportReport report;
        report.newGames = m_report.newGames;
        report.rows = m_report.rows;
        report.matches = m_report.matches;
        report.problemCount = parsed.errorCount;
        for (const csv::CsvError& err : parsed.errors) {
            report.problems.append(
                {err.message, err.field.isEmpty() ? Field() : Field::column(err.field), err.line, err.column});
            // Rows the reader already faulted: the rule set's check of their
            // match would only repeat the same mistake in other words ("needs
            // a rank" after "'x' is not an integer").
            m_faultyLines.insert(err.line);
        }
        m_report = std::move(report);
        m_checks = makeChecks(false);
        bool checking = true;
        bool stopped = false;
        m_stream.read([&](csv::CsvMatch&& cm) {
            if (checking) {
                const FileChecks::Step step = m_checks->step(cm, {});
                checking = step == FileChecks::Step::Go;
                stopped = step == FileChecks::Step::Stop;
            }
            return !stopped;
        });
        if (!stopped) {
            m_checks->finish();
        }
    }

    /// The checks on this thread, nothing written (a dry run).
    void checkOnly()
    {
        m_checks = makeChecks(true);
        QList<QPair<QString, QString>> unrated;
        const Reading reading = checkReading(*m_checks, [&](MatchDraft&& d) {
            listUnrated(d, unrated);
            return true;
        });
        if (!reading.parsed.errors.isEmpty()) {
            recheck(reading.parsed);
            return;
        }
        if (reading.cancelled || !m_checks->finish()) {
            return;
        }
        findClosedSeasons(m_checks->earliest());
        if (listClosedSeasons() && countLaterMatches() && linkEventResults(false)) {
            m_report.unrated = std::move(unrated);
        }
    }

    /// How many of the club's matches come after the file's earliest of
    /// their game: what the import re-rates besides its own (a dry run says it).
    bool countLaterMatches()
    {
        const QMap<QString, QDateTime>& earliest = m_checks->earliestAt();
        for (auto it = earliest.cbegin(); it != earliest.cend(); ++it) {
            const auto game = m_dir.gamesByName.constFind(it.key());
            if (game == m_dir.gamesByName.cend()) {
                continue; // a game the import creates: no match of the club
            }
            const auto later = kept(m_context.store.matchCountAfter(game->id, storedDateTime(*it), 0));
            if (!later) {
                storeFailed();
                return false;
            }
            m_report.laterMatches += *later;
        }
        return true;
    }

    /// The matches of the file that are the results of events' tables:
    /// checked against the events (and linked to their tables when `write`).
    bool linkEventResults(bool write)
    {
        if (!m_checks || m_checks->eventResults().isEmpty()) {
            return true;
        }
        const Status s = m_events.linkResults(m_checks->eventResults(), write);
        if (s.ok()) {
            return true;
        }
        m_report.problems.append(s.problems);
        m_report.problemCount += static_cast<int>(s.problems.size());
        return false;
    }

    /// The club's seasons, read before anything is written: a write the
    /// database refused can leave a PostgreSQL transaction unable to read
    /// until it is rolled back, and the import tells that write's problem.
    void readSeasons()
    {
        auto all = m_rules.seasons();
        if (all) {
            m_seasons = std::move(*all);
        } else {
            m_closedSeasons.problems = all.status().problems;
        }
    }

    /// The closed seasons the import changes: those of each game from its
    /// earliest match that passed on (as RuleBook::closedFrom), kept aside
    /// until the checks have passed (listClosedSeasons).
    void findClosedSeasons(const QMap<QString, QDate>& earliest)
    {
        if (!m_closedSeasons.problems.isEmpty()) {
            return; // they could not be read
        }
        for (auto it = earliest.cbegin(); it != earliest.cend(); ++it) {
            for (const Season& s : std::as_const(m_seasons)) {
                if (s.closed() && s.coversGame(it.key()) && (!it->isValid() || *it <= s.last) &&
                    !m_closedSeasons.names.contains(s.name)) {
                    m_closedSeasons.names.append(s.name);
                }
            }
        }
    }

    /// The closed seasons found into the report; false when they could not be read.
    bool listClosedSeasons()
    {
        if (!m_closedSeasons.problems.isEmpty()) {
            m_report.problems.append(m_closedSeasons.problems);
            return false;
        }
        m_report.closedSeasons = m_closedSeasons.names;
        return true;
    }

    /// The file's match identifiers the club already has, asked before
    /// anything is written, a block at a time (one round trip per block to a
    /// PostgreSQL server).
    bool findTakenCodes()
    {
        const bool asked = m_stream.forEachCodes(10000, [&](const QStringList& codes) {
            auto taken = kept(m_context.store.takenMatchCodes(codes));
            if (!taken) {
                return false;
            }
            m_taken.unite(*taken);
            return true;
        });
        if (!asked) {
            storeFailed();
        }
        return asked;
    }

    /// Whether a match that passed would be kept unrated, and why (no replay needed).
    void listUnrated(const MatchDraft& d, QList<QPair<QString, QString>>& unrated)
    {
        const Game& g = m_dir.gamesByName.value(d.game);
        const RatingDraft rated(d, m_dir.households, m_dir.playersByName);
        const rating::UnratedReason reason = m_checks->rules(g.id)->eligibility(rated.match());
        if (reason != rating::UnratedReason::None) {
            unrated.append({d.code, fromStd(rating::unratedReasonKey(reason))});
        }
    }

    /// The players of the file the club has not, in name order: those the
    /// checks will list when the file passes them.
    [[nodiscard]] QStringList newPlayerNames() const
    {
        QSet<QString> found;
        for (const QString& player : m_stream.playerNames()) {
            QString name = names::normalised(player);
            if (!m_dir.playersByName.contains(name)) {
                found.insert(std::move(name));
            }
        }
        QStringList list(found.cbegin(), found.cend());
        list.sort();
        return list;
    }

    bool writePlayers(const QStringList& newPlayers)
    {
        // NOLINTNEXTLINE(readability-use-anyofallof): the loop writes each player; a predicate should not.
        for (const QString& name : newPlayers) {
            const auto id = kept(m_context.store.insertPlayer(name, QString()));
            if (!id) {
                return false;
            }
            m_dir.playersByName.insert(name, {*id, name, {}, true, {}});
        }
        return true;
    }

    /// The new players, then the matches written while the checking thread
    /// reads the file. A problem of the reader comes first (the file read
    /// again, checks only), then one of the checks, then a failed write,
    /// then a row that could not be made.
    bool writeAsChecked()
    {
        m_newPlayers = newPlayerNames();
        m_checks = makeChecks(true); // the directory as it was: the checks share nothing with the writes
        m_dirBefore = m_dir;         // for the checks once more, if the reader finds a problem
        if (!writePlayers(m_newPlayers)) {
            const Status failed = m_e;
            m_checks = makeChecks(false);
            const Reading reading = checkReading(*m_checks, {});
            if (!reading.parsed.errors.isEmpty()) {
                recheck(reading.parsed);
            } else if (!reading.cancelled && m_checks->finish()) {
                findClosedSeasons(m_checks->earliest());
                if (listClosedSeasons()) {
                    m_e = failed;
                    storeFailed();
                }
            }
            return false;
        }
        const qsizetype total = m_stream.matchCount();
        Status recordStatus;
        bool recordFailed = false;
        Reading reading;
        RowQueue queue;
        // Everything the checking thread touches is its own (m_checks, the
        // stream, the report, `rows`) until it is joined.
        std::jthread checking([&, rows = Directory(m_dir)](const std::stop_token& stop) {
            RowQueue::Batch batch;
            const FileChecks::Kept toRows = [&](MatchDraft&& d) {
                auto record = toRecord(d, rows, rows.gamesByName.value(d.game), recordStatus);
                recordFailed = !record;
                if (recordFailed) {
                    return false;
                }
                batch.push_back(std::move(*record));
                return batch.size() < RowQueue::BatchSize || queue.push(std::exchange(batch, {}));
            };
            reading = checkReading(*m_checks, toRows, stop);
            if (reading.checked && m_report.problems.isEmpty() && !recordFailed && !batch.empty()) {
                queue.push(std::move(batch));
            }
            queue.close();
        });
        store::BulkWriter writer(m_context.store, total);
        const Written written = writeBatches(queue, writer, total);
        queue.stop();
        if (written == Written::Cancelled) {
            checking.request_stop();
        }
        checking.join();
        if (written != Written::Cancelled && !reading.parsed.errors.isEmpty()) {
            recheck(reading.parsed);
            return false;
        }
        const bool passed = reading.checked && m_checks->finish();
        if (passed) {
            findClosedSeasons(m_checks->earliest());
        }
        return settle(written, passed, recordFailed ? recordStatus : Status{}, writer);
    }

    /// The import's outcome once both threads are done.
    bool settle(Written written, bool passed, const Status& recordStatus, store::BulkWriter& writer)
    {
        if (written == Written::Cancelled) {
            m_report.problems = {{Text::tr("cancelled; nothing was changed"), {}, 0, 0}};
            return false;
        }
        if (!passed || !listClosedSeasons()) {
            return false;
        }
        if (written == Written::Failed) {
            storeFailed();
            return false;
        }
        if (!recordStatus.ok()) {
            m_report.problems.append(recordStatus.problems);
            return false;
        }
        if (!kept(writer.flush())) {
            storeFailed();
            return false;
        }
        if (m_report.newPlayers != m_newPlayers) { // cannot be, for a file that passed the checks
            m_report.problems.append({Text::tr("the new players written are not those checked"), {}, 0, 0});
            return false;
        }
        return true;
    }

    /// Writes the batches of rows as they come; the club's watcher
    /// (ClubContext::progress) told after each, and cancelling.
    Written writeBatches(RowQueue& queue, store::BulkWriter& writer, qsizetype total)
    {
        qint64 done = 0;
        // The rows of one moment (a file in date order has them together)
        // are held until the next moment's come, then written in the order
        // of their codes: a game's matches at one moment get ids in the
        // order the replay takes them (RATING_RULES.md §1), whatever the
        // file's order. A moment the file splits is put in order after
        // (orderMoments).
        std::vector<store::MatchRecord> moment;
        const auto writeMoment = [&] {
            std::sort(moment.begin(), moment.end(), [](const store::MatchRecord& a, const store::MatchRecord& b) {
                return store::compareCodes(a.code, b.code) < 0;
            });
            bool written = true;
            // NOLINTNEXTLINE(readability-use-anyofallof): the loop writes each match; a predicate should not.
            for (store::MatchRecord& r : moment) {
                if (!writeMatch(writer, std::move(r))) {
                    written = false;
                    break;
                }
            }
            moment.clear();
            return written;
        };
        while (auto batch = queue.pop()) {
            for (store::MatchRecord& record : *batch) {
                if (!moment.empty() && moment.front().playedAt != record.playedAt && !writeMoment()) {
                    return Written::Failed;
                }
                moment.push_back(std::move(record));
            }
            done += static_cast<qint64>(batch->size());
            if (m_context.progress && !m_context.progress(done, total)) {
                return Written::Cancelled;
            }
        }
        return writeMoment() ? Written::All : Written::Failed;
    }

    bool writeMatch(store::BulkWriter& writer, store::MatchRecord record)
    {
        const auto id = kept(writer.insertMatch(record));
        if (!id) {
            return false;
        }
        record.id = *id;
        auto it = m_earliest.find(record.game);
        if (it == m_earliest.end() || record.playedAt < it->playedAt ||
            (record.playedAt == it->playedAt && *id < it->id)) {
            m_earliest.insert(record.game, {record.playedAt, *id});
        }
        if (m_keepWritten) {
            m_written[record.game].push_back(std::move(record));
        }
        return true;
    }

    bool rerateGames()
    {
        const auto players = kept(m_context.store.players());
        if (!players) {
            storeFailed();
            return false;
        }
        Status status;
        for (auto it = m_earliest.cbegin(); it != m_earliest.cend(); ++it) {
            std::vector<store::MatchRecord>& mine = m_written[it.key()];
            const auto later = kept(m_context.store.matchCountAfter(it.key(), it->playedAt, it->id));
            if (!later) {
                storeFailed();
                return false;
            }
            bool onlyMine = *later + 1 == static_cast<qint64>(mine.size());
            const auto replayOrder = [](const store::MatchRecord& a, const store::MatchRecord& b) {
                return a.playedAt < b.playedAt || (a.playedAt == b.playedAt && a.id < b.id);
            };
            // A results file is usually in date order already: one pass says so.
            if (onlyMine && !std::is_sorted(mine.begin(), mine.end(), replayOrder)) {
                std::sort(mine.begin(), mine.end(), replayOrder);
            }
            From from = *it;
            const auto reordered = orderMoments(it.key(), from.playedAt, onlyMine ? &mine : nullptr);
            if (!reordered) {
                storeFailed();
                return false;
            }
            if (*reordered) {
                // Ids changed: the whole first moment on, read back.
                onlyMine = false;
                from.id = 0;
            }
            if (!m_rerater.rerate(m_dir.gamesById.value(it.key()), from.playedAt, from.id, {}, status, &*players,
                                  onlyMine ? &mine : nullptr)) {
                m_report.problems.append(status.problems);
                return false;
            }
            mine = {}; // released game by game
        }
        return true;
    }

    /// Puts in code order (ClubStore::orderMoment) each moment of `game`
    /// from `fromAt` on whose matches' ids are not: one the file split, or
    /// one the club already had matches at. `mine`: the game's matches
    /// written, in replay order, when no older match of the club comes
    /// after the earliest of them (only the first moment can then hold some
    /// of the club's); else the club's matches from `fromAt` are read.
    /// Whether any id changed; nullopt on a failure (m_e says it).
    std::optional<bool> orderMoments(qint64 game, const QString& fromAt, const std::vector<store::MatchRecord>* mine)
    {
        QStringList moments;
        if (mine != nullptr) {
            moments.append(fromAt);
            for (std::size_t i = 1; i < mine->size(); ++i) {
                const store::MatchRecord& a = (*mine)[i - 1];
                const store::MatchRecord& b = (*mine)[i];
                if (a.playedAt == b.playedAt && moments.constLast() != b.playedAt &&
                    store::compareCodes(a.code, b.code) > 0) {
                    moments.append(b.playedAt);
                }
            }
        } else {
            auto found = kept(m_context.store.unorderedMoments(game, fromAt));
            if (!found) {
                return std::nullopt;
            }
            moments = std::move(*found);
        }
        store::ResultChanges moved;
        for (const QString& at : std::as_const(moments)) {
            if (!kept(m_context.store.orderMoment(game, at, moved))) {
                return std::nullopt;
            }
        }
        return !moved.after.empty();
    }

    struct From {
        QString playedAt;
        qint64 id = 0;
    };

    ClubContext& m_context;
    RuleBook& m_rules;
    GameCatalogue& m_catalogue;
    Rerater& m_rerater;
    Events& m_events;
    const ImportSetup& m_setup;
    csv::ResultsStream m_stream;
    bool m_keepWritten = true;
    ImportReport m_report;
    Status m_e; ///< the store's last failure (storeFailed)
    Directory m_dir;
    std::optional<Directory> m_dirBefore; ///< the directory before the new players were written
    QSet<int> m_faultyLines;
    QSet<QString> m_taken; ///< the file's match identifiers the club already has
    std::unique_ptr<FileChecks> m_checks;
    QList<Season> m_seasons; ///< the club's, as before the import
    struct {
        QStringList names;
        QList<Problem> problems; ///< they could not be read
    } m_closedSeasons;
    QStringList m_newPlayers; ///< written before the matches, in name order
    QHash<qint64, From> m_earliest;
    // The matches as written, per game: when no older match of the club
    // comes after the earliest of them, they are what the re-rating replays,
    // and it need not read them back.
    std::unordered_map<qint64, std::vector<store::MatchRecord>> m_written;
};

} // namespace

QString problemsCounted(const ImportReport& report)
{
    const auto shown = static_cast<int>(report.problems.size());
    const int all = std::max(report.problemCount, shown);
    // English says "1 problem" apart; past it, and past the first shown, the
    // plural is certain in English (French has its forms in the translation).
    if (all > shown) {
        return Text::tr("the first %1 of %Ln problems", nullptr, all).arg(QLocale().toString(shown));
    }
    return all == 1 ? Text::tr("1 problem") : Text::tr("%Ln problems", nullptr, all);
}

ImportReport Interchange::importCsv(QIODevice& device, bool dryRun, const ImportSetup& setup)
{
    return Import(m_context, m_rules, m_catalogue, m_rerater, m_events, device, setup).run(dryRun);
}

ImportReport Interchange::importCsv(const QByteArray& bytes, bool dryRun, const ImportSetup& setup)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return importCsv(buffer, dryRun, setup);
}

Status Interchange::exportResults(QIODevice& device)
{
    const auto slots = m_context.store.eventMatchesByCode();
    if (!slots) {
        return slots.status();
    }
    QList<csv::CsvMatch> matches;
    Status ok = m_context.store.forEachExportRow([&](const store::ExportRow& r) {
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
            if (const auto slot = slots->constFind(r.code); slot != slots->cend()) {
                m.event = slot->event;
                m.round = slot->round;
                m.table = slot->table;
            }
            matches.append(m);
        }
        matches.last().rows.append(csvRowOf(r, matches.last().outcome));
        return true;
    });
    if (!ok.ok()) {
        return ok;
    }
    if (!csv::ResultsCsv::write(device, matches)) {
        return Status::failure(Text::tr("cannot write the results: %1").arg(device.errorString()));
    }
    return {};
}

} // namespace palmares::club
