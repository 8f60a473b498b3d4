#include "generate_command.hpp"

#include <chrono>
#include <memory>
#include <random>
#include <thread>

#include <fmt/format.h>

#include "checked_output.hpp"
#include "choice_names.hpp"
#include "exit_codes.hpp"
#include "input_options.hpp"
#include "logic_options.hpp"
#include "ordered_parallel.hpp"
#include "output_options.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/generate_request.hpp"
#include "sudokit/generation_session.hpp"
#include "sudokit/json.hpp"
#include "sudokit/solo_game_id.hpp"

namespace sudokit::cli {

namespace {

struct GenerateSettings {
    std::uint64_t count = 1;
    std::optional<std::uint64_t> seed;
    int threads = 1;
    GenerateRequest request;
    double timeout_seconds = 0;
    bool grids = false;
    bool solo_ids = false;  // --solo-id: Solo's game IDs instead of lines
    bool no_single_cells = false;
    std::string symbols;  // --symbols: how the puzzles are written
    OutputOptions output;

    SymbolSet write_symbols() const {
        return symbols.empty() ? SymbolSet::automatic : parse_symbol_set(symbols).value();
    }
};

GenerateOptions build_options(GenerateSettings settings) {
    settings.request.single_cell_cages = !settings.no_single_cells;
    try {
        return generate_options(settings.request);
    } catch (const GenerateRequestError& error) {
        throw CLI::ValidationError("--" + error.field, error.what());
    }
}

std::uint64_t fresh_seed() {
    std::random_device device;
    return (std::uint64_t{device()} << 32) ^ device();
}

struct Made {
    std::uint64_t index = 0;
    std::optional<GeneratedPuzzle> puzzle;
    std::optional<Grid> grid;
    std::string error;
};

std::string render_puzzle(std::uint64_t index, std::uint64_t seed, GeneratedPuzzle made,
                          const GenerateOptions& options, OutputForm form, SymbolSet symbols) {
    made.puzzle.symbols = symbols;
    if (form == OutputForm::json) return json_text(to_json(made, index, seed, options)) + "\n";
    // A variant's line carries its houses (regions, cages...).
    if (made.puzzle.houses && form == OutputForm::line) return to_puzzle_line(made.puzzle) + "\n";
    return render_grid(made.puzzle.givens, symbols, form);
}

// Solo's game ID of a puzzle, or why Solo has none for it.
std::string render_solo_id(const GeneratedPuzzle& made) {
    auto id = to_solo_game_id(made.puzzle);
    if (const auto* text = std::get_if<std::string>(&id)) return *text + "\n";
    return "# " + std::get<GeometryError>(id).message + "\n";
}

void run_generate(const GenerateSettings& settings, int& exit_code) {
    const GenerateOptions base = build_options(settings);
    if (base.variant != PuzzleVariant::classic) {
        if (settings.grids) {
            throw CLI::ValidationError("--grid", "prints classic grids: give no --variant");
        }
        if (settings.output.form() == OutputForm::grid ||
            settings.output.form() == OutputForm::marks) {
            throw CLI::ValidationError(
                "--format", "a variant's houses need a line (--format line), --json or --solo-id");
        }
    }
    try {
        validate(base);
    } catch (const GenerateError& error) {
        throw CLI::ValidationError(error.what());
    }
    if (const std::optional<std::string> warning = generation_warning(base)) {
        fmt::print(stderr, "sudokit generate: warning: {}\n", *warning);
    }
    const std::uint64_t batch_seed = settings.seed ? *settings.seed : fresh_seed();
    const int threads = settings.threads > 0
                            ? settings.threads
                            : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    const OutputForm form = settings.output.form();

    std::vector<GenerationSession> sessions(static_cast<std::size_t>(threads));
    auto make = [&](const std::uint64_t& index, int worker) {
        Made made;
        made.index = index;
        const std::uint64_t seed = puzzle_seed(batch_seed, index);
        if (settings.grids) {
            made.grid = random_solution_grid(base.shape, seed);
            return made;
        }
        GenerateOptions options = base;
        if (settings.timeout_seconds > 0) {
            options.deadline = std::chrono::steady_clock::now() +
                               std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                   std::chrono::duration<double>(settings.timeout_seconds));
        }
        GenerationSession& session = sessions[static_cast<std::size_t>(worker)];
        made.puzzle = session.generate(options, seed);
        if (made.puzzle && !made.puzzle->rating && form == OutputForm::json) {
            made.puzzle->rating = session.report_rating(made.puzzle->puzzle, base.rating_mode);
        }
        if (!made.puzzle) {
            made.error = fmt::format("puzzle {}: none met the request within --timeout {} s",
                                     index + 1, settings.timeout_seconds);
        }
        return made;
    };
    CheckedOutput out;
    const SymbolSet symbols = settings.write_symbols();
    auto emit = [&](Made& made) {
        const std::uint64_t index = made.index;
        const std::uint64_t seed = puzzle_seed(batch_seed, index);
        if (made.grid) {
            if (form == OutputForm::json) {
                out.write(json_text(nlohmann::json{{"index", index},
                                                   {"seed", seed},
                                                   {"size", base.shape.name()},
                                                   {"grid", grid_to_json(*made.grid, symbols)}}) +
                          "\n");
            } else {
                out.write(render_grid(*made.grid, symbols, form));
            }
        } else if (made.puzzle && settings.solo_ids) {
            out.write(render_solo_id(*made.puzzle));
        } else if (made.puzzle) {
            out.write(render_puzzle(index, seed, *made.puzzle, base, form, symbols));
        } else {
            out.flush();
            fmt::print(stderr, "sudokit generate: {}\n", made.error);
            if (form == OutputForm::json) {
                out.write(json_text(nlohmann::json{
                              {"index", index}, {"seed", seed}, {"error", made.error}}) +
                          "\n");
            } else {
                out.write(fmt::format("# puzzle {}: not found in time\n", index + 1));
            }
            exit_code = std::max(exit_code, static_cast<int>(kExitTimedOut));
        }
        return !out.failed();
    };
    std::uint64_t next_index = 0;
    const auto take = [&]() -> std::optional<std::uint64_t> {
        if (next_index == settings.count) return std::nullopt;
        return next_index++;
    };
    run_ordered<std::uint64_t, Made>(
        threads, {.take = take, .make = make, .emit = emit, .flush = [&] { return out.flush(); }});
    if (out.failed()) exit_code = std::max(exit_code, static_cast<int>(kExitIoError));
}

// The levels' SE ranges and 9x9 clue ranges, from the tables the generator uses.
std::string difficulty_help() {
    std::string ratings;
    std::string clues;
    for (DifficultyLevel level : kDifficultyLevels) {
        const auto [min, max] = rating_range_of(level);
        const ClueRange range = level_clue_range(level);
        const std::string_view separator = ratings.empty() ? "" : ", ";
        ratings += max >= 100
                       ? fmt::format("{}{} {:.1f}+", separator, level_name(level), min / 10.0)
                       : fmt::format("{}{} {:.1f}-{:.1f}", separator, level_name(level), min / 10.0,
                                     max / 10.0);
        clues +=
            fmt::format("{}{} {}-{} clues", separator, level_name(level), range.min, range.max);
    }
    return fmt::format(
        "Level: an SE rating range ({}), each puzzle made in a band of it so the hardest "
        "techniques vary; on 9x9 also the clue counts setters use ({}) with a clue in every "
        "row, column and box (--clues, --max-clues or --minimal replace these)",
        ratings, clues);
}

}  // namespace

