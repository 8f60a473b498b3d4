// XY-chains and alternating inference chains (AICs), the chains players write beyond Sudoku
// Explainer. A chain starts by assuming its first node false and alternates strong links
// (false -> true) and weak links (true -> false) to a last node made true. So one of the two
// ends is true, and a candidate that conflicts with both ends is false. When the last node
// also conflicts with the first, the chain closes into a continuous loop: every link then
// holds both ways, and each weak link removes what conflicts with both of its nodes.
//
// The search is breadth-first from every start node, so the chain returned has the fewest
// nodes (ties: the first start in scan order).

#include <algorithm>
#include <deque>
#include <optional>
#include <vector>

#include "logic/finders.hpp"
#include "logic/link_graph.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {
namespace {

// Sudoku Explainer's length bonus: +0.1 for each threshold 4, 6, 8, 12, 16, 24, ... (alternately
// x3/2 and x4/3) that L = nodes - 2 exceeds.
int length_bonus(int nodes) {
    const int length = nodes - 2;
    int bonus = 0;
    int threshold = 4;
    bool times_three_halves = true;
    while (length > threshold) {
        ++bonus;
        threshold = times_three_halves ? threshold * 3 / 2 : threshold * 4 / 3;
        times_three_halves = !times_three_halves;
    }
    return bonus;
}

struct FoundChain {
    std::vector<int> nodes;  // first node false, then alternately true and false
    bool loop = false;
    std::vector<CellDigit> eliminations;
};

struct ChainRules {
    bool loops = false;            // continuous loops allowed
    bool same_digit_ends = false;  // XY-chains: both ends hold the same digit
};

class ChainSearch {
  public:
    ChainSearch(const FindContext& context, const LinkGraph& graph, ChainRules rules)
        : context_(context),
          graph_(graph),
          rules_(rules),
          parent_(2 * graph.node_count(), -1),
          seen_stamp_(2 * graph.node_count(), 0) {}

    std::optional<FoundChain> shortest() {
        for (int start = 0; start < graph_.node_count(); ++start) {
            if (graph_.strong_links(start).empty()) continue;
            if (context_.should_stop()) break;
            search_from(start);
        }
        return std::move(best_);
    }

  private:
    static int state(int node, bool on) { return 2 * node + (on ? 1 : 0); }

    int best_nodes() const {
        return best_ ? static_cast<int>(best_->nodes.size()) : graph_.node_count() * 2 + 2;
    }

    void search_from(int start) {
        ++stamp_;
        const std::vector<CellDigit> start_conflicts = graph_.conflicting_candidates(start);
        std::deque<std::pair<int, int>> queue;  // state, nodes in the chain up to it
        visit(state(start, false), -1);
        queue.emplace_back(state(start, false), 1);
        while (!queue.empty()) {
            const auto [current, length] = queue.front();
            queue.pop_front();
            const int node = current / 2;
            const bool on = current % 2 == 1;
            // Conclusions come at true nodes; only a shorter chain can beat the best one.
            if (on && length < best_nodes()) conclude(start, current, length, start_conflicts);
            if (length + 1 >= best_nodes()) continue;
            const auto next = on ? graph_.weak_links(node) : graph_.strong_links(node);
            for (int target : next) {
                const int target_state = state(target, !on);
                if (seen(target_state)) continue;
                visit(target_state, current);
                queue.emplace_back(target_state, length + 1);
            }
        }
    }

    bool seen(int target_state) const { return seen_stamp_[target_state] == stamp_; }
    void visit(int target_state, int parent) {
        seen_stamp_[target_state] = stamp_;
        parent_[target_state] = parent;
    }

    // The nodes from the start to `end_state`, or nothing when a node repeats (a chain that
    // meets itself is valid logic but not a chain a person would draw).
    std::optional<std::vector<int>> path_to(int end_state) const {
        std::vector<int> nodes;
        for (int current = end_state; current >= 0; current = parent_[current]) {
            nodes.push_back(current / 2);
        }
        std::reverse(nodes.begin(), nodes.end());
        std::vector<int> sorted = nodes;
        std::sort(sorted.begin(), sorted.end());
        if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) return std::nullopt;
        return nodes;
    }

