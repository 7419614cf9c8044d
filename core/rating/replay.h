#pragma once

/// The replay engine: plays one game's matches in chronological order under
/// its rule set and yields, for every participant of every rated match, the
/// record of the rating change (RATING_RULES.md, introduction).

#include "ruleset.h"

#include <array>
#include <cstdint>
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

    /// The state `player` starts from, instead of the rule set's initial
    /// one, until his first rated match: his starting rating
    /// (RuleSet::startingState; RATING_RULES.md, "Starting ratings"). Call
    /// before play(), and before setState() when resuming (a stored state
    /// replaces it). A fresh start leaves it to a player who has not played
    /// yet, and gives everyone who has the rule set's initial state.
    void setStart(PlayerId player, const PlayerState& state);

    /// The days (since 1970-01-01, ascending) on which every player starts
    /// afresh: a game that restarts its ratings each season (the first day
    /// of each of its seasons). Before the first match played on or after
    /// such a day, the state of every player who has played becomes the
    /// rule set's initial one (a starting rating not used yet stays). None by
    /// default: the ratings run on.
    void setFreshStarts(std::vector<std::int32_t> days);
    /// Applies the fresh starts on or before `day` that the replay has not
    /// passed yet; true when it reset the states. play() calls it; a caller
    /// that writes something before playing a match (a checkpoint) calls it
    /// first, so that what it writes is after the fresh start.
    bool advanceTo(std::int32_t day);
    /// A replay resumed at `day` from stored states that already reflect the
    /// fresh starts on or before it: those count as passed.
    void resumeOn(std::int32_t day);

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
    std::vector<std::int32_t> m_freshStarts;
    std::size_t m_nextFreshStart = 0; ///< the first of m_freshStarts not passed yet
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
/// `freshStarts`: see Replay::setFreshStarts.
ReplayResult replayAll(const RuleSet& rules, std::span<const Match> matches,
                       std::span<const std::int32_t> freshStarts = {});

} // namespace palmares::rating
