// The club's pages (ui/report/site.h; ARCHITECTURE.md, "The club's pages")
// on a club of three games, a season, an event and players with hostile
// names, on every backend: every page is valid HTML for HTML Tidy (the
// Debian package scripts/deps.sh installs; missing, the test fails), every
// link and source resolves to a file of the site, nothing is absolute or
// remote, no name becomes markup, publishing again writes nothing and keeps
// the files' times, a new result rewrites exactly the pages it reaches, a
// player without a match any more loses his page (and only the site's
// files are ever removed), and the French site is in French.

#include "club/club.h"
#include "report/site.h"

#include "i18n/i18n.h"
#include "testclubs.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace palmares;
using palmares::test::ScratchClub;

namespace {

QString u(const char* utf8)
{
    return QString::fromUtf8(utf8);
}

const QString Script = u("<script>alert(1)</script>");
const QString Img = u("\"><img src=x onerror=alert(1)>");
const QString Tom = u("Tom & Jerry");
const QString Zoe = u("Zoé Ñandú");
// Two names whose file names' readable part is the same ("o-neil").
const QString ONeil = u("O'Neil");
const QString ONeil2 = u("O Neil");
const QString Paul = u("Paul");
const QString Quentin = u("Quentin");

/// A participant of a match: his place, or his score.
club::MatchDraft::Entry entry(const QString& player, std::optional<int> rank, std::optional<double> score = {})
{
    club::MatchDraft::Entry e;
    e.player = player;
    e.rank = rank;
    e.score = score;
    return e;
}

club::MatchDraft draft(const QString& code, const QString& game, const QDate& day,
                       const QList<club::MatchDraft::Entry>& entries)
{
    club::MatchDraft d;
    d.code = code;
    d.game = game;
    d.playedAt = QDateTime(day, QTime(20, 0), Qt::UTC);
    d.participants = entries;
    return d;
}

/// The site's day: after every result, so that the pages do not depend on
/// the day the test runs.
const QDate At(2026, 12, 31);

/// Every file of `dir` but the manifest and the one the test puts there
/// itself, by name.
QStringList filesOf(const QString& dir)
{
    QStringList out = QDir(dir).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    out.removeAll(QString(report::SiteManifest));
    out.removeAll(QStringLiteral("notes.txt"));
    return out;
}

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// HTML Tidy's verdict on a page: empty when it says nothing, else its
/// exit code and messages.
QString tidyProblems(const QString& tidy, const QString& path)
{
    QProcess p;
    p.start(tidy, {QStringLiteral("-q"), QStringLiteral("-e"), QStringLiteral("-utf8"), path});
    if (!p.waitForFinished(60000)) {
        return QStringLiteral("tidy did not finish");
    }
    const QString said = QString::fromUtf8(p.readAllStandardError()) + QString::fromUtf8(p.readAllStandardOutput());
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0 || !said.trimmed().isEmpty()) {
        return QStringLiteral("exit %1: %2").arg(p.exitCode()).arg(said);
    }
    return {};
}

} // namespace

class TestSite : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void publishes_data();
    void publishes();
    void frenchSite();
    void refusesAFolderNotItsOwn();
    void slugs();

private:
    /// A club of three games (a rated duel, tarot, a points game), a fourth
    /// of two players (Paul and Quentin, Glicko-2: ratings about 1,500), a season, a Swiss event of one
    /// round, and the hostile names.
    void buildClub(club::Club& c);
    static void check(const club::Status& s) { QVERIFY2(s.ok(), qPrintable(s.toString())); }
    void record(club::Club& c, const club::MatchDraft& d)
    {
        const auto saved = c.resultBook().recordMatch(d, true);
        QVERIFY2(saved, qPrintable(d.code + QStringLiteral(": ") + saved.status().toString()));
    }
    /// Publishes `c` into `dir` and checks every page: Tidy, links, escaping.
    void publishAndCheck(club::Club& c, const QString& dir, report::SitePublication& out);

    QString m_tidy;
};

