// palmares-cli as a person uses it (ARCHITECTURE.md, "Command line"): the real
// binary run with QProcess on clubs of each backend (an SQLite file, and a
// PostgreSQL database when the test server is there). Exit status 0 / 1 / 2,
// messages on stderr, --db and $PALMARES_DB, the three output formats, exact
// ratings, all-or-nothing imports (RATING_RULES.md §1), dry runs, the
// export → import round trip of the five rule sets, backup, rebuild and check.

#include "clitest.h"
#include "shards.h"
#include "testclubs.h"

#include <QCryptographicHash>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QUuid>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

using namespace palmares::test;

namespace {

// ------------------------------------------------------------ the club's games

struct GameDef {
    QString name;
    QString system;
    QStringList params; ///< KEY=VALUE given to game add
    bool integral = true;
};

const QList<GameDef>& games()
{
    static const QList<GameDef> all{
        {u("Tarot"), u("niveau"), us({"k0=40"}), false},
        {u("Échecs"), u("elo-provisional"), {}, true},
        {u("Bataille"), u("elo-dsc"), {}, true},
        {u("Scrabble"), u("fermi"), us({"max_gain=10"}), true},
        {u("Poker"), u("points"), {}, false},
    };
    return all;
}

const QStringList& people()
{
    // Accents, a comma and quotes: the CSV writer must quote, the table align.
    static const QStringList all = us({"Zoé", "Bruno", "Chloé", "Dupont, Jean", "Ann \"Ace\" Ray", "Émile", "Farid",
                                       "Gaëlle", "Hugo", "Inès", "Jules", "Karim"});
    return all;
}

const QStringList& csvColumns()
{
    static const QStringList all =
        us({"match", "date", "game", "player", "rank", "score", "team", "deals", "left", "morale", "morale_lost",
            "outcome", "army_points", "turns", "duration_min", "void", "army_list"});
    return all;
}

/// Army list names (elo-dsc, informational): quotes, commas and accents for
/// the writer to quote; the empty one is "not given".
const QStringList& armyLists()
{
    static const QStringList all =
        us({"Gaulois \"Arvernes\", 1500 pts", "Romains; légion XIII", "", "Éduens, \"alliés\"", "Nerviens"});
    return all;
}

// ------------------------------------------------------ a generated history

struct GenMatch {
    QString id;
    QDate day;
    int minutes = -1; ///< time of day; -1 = a date alone
    QString game;
    QList<QMap<QString, QString>> rows; ///< per participant: column → cell

    [[nodiscard]] QString date() const
    {
        QString d = day.toString(Qt::ISODate);
        if (minutes >= 0) {
            d += QStringLiteral("T%1:%2")
                     .arg(minutes / 60, 2, 10, QLatin1Char('0'))
                     .arg(minutes % 60, 2, 10, QLatin1Char('0'));
        }
        return d;
    }
};

QStringList pick(QRandomGenerator& gen, int n)
{
    QStringList pool = people();
    QStringList chosen;
    for (int i = 0; i < n; ++i) {
        chosen << pool.takeAt(static_cast<qsizetype>(gen.bounded(static_cast<quint32>(pool.size()))));
    }
    return chosen;
}

int roll(QRandomGenerator& gen, int below)
{
    return static_cast<int>(gen.bounded(static_cast<quint32>(below)));
}

/// Ranks of a duel: a win either way or (1 in 10) a draw.
QStringList duelRanks(QRandomGenerator& gen)
{
    const int r = roll(gen, 10);
    return r == 0 ? us({"1", "1"}) : r < 6 ? us({"1", "2"}) : us({"2", "1"});
}

/// `perGame` matches of each of the five games, in date order, seeded.
QList<GenMatch> generateHistory(quint32 seed, int perGame)
{
    QRandomGenerator gen(seed);
    QList<GenMatch> all;
    QDate day(2024, 1, 2);
    const QStringList prefix = us({"tarot", "echecs", "bataille", "scrabble", "poker"});
    for (int i = 0; i < perGame * 5; ++i) {
        day = day.addDays(roll(gen, 2));
        GenMatch m;
        const int kind = i % 5;
        m.game = games()[kind].name;
        m.id = QStringLiteral("%1-%2").arg(prefix[kind]).arg(i, 3, 10, QLatin1Char('0'));
        if (i == 9) {
            m.id = u("poker, finale \"A\""); // an identifier the CSV must quote
        }
        m.day = day;
        m.minutes = roll(gen, 2) == 0 ? -1 : 18 * 60 + 15 * roll(gen, 16);
        switch (kind) {
        case 0: { // niveau: 3 to 5 players, scores, deals, sometimes a leaver
            const QStringList who = pick(gen, 3 + roll(gen, 3));
            const QString deals = QString::number(1 + roll(gen, 24));
            const int leaver = roll(gen, 8) == 0 ? roll(gen, static_cast<int>(who.size())) : -1;
            for (int p = 0; p < who.size(); ++p) {
                m.rows.append({{u("player"), who[p]},
                               {u("score"), QString::number(roll(gen, 601) - 300)},
                               {u("deals"), deals},
                               {u("left"), p == leaver ? u("1") : QString()}});
            }
            break;
        }
        case 1: { // elo-provisional duels
            const QStringList who = pick(gen, 2);
            const QStringList ranks = duelRanks(gen);
            for (int p = 0; p < 2; ++p) {
                m.rows.append({{u("player"), who[p]}, {u("rank"), ranks[p]}});
            }
            break;
        }
        case 2: { // elo-dsc: morale or an outcome; eligibility data, some of it failing
            const QStringList who = pick(gen, 2);
            const bool byMorale = roll(gen, 2) == 0;
            const QString outcome = us({"E", "AT", "VP", "V", "VT"})[roll(gen, 5)];
            const QStringList ranks = outcome == u("E")   ? us({"1", "1"})
                                      : roll(gen, 2) == 0 ? us({"1", "2"})
                                                          : us({"2", "1"});
            const int eligibility = roll(gen, 10);
            for (int p = 0; p < 2; ++p) {
                QMap<QString, QString> row{{u("player"), who[p]}};
                if (byMorale) {
                    const int morale = 6 + roll(gen, 7);
                    row.insert(u("morale"), QString::number(morale));
                    row.insert(u("morale_lost"), QString::number(roll(gen, morale + 1)));
                } else {
                    row.insert(u("outcome"), outcome);
                    row.insert(u("rank"), ranks[p]);
                }
                // From the values drawn already: the rest of the history stays the same.
                row.insert(u("army_list"), armyLists()[(eligibility + 2 * p) % armyLists().size()]);
                if (eligibility < 6) {
                    row.insert(u("army_points"), eligibility == 0 && p == 1 ? u("1450") : u("1500"));
                    row.insert(u("turns"), eligibility == 1 && p == 1 ? u("5") : u("6"));
                    row.insert(u("duration_min"), eligibility == 2 ? u("120") : u("200"));
                }
                m.rows.append(row);
            }
            break;
        }
        case 3: { // fermi duels, a few void
            const QStringList who = pick(gen, 2);
            const QStringList ranks = duelRanks(gen);
            const QString isVoid = roll(gen, 12) == 0 ? u("1") : QString();
            for (int p = 0; p < 2; ++p) {
                m.rows.append({{u("player"), who[p]}, {u("rank"), ranks[p]}, {u("void"), isVoid}});
            }
            break;
        }
        default: { // points: 2 to 6 players, ranks with ties or scores
            const QStringList who = pick(gen, 2 + roll(gen, 5));
            const bool byScore = roll(gen, 2) == 0;
            QList<int> value;
            for (int p = 0; p < who.size(); ++p) {
                value << roll(gen, static_cast<int>(who.size()));
            }
            for (int p = 0; p < who.size(); ++p) {
                const auto better = std::count_if(value.cbegin(), value.cend(), [&](int v) { return v > value[p]; });
                m.rows.append({{u("player"), who[p]},
                               byScore ? std::pair{u("score"), QString::number(value[p] * 10)}
                                       : std::pair{u("rank"), QString::number(better + 1)},
                               {u("team"), p % 2 == 0 ? u("nord") : u("sud")}});
            }
            break;
        }
        }
        all.append(m);
    }
    return all;
}

QByteArray toCsv(const QList<GenMatch>& matches)
{
    QString out = csvColumns().join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const GenMatch& m : matches) {
        for (const auto& row : m.rows) {
            QStringList cells;
            for (const QString& c : csvColumns()) {
                const QString v = c == u("match")  ? m.id
                                  : c == u("date") ? m.date()
                                  : c == u("game") ? m.game
                                                   : row.value(c);
                cells << csvCell(v);
            }
            out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
        }
    }
    return out.toUtf8();
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QByteArray sha256(const QString& path)
{
    return QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha256).toHex();
}

// ------------------------------------------------------ reading the output

/// Reads an aligned text table: the header, a rule of dashes, then `rows`
/// data lines (lines after them, a summary, are not read). Every cell must
/// lie inside the column the rule draws and touch its left or right edge,
/// with only spaces between columns.
QList<QStringList> parseTable(const QString& text, qsizetype rows, QString& problem)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty()) {
        lines.removeLast();
    }
    if (lines.size() < rows + 2) {
        problem = QStringLiteral("the table has %1 lines, not header + rule + %2 rows").arg(lines.size()).arg(rows);
        return {};
    }
    const QString& rule = lines[1];
    QList<std::pair<qsizetype, qsizetype>> spans; // [begin, end) of each column
    for (qsizetype i = 0; i < rule.size();) {
        if (rule[i] == QLatin1Char('-')) {
            qsizetype j = i;
            while (j < rule.size() && rule[j] == QLatin1Char('-')) {
                ++j;
            }
            spans.append({i, j});
            i = j;
        } else if (rule[i] == QLatin1Char(' ')) {
            ++i;
        } else {
            problem = QStringLiteral("the rule line holds '%1'").arg(rule);
            return {};
        }
    }
    if (spans.isEmpty()) {
        problem = QStringLiteral("no rule line under the header");
        return {};
    }
    QList<QStringList> table;
    for (qsizetype l = 0; l < rows + 2; ++l) {
        if (l == 1) {
            continue;
        }
        const QString& line = lines[l];
        if (line.size() > spans.last().second) {
            problem = QStringLiteral("line %1 is wider than the table: '%2'").arg(l + 1).arg(line);
            return {};
        }
        QStringList cells;
        for (qsizetype k = 0; k < spans.size(); ++k) {
            const auto [begin, end] = spans[k];
            const qsizetype gapStart = k == 0 ? 0 : spans[k - 1].second;
            if (!line.mid(gapStart, begin - gapStart).trimmed().isEmpty()) {
                problem = QStringLiteral("line %1: text between columns %2 and %3: '%4'")
                              .arg(l + 1)
                              .arg(k)
                              .arg(k + 1)
                              .arg(line);
                return {};
            }
            const QString raw = line.mid(begin, end - begin).leftJustified(end - begin);
            const QString cell = raw.trimmed();
            if (!cell.isEmpty() && raw.front() == QLatin1Char(' ') && raw.back() == QLatin1Char(' ')) {
                problem = QStringLiteral("line %1, column %2: '%3' is aligned to neither edge: '%4'")
                              .arg(l + 1)
                              .arg(k + 1)
                              .arg(cell, line);
                return {};
            }
            cells << cell;
        }
        table << cells;
    }
    return table;
}

/// The JSON listing against the CSV one: the same rows, keys and values.
QString compareJson(const QByteArray& json, const QList<QStringList>& csv)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError) {
        return QStringLiteral("the JSON does not parse: %1").arg(error.errorString());
    }
    if (!doc.isArray()) {
        return QStringLiteral("the JSON is not an array");
    }
    const QJsonArray rows = doc.array();
    const QStringList& header = csv.first();
    if (rows.size() != csv.size() - 1) {
        return QStringLiteral("JSON has %1 rows, CSV %2").arg(rows.size()).arg(csv.size() - 1);
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject o = rows[i].toObject();
        if (o.size() != header.size()) {
            return QStringLiteral("JSON row %1 has keys %2, CSV columns %3")
                .arg(i + 1)
                .arg(o.keys().join(QLatin1Char(',')), header.join(QLatin1Char(',')));
        }
        for (qsizetype c = 0; c < header.size(); ++c) {
            const QJsonValue v = o.value(header[c]);
            const QString& text = csv[i + 1][c];
            bool same = false;
            if (v.isBool()) {
                same = text == (v.toBool() ? u("true") : u("false"));
            } else if (v.isDouble()) {
                bool ok = false;
                same = text.toDouble(&ok) == v.toDouble() && ok;
            } else if (v.isString()) {
                same = v.toString() == text;
            } else if (v.isNull()) {
                same = text.isEmpty();
            }
            if (!same) {
                return QStringLiteral("row %1, %2: JSON %3, CSV '%4'")
                    .arg(i + 1)
                    .arg(header[c], QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)),
                         text);
            }
        }
    }
    return {};
}

