#include "constraint_solver.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace sudokit::detail {

namespace {

// Flattens per-variable lists into compressed rows: list v is flat[start[v] .. start[v+1]).
void compress(std::vector<std::vector<int>>& lists, std::vector<int>& start,
              std::vector<int>& flat) {
    start.assign(1, 0);
    flat.clear();
    for (auto& list : lists) {
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
        flat.insert(flat.end(), list.begin(), list.end());
        start.push_back(static_cast<int>(flat.size()));
    }
}

}  // namespace

ConstraintSolver::ConstraintSolver(int variable_count, DigitSet initial_domain)
    : domains_(variable_count, initial_domain), assigned_(variable_count, 0) {
    for (int value = 1; value <= kLargestValue; ++value)
        value_order_.push_back(value);
}

void ConstraintSolver::add_all_different(std::span<const int> variables) {
    if (prepared_) {
        throw std::logic_error("ConstraintSolver: constraint added after assign or search");
    }
    for (const int variable : variables) {
        if (variable < 0 || variable >= variable_count()) {
            throw std::invalid_argument("ConstraintSolver: variable out of range");
        }
    }
    // A variable listed twice is still one variable (the pigeonhole test below counts them).
    std::vector<int> distinct(variables.begin(), variables.end());
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    constraints_.push_back(std::move(distinct));
}

void ConstraintSolver::set_value_order(std::vector<int> order) {
    for (const int value : order) {
        if (value < 1 || value > kLargestValue) {
            throw std::invalid_argument("ConstraintSolver: value out of range");
        }
    }
    value_order_ = std::move(order);
}

void ConstraintSolver::prepare() {
    if (prepared_) return;
    prepared_ = true;
    const int constraint_count = static_cast<int>(constraints_.size());
    std::vector<std::vector<int>> neighbour_lists(domains_.size());
    std::vector<std::vector<int>> membership_lists(domains_.size());
    permutation_values_.assign(constraints_.size(), DigitSet());
    scarce_.assign(constraints_.size(), DigitSet());
    support_.assign(constraints_.size() * kLargestValue, 0);
    for (int constraint = 0; constraint < constraint_count; ++constraint) {
        const auto& variables = constraints_[constraint];
        DigitSet values;
        for (const int variable : variables) {
            membership_lists[variable].push_back(constraint);
            values |= domains_[variable];
            for (const int other : variables) {
                if (other != variable) neighbour_lists[variable].push_back(other);
            }
        }
        // Pigeonhole: n distinct variables over n values must use every value.
        // (prepare() runs before any assign(), so these are the initial domains.)
        if (values.size() != static_cast<int>(variables.size())) continue;
        permutation_constraints_.push_back(constraint);
        permutation_values_[constraint] = values;
        for (const int variable : variables) {
            for (const int value : domains_[variable])
                ++support_[support_index(constraint, value)];
        }
        for (const int value : values) {
            if (support_[support_index(constraint, value)] <= 1) scarce_[constraint].insert(value);
        }
    }
    unplaced_ = permutation_values_;
    compress(neighbour_lists, neighbour_start_, neighbour_list_);
    compress(membership_lists, membership_start_, membership_list_);
}

std::span<const int> ConstraintSolver::neighbours(int variable) const {
    const int start = neighbour_start_[variable];
    return {neighbour_list_.data() + start, std::size_t(neighbour_start_[variable + 1] - start)};
}

std::span<const int> ConstraintSolver::constraints_of(int variable) const {
    const int start = membership_start_[variable];
    return {membership_list_.data() + start, std::size_t(membership_start_[variable + 1] - start)};
}

bool ConstraintSolver::assign(int variable, int value) {
    prepare();
    if (contradiction_ || assigned_.at(variable) || !domains_[variable].contains(value)) {
        contradiction_ = true;
        return false;
    }
    assigned_[variable] = 1;
    // The search never undoes below the trail length it starts with, so this is permanent.
    if (!assign_and_forward_check(variable, value)) contradiction_ = true;
    return !contradiction_;
}

ConstraintSolver::Choice ConstraintSolver::choose() const {
    const Choice forced = choose_forced_value();
    if (forced.kind != Choice::Kind::nothing_forced) return forced;
    const int variable = choose_variable();
    if (variable < 0) return Choice::of(Choice::Kind::solution);
    if (domains_[variable].empty()) return Choice::of(Choice::Kind::dead_end);
    return Choice::branch_on(variable, domains_[variable]);
}

ConstraintSolver::Choice ConstraintSolver::choose_forced_value() const {
    for (const int constraint : permutation_constraints_) {
        const DigitSet needy = scarce_[constraint] & unplaced_[constraint];
        if (needy.empty()) continue;
        const int value = needy.lowest();
        if (support_[support_index(constraint, value)] == 0) {
            return Choice::of(Choice::Kind::dead_end);
        }
        // The one variable that allows an unplaced value is necessarily unassigned.
        for (const int variable : constraints_[constraint]) {
            if (domains_[variable].contains(value)) {
                return Choice::branch_on(variable, DigitSet::single(value));
            }
        }
    }
    return Choice::of(Choice::Kind::nothing_forced);
}

