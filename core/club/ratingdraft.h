#pragma once

// Internal to core/club.

#include "households.h"
#include "matchdraft.h"

#include "rating/ruleset.h"
#include "store/records.h"

#include <QHash>

#include <vector>

namespace palmares::club {

/// A draft as the rule sets see it: players who do not exist yet get
/// made-up ids (and no household).
class RatingDraft
{
public:
    /// `draft`'s names as the club keeps them (normalised(MatchDraft)).
    RatingDraft(const MatchDraft& draft, const Households& households,
                const QHash<QString, store::PlayerRecord>& known);
    RatingDraft(const RatingDraft&) = delete;
    RatingDraft& operator=(const RatingDraft&) = delete;
    RatingDraft(RatingDraft&&) = delete;
    RatingDraft& operator=(RatingDraft&&) = delete;
    ~RatingDraft() = default;

    [[nodiscard]] const rating::Match& match() const { return m_match; }

private:
    std::vector<rating::Participant> m_parts;
    rating::Match m_match;
};

/// The rule set's structural check of a draft: its message, or an empty string.
QString ruleProblem(const rating::RuleSet& rules, const MatchDraft& draft, const Households& households,
                    const QHash<QString, store::PlayerRecord>& known);

} // namespace palmares::club