/// The text table against the CSV: the same header and cells; a provisional
/// rating is shown with a '~' before it.
QString compareTable(const QList<QStringList>& table, const QList<QStringList>& csv)
{
    if (table.size() != csv.size()) {
        return QStringLiteral("table has %1 lines, CSV %2").arg(table.size()).arg(csv.size());
    }
    const QStringList& header = csv.first();
    const qsizetype rating = header.indexOf(u("rating"));
    const qsizetype provisional = header.indexOf(u("provisional"));
    for (qsizetype r = 0; r < csv.size(); ++r) {
        if (table[r].size() != csv[r].size()) {
            return QStringLiteral("line %1 has %2 columns in the table, %3 in CSV")
                .arg(r + 1)
                .arg(table[r].size())
                .arg(csv[r].size());
        }
        for (qsizetype c = 0; c < csv[r].size(); ++c) {
            const QString& t = table[r][c];
            const QString& v = csv[r][c];
            const bool tilde = r > 0 && c == rating && provisional >= 0 && csv[r][provisional] == u("true");
            if (t != (tilde ? QLatin1Char('~') + v : v)) {
                return QStringLiteral("line %1, column %2: table '%3', CSV '%4'").arg(r + 1).arg(header[c], t, v);
            }
        }
    }
    return {};
}

/// Runs a listing in the three formats and checks they agree; returns the
/// CSV records (header first). A table may have lines after its rows (the
/// Hall of Fame's summary); explain's "table" is prose (`checkTable` false).
struct Listing {
    QList<QStringList> csv;
    QByteArray json;
    QString problem;
};

Listing listing(const QString& db, const QStringList& args, bool checkTable = true)
{
    Listing l;
    const auto run = [&](const QString& format) {
        const QStringList all = QStringList{QStringLiteral("--format"), format} + args;
        const CliRun r = inClub(db, all);
        if (r.code != 0 || !r.err.isEmpty()) {
            l.problem = describe(QStringList{QStringLiteral("--db"), db} + all, r);
        }
        return r;
    };
    const CliRun csv = run(u("csv"));
    const CliRun json = run(u("json"));
    const CliRun table = run(u("table"));
    if (!l.problem.isEmpty()) {
        return l;
    }
    QString problem;
    l.csv = parseCsv(csv.outText(), problem);
    if (!problem.isEmpty() || l.csv.isEmpty()) {
        l.problem = QStringLiteral("the CSV of %1 does not parse (%2):\n%3")
                        .arg(args.join(QLatin1Char(' ')), problem, csv.outText());
        return l;
    }
    l.json = json.out;
    if (const QString p = compareJson(json.out, l.csv); !p.isEmpty()) {
        l.problem = QStringLiteral("%1 --format json: %2").arg(args.join(QLatin1Char(' ')), p);
        return l;
    }
    if (checkTable) {
        const QList<QStringList> cells = parseTable(table.outText(), l.csv.size() - 1, problem);
        if (!problem.isEmpty()) {
            l.problem =
                QStringLiteral("%1 --format table: %2\n%3").arg(args.join(QLatin1Char(' ')), problem, table.outText());
            return l;
        }
        if (const QString p = compareTable(cells, l.csv); !p.isEmpty()) {
            l.problem = QStringLiteral("%1 --format table: %2").arg(args.join(QLatin1Char(' ')), p);
        }
    }
    return l;
}

/// A connection of the test's own to the club, to count what is stored.
class Peek
{
public:
    explicit Peek(const QString& location, bool write = false)
        : m_name(QStringLiteral("peek-") + QUuid::createUuid().toString(QUuid::Id128))
    {
        QSqlDatabase db;
        if (location.startsWith(u("postgresql://"))) {
            const QUrl url(location);
            db = QSqlDatabase::addDatabase(u("QPSQL"), m_name);
            db.setHostName(url.host());
            db.setPort(url.port(5432));
            db.setDatabaseName(url.path().mid(1));
            db.setUserName(url.userName());
        } else {
            db = QSqlDatabase::addDatabase(u("QSQLITE"), m_name);
            db.setDatabaseName(location);
            if (!write) {
                db.setConnectOptions(u("QSQLITE_OPEN_READONLY"));
            }
        }
        if (!db.open()) {
            m_error = db.lastError().text();
        }
    }
    ~Peek()
    {
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }
    Peek(const Peek&) = delete;
    Peek& operator=(const Peek&) = delete;
    Peek(Peek&&) = delete;
    Peek& operator=(Peek&&) = delete;

    /// The single value of `sql`, as text; "error: …" when it fails.
    QString value(const QString& sql) { return dump(sql).section(QLatin1Char('\n'), 0, 0); }

    /// Runs a statement that changes the club behind the CLI's back.
    bool exec(const QString& sql)
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        return m_error.isEmpty() && q.exec(sql);
    }

    /// Every row of `sql`, its values joined by '|', one row a line.
    QString dump(const QString& sql)
    {
        if (!m_error.isEmpty()) {
            return QStringLiteral("error: ") + m_error;
        }
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        if (!q.exec(sql)) {
            return QStringLiteral("error: ") + q.lastError().text();
        }
        QString out;
        while (q.next()) {
            QStringList values;
            for (int i = 0; i < q.record().count(); ++i) {
                values << q.value(i).toString();
            }
            out += values.join(QLatin1Char('|')) + QLatin1Char('\n');
        }
        return out;
    }

private:
    QString m_name;
    QString m_error;
};

/// What a failed command must not have changed, read straight from the
/// club: every match and participant, the players, games, cached standings
/// and the row counts (the audit trail too, unless `withAudit` is false).
QString fingerprint(const QString& db, bool withAudit = true)
{
    Peek peek(db);
    QString all;
    for (const char* sql :
         {"SELECT code, game_id, played_at, deals, duration_min, outcome, is_void, unrated_reason, version "
          "FROM match ORDER BY code",
          "SELECT m.code, p.pos, p.player_id, p.rank, p.score, p.team, p.left_early, p.morale, p.morale_lost, "
          "p.army_points, p.turns, p.army_list FROM participant p JOIN match m ON m.id = p.match_id "
          "ORDER BY m.code, p.pos",
          "SELECT id, name, household, active FROM player ORDER BY name",
          "SELECT id, name, system, params FROM game ORDER BY name",
          "SELECT game_id, player_id, rating, games, wins, draws, losses, last_played FROM standing "
          "ORDER BY game_id, player_id",
          "SELECT COUNT(*), SUM(LENGTH(records)) FROM rating_record"}) {
        all += peek.dump(u(sql)) + QLatin1Char('\n');
    }
    if (withAudit) {
        all += u("audit ") + peek.value(u("SELECT COUNT(*) FROM audit"));
    }
    return all;
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void usageErrors_data();
    void usageErrors();
    void userErrors_data();
    void userErrors();
    void missingClub_data();
    void missingClub();
    void foreignFiles();
    void successIsQuiet_data();
    void successIsQuiet();
    void dbOption_data();
    void dbOption();

    void standingsFormats_data();
    void standingsFormats();
    void hallOfFameFormats_data();
    void hallOfFameFormats();
    void otherListings_data();
    void otherListings();
    void historyDecimals_data();
    void historyDecimals();
    void standingsAt_data();
    void standingsAt();

    void importErrors_data();
    void importErrors();
    void importBattleValuesRefused_data();
    void importBattleValuesRefused();
    void importWindows1252File();
    void importErrorsCapped_data();
    void importErrorsCapped();
    void duplicateIdentifier_data();
    void duplicateIdentifier();
    void dryRun_data();
    void dryRun();
    void roundTrip_data();
    void roundTrip();

    void gameSetRerates_data();
    void gameSetRerates();
    void gameRenameAndRemove_data();
    void gameRenameAndRemove();
    void rebuildThenCheck_data();
    void rebuildThenCheck();
    void checkFindsStaleRatings_data();
    void checkFindsStaleRatings();
    void backupThenCheck();
    void restoreCommand();
    void restoreRefuses_data();
    void restoreRefuses();
    void importBackupFailureWarns();

    void reportFiles_data();
    void reportFiles();
    void reportInFrench();
    // glicko2, openskill and the backtest (RATING_RULES.md §7)
    void newRuleSets_data();
    void newRuleSets();
    void backtest_data();
    void backtest();
    void backtestErrors_data();
    void backtestErrors();

private:
    /// One club per backend with the generated history, built once and only
    /// read by the tests that use it.
    struct Fixture {
        std::unique_ptr<ScratchClub> club;
        QString problem;                           ///< why it could not be built
        QMap<QString, QByteArray> standingsAfterA; ///< game → standings CSV with file A alone
        QByteArray hallOfFameAfterA;
        [[nodiscard]] QString db() const { return club->location(); }
    };

    static void addBackendColumn();
    /// init and the five games; the problem, or an empty string.
    static QString setUpClub(const QString& db);
    QString buildFixture(Fixture& f);
    const Fixture* fixture(const QString& backend) const;
    [[nodiscard]] QString path(const QString& name) const { return m_files.filePath(name); }

    QTemporaryDir m_files;
    QList<GenMatch> m_history;
    QDate m_cut; ///< file A holds the matches up to this day, file B the later ones
    QString m_fileA;
    QString m_fileB;
    QString m_someMatch; ///< an identifier of file A
    std::map<QString, std::unique_ptr<Fixture>> m_fixtures;
    std::map<QString, std::unique_ptr<ScratchClub>> m_errorClubs; ///< for userErrors
    std::map<QString, QString> m_errorFingerprints;
};

#define FIXTURE(var, backend)                          \
    const Fixture* var = fixture(backend);             \
    QVERIFY2(var != nullptr && var->problem.isEmpty(), \
             qPrintable(var == nullptr ? QStringLiteral("no fixture") : var->problem))

void TestCli::addBackendColumn()
{
    QTest::addColumn<QString>("backend");
}

QString TestCli::setUpClub(const QString& db)
{
    // The generated history is of 2024: today every player would be dormant
    // (unlisted). These tests are about the commands and their formats, so
    // the club never sets players aside (tst_dormancy and dormantPlayers do).
    QList<QStringList> commands{us({"init", "--name", "Club d'essai"}),
                                us({"club", "set", "--dormant-after", "never"})};
    for (const GameDef& g : games()) {
        QStringList add{u("game"), u("add"), g.name, u("--system"), g.system};
        for (const QString& p : g.params) {
            add << u("--param") << p;
        }
        commands << add;
    }
    for (const QStringList& c : std::as_const(commands)) {
        const CliRun r = inClub(db, c);
        if (r.code != 0 || !r.err.isEmpty()) {
            return describe(QStringList{QStringLiteral("--db"), db} + c, r);
        }
    }
    return {};
}

QString TestCli::buildFixture(Fixture& f)
{
    if (!f.club->error().isEmpty()) {
        return f.club->error();
    }
    if (QString p = setUpClub(f.db()); !p.isEmpty()) {
        return p;
    }
    const auto run = [&](const QStringList& args, QByteArray* out) {
        const CliRun r = inClub(f.db(), args);
        if (out != nullptr) {
            *out = r.out;
        }
        return r.code == 0 && r.err.isEmpty() ? QString() : describe(QStringList{u("--db"), f.db()} + args, r);
    };
    if (QString p = run({u("import"), m_fileA}, nullptr); !p.isEmpty()) {
        return p;
    }
    for (const GameDef& g : games()) {
        if (QString p = run({u("--format"), u("csv"), u("standings"), u("--game"), g.name}, &f.standingsAfterA[g.name]);
            !p.isEmpty()) {
            return p;
        }
    }
    if (QString p = run(us({"--format", "csv", "hall-of-fame"}), &f.hallOfFameAfterA); !p.isEmpty()) {
        return p;
    }
    return run({u("import"), m_fileB}, nullptr);
}

const TestCli::Fixture* TestCli::fixture(const QString& backend) const
{
    const auto it = m_fixtures.find(backend);
    return it == m_fixtures.end() ? nullptr : it->second.get();
}

void TestCli::initTestCase()
{
    QVERIFY2(QFileInfo(cliPath()).isExecutable(), qPrintable(cliPath()));
    QVERIFY(m_files.isValid());
    const quint32 seed = qEnvironmentVariableIsSet("PALMARES_TEST_SEED")
                             ? static_cast<quint32>(qEnvironmentVariableIntValue("PALMARES_TEST_SEED"))
                             : 20240611u;
    qInfo("history seed %u (set PALMARES_TEST_SEED to change it); backends: %s", seed,
          qPrintable(backends().join(QStringLiteral(", "))));
    m_history = generateHistory(seed, 40);
    m_cut = m_history[m_history.size() / 2].day;
    QList<GenMatch> a;
    QList<GenMatch> b;
    for (const GenMatch& m : std::as_const(m_history)) {
        (m.day <= m_cut ? a : b).append(m);
    }
    QVERIFY(!a.isEmpty() && !b.isEmpty());
    m_someMatch = a.first().id;
    m_fileA = path(u("a.csv"));
    m_fileB = path(u("b.csv"));
    QVERIFY(writeFile(m_fileA, toCsv(a)));
    QVERIFY(writeFile(m_fileB, toCsv(b)));
    for (const QString& backend : backends()) {
        auto f = std::make_unique<Fixture>();
        f->club = std::make_unique<ScratchClub>(backend);
        f->problem = buildFixture(*f);
        m_fixtures[backend] = std::move(f);
    }
}

// ------------------------------------------------------------ exit status 2

