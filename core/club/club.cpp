#include "club.h"

#include "conversions.h"

#include <QCoreApplication>

namespace palmares::club {

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Club)
};

} // namespace

using store::StoreError;

void Club::DatabaseHolder::operator()(store::Database* db) const
{
    if (owned) {
        delete db;
    }
}

Club::Club(DatabasePtr db) : m_db(std::move(db)), m_store(*m_db), m_context{*m_db, m_store} {}

Club::~Club() = default;

std::unique_ptr<Club> Club::open(const QString& location, store::Database::OpenMode mode, Status& status)
{
    StoreError e;
    // A club upgraded to schema 4 keeps its results but not its rating cache
    // (the format changed, the migration marks it stale): it is rebuilt in
    // the migration's own transaction, so a rebuild that fails leaves the
    // club as it was, and one that is cut short leaves it to be upgraded again.
    const auto rebuildAfterMigration = [](store::Database& db, int fromSchema, StoreError& error) {
        if (fromSchema == 0) {
            return true; // a new club: nothing to rate
        }
        Club borrowed(DatabasePtr(&db, DatabaseHolder{false}));
        const Status rebuilt = borrowed.maintenance().rebuild();
        if (!rebuilt.ok()) {
            error.message = Text::tr("its ratings could not be rebuilt: %1").arg(rebuilt.toString());
        }
        return rebuilt.ok();
    };
    auto opened = store::Database::open(location, mode, e, rebuildAfterMigration);
    if (!opened) {
        status = Status::failure(e.message);
        return nullptr;
    }
    auto club = std::unique_ptr<Club>(new Club(DatabasePtr(opened.release(), DatabaseHolder{true})));
    // Still stale (a cache marked so by hand, or by a migration of a future
    // schema without a hook): rebuilt before any use, the mark cleared in the
    // rebuild's transaction. A mark that cannot be read (a damaged page) is
    // left to the reads that follow, which say what is wrong, as for any
    // other table: the club opens as before.
    if (club->m_store.cacheStale(e).value_or(false)) {
        if (Status rebuilt = club->maintenance().rebuild(); !rebuilt.ok()) {
            status = Status::failure(Text::tr("%1: the ratings of the upgraded club could not be rebuilt: %2")
                                         .arg(location, rebuilt.toString()));
            return nullptr;
        }
    }
    return club;
}

Status Club::init(const QString& name)
{
    StoreError e;
    const auto current = m_store.club(e);
    if (!current) {
        return fromStore(e);
    }
    if (!current->name.isEmpty()) {
        return Status::failure(Text::tr("this club is already set up (club '%1')").arg(current->name));
    }
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        return Status::failure(Text::tr("the club needs a name"), Field{Field::Kind::Name});
    }
    store::Transaction t(*m_db, e);
    if (!t.active() || !m_store.createClub(trimmed, e) || !m_store.audit(QStringLiteral("init"), trimmed, e) ||
        !t.commit(e)) {
        return fromStore(e);
    }
    return {};
}

bool Club::initialised()
{
    StoreError e;
    const auto c = m_store.club(e);
    return c && !c->name.isEmpty();
}

QString Club::name()
{
    StoreError e;
    const auto c = m_store.club(e);
    return c ? c->name : QString();
}

} // namespace palmares::club
