// JSON of the logic engine's results: steps with every field, ratings, solve results, and
// positions that read back to the same Position.

#include <gtest/gtest.h>

#include "shared_killers.hpp"
#include "sudokit/format.hpp"
#include "sudokit/json.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/session.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using nlohmann::json;

constexpr std::string_view kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

const char* const kStepFields[] = {"technique",  "title",        "rating", "text",
                                   "placements", "eliminations", "houses", "cover_houses",
                                   "cells",      "pattern",      "fins",   "digits",
                                   "links",      "size",         "form",   "nesting"};

void expect_step_json_matches(const json& value, const Step& step, const Shape& shape) {
    for (const char* field : kStepFields) {
        EXPECT_TRUE(value.contains(field)) << field << " missing in " << value.dump();
    }
    EXPECT_EQ(value["technique"], std::string(technique_name(step.technique)));
    EXPECT_EQ(value["title"], std::string(technique_title(step.technique)));
    EXPECT_DOUBLE_EQ(value["rating"].get<double>(), step.rating / 10.0);
    EXPECT_EQ(value["text"], describe_step(step, shape));
    ASSERT_EQ(value["placements"].size(), step.placements.size());
    for (std::size_t index = 0; index < step.placements.size(); ++index) {
        const json& placement = value["placements"][index];
        EXPECT_EQ(placement["cell"], step.placements[index].cell);
        EXPECT_EQ(placement["name"], shape.cell_name(step.placements[index].cell));
        EXPECT_EQ(placement["digit"], step.placements[index].digit);
    }
    ASSERT_EQ(value["eliminations"].size(), step.eliminations.size());
    ASSERT_EQ(value["houses"].size(), step.houses.size());
    for (std::size_t index = 0; index < step.houses.size(); ++index) {
        EXPECT_EQ(value["houses"][index]["index"], step.houses[index]);
        EXPECT_EQ(value["houses"][index]["name"], shape.house_name(step.houses[index]));
    }
    EXPECT_EQ(value["cells"].size(), step.cells.size());
    EXPECT_EQ(value["links"].size(), step.links.size());
    EXPECT_EQ(value["digits"].size(), static_cast<std::size_t>(step.digits.size()));
    EXPECT_EQ(value["size"], step.size);
    EXPECT_EQ(value["nesting"], step.nesting);
}

TEST(LogicJsonTest, EveryStepOfASolveHasEveryField) {
    const Puzzle puzzle = testing::puzzle_from_line(kPuzzle);
    const LogicResult result = solve_logically(puzzle);
    ASSERT_EQ(result.status, LogicStatus::solved);
    ASSERT_FALSE(result.steps.empty());
    const json value = to_json(result);
    EXPECT_EQ(value["status"], "solved");
    ASSERT_EQ(value["steps"].size(), result.steps.size());
    for (std::size_t index = 0; index < result.steps.size(); ++index) {
        expect_step_json_matches(value["steps"][index], result.steps[index], puzzle.shape());
    }
    const json& rating = value["rating"];
    EXPECT_DOUBLE_EQ(rating["er"].get<double>(), result.rating.er / 10.0);
    EXPECT_DOUBLE_EQ(rating["ep"].get<double>(), result.rating.ep / 10.0);
    EXPECT_DOUBLE_EQ(rating["ed"].get<double>(), result.rating.ed / 10.0);
    EXPECT_EQ(rating["hardest"], std::string(technique_name(result.rating.hardest)));
    EXPECT_EQ(rating["level"], std::string(level_name(result.rating.level)));
}

TEST(LogicJsonTest, HardSolvesInBothModes) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    for (const LogicMode mode : {LogicMode::se, LogicMode::full}) {
        for (const Puzzle& puzzle : testing::load_data_set("puzzles3_magictour_top1465", 4)) {
            LogicOptions options;
            options.mode = mode;
            options.finish_with_solver = true;
            const LogicResult result = solve_logically(puzzle, options);
            ASSERT_EQ(result.status, LogicStatus::solved);
            const json value = to_json(result);
            for (std::size_t index = 0; index < result.steps.size(); ++index) {
                expect_step_json_matches(value["steps"][index], result.steps[index],
                                         puzzle.shape());
            }
        }
    }
}

