#pragma once

#include "clubcontext.h"
#include "expected.h"
#include "headtohead.h"
#include "profile.h"
#include "status.h"
#include "whatif.h"

#include <QStringList>

#include <optional>

namespace palmares::club {

/// Player stories (issue 6): a player's profile, two players face to face,
/// and what a match between chosen players would do. Each story is its own
/// source file (profile.cpp, headtohead.cpp, whatif.cpp).
class PlayerStories
{
public:
    explicit PlayerStories(ClubContext& context) : m_context(context) {}

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
};

} // namespace palmares::club
