#include "statement.h"

#include <QCoreApplication>

namespace palmares::store {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::store::Statement)
};

} // namespace

QString explainDriverError(const QString& text)
{
    if (text.contains(QLatin1String("database or disk is full")) || text.contains(QLatin1String("No space"))) {
        return Text::tr("the disk is full: %1").arg(text);
    }
    if (text.contains(QLatin1String("readonly")) || text.contains(QLatin1String("read-only"))) {
        return Text::tr("the club file is read-only: %1").arg(text);
    }
    if (text.contains(QLatin1String("malformed")) || text.contains(QLatin1String("corrupt"))) {
        // SQLite met a damaged page as it read or wrote (issue 39): the
        // statement's transaction is rolled back.
        return Text::tr("the club file is damaged (%1). Palmarès writes nothing into a damaged club: restore a "
                        "backup (palmares-cli restore --list shows them, palmares-cli restore FILE puts one back; "
                        "in the window, File → Restore a backup…); nothing was written")
            .arg(text);
    }
    if (text.contains(QLatin1String("server closed the connection")) ||
        text.contains(QLatin1String("no connection to the server")) ||
        text.contains(QLatin1String("terminating connection")) ||
        text.contains(QLatin1String("could not send data to server"))) {
        // A league's server restarted, or the network was cut: the
        // statement's transaction is gone, the next try connects again.
        return Text::tr("the connection to the league's server was lost (%1); nothing was written: Palmarès "
                        "connects again at the next try")
            .arg(text.trimmed());
    }
    if (text.contains(QLatin1String("FOREIGN KEY constraint failed"))) {
        // Only a file changed behind Palmarès's back has a result naming a
        // player or game it does not have: the write is rolled back.
        return Text::tr("the club file names a player, game or match it does not have (palmares-cli check "
                        "lists what; restore a backup or remove what refers to it); nothing was written: %1")
            .arg(text);
    }
    if (text.contains(QLatin1String("disk I/O error"))) {
        return Text::tr("the club file could not be written or read (the disk failed, was removed or is "
                        "full): %1")
            .arg(text);
    }
    if (text.contains(QLatin1String("locked")) || text.contains(QLatin1String("busy")) ||
        text.contains(QLatin1String("lock timeout"))) {
        return Text::tr("another program is writing to the club and did not finish in time: %1").arg(text);
    }
    return text;
}

} // namespace palmares::store
