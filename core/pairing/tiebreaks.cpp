#include "tiebreaks.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <map>
#include <numeric>
#include <optional>

namespace palmares::pairing {

namespace {

/// Points are sums of halves in chess, but a battle's outcome points may not
/// be exact in binary: values this close are equal.
constexpr double Epsilon = 1e-9;

bool same(double a, double b)
{
    return std::abs(a - b) < Epsilon;
}

/// What the computation needs of one entrant: his rounds padded to the
/// event's length, and his scores.
struct Player {
    const Entrant* entrant = nullptr;
    std::vector<RoundRecord> rounds;
    double points = 0.0;
    double adjusted = 0.0; ///< his score as an opponent (art. 16.3)
};

/// One round's contribution to a Buchholz-like sum.
struct Contribution {
    double value = 0.0; ///< the opponent's (or the dummy's) score, times the result for SB
    double score = 0.0; ///< the opponent's (or the dummy's) score alone
    bool vur = false;
};

bool paired(RoundKind kind)
{
    return kind == RoundKind::Played || kind == RoundKind::ForfeitWin || kind == RoundKind::ForfeitLoss;
}

/// Art. 16.3: as an opponent, a participant who stopped coming (the rounds
/// after his last round that was not voluntarily unplayed, in which he was
/// not paired) counts those rounds as draws; every other round as scored.
/// In a round robin the rounds without opponent are the schedule's rests
/// and count as scored.
double adjustedScore(const std::vector<RoundRecord>& rounds, const ScoreScale& scale, bool roundRobin)
{
    if (roundRobin) {
        return std::accumulate(rounds.begin(), rounds.end(), 0.0,
                               [](double s, const RoundRecord& r) { return s + r.points; });
    }
    std::size_t lastPresent = 0; // 1-based round; 0 = never present
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        if (!voluntarilyUnplayed(rounds[r].kind)) {
            lastPresent = r + 1;
        }
    }
    double sum = 0.0;
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        const bool afterWithdrawal = r + 1 > lastPresent && !paired(rounds[r].kind);
        sum += afterWithdrawal ? scale.draw : rounds[r].points;
    }
    return sum;
}

class Computation
{
public:
    Computation(const std::vector<Entrant>& entrants, const ScoreScale& scale, bool roundRobin)
        : m_scale(scale),
          m_roundRobin(roundRobin)
    {
        std::size_t length = 0;
        for (const Entrant& e : entrants) {
            length = std::max(length, e.rounds.size());
        }
        m_players.reserve(entrants.size());
        for (const Entrant& e : entrants) {
            Player p;
            p.entrant = &e;
            p.rounds = e.rounds;
            p.rounds.resize(length); // missing last rounds: zero-point byes (RoundRecord's default)
            for (const RoundRecord& r : p.rounds) {
                p.points += r.points;
            }
            p.adjusted = adjustedScore(p.rounds, scale, roundRobin);
            m_index.emplace(e.id, m_players.size());
            m_players.push_back(std::move(p));
        }
    }

    [[nodiscard]] std::size_t size() const { return m_players.size(); }
    [[nodiscard]] const Player& player(std::size_t i) const { return m_players[i]; }

    /// The value of a tie-break that does not depend on who is tied.
    [[nodiscard]] double value(TieBreak tieBreak, std::size_t i) const
    {
        switch (tieBreak) {
        case TieBreak::Buchholz:
            return sum(contributions(i, false), 0);
        case TieBreak::BuchholzCut1:
            return sum(contributions(i, false), 1);
        case TieBreak::SonnebornBerger:
            return sum(contributions(i, true), 0);
        case TieBreak::Progressive:
            return progressive(i);
        case TieBreak::Wins:
            return wins(i, false);
        case TieBreak::GamesWon:
            return wins(i, true);
        case TieBreak::DirectEncounter:
            break;
        }
        return 0.0;
    }

    /// Art. 6.1: among the participants `group` (tied on everything before
    /// DE), the points each scored against the others, as the column prints
    /// it — only when every two of them met (art. 6.2); otherwise 0 for all
    /// (in a Swiss art. 6.3 may still rank some: directEncounterClasses).
    /// Several games between the same two count their average (art. 6.1.2:
    /// double round robins).
    [[nodiscard]] std::vector<double> directEncounter(const std::vector<std::size_t>& group) const
    {
        Encounters e = encounters(group);
        if (std::any_of(e.missing.begin(), e.missing.end(), [](int m) { return m > 0; })) {
            std::fill(e.scores.begin(), e.scores.end(), 0.0);
        }
        return e.scores;
    }

