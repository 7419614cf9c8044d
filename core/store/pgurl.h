#pragma once

/// A league's PostgreSQL URL, read the way libpq reads it (issue 40): every
/// libpq parameter of its query (`sslmode`, `sslrootcert`, `sslcert`,
/// `sslkey`, `connect_timeout`, `application_name`, `options`…) reaches the
/// connection, an unknown one is refused by name, and its password is never
/// shown or stored by Palmarès.

#include <QString>

#include <optional>

namespace palmares::store {

/// The connection options of `url` for Qt's PostgreSQL driver
/// (QSqlDatabase::setConnectOptions: libpq's `keyword='value'` pairs), with
/// `connect_timeout=10` unless the URL sets another; nullopt and `problem`
/// (in English, the URL without its password) when libpq refuses it.
std::optional<QString> postgresqlOptions(const QString& url, QString& problem);

/// `location` as it may be shown or stored: a PostgreSQL URL without its
/// password (in the user part or as a `password` parameter), even when it
/// is malformed; a file's path as it is.
QString shownLocation(const QString& location);

/// Whether libpq's connection `handle` (a PGconn*, or nullptr) was lost.
bool connectionBroken(void* handle);

/// Whether `location` names a PostgreSQL server (postgresql:// or
/// postgres://) rather than a club file.
bool isPostgresqlUrl(const QString& location);

} // namespace palmares::store
