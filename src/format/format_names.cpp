#include <array>
#include <utility>

#include "sudokit/format.hpp"

namespace sudokit {

namespace {

constexpr std::array<std::pair<std::string_view, InputFormat>, 5> kInputFormats = {{
    {"auto", InputFormat::automatic},
    {"line", InputFormat::line},
    {"grid", InputFormat::grid},
    {"numbers", InputFormat::numbers},
    {"pencilmarks", InputFormat::pencilmarks},
}};

constexpr std::array<std::pair<std::string_view, SymbolSet>, 5> kSymbolSets = {{
    {"auto", SymbolSet::automatic},
    {"digits", SymbolSet::digits},
    {"1-9A", SymbolSet::digits_letters},
    {"0-9A", SymbolSet::zero_hex},
    {"letters", SymbolSet::letters},
}};

template <typename Value, std::size_t Size>
std::optional<Value> find_name(const std::array<std::pair<std::string_view, Value>, Size>& table,
                               std::string_view name) {
    for (const auto& [known, value] : table) {
        if (known == name) return value;
    }
    return std::nullopt;
}

}  // namespace

std::optional<InputFormat> parse_input_format(std::string_view name) {
    return find_name(kInputFormats, name);
}

std::optional<SymbolSet> parse_symbol_set(std::string_view name) {
    return find_name(kSymbolSets, name);
}

}  // namespace sudokit
