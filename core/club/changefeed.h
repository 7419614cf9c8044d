#pragma once

/// What changed in the club, as it changes (ARCHITECTURE.md, "core/club",
/// "The change feed"). Every write of the club's services announces what it
/// changed once its transaction commits: never for a preview (rolled back)
/// nor for a failed write; a write inside an outer transaction (an import, a
/// merge) is announced when that one commits. Commits another connection made —
/// another window, a palmares-cli process, another secretary on the
/// PostgreSQL server — come through the same feed as an Elsewhere change,
/// once the feed is watching (store::ChangeWatcher underneath).

#include <QDate>
#include <QMap>
#include <QObject>
#include <QString>

#include <memory>

namespace palmares::store {
class ChangeWatcher;
class Database;
} // namespace palmares::store

namespace palmares::club {

/// One committed change of the club.
struct Change {
    enum class Kind {
        MatchRecorded,
        MatchEdited,
        MatchDeleted,
        PlayerAdded,
        PlayerRenamed,
        PlayersMerged,
        MergeUndone,
        HouseholdChanged,
        ActiveChanged,
        PlayerRemoved,
        GameAdded,
        GameRenamed,
        GameRemoved,
        ParametersChanged,
        Imported,
        Rebuilt,
        Restored,
        NamesNormalised,
        SeasonsChanged, ///< a season added, removed, closed or reopened; the overlap setting
        EventsChanged,  ///< an event added, changed or removed; its entries; a round paired or changed
        Initialised,
        DormancyChanged,       ///< the club's dormancy setting (Rankings::setDormantAfterMonths)
        StartingRatingChanged, ///< a player's starting rating in a game set or removed (`other`: the game)
        Elsewhere,
    };

    Kind kind = Kind::Elsewhere;
    /// The games whose history (and so standings) moved, each from the
    /// earliest date touched; an invalid date: from the start. A game added
    /// or removed is listed too; a game renamed, under both names.
    QMap<QString, QDate> games;
    /// Match kinds: the match's code.
    QString match;
    /// Player kinds: the player (renamed: the old name; merged: the one
    /// merged away; merge undone: the one back again).
    QString player;
    /// Renamed: the new name; merged, merge undone: the player kept;
    /// starting rating changed: the game.
    QString other;
    /// The job of this program the write ran in (ChangeFeed::setToken on the
    /// connection that wrote it; 0: none named): a window knows its own
    /// worker's commits by it.
    quint64 token = 0;

    /// Adds `game` from `from` on to `games`, keeping the earliest date
    /// (an invalid date, "from the start", is the earliest).
    static void widen(QMap<QString, QDate>& games, const QString& game, const QDate& from);
    /// The date of a stored played-at ("2025-01-31T20:00…"); invalid if none.
    static QDate dateOf(const QString& playedAt);
    static Change ofPlayer(Kind kind, const QString& player, const QString& other = {});
    static Change ofGame(Kind kind, const QString& game);
    static Change of(Kind kind);
};

class ChangeFeed final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChangeFeed)

public:
    /// How often a watching feed looks for other connections' commits.
    static constexpr int DefaultIntervalMs = 1500;

    /// The feed of the club on `db`, which must outlive it.
    explicit ChangeFeed(store::Database& db, QObject* parent = nullptr);
    ~ChangeFeed() override;

    /// Emits changed(): called once a write's transaction has committed
    /// (core/club/write.h holds the changes of a write inside an outer
    /// transaction until that one commits).
    void announce(const Change& change);

    /// Starts watching for other connections' commits every `intervalMs`
    /// (0: only when poll() is called); again: restarts with the new interval.
    void watch(int intervalMs);
    void stopWatching();
    [[nodiscard]] bool watching() const { return m_watcher != nullptr; }
    /// Checks at once for other connections' commits; true, and an Elsewhere
    /// change, if there were. False when not watching.
    bool poll();

    /// The job the writes announced from now on run in (0: none): each
    /// change announced carries it (Change::token).
    void setToken(quint64 token) { m_token = token; }
    /// Job `token` of this program writes on another of its connections
    /// (a window's worker): the commits this feed sees from now until
    /// settle(token) are that job's, announced there with their token, not
    /// here as Elsewhere.
    void expect(quint64 token) { m_expected = token; }
    /// Job `token` is done: what this connection sees of it is taken as
    /// seen, and other connections' commits are announced again.
    void settle(quint64 token);

Q_SIGNALS:
    void changed(const palmares::club::Change& change);
    /// A league's server could not be reached at the last look (`why`: what
    /// to tell the person), or can again (the views then reload).
    void reachable(bool reached, const QString& why);

private:
    store::Database& m_db;
    std::unique_ptr<store::ChangeWatcher> m_watcher;
    quint64 m_token = 0;    ///< setToken
    quint64 m_expected = 0; ///< expect
};

} // namespace palmares::club
