#pragma once

// The names an option accepts, from the library's own list of an enum's values and its name
// function, so that the command line offers exactly what the library's parser reads.

#include <string>
#include <string_view>
#include <vector>

namespace sudokit::cli {

template <typename Enum, std::size_t Count, typename NameOf>
std::vector<std::string> choice_names(const Enum (&values)[Count], NameOf name_of) {
    std::vector<std::string> names;
    for (const Enum value : values)
        names.emplace_back(name_of(value));
    return names;
}

}  // namespace sudokit::cli