void TestCli::usageErrors_data()
{
    addBackendColumn();
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("named"); ///< what stderr must name

    for (const QString& backend : backends()) {
        const auto row = [&](const char* name, const QStringList& args, const char* named) {
            QTest::addRow("%s: %s", qPrintable(backend), name) << backend << args << u(named);
        };
        row("unknown command", us({"frobnicate"}), "frobnicate");
        row("no command", {}, "command");
        row("standings without --game", us({"standings"}), "--game");
        row("standings with an empty --game", us({"standings", "--game", ""}), "--game");
        row("history without --player", us({"history"}), "--player");
        row("explain without --match", us({"explain"}), "--match");
        row("bad --format", us({"--format", "xml", "standings", "--game", "Tarot"}), "xml");
        row("--format twice", us({"--format", "csv", "--format", "json", "game", "list"}), "--format");
        row("--at: month 13", us({"standings", "--game", "Tarot", "--at", "2024-13-01"}), "2024-13-01");
        row("--at: 30 February", us({"standings", "--game", "Tarot", "--at", "2024-02-30"}), "2024-02-30");
        row("--at: slashes", us({"standings", "--game", "Tarot", "--at", "2024/01/31"}), "2024/01/31");
        row("--at: no leading zero", us({"standings", "--game", "Tarot", "--at", "2024-1-31"}), "2024-1-31");
        row("--at: with a time", us({"standings", "--game", "Tarot", "--at", "2024-01-31T10:00"}), "--at");
        row("--from: a word", us({"hall-of-fame", "--from", "yesterday"}), "yesterday");
        row("--to: a day alone", us({"hall-of-fame", "--to", "31"}), "--to");
        row("--at without a value", us({"standings", "--game", "Tarot", "--at"}), "--at");
        row("game add without --system", us({"game", "add", "Go"}), "--system");
        row("game add: unknown system", us({"game", "add", "Go", "--system", "glicko"}), "glicko");
        row("game set without --param", us({"game", "set", "Tarot"}), "--param");
        row("--param not KEY=VALUE", us({"game", "set", "Tarot", "--param", "k0"}), "k0");
        row("unknown game command", us({"game", "delete", "Tarot"}), "delete");
        row("unknown player command", us({"player", "delete", "Zoé"}), "delete");
        row("player rename with one name", us({"player", "rename", "Zoé"}), "new name");
        row("unexpected argument", us({"game", "list", "extra"}), "extra");
        row("unknown option", us({"player", "list", "--verbose"}), "--verbose");
        row("import without a file", us({"import"}), "CSV");
        row("backup without a file", us({"backup"}), "backup");
        row("restore without a backup", us({"restore"}), "backup to restore");
        row("restore: two backups", us({"restore", "a.palmares", "b.palmares"}), "b.palmares");
        row("report without a sheet", us({"report", "--format", "pdf", "--out", "/tmp/x.pdf"}), "--game");
        row("report without --out", us({"report", "--game", "Tarot", "--format", "pdf"}), "--out");
        row("report without --format", us({"report", "--game", "Tarot", "--out", "/tmp/x.pdf"}), "--format");
        row("report: --format json", us({"report", "--game", "Tarot", "--format", "json", "--out", "/tmp/x"}), "json");
        row("report: two sheets", us({"report", "--bulletin", "--hall-of-fame", "--format", "pdf", "--out", "x"}),
            "one of");
        row("report: --at with --hall-of-fame",
            us({"report", "--hall-of-fame", "--at", "2024-01-31", "--format", "pdf", "--out", "x"}), "--at");
        row("report: --from with standings",
            us({"report", "--game", "Tarot", "--from", "2024-01-31", "--format", "pdf", "--out", "x"}), "--from");
        row("report: --game with --bulletin",
            us({"report", "--bulletin", "--game", "Tarot", "--format", "pdf", "--out", "x"}), "--game");
        row("report: a bad date", us({"report", "--bulletin", "--at", "2024-13-01", "--format", "pdf", "--out", "x"}),
            "2024-13-01");
    }
}

void TestCli::usageErrors()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, args);
    QFETCH(QString, named);
    FIXTURE(f, backend);
    const CliRun r = inClub(f->db(), args);
    const QString what = describe(QStringList{u("--db"), f->db()} + args, r);
    QVERIFY2(r.code == 2, qPrintable(what));
    QVERIFY2(r.out.isEmpty(), qPrintable(what));
    QVERIFY2(r.errText().contains(named), qPrintable(what));
}

// ------------------------------------------------------------ exit status 1

void TestCli::userErrors_data()
{
    addBackendColumn();
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("named");

    for (const QString& backend : backends()) {
        const auto row = [&](const char* name, const QStringList& args, const QString& named) {
            QTest::addRow("%s: %s", qPrintable(backend), name) << backend << args << named;
        };
        row("standings of an unknown game", us({"standings", "--game", "Go"}), u("Go"));
        row("hall of fame of an unknown game", us({"hall-of-fame", "--game", "Go"}), u("Go"));
        row("history in an unknown game", us({"history", "--player", "Zoé", "--game", "Go"}), u("Go"));
        row("game set of an unknown game", us({"game", "set", "Go", "--param", "k=1"}), u("Go"));
        row("game params of an unknown game", us({"game", "params", "Go"}), u("Go"));
        row("unknown parameter", us({"game", "set", "Tarot", "--param", "nosuch=1"}), u("nosuch"));
        row("parameter value not a number", us({"game", "set", "Tarot", "--param", "k0=abc"}), u("k0"));
        row("game add: unknown parameter", us({"game", "add", "Go", "--system", "fermi", "--param", "kk=1"}), u("kk"));
        row("game added twice", us({"game", "add", "Tarot", "--system", "niveau"}), u("Tarot"));
        row("history of an unknown player", us({"history", "--player", "Nobody"}), u("Nobody"));
        row("rename an unknown player", us({"player", "rename", "Nobody", "Somebody"}), u("Nobody"));
        row("rename onto another player", us({"player", "rename", "Zoé", "Bruno"}), u("Bruno"));
        row("merge an unknown player", us({"player", "merge", "Nobody", "Zoé"}), u("Nobody"));
        row("merge into an unknown player", us({"player", "merge", "Zoé", "Nobody"}), u("Nobody"));
        row("player added twice", us({"player", "add", "Zoé"}), u("Zoé"));
        row("explain an unknown match", us({"explain", "--match", "no-such-match"}), u("no-such-match"));
        row("import a file that is not there", us({"import", "/nonexistent/results.csv"}),
            u("/nonexistent/results.csv"));
        row("export into a folder that is not there", us({"export-results", "/nonexistent/out.csv"}),
            u("/nonexistent/out.csv"));
        row("init an existing club", us({"init", "--name", "Autre"}), u("already"));
        row("hall of fame from after to", us({"hall-of-fame", "--from", "2024-05-01", "--to", "2024-04-01"}),
            u("date"));
        row("report of an unknown game",
            us({"report", "--game", "Go", "--format", "pdf", "--out", "/tmp/palmares-never-written.pdf"}), u("Go"));
        row("report of an unknown match",
            us({"report", "--match", "no-such-match", "--format", "html", "--out", "/tmp/palmares-never-written.html"}),
            u("no-such-match"));
        row("report into a folder that is not there",
            us({"report", "--hall-of-fame", "--format", "csv", "--out", "/nonexistent/sheet.csv"}),
            u("/nonexistent/sheet.csv"));
        row("report: bulletin from after to",
            us({"report", "--bulletin", "--from", "2024-05-01", "--to", "2024-04-01", "--format", "pdf", "--out",
                "/tmp/palmares-never-written.pdf"}),
            u("date"));
        if (backend == u("postgresql")) {
            row("backup of a PostgreSQL club", us({"backup", "/tmp/palmares-never-written.palmares"}), u("pg_dump"));
            row("restore of a PostgreSQL club", us({"restore", "--list"}), u("pg_dump"));
        } else {
            row("restore of a backup that is not there", us({"restore", "no-such-backup.palmares"}),
                u("no-such-backup.palmares"));
        }
    }
}

void TestCli::userErrors()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, args);
    QFETCH(QString, named);
    // A club apart from the fixture: a command that wrongly writes fails its
    // own row without spoiling the tests that compare the fixture's output.
    auto& club = m_errorClubs[backend];
    QString& before = m_errorFingerprints[backend]; // what the club holds before this row
    if (!club) {
        club = std::make_unique<ScratchClub>(backend);
        QVERIFY2(club->error().isEmpty(), qPrintable(club->error()));
        const QString p = setUpClub(club->location());
        QVERIFY2(p.isEmpty(), qPrintable(p));
        CLI_OK(import, club->location(), (QStringList{u("import"), m_fileA}));
        before = fingerprint(club->location());
    }
    const QString db = club->location();
    const CliRun r = inClub(db, args);
    const QString what = describe(QStringList{u("--db"), db} + args, r);
    QVERIFY2(r.code == 1, qPrintable(what));
    QVERIFY2(r.out.isEmpty(), qPrintable(what));
    QVERIFY2(r.errText().contains(named), qPrintable(what));
    QVERIFY2(r.errText().startsWith(u("palmares-cli: ")), qPrintable(what));
    const QString after = fingerprint(db);
    const bool unchanged = after == before;
    before = after; // the next row starts from what is there now
    QVERIFY2(unchanged, "the failed command changed the club");
    QVERIFY(!QFile::exists(u("/tmp/palmares-never-written.palmares")));
    QVERIFY(!QFile::exists(u("/tmp/palmares-never-written.pdf")));
    QVERIFY(!QFile::exists(u("/tmp/palmares-never-written.html")));
}

void TestCli::missingClub_data()
{
    addBackendColumn();
    QTest::addColumn<QStringList>("args");
    for (const QString& backend : backends()) {
        const auto row = [&](const char* name, const QStringList& args) {
            QTest::addRow("%s: %s", qPrintable(backend), name) << backend << args;
        };
        row("game list", us({"game", "list"}));
        row("player add", us({"player", "add", "Zoé"}));
        row("standings", us({"standings", "--game", "Tarot"}));
        row("hall-of-fame", us({"hall-of-fame"}));
        row("history", us({"history", "--player", "Zoé"}));
        row("export-results", us({"export-results", "-"}));
        row("import", QStringList{u("import"), m_fileA});
        row("rebuild", us({"rebuild"}));
        row("check", us({"check"}));
    }
}

void TestCli::missingClub()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, args);
    QString db;
    QString named;
    if (backend == u("sqlite")) {
        db = path(u("nowhere.palmares"));
        named = db;
    } else {
        QUrl url(postgresqlServer());
        named = u("palmares_missing_") + QUuid::createUuid().toString(QUuid::Id128).left(12);
        url.setPath(QLatin1Char('/') + named);
        db = url.toString();
    }
    const CliRun r = inClub(db, args);
    const QString what = describe(QStringList{u("--db"), db} + args, r);
    QVERIFY2(r.code == 1, qPrintable(what));
    QVERIFY2(r.errText().contains(named), qPrintable(what));
    QVERIFY2(r.out.isEmpty(), qPrintable(what));
    if (backend == u("sqlite")) {
        QVERIFY2(!QFile::exists(db), "a command other than init created the club file");
        // init in a folder that does not exist: a user error naming the file.
        const QString deep = path(u("no/such/folder/club.palmares"));
        const CliRun init = inClub(deep, us({"init"}));
        QVERIFY2(init.code == 1 && init.errText().contains(deep), qPrintable(describe(us({"init"}), init)));
    }
}

void TestCli::foreignFiles()
{
    // Files that are not clubs: refused with a message naming them, and left
    // exactly as they were, whatever the command (init included).
    const QString text = path(u("notes.txt"));
    QVERIFY(writeFile(text, "match,date\nnot a club\n"));
    const QString other = path(u("other.sqlite"));
    {
        const QString name = u("foreign");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u("QSQLITE"), name);
            db.setDatabaseName(other);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)")));
            QVERIFY(q.exec(u("INSERT INTO invoices (amount) VALUES (12.5)")));
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    const QString folder = path(u("a-folder"));
    QVERIFY(QDir().mkpath(folder));
    const QString empty = path(u("empty.palmares"));
    QVERIFY(writeFile(empty, QByteArray()));

    const QList<QStringList> commands{us({"game", "list"}), us({"init"}),    QStringList{u("import"), m_fileA},
                                      us({"check"}),        us({"rebuild"}), us({"standings", "--game", "Tarot"})};
    for (const QString& file : {text, other, folder}) {
        const QByteArray before = QFileInfo(file).isFile() ? sha256(file) : QByteArray();
        for (const QStringList& c : commands) {
            const CliRun r = inClub(file, c);
            const QString what = describe(QStringList{u("--db"), file} + c, r);
            QVERIFY2(r.code == 1, qPrintable(what));
            QVERIFY2(r.errText().contains(file), qPrintable(what));
            if (QFileInfo(file).isFile()) {
                QVERIFY2(sha256(file) == before, qPrintable(u("changed by: ") + what));
            }
        }
    }
    // An empty file holds no club: refused untouched, except by init, which
    // makes the club in it.
    for (const QStringList& c : commands) {
        if (c.first() == u("init")) {
            continue;
        }
        const CliRun r = inClub(empty, c);
        const QString what = describe(QStringList{u("--db"), empty} + c, r);
        QVERIFY2(r.code == 1 && r.errText().contains(empty), qPrintable(what));
        QVERIFY2(QFileInfo(empty).size() == 0, qPrintable(u("written by: ") + what));
    }
    CLI_OK(init, empty, us({"init"}));
    CLI_OK(listed, empty, us({"game", "list"}));

    // No journal left beside them either.
    QCOMPARE(QDir(m_files.path()).entryList({u("notes.txt*"), u("other.sqlite*")}, QDir::Files),
             us({"notes.txt", "other.sqlite"}));
}

