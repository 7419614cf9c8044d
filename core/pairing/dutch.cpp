// The FIDE Dutch system (C.04.3) as maximum-weight perfect matchings.
//
// The brackets are paired in turn, the highest first (C.04.3 B). Each step
// is a perfect matching of every player not paired yet (with an odd count,
// a "bye" vertex joins the players who may have the pairing-allocated
// bye), so that whatever the bracket chooses leaves the rest of the round
// pairable (C4). A possible pair is an edge if the absolute criteria allow
// it, and its weight says, criterion by criterion, how good the pair is:
// the bye's score for the whole round (C5), then the bracket's own
// criteria in their order — its downfloaters and their scores (C6, C7),
// the next bracket's pairs and scores (C8's look-ahead), the bye's
// unplayed rounds (C9), colours (C10–C13), repeated floats (C14–C17) — and
// last the order of article D (BracketOrder). The step keeps the pairs
// formed inside the bracket; its other players move down to the next.
//
// The criteria are lexicographic: each is a tier of the weight, and a
// tier's base exceeds the largest sum the lower tiers can reach over a
// matching (bounded by the largest value at each vertex), so that no
// amount of a lower criterion outweighs one unit of a higher one. Weights
// are exact 128-bit integers (matching.h); `Tiers::fit` drops the lowest
// tiers should a round ever be too large for 2^100.
//
// Article D's order is not weighed but decided, as the endorsed engines
// decide it (BracketChoice): player after player, the matching is asked
// for his first choice among the pairings of equal quality and the choice
// is kept — which moved-down players are paired (the highest first), their
// opponents (the highest residents), then in the remainder the fewest
// exchanges with the smallest BSN differences, and each S1 player against
// the first S2 player the criteria allow (the first transposition). A
// rerun ranks several players at once, lexicographically, and none is
// needed when a player's mate is already his first choice.
//
// Checked against bbpPairings (FIDE-endorsed; tests/pairing/data): its
// 60-player, 15-round test file is paired board for board as the engine
// pairs it under the 2025 rules, and rounds 2–14 as the file records them
// (paired by a program it does not name), except 4 boards of 390 in the
// lowest brackets of rounds 13 and 14, where the file's MDP does not meet
// the first resident D's order allows; FIDE's worked example
// "Mastering the Dutch" as FIDE prints it. What is approximated: C7 and
// C8's scores are weighed by how many score groups a downfloater has
// fallen, not score by score, and among exchanges of equal BSN difference
// D.2's choice of which players is left to the matching.

#include "dutchplayers.h"
#include "matching.h"
#include "swiss.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <utility>
#include <vector>

namespace palmares::pairing {

namespace {

using dutch::Float;
using dutch::Player;
using dutch::Strength;

/// One tier of an edge's penalty (lower is better), most important first:
/// the bye's score over the whole round, then the criteria of the bracket
/// being paired, then, to choose among equally good brackets, the same
/// criteria over the rest of the round.
enum Tier : std::size_t {
    // The pairing-allocated bye, for the whole round.
    ByeScore, ///< C5: the bye to a player with the lowest score possible
    // The bracket being paired (its residents and the players moved down to it).
    BracketDownfloaters,  ///< C6: the bracket's downfloaters (players it leaves unpaired)
    BracketFloaterScores, ///< C7: the lowest downfloaters (not those moved down already)
    NextPairs,            ///< C8: as many pairs as possible in the next bracket (its residents and these downfloaters)
    NextScores,           ///< C8: the highest of these downfloaters paired there
    BracketByeUnplayed,   ///< C9: the bye to a player with as few unplayed rounds as possible
    BracketTopscorers,    ///< C10–C11: topscorers beyond ±2 or with three of a colour
    BracketColours,       ///< C12: players who do not get their colour preference
    BracketStrongColours, ///< C13: players who do not get a strong colour preference
    DownfloatsAgain,      ///< C14: downfloaters who downfloated in the last round
    UpfloatsAgain,        ///< C15: upfloaters who upfloated in the last round
    DownfloatsBefore,     ///< C16: downfloaters who downfloated two rounds before
    UpfloatsBefore,       ///< C17: upfloaters who upfloated two rounds before
    BracketOrder,         ///< D's order: set for each decision in turn (BracketChoice)
    TierCount
};

using Penalty = std::array<std::int64_t, TierCount>;

struct Tiers {
    std::vector<Penalty> incident;        ///< by vertex (the bye last): the largest value of each tier on its edges
    std::array<Weight, TierCount> base{}; ///< each tier's multiplier
    Weight total = 0;