int ConstraintSolver::choose_variable() const {
    int best = -1;
    int best_size = kLargestValue + 1;
    int best_degree = -1;
    for (int variable = 0; variable < variable_count(); ++variable) {
        if (assigned_[variable]) continue;
        const int size = domains_[variable].size();
        const int degree = neighbour_start_[variable + 1] - neighbour_start_[variable];
        if (size < best_size || (size == best_size && degree > best_degree)) {
            best = variable;
            best_size = size;
            best_degree = degree;
            if (size <= 1) break;  // forced (or failed): nothing to weigh
        }
    }
    return best;
}

void ConstraintSolver::adjust_support(int variable, DigitSet values, int change) {
    for (const int constraint : constraints_of(variable)) {
        const DigitSet counted = values & permutation_values_[constraint];
        for (const int value : counted) {
            const int count = support_[support_index(constraint, value)] += change;
            if (count <= 1) {
                scarce_[constraint].insert(value);
            } else {
                scarce_[constraint].erase(value);
            }
        }
    }
}

void ConstraintSolver::restrict_domain(int variable, DigitSet domain) {
    const DigitSet removed = domains_[variable] - domain;
    if (removed.empty()) return;
    trail_.push_back({Field::domain, variable, domains_[variable]});
    domains_[variable] = domain;
    adjust_support(variable, removed, -1);
}

void ConstraintSolver::undo_to(std::size_t trail_mark) {
    while (trail_.size() > trail_mark) {
        const TrailEntry& entry = trail_.back();
        if (entry.field == Field::domain) {
            adjust_support(entry.index, entry.previous - domains_[entry.index], +1);
            domains_[entry.index] = entry.previous;
        } else {
            unplaced_[entry.index] = entry.previous;
        }
        trail_.pop_back();
    }
}

bool ConstraintSolver::assign_and_forward_check(int variable, int value) {
    const DigitSet chosen = DigitSet::single(value);
    restrict_domain(variable, chosen);
    for (const int constraint : constraints_of(variable)) {
        if (!unplaced_[constraint].contains(value)) continue;
        trail_.push_back({Field::unplaced, constraint, unplaced_[constraint]});
        unplaced_[constraint].erase(value);
    }
    for (const int neighbour : neighbours(variable)) {
        if (assigned_[neighbour] || !domains_[neighbour].contains(value)) continue;
        restrict_domain(neighbour, domains_[neighbour] - chosen);
        if (domains_[neighbour].empty()) return false;
    }
    return true;
}

void ConstraintSolver::search(ConstraintSearchListener& listener) {
    prepare();
    if (!listener.enter_node() || contradiction_) return;

    std::vector<Frame> frames;
    frames.reserve(domains_.size());
    solution_values_.resize(domains_.size());
    const std::size_t base_mark = trail_.size();
    // Restores the pre-search state: every frame's variable unassigned, the trail undone.
    auto unwind = [&] {
        for (const Frame& frame : frames)
            assigned_[frame.variable] = 0;
        undo_to(base_mark);
    };

    bool going_down = true;
    for (;;) {
        if (going_down) {
            const Choice choice = choose();
            if (choice.kind == Choice::Kind::solution) {
                for (std::size_t i = 0; i < domains_.size(); ++i) {
                    solution_values_[i] = domains_[i].lowest();
                }
                if (!listener.accept(solution_values_)) return unwind();
            } else if (choice.kind == Choice::Kind::dead_end) {
                listener.count_backtrack();
            } else {
                if (choice.values.size() >= 2) listener.count_guess();
                assigned_[choice.variable] = 1;
                frames.push_back({choice.variable, choice.values, trail_.size(), 0});
            }
        }
        // Try the next value of the innermost frame, after undoing the previous one.
        if (frames.empty()) return unwind();
        Frame& frame = frames.back();
        undo_to(frame.trail_mark);
        while (frame.next_rank < value_order_.size() &&
               !frame.untried.contains(value_order_[frame.next_rank])) {
            ++frame.next_rank;
        }
        if (frame.next_rank == value_order_.size()) {
            assigned_[frame.variable] = 0;
            frames.pop_back();
            listener.count_backtrack();
            going_down = false;
            continue;
        }
        const int value = value_order_[frame.next_rank++];
        frame.untried.erase(value);
        if (!listener.enter_node()) return unwind();
        going_down = assign_and_forward_check(frame.variable, value);
        if (!going_down) listener.count_backtrack();  // forward checking emptied a domain
    }
}

}  // namespace sudokit::detail
