#pragma once

#include "archive.h"
#include "clubcontext.h"
#include "expected.h"
#include "previewer.h"
#include "rankings.h"
#include "rulebook.h"
#include "status.h"

#include <QStringList>

#include <optional>

namespace palmares::club {

/// Player stories (issue 6): a player's profile, two players face to face,
/// and what a match between chosen players would do. Each story is its own
/// source file (profile.cpp, headtohead.cpp, whatif.cpp), and its types
/// are in its header (profile.h, headtohead.h, whatif.h; club.h includes
/// them), which includes this one's services, not this one.
struct PlayerProfile;
struct HeadToHead;
struct WhatIf;

class PlayerStories
{
public:
    PlayerStories(ClubContext& context, RuleBook& rules, Archive& archive, Rankings& rankings, Previewer& previewer)
        : m_context(context),
          m_rules(rules),
          m_archive(archive),
          m_rankings(rankings),
          m_previewer(previewer)
    {}

    /// A player's story in every game he has a rated match in.
    Expected<PlayerProfile> profile(const QString& player);
    /// The matches `a` and `b` both played, per game, and their expected
    /// results against each other now.
    Expected<HeadToHead> headToHead(const QString& a, const QString& b);
    /// Two to five players of `gameName`: the expected results and each
    /// player's change for every scenario (see WhatIfScenario).
    Expected<WhatIf> whatIf(const QString& gameName, const QStringList& playerNames);

private:
    ClubContext& m_context;
    RuleBook& m_rules;
    Archive& m_archive;
    Rankings& m_rankings;
    Previewer& m_previewer;
};

} // namespace palmares::club