// ------------------------------------------------------------ exit status 0

void TestCli::successIsQuiet_data()
{
    addBackendColumn();
    for (const QString& backend : backends()) {
        QTest::newRow(qPrintable(backend)) << backend;
    }
}

void TestCli::successIsQuiet()
{
    // Every command once, each succeeding with nothing on stderr.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));

    CLI_OK(help, db, us({"--help"}));
    QVERIFY(help.outText().contains(u("Usage:")));
    CLI_OK(version, db, us({"--version"}));
    CLI_OK(gameList, db, us({"game", "list"}));
    QVERIFY2(gameList.outText().contains(u("max_gain=10")), qPrintable(gameList.outText()));
    CLI_OK(params, db, us({"game", "params", "Tarot"}));
    QVERIFY(params.outText().contains(u("k0")));
    CLI_OK(set, db, us({"game", "set", "Tarot", "--param", "k0=45", "--param", "clamp=300"}));
    CLI_OK(gameList2, db, us({"--format", "csv", "game", "list"}));
    QVERIFY2(gameList2.outText().contains(u("clamp=300;k0=45")), qPrintable(gameList2.outText()));
    CLI_OK(add, db, us({"player", "add", "Zoé", "--household", "Maison A"}));
    CLI_OK(add2, db, us({"player", "add", "Nina"}));
    CLI_OK(import, db, (QStringList{u("import"), m_fileA}));
    QVERIFY(import.outText().contains(u("Imported")));
    CLI_OK(players, db, us({"--format", "csv", "player", "list"}));
    QVERIFY2(players.outText().contains(u("Zoé,Maison A,true")), qPrintable(players.outText()));
    // (The listings in each format are the tests below; here one of each.)
    CLI_OK(standings, db, us({"standings", "--game", "Tarot", "--at", "2024-02-01"}));
    QVERIFY2(standings.outText().count(QLatin1Char('\n')) > 3, qPrintable(standings.outText()));
    CLI_OK(hof, db, us({"hall-of-fame", "--from", "2024-01-01", "--to", "2024-12-31"}));
    CLI_OK(history, db, us({"history", "--player", "Zoé", "--game", "Tarot"}));
    CLI_OK(explain, db, (QStringList{u("explain"), u("--match"), m_someMatch}));
    QVERIFY(!explain.out.isEmpty());
    CLI_OK(explain2, db, us({"explain", "--match", "poker, finale \"A\""}));
    CLI_OK(exportFile, db, (QStringList{u("export-results"), path(backend + u("-export.csv"))}));
    CLI_OK(exportOut, db, us({"export-results", "-"}));
    QCOMPARE(exportOut.out, readFile(path(backend + u("-export.csv"))));

    // rename: the history follows the new name; the old one is gone.
    CLI_OK(rename, db, us({"player", "rename", "Bruno", "Bruno B."}));
    CLI_OK(renamed, db, us({"--format", "csv", "history", "--player", "Bruno B."}));
    QVERIFY(renamed.outText().count(QLatin1Char('\n')) > 1);
    QCOMPARE(inClub(db, us({"history", "--player", "Bruno"})).code, 1);

    // merge: the results of an alias move to the player kept.
    const QString alias = path(u("alias.csv"));
    QVERIFY(writeFile(alias, "match,date,game,player,rank\n"
                             "alias-1,2024-12-30,\xC3\x89"
                             "checs,Alias,1\n"
                             "alias-1,2024-12-30,\xC3\x89"
                             "checs,Nina,2\n"));
    CLI_OK(importAlias, db, (QStringList{u("import"), alias}));
    CLI_OK(merge, db, us({"player", "merge", "Alias", "Zoé"}));
    CLI_OK(merged, db, us({"--format", "csv", "history", "--player", "Zoé", "--game", "Échecs"}));
    QVERIFY2(merged.outText().contains(u("alias-1")), qPrintable(merged.outText()));
    QCOMPARE(inClub(db, us({"history", "--player", "Alias"})).code, 1);

    CLI_OK(rebuild, db, us({"rebuild"}));
    CLI_OK(check, db, us({"check"}));
    if (backend == u("sqlite")) {
        CLI_OK(backup, db, (QStringList{u("backup"), path(u("quiet-backup.palmares"))}));
    }
}

void TestCli::dbOption_data()
{
    successIsQuiet_data();
}

void TestCli::dbOption()
{
    QFETCH(QString, backend);
    FIXTURE(f, backend);
    const QString missing = path(u("missing-from-env.palmares"));
    const auto withDb = [](const QString& value) {
        QProcessEnvironment env = cliEnvironment();
        env.insert(u("PALMARES_DB"), value);
        return env;
    };
    // $PALMARES_DB alone.
    CliRun r = runCli(us({"game", "list"}), withDb(f->db()));
    QVERIFY2(r.code == 0 && r.err.isEmpty() && r.outText().contains(u("Scrabble")),
             qPrintable(describe(us({"game", "list"}), r)));
    // --db wins over $PALMARES_DB.
    r = runCli(QStringList{u("--db"), f->db(), u("game"), u("list")}, withDb(missing));
    QVERIFY2(r.code == 0 && r.err.isEmpty() && r.outText().contains(u("Scrabble")),
             qPrintable(describe(us({"--db", "…", "game", "list"}), r)));
    // --db=VALUE, after the command.
    r = runCli(QStringList{u("game"), u("list"), u("--db=") + f->db()});
    QVERIFY2(r.code == 0 && r.err.isEmpty() && r.outText().contains(u("Scrabble")),
             qPrintable(describe(us({"game", "list", "--db=…"}), r)));
    // Neither: a usage error that says how to give the club.
    r = runCli(us({"game", "list"}));
    QVERIFY2(r.code == 2 && r.errText().contains(u("PALMARES_DB")), qPrintable(describe(us({"game", "list"}), r)));
    // $PALMARES_DB naming no club: a user error naming it, nothing created.
    r = runCli(us({"game", "list"}), withDb(missing));
    QVERIFY2(r.code == 1 && r.errText().contains(missing), qPrintable(describe(us({"game", "list"}), r)));
    QVERIFY(!QFile::exists(missing));
}

// ------------------------------------------------------------ listings

void TestCli::standingsFormats_data()
{
    addBackendColumn();
    QTest::addColumn<QString>("game");
    QTest::addColumn<bool>("integral");
    for (const QString& backend : backends()) {
        for (const GameDef& g : games()) {
            QTest::addRow("%s: %s", qPrintable(backend), qPrintable(g.system)) << backend << g.name << g.integral;
        }
    }
}

void TestCli::standingsFormats()
{
    QFETCH(QString, backend);
    QFETCH(QString, game);
    QFETCH(bool, integral);
    FIXTURE(f, backend);
    const Listing l = listing(f->db(), {u("standings"), u("--game"), game});
    QVERIFY2(l.problem.isEmpty(), qPrintable(l.problem));
    const QStringList expected = us({"rank", "player", "rating", "games", "category", "provisional"});
    QCOMPARE(l.csv.first().mid(0, expected.size()), expected);
    QVERIFY2(l.csv.size() > 5, "the generated history gives every game several players");
    // The table is the default format.
    const CliRun byDefault = inClub(f->db(), {u("standings"), u("--game"), game});
    const CliRun table = inClub(f->db(), {u("--format"), u("table"), u("standings"), u("--game"), game});
    QVERIFY2(byDefault.code == 0 && !byDefault.out.isEmpty() && byDefault.out == table.out,
             qPrintable(describe(us({"standings"}), byDefault)));

    const QRegularExpression number(integral ? u("^-?[0-9]+$") : u("^-?[0-9]+\\.[0-9]{6}$"));
    double previous = 0.0;
    int previousRank = 0;
    for (qsizetype i = 1; i < l.csv.size(); ++i) {
        const QStringList& row = l.csv[i];
        QVERIFY2(number.match(row[2]).hasMatch(), qPrintable(u("rating ") + row[2]));
        const double rating = row[2].toDouble();
        const int rank = row[0].toInt();
        // Best first; competition ranking (a tie shares a rank, the next one skips).
        QVERIFY2(i == 1 ? rank == 1 : rating <= previous, qPrintable(row.join(QLatin1Char(','))));
        QVERIFY2(i == 1 || rank == previousRank || rank == i,
                 qPrintable(u("competition ranking: ") + row.join(QLatin1Char(','))));
        QVERIFY2(row[3].toInt() >= 1, qPrintable(row.join(QLatin1Char(','))));
        QVERIFY(row[5] == u("true") || row[5] == u("false"));
        previous = rating;
        previousRank = rank;
    }
    // The JSON numbers are exact too: no fraction for an integral rule set.
    const QRegularExpression jsonRating(u("\"rating\": (-?[0-9.eE+-]+)"));
    auto it = jsonRating.globalMatch(QString::fromUtf8(l.json));
    int seen = 0;
    while (it.hasNext()) {
        const QString value = it.next().captured(1);
        ++seen;
        if (integral) {
            QVERIFY2(!value.contains(QLatin1Char('.')) && !value.contains(QLatin1Char('e')), qPrintable(value));
        }
    }
    QCOMPARE(seen, static_cast<int>(l.csv.size() - 1));
}

void TestCli::hallOfFameFormats_data()
{
    addBackendColumn();
    QTest::addColumn<QStringList>("args");
    for (const QString& backend : backends()) {
        // (roundTrip compares the Hall of Fame of every game exactly.)
        QTest::addRow("%s: all games", qPrintable(backend)) << backend << us({"hall-of-fame"});
        QTest::addRow("%s: niveau", qPrintable(backend)) << backend << us({"hall-of-fame", "--game", "Tarot"});
        QTest::addRow("%s: points", qPrintable(backend)) << backend << us({"hall-of-fame", "--game", "Poker"});
        QTest::addRow("%s: a date range", qPrintable(backend))
            << backend << us({"hall-of-fame", "--from", "2024-02-01", "--to", "2024-04-30"});
    }
}

void TestCli::hallOfFameFormats()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, args);
    FIXTURE(f, backend);
    const Listing l = listing(f->db(), args);
    QVERIFY2(l.problem.isEmpty(), qPrintable(l.problem));
    const QStringList expected = us({"rank", "player", "participations", "average", "adjusted"});
    QCOMPARE(l.csv.first().mid(0, expected.size()), expected);
    QVERIFY(l.csv.size() > 3);
    const QRegularExpression six(u("^-?[0-9]+\\.[0-9]{6}$"));
    double previous = 1e300;
    for (qsizetype i = 1; i < l.csv.size(); ++i) {
        const QStringList& row = l.csv[i];
        QVERIFY2(six.match(row[3]).hasMatch() && six.match(row[4]).hasMatch(), qPrintable(row.join(u(" | "))));
        QVERIFY2(row[2].toInt() >= 1, qPrintable(row.join(u(" | "))));
        QVERIFY2(row[4].toDouble() <= previous, "ranked by the adjusted average");
        previous = row[4].toDouble();
    }
}

void TestCli::otherListings_data()
{
    addBackendColumn();
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("columns"); ///< how the CSV header starts
    QTest::addColumn<bool>("isTable");        ///< the table format is a table (explain's is prose)
    for (const QString& backend : backends()) {
        const auto row = [&](const char* name, const QStringList& args, const QStringList& columns, bool isTable) {
            QTest::addRow("%s: %s", qPrintable(backend), name) << backend << args << columns << isTable;
        };
        row("game list", us({"game", "list"}), us({"name", "system", "params"}), true);
        row("game params", us({"game", "params", "Bataille"}), us({"key", "value", "default"}), true);
        row("player list", us({"player", "list"}), us({"name", "household", "active"}), true);
        row("history", us({"history", "--player", "Dupont, Jean"}), us({"date", "game", "match", "before", "after"}),
            true);
        row("history of one game", us({"history", "--player", "Zoé", "--game", "Bataille"}),
            us({"date", "game", "match"}), true);
        row("explain", QStringList{u("explain"), u("--match"), m_someMatch}, us({"player", "before", "after"}), false);
        row("explain a quoted identifier", us({"explain", "--match", "poker, finale \"A\""}), us({"player"}), false);
    }
}

void TestCli::otherListings()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, args);
    QFETCH(QStringList, columns);
    QFETCH(bool, isTable);
    FIXTURE(f, backend);
    const Listing l = listing(f->db(), args, isTable);
    QVERIFY2(l.problem.isEmpty(), qPrintable(l.problem));
    QCOMPARE(l.csv.first().mid(0, columns.size()), columns);
    QVERIFY(l.csv.size() > 1);
}

void TestCli::historyDecimals_data()
{
    standingsFormats_data();
}

