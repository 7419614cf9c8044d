// The printed sheets (ARCHITECTURE.md, "Reports") on a club whose players
// have the names that break printers and spreadsheets: quotes, commas,
// accents, formulas (=1+2, @x, -3, +plus), HTML (<b>). (A tab or a CR can no longer be in a
// name, names.h; the cell escaping of a leading one is tested on its own.)
// PDFs are read back with pdftotext (poppler-utils), HTML is searched for a
// raw name, CSV is parsed back (RFC 4180) and compared with the names.

#include "club/club.h"
#include "csv/spreadsheet.h"
#include "report/sheets.h"
#include "report/writers.h"

#include "i18n/i18n.h"
#include "testclubs.h"

#include <QFile>
#include <QLocale>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>

#include <memory>

using namespace palmares;
using palmares::test::ScratchClub;

namespace {

QString u(const char* utf8)
{
    return QString::fromUtf8(utf8);
}

QDateTime when(int year, int month, int day, int hour = 20)
{
    return QDateTime(QDate(year, month, day), QTime(hour, 0), Qt::UTC);
}

club::MatchDraft::Entry ranked(const QString& player, int rank)
{
    club::MatchDraft::Entry e;
    e.player = player;
    e.rank = rank;
    return e;
}

club::MatchDraft::Entry scored(const QString& player, double score)
{
    club::MatchDraft::Entry e;
    e.player = player;
    e.score = score;
    return e;
}

club::MatchDraft draft(const QString& code, const QString& game, const QDateTime& at,
                       const QList<club::MatchDraft::Entry>& entries)
{
    club::MatchDraft d;
    d.code = code;
    d.game = game;
    d.playedAt = at;
    d.participants = entries;
    return d;
}

/// The names a sheet must print, escape and quote correctly.
const QStringList& oddNames()
{
    static const QStringList names{u("Ann \"Ace\" Ray"),
                                   u("Dupont, Jean"),
                                   u("Zoé Ñandú-Østergård"),
                                   u("=1+2"),
                                   u("<b>bold</b>"),
                                   u("@x"),
                                   u("-3"),
                                   u("+plus"),
                                   u("%1 %s 100%"),
                                   u("A;B|C"),
                                   u("O'Brien & Co")};
    return names;
}

/// RFC 4180 reader (quotes, doubled quotes, CRLF); empty + `problem` when malformed.
QList<QStringList> parseCsv(const QString& text, QString& problem)
{
    QList<QStringList> records;
    QStringList record;
    QString cell;
    bool quoted = false;
    bool wasQuoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    cell += c;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                cell += c;
            }
        } else if (c == QLatin1Char('"')) {
            if (!cell.isEmpty() || wasQuoted) {
                problem = QStringLiteral("a quote inside an unquoted cell at %1").arg(i);
                return {};
            }
            quoted = true;
            wasQuoted = true;
        } else if (c == QLatin1Char(',')) {
            record << cell;
            cell.clear();
            wasQuoted = false;
        } else if (c == QLatin1Char('\r')) {
            if (i + 1 >= text.size() || text[i + 1] != QLatin1Char('\n')) {
                problem = QStringLiteral("a bare CR outside quotes at %1").arg(i);
                return {};
            }
            ++i;
            record << cell;
            records << record;
            record.clear();
            cell.clear();
            wasQuoted = false;
        } else if (c == QLatin1Char('\n')) {
            problem = QStringLiteral("a bare LF outside quotes at %1").arg(i);
            return {};
        } else {
            cell += c;
        }
    }
    if (quoted || !cell.isEmpty() || !record.isEmpty()) {
        problem = QStringLiteral("the last record is not ended by CRLF");
        return {};
    }
    return records;
}

/// A neutralised CSV field read back as the text it stands for.
QString unneutralised(const QString& field)
{
    // One apostrophe before apostrophes and a formula's first character (RATING_RULES.md §1).
    static const QRegularExpression dangerous(QStringLiteral("^'(?='*[=+\\-@\\t\\r])"));
    return dangerous.match(field).hasMatch() ? field.mid(1) : field;
}

struct PdfText {
    QString text;
    QString problem;
};

PdfText pdfText(const QString& pdf, int page = 0, bool layout = false)
{
    QProcess p;
    QStringList args{QStringLiteral("-enc"), QStringLiteral("UTF-8")};
    if (layout) {
        args << QStringLiteral("-layout"); // each line of the page as one line of text
    }
    if (page > 0) {
        args << QStringLiteral("-f") << QString::number(page) << QStringLiteral("-l") << QString::number(page);
    }
    args << pdf << QStringLiteral("-");
    p.start(QStringLiteral("pdftotext"), args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        return {{},
                QStringLiteral("pdftotext %1: %2 %3")
                    .arg(pdf, p.errorString(), QString::fromUtf8(p.readAllStandardError()))};
    }
    return {QString::fromUtf8(p.readAllStandardOutput()), {}};
}

int pdfPages(const QString& pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {pdf});
    p.waitForFinished(60000);
    const QRegularExpression pages(QStringLiteral("Pages:\\s+(\\d+)"));
    const auto m = pages.match(QString::fromUtf8(p.readAllStandardOutput()));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

/// Text as pdftotext gives it back: whitespace runs as one space.
QString simplified(const QString& text)
{
    return text.simplified();
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void standingsPdfFindsEveryPlayer();
    void longSheetRepeatsHeaders();
    void htmlEscapesEveryName_data();
    void htmlEscapesEveryName();
    void csvNeutralisesFormulas_data();
    void csvNeutralisesFormulas();
    void csvRoundTripsOddNames_data();
    void csvRoundTripsOddNames();
    void csvKeepsNumbers();
    void fromTableGuessesNumbers();
    void standingsColumns();
    void hallOfFameSheet();
    void bulletinHasEveryGame();
    void bulletinStopsWhenTold();
    void explanationCardNumbers_data();
    void explanationCardNumbers();
    void frenchFormatting();
    void writersReportFailures();
    void explanationCardParametersInForce_data();
    void explanationCardParametersInForce();
    void seasonReportSheet();
    void seasonReportOfNoMatch();
    void largeTypeOnPaperAndInHtml();
    void standingsFillThePage();

private:
    std::optional<report::Report> sheet(const QString& kind);
    QString path(const QString& name) const { return m_scratch->folder() + QLatin1Char('/') + name; }

    std::unique_ptr<ScratchClub> m_scratch;
    std::unique_ptr<club::Club> m_club;
    QStringList m_longPlayers;
};

