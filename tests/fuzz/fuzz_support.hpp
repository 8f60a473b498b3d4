#pragma once

// Shared by the libFuzzer targets: reading option bytes off the front of an input, and a
// check that stops the run with a message, so that libFuzzer saves the input as a crash.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace sudokit::fuzz {

// The fuzzer's bytes, consumed from the front: a few choose options, the rest is the input.
class FuzzBytes {
  public:
    FuzzBytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    // The next byte, or 0 once the input has run out (so short inputs take the defaults).
    std::uint8_t take_byte() {
        if (size_ == 0) return 0;
        --size_;
        return *data_++;
    }
    bool empty() const { return size_ == 0; }
    std::string_view rest() const { return {reinterpret_cast<const char*>(data_), size_}; }

  private:
    const std::uint8_t* data_;
    std::size_t size_;
};

// An invariant of the library that does not hold: a bug, whatever the input.
[[noreturn]] inline void report_bug(const char* what) {
    std::fprintf(stderr, "fuzz check failed: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

inline void check(bool holds, const char* what) {
    if (!holds) report_bug(what);
}

}  // namespace sudokit::fuzz
