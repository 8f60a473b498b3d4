// Killer Sudoku on one line, in the two public forms:
// - the cage map ("snarfable" form): 81 characters, a cage's head cell giving its sum
//   (0-9, A-Z for 10-35, a-j for 36-45; 0 for a cage with no total), every other cell an arrow
//   that points one step toward the head: < > ^ v, or ` ' , . for up-left, up-right,
//   down-left and down-right;
// - SumoCue's list: "3x3:d:k:" (d for Killer-X, both diagonals houses, or empty) then a
//   field per cell, sum x 256 + cage id, ':'-separated; sum 0 for a cell in no cage.
// Both have no givens. Errors name the cell (r3c4) and the column of its character or field.

#include <fmt/format.h>

#include <map>
#include <memory>
#include <vector>

#include "format/record_parsers.hpp"
#include "format/text_lines.hpp"

namespace sudokit::format_detail {

namespace {

constexpr int kSide = 9;
constexpr int kCells = kSide * kSide;

std::string cell_name(int cell) {
    return fmt::format("r{}c{}", cell / kSide + 1, cell % kSide + 1);
}

// The sum a head character gives, or -1 for an arrow or anything else.
int head_sum(char symbol) {
    if (symbol >= '0' && symbol <= '9') return symbol - '0';
    if (symbol >= 'A' && symbol <= 'Z') return symbol - 'A' + 10;
    if (symbol >= 'a' && symbol <= 'j') return symbol - 'a' + 36;
    return -1;
}

// The row and column step of an arrow, or {0, 0} for a character that is none.
std::pair<int, int> arrow_step(char symbol) {
    switch (symbol) {
        case '<':
            return {0, -1};
        case '>':
            return {0, 1};
        case '^':
            return {-1, 0};
        case 'v':
            return {1, 0};
        case '`':
            return {-1, -1};
        case '\'':
            return {-1, 1};
        case ',':
            return {1, -1};
        case '.':
            return {1, 1};
        default:
            return {0, 0};
    }
}

bool is_arrow(char symbol) {
    return arrow_step(symbol) != std::pair<int, int>{0, 0};
}

// The first whitespace-separated word of a line and its 1-based column.
std::pair<std::string_view, std::size_t> first_word(std::string_view text) {
    std::size_t start = 0;
    while (start < text.size() && (text[start] == ' ' || text[start] == '\t'))
        ++start;
    std::size_t end = start;
    while (end < text.size() && text[end] != ' ' && text[end] != '\t')
        ++end;
    return {text.substr(start, end - start), start + 1};
}

// A puzzle of the classic 9x9 shape with no givens and these cages (and diagonals).
ParseResult killer_puzzle(const std::vector<CageSpec>& cages, bool diagonals,
                          std::size_t line_number, std::string label) {
    Geometry geometry = diagonals ? Geometry::with_diagonals(Shape()) : Geometry(Shape());
    if (const auto error = geometry.add_cages(cages)) {
        return ParseError{line_number, 0, error->message};
    }
    Puzzle puzzle{Grid(Shape()), std::move(label)};
    puzzle.houses = std::make_shared<const Geometry>(std::move(geometry));
    return puzzle;
}

ParseResult parse_cage_map(const SourceLine& line) {
    const auto word = first_word(line.text);
    const std::string_view map = word.first;
    const std::size_t column = word.second;
    auto error_at = [&](int cell, std::string message) {
        return ParseError{line.number, column + static_cast<std::size_t>(cell), std::move(message)};
    };
    if (map.size() != static_cast<std::size_t>(kCells)) {
        return ParseError{line.number, column,
                          fmt::format("a Killer cage map has 81 characters, found {}", map.size())};
    }
    // Each cell's head, following the arrows (at most 81 steps: more is a loop).
    std::vector<int> head_of(kCells, -1);
    for (int cell = 0; cell < kCells; ++cell) {
        int at = cell;
        for (int steps = 0; steps <= kCells; ++steps) {
            const char symbol = map[static_cast<std::size_t>(at)];
            if (head_sum(symbol) >= 0) break;
            const auto [down, right] = arrow_step(symbol);
            if (down == 0 && right == 0) {
                return error_at(at, fmt::format("expected a cage sum (0-9, A-Z, a-j) or an arrow "
                                                "(< > ^ v ` ' , .) for {}, found '{}'",
                                                cell_name(at), symbol));
            }
            const int row = at / kSide + down;
            const int col = at % kSide + right;
            if (row < 0 || row >= kSide || col < 0 || col >= kSide) {
                return error_at(at, fmt::format("the arrow '{}' of {} points off the grid", symbol,
                                                cell_name(at)));
            }
            at = row * kSide + col;
            if (steps == kCells) {
                return error_at(cell, fmt::format("the arrows from {} go round in a loop and "
                                                  "never reach a cage sum",
                                                  cell_name(cell)));
            }
        }
        head_of[static_cast<std::size_t>(cell)] = at;
    }
    std::map<int, CageSpec> by_head;
    for (int cell = 0; cell < kCells; ++cell) {
        const int head = head_of[static_cast<std::size_t>(cell)];
        CageSpec& cage = by_head[head];
        cage.cells.push_back(cell);
        const int sum = head_sum(map[static_cast<std::size_t>(head)]);
        if (sum > 0) cage.sum = sum;
    }
    std::vector<CageSpec> cages;
    for (auto& [head, cage] : by_head)
        cages.push_back(std::move(cage));
    return killer_puzzle(cages, false, line.number,
                         std::string(trim(line.written_from(column - 1 + map.size()))));
}

ParseResult parse_sumocue(const SourceLine& line) {
    const std::string_view text = line.text;
    const std::size_t start = text.find_first_not_of(" \t");
    // "3x3:" then "d:" or ":" then "k:".
    std::size_t at = start + 4;
    bool diagonals = false;
    if (at < text.size() && text[at] == 'd') {
        diagonals = true;
        ++at;
    }
    if (text.substr(at, 3) != ":k:") {
        return ParseError{line.number, at + 1,
                          "expected \":k:\" after \"3x3:\" (or \"3x3:d\" for Killer-X)"};
    }
    at += 3;
    std::map<int, CageSpec> by_id;
    std::map<int, int> first_cell_of;
    for (int cell = 0; cell < kCells; ++cell) {
        const std::size_t end = text.find(':', at);
        const std::string_view field =
            text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
        int value = -1;
        if (!field.empty() && field.size() <= 6 &&
            field.find_first_not_of("0123456789") == std::string_view::npos) {
            value = std::stoi(std::string(field));
        }
        if (value < 0) {
            return ParseError{line.number, at + 1,
                              fmt::format("expected a number (sum x 256 + cage id) for {}, "
                                          "found \"{}\"",
                                          cell_name(cell), field)};
        }
        if (end == std::string_view::npos && cell + 1 < kCells) {
            return ParseError{
                line.number, 0,
                fmt::format("SumoCue lists a field per cell, 81; found {}", cell + 1)};
        }
        const int sum = value / 256;
        const int id = value % 256;
        if (sum > 0) {
            CageSpec& cage = by_id[id];
            if (cage.sum && *cage.sum != sum) {
                return ParseError{
                    line.number, at + 1,
                    fmt::format("{} gives cage {} the sum {}, but {} gave it {}", cell_name(cell),
                                id, sum, cell_name(first_cell_of[id]), *cage.sum)};
            }
            if (!cage.sum) first_cell_of[id] = cell;
            cage.sum = sum;
            cage.cells.push_back(cell);
        }
        at = end == std::string_view::npos ? text.size() : end + 1;
    }
    std::vector<CageSpec> cages;
    for (auto& [id, cage] : by_id)
        cages.push_back(std::move(cage));
    const std::string_view rest = trim(text.substr(std::min(at, text.size())));
    return killer_puzzle(cages, diagonals, line.number, std::string(rest));
}

}  // namespace

bool is_sumocue_line(std::string_view text) {
    text = trim(text);
    return text.starts_with("3x3:") &&
           (text.substr(4).starts_with(":k:") || text.substr(4).starts_with("d:k:"));
}

bool is_cage_map_line(std::string_view text) {
    const std::string_view map = first_word(text).first;
    if (map.size() != static_cast<std::size_t>(kCells)) return false;
    bool arrow = false;
    for (const char symbol : map) {
        if (symbol == '.') continue;  // a blank of a plain line, or an arrow
        if (is_arrow(symbol)) {
            arrow = true;
        } else if (head_sum(symbol) < 0) {
            return false;
        }
    }
    return arrow;
}

ParseResult parse_killer_record(LineSource& source, const ReadOptions& /*options*/) {
    const SourceLine line = source.take();
    if (is_sumocue_line(line.text)) return parse_sumocue(line);
    return parse_cage_map(line);
}

}  // namespace sudokit::format_detail
