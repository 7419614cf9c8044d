#include "storereads.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace palmares::test {

namespace {
/// Keeps the scan's reads from being optimised away.
volatile double scanChecksum = 0.0;
} // namespace

Status forEachMatch(store::ClubStore& store, const std::function<bool(const store::MatchRecord&)>& visit)
{
    // Every stored date-time ("YYYY-MM-DDTHH:MM:SS") sorts after a space and
    // before a tilde.
    return store.forEachMatchBetween(QStringLiteral(" "), QStringLiteral("~"), visit);
}

Expected<qint64> participantCount(store::Database& db)
{
    QSqlQuery q(QSqlDatabase::database(db.connectionName(), false));
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM participant")) || !q.next()) {
        return Status::failure(q.lastError().text());
    }
    return q.value(0).toLongLong();
}

Expected<qint64> scanParticipants(store::Database& db)
{
    store::Statement& q = db.statement(QStringLiteral("participantScan"));
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    // Read every column of every row, as a replay would.
    qint64 rows = 0;
    double sink = 0.0;
    while (q.next()) {
        for (int c = 0; c < 11; ++c) {
            sink += q.real(c);
        }
        sink += static_cast<double>(q.text(11).size()); // army_list
        ++rows;
    }
    q.finish();
    scanChecksum = sink;
    return rows;
}

} // namespace palmares::test
