// Simon Tatham's Solo game IDs (src/format/solo_game_id.cpp), read and written: puzzles
// Solo generated (sgt-solo --generate) read and solved to the solutions Solo itself prints
// for them, written back to the same IDs; malformed IDs and what Solo cannot hold rejected
// with the place named. With sgt-solo installed, Solo also reads the IDs sudokit writes for
// the shared killers and prints the same solutions.

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>
#include <tuple>
#include <vector>

#include "shared_killers.hpp"
#include "sudokit/format.hpp"
#include "sudokit/json.hpp"
#include "sudokit/solo_game_id.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

struct SoloCase {
    std::string id;
    std::string solution;  // as Solo prints it
};

// Killer, Killer-X, X, jigsaw, jigsaw-X, 6x6 and 12x12 IDs from sgt-solo --generate, and the
// solutions on the solution page of sgt-solo --print --with-solutions.
const std::vector<SoloCase> kSoloCases = {
    {"3x3k:zzzc,_a_aa_a___a_a___baaaaaaa___aaa_____ab___abaacbaa____aa_____aba_a_aa_a_a____________"
     "_____a__a__a___,11_3a11_17a10a13a11b10_7_10b14_17d12c6a24a9a9b8c9a10_15_9_14_8a9f12_9_11_"
     "12a15a21d6a7c15a9a12b",
     "621489735547632198389175624415896372762341859893527416154263987938754261276918543"},
    {"3x3k:zzzc,aa_aba_aa____b_____a___a_____a______a__a_aaa__aaa____ab__aa_____a_____aaa_aab_____"
     "a_____aaa__aaaaaaa,14a10a11_10a9a18a10b13a14a12a10a12_13d6a13a13a10_9_14c16_13d6a8b9_17_"
     "9a16g10a13a9a11_10_7_7a13a10d",
     "597326418841597623362481759958142367613975842724638195179263584286754931435819276"},
    {"3x3k:zzzc,a_aba___a_a________a___aa_a_b___a_a______aa____baa____a______a___b__a__a_aaaa_aa_a_"
     "_a_aa_ba__aba_aa,9a17_9a22b7_8b16a16a6a11c11_3b18_4_15_13c10e5_16b13a14a8a12_14a6_6_5b15a10_"
     "15b15c11b13_12_20h",
     "458326791713948526926751348195862437342179685687435912231697854874513269569284173"},
    {"3x3x:8a7b3a4a9b4k8c3_4_9a7o3a6_1_2c2k4b2a1a7b6a3",
     "857163249923485716641279835134927568276851394589346127792638451368514972415792683"},
    {"3x3x:m8_3_7c3c4a8_1b8f6b8_1_9b2f8b4_6a5c3c7_6_4m",
     "891756423542183769736294581128367954654819372973425816469571238387642195215938647"},
    {"9j:a8d5_4_9e1h5f4b1_5a4g6a1_4b8f5h8e7_6_2d3a,cb_bba_aaac_a_c_a_baaab_acb_bdccdbabaaabadcb_d_"
     "dcb_gb",
     "187263549645921387239785614376492158458317926914658273891534762523876491762149835"},
    {"9j:a9l5f9b6_8a6b8a4c2_8a7a1a6_9c1a2b6a4_3b6f6l2a,ea__ac__aba__abaaaabaaacba_acgedaa_c__aa_aa_"
     "aa_a_a_b_baa_ab___bd_",
     "597468132126395847435927681612874395284731569359182476743216958978653214861549723"},
    {"3x3xk:zzzc,ab_b_a______a____aa____a_a_______a__________a______aaa_aa__a__a__a_____aa_____"
     "aaaa_aaaaa_bbaaab_bab,7a16b6_18b10_10_9a14a15_6_13b10b15c14a12a15b9a9a6b12_23a7_7_"
     "13a9c18c16a5_11b20_9b14b6b11c10d",
     "256374198938152746174698325683947512721563984495281673349725861817436259562819437"},
    {"3x3xk:zzzc,___bb__a____aa_____a______a__a_a______b_____ba__aaaaaaaaa_a___a__________a_____"
     "aaaaaaaaaaab_b_aaaa,8_10_16_15b16e5a16_6_14_10_7_10a9f10_6a12_9_16a10_12a14g12b14_6_12_11_13_"
     "9_16h14b16a21a6_12a12f",
     "347528196569147283128639457692453718813976542475281369281765934756394821934812675"},
    {"2x3:c6_3_2b2d5c6_1c5d5b4_1_5c", "541632632415354126126354263541415263"},
    {"2x3:b5a4b6d2b5d6b4d6b3a2b", "315642462135243516156324521463634251"},
    {"3x4:7_12b9f11a3a6a1a5_2e10_5_2a3a9d10c9_8a5a2b2a1_7_10c8c8g7_1_10_10_4_2g12c12c2_8_"
     "1a7b6a8a12_5c3d4a2a10_8_1e10_5a11a12a9a2f6b10_3",
     "7C129864A35B9386B1A52C474BA5273C96816A73198B542C52417AC368B9C89B6542371AA4273619B5C835C94B281"
     "A7616B8AC574932B934C27A8165876A53B1C294215C84967BA3"},
    {"9jx:g3_1c9_4d9c8c4a9e1_7i3_7e8a1c3c8d1_9c6_2g,_a_e_baa_ba_cac_acba__baab_adbfca____d_acab_a_"
     "abb_e___dacea",
     "857624931213947856932581764598463217746198325371256489164732598485319672629875143"}};

