#pragma once

#include <csignal>
#include <cstdint>

namespace sudokit::cli {

// While one lives, SIGINT and SIGTERM no longer end the process at once: they only set a flag
// that the batch reads, so that it can write the results it has before it ends. A signal that
// was ignored when sudokit started (a background job) stays ignored; the handlers that were
// there come back when it goes.
class InterruptSignals {
  public:
    InterruptSignals();
    ~InterruptSignals();
    InterruptSignals(const InterruptSignals&) = delete;
    InterruptSignals& operator=(const InterruptSignals&) = delete;

    bool requested() const;

  private:
    struct sigaction previous_interrupt_ {};
    struct sigaction previous_terminate_ {};
};

// Ends an interrupted batch: says on stderr how many results were written and exits with
// kExitInterrupted at once, without waiting for the worker threads (a job may be deep in a
// search that has no way to stop).
[[noreturn]] void exit_interrupted(std::uint64_t results_written);

}  // namespace sudokit::cli
