#include "pgcopy.h"

#include <libpq-fe.h>

#include <array>
#include <bit>
#include <cstring>

namespace palmares::store {

namespace {

/// The binary COPY header: signature, flags, header extension length.
constexpr std::array<char, 11> Signature{'P', 'G', 'C', 'O', 'P', 'Y', '\n', '\377', '\r', '\n', '\0'};
constexpr int SignatureSize = static_cast<int>(Signature.size()); // with its final NUL

/// The message of a failed result (or of the connection when there is none).
QString messageOf(pg_conn* conn, const PGresult* result)
{
    const char* text = result != nullptr ? PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY) : nullptr;
    if (text == nullptr || *text == '\0') {
        text = PQerrorMessage(conn);
    }
    return QString::fromUtf8(text).trimmed();
}

/// Reads every result left on the connection; the first error's message.
QString drain(pg_conn* conn)
{
    QString error;
    while (PGresult* result = PQgetResult(conn)) {
        const ExecStatusType status = PQresultStatus(result);
        if (error.isEmpty() && status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
            error = messageOf(conn, result);
        }
        PQclear(result);
    }
    return error;
}

} // namespace

void PgCopyRows::put16(std::uint16_t v)
{
    const std::array<char, 2> b{static_cast<char>(v >> 8), static_cast<char>(v)};
    m_data.append(b.data(), b.size());
}

void PgCopyRows::put32(std::uint32_t v)
{
    const std::array<char, 4> b{static_cast<char>(v >> 24), static_cast<char>(v >> 16), static_cast<char>(v >> 8),
                                static_cast<char>(v)};
    m_data.append(b.data(), b.size());
}

void PgCopyRows::put64(std::uint64_t v)
{
    put32(static_cast<std::uint32_t>(v >> 32));
    put32(static_cast<std::uint32_t>(v));
}

void PgCopyRows::row(int fields)
{
    if (m_data.isEmpty()) {
        m_data.append(Signature.data(), SignatureSize);
        put32(0); // flags: no OIDs
        put32(0); // no header extension
    }
    put16(static_cast<std::uint16_t>(fields));
    ++m_rows;
}

void PgCopyRows::int8(qint64 v)
{
    put32(8);
    put64(static_cast<std::uint64_t>(v));
}

void PgCopyRows::int4(int v)
{
    put32(4);
    put32(static_cast<std::uint32_t>(v));
}

void PgCopyRows::float8(double v)
{
    put32(8);
    put64(std::bit_cast<std::uint64_t>(v));
}

void PgCopyRows::text(const QString& v)
{
    // Most texts of an import are empty (team, army list, reason).
    if (v.isEmpty()) {
        put32(0);
        return;
    }
    const QByteArray utf8 = v.toUtf8();
    put32(static_cast<std::uint32_t>(utf8.size()));
    m_data.append(utf8);
}

void PgCopyRows::bytes(QByteArrayView v)
{
    put32(static_cast<std::uint32_t>(v.size()));
    m_data.append(v.data(), v.size());
}

void PgCopyRows::null()
{
    put32(0xFFFFFFFFU); // length -1
}

void PgCopyRows::clear()
{
    m_data.clear();
    m_rows = 0;
}

namespace {

/// libpq's view of `params`: each one's text, NUL-terminated (QByteArray's).
std::vector<const char*> textParameters(const std::vector<QByteArray>& params)
{
    std::vector<const char*> values;
    values.reserve(params.size());
    for (const QByteArray& p : params) {
        values.push_back(p.constData());
    }
    return values;
}

} // namespace

std::optional<PgRows> pgExec(pg_conn* conn, const QByteArray& sql, const std::vector<QByteArray>& params,
                             QString& error)
{
    const std::vector<const char*> values = textParameters(params);
    PGresult* result = params.empty() ? PQexec(conn, sql.constData())
                                      : PQexecParams(conn, sql.constData(), static_cast<int>(values.size()), nullptr,
                                                     values.data(), nullptr, nullptr, 0);
    const ExecStatusType status = PQresultStatus(result);
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
        error = messageOf(conn, result);
        PQclear(result);
        return std::nullopt;
    }
    PgRows rows(static_cast<std::size_t>(PQntuples(result)));
    const int columns = PQnfields(result);
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        auto& row = rows[static_cast<std::size_t>(r)];
        for (int col = 0; col < columns; ++col) {
            row.emplace_back(PQgetvalue(result, r, col), PQgetlength(result, r, col));
        }
    }
    PQclear(result);
    return rows;
}