void TestCli::historyDecimals()
{
    // A player's history shows ratings the way the standings do.
    QFETCH(QString, backend);
    QFETCH(QString, game);
    QFETCH(bool, integral);
    FIXTURE(f, backend);
    const CliRun r =
        inClub(f->db(), {u("--format"), u("csv"), u("history"), u("--player"), u("Zoé"), u("--game"), game});
    QVERIFY2(r.code == 0 && r.err.isEmpty(), qPrintable(describe(us({"history"}), r)));
    QString problem;
    const QList<QStringList> csv = parseCsv(r.outText(), problem);
    QVERIFY2(problem.isEmpty() && csv.size() > 1, qPrintable(problem + r.outText()));
    const QStringList& header = csv.first();
    const QRegularExpression number(integral ? u("^-?[0-9]+$") : u("^-?[0-9]+\\.[0-9]{6}$"));
    for (const char* column : {"before", "after", "change"}) {
        const qsizetype c = header.indexOf(u(column));
        QVERIFY2(c >= 0, column);
        for (qsizetype i = 1; i < csv.size(); ++i) {
            QVERIFY2(number.match(csv[i][c]).hasMatch(), qPrintable(csv[i].join(u(" | "))));
        }
    }
}

void TestCli::standingsAt_data()
{
    successIsQuiet_data();
}

void TestCli::standingsAt()
{
    // The standings on the last day of file A, asked once file B is in, are
    // the standings the club had with file A alone.
    QFETCH(QString, backend);
    FIXTURE(f, backend);
    for (const GameDef& g : games()) {
        const CliRun r = inClub(f->db(), {u("--format"), u("csv"), u("standings"), u("--game"), g.name, u("--at"),
                                          m_cut.toString(Qt::ISODate)});
        QVERIFY2(r.code == 0 && r.err.isEmpty(), qPrintable(describe(us({"standings", "--at"}), r)));
        QVERIFY2(r.out == f->standingsAfterA.value(g.name),
                 qPrintable(QStringLiteral("%1 at %2:\n%3\nwith file A alone:\n%4")
                                .arg(g.name, m_cut.toString(Qt::ISODate), r.outText(),
                                     QString::fromUtf8(f->standingsAfterA.value(g.name)))));
        // Before the first match: nobody.
        const CliRun empty =
            inClub(f->db(), {u("--format"), u("csv"), u("standings"), u("--game"), g.name, u("--at"), u("2023-12-31")});
        QCOMPARE(empty.code, 0);
        QCOMPARE(empty.outText().count(u("\r\n")), 1);
    }
    const CliRun hof =
        inClub(f->db(), {u("--format"), u("csv"), u("hall-of-fame"), u("--to"), m_cut.toString(Qt::ISODate)});
    QCOMPARE(hof.code, 0);
    QCOMPARE(hof.outText(), QString::fromUtf8(f->hallOfFameAfterA));
}

// ------------------------------------------------------------ imports

void TestCli::importErrors_data()
{
    successIsQuiet_data();
}

void TestCli::importErrors()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(first, db, (QStringList{u("import"), m_fileA}));

    const QString bad = path(backend + u("-bad.csv"));
    const QString dup = m_someMatch;
    const QString text = u("match,date,game,player,rank,score,deals\n" // 1
                           "e1,2024-13-05,Échecs,Zoé,1,,\n"            // 2: date
                           "e1,2024-13-05,Échecs,Bruno,2,,\n"          // 3: date
                           "e2,2025-01-05,Échecs,Zoé,first,,\n"        // 4: rank
                           "e2,2025-01-05,Échecs,Bruno,2,,\n"          // 5
                           "e3,2025-01-06,Go,Zoé,1,,\n"                // 6: unknown game
                           "e3,2025-01-06,Go,Bruno,2,,\n"              // 7
                           "DUP,2025-01-07,Échecs,Zoé,1,,\n"           // 8: identifier taken
                           "DUP,2025-01-07,Échecs,Bruno,2,,\n"         // 9
                           "e4,2025-01-08,Tarot,Zoé,,10,abc\n"         // 10: deals
                           "e4,2025-01-08,Tarot,Bruno,,5,\n"           // 11
                           "e4,2025-01-08,Tarot,Chloé,,0,\n"           // 12
                           "e5,2025-01-09,Scrabble,Zoé,1,,\n"          // 13
                           "e5,2025-01-09,Scrabble,Zoé,2,,\n"          // 14: player twice
                           "e6,2025-01-10,Échecs,Zoé,1,,\n"            // 15: 3 players in a duel
                           "e6,2025-01-10,Échecs,Bruno,2,,\n"          // 16
                           "e6,2025-01-10,Échecs,Chloé,3,,\n"          // 17
                           "e7,2025-01-11,Poker,Zoé,1,,\n"             // 18: one row
                           "fine,2025-01-12,Poker,Zoé,1,,\n"           // 19: a good match
                           "fine,2025-01-12,Poker,Nouvelle,2,,\n"      // 20
                           "e8,2025-01-13,Échecs,Zoé,,,\n"             // 21: no rank
                           "e8,2025-01-13,Échecs,Bruno,2,,\n")         // 22
                             .replace(u("DUP"), csvCell(dup));
    QVERIFY(writeFile(bad, text.toUtf8()));

    const QByteArray hashBefore = club.isPostgresql() ? QByteArray() : sha256(db);
    const QString before = fingerprint(db);
    const CliRun r = inClub(db, {u("import"), bad});
    const QString what = describe(us({"import", "bad.csv"}), r);
    QVERIFY2(r.code == 1, qPrintable(what));
    QVERIFY2(r.out.isEmpty(), qPrintable(what));
    const QString err = r.errText();
    // Each error where it is: line, then column.
    const QList<std::pair<const char*, const char*>> expected{
        {"line 2, column 2", "2024-13-05"}, {"line 3, column 2", "2024-13-05"}, {"line 4, column 5", "first"},
        {"line 6, column 3", "Go"},         {"line 8, column 1", nullptr},      {"line 10, column 7", "abc"},
        {"line 14, column 4", "Zoé"},       {"line 18, column", "e7"},          {"line 21, column", nullptr},
        {"line 15, column", "e6"},
    };
    const QStringList lines = err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const auto& [where, named] : expected) {
        // clang 14 cannot capture a structured binding (C++20 allows it): copied.
        const auto found = std::find_if(lines.cbegin(), lines.cend(), [where = where, named = named](const QString& l) {
            return l.contains(u(where)) && (named == nullptr || l.contains(u(named)));
        });
        QVERIFY2(found != lines.cend(), qPrintable(QStringLiteral("no error at %1 naming %2 in:\n%3")
                                                       .arg(u(where), u(named == nullptr ? "-" : named), err)));
    }
    QVERIFY2(err.contains(dup), qPrintable(u("the identifier already in the club is not named:\n") + err));
    // One mistake, one message: a malformed rank or deals cell is not
    // reported a second time by the rule set's check of its match.
    for (const char* once : {": line 4,", ": line 10,", ": line 21,"}) {
        QVERIFY2(
            lines.filter(u(once)).size() == 1,
            qPrintable(
                QStringLiteral("%1 reported %2 times:\n%3").arg(u(once)).arg(lines.filter(u(once)).size()).arg(err)));
    }
    // Every line but the last says where; the last says nothing was imported.
    const QRegularExpression located(u("^") + QRegularExpression::escape(bad) + u(": line [0-9]+, column [0-9]+"));
    for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
        QVERIFY2(located.match(lines[i]).hasMatch(), qPrintable(u("not located: ") + lines[i]));
    }
    QVERIFY2(lines.last().contains(u("not imported")), qPrintable(err));
    // Nothing changed: the same bytes on disk, the same club.
    if (!club.isPostgresql()) {
        QCOMPARE(sha256(db), hashBefore);
    }
    QCOMPARE(fingerprint(db), before);
    QCOMPARE(inClub(db, us({"history", "--player", "Nouvelle"})).code, 1);
}

void TestCli::importBattleValuesRefused_data()
{
    successIsQuiet_data();
}

void TestCli::importBattleValuesRefused()
{
    // Issue 20, item 5: a side that lost more morale than it had, or played
    // no turn, is refused with its line, column and field; nothing is written.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    const QString bad = path(backend + u("-battles.csv"));
    QVERIFY(writeFile(bad, u("match,date,game,player,morale,morale_lost,turns,duration_min\n" // 1
                             "b1,2025-02-07,Bataille,Zoé,300,80,6,200\n"                      // 2
                             "b1,2025-02-07,Bataille,Bruno,200,230,6,200\n"                   // 3: 230 > 200
                             "b2,2025-02-14,Bataille,Zoé,300,80,0,200\n"                      // 4: no turn
                             "b2,2025-02-14,Bataille,Bruno,200,130,0,200\n")                  // 5
                               .toUtf8()));
    const QByteArray hashBefore = club.isPostgresql() ? QByteArray() : sha256(db);
    const QString before = fingerprint(db);
    const CliRun r = inClub(db, {u("import"), bad});
    const QString what = describe(us({"import", "battles.csv"}), r);
    QVERIFY2(r.code == 1, qPrintable(what));
    const QString err = r.errText();
    for (const QString& expected :
         us({"line 3, column 6 (morale_lost): match 'b1' (Bataille): the morale lost (230) is "
             "more than the initial morale (200)",
             "line 4, column 7 (turns): turns must be at least 1",
             "line 5, column 7 (turns): turns must be at least 1"})) {
        QVERIFY2(err.contains(expected), qPrintable(QStringLiteral("no '%1' in:\n%2").arg(expected, err)));
    }
    if (!club.isPostgresql()) {
        QCOMPARE(sha256(db), hashBefore);
    }
    QCOMPARE(fingerprint(db), before);
}

void TestCli::importWindows1252File()
{
    // What a spreadsheet on Windows saves: the names' accents as single
    // bytes. One message says where and what the file probably is, then
    // that nothing was imported; not one per cell, nor a game named ''.
    PALMARES_SCRATCH(club, u("sqlite"));
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    const QString file = path(u("windows-1252.csv"));
    QVERIFY(writeFile(file, u("match,date,game,player,rank\n"
                              "w1,2025-02-01,Échecs,Zoé,1\n"
                              "w1,2025-02-01,Échecs,Chloé,2\n"
                              "w2,2025-02-02,Échecs,Léa,1\n"
                              "w2,2025-02-02,Échecs,Zoé,2\n")
                                .toLatin1()));
    const QByteArray hashBefore = sha256(db);
    const CliRun r = inClub(db, {u("import"), file});
    const QString what = describe(us({"import", "windows-1252.csv"}), r);
    QVERIFY2(r.code == 1, qPrintable(what));
    const QStringList lines = r.errText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.first().startsWith(file + u(": line 2, column 3 (game): invalid UTF-8")), qPrintable(what));
    QVERIFY2(lines.first().contains(u("looks like Windows-1252 or Latin-1")) &&
                 lines.first().contains(u("the byte C9 is 'É', in 'Échecs'")),
             qPrintable(what));
    QVERIFY2(lines.last().contains(u("not imported")), qPrintable(what));
    QCOMPARE(sha256(db), hashBefore);
}

void TestCli::importErrorsCapped_data()
{
    successIsQuiet_data();
}

void TestCli::importErrorsCapped()
{
    // 80 bad dates: the first 50 are listed, then the file is refused.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    QString text = u("match,date,game,player,rank\n");
    for (int i = 0; i < 40; ++i) {
        text += QStringLiteral("x%1,2025-02-30,Scrabble,Zoé,1\nx%1,2025-02-30,Scrabble,Bruno,2\n").arg(i);
    }
    const QString file = path(backend + u("-many.csv"));
    QVERIFY(writeFile(file, text.toUtf8()));
    const CliRun r = inClub(db, {u("import"), file});
    QCOMPARE(r.code, 1);
    const QStringList lines = r.errText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 51);
    QVERIFY(lines[0].contains(u("line 2, column 2")));
    QVERIFY(lines[49].contains(u("line 51, column 2")));
    Peek peek(db);
    QCOMPARE(peek.value(u("SELECT COUNT(*) FROM match")), u("0"));
    QCOMPARE(peek.value(u("SELECT COUNT(*) FROM player")), u("0"));
}

void TestCli::duplicateIdentifier_data()
{
    successIsQuiet_data();
}

void TestCli::duplicateIdentifier()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(first, db, (QStringList{u("import"), m_fileA}));
    const QString before = fingerprint(db);
    // The same file again: every identifier is taken, each one named.
    const CliRun again = inClub(db, {u("import"), m_fileA});
    QCOMPARE(again.code, 1);
    QVERIFY2(again.errText().contains(u("'") + m_someMatch + u("'")), qPrintable(again.errText()));
    QVERIFY2(again.errText().contains(u("'poker, finale \"A\"'")), qPrintable(again.errText()));
    // One identifier taken among new ones: refused all the same, named.
    const QString one = path(backend + u("-one.csv"));
    QVERIFY(writeFile(one, (u("match,date,game,player,rank\n"
                              "new-1,2025-03-01,Scrabble,Zoé,1\nnew-1,2025-03-01,Scrabble,Bruno,2\n") +
                            csvCell(m_someMatch) + u(",2025-03-02,Scrabble,Zoé,1\n") + csvCell(m_someMatch) +
                            u(",2025-03-02,Scrabble,Bruno,2\n"))
                               .toUtf8()));
    const CliRun r = inClub(db, {u("import"), one});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.errText().contains(u("line 4, column 1")) && r.errText().contains(m_someMatch), qPrintable(r.errText()));
    QCOMPARE(fingerprint(db), before);
}

void TestCli::dryRun_data()
{
    successIsQuiet_data();
}