void add_generate_command(CLI::App& app, int& exit_code) {
    auto settings = std::make_shared<GenerateSettings>();
    CLI::App* command = app.add_subcommand(
        "generate", "Generate puzzles with one solution: symmetric, minimal, at a difficulty");
    command->add_option("-n,--count", settings->count, "How many puzzles")
        ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40))
        ->capture_default_str();
    command->add_option("--seed", settings->seed,
                        "Seed: the same seed gives the same puzzles, whatever -j (default: "
                        "random; --json shows each puzzle's own seed)");
    command->add_option("-j,--threads", settings->threads, "Worker threads (0 = one per core)")
        ->check(CLI::Range(0, 1024))
        ->capture_default_str();
    command
        ->add_option("--size", settings->request.size,
                     "Grid size: RxC is the box shape (3x3 = classic 9x9, 2x3 = 6x6, 4x4 = "
                     "16x16), a bare number the side (6, 9, 16, 25)")
        ->capture_default_str();
    command
        ->add_option("--symmetry", settings->request.symmetry,
                     "Clue pattern symmetry: none, rotational (180), rot90, mirror, flip, "
                     "diagonal, anti-diagonal, both-mirrors, both-diagonals, full")
        ->capture_default_str();
    command
        ->add_option("--method", settings->request.method,
                     "top-down (remove clues from a full grid) or bottom-up (add clues to an "
                     "empty grid until unique)")
        ->check(CLI::IsMember(choice_names(kGenerationMethods, method_name)))
        ->capture_default_str();
    command
        ->add_option("--variant", settings->request.variant,
                     "Rules: classic, x (both diagonals), windoku (four more boxes), jigsaw "
                     "(random regions), killer (cages with sums, no givens), killer-x")
        ->check(CLI::IsMember(choice_names(kPuzzleVariants, variant_name)))
        ->capture_default_str();
    command->add_option("--largest-cage", settings->request.largest_cage,
                        "Killers: the most cells a cage has (default: the grid's side)");
    command->add_flag("--no-single-cells", settings->no_single_cells,
                      "Killers: no cage of one cell");
    command->add_flag("--solo-id", settings->solo_ids,
                      "Write Solo's game IDs (sgt-solo: classic, x, jigsaw, killer, killer-x)");
    command->add_flag("--minimal", settings->request.minimal,
                      "No single clue can be removed without losing uniqueness");
    command->add_option("--clues", settings->request.clues, "Exactly this many clues");
    command->add_option("--max-clues", settings->request.max_clues, "At most this many clues");
    command->add_option("--difficulty", settings->request.difficulty, difficulty_help())
        ->check(CLI::IsMember(choice_names(kDifficultyLevels, level_name)));
    command->add_option("--rating", settings->request.rating,
                        "SE rating range MIN-MAX, e.g. 4.5-6.2, 9- (9.0 and up), -2.0");
    command->add_option("--technique", settings->request.technique,
                        "The puzzle needs this technique, e.g. x-wing (names as in 'sudokit "
                        "explain --json')");
    command
        ->add_option("--mode", settings->request.mode,
                     "Rating scale: se (Sudoku Explainer's techniques and order) or full")
        ->check(CLI::IsMember(choice_names(kLogicModes, logic_mode_name)))
        ->capture_default_str();
    command
        ->add_option("--timeout", settings->timeout_seconds,
                     "Give up on a puzzle after this many seconds (0 = never)")
        ->check(CLI::NonNegativeNumber);
    command->add_option("--node-limit", settings->request.node_limit,
                        "Search budget of each uniqueness check in solver nodes (0 = none); a "
                        "check over budget keeps the clue. Default: none up to 16x16, 100 above");
    command->add_flag("--grid", settings->grids, "Print full random solution grids instead");
    command
        ->add_option(
            "--symbols", settings->symbols,
            std::string("Symbols of grids above 9x9: ") + kSymbolSetChoices + "; 1-9A when absent")
        ->check(CLI::IsMember({"auto", "digits", "1-9A", "0-9A", "letters"}));
    settings->output.add_to(*command);
    command->footer(
        R"TEXT(Every puzzle has exactly one solution (proved by the exact solver). By default the
clues are removed from a random full grid in random order until no more can go, so the
puzzle is minimal (with a symmetry, minimal by orbit: no orbit can go). With --difficulty,
--rating or --technique every puzzle is rated before it is printed.

Variants (--variant): x, windoku and jigsaw puzzles are made the same way on their own
houses (a jigsaw's regions drawn at random for each puzzle), with the same options.
Killers have no givens: the grid is cut into cages with sums (mostly 2-4 cells) and cages
are split until the sums alone have one solution; --difficulty, --rating and --technique
keep those the logic engine rates as asked (on the full scale). A variant is
written on one line that reads back with its houses: a jigsaw as its givens and region
letters, a 9x9 Killer as SumoCue's "3x3:k:" list, the others in the JSON puzzle form.

Output: one puzzle per line, or --format grid, or --json with solution, seed, clue count,
minimality and rating. Puzzles come out in order whatever -j is.

Exit status: 0 all puzzles made; 2 some puzzle not found within --timeout (a '#' line
keeps the output aligned); 64 bad options (e.g. a clue count the symmetry cannot give);
74 the output could not be written; 130 interrupted (the puzzles so far are written, in order).

Examples:
  sudokit generate --count 10 --seed 42
  sudokit generate --symmetry rotational --difficulty hard --json
  sudokit generate --technique x-wing --count 5 -j 2
  sudokit generate --variant killer --count 3 --solo-id
  sudokit generate --variant jigsaw --difficulty medium --json
  sudokit generate --rating 7.5- --symmetry rotational --timeout 120
  sudokit generate --size 4x4 --count 3 --format grid
  sudokit generate --grid --count 100 --seed 1)TEXT");
    command->callback([settings, &exit_code] { run_generate(*settings, exit_code); });
}

}  // namespace sudokit::cli
