#pragma once

/// The replay engine: plays one game's matches in chronological order under
/// its rule set and yields, for every participant of every rated match, the
/// record of the rating change (RATING_RULES.md, introduction).

#include "ruleset.h"

#include <array>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace palmares::rating {

/// What one match did: why it was not rated (or UnratedReason::None) and the
/// rating changes of its participants (empty when unrated or invalid).
struct Step {
    UnratedReason reason = UnratedReason::None;
    bool invalid = false; ///< the rule set cannot rate this match at all
    std::span<const RatingChange> changes;
};

/// The final picture of one player after a replay.
struct Standing {
    PlayerId player = 0;
    PlayerState state;
    double displayed = 0.0; ///< the rating as shown (rounded for niveau)
    bool provisional = false;
    Category category;
};

/// Replays matches one at a time. The player states live in one contiguous
/// vector indexed by player id; the records of the current match live in a
/// buffer reused from match to match, so playing a match does not allocate
/// once the players are known.
class Replay
{
public:
    /// The rule set must outlive the replay.
    explicit Replay(const RuleSet& rules);

    /// Makes room for players 0…maxPlayer (avoids growing during the replay).
    void reservePlayers(PlayerId maxPlayer);

    /// Resumes from a stored state (re-rating from a back-dated match onward).
    void setState(PlayerId player, const PlayerState& state);

    /// The state of a player: a fresh one (the rule set's start rating) if the
    /// player has not played yet.
    [[nodiscard]] PlayerState state(PlayerId player) const;

    /// Plays one match. The returned span is valid until the next call.
    Step play(const Match& match);

    /// Every player who has played at least one rated match, by id.
    [[nodiscard]] std::vector<Standing> standings() const;

    /// The standing of one player (whether or not they have played).
    [[nodiscard]] Standing standing(PlayerId player) const;

    [[nodiscard]] const RuleSet& rules() const { return m_rules; }

    /// The largest number of participants a match may have.
    static constexpr int MaxParticipants = 64;

private:
    void grow(PlayerId player);

    const RuleSet& m_rules;
    PlayerState m_fresh;
    std::vector<PlayerState> m_states;
    std::array<Participant, MaxParticipants> m_participants{};
    std::array<RatingChange, MaxParticipants> m_changes{};
    std::array<int, MaxParticipants> m_place{};
    std::array<double, MaxParticipants> m_points{};
    std::array<double, MaxParticipants> m_position{};
};

/// The whole replay of one game's history at once: every step's records, in
/// order, with each match's unrated reason. Convenient for tests and small
/// histories; the club streams instead.
struct ReplayResult {
    struct MatchResult {
        MatchId match = 0;
        UnratedReason reason = UnratedReason::None;
        std::string invalid; ///< the rule set's message when it cannot rate the match
        std::size_t firstChange = 0;
        std::size_t changeCount = 0;
    };
    std::vector<MatchResult> matches;
    std::vector<RatingChange> changes;
    std::vector<Standing> standings;
};
ReplayResult replayAll(const RuleSet& rules, std::span<const Match> matches);

} // namespace palmares::rating
