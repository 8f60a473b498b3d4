// Kakuro's readers: the block-of-rows text form, the JSON line form, and which of the two (or
// neither) a text is.

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "kakuro/board_text.hpp"
#include "sudokit/kakuro_format.hpp"

namespace sudokit::kakuro {

namespace {

bool is_blank(std::string_view line) {
    return line.find_first_not_of(" \t\r") == std::string_view::npos;
}

bool is_comment(std::string_view line) {
    const std::size_t start = line.find_first_not_of(" \t");
    return start != std::string_view::npos && (line[start] == '%' || line[start] == ';');
}

// The text's lines, without their line ends.
std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

std::string_view first_content_line(std::string_view text) {
    for (const std::string_view line : split_lines(text)) {
        if (!is_blank(line) && !is_comment(line)) return line;
    }
    return {};
}

// Whether a JSON object describes a Kakuro: "type":"kakuro", or no type and a "grid" of rows.
bool is_kakuro_object(const nlohmann::json& object) {
    if (!object.is_object()) return false;
    if (const auto type = object.find("type"); type != object.end()) {
        return type->is_string() && type->get<std::string>() == "kakuro";
    }
    const auto grid = object.find("grid");
    return grid != object.end() && grid->is_array() && !grid->empty() && (*grid)[0].is_string();
}

std::vector<std::uint8_t> digits_from_json(const nlohmann::json& solution) {
    std::vector<std::uint8_t> digits;
    if (solution.is_string()) {
        for (const char symbol : solution.get<std::string>()) {
            if (symbol < '1' || symbol > '9') {
                throw std::invalid_argument(
                    fmt::format("\"solution\" holds '{}'; expected digits 1-9", symbol));
            }
            digits.push_back(static_cast<std::uint8_t>(symbol - '0'));
        }
        return digits;
    }
    if (!solution.is_array()) {
        throw std::invalid_argument("\"solution\" must be a string of digits or an array");
    }
    for (const auto& value : solution) {
        if (!value.is_number_integer() || value.get<int>() < 1 || value.get<int>() > 9) {
            throw std::invalid_argument("\"solution\" must hold digits 1-9");
        }
        digits.push_back(static_cast<std::uint8_t>(value.get<int>()));
    }
    return digits;
}

// A stated "runs" list must be the runs the grid has (as sets: order free).
void check_stated_runs(const Puzzle& puzzle, const nlohmann::json& runs) {
    if (!runs.is_array()) throw std::invalid_argument("\"runs\" must be an array");
    std::vector<std::pair<int, std::vector<int>>> derived;
    for (const Run& run : puzzle.runs()) {
        std::vector<int> cells;
        for (const int white : run.cells)
            cells.push_back(puzzle.whites()[white]);
        std::sort(cells.begin(), cells.end());
        derived.emplace_back(run.sum, std::move(cells));
    }
    std::sort(derived.begin(), derived.end());
    std::vector<std::pair<int, std::vector<int>>> stated;
    for (const auto& run : runs) {
        if (!run.is_object() || !run.contains("sum") || !run.contains("cells") ||
            !run["sum"].is_number_integer() || !run["cells"].is_array()) {
            throw std::invalid_argument(
                "each run needs \"sum\" and \"cells\" ([row, column] "
                "pairs)");
        }
        std::vector<int> cells;
        for (const auto& cell : run["cells"]) {
            if (!cell.is_array() || cell.size() != 2 || !cell[0].is_number_integer() ||
                !cell[1].is_number_integer()) {
                throw std::invalid_argument("a run's cells are [row, column] pairs");
            }
            const int row = cell[0].get<int>();
            const int column = cell[1].get<int>();
            if (row < 0 || row >= puzzle.rows() || column < 0 || column >= puzzle.columns()) {
                throw std::invalid_argument(
                    fmt::format("a run names [{}, {}], outside the {}x{} grid", row, column,
                                puzzle.rows(), puzzle.columns()));
            }
            cells.push_back(row * puzzle.columns() + column);
        }
        std::sort(cells.begin(), cells.end());
        stated.emplace_back(run["sum"].get<int>(), std::move(cells));
    }
    std::sort(stated.begin(), stated.end());
    if (stated != derived) {
        throw std::invalid_argument(
            fmt::format("\"runs\" ({} of them) do not match the {} runs the grid's clues make",
                        stated.size(), derived.size()));
    }
}

Record json_record(std::string_view line, std::size_t line_number) {
    Record record;
    record.line = line_number;
    try {
        const nlohmann::json object = nlohmann::json::parse(line);
        if (!is_kakuro_object(object)) {
            throw std::invalid_argument(
                "a JSON Kakuro needs \"type\":\"kakuro\" or a \"grid\" of text rows");
        }
        Puzzle puzzle = puzzle_from_json(object);
        if (const auto runs = object.find("runs"); runs != object.end()) {
            check_stated_runs(puzzle, *runs);
        }
        if (const auto solution = object.find("solution"); solution != object.end()) {
            record.stated_solution = digits_from_json(*solution);
            if (const std::string broken = find_broken_rule(puzzle, record.stated_solution);
                !broken.empty()) {
                throw std::invalid_argument("the stated \"solution\" is wrong: " + broken);
            }
        }
        record.content = std::move(puzzle);
    } catch (const nlohmann::json::exception& error) {
        record.content =
            ParseError{line_number, 0, fmt::format("not valid JSON: {}", error.what())};
    } catch (const std::invalid_argument& error) {
        record.content = ParseError{line_number, 0, error.what()};
    }
    return record;
}

}  // namespace

bool looks_like_kakuro(std::string_view text) {
    const std::string_view line = first_content_line(text);
    const std::size_t start = line.find_first_not_of(" \t");
    if (start == std::string_view::npos) return false;
    if (line[start] == '{') {
        try {
            return is_kakuro_object(nlohmann::json::parse(line));
        } catch (const nlohmann::json::exception&) {
            return false;
        }
    }
    return line_has_clue_token(line);
}

Puzzle puzzle_from_json(const nlohmann::json& object) {
    const auto grid = object.find("grid");
    if (grid == object.end() || !grid->is_array() || grid->empty()) {
        throw std::invalid_argument("\"grid\" must be an array of text rows");
    }
    std::vector<std::string> rows;
    for (const auto& row : *grid) {
        if (!row.is_string()) throw std::invalid_argument("\"grid\" rows must be strings");
        rows.push_back(row.get<std::string>());
    }
    std::vector<std::string_view> views(rows.begin(), rows.end());
    auto parsed = parse_board_rows(views);
    if (auto* error = std::get_if<BoardTextError>(&parsed)) {
        throw std::invalid_argument(
            fmt::format("\"grid\" row {}: {}", error->row_line + 1, error->message));
    }
    Puzzle puzzle = std::move(std::get<Puzzle>(parsed));
    if (const auto label = object.find("label"); label != object.end() && label->is_string()) {
        puzzle.label = label->get<std::string>();
    } else if (const auto id = object.find("id"); id != object.end() && id->is_string()) {
        puzzle.label = id->get<std::string>();
    }
    if (const auto rows_stated = object.find("rows"); rows_stated != object.end() &&
                                                      rows_stated->is_number_integer() &&
                                                      rows_stated->get<int>() != puzzle.rows()) {
        throw std::invalid_argument(fmt::format("\"rows\" says {}, the grid has {}",
                                                rows_stated->get<int>(), puzzle.rows()));
    }
    for (const char* key : {"columns", "cols"}) {
        if (const auto columns = object.find(key); columns != object.end() &&
                                                   columns->is_number_integer() &&
                                                   columns->get<int>() != puzzle.columns()) {
            throw std::invalid_argument(fmt::format("\"{}\" says {}, the grid has {}", key,
                                                    columns->get<int>(), puzzle.columns()));
        }
    }
    return puzzle;
}

std::vector<Record> read_records(std::string_view text, std::size_t first_line) {
    std::vector<Record> records;
    const std::vector<std::string_view> lines = split_lines(text);
    std::size_t index = 0;
    while (index < lines.size()) {
        const std::string_view line = lines[index];
        if (is_blank(line) || is_comment(line)) {
            ++index;
            continue;
        }
        const std::size_t line_number = first_line + index;
        if (line[line.find_first_not_of(" \t")] == '{') {
            records.push_back(json_record(line, line_number));
            ++index;
            continue;
        }
        // A text puzzle: rows up to the next blank line (comments inside are skipped).
        std::vector<std::string_view> rows;
        std::vector<std::size_t> row_lines;
        for (; index < lines.size() && !is_blank(lines[index]); ++index) {
            if (is_comment(lines[index])) continue;
            rows.push_back(lines[index]);
            row_lines.push_back(first_line + index);
        }
        Record record;
        record.line = line_number;
        auto parsed = parse_board_rows(rows);
        if (auto* error = std::get_if<BoardTextError>(&parsed)) {
            record.content = ParseError{row_lines[error->row_line], error->column, error->message};
        } else {
            record.content = std::move(std::get<Puzzle>(parsed));
        }
        records.push_back(std::move(record));
    }
    return records;
}

}  // namespace sudokit::kakuro
