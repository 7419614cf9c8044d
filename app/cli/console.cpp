#include "console.h"

#include "args.h"
#include "rating/types.h"

#include <cstdio>

namespace palmares::cli {

void printOut(const QByteArray& bytes)
{
    const auto size = static_cast<std::size_t>(bytes.size());
    if (std::fwrite(bytes.constData(), 1, size, stdout) != size) {
        printErr(
            QStringLiteral("palmares-cli: the output could not be written in full (a full disk or a closed pipe)"));
    }
}

void printErr(const QString& text)
{
    const QByteArray bytes = (text.endsWith(QLatin1Char('\n')) ? text : text + QLatin1Char('\n')).toUtf8();
    // Where stderr itself fails there is nowhere left to say so.
    static_cast<void>(std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr));
}

int fail(const club::Status& status)
{
    printErr(QStringLiteral("palmares-cli: ") + status.toString());
    if (!status.closedSeasons.isEmpty()) {
        printErr(QStringLiteral("palmares-cli: nothing was changed; run it again with --confirm-closed-seasons to "
                                "change %1")
                     .arg(status.closedSeasons.join(QStringLiteral(", "))));
    }
    return ExitUserError;
}

int printTable(const Invocation& invocation, const club::Tabular& table)
{
    printOut(table.render(invocation.format));
    return ExitOk;
}

std::unique_ptr<club::Club> openClub(Invocation& invocation, club::OpenMode mode)
{
    invocation.args.done();
    const QString& db = invocation.db;
    if (db.isEmpty()) {
        throw UsageError{QStringLiteral("no club given: use --db FILE|URL or set PALMARES_DB")};
    }
    auto opened = club::Club::open(db, mode);
    if (!opened) {
        fail(opened.status());
        return nullptr;
    }
    std::unique_ptr<club::Club> club = std::move(*opened);
    club->confirmClosedSeasons(invocation.confirmClosedSeasons);
    // A damaged club is read as it is, and refuses to be written (issue 39).
    if (const QString damage = club->damageMessage(); !damage.isEmpty()) {
        if (!club->initialised()) {
            fail(club::Status::failure(damage));
            return nullptr;
        }
        printErr(QStringLiteral("palmares-cli: warning: %1; what follows is read from it as it is").arg(damage));
    }
    if (mode == club::OpenMode::Existing && !club->initialised()) {
        fail(club::Status::failure(QStringLiteral("%1 holds no club yet (create it with: palmares-cli --db %1 init)")
                                       .arg(club::shownLocation(db))));
        return nullptr;
    }
    return club;
}

int changeClub(Invocation& invocation, const std::function<club::Status(club::Club&)>& change)
{
    const auto club = openClub(invocation);
    if (!club) {
        return ExitUserError;
    }
    const club::Status s = change(*club);
    return s.ok() ? ExitOk : fail(s);
}

QString counted(qint64 n, const QString& one, const QString& many)
{
    return QString::number(n) + QLatin1Char(' ') + (n == 1 ? one : many);
}

QString systemList()
{
    QStringList keys;
    for (int s = 0; s < rating::SystemCount; ++s) {
        keys << QString::fromLatin1(rating::systemKey(static_cast<rating::System>(s)).data());
    }
    return keys.join(QStringLiteral(", "));
}

int ratingDecimals(bool integral)
{
    return integral ? 0 : 6;
}

} // namespace palmares::cli