    explicit Tiers(int vertices) : incident(static_cast<std::size_t>(vertices)) {}

    void see(const Penalty& penalty, int u, int v)
    {
        for (std::size_t t = 0; t < TierCount; ++t) {
            Penalty& atU = incident[static_cast<std::size_t>(u)];
            Penalty& atV = incident[static_cast<std::size_t>(v)];
            atU[t] = std::max(atU[t], penalty[t]);
            atV[t] = std::max(atV[t], penalty[t]);
        }
    }

    /// The largest sum a perfect matching can reach on tier t, plus one:
    /// each edge weighs at most the mean of its ends' largest values.
    [[nodiscard]] Weight span(std::size_t t) const
    {
        Weight sum = 0;
        for (const Penalty& largest : incident) {
            sum += largest[t];
        }
        return (sum + 1) / 2 + 1;
    }

    /// Sets the bases, keeping as many tiers as fit maxEdgeWeight, the
    /// highest first (the others weigh nothing).
    void fit()
    {
        for (std::size_t kept = TierCount; kept > 0; --kept) {
            base.fill(0);
            Weight multiplier = 1;
            bool fits = true;
            for (std::size_t t = kept; t-- > 0;) {
                const Weight tierSpan = span(t);
                if (multiplier > maxEdgeWeight / tierSpan) {
                    fits = false;
                    break;
                }
                base[t] = multiplier;
                multiplier *= tierSpan;
            }
            if (fits) {
                total = multiplier;
                return;
            }
        }
        base.fill(0);
        total = 1;
    }

    [[nodiscard]] Weight weight(const Penalty& penalty) const
    {
        Weight sum = 0;
        for (std::size_t t = 0; t < TierCount; ++t) {
            sum += penalty[t] * base[t];
        }
        return total - sum; // positive: a perfect matching maximises it
    }
};

/// The pairing-allocated bye: to a player of the lowest score possible
/// (C5), for the whole round; the bracket's criteria say which one.
Penalty byePenalty(const Player& a, int groups)
{
    Penalty p{};
    p[ByeScore] = groups - 1 - a.group;
    return p;
}

/// The bracket being paired: the residents of score group `group` and the
/// players moved down to it (MDPs), by index into the players.
struct Bracket {
    int group = 0;
    bool last = false;        ///< the lowest bracket, whose leftover player has the bye
    std::vector<bool> member; ///< by player: in the bracket
    std::vector<int> moved;   ///< by player: its place among the MDPs (by rank), −1 for the others
    int movedCount = 0;
    int residents = 0;

