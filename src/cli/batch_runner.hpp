#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "exit_codes.hpp"
#include "sudokit/format.hpp"
#include "sudokit/session.hpp"

namespace sudokit::cli {

// A record as read, with the name of the input it came from ("-" for standard input).
struct SourceRecord {
    const std::string* source = nullptr;
    std::size_t index = 0;  // position in the whole batch, from 0
    ReadRecord record;

    // "puzzles.txt:12" or "line 12" for standard input, for messages.
    std::string where() const;
};

// What processing one record produced: text for stdout and stderr, and its status.
struct RecordOutcome {
    std::string out;
    std::string err;
    ExitCode status = kExitOk;
};

struct BatchOptions {
    int threads = 1;        // 0 = one per core
    bool progress = false;  // draw a progress line on stderr when it is a terminal
    // Every puzzle read is written back in these symbols instead of its own (Puzzle::symbols),
    // so each command's output follows --output-symbols.
    std::optional<SymbolSet> write_symbols;
    // What was already taken from standard input (InputKind), read again first.
    std::string standard_input_head = {};
};

// Reads every record of every input in turn and processes them on `threads` threads; each
// outcome is written as soon as it and all before it are ready, in input order whatever the
// thread count. Returns the worst status: kExitIoError when an input cannot be read or the
// output written (the batch then stops). SIGINT or SIGTERM ends the process with
// kExitInterrupted once the outcomes ready in order are written. `process` runs on worker
// threads and must not touch shared state; each worker has a solving session of its own.
using RecordProcess = std::function<RecordOutcome(const SourceRecord&, SolvingSession&)>;
ExitCode run_batch(const std::vector<std::string>& files, const ReadOptions& read_options,
                   const BatchOptions& batch_options, const RecordProcess& process);

}  // namespace sudokit::cli