    /// Art. 6.2: the order DE gives `group`, as one class per member (0
    /// first; equal classes still tied). The separate standings of the group
    /// rank it, and each sub-group they leave tied is ranked again by its
    /// own encounters ("Article 6 shall be reapplied until no further ties
    /// can be resolved"): four tied where DE puts two above two, each two
    /// then ordered by their own game.
    [[nodiscard]] std::vector<int> directEncounterClasses(const std::vector<std::size_t>& group) const
    {
        std::vector<std::size_t> all(group.size());
        std::iota(all.begin(), all.end(), std::size_t{0});
        std::vector<std::vector<std::size_t>> blocks{all}; // positions in `group`, best block first
        bool split = true;
        while (split) {
            split = false;
            std::vector<std::vector<std::size_t>> next;
            for (const std::vector<std::size_t>& block : blocks) {
                std::vector<std::vector<std::size_t>> parts = separated(group, block);
                split = split || parts.size() > 1;
                next.insert(next.end(), parts.begin(), parts.end());
            }
            blocks = std::move(next);
        }
        std::vector<int> classes(group.size(), 0);
        for (std::size_t b = 0; b < blocks.size(); ++b) {
            for (const std::size_t k : blocks[b]) {
                classes[k] = static_cast<int>(b);
            }
        }
        return classes;
    }

private:
    /// Among some tied participants: the points each scored against the
    /// others he met (art. 6.1), and how many of them he did not meet.
    struct Encounters {
        std::vector<double> scores;
        std::vector<int> missing;
    };

    [[nodiscard]] Encounters encounters(const std::vector<std::size_t>& group) const
    {
        Encounters e{std::vector<double>(group.size(), 0.0), std::vector<int>(group.size(), 0)};
        for (std::size_t a = 0; a < group.size(); ++a) {
            for (std::size_t b = 0; b < group.size(); ++b) {
                if (a == b) {
                    continue;
                }
                const auto met = meeting(group[a], m_players[group[b]].entrant->id);
                if (met) {
                    e.scores[a] += *met;
                } else {
                    ++e.missing[a];
                }
            }
        }
        return e;
    }

