#pragma once

#include <istream>
#include <memory>
#include <string>

namespace sudokit::cli {

// A puzzle file or standard input ("-"), read with read(2) through a stream: a read that fails
// is kept with its reason, where std::ifstream would end the file as if it were complete.
class InputFile {
  public:
    // `already_read`: what was taken from standard input before (to see what kind of file it
    // is), read again first.
    explicit InputFile(const std::string& name, std::string already_read = {});
    ~InputFile();
    InputFile(const InputFile&) = delete;
    InputFile& operator=(const InputFile&) = delete;

    // Why it cannot be read at all ("cannot open 'x': No such file or directory",
    // "x: is a directory"), or empty.
    const std::string& open_problem() const { return open_problem_; }
    std::istream& stream() { return stream_; }
    // Why reading stopped before the end ("x: read failed: Input/output error"), or empty:
    // what came before was read.
    std::string read_problem() const;
    // Share of the file read so far, or -1 when its size is not known (a pipe, a terminal).
    double fraction_read() const;
    // What has been read from the file but not yet taken from the stream.
    std::string take_buffered();

  private:
    class Buffer;
    std::string name_;
    std::string open_problem_;
    std::unique_ptr<Buffer> buffer_;
    std::istream stream_{nullptr};
    double size_ = 0;
};

}  // namespace sudokit::cli
