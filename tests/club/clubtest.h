#pragma once

// Helpers shared by the core/club suites (tst_club, tst_import): a fresh
// club on a scratch location, match drafts written the way a secretary
// enters them, and the club's answers (standings, Hall of Fame, history)
// turned into text lines that QCOMPARE shows readably when they differ.
// Expected values in the tests are worked out by hand from RATING_RULES.md;
// nothing here computes a rating.

#include "club/club.h"

#include "testclubs.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QFile>
#include <QTest>

#include <cmath>
#include <initializer_list>
#include <memory>

namespace palmares::test {

using club::Club;
using club::MatchDraft;
using club::Problem;
using club::Status;

/// The data rows of a test run on every backend: a column "backend", one
/// row per backend the machine has (SQLite, and PostgreSQL when set up).
inline void addBackendRows()
{
    QTest::addColumn<QString>("backend");
    for (const QString& backend : backends()) {
        QTest::newRow(qPrintable(backend)) << backend;
    }
}

/// A date-time as the club stores it: naive wall time (UTC spec, no zone rules).
inline QDateTime when(int year, int month, int day, int hour = 0, int minute = 0)
{
    return QDateTime(QDate(year, month, day), QTime(hour, minute), Qt::UTC);
}

inline QString u8(const char* utf8)
{
    return QString::fromUtf8(utf8);
}

inline MatchDraft::Entry ranked(const QString& player, int rank)
{
    MatchDraft::Entry e;
    e.player = player;
    e.rank = rank;
    return e;
}

inline MatchDraft::Entry scored(const QString& player, double score)
{
    MatchDraft::Entry e;
    e.player = player;
    e.score = score;
    return e;
}

inline MatchDraft draft(const QString& code, const QString& game, const QDateTime& at,
                        const QList<MatchDraft::Entry>& entries)
{
    MatchDraft d;
    d.code = code;
    d.game = game;
    d.playedAt = at;
    d.participants = entries;
    return d;
}

/// A duel the first player won (ranks 1 and 2).
inline MatchDraft duel(const QString& code, const QString& game, const QDateTime& at, const QString& winner,
                       const QString& loser)
{
    return draft(code, game, at, {ranked(winner, 1), ranked(loser, 2)});
}

/// A new club at the scratch location, initialised; nullptr and `status`
/// filled when that fails.
inline std::unique_ptr<Club> newClub(const ScratchClub& scratch, Status& status)
{
    auto opened = Club::open(scratch.location(), club::OpenMode::Create);
    if (!opened) {
        status = opened.status();
        return nullptr;
    }
    auto c = std::move(*opened);
    status = c->init(QStringLiteral("Test club"));
    return status.ok() ? std::move(c) : nullptr;
}

/// A rating as the tests write it: an integer without decimals, else 4 decimals.
inline QString num(double value)
{
    if (value == std::round(value)) {
        return QString::number(static_cast<qint64>(value));
    }
    return QString::number(value, 'f', 4);
}

/// A number with every bit shown, to compare two clubs exactly.
inline QString exact(double value)
{
    return QString::number(value, 'g', 17);
}

/// The standings of a game, one line per row in rank order:
/// "Alice 1004 (2)" = name, rating, games.
inline QStringList ratings(Club& c, const QString& game, std::optional<QDate> at = std::nullopt)
{
    const auto s = c.rankings().standings(game, at);
    if (!s) {
        return {QStringLiteral("error: ") + s.status().toString()};
    }
    QStringList out;
    for (const club::StandingRow& r : s->rows) {
        out << QStringLiteral("%1 %2 (%3)").arg(r.player, num(r.rating)).arg(r.games);
    }
    return out;
}

/// Everything a standings row holds, at full precision.
inline QStringList fullStandings(Club& c, const QString& game)
{
    const auto s = c.rankings().standings(game, std::nullopt);
    if (!s) {
        return {QStringLiteral("error: ") + s.status().toString()};
    }
    QStringList out;
    for (const club::StandingRow& r : s->rows) {
        out << QStringLiteral("%1. %2 %3 shown %4 games %5 %6-%7-%8 prov %9 best %10 cat '%11' last %12")
                   .arg(r.rank)
                   .arg(r.player, exact(r.rating), exact(r.displayed))
                   .arg(r.games)
                   .arg(r.wins)
                   .arg(r.draws)
                   .arg(r.losses)
                   .arg(r.provisional)
                   .arg(r.best)
                   .arg(r.category, r.lastPlayed);
    }
    return out;
}

/// The Hall of Fame as lines "rank. name n=… total … avg … mu …" (3 decimals),
/// preceded by the summary line "games … matches … players …".
inline QStringList hallOfFame(Club& c, const QString& game, std::optional<QDate> from = std::nullopt,
                              std::optional<QDate> to = std::nullopt, int decimals = 3)
{
    const auto h = c.rankings().hallOfFame(game, from, to);
    if (!h) {
        return {QStringLiteral("error: ") + h.status().toString()};
    }
    QStringList out;
    out << QStringLiteral("games %1 matches %2 players %3").arg(h->games).arg(h->matches).arg(h->players);
    for (const club::HallOfFameRow& r : h->rows) {
        out << QStringLiteral("%1. %2 n=%3 total %4 avg %5 mu %6")
                   .arg(r.rank)
                   .arg(r.player)
                   .arg(r.participations)
                   .arg(QString::number(r.total, 'f', decimals), QString::number(r.average, 'f', decimals),
                        QString::number(r.adjusted, 'f', decimals));
    }
    return out;
}

/// A player's history as lines "match game before→after (change) points".
inline QStringList history(Club& c, const QString& player, const QString& game = {})
{
    const auto h = c.archive().history(player, game);
    if (!h) {
        return {QStringLiteral("error: ") + h.status().toString()};
    }
    QStringList out;
    for (const club::HistoryRow& r : *h) {
        out << QStringLiteral("%1 %2 %3→%4 (%5) pts %6")
                   .arg(r.match, r.game, num(r.before), num(r.after), num(r.change), QString::number(r.points, 'f', 3));
    }
    return out;
}

/// What PALMARES_OK checks: a Status, or the status of an Expected.
inline const Status& statusOf(const Status& status)
{
    return status;
}
template <typename T>
const Status& statusOf(const palmares::club::Expected<T>& expected)
{
    return expected.status();
}

/// The problems' fields, in order.
inline QStringList fields(const QList<Problem>& problems)
{
    QStringList out;
    for (const Problem& p : problems) {
        out << p.field.toString();
    }
    return out;
}

/// Every problem on its own line ("" when there is none).
inline QString problemsText(const QList<Problem>& problems)
{
    QStringList out;
    for (const Problem& p : problems) {
        out << p.toString();
    }
    return out.join(u'\n');
}

/// check(): "" when the cache agrees with a fresh replay, else what differs.
inline QString checkProblems(Club& c)
{
    const auto report = c.maintenance().check();
    if (!report) {
        return QStringLiteral("check failed: ") + report.status().toString();
    }
    if (report->ok()) {
        return {};
    }
    QStringList problems = report->integrity + report->differences;
    for (const club::NameFinding& f : report->names) {
        if (f.isProblem()) {
            problems << f.message;
        }
    }
    return problems.join(u'\n');
}

inline QByteArray exported(Club& c)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const Status status = c.interchange().exportResults(buffer);
    return status.ok() ? buffer.data() : QByteArray("error: ") + status.toString().toUtf8();
}

