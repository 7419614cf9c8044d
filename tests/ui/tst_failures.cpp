// The window when saving fails or a file is refused (docs/RELIABILITY.md,
// "Durable saves", "Damaged and foreign files"), offscreen: a result saved
// on a full disk and an undo on a failing one each end in a warning that
// says so, the undo stack and the views as they were; a damaged, foreign,
// newer or read-only file is refused with a dialog and the club open before
// stays open. The dialogs are saved as pictures (English and French) to the
// folder PALMARES_SCREENSHOTS names, when it is set, for a person to look at.

#include "clubtest.h"
#include "faileddisk.h"
#include "sessionaccess.h"

#include "i18n/i18n.h"
#include "ui/commands.h"
#include "ui/mainwindow.h"
#include "ui/models/leaderboardmodel.h"
#include "ui/resultdialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <sys/stat.h>

using namespace palmares::test;
using palmares::rating::System;
using palmares::ui::AddPlayer;
using palmares::ui::MainWindow;
using palmares::ui::ResultDialog;

namespace {

const QString Scrabble = QStringLiteral("Scrabble");

QStringList board(MainWindow& w)
{
    QStringList out;
    auto* m = w.leaderboardModel();
    for (int r = 0; r < m->rowCount(); ++r) {
        out << m->index(r, palmares::ui::LeaderboardModel::Player).data().toString() + QLatin1Char(' ') +
                   m->index(r, palmares::ui::LeaderboardModel::Rating).data().toString();
    }
    return out;
}

QByteArray sha256(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex();
}

/// Answers the next message box: records its texts, saves its picture as
/// `picture` (when PALMARES_SCREENSHOTS names a folder) and closes it.
class BoxCatcher : public QObject
{
public:
    explicit BoxCatcher(QString picture) : m_picture(std::move(picture))
    {
        m_timer.setInterval(20);
        connect(&m_timer, &QTimer::timeout, this, &BoxCatcher::look);
        m_timer.start();
    }
    [[nodiscard]] QString text() const { return m_text; }
    [[nodiscard]] bool seen() const { return m_seen; }

private:
    void look()
    {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box == nullptr) {
            return;
        }
        m_timer.stop();
        m_seen = true;
        m_text = box->text() + QLatin1Char('\n') + box->informativeText();
        const QString folder = qEnvironmentVariable("PALMARES_SCREENSHOTS");
        if (!folder.isEmpty()) {
            QDir().mkpath(folder);
            box->grab().save(folder + QLatin1Char('/') + m_picture + QStringLiteral(".png"));
        }
        box->accept();
    }

    QString m_picture;
    QTimer m_timer;
    QString m_text;
    bool m_seen = false;
};

/// A club of three players and two Scrabble matches, closed cleanly.
void makeClub(const ScratchClub& scratch)
{
    PALMARES_CLUB(c, scratch);
    PALMARES_OK(c->rankings().setDormantAfterMonths(0)); // old results; not about dormancy
    PALMARES_OK(c->catalogue().addGame(Scrabble, System::Fermi));
    PALMARES_RECORD(*c, duel(QStringLiteral("m1"), Scrabble, when(2024, 1, 1), u8("Alice"), u8("Bob")));
    PALMARES_RECORD(*c, duel(QStringLiteral("m2"), Scrabble, when(2024, 1, 2), u8("Chloé"), u8("Alice")));
}

} // namespace

class TestFailures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void saveOnAFullDisk_data();
    void saveOnAFullDisk();
    void undoOnAFailingDisk();
    void refusedFileKeepsTheOpenClub_data();
    void refusedFileKeepsTheOpenClub();
    void damagedClubShownButNotWritten_data();
    void damagedClubShownButNotWritten();

private:
    void language(const QString& name);
};

void TestFailures::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(installFailingDisk(), "SQLite refused the failing-disk VFS");
}

void TestFailures::language(const QString& name)
{
    QVERIFY(palmares::i18n::install(name == QLatin1String("fr") ? QLocale(QLocale::French, QLocale::France)
                                                                : QLocale(QLocale::English, QLocale::UnitedKingdom)));
}

void TestFailures::saveOnAFullDisk_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("the disk is full");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("le disque est plein");
}

