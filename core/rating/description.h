#pragma once

/// What a rule set says about itself to the screens, the printed sheets and
/// the command line, so that none of them has to ask which rule set it is
/// (issue 16: one name per rule set, one rule for its decimals).

#include "types.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace palmares::rating {

/// A field a person enters for a result: per participant (rank … army list)
/// or once per match (deals … void). The CSV columns of RATING_RULES.md §1.
enum class Field : std::uint16_t {
    Rank = 1U << 0U,
    Score = 1U << 1U,
    Team = 1U << 2U,
    Left = 1U << 3U,
    Morale = 1U << 4U,
    MoraleLost = 1U << 5U,
    ArmyPoints = 1U << 6U,
    Turns = 1U << 7U,
    ArmyList = 1U << 8U,
    Deals = 1U << 9U,     ///< per match: deals played at the table
    Duration = 1U << 10U, ///< per match: the battle's length in minutes
    Outcome = 1U << 11U,  ///< per match: the winner's outcome level
    Void = 1U << 12U,     ///< per match: declared void
};

/// A set of fields.
class Fields
{
public:
    constexpr Fields() = default;
    /// A field is the set of that one field (implicit, so that `Field::Rank | Field::Team` reads as it says).
    constexpr Fields(Field f) : m_bits(static_cast<unsigned>(f)) {}
    [[nodiscard]] constexpr bool has(Field f) const { return (m_bits & static_cast<unsigned>(f)) != 0U; }
    [[nodiscard]] constexpr bool empty() const { return m_bits == 0U; }
    [[nodiscard]] constexpr unsigned bits() const { return m_bits; }
    constexpr Fields operator|(Fields other) const { return fromBits(m_bits | other.m_bits); }
    constexpr bool operator==(const Fields&) const = default;

private:
    static constexpr Fields fromBits(unsigned bits)
    {
        Fields f;
        f.m_bits = bits;
        return f;
    }
    unsigned m_bits = 0;
};

constexpr Fields operator|(Field a, Field b)
{
    return Fields(a) | Fields(b);
}

/// The column of a field in the results file (RATING_RULES.md §1):
/// "rank", "morale_lost", "army_list", …
std::string_view fieldKey(Field field);

/// The hypothetical results the what-if table plays (PlayerStories::whatIf):
/// each outcome of a duel, else each player first and last, entered as this
/// rule set asks for a result.
struct WhatIfResults {
    /// 0: the places are entered as ranks. Otherwise each place is entered
    /// as a score instead, the scores of a zero-sum table `scoreGap` apart in
    /// the finishing order (niveau: 150, 50, −50, −150 for four).
    double scoreGap = 0.0;
    int deals = 0; ///< the deals each hypothetical match is played over (0: not entered)

    [[nodiscard]] constexpr bool byScore() const { return scoreGap > 0.0; }
};

/// One quantity of a player's state that a rule set keeps beside the rating
/// (issue 44, item 5): Glicko-2's deviation and volatility, OpenSkill's μ
/// and σ… The standings' CSV and JSON name it by `key`, the sheets by
/// `label`; its value is the replay's own, read from the state.
struct StateQuantity {
    std::string_view key; ///< the column of the CSV and JSON ("deviation", "mu", …)
    /// English label, marked with PALMARES_TR_NOOP("core", …): the sheets
    /// translate it in the context MessageContext.
    const char* label = "";
    double (*of)(const PlayerState& state) = nullptr;
    int decimals = 0; ///< the decimals a sheet shows it with (the CSV keeps every digit)
};

/// Everything a screen needs to know about a rule set to show its results
/// and ask for new ones. `RuleSet::describe()` fills it; it does not depend
/// on the parameters a club changed.
struct RuleSetDescription {
    std::string_view key; ///< stable identifier of files and the CLI ("niveau", "elo-dsc", …)
    /// English name for a person, the one used everywhere ("Niveau (table
    /// level)"), marked with PALMARES_TR_NOOP: screens translate it in the
    /// context MessageContext.
    const char* name = "";
    /// The games it suits, for a person choosing a rule set ("card games
    /// such as tarot, 3 to 5 players a table"), marked as `name` is.
    const char* suits = "";
    /// The fields a person enters for this rule set; the result form shows
    /// these and no other (the CSV may carry more, which the rule set ignores).
    Fields fields = Field::Rank | Field::Team;
    /// The fields every participant (or the match) must give in the form.
    /// Where the CSV accepts another way (a score instead of a rank, morale
    /// instead of an outcome), validate() says which.
    Fields required = Field::Rank;
    int minParticipants = 2;
    int maxParticipants = 2;
    int defaultParticipants = 2;   ///< the participant rows of a new result
    std::vector<Outcome> outcomes; ///< the outcome levels offered (elo-dsc: E, AT, VP, V, VT), best last
    /// Whether ratings are whole numbers (`RuleSet::integral()`, the one rule).
    bool integral = true;
    /// The decimals a rating, a rating change and the standings are shown
    /// with: the decimals `RuleSet::displayed()` keeps (0 for every rule set
    /// whose rating is shown as a whole number, niveau and glicko2 included;
    /// 2 for the openskill ordinal and for placement points, the Hall of
    /// Fame's). Every screen and sheet formats with it (i18n::number).
    int decimals = 0;
    bool households = false; ///< a player's household changes the rating (fermi)
    bool hasRating = true;   ///< false for `points`: its standings are its Hall of Fame
    /// A starting rating may carry its uncertainty (RuleSet::validateStart):
    /// glicko2's RD, openskill's σ.
    bool startingDeviation = false;
    /// The standings mark the club's best player: the first of the ranked
    /// players who is neither set aside nor provisional (elo-provisional,
    /// RATING_RULES.md §3).
    bool marksBest = false;
    WhatIfResults whatIf; ///< how the what-if table enters its hypothetical results
    /// What the rule set keeps of a player beside the rating (none for most).
    std::vector<StateQuantity> state;
};

/// The decimals placement points are shown with, on screen and on paper:
/// the Hall of Fame's, whatever the game (RATING_RULES.md §6), and the
/// `points` rule set's ratings (its running average of them).
inline constexpr int PlacementDecimals = 2;

} // namespace palmares::rating