TEST(LogicJsonTest, ChainEvidenceIsWrittenExactly) {
    const Shape shape;
    Step step;
    step.technique = Technique::cell_forcing_chain;
    step.rating = 83;
    step.eliminations = {{40, 7}};
    step.cover_houses = {2 * 9 + 4};
    step.fins = {{3, 2}};
    step.digits = DigitSet::single(7) | DigitSet::single(2);
    step.links = {{{{0}, 5, true}, {{1, 2}, 5, false}, false, 1},
                  {{{1, 2}, 5, false}, {{10}, 5, true}, true, 1}};
    step.size = 4;
    step.form = ChainForm::double_implication;
    step.nesting = 2;
    const json value = to_json(step, shape);
    expect_step_json_matches(value, step, shape);
    EXPECT_EQ(value["rating"].dump(), "8.3");
    EXPECT_EQ(value["eliminations"][0], (json{{"cell", 40}, {"name", "r5c5"}, {"digit", 7}}));
    EXPECT_EQ(value["cover_houses"][0], (json{{"index", 22}, {"name", "box 5"}}));
    EXPECT_EQ(value["fins"][0]["name"], "r1c4");
    EXPECT_EQ(value["digits"], (json{2, 7}));
    EXPECT_EQ(value["form"], "double-implication");
    const json& first = value["links"][0];
    EXPECT_EQ(first["from"]["cells"][0]["name"], "r1c1");
    EXPECT_EQ(first["from"]["digit"], 5);
    EXPECT_EQ(first["from"]["on"], true);
    EXPECT_EQ(first["to"]["cells"].size(), 2u);
    EXPECT_EQ(first["to"]["on"], false);
    EXPECT_EQ(first["strong"], false);
    EXPECT_EQ(first["branch"], 1);
    EXPECT_EQ(value["links"][1]["strong"], true);
}

TEST(LogicJsonTest, UnsolvedResultsHaveNoRating) {
    Puzzle broken = testing::puzzle_from_line(kPuzzle);
    broken.givens.set(1, 5);  // two 5s in row 1
    const json value = to_json(solve_logically(broken));
    EXPECT_EQ(value["status"], "no-solution");
    EXPECT_FALSE(value.contains("rating"));
    EXPECT_TRUE(value["steps"].empty());
}

Position expect_position(const json& value) {
    auto result = position_from_json(value);
    if (const auto* error = std::get_if<ParseError>(&result)) {
        ADD_FAILURE() << error->to_string() << " for " << value.dump();
        return Position();
    }
    return std::get<Position>(result);
}

TEST(LogicJsonTest, PositionsReadBackTheSame) {
    const Puzzle puzzle = testing::puzzle_from_line(kPuzzle);
    Position position = Position::from_puzzle(puzzle);
    EXPECT_EQ(expect_position(to_json(position)), position);

    // In the middle of a solve, with eliminations no peer explains and a naked single left
    // unplaced (pencil-mark text would read that cell as placed; JSON keeps it open).
    position.eliminate(2, 4);
    position.eliminate(2, 1);
    const json value = to_json(position);
    EXPECT_EQ(value["size"], "3x3");
    EXPECT_EQ(value["values"], std::string(kPuzzle));
    EXPECT_EQ(value["candidates"][0], json::array());
    EXPECT_EQ(value["candidates"][2], (json{2}));
    const Position back = expect_position(value);
    EXPECT_EQ(back, position);
    EXPECT_FALSE(back.filled(2));

    // An open cell with no candidate left survives too.
    position.eliminate(2, 2);
    EXPECT_EQ(expect_position(to_json(position)), position);

    // Other shapes.
    Grid six(Shape(2, 3));
    six.set(0, 6);
    six.set(8, 1);
    Position small = Position::from_puzzle(Puzzle(six));
    small.eliminate(1, 2);
    EXPECT_EQ(expect_position(to_json(small)), small);
    Grid sixteen(Shape(4, 4));
    sixteen.set(17, 16);
    const Position large = Position::from_puzzle(Puzzle(sixteen));
    EXPECT_EQ(expect_position(to_json(large)), large);
}

