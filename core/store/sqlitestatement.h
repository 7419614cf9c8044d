#pragma once

// Statement over SQLite's C API (internal to core/store).

#include "statement.h"

#include <string>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace palmares::store {

class SqliteStatement final : public Statement
{
public:
    /// Prepares `sql` on `db`; check ok() / prepareError().
    SqliteStatement(sqlite3* db, QString name, const QString& sql);
    ~SqliteStatement() override;
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;
    SqliteStatement(SqliteStatement&&) = delete;
    SqliteStatement& operator=(SqliteStatement&&) = delete;

    [[nodiscard]] bool ok() const { return m_stmt != nullptr; }
    [[nodiscard]] QString prepareError() const { return m_prepareError; }

    void bind(int index, qint64 value) override;
    void bind(int index, double value) override;
    void bind(int index, const QString& value) override;
    void bindNull(int index) override;
    void bindBlob(int index, const QByteArray& value) override;
    using Statement::bind;

    Status exec() override;
    bool next() override;
    void finish() override;
    qint64 rowsAffected() override;
    std::optional<qint64> insertedId() override;

    bool isNull(int column) override;
    qint64 integer(int column) override;
    double real(int column) override;
    QString text(int column) override;
    QByteArrayView blob(int column) override;

private:
    sqlite3* m_db = nullptr;
    sqlite3_stmt* m_stmt = nullptr;
    QString m_name;
    QString m_prepareError;
    bool m_pendingRow = false; ///< exec() already stepped onto the first row
    bool m_done = false;
    qint64 m_changes = 0;
    /// bind(QString)'s bytes, one reused buffer per parameter: bound without
    /// a copy (SQLITE_STATIC), they stay as they are until that parameter
    /// is bound again.
    std::vector<std::string> m_texts;
};

} // namespace palmares::store
