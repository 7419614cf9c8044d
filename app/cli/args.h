#pragma once

#include <QDate>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace palmares::cli {

/// A mistake in how palmares-cli was called: printed with a pointer to
/// --help, exit status 2.
struct UsageError {
    QString message;
};

/// The arguments after the program name, consumed as the command reads them;
/// what is left at the end is an error.
///
/// Not QCommandLineParser: palmares-cli's parsing predates the command
/// classes and tests/cli and the manual page rely on what it does, which
/// QCommandLineParser does differently —
/// - an option may come anywhere, before or after the command word
///   (`game list --db club.palmares`), and --db/--format are read by main()
///   before the command knows its own options;
/// - an option given twice is an error naming it ("--format twice" in
///   tst_cli), where QCommandLineParser keeps both and value() the last;
/// - an unknown option is reported as "unexpected argument '--verbose'",
///   where QCommandLineParser says "Unknown option 'verbose'." (without the
///   dashes tst_cli looks for);
/// - "-" and words starting with a single dash are positional arguments
///   (`export-results -`, a player called "-x"), not short options;
/// - the errors come in the order the command reads its arguments, which
///   decides which one a person sees first.
class Args
{
public:
    explicit Args(QStringList args);

    /// The value of `name VALUE` or `name=VALUE`, at most once.
    std::optional<QString> option(const QString& name);
    /// Every value of a repeatable option, in order.
    QStringList options(const QString& name);
    /// Whether `name` was given (every occurrence is consumed).
    bool flag(const QString& name);
    /// The first argument that is not an option ("-" is one); `what` names
    /// it in the error when there is none.
    QString positional(const QString& what);
    /// Every argument left that is not an option, in order (read the
    /// options first: an option's value would be taken otherwise).
    QStringList positionals();
    /// Throws when an argument was not consumed.
    void done() const;

    /// An option that must be given and not blank.
    QString required(const QString& name);
    /// An optional date, exactly YYYY-MM-DD.
    std::optional<QDate> date(const QString& name);
    /// Every `--param KEY=VALUE`, keys and values trimmed.
    QMap<QString, QString> params();
    /// Every `name KEY=VALUE` of a repeatable option, keys and values
    /// trimmed, split at the first "=" (at the last when `lastEquals`: a
    /// key that may hold one, a value that never does); `what` names the
    /// pair in the error ("COLUMN=FIELD").
    QList<QPair<QString, QString>> pairs(const QString& name, const QString& what, bool lastEquals = false);

private:
    QStringList m_args;
};

} // namespace palmares::cli