// A variant's position carries its houses: read back, it has the same houses and marks, and a
// hint from it reasons with the cages (without them the empty grid has no single answer).
TEST(LogicJsonTest, VariantPositionsKeepTheirHouses) {
    Geometry houses = Geometry::with_diagonals(Shape());
    ASSERT_FALSE(houses.add_cages({CageSpec{{0, 1}, 3}, CageSpec{{79, 80}, 17}}));
    Puzzle puzzle{Grid(Shape())};
    puzzle.houses = std::make_shared<const Geometry>(std::move(houses));
    Position position = Position::from_puzzle(puzzle);
    position.place(40, 5);
    position.eliminate(30, 7);
    const json value = to_json(position);
    EXPECT_EQ(value["diagonals"], true);
    ASSERT_EQ(value["cages"].size(), 2u);
    EXPECT_EQ(value["cages"][1]["sum"], 17);
    const Position back = expect_position(value);
    ASSERT_TRUE(back.rules());
    EXPECT_EQ(*back.rules(), *position.rules());
    EXPECT_EQ(back.values(), position.values());
    for (int cell = 0; cell < 81; ++cell)
        EXPECT_EQ(back.candidates(cell), position.candidates(cell)) << cell;

    // A Killer's position read back is hinted as the position itself is (read without its
    // cages, its empty grid would have many solutions).
    ReadOptions read;
    read.variants = true;
    auto killer = parse_puzzle(testing::shared_killers(1).front().input, read);
    ASSERT_TRUE(std::holds_alternative<Puzzle>(killer));
    const Position start = Position::from_puzzle(std::get<Puzzle>(killer));
    SolvingSession session;
    const HintResult direct = session.hint(start, LogicOptions{});
    const HintResult through_json = session.hint(expect_position(to_json(start)), LogicOptions{});
    ASSERT_EQ(direct.status, HintStatus::hint);
    ASSERT_EQ(through_json.status, HintStatus::hint);
    EXPECT_EQ(describe_step(*through_json.step, start.rule_houses()),
              describe_step(*direct.step, start.rule_houses()));

    json jigsaw = to_json(Position::from_puzzle(testing::puzzle_from_line(kPuzzle)));
    jigsaw["regions"] = "AAAB";  // too short: an error, not a classic position
    auto result = position_from_json(jigsaw);
    ASSERT_TRUE(std::holds_alternative<ParseError>(result));
    EXPECT_NE(std::get<ParseError>(result).message.find("regions"), std::string::npos);
}

TEST(LogicJsonTest, BadPositionsAreRefused) {
    const Position position = Position::from_puzzle(testing::puzzle_from_line(kPuzzle));
    json value = to_json(position);
    value["candidates"][2] = json{1, 10};
    auto result = position_from_json(value);
    ASSERT_TRUE(std::holds_alternative<ParseError>(result));
    EXPECT_NE(std::get<ParseError>(result).message.find("r1c3"), std::string::npos);

    value = to_json(position);
    value["candidates"][0] = json{5};
    result = position_from_json(value);
    ASSERT_TRUE(std::holds_alternative<ParseError>(result));
    EXPECT_NE(std::get<ParseError>(result).message.find("placed cell r1c1"), std::string::npos);

    value = to_json(position);
    value["candidates"].erase(0);
    EXPECT_TRUE(std::holds_alternative<ParseError>(position_from_json(value)));
    EXPECT_TRUE(std::holds_alternative<ParseError>(position_from_json(json{{"values", 3}})));
    EXPECT_TRUE(std::holds_alternative<ParseError>(position_from_json(json::array())));
}

}  // namespace
}  // namespace sudokit
