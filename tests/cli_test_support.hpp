#pragma once

// Running the `sudokit` binary from the tests, as a user would: arguments, standard input,
// and what comes back on stdout and stderr with the exit status.

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace sudokit::testing {

// The newspaper puzzle of examples/classic.txt and its solution.
inline constexpr const char* kNewspaperPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline constexpr const char* kNewspaperSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

struct CommandResult {
    int status = -1;
    std::string out;
    std::string err;
};

inline std::string file_text(const std::filesystem::path& path) {
    std::ifstream input(path);
    std::stringstream text;
    text << input.rdbuf();
    return text.str();
}

inline std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream input(text);
    for (std::string line; std::getline(input, line);)
        lines.push_back(line);
    return lines;
}

// Runs `sudokit <arguments>` from the source folder with `input` on stdin, and its stdout sent
// to `output_path` (then `out` stays empty). Each test process uses its own scratch folder, so
// tests may run in parallel.
inline CommandResult run_sudokit_writing_to(const std::string& arguments,
                                            const std::string& output_path,
                                            const std::string& input = "") {
    const auto dir =
        std::filesystem::temp_directory_path() / ("sudokit-cli-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    { std::ofstream(dir / "in") << input; }
    std::string command = "cd '";
    command += SUDOKIT_SOURCE_DIR;
    command += "' && '";
    command += SUDOKIT_CLI_PATH;
    command += "' " + arguments + " < '" + (dir / "in").string() + "' > '" + output_path +
               "' 2> '" + (dir / "err").string() + "'";
    CommandResult result;
    const int raw = std::system(command.c_str());
    result.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    result.err = file_text(dir / "err");
    std::filesystem::remove_all(dir);
    return result;
}

// Runs `sudokit <arguments>` from the source folder with `input` on stdin.
inline CommandResult run_sudokit(const std::string& arguments, const std::string& input = "") {
    const auto out = std::filesystem::temp_directory_path() /
                     ("sudokit-cli-test-out-" + std::to_string(::getpid()));
    CommandResult result = run_sudokit_writing_to(arguments, out.string(), input);
    result.out = file_text(out);
    std::filesystem::remove(out);
    return result;
}

}  // namespace sudokit::testing
