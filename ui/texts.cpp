#include "texts.h"

#include "models/resultsmodel.h"

#include <QCoreApplication>

namespace palmares::ui::texts {

namespace {

// Texts that core/rating hands out as data, not as messages: the
// categories of elo-provisional and the parameters' descriptions. The
// leaderboard, the report and the parameters dialog look them up whole in the
// "core" context; they are marked for lupdate here. (core/rating's messages
// are translated where they are written: rating::Message, core/club.)
[[maybe_unused]] constexpr const char* Whole[] = {
    // The categories of elo-provisional (core/rating/eloprovisional.cpp), for
    // when the leaderboard looks them up in this context.
    QT_TRANSLATE_NOOP("core", "Class J"),
    QT_TRANSLATE_NOOP("core", "Class I"),
    QT_TRANSLATE_NOOP("core", "Class H"),
    QT_TRANSLATE_NOOP("core", "Class G"),
    QT_TRANSLATE_NOOP("core", "Class F"),
    QT_TRANSLATE_NOOP("core", "Class E"),
    QT_TRANSLATE_NOOP("core", "Class D"),
    QT_TRANSLATE_NOOP("core", "Class C"),
    QT_TRANSLATE_NOOP("core", "Class B"),
    QT_TRANSLATE_NOOP("core", "Class A"),
    QT_TRANSLATE_NOOP("core", "Expert"),
    QT_TRANSLATE_NOOP("core", "Master"),
    QT_TRANSLATE_NOOP("core", "Grandmaster"),
    // The rule sets' parameters (rating::Parameter::description), shown by
    // the parameters dialog.
    QT_TRANSLATE_NOOP("core", "start rating"),
    QT_TRANSLATE_NOOP("core", "K"),
    QT_TRANSLATE_NOOP("core", "morale gap (percentage points) from which the winner has a tactical advantage (AT)"),
    QT_TRANSLATE_NOOP("core", "morale gap from which the winner has a partial victory (VP)"),
    QT_TRANSLATE_NOOP("core", "morale gap from which the winner has a victory (V)"),
    QT_TRANSLATE_NOOP("core", "smallest army for a rated battle"),
    QT_TRANSLATE_NOOP("core", "shortest rated battle, in minutes"),
    QT_TRANSLATE_NOOP("core", "start rating, also the floor"),
    QT_TRANSLATE_NOOP("core", "a rating is provisional until this many games"),
    QT_TRANSLATE_NOOP("core", "K below k_mid_from"),
    QT_TRANSLATE_NOOP("core", "K from k_mid_from to below k_high_from"),
    QT_TRANSLATE_NOOP("core", "K from k_high_from"),
    QT_TRANSLATE_NOOP("core", "rating where K becomes k_mid"),
    QT_TRANSLATE_NOOP("core", "rating where K becomes k_high"),
    QT_TRANSLATE_NOOP("core", "most points one duel can give"),
    QT_TRANSLATE_NOOP("core", "T, the rating gap scale of the expected result"),
    QT_TRANSLATE_NOOP("core", "start level, also the floor"),
    QT_TRANSLATE_NOOP("core", "K0, amplitude of the changes"),
    QT_TRANSLATE_NOOP("core", "K1 is 1.2 for a player with fewer deals than this"),
    QT_TRANSLATE_NOOP("core", "points taken from a player who leaves a table"),
    QT_TRANSLATE_NOOP("core", "a leaver's score is the lowest score at the table minus this"),
    QT_TRANSLATE_NOOP("core", "largest level difference used by the expected result"),
    QT_TRANSLATE_NOOP("core", "experience bonus: deals reached:points, separated by ';' (e.g. 100:10;500:20)"),
    QT_TRANSLATE_NOOP("core", "initial rating"),
    QT_TRANSLATE_NOOP("core", "initial rating deviation (RD)"),
    QT_TRANSLATE_NOOP("core", "initial volatility"),
    QT_TRANSLATE_NOOP("core", "τ: how much the volatility may change"),
    QT_TRANSLATE_NOOP("core", "rating period: month, week or match (every match its own period)"),
    QT_TRANSLATE_NOOP("core", "a rating is provisional while its RD is above this"),
    QT_TRANSLATE_NOOP("core", "initial μ"),
    QT_TRANSLATE_NOOP("core", "initial σ"),
    QT_TRANSLATE_NOOP("core", "β: the spread of one performance"),
    QT_TRANSLATE_NOOP("core", "κ: σ shrinks at most by the factor √κ"),
    QT_TRANSLATE_NOOP("core", "τ: σ grows by this before every match"),
    QT_TRANSLATE_NOOP("core", "the rating shown is μ − z·σ"),
};

} // namespace

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
    return ResultsModel::reasonText(key);
}

QString outcomeLevel(rating::Outcome outcome)
{
    return ResultsModel::outcomeText(outcome);
}

} // namespace palmares::ui::texts
