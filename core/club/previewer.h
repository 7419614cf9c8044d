#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "explainer.h"
#include "matchdraft.h"
#include "rankings.h"
#include "resultbook.h"
#include "rulebook.h"
#include "status.h"

#include "rating/ruleset.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace palmares::club {

/// The change a preview is asked about.
enum class ChangeKind { Add, Edit, Delete };

/// One participant of a previewed match: the numbers the engine would store.
struct PreviewRow {
    qint64 playerId = 0;
    QString player;
    double before = 0.0;
    double after = 0.0;
    double expected = 0.0;
    double actual = 0.0;
    bool provisionalBefore = false;
    bool provisionalAfter = false;
};

/// A player whose place in the standings would move (0 = not ranked).
struct RankMove {
    qint64 playerId = 0;
    QString player;
    int before = 0;
    int after = 0;
};

/// What adding, editing or deleting a match would do, computed by applying
/// the change in a transaction that is then rolled back: the same code path
/// as saving, so the figures are the ones that would be stored.
struct Preview {
    QString game;
    rating::System system = rating::System::Points;
    bool integral = true;
    int decimals = 0;       ///< the decimals its ratings are shown with (RuleSetDescription::decimals)
    QString unratedReason;  ///< key, "" when the match would be rated
    QString outcome;        ///< elo-dsc: the outcome level used ("E" … "VT"), "" otherwise
    QList<PreviewRow> rows; ///< the match's participants (for a deletion: their standing now → after)
    /// The closed seasons the change would change (RuleBook::closedFrom):
    /// saving it then asks for confirmation.
    QStringList closedSeasons;
    int laterMatches = 0; ///< later matches of the game that will be re-rated
    QList<RankMove> rankMoves;
};

/// What a change of the results would do, without changing the club.
class Previewer
{
public:
    Previewer(ClubContext& context, RuleBook& rules, Rankings& rankings, Explainer& explainer, ResultBook& resultBook)
        : m_context(context),
          m_rules(rules),
          m_rankings(rankings),
          m_explainer(explainer),
          m_resultBook(resultBook)
    {}

    /// What `kind` would do (`code` names the match edited or deleted),
    /// without changing the club.
    Expected<Preview> preview(ChangeKind kind, const MatchDraft& draft, const QString& code);

private:
    ClubContext& m_context;
    RuleBook& m_rules;
    Rankings& m_rankings;
    Explainer& m_explainer;
    ResultBook& m_resultBook;
};

} // namespace palmares::club
