#include "texts.h"

#include "models/resultsmodel.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace palmares::ui::texts {

namespace {

struct Pattern {
    const char* english; ///< a regular expression over the whole message
    const char* text;    ///< its translation source, %1… the captures
};

// Messages of core/rating that carry a value, not yet translated where they
// are written (core/store, core/csv and core/club are: their messages come
// translated). The source texts are marked for lupdate here;
// their translations live in the "core" context.
constexpr Pattern Patterns[] = {
    {R"(^(\S+) rates matches of (\d+) to (\d+) players; this one has (\d+)$)",
     QT_TRANSLATE_NOOP("core", "%1 rates matches of %2 to %3 players; this one has %4")},
    {R"(^(\S+) rates matches of (\S+) players; this one has (\d+)$)",
     QT_TRANSLATE_NOOP("core", "%1 rates matches of %2 players; this one has %3")},
    // Rule sets (core/rating): parameters given as text.
    {R"(^(\S+) has no parameter '(.*)' \((.*)\)$)", QT_TRANSLATE_NOOP("core", "%1 has no parameter '%2' (%3)")},
    {R"(^parameter (\S+): '(.*)' is not a number$)", QT_TRANSLATE_NOOP("core", "parameter %1: '%2' is not a number")},
    {R"(^parameter (\S+): (\S+) is outside (\S+)–(\S+)$)",
     QT_TRANSLATE_NOOP("core", "parameter %1: %2 is outside %3–%4")},
    {R"(^parameter experience: '(.*)' is not deals:points$)",
     QT_TRANSLATE_NOOP("core", "parameter experience: '%1' is not deals:points")},
};

// Whole messages without values, marked for lupdate.
[[maybe_unused]] constexpr const char* Whole[] = {
    QT_TRANSLATE_NOOP("core", "niveau needs every player's score (column score)"),
    QT_TRANSLATE_NOOP("core", "niveau needs the number of deals played at the table (column deals), at least 1"),
    QT_TRANSLATE_NOOP("core", "every player needs a rank or a score (columns rank, score)"),
    QT_TRANSLATE_NOOP("core", "a player appears twice in one match"),
    QT_TRANSLATE_NOOP("core", "a score is not a finite number"),
    QT_TRANSLATE_NOOP("core", "army points are given for one side only (column army_points)"),
    QT_TRANSLATE_NOOP("core", "turns are given for one side only (column turns)"),
    QT_TRANSLATE_NOOP("core", "an outcome other than E needs a winner: give the winner the better rank"),
    QT_TRANSLATE_NOOP("core", "initial morale must be above 0 and morale lost at least 0"),
    QT_TRANSLATE_NOOP("core", "the ranks contradict the morale lost (the morale gives the winner)"),
    QT_TRANSLATE_NOOP("core", "a battle needs an outcome (column outcome) or both sides' morale and morale lost "
                              "(columns morale, morale_lost)"),
    QT_TRANSLATE_NOOP("core", "the morale gaps must satisfy level_at ≤ level_vp ≤ level_v"),
    QT_TRANSLATE_NOOP("core", "parameter levels: three increasing gaps between 0 and 100, e.g. 10/25/50"),
    QT_TRANSLATE_NOOP("core", "parameter experience: the deal thresholds must increase"),
    QT_TRANSLATE_NOOP("core", "a participant has no player"),
    QT_TRANSLATE_NOOP("core", "a rank must be 1 or more"),
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

QString one(const QString& english)
{
    const QByteArray source = english.toUtf8();
    const QString whole = QCoreApplication::translate("core", source.constData());
    if (whole != english) {
        return whole;
    }
    for (const Pattern& p : Patterns) {
        static thread_local QHash<const char*, QRegularExpression> compiled;
        auto it = compiled.find(p.english);
        if (it == compiled.end()) {
            it = compiled.insert(p.english, QRegularExpression(QString::fromUtf8(p.english)));
        }
        const QRegularExpressionMatch m = it->match(english);
        if (m.hasMatch()) {
            QString out = QCoreApplication::translate("core", p.text);
            for (int i = 1; i <= m.lastCapturedIndex(); ++i) {
                out = out.arg(m.captured(i));
            }
            return out;
        }
    }
    return english;
}

} // namespace

QString problem(const QString& english)
{
    // Several messages may come one per line.
    QStringList lines;
    for (const QString& line : english.split(QLatin1Char('\n'))) {
        lines << one(line);
    }
    return lines.join(QLatin1Char('\n'));
}

QString problem(const club::Status& status)
{
    QStringList lines;
    for (const club::Problem& p : status.problems) {
        lines << club::Problem{one(p.message), p.field, p.line, p.column}.toString();
    }
    return lines.join(QLatin1Char('\n'));
}

QString unratedReason(const QString& key)
{
    return ResultsModel::reasonText(key);
}

} // namespace palmares::ui::texts
