#include "seasons.h"

#include "conversions.h"
#include "names.h"
#include "rerating.h"
#include "write.h"

#include "rating/types.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>
#include <string>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Seasons)
};

constexpr int MaxNameLength = 100;

QString dateText(const std::optional<QDate>& d)
{
    return d ? d->toString(Qt::ISODate) : QString();
}

std::optional<QDate> dateOf(const QJsonValue& v)
{
    const QDate d = QDate::fromString(v.toString(), Qt::ISODate);
    return d.isValid() ? std::optional<QDate>(d) : std::nullopt;
}

// What a closed season keeps is the sheets as they stood, every number and
// name of them, so that they read back exactly as they were printed.

QJsonObject toJson(const Standings& s)
{
    QJsonObject params;
    for (auto it = s.game.params.cbegin(); it != s.game.params.cend(); ++it) {
        params.insert(it.key(), *it);
    }
    QJsonArray rows;
    for (const StandingRow& r : s.rows) {
        rows.append(QJsonObject{{QStringLiteral("rank"), r.rank},
                                {QStringLiteral("playerId"), r.playerId},
                                {QStringLiteral("player"), r.player},
                                {QStringLiteral("rating"), r.rating},
                                {QStringLiteral("displayed"), r.displayed},
                                {QStringLiteral("games"), r.games},
                                {QStringLiteral("wins"), r.wins},
                                {QStringLiteral("draws"), r.draws},
                                {QStringLiteral("losses"), r.losses},
                                {QStringLiteral("provisional"), r.provisional},
                                {QStringLiteral("category"), r.category},
                                {QStringLiteral("lastPlayed"), r.lastPlayed},
                                {QStringLiteral("best"), r.best},
                                {QStringLiteral("dormant"), r.dormant}});
    }
    return {{QStringLiteral("game"), s.game.name},
            {QStringLiteral("gameId"), s.game.id},
            {QStringLiteral("system"), QString::fromStdString(std::string(rating::systemKey(s.game.system)))},
            {QStringLiteral("params"), params},
            {QStringLiteral("at"), dateText(s.at)},
            {QStringLiteral("integral"), s.integral},
            {QStringLiteral("decimals"), s.decimals},
            {QStringLiteral("fromHallOfFame"), s.fromHallOfFame},
            {QStringLiteral("asOf"), s.asOf.toString(Qt::ISODate)},
            {QStringLiteral("dormantAfterMonths"), s.dormantAfterMonths},
            {QStringLiteral("dormant"), s.dormant},
            {QStringLiteral("rows"), rows}};
}

std::optional<Standings> standingsFromJson(const QJsonObject& o)
{
    const auto system = rating::systemFromKey(o.value(QStringLiteral("system")).toString().toStdString());
    if (!system) {
        return std::nullopt;
    }
    Standings s;
    s.game.name = o.value(QStringLiteral("game")).toString();
    s.game.id = o.value(QStringLiteral("gameId")).toInteger();
    s.game.system = *system;
    const QJsonObject params = o.value(QStringLiteral("params")).toObject();
    for (auto it = params.constBegin(); it != params.constEnd(); ++it) {
        s.game.params.insert(it.key(), it.value().toString());
    }
    s.at = dateOf(o.value(QStringLiteral("at")));
    s.integral = o.value(QStringLiteral("integral")).toBool();
    s.decimals = o.value(QStringLiteral("decimals")).toInt();
    s.fromHallOfFame = o.value(QStringLiteral("fromHallOfFame")).toBool();
    s.asOf = QDate::fromString(o.value(QStringLiteral("asOf")).toString(), Qt::ISODate);
    s.dormantAfterMonths = o.value(QStringLiteral("dormantAfterMonths")).toInt();
    s.dormant = o.value(QStringLiteral("dormant")).toInt();
    const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
    for (const auto& v : rows) {
        const QJsonObject r = v.toObject();
        StandingRow row;
        row.rank = r.value(QStringLiteral("rank")).toInt();
        row.playerId = r.value(QStringLiteral("playerId")).toInteger();
        row.player = r.value(QStringLiteral("player")).toString();
        row.rating = r.value(QStringLiteral("rating")).toDouble();
        row.displayed = r.value(QStringLiteral("displayed")).toDouble();
        row.games = r.value(QStringLiteral("games")).toInt();
        row.wins = r.value(QStringLiteral("wins")).toInt();
        row.draws = r.value(QStringLiteral("draws")).toInt();
        row.losses = r.value(QStringLiteral("losses")).toInt();
        row.provisional = r.value(QStringLiteral("provisional")).toBool();
        row.category = r.value(QStringLiteral("category")).toString();
        row.lastPlayed = r.value(QStringLiteral("lastPlayed")).toString();
        row.best = r.value(QStringLiteral("best")).toBool();
        row.dormant = r.value(QStringLiteral("dormant")).toBool();
        s.rows.append(row);
    }
    return s;
}

