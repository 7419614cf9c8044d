#include "sqlitestatement.h"

#include "database.h"

#include <sqlite3.h>

#include <utility>

namespace palmares::store {

SqliteStatement::SqliteStatement(sqlite3* db, QString name, const QString& sql) : m_db(db), m_name(std::move(name))
{
    const QByteArray utf8 = sql.toUtf8();
    if (sqlite3_prepare_v3(m_db, utf8.constData(), static_cast<int>(utf8.size()), SQLITE_PREPARE_PERSISTENT, &m_stmt,
                           nullptr) != SQLITE_OK) {
        m_prepareError = QString::fromUtf8(sqlite3_errmsg(m_db));
        m_stmt = nullptr;
    }
    m_texts.resize(m_stmt != nullptr ? static_cast<std::size_t>(sqlite3_bind_parameter_count(m_stmt)) : 0);
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_stmt);
}

// Positions are 0-based here as in QSqlQuery; SQLite counts from 1.
void SqliteStatement::bind(int index, qint64 value)
{
    sqlite3_bind_int64(m_stmt, index + 1, value);
}

void SqliteStatement::bind(int index, double value)
{
    sqlite3_bind_double(m_stmt, index + 1, value);
}

void SqliteStatement::bind(int index, const QString& value)
{
    // An import binds millions of short texts, most of them empty or ASCII:
    // those need no UTF-8 conversion of their own.
    if (value.isEmpty()) {
        sqlite3_bind_text(m_stmt, index + 1, "", 0, SQLITE_STATIC);
        return;
    }
    if (index < 0 || static_cast<std::size_t>(index) >= m_texts.size()) {
        sqlite3_bind_text(m_stmt, index + 1, "", 0, SQLITE_STATIC); // out of range: SQLite binds nothing
        return;
    }
    // Kept in this parameter's own buffer and bound without a copy: SQLite
    // copied every text it was given (a malloc per value, 2 % of an import).
    std::string& bytes = m_texts[static_cast<std::size_t>(index)];
    const QStringView units(value);
    bytes.resize(static_cast<std::size_t>(units.size()));
    for (qsizetype i = 0; i < units.size(); ++i) {
        const char16_t unit = units[i].unicode();
        if (unit >= 0x80) {
            const QByteArray utf8 = value.toUtf8();
            bytes.assign(utf8.constData(), static_cast<std::size_t>(utf8.size()));
            break;
        }
        bytes[static_cast<std::size_t>(i)] = static_cast<char>(unit);
    }
    sqlite3_bind_text(m_stmt, index + 1, bytes.data(), static_cast<int>(bytes.size()), SQLITE_STATIC);
}

void SqliteStatement::bindBlob(int index, const QByteArray& value)
{
    // SQLITE_STATIC: the caller keeps the bytes alive (no copy of each match's
    // records on the bulk paths).
    sqlite3_bind_blob64(m_stmt, index + 1, value.constData(), static_cast<sqlite3_uint64>(value.size()), SQLITE_STATIC);
}

void SqliteStatement::bindNull(int index)
{
    sqlite3_bind_null(m_stmt, index + 1);
}

Status SqliteStatement::exec()
{
    if (m_stmt == nullptr) {
        return Status::failure(QStringLiteral("%1 (%2)").arg(m_prepareError, m_name));
    }
    sqlite3_reset(m_stmt);
    m_pendingRow = false;
    m_done = false;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW) {
        m_pendingRow = true;
    } else if (rc == SQLITE_DONE) {
        m_done = true;
        m_changes = sqlite3_changes64(m_db);
        // A finished statement takes no bindings until it is reset.
        sqlite3_reset(m_stmt);
    } else {
        Status failed = Status::failure(
            QStringLiteral("%1 (%2)").arg(explainDriverError(QString::fromUtf8(sqlite3_errmsg(m_db))), m_name));
        sqlite3_reset(m_stmt);
        return failed;
    }
    // The bindings stay: a running query reads them again for every row.
    return {};
}

bool SqliteStatement::next()
{
    if (m_pendingRow) {
        m_pendingRow = false;
        return true;
    }
    if (m_done || m_stmt == nullptr) {
        return false;
    }
    if (sqlite3_step(m_stmt) == SQLITE_ROW) {
        return true;
    }
    m_done = true;
    sqlite3_reset(m_stmt); // releases the read and takes bindings again
    return false;
}

void SqliteStatement::finish()
{
    if (m_stmt != nullptr) {
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt); // Database::statement() hands it out unbound
    }
    m_pendingRow = false;
    m_done = true;
}

qint64 SqliteStatement::rowsAffected()
{
    return m_changes;
}

std::optional<qint64> SqliteStatement::insertedId()
{
    // The INSERT ran to its end in exec(): it has no RETURNING row.
    std::optional<qint64> id;
    if (m_done && m_changes == 1) {
        id = sqlite3_last_insert_rowid(m_db);
    }
    finish();
    return id;
}

bool SqliteStatement::isNull(int column)
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

qint64 SqliteStatement::integer(int column)
{
    return sqlite3_column_int64(m_stmt, column);
}

double SqliteStatement::real(int column)
{
    return sqlite3_column_double(m_stmt, column);
}

QString SqliteStatement::text(int column)
{
    // SQLite hands UTF-8 text as unsigned char.
    // NOLINTNEXTLINE(cppcoreguidelines-pro-type-reinterpret-cast)
    const auto* bytes = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, column));
    return bytes == nullptr ? QString() : QString::fromUtf8(bytes, sqlite3_column_bytes(m_stmt, column));
}

QByteArrayView SqliteStatement::blob(int column)
{
    const void* bytes = sqlite3_column_blob(m_stmt, column);
    const int size = sqlite3_column_bytes(m_stmt, column);
    return bytes == nullptr ? QByteArrayView() : QByteArrayView(static_cast<const char*>(bytes), size);
}

} // namespace palmares::store