    [[nodiscard]] bool has(int i) const { return member[static_cast<std::size_t>(i)]; }
    [[nodiscard]] int movedIndex(int i) const { return moved[static_cast<std::size_t>(i)]; }
};

/// The bracket's criteria for a pair a–b formed inside it (a ranked above
/// b). BracketOrder here is only a first guess at D's order, so that the
/// first matching is often already D's first choice (BracketChoice decides).
void bracketPair(Penalty& p, const Bracket& bracket, int ia, const Player& a, int ib, const Player& b, bool colours)
{
    if (colours) {
        const bool same = a.preference != Colour::None && a.preference == b.preference;
        p[BracketTopscorers] = same && a.strength == Strength::Absolute && b.strength == Strength::Absolute ? 1 : 0;
        p[BracketColours] = same ? 1 : 0;
        p[BracketStrongColours] = same && a.strength >= Strength::Strong && b.strength >= Strength::Strong ? 1 : 0;
    }
    const int spread = 2 * (bracket.residents + bracket.movedCount); // an exchange: after any transposition
    if (bracket.movedIndex(ia) >= 0 && bracket.movedIndex(ib) < 0) {
        // An MDP (S1) against a resident (S2): the i-th MDP meets the i-th
        // resident; the resident's upfloats count (C15, C17).
        p[UpfloatsAgain] = b.lastFloat == Float::Up ? 1 : 0;
        p[UpfloatsBefore] = b.floatBefore == Float::Up ? 1 : 0;
        p[BracketOrder] = std::abs(bracket.movedIndex(ia) - b.groupPosition);
    } else if (bracket.movedIndex(ia) >= 0) {
        p[BracketOrder] = spread; // two MDPs together
    } else {
        // The remainder (the residents left once the MDPs have theirs),
        // homogeneous: its S1 against its S2.
        const int remainder = std::max(0, bracket.residents - bracket.movedCount);
        const int half = remainder / 2;
        const int first = a.groupPosition - bracket.movedCount;
        const int second = b.groupPosition - bracket.movedCount;
        p[BracketOrder] = (first < half) == (second < half) ? spread : std::abs(second - first - half);
    }
}

/// The bracket's criteria for its player x leaving it: a downfloater (to a
/// lower bracket, or to the bye when `bye`); BracketOrder a first guess.
void bracketFloater(Penalty& p, const Bracket& bracket, int ix, const Player& x, bool bye)
{
    p[BracketDownfloaters] = 1;
    p[BracketFloaterScores] = bracket.group - x.group;
    // C9 chooses among the players of the last bracket only (the bye's
    // score is chosen for the whole round, ByeScore).
    p[BracketByeUnplayed] = bye && bracket.last ? x.unplayedRounds : 0;
    if (bracket.movedIndex(ix) < 0) {
        // A resident downfloats (C14, C16); the lowest ranked first.
        p[DownfloatsAgain] = x.lastFloat == Float::Down ? 1 : 0;
        p[DownfloatsBefore] = x.floatBefore == Float::Down ? 1 : 0;
        p[BracketOrder] = bracket.residents - 1 - x.groupPosition;
    } else {
        p[BracketOrder] = bracket.movedCount - 1 - bracket.movedIndex(ix);
    }
}

/// C8, the look-ahead: whether a–b (a ranked above b) is a pair of the
/// next bracket (b a resident of the next score group, a one too or a
/// downfloater of this bracket), and how far a has fallen to it, so that
/// the bracket leaves the next one as many pairs as it can, with its
/// highest downfloaters among them.
void lookAhead(Penalty& p, const Bracket& bracket, int ia, const Player& a, int ib, const Player& b, int groups)
{
    const bool next = !bracket.has(ib) && b.group == bracket.group + 1 && (bracket.has(ia) || a.group == b.group);
    p[NextPairs] = next ? 0 : 1;
    p[NextScores] = next ? groups - (b.group - a.group) : groups;
}

struct Candidate {
    int u = 0;
    int v = 0;
    Penalty penalty{};
    std::int64_t order = 0; ///< D's preference among pairings of equal quality (BracketChoice)
};

/// The edges of one step: every pair of players not paired yet (`left`)
/// that the absolute criteria allow, and the bye (vertex players.size())
/// when they are odd, weighed for `bracket` first.
std::vector<Candidate> candidatesFor(const std::vector<Player>& players, const std::vector<bool>& left,
                                     const Bracket& bracket, int groups, bool colours)
{
    const int count = static_cast<int>(players.size());
    const bool odd = std::count(left.begin(), left.end(), true) % 2 == 1;
    std::vector<Candidate> candidates;
    for (int i = 0; i < count; ++i) {
        if (!left[static_cast<std::size_t>(i)]) {
            continue;
        }
        const Player& a = players[static_cast<std::size_t>(i)];
        for (int j = i + 1; j < count; ++j) {
            const Player& b = players[static_cast<std::size_t>(j)];
            if (!left[static_cast<std::size_t>(j)] || !dutch::compatible(a, b, colours)) {
                continue;
            }
            Penalty penalty{};
            lookAhead(penalty, bracket, i, a, j, b, groups);
            if (bracket.has(i) && bracket.has(j)) {
                bracketPair(penalty, bracket, i, a, j, b, colours);
            } else if (bracket.has(i) || bracket.has(j)) {
                const int x = bracket.has(i) ? i : j;
                bracketFloater(penalty, bracket, x, players[static_cast<std::size_t>(x)], false);
            }
            candidates.push_back({i, j, penalty});
        }
        if (odd && a.byeAllowed) {
            Penalty penalty = byePenalty(a, groups);
            penalty[NextPairs] = 1;
            penalty[NextScores] = groups;
            if (bracket.has(i)) {
                bracketFloater(penalty, bracket, i, a, true);
            }
            candidates.push_back({i, count, penalty});
        }
    }
    return candidates;
}

/// One step of the pairing: a maximum-weight perfect matching of the
/// players not paired yet (`left`, and the bye when they are odd) over
/// `candidates`; each player's mate (the bye: players.size(); −1 when not
/// left), or nothing when they cannot all be paired.
std::optional<std::vector<int>> matchStep(int count, const std::vector<bool>& left,
                                          const std::vector<Candidate>& candidates)
{
    const int remaining = static_cast<int>(std::count(left.begin(), left.end(), true));
    const bool odd = remaining % 2 == 1;
    Tiers tiers(count + 1);
    for (const Candidate& candidate : candidates) {
        tiers.see(candidate.penalty, candidate.u, candidate.v);
    }
    tiers.fit();
    // The matching's vertices: the players left, in order, then the bye.
    std::vector<int> vertex(static_cast<std::size_t>(count) + 1, -1);
    std::vector<int> player;
    for (int i = 0; i <= count; ++i) {
        if (i == count || left[static_cast<std::size_t>(i)]) {
            vertex[static_cast<std::size_t>(i)] = static_cast<int>(player.size());
            player.push_back(i);
        }
    }
    std::vector<WeightedEdge> edges;
    edges.reserve(candidates.size());
    for (const Candidate& candidate : candidates) {
        edges.push_back({vertex[static_cast<std::size_t>(candidate.u)], vertex[static_cast<std::size_t>(candidate.v)],
                         tiers.weight(candidate.penalty)});
    }
    const auto matched = maxWeightPerfectMatching(odd ? remaining + 1 : remaining, edges);
    if (!matched) {
        return std::nullopt;
    }
    std::vector<int> mates(static_cast<std::size_t>(count), -1);
    for (std::size_t v = 0; v < matched->size(); ++v) {
        if (player[v] < count) {
            mates[static_cast<std::size_t>(player[v])] = player[static_cast<std::size_t>((*matched)[v])];
        }
    }
    return mates;
}

/// The order of article D, decided as the endorsed engines decide it:
/// player after player, each asks the matching for his best choice among
/// the pairings of equal quality (the tiers above BracketOrder) and keeps
/// it. First which moved-down players are paired (the highest first), then
/// their opponents (the highest residents), then, in the remainder, the
/// fewest exchanges with the smallest BSN differences, and each S1 player
/// (in order) against the highest S2 player left: the first transposition
/// that the quality criteria allow. A rerun is skipped when the player's
/// mate is already his first choice.
class BracketChoice
{
public:
    BracketChoice(int count, const std::vector<bool>& left, const Bracket& bracket, std::vector<Candidate> candidates,
                  std::vector<int> mates)
        : m_count(count),
          m_left(left),
          m_bracket(bracket),
          m_candidates(std::move(candidates)),
          m_mates(std::move(mates)),
          m_done(static_cast<std::size_t>(count), false),
          m_removed(m_candidates.size(), false),
          m_incident(static_cast<std::size_t>(count) + 1)
    {
        for (std::size_t c = 0; c < m_candidates.size(); ++c) {
            m_incident[static_cast<std::size_t>(m_candidates[c].u)].push_back(c);
            m_incident[static_cast<std::size_t>(m_candidates[c].v)].push_back(c);
        }
    }