QJsonObject toJson(const HallOfFame& h)
{
    QJsonArray rows;
    for (const HallOfFameRow& r : h.rows) {
        rows.append(QJsonObject{{QStringLiteral("rank"), r.rank},
                                {QStringLiteral("playerId"), r.playerId},
                                {QStringLiteral("player"), r.player},
                                {QStringLiteral("participations"), r.participations},
                                {QStringLiteral("total"), r.total},
                                {QStringLiteral("average"), r.average},
                                {QStringLiteral("adjusted"), r.adjusted}});
    }
    return {{QStringLiteral("game"), h.game},         {QStringLiteral("from"), dateText(h.from)},
            {QStringLiteral("to"), dateText(h.to)},   {QStringLiteral("games"), h.games},
            {QStringLiteral("matches"), h.matches},   {QStringLiteral("players"), h.players},
            {QStringLiteral("decimals"), h.decimals}, {QStringLiteral("rows"), rows}};
}

HallOfFame hallOfFameFromJson(const QJsonObject& o)
{
    HallOfFame h;
    h.game = o.value(QStringLiteral("game")).toString();
    h.from = dateOf(o.value(QStringLiteral("from")));
    h.to = dateOf(o.value(QStringLiteral("to")));
    h.games = o.value(QStringLiteral("games")).toInt();
    h.matches = o.value(QStringLiteral("matches")).toInt();
    h.players = o.value(QStringLiteral("players")).toInt();
    h.decimals = o.value(QStringLiteral("decimals")).toInt();
    const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
    for (const auto& v : rows) {
        const QJsonObject r = v.toObject();
        h.rows.append({r.value(QStringLiteral("rank")).toInt(), r.value(QStringLiteral("playerId")).toInteger(),
                       r.value(QStringLiteral("player")).toString(), r.value(QStringLiteral("participations")).toInt(),
                       r.value(QStringLiteral("total")).toDouble(), r.value(QStringLiteral("average")).toDouble(),
                       r.value(QStringLiteral("adjusted")).toDouble()});
    }
    return h;
}

QString compact(const QJsonObject& o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

Status failureOf(const Season& s, const QString& message)
{
    return Status::failure(message.arg(s.name), Field{Field::Kind::Season});
}

} // namespace

Expected<QList<Season>> Seasons::list()
{
    return m_rules.seasons();
}

Expected<Season> Seasons::season(const QString& name)
{
    const auto all = list();
    if (!all) {
        return all.status();
    }
    const QString wanted = names::normalised(name);
    QStringList known;
    for (const Season& s : *all) {
        if (s.name == wanted) {
            return s;
        }
        known << s.name;
    }
    return Status::failure(
        known.isEmpty()
            ? Text::tr("there is no season named '%1' (the club has no season yet)").arg(wanted)
            : Text::tr("there is no season named '%1' (seasons: %2)").arg(wanted, known.join(QStringLiteral(", "))),
        Field{Field::Kind::Season});
}

