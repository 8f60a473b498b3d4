#include "batch_runner.hpp"

#include <algorithm>
#include <cstdio>
#include <thread>

#include <fmt/format.h>

#include "batch_input.hpp"
#include "checked_output.hpp"
#include "ordered_parallel.hpp"
#include "progress.hpp"

namespace sudokit::cli {

namespace {

struct ItemOutcome {
    RecordOutcome outcome;
    bool is_record = false;
    double fraction_read = -1;
};

}  // namespace

std::string SourceRecord::where() const {
    if (source == nullptr || *source == "-") return fmt::format("line {}", record.line);
    return fmt::format("{}:{}", *source, record.line);
}

ExitCode run_batch(const std::vector<std::string>& files, const ReadOptions& read_options,
                   const BatchOptions& batch_options, const RecordProcess& process) {
    static const std::vector<std::string> kStandardInput = {"-"};
    const auto& inputs = files.empty() ? kStandardInput : files;
    const int threads = batch_options.threads > 0
                            ? batch_options.threads
                            : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    // Results written to a terminal show how far the batch is: no progress line there.
    Progress progress(batch_options.progress && stderr_is_terminal() && !stdout_is_terminal());
    BatchInput input(inputs, read_options, batch_options.standard_input_head);
    std::vector<SolvingSession> sessions(static_cast<std::size_t>(threads));
    CheckedOutput out;
    ExitStatus status;
    std::uint64_t done = 0;
    const auto flush = [&] {
        progress.finish();
        return out.flush();
    };
    run_ordered<BatchItem, ItemOutcome>(
        threads,
        {.take = [&] { return input.next(); },
         .make =
             [&](BatchItem& item, int worker) {
                 if (!item.record) return ItemOutcome{std::move(item.problem)};
                 if (auto* puzzle = std::get_if<Puzzle>(&item.record->record.content);
                     puzzle != nullptr && batch_options.write_symbols) {
                     puzzle->symbols = *batch_options.write_symbols;
                 }
                 SolvingSession& session = sessions[static_cast<std::size_t>(worker)];
                 return ItemOutcome{process(*item.record, session), true, item.fraction_read};
             },
         .emit =
             [&](ItemOutcome& item) {
                 const RecordOutcome& outcome = item.outcome;
                 status.raise(outcome.status);
                 if (!outcome.err.empty()) {
                     flush();
                     std::fputs(outcome.err.c_str(), stderr);
                 }
                 if (item.is_record) progress.update(++done, item.fraction_read);
                 return out.write(outcome.out);
             },
         .flush = flush});
    progress.finish();
    if (out.failed()) status.raise(kExitIoError);
    return status.code();
}

}  // namespace sudokit::cli
