#include "batch_runner.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <thread>

#include <fmt/format.h>

#include "progress.hpp"

namespace sudokit::cli {

namespace {

// Records handed to the threads at a time: large enough to keep them busy, small enough that
// output flows while a long batch runs.
constexpr std::size_t kRecordsPerThreadPerChunk = 256;

class InputSource {
  public:
    explicit InputSource(const std::string& name) {
        if (name == "-") {
            stream_ = &std::cin;
            interactive_ = ::isatty(STDIN_FILENO) == 1;
        } else {
            file_ = std::make_unique<std::ifstream>(name, std::ios::binary);
            if (!*file_) return;
            file_->seekg(0, std::ios::end);
            size_ = static_cast<double>(file_->tellg());
            file_->seekg(0, std::ios::beg);
            stream_ = file_.get();
        }
    }
    bool is_open() const { return stream_ != nullptr; }
    bool interactive() const { return interactive_; }
    std::istream& stream() { return *stream_; }
    // Share of the file read so far, or -1 when unknown (standard input).
    double fraction_read() {
        if (file_ == nullptr || size_ <= 0) return -1.0;
        const auto position = file_->tellg();
        return position < 0 ? 1.0 : static_cast<double>(position) / size_;
    }

  private:
    std::unique_ptr<std::ifstream> file_;
    std::istream* stream_ = nullptr;
    bool interactive_ = false;
    double size_ = 0;
};

// Reads up to `limit` records into `chunk`, numbering them from `first`; false once the
// input is exhausted.
bool read_chunk(PuzzleReader& reader, const std::string& name, std::uint64_t first,
                std::size_t limit, std::vector<SourceRecord>& chunk) {
    chunk.clear();
    while (chunk.size() < limit) {
        auto record = reader.next();
        if (!record) return false;
        chunk.push_back({&name, first + chunk.size(), std::move(*record)});
    }
    return true;
}

// Processes the chunk on `threads` threads. The calling thread first runs `meanwhile` (reading
// the next chunk) while the helpers start, so reading no longer stalls every thread.
void process_chunk(std::vector<SourceRecord>& chunk, std::vector<RecordOutcome>& outcomes,
                   int threads, const std::function<RecordOutcome(const SourceRecord&)>& process,
                   Progress& progress, std::uint64_t done_before, double fraction,
                   const std::function<void()>& meanwhile) {
    outcomes.assign(chunk.size(), {});
    std::atomic<std::size_t> next{0};
    std::atomic<std::uint64_t> done{0};
    auto work = [&](bool reporter) {
        for (std::size_t i = next++; i < chunk.size(); i = next++) {
            outcomes[i] = process(chunk[i]);
            const auto total = ++done;
            if (reporter) progress.update(done_before + total, fraction);
        }
    };
    const int helpers = std::min<int>(threads, static_cast<int>(chunk.size())) - 1;
    std::vector<std::jthread> workers;
    for (int i = 0; i < helpers; ++i)
        workers.emplace_back(work, false);
    meanwhile();
    work(true);
}

}  // namespace

std::string SourceRecord::where() const {
    if (source == nullptr || *source == "-") return fmt::format("line {}", record.line);
    return fmt::format("{}:{}", *source, record.line);
}

ExitCode run_batch(const std::vector<std::string>& files, const ReadOptions& read_options,
                   const BatchOptions& batch_options,
                   const std::function<RecordOutcome(const SourceRecord&)>& process) {
    static const std::vector<std::string> kStandardInput = {"-"};
    const auto& inputs = files.empty() ? kStandardInput : files;
    const int threads = batch_options.threads > 0
                            ? batch_options.threads
                            : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
    Progress progress(batch_options.progress && stderr_is_terminal());
    ExitStatus status;
    std::uint64_t done = 0;
    std::vector<SourceRecord> chunk;
    std::vector<SourceRecord> next_chunk;
    std::vector<RecordOutcome> outcomes;
    for (const auto& name : inputs) {
        InputSource input(name);
        if (!input.is_open()) {
            progress.finish();
            fmt::print(stderr, "sudokit: cannot open '{}'\n", name);
            status.raise(kExitIoError);
            continue;
        }
        // Typed input is answered line by line; files go in chunks.
        const std::size_t chunk_size =
            input.interactive() ? 1 : kRecordsPerThreadPerChunk * static_cast<std::size_t>(threads);
        PuzzleReader reader(input.stream(), read_options);
        // Typed input waits for each answer before the next line: no reading ahead there.
        const bool read_ahead = !input.interactive();
        bool more = read_chunk(reader, name, done, chunk_size, chunk);
        while (!chunk.empty()) {
            bool next_more = false;
            next_chunk.clear();
            const auto read_next = [&] {
                if (read_ahead && more) {
                    next_more =
                        read_chunk(reader, name, done + chunk.size(), chunk_size, next_chunk);
                }
            };
            process_chunk(chunk, outcomes, threads, process, progress, done, input.fraction_read(),
                          read_next);
            done += chunk.size();
            progress.finish();
            for (const auto& outcome : outcomes) {
                if (!outcome.err.empty()) std::fputs(outcome.err.c_str(), stderr);
                if (!outcome.out.empty()) std::fputs(outcome.out.c_str(), stdout);
                status.raise(outcome.status);
            }
            std::fflush(stdout);
            if (read_ahead) {
                chunk.swap(next_chunk);
                more = next_more;
            } else if (more) {
                more = read_chunk(reader, name, done, chunk_size, chunk);
            } else {
                chunk.clear();
            }
        }
    }
    return status.code();
}

}  // namespace sudokit::cli