    /// Each player's mate once every decision is taken.
    std::vector<int> decide()
    {
        std::vector<int> moved;
        for (int i = 0; i < m_count; ++i) {
            if (m_bracket.movedIndex(i) >= 0) {
                moved.push_back(i);
            }
        }
        for (const int x : moved) {
            decideMovedPaired(x);
        }
        std::vector<int> paired;
        for (const int x : moved) {
            if (inBracket(mateOf(x))) {
                paired.push_back(x);
            }
        }
        decideInTurn(paired, [this](int, int other) { return m_bracket.movedIndex(other) < 0 ? other : m_count; });
        decideRemainder();
        return m_mates;
    }

private:
    [[nodiscard]] int mateOf(int x) const { return m_mates[static_cast<std::size_t>(x)]; }
    [[nodiscard]] bool inBracket(int x) const { return x >= 0 && x < m_count && m_bracket.has(x); }
    [[nodiscard]] bool done(int x) const { return m_done[static_cast<std::size_t>(x)]; }
    [[nodiscard]] int otherEnd(std::size_t c, int x) const
    {
        return m_candidates[c].u == x ? m_candidates[c].v : m_candidates[c].u;
    }

    /// Reruns the matching with each edge's `rank` (lower: better) below
    /// the quality criteria and above the candidates' `order`.
    template <typename EdgeRank>
    void rerun(EdgeRank rank)
    {
        std::vector<Candidate> kept;
        for (std::size_t c = 0; c < m_candidates.size(); ++c) {
            if (m_removed[c]) {
                continue;
            }
            Candidate candidate = m_candidates[c];
            candidate.penalty[BracketOrder] = rank(candidate) * m_orderSpan + candidate.order;
            kept.push_back(candidate);
        }
        if (auto step = matchStep(m_count, m_left, kept)) {
            m_mates = std::move(*step);
        }
    }

