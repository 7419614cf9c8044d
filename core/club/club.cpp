#include "club.h"

#include "explanation.h"

#include "csv/resultscsv.h"
#include "rating/backtest.h"
#include "rating/placementpoints.h"
#include "store/ratingblob.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace palmares::club {

using store::StoreError;

QString Problem::toString() const
{
    QString where;
    if (line > 0) {
        where = column > 0 ? QStringLiteral("line %1, column %2").arg(line).arg(column)
                           : QStringLiteral("line %1").arg(line);
    }
    if (!field.isEmpty()) {
        where += where.isEmpty() ? field : QStringLiteral(" (%1)").arg(field);
    }
    return where.isEmpty() ? message : QStringLiteral("%1: %2").arg(where, message);
}

QString Status::toString() const
{
    QStringList lines;
    for (const Problem& p : problems) {
        lines << p.toString();
    }
    return lines.join(QLatin1Char('\n'));
}

Status Status::failure(const QString& message, const QString& field)
{
    Status s;
    s.problems.append({message, field, 0, 0});
    return s;
}

bool CheckReport::ok() const
{
    return integrity == QStringList{QStringLiteral("ok")} && differences.isEmpty();
}

QString storedDateTime(const QDateTime& when)
{
    // Written by hand: an import formats a million of them, and
    // QDateTime::toString goes through the locale machinery each time.
    const QDate date = when.date();
    const QTime time = when.time();
    if (!when.isValid() || date.year() < 1 || date.year() > 9999) {
        return when.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss"));
    }
    QString text(19, Qt::Uninitialized);
    QChar* out = text.data();
    const auto put = [&out](int value, int digits) {
        for (int i = digits - 1; i >= 0; --i) {
            out[i] = QChar(u'0' + value % 10);
            value /= 10;
        }
        out += digits;
    };
    const auto sep = [&out](char16_t c) { *out++ = QChar(c); };
    put(date.year(), 4);
    sep(u'-');
    put(date.month(), 2);
    sep(u'-');
    put(date.day(), 2);
    sep(u'T');
    put(time.hour(), 2);
    sep(u':');
    put(time.minute(), 2);
    sep(u':');
    put(time.second(), 2);
    return text;
}

namespace {

QString fromStd(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

Status fromStore(const StoreError& e)
{
    return Status::failure(e.message);
}

/// An edit or deletion of a match someone else saved (or deleted) since the
/// person opened it.
Status staleMatch(const QString& code)
{
    Status s = Status::failure(
        QStringLiteral("match %1 was changed by someone else since you opened it; reload it").arg(code));
    s.stale = true;
    return s;
}

QString paramsToJson(const QMap<QString, QString>& params)
{
    QJsonObject o;
    for (auto it = params.cbegin(); it != params.cend(); ++it) {
        o.insert(it.key(), it.value());
    }
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

QMap<QString, QString> paramsFromJson(const QString& json)
{
    QMap<QString, QString> params;
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        params.insert(it.key(), it.value().toString());
    }
    return params;
}

Game toGame(const store::GameRecord& r)
{
    Game g;
    g.id = r.id;
    g.name = r.name;
    g.system = rating::systemFromKey(r.system.toStdString()).value_or(rating::System::Points);
    g.params = paramsFromJson(r.params);
    return g;
}

/// The first day after `date`, as the exclusive upper bound of a date range.
QString dayAfter(const QDate& date)
{
    return date.addDays(1).toString(Qt::ISODate);
}

rating::Participant toRating(const store::ParticipantRecord& p, qint64 household)
{
    rating::Participant r;
    r.player = static_cast<rating::PlayerId>(p.player);
    r.rank = p.rank.value_or(0);
    r.score = p.score;
    r.left = p.left;
    r.household = household;
    r.morale = p.morale;
    r.moraleLost = p.moraleLost;
    r.armyPoints = p.armyPoints;
    r.turns = p.turns;
    return r;
}

/// The day of a stored "YYYY-MM-DDTHH:MM:SS", in days since 1970-01-01
/// (glicko2 rating periods).
std::int32_t dayOf(const QString& playedAt)
{
    const QDate date = QDate::fromString(playedAt.left(10), Qt::ISODate);
    return date.isValid() ? static_cast<std::int32_t>(date.toJulianDay() - QDate(1970, 1, 1).toJulianDay()) : 0;
}

/// Team labels are text; the rule sets compare small integers, per match.
void numberTeams(std::span<rating::Participant> parts, const QStringList& labels)
{
    for (qsizetype i = 0; i < labels.size() && i < static_cast<qsizetype>(parts.size()); ++i) {
        if (labels[i].isEmpty()) {
            continue;
        }
        parts[static_cast<std::size_t>(i)].team = static_cast<int>(labels.indexOf(labels[i]) + 1);
    }
}

rating::Match toRatingMatch(const store::MatchRecord& m, std::span<rating::Participant> parts)
{
    QStringList teams;
    for (const store::ParticipantRecord& p : m.participants) {
        teams << p.team.trimmed();
    }
    numberTeams(parts, teams);
    rating::Match match;
    match.day = dayOf(m.playedAt);
    match.id = m.id;
    match.participants = parts;
    match.deals = m.deals.value_or(0);
    match.outcome = rating::outcomeFromKey(m.outcome.toStdString()).value_or(rating::Outcome::None);
    match.durationMin = m.durationMin;
    match.isVoid = m.isVoid;
    return match;
}

/// Whether a rule set's ratings are integers (history rows).
bool integralSystem(rating::System system)
{
    return rating::makeRuleSet(system)->integral();
}

QString reasonKey(const rating::Step& step)
{
    return step.invalid ? QStringLiteral("invalid") : fromStd(rating::unratedReasonKey(step.reason));
}

/// Households are names; the rule sets compare integers.
class Households
{
public:
    void add(qint64 player, const QString& household)
    {
        if (household.isEmpty()) {
            return;
        }
        auto it = m_ids.find(household);
        if (it == m_ids.end()) {
            it = m_ids.insert(household, m_ids.size() + 1);
        }
        m_byPlayer.insert(player, it.value());
    }
    [[nodiscard]] qint64 of(qint64 player) const { return m_byPlayer.value(player, 0); }

private:
    QHash<QString, qint64> m_ids;
    QHash<qint64, qint64> m_byPlayer;
};

} // namespace

/// Names and ids of players and games, loaded once per operation.
struct Club::Directory {
    QHash<QString, store::PlayerRecord> playersByName;
    QHash<qint64, QString> playerNames;
    QHash<QString, Game> gamesByName;
    QHash<qint64, Game> gamesById;
    Households households;

    bool load(store::ClubStore& s, StoreError& e)
    {
        const auto players = s.players(e);
        const auto games = s.games(e);
        if (!players || !games) {
            return false;
        }
        for (const store::PlayerRecord& p : *players) {
            playersByName.insert(p.name, p);
            playerNames.insert(p.id, p.name);
            households.add(p.id, p.household);
        }
        for (const store::GameRecord& r : *games) {
            const Game g = toGame(r);
            gamesByName.insert(g.name, g);
            gamesById.insert(g.id, g);
        }
        return true;
    }

