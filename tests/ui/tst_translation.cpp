// The French translation (resources/translations/palmares_fr.ts, embedded by
// palmares::i18n): installed, it answers for the window's own strings, for
// the "core" context and for plurals; the .ts itself is complete (nothing
// unfinished or empty, placeholders and accelerators kept, French spacing);
// and the French locale formats numbers and dates as a French club expects.

#include "club/club.h"
#include "club/explanation.h"
#include "club/roster.h"
#include "club/status.h"
#include "csv/resultscsv.h"
#include "i18n/i18n.h"
#include "testclubs.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

namespace {

QString fr(const char* context, const char* source, int n = -1)
{
    return QCoreApplication::translate(context, source, nullptr, n);
}

/// One <message> of the .ts.
struct Message {
    QString context;
    QString source;
    bool numerus = false;
    QString type;      ///< the translation's type attribute ("unfinished", …)
    QStringList forms; ///< the translation, or its numerus forms
    qint64 line = 0;
};

QList<Message> readTs(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("cannot open %s", qPrintable(path));
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = Message{};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            m.line = xml.lineNumber();
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (m.numerus) {
                while (xml.readNextStartElement()) {
                    m.forms << xml.readElementText();
                }
            } else {
                m.forms << xml.readElementText();
            }
            out << m;
        }
    }
    if (xml.hasError()) {
        qWarning("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
        return {};
    }
    return out;
}

/// The placeholders of a text (%1, %2, %n, %Ln), as a set.
QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%L?(\\d+|n)"));
    QSet<QString> out;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        out.insert(it.next().captured(0));
    }
    return out;
}

/// Whether a text has an accelerator ("&File", not "&&").
bool hasAccelerator(QString text)
{
    return text.remove(QStringLiteral("&&")).contains(QLatin1Char('&'));
}

} // namespace

