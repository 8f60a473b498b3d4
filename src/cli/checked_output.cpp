#include "checked_output.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fmt/format.h>

namespace sudokit::cli {

namespace {
// Large enough that a batch of short results costs few system calls.
constexpr std::size_t kFlushAbove = 64 * 1024;
}  // namespace

CheckedOutput::~CheckedOutput() {
    flush();
}

bool CheckedOutput::write(std::string_view text) {
    if (failed()) return false;
    buffer_ += text;
    return buffer_.size() < kFlushAbove || flush();
}

bool CheckedOutput::flush() {
    std::size_t written = 0;
    while (!failed() && written < buffer_.size()) {
        const ssize_t count =
            ::write(STDOUT_FILENO, buffer_.data() + written, buffer_.size() - written);
        if (count > 0) {
            written += static_cast<std::size_t>(count);
        } else if (count < 0 && errno == EINTR) {
            continue;
        } else {
            error_ = count < 0 ? errno : EIO;
            if (error_ != EPIPE) {
                fmt::print(stderr, "sudokit: cannot write the output: {}\n", std::strerror(error_));
            }
        }
    }
    buffer_.clear();
    return !failed();
}

}  // namespace sudokit::cli
