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

// Messages of core/club that carry a value. The source texts are marked for
// lupdate here; their translations live in the "core" context.
constexpr Pattern Patterns[] = {
    {R"(^there is no player named '(.*)'$)", QT_TRANSLATE_NOOP("core", "there is no player named '%1'")},
    {R"(^there is no game named '(.*)'$)", QT_TRANSLATE_NOOP("core", "there is no game named '%1'")},
    {R"(^there is no match '(.*)'$)", QT_TRANSLATE_NOOP("core", "there is no match '%1'")},
    {R"(^there is already a match '(.*)'$)", QT_TRANSLATE_NOOP("core", "there is already a match '%1'")},
    {R"(^there is already a player named '(.*)'$)", QT_TRANSLATE_NOOP("core", "there is already a player named '%1'")},
    {R"(^there is already a game named '(.*)'$)", QT_TRANSLATE_NOOP("core", "there is already a game named '%1'")},
    {R"(^'(.*)' is already in this match$)", QT_TRANSLATE_NOOP("core", "'%1' is already in this match")},
    {R"(^no player named (.*) \(add them first\)$)", QT_TRANSLATE_NOOP("core", "no player named %1 (add them first)")},
    {R"(^(\S+) rates matches of (\S+) players; this one has (\d+)$)",
     QT_TRANSLATE_NOOP("core", "%1 rates matches of %2 players; this one has %3")},
    {R"(^'(.*)' has (\d+) results: merge him into another player instead$)",
     QT_TRANSLATE_NOOP("core", "'%1' has %2 results: merge him into another player instead")},
    {R"(^'(.*)' and '(.*)' played in the same match \((.*)\): they are two people$)",
     QT_TRANSLATE_NOOP("core", "'%1' and '%2' played in the same match (%3): they are two people")},
};

// Whole messages without values, marked for lupdate.
[[maybe_unused]] constexpr const char* Whole[] = {
    QT_TRANSLATE_NOOP("core", "choose a game"),
    QT_TRANSLATE_NOOP("core", "the date is not valid"),
    QT_TRANSLATE_NOOP("core", "a rank is 1 or more"),
    QT_TRANSLATE_NOOP("core", "a player needs a name"),
    QT_TRANSLATE_NOOP("core", "a player cannot be merged into himself"),
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
    // A status may hold several problems, one per line ("field: message").
    QStringList lines;
    for (const QString& line : english.split(QLatin1Char('\n'))) {
        const qsizetype colon = line.indexOf(QStringLiteral(": "));
        const QString translated = one(line);
        if (translated == line && colon > 0) {
            lines << line.left(colon + 2) + one(line.mid(colon + 2));
        } else {
            lines << translated;
        }
    }
    return lines.join(QLatin1Char('\n'));
}

QString unratedReason(const QString& key)
{
    return ResultsModel::reasonText(key);
}

} // namespace palmares::ui::texts