namespace {

/// What is wrong with a season's name and days as entered; ok when nothing.
/// `s` gets the normalised name and the days.
Status checkDefinition(const QString& name, const QDate& first, const QDate& last, Season& s)
{
    const Field where{Field::Kind::Name};
    if (const QString invisible = names::invisibleProblem(name, names::Of::Season); !invisible.isEmpty()) {
        return Status::failure(invisible, where);
    }
    s.name = names::normalised(name);
    s.first = first;
    s.last = last;
    if (s.name.isEmpty()) {
        return Status::failure(Text::tr("a season needs a name"), where);
    }
    if (s.name.size() > MaxNameLength) {
        return Status::failure(Text::tr("a season's name has at most 100 characters"), where);
    }
    if (!first.isValid()) {
        return Status::failure(Text::tr("a season needs its first day"), Field{Field::Kind::PeriodStart});
    }
    if (!last.isValid()) {
        return Status::failure(Text::tr("a season needs its last day"), Field{Field::Kind::PeriodEnd});
    }
    if (last < first) {
        return Status::failure(Text::tr("the season's last day (%1) is before its first (%2)")
                                   .arg(last.toString(Qt::ISODate), first.toString(Qt::ISODate)),
                               Field{Field::Kind::PeriodEnd});
    }
    return {};
}

/// Whether `s` may join the club's seasons `all`: a name of its own (not
/// even spelled the same but for case or accents), and no shared day with a
/// season of the same game unless the club allows overlaps.
Status checkAmong(const Season& s, const QList<Season>& all, bool overlapAllowed)
{
    const QString key = names::spellingKey(s.name);
    for (const Season& other : all) {
        if (names::spellingKey(other.name) == key) {
            return Status::failure(other.name == s.name
                                       ? Text::tr("there is already a season named '%1'").arg(other.name)
                                       : Text::tr("'%1' is spelled as the season '%2' but for case or accents: "
                                                  "choose a name that tells them apart")
                                             .arg(s.name, other.name),
                                   Field{Field::Kind::Name});
        }
        if (!overlapAllowed && s.overlaps(other)) {
            return Status::failure(
                Text::tr("'%1' (%2 to %3) shares days with the season '%4' (%5 to %6)%7; the club does not let "
                         "seasons overlap")
                    .arg(s.name, s.first.toString(Qt::ISODate), s.last.toString(Qt::ISODate), other.name,
                         other.first.toString(Qt::ISODate), other.last.toString(Qt::ISODate),
                         other.game.isEmpty() && s.game.isEmpty()
                             ? QString()
                             : Text::tr(" of %1").arg(s.game.isEmpty() ? other.game : s.game)),
                Field{Field::Kind::PeriodStart});
        }
    }
    return {};
}

/// The displayed starting rating of each player of `game` who brought one.
Expected<QHash<qint64, double>> startsShown(store::ClubStore& store, const Game& game)
{
    const auto rules = RuleBook::ruleSetFor(game);
    if (!rules) {
        return rules.status();
    }
    const auto states = startingStates(store, game.id, **rules);
    if (!states) {
        return states.status();
    }
    QHash<qint64, double> shown;
    for (const auto& [player, state] : *states) {
        shown.insert(player, (*rules)->displayed(state.rating));
    }
    return shown;
}

} // namespace

Status Seasons::add(const QString& name, const QDate& first, const QDate& last, const QString& game)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        Season s;
        if (Status wrong = checkDefinition(name, first, last, s); !wrong.ok()) {
            return wrong;
        }
        store::SeasonRecord record;
        if (!names::normalised(game).isEmpty()) {
            const auto g = m_rules.game(game);
            if (!g) {
                return g.status();
            }
            s.game = g->name;
            record.game = g->id;
        }
        const auto all = list();
        if (!all) {
            return all.status();
        }
        const auto allowed = overlapAllowed();
        if (!allowed) {
            return allowed.status();
        }
        if (Status taken = checkAmong(s, *all, *allowed); !taken.ok()) {
            return taken;
        }
        record.name = s.name;
        record.firstDay = first.toString(Qt::ISODate);
        record.lastDay = last.toString(Qt::ISODate);
        return write(m_context, Change::of(Change::Kind::SeasonsChanged), [&]() -> Status {
            if (const auto id = m_context.store.insertSeason(record); !id) {
                return id.status();
            }
            if (Status done =
                    m_context.store.audit(QStringLiteral("season add"),
                                          QStringLiteral("%1: %2 to %3%4")
                                              .arg(s.name, record.firstDay, record.lastDay,
                                                   s.game.isEmpty() ? QString() : QStringLiteral(", ") + s.game));
                !done.ok()) {
                return done;
            }
            return rerateFreshStarts(s);
        });
    });
}