class TestTranslation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(palmares::i18n::languages().contains(QStringLiteral("fr")));
        QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
    }

    void windowStrings()
    {
        QCOMPARE(fr("palmares::ui::MainWindow", "&Leaderboard"), QStringLiteral("&Classement"));
        QCOMPARE(fr("palmares::ui::MainWindow", "Hall of Fa&me"), QString::fromUtf8("&Tableau d’honneur"));
        QCOMPARE(fr("palmares::ui::PlayersPage", "Merge duplicates…"), QString::fromUtf8("Fusionner les doublons…"));
        QCOMPARE(fr("palmares::ui::ResultDialog", "Army list"), QString::fromUtf8("Liste d’armée"));
        QCOMPARE(fr("palmares::ui::ResultDialog", "&Deals played:"), QString::fromUtf8("&Donnes jouées\u00a0:"));
        // The outcome levels as the rules name them (RATING_RULES.md §4, the French page's words).
        QCOMPARE(fr("palmares::ui::ResultsModel", "partial victory"), QString::fromUtf8("victoire partielle"));
        QCOMPARE(fr("palmares::ui::PlayersModel", "Household"), QStringLiteral("Foyer"));
        QCOMPARE(fr("main", "Open the demo club (created if it does not exist)."),
                 QString::fromUtf8("Ouvrir le club de démonstration (créé s’il n’existe pas)."));
    }

    void coreStrings()
    {
        // Looked up by ui/texts.cpp and by the parameters dialog.
        QCOMPARE(fr("core", "start rating"), QString::fromUtf8("classement de départ"));
        QCOMPARE(fr("core", "initial volatility"), QString::fromUtf8("volatilité initiale"));
        // Written translated by core/club, in the context of its service.
        QCOMPARE(fr("palmares::club::Directory", "there is no player named '%1'").arg(QStringLiteral("Zoé")),
                 QString::fromUtf8("il n’y a pas de joueur nommé «\u00a0Zoé\u00a0»"));
    }

    void coreMessagesAreWrittenInFrench()
    {
        // core/club translates where it writes: no lookup afterwards.
        QCOMPARE(palmares::club::Roster::nameProblem(QString()), QStringLiteral("un joueur doit avoir un nom"));
        // The place comes typed and is put in words when shown.
        const palmares::club::Problem twice{
            fr("palmares::club::ResultBook", "'%1' is already in this match").arg(QStringLiteral("Zoé")),
            palmares::club::Field::participant(2), 0, 0};
        QCOMPARE(twice.toString(), QString::fromUtf8("joueur 2\u00a0: «\u00a0Zoé\u00a0» est déjà dans cette partie"));
        // core/csv too: a bad date in French, located at its column.
        const auto read = palmares::csv::ResultsCsv::read(
            QByteArrayLiteral("match,date,game,player,rank\nm1,2026-13-45,Tarot,Ann,1\nm1,2026-13-45,Tarot,Bob,2\n"));
        QVERIFY(!read.errors.isEmpty());
        const palmares::csv::CsvError& bad = read.errors.first();
        QVERIFY2(bad.message.contains(QString::fromUtf8("n’est pas une date")), qPrintable(bad.message));
        QCOMPARE(bad.field, QStringLiteral("date"));
        QCOMPARE(bad.column, 2);
        QVERIFY2(bad.toString().startsWith(QStringLiteral("ligne 2, colonne 2 (date)")), qPrintable(bad.toString()));
    }

    /// People's words (issue 43): which games a rule set suits, and a
    /// message's fields named as the results file's columns, in French.
    void peoplesWordsInFrench()
    {
        QCOMPARE(palmares::club::ruleSetSuits(palmares::rating::System::Niveau),
                 QString::fromUtf8("jeux de cartes comme le tarot, 3 à 5 joueurs par table"));
        const palmares::club::Problem one{QStringLiteral("m"), {}, 0, 0, {QStringLiteral("turns")}};
        QCOMPARE(one.withColumns(), QStringLiteral("m (colonne turns)"));
        const palmares::club::Problem two{
            QStringLiteral("m"), {}, 0, 0, {QStringLiteral("morale"), QStringLiteral("morale_lost")}};
        QCOMPARE(two.withColumns(), QStringLiteral("m (colonnes morale, morale_lost)"));
        QCOMPARE(fr("Report", "Rule set: %1"), QString::fromUtf8("Système de classement\u00a0: %1"));
    }

    void ratingMessagesAreWrittenInFrench()
    {
        // core/rating composes a rating::Message; core/club translates it
        // where it passes it on (no pattern matching in the window).
        palmares::test::ScratchClub scratch(QStringLiteral("sqlite"));
        QVERIFY2(scratch.error().isEmpty(), qPrintable(scratch.error()));
        auto opened = palmares::club::Club::open(scratch.location(), palmares::club::OpenMode::Create);
        QVERIFY2(opened, qPrintable(opened.status().toString()));
        auto c = std::move(*opened);
        QVERIFY2(c->init(QStringLiteral("Club")).ok(), "init");
        QVERIFY(c->catalogue().addGame(QStringLiteral("Scrabble"), palmares::rating::System::Fermi).ok());
        const auto outside = [&] {
            return c->catalogue()
                .setGameParameters(QStringLiteral("Scrabble"), {{QStringLiteral("max_gain"), QStringLiteral("5000")}})
                .problems.value(0)
                .message;
        };
        QCOMPARE(outside(), QString::fromUtf8("jeu Scrabble\u00a0: paramètre max_gain\u00a0: 5000 est hors de "
                                              "l’intervalle 0–1000"));
        // Without a translator, the English core/rating writes, byte for byte.
        QVERIFY(palmares::i18n::install(QLocale(QLocale::English, QLocale::UnitedKingdom)));
        const QString english = outside();
        QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
        QCOMPARE(english, QString::fromUtf8("game Scrabble: parameter max_gain: 5000 is outside 0–1000"));
    }

    void glickoAndOpenSkillExplainInFrench()
    {
        using palmares::rating::Term;
        using palmares::rating::TermValue;
        QCOMPARE(
            palmares::club::termText(
                Term{"glicko2.period-week", "rating period: the week of %1", {TermValue::plain("2026-05-11")}}, {}),
            QString::fromUtf8("période de classement\u00a0: la semaine du 2026-05-11"));
        QCOMPARE(
            palmares::club::termText(Term{"openskill.c",
                                          "c = √(Σ over the teams of (σ²team + β²)) = %1; each σ first grows by τ = %2",
                                          {TermValue::of(12.5), TermValue::of(0.0833)}},
                                     {}),
            QString::fromUtf8(
                "c = √(Σ sur les équipes de (σ²équipe + β²)) = 12.5\u00a0; chaque σ croît d’abord de τ = 0.083"));
    }

    /// The one rule every screen and sheet shows a number with (issue 20):
    /// the rule set's decimals, the locale's notation, rounded half away
    /// from zero, never "-0".
    void numbersFollowOneRule()
    {
        using palmares::i18n::NumberStyle;
        const QLocale en(QLocale::English, QLocale::UnitedKingdom);
        const QLocale fr(QLocale::French, QLocale::France);
        const QString group = fr.groupSeparator(); // a narrow no-break space
        const auto n = [](double v, int d, const QLocale& l, NumberStyle s = NumberStyle::Fixed) {
            return palmares::i18n::number(v, d, l, s);
        };
        // A niveau level is kept unrounded and shown as a whole number.
        QCOMPARE(n(1081.37, 0, en), QStringLiteral("1,081"));
        QCOMPARE(n(1081.37, 0, fr), QStringLiteral("1") + group + QStringLiteral("081"));
        QCOMPARE(n(104.886, 2, en), QStringLiteral("104.89"));
        QCOMPARE(n(104.886, 2, fr), QStringLiteral("104,89"));
        QCOMPARE(n(100.0, 2, fr), QStringLiteral("100,00"));
        // RATING_RULES.md's *round*: half away from zero, at the decimals shown.
        QCOMPARE(n(1096.5, 0, en), QStringLiteral("1,097"));
        QCOMPARE(n(-2.5, 0, en), QStringLiteral("-3"));
        QCOMPARE(n(0.125, 2, en), QStringLiteral("0.13"));
        QCOMPARE(n(-0.004, 2, fr), QStringLiteral("0,00"));
        QCOMPARE(n(-0.4, 0, en, NumberStyle::Signed), QStringLiteral("0"));
        QCOMPARE(n(12.4, 0, en, NumberStyle::Signed), QStringLiteral("+12"));
        QCOMPARE(n(-8.25, 2, fr, NumberStyle::Signed), QStringLiteral("-8,25"));
        QCOMPARE(n(0.4290, 4, fr, NumberStyle::Trimmed), QStringLiteral("0,429"));
        QCOMPARE(n(32.0, 3, fr, NumberStyle::Trimmed), QStringLiteral("32"));
        // The C locale is the machine's notation: no grouping.
        QCOMPARE(n(1081.5, 2, QLocale::c(), NumberStyle::Trimmed), QStringLiteral("1081.5"));
        // The default locale is the one i18n::install makes.
        QVERIFY(palmares::i18n::install(fr));
        QCOMPARE(palmares::i18n::number(104.886, 2), QStringLiteral("104,89"));
        QVERIFY(palmares::i18n::install(en));
        QCOMPARE(palmares::i18n::number(104.886, 2), QStringLiteral("104.89"));
        QVERIFY(palmares::i18n::install(fr));
    }

    /// An explanation in French writes its numbers the French way, every one
    /// of them (issue 20: "104.89" in a French sentence).
    void explanationNumbersInFrench()
    {
        using palmares::rating::Term;
        using palmares::rating::TermValue;
        const Term term{
            "niveau.after", "  new level %1 (shown %2)", {TermValue::of(1104.8912, 4), TermValue::of(1105, 0)}};
        const QLocale fr(QLocale::French, QLocale::France);
        QCOMPARE(palmares::club::termText(term, {}, fr),
                 QString::fromUtf8("  nouveau niveau 1 104,8912 (affiché 1 105)"));
        // palmares-cli's English keeps the C notation.
        QVERIFY(palmares::i18n::install(QLocale(QLocale::English, QLocale::UnitedKingdom)));
        QCOMPARE(palmares::club::termText(term, {}), QStringLiteral("  new level 1104.8912 (shown 1105)"));
        QVERIFY(palmares::i18n::install(fr));
    }

    void plurals()
    {
        // French: the singular for 0 and 1.
        QCOMPARE(fr("palmares::ui::HallOfFameModel", "%Ln game(s)", 0), QStringLiteral("0 jeu"));
        QCOMPARE(fr("palmares::ui::HallOfFameModel", "%Ln game(s)", 1), QStringLiteral("1 jeu"));
        QCOMPARE(fr("palmares::ui::HallOfFameModel", "%Ln game(s)", 2), QStringLiteral("2 jeux"));
        QCOMPARE(fr("palmares::ui::MainWindow", "%Ln match(es) imported.", 12),
                 QString::fromUtf8("12 parties importées."));
        QCOMPARE(fr("palmares::ui::PlayerProfileDialog", "%Ln match(es)", 1), QStringLiteral("1 partie"));
        QCOMPARE(fr("palmares::ui::PlayerProfileDialog", "%Ln match(es)", 2), QStringLiteral("2 parties"));
        // Counts are numbers too: the locale's digit grouping (issue 43).
        const QString group = QLocale().groupSeparator();
        QCOMPARE(fr("palmares::ui::ResultDialog", "%Ln later match(es) of %1 will be re-rated.", 21287),
                 QStringLiteral("21") + group + QString::fromUtf8("287 parties ultérieures de %1 seront recalculées."));
    }

    /// English resolves every counted text of the window, the sheets and the
    /// core (issue 43: "1 match(es) will be added"): the numerus-only
    /// palmares_en.ts, installed for English, answers each one with its
    /// singular and plural. Each counted message the French .ts knows (all of
    /// them: tsIsComplete) is asked for 1 and 2 in English.
    void englishPlurals()
    {
        QVERIFY(palmares::i18n::install(QLocale(QLocale::English, QLocale::UnitedKingdom)));
        const auto en = [](const char* context, const char* source, int n) {
            return QCoreApplication::translate(context, source, nullptr, n);
        };
        QCOMPARE(en("palmares::ui::PlayerProfileDialog", "%Ln match(es)", 1), QStringLiteral("1 match"));
        QCOMPARE(en("palmares::ui::PlayerProfileDialog", "%Ln match(es)", 2), QStringLiteral("2 matches"));
        QCOMPARE(en("palmares::ui::PlayerProfileDialog", "%Ln win(s) in a row", 5), QStringLiteral("5 wins in a row"));
        QCOMPARE(en("palmares::ui::ImportReportDialog", "%Ln new player(s): %1", 1),
                 QStringLiteral("1 new player: %1"));
        QCOMPARE(en("palmares::ui::ResultDialog", "%Ln later match(es) of %1 will be re-rated.", 21287),
                 QStringLiteral("21,287 later matches of %1 will be re-rated."));
        static const QRegularExpression unresolved(QStringLiteral("\\w\\((e?s)\\)"));
        int counted = 0;
        for (const Message& m : readTs(QStringLiteral(PALMARES_TS))) {
            if (!m.numerus) {
                continue;
            }
            ++counted;
            const QByteArray source = m.source.toUtf8();
            const QByteArray context = m.context.toUtf8();
            for (const int n : {0, 1, 2, 1000}) {
                const QString text = en(context.constData(), source.constData(), n);
                const QByteArray where =
                    QStringLiteral("[%1] %2 (n = %3): %4").arg(m.context, m.source).arg(n).arg(text).toUtf8();
                QVERIFY2(!unresolved.match(text).hasMatch(), where.constData());
                QVERIFY2(!text.contains(QStringLiteral("%L")), where.constData());
            }
        }
        QVERIFY(counted > 40);
        QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
    }

    /// palmares-cli prints in English and keeps the C locale for its data;
    /// only the core's counted messages take their English forms.
    void englishPluralsAloneKeepTheLocale()
    {
        const QLocale before;
        QVERIFY(palmares::i18n::installEnglishPlurals());
        QCOMPARE(QLocale().name(), before.name());
        QCOMPARE(QCoreApplication::translate("palmares::store::Database", "%Ln more problem(s)", nullptr, 1),
                 QStringLiteral("1 more problem"));
        QCOMPARE(QCoreApplication::translate("palmares::store::Database", "%Ln more problem(s)", nullptr, 4),
                 QStringLiteral("4 more problems"));
        QVERIFY(palmares::i18n::install(QLocale(QLocale::French, QLocale::France)));
    }

    /// A time is shown without seconds in every locale (issue 43: the C and
    /// English formats have them): the window's dates, the sheets' and the
    /// explanations'.
    void timesWithoutSeconds()
    {
        const QDateTime when(QDate(2026, 3, 14), QTime(20, 30));
        using palmares::i18n::longDateTime;
        using palmares::i18n::shortDateTime;
        QCOMPARE(shortDateTime(when, QLocale::c()), QStringLiteral("14 Mar 2026 20:30"));
        QCOMPARE(shortDateTime(when, QLocale(QLocale::English, QLocale::UnitedKingdom)),
                 QStringLiteral("14/03/2026 20:30"));
        QCOMPARE(shortDateTime(when, QLocale(QLocale::English, QLocale::UnitedStates)),
                 QStringLiteral("3/14/2026 8:30 PM"));
        QCOMPARE(longDateTime(when, QLocale(QLocale::English, QLocale::UnitedKingdom)),
                 QStringLiteral("Saturday, 14 March 2026 20:30"));
        QCOMPARE(longDateTime(when, QLocale(QLocale::French, QLocale::France)),
                 QStringLiteral("samedi 14 mars 2026 20:30"));
        QCOMPARE(palmares::i18n::withoutSeconds(QStringLiteral("h:mm:ss AP")), QStringLiteral("h:mm AP"));
    }

    /// The English .ts: counted messages only, each with both forms, the
    /// same placeholders as its source (the singular may leave out the count).
    void englishTsIsComplete()
    {
        const QList<Message> messages = readTs(QStringLiteral(PALMARES_EN_TS));
        QVERIFY(messages.size() > 40);
        for (const Message& m : messages) {
            const QByteArray where = QStringLiteral("%1:%2 [%3] %4")
                                         .arg(QStringLiteral(PALMARES_EN_TS))
                                         .arg(m.line)
                                         .arg(m.context, m.source)
                                         .toUtf8();
            QVERIFY2(m.numerus, where.constData());
            QVERIFY2(m.type.isEmpty(), where.constData());
            QCOMPARE(m.forms.size(), 2);
            QSet<QString> expected = placeholders(m.source);
            expected.remove(QStringLiteral("%Ln"));
            for (const QString& form : m.forms) {
                QVERIFY2(!form.trimmed().isEmpty(), where.constData());
                QSet<QString> found = placeholders(form);
                found.remove(QStringLiteral("%Ln"));
                QVERIFY2(found == expected, where.constData());
            }
            if (m.source.contains(QStringLiteral("%Ln"))) {
                QVERIFY2(m.forms.at(1).contains(QStringLiteral("%Ln")), where.constData());
            }
        }
    }

    void tsIsComplete()
    {
        const QList<Message> messages = readTs(QStringLiteral(PALMARES_TS));
        QVERIFY(messages.size() > 300);
        for (const Message& m : messages) {
            const QByteArray where = QStringLiteral("%1:%2 [%3] %4")
                                         .arg(QStringLiteral(PALMARES_TS))
                                         .arg(m.line)
                                         .arg(m.context, m.source)
                                         .toUtf8();
            QVERIFY2(m.type.isEmpty(), where.constData()); // not unfinished, vanished or obsolete
            QVERIFY2(!m.forms.isEmpty(), where.constData());
            QCOMPARE_GE(m.forms.size(), m.numerus ? 2 : 1);
            for (const QString& form : m.forms) {
                QVERIFY2(!form.trimmed().isEmpty(), where.constData());
                QVERIFY2(placeholders(form) == placeholders(m.source), where.constData());
                QVERIFY2(hasAccelerator(form) == hasAccelerator(m.source), where.constData());
                // French spacing: a non-breaking space before a colon, no “…”.
                QVERIFY2(!form.contains(QStringLiteral(" :")), where.constData());
                QVERIFY2(!form.contains(QChar(0x201C)) && !form.contains(QChar(0x201D)), where.constData());
            }
        }
    }

    void frenchFormats()
    {
        const QLocale locale;
        QCOMPARE(locale.language(), QLocale::French);
        const QString group = locale.groupSeparator();
        // CLDR's French group separator: a (narrow) non-breaking space.
        QVERIFY(group == QString(QChar(0x202F)) || group == QString(QChar(0x00A0)));
        QCOMPARE(locale.toString(1234567),
                 QStringLiteral("1") + group + QStringLiteral("234") + group + QStringLiteral("567"));
        QCOMPARE(locale.toString(1.5, 'f', 1), QStringLiteral("1,5"));
        QCOMPARE(locale.toString(QDate(2026, 11, 30), QLocale::ShortFormat), QStringLiteral("30/11/2026"));
    }
};

QTEST_GUILESS_MAIN(TestTranslation)
#include "tst_translation.moc"
