#include "sudokit/position.hpp"

#include <stdexcept>
#include <vector>

namespace sudokit {

Position::Position(Shape shape)
    : geometry_(&Geometry::classic(shape)),
      values_(shape),
      marks_(shape),
      empty_count_(shape.cell_count()) {}

namespace {

const std::shared_ptr<const Geometry>& checked(const std::shared_ptr<const Geometry>& houses) {
    if (!houses) throw std::invalid_argument("a position needs houses: the geometry is null");
    return houses;
}

// The houses of `rules` that hold every digit: the geometry itself, or a copy without its
// cages, which must come last so that the houses keep their numbers in steps. Null when they
// are the shape's classic houses (a Killer's): the shared classic tables serve.
std::shared_ptr<const Geometry> complete_houses(const std::shared_ptr<const Geometry>& rules) {
    if (!rules->has_cages()) return rules->is_classic() ? nullptr : rules;
    bool cage_seen = false;
    for (const House& house : rules->houses()) {
        if (cage_seen && house.kind != HouseKind::cage) {
            throw std::invalid_argument(
                "the logic engine takes cages after the other houses: " +
                rules->house_name(static_cast<int>(&house - rules->houses().data())) +
                " follows a cage");
        }
        cage_seen = cage_seen || house.kind == HouseKind::cage;
    }
    if (rules->classic_without_cages()) return nullptr;
    return std::make_shared<const Geometry>(rules->without_cages());
}

}  // namespace

Position::Position(std::shared_ptr<const Geometry> houses)
    : variant_(complete_houses(checked(houses))),
      geometry_(variant_ ? variant_.get() : &Geometry::classic(houses->shape())),
      rules_(std::move(houses)),
      has_cages_(rules_->has_cages()),
      values_(rules_->shape()),
      marks_(rules_->shape()),
      empty_count_(rules_->cell_count()) {
    if (!variant_) {  // the classic houses, whose tables are shared
        if (!has_cages_) rules_.reset();
        return;
    }
    if (!variant_->all_houses_complete() || variant_->house_count() > kMaxHouses) {
        throw std::invalid_argument(
            "the logic engine takes houses that each hold every digit (rows, columns, boxes, "
            "diagonals, windows, regions) and cages");
    }
}

Position Position::from_puzzle(const Puzzle& puzzle) {
    return from_puzzle(puzzle, puzzle.houses);
}

Position Position::from_puzzle(const Puzzle& puzzle, std::shared_ptr<const Geometry> houses) {
    const Shape& shape = puzzle.shape();
    if (houses && !(houses->shape() == shape)) {
        throw std::invalid_argument("the puzzle's size is not the houses' size");
    }
    Position position = houses ? Position(std::move(houses)) : Position(shape);
    position.place_givens(puzzle.givens);
    return position;
}

Position Position::from_state(std::shared_ptr<const Geometry> houses, Grid values,
                              Candidates marks) {
    const Shape shape = values.shape();
    if (!(marks.shape() == shape) || (houses && !(houses->shape() == shape))) {
        throw std::invalid_argument("a position's digits, marks and houses differ in size");
    }
    Position position = houses ? Position(std::move(houses)) : Position(shape);
    position.empty_count_ = shape.cell_count() - values.filled_count();
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (!values.empty(cell)) marks[cell] = DigitSet();
    }
    position.values_ = std::move(values);
    position.marks_ = std::move(marks);
    return position;
}

// As placing each given in turn, but each empty cell loses the digits its houses' givens hold
// at once: a 64x64 puzzle's 2,000 givens have 190 peers each, and the generator's logic gates
// build a position wherever their closure is stuck.
void Position::place_givens(const Grid& givens) {
    const Geometry& houses = rules_ ? *rules_ : *geometry_;  // the peers' houses
    std::vector<DigitSet> held(static_cast<std::size_t>(houses.house_count()));
    for (int cell = 0; cell < shape().cell_count(); ++cell) {
        if (givens.empty(cell)) continue;
        for (int house : houses.houses_of(cell))
            held[static_cast<std::size_t>(house)] |= DigitSet::single(givens[cell]);
    }
    for (int cell = 0; cell < shape().cell_count(); ++cell) {
        if (!givens.empty(cell)) {
            if (filled(cell)) continue;
            values_.set(cell, givens[cell]);
            marks_[cell] = DigitSet();
            --empty_count_;
        } else {
            for (int house : houses.houses_of(cell))
                marks_[cell] -= held[static_cast<std::size_t>(house)];
        }
    }
}

Position Position::from_marks(const Candidates& marks) {
    const Shape& shape = marks.shape();
    Position position(shape);
    for (int cell = 0; cell < shape.cell_count(); ++cell)
        position.marks_[cell] = marks[cell];
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (marks[cell].is_single() && !position.filled(cell)) {
            position.place(cell, marks[cell].lowest());
        }
    }
    return position;
}

bool Position::has_empty_cell_without_candidates() const {
    for (int cell = 0; cell < shape().cell_count(); ++cell) {
        if (!filled(cell) && marks_[cell].empty()) return true;
    }
    return false;
}

void Position::place(int cell, int digit) {
    if (filled(cell)) return;
    values_.set(cell, digit);
    marks_[cell] = DigitSet();
    --empty_count_;
    if (rules_) {
        for (int peer : rules_->peers(cell))
            marks_[peer].erase(digit);
        return;
    }
    for (int peer : shape().peers(cell))
        marks_[peer].erase(digit);
}

bool Position::eliminate(int cell, int digit) {
    if (!marks_[cell].contains(digit)) return false;
    marks_[cell].erase(digit);
    return true;
}

Candidates Position::pencil_marks() const {
    Candidates result(shape());
    for (int cell = 0; cell < shape().cell_count(); ++cell) {
        result[cell] = filled(cell) ? DigitSet::single(value(cell)) : marks_[cell];
    }
    return result;
}

bool Position::operator==(const Position& other) const {
    return geometry_ == other.geometry_ && rules_ == other.rules_ && values_ == other.values_ &&
           marks_ == other.marks_;
}

}  // namespace sudokit