bool PgCopyRows::send(pg_conn* conn, const QByteArray& copySql, QString& error)
{
    if (m_rows == 0) {
        return true;
    }
    put16(0xFFFFU); // trailer: field count -1
    PGresult* started = PQexec(conn, copySql.constData());
    if (PQresultStatus(started) != PGRES_COPY_IN) {
        error = messageOf(conn, started);
        PQclear(started);
        drain(conn);
        clear();
        return false;
    }
    PQclear(started);
    // In slices: libpq queues what it is given before sending it.
    constexpr qsizetype Slice = 1 << 20;
    bool sent = true;
    for (qsizetype at = 0; sent && at < m_data.size(); at += Slice) {
        const auto n = static_cast<int>(std::min(Slice, m_data.size() - at));
        sent = PQputCopyData(conn, QByteArrayView(m_data).sliced(at, n).data(), n) == 1;
    }
    if (PQputCopyEnd(conn, sent ? nullptr : "the client could not send every row") != 1) {
        sent = false;
    }
    clear();
    const QString refused = drain(conn);
    if (!refused.isEmpty() || !sent) {
        error = refused.isEmpty() ? messageOf(conn, nullptr) : refused;
        return false;
    }
    return true;
}

QByteArrayView PgBinaryRow::value(int col) const
{
    return {PQgetvalue(m_result, m_row, col), PQgetlength(m_result, m_row, col)};
}

namespace {

/// The big-endian bytes of `v` as an unsigned number, if it is `size` long.
std::optional<std::uint64_t> bigEndian(QByteArrayView v, qsizetype size)
{
    if (v.size() != size) {
        return std::nullopt;
    }
    std::uint64_t u = 0;
    for (const char c : v) {
        u = (u << 8U) | static_cast<unsigned char>(c);
    }
    return u;
}

} // namespace

std::optional<qint64> PgBinaryRow::int8(int col) const
{
    const auto u = bigEndian(value(col), 8);
    return u ? std::optional<qint64>(static_cast<qint64>(*u)) : std::nullopt;
}

std::optional<qint32> PgBinaryRow::int4(int col) const
{
    const auto u = bigEndian(value(col), 4);
    return u ? std::optional<qint32>(static_cast<qint32>(static_cast<std::uint32_t>(*u))) : std::nullopt;
}

std::optional<double> PgBinaryRow::float8(int col) const
{
    const auto u = bigEndian(value(col), 8);
    return u ? std::optional<double>(std::bit_cast<double>(*u)) : std::nullopt;
}

bool pgForEachRow(pg_conn* conn, const QByteArray& sql, const std::vector<QByteArray>& params,
                  const std::function<bool(const PgBinaryRow&)>& visit, QString& error)
{
    const std::vector<const char*> values = textParameters(params);
    constexpr int Binary = 1;
    if (PQsendQueryParams(conn, sql.constData(), static_cast<int>(values.size()), nullptr, values.data(), nullptr,
                          nullptr, Binary) != 1) {
        error = messageOf(conn, nullptr);
        return false;
    }
    // Single-row mode can only be refused if the query was not sent: the rows
    // then come all at once, which is still right.
    PQsetSingleRowMode(conn);
    bool visiting = true;
    QString failed;
    while (PGresult* result = PQgetResult(conn)) {
        const ExecStatusType status = PQresultStatus(result);
        if (status == PGRES_SINGLE_TUPLE || status == PGRES_TUPLES_OK) {
            // One row in single-row mode; all of them (or none, at the end)
            // otherwise.
            for (int r = 0; visiting && r < PQntuples(result); ++r) {
                visiting = visit(PgBinaryRow(result, r));
            }
        } else if (failed.isEmpty()) {
            failed = messageOf(conn, result);
        }
        PQclear(result);
    }
    if (!failed.isEmpty()) {
        error = failed;
        return false;
    }
    return true;
}

} // namespace palmares::store
