#include "status.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

namespace palmares {

namespace {

// The context stays the club's: the translations were written under it.
QString translated(const char* text)
{
    return QCoreApplication::translate("palmares::club::Problem", text);
}

} // namespace

QString Field::toString() const
{
    switch (kind) {
    case Kind::None:
        return {};
    case Kind::Name:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "name"));
    case Kind::NewName:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "new name"));
    case Kind::From:        // a merge's player taken away…
    case Kind::PeriodStart: // …and a period's start: the CLI's --from either way
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "from"));
    case Kind::PeriodEnd:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "to"));
    case Kind::Season:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "season"));
    case Kind::Into:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "into"));
    case Kind::Game:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "game"));
    case Kind::Date:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "date"));
    case Kind::Match:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "match"));
    case Kind::Player:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "player"));
    case Kind::Household:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "household"));
    case Kind::Players:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "players"));
    case Kind::Participant:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "player %1")).arg(index);
    case Kind::Systems:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "systems"));
    case Kind::Event:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "event"));
    case Kind::Round:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "round"));
    case Kind::Table:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "table"));
    case Kind::Rating:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "rating"));
    case Kind::Deviation:
        return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "deviation"));
    case Kind::Column:
    case Kind::Parameter:
    case Kind::RuleSet:
        return key; // a name of the file or of the rule set, as written
    }
    return {};
}

size_t qHash(const Field& field, size_t seed)
{
    return qHashMulti(seed, static_cast<int>(field.kind), field.index, field.key);
}

QString columnsText(const QStringList& keys)
{
    if (keys.isEmpty()) {
        return {};
    }
    return keys.size() == 1 ? translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "(column %1)")).arg(keys.first())
                            : translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "(columns %1)"))
                                  .arg(keys.join(QStringLiteral(", ")));
}

QString Problem::withColumns() const
{
    return fields.isEmpty() ? message : message + QLatin1Char(' ') + columnsText(fields);
}

QString Problem::toString() const
{
    const QString text = withColumns();
    QString where;
    if (line > 0) {
        where =
            column > 0
                ? translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "line %1, column %2")).arg(line).arg(column)
                : translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "line %1")).arg(line);
    }
    if (!field.isNone()) {
        where += where.isEmpty() ? field.toString() : QStringLiteral(" (%1)").arg(field.toString());
    }
    return where.isEmpty() ? text : translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "%1: %2")).arg(where, text);
}

QString columnLetters(int column)
{
    QString letters;
    constexpr int Letters = 26;
    for (int n = column; n > 0; n = (n - 1) / Letters) {
        letters.prepend(QChar(u'A' + (n - 1) % Letters));
    }
    return letters;
}

QString sheetProblemText(const Problem& problem, const QString& sheet)
{
    if (sheet.isEmpty()) {
        return problem.toString();
    }
    QString where = translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "sheet '%1'")).arg(sheet);
    if (problem.line > 0) {
        where = problem.column > 0
                    ? translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "sheet '%1', row %2, column %3"))
                          .arg(sheet)
                          .arg(problem.line)
                          .arg(columnLetters(problem.column))
                    : translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "sheet '%1', row %2"))
                          .arg(sheet)
                          .arg(problem.line);
    }
    if (!problem.field.isNone()) {
        where += QStringLiteral(" (%1)").arg(problem.field.toString());
    }
    return translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "%1: %2")).arg(where, problem.withColumns());
}

QString Status::toString() const
{
    QStringList lines;
    for (const Problem& p : problems) {
        lines << p.toString();
    }
    return lines.join(QLatin1Char('\n'));
}

Status Status::failure(const QString& message, const Field& field)
{
    Status s;
    s.problems.append({message, field, 0, 0});
    return s;
}

Status Status::stoppedByPerson()
{
    Status s = failure(translated(QT_TRANSLATE_NOOP("palmares::club::Problem", "stopped: nothing was made")));
    s.stopped = true;
    return s;
}

} // namespace palmares
