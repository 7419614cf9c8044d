// Dates typed as people type them (issue 43, item 1): every form the issue
// lists, in French and in American English, read as the date meant or
// refused with a reason — never turned into another date. The expected
// dates are the ones the typed texts say (read by hand), not the field's
// output. The field itself: typing then Tab keeps the date read and shows it
// in the locale's form; an unreadable text stays as typed, red, with its
// reason, and the date the field had is kept.

#include "ui/datefield.h"

#include <QApplication>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

using palmares::ui::DateField;
using Meant = QPair<QDate, QTime>;

class TestDateField : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale::c()); }
    void read_data();
    void read();
    void refused_data();
    void refused();
    void typedInTheField_data();
    void typedInTheField();
    void unreadableStaysAndSaysWhy();
};

namespace {

const QLocale French(QLocale::French, QLocale::France);
const QLocale American(QLocale::English, QLocale::UnitedStates);

/// The date and time meant; with no hour, a date typed without a time
/// (QDateTime would make it midnight: the time is kept apart).
QPair<QDate, QTime> at(int y, int m, int d, int h = -1, int min = 0)
{
    return {QDate(y, m, d), h < 0 ? QTime() : QTime(h, min)};
}

/// The field in a window with a line edit after it, so that Tab leaves the
/// field as a person leaves it.
struct Form {
    QWidget window;
    DateField* field;
    QLineEdit* next;

    explicit Form(DateField::Kind kind) : field(new DateField(kind, &window)), next(new QLineEdit(&window))
    {
        auto* layout = new QVBoxLayout(&window);
        layout->addWidget(field);
        layout->addWidget(next);
    }
    [[nodiscard]] bool show()
    {
        window.show();
        QApplication::setActiveWindow(&window);
        return QTest::qWaitForWindowActive(&window);
    }
    /// `text` typed over the field's, then Tab.
    void type(const QString& text) const
    {
        field->setFocus();
        field->lineEdit()->selectAll();
        QTest::keyClicks(field->lineEdit(), text);
        QTest::keyClick(field->lineEdit(), Qt::Key_Tab);
    }
};

} // namespace

void TestDateField::read_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<Meant>("meant"); // an invalid time: none typed
    // The French examples, each once changed into another date.
    QTest::newRow("fr full with time") << French << "14/09/2025 20:30" << at(2025, 9, 14, 20, 30);
    QTest::newRow("fr November") << French << "03/11/2024 21:15" << at(2024, 11, 3, 21, 15);
    QTest::newRow("fr 1-digit month") << French << "14/9/2025" << at(2025, 9, 14);
    QTest::newRow("fr 1-digit day and month, 2-digit year") << French << "1/9/25" << at(2025, 9, 1);
    QTest::newRow("fr dashes") << French << "14-09-2025" << at(2025, 9, 14);
    QTest::newRow("fr dots") << French << "14.09.2025" << at(2025, 9, 14);
    QTest::newRow("fr spaces") << French << "14 09 2025" << at(2025, 9, 14);
    QTest::newRow("fr packed") << French << "14092025" << at(2025, 9, 14);
    QTest::newRow("fr packed short year") << French << "140925" << at(2025, 9, 14);
    QTest::newRow("fr English month glued") << French << "31Aug2026" << at(2026, 8, 31);
    QTest::newRow("fr month name") << French << "31 août 2026" << at(2026, 8, 31);
    QTest::newRow("fr month name unaccented") << French << "31 aout 2026" << at(2026, 8, 31);
    QTest::newRow("fr first of, à 20h30") << French << "1er septembre 2025 à 20h30" << at(2025, 9, 1, 20, 30);
    QTest::newRow("fr short month, 20h") << French << "14 sept. 2025 20h" << at(2025, 9, 14, 20, 0);
    QTest::newRow("fr time with a dot") << French << "14/09/2025 20.30" << at(2025, 9, 14, 20, 30);
    QTest::newRow("fr ISO with T") << French << "2025-09-14T20:30" << at(2025, 9, 14, 20, 30);
    QTest::newRow("fr ISO packed") << French << "20250914" << at(2025, 9, 14);
    QTest::newRow("fr spaces around") << French << "  14/09/2025   21:05 " << at(2025, 9, 14, 21, 5);
    // American English: the month first.
    QTest::newRow("en full with PM") << American << "9/14/2025 8:30 PM" << at(2025, 9, 14, 20, 30);
    QTest::newRow("en 2-digit year") << American << "9/14/25" << at(2025, 9, 14);
    QTest::newRow("en 12:15 am") << American << "9/14/2025 12:15 am" << at(2025, 9, 14, 0, 15);
    QTest::newRow("en 8 pm") << American << "09/14/2025 8 pm" << at(2025, 9, 14, 20, 0);
    QTest::newRow("en month name, comma") << American << "Sep 14, 2025" << at(2025, 9, 14);
    QTest::newRow("en September 1st") << American << "September 1st 2025 21:00" << at(2025, 9, 1, 21, 0);
    QTest::newRow("en dashes") << American << "9-14-2025" << at(2025, 9, 14);
    QTest::newRow("en packed") << American << "09142025" << at(2025, 9, 14);
    QTest::newRow("en ISO") << American << "2025-09-14 20:30" << at(2025, 9, 14, 20, 30);
    QTest::newRow("en 24-hour") << American << "9/14/2025 20:30" << at(2025, 9, 14, 20, 30);
}