void TestReport::initTestCase()
{
    m_scratch = std::make_unique<ScratchClub>(QStringLiteral("sqlite"));
    QVERIFY2(m_scratch->error().isEmpty(), qPrintable(m_scratch->error()));
    auto reopened = club::Club::open(m_scratch->location(), club::OpenMode::Create);
    QVERIFY2(reopened, qPrintable(reopened.status().toString()));
    m_club = std::move(*reopened);
    QVERIFY(m_club->init(u("Club <i>\"Les As\"</i>, Paris")).ok());
    QVERIFY(m_club->catalogue().addGame(u("Échecs"), rating::System::EloProvisional).ok());
    QVERIFY(m_club->catalogue().addGame(u("Tarot"), rating::System::Niveau).ok());
    QVERIFY(m_club->catalogue().addGame(u("Belote"), rating::System::Points).ok());
    QVERIFY(m_club->catalogue().addGame(u("Ligue"), rating::System::EloProvisional).ok());
    for (const QString& name : oddNames()) {
        const club::Status s = m_club->roster().addPlayer(name);
        QVERIFY2(s.ok(), qPrintable(name + QStringLiteral(": ") + s.toString()));
    }
    const QStringList& n = oddNames();
    int code = 0;
    const auto record = [&](const club::MatchDraft& d) {
        const auto id = m_club->resultBook().recordMatch(d, true);
        return id ? QString() : d.code + QStringLiteral(": ") + id.status().toString();
    };
    // Chess duels over two months: each player meets the next ones.
    for (int month = 10; month <= 11; ++month) {
        for (int i = 0; i < n.size(); ++i) {
            const QString c = QStringLiteral("E%1").arg(++code, 4, 10, QLatin1Char('0'));
            const QString p = record(draft(c, u("Échecs"), when(2026, month, 1 + i),
                                           {ranked(n[i], 1), ranked(n[(i + month - 9) % n.size()], 2)}));
            QVERIFY2(p.isEmpty(), qPrintable(p));
        }
    }
    // Tarot tables of five and Belote teams.
    for (int t = 0; t < 6; ++t) {
        QList<club::MatchDraft::Entry> table;
        for (int k = 0; k < 5; ++k) {
            table << scored(n[(t * 2 + k) % n.size()], (k % 2 == 0 ? 1 : -1) * (30.0 + 17 * k + t));
        }
        club::MatchDraft d = draft(QStringLiteral("T%1").arg(t + 1), u("Tarot"), when(2026, 10 + t / 3, 5 + t), table);
        d.deals = 18;
        const QString p = record(d);
        QVERIFY2(p.isEmpty(), qPrintable(p));
        const QString b =
            record(draft(QStringLiteral("B%1").arg(t + 1), u("Belote"), when(2026, 11, 10 + t),
                         {ranked(n[t], 1), ranked(n[t + 1], 1), ranked(n[t + 2], 2), ranked(n[t + 3], 2)}));
        QVERIFY2(b.isEmpty(), qPrintable(b));
    }
    // A season of October and November: every match above.
    QVERIFY(m_club->seasons().add(u("Automne 2026"), QDate(2026, 10, 1), QDate(2026, 11, 30)).ok());
    // A league of 120 players: a sheet of several pages.
    for (int i = 0; i < 120; ++i) {
        m_longPlayers << QStringLiteral("Joueur %1").arg(i + 1, 3, 10, QLatin1Char('0'));
    }
    for (int i = 0; i < 120; i += 2) {
        const QString p = record(draft(QStringLiteral("L%1").arg(i), u("Ligue"), when(2026, 11, 1 + i / 10),
                                       {ranked(m_longPlayers[i], 1), ranked(m_longPlayers[i + 1], 2)}));
        QVERIFY2(p.isEmpty(), qPrintable(p));
    }
}

void TestReport::cleanup()
{
    QLocale::setDefault(QLocale::c());
}

std::optional<report::Report> TestReport::sheet(const QString& kind)
{
    club::Status status;
    report::Options o;
    std::optional<report::Report> r;
    if (kind == QLatin1String("standings")) {
        o.game = u("Échecs");
        o.at = QDate(2026, 11, 30);
        r = report::standingsSheet(*m_club, o, status);
    } else if (kind == QLatin1String("tarot")) {
        o.game = u("Tarot");
        o.at = QDate(2026, 11, 30);
        r = report::standingsSheet(*m_club, o, status);
    } else if (kind == QLatin1String("hall-of-fame")) {
        r = report::hallOfFameSheet(*m_club, o, status);
    } else if (kind == QLatin1String("bulletin")) {
        o.at = QDate(2026, 11, 30);
        r = report::bulletin(*m_club, o, status);
    } else if (kind == QLatin1String("season")) {
        r = report::seasonReport(*m_club, u("Automne 2026"), status);
    } else if (kind == QLatin1String("card")) {
        r = report::explanationCard(*m_club, u("T1"), status);
    }
    if (!r) {
        qWarning("%s: %s", qPrintable(kind), qPrintable(status.toString()));
    }
    return r;
}

