// The generated history, the listings compared in three formats and the
// shared fixture of the tst_cli programs (clihistory.h).

#include "clihistory.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

#include <algorithm>

namespace palmares::test {

namespace {

const QStringList& people()
{
    // Accents, a comma and quotes: the CSV writer must quote, the table align.
    static const QStringList all = us({"Zoé", "Bruno", "Chloé", "Dupont, Jean", "Ann \"Ace\" Ray", "Émile", "Farid",
                                       "Gaëlle", "Hugo", "Inès", "Jules", "Karim"});
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

} // namespace

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

const QStringList& csvColumns()
{
    static const QStringList all =
        us({"match", "date", "game", "player", "rank", "score", "team", "deals", "left", "morale", "morale_lost",
            "outcome", "army_points", "turns", "duration_min", "void", "army_list"});
    return all;
}

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

Listing listing(const QString& db, const QStringList& args, bool checkTable)
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

QString fingerprint(const QString& db, bool withAudit)
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

void addBackendColumn()
{
    QTest::addColumn<QString>("backend");
}

void backendRows()
{
    addBackendColumn();
    for (const QString& backend : backends()) {
        QTest::newRow(qPrintable(backend)) << backend;
    }
}

QString CliHistory::setUpClub(const QString& db)
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

QString CliHistory::buildFixture(Fixture& f) const
{
    if (!f.club->error().isEmpty()) {
        return f.club->error();
    }
    if (QString p = setUpClubWithA(f.db()); !p.isEmpty()) {
        return p;
    }
    const auto run = [&](const QStringList& args, QByteArray* out) {
        const CliRun r = inClub(f.db(), args);
        if (out != nullptr) {
            *out = r.out;
        }
        return r.code == 0 && r.err.isEmpty() ? QString() : describe(QStringList{u("--db"), f.db()} + args, r);
    };
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

QString CliHistory::setUpClubWithA(const QString& db) const
{
    if (QString p = setUpClub(db); !p.isEmpty()) {
        return p;
    }
    const QStringList args{u("import"), m_fileA};
    const CliRun r = inClub(db, args);
    return r.code == 0 && r.err.isEmpty() ? QString() : describe(QStringList{u("--db"), db} + args, r);
}

const CliHistory::Fixture* CliHistory::fixture(const QString& backend)
{
    if (!backends().contains(backend)) {
        return nullptr;
    }
    auto& f = m_fixtures[backend];
    if (!f) {
        f = std::make_unique<Fixture>();
        f->club = std::make_unique<ScratchClub>(backend);
        f->problem = buildFixture(*f);
    }
    return f.get();
}

void CliHistory::writeHistory()
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
}

} // namespace palmares::test
