#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "batch_runner.hpp"

namespace sudokit::cli {

class InputFile;

// One thing for a batch to handle: a record, or a message about an input that could not be
// opened or read on, which takes its place in the output order.
struct BatchItem {
    std::optional<SourceRecord> record;
    RecordOutcome problem;      // when there is no record
    double fraction_read = -1;  // share of the input file read so far, -1 when unknown
};

// Every record of every input in turn ("-" is standard input). `names` must outlive it.
class BatchInput {
  public:
    // `standard_input_head`: what was already taken from standard input, read again first.
    BatchInput(const std::vector<std::string>& names, const ReadOptions& options,
               std::string standard_input_head = {});
    ~BatchInput();
    BatchInput(const BatchInput&) = delete;
    BatchInput& operator=(const BatchInput&) = delete;

    // The next item, or nothing after the last input.
    std::optional<BatchItem> next();

  private:
    const std::vector<std::string>& names_;
    ReadOptions options_;
    std::string standard_input_head_;
    std::size_t next_name_ = 0;
    std::uint64_t records_ = 0;
    const std::string* name_ = nullptr;
    std::unique_ptr<InputFile> source_;
    std::unique_ptr<PuzzleReader> reader_;
};

}  // namespace sudokit::cli