void TestReport::standingsPdfFindsEveryPlayer()
{
    const auto r = sheet(u("standings"));
    QVERIFY(r);
    const QString pdf = path(u("standings.pdf"));
    QString error;
    QVERIFY2(report::writePdf(*r, pdf, &error), qPrintable(error));
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.read(5) == "%PDF-");
    const PdfText t = pdfText(pdf);
    QVERIFY2(t.problem.isEmpty(), qPrintable(t.problem));
    const QString text = simplified(t.text);
    for (const QString& name : oddNames()) {
        QVERIFY2(text.contains(simplified(report::printable(name))), qPrintable(name + u(" not in:\n") + t.text));
    }
    QVERIFY2(text.contains(u("Standings — Échecs")), qPrintable(t.text));
    QVERIFY2(text.contains(u("Page 1 of 1")), qPrintable(t.text));
    QVERIFY2(text.contains(u("Rule set: Elo with a provisional period")), "the footer names the rule set");
    // Its parameters in words in their own section, no key (issue 43).
    QVERIFY2(text.contains(u("How these ratings are computed")), qPrintable(t.text));
    QVERIFY2(text.contains(u("a rating is provisional until this many games: 20")), qPrintable(t.text));
    QVERIFY2(!text.contains(u("provisional_games")) && !text.contains(u("elo-provisional")), qPrintable(t.text));
    QVERIFY2(text.contains(u("30 Nov 2026")) || text.contains(u("2026")), qPrintable(t.text));
}

void TestReport::longSheetRepeatsHeaders()
{
    club::Status status;
    report::Options o;
    o.game = u("Ligue");
    const auto r = report::standingsSheet(*m_club, o, status);
    QVERIFY2(r, qPrintable(status.toString()));
    QCOMPARE(r->tables().first()->rows.size(), 120);
    const QString pdf = path(u("long.pdf"));
    QVERIFY(report::writePdf(*r, pdf));
    const int pages = pdfPages(pdf);
    QVERIFY2(pages >= 2, qPrintable(QString::number(pages)));
    QString all;
    for (int page = 1; page <= pages; ++page) {
        const PdfText t = pdfText(pdf, page, true);
        QVERIFY2(t.problem.isEmpty(), qPrintable(t.problem));
        const QString text = simplified(t.text);
        QVERIFY2(text.contains(u("Page %1 of %2").arg(page).arg(pages)), qPrintable(t.text));
        // The table's header row on every page, and the page header.
        QVERIFY2(text.contains(u("Rank Player Rating Category Games W D L ▲▼ ±")),
                 qPrintable(u("page %1:\n").arg(page) + t.text));
        QVERIFY2(text.contains(u("Standings — Ligue")), qPrintable(t.text));
        all += text + QLatin1Char(' ');
    }
    for (const QString& name : std::as_const(m_longPlayers)) {
        QVERIFY2(all.contains(name), qPrintable(name));
    }
}

void TestReport::htmlEscapesEveryName_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("standings") << u("standings");
    QTest::newRow("hall of fame") << u("hall-of-fame");
    QTest::newRow("bulletin") << u("bulletin");
    QTest::newRow("explanation card") << u("card");
}

void TestReport::htmlEscapesEveryName()
{
    QFETCH(QString, kind);
    const auto r = sheet(kind);
    QVERIFY(r);
    const QString html = r->html();
    QVERIFY(html.startsWith(u("<!DOCTYPE html>")));
    QVERIFY(html.contains(u("<meta charset=\"utf-8\">")));
    QVERIFY2(!html.contains(u("<b>")), "a raw <b> from a name");
    QVERIFY2(!html.contains(u("<i>")), "a raw <i> from the club's name");
    QVERIFY2(!html.contains(u("\"Ace\"")), "an unescaped quote");
    QVERIFY2(!html.contains(u("& Co")), "an unescaped ampersand");
    QVERIFY(html.contains(u("&lt;i&gt;&quot;Les As&quot;&lt;/i&gt;")));
    int namesShown = 0;
    for (const QString& name : oddNames()) {
        namesShown += html.contains(report::htmlEscaped(report::printable(name))) ? 1 : 0;
    }
    QVERIFY2(namesShown >= 4, qPrintable(QString::number(namesShown)));
    // Every tag in the page is one the writer makes.
    static const QRegularExpression tag(QStringLiteral("<(/?)([a-zA-Z0-9!]+)"));
    static const QStringList allowed{u("!DOCTYPE"), u("html"),    u("head"),  u("meta"),  u("title"), u("style"),
                                     u("body"),     u("header"),  u("h1"),    u("h2"),    u("p"),     u("section"),
                                     u("table"),    u("caption"), u("thead"), u("tbody"), u("tr"),    u("th"),
                                     u("td"),       u("strong"),  u("pre"),   u("footer")};
    for (auto it = tag.globalMatch(html); it.hasNext();) {
        const QString name = it.next().captured(2);
        QVERIFY2(allowed.contains(name), qPrintable(name));
    }
}

void TestReport::csvNeutralisesFormulas_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("field");
    QTest::newRow("=") << u("=1+2") << u("'=1+2");
    QTest::newRow("+") << u("+plus") << u("'+plus");
    QTest::newRow("-") << u("-3") << u("'-3");
    QTest::newRow("@") << u("@x") << u("'@x");
    QTest::newRow("tab") << u("\tx") << u("'\tx");
    QTest::newRow("CR") << u("\rx") << u("'\rx");
    QTest::newRow("inside") << u("a=1+2") << u("a=1+2");
    QTest::newRow("plain") << u("Zoé") << u("Zoé");
    QTest::newRow("empty") << QString() << QString();
    // Apostrophes then a formula: one more, so that reading drops exactly one.
    QTest::newRow("apostrophe =") << u("'=1+2") << u("''=1+2");
    QTest::newRow("apostrophes -") << u("''-3") << u("'''-3");
    QTest::newRow("apostrophe alone") << u("'Tis") << u("'Tis");
    QTest::newRow("apostrophe only") << u("'") << u("'");
}

void TestReport::csvNeutralisesFormulas()
{
    QFETCH(QString, text);
    QFETCH(QString, field);
    QCOMPARE(palmares::csv::neutralised(text), field);
    QCOMPARE(report::Cell(text).csvSafe(), field);
    QCOMPARE(unneutralised(field), text);
    QCOMPARE(palmares::csv::unneutralised(field), text);
}

