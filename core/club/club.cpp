#include "club.h"

#include "store/clubstore.h"
#include "store/database.h"

#include "conversions.h"
#include "write.h"

#include "store/pgurl.h"

#include <QCoreApplication>

namespace palmares::club {

QString shownLocation(const QString& location)
{
    return store::shownLocation(location);
}

bool isLeague(const QString& location)
{
    return store::isPostgresqlUrl(location);
}

namespace {

/// The messages of this file, translated where they are written.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(palmares::club::Club)
};

} // namespace

void Club::DatabaseHolder::operator()(store::Database* db) const
{
    if (owned) {
        delete db;
    }
}

Club::Club(DatabasePtr db)
    : m_db(std::move(db)),
      m_store(std::make_unique<store::ClubStore>(*m_db)),
      m_feed(*m_db),
      m_context{*m_db, *m_store, 0, &m_feed, {}, {}, {}}
{}

Club::~Club() = default;

Expected<std::unique_ptr<Club>> Club::open(const QString& location, OpenMode mode)
{
    // Done before the club is handed out, while a failure can still leave
    // it as it was (Database::OpenHook):
    // - a club upgraded across schema 4 keeps its results but not its rating
    //   cache (the format changed, the migration marks it stale): it is
    //   rebuilt in the migration's own transaction, so a rebuild that fails
    //   leaves the club as it was, and one that is cut short leaves it to be
    //   upgraded again; an upgrade that leaves the cache as it was (schema
    //   5, a setting) rebuilds nothing;
    // - a club at the latest schema whose cache is still stale (marked so by
    //   hand, or by a migration of a future schema without a hook) is rebuilt
    //   before SQLite switches it to WAL, so a club refused because the
    //   rebuild fails keeps every byte. A mark that cannot be read (a damaged
    //   page) is left to the reads that follow, which say what is wrong, as
    //   for any other table: the club opens as before.
    const auto prepare = [&location](store::Database& db, int fromSchema) {
        if (fromSchema == 0) {
            return Status(); // a new club: nothing to rate
        }
        Club borrowed(DatabasePtr(&db, DatabaseHolder{false}));
        const bool upgraded = fromSchema < store::Database::latestSchemaVersion();
        if (!borrowed.m_store->cacheStale().value_or(false)) {
            return Status();
        }
        const Status rebuilt = borrowed.maintenance().rebuild();
        if (rebuilt.ok()) {
            return Status();
        }
        return Status::failure(
            upgraded ? Text::tr("its ratings could not be rebuilt: %1").arg(rebuilt.toString())
                     : Text::tr("%1: its ratings are marked out of date and could not be rebuilt: %2; it was left "
                                "untouched")
                           .arg(location, rebuilt.toString()));
    };
    auto opened = store::Database::open(location, toStore(mode), prepare);
    if (!opened) {
        return opened.status();
    }
    return std::unique_ptr<Club>(new Club(DatabasePtr(opened->release(), DatabaseHolder{true})));
}

Status Club::init(const QString& name)
{
    const auto current = m_store->club();
    if (!current) {
        return current.status();
    }
    if (!current->name.isEmpty()) {
        return Status::failure(Text::tr("this club is already set up (club '%1')").arg(current->name));
    }
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        return Status::failure(Text::tr("the club needs a name"), Field{Field::Kind::Name});
    }
    return write(m_context, Change::of(Change::Kind::Initialised), [&]() {
        if (const auto r = m_store->createClub(trimmed); !r.ok()) {
            return r.status();
        }
        return m_store->audit(QStringLiteral("init"), trimmed);
    });
}

Status Club::atomically(const std::function<Status()>& body)
{
    // A write inside that fails rolls its part back and marks the whole
    // transaction to be rolled back (store::Database): nothing of it lands.
    return club::atomically(m_context, body);
}

QString Club::damage() const
{
    return m_db->damage();
}

QString Club::damageMessage() const
{
    const QString found = m_db->damage();
    return found.isEmpty() ? found : store::damagedMessage(m_db->location(), found);
}

bool Club::checkedWhole() const
{
    return m_db->checkedWhole();
}

Status Club::verify()
{
    return m_db->checkWhole();
}

Status Club::stayConnected()
{
    if (!m_db->connectionLost()) {
        return {};
    }
    return m_db->reconnect();
}

bool Club::initialised()
{
    const auto c = m_store->club();
    return c && !c->name.isEmpty();
}

QString Club::name()
{
    const auto c = m_store->club();
    return c ? c->name : QString();
}

} // namespace palmares::club
