// palmares-cli's listings (standings, Hall of Fame, history, game and player
// lists, explain) in the three output formats, which must agree, with exact
// ratings; standings at a date; the report files (PDF, HTML, CSV), without a
// display, and in French. On the generated history (clihistory.h), on each
// backend.

#include "clihistory.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTest>

using namespace palmares::test;

class TestCliListings : public QObject, public CliHistory
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
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
    void reportFiles_data();
    void reportFiles();
    void reportInFrench();
};

void TestCliListings::initTestCase()
{
    writeHistory();
}

// ------------------------------------------------------------ listings

void TestCliListings::standingsFormats_data()
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

void TestCliListings::standingsFormats()
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

void TestCliListings::hallOfFameFormats_data()
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

void TestCliListings::hallOfFameFormats()
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

void TestCliListings::otherListings_data()
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

void TestCliListings::otherListings()
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

void TestCliListings::historyDecimals_data()
{
    standingsFormats_data();
}

void TestCliListings::historyDecimals()
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

void TestCliListings::standingsAt_data()
{
    backendRows();
}

void TestCliListings::standingsAt()
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

// ------------------------------------------------------------ report

void TestCliListings::reportFiles_data()
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

void TestCliListings::reportFiles()
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

void TestCliListings::reportInFrench()
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

QTEST_GUILESS_MAIN(TestCliListings)
#include "tst_cli_listings.moc"