std::variant<Puzzle, ParseError> read(const std::string& text) {
    ReadOptions options;
    options.variants = true;
    return parse_puzzle(text, options);
}

std::string solved_line(const Puzzle& puzzle) {
    SolveOptions options;
    options.solution_limit = 2;
    options.keep_solutions = 1;
    const SolveResult result = solve(puzzle, options);
    EXPECT_EQ(result.verdict, Verdict::unique);
    if (result.solutions.empty()) return {};
    EXPECT_TRUE(!puzzle.houses || puzzle.houses->obeys_houses(result.solutions.front()));
    return to_line(result.solutions.front(), WriteOptions{.symbols = SymbolSet::digits_letters});
}

TEST(SoloGameIdTest, SolosPuzzlesSolveToSolosSolutions) {
    for (const SoloCase& entry : kSoloCases) {
        auto parsed = read(entry.id);
        ASSERT_TRUE(std::holds_alternative<Puzzle>(parsed))
            << std::get<ParseError>(parsed).to_string() << "\n"
            << entry.id;
        std::string expected = entry.solution;
        std::erase(expected, ' ');
        for (char& symbol : expected)
            symbol = static_cast<char>(std::toupper(static_cast<unsigned char>(symbol)));
        EXPECT_EQ(solved_line(std::get<Puzzle>(parsed)), expected) << entry.id;
    }
}

TEST(SoloGameIdTest, WritingGivesTheSameIds) {
    for (const SoloCase& entry : kSoloCases) {
        auto parsed = read(entry.id);
        ASSERT_TRUE(std::holds_alternative<Puzzle>(parsed)) << entry.id;
        const auto written = to_solo_game_id(std::get<Puzzle>(parsed));
        ASSERT_TRUE(std::holds_alternative<std::string>(written))
            << std::get<GeometryError>(written).message;
        EXPECT_EQ(std::get<std::string>(written), entry.id);
    }
}

TEST(SoloGameIdTest, ParametersAndLabelsAreRead) {
    // Symmetry and difficulty letters say nothing about the puzzle; a label may follow.
    const std::string plain = kSoloCases[3].id;  // 3x3x:...
    auto parsed = read("3x3xadi" + plain.substr(4) + "  from Solo");
    ASSERT_TRUE(std::holds_alternative<Puzzle>(parsed)) << std::get<ParseError>(parsed).to_string();
    const Puzzle& puzzle = std::get<Puzzle>(parsed);
    EXPECT_EQ(puzzle.label, "from Solo");
    ASSERT_TRUE(puzzle.houses);
    EXPECT_EQ(puzzle.houses->variant_name(), "X-Sudoku");
    // A classic ID is a classic puzzle: no variant houses, read by every command.
    auto classic = parse_puzzle("2x3:c6_3_2b2d5c6_1c5d5b4_1_5c");
    ASSERT_TRUE(std::holds_alternative<Puzzle>(classic));
    EXPECT_FALSE(std::get<Puzzle>(classic).houses);
    EXPECT_EQ(std::get<Puzzle>(classic).shape().side(), 6);
}