Status Seasons::remove(const QString& name)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        const auto s = season(name);
        if (!s) {
            return s.status();
        }
        if (s->closed()) {
            return failureOf(*s, Text::tr("the season '%1' is closed: reopen it before removing it"));
        }
        return write(m_context, Change::of(Change::Kind::SeasonsChanged), [&]() -> Status {
            if (Status done = m_context.store.deleteSeason(s->id); !done.ok()) {
                return done;
            }
            if (Status done = m_context.store.audit(QStringLiteral("season remove"), s->name); !done.ok()) {
                return done;
            }
            return rerateFreshStarts(*s);
        });
    });
}

Status Seasons::close(const QString& name)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        const auto s = season(name);
        if (!s) {
            return s.status();
        }
        if (s->closed()) {
            return failureOf(*s, Text::tr("the season '%1' is closed already"));
        }
        // The sheets as they stand now: every game the season is of, at its
        // last day (with what the season report reads beside: the standings just
        // before its first day and the game's Hall of Fame over its days), and
        // the Hall of Fame of its games over its days.
        const auto live = liveSheets(*s);
        if (!live) {
            return live.status();
        }
        QList<store::SeasonSheetRecord> sheets;
        for (qsizetype i = 0; i < live->standings.size(); ++i) {
            QJsonObject sheet = toJson(live->standings.at(i));
            sheet.insert(QStringLiteral("before"), toJson(live->before.at(i)));
            sheet.insert(QStringLiteral("hallOfFame"), toJson(live->gameHallsOfFame.at(i)));
            sheets.append({live->standings.at(i).game.name, compact(sheet)});
        }
        sheets.append({QString(), compact(toJson(live->hallOfFame))});
        const QString at = QDateTime::currentDateTime().toString(Qt::ISODate);
        return write(m_context, Change::of(Change::Kind::SeasonsChanged), [&]() -> Status {
            for (const store::SeasonSheetRecord& sheet : std::as_const(sheets)) {
                if (Status written = m_context.store.insertSeasonSheet(s->id, sheet); !written.ok()) {
                    return written;
                }
            }
            if (const auto r = m_context.store.setSeasonClosed(s->id, at); !r.ok()) {
                return r.status();
            }
            return m_context.store.audit(QStringLiteral("season close"), s->name);
        });
    });
}

Status Seasons::reopen(const QString& name)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        const auto s = season(name);
        if (!s) {
            return s.status();
        }
        if (!s->closed()) {
            return failureOf(*s, Text::tr("the season '%1' is open"));
        }
        return write(m_context, Change::of(Change::Kind::SeasonsChanged), [&]() {
            if (const auto r = m_context.store.deleteSeasonSheets(s->id); !r.ok()) {
                return r.status();
            }
            if (const auto r = m_context.store.setSeasonClosed(s->id, QString()); !r.ok()) {
                return r.status();
            }
            return m_context.store.audit(QStringLiteral("season reopen"), s->name);
        });
    });
}

Expected<SeasonSheets> Seasons::kept(const QString& name)
{
    const auto s = season(name);
    if (!s) {
        return s.status();
    }
    if (!s->closed()) {
        return failureOf(*s, Text::tr("the season '%1' is open: it keeps nothing until it is closed"));
    }
    return keptOf(*s);
}

Expected<SeasonSheets> Seasons::sheets(const QString& name)
{
    const auto s = season(name);
    if (!s) {
        return s.status();
    }
    auto sheets = s->closed() ? keptOf(*s) : liveSheets(*s);
    if (!sheets) {
        return sheets;
    }
    for (const Standings& standing : std::as_const(sheets->standings)) {
        auto starts = startsShown(m_context.store, standing.game);
        if (!starts) {
            return starts.status();
        }
        sheets->starts.append(*std::move(starts));
    }
    return sheets;
}

