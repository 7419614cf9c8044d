#include "startingratings.h"

#include "conversions.h"
#include "directory.h"
#include "names.h"
#include "playersfile.h"
#include "roster.h"
#include "write.h"

#include <QCoreApplication>
#include <QSet>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::StartingRatings)
};

/// The player and the game of a starting rating, found in the club.
struct Found {
    store::PlayerRecord player;
    Game game;
};

std::optional<Found> find(const Directory& dir, const QString& player, const QString& game, Status& status)
{
    const auto p = dir.player(player, Field{Field::Kind::Player}, status);
    if (!p) {
        return std::nullopt;
    }
    const auto g = dir.gamesByName.constFind(names::normalised(game));
    if (g == dir.gamesByName.cend()) {
        status = Status::failure(Text::tr("there is no game named '%1'").arg(names::normalised(game)),
                                 Field{Field::Kind::Game});
        return std::nullopt;
    }
    return Found{*p, *g};
}

/// `dir` loaded, and the player and the game found in it.
std::optional<Found> loadAndFind(store::ClubStore& s, Directory& dir, const QString& player, const QString& game,
                                 Status& status)
{
    status = dir.load(s);
    return status.ok() ? find(dir, player, game, status) : std::nullopt;
}

/// What the game's rule set says of `start`, with the field at fault.
Status ruleSetAccepts(const Game& game, const StartingRating& start)
{
    const auto rules = RuleBook::ruleSetFor(game);
    if (!rules) {
        return rules.status();
    }
    if (const auto problem = (*rules)->validateStart({start.rating, start.deviation})) {
        // The rule set's words name no field: a deviation refused is the
        // deviation's fault, anything else the rating's.
        const bool deviation = start.deviation && !(*rules)->validateStart({start.rating, std::nullopt});
        return Status::failure(Text::tr("%1, %2: %3").arg(game.name, start.player, fromMessage(*problem)),
                               Field{deviation ? Field::Kind::Deviation : Field::Kind::Rating});
    }
    return {};
}

std::optional<StartingRating> stored(store::ClubStore& s, const Found& f, Status& status)
{
    const auto all = s.startingRatingsOfGame(f.game.id);
    if (!all) {
        status = all.status();
        return std::nullopt;
    }
    for (const store::StartingRatingRecord& r : *all) {
        if (r.player == f.player.id) {
            return StartingRating{f.player.name, f.game.name, r.rating, r.deviation};
        }
    }
    return std::nullopt;
}

} // namespace

Expected<QList<StartingRating>> StartingRatings::startingRatings(const QString& player)
{
    Directory dir;
    if (Status s = dir.load(m_context.store); !s.ok()) {
        return s;
    }
    std::optional<qint64> only;
    if (!player.isEmpty()) {
        Status status;
        const auto p = dir.player(player, Field{Field::Kind::Player}, status);
        if (!p) {
            return status;
        }
        only = p->id;
    }
    const auto all = m_context.store.startingRatings();
    if (!all) {
        return all.status();
    }
    QList<StartingRating> list;
    for (const store::StartingRatingRecord& r : *all) {
        if (!only || *only == r.player) {
            list.append({dir.playerNames.value(r.player), dir.gamesById.value(r.game).name, r.rating, r.deviation});
        }
    }
    return list;
}

Status StartingRatings::check(const StartingRating& start)
{
    Directory dir;
    Status status;
    const auto found = loadAndFind(m_context.store, dir, start.player, start.game, status);
    if (!found) {
        return status;
    }
    StartingRating named = start;
    named.player = found->player.name;
    return ruleSetAccepts(found->game, named);
}

namespace {

/// Writes (or, `start` empty, removes) the starting rating of `f` and
/// re-rates the game from the player's first match.
Status store(ClubContext& context, Rerater& rerater, const Found& f, const std::optional<StartingRating>& start)
{
    store::ClubStore& s = context.store;
    if (Status written = start ? s.setStartingRating({f.player.id, f.game.id, start->rating, start->deviation})
                               : s.deleteStartingRating(f.player.id, f.game.id);
        !written.ok()) {
        return written;
    }
    const auto first = s.firstMatchInGame(f.player.id, f.game.id);
    if (!first) {
        return first.status();
    }
    if (*first) {
        Status status;
        if (!rerater.rerate(f.game, (*first)->first, (*first)->second, {f.player.id}, status)) {
            return status;
        }
    }
    const QString detail = start
                               ? QStringLiteral("%1, %2: %3%4")
                                     .arg(f.player.name, f.game.name)
                                     .arg(start->rating)
                                     .arg(start->deviation ? QStringLiteral(" ± %1").arg(*start->deviation) : QString())
                               : QStringLiteral("%1, %2").arg(f.player.name, f.game.name);
    return s.audit(start ? QStringLiteral("starting rating") : QStringLiteral("starting rating removed"), detail);
}

} // namespace

