// Names as people's files carry them (core/club/names, issue 19): one
// spelling per name whatever the machine that typed it, no invisible
// character, and the key that tells "bob" and "Bob" may be one person.

#include "club/names.h"

#include <QTest>

namespace names = palmares::club::names;

namespace {

QString u(const char16_t* s)
{
    return QString::fromUtf16(s);
}

} // namespace

class TestNames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void normalised_data();
    void normalised();
    void invisible_data();
    void invisible();
    void visibleNamesPass_data();
    void visibleNamesPass();
    void spellingKey_data();
    void spellingKey();
};

void TestNames::normalised_data()
{
    QTest::addColumn<QString>("given");
    QTest::addColumn<QString>("expected");
    QTest::newRow("NFD (macOS) becomes NFC") << u(u"E\u0301lodie Rousseau") << u(u"\u00C9lodie Rousseau");
    QTest::newRow("NFC stays") << u(u"\u00C9lodie Rousseau") << u(u"\u00C9lodie Rousseau");
    QTest::newRow("two inner spaces") << u(u"Bob  Martin") << u(u"Bob Martin");
    QTest::newRow("surrounding spaces") << u(u"  Bob Martin   ") << u(u"Bob Martin");
    QTest::newRow("no-break space inside") << u(u"Bob\u00A0Martin") << u(u"Bob Martin");
    QTest::newRow("every run") << u(u" Jean   Pierre  de   la Tour ") << u(u"Jean Pierre de la Tour");
    QTest::newRow("only spaces") << u(u"   ") << QString();
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("case kept") << u(u"bob martin") << u(u"bob martin");
}

void TestNames::normalised()
{
    QFETCH(QString, given);
    QFETCH(QString, expected);
    QCOMPARE(names::normalised(given), expected);
    // Idempotent: a stored name is normalised again as it was.
    QCOMPARE(names::normalised(names::normalised(given)), expected);
}

void TestNames::invisible_data()
{
    QTest::addColumn<QString>("given");
    QTest::addColumn<int>("position");
    QTest::addColumn<uint>("codePoint");
    QTest::addColumn<QString>("described");
    QTest::newRow("zero-width space") << u(u"Bob\u200BMartin") << 4 << 0x200Bu << u(u"U+200B (zero width space)");
    QTest::newRow("right-to-left override")
        << u(u"Alice\u202Eecila") << 6 << 0x202Eu << u(u"U+202E (right-to-left override)");
    QTest::newRow("bell") << u(u"\u0007Bob") << 1 << 0x7u << u(u"U+0007 (bell)");
    QTest::newRow("BOM inside") << u(u"Bo\uFEFFb") << 3 << 0xFEFFu << u(u"U+FEFF (byte order mark)");
    QTest::newRow("first strong isolate") << u(u"Zo\u2068e") << 3 << 0x2068u << u(u"U+2068 (first strong isolate)");
    QTest::newRow("tab") << u(u"Bob\tMartin") << 4 << 0x9u << u(u"U+0009 (tab)");
    QTest::newRow("soft hyphen") << u(u"Jean\u00ADPierre") << 5 << 0xADu << u(u"U+00AD (soft hyphen)");
    // Positions count characters, not UTF-16 units: after an emoji (a
    // surrogate pair), the zero-width joiner is the third character.
    QTest::newRow("after a surrogate pair")
        << u(u"A\U0001F600\u200D") << 3 << 0x200Du << u(u"U+200D (zero width joiner)");
    QTest::newRow("an unnamed format character") << u(u"x\u206Ay") << 2 << 0x206Au << u(u"U+206A");
}

void TestNames::invisible()
{
    QFETCH(QString, given);
    QFETCH(int, position);
    QFETCH(uint, codePoint);
    QFETCH(QString, described);
    const auto found = names::invisible(given);
    QVERIFY(found.has_value());
    QCOMPARE(found->position, position);
    QCOMPARE(static_cast<uint>(found->codePoint), codePoint);
    QCOMPARE(found->describe(), described);
}

void TestNames::visibleNamesPass_data()
{
    QTest::addColumn<QString>("given");
    QTest::newRow("accents") << u(u"\u00C9lodie L\u00E9a-Fran\u00E7oise");
    QTest::newRow("NFD accents") << u(u"E\u0301lodie");
    QTest::newRow("apostrophe and dot") << u(u"O\u2019Neil J. d'Arc");
    QTest::newRow("emoji") << u(u"Team \U0001F600");
    QTest::newRow("Arabic") << u(u"\u0639\u0644\u064A");
    QTest::newRow("CJK") << u(u"\u738B\u5C0F\u660E");
    QTest::newRow("spaces (not format characters)") << u(u" Bob \u00A0 Martin ");
}

void TestNames::visibleNamesPass()
{
    QFETCH(QString, given);
    QVERIFY2(!names::invisible(given), qPrintable(names::invisible(given)->describe()));
}

void TestNames::spellingKey_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("same");
    QTest::newRow("case") << u(u"bob") << u(u"Bob") << true;
    QTest::newRow("accents") << u(u"Elodie Rousseau") << u(u"\u00C9lodie Rousseau") << true;
    QTest::newRow("NFD and NFC") << u(u"E\u0301lodie") << u(u"\u00C9lodie") << true;
    QTest::newRow("case and accents and spaces") << u(u"  \u00C9LODIE   rousseau") << u(u"elodie Rousseau") << true;
    QTest::newRow("cedilla") << u(u"Francois") << u(u"Fran\u00E7ois") << true;
    QTest::newRow("different names") << u(u"Bob") << u(u"Rob") << false;
    QTest::newRow("a letter more") << u(u"Lea") << u(u"Leah") << false;
    QTest::newRow("a hyphen is not a space") << u(u"Jean-Pierre") << u(u"Jean Pierre") << false;
}

void TestNames::spellingKey()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, same);
    QCOMPARE(names::spellingKey(a) == names::spellingKey(b), same);
}

QTEST_APPLESS_MAIN(TestNames)
#include "tst_names.moc"