TEST(SoloGameIdTest, ErrorsNameThePlace) {
    const std::map<std::string, std::string> cases = {
        {"3x3:c1f4e1d6d9a6_3b4d2b6b8d7b3_6a3d2d5e3f9", "Solo's givens cover 78 of the 81 cells"},
        {"3x3:c1f4e1d6d9a6_3b4d2b6b8d7b3_6a3d2d5e3f9cc", "Solo's givens run past the 81 cells"},
        {"2x3:c6_3_2b2d5c6_1c5d5b4_1_7c", "7 among Solo's givens, which go from 1 to 6"},
        {"3x3:99999999999999999999",
         "99999999999999999999 among Solo's givens, which go from 1 to 9"},
        {"9j:a8d5_4_9e1h5f4b1_5a4g6a1_4b8f5h8e7_6_2d3a,cb_bba", "dividing lines"},
        {"3x3k:zzzc,_a_aa,zzzc", "dividing lines"},
        {"3x3k:zzzc", "expected 3 (givens, cages, cage sums)"},
        {"9x9:"
         "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"
         "zzzzzzzz",
         "does not take"},
    };
    for (const auto& [text, expected] : cases) {
        auto parsed = read(text);
        ASSERT_TRUE(std::holds_alternative<ParseError>(parsed)) << text;
        const ParseError& error = std::get<ParseError>(parsed);
        EXPECT_NE(error.message.find(expected), std::string::npos) << text << "\n" << error.message;
        EXPECT_EQ(error.line, 1u) << text;
        EXPECT_GT(error.column, 0u) << text;
    }
}

TEST(SoloGameIdTest, WhatSoloCannotHoldIsSaid) {
    ReadOptions options;
    options.variants = true;
    auto windoku = parse_puzzle(
        std::string(R"({"size":"3x3","givens":")") + std::string(81, '.') + R"(","windoku":true})",
        options);
    ASSERT_TRUE(std::holds_alternative<Puzzle>(windoku))
        << std::get<ParseError>(windoku).to_string();
    const auto written = to_solo_game_id(std::get<Puzzle>(windoku));
    ASSERT_TRUE(std::holds_alternative<GeometryError>(written));
    EXPECT_NE(std::get<GeometryError>(written).message.find("windoku"), std::string::npos);
    // One cage: the other cells are in none.
    auto partial = parse_puzzle(std::string(R"({"size":"3x3","givens":")") + std::string(81, '.') +
                                    R"(","cages":[{"sum":3,"cells":[0,1]}]})",
                                options);
    ASSERT_TRUE(std::holds_alternative<Puzzle>(partial))
        << std::get<ParseError>(partial).to_string();
    const auto uncaged = to_solo_game_id(std::get<Puzzle>(partial));
    ASSERT_TRUE(std::holds_alternative<GeometryError>(uncaged));
    EXPECT_NE(std::get<GeometryError>(uncaged).message.find("r1c3 is in no cage"),
              std::string::npos)
        << std::get<GeometryError>(uncaged).message;
}

// What sgt-solo prints for a game ID: the PostScript of the puzzle and solution pages, and
// its complaint (empty when it took the ID).
struct SoloPrint {
    std::string postscript, complaint;
};

SoloPrint solo_print(const std::filesystem::path& solo, const std::string& id) {
    const auto directory = std::filesystem::temp_directory_path();
    const auto input = directory / "sudokit_solo_id.txt", errors = directory / "sudokit_solo.err";
    std::ofstream(input) << id << "\n";
    const std::string command = solo.string() + " --print 1x1 --with-solutions < " +
                                input.string() + " 2> " + errors.string();
    SoloPrint print;
    if (FILE* pipe = popen(command.c_str(), "r")) {
        std::array<char, 4096> buffer;
        while (std::fgets(buffer.data(), buffer.size(), pipe) != nullptr)
            print.postscript += buffer.data();
        pclose(pipe);
    }
    std::ifstream complaint(errors);
    std::getline(complaint, print.complaint);
    return print;
}

