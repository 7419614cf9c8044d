#pragma once

// Internal to core/club.

#include "households.h"
#include "matchdraft.h"

#include "rating/ruleset.h"
#include "store/records.h"

#include <QHash>
#include <QStringList>

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

/// What the rule set says of a draft a person entered (RuleSet::validateEntry).
struct RuleProblem {
    QString message;         ///< translated; empty when the draft is well formed
    int participant = -1;    ///< the participant (0-based) whose value is at fault; -1 for the match
    QString column;          ///< the results file's column of that value ("morale_lost"), when one is named
    QStringList fields = {}; ///< the fields `message` speaks of (Problem::fields), not named in it
};

/// The rule set's check of a draft a person entered, before it is written.
RuleProblem ruleProblem(const rating::RuleSet& rules, const MatchDraft& draft, const Households& households,
                        const QHash<QString, store::PlayerRecord>& known);

} // namespace palmares::club
