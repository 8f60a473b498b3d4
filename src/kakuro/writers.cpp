// Kakuro's writers: the board as text rows (padded or not), the line of digits, and JSON.

#include <algorithm>

#include <nlohmann/json.hpp>

#include "kakuro/board_text.hpp"
#include "sudokit/json.hpp"
#include "sudokit/kakuro_format.hpp"
#include "sudokit/kakuro_solve.hpp"

namespace sudokit::kakuro {

namespace {

// Each square's token with `digits` filled in (empty: the puzzle's own digits).
std::vector<std::string> square_tokens(const Puzzle& puzzle,
                                       const std::vector<std::uint8_t>& digits) {
    std::vector<int> digit_of(puzzle.squares().size(), 0);
    const std::vector<std::uint8_t> shown = digits.empty() ? puzzle.given_digits() : digits;
    for (int white = 0; white < puzzle.white_count() && white < static_cast<int>(shown.size());
         ++white) {
        digit_of[puzzle.whites()[white]] = shown[white];
    }
    std::vector<std::string> tokens;
    tokens.reserve(puzzle.squares().size());
    for (std::size_t index = 0; index < puzzle.squares().size(); ++index) {
        tokens.push_back(square_token(puzzle.squares()[index], digit_of[index]));
    }
    return tokens;
}

const char* direction_name(Direction direction) {
    return direction == Direction::across ? "across" : "down";
}

}  // namespace

std::vector<std::string> grid_rows(const Puzzle& puzzle, const std::vector<std::uint8_t>& digits) {
    const std::vector<std::string> tokens = square_tokens(puzzle, digits);
    std::vector<std::string> rows;
    for (int row = 0; row < puzzle.rows(); ++row) {
        std::string text;
        for (int column = 0; column < puzzle.columns(); ++column) {
            if (column > 0) text += ' ';
            text += tokens[row * puzzle.columns() + column];
        }
        rows.push_back(std::move(text));
    }
    return rows;
}

std::string write_grid(const Puzzle& puzzle, const std::vector<std::uint8_t>& digits) {
    const std::vector<std::string> tokens = square_tokens(puzzle, digits);
    std::vector<std::size_t> width(puzzle.columns(), 1);
    for (std::size_t index = 0; index < tokens.size(); ++index) {
        std::size_t& column_width = width[index % puzzle.columns()];
        column_width = std::max(column_width, tokens[index].size());
    }
    std::string text;
    for (int row = 0; row < puzzle.rows(); ++row) {
        std::string line;
        for (int column = 0; column < puzzle.columns(); ++column) {
            const std::string& token = tokens[row * puzzle.columns() + column];
            if (column > 0) line += ' ';
            // Right-aligned, so that the backslashes of a column's clues line up.
            line.append(width[column] - token.size(), ' ');
            line += token;
        }
        text += line + '\n';
    }
    return text;
}

std::string write_line(const std::vector<std::uint8_t>& digits) {
    std::string line;
    line.reserve(digits.size());
    for (const std::uint8_t digit : digits) {
        line += digit == 0 ? '.' : static_cast<char>('0' + digit);
    }
    return line;
}

nlohmann::json to_json(const Puzzle& puzzle) {
    nlohmann::json runs = nlohmann::json::array();
    for (const Run& run : puzzle.runs()) {
        nlohmann::json cells = nlohmann::json::array();
        for (const int white : run.cells) {
            cells.push_back({puzzle.white_row(white), puzzle.white_column(white)});
        }
        runs.push_back({{"direction", direction_name(run.direction)},
                        {"sum", run.sum},
                        {"clue", {run.clue_row, run.clue_column}},
                        {"cells", std::move(cells)}});
    }
    nlohmann::json object{{"type", "kakuro"},
                          {"rows", puzzle.rows()},
                          {"columns", puzzle.columns()},
                          {"grid", grid_rows(puzzle)},
                          {"runs", std::move(runs)}};
    if (!puzzle.label.empty()) object["label"] = puzzle.label;
    return object;
}

nlohmann::json to_json(const SolveResult& result) {
    nlohmann::json solutions = nlohmann::json::array();
    for (const auto& digits : result.solutions)
        solutions.push_back(write_line(digits));
    return {{"verdict", std::string(to_string(result.verdict))},
            {"count", result.solution_count},
            {"exhausted", result.exhausted},
            {"solutions", std::move(solutions)},
            {"counters", sudokit::to_json(result.counters)}};
}

}  // namespace sudokit::kakuro
