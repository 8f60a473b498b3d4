#include "batch_input.hpp"

#include <utility>

#include "input_file.hpp"

namespace sudokit::cli {

namespace {

BatchItem problem_item(std::string message) {
    BatchItem item;
    item.problem.err = "sudokit: " + std::move(message) + "\n";
    item.problem.status = kExitIoError;
    return item;
}

}  // namespace

BatchInput::BatchInput(const std::vector<std::string>& names, const ReadOptions& options,
                       std::string standard_input_head)
    : names_(names), options_(options), standard_input_head_(std::move(standard_input_head)) {}

BatchInput::~BatchInput() = default;

std::optional<BatchItem> BatchInput::next() {
    for (;;) {
        if (!reader_) {
            if (next_name_ == names_.size()) return std::nullopt;
            name_ = &names_[next_name_++];
            // Standard input's head goes to the first reader of it only.
            source_ = std::make_unique<InputFile>(
                *name_, *name_ == "-" ? std::exchange(standard_input_head_, {}) : std::string());
            if (!source_->open_problem().empty()) {
                std::string problem = source_->open_problem();
                source_.reset();
                return problem_item(std::move(problem));
            }
            reader_ = std::make_unique<PuzzleReader>(source_->stream(), options_);
        }
        if (auto record = reader_->next()) {
            BatchItem item;
            item.record = SourceRecord{name_, records_++, std::move(*record)};
            item.fraction_read = source_->fraction_read();
            return item;
        }
        std::string problem = source_->read_problem();
        reader_.reset();
        source_.reset();
        if (!problem.empty()) return problem_item(std::move(problem));
    }
}

}  // namespace sudokit::cli
