// Simon Tatham's Solo (Debian sgt-puzzles) game IDs, read and written: "PARAMS:DESCRIPTION".
//
// PARAMS: "CxR" for boxes of C rows by R columns (a side-CR grid; "3x3" is 9x9), or "Nj" for
// a jigsaw of side N; then flags: 'x' both diagonals are houses, 'k' Killer; symmetry ("a",
// "r2", "m4", "md2"...) and difficulty ("db", "di"...) letters may follow and say nothing
// about the puzzle.
// DESCRIPTION, comma-separated parts:
// - the givens in reading order: a digit (a decimal number above 9), 'a'..'z' a run of 1-26
//   blanks, '_' only between two numbers;
// - for a jigsaw, the regions; for a Killer, the cages, then their sums written as a grid of
//   numbers (each cage's sum at one of its cells, Solo's first in reading order).
// Regions and cages are written as the lines between cells: the N(N-1) lines between
// horizontal neighbours in reading order, then the N(N-1) between vertical neighbours
// column by column, as runs: '_' a line right after the last, 'a'..'y' 1-25 places without a
// line then a line, 'z' 25 places without a line and no line; an ending line closes the list.

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/disjoint_sets.hpp"
#include "format/record_parsers.hpp"
#include "format/text_lines.hpp"
#include "sudokit/solo_game_id.hpp"

