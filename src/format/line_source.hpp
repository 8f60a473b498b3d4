#pragma once

// Lines of an input stream with their numbers, and a look-ahead: a record's kind is told
// from its first line, sometimes with a peek at the next ones.

#include <cstddef>
#include <deque>
#include <iosfwd>
#include <string>

namespace sudokit::format_detail {

struct SourceLine {
    std::size_t number = 0;  // 1-based
    // Without the line end ("\n" or "\r\n"), one byte per character (unicode_text.hpp):
    // offsets into it are character columns.
    std::string text;
    // The line as written, when it was not ASCII (empty otherwise).
    std::string written;

    // The line as written from `offset` of `text` on: labels keep their own characters.
    std::string_view written_from(std::size_t offset) const;
};

class LineSource {
  public:
    explicit LineSource(std::istream& input) : input_(input) {}

    // The line `ahead` lines past the next one (0 = the next), or nullptr past the end. The
    // pointer stays valid until that line is taken.
    const SourceLine* peek(std::size_t ahead = 0);
    // Consumes the next line; there must be one.
    SourceLine take();
    // The number of the last line read from the stream (0 before any).
    std::size_t last_line_number() const { return lines_read_; }
    // A line taken lately as written, for an error that names a character outside ASCII;
    // empty when the line was ASCII or is long gone.
    std::string_view written_line(std::size_t number) const;

  private:
    bool read_one();

    std::istream& input_;
    std::deque<SourceLine> buffered_;
    // The last lines taken that were not ASCII (a record's worth at most).
    std::deque<SourceLine> recent_written_;
    std::size_t lines_read_ = 0;
};

}  // namespace sudokit::format_detail
