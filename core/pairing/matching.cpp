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

using Graph = lemon::SmartGraph; // node and edge ids are 0, 1, … in the order added

/// The edges' weights as a LEMON read map, looked up by edge id.
class Weights
{
public:
    using Key = Graph::Edge;
    using Value = Weight;

    explicit Weights(std::vector<Value> values) : m_values(std::move(values)) {}

    Value operator[](const Key& edge) const { return m_values[static_cast<std::size_t>(Graph::id(edge))]; }

private:
    std::vector<Value> m_values;
};

struct Built {
    Graph graph;
    std::vector<Graph::Node> nodes;
    std::vector<Weight> weights; // by edge id
};

void build(Built& built, int vertices, const std::vector<WeightedEdge>& edges)
{
    built.nodes.reserve(static_cast<std::size_t>(vertices));
    for (int i = 0; i < vertices; ++i) {
        built.nodes.push_back(built.graph.addNode());
    }
    built.weights.reserve(edges.size());
    for (const WeightedEdge& edge : edges) {
        assert(edge.u >= 0 && edge.u < vertices && edge.v >= 0 && edge.v < vertices && edge.u != edge.v);
        assert(edge.weight <= maxEdgeWeight && edge.weight >= -maxEdgeWeight);
        built.graph.addEdge(built.nodes[static_cast<std::size_t>(edge.u)],
                            built.nodes[static_cast<std::size_t>(edge.v)]);
        built.weights.push_back(edge.weight);
    }
}

template <typename Matching>
std::vector<int> mates(const Built& built, const Matching& matching)
{
    std::vector<int> mate(built.nodes.size(), -1);
    for (std::size_t i = 0; i < built.nodes.size(); ++i) {
        const Graph::Node other = matching.mate(built.nodes[i]);
        if (other != lemon::INVALID) {
            mate[i] = Graph::id(other);
        }
    }
    return mate;
}

} // namespace

std::optional<std::vector<int>> maxWeightPerfectMatching(int vertices, const std::vector<WeightedEdge>& edges)
{
    Built built;
    build(built, vertices, edges);
    const Weights weights(built.weights);
    lemon::MaxWeightedPerfectMatching<Graph, Weights> matching(built.graph, weights);
    if (!matching.run()) {
        return std::nullopt;
    }
    return mates(built, matching);
}

} // namespace palmares::pairing
