#include "kakuro_batch.hpp"

#include <algorithm>
#include <cstdio>
#include <istream>
#include <iterator>
#include <thread>

#include <fmt/format.h>

#include "checked_output.hpp"
#include "input_file.hpp"
#include "ordered_parallel.hpp"
#include "sudokit/json.hpp"

namespace sudokit::cli {

namespace {

// One input read whole: its records, or why it could not be read.
struct KakuroInput {
    std::string name;
    std::vector<kakuro::Record> records;
    std::string problem;
    ExitCode problem_status = kExitOk;
};

KakuroInput read_input(const std::string& name, std::string head) {
    KakuroInput input{name, {}, {}, kExitOk};
    InputFile file(name, std::move(head));
    if (!file.open_problem().empty()) {
        input.problem = file.open_problem();
        input.problem_status = kExitIoError;
        return input;
    }
    const std::string text{std::istreambuf_iterator<char>(file.stream()),
                           std::istreambuf_iterator<char>()};
    if (std::string problem = file.read_problem(); !problem.empty()) {
        input.problem = std::move(problem);
        input.problem_status = kExitIoError;
        return input;
    }
    if (!kakuro::looks_like_kakuro(text) &&
        text.find_first_not_of(" \t\r\n") != std::string::npos) {
        input.problem = fmt::format(
            "{}: not a Kakuro file (the first input is one; give Kakuro and Sudoku files to "
            "separate commands)",
            name == "-" ? "standard input" : name);
        input.problem_status = kExitBadInput;
        return input;
    }
    input.records = kakuro::read_records(text);
    return input;
}

}  // namespace

std::string KakuroSourceRecord::where() const {
    if (source == nullptr || *source == "-") return fmt::format("line {}", record->line);
    return fmt::format("{}:{}", *source, record->line);
}

RecordOutcome unreadable_kakuro(const KakuroSourceRecord& source, bool json) {
    const ParseError& error = source.record->error();
    RecordOutcome outcome;
    outcome.status = kExitBadInput;
    outcome.err = fmt::format("sudokit: {}{}\n", *source.source == "-" ? "" : *source.source + ": ",
                              error.to_string());
    outcome.out =
        json ? json_text(nlohmann::json{{"line", source.record->line}, {"error", to_json(error)}}) +
                   "\n"
             : fmt::format("% {}: unreadable puzzle\n", source.where());
    return outcome;
}

ExitCode run_kakuro_batch(const std::vector<std::string>& files,
                          const std::string& standard_input_head, int threads,
                          const KakuroProcess& process) {
    static const std::vector<std::string> kStandardInput = {"-"};
    const auto& names = files.empty() ? kStandardInput : files;
    std::vector<KakuroInput> inputs;
    std::string head = standard_input_head;
    for (const std::string& name : names) {
        inputs.push_back(read_input(name, name == "-" ? std::exchange(head, {}) : std::string()));
    }
    ExitStatus status;
    for (const KakuroInput& input : inputs) {
        if (input.problem.empty()) continue;
        std::fprintf(stderr, "sudokit: %s\n", input.problem.c_str());
        status.raise(input.problem_status);
    }
    std::vector<KakuroSourceRecord> jobs;
    for (const KakuroInput& input : inputs) {
        for (const kakuro::Record& record : input.records) {
            jobs.push_back({&input.name, &record, jobs.size()});
        }
    }
    const int workers =
        threads > 0 ? threads : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    CheckedOutput out;
    std::size_t next = 0;
    run_ordered<KakuroSourceRecord, RecordOutcome>(
        workers, {.take = [&]() -> std::optional<KakuroSourceRecord> {
                      if (next == jobs.size()) return std::nullopt;
                      return jobs[next++];
                  },
                  .make = [&](KakuroSourceRecord& source, int) { return process(source); },
                  .emit =
                      [&](RecordOutcome& outcome) {
                          status.raise(outcome.status);
                          if (!outcome.err.empty()) {
                              out.flush();
                              std::fputs(outcome.err.c_str(), stderr);
                          }
                          return out.write(outcome.out);
                      },
                  .flush = [&] { return out.flush(); }});
    out.flush();
    if (out.failed()) status.raise(kExitIoError);
    return status.code();
}

}  // namespace sudokit::cli
