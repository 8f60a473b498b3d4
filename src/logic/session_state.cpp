#include "logic/session_state.hpp"

#include "logic/chains/chain_memory.hpp"

namespace sudokit::logic {

SessionState::SessionState() = default;
SessionState::~SessionState() = default;

chains::ChainMemory& SessionState::chains() {
    if (!chains_) chains_ = std::make_unique<chains::ChainMemory>();
    return *chains_;
}

}  // namespace sudokit::logic