void TestReport::csvRoundTripsOddNames_data()
{
    htmlEscapesEveryName_data();
}

void TestReport::csvRoundTripsOddNames()
{
    QFETCH(QString, kind);
    const auto r = sheet(kind);
    QVERIFY(r);
    const QString file = path(kind + u(".csv"));
    QString error;
    QVERIFY2(report::writeCsv(*r, file, &error), qPrintable(error));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray bytes = f.readAll();
    QVERIFY2(bytes.startsWith("\xEF\xBB\xBF"), "UTF-8 with a BOM");
    bytes.remove(0, 3);
    const QString text = QString::fromUtf8(bytes);
    QCOMPARE(text.toUtf8(), bytes); // valid UTF-8
    QString problem;
    const QList<QStringList> records = parseCsv(text, problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(records.size() >= 2);
    for (const QStringList& rec : records) {
        QCOMPARE(rec.size(), records.first().size());
        for (const QString& field : rec) {
            static const QRegularExpression formula(QStringLiteral("^[=+\\-@\\t\\r]"));
            static const QRegularExpression number(QStringLiteral("^-?[0-9]+(\\.[0-9]+)?$"));
            QVERIFY2(!formula.match(field).hasMatch() || number.match(field).hasMatch(),
                     qPrintable(u("a field a spreadsheet would run: ") + field));
        }
    }
    // What the report holds comes back whole, field by field.
    const QList<QStringList> expected = r->csvRecords();
    QCOMPARE(records, expected);
    if (kind == QLatin1String("card")) {
        return; // five of the names play T1
    }
    QSet<QString> read;
    for (const QStringList& rec : records) {
        for (const QString& field : rec) {
            read.insert(unneutralised(field));
        }
    }
    for (const QString& name : oddNames()) {
        if (kind == QLatin1String("bulletin") && name == u("+plus")) {
            // in the bulletin every name is in the standings: checked below anyway
        }
        QVERIFY2(read.contains(name), qPrintable(name));
    }
}

void TestReport::csvKeepsNumbers()
{
    const auto r = sheet(u("standings"));
    QVERIFY(r);
    const QList<QStringList> records = r->csvRecords();
    const QStringList header = records.first();
    const auto rating = header.indexOf(u("Rating"));
    const auto change = header.indexOf(u("±"));
    const auto provisional = header.indexOf(u("Provisional"));
    QVERIFY(rating >= 0 && change >= 0 && provisional >= 0);
    bool negative = false;
    for (const QStringList& rec : records.mid(1)) {
        bool ok = false;
        rec[rating].toDouble(&ok);
        QVERIFY2(ok, qPrintable(rec[rating])); // no "~", no thousands separator
        QVERIFY(rec[provisional] == u("1") || rec[provisional] == u("0"));
        negative = negative || rec[change].startsWith(QLatin1Char('-'));
        if (!rec[change].isEmpty()) {
            rec[change].toDouble(&ok);
            QVERIFY2(ok, qPrintable(rec[change]));
        }
    }
    QVERIFY2(negative, "a rating went down: written as a plain negative number");
}

void TestReport::fromTableGuessesNumbers()
{
    const report::Report r = report::fromTable(
        u("Players"), {u("Name"), u("Rating"), u("Change")},
        {{u("=SUM(A1)"), u("1 418"), u("-12")}, {u("<b>x</b>"), u("905"), u("+3")}, {u("Zoé"), u("1 000"), u("")}});
    const QList<QStringList> records = r.csvRecords();
    QCOMPARE(records.size(), 4);
    QCOMPARE(records[0], (QStringList{u("Name"), u("Rating"), u("Change")}));
    QCOMPARE(records[1], (QStringList{u("'=SUM(A1)"), u("1418"), u("-12")}));
    QCOMPARE(records[2], (QStringList{u("<b>x</b>"), u("905"), u("3")}));
    QCOMPARE(records[3][1], u("1000"));
    const report::Table& t = *r.tables().first();
    QVERIFY(!t.columns[0].numeric);
    QVERIFY(t.columns[1].numeric);
    QVERIFY(t.columns[2].numeric);
    QVERIFY(!r.html().contains(u("<b>x")));
    const QString pdf = path(u("table.pdf"));
    QVERIFY(report::writePdf(r, pdf));
    QVERIFY(simplified(pdfText(pdf).text).contains(u("=SUM(A1)")));
}

void TestReport::standingsColumns()
{
    const auto r = sheet(u("tarot"));
    QVERIFY(r);
    const report::Table& t = *r->tables().first();
    QStringList paper;
    for (const int c : t.paperColumns()) {
        paper << t.columns[c].header;
    }
    QCOMPARE(paper, (QStringList{u("Rank"), u("Player"), u("Rating"), u("Category"), u("Games"), u("W"), u("D"), u("L"),
                                 u("▲▼"), u("±")}));
    const auto now = m_club->rankings().standings(u("Tarot"), QDate(2026, 11, 30));
    const auto before = m_club->rankings().standings(u("Tarot"), QDate(2026, 10, 30));
    QVERIFY(now && before);
    QCOMPARE(t.rows.size(), now->rows.size());
    for (int i = 0; i < t.rows.size(); ++i) {
        const club::StandingRow& s = now->rows[i];
        QCOMPARE(t.rows[i][1].text, s.player);
        QCOMPARE(t.rows[i][2].text,
                 (s.provisional ? u("~") : QString()) + QLocale().toString(std::round(s.displayed), 'f', 0));
        const auto prev = std::find_if(before->rows.cbegin(), before->rows.cend(),
                                       [&](const club::StandingRow& b) { return b.playerId == s.playerId; });
        if (prev == before->rows.cend()) {
            QCOMPARE(t.rows[i][9].text, u("new"));
        } else {
            const int moved = prev->rank - s.rank;
            QCOMPARE(t.rows[i][9].value.toInt(), moved);
            QVERIFY(t.rows[i][9].text.startsWith(moved > 0 ? u("▲") : moved < 0 ? u("▼") : u("=")));
            QCOMPARE(t.rows[i][10].value.toDouble(), s.displayed - prev->displayed);
        }
    }
    // The rule set by its name; its parameters in words in their own
    // section, not "niveau" and "k0=50 · novice_deals=300" (issue 43).
    QCOMPARE(r->footer, u("Rule set: Niveau (table level)"));
    const report::Section& how = r->sections.constLast();
    QCOMPARE(how.heading, u("How these ratings are computed"));
    QVERIFY2(how.paragraphs.contains(u("K0, amplitude of the changes: 50")), qPrintable(how.paragraphs.join(u'\n')));
    QVERIFY(!how.paragraphs.join(u'\n').contains(u("k0")));
    QCOMPARE(r->tables().size(), 1); // the CSV of the standings is still one table
}

void TestReport::hallOfFameSheet()
{
    club::Status status;
    report::Options o;
    o.game = u("Belote");
    o.from = QDate(2026, 11, 1);
    o.to = QDate(2026, 11, 30);
    const auto r = report::hallOfFameSheet(*m_club, o, status);
    QVERIFY2(r, qPrintable(status.toString()));
    const auto h = m_club->rankings().hallOfFame(u("Belote"), o.from, o.to);
    QVERIFY(h);
    const report::Table& t = *r->tables().first();
    QCOMPARE(t.rows.size(), h->rows.size());
    for (int i = 0; i < t.rows.size(); ++i) {
        QCOMPARE(t.rows[i][1].text, h->rows[i].player);
        QCOMPARE(t.rows[i][2].value.toInt(), h->rows[i].participations);
        QCOMPARE(t.rows[i][4].value.toDouble(), h->rows[i].average);
        QCOMPARE(t.rows[i][5].value.toDouble(), h->rows[i].adjusted);
    }
    QVERIFY(r->title.contains(u("Belote")));
    // Read by club members: no developers' document cited.
    QVERIFY2(r->footer.startsWith(u("Hall of Fame: placement points")) && !r->footer.contains(u("RATING_RULES")),
             qPrintable(r->footer));
    o.to = QDate(2026, 10, 1);
    club::Status refused;
    QVERIFY(!report::hallOfFameSheet(*m_club, o, refused));
    QVERIFY(!refused.ok());
}

void TestReport::bulletinStopsWhenTold()
{
    // Made in the window's worker, the bulletin tells the club's progress
    // of each game whose standings it reads, and stops when told: nothing
    // made, stopped (the window then shows no error).
    const auto games = m_club->catalogue().games();
    QVERIFY(games && games->size() >= 2);
    const auto count = static_cast<qint64>(games->size());
    QList<qint64> steps;
    m_club->setProgress([&](qint64 done, qint64 total) {
        if (total == count) {
            steps << done;
        }
        return !(total == count && done == 1); // the second game
    });
    const auto cleared = qScopeGuard([this] { m_club->setProgress({}); });
    report::Options o;
    o.at = QDate(2026, 11, 30);
    club::Status status;
    const auto r = report::bulletin(*m_club, o, status);
    QVERIFY(!r);
    QVERIFY2(status.stopped, qPrintable(status.toString()));
    QCOMPARE(steps, (QList<qint64>{0, 1}));
    m_club->setProgress({});
    club::Status again;
    QVERIFY2(report::bulletin(*m_club, o, again), qPrintable(again.toString()));
}

void TestReport::bulletinHasEveryGame()
{
    const auto r = sheet(u("bulletin"));
    QVERIFY(r);
    QStringList headings;
    for (const report::Section& s : r->sections) {
        headings << s.heading;
    }
    for (const QString& game : {u("Échecs"), u("Tarot"), u("Belote"), u("Ligue")}) {
        QVERIFY2(headings.contains(u("Standings — ") + game), qPrintable(headings.join(u(" | "))));
    }
    QVERIFY(headings.contains(u("Hall of Fame — all games")));
    QVERIFY(headings.contains(u("Results")));
    QVERIFY(headings.contains(u("In brief")));
    QCOMPARE(r->title, u("Club bulletin — November 2026"));
    // The month's results: November's matches only.
    const report::Table* results = nullptr;
    const report::Table* newcomers = nullptr;
    for (const report::Table* t : r->tables()) {
        if (t->caption == u("Results")) {
            results = t;
        }
        if (t->caption == u("New players")) {
            newcomers = t;
        }
    }
    QVERIFY(results && newcomers);
    QStringList codes;
    for (const auto& row : results->rows) {
        codes << row[2].text;
    }
    QVERIFY(codes.contains(u("E0012")));
    QVERIFY(!codes.contains(u("E0011"))); // 11 October
    QVERIFY(codes.contains(u("T4")) && !codes.contains(u("T3")));
    QVERIFY(codes.contains(u("L118")));
    // The league's players all started in November; the odd names in October.
    QCOMPARE(newcomers->rows.size(), 120);
    const QString pdf = path(u("bulletin.pdf"));
    QVERIFY(report::writePdf(*r, pdf));
    const QString text = simplified(pdfText(pdf).text);
    for (const QString& game : {u("Échecs"), u("Tarot"), u("Belote"), u("Ligue")}) {
        QVERIFY2(text.contains(u("Standings — ") + game), qPrintable(game));
    }
    QVERIFY(text.contains(u("Biggest movers")));
    QVERIFY(text.contains(u("Page 1 of ")));
}

void TestReport::explanationCardNumbers_data()
{
    QTest::addColumn<QString>("match");
    QTest::newRow("niveau") << u("T2");
    QTest::newRow("elo-provisional") << u("E0015");
    QTest::newRow("points") << u("B3");
}

void TestReport::explanationCardNumbers()
{
    QFETCH(QString, match);
    const auto x = m_club->explainer().explain(match);
    QVERIFY2(x, qPrintable(x.status().toString()));
    club::Status status;
    const auto r = report::explanationCard(*m_club, match, status);
    QVERIFY2(r, qPrintable(status.toString()));
    const report::Table* numbers = nullptr;
    for (const report::Table* t : r->tables()) {
        if (t->caption == u("Every number used")) {
            numbers = t;
        }
    }
    QVERIFY(numbers);
    QCOMPARE(numbers->columns.size(), x->playerNames.size() + 1);
    const auto rowOf = [&](const QString& label) -> const QList<report::Cell>* {
        for (const auto& row : numbers->rows) {
            if (row[0].text == label) {
                return &row;
            }
        }
        return nullptr;
    };
    using C = rating::RatingChange;
    QList<QPair<QString, std::function<double(const C&)>>> expected{
        {u("Position (ties share)"), [](const C& c) { return c.position; }},
        {u("Placement points (Hall of Fame)"), [](const C& c) { return c.placementPoints; }},
    };
    if (x->system == rating::System::Niveau) {
        expected << qMakePair(u("Level before"), std::function<double(const C&)>([](const C& c) { return c.before; }))
                 << qMakePair(u("Level after"), std::function<double(const C&)>([](const C& c) { return c.after; }))
                 << qMakePair(u("Expected result"),
                              std::function<double(const C&)>([](const C& c) { return c.expected; }))
                 << qMakePair(u("Result (half placement, half score)"),
                              std::function<double(const C&)>([](const C& c) { return c.actual; }))
                 << qMakePair(u("K = K0 × K1 × K2"), std::function<double(const C&)>([](const C& c) { return c.k; }))
                 << qMakePair(u("Change = K × (result − expected)"),
                              std::function<double(const C&)>([](const C& c) { return c.change; }));
    } else if (x->system == rating::System::EloProvisional) {
        expected << qMakePair(u("Rating before"), std::function<double(const C&)>([](const C& c) { return c.before; }))
                 << qMakePair(u("Rating after"), std::function<double(const C&)>([](const C& c) { return c.after; }))
                 << qMakePair(u("Expected result"),
                              std::function<double(const C&)>([](const C& c) { return c.expected; }))
                 << qMakePair(u("K applied"), std::function<double(const C&)>([](const C& c) { return c.k; }))
                 << qMakePair(u("Change before rounding"),
                              std::function<double(const C&)>([](const C& c) { return c.rawChange; }));
    } else {
        expected << qMakePair(u("Average before"), std::function<double(const C&)>([](const C& c) { return c.before; }))
                 << qMakePair(u("Average after"), std::function<double(const C&)>([](const C& c) { return c.after; }));
    }
    for (const auto& [label, field] : std::as_const(expected)) {
        const auto* row = rowOf(label);
        QVERIFY2(row != nullptr, qPrintable(label));
        for (int i = 0; i < x->changes.size(); ++i) {
            QCOMPARE((*row)[i + 1].value.toDouble(), field(x->changes[i]));
            QCOMPARE(numbers->columns[i + 1].header, x->playerNames[i]);
        }
    }
    // The calculation in words is the club's explanation, line for line.
    QCOMPARE(r->sections.last().lines, x->lines);
    const QString pdf = path(match + u(".pdf"));
    QVERIFY(report::writePdf(*r, pdf));
    const QString text = simplified(pdfText(pdf).text);
    QVERIFY(text.contains(u("Match ") + match));
    for (const QString& name : x->playerNames) {
        QVERIFY2(text.contains(simplified(report::printable(name))), qPrintable(name));
    }
}

void TestReport::frenchFormatting()
{
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    club::Status status;
    report::Options o;
    const auto hall = report::hallOfFameSheet(*m_club, o, status);
    QVERIFY(hall);
    QCOMPARE(hall->language, u("fr"));
    // Points totals above a thousand: French digit grouping and decimal comma.
    const report::Table& t = *hall->tables().first();
    QVERIFY(t.rows.first()[3].value.toDouble() > 1000);
    // The Hall of Fame's decimals, as on screen (issue 20: 3 on screen, 1 on paper).
    QCOMPARE(t.rows.first()[3].text,
             palmares::i18n::number(t.rows.first()[3].value.toDouble(), club::hallOfFameDecimals()));
    QCOMPARE(club::hallOfFameDecimals(), 2);
    QVERIFY2(t.rows.first()[3].text.contains(QLatin1Char(',')), qPrintable(t.rows.first()[3].text));
    o.game = u("Échecs");
    o.at = QDate(2026, 11, 30);
    const auto standings = report::standingsSheet(*m_club, o, status);
    QVERIFY(standings);
    QVERIFY2(standings->dateLine.contains(u("30/11/2026")), qPrintable(standings->dateLine));
    // CSV numbers stay in C notation whatever the language.
    for (const QStringList& rec : hall->csvRecords().mid(1)) {
        QVERIFY2(!rec[3].contains(QLatin1Char(',')), qPrintable(rec[3]));
    }
}

void TestReport::writersReportFailures()
{
    const auto r = sheet(u("standings"));
    QVERIFY(r);
    QString error;
    QVERIFY(!report::writeCsv(*r, u("/nonexistent/folder/x.csv"), &error));
    QVERIFY2(error.contains(u("/nonexistent/folder/x.csv")), qPrintable(error));
    QVERIFY(!report::writeHtml(*r, u("/nonexistent/folder/x.html"), &error));
    QVERIFY(!report::writePdf(*r, u("/nonexistent/folder/x.pdf"), &error));
    QVERIFY2(error.contains(u("/nonexistent/folder/x.pdf")), qPrintable(error));
    club::Status status;
    report::Options o;
    o.game = u("Go");
    QVERIFY(!report::standingsSheet(*m_club, o, status));
    QVERIFY2(status.toString().contains(u("Go")), qPrintable(status.toString()));
    QVERIFY(!report::explanationCard(*m_club, u("nope"), status));
    QVERIFY(status.toString().contains(u("nope")));
}

void TestReport::explanationCardParametersInForce_data()
{
    QTest::addColumn<QString>("clamp");
    QTest::addColumn<QString>("gap");
    QTest::newRow("club's values") << u("200") << u("30");
    QTest::newRow("defaults") << QString() << QString();
}

void TestReport::explanationCardParametersInForce()
{
    // A club that changed niveau's clamp and leave_score_gap is printed the
    // formula the engine used (issue 16: the card printed ±350 and − 50).
    QFETCH(QString, clamp);
    QFETCH(QString, gap);
    ScratchClub scratch(QStringLiteral("sqlite"));
    QVERIFY2(scratch.error().isEmpty(), qPrintable(scratch.error()));
    club::Status status;
    auto opened = club::Club::open(scratch.location(), club::OpenMode::Create);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    auto c = std::move(*opened);
    QVERIFY(c->init(u("Club")).ok());
    QMap<QString, QString> params;
    if (!clamp.isEmpty()) {
        params.insert(u("clamp"), clamp);
        params.insert(u("leave_score_gap"), gap);
    }
    QVERIFY(c->catalogue().addGame(u("Tarot"), rating::System::Niveau, params).ok());
    // Four new players at 850; Dan leaves with the lowest score as entered
    // (−20), so his score is −20 − leave_score_gap (RATING_RULES.md §2).
    club::MatchDraft table =
        draft(u("t1"), u("Tarot"), when(2026, 5, 13),
              {scored(u("Ann"), 100), scored(u("Bob"), 50), scored(u("Cid"), 0), scored(u("Dan"), -20)});
    table.participants[3].left = true;
    table.deals = 8;
    const auto recorded = c->resultBook().recordMatch(table, true);
    QVERIFY2(recorded, qPrintable(recorded.status().toString()));
    const auto r = report::explanationCard(*c, u("t1"), status);
    QVERIFY2(r, qPrintable(status.toString()));

    const QString shownClamp = clamp.isEmpty() ? u("350") : clamp;
    const QString shownGap = gap.isEmpty() ? u("50") : gap;
    const report::Table* numbers = nullptr;
    for (const report::Table* t : r->tables()) {
        if (t->caption == u("Every number used")) {
            numbers = t;
        }
    }
    QVERIFY(numbers);
    const QList<report::Cell>* scoreUsed = nullptr;
    for (const auto& row : numbers->rows) {
        if (row[0].text == u("Score used (a leaver's: lowest − ") + shownGap + u(")")) {
            scoreUsed = &row;
        }
    }
    QVERIFY2(scoreUsed, qPrintable(u("no row naming the gap ") + shownGap));
    QCOMPARE(scoreUsed->size(), 5);
    QCOMPARE((*scoreUsed)[4].value.toDouble(), -20.0 - shownGap.toDouble());
    // The calculation in words, as printed.
    const QString words = r->sections.last().lines.join(u'\n');
    QVERIFY2(words.contains(u("expected 0.5 + 0.001 × clamp(850 − 850, ±") + shownClamp + u(") = 0.5")),
             qPrintable(words));
    QVERIFY2(words.contains(u("score counted as the lowest score − ") + shownGap + u(" = ") +
                            QString::number(-20 - shownGap.toInt())),
             qPrintable(words));
    const QString pdf = path(u("parameters.pdf"));
    QVERIFY(report::writePdf(*r, pdf));
    const QString text = simplified(pdfText(pdf).text);
    QVERIFY2(text.contains(u("±") + shownClamp), qPrintable(text));
    QVERIFY2(text.contains(u("lowest − ") + shownGap), qPrintable(text));
}

void TestReport::seasonReportSheet()
{
    const auto r = sheet(u("season"));
    QVERIFY(r);
    QCOMPARE(r->title, u("Season report — Automne 2026"));
    QStringList headings;
    for (const report::Section& s : r->sections) {
        headings << s.heading;
    }
    QCOMPARE(headings, (QStringList{u("The season"), u("Belote"), u("Échecs"), u("Ligue"), u("Tarot"),
                                    u("Hall of Fame — all games")}));
    QVERIFY2(r->sections.first().paragraphs.first().startsWith(u("Still open")),
             qPrintable(r->sections.first().paragraphs.join(u(" | "))));
    QMap<QString, const report::Table*> tables;
    for (const report::Table* t : r->tables()) {
        tables.insert(t->caption, t);
    }
    // Each game's champions: rank 1 of its standings at the last day.
    const report::Table* champions = tables.value(u("Champions"));
    QVERIFY(champions);
    for (const QString& game : {u("Échecs"), u("Tarot"), u("Belote"), u("Ligue")}) {
        const auto standings = m_club->rankings().standings(game, QDate(2026, 11, 30));
        QVERIFY(standings);
        QStringList first;
        for (const club::StandingRow& row : standings->rows) {
            if (row.rank == 1) {
                first << row.player;
            }
        }
        QStringList printed;
        for (const auto& row : champions->rows) {
            if (row[0].text == game) {
                printed << row[1].text;
                QVERIFY(row[1].strong);
            }
        }
        QVERIFY2(!first.isEmpty(), qPrintable(game));
        QCOMPARE(printed, first);
    }
    // The biggest gains, biggest first; Belote (points) has no rating. Every
    // player here is new to his games in this season and brought no
    // starting rating: his first rating is no gain (issue 43), none is
    // listed (tst_seasons lists the gains of players who had a rating).
    const report::Table* gains = tables.value(u("Biggest rating gains"));
    QVERIFY(gains);
    QVERIFY(gains->rows.isEmpty());
    QCOMPARE(gains->empty, u("No rating rose in this season (a newcomer's first rating is not a gain)."));
    for (qsizetype i = 0; i < gains->rows.size(); ++i) {
        QVERIFY(gains->rows[i][1].text != u("Belote"));
        QVERIFY(gains->rows[i][4].value.toDouble() > 0);
        QVERIFY(i == 0 || gains->rows[i - 1][4].value.toDouble() >= gains->rows[i][4].value.toDouble());
    }
    // The most active players of all games: the Hall of Fame's participations.
    const auto fame = m_club->rankings().hallOfFame(QString(), QDate(2026, 10, 1), QDate(2026, 11, 30));
    QVERIFY(fame);
    int most = 0;
    for (const club::HallOfFameRow& row : fame->rows) {
        most = std::max(most, row.participations);
    }
    const report::Table* active = tables.value(u("Most active players — all games"));
    QVERIFY(active);
    QCOMPARE(active->rows.first()[2].value.toInt(), most);
    QCOMPARE(active->rows.size(), 10);
    QVERIFY(tables.contains(u("Most active players — Tarot")));
    QCOMPARE(tables.value(u("Hall of Fame — all games"))->rows.size(), 10);

    const QString pdf = path(u("season.pdf"));
    QString error;
    QVERIFY2(report::writePdf(*r, pdf, &error), qPrintable(error));
    const QString text = simplified(pdfText(pdf).text);
    for (const QString& words : {u("Season report — Automne 2026"), u("Champions"), u("Biggest rating gains"),
                                 u("Standings — Tarot"), u("Page 1 of ")}) {
        QVERIFY2(text.contains(words), qPrintable(words + u(" not in:\n") + text));
    }
    // CSV: every table, the first column naming it.
    const QList<QStringList> records = r->csvRecords();
    QVERIFY(std::any_of(records.cbegin(), records.cend(), [](const QStringList& rec) {
        return rec.first() == u("Champions") && rec.at(1) == u("Tarot");
    }));
}

void TestReport::seasonReportOfNoMatch()
{
    QVERIFY(m_club->seasons().add(u("Hiver 2027"), QDate(2027, 1, 1), QDate(2027, 2, 28)).ok());
    const auto clean = qScopeGuard([this] { QVERIFY(m_club->seasons().remove(u("Hiver 2027")).ok()); });
    club::Status status;
    for (const bool closed : {false, true}) {
        if (closed) {
            QVERIFY(m_club->seasons().close(u("Hiver 2027")).ok());
        }
        const auto r = report::seasonReport(*m_club, u("Hiver 2027"), status);
        QVERIFY2(r, qPrintable(status.toString()));
        QStringList headings;
        for (const report::Section& s : r->sections) {
            headings << s.heading;
        }
        QCOMPARE(headings, (QStringList{u("The season"), u("Hall of Fame — all games")}));
        QVERIFY(r->sections.first().paragraphs.contains(u("No match in this season.")));
        QVERIFY2(r->sections.first().paragraphs.first().startsWith(closed ? u("Closed on ") : u("Still open")),
                 qPrintable(r->sections.first().paragraphs.first()));
        const report::Table* champions = r->tables().first();
        QCOMPARE(champions->rows.size(), 4); // every game, none played
        for (const auto& row : champions->rows) {
            QCOMPARE(row[1].text, u("no match in this season"));
        }
        const QString pdf = path(u("quiet.pdf"));
        QVERIFY(report::writePdf(*r, pdf));
        const QString text = simplified(pdfText(pdf).text);
        QVERIFY2(text.contains(u("No match in this season.")), qPrintable(text));
    }
    QVERIFY(m_club->seasons().reopen(u("Hiver 2027")).ok());
    QVERIFY(!report::seasonReport(*m_club, u("Printemps"), status));
    QVERIFY2(status.toString().contains(u("no season named 'Printemps'")), qPrintable(status.toString()));
}

void TestReport::largeTypeOnPaperAndInHtml()
{
    // A table pinned up prints its cells in its own size, its header no
    // larger than 14 pt; the others keep the sheets' body size (below it).
    report::Report r;
    r.title = u("Pin-up");
    report::Table large;
    large.points = 18.0;
    large.columns << report::Column{u("Table"), true, report::Column::Show::Everywhere, 0}
                  << report::Column{u("Player"), false, report::Column::Show::Everywhere, 0};
    large.rows << QList<report::Cell>{report::Cell(u("1"), 1), report::Cell(u("Zoé"))};
    report::Table normal = large;
    normal.points = 0.0;
    report::Section s;
    s.tables << large << normal;
    r.sections << s;
    QTextDocument document;
    r.fill(document);
    QList<double> sizes; // of each table's cells, in order
    for (QTextBlock b = document.begin(); b.isValid(); b = b.next()) {
        if (QTextCursor(b).currentTable() != nullptr && !b.text().isEmpty()) {
            sizes << b.begin().fragment().charFormat().fontPointSize();
        }
    }
    QCOMPARE(sizes.size(), 8);
    QCOMPARE(sizes.mid(0, 4), (QList<double>{14.0, 14.0, 18.0, 18.0}));
    for (qsizetype i = 4; i < 8; ++i) {
        QVERIFY(sizes[i] < 12.0);
    }
    const QString html = r.html();
    QCOMPARE(html.count(u("<table style=\"font-size: 18pt\">")), 1);
    QCOMPARE(html.count(u("<table>")), 1);
}

void TestReport::standingsFillThePage()
{
    // Issue 43, item 9: printed standings used a third of the page at 8.5
    // pt. A short list is printed as large as one page allows (at most
    // 14 pt); a long one keeps the sheets' body size and its pages.
    club::Status status;
    report::Options o;
    o.game = u("Échecs");
    o.at = QDate(2026, 11, 30);
    const auto shortList = report::standingsSheet(*m_club, o, status);
    QVERIFY2(shortList, qPrintable(status.toString()));
    const report::Table* table = shortList->tables().first();
    QVERIFY(table->rows.size() < 20);
    // As large as lets its columns stand across the page.
    QVERIFY2(table->points > 11.0 && table->points <= 14.0, qPrintable(QString::number(table->points)));
    QVERIFY(table->naturalWidths);
    o.game = u("Ligue");
    o.at.reset();
    const auto longList = report::standingsSheet(*m_club, o, status);
    QVERIFY2(longList, qPrintable(status.toString()));
    QCOMPARE(longList->tables().first()->rows.size(), 120);
    QCOMPARE(longList->tables().first()->points, 8.5);
}

QTEST_MAIN(TestReport)
#include "tst_report.moc"
