#pragma once

#include <cstdio>
#include <optional>
#include <string>

#include <cairo.h>

namespace sudokit::print {

// Why `path` cannot be written ("the folder 'out' does not exist", "permission denied"), or
// nothing when it looks writable: checked before any work so that a long batch does not end
// in a failed write. "-" (standard output) is always writable.
std::optional<std::string> output_path_problem(const std::string& path);

// A file (or standard output, "-") that Cairo writes into through its stream callback, so that
// a failure is reported with the system's reason and a half-written file does not stay behind.
class OutputFile {
  public:
    // Throws PrintError when the file cannot be created.
    explicit OutputFile(std::string path);
    // Removes the file unless commit() succeeded.
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    // Cairo's cairo_write_func_t; `closure` is the OutputFile.
    static cairo_status_t write(void* closure, const unsigned char* data, unsigned int length);

    // Flushes and closes the file; throws PrintError when that or an earlier write failed.
    void commit();
    const std::string& path() const { return path_; }
    // "standard output" or 'the/path.pdf', for messages.
    std::string display_name() const;

  private:
    std::string path_;
    std::FILE* file_ = nullptr;
    int write_error_ = 0;  // errno of the first failed write
    bool committed_ = false;

    bool is_standard_output() const { return path_ == "-"; }
};

}  // namespace sudokit::print
