// Steps speak the puzzle's own symbols: a 16x16 written in letters hears "M can only go in
// r4c15", never "13 ...", and only the digits' words change between symbol sets.

#include <cctype>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "cli_test_support.hpp"
#include "generated_puzzles.hpp"
#include "logic/step_text.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/position.hpp"
#include "sudokit/step.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

const Shape kSixteen(4, 4);

TEST(StepWords, DigitsAreWrittenInThePuzzlesSymbols) {
    EXPECT_EQ(logic::StepWords(kSixteen, SymbolSet::letters).digit(13), "M");
    EXPECT_EQ(logic::StepWords(kSixteen, SymbolSet::digits_letters).digit(13), "D");
    EXPECT_EQ(logic::StepWords(kSixteen, SymbolSet::zero_hex).digit(13), "C");
    // Numbers for puzzles written in numbers, and for 9x9 in digits.
    EXPECT_EQ(logic::StepWords(kSixteen, SymbolSet::automatic).digit(13), "13");
    EXPECT_EQ(logic::StepWords(kSixteen, SymbolSet::digits).digit(13), "13");
    EXPECT_EQ(logic::StepWords(Shape(), SymbolSet::digits_letters).digit(9), "9");
}

TEST(StepWords, EveryPartOfASentenceNamesDigitsTheSameWay) {
    const logic::StepWords words(kSixteen, SymbolSet::letters);
    const DigitSet pair = DigitSet::single(1) | DigitSet::single(16);
    EXPECT_EQ(words.digits(pair), "A and P");
    EXPECT_EQ(words.digit_tuple(pair), "A,P");
    EXPECT_EQ(words.braced(pair), "{A,P}");
    const std::vector<CellDigit> removed = {{0, 2}, {1, 2}, {0, 10}};
    EXPECT_EQ(words.eliminations(removed), "remove B from r1c1 and r1c2, J from r1c1");
    const std::vector<CellDigit> placed = {{17, 16}};
    EXPECT_EQ(words.placements(placed), "r2c2=P");
    EXPECT_EQ(words.node(ChainNode{.cells = {0, 1}, .digit = 3, .on = false}), "{r1c1 r1c2}<>C");
}

TEST(StepWords, AHiddenSingleOfALetterPuzzleNamesTheLetter) {
    Step step;
    step.technique = Technique::hidden_single_box;
    step.placements = {{62, 13}};
    step.houses = {kSixteen.box_house(3)};
    step.cells = {62};
    EXPECT_EQ(describe_step(step, kSixteen, SymbolSet::letters),
              "Hidden single in box 4: M can only go in r4c15");
    EXPECT_EQ(describe_step(step, kSixteen), "Hidden single in box 4: 13 can only go in r4c15");
}

// The sentence in letters with every standalone letter token that names a digit of the side
// (A = 1, ...) read back as its number: equal to the sentence in numbers when only the digits'
// words changed. ("X-wing" keeps its X: no side here reaches X.)
std::string letters_as_numbers(const std::string& text, int side) {
    std::string out;
    for (std::size_t index = 0; index < text.size(); ++index) {
        const char symbol = text[index];
        const bool alone =
            symbol >= 'A' && symbol < 'A' + side &&
            (index == 0 || !std::isalnum(static_cast<unsigned char>(text[index - 1]))) &&
            (index + 1 == text.size() ||
             !std::isalnum(static_cast<unsigned char>(text[index + 1])));
        out += alone ? std::to_string(symbol - 'A' + 1) : std::string(1, symbol);
    }
    return out;
}

void expect_only_digits_change(const std::vector<Puzzle>& puzzles, LogicOptions options) {
    options.finish_with_solver = true;
    int compared = 0;
    for (const Puzzle& puzzle : puzzles) {
        const LogicResult result = solve_logically(Position::from_puzzle(puzzle), options);
        for (const Step& step : result.steps) {
            const std::string numbers = describe_step(step, puzzle.shape());
            const std::string letters = describe_step(step, puzzle.shape(), SymbolSet::letters);
            EXPECT_EQ(letters_as_numbers(letters, puzzle.shape().side()), numbers) << letters;
            ++compared;
        }
    }
    EXPECT_GT(compared, 100);
}

TEST(StepWords, OnlyTheDigitsWordsChangeOnSixteenBySixteenPuzzles) {
    expect_only_digits_change(testing::minimal_puzzles(kSixteen, 3, 11), LogicOptions{});
}

TEST(StepWords, OnlyTheDigitsWordsChangeInEveryKindOfNineByNineStep) {
    // Hard classic puzzles reach the subsets, fish, wings, uniqueness and chain describers.
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 40);
    LogicOptions options;
    options.mode = LogicMode::full;
    expect_only_digits_change(puzzles, options);
}

TEST(StepWords, ExplainAndHintSpeakTheSymbolsTheAnswerIsWrittenIn) {
    const std::vector<std::string> made = testing::lines_of(
        testing::run_sudokit("generate --size 4x4 --seed 8 --symbols letters").out);
    ASSERT_FALSE(made.empty());
    const std::string puzzle = made.front() + "\n";
    const auto letters = testing::run_sudokit("explain --finish", puzzle);
    const auto numbers = testing::run_sudokit("explain --finish --output-symbols digits", puzzle);
    ASSERT_EQ(letters.status, 0) << letters.err;
    const std::vector<std::string> letter_lines = testing::lines_of(letters.out);
    const std::vector<std::string> number_lines = testing::lines_of(numbers.out);
    ASSERT_EQ(letter_lines.size(), number_lines.size());
    int differing = 0;
    // Line 0 is the puzzle itself, the last the rating; in between one step per line.
    for (std::size_t index = 1; index + 1 < letter_lines.size(); ++index) {
        EXPECT_EQ(letters_as_numbers(letter_lines[index], 16), number_lines[index]);
        differing += letter_lines[index] != number_lines[index];
    }
    EXPECT_GT(differing, 10);
    const auto hint = testing::run_sudokit("hint", puzzle);
    EXPECT_EQ(testing::lines_of(hint.out).front(), letter_lines[1].substr(6));
}

}  // namespace
}  // namespace sudokit
