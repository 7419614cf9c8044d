#include "merger.h"

#include "conversions.h"
#include "directory.h"
#include "names.h"
#include "write.h"

#include <algorithm>

#include <QCoreApplication>
#include <QSet>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Merger)
};

} // namespace

namespace {

/// Empties the rating cache of `games` and removes `player`'s standings there.
Status clearRatings(store::ClubStore& store, const QList<qint64>& games, qint64 player)
{
    for (const qint64 gameId : games) {
        if (Status s = store.deleteRatingsFrom(gameId, QString(), 0); !s.ok()) {
            return s;
        }
        if (Status s = store.deleteStanding(gameId, player); !s.ok()) {
            return s;
        }
    }
    return {};
}

/// The starting ratings of `player` in the club.
Expected<QList<store::StartingRatingRecord>> startsOf(store::ClubStore& store, qint64 player)
{
    auto all = store.startingRatings();
    if (!all) {
        return all.status();
    }
    all->removeIf([player](const store::StartingRatingRecord& r) { return r.player != player; });
    return *all;
}

/// `games` with `more` added, each once.
QList<qint64> unitedGames(QList<qint64> games, const QList<qint64>& more)
{
    for (const qint64 g : more) {
        if (!games.contains(g)) {
            games.append(g);
        }
    }
    return games;
}

/// What a merge does to the starting ratings: those `from` had, the games
/// where `into` (who has none there) takes his, and the games of them all.
struct StartsMoved {
    QList<StartingRating> startingRatings;
    QStringList given;
    QList<qint64> games;
};

Expected<StartsMoved> startsMoved(store::ClubStore& store, const Directory& dir, const store::PlayerRecord& from,
                                  qint64 into)
{
    const auto fromStarts = startsOf(store, from.id);
    const auto intoStarts = fromStarts ? startsOf(store, into) : fromStarts;
    if (!intoStarts) {
        return intoStarts.status();
    }
    StartsMoved moved;
    for (const store::StartingRatingRecord& r : *fromStarts) {
        const QString game = dir.gamesById.value(r.game).name;
        moved.startingRatings.append({from.name, game, r.rating, r.deviation});
        moved.games.append(r.game);
        if (std::none_of(intoStarts->cbegin(), intoStarts->cend(),
                         [&r](const store::StartingRatingRecord& i) { return i.game == r.game; })) {
            moved.given.append(game);
        }
    }
    return moved;
}

/// `from`'s byes asked for in `events`, read before a merge moves them.
Status byesOf(store::ClubStore& store, const QList<store::EventRecord>& events, qint64 from, qint64 into,
              MergeRecord& record)
{
    for (const store::EventRecord& e : events) {
        const auto byes = store.absences(e.id);
        if (!byes) {
            return byes.status();
        }
        QSet<int> intoRounds;
        for (const store::EventAbsenceRecord& a : *byes) {
            if (a.player == into) {
                intoRounds.insert(a.round);
            }
        }
        for (const store::EventAbsenceRecord& a : *byes) {
            if (a.player == from) {
                record.eventByes.append({e.id, a.round, a.points, intoRounds.contains(a.round)});
            }
        }
    }
    return {};
}

/// An undone merge's byes asked for: `from`'s back (`into`'s taken from
/// him removed), in the events still there (`still`).
Status restoreByes(store::ClubStore& store, const MergeRecord& record, const QSet<qint64>& still, qint64 from,
                   qint64 into)
{
    for (const MergedBye& bye : record.eventByes) {
        if (!still.contains(bye.event)) {
            continue;
        }
        if (!bye.dropped) {
            if (Status s = store.deleteAbsence(bye.event, into, bye.round); !s.ok()) {
                return s;
            }
        }
        if (Status s = store.insertAbsence(bye.event, {from, QString(), bye.round, bye.points}); !s.ok()) {
            return s;
        }
    }
    return {};
}

/// `from`'s entries and seats in the club's events, read before a merge moves
/// them; refused when both players sat in one round (two people).
Status eventPlacesOf(store::ClubStore& store, const store::PlayerRecord& from, const store::PlayerRecord& into,
                     MergeRecord& record)
{
    const auto events = store.events();
    if (!events) {
        return events.status();
    }
    for (const store::EventRecord& e : *events) {
        const auto entries = store.entries(e.id);
        const auto seats = entries ? store.seats(e.id) : Expected<QList<store::EventSeatRecord>>(entries.status());
        if (!seats) {
            return seats.status();
        }
        const bool intoEntered = std::any_of(entries->cbegin(), entries->cend(),
                                             [&](const store::EventEntryRecord& x) { return x.player == into.id; });
        for (const store::EventEntryRecord& x : *entries) {
            if (x.player == from.id) {
                record.eventEntries.append({e.id, x.rating, x.firstRound, x.withdrawnRound, intoEntered});
            }
        }
        QSet<int> intoRounds;
        for (const store::EventSeatRecord& seat : *seats) {
            if (seat.player == into.id) {
                intoRounds.insert(seat.round);
            }
        }
        for (const store::EventSeatRecord& seat : *seats) {
            if (seat.player != from.id) {
                continue;
            }
            if (intoRounds.contains(seat.round)) {
                return Status::failure(Text::tr("'%1' and '%2' both sat in round %3 of '%4': they are two people")
                                           .arg(from.name, into.name)
                                           .arg(seat.round)
                                           .arg(e.name),
                                       Field{Field::Kind::Into});
            }
            record.eventSeats.append({e.id, seat.round, seat.table, seat.seat});
        }
    }
    return byesOf(store, *events, from.id, into.id, record);
}

/// An undone merge's entries and seats in events: each entry `into` took
/// from him given back, those dropped entered again, his seats his again
/// (an event removed since is passed over).
Status restoreEventPlaces(store::ClubStore& store, const MergeRecord& record, qint64 from, qint64 into)
{
    const auto events = store.events();
    if (!events) {
        return events.status();
    }
    QSet<qint64> still;
    for (const store::EventRecord& e : *events) {
        still.insert(e.id);
    }
    for (const MergedEntry& x : record.eventEntries) {
        if (!still.contains(x.event)) {
            continue;
        }
        if (!x.dropped) {
            if (Status s = store.deleteEntry(x.event, into); !s.ok()) {
                return s;
            }
        }
        store::EventEntryRecord entry{from, QString(), x.rating, x.firstRound, x.withdrawnRound};
        if (Status s = store.insertEntry(x.event, entry); !s.ok()) {
            return s;
        }
        if (x.withdrawnRound != 0) {
            if (Status s = store.setWithdrawn(x.event, from, x.withdrawnRound); !s.ok()) {
                return s;
            }
        }
    }
    for (const MergedSeat& seat : record.eventSeats) {
        if (!still.contains(seat.event)) {
            continue;
        }
        if (Status s = store.setSeatPlayer(seat.event, {seat.round, seat.table, seat.seat, from, QString(), false});
            !s.ok()) {
            return s;
        }
    }
    return restoreByes(store, record, still, from, into);
}

/// An undone merge's starting ratings: `from`'s back, and `into`'s taken
/// from him removed; the games they were in.
Expected<QList<qint64>> restoreStarts(ClubContext& context, const MergeRecord& record, const Directory& dir,
                                      qint64 from, qint64 into)
{
    QList<qint64> games;
    for (const StartingRating& start : record.startingRatings) {
        const qint64 game = dir.gamesByName.value(names::normalised(start.game)).id;
        if (game == 0) {
            continue; // a game removed since: its starting ratings went with it
        }
        if (Status s = context.store.setStartingRating({from, game, start.rating, start.deviation}); !s.ok()) {
            return s;
        }
        games.append(game);
    }
    for (const QString& name : record.startingGamesGiven) {
        const qint64 game = dir.gamesByName.value(names::normalised(name)).id;
        if (Status s = context.store.deleteStartingRating(into, game); !s.ok()) {
            return s;
        }
    }
    return games;
}

/// The write of an undone merge: the player `record.from` again, with his
/// results, and the games he played re-rated for both (`into`: the player
/// he was merged into).
Status writeUnmerge(ClubContext& context, Rerater& rerater, const MergeRecord& record, const Directory& dir,
                    qint64 into)
{
    Status status;
    const auto fromId = context.store.insertPlayer(record.from.name, record.from.household);
    if (!fromId) {
        return fromId.status();
    }
    store::PlayerRecord restored = toRecord(record.from);
    restored.id = *fromId;
    if (Status s = context.store.updatePlayer(restored); !s.ok()) {
        return s;
    }
    for (const auto& [code, pos] : record.participations) {
        if (Status s = context.store.setParticipant(code, pos, *fromId); !s.ok()) {
            return s;
        }
    }
    const auto played = context.store.gamesOfPlayer(*fromId);
    if (!played) {
        return played.status();
    }
    if (Status s = restoreEventPlaces(context.store, record, *fromId, into); !s.ok()) {
        return s;
    }
    const auto started = restoreStarts(context, record, dir, *fromId, into);
    if (!started) {
        return started.status();
    }
    // Re-rating from the start empties each game's cache first (rerate).
    for (const qint64 gameId : unitedGames(*played, *started)) {
        if (!rerater.rerate(dir.gamesById.value(gameId), QString(), 0, {into, *fromId}, status)) {
            return status;
        }
    }
    if (Status s = context.store.audit(QStringLiteral("player unmerge"),
                                       record.into + QStringLiteral(" → ") + record.from.name);
        !s.ok()) {
        return s;
    }
    return {};
}

} // namespace