    void conclude(int start, int end_state, int length,
                  const std::vector<CellDigit>& start_conflicts) {
        const int end = end_state / 2;
        if (end == start || length < 2) return;
        if (rules_.same_digit_ends && graph_.node(end).digit != graph_.node(start).digit) return;
        const bool closes = rules_.loops && length >= 4 && is_weak_link(end, start);
        std::vector<CellDigit> eliminations;
        std::optional<std::vector<int>> nodes;
        if (closes) {
            nodes = path_to(end_state);
            if (!nodes) return;
            eliminations = loop_eliminations(*nodes);
        } else {
            for (const CellDigit& candidate : start_conflicts) {
                if (graph_.conflicts(candidate, end)) eliminations.push_back(candidate);
            }
            if (eliminations.empty()) return;
            nodes = path_to(end_state);
            if (!nodes) return;
        }
        if (eliminations.empty()) return;
        std::sort(eliminations.begin(), eliminations.end());
        eliminations.erase(std::unique(eliminations.begin(), eliminations.end()),
                           eliminations.end());
        best_ = FoundChain{std::move(*nodes), closes, std::move(eliminations)};
    }

    bool is_weak_link(int from, int to) const {
        const auto links = graph_.weak_links(from);
        return std::binary_search(links.begin(), links.end(), to);
    }

    // In a loop the weak links are the pairs (1,2), (3,4), ..., (last, 0).
    std::vector<CellDigit> loop_eliminations(const std::vector<int>& nodes) const {
        std::vector<CellDigit> eliminations;
        const std::size_t count = nodes.size();
        for (std::size_t index = 1; index < count; index += 2) {
            const int a = nodes[index];
            const int b = nodes[(index + 1) % count];
            for (const CellDigit& candidate : graph_.conflicting_candidates(a)) {
                if (graph_.conflicts(candidate, b)) eliminations.push_back(candidate);
            }
        }
        return eliminations;
    }

    const FindContext& context_;
    const LinkGraph& graph_;
    ChainRules rules_;
    std::vector<int> parent_;
    std::vector<unsigned> seen_stamp_;
    unsigned stamp_ = 0;
    std::optional<FoundChain> best_;
};

Step chain_step(Technique technique, const LinkGraph& graph, FoundChain found) {
    Step step;
    step.technique = technique;
    const int node_count = static_cast<int>(found.nodes.size());
    step.rating = technique_base_rating(technique) + length_bonus(node_count);
    step.eliminations = std::move(found.eliminations);
    step.form = found.loop ? ChainForm::cycle : ChainForm::chain;
    step.size = node_count;
    for (int index = 0; index + 1 < node_count; ++index) {
        const bool from_on = index % 2 == 1;
        step.links.push_back(ChainLink{graph.chain_node(found.nodes[index], from_on),
                                       graph.chain_node(found.nodes[index + 1], !from_on),
                                       /*strong=*/!from_on, /*branch=*/0});
    }
    if (found.loop) {
        step.links.push_back(ChainLink{graph.chain_node(found.nodes.back(), true),
                                       graph.chain_node(found.nodes.front(), false),
                                       /*strong=*/false, /*branch=*/0});
    }
    for (int index : found.nodes) {
        const LinkNode& node = graph.node(index);
        step.digits.insert(node.digit);
        for (int cell : node.cells) {
            if (std::find(step.cells.begin(), step.cells.end(), cell) == step.cells.end()) {
                step.cells.push_back(cell);
            }
            const CellDigit candidate{cell, node.digit};
            if (std::find(step.pattern.begin(), step.pattern.end(), candidate) ==
                step.pattern.end()) {
                step.pattern.push_back(candidate);
            }
        }
    }
    return step;
}

}  // namespace

std::optional<Step> find_xy_chain(const FindContext& context) {
    if (context.mode != LogicMode::full || !context.allows(Technique::xy_chain)) {
        return std::nullopt;
    }
    const LinkGraph graph(context.position, context.crossings(),
                          LinkGraphOptions{.bivalue_cells_only = true,
                                           .house_strong_links = false,
                                           .cell_weak_links = false,
                                           .grouped_nodes = false});
    ChainSearch search(context, graph, ChainRules{.loops = false, .same_digit_ends = true});
    std::optional<FoundChain> found = search.shortest();
    if (!found) return std::nullopt;
    return chain_step(Technique::xy_chain, graph, std::move(*found));
}

std::optional<Step> find_aic(const FindContext& context) {
    if (context.mode != LogicMode::full ||
        !context.allows(Technique::alternating_inference_chain)) {
        return std::nullopt;
    }
    const LinkGraph graph(context.position, context.crossings(), LinkGraphOptions{});
    ChainSearch search(context, graph, ChainRules{.loops = true, .same_digit_ends = false});
    std::optional<FoundChain> found = search.shortest();
    if (!found) return std::nullopt;
    return chain_step(Technique::alternating_inference_chain, graph, std::move(*found));
}

}  // namespace sudokit::logic
