#include "restore.h"

#include "club/backups.h"
#include "club/club.h"
#include "console.h"

#include <QDateTime>
#include <QFileInfo>

namespace palmares::cli::commands {

using club::Tabular;

namespace {

int listBackups(const Invocation& invocation)
{
    Tabular t({QStringLiteral("backup"), QStringLiteral("date"), QStringLiteral("reason"), QStringLiteral("size"),
               QStringLiteral("players"), QStringLiteral("games"), QStringLiteral("results"),
               QStringLiteral("last_result"), QStringLiteral("problem")});
    for (const club::BackupInfo& b : club::Backups::list(invocation.db)) {
        const auto count = [&](qint64 club::BackupContents::*field) {
            return b.contents ? Tabular::integer((*b.contents).*field) : Tabular::text({});
        };
        t.addRow({Tabular::text(b.fileName), Tabular::text(b.when.isValid() ? b.when.toString(Qt::ISODate) : QString()),
                  Tabular::text(b.reason), Tabular::integer(b.size), count(&club::BackupContents::players),
                  count(&club::BackupContents::games), count(&club::BackupContents::matches),
                  Tabular::text(b.contents ? b.contents->lastPlayed.left(10) : QString()), Tabular::text(b.problem)});
    }
    return printTable(invocation, t);
}

} // namespace

Restore::Restore()
    : Command(QStringLiteral("restore"), QStringLiteral("BACKUP | --list"),
              QStringLiteral("put a backup of the club back in place (the club as it\n"
                             "is is backed up first); --list: the club's backups"))
{}

int Restore::run(Invocation& invocation) const
{
    const bool listOnly = invocation.args.flag(QStringLiteral("--list"));
    const QString name =
        listOnly ? QString() : invocation.args.positional(QStringLiteral("the backup to restore (or --list)"));
    invocation.args.done();
    const QString& db = invocation.db;
    if (db.isEmpty()) {
        throw UsageError{QStringLiteral("no club given: use --db FILE|URL or set PALMARES_DB")};
    }
    if (club::isLeague(db)) {
        return fail(club::Status::failure(
            QStringLiteral("automatic backups are made for SQLite club files only; back up and restore a "
                           "PostgreSQL club with pg_dump and pg_restore")));
    }
    if (listOnly) {
        return listBackups(invocation);
    }
    const QString path = club::Backups::resolve(db, name);
    if (!QFileInfo::exists(path)) {
        return fail(club::Status::failure(
            QStringLiteral("there is no backup %1 (palmares-cli --db %2 restore --list shows them); the club was "
                           "left untouched")
                .arg(name, db)));
    }
    const club::Expected<QString> saved = club::Backups::restore(db, path, QDateTime::currentDateTimeUtc());
    if (!saved) {
        return fail(saved.status());
    }
    const auto contents = club::Backups::inspect(db, false);
    QString text = QStringLiteral("restored %1 into %2").arg(path, db);
    if (contents) {
        text += QStringLiteral(" (%1)").arg(club::Backups::summary(*contents));
    }
    if (!saved->isEmpty()) {
        text += QStringLiteral("; the club as it was is saved as %1").arg(*saved);
    }
    printOut((text + QLatin1Char('\n')).toUtf8());
    return ExitOk;
}

} // namespace palmares::cli::commands