void TestCli::dryRun()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(first, db, (QStringList{u("import"), m_fileA}));
    const QString file = path(backend + u("-dry.csv"));
    QVERIFY(writeFile(file, u("match,date,game,player,rank,score,deals,morale,morale_lost,duration_min,void\n"
                              "d1,2025-03-01,Échecs,Zoé,1,,,,,,\n"
                              "d1,2025-03-01,Échecs,Nouveau Un,2,,,,,,\n"
                              "d2,2025-03-01T20:00,Échecs,Nouvelle Deux,1,,,,,,\n"
                              "d2,2025-03-01T20:00,Échecs,Bruno,2,,,,,,\n"
                              "d3,2025-03-02,Bataille,Zoé,,,,10,3,90,\n"
                              "d3,2025-03-02,Bataille,Bruno,,,,10,6,90,\n"
                              "d4,2025-03-03,Scrabble,Zoé,1,,,,,,1\n"
                              "d4,2025-03-03,Scrabble,Bruno,2,,,,,,1\n"
                              "d5,2025-03-04,Tarot,Zoé,,40,6,,,,\n"
                              "d5,2025-03-04,Tarot,Bruno,,-10,6,,,,\n"
                              "d5,2025-03-04,Tarot,Nouveau Un,,-30,6,,,,\n")
                                .toUtf8()));
    const QByteArray hashBefore = club.isPostgresql() ? QByteArray() : sha256(db);
    const QString before = fingerprint(db);

    CLI_OK(dry, db, (QStringList{u("import"), file, u("--dry-run")}));
    const QString out = dry.outText();
    for (const QString& expected :
         us({"Dry run", "5 matches", "Échecs: 2 match", "Bataille: 1 match", "Scrabble: 1 match", "Tarot: 1 match",
             "2 new players", "Nouveau Un", "Nouvelle Deux", "2 unrated", "d3: too-short", "d4: void"})) {
        QVERIFY2(out.contains(expected), qPrintable(QStringLiteral("no '%1' in:\n%2").arg(expected, out)));
    }
    CLI_OK(json, db, (QStringList{u("--format"), u("json"), u("import"), file, u("--dry-run")}));
    const QJsonObject o = QJsonDocument::fromJson(json.out).object();
    QCOMPARE(o.value(u("written")).toBool(true), false);
    QCOMPARE(o.value(u("matches")).toInt(), 5);
    QCOMPARE(o.value(u("new_players")).toArray(), QJsonArray({u("Nouveau Un"), u("Nouvelle Deux")}));
    const QJsonObject perGame = o.value(u("matches_per_game")).toObject();
    QCOMPARE(perGame.value(u("Échecs")).toInt(), 2);
    QCOMPARE(perGame.value(u("Tarot")).toInt(), 1);
    QCOMPARE(o.value(u("unrated")).toArray().size(), 2);
    QCOMPARE(o.value(u("unrated")).toArray().first().toObject().value(u("match")).toString(), u("d3"));

    if (!club.isPostgresql()) {
        QCOMPARE(sha256(db), hashBefore);
    }
    QCOMPARE(fingerprint(db), before);

    // The real import does what the dry run announced.
    CLI_OK(real, db, (QStringList{u("import"), file}));
    CLI_OK(players, db, us({"--format", "csv", "player", "list"}));
    QVERIFY(players.outText().contains(u("Nouveau Un,")) && players.outText().contains(u("Nouvelle Deux,")));
    CLI_OK(explain, db, us({"--format", "csv", "explain", "--match", "d3"}));
    QVERIFY2(explain.outText().contains(u("too-short")), qPrintable(explain.outText()));
}

void TestCli::roundTrip_data()
{
    successIsQuiet_data();
}

void TestCli::roundTrip()
{
    // export-results, then import into a fresh club with the same games: the
    // same standings for each of the five rule sets and the same Hall of Fame.
    QFETCH(QString, backend);
    FIXTURE(f, backend);
    const QString exported = path(backend + u("-roundtrip.csv"));
    CLI_OK(out, f->db(), (QStringList{u("export-results"), exported}));
    // The army lists (a Palmarès extension column) come out last, quoted where needed.
    const QByteArray written = readFile(exported);
    QVERIFY2(written.startsWith(QByteArray(csvColumns().join(QLatin1Char(',')).toUtf8() + "\r\n")),
             written.left(200).constData());
    QVERIFY(written.contains(",\"Gaulois \"\"Arvernes\"\", 1500 pts\"\r\n"));
    QVERIFY(written.contains(",Romains; l\xC3\xA9gion XIII\r\n"));
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(in, db, (QStringList{u("import"), exported}));

    QList<QStringList> same;
    for (const GameDef& g : games()) {
        same << QStringList{u("standings"), u("--game"), g.name} << QStringList{u("hall-of-fame"), u("--game"), g.name};
    }
    same << us({"hall-of-fame"}) << us({"hall-of-fame", "--from", "2024-03-01"})
         << QStringList{u("standings"), u("--game"), u("Échecs"), u("--at"), m_cut.toString(Qt::ISODate)}
         << us({"history", "--player", "Zoé"}) << us({"export-results", "-"});
    for (const QStringList& args : std::as_const(same)) {
        const QStringList csv = QStringList{u("--format"), u("csv")} + args;
        const CliRun a = inClub(f->db(), csv);
        const CliRun b = inClub(db, csv);
        QVERIFY2(a.code == 0 && b.code == 0, qPrintable(describe(csv, a) + describe(csv, b)));
        QVERIFY2(a.out == b.out, qPrintable(QStringLiteral("%1 differs after the round trip:\n%2\nvs\n%3")
                                                .arg(args.join(QLatin1Char(' ')), a.outText(), b.outText())));
    }
    CLI_OK(check, db, us({"check"}));
}

// ------------------------------------------------------------ maintenance

void TestCli::gameSetRerates_data()
{
    successIsQuiet_data();
}

void TestCli::gameSetRerates()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(first, db, (QStringList{u("import"), m_fileA}));
    const QStringList standings = us({"--format", "csv", "standings", "--game", "Scrabble"});
    CLI_OK(before, db, standings);
    CLI_OK(set, db, us({"game", "set", "Scrabble", "--param", "max_gain=20"}));
    CLI_OK(changed, db, standings);
    QVERIFY2(changed.out != before.out, "a new max_gain re-rates the history");
    CLI_OK(check, db, us({"check"}));
    CLI_OK(back, db, us({"game", "set", "Scrabble", "--param", "max_gain=10"}));
    CLI_OK(after, db, standings);
    QCOMPARE(after.outText(), before.outText());
}

void TestCli::gameRenameAndRemove_data()
{
    successIsQuiet_data();
}

void TestCli::gameRenameAndRemove()
{
    // Issue 20, item 10: a game could be neither renamed nor removed.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(first, db, (QStringList{u("import"), m_fileA}));
    CLI_OK(before, db, us({"--format", "csv", "standings", "--game", "Scrabble"}));
    CLI_OK(rename, db, us({"game", "rename", "Scrabble", " Scrabble  Duplicate "}));
    CLI_OK(after, db, us({"--format", "csv", "standings", "--game", "Scrabble Duplicate"}));
    QCOMPARE(after.outText(), before.outText()); // the same history and ratings, named anew
    CLI_OK(list, db, us({"--format", "csv", "game", "list"}));
    QVERIFY2(list.outText().contains(u("Scrabble Duplicate,")), qPrintable(list.outText()));
    // Another game's name is refused, and nothing changes.
    const QString kept = fingerprint(db);
    const CliRun taken = inClub(db, us({"game", "rename", "Scrabble Duplicate", "Tarot"}));
    QCOMPARE(taken.code, 1);
    QVERIFY2(taken.errText().contains(u("there is already a game named 'Tarot'")), qPrintable(taken.errText()));
    // A game with results is not removed.
    const CliRun played = inClub(db, us({"game", "remove", "Scrabble Duplicate"}));
    QCOMPARE(played.code, 1);
    QVERIFY2(played.errText().contains(u("a game is removed only without results")), qPrintable(played.errText()));
    QCOMPARE(fingerprint(db), kept);
    // One without is.
    CLI_OK(added, db, us({"game", "add", "Belote du jeudi", "--system", "points"}));
    CLI_OK(removed, db, us({"game", "remove", "Belote du jeudi"}));
    CLI_OK(games, db, us({"--format", "csv", "game", "list"}));
    QVERIFY(!games.outText().contains(u("Belote du jeudi")));
    CLI_OK(check, db, us({"check"}));
}

void TestCli::rebuildThenCheck_data()
{
    successIsQuiet_data();
}

void TestCli::rebuildThenCheck()
{
    QFETCH(QString, backend);
    FIXTURE(f, backend);
    const QString before = fingerprint(f->db(), false);
    CLI_OK(check0, f->db(), us({"check"}));
    CLI_OK(rebuild, f->db(), us({"rebuild"}));
    CLI_OK(check, f->db(), us({"check"}));
    QVERIFY2(check.outText().contains(u("integrity: ok")), qPrintable(check.outText()));
    QVERIFY2(check.outText().contains(u("identical")), qPrintable(check.outText()));
    // The same results and ratings; only the audit trail grew by the rebuild.
    QCOMPARE(fingerprint(f->db(), false), before);
}

void TestCli::checkFindsStaleRatings_data()
{
    successIsQuiet_data();
}

void TestCli::checkFindsStaleRatings()
{
    // A cached standing changed behind the club's back: check says so (exit
    // 1, a message on stderr), rebuild repairs it, check agrees again.
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(first, db, (QStringList{u("import"), m_fileA}));
    CLI_OK(fresh, db, us({"--format", "csv", "standings", "--game", "Scrabble"}));
    {
        Peek tamper(db, true);
        QVERIFY(tamper.exec(u("UPDATE standing SET rating = rating + 7 WHERE game_id = "
                              "(SELECT id FROM game WHERE name = 'Scrabble')")));
    }
    const CliRun stale = inClub(db, us({"check"}));
    QVERIFY2(stale.code == 1, qPrintable(describe(us({"check"}), stale)));
    QVERIFY2(stale.outText().contains(u("differences")), qPrintable(describe(us({"check"}), stale)));
    QVERIFY2(stale.errText().startsWith(u("palmares-cli: ")) && stale.errText().contains(u("rebuild")),
             qPrintable(describe(us({"check"}), stale)));
    CLI_OK(rebuild, db, us({"rebuild"}));
    CLI_OK(check, db, us({"check"}));
    CLI_OK(repaired, db, us({"--format", "csv", "standings", "--game", "Scrabble"}));
    QCOMPARE(repaired.outText(), fresh.outText());
}

void TestCli::backupThenCheck()
{
    FIXTURE(f, u("sqlite"));
    const QString copy = path(u("backup.palmares"));
    QVERIFY(writeFile(copy, "an older file the backup replaces"));
    // An existing file is replaced only when told (issue 39); never the club,
    // nor a device (scheduled copies often run as root).
    for (const QStringList& args :
         {QStringList{u("backup"), copy}, QStringList{u("backup"), f->db()}, us({"backup", "/dev/full", "--force"}),
          QStringList{u("backup"), path(QString())}}) {
        const QByteArray club = fileSha256(f->db());
        const CliRun refused = inClub(f->db(), args);
        QVERIFY2(refused.code == 1, qPrintable(describe(args, refused)));
        QVERIFY2(refused.errText().startsWith(u("palmares-cli: ")), qPrintable(describe(args, refused)));
        QCOMPARE(fileSha256(f->db()), club);
    }
    QVERIFY(readFile(copy) == "an older file the backup replaces");
    QVERIFY(!QFileInfo(u("/dev/full")).isFile());
    CLI_OK(backup, f->db(), (QStringList{u("backup"), copy, u("--force")}));
    QCOMPARE(QDir(QFileInfo(copy).absolutePath()).entryList({u("*.part")}, QDir::Files | QDir::Hidden), QStringList());
    CLI_OK(check, copy, us({"check"}));
    QVERIFY2(check.outText().contains(u("integrity: ok")), qPrintable(check.outText()));
    const QString original = fingerprint(f->db());
    const QString backedUp = fingerprint(copy);
    QCOMPARE(backedUp, original);
}

// ------------------------------------------------------------ report

void TestCli::reportFiles_data()
{
    addBackendColumn();
    QTest::addColumn<QStringList>("sheet");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("expected"); ///< a text the file must hold
    for (const QString& backend : backends()) {
        const auto row = [&](const char* name, const QStringList& sheet, const char* format, const char* expected) {
            QTest::addRow("%s: %s %s", qPrintable(backend), name, format)
                << backend << sheet << u(format) << u(expected);
        };
        // Every format of the two richest sheets on SQLite; the backend only
        // changes how the club is read, so PostgreSQL gets one of each sheet.
        const bool sqlite = backend == u("sqlite");
        for (const char* format : {"pdf", "html", "csv"}) {
            if (sqlite || QLatin1String(format) == QLatin1String("pdf")) {
                row("standings", us({"--game", "Échecs"}), format, "Dupont, Jean");
            }
            if (sqlite || QLatin1String(format) == QLatin1String("csv")) {
                row("bulletin over a period", us({"--bulletin", "--from", "2000-01-01", "--to", "2100-12-31"}), format,
                    "Scrabble");
            }
        }
        row("hall of fame", us({"--hall-of-fame"}), "csv", "Zoé");
        row("explanation card", QStringList{u("--match"), m_someMatch}, "html", "");
        if (sqlite) {
            row("standings at a date", QStringList{u("--game"), u("Tarot"), u("--at"), m_cut.toString(Qt::ISODate)},
                "pdf", "Rank");
            row("hall of fame of a game over a period",
                us({"--hall-of-fame", "--game", "Poker", "--from", "2000-01-01", "--to", "2100-12-31"}), "pdf",
                "Participations");
            row("bulletin", QStringList{u("--bulletin"), u("--at"), m_cut.toString(Qt::ISODate)}, "html", "Bataille");
            row("explanation card", QStringList{u("--match"), m_someMatch}, "pdf", "");
        }
    }
}

