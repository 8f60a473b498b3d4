// Writes seed corpora for the fuzzers from puzzle files (the shared data sets, the
// examples): each puzzle in several text forms for the reader, as requests for the API and
// as candidate masks for the logic engine. The data sets are not copied into the
// repository; scripts/fuzz.sh runs this into its build folder instead.
//
//   fuzz_make_seeds OUT_DIR PUZZLES_PER_FILE FILE...
// writes OUT_DIR/text_reader, OUT_DIR/api and OUT_DIR/logic_engine.

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "input_layouts.hpp"
#include "sudokit/format.hpp"
#include "sudokit/json.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::fuzz {
namespace {

namespace fs = std::filesystem;

class CorpusWriter {
  public:
    explicit CorpusWriter(fs::path folder) : folder_(std::move(folder)) {
        fs::create_directories(folder_);
    }
    void add(const std::string& bytes) {
        std::ofstream out(folder_ / ("seed-" + std::to_string(written_++)), std::ios::binary);
        out << bytes;
    }
    int written() const { return written_; }

  private:
    fs::path folder_;
    int written_ = 0;
};

// "0 0 3 ..." a row a line: the numbers format.
std::string numbers_text(const Grid& grid) {
    std::string text;
    const int side = grid.shape().side();
    for (int cell = 0; cell < grid.size(); ++cell) {
        text += std::to_string(grid[cell]);
        text += (cell + 1) % side == 0 ? '\n' : ' ';
    }
    return text;
}

// Two option bytes in front: a format (0 = detect) and no forced shape.
void add_text_seeds(CorpusWriter& corpus, const Puzzle& puzzle) {
    const std::string detect("\0\0", 2);
    const Candidates marks = Candidates::from_grid(puzzle.givens);
    corpus.add(detect + to_line(puzzle.givens) + (puzzle.label.empty() ? "" : " " + puzzle.label));
    corpus.add(detect + to_boxed(puzzle.givens));
    corpus.add(detect + numbers_text(puzzle.givens));
    corpus.add(detect + to_pencilmarks(marks));
    // The same pencil marks with the format named (4 = pencilmarks) and letters (4 * 5).
    corpus.add(std::string{char(4 + 4 * 5), 0} + to_pencilmarks(marks, {SymbolSet::letters}));
}

std::string api_seed(std::size_t route, const nlohmann::json& body) {
    return std::string(1, char(route)) + json_text(body);
}

// One route per puzzle, in turn, so that the corpus stays small and quick to load.
void add_api_seeds(CorpusWriter& corpus, const Puzzle& puzzle, std::size_t turn) {
    const std::string line = to_line(puzzle.givens);
    const std::size_t route = turn % api_input::kServedRoutes;
    nlohmann::json body = {{"puzzle", line}};
    const std::string_view name = api_input::kRoutes[route];
    if (name == "check") {
        const SolveResult solved = solve(puzzle);
        if (!solved.solutions.empty()) body["grid"] = to_line(solved.solutions.front());
    } else if (name == "hint") {
        body = {{"position", to_json(Position::from_puzzle(puzzle))}, {"level", "technique"}};
    } else if (name == "explain" || name == "rate") {
        body["mode"] = turn % 2 == 0 ? "se" : "full";
    } else if (name == "count") {
        body["limit"] = 10;
    } else if (name == "generate") {
        body = {{"size", puzzle.shape().name()}, {"seed", turn}, {"count", 1}};
    }
    corpus.add(api_seed(route, body));
}

std::string logic_seed(const Position& position, std::uint8_t options) {
    const Shape& shape = position.shape();
    const int shape_index = logic_input::shape_index(shape);
    std::string bytes(1, char(options | std::uint8_t(shape_index)));
    const Candidates marks = position.pencil_marks();
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const DigitBits bits = marks[cell].bits();
        for (int index = 0; index < logic_input::bytes_per_cell(shape.side()); ++index)
            bytes += char((bits >> (8 * index)) & 0xFF);
    }
    return bytes;
}

void add_logic_seeds(CorpusWriter& corpus, const Puzzle& puzzle, std::size_t turn) {
    if (logic_input::shape_index(puzzle.shape()) < 0) return;
    const std::uint8_t options = turn % 2 == 0 ? 0 : logic_input::kSeMode;
    corpus.add(logic_seed(Position::from_puzzle(puzzle), options));
}

}  // namespace
}  // namespace sudokit::fuzz

int main(int argc, char** argv) {
    using namespace sudokit;
    if (argc < 3) {
        std::cerr << "usage: fuzz_make_seeds OUT_DIR PUZZLES_PER_FILE FILE...\n";
        return 64;
    }
    const std::filesystem::path out_dir = argv[1];
    const int per_file = std::stoi(argv[2]);
    fuzz::CorpusWriter text_corpus(out_dir / "text_reader");
    fuzz::CorpusWriter api_corpus(out_dir / "api");
    fuzz::CorpusWriter logic_corpus(out_dir / "logic_engine");
    std::size_t turn = 0;
    for (int index = 3; index < argc; ++index) {
        std::ifstream input(argv[index]);
        if (!input) {
            std::cerr << "cannot read " << argv[index] << "\n";
            return 66;
        }
        PuzzleReader reader(input);
        int taken = 0;
        while (taken < per_file) {
            const std::optional<ReadRecord> record = reader.next();
            if (!record) break;
            if (!record->ok()) continue;
            fuzz::add_text_seeds(text_corpus, record->puzzle());
            fuzz::add_api_seeds(api_corpus, record->puzzle(), turn);
            fuzz::add_logic_seeds(logic_corpus, record->puzzle(), turn);
            ++taken;
            ++turn;
        }
    }
    std::printf("seeds: %d text_reader, %d api, %d logic_engine\n", text_corpus.written(),
                api_corpus.written(), logic_corpus.written());
    return 0;
}
