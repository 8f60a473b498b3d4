#include <algorithm>
#include <climits>

#include "logic/chains/chain_engine.hpp"

namespace sudokit::logic::chains {

int length_bonus(int complexity) {
    // Thresholds 4, 6, 8, 12, 16, 24, ...: alternately x3/2 and x4/3.
    int bonus = 0;
    int ceiling = 4;
    bool odd = false;
    for (int length = complexity - 2; length > ceiling; odd = !odd) {
        ++bonus;
        ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
    }
    return bonus;
}

int ChainHint::rating() const {
    return base + length_bonus(complexity);
}

int Family::base() const {
    if (level >= 2) return 95 + 5 * (level - 2);
    if (level == 1) return 90;
    if (nishio) return 75;
    if (dynamic) return 85;
    return 80;
}

Technique Family::technique() const {
    if (level >= 2) return Technique::nested_forcing_chain;
    if (level == 1) return Technique::dynamic_forcing_chain_plus;
    if (nishio) return Technique::nishio_forcing_chain;
    if (dynamic) return Technique::dynamic_forcing_chain;
    return Technique::cell_forcing_chain;
}

int Engine::complexity(const std::vector<ChainTarget>& targets, int bound) {
    int total = 0;
    std::vector<int> nested;
    for (const ChainTarget& target : targets) {
        total += ancestor_count(*target.propagation, target.record, &nested);
        if (total > bound) return total;
    }
    if (nested.empty()) return total;
    // A nested chain used by several branches counts once.
    std::sort(nested.begin(), nested.end());
    nested.erase(std::unique(nested.begin(), nested.end()), nested.end());
    for (int id : nested) {
        total += kept_.nested[id];
    }
    return total;
}

int BestHint::bound(int base) const {
    if (!best_) return INT_MAX;
    const int best_rating = best_->rating();
    if (base > best_rating) return -1;
    if (base == best_->base) return best_->complexity;
    // Another base: the most nodes whose length bonus keeps the rating within the best one's.
    return max_complexity(best_rating - base);
}

int max_complexity(int bonus) {
    // length_bonus(c) <= bonus exactly when c - 2 is at most the bonus-th threshold.
    int ceiling = 4;
    bool odd = false;
    for (int step = 0; step < bonus; ++step, odd = !odd) {
        ceiling = odd ? ceiling * 4 / 3 : ceiling * 3 / 2;
        if (ceiling > INT_MAX / 4) return INT_MAX;
    }
    return ceiling + 2;
}

void BestHint::take(ChainHint&& hint) {
    if (!allowed_.test(static_cast<std::size_t>(hint.technique))) return;
    if (best_) {
        const int rating = hint.rating();
        const int best_rating = best_->rating();
        if (rating != best_rating) {
            if (rating > best_rating) return;
        } else if (hint.complexity != best_->complexity) {
            if (hint.complexity > best_->complexity) return;
        } else if (hint.sort_key >= best_->sort_key) {
            return;
        }
    }
    // The search reuses its propagation buffers: keep copies of the ones this hint uses,
    // one copy per propagation however many branches share it.
    std::vector<std::unique_ptr<Propagation>> kept;
    std::vector<const Propagation*> originals;
    for (ChainTarget& target : hint.targets) {
        std::size_t index = 0;
        while (index < originals.size() && originals[index] != target.propagation)
            ++index;
        if (index == originals.size()) {
            originals.push_back(target.propagation);
            kept.push_back(std::make_unique<Propagation>(*target.propagation));
        }
        target.propagation = kept[index].get();
    }
    kept_ = std::move(kept);
    best_ = std::move(hint);
}

}  // namespace sudokit::logic::chains
