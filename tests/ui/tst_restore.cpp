// Automatic backups in the window and File → Restore a backup… (offscreen):
// the periodic backup driven by an injected clock, a failed backup shown in
// the status bar, the restore dialog's list and its restore (the club as it
// was, the undo history cleared), a damaged backup refused, and screenshots
// of the dialog in English and French.

#include "clubtest.h"
#include "kept.h"
#include "sessionaccess.h"

#include "i18n/i18n.h"
#include "store/backups.h"
#include "ui/commands.h"
#include "ui/mainwindow.h"
#include "ui/models/resultsmodel.h"
#include "ui/restoredialog.h"

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <QTimeZone>
#include <QTreeWidget>

using namespace palmares;
using namespace palmares::test;
using palmares::ui::MainWindow;
using palmares::ui::RestoreDialog;
using palmares::ui::Session;

namespace {

const QString Chess = QStringLiteral("Chess");

QDateTime at(int minutes)
{
    return QDateTime(QDate(2026, 6, 30), QTime(12, 0), QTimeZone::utc()).addSecs(qint64(minutes) * 60);
}

/// A club with a game, three players and three results; closed again.
void fillClub(const ScratchClub& scratch)
{
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->catalogue().addGame(Chess, rating::System::EloProvisional));
    for (const auto& d : {duel(QStringLiteral("m1"), Chess, when(2026, 5, 2, 20), u8("Ann"), u8("Bob")),
                          duel(QStringLiteral("m2"), Chess, when(2026, 5, 9, 20), u8("Cid"), u8("Ann")),
                          duel(QStringLiteral("m3"), Chess, when(2026, 6, 1, 21), u8("Bob"), u8("Cid"))}) {
        PALMARES_OK(c->resultBook().recordMatch(d, true));
    }
}

QStringList backupReasons(const QString& club)
{
    QStringList reasons;
    for (const store::BackupInfo& b : store::backups::list(club, false)) {
        reasons << b.reason;
    }
    return reasons;
}

/// Answers the message boxes shown from now on, one after the other, with
/// `buttons`, and keeps their texts. It polls: a box is handled once, and
/// the next one only after it (whatever the timing of a loaded machine).
class BoxAnswerer : public QObject
{
public:
    explicit BoxAnswerer(QList<QMessageBox::StandardButton> buttons) : m_buttons(std::move(buttons))
    {
        connect(&m_timer, &QTimer::timeout, this, &BoxAnswerer::poll);
        m_timer.start(20);
    }
    [[nodiscard]] QStringList texts() const { return m_texts; }
    [[nodiscard]] bool done() const { return m_buttons.isEmpty(); }

private:
    void poll()
    {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box == nullptr || box == m_last || m_buttons.isEmpty()) {
            return;
        }
        m_last = box;
        m_texts << box->text();
        QAbstractButton* button = box->button(m_buttons.takeFirst());
        if (button != nullptr) {
            button->click();
        } else {
            m_texts << QStringLiteral("(the box has no such button)");
            box->reject();
        }
    }

    QTimer m_timer;
    QList<QMessageBox::StandardButton> m_buttons;
    QStringList m_texts;
    QPointer<QMessageBox> m_last;
};

} // namespace

class TestRestore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void periodicBackupFollowsTheClock();
    void backupOnOpenHoldsTheClubAsOpened();
    void failedBackupIsShown();
    void restoreFromTheDialog();
    void damagedBackupRefused();
    void screenshots_data();
    void screenshots();
};

void TestRestore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(i18n::installEnglishPlurals()); // "1 game", as the window says it in English
}

void TestRestore::init()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
}

void TestRestore::periodicBackupFollowsTheClock()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    fillClub(scratch);
    QDateTime clock = at(0);
    Session session;
    session.setClock([&clock] { return clock; });
    QSignalSpy backedUp(&session, &Session::backedUp);
    QString error;
    QVERIFY2(session.open(scratch.location(), false, error), qPrintable(error));
    // Opening takes one, off the window's thread: the window shows the club
    // meanwhile.
    QVERIFY(session.backingUp());
    QCOMPARE(backedUp.size(), 0);
    QTRY_VERIFY(!session.backingUp());
    QCOMPARE(backedUp.size(), 1);
    QCOMPARE(backupReasons(scratch.location()), QStringList{QStringLiteral("open")});
    QCOMPARE(session.lastBackup(), at(0));

    // A change 10 minutes later: too soon.
    clock = at(10);
    PALMARES_OK(session.run(std::make_unique<ui::AddPlayer>(QStringLiteral("Dan"), QString())));
    QCOMPARE(session.changesSinceBackup(), 1);
    QCOMPARE(backedUp.size(), 1);
    clock = at(29);
    QVERIFY(!session.backUpIfDue());

    // 30 minutes after the last backup, with a change waiting: a backup,
    // copied off the window's thread.
    clock = at(30);
    QVERIFY(session.backUpIfDue());
    QVERIFY(session.backingUp());
    QTRY_VERIFY(!session.backingUp());
    QCOMPARE(backedUp.size(), 2);
    const QString periodic = backedUp.last().first().toString();
    QVERIFY2(periodic.endsWith(QStringLiteral("-20260630T123000Z-periodic.palmares")), qPrintable(periodic));
    QCOMPARE(session.changesSinceBackup(), 0);
    QCOMPARE(session.lastBackup(), at(30));
    // The backup holds the change.
    Kept e;
    QCOMPARE(e(store::backups::inspect(periodic, false))->players, 4);

    // No change, no backup, however long.
    clock = at(300);
    QVERIFY(!session.backUpIfDue());
    // An undo is a change: made after the interval, it is saved at once.
    session.undoStack().undo();
    QTRY_COMPARE(backedUp.size(), 3);
    QCOMPARE(backupReasons(scratch.location()),
             (QStringList{QStringLiteral("periodic"), QStringLiteral("periodic"), QStringLiteral("open")}));
    QCOMPARE(e(store::backups::inspect(backedUp.last().first().toString(), false))->players, 3);
}

