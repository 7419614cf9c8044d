#include "qtstatement.h"

#include "database.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlResult>

#include <libpq-fe.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <iterator>
#include <optional>
#include <span>
#include <string_view>
#include <utility>

namespace palmares::store {

namespace {

/// The statements PostgreSQL can PREPARE (by their first word).
constexpr std::array<const char*, 6> Preparable = {"SELECT", "INSERT", "UPDATE", "DELETE", "VALUES", "WITH"};

} // namespace

QtStatement::QtStatement(const QString& connection, QString name, QString sql)
    : m_query(QSqlDatabase::database(connection, false)),
      m_connection(connection),
      m_name(std::move(name)),
      m_sql(std::move(sql))
{
    prepare();
}

void QtStatement::release()
{
    m_rows = nullptr;
    m_query = QSqlQuery();
}

void QtStatement::prepareAgain()
{
    m_query = QSqlQuery(QSqlDatabase::database(m_connection, false));
    m_unprepared.clear();
    prepare();
}

void QtStatement::prepare()
{
    const QString& sql = m_sql;
    // Not forward-only: QPSQL then streams rows in single-row mode, and the
    // next statement run on the connection while rows are still pending
    // (a replay inserts rating changes while it reads the matches) silently
    // drops them ("Query results lost"). A complete result set is safe to
    // read while other statements run.
    m_query.setForwardOnly(false);
    // PostgreSQL prepares only SELECT, INSERT, UPDATE, DELETE and VALUES; a
    // failed PREPARE would also abort the transaction it runs in. Anything
    // else (DROP/CREATE INDEX of a rebuild) takes no values: it runs as text.
    const QString text = sql.trimmed();
    const bool preparable = std::any_of(Preparable.begin(), Preparable.end(), [&](const char* verb) {
        return text.startsWith(QLatin1String(verb), Qt::CaseInsensitive);
    });
    if (preparable) {
        m_query.prepare(sql);
    } else {
        m_unprepared = sql;
    }
}

Status QtStatement::exec()
{
    m_rows = nullptr;
    if (m_unprepared.isEmpty() ? m_query.exec() : m_query.exec(m_unprepared)) {
        // Not forward-only (see the constructor): the result holds every row.
        const QVariant handle = m_query.result() != nullptr ? m_query.result()->handle() : QVariant();
        if (handle.isValid() && qstrcmp(handle.typeName(), "pg_result*") == 0) {
            m_rows = *static_cast<pg_result* const*>(handle.data());
        }
        return {};
    }
    const QSqlError e = m_query.lastError();
    return Status::failure(QStringLiteral("%1 (%2)").arg(
        explainDriverError(e.databaseText().isEmpty() ? e.text() : e.databaseText()), m_name));
}

std::optional<qint64> QtStatement::insertedId()
{
    std::optional<qint64> id;
    if (m_query.next()) {
        id = m_query.value(0).toLongLong();
    }
    m_query.finish();
    return id;
}

} // namespace palmares::store

namespace palmares::store {

std::optional<std::string_view> QtStatement::raw(int column) const
{
    const int row = m_query.at();
    if (m_rows == nullptr || row < 0 || row >= PQntuples(m_rows) || column >= PQnfields(m_rows)) {
        return std::nullopt;
    }
    return std::string_view(PQgetvalue(m_rows, row, column),
                            static_cast<std::size_t>(PQgetlength(m_rows, row, column)));
}

bool QtStatement::isNull(int column)
{
    const int row = m_query.at();
    if (m_rows == nullptr || row < 0 || row >= PQntuples(m_rows) || column >= PQnfields(m_rows)) {
        return m_query.isNull(column);
    }
    return PQgetisnull(m_rows, row, column) == 1;
}

qint64 QtStatement::integer(int column)
{
    const auto value = raw(column);
    if (!value) {
        return m_query.value(column).toLongLong();
    }
    qint64 v = 0;
    if (std::from_chars(value->begin(), value->end(), v).ec != std::errc()) {
        return m_query.value(column).toLongLong(); // a numeric, a boolean…: Qt's conversion
    }
    return v;
}

double QtStatement::real(int column)
{
    const auto value = raw(column);
    if (!value) {
        return m_query.value(column).toDouble();
    }
    // PostgreSQL sends a double's shortest exact form (extra_float_digits 1,
    // its default): read back, it is the same double.
    double v = 0.0;
    if (std::from_chars(value->begin(), value->end(), v).ec != std::errc()) {
        return m_query.value(column).toDouble();
    }
    return v;
}

QString QtStatement::text(int column)
{
    const auto value = raw(column);
    if (!value) {
        return m_query.value(column).toString();
    }
    return PQgetisnull(m_rows, m_query.at(), column) == 1 ? QString() : QString::fromUtf8(QByteArrayView(*value));
}

namespace {

/// A hex digit's value (PostgreSQL writes them in lower case).
constexpr unsigned nibble(char c)
{
    const auto u = static_cast<unsigned>(static_cast<unsigned char>(c));
    return u <= unsigned{'9'} ? u - unsigned{'0'} : (u | 0x20U) - unsigned{'a'} + 10U;
}

/// Two hex digits a byte into `out` (QByteArray::fromHex checks every digit
/// and was a fifth of a Hall of Fame's CPU: PostgreSQL's hex is well formed).
void decodeHex(std::string_view hex, QByteArray& out)
{
    const std::size_t n = hex.size() / 2;
    out.resize(static_cast<qsizetype>(n));
    const std::span<char> bytes(out.data(), n);
    for (std::size_t i = 0; i < n; ++i) {
        bytes[i] = static_cast<char>((nibble(hex[2 * i]) << 4U) | nibble(hex[(2 * i) + 1]));
    }
}

} // namespace

QByteArrayView QtStatement::blob(int column)
{
    const auto value = raw(column);
    // A bytea comes as \x and two hex digits a byte (bytea_output hex, the
    // default).
    if (value && value->starts_with("\\x")) {
        decodeHex(value->substr(2), m_blob);
    } else {
        m_blob = m_query.value(column).toByteArray();
    }
    return m_blob;
}

} // namespace palmares::store
