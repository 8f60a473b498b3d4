#include "print/output_file.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <utility>

#include <fmt/format.h>

#include "print/print_error.hpp"

namespace sudokit::print {

std::optional<std::string> output_path_problem(const std::string& path) {
    if (path == "-") return std::nullopt;
    if (path.empty()) return std::string("the output file name is empty");
    namespace fs = std::filesystem;
    std::error_code error;
    const fs::path file(path);
    if (fs::is_directory(file, error)) return fmt::format("'{}' is a folder, not a file", path);
    const fs::path folder = file.has_parent_path() ? file.parent_path() : fs::path(".");
    if (!fs::is_directory(folder, error)) {
        return fmt::format("cannot write '{}': the folder '{}' does not exist", path,
                           folder.string());
    }
    const bool exists = fs::exists(file, error);
    const std::string& checked = exists ? path : folder.string();
    if (::access(checked.c_str(), W_OK) != 0) {
        return fmt::format("cannot write '{}': {}", path, std::strerror(errno));
    }
    return std::nullopt;
}

OutputFile::OutputFile(std::string path) : path_(std::move(path)) {
    if (is_standard_output()) {
        file_ = stdout;
        return;
    }
    file_ = std::fopen(path_.c_str(), "wb");
    if (file_ == nullptr) {
        throw PrintError(fmt::format("cannot write '{}': {}", path_, std::strerror(errno)));
    }
}

OutputFile::~OutputFile() {
    if (committed_ || is_standard_output()) return;
    if (file_ != nullptr) std::fclose(file_);
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
}

cairo_status_t OutputFile::write(void* closure, const unsigned char* data, unsigned int length) {
    auto* output = static_cast<OutputFile*>(closure);
    if (output->write_error_ != 0) return CAIRO_STATUS_WRITE_ERROR;
    if (std::fwrite(data, 1, length, output->file_) != length) {
        output->write_error_ = errno != 0 ? errno : EIO;
        return CAIRO_STATUS_WRITE_ERROR;
    }
    return CAIRO_STATUS_SUCCESS;
}

void OutputFile::commit() {
    int error = write_error_;
    if (std::fflush(file_) != 0 && error == 0) error = errno;
    if (!is_standard_output()) {
        if (std::fclose(file_) != 0 && error == 0) error = errno;
        file_ = nullptr;
    }
    if (error != 0) {
        throw PrintError(fmt::format("cannot write {}: {}", display_name(), std::strerror(error)));
    }
    committed_ = true;
}

std::string OutputFile::display_name() const {
    return is_standard_output() ? std::string("standard output") : fmt::format("'{}'", path_);
}

}  // namespace sudokit::print