    /// The members `block` of `group` (positions in it) in the order of the
    /// points they scored against each other, cut where those differ: one
    /// part when their encounters do not separate them.
    [[nodiscard]] std::vector<std::vector<std::size_t>> separated(const std::vector<std::size_t>& group,
                                                                  const std::vector<std::size_t>& block) const
    {
        if (block.size() < 2) {
            return {block};
        }
        std::vector<std::size_t> players;
        players.reserve(block.size());
        for (const std::size_t k : block) {
            players.push_back(group[k]);
        }
        const Encounters e = encounters(players);
        const bool allMet = std::all_of(e.missing.begin(), e.missing.end(), [](int m) { return m == 0; });
        if (!allMet) {
            return m_roundRobin ? std::vector<std::vector<std::size_t>>{block} : aloneAtTheTop(block, e);
        }
        const std::vector<double>& values = e.scores;
        std::vector<std::size_t> order(block.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::stable_sort(order.begin(), order.end(),
                         [&values](std::size_t a, std::size_t b) { return values[a] > values[b] + Epsilon; });
        std::vector<std::vector<std::size_t>> parts;
        for (std::size_t k = 0; k < order.size(); ++k) {
            if (k == 0 || !same(values[order[k - 1]], values[order[k]])) {
                parts.emplace_back();
            }
            parts.back().push_back(block[order[k]]);
        }
        return parts;
    }

    /// Art. 6.3: in a Swiss, tied participants who did not all meet are
    /// ranked one by one from the top while one of them stays alone at the
    /// top of the rest whatever the missing games would have given (his
    /// points among them with every missing game lost above each other's
    /// with every missing game won); the others are one part, article 6
    /// applied to them again. One part when nobody is alone at the top.
    [[nodiscard]] std::vector<std::vector<std::size_t>> aloneAtTheTop(const std::vector<std::size_t>& block,
                                                                      const Encounters& e) const
    {
        std::vector<std::size_t> rest(block.size());
        std::iota(rest.begin(), rest.end(), std::size_t{0});
        std::vector<std::vector<std::size_t>> parts;
        while (rest.size() > 1) {
            const auto top = std::find_if(rest.begin(), rest.end(), [&](std::size_t i) {
                return std::all_of(rest.begin(), rest.end(), [&](std::size_t j) {
                    return i == j ||
                           e.scores[i] > e.scores[j] + static_cast<double>(e.missing[j]) * m_scale.win + Epsilon;
                });
            });
            if (top == rest.end()) {
                break;
            }
            parts.push_back({block[*top]});
            rest.erase(top);
        }
        std::vector<std::size_t> others;
        others.reserve(rest.size());
        for (const std::size_t k : rest) {
            others.push_back(block[k]);
        }
        parts.push_back(others);
        return parts;
    }

    /// The average of what player `i` scored against `opponent` in the games
    /// that count for DE: games played, and forfeits in a round robin.
    [[nodiscard]] std::optional<double> meeting(std::size_t i, PlayerId opponent) const
    {
        double sum = 0.0;
        int games = 0;
        for (const RoundRecord& r : m_players[i].rounds) {
            const bool counts = r.kind == RoundKind::Played || (m_roundRobin && paired(r.kind));
            if (counts && r.opponent == opponent) {
                sum += r.points;
                ++games;
            }
        }
        if (games == 0) {
            return std::nullopt;
        }
        return sum / games;
    }

    [[nodiscard]] const Player* find(PlayerId id) const
    {
        const auto it = m_index.find(id);
        return it == m_index.end() ? nullptr : &m_players[it->second];
    }

    /// One contribution per round for BH and SB (art. 8.1, 9.1, 16.4).
    [[nodiscard]] std::vector<Contribution> contributions(std::size_t i, bool sonnebornBerger) const
    {
        const Player& self = m_players[i];
        std::vector<Contribution> out;
        out.reserve(self.rounds.size());
        for (const RoundRecord& r : self.rounds) {
            const Player* opponent = find(r.opponent);
            const bool counted = r.kind == RoundKind::Played || (m_roundRobin && paired(r.kind));
            Contribution c;
            if (counted && opponent != nullptr) {
                c.score = opponent->adjusted; // art. 16.3: the opponent's score, his withdrawal as draws
            } else if (m_roundRobin) {
                continue; // a round robin's round without a game adds nothing
            } else {
                c.score = self.points; // art. 16.4: the dummy opponent has the participant's own score
                c.vur = voluntarilyUnplayed(r.kind);
            }
            c.value = sonnebornBerger ? c.score * r.points : c.score;
            out.push_back(c);
        }
        return out;
    }

    /// The sum of the contributions less `cut` least significant ones; a
    /// voluntarily unplayed round is cut before any other (C.07 art. 14.1
    /// and 16: VURs are the first to be cut, the least valuable first).
    [[nodiscard]] static double sum(std::vector<Contribution> parts, std::size_t cut)
    {
        std::sort(parts.begin(), parts.end(), [](const Contribution& a, const Contribution& b) {
            if (a.vur != b.vur) {
                return a.vur;
            }
            return a.value < b.value;
        });
        const std::size_t skip = std::min(cut, parts.size());
        return std::accumulate(parts.begin() + static_cast<std::ptrdiff_t>(skip), parts.end(), 0.0,
                               [](double s, const Contribution& c) { return s + c.value; });
    }

    /// Art. 7.5: the running score after each round, summed; every round
    /// counts its points as scored, byes and forfeits included.
    [[nodiscard]] double progressive(std::size_t i) const
    {
        double running = 0.0;
        double total = 0.0;
        for (const RoundRecord& r : m_players[i].rounds) {
            running += r.points;
            total += running;
        }
        return total;
    }

    /// Art. 7.1 (WIN): rounds in which the participant scored a win's points,
    /// playing or not (forfeit wins, a bye worth a win). Art. 7.2 (WON):
    /// games won over the board only.
    [[nodiscard]] double wins(std::size_t i, bool overTheBoard) const
    {
        int count = 0;
        for (const RoundRecord& r : m_players[i].rounds) {
            if (!same(r.points, m_scale.win)) {
                continue;
            }
            if (!overTheBoard || r.kind == RoundKind::Played) {
                ++count;
            }
        }
        return count;
    }

    ScoreScale m_scale;
    bool m_roundRobin = false;
    std::vector<Player> m_players;
    std::map<PlayerId, std::size_t> m_index;
};

/// A row with what it is sorted by: its tie-breaks as printed, but for DE
/// the class art. 6.2 gives it (higher first), which orders the sub-groups
/// its printed value leaves tied.
struct Ranked {
    StandingRow row;
    std::vector<double> keys;
    std::size_t player = 0; ///< its index in the Computation
};

/// Compares two rows on points and the keys of the first `columns`
/// tie-breaks: negative when `a` ranks first, 0 when equal.
int compare(const Ranked& a, const Ranked& b, std::size_t columns)
{
    if (!same(a.row.points, b.row.points)) {
        return a.row.points > b.row.points ? -1 : 1;
    }
    for (std::size_t c = 0; c < columns; ++c) {
        if (!same(a.keys[c], b.keys[c])) {
            return a.keys[c] > b.keys[c] ? -1 : 1;
        }
    }
    return 0;
}

/// Fills column `column` with the direct encounter among each group of rows
/// tied on points and the columns before it: the points scored among the
/// group printed, its order (art. 6.2) as the key.
void fillDirectEncounter(const Computation& computation, std::vector<Ranked>& rows, std::size_t column)
{
    std::size_t start = 0;
    while (start < rows.size()) {
        std::size_t stop = start + 1;
        while (stop < rows.size() && compare(rows[start], rows[stop], column) == 0) {
            ++stop;
        }
        std::vector<std::size_t> group;
        for (std::size_t k = start; k < stop; ++k) {
            group.push_back(rows[k].player);
        }
        const std::vector<double> values = computation.directEncounter(group);
        const std::vector<int> classes = computation.directEncounterClasses(group);
        for (std::size_t k = start; k < stop; ++k) {
            rows[k].row.tieBreaks[column] = values[k - start];
            rows[k].keys[column] = -static_cast<double>(classes[k - start]);
        }
        start = stop;
    }
}

} // namespace

