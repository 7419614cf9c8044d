#include "texts.h"

#include "models/resultsmodel.h"

#include "club/explanation.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

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

QString ruleFieldLabel(rating::Field field)
{
    // The result dialog's words, in its context: the same texts as its labels.
    using F = rating::Field;
    switch (field) {
    case F::Rank:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Rank");
    case F::Score:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Score");
    case F::Team:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Team");
    case F::Left:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Left");
    case F::Morale:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Morale");
    case F::MoraleLost:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Morale lost");
    case F::ArmyPoints:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Army points");
    case F::Turns:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Turns");
    case F::ArmyList:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Army list");
    case F::Deals:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Deals played");
    case F::Duration:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Duration");
    case F::Outcome:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Outcome");
    case F::Void:
        return QCoreApplication::translate("palmares::ui::ResultDialog", "Void match");
    }
    return {};
}

QString problemText(const club::Problem& problem)
{
    using F = rating::Field;
    static constexpr std::array Every{F::Rank,       F::Score,      F::Team,  F::Left,     F::Morale,
                                      F::MoraleLost, F::ArmyPoints, F::Turns, F::ArmyList, F::Deals,
                                      F::Duration,   F::Outcome,    F::Void};
    QStringList labels;
    for (const QString& key : problem.fields) {
        const auto* const named = std::find_if(Every.cbegin(), Every.cend(), [&key](F f) {
            return QLatin1String(rating::fieldKey(f).data(), static_cast<qsizetype>(rating::fieldKey(f).size())) == key;
        });
        labels << (named != Every.cend() ? ruleFieldLabel(*named) : key);
    }
    return labels.isEmpty() ? problem.message
                            : QCoreApplication::translate("palmares::ui::texts", "%1 (%2)", "a message (the fields)")
                                  .arg(problem.message, labels.join(QStringLiteral(", ")));
}

QString problem(const club::Status& status)
{
    QStringList lines;
    for (const club::Problem& p : status.problems) {
        if (p.line > 0) {
            lines << p.toString(); // a file's line and column say where
        } else if (p.field.isNone()) {
            lines << problemText(p);
        } else {
            lines << QCoreApplication::translate("palmares::ui::texts", "%1: %2")
                         .arg(fieldLabel(p.field), problemText(p));
        }
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
