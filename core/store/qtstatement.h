#pragma once

// Statement over QSqlQuery, for PostgreSQL (internal to core/store).

#include "statement.h"

#include <QSqlQuery>
#include <QVariant>

#include <optional>
#include <string_view>

struct pg_result;

namespace palmares::store {

class QtStatement final : public Statement
{
public:
    QtStatement(const QString& connection, QString name, QString sql);

    void bind(int index, qint64 value) override { m_query.bindValue(index, value); }
    void bind(int index, double value) override { m_query.bindValue(index, value); }
    void bind(int index, const QString& value) override
    {
        m_query.bindValue(index, value.isNull() ? QStringLiteral("") : value);
    }
    void bindNull(int index) override { m_query.bindValue(index, QVariant(QMetaType(QMetaType::LongLong))); }
    void bindBlob(int index, const QByteArray& value) override { m_query.bindValue(index, value); }
    using Statement::bind;

    Status exec() override;
    bool next() override { return m_query.next(); }
    void finish() override
    {
        m_rows = nullptr;
        m_query.finish();
    }
    qint64 rowsAffected() override { return m_query.numRowsAffected(); }
    std::optional<qint64> insertedId() override;

    // Values are read from libpq's result as the server sent them (text),
    // not through QSqlQuery::value: its QVariant per value was two thirds
    // of reading a game's standings.
    bool isNull(int column) override;
    qint64 integer(int column) override;
    double real(int column) override;
    QString text(int column) override;
    QByteArrayView blob(int column) override;

    void release() override;
    void prepareAgain() override;

private:
    /// Prepares the statement on the connection (PostgreSQL prepares some
    /// statements only; the others run as text).
    void prepare();

    /// The current row's value of `column` as sent, or nullptr when read
    /// through QSqlQuery (no libpq result).
    [[nodiscard]] std::optional<std::string_view> raw(int column) const;

    QSqlQuery m_query;
    QString m_connection;
    QString m_name;
    QString m_sql;
    QByteArray m_blob;           ///< the last BLOB read (blob() returns a view of it)
    QString m_unprepared;        ///< the SQL when PostgreSQL could not prepare it
    pg_result* m_rows = nullptr; ///< the complete result of the last exec (libpq's)
};

} // namespace palmares::store