void TestFailures::saveOnAFullDisk()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    this->language(language);
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeClub(scratch);
    const QByteArray hash = sha256(scratch.location());
    {
        MainWindow w;
        QVERIFY(w.openClub(scratch.location()));
        w.leaderboardGame()->setCurrentText(Scrabble);
        const QStringList before = board(w);
        QCOMPARE(before.size(), 3);
        QUndoStack& undo = w.session().undoStack();

        // A correction of m1 (Bob won), saved with Enter while the disk is full.
        ResultDialog edit(w.session(), ResultDialog::Mode::Edit, QStringLiteral("m1"), &w);
        edit.show();
        auto* p1 = edit.findChild<QLineEdit*>(QStringLiteral("player1"));
        auto* p2 = edit.findChild<QLineEdit*>(QStringLiteral("player2"));
        QVERIFY(p1 && p2);
        p1->setText(QStringLiteral("Bob"));
        p2->setText(QStringLiteral("Alice"));
        edit.refreshNow();
        QVERIFY(edit.canSave());
        {
            FailingDisk disk(DiskFailure::Full);
            BoxCatcher box(QStringLiteral("save-disk-full-") + language);
            QTest::keyClick(&edit, Qt::Key_Return);
            QTRY_VERIFY(box.seen());
            QVERIFY2(box.text().contains(expected), qPrintable(box.text()));
        }
        QVERIFY2(edit.isVisible(), "the dialog closed as if the correction were saved");
        QCOMPARE(undo.count(), 0);
        QCOMPARE(board(w), before);
        const auto draft = windowClub(w.session()).resultBook().matchDraft(QStringLiteral("m1"));
        QVERIFY2(draft, qPrintable(draft.status().toString()));
        QCOMPARE(draft->participants.first().player, QStringLiteral("Alice"));

        // The disk has room again: the same dialog saves.
        QTest::keyClick(&edit, Qt::Key_Return);
        QCOMPARE(undo.count(), 1);
        QVERIFY(board(w) != before);
    }
    QVERIFY(sha256(scratch.location()) != hash); // the second save did reach the file
}

void TestFailures::undoOnAFailingDisk()
{
    language(QStringLiteral("en"));
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeClub(scratch);
    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    w.leaderboardGame()->setCurrentText(Scrabble);
    QUndoStack& undo = w.session().undoStack();
    ResultDialog remove(w.session(), ResultDialog::Mode::Delete, QStringLiteral("m2"), &w);
    remove.refreshNow();
    QTest::keyClick(&remove, Qt::Key_Return);
    QCOMPARE(undo.count(), 1);
    const QStringList deleted = board(w);
    {
        FailingDisk disk(DiskFailure::IoError);
        BoxCatcher box(QStringLiteral("undo-disk-failing-en"));
        undo.undo();
        QTRY_VERIFY(box.seen());
        QVERIFY2(box.text().contains(QStringLiteral("Could not undo")) &&
                     box.text().contains(QStringLiteral("could not be written")),
                 qPrintable(box.text()));
    }
    // The deletion stays (it is what the file holds) and the views say so.
    QCOMPARE(board(w), deleted);
    QCOMPARE(windowClub(w.session()).archive().results()->size(), 1);
}

void TestFailures::refusedFileKeepsTheOpenClub_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected"); ///< part of the dialog's text
    const auto row = [](const char* kind, const char* language, const char* expected) {
        QTest::addRow("%s %s", kind, language)
            << QString::fromUtf8(kind) << QString::fromUtf8(language) << QString::fromUtf8(expected);
    };
    row("truncated", "en", "is damaged (it is cut short");
    row("truncated", "fr", "laissé intact");
    row("random", "en", "not an SQLite database");
    row("empty", "en", "is empty");
    row("foreign", "en", "another application");
    row("foreign", "fr", "une autre application");
    row("newer", "en", "newer Palmarès");
    row("newer", "fr", "plus récent");
    row("folder", "en", "is not a file");
    row("damaged journal", "en", "the journal of the club, is damaged");
    row("read-only", "en", "is read-only");
    row("read-only", "fr", "lecture seule");
}

