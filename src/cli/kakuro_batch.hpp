#pragma once

#include <functional>
#include <string>
#include <vector>

#include "batch_runner.hpp"
#include "sudokit/kakuro_format.hpp"

namespace sudokit::cli {

// A Kakuro record with the name of the input it came from ("-" for standard input).
struct KakuroSourceRecord {
    const std::string* source = nullptr;
    const kakuro::Record* record = nullptr;
    std::size_t index = 0;  // position in the whole batch, from 0

    // "puzzles.txt:12" or "line 12" for standard input, for messages.
    std::string where() const;
};

// The outcome of a record that could not be read: the error on stderr, and in the output a
// line in its place ({"line":L,"error":{...}} with `json`, else "% where: unreadable puzzle").
RecordOutcome unreadable_kakuro(const KakuroSourceRecord& source, bool json);

// Reads every Kakuro input whole (they are small), then processes the records on `threads`
// threads, writing each outcome in input order as run_batch does. An input that is not a
// Kakuro file, or cannot be read, is named on stderr (kExitBadInput, kExitIoError) and the
// rest still run. `standard_input_head` is what was already taken from standard input.
using KakuroProcess = std::function<RecordOutcome(const KakuroSourceRecord&)>;
ExitCode run_kakuro_batch(const std::vector<std::string>& files,
                          const std::string& standard_input_head, int threads,
                          const KakuroProcess& process);

}  // namespace sudokit::cli