Expected<SeasonSheets> Seasons::liveSheets(const Season& s)
{
    const auto games = m_rules.games();
    if (!games) {
        return games.status();
    }
    SeasonSheets sheets{s, {}, {}, {}, {}, {}, false};
    // Each game's three readings are a step the person may stop after.
    const auto steps = static_cast<qint64>(games->size()) + 1;
    qint64 done = 0;
    for (const Game& g : *games) {
        if (!m_context.goOn(done++, steps)) {
            return Status::stoppedByPerson();
        }
        if (!s.coversGame(g.name)) {
            continue;
        }
        auto standing = m_rankings.standings(g.name, s.last);
        auto before = m_rankings.standings(g.name, s.first.addDays(-1));
        auto fame = m_rankings.hallOfFame(g.name, s.first, s.last);
        if (!standing || !before || !fame) {
            return !standing ? standing.status() : !before ? before.status() : fame.status();
        }
        sheets.standings.append(*std::move(standing));
        sheets.before.append(*std::move(before));
        sheets.gameHallsOfFame.append(*std::move(fame));
    }
    if (!m_context.goOn(done, steps)) {
        return Status::stoppedByPerson();
    }
    auto fame = m_rankings.hallOfFame(s.game, s.first, s.last);
    if (!fame) {
        return fame.status();
    }
    sheets.hallOfFame = *std::move(fame);
    return sheets;
}

Status Seasons::addLiveExtras(const Season& s, const Game& game, std::optional<SeasonSheets>& live, SeasonSheets& kept)
{
    if (!live) {
        auto now = liveSheets(s);
        if (!now) {
            return now.status();
        }
        live = *std::move(now);
    }
    const qint64 gameId = game.id;
    const auto same = std::find_if(live->standings.cbegin(), live->standings.cend(),
                                   [gameId](const Standings& l) { return l.game.id == gameId; });
    Standings noneBefore;
    noneBefore.game = game;
    HallOfFame noFame;
    noFame.game = game.name;
    const qsizetype i = same - live->standings.cbegin();
    const bool found = same != live->standings.cend();
    kept.before.append(found ? live->before.at(i) : noneBefore);
    kept.gameHallsOfFame.append(found ? live->gameHallsOfFame.at(i) : noFame);
    return {};
}

Expected<SeasonSheets> Seasons::keptOf(const Season& s)
{
    const auto records = m_context.store.seasonSheets(s.id);
    if (!records) {
        return records.status();
    }
    SeasonSheets kept{s, {}, {}, {}, {}, {}, true};
    // A season closed before the season report kept only the standings at
    // its last day: the rest is read as the results stand (the game found
    // by its id: it may have been renamed since).
    std::optional<SeasonSheets> live;
    for (const store::SeasonSheetRecord& sheet : *records) {
        const QJsonObject o = QJsonDocument::fromJson(sheet.sheet.toUtf8()).object();
        if (sheet.game.isEmpty()) {
            kept.hallOfFame = hallOfFameFromJson(o);
            continue;
        }
        auto standing = standingsFromJson(o);
        const auto before = o.contains(QStringLiteral("before"))
                                ? standingsFromJson(o.value(QStringLiteral("before")).toObject())
                                : std::nullopt;
        if (!standing || (o.contains(QStringLiteral("before")) && !before)) {
            return Status::failure(Text::tr("what the season '%1' kept of %2 cannot be read: the club file is damaged")
                                       .arg(s.name, sheet.game),
                                   Field{Field::Kind::Season});
        }
        if (before && o.contains(QStringLiteral("hallOfFame"))) {
            kept.before.append(*before);
            kept.gameHallsOfFame.append(hallOfFameFromJson(o.value(QStringLiteral("hallOfFame")).toObject()));
        } else if (const Status read = addLiveExtras(s, standing->game, live, kept); !read.ok()) {
            return read;
        }
        kept.standings.append(*std::move(standing));
    }
    // In the order of the club's games, as an open season's (the store
    // gives them by byte order of their names).
    QList<qsizetype> order;
    for (qsizetype i = 0; i < kept.standings.size(); ++i) {
        order.append(i);
    }
    names::sortByName(order, [&kept](qsizetype i) { return kept.standings.at(i).game.name; });
    SeasonSheets sorted{s, {}, kept.hallOfFame, {}, {}, {}, true};
    for (const qsizetype i : std::as_const(order)) {
        sorted.standings.append(kept.standings.at(i));
        sorted.before.append(kept.before.at(i));
        sorted.gameHallsOfFame.append(kept.gameHallsOfFame.at(i));
    }
    return sorted;
}

