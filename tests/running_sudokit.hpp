#pragma once

// The `sudokit` binary run in the background, to talk to while it works: its stdout comes
// through a pipe read line by line, signals can be sent to it, and every wait has a time
// limit, so that a command that hangs fails its test instead of stalling it.

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "cli_test_support.hpp"

namespace sudokit::testing {

struct RunningSudokitOptions {
    static RunningSudokitOptions reading(int descriptor) {
        RunningSudokitOptions options;
        options.stdin_fd = descriptor;
        return options;
    }
    static RunningSudokitOptions writing_to(std::string path) {
        RunningSudokitOptions options;
        options.stdout_path = std::move(path);
        return options;
    }
    static RunningSudokitOptions ignoring_sigpipe() {
        RunningSudokitOptions options;
        options.ignore_sigpipe = true;
        return options;
    }

    int stdin_fd = -1;            // -1: /dev/null
    bool ignore_sigpipe = false;  // as some shells and services start their children
    std::string stdout_path;      // a file for stdout instead of the pipe, e.g. /dev/full
};

class RunningSudokit {
  public:
    using Clock = std::chrono::steady_clock;

    explicit RunningSudokit(const std::vector<std::string>& arguments,
                            RunningSudokitOptions options = {})
        : err_path_(std::filesystem::temp_directory_path() /
                    ("sudokit-running-err-" + std::to_string(::getpid()))) {
        std::vector<std::string> words = {SUDOKIT_CLI_PATH};
        words.insert(words.end(), arguments.begin(), arguments.end());
        std::vector<char*> argv;
        for (auto& word : words)
            argv.push_back(word.data());
        argv.push_back(nullptr);
        int out[2];
        if (options.stdout_path.empty()) {
            if (::pipe2(out, O_CLOEXEC) != 0) return;
        } else {
            out[0] = -1;
            out[1] =
                ::open(options.stdout_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        }
        const int err = ::open(err_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        const int in =
            options.stdin_fd >= 0 ? options.stdin_fd : ::open("/dev/null", O_RDONLY | O_CLOEXEC);
        pid_ = ::fork();
        if (pid_ == 0) {
            // Only async-signal-safe calls between fork and exec.
            sigset_t none;
            sigemptyset(&none);
            ::sigprocmask(SIG_SETMASK, &none, nullptr);
            // As a shell starts a job in the foreground, whatever this process inherited.
            ::signal(SIGINT, SIG_DFL);
            ::signal(SIGTERM, SIG_DFL);
            if (options.ignore_sigpipe) ::signal(SIGPIPE, SIG_IGN);
            ::dup2(in, STDIN_FILENO);
            ::dup2(out[1], STDOUT_FILENO);
            ::dup2(err, STDERR_FILENO);
            if (::chdir(SUDOKIT_SOURCE_DIR) != 0) ::_exit(127);
            ::execv(argv[0], argv.data());
            ::_exit(127);
        }
        ::close(out[1]);
        ::close(err);
        if (options.stdin_fd < 0) ::close(in);
        out_fd_ = out[0];
    }
    RunningSudokit(const RunningSudokit&) = delete;
    RunningSudokit& operator=(const RunningSudokit&) = delete;
    ~RunningSudokit() {
        if (pid_ > 0 && !status_) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
        }
        close_output();
        std::filesystem::remove(err_path_);
    }

    // The next line of stdout without its newline; nothing once stdout ends or after `limit`.
    std::optional<std::string> read_line(std::chrono::milliseconds limit) {
        const auto deadline = Clock::now() + limit;
        for (;;) {
            const auto end = pending_.find('\n');
            if (end != std::string::npos) {
                std::string line = pending_.substr(0, end);
                pending_.erase(0, end + 1);
                return line;
            }
            if (!read_some(deadline)) return std::nullopt;
        }
    }

    // All that is left on stdout until it ends, or what came within `limit`.
    std::string read_rest(std::chrono::milliseconds limit) {
        const auto deadline = Clock::now() + limit;
        while (read_some(deadline)) {
        }
        std::string rest;
        rest.swap(pending_);
        return rest;
    }

    // Stops reading, as `head` does once it has its lines.
    void close_output() {
        if (out_fd_ >= 0) ::close(out_fd_);
        out_fd_ = -1;
    }

    void send(int signal_number) const { ::kill(pid_, signal_number); }

    // The exit status, 128 + N after signal N, or -1 when it is still running after `limit`
    // (it is then killed).
    int wait(std::chrono::milliseconds limit) {
        const auto deadline = Clock::now() + limit;
        while (!status_) {
            int raw = 0;
            if (::waitpid(pid_, &raw, WNOHANG) == pid_) {
                status_ = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
            } else if (Clock::now() >= deadline) {
                ::kill(pid_, SIGKILL);
                ::waitpid(pid_, nullptr, 0);
                status_ = -1;
            } else {
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }
        }
        return *status_;
    }

    // What it wrote on stderr so far.
    std::string err() const { return file_text(err_path_); }

  private:
    // Reads what stdout has into `pending_`; false at its end or past `deadline`.
    bool read_some(Clock::time_point deadline) {
        if (out_fd_ < 0) return false;
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) return false;
        pollfd ready{out_fd_, POLLIN, 0};
        if (::poll(&ready, 1, static_cast<int>(left.count())) <= 0) return false;
        char buffer[65536];
        const ssize_t count = ::read(out_fd_, buffer, sizeof buffer);
        if (count <= 0) return false;
        pending_.append(buffer, static_cast<std::size_t>(count));
        return true;
    }

    std::filesystem::path err_path_;
    pid_t pid_ = -1;
    int out_fd_ = -1;
    std::string pending_;
    std::optional<int> status_;
};

}  // namespace sudokit::testing
