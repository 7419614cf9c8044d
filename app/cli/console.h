#pragma once

// What the commands share: printing to stdout and stderr, the failure
// message, opening the club --db names.

#include "club/club.h"
#include "club/tabular.h"
#include "invocation.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>

namespace palmares::cli {

/// Exit status: 0 success, 1 a user error (message on stderr saying what and
/// where), 2 a usage error.
constexpr int ExitOk = 0;
constexpr int ExitUserError = 1;
constexpr int ExitUsage = 2;

/// Bytes to stdout, as they are.
void printOut(const QByteArray& bytes);
/// A line to stderr (the line break added when missing).
void printErr(const QString& text);
/// "palmares-cli: " and the status on stderr; returns ExitUserError.
int fail(const club::Status& status);
/// The table in the format asked for on stdout; returns ExitOk.
int printTable(const Invocation& invocation, const club::Tabular& table);

/// Checks that every argument was read, then opens the club (an existing one
/// that holds a club, unless `mode` says create). On failure the message is
/// printed and the result is null: the command returns ExitUserError.
/// Throws UsageError when no club is given.
std::unique_ptr<club::Club> openClub(Invocation& invocation, club::OpenMode mode = club::OpenMode::Existing);
/// Opens the club and runs one change: the exit status of its Status.
int changeClub(Invocation& invocation, const std::function<club::Status(club::Club&)>& change);

/// A count and its noun, singular for one: "1 match", "0 matches", "2
/// matches" (the CLI writes English; its digits stay ungrouped, as in its
/// tables).
QString counted(qint64 n, const QString& one, const QString& many);

/// Every rule set's key, comma separated (for usage errors).
QString systemList();
/// Decimals of a rating column: 6 for the rule sets whose ratings are not
/// whole numbers, 0 otherwise.
int ratingDecimals(bool integral);

} // namespace palmares::cli