void TestRestore::backupOnOpenHoldsTheClubAsOpened()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    fillClub(scratch);
    Session session;
    QSignalSpy backedUp(&session, &Session::backedUp);
    QString error;
    QVERIFY2(session.open(scratch.location(), false, error), qPrintable(error));
    QVERIFY(session.backingUp());
    // A save at once waits only until the copy holds the club as it is (not
    // for the copy: seconds on a large club): the backup is the club as
    // opened, without the save.
    QSignalSpy held(&session, &Session::backupHeld);
    PALMARES_OK(session.run(std::make_unique<ui::AddPlayer>(QStringLiteral("Dan"), QString())));
    QCOMPARE(held.size(), 1);
    QTRY_VERIFY(!session.backingUp());
    QCOMPARE(backedUp.size(), 1);
    Kept e;
    QCOMPARE(e(store::backups::inspect(backedUp.first().first().toString(), false))->players, 3);
    QCOMPARE(session.changesSinceBackup(), 1);
}

void TestRestore::failedBackupIsShown()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    fillClub(scratch);
    // Neither backup folder can be made: a file in the way beside the club,
    // and a home folder that is a file.
    QFile blocker(scratch.location() + QStringLiteral(".backups"));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const QByteArray home = qgetenv("HOME");
    qputenv("HOME", QFile::encodeName(blocker.fileName()));
    MainWindow w;
    const bool opened = w.openClub(scratch.location());
    QTRY_VERIFY(!w.session().backingUp());
    const QString message = w.statusBar()->currentMessage();
    qputenv("HOME", home);
    QVERIFY(opened); // the work goes on…
    QVERIFY2(message.startsWith(QStringLiteral("Automatic backup failed: no folder for the backups")),
             qPrintable(message)); // …and the failure shows
    PALMARES_OK(w.session().run(std::make_unique<ui::AddPlayer>(QStringLiteral("Dan"), QString())));
}

void TestRestore::restoreFromTheDialog()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    fillClub(scratch);
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    const QStringList before = fullStandings(windowClub(w.session()), Chess);
    PALMARES_OK(w.session().run(std::make_unique<ui::AddResult>(
        duel(QStringLiteral("m4"), Chess, when(2026, 6, 20, 20), u8("Ann"), u8("Cid")))));
    QVERIFY(fullStandings(windowClub(w.session()), Chess) != before);
    QCOMPARE(w.session().undoStack().count(), 1);
    QTRY_VERIFY(!w.session().backingUp()); // the save does not wait for the copy

    RestoreDialog d(w.session(), &w);
    d.show();
    QTreeWidget* list = d.list();
    QCOMPARE(list->topLevelItemCount(), 1);
    QTreeWidgetItem* item = list->topLevelItem(0);
    QCOMPARE(item->text(RestoreDialog::ReasonColumn), QStringLiteral("club opened"));
    QCOMPARE(item->text(RestoreDialog::ContentsColumn),
             QStringLiteral("3 players, 1 game, 3 results, the last on 01/06/2026"));
    QVERIFY(d.restoreButton()->isEnabled());

    // "No" changes nothing.
    {
        BoxAnswerer no({QMessageBox::No});
        d.restoreButton()->click();
        QVERIFY(no.done());
    }
    QCOMPARE(d.result(), int(QDialog::Rejected));
    QCOMPARE(w.session().undoStack().count(), 1);

    BoxAnswerer yes({QMessageBox::Yes});
    d.restoreButton()->click();
    QVERIFY(yes.done());
    QVERIFY2(yes.texts().value(0).contains(QStringLiteral("3 players")), qPrintable(yes.texts().join(u'|')));
    QCOMPARE(d.result(), int(QDialog::Accepted));
    QCOMPARE(fullStandings(windowClub(w.session()), Chess), before);
    QCOMPARE(w.session().undoStack().count(), 0);
    QCOMPARE(w.resultsModel()->rowCount(), 3); // the window shows the restored club
    QVERIFY(d.savedAs().endsWith(QStringLiteral("-before-restore.palmares")));
    QCOMPARE(store::backups::inspect(d.savedAs(), true)->matches, 4);

    // The next time, the club as it was before the restore is listed first.
    RestoreDialog again(w.session(), &w);
    QCOMPARE(again.list()->topLevelItemCount(), 2);
    QCOMPARE(again.list()->topLevelItem(0)->text(RestoreDialog::ReasonColumn), QStringLiteral("before a restore"));
}