Expected<MergeRecord> Merger::mergePlayers(const QString& fromName, const QString& intoName)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Expected<MergeRecord> {
        Directory dir;
        if (Status s = dir.load(m_context.store); !s.ok()) {
            return s;
        }
        Status status;
        const auto fromPlayer = dir.player(fromName, Field{Field::Kind::From}, status);
        const auto intoPlayer = fromPlayer ? dir.player(intoName, Field{Field::Kind::Into}, status) : std::nullopt;
        if (!fromPlayer || !intoPlayer) {
            return status;
        }
        return merge(dir, *fromPlayer, *intoPlayer);
    });
}

Expected<MergeRecord> Merger::mergePlayerIds(qint64 fromId, qint64 intoId)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Expected<MergeRecord> {
        Directory dir;
        // Read from the store, not the directory: two names equal once
        // normalised share one of its keys.
        if (Status loaded = dir.load(m_context.store); !loaded.ok()) {
            return loaded;
        }
        const auto all = m_context.store.players();
        if (!all) {
            return all.status();
        }
        const auto byId = [&](qint64 id) {
            return std::find_if(all->cbegin(), all->cend(), [id](const auto& p) { return p.id == id; });
        };
        const auto from = byId(fromId);
        const auto into = byId(intoId);
        if (from == all->cend() || into == all->cend()) {
            return Status::failure(Text::tr("there is no player #%1").arg(from == all->cend() ? fromId : intoId));
        }
        return merge(dir, *from, *into);
    });
}