    /// Keeps only x's edges that `keep` accepts (by the other end).
    template <typename Keep>
    void keepEdges(int x, Keep keep)
    {
        for (const std::size_t c : m_incident[static_cast<std::size_t>(x)]) {
            if (!keep(otherEnd(c, x))) {
                m_removed[c] = true;
            }
        }
    }

    void fixPair(int x, int y)
    {
        keepEdges(x, [y](int other) { return other == y; });
        keepEdges(y, [x](int other) { return other == x; });
        m_done[static_cast<std::size_t>(x)] = true;
        m_done[static_cast<std::size_t>(y)] = true;
    }

    /// The first of x's remaining edges by `rank`: its other end.
    template <typename Rank>
    int firstChoice(int x, Rank rank) const
    {
        int best = -1;
        for (const std::size_t c : m_incident[static_cast<std::size_t>(x)]) {
            const int other = otherEnd(c, x);
            if (!m_removed[c] && (best < 0 || rank(other) < rank(best))) {
                best = other;
            }
        }
        return best;
    }

    /// Whether moved-down player x is paired in the bracket (if he can be).
    void decideMovedPaired(int x)
    {
        if (!inBracket(mateOf(x))) {
            rerun([this, x](const Candidate& candidate) -> std::int64_t {
                const int other = candidate.u == x ? candidate.v : candidate.v == x ? candidate.u : -1;
                return other >= 0 && !inBracket(other) ? 1 : 0;
            });
        }
        const bool paired = inBracket(mateOf(x));
        keepEdges(x, [this, paired](int other) { return inBracket(other) == paired; });
        if (!paired) {
            m_done[static_cast<std::size_t>(x)] = true;
        }
    }

