#include "interrupt_signals.hpp"

#include <atomic>
#include <cstdlib>

#include <fmt/format.h>

#include "exit_codes.hpp"

namespace sudokit::cli {

namespace {

// The one piece of state the handler needs; lock-free, so safe to set from a handler and to
// read from any thread.
std::atomic<bool> interrupt_requested{false};
static_assert(std::atomic<bool>::is_always_lock_free);

void note_interrupt(int) {
    interrupt_requested.store(true);
}

// Catches `signal_number` unless it was ignored; keeps the handler it replaces in `previous`.
void catch_signal(int signal_number, struct sigaction& previous) {
    struct sigaction action {};
    action.sa_handler = note_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;  // reads and writes go on; the batch polls the flag
    sigaction(signal_number, &action, &previous);
    if (previous.sa_handler == SIG_IGN) sigaction(signal_number, &previous, nullptr);
}

}  // namespace

InterruptSignals::InterruptSignals() {
    interrupt_requested.store(false);
    catch_signal(SIGINT, previous_interrupt_);
    catch_signal(SIGTERM, previous_terminate_);
}

InterruptSignals::~InterruptSignals() {
    sigaction(SIGINT, &previous_interrupt_, nullptr);
    sigaction(SIGTERM, &previous_terminate_, nullptr);
}

bool InterruptSignals::requested() const {
    return interrupt_requested.load();
}

void exit_interrupted(std::uint64_t results_written) {
    fmt::print(stderr, "sudokit: interrupted; the first {} result{} written, in input order\n",
               results_written, results_written == 1 ? " is" : "s are");
    std::_Exit(kExitInterrupted);
}

}  // namespace sudokit::cli
