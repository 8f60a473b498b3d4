#pragma once

#include <string>
#include <string_view>

namespace sudokit::cli {

// Standard output of the commands that write results. It is written with write(2), not stdio,
// so that a failed write is seen when it happens: the first failure is reported on stderr
// ("sudokit: cannot write the output: No space left on device") and everything after it is
// dropped, so that the command can stop and exit with kExitIoError. A reader that went away
// (EPIPE, when SIGPIPE is ignored) is not reported: `sudokit solve | head` ends quietly.
class CheckedOutput {
  public:
    CheckedOutput() = default;
    CheckedOutput(const CheckedOutput&) = delete;
    CheckedOutput& operator=(const CheckedOutput&) = delete;
    ~CheckedOutput();

    // Keeps `text` to write with the next flush (written at once past a few pages). False
    // once a write has failed.
    bool write(std::string_view text);
    // Writes what is kept. False once a write has failed.
    bool flush();
    bool failed() const { return error_ != 0; }

  private:
    std::string buffer_;
    int error_ = 0;  // errno of the write that failed
};

}  // namespace sudokit::cli
