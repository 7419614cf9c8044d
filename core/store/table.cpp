#include "table.h"

#include "rows.h"

namespace palmares::store {

Statement* Table::run(const QString& name, const QVariantList& values, StoreError& error)
{
    Statement& q = m_db.statement(name);
    rows::bindAll(q, values);
    return q.exec(error) ? &q : nullptr;
}

bool Table::exec(const QString& name, const QVariantList& values, StoreError& error)
{
    return run(name, values, error) != nullptr;
}

std::optional<qint64> Table::insert(const QString& name, const QVariantList& values, StoreError& error)
{
    Statement* q = run(name, values, error);
    return q != nullptr ? rows::insertedId(*q, error) : std::nullopt;
}

std::optional<qint64> Table::integer(const QString& name, const QVariantList& values, StoreError& error)
{
    const auto v = m_db.scalar(name, values, error);
    return v ? std::optional<qint64>(v->toLongLong()) : std::nullopt;
}

} // namespace palmares::store