void TestSite::initTestCase()
{
    // scripts/deps.sh installs HTML Tidy: its absence fails the test.
    m_tidy = QStandardPaths::findExecutable(QStringLiteral("tidy"));
    QVERIFY2(!m_tidy.isEmpty(), "HTML Tidy (the tidy program, Debian package tidy) is missing: scripts/deps.sh");
}

void TestSite::cleanup()
{
    QLocale::setDefault(QLocale::c());
}

void TestSite::buildClub(club::Club& c)
{
    check(c.init(u("Club \"<b>Les As</b>\" & Co")));
    check(c.catalogue().addGame(u("Échecs"), rating::System::EloProvisional));
    check(c.catalogue().addGame(u("Tarot"), rating::System::Niveau));
    check(c.catalogue().addGame(u("Belote"), rating::System::Points));
    check(c.catalogue().addGame(u("Dames"), rating::System::Glicko2));
    const QStringList chess{Script, Img, Tom, Zoe, ONeil, ONeil2};
    int code = 0;
    for (int month = 10; month <= 11; ++month) {
        for (int i = 0; i < chess.size(); ++i) {
            record(c, draft(QStringLiteral("E%1").arg(++code), u("Échecs"), QDate(2026, month, 1 + i),
                            {entry(chess[i], 1), entry(chess[(i + month - 9) % chess.size()], 2)}));
        }
    }
    for (int t = 0; t < 3; ++t) {
        QList<club::MatchDraft::Entry> table;
        for (int k = 0; k < 4; ++k) {
            table << entry(chess[(t + k) % chess.size()], std::nullopt, (k % 2 == 0 ? 1 : -1) * (40.0 + 10 * k + t));
        }
        club::MatchDraft d = draft(QStringLiteral("T%1").arg(t + 1), u("Tarot"), QDate(2026, 10, 10 + t), table);
        d.deals = 12;
        record(c, d);
        record(c, draft(QStringLiteral("B%1").arg(t + 1), u("Belote"), QDate(2026, 11, 10 + t),
                        {entry(chess[t], 1), entry(chess[t + 1], 1), entry(chess[t + 2], 2), entry(chess[t + 3], 2)}));
    }
    record(c, draft(QStringLiteral("D1"), u("Dames"), QDate(2026, 12, 1), {entry(Paul, 1), entry(Quentin, 2)}));
    check(c.seasons().add(u("Automne 2026"), QDate(2026, 10, 1), QDate(2026, 11, 30)));
    club::Event e;
    e.name = u("Open <d'hiver> & co");
    e.game = u("Échecs");
    e.first = QDate(2026, 12, 5);
    e.pairing = club::PairingMethod::Swiss;
    e.rounds = 3;
    e.seed = 42;
    check(c.events().add(e));
    check(c.events().enter(e.name, {Script, Img, Tom, Zoe}));
    const auto round = c.events().pairNext(e.name);
    QVERIFY2(round, qPrintable(round.status().toString()));
    for (const club::EventTable& t : round->tables) {
        club::MatchDraft d;
        d.participants = {entry(t.players[0], 1), entry(t.players[1], 2)};
        const auto saved = c.events().recordResult(e.name, 1, t.number, d);
        QVERIFY2(saved, qPrintable(saved.status().toString()));
    }
}

