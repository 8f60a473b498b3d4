#include "photo_set.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace sudokit::scan {

namespace {

Grid read_grid(const std::filesystem::path& dat) {
    std::ifstream file(dat);
    std::string line;
    std::getline(file, line);  // the phone
    std::getline(file, line);  // a size, often not the image's
    Grid grid;
    int cell = 0;
    char symbol = 0;
    while (cell < 81 && file.get(symbol)) {
        if (symbol >= '0' && symbol <= '9') grid.set(cell++, symbol - '0');
    }
    if (cell != 81) throw std::runtime_error(dat.string() + ": fewer than 81 digits");
    return grid;
}

}  // namespace

std::vector<LabelledPhoto> read_photo_set(const std::string& folder) {
    std::vector<std::pair<long, std::filesystem::path>> numbered;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        const std::filesystem::path& path = entry.path();
        const std::string stem = path.stem().string();
        if (path.extension() != ".jpg" || stem.rfind("image", 0) != 0) continue;
        std::filesystem::path dat = path;
        dat.replace_extension(".dat");
        if (!std::filesystem::exists(dat)) continue;
        numbered.emplace_back(std::stol(stem.substr(5)), path);
    }
    std::sort(numbered.begin(), numbered.end());
    std::vector<LabelledPhoto> photos;
    for (const auto& [number, path] : numbered) {
        std::filesystem::path dat = path;
        dat.replace_extension(".dat");
        photos.push_back({path.string(), read_grid(dat)});
    }
    return photos;
}

}  // namespace sudokit::scan