    /// Each of `players` in turn takes his opponent in the bracket: the
    /// first by rank(x, other) (lower: better; m_count or more: none) that
    /// the quality criteria allow after the choices before his. A rerun
    /// decides as many players at once as the weights can rank one after
    /// the other (lexicographically).
    template <typename Rank>
    void decideInTurn(const std::vector<int>& players, Rank rank)
    {
        const auto ranked = [this, &rank](int x, int other) -> std::int64_t {
            return inBracket(other) && !done(other) ? std::min<std::int64_t>(rank(x, other), m_count) : m_count;
        };
        const std::size_t block = blockSize();
        for (std::size_t next = 0; next < players.size();) {
            const int x = players[next];
            const int first = firstChoice(x, [x, &ranked](int other) { return ranked(x, other); });
            if (done(x) || first == mateOf(x)) {
                if (!done(x) && inBracket(mateOf(x))) {
                    fixPair(x, mateOf(x));
                }
                ++next;
                continue;
            }
            const std::size_t end = std::min(players.size(), next + block);
            std::vector<std::int64_t> weight(static_cast<std::size_t>(m_count) + 1, 0);
            std::int64_t w = 1;
            for (std::size_t k = end; k-- > next;) {
                weight[static_cast<std::size_t>(players[k])] = w;
                w *= m_count + 1;
            }
            rerun([&weight, &ranked](const Candidate& candidate) {
                return weight[static_cast<std::size_t>(candidate.u)] * ranked(candidate.u, candidate.v) +
                       weight[static_cast<std::size_t>(candidate.v)] * ranked(candidate.v, candidate.u);
            });
            for (std::size_t k = next; k < end; ++k) {
                const int y = players[k];
                if (!done(y) && inBracket(mateOf(y))) {
                    fixPair(y, mateOf(y));
                }
            }
            next = end;
        }
    }

    /// How many players a rerun can rank one after the other: (m_count +
    /// 1)^block must fit the weight left below the quality criteria.
    [[nodiscard]] std::size_t blockSize() const
    {
        Tiers tiers(m_count + 1);
        for (std::size_t c = 0; c < m_candidates.size(); ++c) {
            if (!m_removed[c]) {
                Penalty penalty = m_candidates[c].penalty;
                penalty[BracketOrder] = 0;
                tiers.see(penalty, m_candidates[c].u, m_candidates[c].v);
            }
        }
        tiers.fit();
        // The ranks of a rerun sum to less than 2 · (m_count + 1)^block per
        // player ranked, about.
        const Weight room = maxEdgeWeight / tiers.total / (4 * static_cast<Weight>(m_count) + 4);
        std::size_t block = 1;
        for (Weight span = m_count + 1; span * (m_count + 1) <= room && block < 8; span *= m_count + 1) {
            ++block;
        }
        return block;
    }

    /// The remainder: the residents not paired with moved-down players.
    void decideRemainder()
    {
        std::vector<int> remainder;
        for (int i = 0; i < m_count; ++i) {
            if (inBracket(i) && !done(i)) {
                remainder.push_back(i);
            }
        }
        chooseExchanges(remainder);
        const std::vector<bool> higher = fixHigherPlayers(remainder);
        std::vector<int> first;
        for (const int x : remainder) {
            if (higher[static_cast<std::size_t>(x)]) {
                first.push_back(x);
            }
        }
        decideInTurn(first, [&higher, this](int x, int other) {
            return other > x && !higher[static_cast<std::size_t>(other)] ? other - x : m_count;
        });
    }