void TestSite::publishAndCheck(club::Club& c, const QString& dir, report::SitePublication& out)
{
    report::SiteOptions options;
    options.at = At;
    club::Status status;
    const auto published = report::publishSite(c, dir, options, false, status);
    QVERIFY2(published, qPrintable(status.toString()));
    out = *published;
    QCOMPARE(filesOf(dir), [&] {
        QStringList sorted = out.files;
        sorted.sort();
        return sorted;
    }());
    static const QRegularExpression links(QStringLiteral("(?:href|src)\\s*=\\s*\"([^\"]*)\""));
    static const QRegularExpression asciiName(QStringLiteral("^[a-z0-9][a-z0-9.-]*$"));
    for (const QString& file : out.files) {
        QVERIFY2(asciiName.match(file).hasMatch(), qPrintable(file));
        if (!file.endsWith(QLatin1String(".html"))) {
            continue;
        }
        const QString path = dir + QLatin1Char('/') + file;
        const QString problems = tidyProblems(m_tidy, path);
        QVERIFY2(problems.isEmpty(), qPrintable(file + QStringLiteral(": ") + problems));
        const QString html = readText(path);
        // Every link and source is a file of the site, named relatively.
        for (auto m = links.globalMatch(html); m.hasNext();) {
            const QString target = m.next().captured(1);
            QVERIFY2(!target.contains(QLatin1Char(':')) && !target.startsWith(QLatin1Char('/')),
                     qPrintable(file + QStringLiteral(" links to ") + target));
            QVERIFY2(QFileInfo::exists(dir + QLatin1Char('/') + target),
                     qPrintable(file + QStringLiteral(" links to a missing ") + target));
        }
        // Nothing remote (the SVG namespace is a name, not a resource), no
        // script, and the hostile names as text only.
        QString withoutNamespace = html;
        withoutNamespace.remove(QStringLiteral("xmlns=\"http://www.w3.org/2000/svg\""));
        QVERIFY2(!withoutNamespace.contains(QLatin1String("http")), qPrintable(file));
        QVERIFY2(!html.contains(QLatin1String("<script"), Qt::CaseInsensitive), qPrintable(file));
        QVERIFY2(!html.contains(QLatin1String("<img"), Qt::CaseInsensitive), qPrintable(file));
        QVERIFY2(!html.contains(QLatin1String("<b>")), qPrintable(file));
        QVERIFY2(html.startsWith(QLatin1String("<!DOCTYPE html>\n<html lang=\"")), qPrintable(file));
        QVERIFY2(html.contains(QLatin1String("<meta name=\"viewport\"")), qPrintable(file));
    }
}

void TestSite::publishes_data()
{
    QTest::addColumn<QString>("backend");
    for (const QString& b : test::backends()) {
        QTest::newRow(qPrintable(b)) << b;
    }
}