namespace sudokit {
namespace {

// The two cells on either side of dividing line `line` of a side-`side` grid.
std::pair<int, int> cells_beside(int line, int side) {
    const int per_row = side - 1;
    if (line < side * per_row) {
        const int cell = (line / per_row) * side + line % per_row;
        return {cell, cell + 1};
    }
    const int column = line / per_row - side;
    const int cell = (line % per_row) * side + column;
    return {cell, cell + side};
}

int line_count(int side) {
    return 2 * side * (side - 1);
}

// The groups (regions or cages) of cells joined across the places without a line: each cell's
// group number, numbered in reading order of the groups' first cells.
std::vector<int> groups_from_lines(const std::vector<bool>& lines, int side) {
    DisjointSets joined(side * side);
    for (int line = 0; line < line_count(side); ++line) {
        if (lines[static_cast<std::size_t>(line)]) continue;
        const auto [first, second] = cells_beside(line, side);
        joined.join(first, second);
    }
    const auto cells = static_cast<std::size_t>(side * side);
    std::vector<int> group(cells, -1), number_of(cells, -1);
    int groups = 0;
    for (int cell = 0; cell < side * side; ++cell) {
        int& number = number_of[static_cast<std::size_t>(joined.find(cell))];
        if (number < 0) number = groups++;
        group[static_cast<std::size_t>(cell)] = number;
    }
    return group;
}

// Whether each group of `group_of` is one piece of orthogonally adjacent cells (Solo draws
// its regions and cages by the lines between cells, so a group in two pieces would read back
// as two).
bool groups_connected(const std::vector<int>& group_of, int side) {
    std::vector<bool> lines(static_cast<std::size_t>(line_count(side)));
    for (int line = 0; line < line_count(side); ++line) {
        const auto [first, second] = cells_beside(line, side);
        lines[static_cast<std::size_t>(line)] =
            group_of[static_cast<std::size_t>(first)] != group_of[static_cast<std::size_t>(second)];
    }
    const std::vector<int> pieces = groups_from_lines(lines, side);
    return *std::max_element(pieces.begin(), pieces.end()) ==
           *std::max_element(group_of.begin(), group_of.end());
}

std::string encode_lines(const std::vector<int>& group_of, int side) {
    std::string text;
    int run = 0;
    for (int line = 0; line <= line_count(side); ++line) {
        bool divides = true;  // the ending line
        if (line < line_count(side)) {
            const auto [first, second] = cells_beside(line, side);
            divides = group_of[static_cast<std::size_t>(first)] !=
                      group_of[static_cast<std::size_t>(second)];
        }
        if (!divides) {
            ++run;
            continue;
        }
        for (; run > 25; run -= 25)
            text += 'z';
        text += run == 0 ? '_' : static_cast<char>('a' - 1 + run);
        run = 0;
    }
    return text;
}

// Numbers (0 for a blank) in reading order as Solo writes givens and sums.
std::string encode_numbers(const std::vector<int>& numbers) {
    std::string text;
    int blanks = 0;
    for (std::size_t index = 0; index <= numbers.size(); ++index) {
        const int number = index < numbers.size() ? numbers[index] : -1;
        if (number == 0) {
            ++blanks;
            continue;
        }
        if (blanks > 0) {
            for (; blanks > 26; blanks -= 26)
                text += 'z';
            text += static_cast<char>('a' - 1 + blanks);
            blanks = 0;
        } else if (!text.empty() && number > 0) {
            text += '_';
        }
        if (number > 0) text += std::to_string(number);
    }
    return text;
}

}  // namespace

std::variant<std::string, GeometryError> to_solo_game_id(const Puzzle& puzzle) {
    const Shape& shape = puzzle.shape();
    const int side = shape.side();
    bool diagonals = false, jigsaw = false;
    std::vector<int> sums(static_cast<std::size_t>(side * side), 0);
    int cages = 0;
    if (puzzle.houses) {
        for (const House& house : puzzle.houses->houses()) {
            switch (house.kind) {
                case HouseKind::diagonal:
                    diagonals = true;
                    break;
                case HouseKind::window:
                    return GeometryError{"Solo's game IDs have no windoku windows"};
                case HouseKind::region:
                    jigsaw = true;
                    break;
                case HouseKind::cage:
                    if (house.cells.size() < 2) {
                        return GeometryError{fmt::format(
                            "Solo's Killer cages have two cells or more; the cage at {} has one",
                            shape.cell_name(house.cells.front()))};
                    }
                    if (!house.sum) {
                        return GeometryError{fmt::format(
                            "Solo's Killer cages all have sums; the cage at {} has none",
                            shape.cell_name(house.cells.front()))};
                    }
                    sums[static_cast<std::size_t>(house.cells.front())] = *house.sum;
                    ++cages;
                    break;
                default:
                    break;
            }
        }
    }
    const bool killer = cages > 0;
    const Geometry& houses = puzzle.geometry();
    const std::vector<int> region_of = houses.house_index_map(HouseKind::region);
    const std::vector<int> cage_of = houses.house_index_map(HouseKind::cage);
    if (killer) {
        if (side > 9) return GeometryError{"Solo's Killer puzzles are at most 9x9"};
        for (int cell = 0; cell < side * side; ++cell) {
            if (cage_of[static_cast<std::size_t>(cell)] < 0) {
                return GeometryError{
                    fmt::format("Solo's Killer puzzles cage every cell; {} is in no cage",
                                shape.cell_name(cell))};
            }
        }
    }
    if (jigsaw && !groups_connected(region_of, side))
        return GeometryError{"Solo's jigsaw regions are each one piece; a region here is not"};
    if (killer && !groups_connected(cage_of, side))
        return GeometryError{
            "Solo's Killer cages are each one piece of side-by-side cells; a "
            "cage here is not"};
    std::string id = jigsaw ? fmt::format("{}j", side)
                            : fmt::format("{}x{}", shape.box_rows(), shape.box_cols());
    if (diagonals) id += 'x';
    if (killer) id += 'k';
    std::vector<int> givens(static_cast<std::size_t>(side * side));
    const Grid clues = puzzle.clues();
    for (int cell = 0; cell < side * side; ++cell)
        givens[static_cast<std::size_t>(cell)] = clues[cell];
    id += ':' + encode_numbers(givens);
    if (jigsaw) id += ',' + encode_lines(region_of, side);
    if (killer) id += ',' + encode_lines(cage_of, side) + ',' + encode_numbers(sums);
    return id;
}

namespace format_detail {
namespace {

struct SoloParams {
    int box_rows = 0, box_cols = 0;  // box_cols 1: a jigsaw of side box_rows
    bool diagonals = false, killer = false;
};

// Reads "CxR" or "Nj" and the flags; nullopt when the text is not Solo's parameters.
std::optional<SoloParams> read_params(std::string_view text) {
    SoloParams params;
    std::size_t at = 0;
    const auto digits = [&]() {
        const std::size_t start = at;
        while (at < text.size() && at - start < 2 && text[at] >= '0' && text[at] <= '9')
            ++at;
        return at > start ? std::stoi(std::string(text.substr(start, at - start))) : 0;
    };
    params.box_rows = params.box_cols = digits();
    if (params.box_rows == 0) return std::nullopt;
    bool seen_cols = false;
    if (at + 1 < text.size() && text[at] == 'x' && text[at + 1] >= '0' && text[at + 1] <= '9') {
        ++at;
        params.box_cols = digits();
        seen_cols = true;
    }
    while (at < text.size()) {
        const char flag = text[at++];
        if (flag == 'j') {
            if (seen_cols) params.box_rows *= params.box_cols;
            params.box_cols = 1;
        } else if (flag == 'x') {
            params.diagonals = true;
        } else if (flag == 'k') {
            params.killer = true;
        } else if (flag == 'r' || flag == 'm') {  // symmetry: r2 r4 m2 m4 m8 md2 md4
            if (flag == 'm' && at < text.size() && text[at] == 'd') ++at;
            if (digits() == 0) return std::nullopt;
        } else if (flag == 'd') {  // difficulty
            if (at == text.size() ||
                std::string_view("tbiaeu").find(text[at]) == std::string_view::npos)
                return std::nullopt;
            ++at;
        } else if (flag != 'a') {  // 'a': no symmetry
            return std::nullopt;
        }
    }
    return params;
}

class SoloParser {
  public:
    explicit SoloParser(const SourceLine& line) : line_(line) {}