// The digits of the solution page, in reading order.
std::string printed_solution(const std::string& postscript) {
    const std::size_t page = postscript.find("%%Page: 2");
    if (page == std::string::npos) return {};
    const std::string text = postscript.substr(page);
    // A digit: "/Helvetica-L1 findfont SIZE scalefont setfont", its centre "... Y exch sub X exch
    // moveto", then "(d) ... show". Cage sums are drawn smaller: the grid's digits are the
    // largest.
    const std::regex digit(
        R"(findfont (\d+) scalefont setfont\n[^\n]*\n[^\n]*?(\d+) exch sub (\d+) exch moveto[^\n]*\n\((\w+)\) dup)");
    std::map<std::pair<int, int>, std::string> cells;  // (-y, x): reading order
    int largest = 0;
    std::vector<std::tuple<int, int, int, std::string>> found;
    for (auto match = std::sregex_iterator(text.begin(), text.end(), digit);
         match != std::sregex_iterator(); ++match) {
        const int size = std::stoi((*match)[1]);
        largest = std::max(largest, size);
        found.emplace_back(size, -std::stoi((*match)[2]), std::stoi((*match)[3]), (*match)[4]);
    }
    for (const auto& [size, y, x, symbol] : found) {
        if (size == largest) cells[{y, x}] = symbol;
    }
    std::string line;
    for (const auto& [place, symbol] : cells)
        line += symbol;
    for (char& symbol : line)
        symbol = static_cast<char>(std::toupper(static_cast<unsigned char>(symbol)));
    return line;
}

TEST(SoloGameIdTest, SoloReadsWhatIsWritten) {
    const std::filesystem::path solo = "/usr/games/sgt-solo";
    if (!std::filesystem::exists(solo))
        GTEST_SKIP() << "sgt-solo (Debian sgt-puzzles) is not installed";
    // Solo's puzzles, taken through JSON and written back from it: Solo prints our solution.
    for (const SoloCase& entry : kSoloCases) {
        auto parsed = read(entry.id);
        ASSERT_TRUE(std::holds_alternative<Puzzle>(parsed)) << entry.id;
        auto through_json = read(to_json(std::get<Puzzle>(parsed)).dump());
        ASSERT_TRUE(std::holds_alternative<Puzzle>(through_json)) << entry.id;
        const Puzzle& puzzle = std::get<Puzzle>(through_json);
        const auto written = to_solo_game_id(puzzle);
        ASSERT_TRUE(std::holds_alternative<std::string>(written)) << entry.id;
        const SoloPrint print = solo_print(solo, std::get<std::string>(written));
        EXPECT_EQ(print.complaint, "") << std::get<std::string>(written);
        EXPECT_EQ(printed_solution(print.postscript), solved_line(puzzle))
            << std::get<std::string>(written);
    }
    // The shared killers Solo can hold (every cell caged, no cage of one cell, each cage one
    // piece): Solo takes their IDs (its own solver does not settle all of them).
    int taken = 0;
    for (const testing::SharedKiller& killer : testing::shared_killers()) {
        auto parsed = read(killer.input);
        ASSERT_TRUE(std::holds_alternative<Puzzle>(parsed)) << killer.id;
        const auto written = to_solo_game_id(std::get<Puzzle>(parsed));
        if (std::holds_alternative<GeometryError>(written)) continue;
        const SoloPrint print = solo_print(solo, std::get<std::string>(written));
        EXPECT_EQ(print.complaint.find("error parsing"), std::string::npos)
            << std::get<std::string>(written) << "\n"
            << print.complaint;
        ++taken;
    }
    EXPECT_EQ(taken, 36);
}

}  // namespace
}  // namespace sudokit
