#pragma once

/// A small input file of a command (a players' list, a tournament report),
/// read whole and closed before the club is opened: closing a descriptor of
/// the club file once a connection of this process holds it would drop
/// SQLite's locks (ARCHITECTURE.md, "One club file, several programs").

#include <QByteArray>
#include <QString>

#include <optional>

namespace palmares::cli {

/// The bytes of `path`, at most `maxBytes` (-1: all of it), or nothing with
/// the reason in `error` (QFile::errorString).
std::optional<QByteArray> readInputFile(const QString& path, qint64 maxBytes, QString& error);

} // namespace palmares::cli
