// Solves and rates the README's puzzle through an installed sudokit; prints the version, the
// solution and the rating, one per line.

#include <cstdio>
#include <variant>

#include <sudokit/format.hpp>
#include <sudokit/json.hpp>
#include <sudokit/logic.hpp>
#include <sudokit/solve.hpp>
#include <sudokit/version.hpp>

int main() {
    auto parsed = sudokit::parse_puzzle(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    if (!std::holds_alternative<sudokit::Puzzle>(parsed)) return 2;
    const auto& puzzle = std::get<sudokit::Puzzle>(parsed);
    const sudokit::SolveResult result =
        sudokit::solve(puzzle, {.algorithm = sudokit::Algorithm::dlx});
    if (result.verdict != sudokit::Verdict::unique) return 1;
    std::printf("sudokit %s\n", sudokit::kVersion);
    std::puts(sudokit::to_line(result.solutions.front()).c_str());
    const sudokit::LogicResult rated =
        sudokit::solve_logically(puzzle, {.mode = sudokit::LogicMode::se});
    std::puts(sudokit::to_json(rated.rating).dump().c_str());
    return 0;
}