    /// D.2: the fewest exchanges, that is pairs whose higher player is not
    /// in S1 (the remainder's first players, one a pair), then the smallest
    /// differences of BSNs (the higher players' BSNs summed).
    void chooseExchanges(const std::vector<int>& remainder)
    {
        const auto size = static_cast<std::int64_t>(remainder.size());
        std::vector<std::int64_t> position(static_cast<std::size_t>(m_count) + 1, -1);
        std::int64_t pairs = 0;
        for (std::size_t k = 0; k < remainder.size(); ++k) {
            position[static_cast<std::size_t>(remainder[k])] = static_cast<std::int64_t>(k);
            pairs += inBracket(mateOf(remainder[k])) ? 1 : 0;
        }
        pairs /= 2;
        bool exchanged = false;
        for (const int x : remainder) {
            const int mate = mateOf(x);
            exchanged = exchanged || (position[static_cast<std::size_t>(x)] < pairs &&
                                      !(inBracket(mate) && position[static_cast<std::size_t>(mate)] >= pairs));
        }
        if (!exchanged) {
            return;
        }
        setOrders([&position, pairs, size](const Candidate& candidate) -> std::int64_t {
            const std::int64_t pu = position[static_cast<std::size_t>(candidate.u)];
            const std::int64_t pv = position[static_cast<std::size_t>(candidate.v)];
            return pu >= 0 && pv >= 0 ? (pu >= pairs ? size * size + 1 : 0) + pu : 0;
        });
        rerun([](const Candidate&) -> std::int64_t { return 0; });
    }

    /// Keeps the exchanges chosen: each higher player of a pair (S1 after
    /// the exchanges) against one of the others below him, the others not
    /// together. By player: whether he is a higher player.
    std::vector<bool> fixHigherPlayers(const std::vector<int>& remainder)
    {
        std::vector<bool> higher(static_cast<std::size_t>(m_count) + 1, false);
        std::vector<bool> member(static_cast<std::size_t>(m_count) + 1, false);
        for (const int x : remainder) {
            member[static_cast<std::size_t>(x)] = true;
            higher[static_cast<std::size_t>(x)] = inBracket(mateOf(x)) && mateOf(x) > x;
        }
        for (const int x : remainder) {
            const bool h = higher[static_cast<std::size_t>(x)];
            keepEdges(x, [x, h, &higher, &member](int other) {
                const bool lower = member[static_cast<std::size_t>(other)] && !higher[static_cast<std::size_t>(other)];
                return h ? lower && other > x : !lower;
            });
        }
        setOrders([](const Candidate&) -> std::int64_t { return 0; });
        return higher;
    }

    /// Sets each candidate's `order` (D's preference among pairings of
    /// equal quality, below a decision's ranks).
    template <typename Order>
    void setOrders(Order order)
    {
        std::int64_t largest = 0;
        for (Candidate& candidate : m_candidates) {
            candidate.order = order(candidate);
            largest = std::max(largest, candidate.order);
        }
        m_orderSpan = largest * (m_count / 2 + 1) + 1;
    }

