#pragma once

/// Maximum-weight matchings of a general graph, for the Swiss pairings
/// (core/pairing/dutch.cpp, randompairing.cpp): a plain C++ interface over
/// LEMON's blossom algorithms (liblemon-dev), so that no other file of
/// core/pairing includes LEMON (matching.cpp says why).

#include <cstdint>
#include <optional>
#include <vector>

namespace palmares::pairing {

/// An edge's weight: 128-bit integers (a GCC and clang extension both
/// compilers accept in strict C++17 and C++20), so that the Dutch system's
/// lexicographic criteria fit one weight however large the event.
__extension__ using Weight = __int128;

/// An edge between two vertices (0-based) and its integer weight.
struct WeightedEdge {
    int u = 0;
    int v = 0;
    Weight weight = 0;
};

/// The largest weight an edge may carry: LEMON scales integer weights by 4
/// in its dual variables and adds a few of them; 2^100 leaves 2^127 a wide
/// margin.
inline constexpr Weight maxEdgeWeight = Weight{1} << 100;

/// A maximum-weight perfect matching (every vertex matched): the mate of
/// each vertex; nothing when the graph has no perfect matching. Weights are
/// integers in [−maxEdgeWeight, maxEdgeWeight]; exact (integer arithmetic).
/// (Both callers need every player paired, so the non-perfect matching of
/// LEMON is not offered.)
[[nodiscard]] std::optional<std::vector<int>> maxWeightPerfectMatching(int vertices,
                                                                       const std::vector<WeightedEdge>& edges);

} // namespace palmares::pairing
