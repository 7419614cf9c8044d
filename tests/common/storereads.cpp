#include "storereads.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace palmares::test {

namespace {
/// Keeps the scan's reads from being optimised away.
volatile double scanChecksum = 0.0;
} // namespace

bool forEachMatch(store::ClubStore& store, const std::function<bool(const store::MatchRecord&)>& visit,
                  store::StoreError& error)
{
    // Every stored date-time ("YYYY-MM-DDTHH:MM:SS") sorts after a space and
    // before a tilde.
    return store.forEachMatchBetween(QStringLiteral(" "), QStringLiteral("~"), visit, error);
}

std::optional<qint64> participantCount(store::Database& db, store::StoreError& error)
{
    QSqlQuery q(QSqlDatabase::database(db.connectionName(), false));
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM participant")) || !q.next()) {
        error.message = q.lastError().text();
        return std::nullopt;
    }
    return q.value(0).toLongLong();
}

std::optional<qint64> scanParticipants(store::Database& db, store::StoreError& error)
{
    store::Statement& q = db.statement(QStringLiteral("participantScan"));
    if (!q.exec(error)) {
        return std::nullopt;
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
