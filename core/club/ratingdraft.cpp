#include "ratingdraft.h"

#include "conversions.h"
#include "participantmapping.h"

#include <QDate>

#include <algorithm>

namespace palmares::club {

RatingDraft::RatingDraft(const MatchDraft& draft, const Households& households,
                         const QHash<QString, store::PlayerRecord>& known)
{
    m_parts.reserve(static_cast<std::size_t>(draft.participants.size()));
    QHash<QString, rating::PlayerId> provisionalIds;
    for (const MatchDraft::Entry& entry : draft.participants) {
        const auto it = known.constFind(entry.player);
        if (it != known.cend()) {
            m_parts.push_back(toRating(entry, it->id, households.of(it->id)));
            continue;
        }
        const rating::PlayerId id =
            provisionalIds.value(entry.player, static_cast<rating::PlayerId>(1000000000 + provisionalIds.size()));
        provisionalIds.insert(entry.player, id);
        m_parts.push_back(toRating(entry, id, 0));
    }
    m_match.participants = m_parts;
    m_match.deals = draft.deals.value_or(0);
    m_match.outcome = draft.outcome;
    m_match.durationMin = draft.durationMin;
    m_match.isVoid = draft.isVoid;
    m_match.day = draft.playedAt.isValid()
                      ? static_cast<std::int32_t>(draft.playedAt.date().toJulianDay() - QDate(1970, 1, 1).toJulianDay())
                      : 0;
    // Most matches have no teams: numberTeams would skip every empty label.
    if (std::any_of(draft.participants.cbegin(), draft.participants.cend(),
                    [](const MatchDraft::Entry& entry) { return !entry.team.isEmpty(); })) {
        QStringList teams;
        for (const MatchDraft::Entry& entry : draft.participants) {
            teams << entry.team.trimmed();
        }
        numberTeams(m_parts, teams);
    }
}

RuleProblem ruleProblem(const rating::RuleSet& rules, const MatchDraft& draft, const Households& households,
                        const QHash<QString, store::PlayerRecord>& known)
{
    const RatingDraft rated(draft, households, known);
    const auto error = rules.validateEntry(rated.match());
    if (!error) {
        return {};
    }
    return {bareMessage(*error), error->participant,
            error->field ? fromStd(rating::fieldKey(*error->field)) : QString(), namedFields(*error)};
}

rating::Finish finishOf(const rating::RuleSet& rules, const MatchDraft& draft, std::vector<int>& places)
{
    const RatingDraft rated(draft, {}, {}); // who the players are changes no place
    places.assign(static_cast<std::size_t>(draft.participants.size()), 0);
    return rules.finish(rated.match(), places);
}

} // namespace palmares::club