void TestRestore::damagedBackupRefused()
{
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    fillClub(scratch);
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    PALMARES_OK(w.session().run(std::make_unique<ui::AddPlayer>(QStringLiteral("Dan"), QString())));
    QTRY_VERIFY(!w.session().backingUp()); // the save does not wait for the copy
    const QStringList before = fullStandings(windowClub(w.session()), Chess);
    const QList<store::BackupInfo> backups = store::backups::list(scratch.location(), false);
    QCOMPARE(backups.size(), 1);
    const QString path = backups.first().path;
    QFile copy(path);
    QVERIFY(copy.copy(path + QStringLiteral(".good")));

    // A backup that cannot be read is listed as such and cannot be chosen.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.resize(f.size() / 2));
    f.close();
    {
        RestoreDialog unreadable(w.session(), &w);
        QCOMPARE(unreadable.list()->topLevelItemCount(), 1);
        const QString contents = unreadable.list()->topLevelItem(0)->text(RestoreDialog::ContentsColumn);
        QVERIFY2(contents.startsWith(QStringLiteral("unreadable: the backup")) &&
                     contents.contains(QStringLiteral("damaged")),
                 qPrintable(contents));
        QVERIFY(!unreadable.restoreButton()->isEnabled());
    }

    // A backup damaged after it was listed is refused when it is restored.
    QVERIFY(QFile::remove(path));
    QVERIFY(QFile::copy(path + QStringLiteral(".good"), path));
    RestoreDialog d(w.session(), &w);
    d.show();
    QVERIFY(d.restoreButton()->isEnabled());
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.resize(f.size() / 2));
    f.close();
    BoxAnswerer answers({QMessageBox::Yes, QMessageBox::Ok});
    d.restoreButton()->click();
    QVERIFY(answers.done());
    const QString warning = answers.texts().value(1);
    QVERIFY2(warning.contains(QStringLiteral("is damaged")) && warning.contains(QStringLiteral("left untouched")),
             qPrintable(answers.texts().join(u'|')));
    QCOMPARE(d.result(), int(QDialog::Rejected));
    // The club, its views and its undo history as they were.
    QCOMPARE(w.session().undoStack().count(), 1);
    QCOMPARE(fullStandings(windowClub(w.session()), Chess), before);
    QCOMPARE(backupReasons(scratch.location()), QStringList{QStringLiteral("open")});
}

void TestRestore::screenshots_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("fr") << QStringLiteral("fr");
}

void TestRestore::screenshots()
{
    QFETCH(QString, language);
    QVERIFY(i18n::install(language == QLatin1String("fr") ? QLocale(QLocale::French, QLocale::France)
                                                          : QLocale(QLocale::English, QLocale::UnitedKingdom)) ||
            language == QLatin1String("en"));
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    fillClub(scratch);
    QDateTime clock = at(0);
    MainWindow w;
    w.session().setClock([&clock] { return clock; });
    QVERIFY(w.openClub(scratch.location()));
    QTRY_VERIFY(!w.session().backingUp()); // the save below then finds the backup on opening done, and is due
    clock = at(45);
    PALMARES_OK(w.session().run(std::make_unique<ui::AddPlayer>(QStringLiteral("Dan"), QString())));
    clock = at(60 * 20);
    w.session().backUp(club::BackupReason::Import);
    RestoreDialog d(w.session(), &w);
    d.show();
    QCOMPARE(d.list()->topLevelItemCount(), 3);
    if (language == QLatin1String("fr")) {
        QCOMPARE(d.list()->topLevelItem(0)->text(RestoreDialog::ReasonColumn),
                 QString::fromUtf8("avant une importation"));
    }
    const QString path = QDir::current().absoluteFilePath(QStringLiteral("restore-dialog-%1.png").arg(language));
    QVERIFY(d.grab().save(path));
    qInfo("screenshot: %s", qPrintable(path));
    i18n::install(QLocale(QLocale::English, QLocale::UnitedKingdom));
}

QTEST_MAIN(TestRestore)
#include "tst_restore.moc"