void TestCli::reportFiles()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, sheet);
    QFETCH(QString, format);
    QFETCH(QString, expected);
    FIXTURE(f, backend);
    const QString out = path(u("sheet.") + format);
    QFile::remove(out);
    // No display: the CLI must not need one.
    QProcessEnvironment env = cliEnvironment();
    env.remove(u("DISPLAY"));
    env.remove(u("WAYLAND_DISPLAY"));
    env.remove(u("QT_QPA_PLATFORM"));
    const QStringList args =
        QStringList{u("--db"), f->db(), u("report")} + sheet + QStringList{u("--format"), format, u("--out"), out};
    const CliRun r = runCli(args, env);
    QVERIFY2(r.code == 0 && r.out.isEmpty() && r.err.isEmpty(), qPrintable(describe(args, r)));
    const QByteArray bytes = readFile(out);
    QString text;
    if (format == u("pdf")) {
        QVERIFY2(bytes.startsWith("%PDF-"), bytes.left(20).constData());
        QProcess p;
        p.start(u("pdftotext"), {u("-enc"), u("UTF-8"), out, u("-")});
        QVERIFY(p.waitForFinished(60000) && p.exitCode() == 0);
        text = QString::fromUtf8(p.readAllStandardOutput()).simplified();
        QVERIFY2(text.contains(u("Page 1 of")), qPrintable(text));
    } else if (format == u("html")) {
        text = QString::fromUtf8(bytes);
        QVERIFY(text.startsWith(u("<!DOCTYPE html>")));
        QVERIFY2(!text.contains(u("\"Ace\"")), "an unescaped quote");
    } else {
        QVERIFY2(bytes.startsWith("\xEF\xBB\xBF"), "CSV in UTF-8 with a BOM");
        QString problem;
        const QList<QStringList> records = parseCsv(QString::fromUtf8(bytes.mid(3)), problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(records.size() >= 2);
        for (const QStringList& rec : records) {
            text += rec.join(QLatin1Char('|')) + QLatin1Char('\n');
        }
    }
    QVERIFY2(text.contains(expected), qPrintable(expected + u(" not in:\n") + text.left(3000)));
}

void TestCli::reportInFrench()
{
    FIXTURE(f, u("sqlite"));
    QProcessEnvironment env = cliEnvironment();
    env.insert(u("LANG"), u("fr_FR.UTF-8"));
    env.insert(u("LC_ALL"), u("fr_FR.UTF-8"));
    const QString out = path(u("fr.html"));
    const QStringList args{u("--db"),       f->db(),       u("report"), u("--game"), u("Tarot"), u("--at"),
                           u("2026-11-30"), u("--format"), u("html"),   u("--out"),  out};
    const CliRun r = runCli(args, env);
    QVERIFY2(r.code == 0 && r.err.isEmpty(), qPrintable(describe(args, r)));
    const QString html = QString::fromUtf8(readFile(out));
    QVERIFY2(html.contains(u("<html lang=\"fr\">")), qPrintable(html.left(300)));
    QVERIFY2(html.contains(u("30/11/2026")), "a French date");
    // Labels that have their French already: the chess categories (core context).
    const QStringList chess{u("--db"),     f->db(),   u("report"), u("--game"), u("Échecs"),
                            u("--format"), u("html"), u("--out"),  out};
    const CliRun c = runCli(chess, env);
    QVERIFY2(c.code == 0 && c.err.isEmpty(), qPrintable(describe(chess, c)));
    const QString chessHtml = QString::fromUtf8(readFile(out));
    QVERIFY2(chessHtml.contains(u("Classe ")) && !chessHtml.contains(u("Class ")), qPrintable(chessHtml.left(3000)));
}

// ------------------------------------------- glicko2, openskill, backtest

namespace {

/// A club with a glicko2 game (months), a glicko2 game rated match by match
/// and an openskill game of two teams of two, and a deterministic history of
/// results drawn from known skills. The problem, or an empty string.
QString setUpNewRuleSets(const QString& db, const QString& folder)
{
    const QList<QStringList> commands = {
        us({"init", "--name", "Nouveaux"}),
        us({"game", "add", "Chess", "--system", "glicko2"}),
        us({"game", "add", "Blitz", "--system", "glicko2", "--param", "period=match"}),
        us({"game", "add", "Go", "--system", "openskill"}),
    };
    for (const QStringList& c : commands) {
        const CliRun r = inClub(db, c);
        if (r.code != 0 || !r.err.isEmpty()) {
            return describe(c, r);
        }
    }
    QRandomGenerator gen(7u);
    QList<double> skill;
    for (int i = 0; i < 10; ++i) {
        skill << gen.bounded(2000) / 1000.0 - 1.0;
    }
    QString csv = u("match,date,game,player,rank,team\n");
    for (int m = 0; m < 240; ++m) {
        const QDate day = QDate(2024, 1, 1).addDays(m / 2);
        const QString game = m % 3 == 0 ? u("Go") : (m % 3 == 1 ? u("Chess") : u("Blitz"));
        QList<int> seats;
        while (seats.size() < (game == u("Go") ? 4 : 2)) {
            const int p = static_cast<int>(gen.bounded(10));
            if (!seats.contains(p)) {
                seats << p;
            }
        }
        const double edge = game == u("Go") ? skill[seats[0]] + skill[seats[1]] - skill[seats[2]] - skill[seats[3]]
                                            : skill[seats[0]] - skill[seats[1]];
        const bool firstWins = gen.generateDouble() < 1.0 / (1.0 + std::exp(-2.0 * edge));
        const bool draw = game != u("Go") && gen.bounded(10) == 0;
        for (int i = 0; i < seats.size(); ++i) {
            const bool firstSide = game == u("Go") ? i < 2 : i == 0;
            const int rank = draw ? 1 : (firstSide == firstWins ? 1 : 2);
            const QString team = game == u("Go") ? (i < 2 ? u("blancs") : u("noirs")) : QString();
            csv += QStringLiteral("%1-%2,%3,%4,P%5,%6,%7\n")
                       .arg(game)
                       .arg(m)
                       .arg(day.toString(Qt::ISODate), game)
                       .arg(seats[i])
                       .arg(rank)
                       .arg(team);
        }
    }
    const QString path = folder + u("/new-rule-sets.csv");
    if (!writeFile(path, csv.toUtf8())) {
        return u("cannot write ") + path;
    }
    const CliRun r = inClub(db, {u("import"), path});
    return r.code == 0 && r.err.isEmpty() ? QString() : describe({u("import"), path}, r);
}

/// The CSV of a backtest (its JSON is one object, not a list of rows).
Listing backtestCsv(const QString& db, const QStringList& args)
{
    Listing l;
    const CliRun r = inClub(db, QStringList{u("--format"), u("csv")} + args);
    if (r.code != 0 || !r.err.isEmpty()) {
        l.problem = describe(args, r);
        return l;
    }
    l.csv = parseCsv(r.outText(), l.problem);
    return l;
}

} // namespace

void TestCli::newRuleSets_data()
{
    addBackendColumn();
    for (const QString& backend : backends()) {
        QTest::newRow(qPrintable(backend)) << backend;
    }
}

void TestCli::newRuleSets()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    QVERIFY2(setUpNewRuleSets(club.location(), club.folder()).isEmpty(),
             qPrintable(setUpNewRuleSets(club.location(), club.folder())));
    const QString db = club.location();

    for (const char* game : {"Chess", "Blitz", "Go"}) {
        // Results of long ago: every player dormant today, listed all the same.
        const Listing l = listing(db, {u("standings"), u("--game"), u(game), u("--show-dormant")});
        QVERIFY2(l.problem.isEmpty(), qPrintable(l.problem));
        QCOMPARE(l.csv.size(), 11); // ten players and the header
        const QRegularExpression exact(u("^-?[0-9]+\\.[0-9]{6}$"));
        for (qsizetype i = 1; i < l.csv.size(); ++i) {
            QVERIFY2(exact.match(l.csv[i][2]).hasMatch(), qPrintable(l.csv[i].join(QLatin1Char(','))));
            QVERIFY2(!l.csv[i][4].isEmpty(), "every rating has a category");
        }
        // glicko2 starts at 1500, openskill's ordinal at 0: the spread shows a game was rated.
        const double best = l.csv[1][2].toDouble();
        const double worst = l.csv.last()[2].toDouble();
        QVERIFY2(best > worst + (u(game) == u("Go") ? 1.0 : 50.0), qPrintable(l.csv[1].join(QLatin1Char(','))));
    }
    const Listing games = listing(db, us({"game", "list"}));
    QVERIFY2(games.problem.isEmpty(), qPrintable(games.problem));
    // The last column: whether the ratings start afresh each season (no by default).
    QVERIFY(games.csv.contains(us({"Blitz", "glicko2", "period=match", "no"})));
    QVERIFY(games.csv.contains(us({"Go", "openskill", "", "no"})));

    const Listing params = listing(db, us({"game", "params", "Chess"}));
    QVERIFY2(params.problem.isEmpty(), qPrintable(params.problem));
    QVERIFY(params.csv.contains(QStringList{u("tau"), u("0.5"), u("0.5"), params.csv[4][3]}));

    // History: one row per game played, before → after chaining.
    const Listing history = listing(db, us({"history", "--player", "P3", "--game", "Chess"}));
    QVERIFY2(history.problem.isEmpty(), qPrintable(history.problem));
    QVERIFY(history.csv.size() > 5);
    for (qsizetype i = 2; i < history.csv.size(); ++i) {
        QCOMPARE(history.csv[i][3], history.csv[i - 1][4]);
    }

    // Explanations in words, from the stored numbers.
    const CliRun chess = inClub(db, us({"explain", "--match", "Chess-100"}));
    QVERIFY2(chess.code == 0, qPrintable(describe(us({"explain"}), chess)));
    for (const char* part : {"rating period: the month 2024-02", "Σ g²E(1 − E)", "v = ", "provisional"}) {
        QVERIFY2(chess.outText().contains(QString::fromUtf8(part)), qPrintable(chess.outText()));
    }
    const CliRun blitz = inClub(db, us({"explain", "--match", "Blitz-101"}));
    QVERIFY2(blitz.outText().contains(u("this match is its own rating period")), qPrintable(blitz.outText()));
    const CliRun go = inClub(db, us({"explain", "--match", "Go-99"}));
    for (const char* part : {"c = √", "with τ", "Ω = ", "μ − 3σ"}) {
        QVERIFY2(go.outText().contains(QString::fromUtf8(part)), qPrintable(go.outText()));
    }
    const Listing goCsv = listing(db, us({"explain", "--match", "Go-99"}), false);
    QVERIFY2(goCsv.problem.isEmpty(), qPrintable(goCsv.problem));
    QCOMPARE(goCsv.csv.size(), 5);

    // A back-dated match re-rates from stored states (the schema 2 columns):
    // the cache must equal a fresh replay, and a rebuild must change nothing.
    const QString late = club.folder() + u("/late.csv");
    QVERIFY(writeFile(late, QByteArray("match,date,game,player,rank,team\n"
                                       "late-1,2024-02-15,Chess,P1,1,\nlate-1,2024-02-15,Chess,P2,2,\n"
                                       "late-2,2024-02-15,Go,P1,1,a\nlate-2,2024-02-15,Go,P2,1,a\n"
                                       "late-2,2024-02-15,Go,P3,2,b\nlate-2,2024-02-15,Go,P4,2,b\n")));
    const CliRun imported = inClub(db, {u("import"), late});
    QVERIFY2(imported.code == 0, qPrintable(describe({u("import"), late}, imported)));
    const CliRun check = inClub(db, us({"check"}));
    QVERIFY2(check.code == 0 && check.outText().contains(u("identical")), qPrintable(describe(us({"check"}), check)));
    QMap<QString, QByteArray> before;
    for (const char* game : {"Chess", "Go"}) {
        before[u(game)] = inClub(db, us({"--format", "csv", "standings", "--game", game})).out;
    }
    QCOMPARE(inClub(db, us({"rebuild"})).code, 0);
    for (const char* game : {"Chess", "Go"}) {
        QCOMPARE(inClub(db, us({"--format", "csv", "standings", "--game", game})).out, before[u(game)]);
    }
}

void TestCli::backtest_data()
{
    addBackendColumn();
    for (const QString& backend : backends()) {
        QTest::newRow(qPrintable(backend)) << backend;
    }
}

