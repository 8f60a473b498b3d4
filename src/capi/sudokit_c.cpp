// The C interface (include/sudokit/sudokit_c.h): each call parses, runs the library and
// returns the JSON text the command would print, in memory the caller frees. No exception
// crosses into C.

#include "sudokit/sudokit_c.h"

#include <cstdlib>
#include <cstring>
#include <exception>
#include <string>
#include <variant>

#include "sudokit/format.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/json.hpp"
#include "sudokit/records.hpp"
#include "sudokit/solve.hpp"
#include "sudokit/version.hpp"

namespace {

using sudokit::Puzzle;

char* copy_out(const std::string& text) {
    char* copy = static_cast<char*>(std::malloc(text.size() + 1));
    if (copy != nullptr) std::memcpy(copy, text.c_str(), text.size() + 1);
    return copy;
}

char* error_json(const std::string& message) {
    return copy_out(sudokit::json_text(nlohmann::json{{"error", message}}));
}

// Runs `make(puzzle)` on the parsed puzzle and returns its JSON; errors become {"error"}.
template <typename Make>
char* with_puzzle(const char* text, const Make& make) {
    if (text == nullptr) return error_json("no puzzle text");
    try {
        auto parsed = sudokit::parse_puzzle(text);
        if (const auto* error = std::get_if<sudokit::ParseError>(&parsed)) {
            return error_json(error->to_string());
        }
        return copy_out(sudokit::json_text(make(std::get<Puzzle>(parsed))));
    } catch (const std::exception& failure) {
        return error_json(failure.what());
    }
}

}  // namespace

extern "C" {

const char* sudokit_version(void) {
    return sudokit::kVersion;
}

char* sudokit_solve(const char* puzzle, const char* algorithm) {
    sudokit::SolveOptions options;
    if (algorithm != nullptr) {
        const auto parsed = sudokit::parse_algorithm(algorithm);
        if (!parsed) return error_json(std::string("unknown algorithm: ") + algorithm);
        options.algorithm = *parsed;
    }
    return with_puzzle(puzzle, [&](const Puzzle& read) {
        return sudokit::to_json(sudokit::solve(read, options), read.symbols);
    });
}

int64_t sudokit_count(const char* puzzle, uint64_t limit) {
    if (puzzle == nullptr) return -1;
    try {
        auto parsed = sudokit::parse_puzzle(puzzle);
        if (!std::holds_alternative<Puzzle>(parsed)) return -1;
        sudokit::SolveOptions options;
        options.solution_limit = limit;
        options.keep_solutions = 0;
        return static_cast<int64_t>(
            sudokit::solve(std::get<Puzzle>(parsed), options).solution_count);
    } catch (const std::exception&) {
        return -1;
    }
}

char* sudokit_rate(const char* puzzle) {
    return with_puzzle(puzzle, [](const Puzzle& read) {
        sudokit::LogicOptions options;
        options.mode = sudokit::LogicMode::se;
        options.keep_steps = false;
        return sudokit::rating_record(
            read, sudokit::solve_logically(sudokit::start_position(read), options));
    });
}

char* sudokit_generate(uint64_t seed, const char* difficulty) {
    try {
        sudokit::GenerateOptions options;
        if (difficulty != nullptr) {
            const auto level = sudokit::parse_level(difficulty);
            if (!level) return error_json(std::string("unknown difficulty: ") + difficulty);
            sudokit::apply_level(options, *level);
        }
        const std::uint64_t puzzle_seed = sudokit::puzzle_seed(seed, 0);
        auto made = sudokit::generate_puzzle(options, puzzle_seed);
        if (!made) return error_json("no puzzle was made");
        if (!made->rating) made->rating = sudokit::report_rating(made->puzzle, options.rating_mode);
        return copy_out(sudokit::json_text(sudokit::to_json(*made, 0, puzzle_seed, options)));
    } catch (const std::exception& failure) {
        return error_json(failure.what());
    }
}

void sudokit_free(char* text) {
    std::free(text);
}

}  // extern "C"
