#include "scan_command.hpp"

#include <cstdio>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "checked_output.hpp"
#include "exit_codes.hpp"
#include "sudokit/format.hpp"
#include "sudokit/json.hpp"
#include "sudokit/scan.hpp"

namespace sudokit::cli {

namespace {

struct ScanSettings {
    std::vector<std::string> images;
    bool json = false;
    bool solve = false;
    std::string model;
};

// Cells named to a person when a reading has no single solution.
constexpr std::size_t kNamedCells = 5;

std::string uncertain_cells_text(const ScanResult& result) {
    std::vector<std::string> names;
    for (const int cell : result.least_certain(kNamedCells)) {
        const CellReading& reading = result.cells[static_cast<std::size_t>(cell)];
        names.push_back(fmt::format(
            "{} ({} at {:.2f}, else {})", Shape().cell_name(cell),
            reading.digit == 0 ? "blank" : std::to_string(reading.digit), reading.confidence,
            reading.runner_up == 0 ? "blank" : std::to_string(reading.runner_up)));
    }
    return fmt::format("{}", fmt::join(names, ", "));
}

// The output and status of one image.
ExitCode scan_one(const std::string& image, const DigitModel& model, const ScanSettings& settings,
                  std::string& out) {
    if (!std::ifstream(image, std::ios::binary)) {
        // As for the other commands' inputs: a file that cannot be opened is an I/O error.
        fmt::print(stderr, "sudokit: cannot open {}\n", image);
        out += settings.json ? json_text({{"image", image}, {"error", "cannot_open"}}) + "\n"
                             : fmt::format("# {}: cannot open\n", image);
        return kExitIoError;
    }
    ScanResult result;
    try {
        result = scan_file(image, model);
    } catch (const ScanError& error) {
        fmt::print(stderr, "sudokit: {}: {}\n", image, error.what());
        const bool no_grid = error.kind() == ScanError::Kind::no_grid;
        if (settings.json) {
            nlohmann::json value = to_json(error);
            value["image"] = image;
            out += json_text(value) + "\n";
        } else {
            out += fmt::format("# {}: {}\n", image, no_grid ? "no grid found" : "unreadable image");
        }
        return kExitBadInput;
    }
    const bool unique = result.verdict == Verdict::unique;
    if (!unique) {
        fmt::print(stderr, "sudokit: {}: {}; least certain cells: {}\n", image,
                   describe(result.verdict), uncertain_cells_text(result));
    }
    if (settings.json) {
        nlohmann::json value = to_json(result);
        value["image"] = image;
        out += json_text(value) + "\n";
    } else {
        out += to_line(result.puzzle.givens) + "\n";
        if (settings.solve && unique) out += to_line(*result.solution) + "\n";
        if (settings.solve && !unique)
            out += fmt::format("# {}: {}\n", image, describe(result.verdict));
    }
    return unique ? kExitOk : kExitUnsolved;
}

int run_scan(const ScanSettings& settings) {
    std::optional<DigitModel> model;
    const std::string model_path =
        settings.model.empty() ? DigitModel::default_path() : settings.model;
    try {
        model = DigitModel::load(model_path);
    } catch (const std::runtime_error& error) {
        fmt::print(stderr, "sudokit: {}\n", error.what());
        return kExitIoError;
    }
    ExitStatus status;
    CheckedOutput output;
    for (const std::string& image : settings.images) {
        std::string out;
        status.raise(scan_one(image, *model, settings, out));
        // Each image's line is written before the next is read: a long batch shows progress.
        if (!output.write(out) || !output.flush()) return kExitIoError;
    }
    return status.code();
}

}  // namespace

void add_scan_command(CLI::App& app, int& exit_code) {
    auto settings = std::make_shared<ScanSettings>();
    CLI::App* command =
        app.add_subcommand("scan", "Read the 9x9 puzzle in photos (JPEG or PNG) of printed grids");
    command->footer(R"(Each image gives one line of 81 characters ('.' for an empty cell). A reading
that breaks a rule or has no single solution is checked with the solver: the least certain
cells are read otherwise (their runner-up digits, blank or digit) until the puzzle has exactly
one solution, and the changes are reported with --json.

Exit status: 0 every image read and its puzzle has one solution; 1 some puzzle has none or
several (its least certain cells are named on stderr); 3 some image is not an image or has no
grid (named on stderr); 74 an image or the digit model cannot be opened. The batch goes on
past a bad image.

Examples:
  sudokit scan photo.jpg
  sudokit scan --solve page1.jpg page2.png
  sudokit scan --json photo.jpg      # corners, each cell's digit, confidence and runner-up)");
    command->add_option("images", settings->images, "Photos to read")->required();
    command->add_flag("--json", settings->json,
                      "One JSON object per image: corners, cells with digit, confidence and "
                      "runner-up, the puzzle, changes made, unique or not, the solution");
    command->add_flag("--solve", settings->solve, "Print the solution after each puzzle line");
    command->add_option("--model", settings->model,
                        "The digit model (default: $SUDOKIT_SCAN_MODEL, else the installed "
                        "share/sudokit/digit_model.yml.gz, or the source tree's "
                        "data/scan/digit_model.yml.gz for a program run from its build)");
    command->callback([settings, &exit_code] { exit_code = run_scan(*settings); });
}

}  // namespace sudokit::cli
