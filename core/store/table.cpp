#include "table.h"

#include "rows.h"

namespace palmares::store {

Expected<Statement*> Table::run(const QString& name, const QVariantList& values)
{
    Statement& q = m_db.statement(name);
    rows::bindAll(q, values);
    if (Status s = q.exec(); !s.ok()) {
        return s;
    }
    return &q;
}

Status Table::exec(const QString& name, const QVariantList& values)
{
    return run(name, values).status();
}

Expected<qint64> Table::insert(const QString& name, const QVariantList& values)
{
    const auto q = run(name, values);
    if (!q) {
        return q.status();
    }
    return rows::insertedId(**q);
}

Expected<qint64> Table::integer(const QString& name, const QVariantList& values)
{
    const auto v = m_db.scalar(name, values);
    if (!v) {
        return v.status();
    }
    return v->toLongLong();
}

} // namespace palmares::store