void TestSite::publishes()
{
    QFETCH(QString, backend);
    PALMARES_SCRATCH(scratch, backend);
    auto opened = club::Club::open(scratch.location(), club::OpenMode::Create);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    club::Club& c = **opened;
    buildClub(c);
    if (QTest::currentTestFailed()) {
        return;
    }
    const QString dir = scratch.folder() + QStringLiteral("/site");
    report::SitePublication first;
    publishAndCheck(c, dir, first);
    if (QTest::currentTestFailed()) {
        return;
    }
    // The pages: index, Hall of Fame, players, the style sheet, 4 games, 8
    // players with a match, 1 season, 1 event.
    QCOMPARE(first.files.size(), 4 + 4 + 8 + 1 + 1);
    QCOMPARE(first.written, first.files.size());
    QCOMPARE(first.unchanged, 0);
    QCOMPARE(first.removed, 0);
    const QStringList players = first.files.filter(QRegularExpression(QStringLiteral("^player-")));
    QCOMPARE(players.size(), 8);
    QCOMPARE(first.files.filter(QRegularExpression(QStringLiteral("^game-"))).size(), 4);
    QCOMPARE(first.files.filter(QRegularExpression(QStringLiteral("^season-"))).size(), 1);
    QCOMPARE(first.files.filter(QRegularExpression(QStringLiteral("^event-"))).size(), 1);
    // The two O'Neils: the same readable part, two files.
    QCOMPARE(players.filter(QStringLiteral("-o-neil.html")).size(), 2);

    // The hostile names, escaped as HTML escapes text (the HTML standard's
    // character references), on the pages that list them.
    const QString playersPage = readText(dir + QStringLiteral("/players.html"));
    QVERIFY(playersPage.contains(QLatin1String("&lt;script&gt;alert(1)&lt;/script&gt;")));
    QVERIFY(playersPage.contains(QLatin1String("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;")));
    QVERIFY(playersPage.contains(QLatin1String("Tom &amp; Jerry")));
    QVERIFY(playersPage.contains(u("Zoé Ñandú")));
    QVERIFY(playersPage.contains(QLatin1String("<th scope=\"col\"")));
    QVERIFY(playersPage.contains(QLatin1String("<th scope=\"row\"><a href=\"player-")));
    const QString index = readText(dir + QStringLiteral("/index.html"));
    QVERIFY(index.contains(QLatin1String("Club &quot;&lt;b&gt;Les As&lt;/b&gt;&quot; &amp; Co")));
    QVERIFY(index.contains(QLatin1String("Open &lt;d&#39;hiver&gt; &amp; co")));
    const QString chess =
        readText(dir + QLatin1Char('/') + first.files.filter(QStringLiteral("-echecs.html")).value(0));
    QVERIFY(chess.contains(QLatin1String("<svg class=\"chart\"")));
    QVERIFY(chess.contains(QLatin1String("<polyline")));

    // Published again: nothing written, the files' times as they were.
    const QDateTime past(QDate(2020, 1, 1), QTime(12, 0), Qt::UTC);
    for (const QString& f : first.files) {
        QFile file(dir + QLatin1Char('/') + f);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(past, QFileDevice::FileModificationTime));
    }
    QFile mine(dir + QStringLiteral("/notes.txt"));
    QVERIFY(mine.open(QIODevice::WriteOnly));
    mine.close();
    report::SitePublication second;
    publishAndCheck(c, dir, second);
    QCOMPARE(second.written, 0);
    QCOMPARE(second.unchanged, first.files.size());
    QCOMPARE(second.removed, 0);
    for (const QString& f : first.files) {
        QCOMPARE(QFileInfo(dir + QLatin1Char('/') + f).lastModified().toUTC(), past);
    }

    // A result of Dames (Paul and Quentin only) reaches the index (its last
    // results, the matches), the game's page, both players' pages, the
    // players' list and the Hall of Fame of all games; nothing else.
    record(c, draft(QStringLiteral("D2"), u("Dames"), QDate(2026, 12, 20), {entry(Quentin, 1), entry(Paul, 2)}));
    report::SitePublication third;
    publishAndCheck(c, dir, third);
    const QString paulPage = players.filter(QStringLiteral("-paul.html")).value(0);
    const QString quentinPage = players.filter(QStringLiteral("-quentin.html")).value(0);
    QStringList expected{QStringLiteral("index.html"),
                         QStringLiteral("hall-of-fame.html"),
                         QStringLiteral("players.html"),
                         first.files.filter(QStringLiteral("-dames.html")).value(0),
                         paulPage,
                         quentinPage};
    expected.sort();
    QStringList changed = third.changed;
    changed.sort();
    QCOMPARE(changed.join(QLatin1Char(' ')), expected.join(QLatin1Char(' ')));
    QCOMPARE(third.unchanged, first.files.size() - 6);
    for (const QString& f : first.files) {
        if (!expected.contains(f)) {
            QCOMPARE(QFileInfo(dir + QLatin1Char('/') + f).lastModified().toUTC(), past);
        }
    }

    // Without their matches Paul and Quentin have no page: removed, and
    // nothing the site did not write.
    check(c.resultBook().deleteMatch(QStringLiteral("D1")));
    check(c.resultBook().deleteMatch(QStringLiteral("D2")));
    report::SitePublication fourth;
    publishAndCheck(c, dir, fourth);
    QCOMPARE(fourth.removed, 2);
    QVERIFY(!QFileInfo::exists(dir + QLatin1Char('/') + paulPage));
    QVERIFY(!QFileInfo::exists(dir + QLatin1Char('/') + quentinPage));
    QVERIFY(QFileInfo::exists(dir + QStringLiteral("/notes.txt")));
}

