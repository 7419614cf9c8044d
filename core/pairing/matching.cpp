// The one translation unit of Palmarès that includes LEMON. LEMON 1.3.1
// calls std::allocator<T>::construct and destroy, which C++20 removed, so
// this file alone is compiled as C++17 (core/pairing/CMakeLists.txt); its
// interface (matching.h) is plain C++ that both standards read alike.

#include "matching.h"

#include <lemon/matching.h>
#include <lemon/smart_graph.h>

#include <cassert>
#include <cstddef>

namespace palmares::pairing {

namespace {

using Graph = lemon::SmartGraph; // node ids are 0, 1, … in the order added
using WeightMap = Graph::EdgeMap<std::int64_t>;

struct Built {
    Graph graph;
    std::vector<Graph::Node> nodes;
};

void build(Built& built, WeightMap& weights, int vertices, const std::vector<WeightedEdge>& edges)
{
    built.nodes.reserve(static_cast<std::size_t>(vertices));
    for (int i = 0; i < vertices; ++i)
        built.nodes.push_back(built.graph.addNode());
    for (const WeightedEdge& edge : edges) {
        assert(edge.u >= 0 && edge.u < vertices && edge.v >= 0 && edge.v < vertices && edge.u != edge.v);
        assert(edge.weight <= maxEdgeWeight && edge.weight >= -maxEdgeWeight);
        const Graph::Edge e = built.graph.addEdge(built.nodes[static_cast<std::size_t>(edge.u)],
                                                  built.nodes[static_cast<std::size_t>(edge.v)]);
        weights[e] = edge.weight;
    }
}

template <typename Matching>
std::vector<int> mates(const Built& built, const Matching& matching)
{
    std::vector<int> mate(built.nodes.size(), -1);
    for (std::size_t i = 0; i < built.nodes.size(); ++i) {
        const Graph::Node other = matching.mate(built.nodes[i]);
        if (other != lemon::INVALID)
            mate[i] = built.graph.id(other);
    }
    return mate;
}

} // namespace

std::vector<int> maxWeightMatching(int vertices, const std::vector<WeightedEdge>& edges)
{
    Built built;
    WeightMap weights(built.graph);
    build(built, weights, vertices, edges);
    lemon::MaxWeightedMatching<Graph, WeightMap> matching(built.graph, weights);
    matching.run();
    return mates(built, matching);
}

std::optional<std::vector<int>> maxWeightPerfectMatching(int vertices, const std::vector<WeightedEdge>& edges)
{
    Built built;
    WeightMap weights(built.graph);
    build(built, weights, vertices, edges);
    lemon::MaxWeightedPerfectMatching<Graph, WeightMap> matching(built.graph, weights);
    if (!matching.run())
        return std::nullopt;
    return mates(built, matching);
}

} // namespace palmares::pairing
