#pragma once

// Statement over QSqlQuery, for PostgreSQL (internal to core/store).

#include "statement.h"

#include <QSqlQuery>
#include <QVariant>

namespace palmares::store {

class QtStatement final : public Statement
{
public:
    QtStatement(const QString& connection, QString name, const QString& sql);

    void bind(int index, qint64 value) override { m_query.bindValue(index, value); }
    void bind(int index, double value) override { m_query.bindValue(index, value); }
    void bind(int index, const QString& value) override
    {
        m_query.bindValue(index, value.isNull() ? QStringLiteral("") : value);
    }
    void bindNull(int index) override { m_query.bindValue(index, QVariant(QMetaType(QMetaType::LongLong))); }
    void bindBlob(int index, const QByteArray& value) override { m_query.bindValue(index, value); }
    using Statement::bind;

    bool exec(StoreError& error) override;
    bool next() override { return m_query.next(); }
    void finish() override { m_query.finish(); }
    qint64 rowsAffected() override { return m_query.numRowsAffected(); }
    std::optional<qint64> insertedId() override;

    bool isNull(int column) override { return m_query.isNull(column); }
    qint64 integer(int column) override { return m_query.value(column).toLongLong(); }
    double real(int column) override { return m_query.value(column).toDouble(); }
    QString text(int column) override { return m_query.value(column).toString(); }
    QByteArrayView blob(int column) override
    {
        m_blob = m_query.value(column).toByteArray();
        return m_blob;
    }

private:
    QSqlQuery m_query;
    QString m_name;
    QByteArray m_blob;    ///< the last BLOB read (blob() returns a view of it)
    QString m_unprepared; ///< the SQL when PostgreSQL could not prepare it
};

} // namespace palmares::store