void TestDateField::read()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, typed);
    QFETCH(Meant, meant);
    const DateField::Reading r = DateField::read(typed, locale, true);
    QVERIFY2(r.ok(), qPrintable(r.problem));
    QCOMPARE(r.date, meant.first);
    QCOMPARE(r.time, meant.second);
    // A date field takes the same dates when no time is typed.
    if (!meant.second.isValid()) {
        QCOMPARE(DateField::read(typed, locale, false).date, meant.first);
    }
}

void TestDateField::refused_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("withTime");
    QTest::addColumn<QString>("said"); // a part of the reason
    QTest::newRow("fr 31 February") << French << "31/02/2026" << true << "no day 31";
    QTest::newRow("fr month 13") << French << "14/13/2025" << true << "no month 13";
    QTest::newRow("fr no year") << French << "14/09" << true << "year is missing";
    QTest::newRow("fr 3-digit year") << French << "14/09/202" << true << "2 or 4 digits";
    QTest::newRow("fr 1-digit year") << French << "14/9/5" << true << "2 or 4 digits";
    QTest::newRow("fr a word") << French << "bonjour" << true << "is not a date";
    QTest::newRow("fr 25 o'clock") << French << "14/09/2025 25:00" << true << "not a time";
    QTest::newRow("fr 60 minutes") << French << "14/09/2025 20:60" << true << "not a time";
    QTest::newRow("fr time in a date field") << French << "14/09/2025 20:30" << false << "only a date";
    QTest::newRow("fr ambiguous month") << French << "14 ju 2025" << true << "is not a date";
    QTest::newRow("fr year 1800") << French << "14/09/1800" << true << "from 1900 to 2199";
    QTest::newRow("en day first") << American << "14/09/2025" << true << "no month 14";
    QTest::newRow("en 13 PM") << American << "9/14/2025 13:00 PM" << true << "not a time";
    QTest::newRow("empty") << American << "   " << true << "No date";
}

void TestDateField::refused()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, typed);
    QFETCH(bool, withTime);
    QFETCH(QString, said);
    const DateField::Reading r = DateField::read(typed, locale, withTime);
    QVERIFY2(!r.ok(), qPrintable(r.date.toString(Qt::ISODate)));
    QVERIFY2(r.problem.contains(said), qPrintable(r.problem));
}

void TestDateField::typedInTheField_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<Meant>("meant");
    QTest::addColumn<QString>("shown");
    QTest::newRow("fr") << French << "14/09/2025 20:30" << at(2025, 9, 14, 20, 30) << "14/09/2025 20:30";
    QTest::newRow("fr date only keeps the time") << French << "1/9/25" << at(2025, 9, 1, 21, 0) << "01/09/2025 21:00";
    QTest::newRow("fr month name") << French << "31Aug2026" << at(2026, 8, 31, 21, 0) << "31/08/2026 21:00";
    QTest::newRow("en") << American << "9/14/25 8:30 pm" << at(2025, 9, 14, 20, 30) << "9/14/2025 8:30 PM";
    QTest::newRow("en 2-digit year stays") << American << "9/14/25" << at(2025, 9, 14, 21, 0) << "9/14/2025 9:00 PM";
}

void TestDateField::typedInTheField()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, typed);
    QFETCH(Meant, meant);
    QFETCH(QString, shown);
    QLocale::setDefault(locale);
    Form form(DateField::Kind::DateTime);
    DateField* field = form.field;
    field->setDateTime(QDateTime(QDate(2026, 12, 6), QTime(21, 0)));
    QVERIFY(form.show());
    QSignalSpy changed(field, &DateField::dateTimeChanged);
    form.type(typed);
    QTRY_VERIFY(form.next->hasFocus());
    QVERIFY2(field->isReadable(), qPrintable(field->problem()));
    const QDateTime expected(meant.first, meant.second);
    QCOMPARE(field->dateTime(), expected);
    QCOMPARE(field->lineEdit()->text(), shown);
    QVERIFY(!changed.isEmpty());
    QCOMPARE(changed.last().first().toDateTime(), expected);
    // Up and Down move a day.
    field->setFocus();
    QTest::keyClick(field->lineEdit(), Qt::Key_Up);
    QCOMPARE(field->date(), meant.first.addDays(1));
}

void TestDateField::unreadableStaysAndSaysWhy()
{
    for (const QLocale& locale : {French, American}) {
        QLocale::setDefault(locale);
        Form form(DateField::Kind::Date);
        DateField* field = form.field;
        const QDate before(2027, 6, 30);
        field->setDate(before);
        QVERIFY(form.show());
        QSignalSpy changed(field, &DateField::dateChanged);
        form.type(QStringLiteral("31/02/2026"));
        QTRY_VERIFY(form.next->hasFocus());
        QVERIFY(!field->isReadable());
        QVERIFY2(!field->problem().isEmpty(), qPrintable(locale.name()));
        QCOMPARE(field->lineEdit()->text(), QStringLiteral("31/02/2026")); // as typed, not replaced
        QCOMPARE(field->date(), before);                                   // the date it had
        QVERIFY(changed.isEmpty());
        QVERIFY(field->lineEdit()->styleSheet().contains(QStringLiteral("background")));
        QCOMPARE(field->lineEdit()->toolTip(), field->problem());
        // Corrected, it reads and clears.
        form.type(QStringLiteral("2026-02-28"));
        QTRY_VERIFY(field->isReadable());
        QCOMPARE(field->date(), QDate(2026, 2, 28));
        QVERIFY(field->lineEdit()->styleSheet().isEmpty());
    }
}

QTEST_MAIN(TestDateField)
#include "tst_datefield.moc"
