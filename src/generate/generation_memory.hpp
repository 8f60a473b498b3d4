#pragma once

#include <map>
#include <memory>
#include <tuple>

#include "generate/orbit_cache.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/session.hpp"

namespace sudokit::generate {

// What a batch's generator keeps from one puzzle to the next (a generation session owns one,
// generation_session.hpp): the orbits of each shape and symmetry, the houses of the variants
// whose houses never change (X's diagonals, windoku's windows, a Killer's rows, columns and
// boxes before its cages), and the solving session the gates and ratings run in. Each is a pure
// function of what it is asked for, or a session whose results never depend on what it solved
// before (session.hpp), so a puzzle never depends on the puzzles made before it.
//
// Keeping the houses pays twice: they are built once, and the solving session's tables for
// them (the crossings of the houses, read by the closure and the engine) are found again by
// the same pointer: 11% of the instructions of X easy generation, 13% of windoku easy and 9%
// of Killer medium (callgrind).
class GenerationMemory {
  public:
    GenerationMemory();

    OrbitCache& orbits() { return orbits_; }
    // The houses of X, windoku, Killer and Killer-X on `shape` (before any cage), built once;
    // nullptr for jigsaw, whose regions are drawn for each puzzle, and classic, which needs
    // none.
    std::shared_ptr<const Geometry> fixed_houses(PuzzleVariant variant, const Shape& shape);
    // The session every gate and rating of the batch runs in (one thread at a time).
    const std::shared_ptr<SolvingSession>& solving() const { return solving_; }

  private:
    OrbitCache orbits_;
    std::map<std::tuple<PuzzleVariant, int, int>, std::shared_ptr<const Geometry>> houses_;
    std::shared_ptr<SolvingSession> solving_;
};

}  // namespace sudokit::generate
