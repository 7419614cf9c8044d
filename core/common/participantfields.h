#pragma once

/// What a person enters for one participant of a match, apart from who he
/// is: the fields of RATING_RULES.md §1 that belong to a participant. One
/// struct, embedded (as a base) by every record that carries them — the
/// stored participant, the draft a dialog or the CLI fills, the row of a
/// results file — so that a new field is added in one place.

#include <QString>

#include <optional>

namespace palmares {

struct ParticipantFields {
    std::optional<int> rank;      ///< 1 is best; nullopt = not given (derived from the score)
    std::optional<double> score;  ///< higher is better
    QString team;                 ///< team label within the match, "" = none
    bool left = false;            ///< left before the end
    std::optional<double> morale; ///< elo-dsc: the army's initial morale
    std::optional<double> moraleLost;
    std::optional<int> armyPoints;
    std::optional<int> turns;
    QString armyList; ///< elo-dsc: the army list's name (informational), "" = not given

    friend bool operator==(const ParticipantFields&, const ParticipantFields&) = default;
};

} // namespace palmares
