// Input bytes that are not UTF-8 (a Latin-1 label, a Latin-1 byte where a cell should be):
// every JSON output stays valid UTF-8 (the bad byte becomes U+FFFD), the text outputs and the
// messages that quote the input neither crash nor stop the batch.

#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"

namespace {

using namespace sudokit::testing;

constexpr const char* kPuzzle = kNewspaperPuzzle;
constexpr const char* kSolution = kNewspaperSolution;
constexpr const char* kLatin1Label = "caf\xE9";
constexpr const char* kReplacedLabel = "caf\xEF\xBF\xBD";  // "caf" then U+FFFD

// A good record, the same with a Latin-1 label after two spaces, and a good one again.
std::string batch_with_latin1_label(const std::string& record) {
    return record + "\n" + record + "  " + kLatin1Label + "\n" + record + "\n";
}

TEST(CliUtf8Test, EveryJsonCommandWritesValidUtf8ForALatin1Label) {
    struct Case {
        const char* command;
        const char* record;
        bool shows_puzzle;  // the object holds the puzzle with its label
    };
    for (const Case& each :
         {Case{"solve --json", kPuzzle, true}, Case{"rate --json", kPuzzle, true},
          Case{"explain --json", kPuzzle, true}, Case{"check --json", kSolution, false},
          Case{"hint --json", kPuzzle, false}}) {
        SCOPED_TRACE(each.command);
        const auto result = run_sudokit(each.command, batch_with_latin1_label(each.record));
        EXPECT_EQ(result.status, 0) << result.err;
        const auto lines = lines_of(result.out);
        ASSERT_EQ(lines.size(), 3u) << result.out;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            // nlohmann's parser rejects invalid UTF-8.
            const auto value = nlohmann::json::parse(lines[i], nullptr, false);
            ASSERT_FALSE(value.is_discarded()) << "line " << i << ": " << lines[i];
            EXPECT_EQ(value["line"], i + 1);
            if (each.shows_puzzle && i == 1) {
                EXPECT_EQ(value["puzzle"]["label"], kReplacedLabel);
            }
        }
    }
}

TEST(CliUtf8Test, TextOutputsKeepALatin1LabelAndTheBatchGoesOn) {
    for (const auto& [command, record] :
         std::vector<std::pair<std::string, std::string>>{{"solve", kPuzzle},
                                                          {"rate", kPuzzle},
                                                          {"explain", kPuzzle},
                                                          {"check", kSolution},
                                                          {"hint", kPuzzle}}) {
        const auto result = run_sudokit(command, batch_with_latin1_label(record));
        EXPECT_EQ(result.status, 0) << command << ": " << result.err;
        EXPECT_EQ(result.err, "") << command;
    }
    const auto solved = run_sudokit("solve", batch_with_latin1_label(kPuzzle));
    EXPECT_EQ(solved.out, std::string(kSolution) + "\n" + kSolution + " " + kLatin1Label + "\n" +
                              kSolution + "\n");
}

// The parse error names the bad byte by its value, so no raw byte reaches the message.
TEST(CliUtf8Test, ParseErrorNamesALatin1ByteAndTheBatchGoesOn) {
    std::string bad = kPuzzle;
    bad[5] = '\xE9';
    const std::string input = std::string(kPuzzle) + "\n" + bad + "\n" + kPuzzle + "\n";
    for (const char* command : {"solve", "rate", "explain", "check", "hint"}) {
        SCOPED_TRACE(command);
        auto result = run_sudokit(command, input);
        EXPECT_EQ(result.status, 3);
        EXPECT_NE(result.err.find("line 2, column 6"), std::string::npos) << result.err;
        EXPECT_NE(result.err.find("byte 0xE9"), std::string::npos) << result.err;
        EXPECT_EQ(result.err.find('\xE9'), std::string::npos) << result.err;

        result = run_sudokit(std::string(command) + " --json", input);
        EXPECT_EQ(result.status, 3);
        const auto lines = lines_of(result.out);
        ASSERT_EQ(lines.size(), 3u) << result.out;
        for (const auto& line : lines)
            EXPECT_FALSE(nlohmann::json::parse(line, nullptr, false).is_discarded()) << line;
        EXPECT_EQ(nlohmann::json::parse(lines[1])["error"]["line"], 2);
    }
}

}  // namespace