    int m_count;
    const std::vector<bool>& m_left;
    const Bracket& m_bracket;
    std::vector<Candidate> m_candidates;
    std::vector<int> m_mates;
    std::vector<bool> m_done;
    std::int64_t m_orderSpan = 1;                     ///< more than the orders of a matching can sum to
    std::vector<bool> m_removed;                      ///< by candidate: ruled out by a decision
    std::vector<std::vector<std::size_t>> m_incident; ///< by vertex (the bye last): its candidates
};

/// The bracket of score group `group`: its residents and `movedDown`.
Bracket bracketOf(const std::vector<Player>& players, int group, int groups, const std::vector<int>& movedDown)
{
    Bracket bracket;
    bracket.group = group;
    bracket.last = group == groups - 1;
    bracket.member.assign(players.size(), false);
    bracket.moved.assign(players.size(), -1);
    for (const int i : movedDown) {
        bracket.member[static_cast<std::size_t>(i)] = true;
        bracket.moved[static_cast<std::size_t>(i)] = bracket.movedCount++;
    }
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (players[i].group == group) {
            bracket.member[i] = true;
            ++bracket.residents;
        }
    }
    return bracket;
}

/// C.04.2: boards by the higher score of the pair, then the sum of the
/// scores, then the rank of the higher ranked player; the bye last.
void orderBoards(std::vector<std::pair<const Player*, const Player*>>& pairs)
{
    std::sort(pairs.begin(), pairs.end(), [](const auto& x, const auto& y) {
        if ((x.second == nullptr) != (y.second == nullptr)) {
            return y.second == nullptr;
        }
        if (x.second == nullptr) {
            return false;
        }
        const double xMax = std::max(x.first->score, x.second->score);
        const double yMax = std::max(y.first->score, y.second->score);
        if (xMax != yMax) {
            return xMax > yMax;
        }
        const double xSum = x.first->score + x.second->score;
        const double ySum = y.first->score + y.second->score;
        if (xSum != ySum) {
            return xSum > ySum;
        }
        return std::min(x.first->rank, x.second->rank) < std::min(y.first->rank, y.second->rank);
    });
}

/// The boards of a round: each player's `mate` (the bye: players.size()),
/// in FIDE's order, colours by article E.
PairingResult boardsOf(const std::vector<Player>& players, const std::vector<int>& mate, const SwissOptions& options)
{
    const int count = static_cast<int>(players.size());
    std::vector<std::pair<const Player*, const Player*>> pairs;
    for (int i = 0; i < count; ++i) {
        const int other = mate[static_cast<std::size_t>(i)];
        if (other == count) {
            pairs.emplace_back(&players[static_cast<std::size_t>(i)], nullptr);
        } else if (other > i) {
            pairs.emplace_back(&players[static_cast<std::size_t>(i)], &players[static_cast<std::size_t>(other)]);
        }
    }
    orderBoards(pairs);
    PairingResult result;
    for (const auto& [higher, lower] : pairs) {
        if (lower == nullptr) {
            result.boards.push_back({higher->id, 0});
            continue;
        }
        const bool higherWhite =
            !options.colours || dutch::colourOfHigher(*higher, *lower, options.initialColour) == Colour::White;
        result.boards.push_back(higherWhite ? Board{higher->id, lower->id} : Board{lower->id, higher->id});
    }
    return result;
}

} // namespace

PairingResult pairDutch(const std::vector<Entrant>& entrants, const SwissOptions& options)
{
    const std::vector<Player> players = dutch::players(entrants, options);
    const int count = static_cast<int>(players.size());
    if (count < 2) {
        return {{}, Failure::TooFewPlayers};
    }
    const int groups = players.back().group + 1;

    // Bracket by bracket, the highest first (C.04.3 B): each step matches
    // every player not paired yet, so that the rest can still be paired
    // (C4), and keeps the pairs formed inside the bracket; its other
    // players move down to the next one.
    std::vector<bool> left(static_cast<std::size_t>(count), true);
    std::vector<int> mate(static_cast<std::size_t>(count), -1); // the bye: count
    std::vector<int> movedDown;
    for (int group = 0; group < groups; ++group) {
        const Bracket bracket = bracketOf(players, group, groups, movedDown);
        std::vector<Candidate> candidates = candidatesFor(players, left, bracket, groups, options.colours);
        auto step = matchStep(count, left, candidates);
        if (!step) {
            return {{}, Failure::NoLegalPairing};
        }
        step = BracketChoice(count, left, bracket, std::move(candidates), std::move(*step)).decide();
        movedDown.clear();
        for (int i = 0; i < count; ++i) {
            const int other = (*step)[static_cast<std::size_t>(i)];
            if (!bracket.has(i)) {
                continue;
            }
            if ((other < count && bracket.has(other)) || bracket.last) {
                mate[static_cast<std::size_t>(i)] = other;
                left[static_cast<std::size_t>(i)] = false;
            } else {
                movedDown.push_back(i);
            }
        }
    }
    return boardsOf(players, mate, options);
}

} // namespace palmares::pairing
