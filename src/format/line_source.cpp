#include "format/line_source.hpp"

#include "format/unicode_text.hpp"

#include <algorithm>
#include <istream>
#include <string_view>
#include <utility>

namespace sudokit::format_detail {

namespace {

constexpr std::string_view kUtf8ByteOrderMark = "\xEF\xBB\xBF";

// Enough for the longest record (a 25x25 grid with its rules) and the lines peeked past it.
constexpr std::size_t kRecentWrittenLines = 64;

}  // namespace

std::string_view SourceLine::written_from(std::size_t offset) const {
    if (written.empty()) return std::string_view(text).substr(std::min(offset, text.size()));
    return after_characters(written, offset);
}

bool LineSource::read_one() {
    std::string text;
    if (!std::getline(input_, text)) return false;
    ++lines_read_;
    // Files written on Windows end lines with "\r\n"; editors may start them with a BOM.
    if (!text.empty() && text.back() == '\r') text.pop_back();
    if (lines_read_ == 1 && text.starts_with(kUtf8ByteOrderMark)) {
        text.erase(0, kUtf8ByteOrderMark.size());
    }
    if (is_ascii(text)) {
        buffered_.push_back(SourceLine{lines_read_, std::move(text), {}});
    } else {
        std::string one_byte = one_byte_per_character(text);
        buffered_.push_back(SourceLine{lines_read_, std::move(one_byte), std::move(text)});
    }
    return true;
}

const SourceLine* LineSource::peek(std::size_t ahead) {
    while (buffered_.size() <= ahead) {
        if (!read_one()) return nullptr;
    }
    return &buffered_[ahead];
}

SourceLine LineSource::take() {
    peek();
    SourceLine line = std::move(buffered_.front());
    buffered_.pop_front();
    if (!line.written.empty()) {
        recent_written_.push_back(line);
        if (recent_written_.size() > kRecentWrittenLines) recent_written_.pop_front();
    }
    return line;
}

std::string_view LineSource::written_line(std::size_t number) const {
    for (const SourceLine& line : recent_written_) {
        if (line.number == number) return line.written;
    }
    for (const SourceLine& line : buffered_) {
        if (line.number == number) return line.written;
    }
    return {};
}

}  // namespace sudokit::format_detail
