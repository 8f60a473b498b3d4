#pragma once

#include <stdexcept>

namespace sudokit::print {

// A document could not be written: the message names the file and says why.
class PrintError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

}  // namespace sudokit::print