    ParseResult parse() {
        const std::string_view text = line_.text;
        const std::size_t start = text.find_first_not_of(" \t");
        const std::size_t colon = text.find(':', start);
        if (colon == std::string_view::npos)
            return error(start, "expected ':' after Solo's game parameters");
        const std::size_t end = std::min(text.find_first_of(" \t", colon), text.size());
        const std::optional<SoloParams> params = read_params(text.substr(start, colon - start));
        if (!params) return error(start, "expected Solo's game parameters (\"3x3\", \"9j\", ...)");
        const bool jigsaw = params->box_cols == 1;
        const int side = jigsaw ? params->box_rows : params->box_rows * params->box_cols;
        std::optional<Shape> shape =
            jigsaw ? Shape::from_side(side)
                   : Shape::parse_size(fmt::format("{}x{}", params->box_rows, params->box_cols));
        if (!shape) {
            return error(start, fmt::format("Solo's \"{}\" is a {}x{} grid, which sudokit does not "
                                            "take",
                                            text.substr(start, colon - start), side, side));
        }
        side_ = side;
        // The description's parts, each with its column.
        std::vector<std::pair<std::string_view, std::size_t>> parts;
        for (std::size_t at = colon + 1;;) {
            const std::size_t comma = std::min(text.find(',', at), end);
            parts.emplace_back(text.substr(at, comma - at), at);
            if (comma >= end) break;
            at = comma + 1;
        }
        const std::size_t expected = 1 + (jigsaw ? 1 : 0) + (params->killer ? 2 : 0);
        if (parts.size() != expected) {
            return error(colon + 1,
                         fmt::format("this Solo game ID has {} comma-separated parts, expected {} "
                                     "(givens{}{})",
                                     parts.size(), expected, jigsaw ? ", regions" : "",
                                     params->killer ? ", cages, cage sums" : ""));
        }
        std::vector<int> givens;
        if (!read_numbers(parts[0], side, "givens", givens)) return *error_;
        Geometry geometry(*shape);
        std::size_t next = 1;
        if (jigsaw) {
            std::vector<int> region_of;
            if (!read_lines(parts[next++], region_of)) return *error_;
            std::string map(region_of.size(), ' ');
            for (std::size_t cell = 0; cell < region_of.size(); ++cell)
                map[cell] = region_symbol(region_of[cell]);
            auto regions = Geometry::with_regions(*shape, map);
            if (auto* problem = std::get_if<GeometryError>(&regions))
                return error(parts[1].second, "Solo's regions: " + problem->message);
            geometry = std::move(std::get<Geometry>(regions));
        }
        if (params->diagonals) geometry.add_diagonals();
        if (params->killer) {
            std::vector<int> cage_of, sums;
            if (!read_lines(parts[next], cage_of)) return *error_;
            if (!read_numbers(parts[next + 1], side * side * side, "cage sums", sums))
                return *error_;
            std::vector<CageSpec> cages(
                static_cast<std::size_t>(*std::max_element(cage_of.begin(), cage_of.end()) + 1));
            for (int cell = 0; cell < side * side; ++cell) {
                CageSpec& cage =
                    cages[static_cast<std::size_t>(cage_of[static_cast<std::size_t>(cell)])];
                cage.cells.push_back(cell);
                const int sum = sums[static_cast<std::size_t>(cell)];
                if (sum == 0) continue;
                if (cage.sum) {
                    return error(parts[next + 1].second,
                                 fmt::format("Solo's cage sums give the cage of {} two sums, {} "
                                             "and {}",
                                             shape->cell_name(cell), *cage.sum, sum));
                }
                cage.sum = sum;
            }
            for (const CageSpec& cage : cages) {
                if (!cage.sum) {
                    return error(parts[next + 1].second,
                                 fmt::format("Solo's cage sums give the cage of {} none",
                                             shape->cell_name(cage.cells.front())));
                }
            }
            if (const auto problem = geometry.add_cages(cages))
                return error(parts[next].second, problem->message);
        }
        Grid grid(*shape);
        for (int cell = 0; cell < side * side; ++cell)
            grid.set(cell, givens[static_cast<std::size_t>(cell)]);
        Puzzle puzzle(grid, std::string(trim(text.substr(end))));
        if (jigsaw || params->diagonals || params->killer)
            puzzle.houses = std::make_shared<const Geometry>(std::move(geometry));
        return puzzle;
    }

