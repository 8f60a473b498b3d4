#include "format/line_source.hpp"

#include <istream>
#include <string_view>
#include <utility>

namespace sudokit::format_detail {

namespace {

constexpr std::string_view kUtf8ByteOrderMark = "\xEF\xBB\xBF";

}  // namespace

bool LineSource::read_one() {
    std::string text;
    if (!std::getline(input_, text)) return false;
    ++lines_read_;
    // Files written on Windows end lines with "\r\n"; editors may start them with a BOM.
    if (!text.empty() && text.back() == '\r') text.pop_back();
    if (lines_read_ == 1 && text.starts_with(kUtf8ByteOrderMark)) {
        text.erase(0, kUtf8ByteOrderMark.size());
    }
    buffered_.push_back(SourceLine{lines_read_, std::move(text)});
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
    return line;
}

}  // namespace sudokit::format_detail
