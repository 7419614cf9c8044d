#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "merger.h"
#include "roster.h"
#include "status.h"

#include <QList>
#include <QStringList>

namespace palmares::club {

/// A name the club already holds that needs the secretary's eye (names.h):
/// clubs older than the normalising of names, or files imported before.
struct NameFinding {
    enum class Kind {
        Invisible,     ///< holds a control or format character: rename it (`player rename`)
        NotNormalised, ///< written otherwise than the club now writes it (NFD, spaces): `names normalise`
        SameSpelling,  ///< players whose names are one once normalised: `names normalise --merge`
        Lookalike,     ///< players possibly one person ("bob" and "Bob"): a note, kept apart
    };
    Kind kind = Kind::Invisible;
    QStringList names; ///< as stored
    QString message;   ///< in words, translated
    /// Whether the club should be fixed (a note, a lookalike, is not a fault).
    [[nodiscard]] bool isProblem() const { return kind != Kind::Lookalike; }
};

/// What `normalise` did.
struct NameFix {
    QStringList rewritten; ///< "old → new": players, households, games, teams and army lists
    QStringList merged;    ///< "old → kept", players made one
    QStringList left;      ///< what is left to the secretary, in words
};

/// The names the club holds, reviewed (for `check`) and normalised.
class NameUpkeep
{
public:
    NameUpkeep(ClubContext& context, Roster& roster, Merger& merger)
        : m_context(context),
          m_roster(roster),
          m_merger(merger)
    {}

    /// Every name of a player, a household, a game, a team or an army list
    /// (as results carry them) that holds an invisible character or is not
    /// normalised, the players whose names are one once normalised, and the
    /// possible duplicates.
    Expected<QList<NameFinding>> review();
    /// Rewrites every name that is not normalised as it should be, in one
    /// transaction. Players whose names become one are merged only when
    /// `mergeSameSpelling` (the secretary confirmed it: they may be two
    /// people), into the one with the normalised name, or else the first
    /// recorded; otherwise they are left as they are and listed.
    Expected<NameFix> normalise(bool mergeSameSpelling);

private:
    ClubContext& m_context;
    Roster& m_roster;
    Merger& m_merger;
};

} // namespace palmares::club
