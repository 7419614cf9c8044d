#include "texts.h"

#include "models/resultsmodel.h"

#include "club/explanation.h"

#include <QCoreApplication>

namespace palmares::ui::texts {

QString problem(const QString& english)
{
    // Every core message now comes translated where it is written.
    return english;
}

QString fieldLabel(const club::Field& field)
{
    using Kind = club::Field::Kind;
    switch (field.kind) {
    case Kind::None:
        return {};
    case Kind::Name:
        return QCoreApplication::translate("palmares::ui::texts", "Name");
    case Kind::NewName:
        return QCoreApplication::translate("palmares::ui::texts", "New name");
    case Kind::From:
        return QCoreApplication::translate("palmares::ui::texts", "Duplicate");
    case Kind::Into:
        return QCoreApplication::translate("palmares::ui::texts", "Keep");
    case Kind::PeriodStart:
        return QCoreApplication::translate("palmares::ui::texts", "From");
    case Kind::PeriodEnd:
        return QCoreApplication::translate("palmares::ui::texts", "To");
    case Kind::Season:
        return QCoreApplication::translate("palmares::ui::texts", "Season");
    case Kind::Game:
        return QCoreApplication::translate("palmares::ui::texts", "Game");
    case Kind::Date:
        return QCoreApplication::translate("palmares::ui::texts", "Played on");
    case Kind::Match:
        return QCoreApplication::translate("palmares::ui::texts", "Match code");
    case Kind::Player:
        return QCoreApplication::translate("palmares::ui::texts", "Player");
    case Kind::Household:
        return QCoreApplication::translate("palmares::ui::texts", "Household");
    case Kind::Players:
        return QCoreApplication::translate("palmares::ui::texts", "Players");
    case Kind::Participant:
        return QCoreApplication::translate("palmares::ui::texts", "Player %1").arg(field.index);
    case Kind::Systems:
        return QCoreApplication::translate("palmares::ui::texts", "Rule sets");
    case Kind::Event:
        return QCoreApplication::translate("palmares::ui::texts", "Event");
    case Kind::Round:
        return QCoreApplication::translate("palmares::ui::texts", "Round");
    case Kind::Table:
        return QCoreApplication::translate("palmares::ui::texts", "Table");
    case Kind::Rating:
        return QCoreApplication::translate("palmares::ui::texts", "Starting rating");
    case Kind::Deviation:
        return QCoreApplication::translate("palmares::ui::texts", "Deviation");
    case Kind::Column:
    case Kind::Parameter:
    case Kind::RuleSet:
        return field.key; // as written in the file or the rule set
    }
    return {};
}

QString problem(const club::Status& status)
{
    QStringList lines;
    for (const club::Problem& p : status.problems) {
        if (p.field.isNone() || p.line > 0) {
            lines << p.toString(); // a file's line and column say where
            continue;
        }
        lines << QCoreApplication::translate("palmares::ui::texts", "%1: %2").arg(fieldLabel(p.field), p.message);
    }
    return lines.join(QLatin1Char('\n'));
}

QString unratedReason(const QString& key)
{
    return club::unratedReasonText(key);
}

QString outcomeLevel(rating::Outcome outcome)
{
    return ResultsModel::outcomeText(outcome);
}

} // namespace palmares::ui::texts