void TestSite::frenchSite()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    auto opened = club::Club::open(scratch.location(), club::OpenMode::Create);
    QVERIFY2(opened, qPrintable(opened.status().toString()));
    buildClub(**opened);
    if (QTest::currentTestFailed()) {
        return;
    }
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    i18n::install(QLocale(QLocale::French, QLocale::France));
    const QString dir = scratch.folder() + QStringLiteral("/site");
    report::SitePublication out;
    publishAndCheck(**opened, dir, out);
    i18n::install(QLocale::c());
    if (QTest::currentTestFailed()) {
        return;
    }
    const QString index = readText(dir + QStringLiteral("/index.html"));
    QVERIFY(index.startsWith(QLatin1String("<!DOCTYPE html>\n<html lang=\"fr\">")));
    // French words of the navigation (the translation) and French dates.
    QVERIFY2(index.contains(u("Accueil")), qPrintable(index));
    QVERIFY(index.contains(QLatin1String("31/12/2026")));
    // Glicko-2 ratings (about 1,500): a narrow no-break space between
    // thousands (CLDR's French grouping), no comma.
    const QString dames = readText(dir + QLatin1Char('/') + out.files.filter(QStringLiteral("-dames.html")).value(0));
    static const QRegularExpression frenchThousands(QStringLiteral(">~?1\\x{202F}\\d{3}<"));
    static const QRegularExpression englishThousands(QStringLiteral(">~?1,\\d{3}<"));
    QVERIFY(frenchThousands.match(dames).hasMatch());
    QVERIFY(!englishThousands.match(dames).hasMatch());
    // Placement points with a decimal comma in the Hall of Fame.
    static const QRegularExpression decimalComma(QStringLiteral(">\\d+,\\d+<"));
    QVERIFY(decimalComma.match(readText(dir + QStringLiteral("/hall-of-fame.html"))).hasMatch());
}

void TestSite::refusesAFolderNotItsOwn()
{
    QTemporaryDir dir;
    QFile other(dir.filePath(QStringLiteral("index.html")));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("someone else's page");
    other.close();
    const QList<report::SitePage> pages{{QStringLiteral("index.html"), QByteArray("<p>site</p>")},
                                        {QStringLiteral("style.css"), QByteArray("p {}")}};
    club::Status status;
    QVERIFY(!report::writeSite(pages, dir.path(), false, status));
    QVERIFY(!status.ok());
    QCOMPARE(readText(dir.filePath(QStringLiteral("index.html"))), QStringLiteral("someone else's page"));
    // Forced: written, and a manifest edited by hand cannot make the site
    // remove a file it did not write (a name outside the folder, a hidden one).
    QFile keep(dir.filePath(QStringLiteral("keep.txt")));
    QVERIFY(keep.open(QIODevice::WriteOnly));
    keep.close();
    const auto forced = report::writeSite(pages, dir.path(), true, status);
    QVERIFY2(forced, qPrintable(status.toString()));
    QCOMPARE(forced->written, 2);
    QFile manifest(dir.filePath(report::SiteManifest));
    QVERIFY(manifest.open(QIODevice::Append));
    manifest.write("keep.txt\n../outside.html\n.hidden.html\n");
    manifest.close();
    const auto again = report::writeSite(pages.mid(1), dir.path(), false, status);
    QVERIFY2(again, qPrintable(status.toString()));
    QCOMPARE(again->removed, 1); // index.html, the site's
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("keep.txt"))));
}

void TestSite::slugs()
{
    QCOMPARE(report::slug(u("Zoé Ñandú-Østergård")), QStringLiteral("zoe-nandu-stergard"));
    QCOMPARE(report::slug(Script), QStringLiteral("script-alert-1-script"));
    QCOMPARE(report::slug(u("Échecs")), QStringLiteral("echecs"));
    QCOMPARE(report::slug(u("李小龍")), QString());
    QCOMPARE(report::slug(QString(60, QLatin1Char('a'))).size(), 40);
}

QTEST_MAIN(TestSite)
#include "tst_site.moc"