    /// The player called `name` (trimmed), or a failure naming `field`.
    std::optional<store::PlayerRecord> player(const QString& name, const QString& field, Status& status) const
    {
        const auto it = playersByName.constFind(name.trimmed());
        if (it == playersByName.cend()) {
            status = Status::failure(QStringLiteral("there is no player named '%1'").arg(name.trimmed()), field);
            return std::nullopt;
        }
        return *it;
    }
};

void Club::DatabaseHolder::operator()(store::Database* db) const
{
    if (owned) {
        delete db;
    }
}

Club::Club(DatabasePtr db) : m_db(std::move(db)), m_store(*m_db) {}

Club::~Club() = default;

std::unique_ptr<Club> Club::open(const QString& location, store::Database::OpenMode mode, Status& status)
{
    StoreError e;
    // A club upgraded to schema 4 keeps its results but not its rating cache
    // (the format changed, the migration marks it stale): it is rebuilt in
    // the migration's own transaction, so a rebuild that fails leaves the
    // club as it was, and one that is cut short leaves it to be upgraded again.
    const auto rebuildAfterMigration = [](store::Database& db, int fromSchema, StoreError& error) {
        if (fromSchema == 0) {
            return true; // a new club: nothing to rate
        }
        Club borrowed(DatabasePtr(&db, DatabaseHolder{false}));
        const Status rebuilt = borrowed.rebuild();
        if (!rebuilt.ok()) {
            error.message = QStringLiteral("its ratings could not be rebuilt: %1").arg(rebuilt.toString());
        }
        return rebuilt.ok();
    };
    auto opened = store::Database::open(location, mode, e, rebuildAfterMigration);
    if (!opened) {
        status = Status::failure(e.message);
        return nullptr;
    }
    auto club = std::unique_ptr<Club>(new Club(DatabasePtr(opened.release(), DatabaseHolder{true})));
    // Still stale (a cache marked so by hand, or by a migration of a future
    // schema without a hook): rebuilt before any use, the mark cleared in the
    // rebuild's transaction. A mark that cannot be read (a damaged page) is
    // left to the reads that follow, which say what is wrong, as for any
    // other table: the club opens as before.
    if (club->m_store.cacheStale(e).value_or(false)) {
        if (Status rebuilt = club->rebuild(); !rebuilt.ok()) {
            status = Status::failure(QStringLiteral("%1: the ratings of the upgraded club could not be rebuilt: %2")
                                         .arg(location, rebuilt.toString()));
            return nullptr;
        }
    }
    return club;
}

Status Club::init(const QString& name)
{
    StoreError e;
    const auto current = m_store.club(e);
    if (!current) {
        return fromStore(e);
    }
    if (!current->name.isEmpty()) {
        return Status::failure(QStringLiteral("this club is already set up (club '%1')").arg(current->name));
    }
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        return Status::failure(QStringLiteral("the club needs a name"), QStringLiteral("name"));
    }
    store::Transaction t(*m_db, e);
    if (!t.active() || !m_store.createClub(trimmed, e) || !m_store.audit(QStringLiteral("init"), trimmed, e) ||
        !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

bool Club::initialised()
{
    StoreError e;
    const auto c = m_store.club(e);
    return c && !c->name.isEmpty();
}

QString Club::name()
{
    StoreError e;
    const auto c = m_store.club(e);
    return c ? c->name : QString();
}

// ---------------------------------------------------------------- players

std::optional<QList<store::PlayerRecord>> Club::players(Status& status)
{
    StoreError e;
    auto all = m_store.players(e);
    if (!all) {
        status = fromStore(e);
    }
    return all;
}

namespace {

QString checkPlayerName(const QString& name)
{
    if (name.trimmed().isEmpty()) {
        return QStringLiteral("a player needs a name");
    }
    if (name.trimmed().size() > 100) {
        return QStringLiteral("a player's name has at most 100 characters");
    }
    return {};
}

} // namespace

Status Club::addPlayer(const QString& name, const QString& household)
{
    const QString trimmed = name.trimmed();
    if (const QString problem = checkPlayerName(trimmed); !problem.isEmpty()) {
        return Status::failure(problem, QStringLiteral("name"));
    }
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        return fromStore(e);
    }
    if (dir.playersByName.contains(trimmed)) {
        return Status::failure(QStringLiteral("there is already a player named '%1'").arg(trimmed),
                               QStringLiteral("name"));
    }
    store::Transaction t(*m_db, e);
    if (!t.active() || !m_store.insertPlayer(trimmed, household.trimmed(), e) ||
        !m_store.audit(QStringLiteral("player add"), trimmed, e) || !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

Status Club::renamePlayer(const QString& oldName, const QString& newName)
{
    const QString from = oldName.trimmed();
    const QString to = newName.trimmed();
    if (const QString problem = checkPlayerName(to); !problem.isEmpty()) {
        return Status::failure(problem, QStringLiteral("new name"));
    }
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        return fromStore(e);
    }
    Status status;
    const auto found = dir.player(from, QStringLiteral("name"), status);
    if (!found) {
        return status;
    }
    if (from != to && dir.playersByName.contains(to)) {
        return Status::failure(
            QStringLiteral("there is already a player named '%1' (to make them one, merge the players)").arg(to),
            QStringLiteral("new name"));
    }
    store::PlayerRecord p = *found;
    p.name = to;
    store::Transaction t(*m_db, e);
    if (!t.active() || !m_store.updatePlayer(p, e) ||
        !m_store.audit(QStringLiteral("player rename"), from + QStringLiteral(" → ") + to, e) || !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

Status Club::setHousehold(const QString& name, const QString& household)
{
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        return fromStore(e);
    }
    Status status;
    auto found = dir.player(name, QStringLiteral("name"), status);
    if (!found) {
        return status;
    }
    store::PlayerRecord p = *found;
    if (p.household == household.trimmed()) {
        return {};
    }
    p.household = household.trimmed();
    store::Transaction t(*m_db, e);
    if (!t.active() || !m_store.updatePlayer(p, e)) {
        return fromStore(e);
    }
    // The household decides whether fermi duels are rated: re-rate those games.
    const auto played = m_store.gamesOfPlayer(p.id, e);
    if (!played) {
        return fromStore(e);
    }
    for (const qint64 gameId : *played) {
        const Game& g = dir.gamesById.value(gameId);
        if (g.system == rating::System::Fermi && !rerate(g, QString(), 0, {}, status)) {
            return status;
        }
    }
    if (!m_store.audit(QStringLiteral("player household"), p.name + QStringLiteral(": ") + p.household, e) ||
        !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

Status Club::setActive(const QString& name, bool active)
{
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        return fromStore(e);
    }
    Status status;
    auto found = dir.player(name, QStringLiteral("name"), status);
    if (!found) {
        return status;
    }
    store::PlayerRecord p = *found;
    p.active = active;
    store::Transaction t(*m_db, e);
    if (!t.active() || !m_store.updatePlayer(p, e) || !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

Status Club::mergePlayers(const QString& fromName, const QString& intoName, MergeRecord* record)
{
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        return fromStore(e);
    }
    const QString from = fromName.trimmed();
    const QString into = intoName.trimmed();
    Status status;
    const auto fromPlayer = dir.player(from, QStringLiteral("from"), status);
    const auto intoPlayer = fromPlayer ? dir.player(into, QStringLiteral("into"), status) : std::nullopt;
    if (!fromPlayer || !intoPlayer) {
        return status;
    }
    if (from == into) {
        return Status::failure(QStringLiteral("a player cannot be merged into himself"), QStringLiteral("into"));
    }
    const qint64 fromId = fromPlayer->id;
    const qint64 intoId = intoPlayer->id;
    const auto shared = m_store.sharedMatches(fromId, intoId, e);
    if (!shared) {
        return fromStore(e);
    }
    if (!shared->isEmpty()) {
        return Status::failure(QStringLiteral("'%1' and '%2' played in the same match (%3): they are two people")
                                   .arg(from, into, shared->mid(0, 5).join(QStringLiteral(", "))));
    }
    const auto played = m_store.gamesOfPlayer(fromId, e);
    const auto participations = played ? m_store.participations(fromId, e) : std::nullopt;
    if (!played || !participations) {
        return fromStore(e);
    }
    store::Transaction t(*m_db, e);
    if (!t.active()) {
        return fromStore(e);
    }
    for (const qint64 gameId : *played) {
        // Both players' ratings are re-derived from the start of each game.
        if (!m_store.deleteRatingsFrom(gameId, QString(), 0, e) || !m_store.deleteStanding(gameId, fromId, e)) {
            return fromStore(e);
        }
    }
    if (!m_store.moveParticipations(fromId, intoId, e) || !m_store.deletePlayer(fromId, e)) {
        return fromStore(e);
    }
    if (record != nullptr) {
        *record = {*fromPlayer, intoPlayer->name, *participations};
    }
    for (const qint64 gameId : *played) {
        if (!rerate(dir.gamesById.value(gameId), QString(), 0, {intoId}, status)) {
            return status;
        }
    }
    if (!m_store.audit(QStringLiteral("player merge"), from + QStringLiteral(" → ") + into, e) || !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

Status Club::unmergePlayers(const MergeRecord& record)
{
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        return fromStore(e);
    }
    Status status;
    const auto intoPlayer = dir.player(record.into, QStringLiteral("into"), status);
    if (!intoPlayer) {
        return status;
    }
    if (dir.playersByName.contains(record.from.name)) {
        return Status::failure(QStringLiteral("there is already a player named '%1'").arg(record.from.name),
                               QStringLiteral("from"));
    }
    store::Transaction t(*m_db, e);
    if (!t.active()) {
        return fromStore(e);
    }
    const auto fromId = m_store.insertPlayer(record.from.name, record.from.household, e);
    if (!fromId) {
        return fromStore(e);
    }
    store::PlayerRecord restored = record.from;
    restored.id = *fromId;
    if (!m_store.updatePlayer(restored, e)) {
        return fromStore(e);
    }
    for (const auto& [code, pos] : record.participations) {
        if (!m_store.setParticipant(code, pos, *fromId, e)) {
            return fromStore(e);
        }
    }
    const auto played = m_store.gamesOfPlayer(*fromId, e);
    if (!played) {
        return fromStore(e);
    }
    // Re-rating from the start empties each game's cache first (rerate).
    for (const qint64 gameId : *played) {
        if (!rerate(dir.gamesById.value(gameId), QString(), 0, {intoPlayer->id, *fromId}, status)) {
            return status;
        }
    }
    if (!m_store.audit(QStringLiteral("player unmerge"), record.into + QStringLiteral(" → ") + record.from.name, e) ||
        !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

Status Club::removePlayer(const QString& name)
{
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        return fromStore(e);
    }
    Status status;
    const auto player = dir.player(name, QStringLiteral("name"), status);
    if (!player) {
        return status;
    }
    const auto played = m_store.participations(player->id, e);
    if (!played) {
        return fromStore(e);
    }
    if (!played->isEmpty()) {
        return Status::failure(QStringLiteral("'%1' has %2 results: merge him into another player instead")
                                   .arg(player->name)
                                   .arg(played->size()),
                               QStringLiteral("name"));
    }
    store::Transaction t(*m_db, e);
    if (!t.active() || !m_store.deletePlayer(player->id, e) ||
        !m_store.audit(QStringLiteral("player remove"), player->name, e) || !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

// ------------------------------------------------------------------ games

std::optional<QList<Game>> Club::games(Status& status)
{
    StoreError e;
    const auto records = m_store.games(e);
    if (!records) {
        status = fromStore(e);
        return std::nullopt;
    }
    QList<Game> all;
    for (const store::GameRecord& r : *records) {
        all.append(toGame(r));
    }
    return all;
}

std::optional<Game> Club::game(const QString& name, Status& status)
{
    const auto all = games(status);
    if (!all) {
        return std::nullopt;
    }
    for (const Game& g : *all) {
        if (g.name == name.trimmed()) {
            return g;
        }
    }
    QStringList names;
    for (const Game& g : *all) {
        names << g.name;
    }
    status = Status::failure(
        names.isEmpty()
            ? QStringLiteral("there is no game named '%1' (the club has no game yet)").arg(name)
            : QStringLiteral("there is no game named '%1' (games: %2)").arg(name, names.join(QStringLiteral(", "))),
        QStringLiteral("game"));
    return std::nullopt;
}

std::unique_ptr<rating::RuleSet> Club::ruleSetFor(const Game& game, Status& status) const
{
    auto rules = rating::makeRuleSet(game.system);
    for (auto it = game.params.cbegin(); it != game.params.cend(); ++it) {
        if (auto error = rules->setParameter(it.key().toStdString(), it.value().toStdString())) {
            status = Status::failure(QStringLiteral("game %1: %2").arg(game.name, fromStd(*error)));
            return nullptr;
        }
    }
    return rules;
}

Status Club::addGame(const QString& name, rating::System system, const QMap<QString, QString>& params)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        return Status::failure(QStringLiteral("a game needs a name"), QStringLiteral("name"));
    }
    Status status;
    const auto all = games(status);
    if (!all) {
        return status;
    }
    for (const Game& g : *all) {
        if (g.name == trimmed) {
            return Status::failure(QStringLiteral("there is already a game named '%1'").arg(trimmed),
                                   QStringLiteral("name"));
        }
    }
    Game g;
    g.name = trimmed;
    g.system = system;
    g.params = params;
    if (!ruleSetFor(g, status)) {
        return status;
    }
    StoreError e;
    store::Transaction t(*m_db, e);
    if (!t.active() || !m_store.insertGame({0, trimmed, fromStd(rating::systemKey(system)), paramsToJson(params)}, e) ||
        !m_store.audit(QStringLiteral("game add"), trimmed, e) || !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

Status Club::setGameParameters(const QString& name, const QMap<QString, QString>& values)
{
    Status status;
    auto g = game(name, status);
    if (!g) {
        return status;
    }
    Game changed = *g;
    QStringList said;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const QString key = it.key().trimmed();
        const QString value = it.value().trimmed();
        said << key + QLatin1Char('=') + value;
        // Check each on its own so the message names the parameter at fault.
        Game one = *g;
        if (value.isEmpty()) { // back to the rule set's default
            if (!ruleSetFor(*g, status)) {
                return status;
            }
            const auto known = parameters(g->name, status);
            if (!known) {
                return status;
            }
            const bool exists = std::any_of(known->cbegin(), known->cend(), [&](const rating::Parameter& p) {
                return QString::fromStdString(p.key) == key;
            });
            if (!exists) {
                return Status::failure(QStringLiteral("%1 has no parameter '%2'").arg(g->name, key), key);
            }
            changed.params.remove(key);
            continue;
        }
        changed.params.insert(key, value);
        one.params.insert(key, value);
        if (!ruleSetFor(one, status)) {
            status.problems.first().field = it.key().trimmed();
            return status;
        }
    }
    if (!ruleSetFor(changed, status)) {
        return status;
    }
    StoreError e;
    store::Transaction t(*m_db, e);
    if (!t.active() || !m_store.setGameParams(changed.id, paramsToJson(changed.params), e)) {
        return fromStore(e);
    }
    // A parameter applies to the whole history: re-rate the game from the start.
    if (!rerate(changed, QString(), 0, {}, status)) {
        return status;
    }
    if (!m_store.audit(QStringLiteral("game set"), changed.name + QStringLiteral(": ") + said.join(QLatin1Char(' ')),
                       e) ||
        !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

Status Club::removeGame(const QString& name)
{
    Status status;
    const auto g = game(name, status);
    if (!g) {
        return status;
    }
    StoreError e;
    const auto count = m_store.gameMatchCount(g->id, e);
    if (!count) {
        return fromStore(e);
    }
    if (*count > 0) {
        return Status::failure(QStringLiteral("%1 has %2 matches: it cannot be removed").arg(g->name).arg(*count),
                               QStringLiteral("name"));
    }
    store::Transaction t(*m_db, e);
    if (!t.active() || !m_store.deleteGame(g->id, e) || !m_store.audit(QStringLiteral("game remove"), g->name, e) ||
        !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

std::optional<QList<rating::Parameter>> Club::parameters(const QString& gameName, Status& status)
{
    const auto g = game(gameName, status);
    if (!g) {
        return std::nullopt;
    }
    const auto rules = ruleSetFor(*g, status);
    if (!rules) {
        return std::nullopt;
    }
    const auto list = rules->parameters();
    return QList<rating::Parameter>(list.begin(), list.end());
}

// ---------------------------------------------------------------- re-rating

namespace {

/// The re-rating of one game from a position onward: each match played
/// through the rule set in replay order, its records packed and written, a
/// checkpoint every few thousand matches, then the standing of every player
/// met. Club::rerate feeds it one game's matches in replay order: read from
/// the file, or the ones an import has just written.
class Rerating
{
public:
    Rerating(store::ClubStore& store, qint64 game, const rating::RuleSet& rules, const Households& households,
             qint64 maxPlayer, qint64 checkpointInterval)
        : m_store(store),
          m_game(game),
          m_households(households),
          m_replay(rules),
          m_slots(static_cast<std::size_t>(maxPlayer) + 1),
          m_checkpointInterval(checkpointInterval),
          m_seen(m_slots, 0),
          m_touched(m_slots, 0),
          m_lastPlayed(m_slots)
    {
        m_replay.reservePlayers(static_cast<rating::PlayerId>(maxPlayer));
        m_parts.reserve(rating::Replay::MaxParticipants);
    }

    /// Every player's state before (playedAt, id): from the newest
    /// checkpoint and the records after it.
    bool resume(const QString& playedAt, qint64 id, StoreError& e)
    {
        auto resume = m_store.statesBefore(m_game, playedAt, id, e);
        if (!resume) {
            return false;
        }
        for (store::StandingRecord& r : resume->states) {
            if (r.player <= 0 || static_cast<std::size_t>(r.player) >= m_slots) {
                continue; // a player merged away since: his records are rewritten below
            }
            m_replay.setState(static_cast<rating::PlayerId>(r.player), r.state);
            m_lastPlayed[static_cast<std::size_t>(r.player)] = std::move(r.lastPlayed);
            meet(r.player);
        }
        m_sinceCheckpoint = resume->matchesSinceCheckpoint;
        return true;
    }

    /// Rates the next match of the game and writes its records.
    bool play(const store::MatchRecord& m, StoreError& e)
    {
        if (checkpointDue() && !writeCheckpoint(m, e)) {
            return false;
        }
        m_parts.clear();
        for (const store::ParticipantRecord& p : m.participants) {
            if (p.player >= 0 && static_cast<std::size_t>(p.player) < m_slots) {
                m_touched[static_cast<std::size_t>(p.player)] = 1;
            }
            m_parts.push_back(toRating(p, m_households.of(p.player)));
        }
        const rating::Step step = m_replay.play(toRatingMatch(m, m_parts));
        const QString reason = reasonKey(step);
        if (reason != m.unratedReason) {
            m_reasons.append({m.id, reason});
        }
        if (step.changes.empty()) {
            return true;
        }
        m_after.clear();
        m_afterPointers.clear();
        for (const rating::RatingChange& c : step.changes) {
            m_after.push_back(m_replay.state(c.player));
            meet(c.player);
            m_lastPlayed[static_cast<std::size_t>(c.player)] = m.playedAt;
        }
        for (const rating::PlayerState& state : m_after) {
            m_afterPointers.push_back(&state);
        }
        store::packChanges(step.changes.data(), m_afterPointers.data(), step.changes.size(), m_packed);
        if (!m_store.insertMatchRatings(m_game, m.playedAt, m.id, m_packed, e)) {
            return false;
        }
        ++m_sinceCheckpoint;
        return true;
    }

    /// The unrated reasons that changed, and the standing the replay left
    /// every player met or named in `alsoRefresh`.
    bool finish(const QList<qint64>& alsoRefresh, StoreError& e)
    {
        for (const auto& [matchId, reason] : std::as_const(m_reasons)) {
            if (!m_store.setUnratedReason(matchId, reason, e)) {
                return false;
            }
        }
        for (const qint64 player : alsoRefresh) {
            if (player > 0 && static_cast<std::size_t>(player) < m_slots) {
                m_touched[static_cast<std::size_t>(player)] = 1;
            }
        }
        for (std::size_t player = 0; player < m_slots; ++player) {
            if (m_touched[player] == 0) {
                continue;
            }
            const auto pid = static_cast<qint64>(player);
            const rating::PlayerState state = m_replay.state(static_cast<rating::PlayerId>(player));
            const bool ok = state.seen ? m_store.upsertStanding(m_game, {pid, state, m_lastPlayed[player]}, e)
                                       : m_store.deleteStanding(m_game, pid, e);
            if (!ok) {
                return false;
            }
        }
        return true;
    }

private:
    void meet(qint64 player)
    {
        if (player < 0 || static_cast<std::size_t>(player) >= m_slots) {
            return;
        }
        auto& flag = m_seen[static_cast<std::size_t>(player)];
        if (flag == 0) {
            flag = 1;
            m_seenPlayers.push_back(player);
        }
    }

    /// A checkpoint every few thousand matches (more for a large club): a
    /// replay resumes from one without reading more than that many records.
    [[nodiscard]] bool checkpointDue() const
    {
        const qint64 every = m_checkpointInterval > 0
                                 ? m_checkpointInterval
                                 : std::max<qint64>(2048, 2 * static_cast<qint64>(m_seenPlayers.size()));
        return m_sinceCheckpoint >= every;
    }

    bool writeCheckpoint(const store::MatchRecord& m, StoreError& e)
    {
        m_checkpoint.clear();
        m_checkpoint.reserve(m_seenPlayers.size());
        for (const qint64 player : m_seenPlayers) {
            m_checkpoint.push_back({player, m_replay.state(static_cast<rating::PlayerId>(player)),
                                    m_lastPlayed[static_cast<std::size_t>(player)]});
        }
        m_sinceCheckpoint = 0;
        return m_store.insertCheckpoint(m_game, m.playedAt, m.id, m_checkpoint, e);
    }

    store::ClubStore& m_store;
    qint64 m_game;
    const Households& m_households;
    rating::Replay m_replay;
    std::size_t m_slots;
    qint64 m_checkpointInterval;
    qint64 m_sinceCheckpoint = 0;
    std::vector<char> m_seen;                ///< rated in this game before the current match
    std::vector<char> m_touched;             ///< gets his standing written at the end
    std::vector<qint64> m_seenPlayers;       ///< the players of a checkpoint, in order of appearance
    std::vector<QString> m_lastPlayed;       ///< per player
    QList<QPair<qint64, QString>> m_reasons; ///< unrated reasons that changed
    // Scratch storage reused from match to match.
    std::vector<store::StandingRecord> m_checkpoint;
    std::vector<rating::Participant> m_parts;
    std::vector<rating::PlayerState> m_after;
    std::vector<const rating::PlayerState*> m_afterPointers;
    QByteArray m_packed;
};

/// The households of the club's players, and the largest player id.
std::pair<Households, qint64> householdsOf(const QList<store::PlayerRecord>& players)
{
    Households households;
    qint64 maxPlayer = 0;
    for (const store::PlayerRecord& p : players) {
        households.add(p.id, p.household);
        maxPlayer = std::max(maxPlayer, p.id);
    }
    return {std::move(households), maxPlayer};
}

} // namespace

bool Club::rerate(const Game& game, const QString& playedAt, qint64 id, const QList<qint64>& alsoRefresh,
                  Status& status, const QList<store::PlayerRecord>* known,
                  const std::vector<store::MatchRecord>* matches)
{
    StoreError e;
    const auto rules = ruleSetFor(game, status);
    if (!rules) {
        return false;
    }
    const bool fromStart = playedAt.isEmpty();
    if (!m_store.deleteRatingsFrom(game.id, playedAt, id, e) ||
        (fromStart && !m_store.deleteStandingsOfGame(game.id, e))) {
        status = fromStore(e);
        return false;
    }
    const auto read = known != nullptr ? std::nullopt : m_store.players(e);
    if (known == nullptr && !read) {
        status = fromStore(e);
        return false;
    }
    const auto [households, maxPlayer] = householdsOf(known != nullptr ? *known : *read);
    Rerating rerating(m_store, game.id, *rules, households, maxPlayer, m_checkpointInterval);
    if (!fromStart && !rerating.resume(playedAt, id, e)) {
        status = fromStore(e);
        return false;
    }
    bool failed = false;
    const auto play = [&](const store::MatchRecord& m) {
        failed = !rerating.play(m, e);
        return !failed;
    };
    bool streamed = true;
    if (matches != nullptr) {
        for (const store::MatchRecord& m : *matches) {
            if (!play(m)) {
                break;
            }
        }
    } else {
        streamed = m_store.forEachMatchFrom(game.id, playedAt, id, play, e);
    }
    if (!streamed || failed || !rerating.finish(alsoRefresh, e)) {
        status = fromStore(e);
        return false;
    }
    return true;
}

// ---------------------------------------------------------------- matches

namespace {

/// A draft as the rule sets see it: players who do not exist yet get
/// made-up ids (and no household).
class RatingDraft
{
public:
    RatingDraft(const MatchDraft& draft, const Households& households, const QHash<QString, store::PlayerRecord>& known)
    {
        m_parts.reserve(static_cast<std::size_t>(draft.participants.size()));
        QHash<QString, rating::PlayerId> provisionalIds;
        for (const MatchDraft::Entry& entry : draft.participants) {
            rating::Participant p;
            const auto it = known.constFind(entry.player.trimmed());
            if (it != known.cend()) {
                p.player = static_cast<rating::PlayerId>(it->id);
                p.household = households.of(it->id);
            } else {
                p.player = provisionalIds.value(entry.player.trimmed(),
                                                static_cast<rating::PlayerId>(1000000000 + provisionalIds.size()));
                provisionalIds.insert(entry.player.trimmed(), p.player);
            }
            p.rank = entry.rank.value_or(0);
            p.score = entry.score;
            p.left = entry.left;
            p.morale = entry.morale;
            p.moraleLost = entry.moraleLost;
            p.armyPoints = entry.armyPoints;
            p.turns = entry.turns;
            m_parts.push_back(p);
        }
        m_match.participants = m_parts;
        m_match.deals = draft.deals.value_or(0);
        m_match.outcome = draft.outcome;
        m_match.durationMin = draft.durationMin;
        m_match.isVoid = draft.isVoid;
        m_match.day =
            draft.playedAt.isValid()
                ? static_cast<std::int32_t>(draft.playedAt.date().toJulianDay() - QDate(1970, 1, 1).toJulianDay())
                : 0;
        QStringList teams;
        for (const MatchDraft::Entry& entry : draft.participants) {
            teams << entry.team.trimmed();
        }
        numberTeams(m_parts, teams);
    }
    RatingDraft(const RatingDraft&) = delete;
    RatingDraft& operator=(const RatingDraft&) = delete;
    RatingDraft(RatingDraft&&) = delete;
    RatingDraft& operator=(RatingDraft&&) = delete;
    ~RatingDraft() = default;

    [[nodiscard]] const rating::Match& match() const { return m_match; }

private:
    std::vector<rating::Participant> m_parts;
    rating::Match m_match;
};

/// The rule set's structural check of a draft: its message, or an empty string.
QString ruleProblem(const rating::RuleSet& rules, const MatchDraft& draft, const Households& households,
                    const QHash<QString, store::PlayerRecord>& known)
{
    const RatingDraft rated(draft, households, known);
    if (auto error = rules.validate(rated.match())) {
        return fromStd(*error);
    }
    return {};
}

} // namespace

QList<Problem> Club::validate(const MatchDraft& draft, qint64 replacing)
{
    QList<Problem> problems;
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        return {{e.message, {}, 0, 0}};
    }
    const auto gameIt = dir.gamesByName.constFind(draft.game.trimmed());
    if (gameIt == dir.gamesByName.cend()) {
        problems.append({draft.game.trimmed().isEmpty()
                             ? QStringLiteral("choose a game")
                             : QStringLiteral("there is no game named '%1'").arg(draft.game.trimmed()),
                         QStringLiteral("game"), 0, 0});
    }
    if (!draft.playedAt.isValid()) {
        problems.append({QStringLiteral("the date is not valid"), QStringLiteral("date"), 0, 0});
    }
    if (!draft.code.trimmed().isEmpty()) {
        const auto existing = m_store.matchIdByCode(draft.code.trimmed(), e);
        if (!existing) {
            return {{e.message, {}, 0, 0}};
        }
        if (*existing != 0 && *existing != replacing) {
            problems.append({QStringLiteral("there is already a match '%1'").arg(draft.code.trimmed()),
                             QStringLiteral("match"), 0, 0});
        }
    }
    QSet<QString> seen;
    for (int i = 0; i < draft.participants.size(); ++i) {
        const MatchDraft::Entry& entry = draft.participants[i];
        const QString field = QStringLiteral("player %1").arg(i + 1);
        const QString name = entry.player.trimmed();
        if (const QString problem = checkPlayerName(name); !problem.isEmpty()) {
            problems.append({problem, field, 0, 0});
        } else if (seen.contains(name)) {
            problems.append({QStringLiteral("'%1' is already in this match").arg(name), field, 0, 0});
        }
        seen.insert(name);
        if (entry.rank && *entry.rank < 1) {
            problems.append({QStringLiteral("a rank is 1 or more"), field, 0, 0});
        }
    }
    if (!problems.isEmpty() || gameIt == dir.gamesByName.cend()) {
        return problems;
    }
    Status status;
    const auto rules = ruleSetFor(*gameIt, status);
    if (!rules) {
        return status.problems;
    }
    if (const QString problem = ruleProblem(*rules, draft, dir.households, dir.playersByName); !problem.isEmpty()) {
        problems.append({problem, {}, 0, 0});
    }
    return problems;
}

std::optional<store::MatchRecord> Club::toRecord(const MatchDraft& draft, const Directory& dir, const Game& game,
                                                 Status& status)
{
    store::MatchRecord m;
    m.code = draft.code.trimmed();
    m.game = game.id;
    m.playedAt = storedDateTime(draft.playedAt);
    m.deals = draft.deals;
    m.durationMin = draft.durationMin;
    m.outcome = fromStd(rating::outcomeKey(draft.outcome));
    m.isVoid = draft.isVoid;
    for (const MatchDraft::Entry& entry : draft.participants) {
        const auto it = dir.playersByName.constFind(entry.player.trimmed());
        if (it == dir.playersByName.cend()) {
            status = Status::failure(QStringLiteral("there is no player named '%1'").arg(entry.player.trimmed()),
                                     QStringLiteral("player"));
            return std::nullopt;
        }
        store::ParticipantRecord p;
        p.player = it->id;
        p.rank = entry.rank;
        p.score = entry.score;
        p.team = entry.team.trimmed();
        p.left = entry.left;
        p.morale = entry.morale;
        p.moraleLost = entry.moraleLost;
        p.armyPoints = entry.armyPoints;
        p.turns = entry.turns;
        p.armyList = entry.armyList.trimmed();
        m.participants.append(p);
    }
    return m;
}

std::optional<QString> Club::recordMatch(const MatchDraft& draft, Status& status, bool createPlayers)
{
    const QList<Problem> problems = validate(draft);
    if (!problems.isEmpty()) {
        status.problems = problems;
        return std::nullopt;
    }
    StoreError e;
    // Players, games and their parameters are read inside the transaction:
    // another process may have added a player or changed a game meanwhile.
    store::Transaction t(*m_db, e);
    if (!t.active()) {
        status = fromStore(e);
        return std::nullopt;
    }
    Directory dir;
    if (!dir.load(m_store, e)) {
        status = fromStore(e);
        return std::nullopt;
    }
    if (!addMissingPlayers(draft, dir, createPlayers, status)) {
        return std::nullopt;
    }
    const Game g = dir.gamesByName.value(draft.game.trimmed());
    auto record = toRecord(draft, dir, g, status);
    if (!record) {
        return std::nullopt;
    }
    if (record->code.isEmpty()) {
        // A fresh identifier: M<n>, the first free one from the next row id.
        auto next = m_store.maxMatchId(e);
        if (!next) {
            status = fromStore(e);
            return std::nullopt;
        }
        for (qint64 n = *next + 1;; ++n) {
            const QString candidate = QStringLiteral("M%1").arg(n);
            const auto taken = m_store.matchIdByCode(candidate, e);
            if (!taken) {
                status = fromStore(e);
                return std::nullopt;
            }
            if (*taken == 0) {
                record->code = candidate;
                break;
            }
        }
    }
    const auto id = m_store.insertMatch(*record, e);
    if (!id) {
        status = fromStore(e);
        return std::nullopt;
    }
    if (!rerate(g, record->playedAt, *id, {}, status)) {
        return std::nullopt;
    }
    if (!m_store.audit(QStringLiteral("match add"), record->code, e) || !t.commit(e)) {
        status = fromStore(e);
        return std::nullopt;
    }
    return record->code;
}

bool Club::addMissingPlayers(const MatchDraft& draft, Directory& dir, bool create, Status& status)
{
    QStringList missing;
    for (const MatchDraft::Entry& entry : draft.participants) {
        if (!dir.playersByName.contains(entry.player.trimmed())) {
            missing << entry.player.trimmed();
        }
    }
    if (!missing.isEmpty() && !create) {
        status = Status::failure(
            QStringLiteral("no player named %1 (add them first)").arg(missing.join(QStringLiteral(", "))),
            QStringLiteral("player"));
        return false;
    }
    StoreError e;
    for (const QString& name : std::as_const(missing)) {
        const auto id = m_store.insertPlayer(name, QString(), e);
        if (!id) {
            status = fromStore(e);
            return false;
        }
        dir.playersByName.insert(name, {*id, name, {}, true, {}});
    }
    return true;
}

Status Club::editMatch(const QString& code, const MatchDraft& draft, bool createPlayers, int* savedVersion)
{
    StoreError e;
    // The stored match is read inside the write transaction: what is replaced,
    // re-rated and version-checked is what another process last committed.
    store::Transaction t(*m_db, e);
    if (!t.active()) {
        return fromStore(e);
    }
    const auto id = m_store.matchIdByCode(code.trimmed(), e);
    if (!id) {
        return fromStore(e);
    }
    if (*id == 0) {
        return draft.version > 0 ? staleMatch(code.trimmed())
                                 : Status::failure(QStringLiteral("there is no match '%1'").arg(code.trimmed()),
                                                   QStringLiteral("match"));
    }
    const auto old = m_store.match(*id, e);
    if (!old) {
        return fromStore(e);
    }
    if (draft.version > 0 && draft.version != old->version) {
        return staleMatch(old->code);
    }
    MatchDraft changed = draft;
    if (changed.code.trimmed().isEmpty()) {
        changed.code = old->code;
    }
    const QList<Problem> problems = validate(changed, *id);
    if (!problems.isEmpty()) {
        Status s;
        s.problems = problems;
        return s;
    }
    Directory dir;
    if (!dir.load(m_store, e)) {
        return fromStore(e);
    }
    Status status;
    if (!addMissingPlayers(changed, dir, createPlayers, status)) {
        return status;
    }
    const Game g = dir.gamesByName.value(changed.game.trimmed());
    auto record = toRecord(changed, dir, g, status);
    if (!record) {
        return status;
    }
    record->id = *id;
    record->version = old->version;
    QList<qint64> affected;
    for (const auto& p : old->participants) {
        affected << p.player;
    }
    for (const auto& p : record->participants) {
        affected << p.player;
    }
    if (!m_store.updateMatch(*record, e)) {
        return fromStore(e);
    }
    const Game oldGame = dir.gamesById.value(old->game);
    // Re-rate from the earlier of the old and new places in the history.
    if (oldGame.id != g.id) {
        if (!rerate(oldGame, old->playedAt, *id, affected, status) ||
            !rerate(g, record->playedAt, *id, affected, status)) {
            return status;
        }
    } else {
        const QString from = std::min(old->playedAt, record->playedAt);
        if (!rerate(g, from, *id, affected, status)) {
            return status;
        }
    }
    if (!m_store.audit(QStringLiteral("match edit"), record->code, e) || !t.commit(e)) {
        return fromStore(e);
    }
    if (savedVersion != nullptr) {
        *savedVersion = old->version + 1; // matchUpdate's version = version + 1
    }
    return {};
}

Status Club::deleteMatch(const QString& code, int expectedVersion)
{
    StoreError e;
    store::Transaction t(*m_db, e);
    if (!t.active()) {
        return fromStore(e);
    }
    const auto id = m_store.matchIdByCode(code.trimmed(), e);
    if (!id) {
        return fromStore(e);
    }
    if (*id == 0) {
        return expectedVersion > 0 ? staleMatch(code.trimmed())
                                   : Status::failure(QStringLiteral("there is no match '%1'").arg(code.trimmed()),
                                                     QStringLiteral("match"));
    }
    const auto old = m_store.match(*id, e);
    Status status;
    const auto all = games(status);
    if (!old || !all) {
        return old ? status : fromStore(e);
    }
    if (expectedVersion > 0 && expectedVersion != old->version) {
        return staleMatch(old->code);
    }
    Game g;
    for (const Game& candidate : *all) {
        if (candidate.id == old->game) {
            g = candidate;
        }
    }
    QList<qint64> affected;
    for (const auto& p : old->participants) {
        affected << p.player;
    }
    if (!m_store.deleteMatch(*id, e)) {
        return fromStore(e);
    }
    if (!rerate(g, old->playedAt, *id, affected, status)) {
        return status;
    }
    if (!m_store.audit(QStringLiteral("match delete"), old->code, e) || !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

std::optional<MatchDraft> Club::matchDraft(const QString& code, Status& status)
{
    StoreError e;
    const auto id = m_store.matchIdByCode(code.trimmed(), e);
    if (!id || *id == 0) {
        status =
            id ? Status::failure(QStringLiteral("there is no match '%1'").arg(code.trimmed()), QStringLiteral("match"))
               : fromStore(e);
        return std::nullopt;
    }
    const auto m = m_store.match(*id, e);
    Directory dir;
    if (!m || !dir.load(m_store, e)) {
        status = fromStore(e);
        return std::nullopt;
    }
    MatchDraft d;
    d.code = m->code;
    d.game = dir.gamesById.value(m->game).name;
    d.playedAt = QDateTime::fromString(m->playedAt, Qt::ISODate);
    d.deals = m->deals;
    d.durationMin = m->durationMin;
    d.outcome = rating::outcomeFromKey(m->outcome.toStdString()).value_or(rating::Outcome::None);
    d.isVoid = m->isVoid;
    d.version = m->version;
    for (const store::ParticipantRecord& p : m->participants) {
        d.participants.append({dir.playerNames.value(p.player), p.rank, p.score, p.team, p.left, p.morale, p.moraleLost,
                               p.armyPoints, p.turns, p.armyList});
    }
    return d;
}

std::optional<Preview> Club::preview(ChangeKind kind, const MatchDraft& draft, const QString& code, Status& status)
{
    MatchDraft target = draft;
    std::optional<store::MatchRecord> old;
    StoreError e;
    if (kind != ChangeKind::Add) {
        const auto id = m_store.matchIdByCode(code.trimmed(), e);
        if (!id || *id == 0) {
            status = id ? Status::failure(QStringLiteral("there is no match '%1'").arg(code.trimmed()),
                                          QStringLiteral("match"))
                        : fromStore(e);
            return std::nullopt;
        }
        old = m_store.match(*id, e);
        if (!old) {
            status = fromStore(e);
            return std::nullopt;
        }
        if (kind == ChangeKind::Delete) {
            const auto stored = matchDraft(code, status);
            if (!stored) {
                return std::nullopt;
            }
            target = *stored;
        }
    }
    const auto before = standings(target.game, std::nullopt, status);
    if (!before) {
        return std::nullopt;
    }
    // Everything below happens inside this transaction, which is never
    // committed: leaving the function rolls the change back.
    store::Transaction t(*m_db, e);
    if (!t.active()) {
        status = fromStore(e);
        return std::nullopt;
    }
    Preview p;
    p.game = before->game.name;
    p.system = before->game.system;
    p.integral = before->integral;
    QString changedCode = code.trimmed();
    QString from;
    qint64 fromId = 0;
    switch (kind) {
    case ChangeKind::Add: {
        const auto added = recordMatch(target, status, true);
        if (!added) {
            return std::nullopt;
        }
        changedCode = *added;
        from = storedDateTime(target.playedAt);
        break;
    }
    case ChangeKind::Edit: {
        // Players entered inline exist for the preview only (rolled back).
        if (Status s = editMatch(code, target, true); !s.ok()) {
            status = s;
            return std::nullopt;
        }
        if (!target.code.trimmed().isEmpty()) {
            changedCode = target.code.trimmed();
        }
        from = std::min(old->playedAt, storedDateTime(target.playedAt));
        fromId = old->id;
        break;
    }
    case ChangeKind::Delete:
        if (Status s = deleteMatch(code); !s.ok()) {
            status = s;
            return std::nullopt;
        }
        from = old->playedAt;
        fromId = old->id;
        break;
    }
    if (kind == ChangeKind::Add) {
        const auto id = m_store.matchIdByCode(changedCode, e);
        if (!id) {
            status = fromStore(e);
            return std::nullopt;
        }
        fromId = *id;
    }
    const auto later = m_store.matchCountAfter(before->game.id, from, fromId, e);
    if (!later) {
        status = fromStore(e);
        return std::nullopt;
    }
    p.laterMatches = static_cast<int>(*later);
    const auto after = standings(target.game, std::nullopt, status);
    if (!after) {
        return std::nullopt;
    }
    QHash<qint64, const StandingRow*> was;
    for (const StandingRow& r : before->rows) {
        was.insert(r.playerId, &r);
    }
    QHash<qint64, const StandingRow*> now;
    for (const StandingRow& r : after->rows) {
        now.insert(r.playerId, &r);
        const StandingRow* w = was.value(r.playerId);
        if (w == nullptr || w->rank != r.rank) {
            p.rankMoves.append({r.playerId, r.player, w != nullptr ? w->rank : 0, r.rank});
        }
    }
    for (const StandingRow& r : before->rows) {
        if (!now.contains(r.playerId)) {
            p.rankMoves.append({r.playerId, r.player, r.rank, 0});
        }
    }
    if (kind == ChangeKind::Delete) {
        Directory dir;
        if (!dir.load(m_store, e)) {
            status = fromStore(e);
            return std::nullopt;
        }
        for (const MatchDraft::Entry& entry : std::as_const(target.participants)) {
            const qint64 id = dir.playersByName.value(entry.player.trimmed()).id;
            const StandingRow* w = was.value(id);
            const StandingRow* n = now.value(id);
            PreviewRow row{id, entry.player.trimmed()};
            row.before = w != nullptr ? w->rating : 0.0;
            row.after = n != nullptr ? n->rating : 0.0;
            row.provisionalBefore = w != nullptr && w->provisional;
            row.provisionalAfter = n != nullptr && n->provisional;
            p.rows.append(row);
        }
        return p;
    }
    const auto x = explain(changedCode, status);
    if (!x) {
        return std::nullopt;
    }
    p.unratedReason = x->unratedReason;
    if (!x->changes.isEmpty()) {
        p.outcome = fromStd(rating::outcomeKey(x->changes.first().outcome));
    }
    for (qsizetype i = 0; i < x->record.participants.size(); ++i) {
        const qint64 id = x->record.participants.at(i).player;
        PreviewRow row{id, x->playerNames.value(i)};
        for (const rating::RatingChange& c : x->changes) {
            if (c.player == id) {
                row.before = c.before;
                row.after = c.after;
                row.expected = c.expected;
                row.actual = c.actual;
                row.provisionalBefore = c.provisionalBefore;
                row.provisionalAfter = c.provisionalAfter;
            }
        }
        p.rows.append(row);
    }
    return p;
}

// ---------------------------------------------------------------- queries

std::optional<HallOfFame> Club::hallOfFame(const QString& gameName, std::optional<QDate> from, std::optional<QDate> to,
                                           Status& status)
{
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        status = fromStore(e);
        return std::nullopt;
    }
    qint64 gameId = 0;
    if (!gameName.trimmed().isEmpty()) {
        const auto g = game(gameName, status);
        if (!g) {
            return std::nullopt;
        }
        gameId = g->id;
    }
    if (from && to && *from > *to) {
        status = Status::failure(QStringLiteral("the start date is after the end date"), QStringLiteral("from"));
        return std::nullopt;
    }
    const QString lower = from ? from->toString(Qt::ISODate) : QStringLiteral("0000-01-01");
    const QString upper = to ? dayAfter(*to) : QStringLiteral("9999-12-31");
    const auto tallies = m_store.points(gameId, lower, upper, e);
    const auto summary = m_store.summary(gameId, lower, upper, e);
    if (!tallies || !summary) {
        status = fromStore(e);
        return std::nullopt;
    }
    std::vector<rating::PointsTally> input;
    input.reserve(static_cast<std::size_t>(tallies->size()));
    for (const store::PointsRecord& r : *tallies) {
        input.push_back({static_cast<rating::PlayerId>(r.player), r.participations, r.total});
    }
    const auto ranked = rating::hallOfFame(input, [&](rating::PlayerId a, rating::PlayerId b) {
        return dir.playerNames.value(a).localeAwareCompare(dir.playerNames.value(b)) < 0;
    });
    HallOfFame hof;
    hof.game = gameName.trimmed();
    hof.from = from;
    hof.to = to;
    hof.games = summary->games;
    hof.matches = summary->matches;
    hof.players = summary->players;
    for (const rating::HallOfFameRow& r : ranked) {
        hof.rows.append(
            {r.rank, r.player, dir.playerNames.value(r.player), r.participations, r.total, r.average, r.adjusted});
    }
    return hof;
}

std::optional<Standings> Club::standings(const QString& gameName, std::optional<QDate> at, Status& status)
{
    const auto g = game(gameName, status);
    if (!g) {
        return std::nullopt;
    }
    const auto rules = ruleSetFor(*g, status);
    if (!rules) {
        return std::nullopt;
    }
    Standings result;
    result.game = *g;
    result.at = at;
    result.integral = rules->integral();
    if (!rules->hasRating()) {
        // A `points` game: its standings are its Hall of Fame, ranked from
        // each player's cached state (participations and points so far),
        // which is the same tally as summing the game's history.
        result.fromHallOfFame = true;
        result.integral = false;
        StoreError e;
        const auto states = at ? m_store.standingsBefore(g->id, dayAfter(*at), e) : m_store.standings(g->id, e);
        const auto players = m_store.players(e);
        if (!states || !players) {
            status = fromStore(e);
            return std::nullopt;
        }
        QHash<qint64, QString> names;
        for (const store::PlayerRecord& p : *players) {
            names.insert(p.id, p.name);
        }
        QHash<qint64, store::StandingRecord> byPlayer;
        std::vector<rating::PointsTally> tallies;
        tallies.reserve(static_cast<std::size_t>(states->size()));
        for (const store::StandingRecord& r : *states) {
            byPlayer.insert(r.player, r);
            tallies.push_back({static_cast<rating::PlayerId>(r.player), r.state.games, r.state.points});
        }
        const auto ranked = rating::hallOfFame(tallies, [&](rating::PlayerId a, rating::PlayerId b) {
            return names.value(a).localeAwareCompare(names.value(b)) < 0;
        });
        for (const rating::HallOfFameRow& r : ranked) {
            const store::StandingRecord st = byPlayer.value(r.player);
            StandingRow row;
            row.rank = r.rank;
            row.playerId = r.player;
            row.player = names.value(r.player);
            row.rating = r.adjusted;
            row.displayed = r.adjusted;
            row.games = r.participations;
            row.wins = st.state.wins;
            row.draws = st.state.draws;
            row.losses = st.state.losses;
            row.lastPlayed = st.lastPlayed;
            result.rows.append(row);
        }
        return result;
    }
    StoreError e;
    const auto records = at ? m_store.standingsBefore(g->id, dayAfter(*at), e) : m_store.standings(g->id, e);
    const auto players = m_store.players(e);
    if (!records || !players) {
        status = fromStore(e);
        return std::nullopt;
    }
    QHash<qint64, QString> names;
    for (const store::PlayerRecord& p : *players) {
        names.insert(p.id, p.name);
    }
    for (const store::StandingRecord& r : *records) {
        StandingRow row;
        row.playerId = r.player;
        row.player = names.value(r.player);
        row.rating = r.state.rating;
        row.displayed = rules->displayed(r.state.rating);
        row.games = r.state.games;
        row.wins = r.state.wins;
        row.draws = r.state.draws;
        row.losses = r.state.losses;
        row.provisional = rules->isProvisional(r.state);
        const rating::Category c = rules->category(r.state.rating);
        row.category = c.index >= 0 ? fromStd(c.label) : QString();
        row.lastPlayed = r.lastPlayed;
        result.rows.append(row);
    }
    std::sort(result.rows.begin(), result.rows.end(), [](const StandingRow& a, const StandingRow& b) {
        if (a.rating != b.rating) {
            return a.rating > b.rating;
        }
        return a.player.localeAwareCompare(b.player) < 0;
    });
    // Competition ranking on the shown value: equal ratings share a rank.
    bool bestFound = false;
    for (int i = 0; i < result.rows.size(); ++i) {
        StandingRow& row = result.rows[i];
        row.rank = i > 0 && result.rows[i - 1].displayed == row.displayed ? result.rows[i - 1].rank : i + 1;
        if (g->system == rating::System::EloProvisional && !bestFound && !row.provisional) {
            row.best = true;
            bestFound = true;
        }
    }
    return result;
}

std::optional<QList<HistoryRow>> Club::history(const QString& playerName, const QString& gameName, Status& status)
{
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        status = fromStore(e);
        return std::nullopt;
    }
    const auto p = dir.player(playerName, QStringLiteral("player"), status);
    if (!p) {
        return std::nullopt;
    }
    qint64 onlyGame = 0;
    if (!gameName.trimmed().isEmpty()) {
        const auto g = game(gameName, status);
        if (!g) {
            return std::nullopt;
        }
        onlyGame = g->id;
    }
    const auto changes = m_store.ratingChangesOfPlayer(p->id, e);
    if (!changes) {
        status = fromStore(e);
        return std::nullopt;
    }
    QList<HistoryRow> rows;
    for (const store::RatingChangeRecord& r : *changes) {
        if (onlyGame != 0 && r.game != onlyGame) {
            continue;
        }
        const Game& g = dir.gamesById.value(r.game);
        HistoryRow row;
        row.match = r.matchCode;
        row.playedAt = r.playedAt;
        row.game = g.name;
        row.system = g.system;
        row.before = r.change.before;
        row.after = r.change.after;
        row.change = r.change.after - r.change.before;
        row.expected = r.change.expected;
        row.actual = r.change.actual;
        row.points = r.change.placementPoints;
        row.participants = r.change.participants;
        row.integral = integralSystem(g.system);
        rows.append(row);
    }
    return rows;
}

std::optional<Explanation> Club::explain(const QString& code, Status& status)
{
    StoreError e;
    const auto id = m_store.matchIdByCode(code.trimmed(), e);
    if (!id || *id == 0) {
        status =
            id ? Status::failure(QStringLiteral("there is no match '%1'").arg(code.trimmed()), QStringLiteral("match"))
               : fromStore(e);
        return std::nullopt;
    }
    Directory dir;
    const auto m = m_store.match(*id, e);
    const auto changes = m_store.ratingChangesOfMatch(*id, e);
    if (!m || !changes || !dir.load(m_store, e)) {
        status = fromStore(e);
        return std::nullopt;
    }
    const Game g = dir.gamesById.value(m->game);
    const auto rules = ruleSetFor(g, status);
    if (!rules) {
        return std::nullopt;
    }
    Explanation x;
    x.match = m->code;
    x.game = g.name;
    x.system = g.system;
    x.playedAt = m->playedAt;
    x.unratedReason = m->unratedReason;
    x.record = *m;
    for (const store::ParticipantRecord& p : m->participants) {
        x.playerNames << dir.playerNames.value(p.player);
        const store::RatingChangeRecord* found = nullptr;
        for (const store::RatingChangeRecord& r : *changes) {
            if (r.change.player == p.player) {
                found = &r;
            }
        }
        if (found) {
            x.changes.append(found->change);
            x.states.append(found->state);
        }
    }
    const auto params = rules->parameters();
    x.parameters = QList<rating::Parameter>(params.begin(), params.end());
    x.lines = explanationLines(x, *rules);
    return x;
}

std::optional<QList<ResultRow>> Club::results(Status& status)
{
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        status = fromStore(e);
        return std::nullopt;
    }
    QList<ResultRow> rows;
    std::vector<rating::Participant> parts;
    std::vector<int> ranks;
    std::vector<int> order;
    const bool read = m_store.forEachMatch(
        [&](const store::MatchRecord& m) {
            const Game g = dir.gamesById.value(m.game);
            ResultRow row;
            row.code = m.code;
            row.playedAt = m.playedAt;
            row.game = g.name;
            row.system = g.system;
            row.unratedReason = m.unratedReason;
            row.participants = static_cast<int>(m.participants.size());
            parts.clear();
            for (const store::ParticipantRecord& p : m.participants) {
                parts.push_back(toRating(p, 0));
            }
            ranks.assign(parts.size(), 0);
            order.resize(parts.size());
            for (std::size_t i = 0; i < order.size(); ++i) {
                order[i] = static_cast<int>(i);
            }
            // Finishing order: the ranks the rule sets use (entered, else from
            // the scores); entry order when neither is complete.
            const bool ranked = rating::effectiveRanks(parts, ranks);
            if (ranked) {
                std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                    return ranks[static_cast<std::size_t>(a)] < ranks[static_cast<std::size_t>(b)];
                });
            }
            QStringList pieces;
            for (const int i : order) {
                const store::ParticipantRecord& p = m.participants[i];
                const QString name = dir.playerNames.value(p.player);
                row.players << name;
                QString piece =
                    ranked ? QStringLiteral("%1. %2").arg(ranks[static_cast<std::size_t>(i)]).arg(name) : name;
                if (p.score) {
                    piece += QLatin1Char(' ') + QString::number(*p.score);
                }
                pieces << piece;
            }
            row.summary = pieces.join(QStringLiteral(" · "));
            rows.append(row);
            return true;
        },
        e);
    if (!read) {
        status = fromStore(e);
        return std::nullopt;
    }
    return rows;
}

std::optional<QHash<qint64, PlayerActivity>> Club::playerActivity(Status& status)
{
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        status = fromStore(e);
        return std::nullopt;
    }
    QHash<qint64, PlayerActivity> activity;
    QHash<qint64, QSet<qint64>> gamesOf;
    const bool read = m_store.forEachMatch(
        [&](const store::MatchRecord& m) {
            for (const store::ParticipantRecord& p : m.participants) {
                PlayerActivity& a = activity[p.player];
                ++a.matches;
                if (m.playedAt > a.lastPlayed) {
                    a.lastPlayed = m.playedAt;
                }
                gamesOf[p.player].insert(m.game);
            }
            return true;
        },
        e);
    if (!read) {
        status = fromStore(e);
        return std::nullopt;
    }
    for (auto it = activity.begin(); it != activity.end(); ++it) {
        for (const qint64 game : gamesOf.value(it.key())) {
            it->games << dir.gamesById.value(game).name;
        }
        std::sort(it->games.begin(), it->games.end(),
                  [](const QString& a, const QString& b) { return a.localeAwareCompare(b) < 0; });
    }
    return activity;
}

std::optional<QHash<qint64, int>> Club::matchCounts(Status& status)
{
    StoreError e;
    QHash<qint64, int> counts;
    const bool read = m_store.forEachMatch(
        [&](const store::MatchRecord& m) {
            ++counts[m.game];
            return true;
        },
        e);
    if (!read) {
        status = fromStore(e);
        return std::nullopt;
    }
    return counts;
}

// ------------------------------------------------------------- backtest

namespace {

BacktestScores toScores(const rating::PairScores& s)
{
    return {s.pairs, s.decisive, s.brier, s.logLoss, s.accuracy};
}

void fillRow(BacktestRow& row, const rating::BacktestScores& s)
{
    row.all = toScores(s.all);
    row.early = toScores(s.early);
    row.later = toScores(s.later);
    for (const rating::CalibrationBin& b : s.calibration) {
        row.calibration.append({b.lower, b.upper, b.predictedMean, b.observedFrequency, b.count});
    }
}

} // namespace

QList<BacktestCandidate> everyRuleSet(rating::System own)
{
    QList<BacktestCandidate> candidates{{fromStd(rating::systemKey(own)), own, {}}};
    for (int s = 0; s < rating::SystemCount; ++s) {
        const auto system = static_cast<rating::System>(s);
        if (system != own) {
            candidates.append({fromStd(rating::systemKey(system)), system, {}});
        }
    }
    return candidates;
}

std::optional<BacktestReport> Club::backtest(const BacktestRequest& request, Status& status)
{
    const auto g = game(request.game, status);
    if (!g) {
        return std::nullopt;
    }
    if (request.experienceGames < 0) {
        status = Status::failure(QStringLiteral("the experience threshold cannot be negative"),
                                 QStringLiteral("experience"));
        return std::nullopt;
    }
    const QList<BacktestCandidate> candidates =
        request.candidates.isEmpty() ? everyRuleSet(g->system) : request.candidates;
    // Each candidate's rule set: the game's parameters for the game's own
    // system, the defaults otherwise, then the trial's changes.
    std::vector<std::unique_ptr<rating::RuleSet>> rules;
    QStringList names;
    for (const BacktestCandidate& c : std::as_const(candidates)) {
        if (c.name.trimmed().isEmpty() || names.contains(c.name)) {
            status = Status::failure(
                QStringLiteral("rule set '%1' is named twice in the comparison (name a second trial system@label)")
                    .arg(c.name),
                QStringLiteral("systems"));
            return std::nullopt;
        }
        names << c.name;
        Game trial = *g;
        trial.system = c.system;
        if (c.system != g->system) {
            trial.params.clear();
        }
        for (auto it = c.params.cbegin(); it != c.params.cend(); ++it) {
            trial.params.insert(it.key(), it.value());
        }
        trial.name = c.name;
        auto r = ruleSetFor(trial, status);
        if (!r) {
            status.problems.first().field = c.name;
            return std::nullopt;
        }
        rules.push_back(std::move(r));
    }

    // The game's history, whole (the backtest changes nothing).
    StoreError e;
    const auto players = m_store.players(e);
    if (!players) {
        status = fromStore(e);
        return std::nullopt;
    }
    Households households;
    for (const store::PlayerRecord& p : *players) {
        households.add(p.id, p.household);
    }
    std::vector<std::vector<rating::Participant>> parts;
    std::vector<store::MatchRecord> records;
    if (!m_store.forEachMatchFrom(
            g->id, QString(), 0,
            [&](const store::MatchRecord& m) {
                records.push_back(m);
                std::vector<rating::Participant> ps;
                for (const store::ParticipantRecord& p : m.participants) {
                    ps.push_back(toRating(p, households.of(p.player)));
                }
                parts.push_back(std::move(ps));
                return true;
            },
            e)) {
        status = fromStore(e);
        return std::nullopt;
    }
    std::vector<rating::Match> matches;
    matches.reserve(records.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        matches.push_back(toRatingMatch(records[i], parts[i]));
    }

    // A rule set that refuses a match of the history cannot be compared on
    // it: it is left out, with the first match it refuses.
    BacktestReport report;
    report.game = *g;
    report.matches = static_cast<int>(matches.size());
    report.experienceGames = request.experienceGames;
    std::vector<const rating::RuleSet*> included;
    QList<qsizetype> kept;
    for (qsizetype c = 0; c < candidates.size(); ++c) {
        const rating::RuleSet& r = *rules[static_cast<std::size_t>(c)];
        QString refusal;
        for (std::size_t i = 0; i < matches.size() && refusal.isEmpty(); ++i) {
            if (auto error = r.validate(matches[i])) {
                refusal = QStringLiteral("match %1: %2").arg(records[i].code, fromStd(*error));
            }
        }
        if (refusal.isEmpty()) {
            included.push_back(&r);
            kept.append(c);
        } else {
            report.excluded.append({candidates[c].name, refusal});
        }
    }
    rating::Backtest backtest(included, request.experienceGames);
    for (const rating::Match& m : matches) {
        backtest.play(m);
    }
    const rating::BacktestSummary summary = backtest.summary();
    report.scoredMatches = static_cast<int>(summary.scoredMatches);
    for (qsizetype k = 0; k < kept.size(); ++k) {
        const BacktestCandidate& c = candidates[kept[k]];
        const rating::RuleSet& r = *included[static_cast<std::size_t>(k)];
        BacktestRow row;
        row.name = c.name;
        row.system = c.system;
        const auto defaults = rating::makeRuleSet(c.system)->parameters();
        const auto actual = r.parameters();
        for (std::size_t p = 0; p < actual.size() && p < defaults.size(); ++p) {
            if (actual[p].value != defaults[p].value) {
                row.params.insert(QString::fromStdString(actual[p].key), QString::fromStdString(actual[p].value));
            }
        }
        row.gameRules = c.system == g->system && c.params.isEmpty();
        fillRow(row, summary.ruleSets[static_cast<std::size_t>(k)]);
        report.rows.append(row);
    }
    BacktestRow coin;
    coin.name = QStringLiteral("coin flip");
    coin.coinFlip = true;
    fillRow(coin, summary.coinFlip);
    report.rows.append(coin);
    return report;
}

// ------------------------------------------------------- import / export

ImportReport Club::importCsv(const QByteArray& bytes, bool dryRun)
{
    ImportReport report;
    csv::CsvParseResult parsed = csv::ResultsCsv::read(bytes);
    report.rows = parsed.rowCount;
    report.matches = static_cast<int>(parsed.matches.size());
    for (const csv::CsvError& err : parsed.errors) {
        report.problems.append({err.message, err.field, err.line, err.column});
    }
    // One transaction from the first check to the last write: the checks see
    // the club as the writes will find it, and nothing is half-imported.
    StoreError e;
    store::Transaction t(*m_db, e);
    Directory dir;
    if (!t.active() || !dir.load(m_store, e)) {
        report.problems.append({e.message, {}, 0, 0});
        return report;
    }
    const auto columnOf = [&](const QString& name) { return static_cast<int>(parsed.header.indexOf(name)) + 1; };
    const auto full = [&] { return report.problems.size() >= csv::CsvParseResult::MaxErrors; };

    // Checks that need the club: games, identifiers, the rule sets.
    QHash<qint64, std::shared_ptr<rating::RuleSet>> rules;
    // Rows the reader already faulted: the rule set's check of their match
    // would only repeat the same mistake in other words ("needs a rank"
    // after "'x' is not an integer").
    QSet<int> faultyLines;
    for (const csv::CsvError& err : parsed.errors) {
        faultyLines.insert(err.line);
    }
    QSet<QString> newPlayers;
    QHash<QString, int> codesInFile;
    QList<MatchDraft> drafts;
    drafts.reserve(parsed.matches.size());
    for (const csv::CsvMatch& cm : parsed.matches) {
        if (full()) {
            break;
        }
        MatchDraft d;
        d.code = cm.key;
        d.game = cm.game;
        d.playedAt = cm.playedAt;
        d.deals = cm.deals;
        d.durationMin = cm.durationMin;
        d.outcome = cm.outcome;
        d.isVoid = cm.isVoid;
        for (const csv::CsvRow& row : cm.rows) {
            d.participants.append({row.player, row.rank > 0 ? std::optional<int>(row.rank) : std::nullopt, row.score,
                                   row.team, row.left, row.morale, row.moraleLost, row.armyPoints, row.turns,
                                   row.armyList});
            if (!dir.playersByName.contains(row.player)) {
                newPlayers.insert(row.player);
            }
        }
        const auto gameIt = dir.gamesByName.constFind(cm.game);
        if (gameIt == dir.gamesByName.cend()) {
            report.problems.append(
                {QStringLiteral("there is no game named '%1' in the club (add it first)").arg(cm.game),
                 QStringLiteral("game"), cm.firstLine, columnOf(QStringLiteral("game"))});
            continue;
        }
        const auto existing = m_store.matchIdByCode(cm.key, e);
        if (!existing) {
            report.problems.append({e.message, {}, 0, 0});
            return report;
        }
        if (*existing != 0) {
            report.problems.append(
                {QStringLiteral("the club already has a match '%1' (identifiers are kept; use another one)")
                     .arg(cm.key),
                 QStringLiteral("match"), cm.firstLine, columnOf(QStringLiteral("match"))});
            continue;
        }
        auto& ruleSet = rules[gameIt->id];
        if (!ruleSet) {
            Status s;
            ruleSet = ruleSetFor(*gameIt, s);
            if (!ruleSet) {
                report.problems.append(s.problems);
                return report;
            }
        }
        const bool faulty = std::any_of(cm.rows.cbegin(), cm.rows.cend(),
                                        [&](const csv::CsvRow& row) { return faultyLines.contains(row.line); });
        if (const QString problem = faulty ? QString() : ruleProblem(*ruleSet, d, dir.households, dir.playersByName);
            !problem.isEmpty()) {
            // The whole match is at fault: located at its first row's identifier.
            report.problems.append({QStringLiteral("match '%1' (%2): %3").arg(cm.key, cm.game, problem),
                                    {},
                                    cm.firstLine,
                                    columnOf(QStringLiteral("match"))});
            continue;
        }
        report.matchesPerGame[cm.game] += 1;
        drafts.append(d);
    }
    parsed.matches = {}; // the drafts hold everything from here on (a large file: half the memory)
    while (report.problems.size() > csv::CsvParseResult::MaxErrors) {
        report.problems.removeLast();
    }
    report.newPlayers = QStringList(newPlayers.cbegin(), newPlayers.cend());
    report.newPlayers.sort();
    if (!report.problems.isEmpty()) {
        report.matchesPerGame.clear();
        return report;
    }

    if (dryRun) {
        // Which matches would be kept unrated, and why (no replay needed).
        for (const MatchDraft& d : std::as_const(drafts)) {
            const Game& g = dir.gamesByName.value(d.game);
            const RatingDraft rated(d, dir.households, dir.playersByName);
            const rating::UnratedReason reason = rules.value(g.id)->eligibility(rated.match());
            if (reason != rating::UnratedReason::None) {
                report.unrated.append({d.code, fromStd(rating::unratedReasonKey(reason))});
            }
        }
        return report;
    }

    // Still the one transaction: new players, the matches, then each game
    // re-rated from its earliest imported match.
    for (const QString& name : std::as_const(report.newPlayers)) {
        const auto id = m_store.insertPlayer(name, QString(), e);
        if (!id) {
            report.problems.append({e.message, {}, 0, 0});
            return report;
        }
        dir.playersByName.insert(name, {*id, name, {}, true, {}});
    }
    struct From {
        QString playedAt;
        qint64 id = 0;
    };
    QHash<qint64, From> earliest;
    // The matches as written, per game: when no older match of the club
    // comes after the earliest of them, they are what the re-rating replays,
    // and it need not read them back.
    std::unordered_map<qint64, std::vector<store::MatchRecord>> written;
    Status status;
    for (MatchDraft& draft : drafts) {
        const MatchDraft d = std::exchange(draft, {}); // each draft freed once written
        const Game& g = dir.gamesByName.value(d.game);
        auto record = toRecord(d, dir, g, status);
        if (!record) {
            report.problems.append(status.problems);
            return report;
        }
        const auto id = m_store.insertMatch(*record, e);
        if (!id) {
            report.problems.append({e.message, {}, 0, 0});
            return report;
        }
        record->id = *id;
        auto it = earliest.find(g.id);
        if (it == earliest.end() || record->playedAt < it->playedAt ||
            (record->playedAt == it->playedAt && *id < it->id)) {
            earliest.insert(g.id, {record->playedAt, *id});
        }
        written[g.id].push_back(std::move(*record));
    }
    drafts.clear();
    const auto players = m_store.players(e);
    if (!players) {
        report.problems.append({e.message, {}, 0, 0});
        return report;
    }
    for (auto it = earliest.cbegin(); it != earliest.cend(); ++it) {
        std::vector<store::MatchRecord>& mine = written[it.key()];
        const auto later = m_store.matchCountAfter(it.key(), it->playedAt, it->id, e);
        if (!later) {
            report.problems.append({e.message, {}, 0, 0});
            return report;
        }
        const bool onlyMine = *later + 1 == static_cast<qint64>(mine.size());
        if (onlyMine) {
            std::sort(mine.begin(), mine.end(), [](const store::MatchRecord& a, const store::MatchRecord& b) {
                return a.playedAt < b.playedAt || (a.playedAt == b.playedAt && a.id < b.id);
            });
        }
        if (!rerate(dir.gamesById.value(it.key()), it->playedAt, it->id, {}, status, &*players,
                    onlyMine ? &mine : nullptr)) {
            report.problems.append(status.problems);
            return report;
        }
        mine = {}; // released game by game
    }
    if (!m_store.audit(QStringLiteral("import"),
                       QStringLiteral("%1 matches, %2 rows").arg(report.matches).arg(report.rows), e) ||
        !t.commit(e)) {
        report.problems.append({e.message, {}, 0, 0});
        return report;
    }
    report.written = true;
    return report;
}

Status Club::exportResults(QIODevice& device)
{
    StoreError e;
    QList<csv::CsvMatch> matches;
    const bool ok = m_store.forEachExportRow(
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
            csv::CsvRow row;
            row.player = r.player;
            row.rank = r.rank.value_or(0);
            row.score = r.score;
            row.team = r.team;
            row.deals = r.deals;
            row.left = r.left;
            row.morale = r.morale;
            row.moraleLost = r.moraleLost;
            row.outcome = matches.last().outcome;
            row.armyPoints = r.armyPoints;
            row.turns = r.turns;
            row.armyList = r.armyList;
            row.durationMin = r.durationMin;
            row.isVoid = r.isVoid;
            matches.last().rows.append(row);
            return true;
        },
        e);
    if (!ok) {
        return fromStore(e);
    }
    if (!csv::ResultsCsv::write(device, matches)) {
        return Status::failure(QStringLiteral("cannot write the results: %1").arg(device.errorString()));
    }
    return {};
}

// ------------------------------------------------------------ maintenance

Status Club::rebuild()
{
    Status status;
    const auto all = games(status);
    if (!all) {
        return status;
    }
    StoreError e;
    store::Transaction t(*m_db, e);
    if (!t.active() || !m_store.deleteAllRatings(e)) {
        return fromStore(e);
    }
    const auto players = m_store.players(e);
    if (!players) {
        return fromStore(e);
    }
    for (const Game& g : *all) {
        if (!rerate(g, QString(), 0, {}, status, &*players)) {
            return status;
        }
    }
    if (!m_store.setCacheStale(false, e) || !m_store.audit(QStringLiteral("rebuild"), QString(), e) || !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

std::optional<CheckReport> Club::check(Status& status)
{
    StoreError e;
    CheckReport report;
    const auto integrity = m_store.integrityCheck(e);
    const auto all = games(status);
    const auto players = m_store.players(e);
    if (!integrity || !all || !players) {
        if (!integrity || !players) {
            status = fromStore(e);
        }
        return std::nullopt;
    }
    report.integrity = *integrity;
    Households households;
    QHash<qint64, QString> names; // the differences name players, not ids
    for (const store::PlayerRecord& p : *players) {
        households.add(p.id, p.household);
        names.insert(p.id, p.name);
    }
    const auto nameOf = [&](qint64 id) { return names.value(id, QStringLiteral("#%1").arg(id)); };
    const auto differ = [](double a, double b) { return std::abs(a - b) > 1e-9 * std::max(1.0, std::abs(a)); };
    constexpr int MaxDifferences = 50;
    for (const Game& g : *all) {
        const auto rules = ruleSetFor(g, status);
        if (!rules) {
            return std::nullopt;
        }
        // The cached records of the game, keyed by (match, player).
        struct Cached {
            double after = 0.0;
            double points = 0.0;
        };
        QHash<QPair<qint64, qint64>, Cached> cached;
        if (!m_store.forEachRatingChangeOfGame(
                g.id,
                [&](const store::RatingChangeRecord& r) {
                    cached.insert({r.change.match, r.change.player}, {r.change.after, r.change.placementPoints});
                    return true;
                },
                e)) {
            status = fromStore(e);
            return std::nullopt;
        }
        // The checkpoints: each must hold the states a replay has reached
        // just before its match.
        const auto checkpoints = m_store.checkpoints(g.id, e);
        if (!checkpoints) {
            status = fromStore(e);
            return std::nullopt;
        }
        qsizetype nextCheckpoint = 0;
        bool failed = false;
        rating::Replay replay(*rules);
        const auto compareCheckpoint = [&](const QString& playedAt, qint64 matchId, const QString& code) {
            const auto states = m_store.checkpointAt(g.id, playedAt, matchId, e);
            if (!states) {
                failed = true;
                return;
            }
            std::size_t seenBefore = 0;
            for (const rating::Standing& s : replay.standings()) {
                seenBefore += s.state.seen ? 1 : 0;
            }
            if (states->size() != seenBefore && report.differences.size() < MaxDifferences) {
                report.differences << QStringLiteral("%1, checkpoint before match %2: %3 players, a replay gives %4")
                                          .arg(g.name, code)
                                          .arg(states->size())
                                          .arg(seenBefore);
            }
            for (const store::StandingRecord& s : *states) {
                const rating::PlayerState fromReplay = replay.state(static_cast<rating::PlayerId>(s.player));
                if ((differ(s.state.rating, fromReplay.rating) || s.state.games != fromReplay.games ||
                     differ(s.state.points, fromReplay.points)) &&
                    report.differences.size() < MaxDifferences) {
                    report.differences << QStringLiteral("%1, checkpoint before match %2, %3: cached %4 after %5 "
                                                         "games, a replay gives %6 after %7")
                                              .arg(g.name, code, nameOf(s.player))
                                              .arg(s.state.rating, 0, 'f', 6)
                                              .arg(s.state.games)
                                              .arg(fromReplay.rating, 0, 'f', 6)
                                              .arg(fromReplay.games);
                }
            }
        };
        std::vector<rating::Participant> parts;
        qint64 fresh = 0;
        const bool ok = m_store.forEachMatchFrom(
            g.id, QString(), 0,
            [&](const store::MatchRecord& m) {
                // Checkpoints before this match's position match no match: stale.
                while (nextCheckpoint < checkpoints->size()) {
                    const auto& [at, id] = checkpoints->at(nextCheckpoint);
                    if (at > m.playedAt || (at == m.playedAt && id >= m.id)) {
                        break;
                    }
                    if (report.differences.size() < MaxDifferences) {
                        report.differences << QStringLiteral("%1: a checkpoint at %2 (match #%3) belongs to no match")
                                                  .arg(g.name, at)
                                                  .arg(id);
                    }
                    ++nextCheckpoint;
                }
                if (nextCheckpoint < checkpoints->size() && checkpoints->at(nextCheckpoint).first == m.playedAt &&
                    checkpoints->at(nextCheckpoint).second == m.id) {
                    compareCheckpoint(m.playedAt, m.id, m.code);
                    ++nextCheckpoint;
                    if (failed) {
                        return false;
                    }
                }
                parts.clear();
                for (const store::ParticipantRecord& p : m.participants) {
                    parts.push_back(toRating(p, households.of(p.player)));
                }
                const rating::Step step = replay.play(toRatingMatch(m, parts));
                if (reasonKey(step) != m.unratedReason && report.differences.size() < MaxDifferences) {
                    report.differences << QStringLiteral("%1, match %2: stored as '%3', a replay gives '%4'")
                                              .arg(g.name, m.code, m.unratedReason, reasonKey(step));
                }
                for (const rating::RatingChange& c : step.changes) {
                    ++fresh;
                    const auto it = cached.constFind({m.id, c.player});
                    if (report.differences.size() >= MaxDifferences) {
                        continue;
                    }
                    if (it == cached.cend()) {
                        report.differences << QStringLiteral("%1, match %2: no cached rating change for %3")
                                                  .arg(g.name, m.code, nameOf(c.player));
                    } else if (differ(it->after, c.after) || differ(it->points, c.placementPoints)) {
                        report.differences << QStringLiteral("%1, match %2, %3: cached %4, a replay gives %5")
                                                  .arg(g.name, m.code, nameOf(c.player))
                                                  .arg(it->after, 0, 'f', 6)
                                                  .arg(c.after, 0, 'f', 6);
                    }
                }
                return true;
            },
            e);
        if (!ok || failed) {
            status = fromStore(e);
            return std::nullopt;
        }
        if (nextCheckpoint < checkpoints->size() && report.differences.size() < MaxDifferences) {
            report.differences << QStringLiteral("%1: %2 checkpoints after the last match")
                                      .arg(g.name)
                                      .arg(checkpoints->size() - nextCheckpoint);
        }
        if (fresh != cached.size() && report.differences.size() < MaxDifferences) {
            report.differences << QStringLiteral("%1: %2 cached rating changes, a replay gives %3")
                                      .arg(g.name)
                                      .arg(cached.size())
                                      .arg(fresh);
        }
        const auto stored = m_store.standings(g.id, e);
        if (!stored) {
            status = fromStore(e);
            return std::nullopt;
        }
        const auto replayed = replay.standings();
        if (static_cast<std::size_t>(stored->size()) != replayed.size() && report.differences.size() < MaxDifferences) {
            report.differences << QStringLiteral("%1: %2 cached standings, a replay gives %3")
                                      .arg(g.name)
                                      .arg(stored->size())
                                      .arg(replayed.size());
        }
        for (const store::StandingRecord& s : *stored) {
            const rating::PlayerState fromReplay = replay.state(static_cast<rating::PlayerId>(s.player));
            if ((differ(s.state.rating, fromReplay.rating) || s.state.games != fromReplay.games) &&
                report.differences.size() < MaxDifferences) {
                report.differences << QStringLiteral("%1, %2: cached standing %3 after %4 games, a replay "
                                                     "gives %5 after %6")
                                          .arg(g.name, nameOf(s.player))
                                          .arg(s.state.rating, 0, 'f', 6)
                                          .arg(s.state.games)
                                          .arg(fromReplay.rating, 0, 'f', 6)
                                          .arg(fromReplay.games);
            }
        }
    }
    return report;
}

Status Club::backup(const QString& path)
{
    StoreError e;
    if (!m_db->backupTo(path, e)) {
        return fromStore(e);
    }
    return {};
}

// ---------------------------------------------------------- player stories

namespace {

HistoryRow historyRowOf(const store::RatingChangeRecord& r, const Game& g)
{
    HistoryRow row;
    row.match = r.matchCode;
    row.playedAt = r.playedAt;
    row.game = g.name;
    row.system = g.system;
    row.before = r.change.before;
    row.after = r.change.after;
    row.change = r.change.after - r.change.before;
    row.expected = r.change.expected;
    row.actual = r.change.actual;
    row.points = r.change.placementPoints;
    row.participants = r.change.participants;
    row.integral = g.system != rating::System::Niveau && g.system != rating::System::Points;
    return row;
}

/// The result the rule set tallied: which of wins, draws, losses grew.
MatchResult tallied(const rating::PlayerState& before, const rating::PlayerState& after)
{
    if (after.wins > before.wins) {
        return MatchResult::Win;
    }
    if (after.draws > before.draws) {
        return MatchResult::Draw;
    }
    return MatchResult::Loss;
}

std::optional<HallOfFameRow> hallOfFameRowOf(const HallOfFame& hof, qint64 player)
{
    for (const HallOfFameRow& r : hof.rows) {
        if (r.playerId == player) {
            return r;
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<PlayerProfile> Club::profile(const QString& playerName, Status& status)
{
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        status = fromStore(e);
        return std::nullopt;
    }
    const auto p = dir.player(playerName, QStringLiteral("player"), status);
    if (!p) {
        return std::nullopt;
    }
    const auto changes = m_store.ratingChangesOfPlayer(p->id, e);
    if (!changes) {
        status = fromStore(e);
        return std::nullopt;
    }
    const auto activity = playerActivity(status);
    const auto overall = hallOfFame(QString(), std::nullopt, std::nullopt, status);
    if (!activity || !overall) {
        return std::nullopt;
    }
    PlayerProfile profile;
    profile.player = *p;
    profile.activity = activity->value(p->id);
    profile.hallOfFame = hallOfFameRowOf(*overall, p->id).value_or(HallOfFameRow{});
    profile.hallOfFamePlayers = static_cast<int>(overall->rows.size());

    QMap<qint64, GameProfile> byGame;
    QHash<qint64, rating::PlayerState> last; // per game: the state before the next match
    for (const store::RatingChangeRecord& r : *changes) {
        const Game& g = dir.gamesById.value(r.game);
        auto it = byGame.find(r.game);
        if (it == byGame.end()) {
            const auto rules = ruleSetFor(g, status);
            if (!rules) {
                return std::nullopt;
            }
            GameProfile gp;
            gp.game = g;
            gp.hasRating = rules->hasRating();
            gp.integral = rules->integral() && rules->hasRating();
            gp.initialRating = rules->initialRating();
            const std::vector<rating::Category> cats = rules->categories();
            for (std::size_t i = 0; i < cats.size(); ++i) {
                const double upper = i + 1 < cats.size() ? cats[i + 1].lower : std::numeric_limits<double>::infinity();
                gp.categories.append({fromStd(cats[i].label), cats[i].lower, upper});
            }
            gp.best = -std::numeric_limits<double>::infinity();
            gp.worst = std::numeric_limits<double>::infinity();
            it = byGame.insert(r.game, gp);
        }
        GameProfile& gp = *it;
        ProfileMatch m;
        m.row = historyRowOf(r, g);
        m.change = r.change;
        m.result = tallied(last.value(r.game), r.state);
        m.provisional = r.change.provisionalAfter;
        last.insert(r.game, r.state);
        const auto match = m_store.match(r.change.match, e);
        if (!match) {
            status = fromStore(e);
            return std::nullopt;
        }
        for (const store::ParticipantRecord& part : match->participants) {
            if (part.player == p->id) {
                m.armyList = part.armyList;
            } else {
                m.opponents << dir.playerNames.value(part.player);
            }
        }
        if (m.row.after > gp.best) {
            gp.best = m.row.after;
            gp.bestAt = m.row.playedAt;
        }
        if (m.row.after < gp.worst) {
            gp.worst = m.row.after;
            gp.worstAt = m.row.playedAt;
        }
        if (gp.streak > 0 && gp.streakResult == m.result) {
            ++gp.streak;
        } else {
            gp.streak = 1;
            gp.streakResult = m.result;
        }
        gp.matches.append(m);
    }
    for (GameProfile& gp : byGame) {
        const auto standing = standings(gp.game.name, std::nullopt, status);
        const auto hof = hallOfFame(gp.game.name, std::nullopt, std::nullopt, status);
        if (!standing || !hof) {
            return std::nullopt;
        }
        gp.rankedPlayers = static_cast<int>(standing->rows.size());
        for (const StandingRow& row : standing->rows) {
            if (row.playerId == p->id) {
                gp.standing = row;
            }
        }
        gp.hallOfFame = hallOfFameRowOf(*hof, p->id).value_or(HallOfFameRow{});
        if (gp.game.system == rating::System::EloDsc) {
            QMap<QString, ArmyListResults> lists;
            for (const ProfileMatch& m : std::as_const(gp.matches)) {
                ArmyListResults& a = lists[m.armyList];
                a.armyList = m.armyList;
                ++a.battles;
                a.wins += m.result == MatchResult::Win ? 1 : 0;
                a.draws += m.result == MatchResult::Draw ? 1 : 0;
                a.losses += m.result == MatchResult::Loss ? 1 : 0;
                a.change += m.row.change;
            }
            gp.armyLists = lists.values();
        }
        profile.games.append(gp);
    }
    std::sort(profile.games.begin(), profile.games.end(), [](const GameProfile& a, const GameProfile& b) {
        return a.game.name.localeAwareCompare(b.game.name) < 0;
    });
    return profile;
}

std::optional<HeadToHead> Club::headToHead(const QString& aName, const QString& bName, Status& status)
{
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        status = fromStore(e);
        return std::nullopt;
    }
    const auto a = dir.player(aName, QStringLiteral("player 1"), status);
    if (!a) {
        return std::nullopt;
    }
    const auto b = dir.player(bName, QStringLiteral("player 2"), status);
    if (!b) {
        return std::nullopt;
    }
    if (a->id == b->id) {
        status = Status::failure(QStringLiteral("choose two different players"), QStringLiteral("player 2"));
        return std::nullopt;
    }
    const auto codes = m_store.sharedMatches(a->id, b->id, e);
    if (!codes) {
        status = fromStore(e);
        return std::nullopt;
    }
    HeadToHead h;
    h.a = a->name;
    h.b = b->name;
    QMap<qint64, QList<HeadToHeadMatch>> met;
    std::vector<rating::Participant> parts;
    std::vector<int> ranks;
    for (const QString& code : *codes) {
        const auto id = m_store.matchIdByCode(code, e);
        const auto m = id ? m_store.match(*id, e) : std::nullopt;
        const auto changes = m ? m_store.ratingChangesOfMatch(m->id, e) : std::nullopt;
        if (!changes) {
            status = fromStore(e);
            return std::nullopt;
        }
        HeadToHeadMatch hm;
        hm.match = m->code;
        hm.playedAt = m->playedAt;
        hm.participants = static_cast<int>(m->participants.size());
        hm.unratedReason = m->unratedReason;
        // Who finished ahead: the places the engine used when rated, else
        // the entered ranks (or the scores).
        std::optional<double> placeA;
        std::optional<double> placeB;
        for (const store::RatingChangeRecord& r : *changes) {
            if (r.change.player == a->id) {
                placeA = r.change.position;
                hm.changeA = r.change.after - r.change.before;
            } else if (r.change.player == b->id) {
                placeB = r.change.position;
                hm.changeB = r.change.after - r.change.before;
            }
        }
        if (!placeA || !placeB) {
            parts.clear();
            for (const store::ParticipantRecord& part : m->participants) {
                parts.push_back(toRating(part, 0));
            }
            ranks.assign(parts.size(), 0);
            if (rating::effectiveRanks(parts, ranks)) {
                for (std::size_t i = 0; i < parts.size(); ++i) {
                    if (m->participants[static_cast<qsizetype>(i)].player == a->id) {
                        placeA = ranks[i];
                    } else if (m->participants[static_cast<qsizetype>(i)].player == b->id) {
                        placeB = ranks[i];
                    }
                }
            }
        }
        if (placeA && placeB) {
            hm.result = *placeA < *placeB   ? MatchResult::Win
                        : *placeA > *placeB ? MatchResult::Loss
                                            : MatchResult::Draw;
        }
        met[m->game].append(hm);
    }
    for (const Game& g : std::as_const(dir.gamesById)) {
        const auto rules = ruleSetFor(g, status);
        if (!rules) {
            return std::nullopt;
        }
        const auto states = m_store.standings(g.id, e);
        if (!states) {
            status = fromStore(e);
            return std::nullopt;
        }
        std::optional<rating::PlayerState> stateA;
        std::optional<rating::PlayerState> stateB;
        for (const store::StandingRecord& s : *states) {
            if (s.player == a->id) {
                stateA = s.state;
            } else if (s.player == b->id) {
                stateB = s.state;
            }
        }
        const bool bothRated = rules->hasRating() && stateA && stateB;
        if (!met.contains(g.id) && !bothRated) {
            continue;
        }
        HeadToHeadGame hg;
        hg.game = g;
        hg.hasRating = rules->hasRating();
        hg.integral = rules->integral() && rules->hasRating();
        hg.matches = met.value(g.id);
        for (const HeadToHeadMatch& hm : std::as_const(hg.matches)) {
            if (hm.result && hm.unratedReason.isEmpty()) {
                hg.winsA += *hm.result == MatchResult::Win ? 1 : 0;
                hg.draws += *hm.result == MatchResult::Draw ? 1 : 0;
                hg.winsB += *hm.result == MatchResult::Loss ? 1 : 0;
            }
        }
        hg.ratingA = stateA ? stateA->rating : rules->initialRating();
        hg.ratingB = stateB ? stateB->rating : rules->initialRating();
        hg.provisionalA = rules->isProvisional(stateA.value_or(rating::PlayerState{}));
        hg.provisionalB = rules->isProvisional(stateB.value_or(rating::PlayerState{}));
        if (hg.hasRating) {
            hg.expectedA = rules->expectedScore(hg.ratingA, hg.ratingB);
            hg.expectedB = rules->expectedScore(hg.ratingB, hg.ratingA);
        }
        h.games.append(hg);
    }
    std::sort(h.games.begin(), h.games.end(), [](const HeadToHeadGame& x, const HeadToHeadGame& y) {
        return x.game.name.localeAwareCompare(y.game.name) < 0;
    });
    return h;
}

std::optional<WhatIf> Club::whatIf(const QString& gameName, const QStringList& playerNames, Status& status)
{
    const auto g = game(gameName, status);
    if (!g) {
        return std::nullopt;
    }
    const auto rules = ruleSetFor(*g, status);
    if (!rules) {
        return std::nullopt;
    }
    StoreError e;
    Directory dir;
    if (!dir.load(m_store, e)) {
        status = fromStore(e);
        return std::nullopt;
    }
    const int n = static_cast<int>(playerNames.size());
    const int most = std::min(5, rules->maxParticipants());
    const int fewest = std::max(2, rules->minParticipants());
    if (n < fewest || n > most) {
        status = Status::failure(fewest == most
                                     ? QStringLiteral("%1 needs exactly %2 players").arg(g->name).arg(most)
                                     : QStringLiteral("%1: choose %2 to %3 players").arg(g->name).arg(fewest).arg(most),
                                 QStringLiteral("players"));
        return std::nullopt;
    }
    const auto now = standings(g->name, std::nullopt, status);
    if (!now) {
        return std::nullopt;
    }
    WhatIf w;
    w.game = *g;
    w.integral = rules->integral() && rules->hasRating();
    QSet<qint64> seen;
    for (int i = 0; i < n; ++i) {
        const auto p = dir.player(playerNames[i], QStringLiteral("player %1").arg(i + 1), status);
        if (!p) {
            return std::nullopt;
        }
        if (seen.contains(p->id)) {
            status = Status::failure(QStringLiteral("%1 is chosen twice").arg(p->name),
                                     QStringLiteral("player %1").arg(i + 1));
            return std::nullopt;
        }
        seen.insert(p->id);
        w.players << p->name;
        double r = rules->initialRating();
        bool provisional = rules->isProvisional(rating::PlayerState{});
        for (const StandingRow& row : now->rows) {
            if (row.playerId == p->id) {
                r = row.rating;
                provisional = row.provisional;
            }
        }
        w.ratings << r;
        w.provisional << provisional;
    }
    // Played now, or just after the game's last match when that is later,
    // so that the hypothetical match meets everyone's current rating.
    QDateTime at =
        QDateTime(QDate::currentDate(), QTime(QTime::currentTime().hour(), QTime::currentTime().minute()), Qt::UTC);
    for (const StandingRow& row : now->rows) {
        const QDateTime lastPlayed = QDateTime::fromString(row.lastPlayed, Qt::ISODate);
        if (lastPlayed.isValid()) {
            const QDateTime after = QDateTime(lastPlayed.date(), lastPlayed.time(), Qt::UTC).addSecs(60);
            at = std::max(at, after);
        }
    }
    w.playedAt = storedDateTime(at);
    const bool niveau = g->system == rating::System::Niveau;
    w.deals = niveau ? 10 : 0;

    QList<WhatIfScenario> scenarios;
    const auto add = [&](WhatIfScenario::Kind kind, int player, const QList<int>& ranks, const QString& outcome) {
        WhatIfScenario s;
        s.kind = kind;
        s.player = player;
        s.ranks = ranks;
        s.outcome = outcome;
        if (niveau) {
            // A zero-sum table whose scores are 100 apart in the finishing order.
            for (const int r : ranks) {
                s.scores << 50.0 * (n + 1 - 2 * r);
            }
        }
        scenarios.append(s);
    };
    if (n == 2) {
        const bool battle = g->system == rating::System::EloDsc;
        const QStringList levels =
            battle ? QStringList{QStringLiteral("AT"), QStringLiteral("VP"), QStringLiteral("V"), QStringLiteral("VT")}
                   : QStringList{QString()};
        for (const QString& level : levels) {
            add(WhatIfScenario::Kind::Wins, 0, {1, 2}, level);
        }
        add(WhatIfScenario::Kind::Draw, -1, {1, 1}, battle ? QStringLiteral("E") : QString());
        for (auto it = levels.crbegin(); it != levels.crend(); ++it) {
            add(WhatIfScenario::Kind::Wins, 1, {2, 1}, *it);
        }
    } else {
        for (int i = 0; i < n; ++i) {
            QList<int> first;
            QList<int> last;
            int next = 2;
            int ahead = 1;
            for (int j = 0; j < n; ++j) {
                first << (j == i ? 1 : next++);
                last << (j == i ? n : ahead++);
            }
            add(WhatIfScenario::Kind::First, i, first, QString());
            add(WhatIfScenario::Kind::Last, i, last, QString());
        }
    }
    for (WhatIfScenario& s : scenarios) {
        MatchDraft d;
        d.game = g->name;
        d.playedAt = at;
        d.outcome = rating::outcomeFromKey(s.outcome.toStdString()).value_or(rating::Outcome::None);
        if (niveau) {
            d.deals = w.deals;
        }
        for (int i = 0; i < n; ++i) {
            MatchDraft::Entry entry;
            entry.player = w.players[i];
            entry.rank = s.ranks[i];
            if (niveau) {
                entry.rank.reset(); // the scores give the order
                entry.score = s.scores[i];
            }
            d.participants << entry;
        }
        Status ps;
        const auto p = preview(ChangeKind::Add, d, QString(), ps);
        if (!p) {
            // A result the rule set refuses (e.g. a draw where none exists).
            continue;
        }
        s.unratedReason = p->unratedReason;
        s.rows = p->rows;
        if (w.expected.isEmpty() && p->unratedReason.isEmpty()) {
            for (const PreviewRow& row : p->rows) {
                w.expected << row.expected;
            }
        }
        w.scenarios.append(s);
    }
    if (w.scenarios.isEmpty()) {
        status = Status::failure(QStringLiteral("%1 cannot rate a match of these players").arg(g->name),
                                 QStringLiteral("players"));
        return std::nullopt;
    }
    return w;
}

} // namespace palmares::club
