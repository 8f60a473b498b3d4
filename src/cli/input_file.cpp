#include "input_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <streambuf>
#include <string>

#include <fmt/format.h>

namespace sudokit::cli {

// Reads a file descriptor; a failed read ends the stream and keeps its errno.
class InputFile::Buffer : public std::streambuf {
  public:
    // `already_read`: bytes taken from the descriptor before, served first.
    Buffer(int descriptor, bool owned, std::string already_read)
        : descriptor_(descriptor),
          owned_(owned),
          read_(already_read.size()),
          already_read_(std::move(already_read)) {
        setg(already_read_.data(), already_read_.data(),
             already_read_.data() + already_read_.size());
    }
    ~Buffer() override {
        if (owned_) ::close(descriptor_);
    }
    int error() const { return error_; }
    std::uint64_t consumed() const { return read_ - static_cast<std::uint64_t>(egptr() - gptr()); }

  protected:
    int_type underflow() override {
        if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
        while (error_ == 0) {
            const ssize_t count = ::read(descriptor_, storage_.data(), storage_.size());
            if (count > 0) {
                read_ += static_cast<std::uint64_t>(count);
                setg(storage_.data(), storage_.data(), storage_.data() + count);
                return traits_type::to_int_type(*gptr());
            }
            if (count == 0) break;
            if (errno != EINTR) error_ = errno;
        }
        return traits_type::eof();
    }

  private:
    int descriptor_;
    bool owned_;
    int error_ = 0;
    std::uint64_t read_ = 0;
    std::string already_read_;
    std::array<char, 64 * 1024> storage_{};
};

InputFile::InputFile(const std::string& name, std::string already_read)
    : name_(name == "-" ? "standard input" : name) {
    const bool standard_input = name == "-";
    const bool announced = !already_read.empty();
    const int descriptor =
        standard_input ? STDIN_FILENO : ::open(name.c_str(), O_RDONLY | O_CLOEXEC);
    // Someone who typed a command without a file should not wait for a prompt that never
    // comes: say where the puzzles are expected.
    if (standard_input && !announced && ::isatty(STDIN_FILENO) == 1) {
        fmt::print(stderr,
                   "sudokit: reading puzzles from standard input, one per line (Ctrl-D to end; "
                   "give files to read them instead)\n");
    }
    if (descriptor < 0) {
        open_problem_ = fmt::format("cannot open '{}': {}", name, std::strerror(errno));
        return;
    }
    struct stat status {};
    if (::fstat(descriptor, &status) == 0) {
        if (S_ISDIR(status.st_mode)) {
            open_problem_ = fmt::format("{}: is a directory", name_);
            if (!standard_input) ::close(descriptor);
            return;
        }
        if (S_ISREG(status.st_mode)) size_ = static_cast<double>(status.st_size);
    }
    buffer_ = std::make_unique<Buffer>(descriptor, !standard_input, std::move(already_read));
    stream_.rdbuf(buffer_.get());
}

InputFile::~InputFile() = default;

std::string InputFile::read_problem() const {
    if (!buffer_ || buffer_->error() == 0) return "";
    return fmt::format("{}: read failed: {}", name_, std::strerror(buffer_->error()));
}

double InputFile::fraction_read() const {
    if (!buffer_ || size_ <= 0) return -1.0;
    return std::min(1.0, static_cast<double>(buffer_->consumed()) / size_);
}

std::string InputFile::take_buffered() {
    if (!buffer_) return {};
    std::string rest(static_cast<std::size_t>(std::max<std::streamsize>(buffer_->in_avail(), 0)),
                     '\0');
    rest.resize(static_cast<std::size_t>(
        buffer_->sgetn(rest.data(), static_cast<std::streamsize>(rest.size()))));
    return rest;
}

}  // namespace sudokit::cli