/// The club's results as exported, then its players by name; an error line
/// instead of the players when they cannot be read.
inline QStringList resultsAndPlayers(Club& c)
{
    QStringList out = QString::fromUtf8(exported(c)).split(QStringLiteral("\r\n"));
    const auto players = c.roster().players();
    if (!players) {
        return {QStringLiteral("error: ") + players.status().toString()};
    }
    for (const auto& p : *players) {
        out << QStringLiteral("player ") + p.name;
    }
    return out;
}

inline QByteArray fileHash(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return "cannot read " + QFile::encodeName(path);
    }
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
}

} // namespace palmares::test

/// Opens a new, initialised club `var` (a std::unique_ptr<Club>) at `scratch`.
#define PALMARES_CLUB(var, scratch)                                                            \
    palmares::club::Status var##Opened;                                                        \
    std::unique_ptr<palmares::club::Club> var = palmares::test::newClub(scratch, var##Opened); \
    QVERIFY2(var, qPrintable(var##Opened.toString()))

/// Opens the existing club of `scratch` as `var`, or fails the test.
#define PALMARES_REOPENED(var, scratch)                                                                      \
    auto var##Opened = palmares::club::Club::open((scratch).location(), palmares::club::OpenMode::Existing); \
    QVERIFY2(var##Opened, qPrintable(var##Opened.status().toString()));                                      \
    auto var = std::move(*var##Opened)

/// Fails the test with the problems when a Status is not ok.
#define PALMARES_OK(expression)                                                             \
    do {                                                                                    \
        const palmares::club::Status palmaresStatus = palmares::test::statusOf(expression); \
        QVERIFY2(palmaresStatus.ok(), qPrintable(palmaresStatus.toString()));               \
    } while (false)

/// Records a match (creating unknown players) or fails the test.
#define PALMARES_RECORD(target, matchDraft)                                              \
    do {                                                                                 \
        const auto palmaresCode = (target).resultBook().recordMatch((matchDraft), true); \
        QVERIFY2(palmaresCode.ok(), qPrintable(palmaresCode.status().toString()));       \
    } while (false)

/// Fails the test when check() finds the cached ratings differ from a replay.
#define PALMARES_CHECKED(target)                                                   \
    do {                                                                           \
        const QString palmaresDifferences = palmares::test::checkProblems(target); \
        QVERIFY2(palmaresDifferences.isEmpty(), qPrintable(palmaresDifferences));  \
    } while (false)