void TestCli::backtest()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(club, backend);
    QVERIFY2(setUpNewRuleSets(club.location(), club.folder()).isEmpty(), "set-up");
    const QString db = club.location();
    const QByteArray gamesBefore = inClub(db, us({"--format", "csv", "game", "list"})).out;

    // Every rule set that can rate the duels, the game's own first, the coin flip last.
    const Listing all = backtestCsv(db, us({"backtest", "--game", "Chess"}));
    QVERIFY2(all.problem.isEmpty(), qPrintable(all.problem));
    QCOMPARE(all.csv.first().mid(0, 6), us({"rule_set", "params", "pairs", "brier", "log_loss", "accuracy"}));
    QStringList names;
    for (qsizetype i = 1; i < all.csv.size(); ++i) {
        names << all.csv[i][0];
    }
    QCOMPARE(names, us({"glicko2", "elo-provisional", "fermi", "points", "openskill", "coin flip"}));
    const QStringList coin = all.csv.last();
    QCOMPARE(coin[5], u("0.500000"));
    QCOMPARE(coin[4].toDouble(), std::round(std::log(2.0) * 1e6) / 1e6);
    for (qsizetype i = 1; i + 1 < all.csv.size(); ++i) {
        QCOMPARE(all.csv[i][2], coin[2]); // the same pairs for everyone
        QVERIFY2(all.csv[i][3].toDouble() < coin[3].toDouble(), qPrintable(all.csv[i].join(QLatin1Char(','))));
        QCOMPARE(all.csv[i][6].toInt() + all.csv[i][10].toInt(), all.csv[i][2].toInt());
    }
    // The table names the rule sets it left out and why.
    const CliRun table = inClub(db, us({"backtest", "--game", "Chess"}));
    QVERIFY2(table.outText().contains(u("glicko2 (the game's)")), qPrintable(table.outText()));
    QVERIFY2(table.outText().contains(u("not compared: niveau")), qPrintable(table.outText()));
    QVERIFY2(table.outText().contains(u("not compared: elo-dsc")), qPrintable(table.outText()));
    // Deterministic.
    QCOMPARE(inClub(db, us({"--format", "csv", "backtest", "--game", "Chess"})).out,
             inClub(db, us({"--format", "csv", "backtest", "--game", "Chess"})).out);

    // Parameters tried without changing the game: K 16 (and a provisional
    // period short enough for K to matter in 80 matches) beside the
    // defaults, months beside matches.
    const QStringList trial =
        us({"backtest", "--game", "Chess", "--systems", "elo-provisional,elo-provisional@k16,glicko2,glicko2@match",
            "--param", "elo-provisional@k16.k_low=16", "--param", "elo-provisional@k16.provisional_games=5", "--param",
            "glicko2@match.period=match"});
    const Listing tried = backtestCsv(db, trial);
    QVERIFY2(tried.problem.isEmpty(), qPrintable(tried.problem));
    QCOMPARE(tried.csv.size(), 6);
    QCOMPARE(tried.csv[2].mid(0, 2), us({"elo-provisional@k16", "k_low=16;provisional_games=5"}));
    QCOMPARE(tried.csv[4].mid(0, 2), us({"glicko2@match", "period=match"}));
    QVERIFY(tried.csv[1][3] != tried.csv[2][3]); // K changes the predictions
    QCOMPARE(tried.csv[3][3], all.csv[1][3]);    // the game's own rules, as above
    QCOMPARE(inClub(db, us({"--format", "csv", "game", "list"})).out, gamesBefore);

    // JSON: the calibration deciles, each pair counted from both sides.
    const QJsonObject o =
        QJsonDocument::fromJson(inClub(db, us({"--format", "json", "backtest", "--game", "Go"})).out).object();
    QCOMPARE(o.value(u("game")).toString(), u("Go"));
    QCOMPARE(o.value(u("matches")).toInt(), 80);
    const QJsonArray rows = o.value(u("rows")).toArray();
    QVERIFY(rows.size() >= 3);
    QCOMPARE(rows.first().toObject().value(u("rule_set")).toString(), u("openskill"));
    QVERIFY(rows.first().toObject().value(u("game_rules")).toBool());
    for (const QJsonValue& row : rows) {
        const QJsonArray deciles = row.toObject().value(u("calibration")).toArray();
        QCOMPARE(deciles.size(), 10);
        qint64 counted = 0;
        for (const QJsonValue& d : deciles) {
            counted += d.toObject().value(u("count")).toInteger();
        }
        // Go: two teams of two, 4 pairs a match (team-mates form none).
        QCOMPARE(row.toObject().value(u("all")).toObject().value(u("pairs")).toInteger(), qint64{320});
        QCOMPARE(counted, qint64{640});
    }
    QStringList excluded;
    for (const QJsonValue& e : o.value(u("excluded")).toArray()) {
        excluded << e.toObject().value(u("rule_set")).toString();
    }
    QCOMPARE(excluded, us({"niveau", "elo-provisional", "elo-dsc", "fermi"}));

    // --calibration lists the deciles as rows.
    const Listing deciles =
        backtestCsv(db, us({"backtest", "--game", "Chess", "--systems", "glicko2", "--calibration"}));
    QVERIFY2(deciles.problem.isEmpty(), qPrintable(deciles.problem));
    QCOMPARE(deciles.csv.size(), 21); // glicko2 and the coin flip, 10 deciles each
}

void TestCli::backtestErrors_data()
{
    addBackendColumn();
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("named");
    for (const QString& backend : backends()) {
        const auto row = [&](const char* name, const QStringList& args, int code, const char* named) {
            QTest::addRow("%s: %s", qPrintable(backend), name) << backend << args << code << u(named);
        };
        row("no --game", us({"backtest"}), 2, "--game");
        row("unknown rule set", us({"backtest", "--game", "Chess", "--systems", "glicko3"}), 2, "glicko3");
        row("--param without a rule set", us({"backtest", "--game", "Chess", "--param", "k_low=24"}), 2, "k_low");
        row("--param for a rule set not compared",
            us({"backtest", "--game", "Chess", "--systems", "glicko2", "--param", "fermi.max_gain=4"}), 2, "fermi");
        row("--experience not a number", us({"backtest", "--game", "Chess", "--experience", "many"}), 2, "many");
        row("unknown game", us({"backtest", "--game", "Poker"}), 1, "Poker");
        row("bad parameter value", us({"backtest", "--game", "Chess", "--param", "glicko2.tau=fast"}), 1, "tau");
        row("unknown parameter", us({"backtest", "--game", "Chess", "--param", "glicko2.k=24"}), 1, "k");
        row("a rule set twice", us({"backtest", "--game", "Chess", "--systems", "fermi,fermi"}), 1, "fermi");
        row("game add: glicko2 parameter",
            us({"game", "add", "Othello", "--system", "glicko2", "--param", "period=year"}), 1, "year");
    }
}

void TestCli::backtestErrors()
{
    QFETCH(QString, backend);
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, named);
    PALMARES_SCRATCH(club, backend);
    for (const QStringList& c : {us({"init"}), us({"game", "add", "Chess", "--system", "glicko2"})}) {
        QCOMPARE(inClub(club.location(), c).code, 0);
    }
    const CliRun r = inClub(club.location(), args);
    const QString what = describe(args, r);
    QVERIFY2(r.code == code, qPrintable(what));
    QVERIFY2(r.out.isEmpty(), qPrintable(what));
    QVERIFY2(r.errText().contains(named), qPrintable(what));
}

// -------------------------------------------------- backups and restore

namespace {

/// The files of the club's backup folder with `reason` in their name.
QStringList backupsOf(const QString& db, const QString& reason)
{
    return QDir(db + u(".backups")).entryList({u("*-") + reason + u(".palmares")}, QDir::Files, QDir::Name);
}

} // namespace

void TestCli::restoreCommand()
{
    PALMARES_SCRATCH(club, u("sqlite"));
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(first, db, (QStringList{u("import"), m_fileA}));
    CLI_OK(standingsA, db, us({"--format", "csv", "standings", "--game", "Tarot"}));
    const QString afterA = fingerprint(db);

    // The second import is preceded by a backup that holds the club after A.
    const QStringList before = backupsOf(db, u("import"));
    QCOMPARE(before.size(), 1);
    CLI_OK(second, db, (QStringList{u("import"), m_fileB}));
    const QStringList imports = backupsOf(db, u("import"));
    QCOMPARE(imports.size(), 2);
    QVERIFY2(fingerprint(db) != afterA, "file B changed nothing");

    CLI_OK(list, db, us({"--format", "csv", "restore", "--list"}));
    QString problem;
    const QList<QStringList> rows = parseCsv(list.outText(), problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(rows.value(0),
             us({"backup", "date", "reason", "size", "players", "games", "results", "last_result", "problem"}));
    QCOMPARE(rows.size(), 3);
    // Newest first: the backup before B holds A's results, the one before A none.
    QCOMPARE(rows[1][0], imports.last());
    QCOMPARE(rows[1][2], u("import"));
    QCOMPARE(rows[1][6], Peek(db + u(".backups/") + imports.last()).value(u("SELECT COUNT(*) FROM match")));
    QVERIFY(rows[1][6].toInt() > 0);
    QCOMPARE(rows[2][6], u("0"));
    QCOMPARE(rows[1][8], QString());

    // Restoring by its file name puts the club back as it was after A.
    CLI_OK(restored, db, (QStringList{u("restore"), imports.last()}));
    QVERIFY2(restored.outText().contains(u("restored")) && restored.outText().contains(u("before-restore")),
             qPrintable(restored.outText()));
    QCOMPARE(fingerprint(db), afterA);
    CLI_OK(standingsBack, db, us({"--format", "csv", "standings", "--game", "Tarot"}));
    QCOMPARE(standingsBack.out, standingsA.out);
    CLI_OK(check, db, us({"check"}));
    // …and the club as it was before the restore is itself a backup.
    const QStringList saved = backupsOf(db, u("before-restore"));
    QCOMPARE(saved.size(), 1);
    CLI_OK(undo, db, (QStringList{u("restore"), db + u(".backups/") + saved.first()}));
    QVERIFY2(fingerprint(db) != afterA, "the restore of the restore did not bring B back");
    CLI_OK(standingsB, db, us({"--format", "csv", "standings", "--game", "Tarot"}));
    QVERIFY(standingsB.out != standingsA.out);
}

void TestCli::restoreRefuses_data()
{
    QTest::addColumn<QByteArray>("damage");
    QTest::addColumn<QString>("named");
    QTest::newRow("cut short") << QByteArray("cut") << u("damaged");
    QTest::newRow("pages overwritten") << QByteArray("scribble") << u("damaged");
    QTest::newRow("not a database") << QByteArray("text") << u("not a Palmarès club file");
    QTest::newRow("another application") << QByteArray("foreign") << u("another application");
    QTest::newRow("a newer Palmarès") << QByteArray("newer") << u("newer Palmarès");
}

void TestCli::restoreRefuses()
{
    QFETCH(QByteArray, damage);
    QFETCH(QString, named);
    PALMARES_SCRATCH(club, u("sqlite"));
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    CLI_OK(first, db, (QStringList{u("import"), m_fileA}));
    const QString backup = path(QString::fromLatin1(damage) + u(".palmares"));
    QFile::remove(backup);
    CLI_OK(copy, db, (QStringList{u("backup"), backup}));
    QByteArray bytes = readFile(backup);
    if (damage == "cut") {
        bytes.truncate(bytes.size() / 2);
    } else if (damage == "scribble") {
        for (qsizetype i = 4096; i < bytes.size(); i += 97) {
            bytes[i] = static_cast<char>(0x5a);
        }
    } else if (damage == "text") {
        bytes = "match,date,game\n";
    }
    QVERIFY(writeFile(backup, bytes));
    if (damage == "foreign" || damage == "newer") {
        Peek edit(backup, true);
        QVERIFY(edit.exec(damage == "foreign" ? u("PRAGMA application_id = 7") : u("PRAGMA user_version = 99")));
    }
    const QByteArray hashBefore = sha256(db);
    const QStringList backupsBefore = QDir(db + u(".backups")).entryList(QDir::Files);

    const CliRun r = inClub(db, QStringList{u("restore"), backup});
    const QString what = describe(QStringList{u("--db"), db, u("restore"), backup}, r);
    QVERIFY2(r.code == 1, qPrintable(what));
    QVERIFY2(r.errText().contains(named) && r.errText().contains(u("left untouched")), qPrintable(what));
    QVERIFY2(r.out.isEmpty(), qPrintable(what));
    QCOMPARE(sha256(db), hashBefore);
    QCOMPARE(QDir(db + u(".backups")).entryList(QDir::Files), backupsBefore);
}

void TestCli::importBackupFailureWarns()
{
    PALMARES_SCRATCH(club, u("sqlite"));
    const QString db = club.location();
    const QString p = setUpClub(db);
    QVERIFY2(p.isEmpty(), qPrintable(p));
    // Neither backup folder can be made: a file where the folder beside the
    // club would be, and a user data folder under a file.
    QVERIFY(writeFile(db + u(".backups"), "in the way"));
    QProcessEnvironment env = cliEnvironment();
    env.insert(u("XDG_DATA_HOME"), db + u(".backups/data"));
    const QStringList args{u("--db"), db, u("import"), m_fileA};
    const CliRun r = runCli(args, env);
    const QString what = describe(args, r);
    QVERIFY2(r.code == 0, qPrintable(what));
    QVERIFY2(r.errText().contains(u("warning: no backup before the import")), qPrintable(what));
    QVERIFY2(Peek(db).value(u("SELECT COUNT(*) FROM match")).toInt() > 0, "the import did not happen");
}

PALMARES_TEST_SHARDED_MAIN(TestCli)
#include "tst_cli.moc"