bool voluntarilyUnplayed(RoundKind kind)
{
    return kind == RoundKind::HalfPointBye || kind == RoundKind::ZeroPointBye || kind == RoundKind::ForfeitLoss;
}

std::vector<StandingRow> duelStandings(const std::vector<Entrant>& entrants, const std::vector<TieBreak>& order,
                                       const ScoreScale& scale, bool roundRobin)
{
    const Computation computation(entrants, scale, roundRobin);
    std::vector<Ranked> rows(computation.size());
    for (std::size_t i = 0; i < computation.size(); ++i) {
        Ranked& r = rows[i];
        r.row.id = computation.player(i).entrant->id;
        r.row.points = computation.player(i).points;
        r.row.tieBreaks.assign(order.size(), 0.0);
        r.player = i;
        for (std::size_t c = 0; c < order.size(); ++c) {
            r.row.tieBreaks[c] = computation.value(order[c], i);
        }
        r.keys = r.row.tieBreaks;
    }
    const auto pairingNumber = [&](const Ranked& r) { return computation.player(r.player).entrant->pairingNumber; };
    // Sorts by everything so far (and pairing number); DE columns are filled
    // in order, each on the groups the columns before it left tied.
    const auto sortBy = [&](std::size_t columns) {
        std::stable_sort(rows.begin(), rows.end(), [&](const Ranked& a, const Ranked& b) {
            const int c = compare(a, b, columns);
            return c != 0 ? c < 0 : pairingNumber(a) < pairingNumber(b);
        });
    };
    for (std::size_t c = 0; c < order.size(); ++c) {
        if (order[c] == TieBreak::DirectEncounter) {
            sortBy(c);
            fillDirectEncounter(computation, rows, c);
        }
    }
    sortBy(order.size());
    std::vector<StandingRow> out;
    out.reserve(rows.size());
    for (std::size_t k = 0; k < rows.size(); ++k) {
        StandingRow row = rows[k].row;
        row.shared = k > 0 && compare(rows[k - 1], rows[k], order.size()) == 0;
        row.rank = row.shared ? out.back().rank : static_cast<int>(k) + 1;
        out.push_back(std::move(row));
    }
    return out;
}

} // namespace palmares::pairing
