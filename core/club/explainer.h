#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "recordedmatch.h"
#include "status.h"

#include "rating/ruleset.h"

#include <QDate>
#include <QList>
#include <QLocale>
#include <QStringList>

#include <optional>

namespace palmares::club {

/// Everything about one match and how it moved each rating.
struct Explanation {
    QString match;
    QString game;
    rating::System system = rating::System::Points;
    QString playedAt;
    QString unratedReason;               ///< key, "" when rated
    RecordedMatch record;                ///< as entered, its players named
    QStringList playerNames;             ///< per participant, in entry order
    QList<rating::RatingChange> changes; ///< per participant (empty when unrated)
    QList<rating::PlayerState> states;   ///< per participant, the state after the match (empty when unrated)
    QList<rating::Parameter> parameters;
    /// A game that starts afresh each season, when a participant plays his
    /// first match since its last fresh start: the season it started with
    /// and its first day ("" and invalid otherwise).
    QString freshStartSeason;
    QDate freshStartDay;
    QStringList lines; ///< the explanation in words, one line each (the installed translation, else English)
};

/// The explanation of one match, from the numbers the engine stored (the
/// words are explanationLines', in explanation.h).
class Explainer
{
public:
    explicit Explainer(ClubContext& context) : m_context(context) {}

    /// `numbers` is the notation of the numbers in its lines: C (the
    /// default, palmares-cli's English) or the person's (the window, the
    /// printed card).
    Expected<Explanation> explain(const QString& code, const QLocale& numbers = QLocale::c());

private:
    ClubContext& m_context;
};

} // namespace palmares::club
