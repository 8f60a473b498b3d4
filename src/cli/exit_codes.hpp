#pragma once

namespace sudokit::cli {

// Exit statuses of the sudokit command. When a batch has several kinds of trouble the
// highest-numbered one wins (bad input outranks an unsolved puzzle).
enum ExitCode : int {
    kExitOk = 0,             // every puzzle had exactly one solution / every grid was valid
    kExitUnsolved = 1,       // some puzzle had no solution or several, or a grid broke the rules
    kExitTimedOut = 2,       // some puzzle hit the time limit before it was settled
    kExitBadInput = 3,       // some record could not be read (named on stderr)
    kExitUsage = 64,         // bad command-line arguments
    kExitInternal = 70,      // an unexpected failure inside sudokit (a bug: please report it)
    kExitIoError = 74,       // an input could not be opened or read, or the output written
    kExitInterrupted = 130,  // SIGINT or SIGTERM: the results before it are written, in order
};

// Accumulates the worst status seen over a batch.
class ExitStatus {
  public:
    void raise(ExitCode code) {
        if (code > code_) code_ = code;
    }
    ExitCode code() const { return code_; }

  private:
    ExitCode code_ = kExitOk;
};

}  // namespace sudokit::cli