Expected<std::optional<StartingRating>> StartingRatings::setStartingRating(const StartingRating& start)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Expected<std::optional<StartingRating>> {
        Directory dir;
        Status status;
        const auto found = loadAndFind(m_context.store, dir, start.player, start.game, status);
        if (!found) {
            return status;
        }
        const StartingRating named{found->player.name, found->game.name, start.rating, start.deviation};
        if (Status s = ruleSetAccepts(found->game, named); !s.ok()) {
            return s;
        }
        auto previous = stored(m_context.store, *found, status);
        if (!status.ok()) {
            return status;
        }
        if (previous == named) {
            return previous;
        }
        const Status written =
            write(m_context, Change::ofPlayer(Change::Kind::StartingRatingChanged, named.player, named.game),
                  [&]() { return store(m_context, m_rerater, *found, named); });
        if (!written.ok()) {
            return written;
        }
        return previous;
    });
}

Expected<std::optional<StartingRating>> StartingRatings::clearStartingRating(const QString& player, const QString& game)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Expected<std::optional<StartingRating>> {
        Directory dir;
        Status status;
        const auto found = loadAndFind(m_context.store, dir, player, game, status);
        if (!found) {
            return status;
        }
        auto previous = stored(m_context.store, *found, status);
        if (!status.ok() || !previous) {
            return status.ok() ? Expected<std::optional<StartingRating>>(std::nullopt) : status;
        }
        const Status written = write(
            m_context, Change::ofPlayer(Change::Kind::StartingRatingChanged, found->player.name, found->game.name),
            [&]() { return store(m_context, m_rerater, *found, std::nullopt); });
        if (!written.ok()) {
            return written;
        }
        return previous;
    });
}

namespace {

/// The problems of a players' file against the club: unknown games, what
/// a rule set refuses, a new player's name.
QList<Problem> fileProblems(const Directory& dir, const PlayersFile& file)
{
    QList<Problem> problems;
    QSet<QString> unknownGames;
    for (const PlayersFileRow& row : file.rows) {
        if (!dir.playersByName.contains(names::normalised(row.player))) {
            if (const QString problem = Roster::nameProblem(row.player); !problem.isEmpty()) {
                problems.append({problem, Field{Field::Kind::Player}, row.line, row.playerColumn});
            }
        }
        for (const PlayersFileRow::Start& s : row.starts) {
            const auto game = dir.gamesByName.constFind(names::normalised(s.game));
            if (game == dir.gamesByName.cend()) {
                if (!unknownGames.contains(s.game)) {
                    unknownGames.insert(s.game);
                    problems.append({Text::tr("there is no game named '%1' (column rating:%1)").arg(s.game),
                                     Field::column(QStringLiteral("rating:") + s.game), file.headerLine, s.column});
                }
                continue;
            }
            const Status accepted = ruleSetAccepts(*game, {row.player, game->name, s.rating, s.deviation});
            for (Problem p : accepted.problems) {
                p.line = row.line;
                p.column = p.field.kind == Field::Kind::Deviation ? s.deviationColumn : s.column;
                problems.append(p);
            }
        }
    }
    return problems;
}

/// The write of a players' file checked against the club: the new
/// players, the starting ratings, the games re-rated from their start.
Status writePlayersFile(ClubContext& context, Rerater& rerater, const PlayersFile& file, Directory& dir,
                        PlayersImport& done)
{
    QHash<qint64, Game> games;
    for (const PlayersFileRow& row : file.rows) {
        const QString name = names::normalised(row.player);
        auto player = dir.playersByName.value(name);
        if (player.id == 0) {
            const auto id = context.store.insertPlayer(name, names::normalised(row.household));
            if (!id) {
                return id.status();
            }
            player = {*id, name, names::normalised(row.household), true, QString()};
            dir.playersByName.insert(name, player);
            ++done.playersAdded;
        }
        for (const PlayersFileRow::Start& s : row.starts) {
            const Game& g = dir.gamesByName[names::normalised(s.game)];
            if (Status set = context.store.setStartingRating({player.id, g.id, s.rating, s.deviation}); !set.ok()) {
                return set;
            }
            games.insert(g.id, g);
            ++done.startingRatings;
        }
    }
    Status status;
    for (const Game& g : std::as_const(games)) {
        if (!rerater.rerate(g, QString(), 0, {}, status)) {
            return status;
        }
    }
    return context.store.audit(
        QStringLiteral("players file"),
        QStringLiteral("%1 players added, %2 starting ratings").arg(done.playersAdded).arg(done.startingRatings));
}

} // namespace

Expected<PlayersImport> StartingRatings::importPlayers(const QByteArray& bytes)
{
    const PlayersFile file = PlayersFile::read(bytes);
    if (!file.problems.isEmpty()) {
        Status refused;
        refused.problems = file.problems;
        return refused;
    }
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Expected<PlayersImport> {
        Directory dir;
        if (Status s = dir.load(m_context.store); !s.ok()) {
            return s;
        }
        if (QList<Problem> problems = fileProblems(dir, file); !problems.isEmpty()) {
            Status refused;
            refused.problems = problems;
            return refused;
        }
        PlayersImport done;
        const Status written = write(m_context, Change::of(Change::Kind::Imported),
                                     [&]() { return writePlayersFile(m_context, m_rerater, file, dir, done); });
        if (!written.ok()) {
            return written;
        }
        return done;
    });
}

} // namespace palmares::club
