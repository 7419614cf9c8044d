#pragma once

/// Maximum-weight matchings of a general graph, for the Swiss pairings
/// (core/pairing/dutch.cpp, randompairing.cpp): a plain C++ interface over
/// LEMON's blossom algorithms (liblemon-dev), so that no other file of
/// core/pairing includes LEMON (matching.cpp says why).

#include <cstdint>
#include <optional>
#include <vector>

namespace palmares::pairing {

/// An edge between two vertices (0-based) and its integer weight.
struct WeightedEdge {
    int u = 0;
    int v = 0;
    std::int64_t weight = 0;
};

/// The largest weight an edge may carry: LEMON scales integer weights by 4
/// in its dual variables and adds a few of them; 2^55 leaves 2^63 a
/// margin of 16.
inline constexpr std::int64_t maxEdgeWeight = std::int64_t{1} << 55;

/// A maximum-weight perfect matching (every vertex matched): the mate of
/// each vertex; nothing when the graph has no perfect matching. Weights are
/// integers in [−maxEdgeWeight, maxEdgeWeight]; exact (integer arithmetic).
/// (Both callers need every player paired, so the non-perfect matching of
/// LEMON is not offered.)
[[nodiscard]] std::optional<std::vector<int>> maxWeightPerfectMatching(int vertices,
                                                                       const std::vector<WeightedEdge>& edges);

} // namespace palmares::pairing
