#include "generate/generation_memory.hpp"

namespace sudokit::generate {

GenerationMemory::GenerationMemory() : solving_(std::make_shared<SolvingSession>()) {}

std::shared_ptr<const Geometry> GenerationMemory::fixed_houses(PuzzleVariant variant,
                                                               const Shape& shape) {
    const auto key = std::make_tuple(variant, shape.box_rows(), shape.box_cols());
    if (const auto found = houses_.find(key); found != houses_.end()) return found->second;
    std::shared_ptr<const Geometry> built;
    switch (variant) {
        case PuzzleVariant::x:
        case PuzzleVariant::killer_x:
            built = std::make_shared<Geometry>(Geometry::with_diagonals(shape));
            break;
        case PuzzleVariant::windoku:
            built = std::make_shared<Geometry>(Geometry::with_windows(shape));
            break;
        case PuzzleVariant::killer:
            built = std::make_shared<Geometry>(shape);
            break;
        case PuzzleVariant::classic:
        case PuzzleVariant::jigsaw:
            return nullptr;
    }
    houses_.emplace(key, built);
    return built;
}

}  // namespace sudokit::generate