void TestFailures::refusedFileKeepsTheOpenClub()
{
    QFETCH(QString, kind);
    QFETCH(QString, language);
    QFETCH(QString, expected);
    this->language(language);
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeClub(scratch);
    const QString bad = scratch.folder() + QStringLiteral("/bad.palmares");
    const auto write = [&](const QByteArray& bytes) {
        QFile f(bad);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    };
    if (kind == QLatin1String("truncated")) {
        // A real club of a few pages cut after its first two.
        const qint64 pageSize = sqlitePageSize(scratch.location());
        QFile club(scratch.location());
        QVERIFY(club.open(QIODevice::ReadOnly));
        QVERIFY2(pageSize >= 4096 && club.size() > 2 * pageSize, qPrintable(QString::number(pageSize)));
        QVERIFY(write(club.read(2 * pageSize)));
    } else if (kind == QLatin1String("random")) {
        QByteArray bytes(8192, Qt::Uninitialized);
        QRandomGenerator(3).fillRange(reinterpret_cast<quint32*>(bytes.data()), bytes.size() / 4);
        QVERIFY(write(bytes));
    } else if (kind == QLatin1String("empty")) {
        QVERIFY(write({}));
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(bad));
    } else {
        QVERIFY(QFile::copy(scratch.location(), bad));
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tst-failures"));
        db.setDatabaseName(bad);
        QVERIFY(db.open());
        QSqlQuery q(db);
        if (kind == QLatin1String("foreign")) {
            QVERIFY(q.exec(QStringLiteral("PRAGMA application_id = 42")));
        } else if (kind == QLatin1String("newer")) {
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 99")));
        }
        q.finish();
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("tst-failures"));
        if (kind == QLatin1String("damaged journal")) {
            QFile wal(bad + QStringLiteral("-wal"));
            QVERIFY(wal.open(QIODevice::WriteOnly));
            wal.write(QByteArray(4096, 'x'));
        }
    }
    const QByteArray hash = sha256(bad);

    MainWindow w;
    QVERIFY(w.openClub(scratch.location()));
    // The open club has its -wal and -shm; the refused file gets none.
    const QStringList files = QDir(scratch.folder()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    w.leaderboardGame()->setCurrentText(Scrabble);
    const QStringList before = board(w);
    QCOMPARE(before.size(), 3);
    bool opened = true;
    BoxCatcher box(QStringLiteral("open-%1-%2").arg(QString(kind).replace(u' ', u'-'), language));
    if (kind == QLatin1String("read-only")) {
        // Root writes through permissions: the file is opened as nobody.
        QCOMPARE(::chmod(QFile::encodeName(bad).constData(), 0444), 0);
        QCOMPARE(::chmod(QFile::encodeName(scratch.folder()).constData(), 0755), 0);
        AsUnprivilegedUser nobody;
        QVERIFY2(nobody.error().isEmpty(), qPrintable(nobody.error()));
        opened = w.openClub(bad);
    } else {
        opened = w.openClub(bad);
    }
    QVERIFY(!opened);
    QVERIFY(box.seen());
    QVERIFY2(box.text().contains(expected), qPrintable(box.text()));
    QVERIFY2(box.text().contains(bad), qPrintable(box.text()));
    // The club open before is still the one shown, and the refused file is as it was.
    QCOMPARE(w.session().location(), scratch.location());
    QCOMPARE(board(w), before);
    if (kind != QLatin1String("folder")) {
        QCOMPARE(sha256(bad), hash);
    }
    QCOMPARE(QDir(scratch.folder()).entryList(QDir::Files | QDir::Hidden, QDir::Name), files);
}

void TestFailures::damagedClubShownButNotWritten_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("restore");
    QTest::newRow("en") << u8("en") << u8("This club is damaged") << u8("&Restore a backup…");
    QTest::newRow("fr") << u8("fr") << u8("Ce club est abîmé") << u8("&Restaurer une sauvegarde…");
}

void TestFailures::damagedClubShownButNotWritten()
{
    // A club whose audit lost a page (issue 39): the window opens
    // it as it is, says it is damaged with a way to restore a backup, and
    // refuses every save with the same message; the file is not touched.
    QFETCH(QString, language);
    QFETCH(QString, title);
    QFETCH(QString, restore);
    this->language(language);
    PALMARES_SCRATCH(scratch, QStringLiteral("sqlite"));
    makeClub(scratch);
    const QString club = scratch.location();
    qint64 root = 0;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tst-damage"));
        db.setDatabaseName(club);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT rootpage FROM sqlite_schema WHERE name = 'audit'")));
        QVERIFY(q.next());
        root = q.value(0).toLongLong();
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tst-damage"));
    const qint64 pageSize = sqlitePageSize(club);
    {
        QFile f(club);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.seek((root - 1) * pageSize));
        f.write(QByteArray(static_cast<int>(pageSize), '\0'));
    }
    const QByteArray hash = sha256(club);

    MainWindow w;
    w.show();
    QVERIFY(w.openClub(club));
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = w.findChild<QMessageBox*>()) != nullptr && box->isVisible());
    QCOMPARE(box->windowTitle(), title);
    QVERIFY2(box->text().contains(club), qPrintable(box->text()));
    QStringList buttons;
    for (QAbstractButton* b : box->buttons()) {
        buttons << b->text();
    }
    QVERIFY2(buttons.contains(restore), qPrintable(buttons.join(u8(", "))));
    const QString folder = qEnvironmentVariable("PALMARES_SCREENSHOTS");
    if (!folder.isEmpty()) {
        QDir().mkpath(folder);
        box->grab().save(folder + QStringLiteral("/damaged-club-%1.png").arg(language));
    }
    box->reject();
    // Shown as it is: the leaderboard reads (it needs nothing of the audit).
    w.leaderboardGame()->setCurrentText(Scrabble);
    QTRY_COMPARE(board(w).size(), 3);
    // Every save refused, with the message and the way back.
    const palmares::club::Status s = w.session().run(std::make_unique<AddPlayer>(u8("Zoé"), QString()));
    QVERIFY(!s.ok());
    QVERIFY2(s.toString().contains(QStringLiteral("restore")), qPrintable(s.toString()));
    QCOMPARE(sha256(club), hash);
}

QTEST_MAIN(TestFailures)
#include "tst_failures.moc"