Expected<MergeRecord> Merger::merge(const Directory& dir, const store::PlayerRecord& fromPlayer,
                                    const store::PlayerRecord& intoPlayer)
{
    Status status;
    const QString& from = fromPlayer.name;
    const QString& into = intoPlayer.name;
    if (fromPlayer.id == intoPlayer.id) {
        return Status::failure(Text::tr("a player cannot be merged into himself"), Field{Field::Kind::Into});
    }
    const qint64 fromId = fromPlayer.id;
    const qint64 intoId = intoPlayer.id;
    const auto shared = m_context.store.sharedMatches(fromId, intoId);
    if (!shared) {
        return shared.status();
    }
    if (!shared->isEmpty()) {
        return Status::failure(Text::tr("'%1' and '%2' played in the same match (%3): they are two people")
                                   .arg(from, into, shared->mid(0, 5).join(QStringLiteral(", "))));
    }
    const auto played = m_context.store.gamesOfPlayer(fromId);
    if (!played) {
        return played.status();
    }
    const auto participations = m_context.store.participations(fromId);
    if (!participations) {
        return participations.status();
    }
    const auto starts = startsMoved(m_context.store, dir, fromPlayer, intoId);
    if (!starts) {
        return starts.status();
    }
    const StartsMoved& moved = *starts;
    MergeRecord record{
        toPlayer(fromPlayer), intoPlayer.name, *participations, moved.startingRatings, moved.given, {}, {}, {}};
    if (Status s = eventPlacesOf(m_context.store, fromPlayer, intoPlayer, record); !s.ok()) {
        return s;
    }
    const Status merged = write(m_context, Change::ofPlayer(Change::Kind::PlayersMerged, from, into), [&]() -> Status {
        // Both players' ratings are re-derived from the start of each game.
        if (Status s = clearRatings(m_context.store, *played, fromId); !s.ok()) {
            return s;
        }
        if (Status s = m_context.store.moveParticipations(fromId, intoId); !s.ok()) {
            return s;
        }
        // His starting ratings go to `into` where he has none.
        if (Status s = m_context.store.moveStartingRatings(fromId, intoId); !s.ok()) {
            return s;
        }
        // His entries and seats in events too (an event both are entered
        // in keeps `into`'s entry).
        if (Status s = m_context.store.moveEventPlayer(fromId, intoId); !s.ok()) {
            return s;
        }
        if (Status s = m_context.store.deletePlayer(fromId); !s.ok()) {
            return s;
        }
        for (const qint64 gameId : unitedGames(*played, moved.games)) {
            if (!m_rerater.rerate(dir.gamesById.value(gameId), QString(), 0, {intoId}, status)) {
                return status;
            }
        }
        if (Status s = m_context.store.audit(QStringLiteral("player merge"), from + QStringLiteral(" → ") + into);
            !s.ok()) {
            return s;
        }
        return {};
    });
    if (!merged.ok()) {
        return merged;
    }
    return record;
}

Status Merger::unmergePlayers(const MergeRecord& record)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        Directory dir;
        if (Status s = dir.load(m_context.store); !s.ok()) {
            return s;
        }
        Status status;
        const auto intoPlayer = dir.player(record.into, Field{Field::Kind::Into}, status);
        if (!intoPlayer) {
            return status;
        }
        if (dir.playersByName.contains(record.from.name)) {
            return Status::failure(Text::tr("there is already a player named '%1'").arg(record.from.name),
                                   Field{Field::Kind::From});
        }
        return write(m_context, Change::ofPlayer(Change::Kind::MergeUndone, record.from.name, record.into),
                     [&]() { return writeUnmerge(m_context, m_rerater, record, dir, intoPlayer->id); });
    });
}

} // namespace palmares::club
