#pragma once

// What the programs split out of tst_cli share (tst_cli, tst_cli_listings,
// tst_cli_import, tst_cli_maintenance, tst_cli_rulesets): a seeded history
// of the five rule sets written as two result files (A, then B), a club per
// backend holding it (built once, on first use, then only read), the
// listings run in their three formats and compared, a connection of the
// test's own to a club (Peek) and a club's fingerprint.

#include "clitest.h"
#include "testclubs.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QUrl>
#include <QUuid>

#include <map>
#include <memory>

namespace palmares::test {

// ------------------------------------------------------------ the club's games

struct GameDef {
    QString name;
    QString system;
    QStringList params; ///< KEY=VALUE given to game add
    bool integral = true;
};

const QList<GameDef>& games();
/// The columns of the generated result files, in export-results' order.
const QStringList& csvColumns();

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

/// `perGame` matches of each of the five games, in date order, seeded.
QList<GenMatch> generateHistory(quint32 seed, int perGame);
QByteArray toCsv(const QList<GenMatch>& matches);

bool writeFile(const QString& path, const QByteArray& bytes);
QByteArray readFile(const QString& path);

// ------------------------------------------------------ reading the output

/// Runs a listing in the three formats and checks they agree; returns the
/// CSV records (header first). A table may have lines after its rows (the
/// Hall of Fame's summary); explain's "table" is prose (`checkTable` false).
struct Listing {
    QList<QStringList> csv;
    QByteArray json;
    QString problem;
};

Listing listing(const QString& db, const QStringList& args, bool checkTable = true);

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
QString fingerprint(const QString& db, bool withAudit = true);

/// The column "backend" of a test run on every backend.
void addBackendColumn();
/// That column and one row per backend, named after it.
void backendRows();

// ------------------------------------------------------ the shared fixture

/// The generated history and the clubs holding it: a base of the test
/// classes (after QObject), whose initTestCase calls writeHistory().
class CliHistory
{
public:
    /// One club per backend with the generated history, built on first use
    /// and only read by the tests that use it.
    struct Fixture {
        std::unique_ptr<ScratchClub> club;
        QString problem;                           ///< why it could not be built
        QMap<QString, QByteArray> standingsAfterA; ///< game → standings CSV with file A alone
        QByteArray hallOfFameAfterA;
        [[nodiscard]] QString db() const { return club->location(); }
    };

protected:
    /// The CLI is there; the history is generated and written as files A and B.
    void writeHistory();
    /// init and the five games; the problem, or an empty string.
    static QString setUpClub(const QString& db);
    /// setUpClub, then file A imported; the problem, or an empty string.
    QString setUpClubWithA(const QString& db) const;
    /// The fixture of `backend`, built the first time it is asked for.
    const Fixture* fixture(const QString& backend);
    [[nodiscard]] QString path(const QString& name) const { return m_files.filePath(name); }

    QTemporaryDir m_files;
    QList<GenMatch> m_history;
    QDate m_cut; ///< file A holds the matches up to this day, file B the later ones
    QString m_fileA;
    QString m_fileB;
    QString m_someMatch; ///< an identifier of file A

private:
    QString buildFixture(Fixture& f) const;
    std::map<QString, std::unique_ptr<Fixture>> m_fixtures;
};

} // namespace palmares::test

#define FIXTURE(var, backend)                          \
    const Fixture* var = fixture(backend);             \
    QVERIFY2(var != nullptr && var->problem.isEmpty(), \
             qPrintable(var == nullptr ? QStringLiteral("no fixture") : var->problem))