  private:
    ParseError error(std::size_t index, std::string message) {
        return ParseError{line_.number, index + 1, std::move(message)};
    }

    static char region_symbol(int region) {
        constexpr std::string_view kSymbols =
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        return kSymbols[static_cast<std::size_t>(region) % kSymbols.size()];
    }

    // Solo's numbers grid: side x side numbers from 1 to `largest`, or blanks (0).
    bool read_numbers(std::pair<std::string_view, std::size_t> part, int largest,
                      std::string_view what, std::vector<int>& numbers) {
        const auto [text, column] = part;
        const auto area = static_cast<std::size_t>(side_ * side_);
        numbers.clear();
        for (std::size_t at = 0; at < text.size();) {
            const char symbol = text[at];
            if (symbol >= 'a' && symbol <= 'z') {
                numbers.insert(numbers.end(), static_cast<std::size_t>(symbol - 'a' + 1), 0);
                ++at;
            } else if (symbol == '_') {
                ++at;
            } else if (symbol >= '0' && symbol <= '9') {
                const std::size_t start = at;
                int value = 0;  // held below 10,000: anything above is out of range anyway
                for (; at < text.size() && text[at] >= '0' && text[at] <= '9'; ++at)
                    value = std::min(value * 10 + (text[at] - '0'), 10'000);
                if (value < 1 || value > largest) {
                    error_ = error(column + start,
                                   fmt::format("{} among Solo's {}, which go from 1 to {}",
                                               text.substr(start, at - start), what, largest));
                    return false;
                }
                numbers.push_back(value);
            } else {
                error_ =
                    error(column + at, fmt::format("unexpected '{}' in Solo's {} (numbers, a-z for "
                                                   "blanks, _ between numbers)",
                                                   symbol, what));
                return false;
            }
            if (numbers.size() > area) {
                error_ = error(column + at - 1,
                               fmt::format("Solo's {} run past the {} cells", what, area));
                return false;
            }
        }
        if (numbers.size() < area) {
            error_ = error(column + text.size(), fmt::format("Solo's {} cover {} of the {} cells",
                                                             what, numbers.size(), area));
            return false;
        }
        return true;
    }

    // Solo's dividing lines, as each cell's group.
    bool read_lines(std::pair<std::string_view, std::size_t> part, std::vector<int>& group_of) {
        const auto [text, column] = part;
        const int total = line_count(side_);
        std::vector<bool> lines(static_cast<std::size_t>(total) + 1, false);
        int at_line = 0;
        for (std::size_t at = 0; at < text.size(); ++at) {
            const char symbol = text[at];
            if (symbol == '_' || (symbol >= 'a' && symbol <= 'z')) {
                at_line += symbol == '_' ? 0 : symbol - 'a' + 1;
                if (symbol == 'z') continue;
                if (at_line > total) break;
                lines[static_cast<std::size_t>(at_line++)] = true;
                continue;
            }
            error_ = error(column + at, fmt::format("unexpected '{}' in Solo's dividing lines "
                                                    "(_ and a-z)",
                                                    symbol));
            return false;
        }
        if (at_line != total + 1 || !lines[static_cast<std::size_t>(total)]) {
            error_ = error(column, fmt::format("Solo's dividing lines of a {}x{} grid cover {} "
                                               "places and an ending line; these cover {}",
                                               side_, side_, total, at_line));
            return false;
        }
        lines.pop_back();
        group_of = groups_from_lines(lines, side_);
        return true;
    }

    const SourceLine& line_;
    int side_ = 0;
    std::optional<ParseError> error_;
};

}  // namespace

bool is_solo_game_id_line(std::string_view text) {
    text = trim(text);
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos || colon == 0 || !read_params(text.substr(0, colon)))
        return false;
    const std::string_view description =
        text.substr(colon + 1, text.find_first_of(" \t") - colon - 1);
    return !description.empty() &&
           description.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_,") ==
               std::string_view::npos;
}

ParseResult parse_solo_record(LineSource& source, const ReadOptions& /*options*/) {
    const SourceLine line = source.take();
    return SoloParser(line).parse();
}

}  // namespace format_detail
}  // namespace sudokit