Expected<Standings> Seasons::standings(const QString& seasonName, const QString& game)
{
    const auto s = season(seasonName);
    if (!s) {
        return s.status();
    }
    const auto g = m_rules.game(game);
    if (!g) {
        return g.status();
    }
    if (!s->coversGame(g->name)) {
        return Status::failure(Text::tr("the season '%1' is of %2 only").arg(s->name, s->game),
                               Field{Field::Kind::Game});
    }
    if (!s->closed()) {
        return m_rankings.standings(g->name, s->last);
    }
    const auto k = keptOf(*s);
    if (!k) {
        return k.status();
    }
    for (const Standings& standing : k->standings) {
        if (standing.game.id == g->id) {
            return standing;
        }
    }
    // A game added after the season was closed: it had no match in it.
    return m_rankings.standings(g->name, s->last);
}

Expected<HallOfFame> Seasons::hallOfFame(const QString& seasonName, const QString& game)
{
    const auto s = season(seasonName);
    if (!s) {
        return s.status();
    }
    QString gameName = s->game;
    if (!names::normalised(game).isEmpty()) {
        const auto g = m_rules.game(game);
        if (!g) {
            return g.status();
        }
        if (!s->coversGame(g->name)) {
            return Status::failure(Text::tr("the season '%1' is of %2 only").arg(s->name, s->game),
                                   Field{Field::Kind::Game});
        }
        gameName = g->name;
    }
    if (s->closed() && gameName == s->game) {
        const auto k = keptOf(*s);
        if (!k) {
            return k.status();
        }
        return k->hallOfFame;
    }
    return m_rankings.hallOfFame(gameName, s->first, s->last);
}

Expected<bool> Seasons::overlapAllowed()
{
    const auto allowed = m_context.store.seasonsOverlap();
    if (!allowed) {
        return allowed.status();
    }
    return *allowed;
}

Status Seasons::setOverlapAllowed(bool allowed)
{
    // Read and written in one write transaction (write.h, atomically).
    return atomically(m_context, [&]() -> Status {
        if (!allowed) {
            const auto all = list();
            if (!all) {
                return all.status();
            }
            for (qsizetype i = 0; i < all->size(); ++i) {
                for (qsizetype j = i + 1; j < all->size(); ++j) {
                    if (all->at(i).overlaps(all->at(j))) {
                        return Status::failure(
                            Text::tr("the seasons '%1' and '%2' share days: change one of them first")
                                .arg(all->at(i).name, all->at(j).name));
                    }
                }
            }
        }
        return write(m_context, Change::of(Change::Kind::SeasonsChanged), [&]() {
            if (const auto r = m_context.store.setSeasonsOverlap(allowed); !r.ok()) {
                return r.status();
            }
            return m_context.store.audit(QStringLiteral("season overlap"),
                                         allowed ? QStringLiteral("allowed") : QStringLiteral("refused"));
        });
    });
}

Status Seasons::rerateFreshStarts(const Season& s)
{
    const auto games = m_rules.games();
    if (!games) {
        return games.status();
    }
    std::optional<QList<store::PlayerRecord>> players;
    QList<qint64> everyone;
    for (const Game& g : *games) {
        if (!g.freshStartEachSeason || !s.coversGame(g.name)) {
            continue;
        }
        if (!players) {
            auto read = m_context.store.players();
            if (!read) {
                return read.status();
            }
            players = std::move(*read);
            for (const store::PlayerRecord& p : *players) {
                everyone.append(p.id);
            }
        }
        // From its first day on, who has not played since starts afresh (or
        // no longer does): every player's standing is written again.
        Status status;
        if (!m_rerater.rerate(g, s.first.toString(Qt::ISODate), 0, everyone, status, &*players)) {
            return status;
        }
    }
    return {};
}

} // namespace palmares::club
